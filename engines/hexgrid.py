"""A hexagonal board of hexagons ("hexhex", side 5: 61 cells) as bit positions.

Cells are named as in Abalone records: rows `a`..`i` from the bottom edge to the top
edge, diagonals `1`..`9` from lower left to upper right. Row a holds 1-5, e 1-9, i 5-9.
In coordinates, row `r` (0..8) and diagonal `d` (0..8) with |r - d| <= 4.

Each cell is a bit position in a padded 11 x 11 array, `index(r, d) = (r+1)*11 + d+1`,
so a set of cells is a plain Python int and a step in a direction is a shift:

    E  (r, d+1)   +1        W  (r, d-1)    -1
    NE (r+1, d+1) +12       SW (r-1, d-1) -12
    NW (r+1, d)   +11       SE (r-1, d)   -11

The ring of padding cells around the board is "off the board": from any cell one step
in any direction lands on the board or in that ring, never on another row's cells.
"""
from __future__ import annotations

import math
from typing import Dict, Iterator, List, Optional, Tuple

SIDE = 5
ROWS = 2 * SIDE - 1                     # 9
WIDTH = ROWS + 2                        # 11: the padded row length
ROW_LETTERS = "abcdefghi"

E, NE, NW, W, SW, SE = 1, WIDTH + 1, WIDTH, -1, -(WIDTH + 1), -WIDTH
DIRECTIONS: Tuple[int, ...] = (E, NE, NW, W, SW, SE)
"""The six steps, counter-clockwise from east."""
AXES: Tuple[int, ...] = (E, NE, NW)
"""One step of each of the three line directions, each pointing to a higher row (or,
along a row, a higher diagonal)."""
DIRECTION_NAMES: Dict[int, str] = {E: "east", NE: "north-east", NW: "north-west",
                                   W: "west", SW: "south-west", SE: "south-east"}


def index(row: int, diagonal: int) -> int:
    """Bit position of (row, diagonal), both 0-based; valid or padding."""
    return (row + 1) * WIDTH + diagonal + 1


def on_board(row: int, diagonal: int) -> bool:
    """True for the 61 cells of the board."""
    return 0 <= row < ROWS and 0 <= diagonal < ROWS and abs(row - diagonal) < SIDE


CELLS: Tuple[int, ...] = tuple(index(r, d) for r in range(ROWS) for d in range(ROWS) if on_board(r, d))
"""The 61 cells, row a first, each row by diagonal."""
COORDS: Dict[int, Tuple[int, int]] = {index(r, d): (r, d) for r in range(ROWS) for d in range(ROWS)
                                      if on_board(r, d)}
NAMES: Dict[int, str] = {cell: f"{ROW_LETTERS[r]}{d + 1}" for cell, (r, d) in COORDS.items()}
BY_NAME: Dict[str, int] = {name: cell for cell, name in NAMES.items()}
CENTRE = index(SIDE - 1, SIDE - 1)      # e5
SPAN = WIDTH * WIDTH                    # bit positions 0 .. 120
ON_BOARD: Tuple[bool, ...] = tuple(i in COORDS for i in range(SPAN + 2 * WIDTH + 2))
"""Indexable by any cell plus a step or two (padding and beyond are False)."""


def mask(cells) -> int:
    """The set of `cells` as an int."""
    out = 0
    for cell in cells:
        out |= 1 << cell
    return out


BOARD = mask(CELLS)
"""Every cell of the board."""
OFF = ((1 << SPAN) - 1) & ~BOARD
"""The padding ring (and the unused corners of the array): off the board."""


def distance(a: int, b: int) -> int:
    """Steps between two cells."""
    (ra, da), (rb, db) = COORDS[a], COORDS[b]
    dr, dd = ra - rb, da - db
    return max(abs(dr), abs(dd), abs(dr - dd))


RINGS: Tuple[int, ...] = tuple(mask(c for c in CELLS if distance(c, CENTRE) == k) for k in range(SIDE))
"""RINGS[k]: the cells k steps from the centre (RINGS[4] is the edge)."""
EDGE = RINGS[SIDE - 1]


def behind(cells: int, step: int) -> int:
    """The cells `c` with `c + step` in `cells` (a shift of the whole set)."""
    return cells >> step if step > 0 else cells << -step


def ahead(cells: int, step: int) -> int:
    """The cells `c + step` for every `c` in `cells`."""
    return cells << step if step > 0 else cells >> -step


def bits(cells: int) -> Iterator[int]:
    """The cell indices of a set, lowest first."""
    while cells:
        low = cells & -cells
        yield low.bit_length() - 1
        cells ^= low


def count(cells: int) -> int:
    """How many cells a set holds."""
    return cells.bit_count()


def name(cell: int) -> str:
    """`a1` .. `i9` for a cell."""
    return NAMES[cell]


def parse_cell(text: str) -> Optional[int]:
    """The cell named `text` (`a1`, case already lowered), or None."""
    return BY_NAME.get(text)


def line(start: int, step: int, length: int) -> List[int]:
    """`length` cells from `start` one `step` apart."""
    return [start + i * step for i in range(length)]


# ----- drawing geometry (shared by views) ---------------------------------------------------
SQRT3 = math.sqrt(3.0)


def unit_xy(cell: int) -> Tuple[float, float]:
    """Centre of a cell in units of the cell spacing, e5 at (0, 0), y growing downward
    (screen convention): row a at the bottom, diagonal 1 at the lower left."""
    r, d = COORDS[cell] if cell in COORDS else divmod(cell, WIDTH)
    if cell not in COORDS:
        r, d = r - 1, d - 1
    return (d - SIDE + 1) - (r - SIDE + 1) / 2.0, -(r - SIDE + 1) * SQRT3 / 2.0


def direction_xy(step: int) -> Tuple[float, float]:
    """A direction as a unit vector on screen (y downward)."""
    x0, y0 = unit_xy(CENTRE)
    x1, y1 = unit_xy(CENTRE + step)
    return x1 - x0, y1 - y0


def nearest_cell(x: float, y: float, limit: float = 0.5) -> Optional[int]:
    """The cell whose centre is within `limit` units of (x, y) (unit coordinates), if any."""
    best, best_d = None, limit
    for cell in CELLS:
        cx, cy = unit_xy(cell)
        d = math.hypot(x - cx, y - cy)
        if d <= best_d:
            best, best_d = cell, d
    return best
