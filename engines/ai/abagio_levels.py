"""Abagio's levels: each a whole-turn player (`abagio_search.TurnSearch`) with its own
depth, width, work limit and, at the lower levels, natural mistakes.

The three lower levels judge whole turns by the evaluation alone (depth 1) and pick at
random among the turns they find nearly as good as their best (`noise`, on the
evaluation's [-1, 1] scale), as a person new to the game misses the quieter point; the
beginner misses most, medium least (the beginner still wins about 19 games in 20 against
random turns). Hard looks further: the other colour's answers to each of its 21 rolls (depth
2); expert our rolls after those too (depth 3), and judges with weights learnt by
self-play (`abagio_eval.LEARNT_WEIGHTS`). The dice hold the levels close: the
noise spaces the lower ones by measurement (BENCHMARKS.md, "Issue 17, 2026-12-03
(seventh session)").

    planner(level)       # a new planner for `level` (engines.ai keeps one per level)
    work_limit(level)    # the level's work limit when no node limit is given
"""
from __future__ import annotations

import random
from typing import Any, Dict, Optional

from ..abagio_board import FROGS
from .abagio_eval import LEARNT_WEIGHTS
from .abagio_search import TurnSearch

LEVEL_SEARCH: Dict[str, Dict[str, Any]] = {
    # depth: the deepest depth; widths/margins: turns kept for depths 2 and 3 (see
    # TurnSearch); work: positions generated or judged at most (the node limit);
    # noise: a random choice among turns this close to the best (depth 1 only).
    "beginner": {"depth": 1, "widths": (1, 1), "margins": (0.0, 0.0), "work": 20_000, "noise": 0.3},
    "easy": {"depth": 1, "widths": (1, 1), "margins": (0.0, 0.0), "work": 20_000, "noise": 0.17},
    "medium": {"depth": 1, "widths": (1, 1), "margins": (0.0, 0.0), "work": 20_000, "noise": 0.08},
    "hard": {"depth": 2, "widths": (10, 3), "margins": (0.25, 0.08), "work": 400_000, "noise": 0.0},
    "expert": {"depth": 3, "widths": (10, 3), "margins": (0.25, 0.08), "work": 2_000_000, "noise": 0.0,
               "weights": LEARNT_WEIGHTS},
}
"""A level without "weights" judges with the hand-set `abagio_turns.WEIGHTS`."""


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
                       margins=spec["margins"], max_depth=spec["depth"], weights=spec.get("weights"))


def work_limit(level: str) -> int:
    """The work limit of `level` when the caller gives no node limit."""
    return LEVEL_SEARCH[level]["work"]


__all__ = ["LEVEL_SEARCH", "LevelSearch", "planner", "work_limit"]
