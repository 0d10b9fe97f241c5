"""Abagio's levels: each a whole-turn player (`abagio_search.TurnSearch`) with its own
depth, width, work limit and, at the bottom, natural mistakes.

A beginner judges whole turns by the evaluation alone (depth 1) and picks at random
among the turns it finds nearly as good as its best (`noise`, on the evaluation's
[-1, 1] scale): it never throws a frog away for nothing, but it misses the quieter
point, as a person new to the game does. Higher levels look further: the other
colour's answers to each of its 21 rolls (depth 2), then our rolls after those
(depth 3), with more turns kept at each depth and more work (and time) allowed.

    planner(level)       # a new planner for `level` (engines.ai keeps one per level)
    work_limit(level)    # the level's work limit when no node limit is given
"""
from __future__ import annotations

import random
from typing import Any, Dict, Optional

from ..abagio_board import FROGS
from .abagio_search import TurnSearch

LEVEL_SEARCH: Dict[str, Dict[str, Any]] = {
    # depth: the deepest depth; widths/margins: turns kept for depths 2 and 3 (see
    # TurnSearch); work: positions generated or judged at most (the node limit);
    # noise: a random choice among turns this close to the best (depth 1 only).
    "beginner": {"depth": 1, "widths": (1, 1), "margins": (0.0, 0.0), "work": 20_000, "noise": 0.12},
    "easy": {"depth": 1, "widths": (1, 1), "margins": (0.0, 0.0), "work": 20_000, "noise": 0.04},
    "medium": {"depth": 2, "widths": (3, 1), "margins": (0.1, 0.0), "work": 6_000, "noise": 0.0},
    "hard": {"depth": 2, "widths": (10, 3), "margins": (0.25, 0.08), "work": 400_000, "noise": 0.0},
    "expert": {"depth": 3, "widths": (10, 3), "margins": (0.25, 0.08), "work": 2_000_000, "noise": 0.0},
}


class LevelSearch(TurnSearch):
    """A TurnSearch that, with `noise`, picks at random (from the rng it is given)
    among the depth-1 turns within `noise` of the best."""

    def __init__(self, noise: float = 0.0, **kwargs):
        super().__init__(**kwargs)
        self.noise = noise
        self._rng: Optional[random.Random] = None

    def choose(self, state, rng=None):
        self._rng = rng if rng is not None else random.Random(0)
        return super().choose(state, rng)

    def best_ending(self, board, root, pond, top_frog, colour, dice):
        found = super().best_ending(board, root, pond, top_frog, colour, dice)
        if not self.noise or found is None or found[2][2][colour] == FROGS:
            return found
        ranked = self.last_ranked
        near = [item for item in ranked if item[0] >= ranked[0][0] - self.noise]
        return near[self._rng.randrange(len(near))]


def planner(level: str) -> Optional[TurnSearch]:
    """A new whole-turn planner for `level` (None for a level Abagio does not know)."""
    spec = LEVEL_SEARCH.get(level)
    if spec is None:
        return None
    return LevelSearch(noise=spec["noise"], node_limit=spec["work"], widths=spec["widths"],
                       margins=spec["margins"], max_depth=spec["depth"])


def work_limit(level: str) -> int:
    """The work limit of `level` when the caller gives no node limit."""
    return LEVEL_SEARCH[level]["work"]


__all__ = ["LEVEL_SEARCH", "LevelSearch", "planner", "work_limit"]
