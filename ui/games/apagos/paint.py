"""Drawing the Apagos board: the ramp, a platform with its holes and balls, the labels,
the tray, the tabs beside the platforms, and the arranging screen. Each function
draws what it is given; the view decides what to draw where (and the highlights are
the shared marks, drawn above).

Every text is at least 20 design units high: 11 CSS px on a 390 px wide phone.
"""
from __future__ import annotations

import math
from typing import Optional, Sequence, Tuple

from engines import apagos
from ui.drawing import FONT, ball, rounded_rect, text
from ui.games.apagos.layout import (HEIGHT, HOLE_R, SQUARE, TRAY_BOXES, WIDTH, ball_cells, hole_offsets,
                                    number_centre, slot_centre, tab_box)

BALL_COLOURS = ("black", "white")
INK = "#3b2f24"
TABLE = "#f4ecdd"
TAB_FILL = "#fffaf0"
TAB_EDGE = "#8a5a2b"


def background(ctx) -> None:
    """The table and the transparent ramp under the platforms."""
    ctx.fillStyle = TABLE
    ctx.fillRect(0, 0, WIDTH, HEIGHT)
    (x1, y1), (x2, y2) = slot_centre(1), slot_centre(apagos.TOP)
    length = math.hypot(x2 - x1, y2 - y1)
    half = SQUARE * 0.62  # the ramp is a little wider than a platform
    nx, ny = (y1 - y2) / length * half, (x2 - x1) / length * half
    ctx.save()
    ctx.beginPath()
    ctx.rect(0, 0, WIDTH, HEIGHT)  # a wider canvas letterboxes the design: keep the ramp inside it
    ctx.clip()
    ctx.lineCap = "round"
    ctx.strokeStyle = "rgba(120, 160, 190, 0.30)"
    ctx.lineWidth = 2 * half
    ctx.beginPath()
    ctx.moveTo(x1, y1)
    ctx.lineTo(x2, y2)
    ctx.stroke()
    ctx.strokeStyle = "rgba(90, 130, 160, 0.45)"
    ctx.lineWidth = 3
    for side in (-1, 1):
        ctx.beginPath()
        ctx.moveTo(x1 + nx * side, y1 + ny * side)
        ctx.lineTo(x2 + nx * side, y2 + ny * side)
        ctx.stroke()
    ctx.restore()


def platform(ctx, centre: Tuple[float, float], contents: apagos.Platform, top: bool = False) -> None:
    """One platform centred at `centre`: its holes, filled with its balls (black first)."""
    cx, cy = centre
    half = SQUARE / 2
    ctx.save()
    ctx.shadowColor = "rgba(60, 40, 20, 0.35)"
    ctx.shadowBlur = 14
    ctx.shadowOffsetY = 6
    ctx.fillStyle = "#e8b874" if top else "#d9a86c"
    rounded_rect(ctx, cx - half, cy - half, SQUARE, SQUARE, 16)
    ctx.fill()
    ctx.restore()
    ctx.lineWidth = 8 if top else 3
    ctx.strokeStyle = "#c8901a" if top else "#8a5a2b"
    rounded_rect(ctx, cx - half, cy - half, SQUARE, SQUARE, 16)
    ctx.stroke()
    for (dx, dy), cell in zip(hole_offsets(contents[0]), ball_cells(contents)):
        if cell is None:
            ctx.fillStyle = "#6b4423"
            ctx.beginPath()
            ctx.arc(cx + dx, cy + dy, HOLE_R, 0, 2 * math.pi)
            ctx.fill()
        else:
            ball(ctx, cx + dx, cy + dy, HOLE_R, BALL_COLOURS[cell])


def labels(ctx) -> None:
    """The position numbers (above the tabs' column) and the TOP sign over the top platform."""
    for position in range(1, apagos.POSITIONS + 1):
        text(ctx, str(position), *number_centre(position), f"bold 28px {FONT}", "#5a4632", align="center")
    cx, cy = slot_centre(apagos.TOP)
    text(ctx, "\u2605 TOP \u2605", cx, cy - SQUARE / 2 - 28, f"bold 28px {FONT}", "#a06c00", align="center")
    ctx.textAlign = "left"


