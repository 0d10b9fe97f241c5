"""Every game's e2e driver, by id: the registry the tests read.

Each module here holds one game's `Driver` subclass (e2e/driver.py), as `DRIVER`: its
view's size, how one move is clicked, and the helpers that game's tests need. Adding a
game is one module here and one line in `GAMES`.
"""
from __future__ import annotations

from importlib import import_module

GAMES = (
    "apagos",
    "abcuazego",
    "abalone",
    "abagio",
)
"""The games with a driver, by the id of their engine (one line a game)."""


def driver(game_id: str):
    """The driver of `game_id` (its module's `DRIVER`); KeyError for a game without one."""
    if game_id not in GAMES:
        raise KeyError(f"no e2e driver for {game_id!r}; the games with one: {', '.join(GAMES)}")
    return import_module(f"{__name__}.{game_id}").DRIVER
