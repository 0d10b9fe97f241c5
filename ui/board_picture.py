"""A small picture of the board as it was last saved, kept in the browser beside the
saved game under its own key, so the next visit to the game's page shows it at once,
before Python is up (ui/first-paint.js reads it, as `parlour:picture:<game>`).

A picture that cannot be stored (the storage full or blocked) is simply not stored, and
an older one is dropped: it would show a position the game has left.

The picture is encoded by the browser off the main thread (`canvas.toBlob`, then read as a
data URL): encoding it in place (`toDataURL`) held the page for 13 ms a move on a laptop.
A picture that arrives after a newer one was asked for, or after the game's picture was
forgotten, is dropped.
"""
from __future__ import annotations

from typing import Dict

import js
from pyodide.ffi import create_once_callable

from ui import storage

LONGEST_PX = 360  # the picture's longer side: a preview, shown for a moment while Python loads
QUALITY = 0.8     # WebP quality (a browser that cannot make WebP makes a PNG)


def key(game_id: str) -> str:
    """The storage key of `game_id`'s picture (ui/storage.py adds the `parlour:` prefix)."""
    return f"picture:{game_id}"


_asked: Dict[str, int] = {}  # game id -> the number of the latest picture asked for (or forgotten)


def keep(canvas, game_id: str) -> None:
    """Keep a small copy of what `canvas` shows now as `game_id`'s picture (stored once the
    browser has encoded it, unless a newer one was asked for meanwhile)."""
    width, height = int(canvas.width), int(canvas.height)
    if not width or not height:
        return
    scale = min(1.0, LONGEST_PX / max(width, height))
    small = js.document.createElement("canvas")
    small.width, small.height = max(1, round(width * scale)), max(1, round(height * scale))
    ctx = small.getContext("2d")
    ctx.imageSmoothingQuality = "high"
    ctx.drawImage(canvas, 0, 0, small.width, small.height)
    number = _asked[game_id] = _asked.get(game_id, 0) + 1

    def encoded(blob) -> None:
        if blob is None or _asked.get(game_id) != number:
            return
        reader = js.FileReader.new()
        reader.onload = create_once_callable(lambda _event: stored(str(reader.result)))
        reader.readAsDataURL(blob)

    def stored(url: str) -> None:
        if _asked.get(game_id) == number and storage.save(key(game_id), url) is not None:
            forget(game_id)

    small.toBlob(create_once_callable(encoded), "image/webp", QUALITY)


def forget(game_id: str) -> None:
    """Drop `game_id`'s picture (its game is over, or could not be saved), and any on its way."""
    _asked[game_id] = _asked.get(game_id, 0) + 1
    storage.remove(key(game_id))


class PictureKeeper:
    """When to take the picture: once the board shows the position just saved (a still
    frame), and never for a game the next visit will not bring back."""

    def __init__(self):
        self._pending = None  # the game whose picture is to be taken at the next still frame

    def kept(self, game_id: str, resumable: bool) -> None:
        """The game was saved (`resumable`: a visit to its page brings it back) or not."""
        self._pending = game_id if resumable else None
        if not resumable:
            forget(game_id)

    def still(self, canvas) -> None:
        """The board shows no move landing: take the picture if one is due."""
        if self._pending is not None:
            keep(canvas, self._pending)
            self._pending = None
