"""Abagio's evaluation for the searching levels: a position's worth as a winning chance.

`abagio_turns.board_value` judges a position in pips (race, blots and pairs exposed to
direct and indirect shots weighted by the chance a roll reaches them, heaps and maxed
stacks that block, trapped frogs, the Top Frog's best square, the roller's tempo).
A pip means more near the end of the race than at its start, so the search turns
that into a winning chance with the spread of the race still to run:

    chance_value(end, colour)   # in (-1, 1) for `colour`, the other colour to roll

The bear-off race: once no frog can hit or block another (no contact), the value is
the pure race: pips and the roller's tempo (a roll is worth about 8 pips), against
the spread of the pips left.
"""
from __future__ import annotations

import math
from typing import Dict, Tuple

from ..abagio_board import FROGS, NUM_PLACES, PLACE_OWNER, PLACE_STEP, POND, PURPLE, RED, Board
from .abagio_turns import WEIGHTS, board_value

SPREAD = 1.5
"""The evaluation's scale in pips is SPREAD * sqrt(pips left on both sides + FLOOR)."""
FLOOR = 40.0
RACE_TEMPO = 8.0
"""In a race with no contact, the roller's advantage in pips (half of a mean roll)."""

LEARNT_WEIGHTS: Dict[str, float] = dict(
    WEIGHTS, tempo=3.78, hit=1.92, passive=0.386, cap=22.3, trapped=13.7, block=0.412,
    spread=2.43, floor=53.0, race_tempo=1.76)
"""The expert's weights, learnt by self-play (`python3 bench/abagio_tune.py tune
--iterations 150 --games 300 --seed 1`: each of 150 rounds, 300 games between the
weights nudged up and down). A capped pair and a trapped frog weigh four and five
times the hand-set figures; blocks a third. BENCHMARKS.md, "Issue 17, 2026-12-03
(ninth session)", has what they are worth."""



def race_state(board: Board, root) -> Tuple[int, int, bool]:
    """(Red's pips, Purple's pips, contact?): contact while a frog of one colour is
    behind a frog of the other on the shared places (or any frog waits at the Root)."""
    pips = [root[RED] * POND, root[PURPLE] * POND]
    last = [POND, POND]  # the lowest shared step holding each colour
    first = [0, 0]      # the highest shared step holding each colour
    for place in range(1, NUM_PLACES):
        stack = board[place]
        if not stack:
            continue
        away = POND - PLACE_STEP[place]
        for frog in stack:
            pips[frog] += away
        if PLACE_OWNER[place] is None:
            step = PLACE_STEP[place]
            for frog in (RED, PURPLE):
                if frog in stack:
                    if step < last[frog]:
                        last[frog] = step
                    if step > first[frog]:
                        first[frog] = step
    contact = bool(root[RED] or root[PURPLE])
    if not contact:
        contact = (last[RED] < first[PURPLE] and first[PURPLE] > 0) or \
            (last[PURPLE] < first[RED] and first[RED] > 0)
    return pips[RED], pips[PURPLE], contact


_CACHES: Dict[int, Tuple[Dict[str, float], Dict[tuple, float]]] = {}
"""One table of values per weights (kept beside them, so their id is never reused)."""
_CACHE_LIMIT = 300_000


def chance_value(end: tuple, colour: int, weights: Dict[str, float] = WEIGHTS) -> float:
    """How good the end of `colour`'s leaps (board, root, pond) is for it, in (-1, 1),
    the other colour to roll next and `colour`'s Top Frog then placed well. `weights`
    are `board_value`'s, with optional "spread", "floor" and "race_tempo" (SPREAD,
    FLOOR and RACE_TEMPO when absent)."""
    entry = _CACHES.get(id(weights))
    if entry is None or entry[0] is not weights:
        entry = _CACHES[id(weights)] = (weights, {})
    cache = entry[1]
    key = (end, colour)
    value = cache.get(key)
    if value is not None:
        return value
    board, root, pond = end
    if pond[colour] == FROGS:
        value = 1.0
    elif pond[1 - colour] == FROGS:
        value = -1.0
    else:
        red, purple, contact = race_state(board, root)
        if contact:
            pips, gain, _ = board_value(board, root, pond, 0, 1 - colour, weights)
            if colour == PURPLE:
                pips = -pips
            if not root[colour]:
                pips += gain[colour]
        else:
            pips = (purple - red) if colour == RED else (red - purple)
            pips -= weights.get("race_tempo", RACE_TEMPO)
        spread = weights.get("spread", SPREAD) * math.sqrt(red + purple + weights.get("floor", FLOOR))
        value = max(-0.999, min(0.999, math.tanh(pips / spread)))
    if len(cache) > _CACHE_LIMIT:
        cache.clear()
    cache[key] = value
    return value


__all__ = ["FLOOR", "LEARNT_WEIGHTS", "RACE_TEMPO", "SPREAD", "chance_value", "race_state"]
