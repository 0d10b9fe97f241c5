"""The Abagio ladder: hard against random, against a greedy one-ply player, and the
other levels, seats and first player alternating, dice from a seeded generator.

    python3 bench/abagio_ladder.py                       # 100 games a pairing, the default ladder
    python3 bench/abagio_ladder.py --games 40 --pairs hard:greedy
    python3 bench/abagio_ladder.py --pairs hard:random,hard:greedy,hard:medium,medium:easy
    python3 bench/abagio_ladder.py --speed                # engine and hard speed, CPython and Pyodide

Players: the engine's levels (easy, medium, hard: `engines.ai.choose_move` with
time_budget=0, so a game replays from its seed), "random" (a uniformly random legal
move) and "greedy" (`abagio_turns.greedy_move`: the end of the leaps with the best pip
count against the other colour's, hits counted, the Top Frog set aside; no lookahead).
Prints wins per pairing, the hard player's time per move (CPython) and its positions
judged per second.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import engines  # noqa: E402
from engines import ai  # noqa: E402
from engines.ai.abagio_turns import TurnPlanner, greedy_move  # noqa: E402
from pyodide_node import run_python  # noqa: E402


def chooser(kind: str, stats: dict):
    """A function (state, rng) -> move for a player kind."""
    if kind == "random":
        return lambda state, rng: ai.choose_move(state, "random", rng)
    if kind == "greedy":
        return lambda state, rng: greedy_move(state)
    if kind == "hard":
        planner = TurnPlanner()  # this player's, for the whole game

        def hard(state, rng):
            start = time.perf_counter()
            cpu = time.process_time()
            move = planner.choose(state, rng) or ai.choose_move(state, "hard", rng, time_budget=0)
            seconds = time.perf_counter() - start
            stats["moves"] += 1
            stats["seconds"] += seconds
            stats["cpu"] += time.process_time() - cpu
            stats["positions"] += planner.positions
            stats["max"] = max(stats["max"], seconds)
            return move
        return hard
    return lambda state, rng: ai.choose_move(state, kind, rng, time_budget=0)


def play(kind_a: str, kind_b: str, seat_a: int, first: str, seed: int, stats: dict) -> int:
    """One game; returns the winning seat."""
    state = engines.new_game("abagio", first=first)
    dice = random.Random(f"dice/{seed}")
    rngs = {seat_a: random.Random(seed), 1 - seat_a: random.Random(seed + 7919)}
    players = {seat_a: chooser(kind_a, stats), 1 - seat_a: chooser(kind_b, stats)}
    while not state.is_over():
        if state.to_move == engines.CHANCE:
            state = state.play(engines.random_outcome(state, dice))
        else:
            seat = state.to_move
            state = state.play(players[seat](state, rngs[seat]))
    return state.winners()[0]


SPEED_CODE = r"""
import json, random, time
import engines
from engines import abagio
from engines.ai.abagio_turns import TurnPlanner

def positions(count, seed):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = engines.new_game("abagio")
        while not state.is_over():
            if state.to_move == engines.CHANCE:
                state = state.play(engines.random_outcome(state, rng))
            else:
                if state.phase == abagio.LEAP and rng.random() < 0.25:
                    out.append(state)
                state = state.play(rng.choice(state.legal_moves()))
    return out[:count]

# the rules: random games, every position's legal moves generated (forced play included)
rng = random.Random(1)
plies = 0
start = time.process_time()
for game in range(20):
    state = engines.new_game("abagio")
    while not state.is_over():
        move = engines.random_outcome(state, rng) if state.to_move == engines.CHANCE else rng.choice(state.legal_moves())
        state = state._apply(move)
        plies += 1
rules = plies / (time.process_time() - start)

# hard: whole-turn planning from the start of a turn (no plan cached)
worst, total, judged = 0.0, 0.0, 0
for state in positions(120, 7):
    planner = TurnPlanner()
    start = time.process_time()
    planner.choose(state, random.Random(0))
    spent = time.process_time() - start
    worst, total, judged = max(worst, spent), total + spent, judged + planner.positions
result = json.dumps({"rules_positions_per_s": rules, "hard_positions_per_s": judged / total,
                     "hard_mean_s": total / 120, "hard_worst_s": worst})
"""

def speed() -> None:
    """The rules' and hard's speed (CPU time), in CPython and in Pyodide under Node."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    scope: dict = {}
    exec(SPEED_CODE, scope)
    rows = [("CPython " + sys.version.split()[0], json.loads(scope["result"]))]
    try:
        rows.append(("Pyodide under Node", run_python(SPEED_CODE)))
    except RuntimeError as error:
        print(error)
    print("| runtime | rules: positions/s (random games, forced play) | hard: positions judged/s "
          "| hard: mean / worst CPU per decision |")
    print("|---|---|---|---|")
    for name, r in rows:
        print(f"| {name} | {r['rules_positions_per_s']:,.0f} | {r['hard_positions_per_s']:,.0f} | "
              f"{r['hard_mean_s'] * 1000:.0f} ms / {r['hard_worst_s'] * 1000:.0f} ms |")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games per pairing (default 100)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pairs", default="hard:random,hard:greedy",
                        help="comma list of a:b pairings (default hard:random,hard:greedy)")
    parser.add_argument("--speed", action="store_true", help="only the speed table (CPython and Pyodide)")
    args = parser.parse_args(argv)
    if args.speed:
        speed()
        return 0
    stats = {"moves": 0, "seconds": 0.0, "cpu": 0.0, "positions": 0, "max": 0.0}
    total = time.perf_counter()
    for pair in args.pairs.split(","):
        kind_a, kind_b = pair.split(":")
        wins = [0, 0]  # a's wins as Red (seat 0), as Purple
        played = [0, 0]
        start = time.perf_counter()
        for game in range(args.games):
            seat = game % 2
            first = ("red", "purple")[(game // 2) % 2]
            winner = play(kind_a, kind_b, seat, first, args.seed * 100_003 + game, stats)
            played[seat] += 1
            wins[seat] += winner == seat
        print(f"{kind_a} vs {kind_b}: {kind_a} won {sum(wins)}/{sum(played)} "
              f"(as Red {wins[0]}/{played[0]}, as Purple {wins[1]}/{played[1]}) "
              f"in {time.perf_counter() - start:.0f} s")
        sys.stdout.flush()
    if stats["moves"]:
        print(f"hard: {stats['moves']} moves, {stats['seconds'] / stats['moves'] * 1000:.1f} ms a move on average, "
              f"longest {stats['max']:.2f} s (wall, CPython); {stats['positions']} positions judged in "
              f"{stats['cpu']:.1f} s CPU = {stats['positions'] / max(stats['cpu'], 1e-9):,.0f} positions/s")
    print(f"total {time.perf_counter() - total:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
