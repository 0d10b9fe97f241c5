"""Abagio's board on the canvas: the meadow, the Outer Path with its step numbers, the
Root, the two Safe Zones in their colours, the diamond spots, the Pond with the frogs
home, every stack drawn from the side (bottom frog lowest) and the Top Frog. Positions
only: the view decides what is hidden or in flight while a move is animated."""
from __future__ import annotations

import math
from typing import Dict, Optional, Sequence

from engines import abagio
from engines.abagio import EIGHT_SPOT, ONE_SPOT, POND, PURPLE, RED, SAFE_FIRST, SAFE_LAST
from ui.drawing import FONT, ease, lerp, rounded_rect, text
from ui.games.abagio.layout import (BOARD_BOTTOM, BX, BY, IH, IW, PLACES, POND_BOX, ROOT_BOX,
                                    TEXT_PX, TOP_FROG_HOME, U, WIDTH, Place, place_centre, place_for, place_rect,
                                    frog_width, pond_row, slot_xy, stack_of)
from ui.games.abagio.pieces import FROG_H, FROG_SHADES, FROG_W, LETTERS, TOP_FROG_SHADES, arrowhead, diamond, frog

NUMBER_FONT = f"bold {TEXT_PX}px {FONT}"


def paint_board(ctx) -> None:
    """The empty board: background, the spaces with their numbers, the Root, the Inner
    Path, the spots and the direction of travel."""
    ctx.fillStyle = "#efe6d2"
    ctx.fillRect(0, 0, WIDTH, BOARD_BOTTOM)
    ctx.fillStyle = "#8fae6a"
    rounded_rect(ctx, BX - 8, BY - 8, 6 * U + 16, 6 * U + 16, 16)
    ctx.fill()
    for step in range(abagio.OUTER_FIRST, abagio.OUTER_LAST + 1):
        _cell(ctx, step, "#dcebc6" if step not in abagio.CORNERS else "#cfe2b5", "#6f8f52")
        _number(ctx, step, "#45592f")
    _root(ctx)
    # the Inner Path: the Safe Zones in their colours, the two diamond spots
    for colour, fill, edge in ((RED, "#f3c4be", "#9a3b32"), (PURPLE, "#dccbf2", "#5d3f91")):
        for step in range(SAFE_FIRST, SAFE_LAST + 1):
            place = ("safe", colour, step)
            _cell(ctx, place, fill, edge)
            _number(ctx, place, edge)
    for step in (EIGHT_SPOT, ONE_SPOT):
        cx, cy = place_centre(step)
        ctx.fillStyle = "#f4e3a6"
        diamond(ctx, cx, cy, IW / 2 - 3, IH / 2 - 3)
        ctx.fill()
        ctx.strokeStyle = "#a98328"
        ctx.lineWidth = 2
        ctx.stroke()
        text(ctx, str(step), cx, cy - 34, NUMBER_FONT, "#6b500f", align="center")
    # the direction of travel: a small arrowhead between each space and the next
    ctx.fillStyle = "rgba(70, 90, 50, 0.55)"
    for colour, first in ((RED, 1), (PURPLE, SAFE_FIRST - 1)):
        for step in range(first, POND):
            a, b = place_centre(place_for(colour, step)), place_centre(place_for(colour, step + 1))
            if step + 1 == POND:
                b = (a[0], a[1] + IH / 2 + 6)
            arrowhead(ctx, a, b)
    ctx.textAlign = "left"


def _cell(ctx, place: Place, fill: str, edge: str) -> None:
    x, y, w, h = place_rect(place)
    ctx.fillStyle = fill
    rounded_rect(ctx, x + 3, y + 3, w - 6, h - 6, 10)
    ctx.fill()
    ctx.lineWidth = 1.5
    ctx.strokeStyle = edge
    ctx.stroke()


def _number(ctx, place: Place, ink: str) -> None:
    """The step number in the top-left corner of a space (the board's coordinates)."""
    x, y, _, _ = place_rect(place)
    step = place if isinstance(place, int) else place[2]
    text(ctx, str(step), x + 9, y + 7, NUMBER_FONT, ink, baseline="top")


