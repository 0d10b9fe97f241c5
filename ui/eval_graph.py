"""The evaluation graph of an analysed game, drawn on a canvas: the chance of winning
over the whole game, one point per position. Two players without dice: the first seat's
chance as a filled area about the middle line (as lichess shows White's advantage);
dice or three and four players: a line per seat. The moves marked inaccuracy, mistake
or blunder are dots; the position shown is a vertical line. No browser import (the
page's canvas and its clicks are ui/analysis_panel.py's), so it is tested in CPython.
"""
from __future__ import annotations

from typing import Any, Dict, List, Sequence, Tuple

SEAT_COLOURS = ("#2b2b2b", "#b8b2a6", "#c0392b", "#2e7fd0")
"""A line's colour per seat (a filled area uses the first two)."""
MARK_COLOURS = {"inaccuracy": "#d9a400", "mistake": "#e67e22", "blunder": "#c0392b"}
PAD = 4.0  # pixels around the plot


def one_area(report: Dict[str, Any], chance: bool) -> bool:
    """True when the graph is one seat's area (two players, no dice), else a line per seat."""
    return report.get("seats") == 2 and not chance


def x_of(ply: int, plies: int, width: float) -> float:
    """The x of position `ply` (0 .. plies) on a graph `width` wide."""
    return PAD + (width - 2 * PAD) * (ply / plies if plies else 0.0)


def ply_at(x: float, plies: int, width: float) -> int:
    """The position nearest to `x` (a click on the graph)."""
    if plies <= 0 or width <= 2 * PAD:
        return 0
    return max(0, min(plies, round((x - PAD) / (width - 2 * PAD) * plies)))


def y_of(chance: float, height: float) -> float:
    """The y of a chance of winning (1 at the top)."""
    return PAD + (height - 2 * PAD) * (1.0 - chance)


def series(report: Dict[str, Any], seat: int) -> List[float]:
    """`seat`'s chance of winning at every position."""
    return [float(p["values"][seat]) for p in report["positions"]]


def draw_graph(ctx, report: Dict[str, Any], width: float, height: float, shown_ply: int,
               chance: bool, dark: bool = False) -> None:
    """Draw the graph of `report` (engines.ai.analysis) on `ctx`, `width` x `height`."""
    plies = len(report["positions"]) - 1
    ctx.clearRect(0, 0, width, height)
    ctx.fillStyle = "#2a2723" if dark else "#fbf7ee"
    ctx.fillRect(0, 0, width, height)
    mid = y_of(0.5, height)
    if one_area(report, chance):
        values = series(report, 0)
        ctx.fillStyle = SEAT_COLOURS[1] if not dark else "#e8e2d6"
        ctx.fillRect(PAD, PAD, width - 2 * PAD, height - 2 * PAD)
        ctx.beginPath()
        ctx.moveTo(x_of(0, plies, width), y_of(0.0, height))
        for ply, value in enumerate(values):
            ctx.lineTo(x_of(ply, plies, width), y_of(value, height))
        ctx.lineTo(x_of(plies, plies, width), y_of(0.0, height))
        ctx.closePath()
        ctx.fillStyle = SEAT_COLOURS[0]
        ctx.fill()
    else:
        for seat in range(int(report["seats"])):
            _polyline(ctx, [(x_of(p, plies, width), y_of(v, height)) for p, v in enumerate(series(report, seat))],
                      SEAT_COLOURS[seat % len(SEAT_COLOURS)] if not (dark and seat == 0) else "#f0ead8", 2.0)
    _polyline(ctx, [(PAD, mid), (width - PAD, mid)], "#8a8170", 1.0)
    for mark in report["marks"]:
        colour = MARK_COLOURS.get(mark.get("class"))
        if colour is None:
            continue
        seat = mark["seat"]
        value = report["positions"][mark["ply"]]["values"][0 if one_area(report, chance) else seat]
        ctx.beginPath()
        ctx.arc(x_of(mark["ply"], plies, width), y_of(value, height), 3.5, 0, 6.2832)
        ctx.fillStyle = colour
        ctx.fill()
    x = x_of(max(0, min(plies, shown_ply)), plies, width)
    _polyline(ctx, [(x, PAD), (x, height - PAD)], "#1f6feb", 2.0)


def segments(values: List[float]) -> List[Tuple[int, float]]:
    """(seat, share in percent) of the evaluation bar for each seat, summing to 100."""
    total = sum(values) or 1.0
    return [(seat, 100.0 * v / total) for seat, v in enumerate(values)]


def _polyline(ctx, points: Sequence[Tuple[float, float]], colour: str, line_width: float) -> None:
    ctx.beginPath()
    ctx.moveTo(*points[0])
    for point in points[1:]:
        ctx.lineTo(*point)
    ctx.strokeStyle = colour
    ctx.lineWidth = line_width
    ctx.stroke()


def describe(report: Dict[str, Any], seat_name, chance: bool) -> str:
    """The graph in words (its accessible name)."""
    n = int(report["seats"])
    if one_area(report, chance):
        values = series(report, 0)
        return (f"Evaluation graph: {seat_name(0)}'s chance of winning over {len(values) - 1} moves, "
                f"from {values[0]:.0%} to {values[-1]:.0%}. Select a point to see that move.")
    ends = ", ".join(f"{seat_name(s)} {series(report, s)[-1]:.0%}" for s in range(n))
    return f"Evaluation graph: each seat's chance of winning; at the end {ends}. Select a point to see that move."
