"""Abcuazego on the ladder: each pair of games (seats swapped) from its own two seeded
random opening plies (`--opening`), and "depth6", a fixed depth-6 alpha-beta yardstick
with the game's evaluation (bench/ladder_games/yardsticks.py)."""
from __future__ import annotations

import engines
from ladder_games import GameLadder
from ladder_games.yardsticks import depth_player, opened


class AbcuazegoLadder(GameLadder):
    """Abcuazego: the default pairings, the depth-6 yardstick."""

    def add_arguments(self, parser) -> None:
        parser.add_argument("--opening", type=int, default=2, help="seeded random plies a game starts with")

    def new_game(self, index, args):
        return opened(engines.new_game("abcuazego"), index, getattr(args, "opening", 2), getattr(args, "seed", 1))

    def players(self):
        return {"depth6": depth_player(6)}


ADAPTER = AbcuazegoLadder("abcuazego")
