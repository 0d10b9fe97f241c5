"""Abcuazego on the ladder: each pair of games (seats swapped) from its own seeded random
opening plies (`--opening`, 2 by default), and "depth6", a fixed depth-6 alpha-beta
yardstick with the game's evaluation (bench/ladder_games/yardsticks.py).

The first move is worth much here: a deep search gives the Zipa about 70% from the start,
and after two random plies most openings are worse still for one side, so a pair of games
with the seats swapped often ends one-all whoever plays better. `--balanced T` keeps only
openings that a depth-6 search with the learnt evaluation judges within T of even (on its
scale, 0.95 tanh(z / 2) of the fitted log-odds z: 0.3 is about 35-65%), drawing other
seeded random plies until one is, as engine testing uses balanced opening books."""
from __future__ import annotations

import random
from itertools import count

import engines
from engines.ai import abcuazego_eval
from engines.ai.alphabeta import SCALE, AlphaBeta
from ladder_games import GameLadder
from ladder_games.yardsticks import depth_player, opened

JUDGE_DEPTH = 6
"""How deep `balanced_opening` searches to judge an opening."""


def opening_value(state) -> float:
    """The side to move's value of `state` by a depth-6 search with the learnt evaluation."""
    search = AlphaBeta(abcuazego_eval.evaluate, 0, 10**12, JUDGE_DEPTH)
    search.choose(state, random.Random(0))
    return search.value / SCALE


def balanced_opening(index: int, plies: int, seed: int, within: float):
    """The first seeded `plies`-ply random opening of game `index`'s pair judged within
    `within` of even by `opening_value` (the same for games 2k and 2k + 1)."""
    for attempt in count():
        state = opened(engines.new_game("abcuazego"), index, plies, seed, stream=f"balanced/{attempt}")
        if not state.is_over() and abs(opening_value(state)) <= within:
            return state
    raise AssertionError("unreachable")


class AbcuazegoLadder(GameLadder):
    """Abcuazego: the default pairings, the depth-6 yardstick, balanced openings on request."""

    def __init__(self, game_id: str):
        super().__init__(game_id)
        self._balanced = {}

    def add_arguments(self, parser) -> None:
        parser.add_argument("--opening", type=int, default=2, help="seeded random plies a game starts with")
        parser.add_argument("--balanced", type=float, default=0.0,
                            help="only openings a depth-6 search judges within this of even (0.3: about "
                                 "35-65%%; default 0: any)")

    def new_game(self, index, args):
        plies, seed = getattr(args, "opening", 2), getattr(args, "seed", 1)
        within = getattr(args, "balanced", 0.0)
        if not within:
            return opened(engines.new_game("abcuazego"), index, plies, seed)
        key = (index // 2, plies, seed, within)
        if key not in self._balanced:
            self._balanced[key] = balanced_opening(index, plies, seed, within)
        return self._balanced[key]

    def players(self):
        return {"depth6": depth_player(6)}


ADAPTER = AbcuazegoLadder("abcuazego")
