"""The Abalone ladder and move-generation speed.

    python3 bench/abalone_ladder.py                      # hard vs random and vs medium, 100 games each
    python3 bench/abalone_ladder.py --budget 0.5         # 0.5 s a move for both searchers
    python3 bench/abalone_ladder.py --nodes 60000        # no clock: hard stops at 60000 nodes
                                                         # (medium at its own limit), replayable
    python3 bench/abalone_ladder.py --jobs 2             # games on two processes
    python3 bench/abalone_ladder.py --speed              # move generation, CPython and Pyodide

Games are 2-player standard starts with `max_plies` 200 (the side that pushed off more
wins an unfinished game, equal is a draw); hard plays Black in even games and White in
odd ones. `--speed` measures positions per second of the move generator (perft from the
start: every legal move generated and played) in CPython and, when `node` and
node_modules/pyodide are there, in Pyodide under Node.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engines  # noqa: E402
from engines import ai  # noqa: E402
from pyodide_node import PYODIDE_DIR, pyodide_version, run_python  # noqa: E402


def play(job):
    """One game: (hard's level, opponent, hard's seat, seed, budget, nodes, max_plies)
    -> a dict with the result and the hard search's figures."""
    level_a, level_b, seat_a, seed, budget, nodes, max_plies, players = job
    state = engines.new_game("abalone", players=players, max_plies=max_plies)
    rngs = {s: random.Random(seed * 31 + s) for s in range(players)}
    levels = {s: (level_a if s == seat_a else level_b) for s in range(players)}
    stats = {"nodes": 0, "seconds": 0.0, "moves": 0, "max_seconds": 0.0, "depth": 0}
    while not state.is_over():
        seat = state.to_move
        level = levels[seat]
        time_budget, node_limit = budget, None
        if nodes is not None:
            time_budget = 0
            node_limit = nodes if level == level_a else None
        choice = ai.analyse(state, level, rngs[seat], time_budget=time_budget, node_limit=node_limit)
        if seat == seat_a and choice.algorithm in ("alphabeta", "mcts"):
            stats["nodes"] += choice.nodes
            stats["seconds"] += choice.seconds
            stats["moves"] += 1
            stats["depth"] += choice.depth
            stats["max_seconds"] = max(stats["max_seconds"], choice.seconds)
        state = state._apply(choice.move)
    winners = state.winners()
    return {"won": seat_a in winners, "drawn": not winners, "plies": state.plies,
            "credit": list(state.scores()), "seat": seat_a, **stats}


def ladder(args) -> None:
    settings = {level: ai.level_settings(level) for level in ai.LEVELS}
    if args.nodes is not None:
        print(f"settings: time_budget=0, {args.level} node limit {args.nodes}; opponents at their own limits")
    elif args.budget is not None:
        print(f"settings: {args.budget} s a move for every searcher (level node limits still apply)")
    else:
        print("settings: level defaults " + ", ".join(
            f"{lv} {settings[lv]['seconds']} s/{settings[lv]['nodes']} nodes/depth {settings[lv]['max_depth']}"
            for lv in ai.LEVELS))
    print(f"games: {args.players} players, max_plies {args.max_plies}, {args.games} per pairing, "
          f"{args.jobs} process(es)")
    total = time.perf_counter()
    overall = {"nodes": 0, "seconds": 0.0, "moves": 0, "max_seconds": 0.0}
    for opponent in args.opponents.split(","):
        jobs = [(args.level, opponent, game % args.players, args.seed * 100_003 + game, args.budget, args.nodes,
                 args.max_plies, args.players) for game in range(args.games)]
        start = time.perf_counter()
        results = []

        def report(result):
            results.append(result)
            if args.verbose:
                outcome = "won" if result["won"] else "drew" if result["drawn"] else "lost"
                print(f"  game {len(results)}: {args.level} as seat {result['seat']} {outcome} "
                      f"{result['credit']} in {result['plies']} plies", flush=True)

        if args.jobs > 1:
            with ProcessPoolExecutor(args.jobs) as pool:
                for future in as_completed([pool.submit(play, job) for job in jobs]):
                    report(future.result())
        else:
            for job in jobs:
                report(play(job))
        won = sum(r["won"] for r in results)
        drawn = sum(r["drawn"] for r in results)
        by_seat = [sum(r["won"] for r in results if r["seat"] == s) for s in range(args.players)]
        seat_games = [sum(1 for r in results if r["seat"] == s) for s in range(args.players)]
        finished = sum(1 for r in results if max(r["credit"]) >= 6 or r["plies"] < args.max_plies)
        hard_off = sum(r["credit"][r["seat"]] for r in results) / len(results)
        other_off = sum(sum(r["credit"]) - r["credit"][r["seat"]] for r in results) / len(results)
        print(f"{args.level} vs {opponent}: won {won}/{len(results)}, drawn {drawn}, lost {len(results) - won - drawn} "
              f"(won per seat {', '.join(f'{w}/{n}' for w, n in zip(by_seat, seat_games))}); "
              f"{finished} ended by six push-offs; push-offs a game {hard_off:.1f} to {other_off:.1f}; "
              f"{time.perf_counter() - start:.0f} s")
        sys.stdout.flush()
        for r in results:
            overall["nodes"] += r["nodes"]
            overall["seconds"] += r["seconds"]
            overall["moves"] += r["moves"]
            overall["max_seconds"] = max(overall["max_seconds"], r["max_seconds"])
    if overall["seconds"]:
        print(f"{args.level} search: {overall['nodes']} nodes over {overall['moves']} moves in "
              f"{overall['seconds']:.1f} s = {overall['nodes'] / overall['seconds']:.0f} nodes/s, "
              f"longest move {overall['max_seconds']:.2f} s")
    print(f"total {time.perf_counter() - total:.0f} s")


