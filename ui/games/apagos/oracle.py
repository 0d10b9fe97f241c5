"""The solved Apagos on the board (issue 16): what every legal move is worth with perfect
play, drawn in the view's own idiom, read from the exact table (engines.apagos_table).

- In play, each platform carries two badges at its upper corners: adding a black ball
  there (left) and adding a white ball (right), green with a tick when that move wins for
  the side to move, red with a cross when it loses; no badge where the move is illegal.
- Each move-down handle carries a badge too: green when moving that ball down to some
  lower platform wins; with the ball picked up, each platform it may drop to is ringed
  green or red.
- A few words in the free corner above the ramp list the winning moves (or say that
  every move loses).
- While the ramp is arranged: whether the ramp shown wins for the arranger, and the
  arrangements that do.

Shown when the view's host says so (`show_solver`: in review, or in play with the
setting on); the rules and the values are the engine's, never re-derived here.
"""
from __future__ import annotations

from typing import Dict, List, Tuple

from engines import apagos_table
from engines.apagos import Add, Setup, Shift

from ui.drawing import FONT, rounded_rect, text
from ui.games.apagos.layout import SQUARE, TAB, slot_centre, tab_centre

WIN, LOSE = "#1d8a4a", "#c0392b"
BADGE_R = 19
"""The radius of a badge."""
BADGE_INSET = 12
"""How far in from a platform's corner a badge's centre sits."""


def values(state) -> Dict[object, bool]:
    """Each legal move of `state` and whether it wins for its mover (the engine's table)."""
    if state is None or state.is_over():
        return {}
    return apagos_table.move_values(state)


def add_badge_centre(position: int, colour: int) -> Tuple[float, float]:
    """Where the badge of adding a ball of `colour` (0 black, 1 white) at `position` sits."""
    cx, cy = slot_centre(position)
    half = SQUARE / 2 - BADGE_INSET
    return (cx - half if colour == 0 else cx + half, cy - half)


def tab_badge_centre(position: int) -> Tuple[float, float]:
    """Where the badge of a move-down handle sits: its upper right corner."""
    x, y = tab_centre(position)
    return x + TAB / 2 - 8, y - TAB / 2 + 8


def badges(state, selected) -> List[Tuple[float, float, bool]]:
    """(x, y, wins) of every badge for `state`, with the ball picked up at `selected` (or None)."""
    found = []
    moves = values(state)
    for move, wins in moves.items():
        if isinstance(move, Add):
            found.append((*add_badge_centre(move.position, move.colour), wins))
    sources = sorted({m.source for m in moves if isinstance(m, Shift)})
    for source in sources:
        wins = any(v for m, v in moves.items() if isinstance(m, Shift) and m.source == source)
        found.append((*tab_badge_centre(source), wins))
    return found


def summary(state) -> List[str]:
    """The solver's words for `state`: who wins with which moves."""
    moves = values(state)
    if not moves:
        return []
    who = state.seat_name(state.to_move)
    if state.platforms is None:
        winning = sorted(" ".join(map(str, m.holes)) for m, v in moves.items() if v and isinstance(m, Setup))
        return [f"Solver: {len(winning)} of {len(moves)} ramps", "win for the arranger"]
    winning = [str(m) for m, v in moves.items() if v]
    if not winning:
        return ["Solver (perfect play):", f"every move loses for {who}"]
    return ["Solver (perfect play):", f"{who} wins with", ", ".join(winning)]


def _badge(ctx, x: float, y: float, wins: bool) -> None:
    ctx.beginPath()
    ctx.arc(x, y, BADGE_R, 0, 6.283185307179586)
    ctx.fillStyle = WIN if wins else LOSE
    ctx.fill()
    ctx.lineWidth = 2
    ctx.strokeStyle = "#fffaf0"
    ctx.stroke()
    text(ctx, "\u2713" if wins else "\u2717", x, y + 1, f"bold 24px {FONT}", "#ffffff", align="center")
    ctx.textAlign = "left"


def draw(ctx, state, selected, draft_holes) -> None:
    """The solver's marks and words over the settled board."""
    moves = values(state)
    if not moves:
        return
    if state.platforms is None:
        wins = moves.get(Setup(tuple(draft_holes)))
        ramps = sorted(" ".join(map(str, m.holes)) for m, v in moves.items() if v)
        colour = WIN if wins else LOSE
        text(ctx, "This ramp " + ("wins" if wins else "loses"), 24, 160, f"bold 24px {FONT}", colour)
        text(ctx, "for White, who arranges", 24, 190, f"bold 22px {FONT}", colour)
        text(ctx, f"Solver: the {len(ramps)} ramps that win", 24, 224, f"20px {FONT}", "#3b2f24")
        for row in range(0, len(ramps), 2):
            text(ctx, "   ".join(ramps[row:row + 2]), 24, 252 + 24 * (row // 2), f"20px {FONT}", WIN)
        return
    if selected is not None:
        for move, wins in moves.items():
            if isinstance(move, Shift) and move.source == selected:
                cx, cy = slot_centre(move.target)
                rounded_rect(ctx, cx - SQUARE / 2 - 4, cy - SQUARE / 2 - 4, SQUARE + 8, SQUARE + 8, 14)
                ctx.lineWidth = 6
                ctx.strokeStyle = WIN if wins else LOSE
                ctx.stroke()
    for x, y, wins in badges(state, selected):
        _badge(ctx, x, y, wins)
    for row, line in enumerate(summary(state)):
        text(ctx, line, 24, 40 + 32 * row, f"{'bold ' if row == 0 else ''}24px {FONT}",
             WIN if row == 2 else "#3b2f24")
