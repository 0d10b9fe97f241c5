"""Where things are on the Abalone view: the board's place and size, cells and lit spots in
design units (the board may be turned so a seat sits at the bottom), and which cell or
move a tap means. Pure geometry, tested in CPython; the rules come from the engine.

The design is portrait (720 x 860): the hexagon fills the width (nine cells across, about
41 CSS px each on a 390 px phone), with a strip above and below it for the trays of
pushed-off marbles (panel.py). A tap anywhere in a cell's hexagon means that cell.
"""
from __future__ import annotations

import math
from typing import List, Optional, Sequence, Tuple

import engines
from engines import abalone
from engines.abalone import AbaloneMove

WIDTH, HEIGHT = 720, 860
BOARD_X, BOARD_Y = 360, 430      # the centre cell e5
SPACING = 75                     # centre to centre of neighbouring cells
MARBLE_R = 31
HOLE_R = 25
FRAME_R = 4.8                    # the frame's corners, in cell spacings from e5 (the width exactly)
CELL_REACH = 0.58                # a cell answers taps over its whole hexagon (and that far off the board)
SPOT_R = 0.5                     # how close (in cell units) a tap must be to a lit spot
TARGET_R = 16                    # the radius of a lit spot
BOARD_BOX = (0.0, BOARD_Y - 4.3 * SPACING, float(WIDTH), 8.6 * SPACING)
"""The hexagon and its frame without the trays (the home page's thumbnail)."""

Point = Tuple[float, float]


# ----- cells and points ---------------------------------------------------------------------------
def rotate(x: float, y: float, turns: int) -> Point:
    """(x, y) turned by `turns` sixths of a full turn about the centre."""
    if not turns:
        return x, y
    angle = turns * math.pi / 3
    c, s = math.cos(angle), math.sin(angle)
    return x * c - y * s, x * s + y * c


def unit_point(ux: float, uy: float, turns: int = 0) -> Point:
    """A point in cell units (e5 at 0, 0) in design units."""
    x, y = rotate(ux, uy, turns)
    return BOARD_X + x * SPACING, BOARD_Y + y * SPACING


def cell_point(cell: int, turns: int = 0) -> Point:
    """Centre of a cell (or of a padding cell just off the board) in design units."""
    return unit_point(*abalone.cell_xy(cell), turns)


def beyond(cell: int, step: int, steps: float, turns: int = 0) -> Point:
    """The point `steps` steps from `cell`'s centre in direction `step` (off the board too)."""
    x, y = abalone.cell_xy(cell)
    dx, dy = abalone.direction_xy(step)
    return unit_point(x + dx * steps, y + dy * steps, turns)


def to_units(x: float, y: float, turns: int = 0) -> Point:
    """Design units back to cell units (the inverse of unit_point)."""
    return rotate((x - BOARD_X) / SPACING, (y - BOARD_Y) / SPACING, -turns)


def cell_at(x: float, y: float, turns: int = 0) -> Optional[int]:
    """The cell whose hexagon (x, y) is in, if any (the nearest centre, within CELL_REACH)."""
    return abalone.nearest_cell(*to_units(x, y, turns), limit=CELL_REACH)


def centroid(cells: Sequence[int], turns: int = 0) -> Point:
    """The middle of some cells in design units."""
    points = [cell_point(c, turns) for c in cells]
    return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)


def turns_for(state, seat: int) -> int:
    """Sixths of a turn that bring `seat`'s starting marbles to the bottom edge (0 for the
    first seat, and for the daisy starts, which sit on both sides)."""
    if not seat or seat >= state.num_players:
        return 0
    start = engines.new_game("abalone", players=state.num_players,
                             layout=state.options.get("layout", "standard"))
    mine = [abalone.cell_xy(c) for c in start.marbles(seat)]
    x = sum(p[0] for p in mine) / len(mine)
    y = sum(p[1] for p in mine) / len(mine)
    if math.hypot(x, y) < 1.0:                # the daisies sit on both sides: no turn helps
        return 0
    angle = math.atan2(y, x)                  # where the seat sits now
    wanted = math.pi / 2                      # straight down on screen
    return round((wanted - angle) / (math.pi / 3)) % 6


# ----- moves and where to tap for them -------------------------------------------------------------
def spot_units(state, move: AbaloneMove) -> Point:
    """Where a person taps (in cell units) to make `move` once its group is selected: for
    an in-line move, the cell the head of the line moves into; for a sideways move, the
    middle of where the line goes. The six spots around a selection never coincide."""
    cells = state.group(move)
    dx, dy = abalone.direction_xy(move.step)
    if move.kind == "inline":
        x, y = abalone.cell_xy(cells[-1])
        return x + dx, y + dy
    points = [abalone.cell_xy(c) for c in cells]
    return (sum(p[0] for p in points) / len(points) + dx, sum(p[1] for p in points) / len(points) + dy)


def spot_point(state, move: AbaloneMove, turns: int = 0) -> Point:
    """`spot_units` in design units."""
    return unit_point(*spot_units(state, move), turns)


def selection_for(state, move: AbaloneMove) -> List[int]:
    """The marbles to tap to select `move`'s group: the rear alone for an in-line move,
    the two ends of the line for a sideways one."""
    if move.kind == "inline":
        return [move.rear]
    cells = state.group(move)
    return [cells[0], cells[-1]] if len(cells) > 1 else cells


def line_between(a: int, b: int) -> Optional[List[int]]:
    """The cells from a to b if they lie on one line at most 3 cells long, in order."""
    if a == b:
        return [a]
    for step in abalone.DIRECTIONS:
        for n in (1, 2):
            if a + n * step == b:
                return [a + i * step for i in range(n + 1)]
    return None


def candidates(state, selection: Sequence[int]) -> List[AbaloneMove]:
    """The legal moves a selection can make: for one marble, the moves it is the rear of
    (alone or heading its line); for a line, the moves of exactly that line."""
    if state.is_over() or not selection:
        return []
    chosen = set(selection)
    out = []
    for move in state.legal_moves():
        if move.kind == "pass":
            continue
        if len(selection) == 1:
            if move.kind == "inline" and move.rear == selection[0]:
                out.append(move)
        elif set(state.group(move)) == chosen:
            out.append(move)
    return out


def move_toward(moves: Sequence[AbaloneMove], dx: float, dy: float) -> Optional[AbaloneMove]:
    """Of `moves`, the one whose direction is closest to (dx, dy) (cell units), within
    about 35 degrees; None if none is."""
    length = math.hypot(dx, dy) or 1.0
    best, best_dot = None, 0.8
    for move in moves:
        mx, my = abalone.direction_xy(move.step)
        dot = (dx * mx + dy * my) / length
        if dot > best_dot:
            best, best_dot = move, dot
    return best


def move_at(state, moves: Sequence[AbaloneMove], x: float, y: float, turns: int = 0,
            friendly: Sequence[int] = ()) -> Optional[AbaloneMove]:
    """Of `moves`, the one whose lit spot is under (x, y): the nearest spot within SPOT_R,
    unless the centre of a marble of `friendly` is nearer (the tap then means that marble).
    Spots stand at least a cell apart, and at least 0.87 of one from any of the mover's
    marbles, so each answers over most of its cell."""
    ux, uy = to_units(x, y, turns)
    best, best_d = None, SPOT_R
    for move in moves:
        sx, sy = spot_units(state, move)
        d = math.hypot(ux - sx, uy - sy)
        if d <= best_d:
            best, best_d = move, d
    if best is not None:
        for cell in friendly:
            cx, cy = abalone.cell_xy(cell)
            if math.hypot(ux - cx, uy - cy) < best_d:
                return None
    return best
