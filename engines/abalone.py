"""Abalone (Abalone Quattro: 2, 3 and 4 players): push six opposing marbles off the board.

Rules: shared/seeds/abalone-quattro-rulebook.txt, with shared/rules/abalone.md fixing
coordinates, starting positions, the 3- and 4-player push rules and the notation.
The board is engines.hexgrid: every set of cells is an int, one bit per cell, so the
legal moves of a position come from a few dozen shifts and masks.

Notation (Aba-Pro style): an in-line move is the rear marble's cell and the cell it
moves to (`a1b2`: the group is that marble and the friendly marbles straight ahead,
up to three; any push follows from the position); a broadside move is the two end
marbles and where the first-named end goes (`c3c5d4`); `pass` when nothing else is
legal. `parse_record_text` turns a pasted record with move numbers into moves.
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Optional, Sequence, Tuple

from . import hexgrid as hg
from .core import GameInfo, IllegalMove, Move, Option, State

WIN_PUSH_OFFS = 6
MAX_GROUP = 3
LAYOUTS = ("standard", "belgian", "german")
SEAT_NAMES = {2: ("Black", "White"), 3: ("Black", "White", "Blue"), 4: ("Black", "Blue", "White", "Red")}
SEAT_LETTERS = {2: "BW", 3: "BWU", 4: "BUWR"}


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


# ----- moves -----------------------------------------------------------------------------------
class AbaloneMove(Move):
    """One move: in-line (`rear`, `step`), broadside (`rear`, `axis`, `size`, `step`) or pass.

    For a broadside, `rear` is the end with the lower row (lower diagonal on ties) and the
    group is `size` cells from it along `axis`. An in-line move's group size and any push
    follow from the position. Moves are values: equal when their notation is equal.
    """

    __slots__ = ("kind", "rear", "step", "axis", "size", "text", "_hash")

    def __init__(self, kind: str, rear: int = 0, step: int = 0, axis: int = 0, size: int = 0):
        self.kind = kind
        self.rear = rear
        self.step = step
        self.axis = axis
        self.size = size
        if kind == "pass":
            self.text = "pass"
        elif kind == "inline":
            self.text = hg.NAMES[rear] + hg.NAMES[rear + step]
        else:
            self.text = hg.NAMES[rear] + hg.NAMES[rear + (size - 1) * axis] + hg.NAMES[rear + step]
        self._hash = hash(self.text)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"AbaloneMove({self.text!r})"

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, AbaloneMove) and self.text == other.text)

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self):
        return (AbaloneMove, (self.kind, self.rear, self.step, self.axis, self.size))

    @property
    def is_inline(self) -> bool:
        return self.kind == "inline"

    @property
    def is_broadside(self) -> bool:
        return self.kind == "broadside"


PASS = AbaloneMove("pass")
INLINE: Dict[int, List[Optional[AbaloneMove]]] = {
    step: [AbaloneMove("inline", c, step) if hg.ON_BOARD[c] and hg.ON_BOARD[c + step] else None
           for c in range(hg.SPAN)]
    for step in hg.DIRECTIONS}
"""INLINE[step][rear]: the in-line move of the marble at `rear` one `step` (None off board)."""


def _broadside(rear: int, axis: int, size: int, step: int) -> Optional[AbaloneMove]:
    cells = hg.line(rear, axis, size)
    if all(hg.ON_BOARD[c] and hg.ON_BOARD[c + step] for c in cells):
        return AbaloneMove("broadside", rear, step, axis, size)
    return None


BROADSIDE: Dict[Tuple[int, int, int], List[Optional[AbaloneMove]]] = {
    (axis, size, step): [_broadside(c, axis, size, step) if hg.ON_BOARD[c] else None for c in range(hg.SPAN)]
    for axis in hg.AXES for size in (2, 3) for step in hg.DIRECTIONS if step not in (axis, -axis)}
"""BROADSIDE[axis, size, step][rear]: the sideways move of that line (None off board)."""

_BY_TEXT: Dict[str, AbaloneMove] = {"pass": PASS}
for _table in list(INLINE.values()) + list(BROADSIDE.values()):
    for _move in _table:
        if _move is not None:
            _BY_TEXT[_move.text] = _move
ALL_MOVES: Tuple[AbaloneMove, ...] = tuple(_BY_TEXT.values())
"""Every move that can be written (legal somewhere or not)."""

_INLINE_STEPS = tuple((step, 2 * step, 3 * step, 4 * step, 5 * step, INLINE[step]) for step in hg.DIRECTIONS)
_BROADSIDE_STEPS = tuple(
    (axis, step, step + axis, step + 2 * axis, BROADSIDE[axis, 2, step], BROADSIDE[axis, 3, step])
    for axis in hg.AXES for step in hg.DIRECTIONS if step not in (axis, -axis))


def _collect(mask: int, table: List[Optional[AbaloneMove]], out: List[AbaloneMove]) -> None:
    while mask:
        low = mask & -mask
        out.append(table[low.bit_length() - 1])
        mask ^= low


# ----- the state ---------------------------------------------------------------------------------
class AbaloneState(State):
    """An Abalone position: each seat's marbles (a mask), whose turn, the push-offs credited."""

    game_id = "abalone"

    def __init__(self, options: Dict[str, Any]):
        players = options["players"]
        layout = options["layout"] if players == 2 else "standard"
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

    def effect(self, move: AbaloneMove) -> Dict[str, List[int]]:
        """What a legal `move` does: {"moved": cells, "pushed": cells, "off": cells}.

        `pushed` are the opposing marbles it pushes (their cells before the move), `off`
        those of them that leave the board.
        """
        moved = self.group(move)
        pushed: List[int] = []
        off: List[int] = []
        if move.kind == "inline" and moved:
            enemy = self._enemy(self.to_move)
            cell = moved[-1] + move.step
            while enemy >> cell & 1:
                pushed.append(cell)
                cell += move.step
            if pushed and not hg.ON_BOARD[cell]:
                off.append(pushed[-1])
        return {"moved": moved, "pushed": pushed, "off": off}

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
        moves = self._generate(seat)
        return moves if moves else [PASS]

    def _generate(self, seat: int) -> List[AbaloneMove]:
        """Every legal move but pass, pushes off the board first, then other pushes, then
        groups of three, two and one (a good order for a search)."""
        own = self.masks[seat]
        friendly = self._friendly(seat)
        enemy = self._enemy(seat)
        partner = friendly != own
        empty = hg.BOARD & ~(friendly | enemy)
        empty_or_off = empty | hg.OFF
        offb = hg.OFF
        push_off: List[AbaloneMove] = []
        push: List[AbaloneMove] = []
        threes: List[AbaloneMove] = []
        twos: List[AbaloneMove] = []
        ones: List[AbaloneMove] = []
        for s1, s2, s3, s4, s5, table in _INLINE_STEPS:
            if s1 > 0:
                f1 = friendly >> s1
                f2 = friendly >> s2
                f3 = friendly >> s3
                e1, e2, e3 = empty >> s1, empty >> s2, empty >> s3
                x2, x3, x4 = enemy >> s2, enemy >> s3, enemy >> s4
                o3, o4, o5 = empty_or_off >> s3, empty_or_off >> s4, empty_or_off >> s5
                g3, g4, g5 = offb >> s3, offb >> s4, offb >> s5
            else:
                f1 = friendly << -s1
                f2 = friendly << -s2
                f3 = friendly << -s3
                e1, e2, e3 = empty << -s1, empty << -s2, empty << -s3
                x2, x3, x4 = enemy << -s2, enemy << -s3, enemy << -s4
                o3, o4, o5 = empty_or_off << -s3, empty_or_off << -s4, empty_or_off << -s5
                g3, g4, g5 = offb << -s3, offb << -s4, offb << -s5
            pair = friendly & f1            # c, c+s friendly
            triple = pair & f2              # c .. c+2s friendly
            run1 = friendly & ~f1
            run2 = pair & ~f2
            run3 = triple & ~f3
            if partner:                     # a moving line holds one of the mover's own
                if s1 > 0:
                    own1, own2 = own >> s1, own >> s2
                else:
                    own1, own2 = own << -s1, own << -s2
                run1 &= own
                run2 &= own | own1
                run3 &= own | own1 | own2
            # pushes: the rear marble is the mover's own
            p2 = run2 & own & x2            # 2 push 1
            p3 = run3 & own & x3
            if p2:
                _collect(p2 & o3 & g3, table, push_off)
                _collect(p2 & o3 & ~g3, table, push)
            if p3:
                x4o5 = x4 & o5              # 3 push 2
                _collect(p3 & ((o4 & g4) | (x4o5 & g5)), table, push_off)
                _collect(p3 & ((o4 & ~g4) | (x4o5 & ~g5)), table, push)
            _collect(run3 & e3, table, threes)
            _collect(run2 & e2, table, twos)
            _collect(run1 & e1, table, ones)
        for axis, s1, s2, s3, table2, table3 in _BROADSIDE_STEPS:
            line2 = friendly & (friendly >> axis)
            if not line2:
                continue
            if partner:
                has2 = own | (own >> axis)
            a = (empty >> s1) if s1 > 0 else (empty << -s1)
            b = (empty >> s2) if s2 > 0 else (empty << -s2)
            ok2 = line2 & a & b
            if ok2:
                line3 = ok2 & (friendly >> (2 * axis))
                if line3:
                    c = (empty >> s3) if s3 > 0 else (empty << -s3)
                    ok3 = line3 & c
                    if partner:
                        ok3 &= has2 | (own >> (2 * axis))
                    _collect(ok3, table3, threes)
                if partner:
                    ok2 &= has2
                _collect(ok2, table2, twos)
        return push_off + push + threes + twos + ones

    def why_illegal(self, move: Move) -> Optional[str]:
        if self.to_move is None:
            return "The game is over."
        if not isinstance(move, AbaloneMove):
            return f"{move} is not an Abalone move."
        seat = self.to_move
        if move.kind == "pass":
            if self._generate(seat):
                return "You may pass only when you have no other legal move."
            return None
        return self._check(move, seat)

    def _check(self, move: AbaloneMove, seat: int) -> Optional[str]:
        """The rule a move breaks, in a player's words, or None if it is legal."""
        own = self.masks[seat]
        friendly = self._friendly(seat)
        enemy = self._enemy(seat)
        partner = friendly != own
        mine = "your or your partner's" if partner else "your"
        where = hg.NAMES[move.rear]
        if not friendly >> move.rear & 1:
            return f"There is no marble of {'your side' if partner else 'yours'} on {where}."
        if move.kind == "broadside":
            cells = hg.line(move.rear, move.axis, move.size)
            ends = f"{hg.NAMES[cells[0]]}-{hg.NAMES[cells[-1]]}"
            for cell in cells:
                if not friendly >> cell & 1:
                    return (f"{hg.NAMES[cell]} does not hold one of {mine} marbles: a sideways move "
                            f"moves a line of {move.size} of them ({ends}).")
            if partner and not any(own >> c & 1 for c in cells):
                return "A line you move must hold at least one of your own marbles, not only your partner's."
            for cell in cells:
                target = cell + move.step
                if not hg.ON_BOARD[target]:
                    return f"{hg.NAMES[cell]} cannot move off the board: you never push your own marbles off."
                if (friendly | enemy) >> target & 1:
                    return (f"{hg.NAMES[target]} is taken: a sideways (broadside) move needs every "
                            "target cell empty, and it never pushes.")
            return None
        step = move.step
        cells = []
        cell = move.rear
        while friendly >> cell & 1:
            cells.append(cell)
            cell += step
        if len(cells) > MAX_GROUP:
            return (f"{hg.NAMES[move.rear]} heads a line of {len(cells)} of {mine} marbles: "
                    f"at most {MAX_GROUP} move at once (the extra marbles do not count in a push).")
        if partner and not any(own >> c & 1 for c in cells):
            return "A line you move must hold at least one of your own marbles, not only your partner's."
        front = cell  # the first cell past the group
        if not hg.ON_BOARD[front]:
            what = "marble" if len(cells) == 1 else "line"
            return f"That {what} would leave the board: you never move your own marbles off."
        if not enemy >> front & 1:
            return None  # an empty cell ahead: a plain in-line move
        pushed = []
        while enemy >> cell & 1:
            pushed.append(cell)
            cell += step
        n, k = len(cells), len(pushed)
        if n == 1:
            return (f"{hg.NAMES[front]} is taken: a single marble never pushes (a 1-on-1 is a stalemate; "
                    "a push, or sumito, needs more of your marbles than opposing ones).")
        if k >= n:
            kind = {1: "1-on-1", 2: "2-on-2", 3: "3-on-3"}.get(min(n, k), f"{n}-on-{k}")
            if n == k:
                return (f"That is a {kind} stalemate: {n} of your marbles cannot push {k} opposing ones. "
                        "Attack along another line.")
            return (f"{n} marbles cannot push {k}: a push (sumito) needs more of your marbles than "
                    "opposing ones (2-on-1, 3-on-1 or 3-on-2).")
        if friendly >> cell & 1:
            return (f"Your side's marble on {hg.NAMES[cell]} is right behind the opposing marbles: "
                    "there is no free space to push them into.")
        if partner and not own >> move.rear & 1:
            return ("In a push (sumito) the rear marble, the one you push with, must be your own, "
                    "not your partner's.")
        return None

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


