"""Learn Apagos by playing (issue 15): the ramp and its arrangement, adding a ball and
the swap, the top platform that never swaps, moving your own ball down, running out
of balls, the end and the winner, and what makes some arrangements win.

Each step's position is a record from the start (White's arrangement is its first
move); every answer and mistake is checked through the engine by tests/test_lessons.py.
"""
from __future__ import annotations

from engines.apagos import ARRANGER_WINS, Add, Setup, Shift, solved_value

from ui.tutorial import Mistake, Tutorial, any_move, check, exact, read

RAMP = ("setup 3 5 7 5",)  # bottom to top: 3, 5, 7 and 5 holes
TOP_HELD = RAMP + ("B4", "W1", "B4", "W2")     # Black leads on top (5 holes), White's two on 3
TOP_LOST = RAMP + ("B1", "W4", "B2", "W4")     # White leads on top, Black's two on 3
BALLS_DOWN = TOP_HELD + ("B4", "W3")           # White's full platform rose; Black's three dropped to 3
WAIT = RAMP + ("B3", "W3", "B3", "B2", "4>2", "W1", "4>2", "B1", "B1", "B3", "4>3", "W3", "B4", "W4",
               "W1", "W4", "W4", "W3", "W3", "B2", "3>2", "W3", "3>2", "B2")  # one hole, White's balls all out
LAST = RAMP + ("B2", "B1", "B2", "W2", "3>1", "W3", "B1", "B1", "W4", "W1", "W4", "B2", "B4", "W3", "W2",
               "W3", "B4", "B3", "B3", "W4")  # one hole, Black's balls all out
WINNING_RAMP = ("setup 3 3 5 3", "B1", "W3", "B2", "B4", "B4", "W4", "W1", "W2", "B2")


def adds_at(*positions):
    """A judge: the move adds a ball (of either colour) at one of `positions`."""
    return lambda before, move: isinstance(move, Add) and move.position in positions


def colour(move) -> str:
    return "black" if move.colour == 0 else "white"


def black_leads_on_top(before, move) -> bool:
    """After `move`, Black has more balls on the top platform than White."""
    _holes, black, white = before.play(move).top()
    return black > white


def winning_reply(before, move) -> str:
    """Black's winning answer to White's `move` (the exact solution of the game)."""
    after = before.play(move)
    for reply in after.legal_moves():
        later = after.play(reply)
        if (later.is_over() and later.winners() == [0]) or (not later.is_over() and solved_value(later) < 0):
            return str(reply)
    return ""


def white_still_wins(before, move) -> bool:
    """After White's `move`, White wins with perfect play (the game is solved exactly)."""
    return not winning_reply(before, move)


def arranger_wins(before, move) -> bool:
    return isinstance(move, Setup) and move.holes in ARRANGER_WINS


