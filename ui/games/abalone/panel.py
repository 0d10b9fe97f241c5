"""The panel beside the Abalone board: per seat its colour, whose turn it is, how many
marbles it has pushed off, and its own marbles pushed off, in a tray like the real game's.
"""
from __future__ import annotations

import math
from typing import Callable

from engines import abalone

from ui.drawing import rounded_rect, text
from ui.games.abalone.layout import PANEL_X, WIDTH

TEAM_NAMES = {0: "Black & White", 1: "Blue & Red"}
FONT = "system-ui, sans-serif"

DrawMarble = Callable[[object, float, float, float, str], None]
"""draw(ctx, x, y, radius, seat name): how the view draws a marble."""


def paint_panel(ctx, state, draw_marble: DrawMarble) -> None:
    """The panel for `state`, its marbles drawn by `draw_marble`."""
    x0 = PANEL_X
    n = state.num_players
    step = {2: 170, 3: 150, 4: 144}[n]
    box = step - 8
    y = 40
    title = f"{TEAM_NAMES[0]} vs {TEAM_NAMES[1]}" if n == 4 else "First to push off 6 wins"
    text(ctx, title, x0, 20, f"bold 15px {FONT}", "#3b2f24")
    for seat in range(n):
        name = state.seat_name(seat)
        ctx.fillStyle = "#d3ecd9" if state.to_move == seat else "#e3d7c3"
        rounded_rect(ctx, x0 - 8, y, WIDTH - x0 - 4, box, 10)
        ctx.fill()
        if n == 4:  # the team shows as the frame: dark for Black & White, blue for Blue & Red
            ctx.strokeStyle = "#343a40" if seat % 2 == 0 else "#1e63c8"
            ctx.lineWidth = 3
            ctx.stroke()
        draw_marble(ctx, x0 + 18, y + 24, 14, name)
        text(ctx, name, x0 + 42, y + 18, f"bold 17px {FONT}", "#2b2118")
        if state.to_move == seat:
            text(ctx, "\u25B6 to move", x0 + 120, y + 18, f"bold 13px {FONT}", "#2f9e44")
        line = f"pushed off {state.credit[seat]}"
        if n == 4:
            line += f" \u00b7 team {state.side_credit(seat)}/6"
        text(ctx, line, x0 + 42, y + 38, f"13px {FONT}", "#2b2118")
        lost = state.lost(seat)
        text(ctx, "off the board:" if lost else "none off the board", x0 + 2, y + 62, f"12px {FONT}", "#5a4632")
        slots = max(lost, abalone.WIN_PUSH_OFFS if n == 2 else 0)
        for i in range(slots):
            cx = x0 + 14 + (i % 9) * 26
            cy = y + 86 + (i // 9) * 26
            if i < lost:
                draw_marble(ctx, cx, cy, 11, name)
            else:                                  # an empty place in the tray
                ctx.strokeStyle = "rgba(90, 70, 50, 0.35)"
                ctx.lineWidth = 1.5
                ctx.beginPath()
                ctx.arc(cx, cy, 11, 0, 2 * math.pi)
                ctx.stroke()
        y += step
