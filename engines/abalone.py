"""Abalone (Abalone Quattro: 2, 3 and 4 players): push six opposing marbles off the board.

Rules: shared/seeds/abalone-quattro-rulebook.txt, with shared/rules/abalone.md fixing
coordinates, starting positions, the 3- and 4-player push rules and the notation.
The board is engines.hexgrid: every set of cells is an int, one bit per cell, so the
legal moves of a position come from a few dozen shifts and masks.

This module is the game: positions (`AbaloneState`), what a move does (`AbaloneEffect`),
hand-set positions (`position`), the computer's evaluation and the registration (`GAME`).
Moves and their notation live in engines.abalone_moves, the legality rules in
engines.abalone_legal; the names players and views need are re-exported here, with the
board's cells and drawing geometry (views import this module, not engines.hexgrid).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Sequence, Tuple

from . import hexgrid as hg
from .abalone_legal import MAX_GROUP, generate, rule_broken
from .abalone_moves import ALL_MOVES, BROADSIDE, INLINE, PASS, AbaloneMove, parse_move
from .core import GameInfo, Move, Option, State, shorten, short_repr
from .hexgrid import CELLS, DIRECTION_NAMES, DIRECTIONS, direction_xy, nearest_cell

WIN_PUSH_OFFS = 6
LAYOUTS = ("standard", "belgian", "german")
SEAT_NAMES = {2: ("Black", "White"), 3: ("Black", "White", "Blue"), 4: ("Black", "Blue", "White", "Red")}
SEAT_LETTERS = {2: "BW", 3: "BWU", 4: "BUWR"}

# ----- the board, for views and players -------------------------------------------------------
CELL_NAMES: Dict[int, str] = hg.NAMES
"""Each cell's name, `a1` .. `i9` (rows a-i from the bottom edge, diagonals 1-9)."""
CELL_BY_NAME: Dict[str, int] = hg.BY_NAME
"""The cell named `a1` .. `i9` (lower case)."""
cell_xy = hg.unit_xy
"""cell_xy(cell) -> (x, y): a cell's centre (or a cell just off the board) in cell
spacings, e5 at (0, 0), y growing downward (row a at the bottom, diagonal 1 lower left)."""
# CELLS (the 61 cells, row a first), DIRECTIONS (the six steps a marble moves by),
# DIRECTION_NAMES (step -> "east", ...), direction_xy(step) (a unit vector on screen) and
# nearest_cell(x, y, limit) (hit-testing in cell spacings) come from engines.hexgrid as they are.


# ----- starting positions ------------------------------------------------------------------
def _cells(spec: str) -> int:
    """'A1-A5 B1 C3-C5' -> a mask."""
    out = []
    for part in spec.lower().split():
        if "-" in part:
            first, last = part.split("-")
            row = first[0]
            out += [hg.BY_NAME[f"{row}{d}"] for d in range(int(first[1:]), int(last[1:]) + 1)]
        else:
            out.append(hg.BY_NAME[part])
    return hg.mask(out)


STARTS: Dict[Tuple[int, str], Tuple[int, ...]] = {
    (2, "standard"): (_cells("A1-A5 B1-B6 C3-C5"), _cells("I5-I9 H4-H9 G5-G7")),
    (2, "belgian"): (_cells("A1 A2 B1 B2 B3 C2 C3 G7 G8 H7 H8 H9 I8 I9"),
                     _cells("A4 A5 B4 B5 B6 C5 C6 G4 G5 H4 H5 H6 I5 I6")),
    (2, "german"): (_cells("B1 B2 C1 C2 C3 D2 D3 F7 F8 G7 G8 G9 H8 H9"),
                    _cells("B5 B6 C5 C6 C7 D6 D7 F3 F4 G3 G4 G5 H4 H5")),
    (3, "standard"): (_cells("A1-A5 B1-B6"),
                      _cells("E1 F2 G3 H4 I5 D1 E2 F3 G4 H5 I6"),
                      _cells("E9 F9 G9 H9 I9 D8 E8 F8 G8 H8 I8")),
    (4, "standard"): (_cells("A2-A5 B3-B5 C4-C5"),
                      _cells("B1 C1 D1 E1 C2 D2 E2 D3 E3"),
                      _cells("I5-I8 H5-H7 G5-G6"),
                      _cells("E9 F9 G9 H9 E8 F8 G8 E7 F7")),
}
"""Seat masks at the start, by (players, layout); 3 and 4 players have one layout."""


