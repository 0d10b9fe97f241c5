"""Learn Abalone by playing (issue 15): moving one, two or three marbles in line or
sideways, the sumito (2-1, 3-1, 3-2), pushes that are blocked (equal numbers, your own
marble behind, a gap), pushing off and six to win; with three players, pushes that mix
both opponents and push-offs credited to the pusher; with four, teams, your partner's
marbles in your line and your own marble at the rear of a push.

The learner plays Black (seat 0). Each position is a record from the start, found by
plain play; tests/test_lessons.py plays every answer and mistake through the engine, and
every judgement reads the engine's `AbaloneEffect` (`effect`).
"""
from __future__ import annotations

from ui.tutorial import Mistake, Tutorial, check, read

TWO_ON_ONE = ("a2b3", "i6h6", "a4b4", "h8g7")  # C5-D5 in line with White's lone E5, F5 free
THREE_ON_TWO = ("a2b3", "h5g5", "b5c5", "i6h6")  # C5-D5-E5 against White's F5-G5, H5 free
BLOCKED = ("a5b5", "g5g7f4", "c5b5", "h5h7g5", "a4b4", "f6h8e6", "d4d5e4", "i7i9h6", "a1b2", "g8f7",
           "b5b6c5", "f5g6f6", "a3b4a4", "h4i5g4")  # D4-E4 face F4-G4: 2-on-2
EDGE = ("a4b4", "i8h7", "c3c2", "i9h8", "a2b3", "g7f6", "a3b3", "h8h9g7", "b1c2", "h6g6", "c2d3", "i7h7",
        "b6c6", "h7g6", "b4c4", "i6h5", "c2d3", "g4h4f3", "b3c3", "g8f7")  # C3-D3-E3 against F3-G3 at the edge
FIVE_OFF = ("a1b2", "g7g8", "a2b3", "h6g5", "b5c5", "i5h5", "a3b4", "g6h7f6", "b3c3", "i6h5", "b4c4", "g5g4",
            "c5d5", "f4f3", "d5e5", "g7f7", "e5f5", "f6f7e5", "g5h5", "i7i8h6", "c3d4", "g3g4", "d4e5", "i9h8",
            "b1b2c2", "f3g4e3", "c4d4", "e6d5", "d4e4", "g8g7", "f4g4", "h6i6", "g4h5", "g7h7", "e5e4",
            "h8h9g7", "e4e3", "i7h7")  # Black has pushed off five; E3-E2 against E1 at the edge
THREE_PLAYERS = ("b4b6c4", "f2f3", "g8i8f7", "a2b3", "h4g4", "e9d8", "b3c4c3", "e4g4e5", "f7h7e6")
PARTNERS = ("a2b3", "b1d3b2", "h5g5", "h9g8", "a3b3", "e1e2", "f5h7e5", "f8e8")  # White's E5 ahead of D5
REAR = ("a2b3", "d1d2", "i6h6", "f9f8", "a4b4", "c2c3", "h5g5", "g9f8")  # D4, White's E5, then Red's F6


def effect(before, move):
    return before.effect(move)


def moving(count: int):
    """A judge: the move moves `count` marbles of the mover's side."""
    return lambda b, m: len(effect(b, m).moved) == count


def pushes(moved: int, pushed: int):
    """A judge: `moved` marbles push `pushed` opposing ones."""
    return lambda b, m: len(effect(b, m).moved) == moved and len(effect(b, m).pushed) == pushed


def pushing(before, move) -> bool:
    return bool(effect(before, move).pushed)


def pushing_off(before, move) -> bool:
    return effect(before, move).pushed_off is not None


def sideways(before, move) -> bool:
    return effect(before, move).kind == "broadside"


def seats_moved(before, move):
    return {slide.seat for slide in effect(before, move).moved}


def count_moved(before, move) -> str:
    n = len(effect(before, move).moved)
    return f"{n} marble{'' if n == 1 else 's'}"


NO_PUSH = Mistake(lambda b, m: not pushing(b, m), "That moved without pushing anything: a push goes along the "
                                                  "line, into marbles touching its front.")

