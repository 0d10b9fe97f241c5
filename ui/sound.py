"""Short soft clicks for moves (on unless the player turns sound off): two recorded blips
(assets/sounds/, made by tools/make_sounds.py) played by audio elements.

Audio elements, not Web Audio: an AudioContext is made on the main thread, and the first
one of a browser session starts the browser's audio there (159 ms measured in Chromium on
a quiet machine, over a second on a loaded one: a freeze at the first move of a game); an
element's sound is loaded and played off the main thread. A click the browser refuses to
play (no audio device, no user gesture yet) is silently not heard.
"""
from __future__ import annotations

import js
from pyodide.ffi import create_proxy

_players = {}
_ignore = None  # the rejection handler of play()'s promise, made once


def click(end: bool = False) -> None:
    """A soft click: the move's, or (`end`) the higher one of the move that ends the game."""
    global _ignore
    name = "end" if end else "move"
    try:
        player = _players.get(name)
        if player is None:
            player = _players[name] = js.Audio.new(f"./assets/sounds/{name}.wav")
            _ignore = _ignore or create_proxy(lambda *_: None)
        player.currentTime = 0
        player.play().catch(_ignore)
    except Exception:  # noqa: BLE001 - no audio at all: play on silently
        pass
