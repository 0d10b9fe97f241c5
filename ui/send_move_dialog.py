"""The "Send your move" panel of a game with a friend by link: the link that carries
the move (ui/correspondence.py), to send with the phone's share sheet (the Web Share
API, where the browser has it), to copy, or to scan as a QR code drawn here (ui/qr.py).
It opens by itself when a turn's link is sealed, and again from its button."""
from __future__ import annotations

from typing import Callable, Optional

import js
from pyodide.ffi import create_once_callable, to_js

from ui import correspondence, qr
from ui.dom import el, listen
from ui.friend_game import WATCHING
from ui.session import Session

QUIET = 4  # light modules round the code, as the standard asks


def site() -> str:
    """The site's address, up to and including its last '/'."""
    path = str(js.location.pathname)
    return f"{js.location.origin}{path[:path.rfind('/') + 1]}"


def draw_qr(canvas, text: str) -> None:
    """The QR code of `text` on `canvas`, dark on white, whole pixels per module."""
    matrix = qr.encode(text)
    size = len(matrix) + 2 * QUIET
    scale = max(1, int(canvas.width) // size)
    canvas.width = canvas.height = size * scale
    ctx = canvas.getContext("2d")
    ctx.fillStyle = "#ffffff"
    ctx.fillRect(0, 0, size * scale, size * scale)
    ctx.fillStyle = "#000000"
    for y, row in enumerate(matrix):
        x = 0
        while x < len(row):  # one rectangle per run of dark modules
            if row[x]:
                start = x
                while x < len(row) and row[x]:
                    x += 1
                ctx.fillRect((start + QUIET) * scale, (y + QUIET) * scale, (x - start) * scale, scale)
            else:
                x += 1


class SendMoveDialog:
    """The link of the move just made, for the session `current()` returns."""

    def __init__(self, current: Callable[[], Optional[Session]]):
        self.current = current
        self.can_share = bool(getattr(js.navigator, "share", None))
        listen(el("send-move-button"), "click", lambda e: self.open())
        listen(el("send-move-copy"), "click", lambda e: self._copy())
        listen(el("send-move-share"), "click", lambda e: self._share())
        el("send-move-share").hidden = not self.can_share

    def url(self) -> str:
        """The link of this side's latest move."""
        session = self.current()
        return f"{site()}index.html#/play/{session.game_id}?{correspondence.friend_query(session)}"

    def refresh(self) -> None:
        """Show the "Send your move" button while the friend waits for this side's link,
        and open the panel once when that link has just been sealed."""
        session = self.current()
        friend = session.friend if session is not None else None
        waiting = friend is not None and friend.seat != WATCHING and friend.sent and bool(friend.outbox)
        el("friend-bar").hidden = not waiting
        if waiting:
            el("send-move-button").textContent = friend.sending(session.state)[0]
        if waiting and getattr(friend, "fresh", False):
            friend.fresh = False
            if not el("send-move-dialog").open:
                self.open()

    def open(self) -> None:
        """Show the link, its QR code and the ways to send it."""
        url = self.url()
        session = self.current()
        el("send-move-title").textContent, el("send-move-text").textContent = session.friend.sending(session.state)
        el("send-move-link").value = url
        el("send-move-status").textContent = f"{len(url)} characters."
        try:
            draw_qr(el("send-move-qr"), url)
            el("send-move-qr").hidden = False
        except ValueError:
            el("send-move-qr").hidden = True  # (a link too long for a code: copy it instead)
        el("send-move-dialog").showModal()

    def _copy(self) -> None:
        text = str(el("send-move-link").value)
        try:
            js.navigator.clipboard.writeText(text)
            el("send-move-status").textContent = "Copied: paste it in a message to your friend."
        except Exception:  # no clipboard here (an insecure origin, an old browser)
            el("send-move-link").select()
            el("send-move-status").textContent = "Select the link and copy it (Ctrl+C)."

    def _share(self) -> None:
        data = {"title": "Parlour: your move", "text": "My move in our game on Parlour:",
                "url": str(el("send-move-link").value)}
        try:
            promise = js.navigator.share(to_js(data, dict_converter=js.Object.fromEntries))
            promise.catch(create_once_callable(lambda error: None))  # (the person closed the share sheet)
        except Exception:  # noqa: BLE001 - no share sheet after all
            self._copy()
