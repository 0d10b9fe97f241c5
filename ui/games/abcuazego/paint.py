"""Drawing the Abcuazego board: the wood, the pits and stores with their maize kernels,
counts and numbers, a sowing's path and the grains in the hand. Pure drawing onto any
2D-context-like object; `flip` turns the board round (see layout.py).

Every word on the board is at least 22 design units high (12 CSS px on a 390 px phone).
"""
from __future__ import annotations

import math

from engines import abcuazego as ab
from engines.abcuazego import STORES, Sowing

from ui.drawing import FONT, rounded_rect, text
from ui.games.abcuazego.layout import (BOARD, COUNT_R, HEIGHT, MID_X, PIT_RX, PIT_RY, ROW_TOP, STORE_COUNT_R,
                                       STORE_RX, STORE_RY, WIDTH, count_label_centre,
                                       kernel_slots, number_centre, place_centre, placed, store_label)

SEAT_COLOURS = ("#c8102e", "#1f7a8c")  # Zipa red, Zaque teal
SEAT_TINTS = ("rgba(200, 16, 46, 0.13)", "rgba(31, 122, 140, 0.15)")
PATH_COLOURS = {"natural": "#1f6fd1", "reverse": "#d9730d", "hint": "#2e8b57", "played": "#7a3fb0"}
KERNEL_COLOURS = ("#f2c230", "#e8a317", "#f7d774", "#d98a1c")
LIFTED = "#1f6fd1"  # the outline of the pit being harvested while its grains are sown
KERNEL_SCALE = 1.6
COUNT_FONT = f"bold 24px {FONT}"
NUMBER_FONT = f"bold 22px {FONT}"


def kernel(ctx, x: float, y: float, angle: float, colour: str, scale: float = KERNEL_SCALE) -> None:
    """One maize kernel: a rounded wedge with a pale tip."""
    ctx.save()
    ctx.translate(x, y)
    ctx.rotate(angle)
    ctx.fillStyle = colour
    ctx.beginPath()
    ctx.ellipse(0, 0, 6.2 * scale, 4.6 * scale, 0, 0, 2 * math.pi)
    ctx.fill()
    ctx.strokeStyle = "rgba(120, 70, 10, 0.55)"
    ctx.lineWidth = 1
    ctx.stroke()
    ctx.fillStyle = "rgba(255, 250, 220, 0.85)"
    ctx.beginPath()
    ctx.ellipse(-2.6 * scale, -0.6 * scale, 2.2 * scale, 1.6 * scale, 0, 0, 2 * math.pi)
    ctx.fill()
    ctx.restore()


def wood(ctx, flip: bool, to_move=None) -> None:
    """The table, the upright wooden board with its grain, and each player's column
    tinted in their colour (the column of the player `to_move` ringed in it too)."""
    ctx.fillStyle = "#f4ecdd"
    ctx.fillRect(0, 0, WIDTH, HEIGHT)
    x, y, w, h = BOARD
    ctx.save()
    ctx.shadowColor = "rgba(50, 30, 10, 0.45)"
    ctx.shadowBlur = 14
    ctx.shadowOffsetY = 5
    gradient = ctx.createLinearGradient(x, 0, x + w, 0)
    gradient.addColorStop(0, "#9c6b3c")
    gradient.addColorStop(0.5, "#b5824f")
    gradient.addColorStop(1, "#8d5e33")
    ctx.fillStyle = gradient
    rounded_rect(ctx, x, y, w, h, 44)
    ctx.fill()
    ctx.restore()
    ctx.strokeStyle = "rgba(90, 55, 25, 0.18)"
    ctx.lineWidth = 1.5
    for i in range(9):  # the grain of the wood runs down the board
        xx = x + 24 + i * (w - 48) / 8
        ctx.beginPath()
        ctx.moveTo(xx, y + 44)
        ctx.bezierCurveTo(xx + 7, y + h * 0.3, xx - 7, y + h * 0.6, xx + 3, y + h - 44)
        ctx.stroke()
    for seat in (ab.ZIPA, ab.ZAQUE):
        left, top = placed(seat, 16, ROW_TOP - 5, flip)
        right, bottom = placed(seat, MID_X - 4, HEIGHT - ROW_TOP + 5, flip)
        rounded_rect(ctx, min(left, right), min(top, bottom), abs(right - left), abs(bottom - top), 24)
        ctx.fillStyle = SEAT_TINTS[seat]
        ctx.fill()
        if seat == to_move:
            ctx.lineWidth = 4
            ctx.strokeStyle = SEAT_COLOURS[seat]
            ctx.stroke()


def _hollow(ctx, index: int, x: float, y: float) -> None:
    """Trace a place's outline as the current path: an oval pit, a long rounded store."""
    ctx.beginPath()
    if index in STORES:
        rounded_rect(ctx, x - STORE_RX, y - STORE_RY, 2 * STORE_RX, 2 * STORE_RY, STORE_RY)
    else:
        ctx.ellipse(x, y, PIT_RX, PIT_RY, 0, 0, 2 * math.pi)


