"""Drawing the Apagos board: the ramp, a platform with its holes and balls, the labels,
the tray, and the arranging screen. Each function draws what it is given; the view
decides what to draw where (and the highlights are the shared marks, drawn above).
"""
from __future__ import annotations

import math
from typing import Optional, Sequence, Tuple

from engines import apagos
from ui.drawing import FONT, ball, rounded_rect, text
from ui.games.apagos.layout import (FLIP_R, HEIGHT, HOLE_R, SQUARE, TRAY_BOXES, WIDTH, ball_cells, flip_centre,
                                    hole_offsets, slot_centre)

BALL_COLOURS = ("black", "white")
INK = "#3b2f24"


def background(ctx) -> None:
    """The table and the transparent ramp under the platforms."""
    ctx.fillStyle = "#f4ecdd"
    ctx.fillRect(0, 0, WIDTH, HEIGHT)
    ctx.save()
    ctx.lineCap = "round"
    ctx.strokeStyle = "rgba(120, 160, 190, 0.30)"
    ctx.lineWidth = 150
    ctx.beginPath()
    ctx.moveTo(*slot_centre(1))
    ctx.lineTo(*slot_centre(apagos.TOP))
    ctx.stroke()
    ctx.strokeStyle = "rgba(90, 130, 160, 0.45)"
    ctx.lineWidth = 3
    (x1, y1), (x2, y2) = slot_centre(1), slot_centre(apagos.TOP)
    for side in (-1, 1):
        nx, ny = 0.58 * 75 * side, 0.81 * 75 * side
        ctx.beginPath()
        ctx.moveTo(x1 + nx, y1 + ny)
        ctx.lineTo(x2 + nx, y2 + ny)
        ctx.stroke()
    ctx.restore()


def platform(ctx, centre: Tuple[float, float], contents: apagos.Platform, top: bool = False) -> None:
    """One platform centred at `centre`: its holes, filled with its balls (black first)."""
    cx, cy = centre
    half = SQUARE / 2
    ctx.save()
    ctx.shadowColor = "rgba(60, 40, 20, 0.35)"
    ctx.shadowBlur = 10
    ctx.shadowOffsetY = 4
    ctx.fillStyle = "#e8b874" if top else "#d9a86c"
    rounded_rect(ctx, cx - half, cy - half, SQUARE, SQUARE, 10)
    ctx.fill()
    ctx.restore()
    ctx.lineWidth = 6 if top else 2
    ctx.strokeStyle = "#c8901a" if top else "#8a5a2b"
    rounded_rect(ctx, cx - half, cy - half, SQUARE, SQUARE, 10)
    ctx.stroke()
    for (dx, dy), cell in zip(hole_offsets(contents[0]), ball_cells(contents)):
        if cell is None:
            ctx.fillStyle = "#6b4423"
            ctx.beginPath()
            ctx.arc(cx + dx, cy + dy, HOLE_R, 0, 2 * math.pi)
            ctx.fill()
        else:
            ball(ctx, cx + dx, cy + dy, HOLE_R, BALL_COLOURS[cell])


def labels(ctx, scores: Optional[Sequence[int]]) -> None:
    """The position numbers beside the ramp, the TOP sign, and (in play) the balls on top."""
    for position in range(1, apagos.POSITIONS + 1):
        cx, cy = slot_centre(position)
        text(ctx, str(position), cx - SQUARE / 2 - 16, cy, f"bold 16px {FONT}", "#5a4632", align="center")
    cx, cy = slot_centre(apagos.TOP)
    text(ctx, "\u2605 TOP \u2605", cx, cy - SQUARE / 2 - 18, f"bold 18px {FONT}", "#a06c00", align="center")
    if scores is not None:
        black, white = scores
        text(ctx, f"On top: Black {black}, White {white}", cx + SQUARE / 2 + 12 - 110, cy + SQUARE / 2 + 22,
             f"15px {FONT}", INK)


def tray(ctx, counts: Sequence[int], to_move: Optional[int], chosen: Optional[int]) -> None:
    """The two tray boxes: each colour's balls left, who is to move, and the colour the
    next tap on a platform adds (`chosen`, outlined; None: no outline)."""
    for colour, (bx, by, bw, bh) in TRAY_BOXES.items():
        ctx.fillStyle = "#e6d5b8"
        rounded_rect(ctx, bx, by, bw, bh, 12)
        ctx.fill()
        ctx.lineWidth = 5 if colour == chosen else 2
        ctx.strokeStyle = "#1f6fd1" if colour == chosen else "#8a5a2b"
        ctx.stroke()
        ball(ctx, bx + 32, by + 42, 18, BALL_COLOURS[colour])
        text(ctx, str(counts[colour]), bx + 62, by + 42, f"bold 26px {FONT}", "#2b2118")
        text(ctx, f"{apagos.COLOUR_NAMES[colour]} left", bx + 12, by + 82, f"13px {FONT}", "#2b2118")
        if to_move == colour:
            text(ctx, "\u25B6 to move", bx + 12, by - 12, f"bold 13px {FONT}", "#2e8b57")


def flip_button(ctx, position: int) -> None:
    """The round arrow that flips the platform at `position` while arranging."""
    fx, fy = flip_centre(position)
    ctx.fillStyle = "#fffaf0"
    ctx.strokeStyle = "#8a5a2b"
    ctx.lineWidth = 2
    ctx.beginPath()
    ctx.arc(fx, fy, FLIP_R, 0, 2 * math.pi)
    ctx.fill()
    ctx.stroke()
    text(ctx, "\u21BB", fx, fy + 1, f"bold 18px {FONT}", INK, align="center")


def arranging(ctx, draft: Sequence[Tuple[int, int]]) -> None:
    """The ramp being arranged: `draft` holds (platform, face) from bottom to top."""
    holes = [apagos.PLATFORM_FACES[p][f] for p, f in draft]
    for position, (platform_index, _) in enumerate(draft, start=1):
        centre = slot_centre(position)
        platform(ctx, centre, (holes[position - 1], 0, 0), top=position == apagos.TOP)
        faces = apagos.PLATFORM_FACES[platform_index]
        text(ctx, f"{faces[0]}|{faces[1]} holes", centre[0], centre[1] + SQUARE / 2 + 14, f"13px {FONT}", INK,
             align="center")
    labels(ctx, None)
    text(ctx, f"White arranges the ramp: {sum(holes)} holes showing", 24, 40, f"bold 18px {FONT}", INK)
