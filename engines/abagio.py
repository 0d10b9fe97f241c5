"""Abagio (Michael and Autumn Moore, New Classics Games): the frogs' dice race.

Rules: shared/seeds/abagio-rulebook.txt, with shared/rules/abagio.md reconstructing
the board (the rulebook's figures are lost), the track numbering, the chance nodes
and the notation. Seat 0 plays Red, seat 1 Purple.

Every frog counts its way along the same numbered track (the lengths are the
constants just below): 0 the Root, 1-17 the shared Outer Path, 18 the Eight Spot,
19-24 the colour's own Safe Zone, 25 the One Spot, 26 the Pond.

A turn is several moves: the roll (a chance node, `3-5`), the leaps one die at a
time (`0/4`, `23/26(6)`), then the Top Frog (`T12`, or `T-` to set it aside) when
the player has no frog at the Root. Option `first`: "red", "purple" or "roll" (a
chance node `first red` / `first purple` before the board is set up).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Dict, Iterator, List, Optional, Tuple

from .core import CHANCE, GameInfo, IllegalMove, Move, Option, State

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


# ----- moves ---------------------------------------------------------------------------
@dataclass(frozen=True)
class RollOff(Move):
    """The roll-off for the first player (option first="roll"): who won it."""

    colour: int

    def __str__(self) -> str:
        return f"first {COLOUR_WORDS[self.colour]}"


@dataclass(frozen=True)
class Roll(Move):
    """A roll of the two dice, smaller first; low == high is a double (four leaps)."""

    low: int
    high: int

    def __str__(self) -> str:
        return f"{self.low}-{self.high}"

    @property
    def dice(self) -> Tuple[int, ...]:
        """The leaps this roll gives, larger first: (5, 3) or (4, 4, 4, 4)."""
        return (self.high,) * 4 if self.low == self.high else (self.high, self.low)


@dataclass(frozen=True)
class Leap(Move):
    """One frog of the mover from `source` to `target` (steps) using one die."""

    source: int
    target: int
    die: int

    def __str__(self) -> str:
        if self.target - self.source == self.die:
            return f"{self.source}/{self.target}"
        return f"{self.source}/{self.target}({self.die})"


@dataclass(frozen=True)
class TopFrog(Move):
    """After the leaps: place the Top Frog on Outer Path step `step`, or 0: set it aside."""

    step: int

    def __str__(self) -> str:
        return f"T{self.step}" if self.step else "T-"


_ROLLS = {roll: Roll(*roll) for roll in ROLLS}
_ROLL_ODDS = tuple((_ROLLS[roll], (1 if roll[0] == roll[1] else 2) / 36) for roll in ROLLS)
_ROLLOFFS = (RollOff(RED), RollOff(PURPLE))
_TOPS = {step: TopFrog(step) for step in range(0, OUTER_LAST + 1)}

_LEAP_TEXT = re.compile(r"(\d{1,2})/(\d{1,2})(?:\((\d)\))?")
_ROLL_TEXT = re.compile(r"([1-6])-([1-6])")
_TOP_TEXT = re.compile(r"t(-|\d{1,2})")

# ----- phases ----------------------------------------------------------------------------
ROLLOFF, ROLL, LEAP, TOP, OVER = "rolloff", "roll", "leap", "top", "over"


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


def _minus(dice: Tuple[int, ...], die: int) -> Tuple[int, ...]:
    index = dice.index(die)
    return dice[:index] + dice[index + 1:]


def _first_leaps(board: Board, root, pond, top_frog: int, colour: int, dice: Tuple[int, ...], memo: dict):
    """For each leap the dice allow now, larger dice first: (how many dice a sequence
    beginning with it can use at most, source, target, die)."""
    count = len(dice)
    froms = sources(board, root, top_frog, colour)
    for die in sorted(set(dice), reverse=True):
        rest = _minus(dice, die)
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
    for value, _, _, _ in _first_leaps(board, root, pond, top_frog, colour, dice, memo):
        if value > best:
            best = value
            if best == len(dice):
                break
    memo[key] = best
    return best


def legal_leaps(board: Board, root, pond, top_frog: int, colour: int, dice: Tuple[int, ...]) -> List[Leap]:
    """The leaps the forced-play rules allow with the dice left, in a fixed order.

    A leap is legal only if it begins a sequence using as many dice as any sequence can;
    when two different dice remain and only one can be used at all, it must be the larger.
    """
    if not dice:
        return []
    count = len(dice)
    candidates = [(value, Leap(source, target, die))
                  for value, source, target, die in _first_leaps(board, root, pond, top_frog, colour, dice, {})]
    best = max((value for value, _ in candidates), default=0)
    legal = [leap for value, leap in candidates if value == best]
    if best == 1 and count == 2 and dice[0] != dice[1]:
        larger = [leap for leap in legal if leap.die == max(dice)]
        if larger:
            legal = larger
    legal.sort(key=lambda leap: (leap.source, leap.target, leap.die))
    return legal


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


# ----- the state -----------------------------------------------------------------------
class AbagioState(State):
    """An Abagio position: stacks, Root and Pond counts, the Top Frog, whose turn and phase."""

    game_id = "abagio"
    num_players = 2

    def __init__(self, options: Dict[str, Any]):
        self.options = options
        self._history = None
        self._legal: Optional[List[Move]] = None
        self.rolled: Optional[Tuple[int, int]] = None
        self.lost: Tuple[int, ...] = ()
        self.dice: Tuple[int, ...] = ()
        self.top_frog = 0
        self.pond = (0, 0)
        self.root = (ROOT_FROGS, ROOT_FROGS)
        first = options["first"]
        if first == "roll":
            self.board: Optional[Board] = None
            self.player = RED
            self.phase = ROLLOFF
            self.to_move = CHANCE
        else:
            colour = COLOUR_WORDS.index(first)
            self.board = setup_board(colour)
            self.player = colour
            self.phase = ROLL
            self.to_move = CHANCE

    def _copy(self) -> "AbagioState":
        state = AbagioState.__new__(AbagioState)
        state.__dict__.update(self.__dict__)
        state._history = None
        state._legal = None
        return state

    # --- facts a view or a player asks about ---
    def seat_name(self, seat: int) -> str:
        return COLOUR_NAMES[seat]

    def stack(self, step: int, colour: Optional[int] = None) -> Tuple[int, ...]:
        """The stack on `step` (colours bottom to top); on 19-24 say whose Safe Zone."""
        if self.board is None or not OUTER_FIRST <= step <= ONE_SPOT:
            return ()
        if SAFE_FIRST <= step <= SAFE_LAST and colour is None:
            raise ValueError("steps 19-24 are two places: give the colour of the Safe Zone")
        return self.board[PLACE[RED if colour is None else colour][step]]

    def pips(self, colour: int) -> int:
        """`colour`'s pip count: single steps still needed to finish."""
        if self.board is None:
            return ROOT_FROGS * POND
        return pip_count(self.board, self.root, colour)

    def possible_leaps(self) -> List[Leap]:
        """Every leap the dice left allow, before the forced-play rules narrow them."""
        if self.phase != LEAP:
            return []
        out = []
        for die in sorted(set(self.dice), reverse=True):
            for source, target in leaps_for_die(self.board, self.root, self.top_frog, self.player, die):
                out.append(Leap(source, target, die))
        return out

    def leaps(self) -> List[Leap]:
        """The legal leaps (empty outside the leap phase)."""
        return [m for m in self.legal_moves() if isinstance(m, Leap)]

    def top_frog_spots(self) -> List[int]:
        """Where the Top Frog may go now (empty outside the Top Frog phase)."""
        if self.phase != TOP:
            return []
        return top_frog_spots(self.board, self.player)

    def forced_note(self) -> str:
        """Words for what the forced-play rules decide now: the larger die, a leap that
        would waste a die, dice that cannot all be used, a single possible leap."""
        if self.phase != LEAP:
            return ""
        legal = self.leaps()
        possible = self.possible_leaps()
        dice = self.dice
        most = max_dice_used(self.board, self.root, self.pond, self.top_frog, self.player, dice)
        notes = []
        if most < len(dice):
            notes.append("Only one of the dice can be used." if most == 1 else
                         f"Only {most} of the {len(dice)} leaps can be played; the rest are lost.")
        if len(legal) < len(possible):
            if most == 1 and len(dice) == 2 and dice[0] != dice[1] and all(m.die == dice[0] for m in legal):
                notes.append(f"It must be the larger ({dice[0]}).")
            else:
                notes.append("Leaps that would leave a die unplayed when another way plays more are not allowed.")
        if len(legal) == 1:
            notes.append(f"The only leap allowed is {legal[0]}.")
        return " ".join(notes)

    # --- the contract ---
    def legal_moves(self) -> List[Move]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> List[Move]:
        phase = self.phase
        if phase == OVER:
            return []
        if phase == ROLLOFF:
            return list(_ROLLOFFS)
        if phase == ROLL:
            return [move for move, _ in _ROLL_ODDS]
        if phase == LEAP:
            return legal_leaps(self.board, self.root, self.pond, self.top_frog, self.player, self.dice)
        return [_TOPS[step] for step in top_frog_spots(self.board, self.player)] + [_TOPS[0]]

    def chance_outcomes(self) -> List[Tuple[Move, float]]:
        if self.phase == ROLLOFF:
            return [(move, 0.5) for move in _ROLLOFFS]
        if self.phase == ROLL:
            return list(_ROLL_ODDS)
        return []

    def _apply(self, move: Move) -> "AbagioState":
        state = self._copy()
        if isinstance(move, RollOff):
            state.board = setup_board(move.colour)
            state.player = move.colour
            state.phase = ROLL
            return state
        if isinstance(move, Roll):
            state.rolled = (move.low, move.high)
            state.dice = move.dice
            state.lost = ()
            state.phase = LEAP
            state.to_move = state.player
            legal = state.legal_moves()
            if not legal:
                state._end_leaps()
            return state
        if isinstance(move, Leap):
            colour = self.player
            state.board, state.root, state.pond, _ = apply_leap(
                self.board, self.root, self.pond, colour, move.source, move.target)
            state.dice = _minus(self.dice, move.die)
            if state.pond[colour] == FROGS:
                state.phase = OVER
                state.to_move = None
                state.dice = ()
                return state
            if not state.dice or not state.legal_moves():
                state._end_leaps()
            return state
        # the Top Frog
        state.top_frog = move.step
        state._next_roll()
        return state

    def _end_leaps(self) -> None:
        """The leaps are done: the rest of the roll is lost; the Top Frog is lifted."""
        self.lost = self.dice
        self.dice = ()
        self.top_frog = 0
        self._legal = None
        if self.root[self.player]:
            self._next_roll()
        else:
            self.phase = TOP
            self.to_move = self.player

    def _next_roll(self) -> None:
        self.player = 1 - self.player
        self.phase = ROLL
        self.to_move = CHANCE
        self._legal = None

    def why_illegal(self, move: Move) -> Optional[str]:
        if self._legal is None:
            self._legal = self._compute_legal()
        if move in self._legal:
            return None
        phase = self.phase
        if phase == OVER:
            return "The game is over."
        name = COLOUR_NAMES[self.player]
        if phase == ROLLOFF:
            return "First the roll-off for who starts: 'first red' or 'first purple'."
        if phase == ROLL:
            if isinstance(move, Roll):
                return f"{move} is not a roll of two dice."
            return f"{name} must roll the dice first."
        if phase == TOP:
            if not isinstance(move, TopFrog):
                return f"{name}'s leaps are done: place the Top Frog or set it aside (T-)."
            return self._why_not_top(move.step)
        if not isinstance(move, Leap):
            if isinstance(move, TopFrog):
                return "The Top Frog is played only after the leaps."
            if isinstance(move, (Roll, RollOff)):
                return f"The dice are rolled: {name} leaps with {dice_words(self.dice)}."
            return f"{move} is not an Abagio move."
        return self._why_not_leap(move)

    def _why_not_top(self, step: int) -> str:
        if not OUTER_FIRST <= step <= OUTER_LAST:
            return "The Top Frog goes only on the Outer Path (steps 1-17), or aside (T-)."
        stack = self.board[step]
        if stack and stack[-1] != self.player:
            return f"The Top Frog may not sit on an opponent's frog (the top frog on {step} is {COLOUR_WORDS[stack[-1]]})."
        if len(stack) >= MAX_STACK:
            return f"The stack on {step} is maxed ({MAX_STACK} frogs): the Top Frog cannot go there."
        return f"The Top Frog cannot go on {step}."

    def _why_not_leap(self, move: Leap) -> str:
        colour = self.player
        dice = self.dice
        source, target, die = move.source, move.target, move.die
        if die not in dice:
            return f"There is no {die} to use: the dice left are {dice_words(dice)}."
        if not ROOT <= source < POND:
            return f"There is no step {source} to leap from."
        if source == ROOT:
            if not self.root[colour]:
                return f"{COLOUR_NAMES[colour]} has no frog at the Root."
        else:
            stack = self.board[PLACE[colour][source]]
            if not stack:
                return f"There is no frog on {step_name(source)}."
            if colour not in stack:
                return f"No {COLOUR_WORDS[colour]} frog is on {step_name(source)}."
            if stack[-1] != colour:
                return (f"Only the frog on top of a stack may leap: the top frog on {step_name(source)} "
                        f"is {COLOUR_WORDS[stack[-1]]}.")
            if source == self.top_frog:
                return f"Frogs under the Top Frog cannot leap."
        natural = source + die
        if target != natural and not (target == POND and natural > POND):
            return f"A leap of {die} from {step_name(source)} lands on {step_name(min(natural, POND))}, not {target}."
        if natural < POND:
            if target == self.top_frog:
                return f"The Top Frog protects {target}: no frog may land there."
            stack = self.board[PLACE[colour][target]]
            cap = SPOT_MAX_STACK if target in SPOTS else MAX_STACK
            if len(stack) >= cap:
                where = step_name(target)
                if target in SPOTS:
                    return f"{where} holds {len(stack)} frogs, its limit: no more may land there."
                return f"The stack on {target} is maxed ({cap} frogs): no frog may land there, not even to hit."
            run = 0
            for frog in reversed(stack):
                if frog == colour:
                    break
                run += 1
            if run >= HEAP:
                return f"{target} holds a heap of {run} {COLOUR_WORDS[1 - colour]} frogs: you may not land on it."
        else:
            if not all_in(self.board, self.root, colour):
                return ("Frogs jump into the Pond only once every frog of yours is on the Inner Path "
                        "(the Eight Spot, your Safe Zone or the One Spot).")
            if natural > POND:
                far = farthest_inner(self.board, colour)
                if source != far:
                    if POND - far >= die:
                        return (f"A jump into the Pond must be exact: {die} from {source} overshoots. A larger die "
                                f"only jumps out when no frog is that far away (yours on {far} is {POND - far} away).")
                    return (f"A {die} jumps out only a frog from the farthest step ({far}), "
                            f"not from {source}.")
        # possible, but forbidden by the forced-play rules
        legal = self.leaps()
        if not legal:
            return f"{move} is not possible now."
        most = max_dice_used(self.board, self.root, self.pond, self.top_frog, colour, dice)
        if most == 1 and len(dice) == 2 and dice[0] != dice[1] and die != dice[0]:
            return f"Only one of the dice can be used, so it must be the larger ({dice[0]})."
        return (f"{move} would waste a die: play the dice so that as many of them as possible are used "
                f"(here {most}), for example starting with {legal[0]}.")

    def _parse(self, text: str) -> Move:
        if not text.isascii():
            raise IllegalMove(f"{text!r} is not an Abagio move: use plain digits, e.g. 3-5, 0/4, T12")
        compact = text.replace(" ", "")
        match = _LEAP_TEXT.fullmatch(compact)
        if match:
            return self._parse_leap(text, match)
        if compact.startswith("first"):
            rest = compact[5:]
            if rest in COLOUR_WORDS:
                return _ROLLOFFS[COLOUR_WORDS.index(rest)]
            raise IllegalMove(f"{text!r}: the roll-off is 'first red' or 'first purple'")
        match = _ROLL_TEXT.fullmatch(compact)
        if match:
            a, b = int(match.group(1)), int(match.group(2))
            return _ROLLS[(min(a, b), max(a, b))]
        match = _TOP_TEXT.fullmatch(compact)
        if match:
            value = match.group(1)
            step = 0 if value == "-" else int(value)
            if value != "-" and not OUTER_FIRST <= step <= OUTER_LAST:
                raise IllegalMove(f"{text!r}: the Top Frog goes on the Outer Path, steps 1-17 (or T- to set it aside)")
            return _TOPS[step]
        raise IllegalMove(f"{text!r} is not an Abagio move: a roll is 3-5, a leap 0/4 (from/to, "
                          "23/26(6) when a larger die jumps out), the Top Frog T12 or T-")

    def _parse_leap(self, text: str, match) -> Leap:
        """A leap `from/to` or `from/to(die)`; a bare one takes the legal reading."""
        source, target = int(match.group(1)), int(match.group(2))
        if not ROOT <= source < POND or not OUTER_FIRST <= target <= POND:
            raise IllegalMove(f"{text!r}: steps run from 0 (the Root) to 26 (the Pond)")
        if target <= source:
            raise IllegalMove(f"{text!r}: frogs leap forward only")
        if match.group(3) is not None:
            die = int(match.group(3))
            if not 1 <= die <= FACES:
                raise IllegalMove(f"{text!r}: a die shows 1 to 6")
            return Leap(source, target, die)
        exact = Leap(source, target, target - source)
        legal = self.leaps()
        if exact in legal:
            return exact
        same = [m for m in legal if m.source == source and m.target == target]
        if len(same) == 1:
            return same[0]
        if len(same) > 1:
            raise IllegalMove(f"{text!r}: more than one die takes that frog there; write "
                              + " or ".join(str(m) for m in same))
        if target - source > FACES and not same:
            raise IllegalMove(f"{text!r}: a leap uses one die, at most {FACES}; "
                              "leap once for each die")
        return exact

    def winners(self) -> Optional[List[int]]:
        if self.phase != OVER:
            return None
        return [RED] if self.pond[RED] == FROGS else [PURPLE]

    def scores(self) -> List[float]:
        return [self.pond[RED], self.pond[PURPLE]]

    def key(self) -> tuple:
        return (self.board, self.root, self.pond, self.top_frog, self.player, self.phase, self.dice)

    def __str__(self) -> str:
        name = COLOUR_NAMES[self.player]
        if self.phase == OVER:
            head = f"Abagio: over, {COLOUR_NAMES[self.winners()[0]]} wins"
        elif self.phase == ROLLOFF:
            head = "Abagio: the roll-off for the first player"
        elif self.phase == ROLL:
            head = f"Abagio: {name} to roll"
        elif self.phase == LEAP:
            head = f"Abagio: {name} to leap with {dice_words(self.dice)} (rolled {self.rolled[0]}-{self.rolled[1]})"
        else:
            head = f"Abagio: {name} to play the Top Frog or set it aside"
        lines = [head]
        if self.board is None:
            return "\n".join(lines + ["the board is set up once the first player is known"])
        lines.append(f"Root: red {self.root[RED]}, purple {self.root[PURPLE]}; "
                     f"Pond: red {self.pond[RED]}, purple {self.pond[PURPLE]}; "
                     f"Top Frog: {'on ' + str(self.top_frog) if self.top_frog else 'aside'}")
        letters = "RP"
        for place in range(1, NUM_PLACES):
            stack = self.board[place]
            if not stack:
                continue
            step = PLACE_STEP[place]
            owner = PLACE_OWNER[place]
            where = f"{COLOUR_WORDS[owner]} {step}" if owner is not None else step_name(step)
            tf = " +Top Frog" if step == self.top_frog and owner is None else ""
            lines.append(f"{where}: {' '.join(letters[c] for c in stack)} (bottom to top){tf}")
        if self.top_frog and not self.board[self.top_frog]:
            lines.append(f"{self.top_frog}: Top Frog alone")
        return "\n".join(lines)


