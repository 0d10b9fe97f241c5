"""The Apagos ladder: hard against random and against medium, seats alternating.

    python3 bench/apagos_ladder.py                   # level default think times
    python3 bench/apagos_ladder.py --budget 0.5      # 0.5 s a move for both searchers
    python3 bench/apagos_ladder.py --nodes 40000     # no clock: hard stops at 40000 nodes
                                                     # (medium at its own limit), replayable

Seat 1 (White) arranges the ramp as its first move, so in every pairing each side
arranges in half of the games. Prints the results per seat and the speed of the
hard search (alpha-beta nodes per second, CPython).

`--book solve` computes the arranger's winning arrangements with the exact solver
(apagos._solve, about a minute) and installs them as the game's opening hook for
this run, when engines.apagos does not provide one yet.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import engines  # noqa: E402
from engines import ai, apagos  # noqa: E402


def install_solved_book() -> int:
    """Install an opening hook with every arrangement that wins for the arranger."""
    wins = tuple(a for a in apagos.ARRANGEMENTS
                 if apagos._solve(tuple((h, 0, 0) for h in a), apagos.BLACK) < 0)
    setups = {str(m): m for m in engines.new_game("apagos").legal_moves()}

    def opening(state, rng):
        if getattr(state, "platforms", 1) is None and wins:
            return setups["setup " + " ".join(map(str, wins[rng.randrange(len(wins))]))]
        return None

    apagos.GAME.extras["opening"] = opening
    apagos._solve.cache_clear()
    return len(wins)


def play(level_a, level_b, seat_a, seed, budget, nodes, stats):
    """One game; returns the winning seat. `stats` collects hard search figures."""
    state = engines.new_game("apagos")
    rngs = {seat_a: random.Random(seed), 1 - seat_a: random.Random(seed + 7919)}
    levels = {seat_a: level_a, 1 - seat_a: level_b}
    while not state.is_over():
        seat = state.to_move
        level = levels[seat]
        time_budget = budget
        node_limit = None
        if nodes is not None:
            time_budget = 0
            node_limit = nodes if level == "hard" else None
        cpu = time.process_time()
        choice = ai.analyse(state, level, rngs[seat], time_budget=time_budget, node_limit=node_limit)
        cpu = time.process_time() - cpu
        if level == "hard" and choice.algorithm == "alphabeta":
            stats["nodes"] += choice.nodes
            stats["seconds"] += choice.seconds
            stats["cpu"] += cpu
            stats["moves"] += 1
            stats["max_seconds"] = max(stats["max_seconds"], choice.seconds)
        state = state.play(choice.move)
    return state.winners()[0]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games per pairing (default 100)")
    parser.add_argument("--budget", type=float, default=None,
                        help="seconds a move for the searchers (default: each level's think time)")
    parser.add_argument("--nodes", type=int, default=None,
                        help="no clock: hard stops at this many nodes, medium at its own limit")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--book", choices=("auto", "solve", "none"), default="auto",
                        help="auto: the game's own opening hook if any; solve: compute one; none: no book")
    parser.add_argument("--opponents", default="random,medium")
    args = parser.parse_args(argv)

    if args.book == "none":
        apagos.GAME.extras.pop("opening", None)
    elif args.book == "solve":
        start = time.perf_counter()
        count = install_solved_book()
        print(f"book: {count} winning arrangements for the arranger, solved in {time.perf_counter() - start:.1f} s")
    print(f"book: {'opening hook present' if 'opening' in apagos.GAME.extras else 'none'}")
    settings = {level: ai.level_settings(level) for level in ai.LEVELS}
    if args.nodes is not None:
        print(f"settings: time_budget=0, hard node limit {args.nodes}, medium node limit "
              f"{settings['medium']['nodes']} (depth cap {settings['medium']['max_depth']})")
    elif args.budget is not None:
        print(f"settings: time_budget={args.budget} s a move, level node limits "
              f"(hard {settings['hard']['nodes']}, medium {settings['medium']['nodes']})")
    else:
        print("settings: level default think times " +
              ", ".join(f"{lv} {settings[lv]['seconds']} s/{settings[lv]['nodes']} nodes" for lv in ai.LEVELS))
    stats = {"nodes": 0, "seconds": 0.0, "cpu": 0.0, "moves": 0, "max_seconds": 0.0}
    total_start = time.perf_counter()
    for opponent in args.opponents.split(","):
        wins = [0, 0]  # hard's wins as seat 0 (Black), as seat 1 (White, arranger)
        played = [0, 0]
        start = time.perf_counter()
        for game in range(args.games):
            seat = game % 2
            winner = play("hard", opponent, seat, args.seed * 100_003 + game, args.budget, args.nodes, stats)
            played[seat] += 1
            wins[seat] += winner == seat
        print(f"hard vs {opponent}: hard won {sum(wins)}/{sum(played)} "
              f"(as Black {wins[0]}/{played[0]}, as White/arranger {wins[1]}/{played[1]}) "
              f"in {time.perf_counter() - start:.0f} s")
        sys.stdout.flush()
    if stats["seconds"]:
        print(f"hard search: {stats['nodes']} nodes over {stats['moves']} moves in {stats['seconds']:.1f} s "
              f"wall = {stats['nodes'] / stats['seconds']:.0f} nodes/s; {stats['cpu']:.1f} s CPU = "
              f"{stats['nodes'] / max(stats['cpu'], 1e-9):.0f} nodes/s (longest move {stats['max_seconds']:.2f} s wall)")
    print(f"total {time.perf_counter() - total_start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
