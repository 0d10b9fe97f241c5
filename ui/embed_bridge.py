"""The embed page's line to the page around it (a blog post on any origin).

Out (to the host): {"type": "parlour:ready" | "parlour:height" | "parlour:move" | "parlour:over", ...}.
In (from the host): {"type": "parlour:new-game"} or {"type": "parlour:load", "record": {...}}.
Incoming messages are checked field by field and anything else is ignored; nothing
received is ever executed. Only messages from the parent frame are heard.
"""
from __future__ import annotations

import json
from typing import Any, Callable, Optional

import js
from pyodide.ffi import create_proxy, to_js

MAX_MESSAGE = 100_000  # characters of JSON: no real record is longer


def check_command(data: Any) -> Optional[dict]:
    """A valid command from the host as a plain dict, or None to ignore it."""
    if not isinstance(data, dict):
        return None
    kind = data.get("type")
    if kind == "parlour:new-game" and set(data) == {"type"}:
        return {"type": kind}
    if kind == "parlour:load" and set(data) == {"type", "record"}:
        record = data["record"]
        if (isinstance(record, dict) and set(record) <= {"game", "options", "moves"}
                and isinstance(record.get("game"), str)
                and isinstance(record.get("options", {}), dict)
                and isinstance(record.get("moves", []), list)
                and all(isinstance(m, str) and len(m) < 40 for m in record.get("moves", []))):
            return {"type": kind, "record": record}
    return None


class EmbedBridge:
    """Posts events to the host page and hands valid commands to `on_command`."""

    def __init__(self, on_command: Callable[[dict], None]):
        self._on_command = on_command
        self._last_height = 0
        self._message_proxy = create_proxy(self._message)
        js.window.addEventListener("message", self._message_proxy)
        self._resize_proxy = create_proxy(lambda *_: self.report_height())
        self._observer = js.ResizeObserver.new(self._resize_proxy)
        self._observer.observe(js.document.documentElement)

    def post(self, message: dict) -> None:
        """Send an event to the host page (nothing secret is ever sent)."""
        if js.window.parent != js.window:
            payload = to_js(message, dict_converter=js.Object.fromEntries)
            js.window.parent.postMessage(payload, "*")

    def report_height(self) -> None:
        """Tell the host how tall the frame's content is, so it can fit the iframe."""
        height = int(js.document.documentElement.scrollHeight)
        if height != self._last_height:
            self._last_height = height
            self.post({"type": "parlour:height", "height": height})

    def _message(self, event) -> None:
        if event.source != js.window.parent:
            return
        try:
            data = json.loads(str(js.JSON.stringify(event.data)))
        except Exception:
            return
        if isinstance(data, str) or len(json.dumps(data)) > MAX_MESSAGE:
            return
        command = check_command(data)
        if command is not None:
            self._on_command(command)
