"""The page's side of the computer player: a Web Worker with its own Pyodide.

The worker starts on first use (or when `warm_up` is called once the board is up)
and answers one request at a time; replies carry the request's id, and a reply for
a game that has since been left is simply dropped by its callback.

A worker that fails (its script missing, its Python broken) or that does not answer
in time is dropped: every request waiting on it is answered `{"error", "failed": True}`
at once, so the page can say so and let a person take the seat, and the next request
starts a new worker.
"""
from __future__ import annotations

import json
from typing import Callable, Dict, Optional

import js
from pyodide.ffi import create_once_callable, create_proxy, to_js

from engines.checked import json_value
from ui.ai_service import answer_wait_seconds

FIRST_ANSWER_MS = 60_000  # the worker's own Python must start first (a download on a first visit)


def _timeout_override() -> Optional[float]:
    """A page may set `parlourComputerTimeoutMs` (the tests do, to wait less)."""
    value = getattr(js.globalThis, "parlourComputerTimeoutMs", None)
    return float(value) if isinstance(value, (int, float)) and value > 0 else None


class ComputerPlayer:
    """Asks the AI worker for moves without blocking the page."""

    def __init__(self):
        self._worker = None
        self._ready = False
        self._callbacks: Dict[int, Callable[[dict], None]] = {}
        self._timers: Dict[int, int] = {}
        self._next_id = 0
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
        self._ready = False
        self._worker = worker = js.Worker.new(url, options)
        on_message = create_proxy(lambda event: self._on_message(worker, event))
        on_error = create_proxy(lambda event: self._on_error(worker, event))
        self._proxies += [on_message, on_error]
        worker.addEventListener("message", on_message)
        worker.addEventListener("error", on_error)

    def ask(self, request: dict, callback: Callable[[dict], None]) -> None:
        """Send a request; `callback(reply)` gets `{"move": ...}`, or `{"error": ...}`
        (with `"failed": True` when the worker itself failed or did not answer in time)."""
        self.warm_up()
        self._next_id += 1
        request_id = self._next_id
        self._callbacks[request_id] = callback
        wait = _timeout_override() or (answer_wait_seconds(request) * 1000 if self._ready else FIRST_ANSWER_MS)
        self._timers[request_id] = js.setTimeout(
            create_once_callable(lambda: self._timed_out(request_id, wait)), wait)
        self._worker.postMessage(json.dumps({"id": request_id, "request": request}))

    def _on_message(self, worker, event) -> None:
        if worker is not self._worker:
            return  # a worker already given up on
        try:
            message = json_value(str(event.data), "the computer's answer", max_chars=10_000, max_depth=4)
        except ValueError:
            return
        if not isinstance(message, dict):
            return
        if message.get("type") == "ready":
            self._ready = True
            return
        request_id = message.get("id")
        callback = self._callbacks.pop(request_id, None)
        js.clearTimeout(self._timers.pop(request_id, 0))
        if callback is not None and isinstance(message.get("reply"), dict):
            callback(message["reply"])

    def _on_error(self, worker, event) -> None:
        event.preventDefault()
        if worker is self._worker:
            reason = getattr(event, "message", None) or "its script could not be loaded"
            self._give_up(f"the computer player could not start ({reason})")

    def _timed_out(self, request_id: int, wait: float) -> None:
        if request_id in self._callbacks:
            self._give_up(f"the computer player did not answer within {wait / 1000:g} seconds")

    def _give_up(self, reason: str) -> None:
        """Drop the worker and answer everything that waited on it with `reason`."""
        if self._worker is not None:
            self._worker.terminate()
        self._worker, self._ready = None, False
        callbacks, self._callbacks = self._callbacks, {}
        for timer in self._timers.values():
            js.clearTimeout(timer)
        self._timers.clear()
        for callback in callbacks.values():
            callback({"error": reason, "failed": True})
