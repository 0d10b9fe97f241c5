"""Small drawing helpers every view uses: shapes, text, easing, hit-testing, the
highlight marks. No browser import: they draw onto any
2D-context-like object (a real canvas in the page, a recording fake in tests).
"""
from __future__ import annotations

import math
import textwrap
from dataclasses import dataclass
from typing import List, Tuple

Box = Tuple[float, float, float, float]
"""(x, y, width, height) in a view's design units."""

FONT = "system-ui, sans-serif"


def lerp(a: float, b: float, t: float) -> float:
    """The point a fraction `t` of the way from a to b."""
    return a + (b - a) * t


def ease(t: float) -> float:
    """Smooth start and stop for animations."""
    return t * t * (3 - 2 * t)


def inside(x: float, y: float, box: Box) -> bool:
    """True when (x, y) lies in `box` (edges included)."""
    bx, by, bw, bh = box
    return bx <= x <= bx + bw and by <= y <= by + bh


def wrap(text: str, width: int) -> List[str]:
    """`text` broken into lines of at most `width` characters, at spaces."""
    return textwrap.wrap(text, width)


def text(ctx, words: str, x: float, y: float, font: str, fill: str,
         align: str = "left", baseline: str = "middle", max_width: float = 0.0) -> None:
    """Write `words` at (x, y) in `font` and `fill` (squeezed into `max_width` if given)."""
    ctx.font = font
    ctx.fillStyle = fill
    ctx.textAlign = align
    ctx.textBaseline = baseline
    if max_width:
        ctx.fillText(words, x, y, max_width)
    else:
        ctx.fillText(words, x, y)


def rounded_rect(ctx, x: float, y: float, w: float, h: float, r: float) -> None:
    """Trace a rounded rectangle as the current path."""
    ctx.beginPath()
    ctx.moveTo(x + r, y)
    ctx.arcTo(x + w, y, x + w, y + h, r)
    ctx.arcTo(x + w, y + h, x, y + h, r)
    ctx.arcTo(x, y + h, x, y, r)
    ctx.arcTo(x, y, x + w, y, r)
    ctx.closePath()


def label_box(ctx, box: Box, words: str, fill: str, ink: str, radius: float, font: str = f"bold 15px {FONT}",
              outline: str = "", dy: float = 0.0) -> None:
    """A button or badge drawn on the board: a filled rounded box (with an outline if
    given) and `words` centred in it (`dy` nudges the text down)."""
    x, y, w, h = box
    ctx.fillStyle = fill
    rounded_rect(ctx, x, y, w, h, radius)
    ctx.fill()
    if outline:
        ctx.lineWidth = 2
        ctx.strokeStyle = outline
        ctx.stroke()
    text(ctx, words, x + w / 2, y + h / 2 + dy, font, ink, align="center")
    ctx.textAlign = "left"


BALL_SHADES = {
    "black": ("#5a5a5a", "#111111", "#000000"),
    "white": ("#ffffff", "#e4e4e4", "#8c8c8c"),
}


def ball(ctx, x: float, y: float, r: float, colour: str) -> None:
    """A shaded ball (a marble, a pawn seen from above) with light from the top left."""
    light, body, edge = BALL_SHADES[colour]
    gradient = ctx.createRadialGradient(x - r * 0.35, y - r * 0.35, r * 0.1, x, y, r)
    gradient.addColorStop(0, light)
    gradient.addColorStop(0.7, body)
    gradient.addColorStop(1, edge)
    ctx.fillStyle = gradient
    ctx.beginPath()
    ctx.arc(x, y, r, 0, 2 * math.pi)
    ctx.fill()
    ctx.lineWidth = 1
    ctx.strokeStyle = "#222222" if colour == "white" else "#000000"
    ctx.stroke()


# ----- highlights: one look for every game ---------------------------------------------
@dataclass(frozen=True)
class Mark:
    """A highlighted place on the board, in design units: a circle of radius `r` at
    (x, y), or, when `w` and `h` are given, a rounded box centred there.

    `kind` says why it is lit, and so how it looks on every board alike:
    "last" (the last move's places), "target" (where the selected piece may go),
    "selected" (the piece about to move), "hint" (the computer's suggestion), "win"
    (at the end, what decided the game).
    """

    kind: str
    x: float
    y: float
    r: float = 0.0
    w: float = 0.0
    h: float = 0.0


MARK_STYLES = {
    # kind: (fill, outline, line width)
    "last": ("", "rgba(214, 160, 0, 0.95)", 3),  # a ring only: the pieces keep their colours
    "target": ("rgba(46, 139, 87, 0.22)", "rgba(46, 139, 87, 0.95)", 3),
    "selected": ("", "#1f6fd1", 5),
    "hint": ("rgba(111, 66, 193, 0.18)", "#6f42c1", 4),
    "win": ("rgba(46, 139, 87, 0.16)", "#1d7a46", 5),
}


def draw_marks(ctx, marks: List[Mark]) -> None:
    """Draw highlight marks in the shared style of their kinds."""
    for mark in marks:
        fill, outline, width = MARK_STYLES[mark.kind]
        if mark.w and mark.h:
            rounded_rect(ctx, mark.x - mark.w / 2, mark.y - mark.h / 2, mark.w, mark.h, min(12.0, mark.h / 4))
        else:
            ctx.beginPath()
            ctx.arc(mark.x, mark.y, mark.r, 0, 2 * math.pi)
        if fill:
            ctx.fillStyle = fill
            ctx.fill()
        ctx.lineWidth = width
        ctx.strokeStyle = outline
        ctx.stroke()

