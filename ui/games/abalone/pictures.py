"""The pictures of the Abalone view: the board with its holes and rim labels, the glossy
marbles of each seat, the arrow of a suggested move, and a cache that draws such
pictures once into offscreen canvases. Drawing only: where things go is layout.py's job.
"""
from __future__ import annotations

import math

from engines import abalone

from ui.drawing import text
from ui.games.abalone.layout import (BOARD_X, BOARD_Y, FRAME_R, HEIGHT, HOLE_R, SPACING, WIDTH, beyond, cell_point,
                                     unit_point)

SEAT_STYLES = {
    # name: (highlight, body, rim, symbol colour, symbol)
    "Black": ("#6d6d6d", "#1b1b1b", "#000000", "#f2f2f2", None),
    "White": ("#ffffff", "#e9e6df", "#9a958c", "#333333", None),
    "Blue": ("#8fc1ff", "#1e63c8", "#0b2f66", "#ffffff", "triangle"),
    "Red": ("#ffb48a", "#d9480f", "#6e2106", "#ffffff", "square"),
}
"""Marble shading per seat colour. The coloured marbles carry a symbol (triangle, square)
so no two seats depend on telling hues apart; black and white differ in lightness."""

LABEL_FONT = "bold 21px system-ui, sans-serif"   # 11 CSS px and more on a 390 px phone
LABEL_OFF = 0.6                                  # a label's distance from its cell, in spacings
PLATE_R = FRAME_R - 0.35                         # the light plate inside the frame

_STEP_NAMED = {name: step for step, name in abalone.DIRECTION_NAMES.items()}
_ROW_STARTS = {}       # row letter -> its first cell (diagonal lowest)
_DIAGONAL_FEET = {}    # diagonal number -> its lowest cell
for _cell in abalone.CELLS:   # row a first, each row by diagonal
    _name = abalone.CELL_NAMES[_cell]
    _ROW_STARTS.setdefault(_name[0], _cell)
    _DIAGONAL_FEET.setdefault(_name[1:], _cell)


class PictureCache:
    """Pictures drawn once into offscreen canvases at the board's current scale, then copied
    with one `drawImage` each frame (a canvas call from Python crosses into JavaScript, so
    fewer calls keep frames short). A context that cannot make canvases (a test's fake)
    gets None, and the caller draws directly.

    Nothing here is Abalone's: it could serve every view from ui/drawing.py."""

    def __init__(self):
        self.scale = None
        self.pictures = {}

    def get(self, ctx, key, width: float, height: float, paint):
        """The picture `key` (`paint(layer)` draws it into a width x height layer the first
        time), or None when `ctx` cannot make offscreen canvases."""
        try:
            scale = float(ctx.getTransform().a)
            document = ctx.canvas.ownerDocument
        except Exception:  # noqa: BLE001 - anything but a real 2D context
            return None
        if scale != self.scale:
            self.scale = scale
            self.pictures = {}
        picture = self.pictures.get(key)
        if picture is None:
            picture = document.createElement("canvas")
            picture.width = max(1, math.ceil(width * scale))
            picture.height = max(1, math.ceil(height * scale))
            layer = picture.getContext("2d")
            layer.scale(scale, scale)
            paint(layer)
            self.pictures[key] = picture
        return picture


def marble(ctx, x: float, y: float, r: float, seat_name: str) -> None:
    """A glossy marble: a shadow below, a body shaded from the top left, a highlight, and
    for the coloured seats a symbol, so colour is never the only difference."""
    light, body, rim, ink, symbol = SEAT_STYLES[seat_name]
    ctx.fillStyle = "rgba(20, 20, 30, 0.30)"
    ctx.beginPath()
    ctx.arc(x + r * 0.12, y + r * 0.18, r * 1.02, 0, 2 * math.pi)
    ctx.fill()
    grad = ctx.createRadialGradient(x - r * 0.38, y - r * 0.42, r * 0.08, x, y, r)
    grad.addColorStop(0, light)
    grad.addColorStop(0.55, body)
    grad.addColorStop(1, rim)
    ctx.fillStyle = grad
    ctx.beginPath()
    ctx.arc(x, y, r, 0, 2 * math.pi)
    ctx.fill()
    ctx.fillStyle = "rgba(255, 255, 255, 0.55)"
    ctx.beginPath()
    ctx.arc(x - r * 0.35, y - r * 0.4, r * 0.22, 0, 2 * math.pi)
    ctx.fill()
    if symbol is not None:
        ctx.fillStyle = ink
        ctx.strokeStyle = ink
        s = r * 0.42
        ctx.beginPath()
        if symbol == "triangle":
            ctx.moveTo(x, y - s)
            ctx.lineTo(x + s * 0.95, y + s * 0.7)
            ctx.lineTo(x - s * 0.95, y + s * 0.7)
            ctx.closePath()
        else:
            ctx.rect(x - s * 0.75, y - s * 0.75, s * 1.5, s * 1.5)
        ctx.fill()


