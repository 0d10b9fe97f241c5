"""Where the Apagos view draws things, in its design units, and what a point hits.

A portrait design (700 x 1000, the shape of a phone's board box): the ramp climbs
from the bottom left (position 1) to the top right (position 4), one platform above
the other, so each platform takes a quarter of the height. Beside each platform, on
its left, is its tab: the flip button while the ramp is arranged, and in play the
handle that picks up one of the mover's balls to move it down. The tray's two boxes
sit in the bottom right corner, which the climbing ramp leaves free.

On a 390 px wide phone a design unit is about 0.56 CSS px: a platform is about
117 px across, a tab 56 px, a tray box 86 x 84 px. Pure arithmetic: no drawing, no rules.
"""
from __future__ import annotations

from typing import List, Optional, Tuple

from engines import apagos

Box = Tuple[float, float, float, float]

WIDTH, HEIGHT = 700, 1000
SQUARE = 210
"""The side of a platform."""
HOLE_R = 23
PIP = 60
"""The spacing of the holes on a platform, laid out like dice pips."""
TAB = 100
"""The side of a platform's tab (flip button or move-down handle)."""
TAB_GAP = 12
"""The table between a tab and its platform."""
LEFT = 120
"""The left edge of the bottom platform (its tab sits in the margin left of it)."""
STEP_X, STEP_Y = 120, SQUARE + 16
"""How far each platform sits right of and above the one below it."""
TOP_Y = 60
"""The top edge of the top platform (the TOP sign is above it)."""
NUMBER_DY = -78
"""Where a position's number is written: above its tab, this far from the platform's centre."""

TRAY_BOXES = {apagos.BLACK: (362, 790, 155, 150), apagos.WHITE: (531, 790, 155, 150)}
"""The tray's box for each colour (x, y, width, height): tapping one chooses that colour."""

PLATFORM_MARGIN = 6
"""A tap this far outside a platform still hits it."""
TAB_MARGIN = 4
"""A tap this far outside a tab still hits it (short of its platform's margin)."""


def slot_centre(position: int) -> Tuple[float, float]:
    """Centre of the platform at ramp position 1 (bottom) .. 4 (top)."""
    return (LEFT + SQUARE / 2 + (position - 1) * STEP_X,
            TOP_Y + SQUARE / 2 + (apagos.POSITIONS - position) * STEP_Y)


def hole_offsets(holes: int) -> List[Tuple[float, float]]:
    """Hole centres relative to a platform's centre, laid out like dice pips."""
    d = PIP
    return {
        1: [(0, 0)],
        3: [(-d, d), (0, 0), (d, -d)],
        5: [(-d, -d), (d, -d), (0, 0), (-d, d), (d, d)],
        7: [(-d, -d), (-d, 0), (-d, d), (0, 0), (d, -d), (d, 0), (d, d)],
    }[holes]


def tab_box(position: int) -> Box:
    """The tab left of the platform at `position` (x, y, width, height)."""
    cx, cy = slot_centre(position)
    return cx - SQUARE / 2 - TAB_GAP - TAB, cy - TAB / 2, TAB, TAB


def tab_centre(position: int) -> Tuple[float, float]:
    """The centre of the tab left of the platform at `position`."""
    x, y, w, h = tab_box(position)
    return x + w / 2, y + h / 2


flip_centre = tab_centre
"""While arranging, a platform's tab is its flip button."""


def number_centre(position: int) -> Tuple[float, float]:
    """Where the position's number is written: above its tab."""
    x, _ = tab_centre(position)
    return x, slot_centre(position)[1] + NUMBER_DY


def platform_at(x: float, y: float) -> Optional[int]:
    """The ramp position whose platform covers (x, y), with a small margin."""
    half = SQUARE / 2 + PLATFORM_MARGIN
    for position in range(1, apagos.POSITIONS + 1):
        cx, cy = slot_centre(position)
        if abs(x - cx) <= half and abs(y - cy) <= half:
            return position
    return None


def tab_at(x: float, y: float) -> Optional[int]:
    """The position whose tab covers (x, y), with a small margin (whether or not the
    tab is shown: the view decides that)."""
    for position in range(1, apagos.POSITIONS + 1):
        bx, by, bw, bh = tab_box(position)
        if bx - TAB_MARGIN <= x <= bx + bw + TAB_MARGIN and by - TAB_MARGIN <= y <= by + bh + TAB_MARGIN:
            return position
    return None


def tray_at(x: float, y: float) -> Optional[int]:
    """The colour whose tray box covers (x, y)."""
    for colour, (bx, by, bw, bh) in TRAY_BOXES.items():
        if bx <= x <= bx + bw and by <= y <= by + bh:
            return colour
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


def ball_centres(position: int, platform: apagos.Platform, colour: int) -> List[Tuple[float, float]]:
    """Where every ball of `colour` on `platform`, drawn at `position`, sits."""
    cx, cy = slot_centre(position)
    return [(cx + dx, cy + dy) for (dx, dy), cell in zip(hole_offsets(platform[0]), ball_cells(platform))
            if cell == colour]
