"""Saved data in the browser's localStorage, as JSON, never trusted on the way back.

Storage can be missing or full (private windows, quotas): saving then fails
quietly and the game simply is not kept; reading returns None.
"""
from __future__ import annotations

import json
from typing import Any, Optional

import js
from pyodide.ffi import jsnull

from engines.checked import json_value

PREFIX = "parlour:"


def load(key: str) -> Optional[Any]:
    """The value stored under `key`, None if nothing is; ValueError if it is not JSON."""
    try:
        text = js.localStorage.getItem(PREFIX + key)
    except Exception:  # storage blocked by the browser
        return None
    if text is None or text is jsnull:  # Pyodide 314 hands JavaScript's null over as jsnull
        return None
    try:
        return json_value(str(text), f"the saved {key}", max_chars=4_000_000, max_depth=12)
    except ValueError:
        raise ValueError(f"the saved {key} is damaged") from None


def save(key: str, value: Any) -> bool:
    """Store `value` (JSON-safe) under `key`; False if the browser refused."""
    try:
        js.localStorage.setItem(PREFIX + key, json.dumps(value, separators=(",", ":")))
        return True
    except Exception:
        return False


def remove(key: str) -> None:
    """Forget `key`."""
    try:
        js.localStorage.removeItem(PREFIX + key)
    except Exception:
        pass