# ----- what a move does -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Slide:
    """One marble a move displaces: whose it is (`seat`), the cell it leaves (`source`)
    and the cell it reaches (`target`; None when it is pushed off the board)."""

    seat: int
    source: int
    target: Optional[int]


@dataclass(frozen=True)
class AbaloneEffect:
    """What one legal move does (`state.effect(move)`), for views to animate and describe.

    kind: "inline" (along the line; it may push), "broadside" (sideways; never pushes) or "pass".
    seat: the seat that moved.
    step: the direction every displaced marble goes, one step (a DIRECTIONS value; 0 for a pass);
    direction: its name ("east", "north-west", ...; "" for a pass).
    moved: the mover's side's marbles that move (a partner's too at 4 players), rear first.
    pushed: the opposing marbles pushed, nearest first; when one goes off the board it is
        the last, with target None.
    pushed_off: that marble (also in `pushed`), or None.
    credit: push-offs the move credits to `seat` (1 for a push off, else 0).
    """

    kind: str
    seat: int
    step: int = 0
    direction: str = ""
    moved: Tuple[Slide, ...] = ()
    pushed: Tuple[Slide, ...] = ()
    pushed_off: Optional[Slide] = None
    credit: int = 0

    @property
    def slides(self) -> Tuple[Slide, ...]:
        """Every marble that moves: the mover's, then those pushed."""
        return self.moved + self.pushed


