"""The page's side of the computer player: a Web Worker with its own Pyodide.

The worker starts on first use (or when `warm_up` is called once the board is up)
and answers one request at a time; replies carry the request's id, and a reply for
a game that has since been left is simply dropped by its callback.
"""
from __future__ import annotations

import json
from typing import Callable, Dict

import js
from pyodide.ffi import create_proxy, to_js

from engines.checked import json_value


class ComputerPlayer:
    """Asks the AI worker for moves without blocking the page."""

    def __init__(self, on_failure: Callable[[str], None]):
        self._worker = None
        self._callbacks: Dict[int, Callable[[dict], None]] = {}
        self._next_id = 0
        self._on_failure = on_failure
        self._proxies = []

    def warm_up(self) -> None:
        """Start the worker (and its Python) now, so the first answer comes sooner."""
        if self._worker is not None:
            return
        # The worker starts its Python the way the page did: from the memory snapshot
        # when the page could (see ui/pyodide_snapshot.mjs), else normally.
        boot = "snapshot" if js.document.body.getAttribute("data-boot") == "snapshot" else "normal"
        url = js.URL.new(f"./ui/ai_worker.js?boot={boot}", js.document.baseURI).href
        options = to_js({"type": "module", "name": "parlour-computer"}, dict_converter=js.Object.fromEntries)
        self._worker = js.Worker.new(url, options)
        on_message = create_proxy(self._on_message)
        on_error = create_proxy(self._on_error)
        self._proxies += [on_message, on_error]
        self._worker.addEventListener("message", on_message)
        self._worker.addEventListener("error", on_error)

    def ask(self, request: dict, callback: Callable[[dict], None]) -> None:
        """Send a request; `callback(reply)` gets `{"move": ...}` or `{"error": ...}`."""
        self.warm_up()
        self._next_id += 1
        self._callbacks[self._next_id] = callback
        self._worker.postMessage(json.dumps({"id": self._next_id, "request": request}))

    def _on_message(self, event) -> None:
        try:
            message = json_value(str(event.data), "the computer's answer", max_chars=10_000, max_depth=4)
        except ValueError:
            return
        if not isinstance(message, dict) or message.get("type") == "ready":
            return
        callback = self._callbacks.pop(message.get("id"), None)
        if callback is not None and isinstance(message.get("reply"), dict):
            callback(message["reply"])

    def _on_error(self, event) -> None:
        event.preventDefault()
        self._callbacks.clear()
        self._worker = None
        reason = getattr(event, "message", None) or "its script could not be loaded"
        self._on_failure(f"The computer player could not start ({reason}).")
