"""A round robin of a game's computer levels and an Elo-like rating for each.

    python3 bench/ladder_rating.py abagio --games 20                # every pair of levels
    python3 bench/ladder_rating.py apagos --games 20 --nodes 20000  # hard and expert capped
    python3 bench/ladder_rating.py abagio --levels beginner,easy,medium --games 10
    python3 bench/ladder_rating.py abagio --caps hard=8000,expert=24000 --games 10
    python3 bench/ladder_rating.py abalone --games 0 --anchor B --known A:B=10.5/40,B:H=3/20

Every pair of levels plays --games games through the ladder (bench/ladder_play.py:
seats, and in Abagio the first player, alternating; seeded dice; no clock, each level
at its own node limit unless --nodes caps the higher ones), a draw counting half. The
ratings are the maximum-likelihood Elo fit of all the results (Bradley-Terry, a
400-point scale: 200 points ahead wins about 76%), the weakest level anchored at 1000;
each pair's score is printed beside them, with a 95% interval of each level's rating
(from the fit's information, +-1.96 standard errors).

--known adds the results of earlier runs to the fit; their players may be levels or any
label for a setting measured before (e.g. X80, expert at 80,000 nodes), and a pair given
twice counts both results. --anchor puts that player, not the weakest, at 1000.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import engines  # noqa: E402
from engines import ai  # noqa: E402
from ladder_games import adapter  # noqa: E402


def elo_gap(share: float) -> float:
    """The Elo difference at which a player scores `share` of the points (kept off 0 and 1)."""
    share = min(max(share, 1e-6), 1 - 1e-6)
    return -400.0 * math.log10(1.0 / share - 1.0)


def fit(levels, scores, rounds: int = 2000, anchor=None):
    """Elo ratings (`anchor`, else the weakest level, at 1000) from {(a, b): (a's points, games)}: the
    Bradley-Terry maximum likelihood by the minorise-maximise iteration (a level with
    every game won or lost is held 400 points past its nearest result)."""
    strength = {level: 1.0 for level in levels}
    points = {level: 0.5 for level in levels}  # half a point of prior each, keeps a perfect record finite
    for (a, b), (won, games) in scores.items():
        points[a] += won
        points[b] += games - won
    for _ in range(rounds):
        new = {}
        for level in levels:
            denominator = 1.0 / (strength[level] + 1.0)  # the prior: one game against a 1.0 player
            for (a, b), (_, games) in scores.items():
                if level in (a, b):
                    other = b if level == a else a
                    denominator += games / (strength[level] + strength[other])
            new[level] = points[level] / denominator
        strength = new
    rating = {level: 400 * math.log10(value) for level, value in strength.items()}
    low = rating[anchor] if anchor is not None else min(rating.values())
    rating = {level: value - low + 1000 for level, value in rating.items()}
    spread = {}
    for level in levels:
        information = 0.0
        for (a, b), (_, games) in scores.items():
            if level in (a, b):
                other = b if level == a else a
                p = strength[level] / (strength[level] + strength[other])
                information += games * p * (1 - p)
        spread[level] = 1.96 * 400 / math.log(10) / math.sqrt(information) if information else float("inf")
    return rating, spread


def cap(game_id: str, level: str, nodes):
    """The node (Abagio: work; MCTS: iteration) limit of `level` under a cap of `nodes`."""
    if game_id in ai.LEVEL_PLANNERS:
        own = ai.abagio_levels.work_limit(level)
    else:
        settings = ai.level_settings(level, game_id)
        own = settings["iterations"] if ai.uses_mcts(engines.new_game(game_id)) else settings["nodes"]
    if isinstance(nodes, dict):
        nodes = nodes.get(level)
    return own if nodes is None else min(own, nodes)


def play(game, a: str, b: str, index: int, args) -> float:
    """Game `index` of `a` against `b` (a in seat index % 2, seeded as the ladder seeds
    its games): a's points (1 a win, 0.5 a draw)."""
    seed = args.seed * 100_003 + index
    state = game.new_game(index, args)
    seat = index % state.num_players
    names = {other: (a if other == seat else b) for other in range(state.num_players)}
    rngs = {other: random.Random(seed + 7919 * ((other - seat) % state.num_players))
            for other in range(state.num_players)}
    limits = {name: cap(game.game_id, name, args.nodes) for name in (a, b)}
    dice = random.Random(f"dice/{seed}")
    ai._PLANNERS.clear()  # every game from a fresh memory, so it replays
    while not state.is_over():
        mover = state.to_move
        if mover == engines.CHANCE:
            state = state.play(engines.random_outcome(state, dice))
        else:
            name = names[mover]
            state = state.play(ai.choose_move(state, name, rngs[mover], time_budget=0,
                                              node_limit=limits[name]))
    winners = state.winners()
    return 1.0 if seat in winners else 0.5 if not winners else 0.0


def add(scores, pair, won: float, games: int) -> None:
    """Count `won` points of `games` for pair[0] against pair[1] (with what is already there)."""
    before_won, before_games = scores.get(pair, (0.0, 0))
    scores[pair] = (before_won + won, before_games + games)


def known(text: str):
    """{(a, b): (a's points, games)} from "a:b=won/games,..." (a pair given twice: both counted)."""
    scores = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        pair, result = item.split("=")
        won, games = result.split("/")
        a, b = pair.split(":")
        add(scores, (a, b), float(won), int(games))
    return scores


def _ladder_order(player: str):
    """The levels in rising order, then any other label alphabetically."""
    return (ai.LEVELS.index(player), "") if player in ai.LEVELS else (len(ai.LEVELS), player)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument("--levels", default=",".join(ai.LEVELS))
    parser.add_argument("--games", type=int, default=20, help="games per pair (default 20)")
    parser.add_argument("--nodes", type=int, default=None,
                        help="cap every level's node limit (Abagio: work limit) at this")
    parser.add_argument("--caps", default="", help="per-level caps, e.g. hard=8000,expert=16000 (over --nodes)")
    parser.add_argument("--neighbours", type=int, default=0,
                        help="play only pairs this many levels apart or closer (0: every pair)")
    parser.add_argument("--known", default="",
                        help="results of earlier runs to fit too, e.g. beginner:easy=2/10,beginner:medium=1/10 "
                             "(any label for a player that is not a level: X80:expert=3/20)")
    parser.add_argument("--anchor", default=None, help="the player rated 1000 (default: the weakest)")
    parser.add_argument("--tune", default="",
                        help="try other settings for this run, e.g. easy.margin=0.05,medium.max_depth=2 "
                             "(over engines.ai.GAME_LEVELS; Abagio: abagio_levels.LEVEL_SEARCH, e.g. easy.noise=0.2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-plies", type=int, default=200, help="Abalone: plies before a game is cut")
    game_id = parser.parse_known_args(argv)[0].game
    adapter(game_id).add_arguments(parser)  # the game's own options (Abcuazego: --opening, --balanced)
    args = parser.parse_args(argv)
    args.players = 2
    if args.caps:
        caps = {level: args.nodes for level in ai.LEVELS}
        caps.update({level: int(n) for level, n in (item.split("=") for item in args.caps.split(","))})
        args.nodes = caps
    for item in filter(None, args.tune.split(",")):
        name, value = item.split("=")
        level, key = name.split(".")
        value = float(value) if "." in value else int(value)
        if args.game in ai.LEVEL_PLANNERS:  # Abagio: its planners' own settings
            ai.abagio_levels.LEVEL_SEARCH[level][key] = value
        else:
            ai.GAME_LEVELS.setdefault(args.game, {}).setdefault(level, {})[key] = value
    game = adapter(args.game)
    levels = args.levels.split(",")
    settings = ai.abagio_levels.LEVEL_SEARCH if args.game in ai.LEVEL_PLANNERS else ai.GAME_LEVELS.get(args.game, {})
    print(f"{args.game}: {args.games} games a pair, settings {settings}, limits " +
          ", ".join(f"{level} {cap(args.game, level, args.nodes):,}" for level in levels), flush=True)
    scores = known(args.known)
    for i, j in combinations(range(len(levels)), 2):
        if args.neighbours and j - i > args.neighbours:
            continue
        a, b = levels[i], levels[j]
        won = sum(play(game, a, b, index, args) for index in range(args.games))
        add(scores, (a, b), won, args.games)
        print(f"{a} vs {b}: {won:g}/{args.games}", flush=True)
    players = sorted({player for pair in scores for player in pair}, key=_ladder_order)
    rating, spread = fit(players, scores, anchor=args.anchor)
    print("| level | rating | 95% interval |\n|---|---|---|")
    for level in rating:
        print(f"| {level} | {rating[level]:.0f} | +-{spread[level]:.0f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
