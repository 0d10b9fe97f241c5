"""A small picture of the board as it was last saved, kept in the browser beside the
saved game under its own key, so the next visit to the game's page shows it at once,
before Python is up (ui/first-paint.js reads it, as `parlour:picture:<game>`).

A picture that cannot be stored (the storage full or blocked) is simply not stored, and
an older one is dropped: it would show a position the game has left.
"""
from __future__ import annotations

import js

from ui import storage

LONGEST_PX = 360  # the picture's longer side: a preview, shown for a moment while Python loads
QUALITY = 0.8     # WebP quality (a browser that cannot make WebP makes a PNG)


def key(game_id: str) -> str:
    """The storage key of `game_id`'s picture (ui/storage.py adds the `parlour:` prefix)."""
    return f"picture:{game_id}"


def keep(canvas, game_id: str) -> None:
    """Keep a small copy of what `canvas` shows now as `game_id`'s picture."""
    width, height = int(canvas.width), int(canvas.height)
    if not width or not height:
        return
    scale = min(1.0, LONGEST_PX / max(width, height))
    small = js.document.createElement("canvas")
    small.width, small.height = max(1, round(width * scale)), max(1, round(height * scale))
    ctx = small.getContext("2d")
    ctx.imageSmoothingQuality = "high"
    ctx.drawImage(canvas, 0, 0, small.width, small.height)
    if storage.save(key(game_id), str(small.toDataURL("image/webp", QUALITY))) is not None:
        forget(game_id)


def forget(game_id: str) -> None:
    """Drop `game_id`'s picture (its game is over, or could not be saved)."""
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
