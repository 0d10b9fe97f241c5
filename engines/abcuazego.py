"""Abcuazego, the Muisca mancala: two rows of ten pits, a store at each end, a race to 36.

Rules: shared/seeds/abcuazego-rulebook.txt, with shared/rules/abcuazego.md deciding
what the rulebook leaves open. Seat 0 is the Zipa (near row, moves first), seat 1 the
Zaque (far row). Each player numbers their own pits 1-10 from their own left; their
store is on their right, beside their pit 10, so the Zipa's pit k faces the Zaque's
pit 11-k.

The board is a ring of 22 places, counter-clockwise seen from above with the Zipa at
the bottom:

    index 0..9    the Zipa's pits 1..10
    index 10      the Zipa's store
    index 11..20  the Zaque's pits 1..10
    index 21      the Zaque's store

Counter-clockwise is +1 on the ring for both players (along your own row towards your
store, then along the opponent's row); clockwise is -1. A pit at index i faces the pit
at index 20 - i.

Notation: the pit number (the mover's own numbering) then the direction, `a`
counter-clockwise or `c` clockwise: `7a`, `10c`. A bare number (`7`) means the
direction set by the parity of the grains in that pit (odd `a`, even `c`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple

from .core import GameInfo, IllegalMove, Move, Option, State, shorten, short_repr

ZIPA, ZAQUE = 0, 1
SEAT_NAMES = ("Zipa", "Zaque")
PITS = 10
RING = 22
STORES = (10, 21)
"""The ring index of each seat's store."""
START_GRAINS = 5
WINNING_STORE = 36
DEFAULT_MAX_PLIES = 600
CCW, CW = 1, -1
DIRECTION_LETTER = {CCW: "a", CW: "c"}
DIRECTION_NAME = {CCW: "counter-clockwise", CW: "clockwise"}
_STEP_OF_LETTER = {"a": CCW, "c": CW}

# ring tables
_NEXT = {CCW: tuple((i + 1) % RING for i in range(RING)), CW: tuple((i - 1) % RING for i in range(RING))}
_OWNER = tuple(0 if i <= STORES[0] else 1 for i in range(RING))
_IS_STORE = tuple(i in STORES for i in range(RING))
_ROW = (tuple(range(0, PITS)), tuple(range(11, 11 + PITS)))
"""The ring indices of each seat's pits, pit 1 first."""


def pit_index(seat: int, pit: int) -> int:
    """The ring index of `seat`'s pit number `pit` (1..10)."""
    return seat * 11 + pit - 1


def pit_of(index: int) -> Tuple[int, int]:
    """(seat, pit number 1..10) of a pit's ring index."""
    seat = _OWNER[index]
    return seat, index - seat * 11 + 1


def front(index: int) -> int:
    """The pit facing the pit at ring index `index`."""
    return 20 - index


def row_neighbours(index: int) -> Tuple[int, ...]:
    """The pits beside a pit in its own row (pits 1 and 10 have one)."""
    return _NEIGHBOURS[index]


_NEIGHBOURS = tuple(() if _IS_STORE[i] else
                    tuple(i + d for d in (-1, 1) if 1 <= pit_of(i)[1] + d <= PITS) for i in range(RING))


def _matches(a: int, b: int) -> bool:
    """'Ends with the same number': equal last digits, an empty pit never matching."""
    return a > 0 and b > 0 and a % 10 == b % 10


def natural_direction(grains: int) -> int:
    """Odd harvest: counter-clockwise; even: clockwise."""
    return CCW if grains % 2 else CW


def reaches_opponent(pit: int, grains: int, step: int) -> bool:
    """Does sowing `grains` from own pit number `pit` in direction `step` drop a grain in
    a pit of the opponent's row? It first fills the own pits up to the end of the row,
    then meets a store that only the last grain can fall into."""
    own_pits_before_store = PITS - pit if step == CCW else pit - 1
    return grains >= own_pits_before_store + 2


# ----- moves ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Sow(Move):
    """Harvest the mover's pit `pit` (1..10) and sow in `step` (CCW +1 or CW -1)."""

    pit: int
    step: int

    def __str__(self) -> str:
        return f"{self.pit}{DIRECTION_LETTER.get(self.step, '?')}"


_SOWS = {(p, s): Sow(p, s) for p in range(1, PITS + 1) for s in (CCW, CW)}


# ----- what a move does (state.effect): the account views animate and describe -------
@dataclass(frozen=True)
class Capture:
    """Grains taken from the opponent's pit at ring index `index` into the store at ring
    index `store` (always the mover's)."""

    index: int
    grains: int
    kinds: Tuple[str, ...]  # "origin" (origin-destination), "adjacent", "absolute"
    store: int


