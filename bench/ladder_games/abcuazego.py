"""Abcuazego on the ladder: the defaults, and "depth6", a fixed depth-6 alpha-beta
yardstick with the game's evaluation (bench/ladder_games/yardsticks.py)."""
from __future__ import annotations

from ladder_games import GameLadder
from ladder_games.yardsticks import depth_player


class AbcuazegoLadder(GameLadder):
    """Abcuazego: the default pairings, the depth-6 yardstick."""

    def players(self):
        return {"depth6": depth_player(6)}


ADAPTER = AbcuazegoLadder("abcuazego")
