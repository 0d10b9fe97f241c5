"""Learn Abcuazego by playing (issue 15): harvesting and sowing, the direction by parity
and the reverse way, stores passed over but for the last grain, the extra turn and the
uaque's two turns, captures by matching counts (as harvested, a neighbour, the facing
pit, the absolute match), winning with 36, and the end with its score.

The learner is the Zipa (the left column) but for two steps where the Zaque moves. Each
position is a record from the start (the absolute match's is a line of play searched for
it: with both stores under 36 it needs two lone pits of 15 grains or more, so it is rare); tests/test_lessons.py plays every answer and
mistake through the engine. Every judgement reads the engine's `Sowing` (`effect`).
"""
from __future__ import annotations

from ui.games.abcuazego.words import where
from ui.tutorial import Mistake, Tutorial, any_move, check, exact, read

BOTH_THREES = ("3a", "3a")  # the Zipa and the Zaque have each sown their pit 3
UAQUE = BOTH_THREES + ("6c",)  # the Zipa's last grain fell in the Zaque's store
NEAR_36 = ("10a", "2c", "5a", "1a", "1c", "3a", "2a", "2a", "3c", "3a")  # the Zipa has 30 grains
ABSOLUTE = tuple((
    "1c 8a 10a 7a 1c 8a 8a 2c 6a 4c 8a 10a 9a 7a 4c 8a 3c 10a 2c 7a 10a 8a 10a 2a 6c 3a 4c 4a 1a 5a 3c 6a "
    "1a 7a 2c 9a 1a 8c 2a 10a 1a 7c 3a 6c 2a 5c 4a 4c 3a 2a 4a 3a 5c 5a 3a 4a 4c 6c 3a 5c 4a 4c 5a 2a 6a "
    "3a 7a 5a 8a 4a 2a 6c 3a 5c 4a 4c 5a 3c 6a 2c 7a"
).split())  # the Zaque's lone pit 1 holds 18; the Zipa's pits 8 and 9 hold 1 and 17
LAST_GRAIN = ("8a", "4c", "2a", "5a", "7c", "3a", "4a", "3a", "2c", "8a", "4a", "4a", "5a", "1c", "1c", "6a",
              "6c", "8a", "8a", "10c", "9c", "9a", "6c")  # the Zaque has one grain left, in its pit 10


def effect(before, move):
    return before.effect(move)


def captures(*kinds):
    """A judge: the move captures by one of these kinds of match."""
    return lambda b, m: any(k in c.kinds for c in effect(b, m).captures for k in kinds)


def no_capture(before, move) -> bool:
    return not effect(before, move).captures


def made(before, move) -> str:
    """Where the last grain fell and what that pit then held."""
    sowing = effect(before, move)
    return f"Your last grain made {sowing.board[sowing.last]} in {where(sowing.last)}"


def pit_mistake(pit: int, way: str):
    """Any move but pit `pit`: which pit it was, and where `pit` is."""
    return Mistake(lambda b, m: m.pit != pit,
                   lambda b, m: f"That was pit {m.pit}. Your pit {pit} is the {ordinal(pit)} from the top of "
                                f"your column: tap it, then {way}.")


def ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh",
            8: "eighth", 9: "ninth", 10: "tenth"}[n]


REVERSED = Mistake(lambda b, m: effect(b, m).reverse,
                   "That sowed it the other way round, against its parity. Tap the pit twice to sow its own way.")
NOT_REVERSED = Mistake(lambda b, m: not effect(b, m).reverse,
                       "That sowed it its own way. Tap the pit once, then the orange end of its other path.")

