"""Saved data in the browser's localStorage, as JSON, never trusted on the way back.

Storage can be blocked or full (site data blocked, quotas): saving then says why
it failed, and the page says so; reading blocked storage returns None.
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


FULL = "the browser's storage is full"
BLOCKED = "this browser blocks this site's storage"


def save(key: str, value: Any) -> Optional[str]:
    """Store `value` (JSON-safe) under `key`; None when stored, else why not, in words."""
    text = json.dumps(value, separators=(",", ":"))
    try:
        storage = js.localStorage
    except Exception:  # site data blocked: even reaching localStorage throws
        return BLOCKED
    try:
        storage.setItem(PREFIX + key, text)
        return None
    except Exception as exc:  # noqa: BLE001 - a DOMException, whatever the browser calls it
        name = str(getattr(exc, "name", "") or exc)
        return FULL if "Quota" in name or "quota" in name else f"the browser refused to store it ({name[:80]})"


def remove(key: str) -> None:
    """Forget `key`."""
    try:
        js.localStorage.removeItem(PREFIX + key)
    except Exception:
        pass
