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
        ("The standard start for two players: Black near, White far; Black moves first.", {}, []),
        "The new-game dialog offers two other starts for two players. Belgian daisy: each side has two "
        "flowers of seven marbles (one marble with its six neighbours) in opposite corners, each flower "
        "against the edge and touching a flower of the other colour. German daisy: the same four flowers "
        "one row further in, each a hole away from the other colour's.",
        ("The Belgian daisy start.", {"layout": "belgian"}, []),
        ("The German daisy start.", {"layout": "german"}, []),
    ]),
    ("Moving", [
        "Black moves first, then the players take turns. On your turn move one, two or three of your "
        "marbles that stand in a straight line, one hole, in one of the six directions. Along their own "
        "line it is an in-line move; sideways, every marble of the line steps into an empty hole (a "
        "broadside move).",
        ("Black has moved the three marbles A1, B2, C3 one hole in line (a1b2): now B2, C3, D4; White "
         "answered the same way from I5 (i5h5).", {}, ["a1b2", "i5h5"]),
    ]),
    ("Pushing (sumito)", [
        "Moving in line, you may push opposing marbles if you have more: 2 push 1, 3 push 1 or 2. "
        "The pushed marbles must have an empty hole or the edge behind them; pushed over the edge, "
        "a marble is out. Equal numbers cannot push (a stalemate), and you can never push with more "
        "than three marbles, nor push a line that has one of your own marbles behind it.",
    ]),
    ("Three and four players", [
        "With three players (Black, White, Blue, in that order) each has 11 marbles. A line you push may "
        "mix both opponents' colours (3 still push at most 2), and every marble pushed off counts for "
        "the player who pushed it: the first to push off six, of any colours, wins.",
        ("Three players at the start.", {"players": 3}, []),
        "With four players (Black, Blue, White, Red, round the table) each has 9 marbles, in rows of 4, 3 "
        "and 2 against an edge, and partners sit opposite: Black and White against Blue and Red. You may "
        "move a line that mixes your marbles and your partner's, but every line you move must include one "
        "of your own, and in a push the rear marble, the one you push with, must be your own. A line you "
        "push may mix both opponents' marbles. A team wins when its two players have pushed off six "
        "between them. An option lets partners play two turns in a row (Black, White, then Blue, Red).",
        ("Four players at the start.", {"players": 4}, []),
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
