"""The random player: a uniformly random legal move (a baseline for tests and benchmarks)."""
from __future__ import annotations

import random

from ..core import Move, State


def random_move(state: State, rng: random.Random) -> Move:
    """A legal move of `state` drawn uniformly with `rng` (list order, so seeded runs replay)."""
    moves = state.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    return moves[rng.randrange(len(moves))]
