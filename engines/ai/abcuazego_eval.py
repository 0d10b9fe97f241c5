"""Abcuazego's learnt evaluation: features of a position weighted by logistic regression on
the results of self-play games (`bench/abcuazego_tune.py`; BENCHMARKS.md, "Issue 17,
2026-12-03 (ninth session)").

    evaluate(state, seat)   # in (-0.95, 0.95) for `seat`: 0.95 tanh(z / 2), z the fitted log-odds

Each feature counts from `seat`'s side (sgn: +1 when `seat` moves next, -1 when it waits):
the store difference (and again times the share of grains in the stores), a race term near
36, grains on each row, the best and second-best capture of the side to move and of the
waiting side, how many of their moves capture and how many end in their own store, the owed
turn, the tempo, empty, small (1-2) and big (10+) pits, grains in pits 8-10, and the seat
(the Zipa's first-move edge). Every weight has a second part times the phase (grains in
the stores / 100), so the same feature may count differently early and late.
"""
from __future__ import annotations

import math
from typing import Dict, Tuple

from .. import abcuazego as game

FEATURES = ("store", "store_late", "race", "row", "gain_m", "gain_w", "gain2_m", "gain2_w",
            "nthreat_m", "nthreat_w", "extra_m", "extra_w", "owed", "tempo", "empty", "small",
            "big", "home", "zipa")

WEIGHTS: Dict[str, float] = {
    "store": 0.1648, "store_late": 0.0548, "race": -0.4268, "row": -0.0223,
    "gain_m": -0.1104, "gain_w": -0.0179, "gain2_m": 0.0837, "gain2_w": 0.0782,
    "nthreat_m": 0.0387, "nthreat_w": 0.0089, "extra_m": 0.0066, "extra_w": 0.0407,
    "owed": 1.2888, "tempo": -0.1735, "empty": -0.038, "small": 0.0801,
    "big": 0.0916, "home": -0.0303, "zipa": -0.1278,
}
"""Each feature's weight at the start of the game."""

LATE_WEIGHTS: Dict[str, float] = {
    "store": 0.0548, "store_late": 0.6632, "race": 0.8938, "row": 0.0833,
    "gain_m": 0.5711, "gain_w": -0.0558, "gain2_m": 0.2397, "gain2_w": -0.3194,
    "nthreat_m": 0.0338, "nthreat_w": -0.2378, "extra_m": 1.4052, "extra_w": -0.9281,
    "owed": 0.6159, "tempo": 0.5589, "empty": 0.1302, "small": -0.0677,
    "big": -0.4115, "home": 0.01, "zipa": 0.0,
}
"""What each weight gains per unit of phase (grains in the stores / 100)."""

_EARLY = tuple(WEIGHTS[name] for name in FEATURES)
_LATE = tuple(LATE_WEIGHTS[name] for name in FEATURES)


def side_moves(board, seat: int) -> Tuple[int, int, int, int]:
    """(best gain, second-best gain, capturing moves, moves ending in the own store) of `seat`."""
    captures, extra = game.move_gains(board, seat)
    best = second = 0
    for gain in captures + [1] * min(extra, 2):  # a move ending in the own store gains a grain
        if gain > best:
            best, second = gain, best
        elif gain > second:
            second = gain
    return best, second, len(captures), extra