def place(ctx, index: int, count: int, flip: bool, lifted: bool = False) -> None:
    """A pit or store: the hollow, its rim (the store's in its owner's colour; `lifted`
    marks the pit being harvested), its kernels and its count."""
    x, y = place_centre(index, flip)
    store = index in STORES
    seat = STORES.index(index) if store else ab.pit_of(index)[0]
    ctx.save()
    hollow = ctx.createRadialGradient(x, y - 6, 4, x, y, STORE_RX if store else PIT_RX)
    hollow.addColorStop(0, "#5a3515")
    hollow.addColorStop(1, "#3d220b")
    ctx.fillStyle = hollow
    _hollow(ctx, index, x, y)
    ctx.fill()
    ctx.lineWidth = 5 if lifted else 3
    ctx.strokeStyle = LIFTED if lifted else (SEAT_COLOURS[seat] if store else "#6e4622")
    ctx.stroke()
    ctx.restore()
    for kx, ky, angle, shade in kernel_slots(index, count, flip):
        kernel(ctx, kx, ky, angle, KERNEL_COLOURS[shade])
    lx, ly = count_label_centre(index, flip)
    colour = SEAT_COLOURS[seat] if count else "#8a7a66"
    badge(ctx, lx, ly, str(count), colour, STORE_COUNT_R if store else COUNT_R)
    if store:
        sx, sy, align = store_label(seat, flip)
        text(ctx, f"{ab.SEAT_NAMES[seat]}'s store", sx, sy + 1, f"bold 22px {FONT}", "#fff1d6", align=align)
        ctx.textAlign = "left"


def badge(ctx, x: float, y: float, words: str, colour: str, radius: float = COUNT_R) -> None:
    """A round count badge ringed in `colour`."""
    ctx.fillStyle = "#fff8e8"
    ctx.beginPath()
    ctx.arc(x, y, radius, 0, 2 * math.pi)
    ctx.fill()
    ctx.lineWidth = 3
    ctx.strokeStyle = colour
    ctx.stroke()
    size = 24 if radius <= COUNT_R else 28
    text(ctx, words, x, y + 1, f"bold {size}px {FONT}", "#2b2118", align="center")
    ctx.textAlign = "left"


def pit_numbers(ctx, flip: bool) -> None:
    """Each player's pit numbers (the game's coordinates: 1 to 10 from the owner's
    left), at the outer edge of their column."""
    for seat in (ab.ZIPA, ab.ZAQUE):
        for pit in range(1, ab.PITS + 1):
            x, y = number_centre(seat, pit, flip)
            text(ctx, str(pit), x, y + 1, NUMBER_FONT, "#fff1d6", align="center")
    ctx.textAlign = "left"


def path(ctx, sowing: Sowing, colour: str, offset: float, flip: bool) -> None:
    """A sowing's path: a dashed line through every place a grain falls, a dot on each,
    and a ring round the place of the last grain."""
    points = [place_centre(p, flip) for p in (sowing.origin,) + sowing.drops]
    ctx.save()
    ctx.strokeStyle = colour
    ctx.globalAlpha = 0.85
    ctx.lineWidth = 5
    ctx.setLineDash([12, 8])
    ctx.beginPath()
    ctx.moveTo(points[0][0] + offset, points[0][1] + offset)
    for px, py in points[1:]:
        ctx.lineTo(px + offset, py + offset)
    ctx.stroke()
    ctx.setLineDash([])
    ctx.fillStyle = colour
    for px, py in points[1:]:
        ctx.beginPath()
        ctx.arc(px + offset, py + offset, 6, 0, 2 * math.pi)
        ctx.fill()
    ring(ctx, sowing.last, flip)
    ctx.restore()


def ring(ctx, index: int, flip: bool, pad: float = 7, width: float = 6) -> None:
    """A ring round a place in the current stroke colour."""
    x, y = place_centre(index, flip)
    ctx.lineWidth = width
    ctx.beginPath()
    if index in STORES:
        rounded_rect(ctx, x - STORE_RX - pad, y - STORE_RY - pad, 2 * (STORE_RX + pad), 2 * (STORE_RY + pad),
                     STORE_RY + pad)
    else:
        ctx.ellipse(x, y, PIT_RX + pad, PIT_RY + pad, 0, 0, 2 * math.pi)
    ctx.stroke()


def hand(ctx, x: float, y: float, count: int) -> None:
    """Grains being carried (sown, or captured on their way to a store), with how many."""
    for i in range(min(count, 6)):
        kernel(ctx, x + (i % 3 - 1) * 10, y - 10 - (i // 3) * 8, i * 0.9, KERNEL_COLOURS[i % 4], 1.6)
    badge(ctx, x + 30, y - 30, str(count), "#3b2f24")