# ----- notation ------------------------------------------------------------------------------------
_SYNTAX = ("write an in-line move as the rear marble's cell and where it goes (a1b2), a sideways "
           "move as the two end marbles and where the first goes (c3c5d4), or pass")


def _cell(text: str, whole: str) -> int:
    cell = hg.BY_NAME.get(text)
    if cell is None:
        if len(text) == 2 and text[0] in hg.ROW_LETTERS and text[1].isdigit():
            raise IllegalMove(f"{whole!r}: {text} is not on the board (row {text[0].upper()} "
                              f"holds {_row_span(text[0])})")
        raise IllegalMove(f"{whole!r}: {text!r} is not a cell; cells are a row a-i and a diagonal 1-9")
    return cell


def _row_span(letter: str) -> str:
    r = hg.ROW_LETTERS.index(letter)
    first, last = max(0, r - hg.SIDE + 1) + 1, min(hg.ROWS - 1, r + hg.SIDE - 1) + 1
    return f"{first}-{last}"


def parse_move(text: str) -> AbaloneMove:
    """Notation (already stripped and lower-cased) to a move; IllegalMove for bad syntax."""
    if not text.isascii():
        raise IllegalMove(f"{text!r} is not an Abalone move: use plain letters and digits; {_SYNTAX}")
    compact = text.replace(" ", "").replace("-", "")
    known = _BY_TEXT.get(compact)
    if known is not None:
        return known
    if len(compact) == 4 or len(compact) == 6:
        parts = [compact[i:i + 2] for i in range(0, len(compact), 2)]
        if all(len(p) == 2 and p[0].isalpha() and p[1].isdigit() for p in parts):
            cells = [_cell(p, text) for p in parts]
            if len(cells) == 2:
                a, b = cells
                if b - a not in hg.DIRECTIONS or hg.distance(a, b) != 1:
                    raise IllegalMove(f"{text!r}: {parts[1]} is not next to {parts[0]}; a marble moves one "
                                      "step to a neighbouring cell")
                return INLINE[b - a][a]
            first, other, target = cells
            step = target - first
            if step not in hg.DIRECTIONS or hg.distance(first, target) != 1:
                raise IllegalMove(f"{text!r}: {parts[2]} is not next to {parts[0]}; the first-named end "
                                  "marble moves one step")
            span = hg.distance(first, other)
            lo, hi = min(first, other), max(first, other)
            axis = next((a for a in hg.AXES if span in (1, 2) and lo + span * a == hi), None)
            if axis is None:
                raise IllegalMove(f"{text!r}: {parts[0]} and {parts[1]} are not the two ends of a line "
                                  "of two or three marbles")
            if step in (axis, -axis):
                raise IllegalMove(f"{text!r}: that moves the line along itself; write an in-line move "
                                  "as the rear marble's cell and where it goes, e.g. "
                                  f"{hg.NAMES[hi if step < 0 else lo]}{hg.NAMES[(hi if step < 0 else lo) + step]}")
            move = BROADSIDE[axis, span + 1, step][lo]
            if move is None:
                raise IllegalMove(f"{text!r}: that line would move off the board")
            return move
    raise IllegalMove(f"{text!r} is not an Abalone move: {_SYNTAX}")