@dataclass(frozen=True)
class Sowing:
    """What one move does, in order: `state.effect(move)` for Abcuazego.

    seat, pit, step   who sowed, from which of their pits (1..10), which way (CCW/CW)
    grains, origin    how many grains were harvested, from which ring index
    drops             the sowing path: the ring index each grain fell into, in order
                      (`last` is the last of them)
    board             the 22 places after sowing, before any capture
    captures          each capture in order (the match, then an absolute match)
    next_seat         the seat to move next; None when the move ends the game
    next_turn         why: "again" (last grain in the own store: the mover plays again),
                      "uaque" (in the opponent's store: they play twice), "owed" (the
                      mover's owed second turn), "plain" (the turn passes)
    row_taken         (whose row, grains) the last mover takes when the game ends, or None
    end               None, or why the game ends: "36", "empty" or "max_plies"
    """

    seat: int
    pit: int
    step: int
    grains: int
    origin: int
    drops: Tuple[int, ...]
    board: Tuple[int, ...]
    captures: Tuple[Capture, ...]
    next_seat: Optional[int]
    next_turn: str
    row_taken: Optional[Tuple[int, int]]
    end: Optional[str]

    @property
    def last(self) -> int:
        """The ring index of the place the last grain fell into."""
        return self.drops[-1]

    @property
    def reverse(self) -> bool:
        """Was this sown against the direction the grains' parity gives?"""
        return self.step != natural_direction(self.grains)

    @property
    def extra_turn(self) -> bool:
        """Does the mover move again (own store, or the owed turn), the game going on?"""
        return self.next_seat == self.seat


def _sow(board: List[int], origin: int, grains: int, step: int, drops: Optional[list] = None) -> int:
    """Sow in place on a 22-place board list; returns where the last grain fell."""
    nxt = _NEXT[step]
    is_store = _IS_STORE
    board[origin] = 0
    pos = origin
    left = grains
    while left:
        pos = nxt[pos]
        if is_store[pos] and left > 1:
            pos = nxt[pos]  # a store is passed over by all but the last grain
        board[pos] += 1
        if drops is not None:
            drops.append(pos)
        left -= 1
    return pos


def _capture(board: List[int], seat: int, last: int, harvested: int) -> Optional[Tuple[int, Tuple[str, ...]]]:
    """The pit a move ending at `last` captures (ring index, reasons), if any."""
    if _IS_STORE[last]:
        return None
    count = board[last]
    kinds = []
    if _matches(count, harvested):
        kinds.append("origin")
    facing = 20 - last
    if _OWNER[last] == seat:
        if _matches(count, board[facing]):
            kinds.append("adjacent")
        target = facing
    else:
        if _matches(count, board[facing]) or any(_matches(count, board[n]) for n in _NEIGHBOURS[last]):
            kinds.append("adjacent")
        target = last
    if not kinds or not board[target]:
        return None
    return target, tuple(kinds)


def _absolute(board: List[int], seat: int) -> Optional[int]:
    """The opponent's pit the absolute match captures, if each row has one non-empty
    pit and the two counts are equal."""
    mine = board[seat * 11:seat * 11 + PITS]
    if mine.count(0) != PITS - 1:
        return None
    base = (1 - seat) * 11
    theirs = board[base:base + PITS]
    if theirs.count(0) != PITS - 1 or max(mine) != max(theirs):
        return None
    return base + theirs.index(max(theirs))


