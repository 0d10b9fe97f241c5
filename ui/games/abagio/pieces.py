"""Abagio's pieces on the canvas: a frog seen from the side (a stack is a pile of them),
the golden Top Frog, a die seen from above, and the small shapes of the board (the
spots' diamonds, the arrowheads of the direction of travel)."""
from __future__ import annotations

import math

from engines.abagio import PURPLE, RED
from ui.drawing import FONT, rounded_rect, text

FROG_SHADES = {RED: ("#f07b70", "#c9362b", "#6e1410"), PURPLE: ("#b592e6", "#7442b8", "#37205e")}
TOP_FROG_SHADES = ("#fff1a8", "#f2c21b", "#8a6a00")
FROG_W, FROG_H = 76, 22
LETTER_PX = 21
"""The letter's size: never smaller (11 CSS px on a phone), whatever the frog."""
LETTERS = ("R", "P")
"""The letter on each colour's frogs, so colours read without colour vision."""

DIE_SPOTS = {1: [(2, 2)], 2: [(1, 1), (3, 3)], 3: [(1, 1), (2, 2), (3, 3)], 4: [(1, 1), (3, 1), (1, 3), (3, 3)],
             5: [(1, 1), (3, 1), (2, 2), (1, 3), (3, 3)], 6: [(1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)]}
"""Where the pips of each face sit, in quarters of the die's side."""


def frog(ctx, x: float, y: float, shades, width: float = FROG_W, height: float = FROG_H,
         face: bool = False, letter: str = "") -> None:
    """One frog seen from the side: a rounded body (a stack is a pile of these); `face`
    gives it eyes (the top frog of a stack), `letter` its colour's letter."""
    light, body, edge = shades
    gradient = ctx.createLinearGradient(x, y - height / 2, x, y + height / 2)
    gradient.addColorStop(0, light)
    gradient.addColorStop(0.55, body)
    gradient.addColorStop(1, edge)
    ctx.fillStyle = gradient
    ctx.beginPath()
    ctx.ellipse(x, y, width / 2, height / 2, 0, 0, 2 * math.pi)
    ctx.fill()
    ctx.lineWidth = 1.2
    ctx.strokeStyle = edge
    ctx.stroke()
    if face:  # two eyes on the top frog of a stack
        for side in (-1, 1):
            ex, ey = x + side * width * 0.22, y - height * 0.55
            ctx.fillStyle = light
            ctx.beginPath()
            ctx.arc(ex, ey, height * 0.32, 0, 2 * math.pi)
            ctx.fill()
            ctx.strokeStyle = edge
            ctx.stroke()
            ctx.fillStyle = "#111111"
            ctx.beginPath()
            ctx.arc(ex, ey, height * 0.13, 0, 2 * math.pi)
            ctx.fill()
    if letter:
        ink = "#ffffff" if shades is not TOP_FROG_SHADES else "#5a4600"
        text(ctx, letter, x, y + 1, f"bold {max(LETTER_PX, int(height * 0.78))}px {FONT}", ink, align="center")


def die_face(ctx, x: float, y: float, size: float, value: int, faded: bool = False,
             lost: bool = False) -> None:
    """A die seen from above with its pips; `faded` once used, crossed out when `lost`."""
    ctx.save()
    ctx.globalAlpha = 0.35 if faded else 1.0
    ctx.fillStyle = "#fffdf6"
    ctx.strokeStyle = "#4a3b2a"
    ctx.lineWidth = 2
    rounded_rect(ctx, x, y, size, size, size * 0.18)
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = "#2b2118"
    q = size / 4
    for sx, sy in DIE_SPOTS.get(value, []):
        ctx.beginPath()
        ctx.arc(x + sx * q, y + sy * q, size * 0.085, 0, 2 * math.pi)
        ctx.fill()
    ctx.restore()
    if lost:
        ctx.save()
        ctx.strokeStyle = "#c0392b"
        ctx.lineWidth = 3
        ctx.beginPath()
        ctx.moveTo(x + 4, y + 4)
        ctx.lineTo(x + size - 4, y + size - 4)
        ctx.moveTo(x + size - 4, y + 4)
        ctx.lineTo(x + 4, y + size - 4)
        ctx.stroke()
        ctx.restore()


def diamond(ctx, cx: float, cy: float, rx: float, ry: float) -> None:
    """Trace a diamond (the Eight and One Spots) centred at (cx, cy) as the current path."""
    ctx.beginPath()
    ctx.moveTo(cx, cy - ry)
    ctx.lineTo(cx + rx, cy)
    ctx.lineTo(cx, cy + ry)
    ctx.lineTo(cx - rx, cy)
    ctx.closePath()


def arrowhead(ctx, a, b) -> None:
    """A small filled triangle halfway between two points, pointing from a to b."""
    (x1, y1), (x2, y2) = a, b
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    angle = math.atan2(y2 - y1, x2 - x1)
    ctx.save()
    ctx.translate(mx, my)
    ctx.rotate(angle)
    ctx.beginPath()
    ctx.moveTo(5, 0)
    ctx.lineTo(-4, -5)
    ctx.lineTo(-4, 5)
    ctx.closePath()
    ctx.fill()
    ctx.restore()
