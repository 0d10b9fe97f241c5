"""The computer player's side of the worker: a request in, a move out (JSON text).

Runs inside a Web Worker's own Pyodide so the page never freezes while it thinks;
pure Python, so it is tested in CPython too.
"""
from __future__ import annotations

import json
import random

import engines
from engines import ai
from engines.checked import json_value


def choose(request_json: str) -> str:
    """`{"record", "level", "seed"}` -> `{"move": notation, "ply"}` or `{"error": why}`."""
    try:
        request = json_value(request_json, "the request", max_chars=2_000_000, max_depth=8)
        state = engines.load(request["record"])
        level = request.get("level", "medium")
        if level not in ai.LEVELS:
            raise ValueError(f"unknown level {level!r}")
        move = ai.choose_move(state, level=level, rng=random.Random(int(request.get("seed", 0))))
        return json.dumps({"move": str(move), "ply": state.ply})
    except (ValueError, KeyError, TypeError) as exc:
        return json.dumps({"error": str(exc)})