# ----- the computer player: evaluation, whole turns, expectimax over the roll ------------
# Values are in pips (one step of one frog), from Red's side; `roller` is the colour
# that rolls next. The evaluation knows the race (pip counts and the roller's tempo),
# safety (blots and pairs within reach of the other colour's frogs, weighted by the
# chance that a roll reaches them, the Top Frog's square excepted), blocking (heaps,
# maxed stacks and the Top Frog in front of the other colour's frogs) and trapped frogs.

def _roll_reach() -> Tuple[Tuple[int, int], ...]:
    out = []
    for a, b in ROLLS:
        if a == b:
            reach, weight = (1 << a) | (1 << 2 * a) | (1 << 3 * a) | (1 << 4 * a), 1
        else:
            reach, weight = (1 << a) | (1 << b) | (1 << (a + b)), 2
        out.append((reach, weight))
    return tuple(out)


_REACH = _roll_reach()
_REACH_CACHE: Dict[int, float] = {}
_DIRECT = 0b1111110  # distances 1..6


def reach_chance(distances: int) -> float:
    """The chance (of 36 rolls) that a roll gives one of the distances in the bit mask
    (a die, the sum of two dice, or a double's multiples; landings on the way ignored)."""
    chance = _REACH_CACHE.get(distances)
    if chance is None:
        chance = sum(weight for reach, weight in _REACH if reach & distances) / 36.0
        _REACH_CACHE[distances] = chance
    return chance


