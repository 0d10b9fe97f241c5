"""How long each level thinks per move, against its budget (its default think time), in
CPython and, with --pyodide, in Pyodide under Node (the runtime the page uses).

    python3 bench/level_times.py                     # every game and level, CPython
    python3 bench/level_times.py --pyodide           # and Pyodide under Node
    python3 bench/level_times.py --games abagio --positions 6

From `--positions` seeded positions of each game (random play from the start, dice
rolled), each level is asked for a move with its own default clock (`ai.analyse` with
no time_budget, as the page asks); the table gives the mean and the longest time per
move and the longest over the budget (a level must stay within +20%). A benchmark, not
a test: the figures depend on the machine and its load.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

MEASURE = r'''
import json, random
from time import perf_counter
import engines
from engines import ai, CHANCE

def level_times(game_ids, positions):
    out = {}
    for game_id in game_ids:
        rng = random.Random("times/" + game_id)
        states = []
        for index in range(positions):
            state = engines.new_game(game_id)
            for _ in range(4 + 13 * index):
                if state.is_over():
                    break
                if state.to_move == CHANCE:
                    state = state.play(engines.random_outcome(state, rng))
                    continue
                moves = state.legal_moves()
                nxt = state.play(moves[rng.randrange(len(moves))])
                if nxt.is_over():
                    break
                state = nxt
            while state.to_move == CHANCE:
                state = state.play(engines.random_outcome(state, rng))
            states.append(state)
        for level in ai.LEVELS:
            budget = ai.level_settings(level, game_id)["seconds"]
            times = []
            for index, state in enumerate(states):
                ai._PLANNERS.clear()
                start = perf_counter()
                ai.analyse(state, level, random.Random(index))
                times.append(perf_counter() - start)
            out[game_id + "/" + level] = {"budget": budget, "mean": sum(times) / len(times),
                                          "longest": max(times)}
    return out
'''


def run(game_ids, positions: int, pyodide: bool) -> dict:
    """{runtime: {game/level: {"budget", "mean", "longest"}}}."""
    namespace: dict = {}
    exec(MEASURE, namespace)
    runtimes = {f"CPython {sys.version.split()[0]}": namespace["level_times"](game_ids, positions)}
    if pyodide:
        from pyodide_node import pyodide_version, run_python
        code = MEASURE + f"\nresult = json.dumps(level_times({list(game_ids)!r}, {positions}))\n"
        runtimes[f"Pyodide {pyodide_version()} under Node"] = run_python(code)
    return runtimes


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    import engines
    parser.add_argument("--games", default=",".join(sorted(engines.GAMES)))
    parser.add_argument("--positions", type=int, default=3)
    parser.add_argument("--pyodide", action="store_true")
    args = parser.parse_args(argv)
    runtimes = run(args.games.split(","), args.positions, args.pyodide)
    print("| runtime | game/level | budget s | mean s | longest s | longest / budget |\n|---|---|---|---|---|---|")
    for runtime, table in runtimes.items():
        for key, row in table.items():
            print(f"| {runtime} | {key} | {row['budget']:g} | {row['mean']:.2f} | {row['longest']:.2f} | "
                  f"{row['longest'] / row['budget']:.0%} |")
    print(json.dumps(runtimes), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
