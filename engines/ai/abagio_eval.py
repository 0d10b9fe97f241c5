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


_CACHE: Dict[tuple, float] = {}
_CACHE_LIMIT = 300_000


def chance_value(end: tuple, colour: int, weights: Dict[str, float] = WEIGHTS) -> float:
    """How good the end of `colour`'s leaps (board, root, pond) is for it, in (-1, 1),
    the other colour to roll next and `colour`'s Top Frog then placed well."""
    key = (end, colour)
    value = _CACHE.get(key)
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
            pips -= RACE_TEMPO
        value = math.tanh(pips / (SPREAD * math.sqrt(red + purple + FLOOR)))
        value = max(-0.999, min(0.999, value))
    if len(_CACHE) > _CACHE_LIMIT:
        _CACHE.clear()
    _CACHE[key] = value
    return value


__all__ = ["FLOOR", "RACE_TEMPO", "SPREAD", "chance_value", "race_state"]