# ----- the state -----------------------------------------------------------------------
class AbcuazegoState(State):
    """An Abcuazego position: 22 places, whose turn, the owed-turn flag, plies played."""

    game_id = "abcuazego"
    num_players = 2
    __slots__ = ("board", "to_move", "owed", "plies", "options", "_history", "end")

    def __init__(self, options: Dict[str, Any]):
        self.options = options
        self._history = None
        board = [START_GRAINS] * RING
        board[STORES[0]] = board[STORES[1]] = 0
        self.board: Tuple[int, ...] = tuple(board)
        self.to_move: Optional[int] = ZIPA
        self.owed = False
        self.plies = 0
        self.end: Optional[str] = None

    @classmethod
    def _make(cls, options, board, to_move, owed, plies, end=None) -> "AbcuazegoState":
        state = cls.__new__(cls)
        state.options = options
        state.board = board
        state.to_move = to_move
        state.owed = owed
        state.plies = plies
        state.end = end
        state._history = None
        return state

    # --- facts a view or a player asks about ---
    def seat_name(self, seat: int) -> str:
        return SEAT_NAMES[seat]

    def pit(self, seat: int, pit: int) -> int:
        """Grains in `seat`'s pit number `pit` (1..10)."""
        return self.board[seat * 11 + pit - 1]

    def store(self, seat: int) -> int:
        """Grains in `seat`'s store."""
        return self.board[STORES[seat]]

    def row(self, seat: int) -> Tuple[int, ...]:
        """Grains in `seat`'s pits 1..10."""
        return self.board[seat * 11: seat * 11 + PITS]

    def directions(self, pit: int) -> List[int]:
        """The directions the mover may sow their pit `pit` in: natural first, reverse if allowed."""
        if self.to_move is None:
            return []
        grains = self.board[self.to_move * 11 + pit - 1]
        if not grains:
            return []
        natural = natural_direction(grains)
        if reaches_opponent(pit, grains, -natural):
            return [natural, -natural]
        return [natural]

    # --- the contract ---
    def legal_moves(self) -> List[Move]:
        seat = self.to_move
        if seat is None:
            return []
        board = self.board
        base = seat * 11
        moves: List[Move] = []
        for pit in range(1, PITS + 1):
            grains = board[base + pit - 1]
            if grains:
                natural = CCW if grains & 1 else CW
                moves.append(_SOWS[pit, natural])
                if reaches_opponent(pit, grains, -natural):
                    moves.append(_SOWS[pit, -natural])
        return moves

    def why_illegal(self, move: Move) -> Optional[str]:
        if self.to_move is None:
            return "The game is over."
        if not isinstance(move, Sow):
            return f"{move} is not an Abcuazego move."
        if not 1 <= move.pit <= PITS:
            return f"There is no pit {move.pit}: your pits are numbered 1 to 10 from your left."
        if move.step not in (CCW, CW):
            return f"{move} has no direction: a for counter-clockwise, c for clockwise."
        grains = self.board[self.to_move * 11 + move.pit - 1]
        if not grains:
            return f"That pit is empty: your pit {move.pit} has no grains to harvest."
        natural = natural_direction(grains)
        if move.step != natural and not reaches_opponent(move.pit, grains, move.step):
            parity = "odd" if grains % 2 else "even"
            return (f"The reverse direction is only allowed when it reaches the opponent's row: "
                    f"{grains} grains ({parity}) sow {DIRECTION_NAME[natural]}, and "
                    f"{DIRECTION_NAME[move.step]} they would not reach a pit of the "
                    f"{SEAT_NAMES[1 - self.to_move]}.")
        return None

    def _apply(self, move: Move) -> "AbcuazegoState":
        return self._resolve(move, record=False)[0]

    def _effect(self, move: Move) -> Sowing:
        """What a legal `move` does, grain by grain: see `Sowing`."""
        return self._resolve(move, record=True)[1]

    def _resolve(self, move: Sow, record: bool) -> Tuple["AbcuazegoState", Optional[Sowing]]:
        """The position after a legal move, and (when `record`) the account of it."""
        seat = self.to_move
        other = 1 - seat
        board = list(self.board)
        origin = seat * 11 + move.pit - 1
        grains = board[origin]
        drops: Optional[list] = [] if record else None
        last = _sow(board, origin, grains, move.step, drops)
        sown = tuple(board) if record else None
        captures: List[Capture] = []
        found = _capture(board, seat, last, grains)
        if found is not None:
            target, kinds = found
            captures.append(Capture(target, board[target], kinds, STORES[seat]))
            board[STORES[seat]] += board[target]
            board[target] = 0
        target = _absolute(board, seat)
        if target is not None:
            captures.append(Capture(target, board[target], ("absolute",), STORES[seat]))
            board[STORES[seat]] += board[target]
            board[target] = 0
        # who plays next
        if last == STORES[seat]:
            nxt, owed, how = seat, self.owed, "again"
        elif last == STORES[other]:
            nxt, owed, how = other, True, "uaque"
        elif self.owed:
            nxt, owed, how = seat, False, "owed"
        else:
            nxt, owed, how = other, False, "plain"
        plies = self.plies + 1
        end = None
        row_taken = None
        if board[STORES[0]] >= WINNING_STORE or board[STORES[1]] >= WINNING_STORE:
            end = "36"
        else:
            base = nxt * 11
            if not any(board[base:base + PITS]):
                end = "empty"
            elif plies >= self.options["max_plies"]:
                end = "max_plies"
            if end is not None:  # the last mover takes the fuller row
                sums = [sum(board[s * 11:s * 11 + PITS]) for s in (0, 1)]
                taken = 0 if sums[0] >= sums[1] else 1
                if sums[taken]:
                    for i in _ROW[taken]:
                        board[i] = 0
                    board[STORES[seat]] += sums[taken]
                    row_taken = (taken, sums[taken])
        if end is not None:
            nxt, owed = None, False
        state = self._make(self.options, tuple(board), nxt, owed, plies, end)
        if not record:
            return state, None
        return state, Sowing(seat, move.pit, move.step, grains, origin, tuple(drops), sown,
                             tuple(captures), nxt, how, row_taken, end)

    def _parse(self, text: str) -> Move:
        compact = text.replace(" ", "")
        if not compact.isascii():
            raise IllegalMove(f"{shorten(text)!r} is not an Abcuazego move: write a pit number and a direction, "
                              "e.g. 7a or 10c (plain digits and letters)")
        digits = compact.rstrip("ac")
        letters = compact[len(digits):]
        if not digits.isdigit() or len(letters) > 1 or len(digits) > 2:
            raise IllegalMove(f"{shorten(text)!r} is not an Abcuazego move: write your pit number (1-10) and a "
                              "direction, a (counter-clockwise) or c (clockwise), e.g. 7a or 10c; "
                              "a bare number sows the way its grains' parity says")
        pit = int(digits)
        if not 1 <= pit <= PITS:
            raise IllegalMove(f"{text!r}: there is no pit {pit}; your pits are numbered 1 to 10 from your left")
        if letters:
            return _SOWS[pit, _STEP_OF_LETTER[letters]]
        seat = self.to_move if self.to_move is not None else ZIPA
        return _SOWS[pit, natural_direction(self.board[seat * 11 + pit - 1])]

    def winners(self) -> Optional[List[int]]:
        if self.to_move is not None:
            return None
        a, b = self.board[STORES[0]], self.board[STORES[1]]
        if a == b:
            return []
        return [ZIPA] if a > b else [ZAQUE]

    def scores(self) -> List[float]:
        return [self.board[STORES[0]], self.board[STORES[1]]]

    def key(self) -> tuple:
        # the ply count is left out (max_plies only matters hundreds of plies on), so
        # the computer's transposition table can join positions reached in other orders
        return (self.board, self.to_move, self.owed)

    def __str__(self) -> str:
        board = self.board
        if self.to_move is None:
            winners = self.winners()
            verdict = f"{SEAT_NAMES[winners[0]]} wins" if winners else "a draw"
            head = f"Abcuazego: over, {verdict} {max(self.scores())}-{min(self.scores())}"
        else:
            head = f"Abcuazego: {SEAT_NAMES[self.to_move]} to move"
            if self.owed:
                head += " (and owed one more turn)"
        top = " ".join(f"{board[pit_index(ZAQUE, p)]:2d}" for p in range(PITS, 0, -1))
        bottom = " ".join(f"{board[pit_index(ZIPA, p)]:2d}" for p in range(1, PITS + 1))
        numbers_top = " ".join(f"{p:2d}" for p in range(PITS, 0, -1))
        numbers_bottom = " ".join(f"{p:2d}" for p in range(1, PITS + 1))
        return "\n".join([
            head,
            f"        Zaque pits {numbers_top}",
            f"                   {top}",
            f"Zaque store {board[STORES[ZAQUE]]:2d}  {' ' * 29}  Zipa store {board[STORES[ZIPA]]:2d}",
            f"                   {bottom}",
            f"         Zipa pits {numbers_bottom}",
        ])


