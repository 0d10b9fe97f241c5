"""Fixed-depth alpha-beta yardsticks for the games without chance (benchmarks only):
`depth_player(depth)` searches every position to exactly `depth` plies (iterative
deepening to it, no node limit, no clock) with the game's own evaluation (Abalone's:
marbles off, centre distance, cohesion, edge danger; Abcuazego's: its GameInfo.evaluate),
so its strength does not depend on the machine."""
from __future__ import annotations

import random

from engines import ai
from engines.ai.alphabeta import AlphaBeta


def opened(state, index: int, plies: int, seed: int = 1, stream: str = ""):
    """`state` after `plies` seeded random opening moves, the same for games 2k and
    2k + 1 (which swap the seats), so two deterministic players meet in varied games;
    another `seed` gives other openings (seed 1 those of the runs before it was passed).
    A `stream` name gives a bench its own openings (those its recorded runs played)."""
    if stream:
        rng = random.Random(f"{stream}/{seed}/{index // 2}")
    else:
        rng = random.Random(f"opening/{index // 2}" if seed == 1 else f"opening/{seed}/{index // 2}")
    for _ in range(plies):
        if state.is_over():
            break
        moves = state.legal_moves()
        nxt = state.play(moves[rng.randrange(len(moves))])
        if nxt.is_over():
            break
        state = nxt
    return state


def depth_player(depth: int):
    """A ladder player factory (stats -> (state, rng) -> move): alpha-beta to `depth`."""
    def make(stats: dict):
        def choose(state, rng):
            moves = state.legal_moves()
            if len(moves) == 1:
                return moves[0]
            search = AlphaBeta(ai.evaluation(state), 0, 10**12, depth)
            return search.choose(state, rng)
        return choose
    return make


__all__ = ["depth_player", "opened"]