def paint_board(ctx, turns: int) -> None:
    """The table, the hexagonal frame (flat at the top and bottom like the rows, with a
    bevel), the 61 holes, and the row letters and diagonal numbers on the rim."""
    ctx.fillStyle = "#efe6d6"
    ctx.fillRect(0, 0, WIDTH, HEIGHT)
    corners = [unit_point(FRAME_R * math.cos(k * math.pi / 3), FRAME_R * math.sin(k * math.pi / 3), turns)
               for k in range(6)]
    inner = [unit_point(PLATE_R * math.cos(k * math.pi / 3), PLATE_R * math.sin(k * math.pi / 3), turns)
             for k in range(6)]
    reach = FRAME_R * SPACING
    ctx.save()
    ctx.shadowColor = "rgba(40, 25, 10, 0.45)"
    ctx.shadowBlur = 18
    ctx.shadowOffsetY = 6
    grad = ctx.createLinearGradient(BOARD_X, BOARD_Y - reach, BOARD_X, BOARD_Y + reach)
    grad.addColorStop(0, "#5f6f86")
    grad.addColorStop(1, "#2c3646")
    ctx.fillStyle = grad
    _polygon(ctx, corners)
    ctx.fill()
    ctx.restore()
    grad = ctx.createRadialGradient(BOARD_X - 0.8 * SPACING, BOARD_Y - SPACING, 0.6 * SPACING, BOARD_X, BOARD_Y,
                                    PLATE_R * SPACING)
    grad.addColorStop(0, "#c9d3df")
    grad.addColorStop(1, "#97a5b6")
    ctx.fillStyle = grad
    _polygon(ctx, inner)
    ctx.fill()
    ctx.strokeStyle = "rgba(255, 255, 255, 0.35)"
    ctx.lineWidth = 2
    ctx.stroke()
    for cell in abalone.CELLS:
        x, y = cell_point(cell, turns)
        hole = ctx.createRadialGradient(x + 3, y + 4, 2, x, y, HOLE_R)
        hole.addColorStop(0, "#8d9aab")
        hole.addColorStop(0.75, "#6f7d90")
        hole.addColorStop(1, "#4c586a")
        ctx.fillStyle = hole
        ctx.beginPath()
        ctx.arc(x, y, HOLE_R, 0, 2 * math.pi)
        ctx.fill()
    paint_coordinates(ctx, turns)


def paint_coordinates(ctx, turns: int) -> None:
    """Row letters on the rim at the start of each row (west of its first cell) and diagonal
    numbers where each diagonal meets the lower rim (south-east of its lowest cell)."""
    for letter, first in _ROW_STARTS.items():
        text(ctx, letter.upper(), *beyond(first, _STEP_NAMED["west"], LABEL_OFF, turns), LABEL_FONT, "#e8edf4",
             align="center")
    for number, lowest in _DIAGONAL_FEET.items():
        text(ctx, number, *beyond(lowest, _STEP_NAMED["south-east"], LABEL_OFF, turns), LABEL_FONT, "#e8edf4",
             align="center")
    ctx.textAlign = "left"


def arrow(ctx, x0: float, y0: float, x1: float, y1: float, colour: str) -> None:
    """A thick arrow from (x0, y0) to (x1, y1)."""
    ctx.strokeStyle = colour
    ctx.fillStyle = colour
    ctx.lineWidth = 5
    ctx.beginPath()
    ctx.moveTo(x0, y0)
    ctx.lineTo(x1, y1)
    ctx.stroke()
    angle = math.atan2(y1 - y0, x1 - x0)
    ctx.beginPath()
    ctx.moveTo(x1, y1)
    ctx.lineTo(x1 - 14 * math.cos(angle - 0.45), y1 - 14 * math.sin(angle - 0.45))
    ctx.lineTo(x1 - 14 * math.cos(angle + 0.45), y1 - 14 * math.sin(angle + 0.45))
    ctx.closePath()
    ctx.fill()


def _polygon(ctx, points) -> None:
    ctx.beginPath()
    ctx.moveTo(*points[0])
    for point in points[1:]:
        ctx.lineTo(*point)
    ctx.closePath()