# ----- the state ---------------------------------------------------------------------------------
class AbaloneState(State):
    """An Abalone position: each seat's marbles (a mask), whose turn, the push-offs credited."""

    game_id = "abalone"

    def __init__(self, options: Dict[str, Any]):
        players = options["players"]
        layout = options["layout"]  # (anything but "standard" is refused unless 2 play)
        self.options = options
        self.num_players = players
        self.masks: Tuple[int, ...] = STARTS[players, layout]
        self.to_move = 0
        self.credit: Tuple[int, ...] = (0,) * players
        self.plies = 0
        self.passes = 0
        self._winners: Optional[List[int]] = None
        self._history = None
        self._rules = _rules(players, bool(options["partners_double_turn"]), options["max_plies"])

    def _child(self, masks: Tuple[int, ...], to_move: Optional[int], credit: Tuple[int, ...],
               passes: int, winners: Optional[List[int]]) -> "AbaloneState":
        child = AbaloneState.__new__(AbaloneState)
        child.options = self.options
        child.num_players = self.num_players
        child._rules = self._rules
        child.masks = masks
        child.to_move = to_move
        child.credit = credit
        child.plies = self.plies + 1
        child.passes = passes
        child._winners = winners
        child._history = None
        return child

    # --- facts for views, the AI and players ---
    def seat_name(self, seat: int) -> str:
        return SEAT_NAMES[self.num_players][seat]

    def team(self, seat: int) -> Tuple[int, ...]:
        """The seats on `seat`'s side (itself and, at 4 players, its partner)."""
        return self._rules.teams[seat]

    def marbles(self, seat: int) -> List[int]:
        """The cells of `seat`'s marbles."""
        return list(hg.bits(self.masks[seat]))

    def owner(self, cell: int) -> Optional[int]:
        """The seat whose marble is on `cell`, or None."""
        bit = 1 << cell
        for seat, mask in enumerate(self.masks):
            if mask & bit:
                return seat
        return None

    def lost(self, seat: int) -> int:
        """How many of `seat`'s marbles have been pushed off."""
        return self._rules.start_count - hg.count(self.masks[seat])

    def side_credit(self, seat: int) -> int:
        """Opposing marbles pushed off by `seat`'s side (its team at 4 players)."""
        return sum(self.credit[s] for s in self._rules.teams[seat])

    def group(self, move: AbaloneMove) -> List[int]:
        """The cells of the marbles `move` moves (for an in-line move, read from the position)."""
        if move.kind == "broadside":
            return hg.line(move.rear, move.axis, move.size)
        if move.kind == "pass":
            return []
        friendly = self._friendly(self.to_move) if self.to_move is not None else 0
        cells, cell = [], move.rear
        while friendly >> cell & 1 and len(cells) <= MAX_GROUP:
            cells.append(cell)
            cell += move.step
        return cells

    def _effect(self, move: Move) -> AbaloneEffect:
        seat = self.to_move
        if move.kind == "pass":
            return AbaloneEffect("pass", seat)
        step = move.step
        owner = self.owner
        moved = tuple(Slide(owner(cell), cell, cell + step) for cell in self.group(move))
        pushed: List[Slide] = []
        if move.kind == "inline":
            enemy = self._enemy(seat)
            cell = moved[-1].source + step
            while enemy >> cell & 1:
                pushed.append(Slide(owner(cell), cell, cell + step if hg.ON_BOARD[cell + step] else None))
                cell += step
        off = pushed[-1] if pushed and pushed[-1].target is None else None
        return AbaloneEffect(move.kind, seat, step, DIRECTION_NAMES[step], moved, tuple(pushed), off,
                             1 if off is not None else 0)

    def _friendly(self, seat: int) -> int:
        masks = self.masks
        out = 0
        for s in self._rules.teams[seat]:
            out |= masks[s]
        return out

    def _enemy(self, seat: int) -> int:
        masks = self.masks
        out = 0
        for s in self._rules.enemies[seat]:
            out |= masks[s]
        return out

    # --- move generation ---
    def legal_moves(self) -> List[Move]:
        seat = self.to_move
        if seat is None:
            return []
        moves = generate(self.masks[seat], self._friendly(seat), self._enemy(seat))
        return moves if moves else [PASS]

    def why_illegal(self, move: Move) -> Optional[str]:
        if self.to_move is None:
            return "The game is over."
        if not isinstance(move, AbaloneMove):
            return f"{shorten(move)} is not an Abalone move."
        seat = self.to_move
        own, friendly, enemy = self.masks[seat], self._friendly(seat), self._enemy(seat)
        if move.kind == "pass":
            if generate(own, friendly, enemy):
                return "You may pass only when you have no other legal move."
            return None
        return rule_broken(move, own, friendly, enemy)

    # --- playing ---
    def _apply(self, move: Move) -> "AbaloneState":
        seat = self.to_move
        rules = self._rules
        if move.kind == "pass":
            passes = self.passes + 1
            if passes >= self.num_players:  # nobody can move: decide it as at the ply limit
                return self._child(self.masks, None, self.credit, passes, rules.judge(self.credit))
            return self._end_or_next(self.masks, seat, self.credit, passes)
        masks = list(self.masks)
        credit = self.credit
        step = move.step
        if move.kind == "broadside":
            moving = hg.line(move.rear, move.axis, move.size)
        else:
            occupied = 0
            for mask in masks:
                occupied |= mask
            moving = []
            cell = move.rear
            while occupied >> cell & 1:
                moving.append(cell)
                cell += step
        # move every marble of the chain one step, front first
        for cell in reversed(moving):
            bit = 1 << cell
            for s, mask in enumerate(masks):
                if mask & bit:
                    break
            target = cell + step
            if hg.ON_BOARD[target]:
                masks[s] = (mask ^ bit) | (1 << target)
            else:
                masks[s] = mask ^ bit
                credit = credit[:seat] + (credit[seat] + 1,) + credit[seat + 1:]
        masks_t = tuple(masks)
        if credit is not self.credit and rules.side_total(credit, seat) >= WIN_PUSH_OFFS:
            return self._child(masks_t, None, credit, 0, list(rules.teams[seat]))
        return self._end_or_next(masks_t, seat, credit, 0)

    def _end_or_next(self, masks, seat, credit, passes) -> "AbaloneState":
        rules = self._rules
        if rules.max_plies is not None and self.plies + 1 >= rules.max_plies:
            return self._child(masks, None, credit, passes, rules.judge(credit))
        return self._child(masks, rules.next_seat[seat], credit, passes, None)

    def _parse(self, text: str) -> Move:
        return parse_move(text)

    # --- results ---
    def winners(self) -> Optional[List[int]]:
        if self.to_move is not None:
            return None
        return list(self._winners)

    def scores(self) -> List[float]:
        return list(self.credit)

    def key(self) -> tuple:
        limit = self.plies if self._rules.max_plies is not None else None
        return (self.masks, self.to_move, self.credit, self.passes, limit)

    def __str__(self) -> str:
        n = self.num_players
        letters = SEAT_LETTERS[n]
        names = SEAT_NAMES[n]
        if self.to_move is None:
            winners = self._winners
            head = ("over: " + " and ".join(names[s] for s in winners) + " won") if winners else "over: a draw"
        else:
            head = f"{names[self.to_move]} to move"
        lines = [f"Abalone, {n} players, {head}"]
        for r in range(hg.ROWS - 1, -1, -1):
            row = []
            for d in range(hg.ROWS):
                if hg.on_board(r, d):
                    owner = self.owner(hg.index(r, d))
                    row.append("." if owner is None else letters[owner])
            indent = " " * abs(r - (hg.SIDE - 1))
            tail = f"  {min(hg.ROWS, r + hg.SIDE)}"
            lines.append(f"{hg.ROW_LETTERS[r].upper()} {indent}{' '.join(row)}{tail}")
        lines.append("       " + " ".join(str(d) for d in range(1, hg.SIDE + 1)))
        lines.append("pushed off by: " + ", ".join(
            f"{names[s]} ({letters[s]}) {self.credit[s]}" for s in range(n)))
        return "\n".join(lines)


