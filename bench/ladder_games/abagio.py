"""Abagio on the ladder: seats and the first player alternating, seeded dice. Every
level is a whole-turn planner of its own (`engines.ai.abagio_levels`; work counted as
positions generated or judged). The yardsticks (bench/ladder_games/abagio_yardsticks.py, never in
the game): "oneply", the plain one-ply heuristic player (each leap judged alone by pip
count, blots and blocks); "twoply", a two-ply whole-turn expectimax with that plain
evaluation; "greedy" (`abagio_turns.greedy_move`: the end of the leaps with the best pip
count); "planner", the hard level before issue 17 (`abagio_turns.TurnPlanner`, a fixed
6,000 positions). No clock by default, so a game replays from its seed: --nodes sets
the measured level's work limit, --budget its seconds a move."""
from __future__ import annotations

import random
import time

import engines
from engines import ai
from engines.ai.abagio_turns import TurnPlanner, greedy_move
from ladder_games import GameLadder
from ladder_games.abagio_yardsticks import TwoPly, one_ply_move


def abagio_level(level: str, stats: dict, time_budget, node_limit):
    """A level as the page plays it (its own planner, a fresh one for each game), its
    time and positions counted in `stats`."""
    planner = ai.abagio_levels.planner(level)
    stats["word"] = "positions"

    def choose(state, rng):
        wall, cpu = time.perf_counter(), time.process_time()
        planner.seconds = time_budget or 0
        planner.node_limit = node_limit or ai.abagio_levels.work_limit(level)
        move = planner.choose(state, rng)
        if move is None or move not in state.legal_moves():
            move = ai.choose_move(state, level, rng, time_budget=0)
        seconds = time.perf_counter() - wall
        if planner.positions:  # a turn planned (0: it followed its plan, or a Top Frog move)
            stats["moves"] += 1
            stats["seconds"] += seconds
            stats["cpu"] += time.process_time() - cpu
            stats["nodes"] += planner.positions
            stats["longest"] = max(stats["longest"], seconds)
            stats["depth"] += planner.depth
            stats["deepened"] += 1
        return move
    return choose


def planner_player(stats: dict):
    """The hard level before issue 17: TurnPlanner's fixed work, fresh for each game."""
    planner = TurnPlanner()
    return lambda state, rng: planner.choose(state, rng) or greedy_move(state)


def two_ply(stats: dict):
    player = TwoPly()
    return lambda state, rng: player.choose(state, rng)


class AbagioLadder(GameLadder):
    """Abagio: the first player alternating, the levels' planners, the yardsticks."""

    pairs = "hard:random,hard:oneply"
    default_budget = 0
    speed_positions = (120, 400)
    search_words = "hard's turn search, positions ({count} positions, {nodes:,}-position limit)"

    def new_game(self, index, args):
        return engines.new_game("abagio", first=("red", "purple")[(index // 2) % 2])

    def level_player(self, level, stats, time_budget, node_limit):
        if level not in ai.abagio_levels.LEVEL_SEARCH:  # random
            from ladder_play import level_player
            return level_player(level, stats, time_budget, node_limit)
        return abagio_level(level, stats, time_budget, node_limit)

    def players(self):
        return {"greedy": lambda stats: lambda state, rng: greedy_move(state),
                "oneply": lambda stats: lambda state, rng: one_ply_move(state),
                "twoply": two_ply, "planner": planner_player}

    def search(self, state, nodes):
        planner = ai.abagio_levels.planner("hard")
        planner.node_limit = nodes
        planner.choose(state, random.Random(0))
        return planner.positions, planner.depth


ADAPTER = AbagioLadder("abagio")
