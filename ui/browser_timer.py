"""The controller's clock and delays (ui/ports.py's `Timer`), from the browser."""
from __future__ import annotations

import js
from pyodide.ffi import create_once_callable


class BrowserTimer:
    """The controller's clock and delays, from the browser."""

    def now(self) -> float:
        return float(js.performance.now())

    def later(self, ms: float, callback) -> None:
        js.setTimeout(create_once_callable(callback), ms)
