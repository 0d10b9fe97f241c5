"""Tune Abagio's evaluation by self-play (SPSA), and play two sets of weights against each other.

    python3 bench/abagio_tune.py tune --iterations 120 --games 200 --seed 1 --jobs 2
    python3 bench/abagio_tune.py match --weights FILE.json --games 2000 --jobs 2
    python3 bench/abagio_tune.py match --weights FILE.json --level expert --against-level hard --games 400

The players judge whole turns by the evaluation alone (depth 1, no noise: the medium
level without its mistakes), so a game takes some 0.05 s and thousands are played a
minute. `tune` runs simultaneous-perturbation stochastic approximation on the logarithm
of every weight (`board_value`'s and `chance_value`'s, see engines/ai/abagio_eval.py):
each iteration plays `--games` games between the weights nudged up and down along a
random sign vector (each die roll sequence played twice, the colours swapped) and
moves the weights towards the winner. It prints the weights as it goes and writes the
last ones as JSON. `match` plays `--weights` against `--against` (each by default its level's own:
the hand-set weights but for the expert's learnt ones), as `--level` against `--against-level` (the levels' own depth, widths, work
and noise), and prints the first's score.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engines  # noqa: E402
from engines.ai import abagio_eval  # noqa: E402
from engines.ai.abagio_levels import LEVEL_SEARCH, LevelSearch  # noqa: E402
from engines.ai.abagio_turns import WEIGHTS, greedy_move  # noqa: E402
from ladder_rating import elo_gap  # noqa: E402

TUNED = ("tempo", "hit", "passive", "cap", "trapped", "block", "spread", "floor", "race_tempo")
BASE = dict(WEIGHTS, spread=abagio_eval.SPREAD, floor=abagio_eval.FLOOR, race_tempo=abagio_eval.RACE_TEMPO)


def player(weights: dict, level: str) -> LevelSearch:
    """A level's whole-turn player (its depth, widths, work and noise) with `weights`;
    "depth1" is the medium level without its mistakes."""
    spec = dict(LEVEL_SEARCH["medium"], noise=0.0) if level == "depth1" else LEVEL_SEARCH[level]
    return LevelSearch(noise=spec["noise"], node_limit=spec["work"], widths=spec["widths"],
                       margins=spec["margins"], max_depth=spec["depth"], weights=weights or spec.get("weights"))


def play(weights_a: dict, weights_b: dict, seed: int, a_is_red: bool, levels) -> float:
    """One game, `a` red or purple, Red moving first in even seeds: a's score (1, 0)."""
    first = ("red", "purple")[seed % 2]
    state = engines.new_game("abagio", first=first)
    a, b = player(weights_a, levels[0]), player(weights_b, levels[1])
    seats = (a, b) if a_is_red else (b, a)
    dice = random.Random(f"dice/{seed}")
    rng = random.Random(0)
    while not state.is_over():
        if state.to_move == engines.CHANCE:
            state = state.play(engines.random_outcome(state, dice))
            continue
        move = seats[state.to_move].choose(state, rng)
        if move is None or move not in state.legal_moves():
            move = greedy_move(state)
        state = state.play(move)
    red_won = state.winners() == [0]
    return 1.0 if red_won == a_is_red else 0.0


def _chunk(job) -> float:
    weights_a, weights_b, seeds, levels = job
    abagio_eval._CACHES.clear()
    return sum(play(weights_a, weights_b, seed, red, levels) for seed in seeds for red in (True, False))


def match(pool, weights_a: dict, weights_b: dict, seeds: list, levels, jobs: int) -> float:
    """a's score over every seed played twice (colours swapped); `levels`: a's and b's."""
    size = max(1, math.ceil(len(seeds) / (jobs * 4)))
    chunks = [(weights_a, weights_b, seeds[i:i + size], levels) for i in range(0, len(seeds), size)]
    return sum(pool.map(_chunk, chunks))


def weights_of(theta: dict) -> dict:
    """Weights from their logarithms relative to the hand-set ones."""
    return {key: BASE[key] * math.exp(theta[key]) for key in TUNED} | {"scale": BASE["scale"]}


def tune(args) -> dict:
    rng = random.Random(args.seed)
    theta = {key: 0.0 for key in TUNED}
    if args.start:
        start = dict(BASE, **json.loads(Path(args.start).read_text()))
        theta = {key: math.log(start[key] / BASE[key]) for key in TUNED}
    pairs = args.games // 2
    with ProcessPoolExecutor(args.jobs) as pool:
        for it in range(1, args.iterations + 1):
            began = time.time()
            delta = {key: rng.choice((-1.0, 1.0)) for key in TUNED}
            plus = weights_of({k: theta[k] + args.c * delta[k] for k in TUNED})
            minus = weights_of({k: theta[k] - args.c * delta[k] for k in TUNED})
            seeds = [args.seed * 1_000_003 + it * 10_007 + i for i in range(pairs)]
            score = match(pool, plus, minus, seeds, ("depth1", "depth1"), args.jobs) / (2 * pairs)
            step = args.a / (1 + it / 50) ** 0.602
            for key in TUNED:
                theta[key] += step * (score - 0.5) / (2 * args.c) * delta[key]
                theta[key] = max(-2.5, min(2.5, theta[key]))
            shown = " ".join(f"{k}={v:.3g}" for k, v in weights_of(theta).items() if k != "scale")
            print(f"{it:4d} plus {score:.3f} {time.time() - began:5.1f}s  {shown}", flush=True)
    final = weights_of(theta)
    Path(args.out).write_text(json.dumps(final, indent=1) + "\n")
    return final


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("tune")
    t.add_argument("--iterations", type=int, default=120)
    t.add_argument("--games", type=int, default=200, help="games an iteration (even)")
    t.add_argument("--c", type=float, default=0.2, help="the nudge, in the logarithm of a weight")
    t.add_argument("--a", type=float, default=1.0, help="the first step's size")
    t.add_argument("--start", default="", help="JSON weights to start from (default the shipped ones)")
    t.add_argument("--out", default="abagio_weights.json")
    m = sub.add_parser("match")
    m.add_argument("--weights", default="", help="JSON weights (default: the level's own)")
    m.add_argument("--against", default="", help="JSON weights (default: the level's own)")
    m.add_argument("--level", default="depth1", help="the level a plays (default depth1: medium, no noise)")
    m.add_argument("--against-level", default="", help="the level b plays (default a's)")
    m.add_argument("--games", type=int, default=2000, help="games (even)")
    for p in (t, m):
        p.add_argument("--seed", type=int, default=1)
        p.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    if args.command == "tune":
        tune(args)
        return 0
    weights = json.loads(Path(args.weights).read_text()) if args.weights else None
    against = json.loads(Path(args.against).read_text()) if args.against else None
    seeds = [args.seed * 1_000_003 + i for i in range(args.games // 2)]
    began = time.time()
    with ProcessPoolExecutor(args.jobs) as pool:
        levels = (args.level, args.against_level or args.level)
        score = match(pool, weights, against, seeds, levels, args.jobs)
    n = 2 * len(seeds)
    p = score / n
    half = 1.96 * math.sqrt(p * (1 - p) / n)
    elo = elo_gap(p)
    print(f"{levels[0]} - {levels[1]}: {score:g}/{n} = {p:.3f} (+-{half:.3f}), {elo:+.0f} Elo, {time.time() - began:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
