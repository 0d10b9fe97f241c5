"""What the ladder (bench/ladder.py) knows of each game: the registry and the defaults.

A game plays on the ladder with `GameLadder`'s defaults (a new game with no options,
hard against random and against medium); a game that needs more has a module here
whose `ADAPTER` is a `GameLadder` subclass, named by one line in `ADAPTED`. This
package imports only `engines`, so the speed figures run in Pyodide too.
"""
from __future__ import annotations

import random
from importlib import import_module
from typing import Any, Callable, Dict, List, Tuple

import engines

ADAPTED = (
    "apagos",
    "abalone",
    "abagio",
    "abcuazego",
)
"""The games with a module of their own here (one line a game)."""

Chooser = Callable[[Any, random.Random], Any]
"""A player: (state, rng) -> move."""


class GameLadder:
    """One game on the ladder; a game's subclass overrides what differs."""

    pairs = "hard:random,hard:medium"
    """The default pairings: the first player of each is the one measured."""
    default_budget = None
    """Seconds a move when neither --nodes nor --budget is given (None: each level's
    think time; 0: no clock, only the levels' node limits, so games replay)."""
    speed_starts: Tuple[Tuple[str, Dict[str, Any]], ...] = (("", {}),)
    """The starts (name, options) of the random playouts of --speed."""
    speed_positions = (8, 30)
    """--speed searches from this many positions, each after up to this many random plies."""

    def __init__(self, game_id: str):
        self.game_id = game_id

    def add_arguments(self, parser) -> None:
        """Add the game's own command-line options to `parser`."""

    def setup(self, args) -> List[str]:
        """Prepare this run (e.g. install an opening book); lines to print."""
        return []

    def new_game(self, index: int, args):
        """The start of game `index` of a pairing (e.g. the first player alternating)."""
        return engines.new_game(self.game_id)

    def seat_words(self, args) -> List[str]:
        """What the results call each seat."""
        state = self.new_game(0, args)
        return [state.seat_name(seat) for seat in range(state.num_players)]

    def players(self) -> Dict[str, Callable[[dict], Chooser]]:
        """Players besides random and the levels, or in their place: name -> a function
        of a statistics dict (for the measured player's figures) giving the player."""
        return {}

    def summary(self, results: List[dict], args) -> str:
        """Extra words on a pairing's results (each a dict of ladder_play.play_game)."""
        return ""

    def search(self, state, nodes: int) -> Tuple[int, int]:
        """--speed: hard's search from `state`, stopped at `nodes`: (nodes, depth reached)."""
        from engines import ai
        choice = ai.analyse(state, level="hard", rng=random.Random(0), time_budget=0, node_limit=nodes)
        return choice.nodes, choice.depth

    search_words = "hard's search, nodes ({count} positions, {nodes:,}-node limit)"
    """What `search` counts, for the --speed table (a format of `count` and `nodes`)."""

    def speed_extra(self) -> Dict[str, dict]:
        """--speed: figures of the game's own, label -> {"count", "seconds", "cpu"}."""
        return {}


def adapter(game_id: str) -> GameLadder:
    """The ladder adapter of `game_id`: its module's ADAPTER, else the defaults."""
    if game_id not in engines.GAMES:
        raise ValueError(f"unknown game {game_id!r}; the games are: {', '.join(sorted(engines.GAMES))}")
    if game_id in ADAPTED:
        return import_module(f"{__name__}.{game_id}").ADAPTER
    return GameLadder(game_id)
