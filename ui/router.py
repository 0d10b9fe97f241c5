"""The page's addresses: `#/` (home), `#/rules/<game>`, `#/play/<game>?<settings>`,
`#/learn/<game>` (its tutorial; `?step=N` opens step N), `#/puzzles/<game>` (its puzzles;
`?n=K` opens puzzle K, `?day` the puzzle of the day), and what opening a play address does (a shared game, a game from settings, an
embedded replay, the saved game, or a new one). No browser import.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Dict, Optional

from ui import share
from ui.controller import GameController
from ui.games import GAMES
from ui.puzzles import has_puzzles

Decode = Callable[[str], str]
"""Percent-decoding of one query component (decodeURIComponent in the page)."""


@dataclass(frozen=True)
class Route:
    """Which page an address shows: "home", "play", "rules", "learn" or "puzzles", for which game, with which settings."""

    page: str
    game_id: Optional[str] = None
    params: Dict[str, str] = field(default_factory=dict)
    unknown: str = ""  # an address that names no page (the home page is shown instead)


def parse_query(query: str, decode: Decode) -> Dict[str, str]:
    """`a=1&b=x%20y` -> {"a": "1", "b": "x y"} (the last value of a repeated name wins;
    a parameter with a malformed %-escape is left out)."""
    params = {}
    for part in query.split("&"):
        name, sep, value = part.partition("=")
        if name and sep:
            try:
                params[decode(name)] = decode(value.replace("+", " "))
            except Exception:  # noqa: BLE001 - decodeURIComponent throws a JavaScript URIError
                continue
    return params


def parse_route(fragment: str, decode: Decode) -> Route:
    """The route of a URL fragment (without its '#')."""
    path, _, query = fragment.partition("?")
    parts = [p for p in path.split("/") if p]
    if len(parts) == 2 and parts[0] in ("play", "rules") and parts[1] in GAMES:
        return Route(parts[0], parts[1], parse_query(query, decode) if parts[0] == "play" else {})
    if len(parts) == 2 and parts[0] == "learn" and parts[1] in GAMES and GAMES[parts[1]].lessons is not None:
        return Route("learn", parts[1], parse_query(query, decode))
    if len(parts) == 2 and parts[0] == "puzzles" and parts[1] in GAMES and has_puzzles(parts[1]):
        return Route("puzzles", parts[1], {name: "" for name in query.split("&") if name == "day"}
                     | parse_query(query, decode))
    return Route("home", unknown=fragment if parts else "")


def lesson_step(params: Dict[str, str]) -> Optional[int]:
    """The step (from 0) a learn address asks for with `step=N` (from 1), if any."""
    text = params.get("step", "")
    return int(text) - 1 if text.isdigit() and 0 < int(text) <= 999 else None


def shared_words(session) -> str:
    """What opening a shared game says: play on from there, or for a finished game, how to
    go through it."""
    ply = session.state.ply
    if session.turn() == "over":
        return f"Opened a finished game of {ply} moves: use the move list or the arrow keys to go through it."
    return f"Opened a shared game after {ply} moves: play on from here."


def open_play(controller: GameController, game_id: str, params: Dict[str, str], embed: bool) -> None:
    """Show the game a play address asks for: the game a share link carries (`g=`), a new
    game with the address's settings, an embedded replay (`replay=1`, review only),
    else the game already shown, the saved game, or a new one."""
    if "f" in params and not embed:  # a game with a friend by link
        from ui import correspondence  # (only when one is opened)
        correspondence.open_link(controller, game_id, params)
    elif "g" in params:
        controller.open_link(game_id, lambda: share.session_from_link(game_id, params), shared_words,
                             "That link could not be opened ({}). Here is a new game instead.")
    elif params:
        controller.open_link(game_id, lambda: share.session_from_params(game_id, params), lambda session: "",
                             "The link's game settings were not understood ({}); "
                             "a new game with the usual settings instead.", autosave=True)
    if embed and params.get("replay") == "1":
        controller.read_only = True
        controller.review(0)
    elif controller.session is None or controller.session.game_id != game_id:
        if embed or not controller.restore(game_id):
            controller.new_default_game(game_id)
