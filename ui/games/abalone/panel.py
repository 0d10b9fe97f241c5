"""The trays in the strips above and below the Abalone board: each side's tray holds the
marbles it has pushed off, in their owners' colours, in six holes (the first side to fill
its tray wins), with the side's own marble (two at four players) at its left end.

The side of the seat drawn nearest the player has the bottom tray; the others share the
top strip, left to right as their marbles start on the turned board. Who pushed whose
marble off comes from the game's moves (`push_offs`). Nothing here says whose turn it is:
that is the page's (the seats panel and the turn line), so the two can never disagree.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, List, Sequence, Tuple

import engines
from engines import abalone

from ui.drawing import rounded_rect
from ui.games.abalone.layout import BOARD_Y, HEIGHT, SPACING, WIDTH, Point, cell_point

TRAY_R = 19                      # a marble in a tray
TRAY_STEP = 44                   # centre to centre of a tray's holes
PAD = 12                         # inside a tray, around its marbles
OWNER_GAP = 18                   # between the side's own marbles and its holes
STRIP_GAP = 20                   # between two trays in one strip
STRIP_TOP = (BOARD_Y - 4.3 * SPACING) / 2            # the strips' middles
STRIP_BOTTOM = HEIGHT - STRIP_TOP
TABLE = "#e4d8c3"                # a tray's ground
GROOVE = ("#5f6f86", "#2c3646")  # the groove with the holes: the board frame's colours

PushOff = Tuple[int, int]
"""(the seat that pushed, the seat whose marble went off)."""

DrawMarble = Callable[[object, float, float, float, str], None]
"""draw(ctx, x, y, radius, seat name): how the view draws a marble."""


@dataclass(frozen=True)
class Tray:
    """One side's tray: its seats (`side`) and its box (left, top, width, height)."""

    side: Tuple[int, ...]
    x: float
    y: float
    w: float
    h: float

    @property
    def centre(self) -> Point:
        return self.x + self.w / 2, self.y + self.h / 2

    def owner_point(self, i: int) -> Point:
        """The centre of the side's `i`th own marble (its badge, at the left end)."""
        return self.x + PAD + TRAY_R + i * (2 * TRAY_R + 6), self.y + self.h / 2

    def slot(self, i: int) -> Point:
        """The centre of hole `i` (0 to 5) of the tray."""
        left = self.x + PAD + len(self.side) * (2 * TRAY_R + 6) - 6 + OWNER_GAP
        return left + TRAY_R + i * TRAY_STEP, self.y + self.h / 2


def tray_width(owners: int) -> float:
    return 2 * PAD + owners * (2 * TRAY_R + 6) - 6 + OWNER_GAP + (abalone.WIN_PUSH_OFFS - 1) * TRAY_STEP + 2 * TRAY_R


def sides(state) -> List[Tuple[int, ...]]:
    """The sides of the game in seat order: each seat alone, or the two teams at 4 players."""
    out: List[Tuple[int, ...]] = []
    for seat in range(state.num_players):
        team = tuple(state.team(seat))
        if team not in out:
            out.append(team)
    return out


def trays(state, bottom_seat: int, turns: int) -> List[Tray]:
    """Where each side's tray is: the bottom seat's side below the board, the others above."""
    layout = state.options.get("layout", "standard") if state.num_players == 2 else "standard"
    return list(_trays(state.num_players, layout, bottom_seat if 0 <= bottom_seat < state.num_players else 0, turns))


@lru_cache(maxsize=32)
def _trays(players: int, layout: str, bottom_seat: int, turns: int) -> Tuple[Tray, ...]:
    start = engines.new_game("abalone", players=players, layout=layout)
    everyone = sides(start)
    mine = next(side for side in everyone if bottom_seat in side)

    def across(side):                        # where the side's marbles start, left to right
        xs = [cell_point(c, turns)[0] for seat in side for c in start.marbles(seat)]
        return sum(xs) / len(xs)

    others = sorted((side for side in everyone if side != mine), key=across)
    out = [_strip([mine], STRIP_BOTTOM)[0]]
    out += _strip(others, STRIP_TOP)
    return tuple(out)