TUTORIAL = Tutorial("abcuazego", (
    read("The board",
         "Two rows of ten pits and a store at each end. You are the Zipa: your pits 1 to 10 run down the "
         "left column to your store at the bottom; the Zaque's run up the right column to theirs. Every "
         "pit holds five grains. The Zipa moves first; the first to store 36 grains wins."),
    exact("Harvest and sow",
          "Take all the grains of one of your pits and sow them, one per pit. Five is odd, and odd goes "
          "counter-clockwise: down your column, towards your store. Sow your pit 3: tap it, then tap it again.",
          (), ("3a",), "Five grains went into your pits 4 to 8, one each.",
          "Tap your pit 3, then tap it again.", (REVERSED, pit_mistake(3, "tap it again"))),
    exact("Even goes clockwise",
          "The Zaque sowed its pit 3 too. Your pits 4 to 8 hold six now: even, and even goes clockwise, up "
          "your column and on round the board. Sow your pit 4.", BOTH_THREES, ("4c",),
          "Six grains went up into your pits 3, 2 and 1, then past the Zaque's store into its row: a store "
          "is passed over, unless the last grain reaches it. A sowing that goes all the way round drops a "
          "grain in its own pit too.",
          "Tap your pit 4, then tap it again.", (REVERSED, pit_mistake(4, "tap it again"))),
    exact("The other way",
          "You may sow against the parity, but only if a grain then falls in a pit of the opponent's row "
          "(your pit 4 could not: all its grains would stay in your row). Sow your pit 7 the other way.",
          BOTH_THREES, ("7a",), "Your six grains went counter-clockwise, the reverse way: into your pits 8 to 10, past "
          "your store and on into the Zaque's row.",
          "Tap your pit 7, then the orange end of its other path.",
          (NOT_REVERSED, pit_mistake(7, "the orange end of its other path"))),
    exact("Your own store",
          "A grain that reaches a store stays there only if it is the last one. If your last grain falls in "
          "your own store, you play again. Sow your pit 6.", (), ("6a",),
          "The fifth grain fell in your store: you play again.",
          "Tap your pit 6, then tap it again.", (pit_mistake(6, "tap it again"),)),
    exact("The opponent's store",
          "If your last grain falls in the opponent's store, they, your uaque (companion), play the next "
          "two turns. Sow your pit 6 its own way and watch where its last grain goes.", BOTH_THREES, ("6c",),
          "Its last grain fell in the Zaque's store: the Zaque now plays two turns in a row.",
          "Tap your pit 6, then tap it again.", (REVERSED, pit_mistake(6, "tap it again"))),
    check("Two turns",
          "Now play the Zaque (the right column) for a moment: it moves, then moves again. Its second turn "
          "is lost if its own last grain feeds your store, so choose a move that does not.", UAQUE,
          lambda b, m: effect(b, m).next_turn == "owed", "4c",
          "The Zaque plays its owed second turn next. Had its last grain fallen in its own store, it would "
          "play again and still be owed that turn.",
          (Mistake(lambda b, m: effect(b, m).next_turn == "uaque",
                   "That last grain fell in the Zipa's store: the Zaque's second turn is lost, and the Zipa "
                   "now plays twice."),)),
    check("Capture: as many as harvested",
          "When your last grain falls in a pit and that pit's count now ends like the number you harvested "
          "(16 ends like 6), you capture, always. In your own row, you take the pit facing it. Capture so.",
          BOTH_THREES, captures("origin"), "7c",
          "Your pit 1 now holds 6, like the 6 you harvested: the Zaque's pit facing it is yours.",
          (Mistake(no_capture, lambda b, m: f"{made(b, m)}: nothing matches, so no capture."),
           Mistake(captures("adjacent"), "That captured by matching a neighbour (next step). Here, match the "
                                         "number you harvested."))),
    check("Capture: like a neighbour",
          "You also capture when the last grain's pit ends like a neighbour: in the opponent's row its left, "
          "right or facing pit; in yours the facing pit only. An empty pit never matches, and the captured "
          "pit is always theirs. Capture so.",
          BOTH_THREES, captures("adjacent"), "10a",
          "A neighbour's count matched: the grains of that pit of the Zaque's are in your store now.",
          (Mistake(no_capture, lambda b, m: f"{made(b, m)}: nothing matches, so no capture."),
           Mistake(captures("origin"), "That matched the number you harvested (the last step). Here, match "
                                       "a neighbour."))),
    check("The absolute match",
          "One more capture: after any move, if each row has a single pit with grains and the two hold the "
          "same number, whoever just moved captures the opponent's. The Zaque has 18 grains left, all in "
          "its pit 1; you have 1 and 17. Capture them.", ABSOLUTE, captures("absolute"), "8a",
          "Your pit 9 now holds 18, like the Zaque's lone pit: an absolute match. Its 18 grains make your "
          "store 51, and 36 wins at once.",
          (Mistake(lambda b, m: bool(effect(b, m).captures), "That captured by matching a neighbour, and "
                                                             "grains are left in both rows."),)),
    check("36 wins",
          "36 grains or more in your store win at once. You have 30. Win now.", NEAR_36,
          lambda b, m: effect(b, m).end == "36", "2a",
          "One grain made your pit 3 hold 1, like the 1 you harvested: the 9 grains facing it bring your "
          "store to 39, and the game is won.",
          (Mistake(lambda b, m: bool(effect(b, m).captures),
                   lambda b, m: f"That captured {sum(c.grains for c in effect(b, m).captures)}: not enough "
                                "for 36."),
           Mistake(no_capture, lambda b, m: f"{made(b, m)}: no capture, and your store still holds 30."))),
    any_move("The end",
             "Play the Zaque once more: its last grain is in its pit 10. A game also ends when the player to "
             "move has no grain in their row; whoever moved last takes all of one row, the fuller.",
             LAST_GRAIN, "10a",
             "The grain fell in the Zaque's own store, so the Zaque was to play again with nothing to play: "
             "the game is over, and the Zaque took the Zipa's whole row."),
    read("The score",
         "The game is over: the fuller store wins, and equal stores are a draw. The Zaque has 69 grains, "
         "the Zipa 31.", LAST_GRAIN + ("10a",)),
), done="You know every rule of Abcuazego. Play a game: the computer plays the Zaque.")
