"""The computer-opponent ladder of any game, and the speed of its rules and search.

    python3 bench/ladder.py apagos                          # the default pairings, 100 games each
    python3 bench/ladder.py abcuazego --nodes 20000         # no clock: the first player of each
                                                            # pairing stops at 20000 nodes, replayable
    python3 bench/ladder.py abalone --budget 0.5 --jobs 2   # 0.5 s a move, games on two processes
    python3 bench/ladder.py abagio --games 200 --pairs hard:oneply,hard:twoply --nodes 8000
    python3 bench/ladder.py abalone --pairs hard:depth3 --nodes 20000   # the outside yardsticks
    python3 bench/ladder.py abcuazego --pairs hard:depth6 --nodes 40000
    python3 bench/ladder.py abcuazego --speed --pyodide     # positions per second, CPython and Pyodide
    python3 bench/ladder.py GAME --help                     # the game's own options

Each pairing a:b plays --games games, a in seat (game number mod players) and b in the
others, every seat with its own seeded generator (and seeded dice), and prints a's
wins per seat, draws, game lengths, mean scores and the search figures of a. Players:
random, the levels (beginner, easy, medium, hard, expert) and any the game adds (Abagio:
oneply, twoply, greedy, planner; Abalone: depth3; Abcuazego: depth6). What
differs per game (its options, starts, default pairings, extra players and figures,
opening book) is its adapter in bench/ladder_games/.
"""
from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engines  # noqa: E402
from engines import ai  # noqa: E402
from ladder_games import adapter  # noqa: E402
from ladder_play import add_stats, new_stats, play_game  # noqa: E402
from ladder_speed import speed_table  # noqa: E402


def parse_args(argv=None):
    """The command line: a game, then the common options and the game's own."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    games = parser.add_subparsers(dest="game", required=True, metavar="GAME",
                                  help=", ".join(sorted(engines.GAMES)))
    for game_id in sorted(engines.GAMES):
        game = adapter(game_id)
        sub = games.add_parser(game_id, help=f"the {engines.GAMES[game_id].name} ladder")
        sub.add_argument("--games", type=int, default=100, help="games per pairing (default 100)")
        sub.add_argument("--pairs", default=game.pairs, help=f"comma list of a:b pairings (default {game.pairs})")
        clock = sub.add_mutually_exclusive_group()
        clock.add_argument("--nodes", type=int, default=None,
                           help="no clock: the first player of each pairing stops at this many nodes, "
                                "the other at its level's own limit (with --speed: the search's limit)")
        clock.add_argument("--budget", type=float, default=None, help="seconds a move for every searcher")
        sub.add_argument("--seed", type=int, default=1)
        sub.add_argument("--jobs", type=int, default=1, help="processes (the machine has 2 cores)")
        sub.add_argument("--verbose", action="store_true", help="a line per game as it ends")
        sub.add_argument("--speed", action="store_true", help="positions per second instead of games")
        sub.add_argument("--pyodide", action="store_true", help="with --speed: also in Pyodide under Node")
        game.add_arguments(sub)
    return parser.parse_args(argv)


def settings_line(game, args) -> str:
    """What the searchers were allowed in this run."""
    limits = {level: ai.level_settings(level, game.game_id) for level in ai.LEVELS}
    own = ", ".join(f"{lv} {limits[lv]['nodes']} nodes/depth {limits[lv]['max_depth']}" for lv in ai.LEVELS)
    if args.nodes is not None:
        return f"settings: no clock (time_budget=0); the first player stops at {args.nodes} nodes, the other at its own ({own})"
    if args.budget is not None:
        return f"settings: {args.budget} s a move for every searcher (level node limits still apply: {own})"
    if game.default_budget == 0:
        return f"settings: no clock (time_budget=0), each level at its own limits ({own})"
    return "settings: level default think times " + ", ".join(
        f"{lv} {limits[lv]['seconds']} s/{limits[lv]['nodes']} nodes" for lv in ai.LEVELS)


def run_pairing(game_id: str, first: str, second: str, args) -> list:
    """Every game of one pairing, on --jobs processes; the results as they end."""
    jobs = [(game_id, first, second, index, args) for index in range(args.games)]
    results = []

    def report(result):
        results.append(result)
        if args.verbose:
            outcome = "won" if result["won"] else "drew" if result["drawn"] else "lost"
            print(f"  game {len(results)}: {first} as seat {result['seat']} {outcome} "
                  f"{result['scores']} in {result['plies']} plies", flush=True)

    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            for future in as_completed([pool.submit(play_game, job) for job in jobs]):
                report(future.result())
    else:
        for job in jobs:
            report(play_game(job))
    return results


def pairing_line(game, first: str, second: str, results: list, args, seconds: float) -> str:
    """One pairing's results: wins (per seat), draws, length, mean scores, the game's words."""
    words = game.seat_words(args)
    won = sum(r["won"] for r in results)
    drawn = sum(r["drawn"] for r in results)
    per_seat = ", ".join(f"as {word} {sum(r['won'] for r in results if r['seat'] == seat)}/"
                         f"{sum(r['seat'] == seat for r in results)}" for seat, word in enumerate(words))
    n = max(len(results), 1)
    mine = sum(r["scores"][r["seat"]] for r in results) / n
    theirs = sum(sum(r["scores"]) - r["scores"][r["seat"]] for r in results) / n
    extra = game.summary(results, args)
    return (f"{first} vs {second}: {first} won {won}/{len(results)}, drew {drawn} ({per_seat}); "
            f"mean length {sum(r['plies'] for r in results) / n:.0f} plies; "
            f"score a game {mine:.1f} to {theirs:.1f}{'; ' + extra if extra else ''}; {seconds:.0f} s")


def stats_line(name: str, s: dict) -> str:
    """The search figures of player `name` over the run."""
    line = (f"{name} search: {s['nodes']:,} {s['word']} over {s['moves']} moves in {s['seconds']:.1f} s wall = "
            f"{s['nodes'] / max(s['seconds'], 1e-9):,.0f}/s; {s['cpu']:.1f} s CPU = "
            f"{s['nodes'] / max(s['cpu'], 1e-9):,.0f}/s; {s['seconds'] / s['moves'] * 1000:.1f} ms a move, "
            f"longest {s['longest']:.2f} s")
    return line + (f"; mean depth {s['depth'] / s['deepened']:.1f}" if s["deepened"] else "")


def ladder(args) -> None:
    """Play every pairing and print the results."""
    game = adapter(args.game)
    for line in game.setup(args):
        print(line)
    print(settings_line(game, args))
    total = time.perf_counter()
    measured = {}
    for pair in args.pairs.split(","):
        first, second = pair.split(":")
        start = time.perf_counter()
        results = run_pairing(args.game, first, second, args)
        print(pairing_line(game, first, second, results, args, time.perf_counter() - start), flush=True)
        for result in results:
            add_stats(measured.setdefault(first, new_stats()), result["stats"][first])
    for name, stats in measured.items():
        if stats["moves"]:
            print(stats_line(name, stats))
        if stats.get("planned"):
            print(f"{name} planned: {stats['planned']} moves from its planner or book, without a search")
    print(f"total {time.perf_counter() - total:.0f} s")


def main(argv=None) -> int:
    args = parse_args(argv)
    if args.speed:
        speed_table(args.game, args.nodes or 40_000, args.pyodide)
    else:
        ladder(args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
