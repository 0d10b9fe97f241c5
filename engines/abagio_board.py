"""Abagio's board and track: the numbered steps, the places frogs stand on, and the rules
on bare positions (landing, leaping, hitting, the forced-play count) that both the game
(engines/abagio.py) and the computer player (engines/ai/abagio_turns.py) use.

A position here is plain tuples: `board` (one stack per place index, colours bottom
to top), `root` and `pond` (frogs per colour), `top_frog` (the step the Top Frog sits
on, 0 when set aside). The step numbering is explained in engines/abagio.py.
"""
from __future__ import annotations

from typing import Iterator, List, Optional, Tuple

# ----- the track: every length of the board, in this one place ---------------------------
ROOT = 0                 # off the track, not counted; any number of frogs
OUTER_FIRST = 1          # the Outer Path, shared by both colours ...
OUTER_LAST = 17          # ... up the left edge, along the top, down the right, 16-17 along the bottom
CORNERS = (5, 10, 15)    # the upper-left, upper-right and lower-right corners (the mixed stacks)
EIGHT_SPOT = 18          # shared, first space of the Inner Path, 8 leaps from the Pond
SAFE_FIRST = 19          # the colour's own Safe Zone (the other colour never enters it) ...
SAFE_LAST = 24
ONE_SPOT = 25            # shared, directly above the Pond
POND = 26                # a frog here has finished; any number of frogs
SAFE_LENGTH = SAFE_LAST - SAFE_FIRST + 1
FROGS = 12               # per colour
ROOT_FROGS = 6           # per colour at the start
MIXED_STACK = 4          # frogs in each corner stack at the start, alternating colours
MAX_STACK = 5            # a stack this tall is maxed ...
SPOT_MAX_STACK = 2       # ... except on the Eight and One Spots
HEAP = 3                 # this many of one colour running down from the top block the other colour
FACES = 6                # a die

RED, PURPLE = 0, 1
COLOUR_NAMES = ("Red", "Purple")
COLOUR_WORDS = ("red", "purple")
SPOTS = (EIGHT_SPOT, ONE_SPOT)

# ----- places: the physical spaces, the same numbering for each colour ----------------------
# Steps 1-18 and 25 are shared places; 19-24 are two places each (one per colour).
# A place index: 1-18 the shared steps, 19-24 Red's Safe Zone, 25-30 Purple's, 31 the One Spot.
NUM_PLACES = SAFE_FIRST + 2 * SAFE_LENGTH + 1


def _place_table() -> Tuple[Tuple[Optional[int], ...], ...]:
    table = []
    for colour in (RED, PURPLE):
        row: List[Optional[int]] = [None] * (ONE_SPOT + 1)
        for step in range(OUTER_FIRST, EIGHT_SPOT + 1):
            row[step] = step
        for step in range(SAFE_FIRST, SAFE_LAST + 1):
            row[step] = SAFE_FIRST + colour * SAFE_LENGTH + step - SAFE_FIRST
        row[ONE_SPOT] = SAFE_FIRST + 2 * SAFE_LENGTH
        table.append(tuple(row))
    return tuple(table)


PLACE = _place_table()
"""PLACE[colour][step] -> place index, for steps 1..25 (None for the Root and the Pond)."""
PLACE_STEP = tuple([0] + [step for step in range(1, EIGHT_SPOT + 1)]
                   + list(range(SAFE_FIRST, SAFE_LAST + 1)) * 2 + [ONE_SPOT])
"""PLACE_STEP[place] -> the step it is on (the same for both colours)."""
PLACE_OWNER = tuple([None] * (EIGHT_SPOT + 1) + [RED] * SAFE_LENGTH + [PURPLE] * SAFE_LENGTH + [None])
"""PLACE_OWNER[place] -> the colour whose Safe Zone it is, None for a shared place."""
PLACE_CAP = tuple(SPOT_MAX_STACK if step in SPOTS else MAX_STACK for step in PLACE_STEP)
OUTER_STEPS = range(OUTER_FIRST, OUTER_LAST + 1)
INNER_STEPS = range(EIGHT_SPOT, ONE_SPOT + 1)

Board = Tuple[Tuple[int, ...], ...]
"""One stack per place index, colours bottom to top (index 0 unused)."""

ROLLS: Tuple[Tuple[int, int], ...] = tuple((a, b) for a in range(1, FACES + 1) for b in range(a, FACES + 1))
"""The 21 outcomes of two dice, smaller first."""


def step_name(step: int) -> str:
    """What a player calls a step: '7', 'the Root', 'the Eight Spot', 'the Pond'."""
    if step == ROOT:
        return "the Root"
    if step == POND:
        return "the Pond"
    if step == EIGHT_SPOT:
        return "the Eight Spot (18)"
    if step == ONE_SPOT:
        return "the One Spot (25)"
    return str(step)


def dice_words(dice: Tuple[int, ...]) -> str:
    """'5 and 3', '4, 4 and 4', '2' for messages."""
    items = [str(d) for d in dice]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]



# ----- the rules on bare positions (also the computer's move generator) -----------------
def setup_board(first: int) -> Board:
    """The starting stacks when `first` moves first: the upper-right stack has that colour
    on top, the other two corner stacks the other colour (alternating, 4 frogs each)."""
    board: List[Tuple[int, ...]] = [()] * NUM_PLACES
    other = 1 - first
    for corner in CORNERS:
        top = first if corner == CORNERS[1] else other
        under = 1 - top
        board[corner] = tuple(under if i % 2 == 0 else top for i in range(MIXED_STACK))
    return tuple(board)