def tray(ctx, counts: Sequence[int], to_move: Optional[int], chosen: Optional[int]) -> None:
    """The two tray boxes: each colour's balls left, who is to move, and the colour the
    next tap on a platform adds (`chosen`, outlined and tinted; None: neither)."""
    for colour, (bx, by, bw, bh) in TRAY_BOXES.items():
        picked = colour == chosen
        ctx.fillStyle = "#d6e4f5" if picked else "#e6d5b8"
        rounded_rect(ctx, bx, by, bw, bh, 16)
        ctx.fill()
        ctx.lineWidth = 7 if picked else 2
        ctx.strokeStyle = "#1f6fd1" if picked else "#8a5a2b"
        ctx.stroke()
        ball(ctx, bx + 44, by + 56, 30, BALL_COLOURS[colour])
        text(ctx, str(counts[colour]), bx + 86, by + 58, f"bold 40px {FONT}", "#2b2118")
        text(ctx, f"{apagos.COLOUR_NAMES[colour]} left", bx + bw / 2, by + 118, f"22px {FONT}", "#2b2118",
             align="center", max_width=bw - 16)
        if to_move == colour:
            text(ctx, "\u25B6 to move", bx + 8, by - 22, f"bold 22px {FONT}", "#2e8b57")
    ctx.textAlign = "left"


def _tab(ctx, position: int) -> Tuple[float, float]:
    """A tab's rounded box beside the platform at `position`; returns its centre."""
    x, y, w, h = tab_box(position)
    ctx.fillStyle = TAB_FILL
    rounded_rect(ctx, x, y, w, h, 14)
    ctx.fill()
    ctx.lineWidth = 3
    ctx.strokeStyle = TAB_EDGE
    ctx.stroke()
    return x + w / 2, y + h / 2


def move_down_tab(ctx, position: int, colour: int) -> None:
    """The handle beside a platform that picks up one of the mover's balls (`colour`) to
    move it down: the ball, and an arrow pointing down the ramp."""
    cx, cy = _tab(ctx, position)
    ball(ctx, cx, cy - 14, 22, BALL_COLOURS[colour])
    ctx.fillStyle = INK
    ctx.beginPath()
    ctx.moveTo(cx - 16, cy + 16)
    ctx.lineTo(cx + 16, cy + 16)
    ctx.lineTo(cx, cy + 38)
    ctx.closePath()
    ctx.fill()


def flip_tab(ctx, position: int, other_face: int) -> None:
    """The button beside a platform that flips it while arranging: a round arrow and the
    number of holes the other face shows."""
    cx, cy = _tab(ctx, position)
    text(ctx, "\u21BB", cx, cy - 14, f"bold 40px {FONT}", INK, align="center")
    text(ctx, f"to {other_face}", cx, cy + 28, f"bold 22px {FONT}", INK, align="center")
    ctx.textAlign = "left"


def arranging(ctx, draft: Sequence[Tuple[int, int]], flips: bool) -> None:
    """The ramp being arranged: `draft` holds (platform, face) from bottom to top;
    with `flips` each platform has its flip button."""
    holes = [apagos.PLATFORM_FACES[p][f] for p, f in draft]
    for position, (platform_index, face) in enumerate(draft, start=1):
        platform(ctx, slot_centre(position), (holes[position - 1], 0, 0), top=position == apagos.TOP)
        if flips:
            flip_tab(ctx, position, apagos.PLATFORM_FACES[platform_index][1 - face])
    labels(ctx)
    text(ctx, "White arranges", 24, 40, f"bold 28px {FONT}", INK)
    text(ctx, "the ramp:", 24, 76, f"bold 28px {FONT}", INK)
    text(ctx, f"{sum(holes)} holes showing", 24, 118, f"24px {FONT}", INK)
