"""Apagos on the ladder: White arranges the ramp as its first move, so with seats
alternating each side arranges in half of the games; `--book` chooses hard's opening.

`--book solve` computes the arranger's winning arrangements with the exact solver
(apagos._solve, about a minute) and installs them as the game's opening hook for this
run; `--book none` removes the game's own (`apagos.GAME.extras["opening"]`).
"""
from __future__ import annotations

import random
import time

import engines
from engines import apagos
from ladder_games import GameLadder


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


class ApagosLadder(GameLadder):
    """Apagos: the arrangement book, and the arranger named in the results."""

    def add_arguments(self, parser) -> None:
        parser.add_argument("--book", choices=("auto", "solve", "none"), default="auto",
                            help="auto: the game's own opening hook if any; solve: compute one; none: no book")

    def setup(self, args):
        lines = []
        if args.book == "none":
            apagos.GAME.extras.pop("opening", None)
        elif args.book == "solve":
            start = time.perf_counter()
            count = install_solved_book()
            lines.append(f"book: {count} winning arrangements for the arranger, solved in "
                         f"{time.perf_counter() - start:.1f} s")
        lines.append(f"book: {'opening hook present' if 'opening' in apagos.GAME.extras else 'none'}")
        return lines

    def search(self, state, nodes: int):
        """--speed: the alpha-beta search that hard plays where the solved table has no
        winning move, stopped at `nodes` (hard itself plays a winning move from the table)."""
        from engines import ai
        from engines.ai.alphabeta import AlphaBeta
        settings = ai.level_settings("hard")
        search = AlphaBeta(ai.evaluation(state), 0, nodes, settings["max_depth"])
        search.choose(state, random.Random(0), settings["margin"])
        return search.nodes, search.depth

    search_words = "hard's alpha-beta search, nodes ({count} positions, {nodes:,}-node limit)"

    def seat_words(self, args):
        return ["Black", "White/arranger"]


ADAPTER = ApagosLadder("apagos")