TUTORIAL = Tutorial("apagos", (
    read("The ramp",
         "Four platforms sit on a ramp, numbered 1 at the bottom to 4 at the top, each showing its holes. "
         "In turn, players add a ball to a platform or move one of their own balls down. When every hole "
         "is full, whoever has more balls on the top platform wins.", RAMP),
    any_move("Arranging the ramp",
             "White moves first, by arranging the ramp: the order of the platforms and the face each shows "
             "(1 or 3 holes, 3 or 5, 3 or 5, 5 or 7). You are White: tap a platform, then another, to swap "
             "them; the round arrow flips one over. Then press Arrange the ramp.", (), "setup 5 3 7 1",
             "That ramp stays for the whole game: platforms are never turned over again. Every face is odd, "
             "so the top platform can never end in a tie."),
    exact("Adding a ball",
          "Black to move. Add a black ball to platform 2, the one with 5 holes: tap it. The platform you "
          "add to rises one place, and the one above it drops.", RAMP, ("B2",),
          "Platform 2 rose to 3 with your ball, and the 7-hole platform dropped to 2.",
          "Tap platform 2 (5 holes) with black chosen in the tray.",
          (Mistake(lambda b, m: m == Add(1, 2), "Right platform, but a white ball: tap the tray's black "
                                                "box first, then platform 2."),)),
    check("Either colour",
          "You may add a ball of either colour, yours or your opponent's. Black to move: lift the 7-hole "
          "platform to the top.", RAMP, adds_at(3), "W3",
          "The 7-hole platform rose to the top. Either colour lifts it: whose ball it is counts only at the end.",
          (Mistake(adds_at(4), "A ball added to the top platform never moves it: the 7 stays at 3."),
           Mistake(adds_at(1, 2), lambda b, m: f"That lifted platform {m.position}, not the 7: add just "
                                               "below the top, at 3."))),
    exact("The top never swaps",
          "Black leads on the top platform, two to none. Add a black ball to the top platform itself: "
          "a ball added there moves nothing.", TOP_HELD, ("B4",),
          "Three black balls on top now, and the ramp stayed as it was.",
          "Add a black ball to the top platform, 4.",
          (Mistake(adds_at(3), lambda b, m: f"You dropped a {colour(m)} ball on 3: that swaps it up and gives "
                                            "White the top platform."),
           Mistake(lambda b, m: m == Add(1, 4), "That was a white ball: White has one on top now. Choose "
                                                "black in the tray first."),
           Mistake(adds_at(1, 2), lambda b, m: f"That lifted platform {m.position}; the top is as it was. "
                                               "Add to the top itself."))),
    check("Take the top",
          "Now White leads on top, and your two black balls sit just below it, on 3. Black to move: "
          "take the lead on the top platform.", TOP_LOST, black_leads_on_top, "B3",
          "Platform 3 rose with your balls and White's dropped to 3: the top is yours now.",
          (Mistake(adds_at(4), "Adding to the top lifts nothing: White still leads there."),
           Mistake(adds_at(1, 2), lambda b, m: f"That lifted platform {m.position} to {m.position + 1}. The "
                                               "top changes only when the platform just below it rises."),
           Mistake(lambda b, m: isinstance(m, Shift), "Moving a ball down swaps nothing: White still leads "
                                                      "on top."))),
    check("Moving a ball down",
          "Instead of adding, you may take one of your own balls from a platform and put it in a free hole "
          "of a lower one. Nothing swaps. Tap the \u25BC handle beside platform 3, then a lower platform.",
          BALLS_DOWN, lambda b, m: isinstance(m, Shift), "3>1",
          "Your ball went down and no platform moved. You may never move a ball up, nor one of your "
          "opponent's balls.",
          (Mistake(lambda b, m: isinstance(m, Add), "That added a ball from the tray. To move one of yours "
                                                    "down, tap the \u25BC handle beside its platform first."),)),
    exact("Running out of balls",
          "Each colour has 10 balls, and White's are all on the ramp: nobody can add a white ball now. "
          "One hole is free, and you have one black ball left. Black to move: find the move that wins.",
          WAIT, ("3>2",),
          "The game goes on, and White must move with no white ball: adding your black ball at 3 lifts "
          "your platform to the top, and moving a white ball down frees the top for you.",
          "Look for a move that keeps the game going.",
          (Mistake(lambda b, m: m == Add(0, 2), "You filled the last hole: the game ended there, with White "
                                                "ahead on top, 3 to 2."),
           Mistake(lambda b, m: m == Shift(4, 2), "That took a ball off the top: White fills the hole there "
                                                  "with your last black ball and wins, 3 to 2."))),
    exact("The last ball",
          "One hole is left. The game ends when it is filled, once its platform has risen. Black has no "
          "black ball left but may add White's last white one. Black to move: win the game.",
          LAST, ("W3",),
          "The 7-hole platform rose to the top with the last ball, and every hole is full.",
          "Fill the last hole so that a platform with more black balls ends on top.",
          (Mistake(lambda b, m: isinstance(m, Shift), "A ball moved into the last hole frees another, on top: "
                                                      "White fills it and wins, 4 to 1."),)),
    read("The winner",
         "Every hole is full: the game is over. Only the top platform counts, and it holds 4 black balls "
         "to 3 white, so Black wins. The balls below do not count at all.", LAST + ("W3",)),
    read("What the arrangement decides",
         "White's arrangement decides a lot. Apagos is solved: on 20 of the 118 possible ramps White wins "
         "however Black plays, and on the other 98 Black can always win. None of the 20 has a 1-hole face "
         "on the two lowest places, or the 7 at the bottom."),
    check("Arrange a winning ramp",
          "You are White: arrange a ramp on which White wins with perfect play. Small faces low on the "
          "ramp are a good start.", (), arranger_wins, "setup 3 3 5 3",
          "That is one of White's 20 winning ramps: with perfect play, White wins it whatever Black does.",
          (Mistake(lambda b, m: 1 in m.holes[:2], "A 1-hole face on one of the two lowest places: Black "
                                                  "wins every ramp like that with perfect play."),
           Mistake(lambda b, m: m.holes[0] == 7, "The 7 at the bottom: Black wins every ramp like that "
                                                 "with perfect play.")),
          "Black wins this ramp with perfect play. Try 3 and 3 at the bottom: they start 9 of the 20."),
    check("Winning it",
          "A winning ramp still has to be won. On this one White is winning, but only one move keeps "
          "the win. White to move: find it.", WINNING_RAMP, white_still_wins, "W2",
          "That is the one: platform 2 rose full of white balls, and White wins from here whatever "
          "Black does.",
          (Mistake(lambda b, m: not white_still_wins(b, m),
                   lambda b, m: f"After {m}, Black has a winning answer ({winning_reply(b, m)}): the game "
                                "is solved, and this position now wins for Black."),)),
), done="You know every rule of Apagos. Play a game: the new-game dialog lets you arrange the ramp as White.")
