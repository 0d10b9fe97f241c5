"""Seeded games for the analysis benchmarks and tests: each game played by the computer
(easy against medium, dice rolled from the seed) for a number of plies (or to its end)."""
from __future__ import annotations

import random
from typing import Any, Dict

import engines
from engines import ai

GAME_OPTIONS = {"apagos": {}, "abalone": {}, "abcuazego": {}, "abagio": {}}


def self_play(game_id: str, plies: int = 60, seed: int = 1, options: Dict[str, Any] = None,
              levels=("easy", "medium")) -> engines.State:
    """A game of `game_id` played by the computer for `plies` moves (fewer if it ends)."""
    rng = random.Random(seed)
    state = engines.new_game(game_id, **(options or GAME_OPTIONS.get(game_id, {})))
    while state.ply < plies and not state.is_over():
        if state.is_chance():
            move = engines.random_outcome(state, rng)
        else:
            level = levels[state.to_move % len(levels)]
            move = ai.choose_move(state, level=level, rng=rng, time_budget=0)
        state = state.after(move)
    return state
