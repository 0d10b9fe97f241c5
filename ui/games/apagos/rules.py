"""Apagos's rules page, in our own words, with diagrams drawn by the game's view."""


SECTIONS = [
    ("The goal", [
        "When every hole is filled, the player with more balls on the top platform wins. "
        "Black plays the black balls, White the white ones.",
    ]),
    ("The ramp", [
        "Four square platforms sit on a ramp, one above the other, numbered 1 (bottom) to 4 (top). "
        "Each platform has holes on both faces: 1|3, 3|5, 3|5 and 5|7. Only the face that shows counts, "
        "and platforms are never turned over during play. Every face has an odd number of holes, "
        "so the top platform can never end in a tie.",
        "White arranges the ramp first: the order of the platforms and which face shows. "
        "Then Black makes the first move.",
        ("White has arranged the ramp 3 5 7 5 (bottom to top).", {"setup": [3, 5, 7, 5]}, []),
    ]),
    ("On your turn: add a ball", [
        "Put a ball of either colour, yours or your opponent's, from the tray into a free hole of any "
        "platform. That platform then rises one place: it swaps with the platform above it. "
        "A ball added to the top platform leaves it where it is.",
        "Each colour has 10 balls. A colour whose balls are all on the ramp has run out: nobody can add "
        "that colour any more, and its player can still move their own balls down.",
        ("Black adds a black ball at 2 (B2): that platform rises to 3, and the one from 3 drops to 2.",
         {"setup": [3, 5, 7, 5]}, ["B2"]),
    ]),
    ("Or: move a ball down", [
        "Take one of your own balls from a platform and put it into a free hole of any lower platform. "
        "Nothing swaps. You may never move a ball up, and never move your opponent's balls.",
        ("White moves a white ball from 4 down to 1 (4>1).", {"setup": [3, 5, 7, 5]}, ["B2", "W4", "B1", "4>1"]),
    ]),
    ("The end", [
        "The game ends when every visible hole is full; the platform that received the last ball still "
        "rises first. Then count the balls on the top platform: the colour with more of them wins.",
    ]),
    ("Notation", [
        "B3 adds a black ball at 3, W1 a white ball at 1; 3>1 moves one of your balls from 3 down to 1; "
        "'setup 5 3 7 1' arranges the ramp with those hole counts from bottom to top.",
    ]),
    ("Where we chose a reading", [
        "The rulebook lets either player arrange the ramp; here White always arranges it and Black moves "
        "first, as the rulebook's \"the second player may then begin\" suggests.",
        "Platforms are never flipped after the setup, so only the visible face matters.",
        "\"Random arrangement\" simply picks one of the 118 possible arrangements for you.",
        "Of those 118 arrangements, 20 are wins for the arranging player (White) with perfect play; "
        "the computer at hard and expert arranges from them. Expert then plays perfectly: Apagos is "
        "solved, and expert reads whether each move wins from a table of every position (436 kB). "
        "Hard searches ahead instead, so it may still let a won game go.",
    ]),
    ("How to move", [
        "Mouse or touch: tap a platform to add a ball of the colour chosen in the tray (tap the tray to "
        "switch colour, or drag a ball from the tray onto a platform). To move one of your balls down, tap "
        "the handle with your ball and an arrow beside its platform: the lower platforms it may go to light "
        "up; tap one. Or drag from a platform down to a lower one. While arranging, tap a platform and then "
        "another to swap them (or drag one onto the other); the round arrow beside a platform flips it over; "
        "then press \"Arrange the ramp\".",
        "Keyboard: Tab to the board; the arrow keys move between the places you may choose (the "
        "tray's colours, the platforms, the handles beside your balls), Enter or Space chooses, "
        "Escape cancels, and each place is read out. Or type a move in notation, such as B3. Off the "
        "board, Left and Right step through the moves played, Home and End jump to the start and back "
        "to the game; Ctrl+Z undoes, Ctrl+Y redoes.",
    ]),
]
