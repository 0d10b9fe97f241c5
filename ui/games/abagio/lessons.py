"""Learn Abagio by playing (issue 15): rolling, a leap per die and doubles, the top frog
of a stack, blots hit and pairs capped, heaps and full stacks that block, the Eight and
One Spots and their limit of two, the Safe Zones, forced play, the Top Frog, jumping out
and bringing the last frog home.

The learner plays Red. Each position is a record from the start, the dice chosen in it
(they are moves, like the leaps); the two race positions at the end come from a game
played through the rules. tests/test_lessons.py plays every answer and mistake through
the engine, and every judgement reads the engine's `AbagioEffect` (`effect`).
"""
from __future__ import annotations

from engines.abagio import Leap, TopFrog

from ui.tutorial import Mistake, Tutorial, any_move, check, exact, read

ROLLED = ("3-5",)
CAP = tuple("3-5 0/3 3/8 4-4 0/4 0/4 5/9 9/13 1-4".split())  # Purple's pair on 4, Red to leap 4 and 1
DOUBLE = CAP + tuple("0/4 0/1 3-3 0/3 0/3 0/3 15/18 2-2".split())  # Purple's heap on 3; Red rolled 2-2
FULL = tuple("4-5 0/5 0/4 5-6 0/5 0/6 1-4".split())  # five frogs on 5, Purple's blot on top
SPOT = DOUBLE + tuple("15/17 0/2 10/12 12/14 5-6 0/6 10/15 T- 1-4".split())  # Purple alone on the Eight Spot
WASTE = tuple(("1-4 10/14 14/15 5-6 0/5 0/6 2-6 0/2 2/8 1-1 10/11 11/12 6/7 12/13 1-2 10/12 8/9 3-5 7/10 "
               "10/15 1-4 12/16 9/10 1-2 13/14 0/2 5-6").split())  # 16/22 would leave the 5 unplayable
ALL_OUT = tuple(("6-6 0/6 0/6 6/12 6/12 1-1 0/1 1/2 2/3 3/4 5-6 0/5 0/6 1-1 0/1 1/2 2/3 3/4 4-4 0/4 0/4 "
                 "4/8 4/8").split())  # Red's leaps done, no frog at the Root: the Top Frog