# ----- evaluation for the computer -----------------------------------------------------
# The pits as a ring of 20 (stores left out): ring index -> pit-ring place, and back.
_PLACE = tuple(i if i < 10 else (i - 1 if i < 21 else -1) for i in range(RING))
_INDEX = tuple(q if q < 10 else q + 1 for q in range(20))
# crossing a store: (place, step) -> the store between place and place + step
_STORE_AFTER = {(9, CCW): STORES[0], (19, CCW): STORES[1], (10, CW): STORES[0], (0, CW): STORES[1]}


def _short_sowings(origin: int) -> Tuple[tuple, ...]:
    """For a pit at ring index `origin`: by grains (0..19), one entry per legal direction,
    (last, own_row, facing, facing_gets, neighbours) for a sowing that goes less than once
    round: where the last grain falls, whether that is in the mover's row (None: a
    store), the pit facing it (-1: the emptied origin) and whether it got a grain, and the
    pits beside it in its row with whether each got one."""
    seat, pit = pit_of(origin)
    q0 = _PLACE[origin]
    table = [()]
    for grains in range(1, 20):
        natural = natural_direction(grains)
        steps = (natural, -natural) if reaches_opponent(pit, grains, -natural) else (natural,)
        entries = []
        for step in steps:
            def gets(index: int) -> int:
                return 1 if 1 <= ((_PLACE[index] - q0) * step) % 20 <= grains else 0
            before_last = (q0 + (grains - 1) * step) % 20
            store = _STORE_AFTER.get((before_last, step))
            if store is not None:
                entries.append((store, None, -1, 0, ()))
                continue
            last = _INDEX[(before_last + step) % 20]
            facing = 20 - last
            entries.append((last, _OWNER[last] == seat, -1 if facing == origin else facing,
                            0 if facing == origin else gets(facing),
                            tuple((n, gets(n)) for n in _NEIGHBOURS[last])))
        table.append(tuple(entries))
    return tuple(table)


