"""Abalone's moves as values, and their notation (Aba-Pro style).

An in-line move is the rear marble's cell and the cell it moves to (`a1b2`: the group
is that marble and the friendly marbles straight ahead, up to three; any push follows
from the position); a broadside move is the two end marbles and where the first-named
end goes (`c3c5d4`); `pass` when nothing else is legal. Every move that can be written
exists once, in the tables below, so moves compare and hash by their notation.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from . import hexgrid as hg
from .core import IllegalMove, Move, shorten


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


# ----- notation ------------------------------------------------------------------------------------
_SYNTAX = ("write an in-line move as the rear marble's cell and where it goes (a1b2), a sideways "
           "move as the two end marbles and where the first goes (c3c5d4), or pass")


def _cell(text: str, whole: str) -> int:
    cell = hg.BY_NAME.get(text)
    if cell is None:
        if len(text) == 2 and text[0] in hg.ROW_LETTERS and text[1].isdigit():
            raise IllegalMove(f"{shorten(whole)!r}: {text} is not on the board (row {text[0].upper()} "
                              f"holds {_row_span(text[0])})")
        raise IllegalMove(f"{shorten(whole)!r}: {text!r} is not a cell; cells are a row a-i and a diagonal 1-9")
    return cell


def _row_span(letter: str) -> str:
    r = hg.ROW_LETTERS.index(letter)
    first, last = max(0, r - hg.SIDE + 1) + 1, min(hg.ROWS - 1, r + hg.SIDE - 1) + 1
    return f"{first}-{last}"


def parse_move(text: str) -> AbaloneMove:
    """Notation (already stripped and lower-cased) to a move; IllegalMove for bad syntax."""
    if not text.isascii():
        raise IllegalMove(f"{shorten(text)!r} is not an Abalone move: use plain letters and digits; {_SYNTAX}")
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
                    raise IllegalMove(f"{shorten(text)!r}: {parts[1]} is not next to {parts[0]}; a marble moves one "
                                      "step to a neighbouring cell")
                return INLINE[b - a][a]
            first, other, target = cells
            step = target - first
            if step not in hg.DIRECTIONS or hg.distance(first, target) != 1:
                raise IllegalMove(f"{shorten(text)!r}: {parts[2]} is not next to {parts[0]}; the first-named end "
                                  "marble moves one step")
            span = hg.distance(first, other)
            lo, hi = min(first, other), max(first, other)
            axis = next((a for a in hg.AXES if span in (1, 2) and lo + span * a == hi), None)
            if axis is None:
                raise IllegalMove(f"{shorten(text)!r}: {parts[0]} and {parts[1]} are not the two ends of a line "
                                  "of two or three marbles")
            if step in (axis, -axis):
                raise IllegalMove(f"{shorten(text)!r}: that moves the line along itself; write an in-line move "
                                  "as the rear marble's cell and where it goes, e.g. "
                                  f"{hg.NAMES[hi if step < 0 else lo]}{hg.NAMES[(hi if step < 0 else lo) + step]}")
            move = BROADSIDE[axis, span + 1, step][lo]
            if move is None:
                raise IllegalMove(f"{shorten(text)!r}: that line would move off the board")
            return move
    raise IllegalMove(f"{shorten(text)!r} is not an Abalone move: {_SYNTAX}")
