"""A stand-in for the browser's localStorage (ui/storage.py): JSON text in a dict, with
a quota (in characters, like the browser's) and a switch to block it."""
from __future__ import annotations

import json
from typing import Any, Dict, Optional

from engines.checked import json_value

FULL, BLOCKED = "the browser's storage is full", "this browser blocks this site's storage"


class MemoryStore:
    """Keeps values as JSON text, like the browser; reading damaged text is a ValueError."""

    def __init__(self, quota: Optional[int] = None):
        self.data: Dict[str, str] = {}
        self.quota = quota      # characters of keys and values, all told; None: no limit
        self.blocked = False    # every write refused (site data blocked)

    def load(self, key: str) -> Any:
        text = self.data.get(key)
        if text is None:
            return None
        try:  # as ui/storage.py reads it
            return json_value(text, f"the saved {key}", max_chars=4_000_000, max_depth=12)
        except ValueError:
            raise ValueError(f"the saved {key} is damaged") from None

    def save(self, key: str, value: Any) -> Optional[str]:
        if self.blocked:
            return BLOCKED
        text = json.dumps(value)
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(text) > self.quota:
                return FULL
        self.data[key] = text
        return None

    def remove(self, key: str) -> None:
        self.data.pop(key, None)