_MOVE_NUMBER = re.compile(r"(?<![a-z0-9])\d+\s*\.+(\.\.)?")
_COMMENT = re.compile(r"\{[^}]*\}|\[[^\]]*\]")
_RESULT = re.compile(r"^(1-0|0-1|1/2-1/2|\*|\d+-\d+)$")


def parse_record_text(text: str) -> List[str]:
    """A pasted game record to its moves: `1.a1b2 i5h5 2.a5b5 ...` -> ['a1b2', 'i5h5', 'a5b5', ...].

    Move numbers (`12.`, `12...`), comments in braces or brackets, commas and a final
    result such as `1-0` are dropped; what is left is split on spaces. The moves are
    not checked here: `engines.load` replays them and names the first illegal one.
    """
    if not isinstance(text, str):
        raise ValueError(f"a record to paste is text, not {type(text).__name__}")
    cleaned = _COMMENT.sub(" ", text.lower())
    cleaned = _MOVE_NUMBER.sub(" ", cleaned)
    tokens = [t for t in re.split(r"[\s,;]+", cleaned) if t]
    return [t for t in tokens if not _RESULT.match(t) and not t.isdigit()]


def load_record_text(text: str, **options: Any) -> AbaloneState:
    """A new game with `options` and the moves of a pasted record played; IllegalMove names
    the move (its number in the game, counting every seat's move) and why it is refused."""
    state = GAME.new(**options)
    for number, move in enumerate(parse_record_text(text), start=1):
        try:
            state = state.play(move)
        except IllegalMove as exc:
            who = state.seat_name(state.to_move) if state.to_move is not None else "nobody"
            raise IllegalMove(f"move {number} ({move!r}, {who}): {exc}") from None
    return state


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
                raise ValueError(f"{text!r} is not a free cell of the board")
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
        raise ValueError(f"None (no limit) or a whole number of moves >= 1, got {value!r}")
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
        Option("layout", "standard", "Starting position (2 players)", choices=LAYOUTS,
               labels=("Standard", "Belgian daisy", "German daisy"),
               help="Used with 2 players; 3 and 4 players have one starting position."),
        Option("partners_double_turn", False, "Partners play twice (4 players)", choices=(False, True),
               labels=("No: turns go round the table", "Yes: partners move one after the other"),
               help="4 players: the turn order is 0, 2, 1, 3, so partners play two turns in a row."),
        Option("max_plies", None, "Move limit", check=_check_max_plies,
               help="None, or the number of moves after which the side that pushed off more wins."),
    ),
    create=_create,
    summary="Push six opposing marbles off the hexagonal board: 2 players, 3, or 4 in teams.",
    evaluate=evaluate,
    extras={"playout_plies": 2, "parse_record_text": parse_record_text,
            "chance": False},
)

__all__ = ["AbaloneMove", "AbaloneState", "ALL_MOVES", "GAME", "PASS", "STARTS", "evaluate",
           "load_record_text", "parse_move", "parse_record_text", "position"]