WEIGHTS = {
    "tempo": 4.0,        # the roller's advantage, in pips
    "hit": 4.0,          # a hit frog costs its steps plus this (time at the Root, no Top Frog)
    "passive": 0.3,      # blots of the roller: it moves first, so only a share of the risk
    "cap": 5.0,          # a pair capped: two frogs trapped for a while
    "trapped": 3.0,      # each frog trapped under frogs of the other colour
    "block": 1.2,        # each frog of the other colour with a block 1-6 steps ahead
    "scale": 32.0,       # tanh(value / scale) is the evaluation in [-1, 1]
}


_PLACE_INFO = tuple((place, PLACE_STEP[place], PLACE_OWNER[place] is None, PLACE_CAP[place])
                    for place in range(1, NUM_PLACES))


def board_value(board: Board, root, pond, top_frog: int, roller: int,
                weights: Dict[str, float] = WEIGHTS) -> Tuple[float, Tuple[float, float], Tuple[int, int]]:
    """(value for Red in pips, best Top Frog gain per colour, its step per colour).

    The Top Frog gain of a colour is the risk it would take off its most exposed Outer
    Path blot or pair by sitting on it (what placing it after the leaps is worth).
    """
    pips = [root[RED] * POND, root[PURPLE] * POND]
    movable = [1 if root[RED] else 0, 1 if root[PURPLE] else 0]  # bit q: a frog that can leap from step q
    trapped = [0, 0]
    targets = []  # (owner, step, run)
    blocks = ([], [])  # blocks[c]: steps colour c may not land on
    for place, step, shared, cap in _PLACE_INFO:
        stack = board[place]
        if not stack:
            continue
        size = len(stack)
        away = POND - step
        top = stack[-1]
        if size == 1:
            pips[top] += away
            run = 1
        else:
            run = 1
            while run < size and stack[-1 - run] == top:
                run += 1
            if run == size:
                pips[top] += away * size
            else:
                reds = stack.count(RED)
                pips[RED] += away * reds
                pips[PURPLE] += away * (size - reds)
                for frog in stack[:size - run]:
                    trapped[frog] += 1
        if step == top_frog and shared:
            continue
        movable[top] |= 1 << step
        if not shared:
            continue
        if size >= cap:
            blocks[0].append(step)
            blocks[1].append(step)
        elif run >= HEAP:
            blocks[1 - top].append(step)
        elif run <= 2:
            targets.append((top, step, run))
    if top_frog:
        blocks[roller].append(top_frog)
    risk = [0.0, 0.0]
    tf_gain = [0.0, 0.0]
    tf_step = [0, 0]
    hit_extra, cap_cost, passive = weights["hit"], weights["cap"], weights["passive"]
    for owner, step, run in targets:
        bits = movable[1 - owner] & ((1 << step) - 1)
        if step > 24:
            bits &= ~((1 << (step - 24)) - 1)
        if not bits:
            continue
        distances = 0
        while bits:
            low = bits & -bits
            distances |= 1 << (step - low.bit_length() + 1)
            bits ^= low
        chance = _REACH_CACHE.get(distances)
        if chance is None:
            chance = reach_chance(distances)
        if not chance:
            continue
        cost = chance * ((step + hit_extra) if run == 1 else cap_cost)
        if owner == roller:
            cost *= passive
        risk[owner] += cost
        if step <= OUTER_LAST and cost > tf_gain[owner]:
            tf_gain[owner] = cost
            tf_step[owner] = step
    block_weight = weights["block"]
    blocked = [0.0, 0.0]
    for colour in (RED, PURPLE):
        if not blocks[colour]:
            continue
        frogs = movable[colour]
        for step in blocks[colour]:
            near = (frogs >> max(0, step - 6)) & ((1 << min(step, 6)) - 1)
            if near:
                blocked[colour] += block_weight * bin(near).count("1")
    tempo = weights["tempo"] if roller == RED else -weights["tempo"]
    value = (pips[PURPLE] - pips[RED]) + tempo - risk[RED] + risk[PURPLE] \
        - weights["trapped"] * (trapped[RED] - trapped[PURPLE]) + blocked[PURPLE] - blocked[RED]
    return value, (tf_gain[0], tf_gain[1]), (tf_step[0], tf_step[1])


