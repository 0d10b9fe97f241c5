"""Parlour's game rules: pure Python, the same in the browser and in CPython.

    >>> import engines
    >>> state = engines.new_game("apagos")
    >>> state = state.play("setup 5 3 7 1").play("B2")
    >>> engines.load(state.record()) == state
    True

See shared/design/engine-api.md for the whole contract.
"""
from __future__ import annotations

from typing import Any, Dict

from .core import CHANCE, GameInfo, IllegalMove, Move, Option, State, random_outcome, shorten, short_repr
from . import abagio, abalone, abcuazego, apagos

GAMES: Dict[str, GameInfo] = {info.id: info for info in (apagos.GAME, abcuazego.GAME, abalone.GAME, abagio.GAME)}
"""Every game by id."""

__all__ = ["CHANCE", "GAMES", "GameInfo", "IllegalMove", "Move", "Option", "State",
           "load", "new_game", "random_outcome"]


def new_game(game_id: str, /, **options: Any) -> State:
    """A new game of `game_id` with these options; ValueError for anything unknown."""
    info = GAMES.get(game_id) if isinstance(game_id, str) else None
    if info is None:
        known = ", ".join(sorted(GAMES))
        raise ValueError(f"unknown game {short_repr(game_id)}; the games are: {known}")
    return info.new(**options)


def load(record: Any) -> State:
    """Replay a record `{"game", "options", "moves"}` through the rules.

    Anything malformed raises ValueError (IllegalMove for a bad move) with a message
    saying which move and why; nothing else is ever raised.
    """
    if not isinstance(record, dict):
        raise ValueError(f"a game record must be a dict with 'game', 'options' and 'moves', not {type(record).__name__}")
    unknown = set(record) - {"game", "options", "moves"}
    if unknown:
        raise ValueError(f"a game record has only 'game', 'options' and 'moves'; unexpected: {', '.join(sorted(map(str, unknown)))}")
    options = record.get("options", {})
    moves = record.get("moves", [])
    if options is None:
        options = {}
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise ValueError("a record's 'options' must be a dict of option names to values")
    if not isinstance(moves, (list, tuple)):
        raise ValueError("a record's 'moves' must be a list of moves in notation")
    try:
        state = new_game(record.get("game"), **options)
    except ValueError:
        raise
    except Exception as exc:  # the contract: load raises nothing but ValueError
        raise ValueError(f"bad options: {exc}") from None
    for number, text in enumerate(moves, start=1):
        if not isinstance(text, str):
            raise IllegalMove(f"move {number}: a move must be text, not {type(text).__name__}")
        try:
            state = state.play(text)
        except IllegalMove as exc:
            raise IllegalMove(f"move {number} ({shorten(text.strip())!r}): {exc}") from None
        except Exception as exc:  # a bug in a game must not escape as another type
            raise ValueError(f"move {number} ({shorten(text.strip())!r}) could not be played: "
                             f"{type(exc).__name__}: {shorten(exc, 200)}") from None
    return state
