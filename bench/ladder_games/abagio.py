"""Abagio on the ladder: seats and the first player alternating, seeded dice; hard plans
whole turns (`abagio_turns.TurnPlanner`, one per player and game, its positions judged
counted), and "greedy" is a yardstick (`abagio_turns.greedy_move`: the end of the leaps
with the best pip count against the other colour's, hits counted, the Top Frog set
aside; no lookahead). No clock by default, so a game replays from its seed; the
planner limits its own work, so --nodes and --budget reach only easy and medium."""
from __future__ import annotations

import random
import time

import engines
from engines import ai
from engines.ai.abagio_turns import TurnPlanner, greedy_move
from ladder_games import GameLadder


def hard_player(stats: dict):
    """Hard as the page plays it: the turn planner first, else the engine's hard level;
    time and positions judged counted in `stats`."""
    planner = TurnPlanner()  # this player's, for the whole game
    stats["word"] = "positions judged"

    def hard(state, rng):
        wall, cpu = time.perf_counter(), time.process_time()
        move = planner.choose(state, rng) or ai.choose_move(state, "hard", rng, time_budget=0)
        seconds = time.perf_counter() - wall
        stats["moves"] += 1
        stats["seconds"] += seconds
        stats["cpu"] += time.process_time() - cpu
        stats["nodes"] += planner.positions  # those of this choice (0 when it followed its plan)
        stats["longest"] = max(stats["longest"], seconds)
        return move
    return hard


class AbagioLadder(GameLadder):
    """Abagio: the first player alternating, hard's planner, the greedy yardstick."""

    pairs = "hard:random,hard:greedy"
    default_budget = 0
    speed_positions = (120, 400)
    search_words = "hard's turn planner, positions judged ({count} positions)"

    def new_game(self, index, args):
        return engines.new_game("abagio", first=("red", "purple")[(index // 2) % 2])

    def players(self):
        return {"hard": hard_player, "greedy": lambda stats: lambda state, rng: greedy_move(state)}

    def search(self, state, nodes):
        planner = TurnPlanner()
        planner.choose(state, random.Random(0))
        return planner.positions, 0


ADAPTER = AbagioLadder("abagio")