def _squash(value: float, scale: float) -> float:
    x = value / scale
    if x > 18:
        return 1.0
    if x < -18:
        return -1.0
    e = 2.718281828459045 ** (2 * x)
    return (e - 1) / (e + 1)


def evaluate(state: "AbagioState", seat: int) -> float:
    """The computer's judgement of `state` for `seat`, in [-1, 1] (1 a sure win)."""
    if state.phase == OVER:
        return 1.0 if state.winners() == [seat] else -1.0
    if state.board is None:
        return 0.0
    if state.phase == TOP:
        roller = 1 - state.player
    else:
        roller = state.player
    value, _, _ = board_value(state.board, state.root, state.pond, state.top_frog, roller)
    if state.phase == LEAP:  # the mover's remaining dice are still to come
        spare = sum(state.dice) * 0.5
        value += spare if state.player == RED else -spare
    value = _squash(value, WEIGHTS["scale"])
    value = max(-0.99, min(0.99, value))
    return value if seat == RED else -value


def turn_endings(board: Board, root, pond, top_frog: int, colour: int,
                 dice: Tuple[int, ...], counter: Optional[List[int]] = None) -> Dict[tuple, Tuple[Leap, ...]]:
    """Every distinct end of the leaps the rules allow with `dice`: {(board, root, pond): leaps}.

    Only sequences using as many dice as possible (a winning leap uses them all), and
    the larger die when only one of two different dice can be used. `counter[0]`, if
    given, is increased by the positions visited (the computer's measure of work).
    """
    found: Dict[tuple, Tuple[int, Tuple[Leap, ...]]] = {}
    seen = set()

    def walk(b, r, p, left, seq, used):
        key = (b, r, left)
        if key in seen:
            return
        seen.add(key)
        moved = False
        froms = sources(b, r, top_frog, colour)
        for die in sorted(set(left), reverse=True):
            rest = _minus(left, die)
            for source, target in leaps_for_die(b, r, top_frog, colour, die, froms):
                moved = True
                nb, nr, np_, _ = apply_leap(b, r, p, colour, source, target)
                nseq = seq + (Leap(source, target, die),)
                if np_[colour] == FROGS:
                    _record(found, (nb, nr, np_), used + len(left), nseq)
                elif rest:
                    walk(nb, nr, np_, rest, nseq, used + 1)
                else:
                    _record(found, (nb, nr, np_), used + 1, nseq)
        if not moved:
            _record(found, (b, r, p), used, seq)

    walk(board, root, pond, tuple(dice), (), 0)
    if counter is not None:
        counter[0] += len(seen)
    if not found:
        return {}
    best = max(used for used, _ in found.values())
    endings = {end: seq for end, (used, seq) in found.items() if used == best}
    if best == 1 and len(dice) == 2 and dice[0] != dice[1]:
        larger = {end: seq for end, seq in endings.items() if seq and seq[0].die == max(dice)}
        if larger:
            endings = larger
    return endings


