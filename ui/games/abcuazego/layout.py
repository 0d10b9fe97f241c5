"""Where things are on the Abcuazego board, in the view's design units: the pits, the
stores, the grain counts, each kernel's place, and which place a tap hits.

The board stands upright (a portrait design, so that ten pits a side fit a phone): the
two rows of the game are two columns of ten pits running down the board, with the
stores at the ends, one at the top and one at the bottom.

The player nearest the person at this screen (`host.bottom_seat()`, the Zipa unless the
person plays the Zaque alone) has the LEFT column, numbered 1-10 from the top, and the
store at the BOTTOM, next to their pit 10: "nearest" means their store is at the near
edge of the screen and their grains flow down towards them. The other player has the
right column, numbered 1-10 from the bottom, and the store at the top. This is the
board of the rulebook turned a quarter turn, never mirrored, so counter-clockwise on
the screen is counter-clockwise in the rules (down the left column, through the bottom
store, up the right column, through the top store) and each pit still faces the pit
of the same row across the middle (pit k faces the opponent's pit 11 - k).

Everything of the far player is the near player's, turned half a turn about the
middle of the board (`turned`). With the Zaque nearest (`flip`), the seats swap.

Hit-testing is by whole cells: the board is cut into twenty row-halves (one per pit)
and the two bands at the ends (the stores), so a tap anywhere in a pit's cell is a tap
on that pit.
"""
from __future__ import annotations

import math
from typing import List, Optional, Tuple

from engines import abcuazego as ab
from engines.abcuazego import STORES

WIDTH, HEIGHT = 720, 1000
BOARD = (8, 8, 704, 984)  # x, y, w, h of the wooden board
MID_X = WIDTH / 2  # the line between the two columns
ROW_TOP, ROW_H = 130, 74  # the first pit row's top edge and each row's height (cells)
PIT_X, PIT_RX, PIT_RY = 188, 104, 31  # centre x of the near column's pits; the oval's half-sizes
NUMBER_X = 44  # the near column's pit numbers (the game's coordinates), at the outer edge
COUNT_X, COUNT_R = 326, 22  # the near column's grain counts, at the inner edge
STORE_Y, STORE_RX, STORE_RY = 930, 330, 48  # the near store's centre y and half-sizes (centre x: MID_X)
STORE_COUNT_X, STORE_COUNT_R = 74, 28  # the near store's grain count, at its owner's end
STORE_LABEL_X = 112  # where the near store's name starts
STORE_KERNELS_X = (304, 668)  # the part of the near store the kernels fill (left, right), past its name
MAX_KERNELS_PIT = 30
MAX_KERNELS_STORE = 72

Point = Tuple[float, float]


def near(seat: int, flip: bool) -> bool:
    """Is `seat` the one drawn nearest the player (left column, store at the bottom)?"""
    return (seat == ab.ZIPA) != flip


def turned(x: float, y: float) -> Point:
    """The point half a turn about the middle of the board: where the far player's
    things are, given the near player's."""
    return WIDTH - x, HEIGHT - y


def placed(seat: int, x: float, y: float, flip: bool) -> Point:
    """A point of `seat`'s half given as if `seat` were nearest, as drawn."""
    return (x, y) if near(seat, flip) else turned(x, y)


def row_y(pit: int) -> float:
    """Centre y of the near player's pit number `pit` (1 at the top)."""
    return ROW_TOP + ROW_H * (pit - 0.5)


def place_centre(index: int, flip: bool = False) -> Point:
    """Centre of a place on the ring (a pit or a store) in design units."""
    if index in STORES:
        return placed(STORES.index(index), MID_X, STORE_Y, flip)
    seat, pit = ab.pit_of(index)
    return placed(seat, PIT_X, row_y(pit), flip)


def seat_at(x: float, flip: bool) -> int:
    """The seat whose column holds the point at `x` (left: the near seat)."""
    near_seat = ab.ZAQUE if flip else ab.ZIPA
    return near_seat if x < MID_X else 1 - near_seat


