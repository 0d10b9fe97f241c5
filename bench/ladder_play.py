"""One seeded game of the ladder between two players, with the measured player's figures.

Players are "random", the engine's levels (`engines.ai.analyse`) and whatever the
game's adapter adds (bench/ladder_games/). Every seat has its own generator seeded
from the game's seed, and the dice theirs, so with no clock a game replays exactly.
"""
from __future__ import annotations

import random
import time

import engines
from engines import ai
from ladder_games import adapter

SEARCHES = ("alphabeta", "mcts")


def new_stats(word: str = "nodes") -> dict:
    """Empty figures of one player: moves searched, what a search counts (`word`:
    nodes, or e.g. positions judged), wall and CPU seconds, the longest move, depths, and
    the moves its planner or book gave without a search."""
    return {"word": word, "moves": 0, "nodes": 0, "seconds": 0.0, "cpu": 0.0, "longest": 0.0,
            "depth": 0, "deepened": 0, "planned": 0}


def add_stats(total: dict, more: dict) -> None:
    """Add the figures `more` into `total`."""
    total["word"] = more["word"]
    for key in ("moves", "nodes", "seconds", "cpu", "depth", "deepened", "planned"):
        total[key] += more[key]
    total["longest"] = max(total["longest"], more["longest"])


def level_player(level: str, stats: dict, time_budget, node_limit):
    """A level of `engines.ai` (or "random"); its searched moves are counted in `stats`."""
    def choose(state, rng):
        wall, cpu = time.perf_counter(), time.process_time()
        choice = ai.analyse(state, level, rng, time_budget=time_budget, node_limit=node_limit)
        if choice.algorithm in ("plan", "opening"):
            stats["planned"] += 1
        if choice.algorithm in SEARCHES:
            seconds = time.perf_counter() - wall
            stats["moves"] += 1
            stats["nodes"] += choice.nodes
            stats["seconds"] += seconds
            stats["cpu"] += time.process_time() - cpu
            stats["longest"] = max(stats["longest"], seconds)
            if choice.algorithm == "alphabeta":
                stats["depth"] += choice.depth
                stats["deepened"] += 1
        return choice.move
    return choose


def make_player(game, name: str, stats: dict, args, measured: bool):
    """The player `name` of `game` (an adapter) under the run's clock settings: with
    --nodes no clock, the measured player stopping at that many nodes and the other at
    its level's own limit; with --budget that many seconds a move; else the game's default."""
    extra = game.players()
    if name in extra:
        return extra[name](stats)
    if name != "random" and name not in ai.LEVELS:
        known = ", ".join(("random",) + ai.LEVELS + tuple(extra))
        raise ValueError(f"unknown player {name!r} for {game.game_id}; the players: {known}")
    make = getattr(game, "level_player", level_player)
    if args.nodes is not None:
        return make(name, stats, 0, args.nodes if measured else None)
    budget = args.budget if args.budget is not None else game.default_budget
    return make(name, stats, budget, None)


def play_game(job) -> dict:
    """Game `index` of the pairing `first` against `second`: `first` sits in seat
    index % players, `second` in every other seat. Returns the result and figures."""
    game_id, first, second, index, args = job
    game = adapter(game_id)
    seed = args.seed * 100_003 + index
    state = game.new_game(index, args)
    seat = index % state.num_players
    stats = {first: new_stats(), second: new_stats()} if first != second else {first: new_stats()}
    players, rngs = {}, {}
    for other in range(state.num_players):
        name = first if other == seat else second
        players[other] = make_player(game, name, stats[name], args, other == seat)
        rngs[other] = random.Random(seed + 7919 * ((other - seat) % state.num_players))
    dice = random.Random(f"dice/{seed}")
    while not state.is_over():
        mover = state.to_move
        if mover == engines.CHANCE:
            state = state.play(engines.random_outcome(state, dice))
        else:
            state = state.play(players[mover](state, rngs[mover]))
    winners = state.winners()
    return {"seat": seat, "won": seat in winners, "drawn": not winners, "plies": len(state.moves),
            "scores": list(state.scores()), "stats": stats}
