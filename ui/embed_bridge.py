"""The embed page's line to the page around it (a blog post on any origin).

Out (to the host): {"type": "parlour:ready" | "parlour:height" | "parlour:move" | "parlour:over", ...}.
In (from the host): {"type": "parlour:new-game"} or {"type": "parlour:load", "record": {...}}.
The messages are first filtered in JavaScript (ui/embed-filter.js: only the parent
frame's, only small plain objects naming one of these commands, a few a second), which
hands each one left over as JSON text in a "parlour:command" event; here it is checked
field by field (ui/embed_commands.py) and anything else is ignored. Nothing received is
ever executed.
"""
from __future__ import annotations

from typing import Callable

import js
from pyodide.ffi import create_proxy, to_js

from ui.embed_commands import command_from_json

class EmbedBridge:
    """Posts events to the host page and hands valid commands to `on_command`."""

    def __init__(self, on_command: Callable[[dict], None]):
        self._on_command = on_command
        self._last_height = 0
        self._command_proxy = create_proxy(self._command)
        js.document.addEventListener("parlour:command", self._command_proxy)
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

    def _command(self, event) -> None:
        """A message ui/embed-filter.js let through, as JSON text: acted on if it is a command."""
        command = command_from_json(str(event.detail))
        if command is not None:
            self._on_command(command)