def landing(board: Board, top_frog: int, colour: int, step: int) -> int:
    """May a frog of `colour` land on `step` (1..25)? 0 no, 1 yes, 2 yes and it hits a blot."""
    if step == top_frog:
        return 0
    stack = board[PLACE[colour][step]]
    size = len(stack)
    if size >= (SPOT_MAX_STACK if step == EIGHT_SPOT or step == ONE_SPOT else MAX_STACK):
        return 0
    if not size or stack[-1] == colour:
        return 1
    if size == 1 or stack[-2] == colour:
        return 2  # a blot: hit
    if size == 2 or stack[-3] == colour:
        return 1  # a pair: capped
    return 0  # a heap


def all_in(board: Board, root: Tuple[int, int], colour: int) -> bool:
    """Every frog of `colour` on steps 18-26 (the condition for jumping into the Pond)."""
    if root[colour]:
        return False
    for place in range(OUTER_FIRST, OUTER_LAST + 1):
        if colour in board[place]:
            return False
    return True


def farthest_inner(board: Board, colour: int) -> int:
    """The lowest step 18..25 holding a frog of `colour` (POND if none)."""
    row = PLACE[colour]
    for step in INNER_STEPS:
        if colour in board[row[step]]:
            return step
    return POND


_ROWS = tuple(tuple((step, PLACE[colour][step]) for step in range(OUTER_FIRST, ONE_SPOT + 1))
              for colour in (RED, PURPLE))


def sources(board: Board, root: Tuple[int, int], top_frog: int, colour: int) -> List[int]:
    """Steps a frog of `colour` may leap from: the Root, and tops of its stacks."""
    out = [ROOT] if root[colour] else []
    for step, place in _ROWS[colour]:
        stack = board[place]
        if stack and stack[-1] == colour and step != top_frog:
            out.append(step)
    return out


def leaps_for_die(board: Board, root: Tuple[int, int], top_frog: int, colour: int, die: int,
                  froms: Optional[List[int]] = None) -> List[Tuple[int, int]]:
    """(source, target) of every leap of `colour` possible with one die (no forced-play rule)."""
    if froms is None:
        froms = sources(board, root, top_frog, colour)
    out = []
    home = None
    for source in froms:
        target = source + die
        if target < POND:
            if landing(board, top_frog, colour, target):
                out.append((source, target))
            continue
        if home is None:
            home = all_in(board, root, colour)
        if not home:
            continue
        if target == POND or source == farthest_inner(board, colour):
            out.append((source, POND))
    return out


def apply_leap(board: Board, root: Tuple[int, int], pond: Tuple[int, int], colour: int,
               source: int, target: int) -> Tuple[Board, Tuple[int, int], Tuple[int, int], bool]:
    """The position after a leap known possible: (board, root, pond, hit?)."""
    places = list(board)
    roots = list(root)
    hit = False
    if source == ROOT:
        roots[colour] -= 1
    else:
        place = PLACE[colour][source]
        places[place] = places[place][:-1]
    if target >= POND:
        ponds = list(pond)
        ponds[colour] += 1
        pond = (ponds[0], ponds[1])
    else:
        place = PLACE[colour][target]
        stack = places[place]
        if stack and stack[-1] != colour and (len(stack) == 1 or stack[-2] == colour):
            stack = stack[:-1]
            roots[1 - colour] += 1
            hit = True
        places[place] = stack + (colour,)
    return tuple(places), (roots[0], roots[1]), pond, hit


def without_die(dice: Tuple[int, ...], die: int) -> Tuple[int, ...]:
    """`dice` with one `die` used (the first of its value)."""
    index = dice.index(die)
    return dice[:index] + dice[index + 1:]


def first_leaps(board: Board, root, pond, top_frog: int, colour: int, dice: Tuple[int, ...],
                memo: dict) -> Iterator[Tuple[int, int, int, int]]:
    """For each leap the dice allow now, larger dice first: (how many dice a sequence
    beginning with it can use at most, source, target, die)."""
    count = len(dice)
    froms = sources(board, root, top_frog, colour)
    for die in sorted(set(dice), reverse=True):
        rest = without_die(dice, die)
        for source, target in leaps_for_die(board, root, top_frog, colour, die, froms):
            nboard, nroot, npond, _ = apply_leap(board, root, pond, colour, source, target)
            if npond[colour] == FROGS:
                value = count
            else:
                value = 1 + max_dice_used(nboard, nroot, npond, top_frog, colour, rest, memo)
            yield value, source, target, die


def max_dice_used(board: Board, root, pond, top_frog: int, colour: int, dice: Tuple[int, ...],
                  memo: Optional[dict] = None) -> int:
    """The most dice of `dice` any sequence of leaps can use (a leap that wins uses them all)."""
    if not dice:
        return 0
    if memo is None:
        memo = {}
    key = (board, root, dice)
    if key in memo:
        return memo[key]
    best = 0
    for value, _, _, _ in first_leaps(board, root, pond, top_frog, colour, dice, memo):
        if value > best:
            best = value
            if best == len(dice):
                break
    memo[key] = best
    return best


def top_frog_spots(board: Board, colour: int) -> List[int]:
    """Outer Path steps where `colour` may place the Top Frog: empty, or its own frog on
    top of fewer than the maximum (the Top Frog already lifted)."""
    out = []
    for step in OUTER_STEPS:
        stack = board[step]
        if not stack or (stack[-1] == colour and len(stack) < MAX_STACK):
            out.append(step)
    return out


def pip_count(board: Board, root, colour: int) -> int:
    """Leaps of one count still needed to bring every frog of `colour` into the Pond."""
    total = root[colour] * POND
    for place in range(1, NUM_PLACES):
        stack = board[place]
        if stack:
            n = stack.count(colour)
            if n:
                total += n * (POND - PLACE_STEP[place])
    return total
