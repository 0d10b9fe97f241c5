"""Abcuazego's rules page, in our own words, with diagrams drawn by the game's view.

Each diagram is (caption, options, moves): the position after those moves.
tests/test_abcuazego_view.py checks that every caption says what its moves do.
"""


SECTIONS = [
    ("The goal", [
        "Abcuazego (from the Muisca ab pquazygo, \"the game of maize\") is played by the Zipa and the "
        "Zaque. Be the first to gather 36 grains of maize in your store.",
    ]),
    ("The board", [
        "Two rows of ten pits face each other, with a store at each end. The Zipa plays the near row, "
        "the Zaque the far one. Each player numbers their own pits 1 to 10 from their own left, and "
        "their store is on their right, next to their pit 10; so your pit 3 faces the opponent's pit 8. "
        "Every pit starts with five grains; the stores start empty. The Zipa moves first.",
        "On the screen the board stands upright, turned a quarter turn so that it fits a phone: the rows "
        "are two columns. Yours is the left one, your pits 1 to 10 running down it to your store at the "
        "bottom, nearest you; your opponent's runs up the right column to their store at the top. "
        "Counter-clockwise is still counter-clockwise: down your column, up theirs.",
        ("The start: five grains in each of the twenty pits.", {}, []),
    ]),
    ("On your turn: harvest and sow", [
        "Take all the grains from one of your pits and sow them one by one into the following pits. "
        "An odd number of grains goes counter-clockwise: along your own row towards your store, then "
        "along your opponent's row. An even number goes clockwise, the other way.",
        ("The Zipa sows the five grains of pit 3 (3a): counter-clockwise, into pits 4 to 8.", {}, ["3a"]),
        "You may sow the other way only if a grain then falls into a pit of your opponent's row "
        "(their store does not count).",
        "Stores are passed over, except by the last grain: a sowing skips both stores and goes on to "
        "the next pit, unless its last grain reaches a store, where it stays. A long sowing goes on round "
        "the board, and the emptied pit is not skipped: it gets a grain when the sowing comes back to it. "
        "Twenty grains reach it only if no store takes the last grain first: from pit 10 sown clockwise, "
        "or from pit 1 counter-clockwise, the twentieth grain ends in a store.",
    ]),
    ("Stores and extra turns", [
        "Last grain in your own store: you play again.",
        ("The Zipa sows pit 6 (6a): the fifth grain falls into the Zipa's store, and the Zipa plays again.",
         {}, ["6a"]),
        "Last grain in your opponent's store: your opponent (the uaque, your companion) plays the next "
        "two turns in a row. If you were owed a second turn, it is lost.",
        ("The Zipa sows the six grains of pit 6 clockwise (6c): the last falls into the Zaque's store, "
         "and the Zaque now plays twice.", {}, ["1a", "1a", "6c"]),
    ]),
    ("Captures", [
        "When your last grain falls into a pit and makes a match, you capture: captures are not a "
        "choice. The captured pit is always in your "
        "opponent's row: the pit where the last grain fell if it is theirs, or the pit facing it if it "
        "is yours. Its grains go to your store.",
        "Same number as harvested: you capture when the count in the last pit now ends with the same "
        "digit as the number of grains you harvested (13 ends like 3).",
        ("The Zaque harvests six grains from pit 1 (1c) and its last grain makes the Zipa's pit 5 hold 6: "
         "the Zaque captures those six.", {}, ["6a", "7a", "1c"]),
        ("The Zaque harvests six grains from pit 7 (7c); the last makes its own pit 1 hold 6, so it "
         "captures the pit facing it, the Zipa's pit 10 (5 grains).", {}, ["1a", "6a", "7c"]),
        "Same number as a neighbour: in your opponent's row, the last pit's count ends like that of "
        "the pit to its left, to its right or facing it; in your own row, like the pit facing it only.",
        ("The Zipa sows pit 3 the reverse way (3c): the last grain makes the Zaque's pit 8 hold 6, like "
         "its neighbour pit 9, so the Zipa captures six.", {}, ["3c"]),
        "Absolute match: after any move, if each row has a single pit with grains and the two hold the "
        "same number, the player who just moved captures the opponent's one.",
    ]),
    ("The end", [
        "36 grains or more in your store win at once.",
        "Otherwise the game ends when the player to move has no grain left in their row. The player "
        "who made the last move takes all the grains of one whole row (the fuller one) into their store, "
        "and the fuller store wins; equal stores are a draw.",
        "So if your last grain falls in your own store and leaves your row empty, you are to play again "
        "with nothing to play: the game ends there, and you take your opponent's whole row.",
    ]),
    ("Notation", [
        "A move is the pit number in the mover's own numbering, then the direction: a for "
        "counter-clockwise, c for clockwise: 7a, 10c. A bare number (7) sows the way its grains' "
        "parity says.",
    ]),
    ("Where we chose a reading", [
        "The rulebook has only the designer's short description, so some points are our reading of it:",
        "\"The parity of the harvested pit\" is the parity of the number of grains harvested, as a pit's "
        "\"number\" is its count in the capture rules.",
        "\"Ends with the same number\" compares last digits, and an empty pit never matches anything.",
        "The uaque's two turns: the opponent moves next and is owed one more turn; if they then drop "
        "their last grain in their own store they play again and are still owed it. Your own owed turn "
        "is lost when you feed their store.",
        "The absolute match is checked after every move, wherever its last grain fell, and needs equal "
        "counts, not just equal last digits.",
        "At the end the last mover may take either row; the fuller one is always best, so it is taken "
        "for them. So that every game ends, a game also ends after 600 harvests (the max_plies option) "
        "the same way, the grains left in the other row counting for nobody.",
    ]),
    ("How to move", [
        "Mouse or touch: tap one of your pits. Its sowing path lights up on the board, in blue; when "
        "the other direction is allowed it shows too, in orange. Tap the pit again to sow the blue way, "
        "or the orange end to sow the other way; the buttons under the board do the same, and the words "
        "under it say where each way ends. Sowing plays grain by grain; the Sowing speed button under "
        "the board makes it faster, and tapping the board skips to the end.",
        "Keyboard: Tab to the board; the arrow keys move between your pits (and the end of the orange "
        "path), Enter or Space taps, Escape cancels. A reverse path that ends where it began is sown "
        "with its button under the board.",
    ]),
]