_SHORT = tuple(_short_sowings(i) if not _IS_STORE[i] else () for i in range(RING))


def move_gains(board: Tuple[int, ...], seat: int) -> Tuple[List[int], int]:
    """What `seat`'s moves here add to its store at once, without building the positions:
    (the grains each capturing move takes, one entry per such move; how many moves end in
    the own store, each a grain). The same rules as `_sow` and `_capture` (the tests
    compare them), computed from where the grains fall; the absolute match is left out."""
    gains: List[int] = []
    extra = 0
    own_store = STORES[seat]
    short = _SHORT
    for origin in range(seat * 11, seat * 11 + PITS):
        grains = board[origin]
        if not grains:
            continue
        if grains >= 20:  # laps: sow it out
            natural = natural_direction(grains)
            pit = origin - seat * 11 + 1
            for step in ((natural, -natural) if reaches_opponent(pit, grains, -natural) else (natural,)):
                scratch = list(board)
                last = _sow(scratch, origin, grains, step)
                if last == own_store:
                    extra += 1
                else:
                    found = _capture(scratch, seat, last, grains)
                    if found is not None:
                        gains.append(scratch[found[0]])
            continue
        digit_sown = grains % 10
        for last, own_row, facing, facing_gets, neighbours in short[origin][grains]:
            if own_row is None:
                if last == own_store:
                    extra += 1
                continue
            count = board[last] + 1
            digit = count % 10
            facing_count = board[facing] + facing_gets if facing >= 0 else 0
            match = digit == digit_sown or (facing_count and facing_count % 10 == digit)
            if own_row:
                if match and facing_count:
                    gains.append(facing_count)
                continue
            if not match:
                for n, got in neighbours:  # a neighbour in the opponent's row is never the origin
                    c = board[n] + got
                    if c and c % 10 == digit:
                        match = True
                        break
            if match:
                gains.append(count)
    return gains, extra


def best_gain(board: Tuple[int, ...], seat: int) -> int:
    """The most grains `seat` could add to its store with one move here (captures and a
    last grain in its own store), ignoring what follows: the grains at risk for the
    other side."""
    gains, extra = move_gains(board, seat)
    best = max(gains) if gains else 0
    return best if best or not extra else 1


def evaluate(state: AbcuazegoState, seat: int) -> float:
    """A heuristic in [-1, 1] for `seat`: the store difference, what the side to move can
    take at once, and the grains the other side threatens to take."""
    board = state.board
    if state.to_move is None:
        winners = state.winners()
        return 0.0 if not winners else (1.0 if winners == [seat] else -1.0)
    other = 1 - seat
    diff = board[STORES[seat]] - board[STORES[other]]
    mover = state.to_move
    waiting = 1 - mover
    threat_mover = best_gain(board, mover)
    threat_waiting = best_gain(board, waiting)
    # the side to move cashes most of its best capture; the waiting side's threat
    # is partly parried by the move to come
    swing = 0.7 * threat_mover - 0.35 * threat_waiting
    if state.owed:
        swing += 2.0
    value = diff + (swing if mover == seat else -swing)
    return max(-0.95, min(0.95, value / 40.0))


def _check_max_plies(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 100_000:
        raise ValueError(f"a whole number of plies from 1 to 100000, got {short_repr(value)}")
    return value


GAME = GameInfo(
    id="abcuazego",
    name="Abcuazego",
    players=(2,),
    options=(Option("max_plies", DEFAULT_MAX_PLIES, "Longest game (plies)",
                    check=_check_max_plies,
                    help="The game ends after this many harvests, the last mover taking the fuller row."),),
    create=AbcuazegoState,
    summary="The Muisca mancala: sow maize grains around two rows of ten pits; first to 36 wins.",
    evaluate=evaluate,
    extras={"chance": False, "search": "alphabeta"},
)
