"""Abcuazego: the computer-opponent ladder and the speed of the rules and the search.

    python3 bench/abcuazego_ladder.py                    # ladder at each level's think time
    python3 bench/abcuazego_ladder.py --nodes 40000      # no clock: hard stops at 40000 nodes
                                                         # (medium at its own limit), replayable
    python3 bench/abcuazego_ladder.py --games 20 --opponents medium
    python3 bench/abcuazego_ladder.py --speed            # positions per second only
    python3 bench/abcuazego_ladder.py --speed --pyodide  # ... also in Pyodide under Node
                                                         # (needs node_modules: ./parlour setup)

Ladder: hard plays `--games` games against each opponent, seats alternating (the
Zipa moves first). Speed: random playouts (positions made per second by the rules
alone) and hard's alpha-beta from eight fixed positions (search nodes per second).
"""
from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engines  # noqa: E402
from engines import ai  # noqa: E402
from pyodide_node import run_python  # noqa: E402

SPEED_CODE = r"""
import random, time, json
import engines
from engines import ai

def positions():
    rng = random.Random(1)
    out = []
    while len(out) < 8:
        state = engines.new_game("abcuazego")
        for _ in range(rng.randrange(0, 30)):
            if state.is_over():
                break
            state = state.play(rng.choice(state.legal_moves()))
        if not state.is_over():
            out.append(state)
    return out

# wall and CPU seconds (CPU: other work on the machine does not count against us;
# Pyodide's process_time is not CPU time, so only its wall figures mean anything)
rng = random.Random(2)
made = 0
wall, cpu = time.perf_counter(), time.process_time()
while time.perf_counter() - wall < 3.0:
    state = engines.new_game("abcuazego")
    while state.to_move is not None:
        moves = state.legal_moves()
        state = state._apply(moves[rng.randrange(len(moves))])
        made += 1
playout = (made / (time.perf_counter() - wall), made / (time.process_time() - cpu))
nodes = 0
depths = []
wall, cpu = time.perf_counter(), time.process_time()
for state in positions():
    choice = ai.analyse(state, level="hard", rng=random.Random(0), time_budget=0, node_limit=NODE_LIMIT)
    nodes += choice.nodes
    depths.append(choice.depth)
search = (nodes / (time.perf_counter() - wall), nodes / (time.process_time() - cpu))
result = json.dumps({"playout": playout, "search": search, "nodes": nodes, "depths": depths})
"""


def speed(node_limit: int, pyodide: bool) -> None:
    code = SPEED_CODE.replace("NODE_LIMIT", str(node_limit))
    scope: dict = {}
    exec(code, scope)
    figures = {"CPython " + sys.version.split()[0]: json.loads(scope["result"])}
    if pyodide:
        with tempfile.TemporaryDirectory() as tmp:
            # our Python as the page gets it: tools/build.py's zip, built here
            subprocess.run([sys.executable, str(ROOT / "tools" / "build.py"), "--out", str(Path(tmp) / "site"),
                            "--quiet", "--no-snapshot"], check=True)
            figures["Pyodide under Node"] = run_python(code, Path(tmp) / "site" / "parlour.zip", timeout=900)
    print("Positions per second: random playouts (the rules alone) and hard's alpha-beta "
          f"({node_limit} nodes from each of 8 positions); wall clock, and per CPU second in CPython.")
    print("| runtime | playout positions/s | search nodes/s | depths reached |")
    print("|---|---|---|---|")
    for name, f in figures.items():
        cpython = name.startswith("CPython")
        playout = f"{f['playout'][0]:,.0f}" + (f" ({f['playout'][1]:,.0f} per CPU s)" if cpython else "")
        search = f"{f['search'][0]:,.0f}" + (f" ({f['search'][1]:,.0f} per CPU s)" if cpython else "")
        print(f"| {name} | {playout} | {search} | {', '.join(map(str, f['depths']))} |")


