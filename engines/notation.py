"""Game records as text, for every game: export with move numbers, import of pasted text.

    [Game "apagos"]
    [Options "{"setup": null}"]

    1. setup 5 3 7 1  2. B3  3. W1 ...

Import ignores move numbers (`12.`, `12...`), header lines and extra spaces, so a
record pasted from elsewhere (`1.a1b2 i5h5 2.a5b5`) loads too. A move written with
spaces inside (`setup 5 3 7 1`, `first red`) is found by joining words until the
game's own parser accepts them. The first bad move is named by its number.
"""
from __future__ import annotations

import json
import re
from typing import Any, Dict, List, Optional, Tuple

from .checked import json_value
from .core import IllegalMove, State, shorten

_HEADER = re.compile(r'^\s*\[(\w+)\s+"(.*)"\]\s*$')
_MOVE_NUMBER = re.compile(r"^\d+\.+")
_MAX_WORDS = 6  # the most words one move's notation may have


def record_text(state: State, per_line: int = 8) -> str:
    """The game as text: a Game and an Options header, then the moves numbered."""
    lines = [f'[Game "{state.game_id}"]',
             f'[Options "{json.dumps(state.record()["options"], sort_keys=True)}"]', ""]
    moves = state.moves
    for start in range(0, len(moves), per_line):
        chunk = moves[start:start + per_line]
        lines.append("  ".join(f"{start + i + 1}. {move}" for i, move in enumerate(chunk)))
    return "\n".join(lines).rstrip() + "\n"


def _headers(text: str) -> Tuple[Dict[str, str], List[str]]:
    headers: Dict[str, str] = {}
    body: List[str] = []
    for line in text.splitlines():
        match = _HEADER.match(line)
        if match:
            headers[match.group(1).lower()] = match.group(2)
        else:
            body.append(line)
    return headers, body


def _words(body: List[str]) -> List[str]:
    words = []
    for word in " ".join(body).split():
        word = _MOVE_NUMBER.sub("", word)
        if word:
            words.append(word)
    return words


def load_text(text: Any, game_id: Optional[str] = None, options: Optional[Dict[str, Any]] = None) -> State:
    """The game a text record describes; ValueError (IllegalMove for a move) saying why.

    `game_id` and `options` are used when the text has no headers for them.
    """
    from . import new_game  # the registry imports this module's users, not the reverse

    if not isinstance(text, str):
        raise ValueError("a game record is text")
    if len(text) > 200_000:
        raise ValueError("that record is too long to be a game")
    headers, body = _headers(text)
    game = headers.get("game", game_id)
    if "options" in headers:
        options = json_value(headers["options"], "the Options line", max_chars=10_000, max_depth=8)
        if not isinstance(options, dict):
            raise ValueError("the Options line must be a JSON object")
    state = new_game(game, **(options or {}))
    words = _words(body)
    number, index = 0, 0
    while index < len(words):
        number += 1
        state, index = _next_move(state, words, index, number)
    return state


def _next_move(state: State, words: List[str], index: int, number: int) -> Tuple[State, int]:
    first_error: Optional[IllegalMove] = None
    for count in range(1, min(_MAX_WORDS, len(words) - index) + 1):
        text = " ".join(words[index:index + count])
        try:
            return state.play(text), index + count
        except IllegalMove as exc:
            if first_error is None:
                first_error = exc
    raise IllegalMove(f"move {number} ({shorten(words[index])!r}): {first_error}")