TUTORIAL = Tutorial("abalone", (
    read("The board",
         "61 holes in a hexagon. You are Black, nearest you; White starts at the far side. Black moves "
         "first, then the players take turns. Push six of White's marbles off the board to win."),
    check("One marble",
          "On your turn you move one, two or three of your marbles one hole. Move a single marble: tap it, "
          "then an empty hole next to it.", (), moving(1), "c5d5",
          "One marble, one hole. A single marble can go any of the six ways, into a free hole.",
          (Mistake(lambda b, m: not moving(1)(b, m),
                   lambda b, m: f"That moved {count_moved(b, m)}: tap one marble only, then a hole next to it."),)),
    check("A line",
          "Two or three marbles in a straight line may move together along their line: tap the two ends "
          "of a line, then the hole ahead. Move A1, B2 and C3 one hole up their line.", (),
          lambda b, m: effect(b, m).kind == "inline" and len(effect(b, m).moved) >= 2, "a1b2",
          "The whole line moved one hole along itself: an in-line move.",
          (Mistake(sideways, "That line moved sideways (the next step). Here, move it along its own line."),
           Mistake(moving(1), "That moved one marble: tap both ends of a line of your marbles first."))),
    check("Sideways",
          "A line can also step sideways, every marble into the empty hole beside it: a broadside. Move "
          "C3, C4 and C5 together, one row up.", (), sideways, "c3c5d4",
          "The three marbles stepped sideways together. A broadside never pushes: every hole it moves into "
          "must be empty.",
          (Mistake(lambda b, m: not sideways(b, m),
                   lambda b, m: f"That moved {count_moved(b, m)} along their line. Tap both ends of C3-C5, "
                                "then a hole beside the line."),)),
    check("Two push one",
          "Moving in line, you may push the other side's marbles if you have more: two push one. Your C5 "
          "and D5 stand in line with White's lone E5, and F5 behind it is free. Push it.", TWO_ON_ONE,
          pushes(2, 1), "c5d5",
          "Two pushed one (a sumito): White's marble went back to F5.",
          (Mistake(pushes(3, 1), "Three pushed one: that works too, but here push with just two, C5 and D5."),
           NO_PUSH)),
    check("Three push two",
          "Three marbles push one or two. Your C5, D5 and E5 face White's F5 and G5, with H5 free behind "
          "them. Push both.", THREE_ON_TWO, pushes(3, 2), "c5d5",
          "Three pushed two: the strongest push there is. You never move more than three.",
          (NO_PUSH,)),
    check("Blocked pushes",
          "Equal numbers cannot push (a stalemate); nor can you push marbles with one of your own right "
          "behind them, or across a gap. Your D4 and E4 face White's F4 and G4: two on two. Find a push "
          "that works.", BLOCKED, pushing, "c4d4",
          "With C4 behind them your line is three, and three push two. (Try the refused pushes: the board "
          "says why each one fails.)",
          (NO_PUSH,)),
    check("Pushing off",
          "A marble pushed over the edge of the board is out of the game. Your C3, D3 and E3 face White's "
          "F3 and G3, and G3 is on the edge. Push it off.", EDGE, pushing_off, "c3d3",
          "G3 went over the edge: one down, five to go.",
          (Mistake(lambda b, m: pushing(b, m) and not pushing_off(b, m), "That pushed, but nothing went over "
                                                                           "the edge."),
           NO_PUSH)),
    check("Six to win",
          "You have pushed off five white marbles. The first to push off six wins. Push off the sixth.",
          FIVE_OFF, pushing_off, "e3e2",
          "Six white marbles are off the board: Black wins.", (NO_PUSH,)),
    read("Three players",
         "With three players, Black, White and Blue move in turn, with 11 marbles each. Three of yours "
         "still push at most two, and the line you push may mix both opponents' colours. Each marble you "
         "push off counts for you, whatever its colour: the first to six wins.", (), players=3),
    check("A mixed push",
          "Your B2, C3 and D4 face White's E5 and Blue's F6, with G7 free: two marbles of two colours. "
          "Push them both.", THREE_PLAYERS, lambda b, m: {s.seat for s in effect(b, m).pushed} == {1, 2},
          "b2c3", "Three pushed two, one White and one Blue: both go back a hole.",
          (Mistake(pushing_off, "That pushed a Blue marble off: it counts for you (the next step). Here, "
                                "push the mixed pair E5-F6."),
           NO_PUSH), players=3),
    check("Credit for a push-off",
          "Blue's C7 is on the edge, in line with your C5 and C6. Push it off: it counts for you.",
          THREE_PLAYERS, pushing_off, "c5c6",
          "Blue's marble is out, and it counts for you: Black has pushed off one.",
          (Mistake(pushing, "That pushed, but nothing went over the edge."), NO_PUSH), players=3),
    read("Four players",
         "With four, Black, Blue, White and Red sit round the board with 9 marbles each (rows of 4, 3 and "
         "2), and partners sit opposite: Black and White against Blue and Red. A pushed line may mix both "
         "opponents. A team wins when its two players have pushed off six between them.", (), players=4),
    check("Your partner's marbles",
          "A line you move may hold your partner's marbles too, as long as one of yours is in it. White's "
          "E5 stands ahead of your D5: move them together, one hole along their line.", PARTNERS,
          lambda b, m: 2 in seats_moved(b, m), "d5e5",
          "Your marble and White's moved as one line. A line of White's marbles alone is White's to move.",
          (Mistake(lambda b, m: 2 not in seats_moved(b, m), "That moved only your own marbles: take White's E5 "
                                                            "into your line."),), players=4),
    check("The rear marble is yours",
          "You may push with your partner's marbles in your line, but the rear marble, the one you push "
          "with, must be your own. Your D4 and White's E5 face Red's F6, with G7 free. Push it.", REAR,
          pushing, "d4e5",
          "D4 pushed with White's E5 ahead of it: two pushed one. From E5 the other way, White's marble "
          "would be the rear one, and that push is refused.",
          (NO_PUSH,), players=4),
), done="You know every rule of Abalone; a player with no legal move passes. Play a game: with four, the "
        "new-game dialog also lets partners play two turns in a row.")