class _Rules:
    """What does not change during a game: turn order, sides, the ply limit."""

    __slots__ = ("players", "teams", "enemies", "next_seat", "max_plies", "start_count")

    def __init__(self, players: int, double: bool, max_plies: Optional[int]):
        self.players = players
        if players == 4:
            self.teams = ((0, 2), (1, 3), (0, 2), (1, 3))
            order = (0, 2, 1, 3) if double else (0, 1, 2, 3)
        else:
            self.teams = tuple((s,) for s in range(players))
            order = tuple(range(players))
        self.enemies = tuple(tuple(s for s in range(players) if s not in self.teams[seat])
                             for seat in range(players))
        self.next_seat = tuple(order[(order.index(s) + 1) % players] for s in range(players))
        self.max_plies = max_plies
        self.start_count = {2: 14, 3: 11, 4: 9}[players]

    def side_total(self, credit: Tuple[int, ...], seat: int) -> int:
        return sum(credit[s] for s in self.teams[seat])

    def judge(self, credit: Tuple[int, ...]) -> List[int]:
        """Winners of an unfinished game: the side that pushed off more; equal is a draw."""
        sides = sorted(set(self.teams))
        totals = [sum(credit[s] for s in side) for side in sides]
        best = max(totals)
        if totals.count(best) > 1:
            return []
        return list(sides[totals.index(best)])


_RULES_CACHE: Dict[Tuple[int, bool, Optional[int]], _Rules] = {}


def _rules(players: int, double: bool, max_plies: Optional[int]) -> _Rules:
    key = (players, double and players == 4, max_plies)
    if key not in _RULES_CACHE:
        _RULES_CACHE[key] = _Rules(*key)
    return _RULES_CACHE[key]


def position(marbles: Dict[int, str], to_move: int = 0, credit: Optional[Sequence[int]] = None,
             **options: Any) -> AbaloneState:
    """A position set up by hand, for puzzles, tests and analysis: `marbles` maps each seat
    to the cells of its marbles (`{0: "c3 c4", 1: "c5"}`); seats not named have none.
    Its record holds only the moves played from it, so it does not replay by `load`."""
    state = GAME.new(**options)
    masks = [0] * state.num_players
    taken = 0
    for seat, cells in marbles.items():
        for text in cells.lower().replace(",", " ").split():
            cell = hg.BY_NAME.get(text)
            if cell is None or taken >> cell & 1:
                raise ValueError(f"{short_repr(text)} is not a free cell of the board")
            taken |= 1 << cell
            masks[seat] |= 1 << cell
    state.masks = tuple(masks)
    state.to_move = to_move
    state.credit = tuple(credit) if credit is not None else (0,) * state.num_players
    return state


# ----- evaluation for the computer -------------------------------------------------------------------
_RING_WEIGHTS = tuple((k, hg.RINGS[k]) for k in range(1, hg.SIDE))
_EDGE = hg.EDGE
_OFF = hg.OFF
_THREAT_STEPS = tuple((s, 2 * s) for s in hg.DIRECTIONS)


def _centre_sum(mask: int) -> int:
    return sum(k * (mask & ring).bit_count() for k, ring in _RING_WEIGHTS)


def _cohesion(mask: int) -> int:
    return ((mask & (mask >> 1)).bit_count() + (mask & (mask >> 11)).bit_count()
            + (mask & (mask >> 12)).bit_count())