def _record(found, end, used, seq) -> None:
    old = found.get(end)
    if old is None or used > old[0]:
        found[end] = (used, seq)


def _ending_value(end, colour: int) -> float:
    """How good the end of `colour`'s leaps is for it (the Top Frog played well; the other rolls)."""
    board, root, pond = end
    if pond[colour] == FROGS:
        return 10_000.0
    value, gain, _ = board_value(board, root, pond, 0, 1 - colour)
    if colour == PURPLE:
        value = -value
    if not root[colour]:
        value += gain[colour]
    return value


_REPLY_ORDER = sorted(range(len(ROLLS)), key=lambda i: (ROLLS[i][0] == ROLLS[i][1], i))
"""The 21 rolls, the 15 non-doubles (2/36 each) before the doubles (1/36, the costliest)."""


class Planner:
    """Hard play: the whole turn planned at once, 1-ply over every end of the leaps, then
    the best few searched 2-ply (the other colour's best answer to each of its 21 rolls).

    Work (positions visited or judged) is limited, not time, so a choice replays exactly:
    rolls left when the work runs out are judged statically.
    """

    def __init__(self, candidates: int = 4, work_limit: int = 6_000):
        self.candidates = candidates
        self.work_limit = work_limit
        self.positions = 0
        self.counter = [0]

    def best_ending(self, board, root, pond, top_frog, colour, dice):
        endings = turn_endings(board, root, pond, top_frog, colour, dice, self.counter)
        scored = []
        for index, (end, seq) in enumerate(endings.items()):
            scored.append((_ending_value(end, colour), index, end, seq))
        self.counter[0] += len(scored)
        scored.sort(key=lambda item: (-item[0], item[1]))
        if len(scored) <= 1 or self.candidates <= 1:
            self.positions = self.counter[0]
            return scored[0] if scored else None
        best = None
        chosen = scored[: self.candidates]
        for rank, (value, index, end, seq) in enumerate(chosen):
            if end[2][colour] == FROGS:
                self.positions = self.counter[0]
                return value, index, end, seq
            share = (self.work_limit - self.counter[0]) // (len(chosen) - rank)
            reply = self._replies(end, colour, self.counter[0] + share)
            total = 0.6 * reply + 0.4 * value  # blend: the reply search is shallow too
            if best is None or total > best[0]:
                best = (total, index, end, seq)
        self.positions = self.counter[0]
        return best

    def _replies(self, end, colour: int, limit: int) -> float:
        """The expected value for `colour` after the other colour's best answer to each roll."""
        board, root, pond = end
        top = 0
        if not root[colour]:
            _, _, steps = board_value(board, root, pond, 0, 1 - colour)
            top = steps[colour]
        other = 1 - colour
        total = 0.0
        static = None
        for i in _REPLY_ORDER:
            low, high = ROLLS[i]
            chance = _ROLL_ODDS[i][1]
            if self.counter[0] >= limit:  # out of work: judge the rest of the rolls statically
                if static is None:
                    value, _, _ = board_value(board, root, pond, top, other)
                    static = value if colour == RED else -value
                total += chance * static
                continue
            dice = (high,) * 4 if low == high else (high, low)
            answers = turn_endings(board, root, pond, top, other, dice, self.counter)
            best = None
            for answer in answers:
                value = _ending_value(answer, other)
                if best is None or value > best:
                    best = value
            self.counter[0] += len(answers)
            if best is None:
                value, _, _ = board_value(board, root, pond, 0, colour)
                best = value if other == RED else -value
            total += chance * -best
        return total


