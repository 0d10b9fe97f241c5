"""Where things are on the Abcuazego board, in the view's design units: the pits, the
stores, the grain counts, each kernel's place, and which place a tap hits.

Drawn from the Zipa's side, the Zipa's row is the near (bottom) row, numbered 1-10 from
the left, with the Zipa's store at the right end; the Zaque's row is the far (top) row,
numbered 1-10 from the Zaque's left (the right as drawn), with the Zaque's store at the
left end. When the person at this screen plays the Zaque alone, the board is turned
round: every function here takes `flip` for that.
"""
from __future__ import annotations

import math
from typing import List, Optional, Tuple

from engines import abcuazego as ab
from engines.abcuazego import STORES

WIDTH, HEIGHT = 960, 500
BOARD = (14, 56, 932, 388)  # x, y, w, h of the wooden board
PIT_R = 31
COLUMN_X0, COLUMN_DX = 160.5, 71  # centre of column 0 and the step between columns
ROW_Y = (340, 196)  # centre y of the Zipa's row (near) and the Zaque's row (far)
STORE_X = (880, 80)  # centre x of the Zipa's store (right) and the Zaque's store (left)
STORE_Y, STORE_RX, STORE_RY = 268, 40, 150
SPEED_BOX = (830, 8, 120, 38)  # the sowing-speed button, above the board's right end
MAX_KERNELS_PIT = 30
MAX_KERNELS_STORE = 70

Point = Tuple[float, float]


def column(seat: int, pit: int) -> int:
    """The column (0 at the left) of `seat`'s pit number `pit` as drawn."""
    return pit - 1 if seat == ab.ZIPA else ab.PITS - pit


def turned(x: float, y: float, flip: bool) -> Point:
    """A point of the board drawn from the Zipa's side, as drawn from the Zaque's if `flip`
    (half a turn about the middle of the board)."""
    return (WIDTH - x, 2 * STORE_Y - y) if flip else (x, y)


def near(seat: int, flip: bool) -> bool:
    """Is `seat`'s row the one drawn nearest the player?"""
    return (seat == ab.ZIPA) != flip


def place_centre(index: int, flip: bool = False) -> Point:
    """Centre of a place on the ring (a pit or a store) in design units."""
    if index in STORES:
        seat = STORES.index(index)
        return turned(STORE_X[seat], STORE_Y, flip)
    seat, pit = ab.pit_of(index)
    return turned(COLUMN_X0 + COLUMN_DX * column(seat, pit), ROW_Y[seat], flip)


def place_at(x: float, y: float, flip: bool = False) -> Optional[int]:
    """The ring index of the pit or store at (x, y), with a small margin; None elsewhere."""
    x, y = turned(x, y, flip)
    for seat in (ab.ZIPA, ab.ZAQUE):
        sx = STORE_X[seat]
        if ((x - sx) / (STORE_RX + 6)) ** 2 + ((y - STORE_Y) / (STORE_RY + 6)) ** 2 <= 1:
            return STORES[seat]
        if abs(y - ROW_Y[seat]) <= PIT_R + 22:
            col = round((x - COLUMN_X0) / COLUMN_DX)
            if 0 <= col < ab.PITS and abs(x - (COLUMN_X0 + COLUMN_DX * col)) <= PIT_R + 4:
                pit = col + 1 if seat == ab.ZIPA else ab.PITS - col
                return ab.pit_index(seat, pit)
    return None


def count_label_centre(index: int, flip: bool = False) -> Point:
    """Where a place's grain count is written: outside the pit, towards its owner; at
    the foot of a store."""
    x, y = place_centre(index, flip)
    if index in STORES:
        return x, STORE_Y + STORE_RY - 20
    toward_player = near(ab.pit_of(index)[0], flip)
    return x, y + (PIT_R + 16 if toward_player else -(PIT_R + 16))


_GOLDEN = math.pi * (3 - math.sqrt(5))


def kernel_slots(index: int, count: int, flip: bool = False) -> List[Tuple[float, float, float, int]]:
    """(x, y, angle, colour) of the kernels drawn in a place holding `count` grains.

    Slot i never moves as grains arrive, so a sown grain lands without the others
    jumping about; past a cap the number beside the place tells the rest.
    """
    cx, cy = place_centre(index, flip)
    if index in STORES:
        return _store_slots(index, cx, cy)[:min(count, MAX_KERNELS_STORE)]
    out = []
    for i in range(min(count, MAX_KERNELS_PIT)):
        radius = 4.5 * math.sqrt(i + 0.5)
        angle = i * _GOLDEN + index
        out.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle),
                    angle * 1.7, (i * 5 + index * 3) % 4))
    return out


def _store_slots(index: int, cx: float, cy: float) -> List[Tuple[float, float, float, int]]:
    """Kernel places in a store: rows from the bottom (above its count) up, each as wide
    as the oval allows there."""
    out: List[Tuple[float, float, float, int]] = []
    y = cy + STORE_RY - 44
    while len(out) < MAX_KERNELS_STORE and y > cy - STORE_RY + 50:
        half = STORE_RX * math.sqrt(max(0.0, 1 - ((y - cy) / STORE_RY) ** 2)) - 9
        n = max(1, int(2 * half // 12) + 1)
        for k in range(n):
            x = cx if n == 1 else cx - half + k * 2 * half / (n - 1)
            i = len(out)
            out.append((x, y + (k % 2) * 2, ((i * 37) % 90 - 45) * math.pi / 180, (i * 7 + index) % 4))
        y -= 11
    return out