JUMPING_OUT = tuple((
    "6-6 10/16 16/22 0/6 6/12 2-4 15/19 19/21 5-5 15/20 20/25 12/17 17/22 3-6 21/24 15/21 2-4 22/24 15/19 "
    "3-6 21/24 10/16 1-3 24/25 19/22 3-4 16/19 19/23 1-3 22/23 10/13 1-6 23/24 10/16 1-2 23/24 22/24 1-4 "
    "16/20 20/21 6-6 13/19 0/6 6/12 12/18 2-2 21/23 5/7 7/9 9/11 1-6 19/20 18/24 2-4 11/15 15/17 2-3 "
    "20/23 5/7 2-4 17/21 21/23 3-5 7/12 12/15 2-5 5/7 7/12 1-5 23/24 15/20 2-5 12/14 14/19 1-4 20/21 5/9 "
    "3-6 19/22 0/6 3-5 21/24 9/14 4-6 6/10 10/16 1-1 14/15 15/16 16/17 17/18 4-5 0/5 5/9 3-5 18/23 0/3 "
    "3-4 9/12 12/16 2-4 3/5 5/9 3-5 16/19 19/24 5-5 9/14 14/19 0/5 5/10 1-6 23/24 0/6 3-4 19/23 10/13 2-4 "
    "6/8 8/12 1-4 13/14 14/18 1-4 22/23 12/16 2-6 18/20 0/6 6-6 16/22 0/6 6/12 12/18 2-5 20/22 0/5 1-3 "
    "22/23 18/21 5-6 5/10 10/16 3-6 0/6 6/9 2-3 16/18 18/21 2-3 21/23 9/12 3-4 0/4 4/7 T17 2-6 12/14 "
    "14/20 3-5 7/12 12/15 T1 1-2 20/21 21/23 3-4 15/19 23/26 T11 2-5 0/2 2/7 4-6 19/23 21/26(6) T6 1-4 "
    "7/8 8/12 4-6"
).split())  # a race: Red's last frogs on 22-25, 6-4 to play
LAST_FROG = tuple((
    "2-6 10/12 12/18 6-6 15/21 10/16 16/22 5/11 3-6 18/24 15/18 2-5 22/24 15/20 4-6 18/24 15/19 4-5 21/25 "
    "20/25 6-6 10/16 16/22 5/11 11/17 1-4 10/14 14/15 1-6 22/23 17/23 3-5 15/20 20/23 2-3 19/21 21/24 4-4 "
    "5/9 9/13 13/17 17/21 3-6 5/11 11/14 1-5 23/24 0/5 2-4 14/16 16/20 4-5 5/9 9/14 1-2 23/24 20/22 2-4 "
    "21/23 14/18 4-6 0/4 4/10 1-4 23/24 18/22 2-5 22/24 10/15 1-4 22/23 0/4 1-4 15/19 19/20 2-3 4/6 6/9 "
    "4-4 0/4 4/8 8/12 12/16 1-5 23/24 9/14 5-6 16/21 0/6 4-5 14/18 18/23 5-5 6/11 11/16 16/21 0/5 1-1 "
    "23/24 0/1 1/2 2/3 1-3 21/22 20/23 3-6 3/9 9/12 2-2 21/23 5/7 7/9 9/11 5-6 12/18 18/23 4-6 11/17 "
    "17/21 1-5 0/1 1/6 4-6 0/4 4/10 4-6 6/12 12/16 2-3 21/23 10/13 2-5 16/21 21/23 1-1 22/23 13/14 14/15 "
    "15/16 1-5 0/1 1/6 2-5 16/21 0/2 T12 3-6 6/9 9/15 1-1 21/22 2/3 3/4 4/5 T11 2-4 15/17 17/21 4-6 5/11 "
    "11/15 T15 1-5 21/22 0/5 3-4 15/19 23/26 T15 1-4 22/23 5/9 2-6 19/21 21/26(6) T15 6-6 0/6 6/12 12/18 "
    "T- 3-6 23/26 22/26(6) T2 1-2 18/20 20/21 T7 1-6 23/26(6) T6 2-5 21/23 9/14 T10 5-6 23/26(6) 23/26(5) "
    "T2 4-5 14/19 19/23 T17 4-4 24/26(4) 24/26(4) 24/26(4) 24/26(4) T16 1-5 25/26 23/26(5) T11 1-3"
).split())  # Red's twelfth frog on 24, 3-1 to play
LARGER = tuple((
    "3-5 10/15 15/18 2-6 0/2 0/6 1-5 15/20 20/21 2-5 2/7 10/12 1-4 21/22 0/4 3-4 15/19 12/15 3-4 10/14 "
    "22/25 1-5 6/7 0/5 3-4 14/18 4/7 2-5 15/17 17/22 1-2 18/20 18/19 1-6 5/6 6/12 3-3 7/10 20/23 0/3 3/6 "
    "2-4 7/9 12/16 5-6 10/15 6/12 1-4 22/23 19/23 2-4 12/16 0/2 2-2 23/25 0/2 5/7 9/11 5-6 0/5 16/22 2-5 "
    "0/2 2/7 3-5 15/20 22/25 3-5 0/5 0/3 4-6 19/25 20/24 2-6 11/13 2/8 2-5 0/2 2-3 0/2 8/11 2-6 0/6 6/8 "
    "2-6 7/9 2/8 2-3 0/3 0/2 2-3 9/11 0/3 2-4 2/4 4/8 1-6 0/1 0/6 2-5 0/2 2/7 1-6 0/1 11/17 T2 5-5 8/13 "
    "7/12 12/17 13/18 3-5 1/6 1/4 1-6 17/18 0/6 1-3 7/8 3/6 1-6 0/1 1/7 2-3 0/3 4/6 3-5 18/23 0/3 1-3 "
    "23/24 6/9 3-5 7/10 3/8 2-3 6/9 11/13 3-5 8/13 13/16 3-5 5/8 0/5 2-2 16/18 10/12 0/2 18/20 T3 1-6 0/1 "
    "8/14 3-4 20/23 12/16 T8 2-5 14/19 9/11 6-6 2/8 18/24 16/22 8/14 T14 3-4 0/3 5/9 2-3 5/8 5/7 T8 1-6 "
    "5/11 0/1 5-5 8/13 14/19 13/18 18/23 T2 3-6 3/6 11/17 2-5 5/7 7/12 T- 5-6 6/12 12/17 1-2 19/20 0/2 "
    "T10 2-3 19/21 1/4 3-3 7/10 10/13 2/5 13/16 T- 1-5 6/7 4/9 2-3 20/23 5/7 T15 3-6 1/7 6/9 6-6 16/22 "
    "0/6 6/12 12/18 T6 1-6 17/18 18/24 2-4 0/4 4/6 T14 1-5 0/5 5/6 4-4 0/4 4/8 8/12 12/16 T15 2-4 9/11 "
    "17/21 3-6 16/22 23/26 T1 3-5 7/10 6/11 4-6 22/26(6) 22/26 T3 5-6 10/15 15/21 5-6 22/26(6) 23/26(5) "
    "T3 1-6 9/15 15/16 5-6 23/26(5) 23/26(6) T2 2-2 21/23 16/18 18/20 21/23 3-3 23/26 24/26(3) 24/26(3) "
    "25/26(3) T10 2-4 21/25 23/25 3-5 0/3 3/8 T13 1-3 20/23 0/1 T4 2-2 8/10 10/12 12/14 14/16 T7 2-5 "
    "11/13 13/18 T10 4-5"
).split())  # Red's last frog on 16, 4-5 to play, Purple's pair on the One Spot