# ----- move generation speed -----------------------------------------------------------------
SPEED_CODE = r"""
import json, time
import engines

def perft(state, depth):
    if depth == 0:
        return 1
    moves = state.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(perft(state._apply(m), depth - 1) for m in moves)

def positions(state, depth):
    # every position generated and played down to `depth` (the interior nodes of perft(depth+1))
    total = 0
    frontier = [state]
    for _ in range(depth):
        nxt = []
        for s in frontier:
            for m in s.legal_moves():
                nxt.append(s._apply(m))
        total += len(nxt)
        frontier = nxt
    return total

out = {}
for name, options in (("standard", {}), ("belgian", {"layout": "belgian"}), ("3 players", {"players": 3}),
                      ("4 players", {"players": 4})):
    state = engines.new_game("abalone", **options)
    start = time.perf_counter()
    made = positions(state, 3)
    seconds = time.perf_counter() - start
    out[name] = {"positions": made, "seconds": seconds, "per_second": made / seconds}
state = engines.new_game("abalone")
start = time.perf_counter()
leaves = perft(state, 4)
seconds = time.perf_counter() - start
out["perft4 standard"] = {"leaves": leaves, "seconds": seconds, "per_second": leaves / seconds}
import random
from engines import ai
nodes = seconds = 0
rng = random.Random(1)
for game in range(4):
    state = engines.new_game("abalone")
    for _ in range(rng.randrange(0, 30)):
        state = state.play(rng.choice(state.legal_moves()))
    choice = ai.analyse(state, level="hard", rng=random.Random(0), time_budget=0, node_limit=20000)
    nodes += choice.nodes
    seconds += choice.seconds
out["search"] = {"positions": nodes, "seconds": seconds, "per_second": nodes / seconds}
result = json.dumps(out)
"""

def speed() -> None:
    scope: dict = {}
    exec(SPEED_CODE, scope)
    results = {"CPython " + sys.version.split()[0]: json.loads(scope["result"])}
    if PYODIDE_DIR.exists():
        try:
            results[f"Pyodide {pyodide_version()} (Node)"] = run_python(SPEED_CODE)
        except RuntimeError as error:
            print(error)
    names = list(next(iter(results.values())))
    print("| position set | " + " | ".join(results) + " |")
    print("|---|" + "---|" * len(results))
    for name in names:
        cells = []
        for runtime in results.values():
            row = runtime[name]
            cells.append(f"{row['per_second']:,.0f}/s")
        count = next(iter(results.values()))[name].get("positions") or next(iter(results.values()))[name]["leaves"]
        if name.startswith("perft"):
            label = f"{name}: perft(4) leaves counted ({count:,})"
        elif name == "search":
            label = f"alpha-beta at hard, 4 positions, 20,000-node limit ({count:,} nodes)"
        else:
            label = f"{name}: every position to depth 3 generated and played ({count:,})"
        print(f"| {label} | " + " | ".join(cells) + " |")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games per pairing (default 100)")
    parser.add_argument("--budget", type=float, default=None, help="seconds a move (default: level think times)")
    parser.add_argument("--nodes", type=int, default=None, help="no clock: the tested level stops at this many nodes")
    parser.add_argument("--level", default="hard", help="the level tested (default hard)")
    parser.add_argument("--opponents", default="random,medium")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--max-plies", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes (the machine has 2 cores)")
    parser.add_argument("--speed", action="store_true", help="only measure move generation speed")
    parser.add_argument("--verbose", action="store_true", help="a line per game as it ends")
    args = parser.parse_args(argv)
    if args.speed:
        speed()
        return 0
    ladder(args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
