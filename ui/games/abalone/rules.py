"""Abalone Quattro's rules page, in our own words, with diagrams drawn by the game's view."""

SECTIONS = [
    ("The goal", [
        "Push six of your opponents' marbles off the board. With two players that is six of the "
        "other colour; with three, six marbles of either opponent; with four, two teams of partners "
        "(Black and White against Blue and Red) share the count.",
    ]),
    ("The board", [
        "61 holes in a hexagon. Rows A to I run from the near edge to the far edge; diagonals 1 to 9 "
        "run from lower left to upper right, so every hole has a name such as E5, the centre.",
        ("The standard start for two players: Black near, White far.", {}, []),
    ]),
    ("Moving", [
        "On your turn move one, two or three of your marbles that stand in a straight line, one hole, "
        "in one of the six directions. Along their own line it is an in-line move; sideways, every "
        "marble of the line steps into an empty hole (a broadside move).",
        ("Black has moved in line from A1 to B2 (a1b2), and White answered.", {}, ["a1b2", "i5h5"]),
    ]),
    ("Pushing (sumito)", [
        "Moving in line, you may push opposing marbles if you have more: 2 push 1, 3 push 1 or 2. "
        "The pushed marbles must have an empty hole or the edge behind them; pushed over the edge, "
        "a marble is out. Equal numbers cannot push (a stalemate), and you can never push with more "
        "than three marbles, nor push a line that has one of your own marbles behind it.",
    ]),
    ("Three and four players", [
        "With three players each has 11 marbles, and a push-off counts for the player who pushed. "
        "With four, partners may include each other's marbles in their own line, a line they push "
        "may mix both opponents' marbles, and your own marble may stand at the rear of a push. "
        "An option lets partners play two turns in a row (Black, White, then Blue, Red).",
        ("Three players at the start.", {"players": 3}, []),
    ]),
    ("Notation", [
        "In-line: the rear marble's hole, then the hole it moves to: a1b2. Broadside: the two end "
        "marbles, then where the first-named end goes: c3c5d4. A player with no legal move passes (pass).",
    ]),
    ("Where we chose a reading", [
        "Coordinates, the start positions for every player count and the notation follow the Aba-Pro "
        "style that published records use. 'pass' is legal only when nothing else is. The game has "
        "no repetition rule; the 'max plies' option (off by default) ends long games, and then the side "
        "that pushed off more wins. Playing against the clock is Parlour's clock, offered for every game.",
    ]),
    ("How to move", [
        "Mouse or touch: tap one of your marbles, or the two ends of a line of them; the holes they may "
        "move to light up (a push shows which marbles it moves); tap one. Tap an end of the line again to "
        "take it out (what stays selected can always move), or an empty hole to let go. You can also drag "
        "across your marbles and release in a direction.",
        "The marbles a side pushes off gather in its tray: the tray below the board is the side drawn "
        "nearest you, the others are above it; the first side to fill its six holes wins.",
        "Keyboard: Tab to the board, arrow keys between places, Enter to choose, Escape to cancel; "
        "or type a move in notation. Left and Right step through the moves played; Ctrl+Z undoes.",
    ]),
]