def play(level_a, level_b, seat_a, seed, budget, nodes, stats):
    """One game; returns (winners, final state). `stats` collects hard's search figures."""
    state = engines.new_game("abcuazego")
    rngs = {seat_a: random.Random(seed), 1 - seat_a: random.Random(seed + 7919)}
    levels = {seat_a: level_a, 1 - seat_a: level_b}
    while not state.is_over():
        seat = state.to_move
        level = levels[seat]
        time_budget, node_limit = budget, None
        if nodes is not None:
            time_budget = 0
            node_limit = nodes if level == "hard" else None
        choice = ai.analyse(state, level, rngs[seat], time_budget=time_budget, node_limit=node_limit)
        if level == "hard" and choice.algorithm == "alphabeta":
            stats["nodes"] += choice.nodes
            stats["seconds"] += choice.seconds
            stats["moves"] += 1
            stats["depth"] += choice.depth
            stats["max_seconds"] = max(stats["max_seconds"], choice.seconds)
        state = state.play(choice.move)
    return state.winners(), state


def ladder(args) -> None:
    settings = {level: ai.level_settings(level) for level in ai.LEVELS}
    if args.nodes is not None:
        print(f"settings: time_budget=0, hard node limit {args.nodes}, medium node limit "
              f"{settings['medium']['nodes']} (depth cap {settings['medium']['max_depth']})")
    elif args.budget is not None:
        print(f"settings: time_budget={args.budget} s a move, level node limits")
    else:
        print("settings: level default think times " +
              ", ".join(f"{lv} {settings[lv]['seconds']} s/{settings[lv]['nodes']} nodes" for lv in ai.LEVELS))
    stats = {"nodes": 0, "seconds": 0.0, "moves": 0, "depth": 0, "max_seconds": 0.0}
    for opponent in args.opponents.split(","):
        wins, draws, played = [0, 0], 0, [0, 0]  # hard's wins as Zipa (seat 0), as Zaque
        plies, margins = [], []
        start = time.perf_counter()
        for game in range(args.games):
            seat = game % 2
            winners, final = play("hard", opponent, seat, args.seed * 100_003 + game, args.budget, args.nodes, stats)
            played[seat] += 1
            wins[seat] += winners == [seat]
            draws += winners == []
            plies.append(final.ply)
            margins.append(final.store(seat) - final.store(1 - seat))
            if args.verbose:
                print(f"  game {game + 1}: hard as {final.seat_name(seat)}: {final.scores()} in {final.ply} plies "
                      f"({final.end})", flush=True)
        print(f"hard vs {opponent}: hard won {sum(wins)}/{sum(played)}, drew {draws} "
              f"(as Zipa {wins[0]}/{played[0]}, as Zaque {wins[1]}/{played[1]}); "
              f"mean store margin {sum(margins) / len(margins):+.1f}, mean length {sum(plies) / len(plies):.0f} plies; "
              f"{time.perf_counter() - start:.0f} s", flush=True)
    if stats["moves"]:
        print(f"hard search: {stats['nodes']} nodes over {stats['moves']} moves in {stats['seconds']:.1f} s = "
              f"{stats['nodes'] / max(stats['seconds'], 1e-9):.0f} nodes/s, mean depth "
              f"{stats['depth'] / stats['moves']:.1f}, longest move {stats['max_seconds']:.2f} s")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games per pairing (default 100)")
    parser.add_argument("--budget", type=float, default=None, help="seconds a move for the searchers")
    parser.add_argument("--nodes", type=int, default=None,
                        help="no clock: hard stops at this many nodes, medium at its own limit")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponents", default="random,medium")
    parser.add_argument("--verbose", action="store_true", help="one line per game")
    parser.add_argument("--speed", action="store_true", help="measure positions per second instead")
    parser.add_argument("--speed-nodes", type=int, default=40_000, help="search node limit for --speed")
    parser.add_argument("--pyodide", action="store_true", help="with --speed: also in Pyodide under Node")
    args = parser.parse_args(argv)
    if args.speed:
        speed(args.speed_nodes, args.pyodide)
    else:
        ladder(args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