_PLANS: Dict[tuple, Tuple[Leap, ...]] = {}


def choose(state: "AbagioState", rng=None, planner: Optional[Planner] = None) -> Optional[Move]:
    """The hard computer's move: the first leap of the best planned turn, or the best Top
    Frog square; None at a chance node or once over. Deterministic (a work limit, no clock)."""
    if state.phase == LEAP:
        key = state.key()
        plan = _PLANS.get(key)
        if plan is None:
            planner = planner or Planner()
            found = planner.best_ending(state.board, state.root, state.pond, state.top_frog,
                                        state.player, state.dice)
            if found is None:
                return None
            plan = found[3]
            # remember the rest of the plan for the next leaps of this turn
            node = state
            for leap in plan:
                _PLANS[node.key()] = tuple(plan[plan.index(leap):])
                if len(_PLANS) > 4096:
                    _PLANS.clear()
                if leap not in node.legal_moves():
                    break
                node = node._apply(leap)
                if node.phase != LEAP:
                    break
        move = plan[0]
        return move if move in state.legal_moves() else None
    if state.phase == TOP:
        colour = state.player
        best_move, best_value = _TOPS[0], None
        for move in state.legal_moves():
            value, _, _ = board_value(state.board, state.root, state.pond, move.step, 1 - colour)
            value = value if colour == RED else -value
            if best_value is None or value > best_value + 1e-9:
                best_move, best_value = move, value
        return best_move
    return None


