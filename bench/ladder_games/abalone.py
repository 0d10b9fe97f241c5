"""Abalone on the ladder: 2 to 4 players, each pair of games (seats swapped) from its own
two seeded random opening plies (`--opening`), "depth3" a fixed depth-3 alpha-beta
yardstick with the game's evaluation; games cut at `--max-plies` (the side that pushed
off more wins an unfinished game, equal is a draw); --speed adds the move generator's
figures (every position to depth 3 from each start, perft(4) from the standard one)."""
from __future__ import annotations

import time

import engines
from engines import abalone
from ladder_games import GameLadder
from ladder_games.yardsticks import depth_player, opened

STARTS = (("standard", {}), ("Belgian daisy", {"layout": "belgian"}), ("3 players", {"players": 3}),
          ("4 players", {"players": 4}))


def positions(state, depth: int) -> int:
    """Every position to `depth` generated and played (the interior nodes of perft(depth + 1))."""
    total, frontier = 0, [state]
    for _ in range(depth):
        frontier = [s._apply(m) for s in frontier for m in s.legal_moves()]
        total += len(frontier)
    return total


def perft(state, depth: int) -> int:
    """The leaves of the move tree to `depth`."""
    if depth == 1:
        return len(state.legal_moves())
    return sum(perft(state._apply(m), depth - 1) for m in state.legal_moves())


def timed(count_of) -> dict:
    """{"count", "seconds", "cpu"} of a count made by `count_of()`."""
    wall, cpu = time.perf_counter(), time.process_time()
    count = count_of()
    return {"count": count, "seconds": time.perf_counter() - wall, "cpu": time.process_time() - cpu}


class AbaloneLadder(GameLadder):
    """Abalone: players and the ply limit as options, the push-off count, perft."""

    speed_starts = STARTS

    def add_arguments(self, parser) -> None:
        parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
        parser.add_argument("--max-plies", type=int, default=200, help="plies before a game is cut (default 200)")
        parser.add_argument("--opening", type=int, default=2,
                            help="seeded random plies a game starts with, the same for games 2k and 2k+1")

    def setup(self, args):
        return [f"games: {args.players} players, max_plies {args.max_plies}, {args.games} per pairing, "
                f"{args.jobs} process(es)"]

    def new_game(self, index, args):
        state = engines.new_game("abalone", players=args.players, max_plies=args.max_plies)
        return opened(state, index, getattr(args, "opening", 2), getattr(args, "seed", 1))

    def players(self):
        return {"depth3": depth_player(3)}

    def summary(self, results, args) -> str:
        ended = sum(max(r["scores"]) >= abalone.WIN_PUSH_OFFS or r["plies"] < args.max_plies for r in results)
        return f"{ended} ended by six push-offs"

    def speed_extra(self):
        out = {}
        for name, options in STARTS:
            figure = timed(lambda: positions(engines.new_game("abalone", **options), 3))
            out[f"{name}: every position to depth 3 generated and played ({figure['count']:,})"] = figure
        figure = timed(lambda: perft(engines.new_game("abalone"), 4))
        out[f"standard: perft(4) leaves counted ({figure['count']:,})"] = figure
        return out


ADAPTER = AbaloneLadder("abalone")
