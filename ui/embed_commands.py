"""The commands a page around an embed may send it (`parlour:new-game`, `parlour:load`),
checked field by field: anything else is ignored, nothing received is ever executed.
No browser import (ui/embed_bridge.py does the listening)."""
from __future__ import annotations

from typing import Any, Optional

from engines.checked import json_value

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


def command_from_json(text: str) -> Optional[dict]:
    """A message's data (as JSON text) as a valid command, or None to ignore it."""
    try:
        return check_command(json_value(text, "a message", max_chars=MAX_MESSAGE, max_depth=6))
    except ValueError:
        return None