def _strip(row: Sequence[Tuple[int, ...]], middle: float) -> List[Tray]:
    """Trays for `row`'s sides side by side, centred across the width at height `middle`."""
    widths = [tray_width(len(side)) for side in row]
    x = (WIDTH - sum(widths) - STRIP_GAP * (len(row) - 1)) / 2
    height = 2 * (TRAY_R + PAD)
    out = []
    for side, width in zip(row, widths):
        out.append(Tray(side, x, middle - height / 2, width, height))
        x += width + STRIP_GAP
    return out


# ----- who pushed whose marble off ------------------------------------------------------------
def push_offs(state) -> List[PushOff]:
    """Every push-off of the game so far, in order, replayed from its moves. A position set
    up by hand (credit without moves) gets push-offs consistent with its counts."""
    if not any(state.credit):
        return []
    found: List[PushOff] = []
    try:
        record = state.record()
        replay = engines.new_game("abalone", **record["options"])
        for text in record["moves"]:
            after = replay.after(abalone.parse_move(text))   # known legal: no check needed
            if sum(after.credit) > sum(replay.credit):
                victim = next(s for s in range(state.num_players) if after.lost(s) > replay.lost(s))
                found.append((replay.to_move, victim))
            replay = after
        if replay.key() != state.key():     # not from the standard start (a hand-set position)
            found = []
    except Exception:  # noqa: BLE001 - a record that does not replay: fall back on the counts
        found = []
    return completed(state, found)


def completed(state, found: Sequence[PushOff]) -> List[PushOff]:
    """`found` with the push-offs the counts have and it lacks: each seat's missing credit
    taken from the opponents with the most marbles off that `found` does not explain."""
    out = list(found)
    players = range(state.num_players)
    unexplained = [state.lost(s) - sum(1 for _, v in found if v == s) for s in players]
    for pusher in players:
        missing = state.credit[pusher] - sum(1 for p, _ in found if p == pusher)
        enemies = [s for s in players if s not in state.team(pusher)]
        for _ in range(max(0, missing)):
            victim = max(enemies, key=lambda s: unexplained[s])
            unexplained[victim] -= 1
            out.append((pusher, victim))
    return out


def contents(side: Sequence[int], pushed: Sequence[PushOff]) -> List[int]:
    """The seats of the marbles in `side`'s tray, in the order they went off."""
    return [victim for pusher, victim in pushed if pusher in side][:abalone.WIN_PUSH_OFFS]


# ----- drawing --------------------------------------------------------------------------------
def paint_trays(ctx, state, placed: Sequence[Tray], pushed: Sequence[PushOff], draw_marble: DrawMarble) -> None:
    """Each tray of `placed` with the marbles `pushed` put in it, drawn by `draw_marble`."""
    for tray in placed:
        ctx.fillStyle = TABLE
        rounded_rect(ctx, tray.x, tray.y, tray.w, tray.h, tray.h / 2)
        ctx.fill()
        for i, seat in enumerate(tray.side):
            draw_marble(ctx, *tray.owner_point(i), TRAY_R, state.seat_name(seat))
        (x0, y), (x1, _) = tray.slot(0), tray.slot(abalone.WIN_PUSH_OFFS - 1)
        grad = ctx.createLinearGradient(x0, y - TRAY_R, x0, y + TRAY_R)
        grad.addColorStop(0, GROOVE[0])
        grad.addColorStop(1, GROOVE[1])
        ctx.fillStyle = grad
        rounded_rect(ctx, x0 - TRAY_R - 5, y - TRAY_R - 5, x1 - x0 + 2 * TRAY_R + 10, 2 * TRAY_R + 10, TRAY_R + 5)
        ctx.fill()
        held = contents(tray.side, pushed)
        for i in range(abalone.WIN_PUSH_OFFS):
            x, y = tray.slot(i)
            if i < len(held):
                draw_marble(ctx, x, y, TRAY_R - 1, state.seat_name(held[i]))
            else:
                ctx.fillStyle = "#7d8a9c"
                ctx.beginPath()
                ctx.arc(x, y, TRAY_R - 5, 0, 2 * math.pi)
                ctx.fill()