def _threatened(mine: int, theirs: int) -> int:
    """Edge marbles of `mine` with two of `theirs` lined up to push them off."""
    edge = mine & _EDGE
    if not edge:
        return 0
    hits = 0
    for s, s2 in _THREAT_STEPS:
        if s > 0:
            hits |= edge & (_OFF >> s) & (theirs << s) & (theirs << s2)
        else:
            hits |= edge & (_OFF << -s) & (theirs >> -s) & (theirs >> -s2)
    return (hits).bit_count()


def evaluate(state: AbaloneState, seat: int) -> float:
    """A heuristic in [-1, 1] for `seat`: marbles pushed off (by far the most), then
    closeness to the centre, cohesion (neighbouring friendly marbles), and marbles on the
    edge with an attack lined up against them."""
    if state.to_move is None:
        winners = state._winners
        if not winners:
            return 0.0
        return 1.0 if seat in winners else -1.0
    rules = state._rules
    masks = state.masks
    mine = 0
    for s in rules.teams[seat]:
        mine |= masks[s]
    theirs = 0
    for s in rules.enemies[seat]:
        theirs |= masks[s]
    credit = state.credit
    my_credit = sum(credit[s] for s in rules.teams[seat])
    if state.num_players == 3:
        their_credit = max(credit[s] for s in rules.enemies[seat])
        lost = rules.start_count - (mine).bit_count()
        material = my_credit - 0.5 * their_credit - 0.5 * lost
    else:
        their_credit = sum(credit[s] for s in rules.enemies[seat])
        material = my_credit - their_credit
    n_mine = (mine).bit_count() or 1
    n_theirs = (theirs).bit_count() or 1
    centre = _centre_sum(theirs) / n_theirs - _centre_sum(mine) / n_mine          # about -4 .. 4
    cohesion = _cohesion(mine) / n_mine - _cohesion(theirs) / n_theirs             # about -3 .. 3
    danger = _threatened(theirs, mine) - _threatened(mine, theirs)
    value = 0.14 * material + 0.05 * centre + 0.03 * cohesion + 0.03 * danger
    if value > 0.97:
        return 0.97
    if value < -0.97:
        return -0.97
    return value


# ----- options and registration ---------------------------------------------------------------------
def _check_max_plies(value: Any) -> Optional[int]:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"None (no limit) or a whole number of moves >= 1, got {short_repr(value)}")
    return value


def _create(options: Dict[str, Any]) -> AbaloneState:
    return AbaloneState(options)


GAME = GameInfo(
    id="abalone",
    name="Abalone",
    players=(2, 3, 4),
    options=(
        Option("players", 2, "Players", choices=(2, 3, 4), labels=("2 players", "3 players", "4 players (teams)"),
               help="3 players: 11 marbles each; 4 players: 9 each, partners opposite."),
        Option("layout", "standard", "Starting position", choices=LAYOUTS,
               labels=("Standard", "Belgian daisy", "German daisy"), applies=lambda o: o.get("players") == 2,
               help="Used with 2 players; 3 and 4 players have one starting position."),
        Option("partners_double_turn", False, "Partners play twice", choices=(False, True),
               labels=("No: turns go round the table", "Yes: partners move one after the other"),
               applies=lambda o: o.get("players") == 4,
               help="4 players: the turn order is 0, 2, 1, 3, so partners play two turns in a row."),
        Option("max_plies", None, "Move limit", check=_check_max_plies,
               help="None, or the number of moves after which the side that pushed off more wins."),
    ),
    create=_create,
    summary="Push six opposing marbles off the hexagonal board: 2 players, 3, or 4 in teams.",
    evaluate=evaluate,
    extras={"playout_plies": 2, "chance": False},
)

__all__ = ["ALL_MOVES", "BROADSIDE", "CELLS", "CELL_BY_NAME", "CELL_NAMES", "DIRECTIONS", "DIRECTION_NAMES",
           "GAME", "INLINE", "LAYOUTS", "MAX_GROUP", "PASS", "SEAT_NAMES", "STARTS", "WIN_PUSH_OFFS",
           "AbaloneEffect", "AbaloneMove", "AbaloneState", "Slide", "cell_xy", "direction_xy", "evaluate",
           "nearest_cell", "parse_move", "position"]
