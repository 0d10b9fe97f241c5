"""Abagio's board on the canvas: the meadow, the Outer Path, the Root, the two Safe Zones
in their colours, the diamond spots, the Pond with the frogs home, every stack drawn from
the side (bottom frog lowest) and the Top Frog. Positions only: the view decides what is
hidden or in flight while a move is animated."""
from __future__ import annotations

import math
from typing import Dict, Optional, Sequence

from engines import abagio
from engines.abagio import EIGHT_SPOT, ONE_SPOT, POND, PURPLE, RED, SAFE_FIRST, SAFE_LAST
from ui.drawing import FONT, ease, lerp, rounded_rect, text
from ui.games.abagio.layout import (BX, BY, HEIGHT, IH, INNER_X, INNER_Y, IW, PANEL_X, PLACES, POND_BOX,
                                    ROOT_BOX, U, WIDTH, Place, place_centre, place_for, place_rect, slot_xy,
                                    stack_of)
from ui.games.abagio.pieces import (FROG_H, FROG_SHADES, FROG_W, LETTERS, TOP_FROG_SHADES, arrowhead, diamond,
                                    frog)

TOP_FROG_HOME = (PANEL_X + 40, 250)
"""Where the Top Frog waits in the side panel (it flies from there onto the board)."""


def paint_board(ctx) -> None:
    """The empty board: background, the spaces with their numbers, the Root, the Inner
    Path, the spots, the Safe Zones' names and the direction of travel."""
    ctx.fillStyle = "#efe6d2"
    ctx.fillRect(0, 0, WIDTH, HEIGHT)
    ctx.fillStyle = "#8fae6a"
    rounded_rect(ctx, BX - 10, BY - 10, 6 * U + 20, 6 * U + 20, 18)
    ctx.fill()
    text(ctx, "Abagio", BX, 16, f"bold 20px {FONT}", "#5d7a43")
    for step in range(abagio.OUTER_FIRST, abagio.OUTER_LAST + 1):
        _cell(ctx, step, "#dcebc6" if step not in abagio.CORNERS else "#cfe2b5", "#6f8f52")
        x, y, _, _ = place_rect(step)
        text(ctx, str(step), x + 8, y + 7, f"bold 13px {FONT}", "#52683c", baseline="top")
    _root(ctx)
    # the Inner Path: the Safe Zones in their colours, the two diamond spots
    for colour, fill, edge in ((RED, "#f3c4be", "#b5544a"), (PURPLE, "#dccbf2", "#7c5bb0")):
        for step in range(SAFE_FIRST, SAFE_LAST + 1):
            place = ("safe", colour, step)
            _cell(ctx, place, fill, edge)
            px, py, _, _ = place_rect(place)
            text(ctx, str(step), px + 7, py + 6, f"bold 12px {FONT}", edge, baseline="top")
    for step, label in ((EIGHT_SPOT, "Eight Spot"), (ONE_SPOT, "One Spot")):
        cx, cy = place_centre(step)
        ctx.fillStyle = "#f4e3a6"
        diamond(ctx, cx, cy, IW / 2 - 2, IH / 2 - 2)
        ctx.fill()
        ctx.strokeStyle = "#a98328"
        ctx.lineWidth = 2
        ctx.stroke()
        text(ctx, label, cx, cy - 24, f"bold 10px {FONT}", "#7a5d14", align="center")
        text(ctx, str(step), cx, cy - 12, f"bold 10px {FONT}", "#7a5d14", align="center")
    # the zone names, faint along their side that faces the Pond
    for colour, column, words in ((RED, 0, "RED SAFE ZONE"), (PURPLE, 4, "PURPLE SAFE ZONE")):
        ctx.save()
        ctx.translate(INNER_X + column * IW + IW / 2, INNER_Y + 2 * IH)
        ctx.rotate(math.pi / 2 if colour == RED else -math.pi / 2)
        ink = "rgba(154, 59, 50, 0.30)" if colour == RED else "rgba(93, 63, 145, 0.30)"
        text(ctx, words, 0, -IW / 2 + 8, f"bold 13px {FONT}", ink, align="center")
        ctx.restore()
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
    rounded_rect(ctx, x + 3, y + 3, w - 6, h - 6, 9)
    ctx.fill()
    ctx.lineWidth = 1.5
    ctx.strokeStyle = edge
    ctx.stroke()


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
        ctx.ellipse(rx + rw / 2, ry + rh / 2 + 6, rw / 2 - 6, rh / 2 - 14, 0, 0, 2 * math.pi)
        ctx.fill()
    text(ctx, "ROOT", x + w / 2, y + 8, f"bold 13px {FONT}", "#5b4526", align="center", baseline="top")


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
        _, _, w, _ = place_rect(place)
        width = min(FROG_W, w * 0.72)
        for index, colour in enumerate(stack):
            fx, fy = slot_xy(place, index)
            frog(ctx, fx, fy, FROG_SHADES[colour], width, face=index == len(stack) - 1, letter=LETTERS[colour])


def _root_pile(ctx, place: Place, count: int) -> None:
    colour = place[1]
    x, y, w, h = place_rect(place)
    for index in range(min(count, 6)):
        fx, fy = slot_xy(place, index)
        frog(ctx, fx - 18, fy, FROG_SHADES[colour], 48, 12, face=index == min(count, 6) - 1,
             letter=LETTERS[colour])
    text(ctx, str(count), x + w - 26, y + h / 2 + 6, f"bold 22px {FONT}", "#3b2c18", align="center")


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
    text(ctx, "THE POND", x + w / 2, y + 30, f"bold 15px {FONT}", "#ffffff", align="center")
    for row, colour in enumerate((RED, PURPLE)):
        home = state.pond[colour] - (1 if arriving == colour else 0)
        cy = y + h / 2 - 8 + row * 44
        for index in range(home):
            frog(ctx, x + 40 + (index % 12) * 14.5, cy, FROG_SHADES[colour], 16, 11)
        text(ctx, f"{abagio.COLOUR_NAMES[colour]} {home}/12 home", x + w / 2, cy + 18,
             f"bold 14px {FONT}", "#ffffff", align="center")
    ctx.textAlign = "left"


def paint_top_frog(ctx, state, flight: Optional[float] = None) -> None:
    """The Top Frog on its square (nothing when set aside); `flight` (0 to 1) while it
    flies there from the side panel."""
    step = state.top_frog
    if not step:
        return
    tx, ty = slot_xy(step, len(state.stack(step)))
    if flight is not None:
        t = ease(flight)
        sx, sy = TOP_FROG_HOME
        tx, ty = lerp(sx, tx, t), lerp(sy, ty, t) - 60 * math.sin(math.pi * t)
    frog(ctx, tx, ty, TOP_FROG_SHADES, FROG_W, FROG_H, face=True, letter="T")
