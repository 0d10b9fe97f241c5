"""The computer player's side of the worker: a request in, a move out (JSON text);
and one position of a game analysed (`analyse_position`, the Analyse action's work).

Runs inside a Web Worker's own Pyodide so the page never freezes while it thinks;
pure Python, so it is tested in CPython too.
"""
from __future__ import annotations

import json
import random

import engines
from engines import ai
from engines.ai import analysis
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


WAIT_FLOOR_SECONDS = 20.0  # what any answer may take on a slow, busy machine (starting, loading the game)
WAIT_PER_BUDGET = 2.0      # ... plus this many times the level's own think time


def answer_wait_seconds(request: dict) -> float:
    """How long the page waits for the answer to `request` before it gives up on the
    worker: the floor, plus twice the asked level's think time in its game
    (`engines.ai.level_settings`), so a level given more time is waited for longer.
    An analysis request (a node budget, no clock) or a malformed one waits the floor."""
    level = request.get("level")
    record = request.get("record")
    game_id = record.get("game") if isinstance(record, dict) else None
    if request.get("analyse") or level not in ai.LEVELS or not isinstance(game_id, str):
        return WAIT_FLOOR_SECONDS
    return WAIT_FLOOR_SECONDS + WAIT_PER_BUDGET * float(ai.level_settings(level, game_id)["seconds"])


_positions_cache: dict = {}  # the last record analysed -> its positions (a game is asked for ply by ply)


def analyse_position(request_json: str) -> str:
    """`{"record", "ply", "budget", "seed"}` -> one position's analysis (see
    engines.ai.analysis.evaluate_position: `values`, `best`, `line`, ...) as JSON, with
    its `ply`; or `{"error": why}`. The game's positions are kept between requests."""
    try:
        request = json_value(request_json, "the request", max_chars=2_000_000, max_depth=8)
        record = request["record"]
        key = json.dumps(record, sort_keys=True)
        if key not in _positions_cache:
            final = engines.load(record)
            _positions_cache.clear()
            _positions_cache[key] = (analysis.positions_of(final), final.line())
        states, line = _positions_cache[key]
        ply = request["ply"]
        if not isinstance(ply, int) or isinstance(ply, bool) or not 0 <= ply < len(states):
            raise ValueError(f"no position {ply!r} in this game")
        budget = request.get("budget", analysis.DEFAULT_BUDGET)
        seed = request.get("seed", 0)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (budget, seed)) \
                or not 1 <= budget <= 1_000_000:
            raise ValueError("the budget and the seed are whole numbers")
        played = line[ply] if ply < len(line) else None
        result = analysis.evaluate_position(states[ply], played, budget, seed)
        return json.dumps(dict(result, ply=ply))
    except (ValueError, KeyError, TypeError) as exc:
        return json.dumps({"error": str(exc)})