def features(state, seat: int) -> Tuple[float, ...]:
    """The features of a position in play, in FEATURES' order, from `seat`'s side."""
    board = state.board
    other = 1 - seat
    mover = state.to_move
    sgn = 1 if mover == seat else -1
    mine, theirs = board[game.STORES[seat]], board[game.STORES[other]]
    row_me = board[seat * 11:seat * 11 + game.PITS]
    row_op = board[other * 11:other * 11 + game.PITS]
    store = mine - theirs
    race_me, race_op = max(0, mine - 24), max(0, theirs - 24)
    bm, sm, tm, em = side_moves(board, mover)
    bw, sw, tw, ew = side_moves(board, 1 - mover)
    return (store, store * (mine + theirs) / 100.0, (race_me * race_me - race_op * race_op) / 10.0,
            sum(row_me) - sum(row_op), sgn * bm, sgn * bw, sgn * sm, sgn * sw, sgn * tm, sgn * tw,
            sgn * em, sgn * ew, sgn if state.owed else 0, sgn,
            row_me.count(0) - row_op.count(0),
            row_me.count(1) + row_me.count(2) - row_op.count(1) - row_op.count(2),
            sum(1 for g in row_me if g >= 10) - sum(1 for g in row_op if g >= 10),
            sum(row_me[7:]) - sum(row_op[7:]), 1 if seat == game.ZIPA else -1)


_WEIGHTS_BY_STORED = tuple(tuple(early + later * stored / 100.0 for early, later in zip(_EARLY, _LATE))
                           for stored in range(101))
"""The weights at each count of grains in the two stores, 0-100 (the phase is that count / 100)."""
_STORES = game.STORES


def _row_terms(row) -> Tuple[int, int, int, int, int]:
    """(grains, empty pits, pits of 1-2 grains, pits of 10 or more, grains in pits 8-10) of a row."""
    small = big = 0
    for grains in row:
        if grains >= 10:
            big += 1
        elif 0 < grains < 3:
            small += 1
    return sum(row), row.count(0), small, big, row[7] + row[8] + row[9]


def evaluate(state, seat: int) -> float:
    """The learnt judgement of `state` for `seat`, in (-0.95, 0.95) (±1 once the game is over).

    The weighted sum of `features` (the same values, computed without building them: the
    search calls this at every leaf)."""
    mover = state.to_move
    if mover is None:
        winners = state.winners()
        return 0.0 if not winners else (1.0 if winners == [seat] else -1.0)
    board = state.board
    other = 1 - seat
    mine, theirs = board[_STORES[seat]], board[_STORES[other]]
    w = _WEIGHTS_BY_STORED[mine + theirs]
    store = mine - theirs
    race_me = mine - 24 if mine > 24 else 0
    race_op = theirs - 24 if theirs > 24 else 0
    bm, sm, tm, em = side_moves(board, mover)
    bw, sw, tw, ew = side_moves(board, 1 - mover)
    sum_me, empty_me, small_me, big_me, home_me = _row_terms(board[seat * 11:seat * 11 + 10])
    sum_op, empty_op, small_op, big_op, home_op = _row_terms(board[other * 11:other * 11 + 10])
    side = (w[4] * bm + w[5] * bw + w[6] * sm + w[7] * sw + w[8] * tm + w[9] * tw
            + w[10] * em + w[11] * ew + (w[12] if state.owed else 0.0) + w[13])
    z = (w[0] * store + w[1] * (store * (mine + theirs) / 100.0)
         + w[2] * ((race_me * race_me - race_op * race_op) / 10.0) + w[3] * (sum_me - sum_op)
         + (side if mover == seat else -side)
         + w[14] * (empty_me - empty_op) + w[15] * (small_me - small_op) + w[16] * (big_me - big_op)
         + w[17] * (home_me - home_op) + (w[18] if seat == game.ZIPA else -w[18]))
    return 0.95 * math.tanh(0.5 * z)


def evaluate_from_features(state, seat: int) -> float:
    """`evaluate` computed from `features` (the tuner's way): the tests hold the two equal."""
    if state.to_move is None:
        return evaluate(state, seat)
    board = state.board
    late = (board[game.STORES[0]] + board[game.STORES[1]]) / 100.0
    z = 0.0
    for early, later, value in zip(_EARLY, _LATE, features(state, seat)):
        z += (early + later * late) * value
    return 0.95 * math.tanh(0.5 * z)


__all__ = ["FEATURES", "LATE_WEIGHTS", "WEIGHTS", "evaluate", "evaluate_from_features", "features"]
