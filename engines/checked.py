"""JSON from outside (a link, a pasted record, storage, a message), parsed with limits.

`json.loads` recurses once per level of nesting: 50,000 nested brackets raise a
RecursionError in CPython and crash Pyodide outright (its stack is smaller than the
recursion limit assumes). So the nesting is measured first, in one cheap pass, and
only then is the text parsed. Everything that goes wrong is a ValueError.
"""
from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = str.maketrans({"[": "(", "{": "(", "]": ")", "}": ")"})
_NOT_BRACKETS = re.compile(r"[^()]+")


def nesting(text: str) -> int:
    """How deep the brackets of JSON text nest (strings skipped); 0 for a bare value."""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text).translate(_BRACKETS))
    if not brackets:
        return 0
    return max(accumulate(1 if c == "(" else -1 for c in brackets))


def json_value(text: Any, what: str, max_chars: int = 200_000, max_depth: int = 16) -> Any:
    """The value of JSON `text` (called `what` in messages); ValueError, and nothing
    else, when it is not text, longer than `max_chars`, nested deeper than `max_depth`,
    or not JSON."""
    if not isinstance(text, str):
        raise ValueError(f"{what} must be text")
    if len(text) > max_chars:
        raise ValueError(f"{what} is too long ({len(text):,} characters; at most {max_chars:,})")
    if nesting(text) > max_depth:
        raise ValueError(f"{what} nests too deeply (more than {max_depth} levels)")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise ValueError(f"{what} is not valid JSON") from None
