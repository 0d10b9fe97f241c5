"""The keyboard cursor on the board: which place an arrow key leads to, where the
cursor stays when the places change, and the ring that shows it. The page and the
e2e tests' mirror of it share these rules.
"""
from __future__ import annotations

import math
from typing import Optional, Sequence, Tuple

from ui.view import Place

ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def nearest_place(places: Sequence[Place], current: int, key: str) -> int:
    """The index of the place an arrow key leads to from `places[current]`."""
    dx, dy = ARROWS[key]
    x0, y0 = places[current][0], places[current][1]
    best, best_score = current, None
    for index, (x, y, _) in enumerate(places):
        along = (x - x0) * dx + (y - y0) * dy
        across = abs((x - x0) * dy - (y - y0) * dx)
        if index == current or along <= 0:
            continue
        score = along + 2 * across
        if best_score is None or score < best_score:
            best, best_score = index, score
    return best


def place_at(places: Sequence[Place], point: Optional[Tuple[float, float]]) -> int:
    """The index of the place at `point` (x, y), or of the place nearest to it: where
    the keyboard cursor stays when the places change under it (None: the first)."""
    if point is None:
        return 0
    px, py = point
    return min(range(len(places)), key=lambda i: (places[i][0] - px) ** 2 + (places[i][1] - py) ** 2)


def draw_cursor(ctx, x: float, y: float) -> None:
    """The keyboard cursor: a ring, dark inside light, visible on any board."""
    for colour, width in (("#ffffff", 9), ("#1f4fd1", 4)):  # 15 and 2 CSS px on a 390 px phone
        ctx.beginPath()
        ctx.arc(x, y, 28, 0, 2 * math.pi)
        ctx.strokeStyle = colour
        ctx.lineWidth = width
        ctx.stroke()