def effect(before, move):
    return before.effect(move)


def leap(before, move) -> bool:
    return isinstance(move, Leap)


def from_step(step: int):
    """A judge: the leap starts on `step` (0: the Root)."""
    return lambda b, m: isinstance(m, Leap) and m.source == step


def with_die(die: int):
    return lambda b, m: isinstance(m, Leap) and m.die == die


def hits(before, move) -> bool:
    return effect(before, move).hit


TUTORIAL = Tutorial("abagio", (
    read("The board",
         "You are Red. Each side's 12 frogs leap from the Root (lower left; six each, the rest in stacks on "
         "the other corners) round the Outer Path, 1 to 17, onto the Eight Spot (18), up their own Safe "
         "Zone (19-24) to the One Spot (25) and into the Pond. All twelve home wins."),
    any_move("Rolling",
             "A turn starts with a roll of two dice. Press Roll the dice.", (), "3-5",
             "Each die is one leap of one frog, forward by its number: the dice stay drawn under the board "
             "and fade as they are used."),
    exact("A leap",
          "You rolled 3 and 5. Leap a frog from the Root with the 3: tap the frogs at the Root, then the "
          "lit space 3 steps on (the Root itself is not counted).", ROLLED, ("0/3",),
          "Your frog leapt 3, onto step 3. The 5 is still to play.",
          "Tap the Root's frogs, then step 3.",
          (Mistake(with_die(5), "That used the 5. Here leap with the 3 first."),
           Mistake(from_step(10), "That frog came from the stack on 10 (a later step). Take one from the Root."))),
    check("Both dice",
          "One frog may take both dice, each as its own leap. Take the same frog on, from 3, with the 5.",
          ROLLED + ("0/3",), from_step(3), "3/8",
          "Your frog leapt on to 8: 3 and then 5.",
          (Mistake(lambda b, m: not from_step(3)(b, m), "That leapt another frog, which a game allows, but "
                                                       "here take the frog on 3 on with the 5."),)),
    exact("The top of a stack",
          "Four frogs stand on 10, a red one on top. Only the top frog of a stack may leap (and any frog "
          "at the Root); those under it are trapped. Leap the top frog from 10 with the 3.", ROLLED, ("10/13",),
          "The red frog left the stack on 10, and a purple one is on top there now.",
          "Tap the stack on 10, then step 13.",
          (Mistake(from_step(0), "That frog came from the Root. Leap the top frog of the stack on 10."),
           Mistake(with_die(5), "That used the 5: here leap the frog on 10 with the 3."))),
    check("Hitting a blot",
          "A lone frog of the other colour on top of a space is a blot. Land on it and you hit it: it goes "
          "back to the Root, and your frog takes its place. Hit the purple blot on 5.", ("4-5",), hits, "0/5",
          "Hit! The purple frog went back to the Root; yours sits on the stack on 5.",
          (Mistake(lambda b, m: not hits(b, m), "That landed on an empty space. Land on the purple blot on 5 "
                                                "with the 5 from the Root."),)),
    check("Capping a pair",
          "Two frogs of the other colour on top are a pair: you may land on them and cap them, and they "
          "are trapped under you. Cap Purple's pair on 4.", CAP, lambda b, m: effect(b, m).capped, "0/4",
          "Capped: Purple's two frogs on 4 cannot leap while your frog sits on them.",
          (Mistake(lambda b, m: not effect(b, m).capped, "That did not land on Purple's pair on 4: leap 4 "
                                                        "from the Root."),)),
    any_move("Doubles",
             "You rolled 2-2. A double gives four leaps of its number instead of two. Make the first of "
             "your four leaps of 2.", DOUBLE, "8/10",
             "One leap of 2 done, three to go: a double's four dice fade one by one."),
    any_move("Heaps",
             "Purple's three frogs on 3 are a heap: nobody may land on a heap. Your frog on 1 would land "
             "there with a 2: try it, and the board says why not. Then leap another frog.", DOUBLE, "0/2",
             "Heaps block: three or more frogs of one colour on top of a space."),
    any_move("Full stacks",
             "Five frogs of any colours make a full (maxed) stack, and nobody may land on it, not even to "
             "hit the purple blot on top of the one on 5. Try it with your frog on 4 and the 1; then leap "
             "another frog.", FULL, "0/4",
             "A full stack blocks every leap onto it. The Eight Spot and the One Spot are full with two."),
    check("The Eight Spot",
          "The Eight Spot (18) and the One Spot (25) hold two frogs at most: a pair there cannot be capped, "
          "but a lone frog there can be hit. Hit Purple's lone frog on the Eight Spot.", SPOT,
          lambda b, m: hits(b, m) and m.target == 18, "17/18",
          "Hit! Purple's frog went back to the Root, and yours stands alone on the Eight Spot.",
          (Mistake(hits, "That hit a frog elsewhere: here land on the Eight Spot, 18."),),
          "Land on the Eight Spot: from 17 with the 1, or from 14 with the 4."),
    exact("Your Safe Zone",
          "After the Eight Spot each colour goes up its own Safe Zone, 19 to 24: Red's on the left, "
          "Purple's on the right. Purple never enters yours, so nothing can hit you there. Leap from 17 "
          "into it with the 4.", SPOT, ("17/21",),
          "Your frog is in your Safe Zone, on 21: no purple frog can reach it there.",
          "Tap your frog on 17, then its lit space in your Safe Zone.",
          (Mistake(lambda b, m: m.target == 18, "That landed on the Eight Spot. Go past it, into your Safe "
                                                "Zone, with the 4 from 17."),)),
    any_move("Forced play",
             "You must play both dice if you can, and only one die if only one can be played: the larger, "
             "if either could. Here 16/22 with the 6 would leave your 5 no leap: try it, then play both.",
             WASTE, "0/6",
             "Leaps that would waste a die are refused; when no leap at all is possible, the roll is lost."),
    any_move("The larger die",
             "Your last frog is on 16 and you rolled 4-5. After either leap the other die would take it to "
             "the One Spot, full with Purple's pair: only one die can be played, so it must be the larger. "
             "Try the 4: the board refuses it.", LARGER, "16/21",
             "The 5 was played; the 4 is lost."),
    check("The Top Frog",
          "Your leaps are done and no frog of yours is at the Root: you may place the yellow Top Frog on an "
          "empty Outer Path space or on your own frog there (with a frog at the Root it is set aside for "
          "you). Nobody may land on it during Purple's next turn. Place it.", ALL_OUT, lambda b, m: isinstance(m, TopFrog) and m.step != 0, "T8",
          "The Top Frog protects that space for one turn of Purple's; then it is lifted again.",
          (Mistake(lambda b, m: m.step == 0, "You set it aside: it protects nothing this turn. Tap a lit "
                                             "space to place it."),)),
    any_move("Jumping out",
             "Once all your frogs are on the Inner Path (18-25), they leap into the Pond, exactly one step "
             "past the One Spot. A die larger than every distance left jumps out a frog from the farthest "
             "step. Jump your frog on 22 out.", JUMPING_OUT, "22/26(6)",
             "Home: that frog is in the Pond."),
    check("The last frog",
          "Eleven of your frogs are home. Bring the twelfth, on 24, into the Pond and win.", LAST_FROG,
          lambda b, m: effect(b, m).won, "24/26(3)",
          "All twelve of your frogs are in the Pond: Red wins.",
          (Mistake(lambda b, m: not effect(b, m).won, "That hit Purple's frog on the One Spot, but your frog "
                                                      "is not home: your 3 jumps it out from 24."),)),
), done="You know every rule of Abagio. Play a game: the computer rolls its own dice.")