def greedy_choose(state: "AbagioState") -> Optional[Move]:
    """A greedy one-ply player (the ladder's yardstick): the end of the leaps with the best
    pip count against the other colour's, hits counted; the Top Frog set aside."""
    if state.phase == LEAP:
        best = None
        colour = state.player
        for end, seq in turn_endings(state.board, state.root, state.pond, state.top_frog, colour,
                                     state.dice).items():
            board, root, pond = end
            value = pip_count(board, root, 1 - colour) - pip_count(board, root, colour)
            if best is None or value > best[0]:
                best = (value, seq)
        return best[1][0] if best else None
    if state.phase == TOP:
        return _TOPS[0]
    return None


def _opening(state: "AbagioState", rng) -> Optional[Move]:
    """The hard level's hook (GameInfo.extras["opening"]): the whole-turn planner."""
    return choose(state, rng)


GAME = GameInfo(
    id="abagio",
    name="Abagio",
    players=(2,),
    options=(Option("first", "red", "First player", choices=("red", "purple", "roll"),
                    help="Who leaps first: Red, Purple, or a roll-off (a chance node)."),),
    create=AbagioState,
    summary="The frogs' dice race round the pond: hit blots, cap pairs, block with heaps.",
    evaluate=evaluate,
    extras={"chance": True, "opening": _opening, "expectimax": choose, "playout_plies": 8},
)
