"""The "Export / import" dialog: the game as text with move numbers, ready to copy,
or a pasted record to load (the first bad move named if it cannot be)."""
from __future__ import annotations

from typing import Callable

import js
from pyodide.ffi import create_once_callable

from engines.notation import load_text, record_text
from ui.dom import el, listen
from ui.games import GAMES
from ui.session import Session
from ui.share_dialog import copy_text


class RecordDialog:
    """Export the session `current()` returns; hand a loaded record's state to `load`."""

    def __init__(self, current: Callable[[], Session], load: Callable[[object], None]):
        self.current = current
        self.load = load
        listen(el("record-copy"), "click", lambda e: copy_text("record-text", "record-error"))
        listen(el("record-load"), "click", lambda e: self._load())

    def open(self) -> None:
        """Show the game as text, ready to copy, or to paste another record over."""
        el("record-text").value = record_text(self.current().state)
        el("record-error").textContent = ""
        el("record-dialog").showModal()

    def _load(self) -> None:
        try:
            state = load_text(str(el("record-text").value), game_id=self.current().game_id)
        except ValueError as exc:
            el("record-error").textContent = str(exc)
            return
        if state.game_id not in GAMES:
            el("record-error").textContent = f"{state.game_id} cannot be shown here yet."
            return
        # the board in a task of its own (a 5,000-move record never holds the page for
        # long); the dialog closes once the game it loaded is shown
        js.setTimeout(create_once_callable(lambda: self._show_loaded(state)), 0)

    def _show_loaded(self, state) -> None:
        self.load(state)
        el("record-dialog").close()