def place_at(x: float, y: float, flip: bool = False) -> Optional[int]:
    """The ring index of the pit or store whose cell holds (x, y); None off the board.
    A pit's cell is its half of its row, a store's the band at its end of the board."""
    bx, by, bw, bh = BOARD
    if not (bx <= x <= bx + bw and by <= y <= by + bh):
        return None
    near_seat = ab.ZAQUE if flip else ab.ZIPA
    if y < ROW_TOP:
        return STORES[1 - near_seat]
    if y >= HEIGHT - ROW_TOP:
        return STORES[near_seat]
    row = min(ab.PITS - 1, int((y - ROW_TOP) // ROW_H))  # 0 at the top
    seat = seat_at(x, flip)
    return ab.pit_index(seat, row + 1 if seat == near_seat else ab.PITS - row)


def count_label_centre(index: int, flip: bool = False) -> Point:
    """Where a place's grain count is written: beside a pit, on the middle side of
    the board; at its owner's end of a store."""
    if index in STORES:
        return placed(STORES.index(index), STORE_COUNT_X, STORE_Y, flip)
    seat, pit = ab.pit_of(index)
    return placed(seat, COUNT_X, row_y(pit), flip)


def number_centre(seat: int, pit: int, flip: bool = False) -> Point:
    """Where `seat`'s pit number `pit` is written: at the outer edge of the board."""
    return placed(seat, NUMBER_X, row_y(pit), flip)


def store_label(seat: int, flip: bool = False) -> Tuple[float, float, str]:
    """(x, y, text-align) of `seat`'s store's name, beside its count."""
    x, y = placed(seat, STORE_LABEL_X, STORE_Y, flip)
    return x, y, "left" if near(seat, flip) else "right"


_GOLDEN = math.pi * (3 - math.sqrt(5))


def kernel_slots(index: int, count: int, flip: bool = False) -> List[Tuple[float, float, float, int]]:
    """(x, y, angle, colour) of the kernels drawn in a place holding `count` grains.

    Slot i never moves as grains arrive, so a sown grain lands without the others
    jumping about; past a cap the number beside the place tells the rest.
    """
    if index in STORES:
        seat = STORES.index(index)
        slots = _store_slots(index)[:min(count, MAX_KERNELS_STORE)]
    else:
        seat, pit = ab.pit_of(index)
        slots = _pit_slots(index, PIT_X, row_y(pit), min(count, MAX_KERNELS_PIT))
    if near(seat, flip):
        return slots
    return [(*turned(x, y), angle + math.pi, shade) for x, y, angle, shade in slots]


def _pit_slots(index: int, cx: float, cy: float, count: int) -> List[Tuple[float, float, float, int]]:
    """Kernel places in an oval pit: a sunflower spiral stretched to the oval."""
    out = []
    for i in range(count):
        spread = math.sqrt((i + 0.5) / MAX_KERNELS_PIT)
        angle = i * _GOLDEN + index
        out.append((cx + (PIT_RX - 13) * spread * math.cos(angle), cy + (PIT_RY - 9) * spread * math.sin(angle),
                    angle * 1.7, (i * 5 + index * 3) % 4))
    return out


def _store_slots(index: int) -> List[Tuple[float, float, float, int]]:
    """Kernel places in a store (drawn nearest): rows across its open part, the middle
    row first, then the rows above and below it."""
    left, right = STORE_KERNELS_X
    out: List[Tuple[float, float, float, int]] = []
    per_row = 24
    for offset in (0, -17, 17, -34 + 4, 34 - 4):
        for k in range(per_row):
            i = len(out)
            x = left + (k + 0.5 * (i // per_row % 2)) * (right - left) / per_row
            out.append((x, STORE_Y + offset + (k % 2) * 3 - 1, ((i * 37) % 90 - 45) * math.pi / 180,
                        (i * 7 + index) % 4))
    return out[:MAX_KERNELS_STORE]
