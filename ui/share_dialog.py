"""The "Share link" dialog: a link that reopens this exact game, and the code to embed
it in a web page (the size chosen, replay or play), with a live preview."""
from __future__ import annotations

from typing import Callable

import js

import engines
from ui import share
from ui.dom import el, listen
from ui.send_move_dialog import SendMoveDialog
from ui.session import Session


def site() -> str:
    """The site's address, up to and including its last '/'."""
    path = str(js.location.pathname)
    return f"{js.location.origin}{path[:path.rfind('/') + 1]}"


def copy_text(field_id: str, status_id: str) -> None:
    """Copy a text field to the clipboard, or select it and say how to copy it."""
    text = str(el(field_id).value)
    try:
        js.navigator.clipboard.writeText(text)
        el(status_id).textContent = "Copied."
    except Exception:  # no clipboard here (an insecure origin, an old browser)
        el(field_id).select()
        el(status_id).textContent = "Select the text and copy it (Ctrl+C)."


class ShareDialog:
    """Shows the share link and the embed code of the session `current()` returns, and
    for a game with a friend by link, the "Send your move" panel (ui/send_move_dialog.py)."""

    def __init__(self, current: Callable[[], Session]):
        self.current = current
        self.send_move = SendMoveDialog(current)
        listen(el("share-copy"), "click", lambda e: copy_text("share-link", "share-status"))
        listen(el("embed-copy"), "click", lambda e: copy_text("embed-code", "embed-status"))
        listen(el("embed-size"), "change", lambda e: self._update_embed())
        listen(el("embed-replay"), "change", lambda e: self._update_embed())
        listen(el("embed-analysis"), "change", lambda e: self._update_embed())
        listen(el("share-dialog"), "close", lambda e: setattr(el("embed-preview"), "src", "about:blank"))

    def refresh(self) -> None:
        """The game changed: the "Send your move" button (and panel) as it now applies."""
        self.send_move.refresh()

    def open(self) -> None:
        """Show a link that reopens this exact game, and the code to embed it."""
        session = self.current()
        url = f"{site()}index.html#/play/{session.game_id}?{share.share_query(session)}"
        el("share-link").value = url
        el("share-status").textContent = f"{len(url)} characters."
        self._update_embed()
        el("share-dialog").showModal()
        el("share-link").select()

    def _update_embed(self) -> None:
        """The embed code for the chosen size, and its live preview."""
        session = self.current()
        size = str(el("embed-size").value)
        replay = bool(el("embed-replay").checked)
        with_analysis = bool(el("embed-analysis").checked)  # (a replay with the graph and the marks)
        query = share.share_query(session)
        title = f"{engines.GAMES[session.game_id].name} on Parlour"
        el("embed-code").value = share.embed_snippet(site(), session.game_id, query, size, title, replay,
                                                   with_analysis)
        width, height = share.EMBED_SIZES[size]
        preview = el("embed-preview")
        preview.width = str(width)
        preview.height = str(height)
        preview.src = share.embed_src(site(), session.game_id, query, replay, with_analysis)
