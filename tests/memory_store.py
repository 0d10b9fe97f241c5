"""A stand-in for the browser's localStorage (ui/storage.py): JSON text in a dict."""
from __future__ import annotations

import json
from typing import Any, Dict

from engines.checked import json_value


class MemoryStore:
    """Keeps values as JSON text, like the browser; reading damaged text is a ValueError."""

    def __init__(self):
        self.data: Dict[str, str] = {}

    def load(self, key: str) -> Any:
        text = self.data.get(key)
        if text is None:
            return None
        try:  # as ui/storage.py reads it
            return json_value(text, f"the saved {key}", max_chars=4_000_000, max_depth=12)
        except ValueError:
            raise ValueError(f"the saved {key} is damaged") from None

    def save(self, key: str, value: Any) -> bool:
        self.data[key] = json.dumps(value)
        return True

    def remove(self, key: str) -> None:
        self.data.pop(key, None)
