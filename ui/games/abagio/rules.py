"""Abagio's rules page, in our own words, with diagrams drawn by the game's view."""


_ALL_OUT = ("6-6 0/6 0/6 6/12 6/12 1-1 0/1 1/2 2/3 3/4 5-6 0/5 0/6 1-1 0/1 1/2 2/3 3/4 "
            "4-4 0/4 0/4 4/8 4/8").split()

SECTIONS = [
    ("The goal", [
        "Red has 12 frogs, Purple 12. Roll two dice, leap your frogs once round the square path and "
        "into the Pond in the middle. The first player with all twelve frogs in the Pond wins.",
    ]),
    ("The board and the setup", [
        "Every frog counts the same path: the Root (off the path, not counted), the Outer Path 1-17 "
        "(up the left edge, along the top, down the right, then 16 and 17 along the bottom), the "
        "Eight Spot (18, the diamond at the bottom, 8 leaps from the Pond), six spaces of its own "
        "colour's Safe Zone (19-24: Red's up the left of the inner ring, Purple's up the right; the other "
        "colour never enters), the One Spot (25, the diamond above the Pond) and the Pond (26).",
        "Six frogs of each colour start at the Root; stacks of four alternating frogs stand on the "
        "three other corners (5, 10, 15). The first player's colour is on top at 10 and the other "
        "colour on top at 5 and 15. Who starts: Red, Purple, or a roll-off (chosen in the new-game "
        "dialog).",
        ("The start when Red goes first.", {"first": "red"}, []),
    ]),
    ("Leaping", [
        "Each die is one leap of one frog, forward by its number; a double gives four leaps. One frog "
        "may take several leaps. Only the frog on top of a stack may leap, and any frog at the Root.",
        "Land on an empty space or on your own frog. On the other colour, count its frogs from the "
        "top: one is a blot, which you hit (it goes back to the Root and you take its place); two are "
        "a pair, which you cap (you land on top and they are trapped); three or more are a heap, "
        "which you may not land on.",
        ("Red rolled 4-5 and leapt 0/5: the purple blot on 5 went back to the Root.",
         {"first": "red"}, ["4-5", "0/5"]),
        ("Purple capped Red's pair on 5 (0/5): the stack is now maxed at five.",
         {"first": "red"}, ["4-5", "0/5", "0/4", "5-6", "0/5"]),
        "A stack of five frogs (of any colours) is maxed: nobody may land on it, not even to hit the "
        "blot on top. The Eight Spot and the One Spot hold two frogs at most, so a pair there cannot be "
        "capped, and a blot there can be hit only when it stands alone: a blot on top of an opposing "
        "frog already makes a full stack of two.",
    ]),
    ("Playing the dice", [
        "You must use both dice if you can; if only one can be used, it must be the larger when "
        "either could be; if the order of the leaps decides how many can be played, use the order "
        "that plays the most. A leap that brings your last frog home counts as using every die left. "
        "Whatever cannot be played is lost, and the board says so.",
    ]),
    ("The Top Frog", [
        "When your leaps are done and you have no frog at the Root, you may place the yellow Top Frog "
        "on an empty space of the Outer Path or on top of your own frog there (not on a stack of five), "
        "or set it aside. No frog may land where it sits during your opponent's next turn; then it is "
        "lifted again.",
        ("Red, with no frog left at the Root, may place the Top Frog on any lit square.",
         {"first": "red"}, _ALL_OUT),
        ("Red put it on its pair at 8: Purple's pair on 4 cannot cap it this turn.",
         {"first": "red"}, _ALL_OUT + ["T8"]),
    ]),
    ("Jumping out", [
        "Once every frog of yours is on the Inner Path (the Eight Spot, your Safe Zone or the One "
        "Spot), frogs may leap into the Pond, exactly one count past the One Spot. A die larger than "
        "every remaining distance jumps out a frog from the farthest occupied step (written like "
        "23/26(6)). You never have to jump out when another leap is possible.",
    ]),
    ("Notation", [
        "A roll: 3-5 (smaller first). A leap: from/to, such as 0/4 from the Root to 4, 17/22, 23/26 "
        "into the Pond, or 23/26(6) when a larger die jumps a frog out. The Top Frog: T12 on step 12, "
        "T- set aside. The roll-off: first red, first purple.",
    ]),
    ("Where we chose a reading", [
        "The rulebook's board figures are lost: this board is our reconstruction from its words (a "
        "square path round a pond, the Root in the lower-left corner, the diamond Eight Spot at the "
        "bottom and One Spot above the Pond, the two Safe Zones up either side). The track lengths "
        "follow the rulebook's numbers: the Eight Spot 8 leaps from the Pond, six Safe Zone spaces, "
        "the One Spot one leap from it.",
        "The roll-off is one chance move (Red or Purple, even odds), standing for the single-die roll "
        "of the rulebook; it is not used as the first turn's roll.",
        "Everyone must be on the Inner Path before any frog jumps out, judged before each leap: one "
        "die may bring the last frog in and the next jump a frog out.",
        "The Top Frog is lifted by every player when their leaps are done, so it protects for exactly "
        "one opponent turn, and the rulebook's forgotten-Top-Frog case never arises.",
    ]),
    ("How to move", [
        "Press the Roll the dice button (the computer rolls for itself); the roll stays drawn large "
        "under the board, each die fading once used. Tap a frog that may leap (ringed with a "
        "dashed blue line): the spots it may land on light up in green with the die each uses; tap "
        "one. When two dice would take the frog into the Pond, the Pond shows both: tap the die to "
        "use. After the leaps, tap a lit square to place the Top Frog, or press Set the Top Frog aside.",
        "Tap any stack (or point at it with the mouse) to read its colours from bottom to top, under "
        "the board. Beside each player: frogs home, frogs at the Root and the pips still to go.",
        "Keyboard: Tab to the board; the arrow keys move between the places you may choose (your "
        "frogs, the lit spots, the two dice offered in the Pond, the Top Frog's squares), Enter or "
        "Space chooses, Escape cancels. Each place is read out. Roll the dice and Set the Top Frog "
        "aside are buttons: Tab to them.",
    ]),
]
