"""The sowing of one move, second by second, as the board shows it: the grains lifted,
dropped one by one along the path, the captures moved into the store, the row taken at
the end. Everything comes from the engine's account of the move (`state.effect`)."""
from __future__ import annotations

import math
from typing import List, Optional, Tuple

from engines.abcuazego import Sowing

from ui.drawing import lerp
from ui.games.abcuazego.layout import place_centre
from ui.games.abcuazego.words import caption

GRAIN_SECONDS = 0.3  # one grain at speed 1
LIFT_SECONDS = 0.35  # the grains picked up from the harvested pit
CAPTURE_SECONDS = 0.75  # each capture
ROW_SECONDS = 0.8  # the row taken at the end of the game
REST_SECONDS = 0.35  # the settled board before the next move


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
        self.total = self.capture_end + (ROW_SECONDS if sowing.row_taken else 0.0) + REST_SECONDS

    def board_at(self, t: float) -> Tuple[List[int], Optional[Tuple[float, float, int]]]:
        """The board shown `t` seconds in, and the grains in the hand (x, y, count)."""
        s = self.sowing
        board = list(self.before.board)
        board[s.origin] = 0
        if t < self.lift:
            x, y = place_centre(s.origin, self.flip)
            return board, (x, y - 10 * t / self.lift, len(s.drops))
        done = min(len(s.drops), int((t - self.lift) / GRAIN_SECONDS))
        for place in s.drops[:done]:
            board[place] += 1
        if done < len(s.drops):
            frac = (t - self.lift) / GRAIN_SECONDS - done
            start = place_centre(s.drops[done - 1] if done else s.origin, self.flip)
            end = place_centre(s.drops[done], self.flip)
            x = lerp(start[0], end[0], frac)
            y = lerp(start[1], end[1], frac) - 24 * math.sin(math.pi * frac)  # an arc through the air
            return board, (x, y, len(s.drops) - done)
        if t < self.sow_end:
            return board, None
        for number, capture in enumerate(s.captures):
            if t >= self.sow_end + CAPTURE_SECONDS * (number + 0.5):
                board[capture.index] -= capture.grains
                board[capture.store] += capture.grains
        if t >= self.capture_end + 0.4 or (not s.row_taken and t >= self.capture_end):
            return list(self.after.board), None
        return board, None

    def caption_at(self, t: float) -> str:
        """The words shown on the board at `t` seconds: nothing until the grains are sown."""
        return caption(self.sowing) if t >= self.sow_end else ""

    def mover_at(self, t: float) -> Tuple[Optional[int], bool]:
        """Whose turn the name plates show at `t` seconds, and whether they play twice: the
        sower's until the move is over, then the position's after it."""
        if t >= self.total - REST_SECONDS:
            return self.after.to_move, self.after.owed
        return self.before.to_move, self.before.owed
