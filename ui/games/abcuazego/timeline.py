"""The sowing of one move, second by second, as the board shows it: the grains lifted,
dropped one by one along the path, each capture carried into the store, the row taken
at the end. Everything comes from the engine's account of the move (`state.effect`).

The board never shows the outcome before the grains get there: the stores' counts,
the last grain's store and the row taken all change when the grains land."""
from __future__ import annotations

import math
from typing import List, Optional, Tuple

from engines import abcuazego as ab
from engines.abcuazego import STORES, Sowing

from ui.drawing import ease, lerp
from ui.games.abcuazego.layout import place_centre

GRAIN_SECONDS = 0.3  # one grain at speed 1
LIFT_SECONDS = 0.35  # the grains picked up from the harvested pit
CAPTURE_SECONDS = 0.75  # each capture: a pause, then the grains carried to the store
CARRY = (0.2, 0.65)  # the part of a capture (or of the row taken) the grains are in the air
ROW_SECONDS = 0.8  # the row taken at the end of the game
REST_SECONDS = 0.35  # the settled board before the next move

Hand = Optional[Tuple[float, float, int]]
"""Grains in the air: (x, y, how many), or None."""


class Timeline:
    """One move being shown: the positions before and after, the engine's account of
    the move, and when each part of it happens (in seconds at speed 1)."""

    def __init__(self, before, sowing: Sowing, after, flip: bool):
        self.before = before
        self.sowing = sowing
        self.after = after
        self.flip = flip
        self.lift = LIFT_SECONDS
        self.sow_end = self.lift + len(sowing.drops) * GRAIN_SECONDS
        self.capture_end = self.sow_end + (CAPTURE_SECONDS * len(sowing.captures) if sowing.captures else 0.15)
        self.row_end = self.capture_end + (ROW_SECONDS if sowing.row_taken else 0.0)
        self.total = self.row_end + REST_SECONDS

    def board_at(self, t: float) -> Tuple[List[int], Hand]:
        """The board shown `t` seconds in, and the grains in the air."""
        s = self.sowing
        board = list(self.before.board)
        board[s.origin] = 0
        if t < self.lift:
            x, y = place_centre(s.origin, self.flip)
            return board, (x, y - 12 * t / self.lift, len(s.drops))
        done = min(len(s.drops), int((t - self.lift) / GRAIN_SECONDS))
        for place in s.drops[:done]:
            board[place] += 1
        if done < len(s.drops):
            frac = (t - self.lift) / GRAIN_SECONDS - done
            start = place_centre(s.drops[done - 1] if done else s.origin, self.flip)
            end = place_centre(s.drops[done], self.flip)
            x = lerp(start[0], end[0], frac)
            y = lerp(start[1], end[1], frac) - 24 * math.sin(math.pi * frac)  # a hop through the air
            return board, (x, y, len(s.drops) - done)
        if t < self.sow_end:
            return board, None
        for number, capture in enumerate(s.captures):
            start = self.sow_end + CAPTURE_SECONDS * number
            if t < start + CAPTURE_SECONDS * CARRY[0]:
                return board, None
            board[capture.index] -= capture.grains
            flight = (t - start) / CAPTURE_SECONDS
            if flight < CARRY[1]:
                return board, self._carried(capture.index, capture.store, capture.grains, flight)
            board[capture.store] += capture.grains
        if t < self.capture_end or s.row_taken is None:
            return (list(self.after.board) if t >= self.capture_end else board), None
        seat, grains = s.row_taken
        flight = (t - self.capture_end) / ROW_SECONDS
        if flight < CARRY[0]:
            return board, None
        if flight >= CARRY[1]:
            return list(self.after.board), None
        for pit in range(1, ab.PITS + 1):
            board[ab.pit_index(seat, pit)] = 0
        return board, self._carried(None, STORES[s.seat], grains, flight, row=seat)

    def _carried(self, source: Optional[int], store: int, grains: int, flight: float, row: int = 0) -> Hand:
        """Grains in the air from a pit (`source`; None: the middle of `row`) to `store`,
        `flight` of the way through their part of the timeline."""
        if source is None:
            (x1, y1), (x2, y2) = (place_centre(ab.pit_index(row, p), self.flip) for p in (5, 6))
            start = ((x1 + x2) / 2, (y1 + y2) / 2)
        else:
            start = place_centre(source, self.flip)
        end = place_centre(store, self.flip)
        frac = ease((flight - CARRY[0]) / (CARRY[1] - CARRY[0]))
        return lerp(start[0], end[0], frac), lerp(start[1], end[1], frac) - 30 * math.sin(math.pi * frac), grains

    def mover_at(self, t: float) -> Tuple[Optional[int], bool]:
        """Whose turn the board shows at `t` seconds, and whether they play twice: the
        sower's until the move is over, then the position's after it."""
        if t >= self.row_end:
            return self.after.to_move, self.after.owed
        return self.before.to_move, self.before.owed