def _root(ctx) -> None:
    """The Root: one box, a hollow for each colour."""
    x, y, w, h = ROOT_BOX
    ctx.fillStyle = "#c9b28a"
    rounded_rect(ctx, x + 3, y + 3, w - 6, h - 6, 12)
    ctx.fill()
    ctx.strokeStyle = "#7d6440"
    ctx.lineWidth = 2
    ctx.stroke()
    for colour in (RED, PURPLE):
        rx, ry, rw, rh = place_rect(("root", colour))
        ctx.fillStyle = "#e6d6b8"
        ctx.beginPath()
        ctx.ellipse(rx + rw / 2, ry + rh / 2 + 12, rw / 2 - 14, rh / 2 - 22, 0, 0, 2 * math.pi)
        ctx.fill()
    text(ctx, "ROOT", x + 9, y + 7, NUMBER_FONT, "#5b4526", baseline="top")  # step 0, named like the others


def paint_stacks(ctx, state, hide: Dict[Place, int], root_hide: Sequence[int]) -> None:
    """Every stack and the Root's frogs, less `hide[place]` frogs from the top of a stack
    and `root_hide[colour]` from the Root (frogs drawn in flight instead)."""
    for place in PLACES:
        if place == "pond":
            continue
        stack = stack_of(state, place)
        if isinstance(place, tuple) and place[0] == "root":
            _root_pile(ctx, place, len(stack) - root_hide[place[1]])
            continue
        stack = stack[:len(stack) - hide.get(place, 0)]
        width = frog_width(place)
        for index, colour in enumerate(stack):
            fx, fy = slot_xy(place, index)
            frog(ctx, fx, fy, FROG_SHADES[colour], width, face=index == len(stack) - 1, letter=LETTERS[colour])


def _root_pile(ctx, place: Place, count: int) -> None:
    """The frogs waiting at the Root: a pile (six at most drawn) and their number."""
    colour = place[1]
    x, y, w, h = place_rect(place)
    shown = min(count, 6)
    for index in range(shown):
        fx, fy = slot_xy(place, index)
        top = index == shown - 1
        frog(ctx, fx, fy, FROG_SHADES[colour], FROG_W, FROG_H, face=top, letter=LETTERS[colour] if top else "")
    text(ctx, str(count), x + w - 40, y + h / 2 + 12, f"bold 30px {FONT}", "#3b2c18", align="center")


def paint_pond(ctx, state, arriving: Optional[int] = None, ripple: Optional[float] = None) -> None:
    """The Pond and the frogs home, by colour; a frog of colour `arriving` is still in
    flight (not counted yet); `ripple` (0 to 1) is the splash of a frog landing."""
    x, y, w, h = POND_BOX
    gradient = ctx.createRadialGradient(x + w / 2, y + h / 2, 10, x + w / 2, y + h / 2, w / 2)
    gradient.addColorStop(0, "#9fd2ee")
    gradient.addColorStop(1, "#4f93bf")
    ctx.fillStyle = gradient
    ctx.beginPath()
    ctx.ellipse(x + w / 2, y + h / 2, w / 2 - 6, h / 2 - 6, 0, 0, 2 * math.pi)
    ctx.fill()
    ctx.strokeStyle = "#2f6d94"
    ctx.lineWidth = 2
    ctx.stroke()
    if ripple is not None:
        ctx.strokeStyle = f"rgba(255, 255, 255, {0.8 * (1 - ripple):.3f})"
        ctx.beginPath()
        ctx.ellipse(x + w / 2, y + h / 2, 20 + 60 * ripple, 10 + 30 * ripple, 0, 0, 2 * math.pi)
        ctx.stroke()
    text(ctx, "THE POND", x + w / 2, y + 40, f"bold 22px {FONT}", "#ffffff", align="center")
    for colour in (RED, PURPLE):
        home = state.pond[colour] - (1 if arriving == colour else 0)
        frogs_y, words_y = pond_row(colour)
        for index in range(home):
            frog(ctx, x + w / 2 + (index - 5.5) * 18, frogs_y, FROG_SHADES[colour], 20, 13)
        text(ctx, f"{abagio.COLOUR_NAMES[colour]} {home}/12 home", x + w / 2, words_y,
             NUMBER_FONT, "#ffffff", align="center")
    ctx.textAlign = "left"


def paint_top_frog(ctx, state, flight: Optional[float] = None) -> None:
    """The Top Frog on its square (nothing when not on the board); `flight` (0 to 1)
    while it flies there from its resting place under the board."""
    step = state.top_frog
    if not step:
        return
    tx, ty = slot_xy(step, len(state.stack(step)))
    width = frog_width(step)
    if flight is not None:
        t = ease(flight)
        sx, sy = TOP_FROG_HOME
        tx, ty = lerp(sx, tx, t), lerp(sy, ty, t) - 60 * math.sin(math.pi * t)
    frog(ctx, tx, ty, TOP_FROG_SHADES, width, face=True, letter="T")
