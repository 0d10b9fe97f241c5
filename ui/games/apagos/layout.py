"""Where the Apagos view draws things, in its design units, and what a point hits.

The ramp runs from the bottom left (position 1) to the top right (position 4); the
tray's two boxes sit at the bottom right. Pure arithmetic: no drawing, no rules.
"""
from __future__ import annotations

from typing import List, Optional, Tuple

from engines import apagos

WIDTH, HEIGHT = 800, 560
SQUARE = 118
"""The side of a platform."""
HOLE_R = 13
PIP = 33
"""The spacing of the holes on a platform, laid out like dice pips."""
FLIP_R = 15
"""The radius of a flip button while the ramp is being arranged."""

TRAY_BOXES = {apagos.BLACK: (500, 428, 120, 100), apagos.WHITE: (640, 428, 120, 100)}
"""The tray's box for each colour (x, y, width, height): tapping one chooses that colour."""


def slot_centre(position: int) -> Tuple[float, float]:
    """Centre of the platform at ramp position 1 (bottom) .. 4 (top)."""
    return 130 + (position - 1) * 165, 455 - (position - 1) * 118


def hole_offsets(holes: int) -> List[Tuple[float, float]]:
    """Hole centres relative to a platform's centre, laid out like dice pips."""
    d = PIP
    return {
        1: [(0, 0)],
        3: [(-d, d), (0, 0), (d, -d)],
        5: [(-d, -d), (d, -d), (0, 0), (-d, d), (d, d)],
        7: [(-d, -d), (-d, 0), (-d, d), (0, 0), (d, -d), (d, 0), (d, d)],
    }[holes]


def flip_centre(position: int) -> Tuple[float, float]:
    """The flip button beside a platform while the ramp is being arranged."""
    cx, cy = slot_centre(position)
    return cx + SQUARE / 2 + 4, cy + SQUARE / 2 + 4


def platform_at(x: float, y: float) -> Optional[int]:
    """The ramp position whose platform covers (x, y), with a small margin."""
    half = SQUARE / 2 + 6
    for position in range(1, apagos.POSITIONS + 1):
        cx, cy = slot_centre(position)
        if abs(x - cx) <= half and abs(y - cy) <= half:
            return position
    return None


def ball_cells(platform: apagos.Platform) -> List[Optional[int]]:
    """What sits in each hole of a platform: colour index or None, black balls first."""
    holes, black, white = platform
    return [apagos.BLACK] * black + [apagos.WHITE] * white + [None] * (holes - black - white)


def ball_centre(position: int, platform: apagos.Platform, colour: int) -> Tuple[float, float]:
    """Where the last ball of `colour` on `platform`, drawn at `position`, sits: the ball
    that arrived last there, or the one that leaves next (the platform has one)."""
    cells = ball_cells(platform)
    index = len(cells) - 1 - cells[::-1].index(colour)
    cx, cy = slot_centre(position)
    dx, dy = hole_offsets(platform[0])[index]
    return cx + dx, cy + dy
