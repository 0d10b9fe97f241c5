"""Apagos solved: whether the side to move wins with perfect play, for every position,
read from a table made once by `tools/make_apagos_table.py` from the exact solver.

The table is one bit per position of a dense index over every ramp the platforms can
show (the twelve sets of visible hole counts, every order of them, every count of black
and white balls a platform can hold, and whose turn it is): 1 when the side to move
wins. It ships zlib-compressed beside this module (`apagos_table.bin`) and is read on
first use, so importing this module costs nothing.
"""
from __future__ import annotations

import zlib
from functools import lru_cache
from itertools import permutations
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from .apagos import ARRANGEMENTS, ApagosState, Platform
from .core import Move

TABLE_FILE = Path(__file__).with_name("apagos_table.bin")


def _triangle(holes: int) -> int:
    """How many (black, white) counts a platform of `holes` holes can hold."""
    return (holes + 1) * (holes + 2) // 2


def _combo(holes: int, black: int, white: int) -> int:
    """The index of (black, white) among a platform's counts: black-major, then white."""
    return black * (holes + 1) - black * (black - 1) // 2 + white


def _orders() -> Dict[Tuple[int, ...], int]:
    """The first index of each order of visible holes (bottom to top)."""
    bases: Dict[Tuple[int, ...], int] = {}
    size = 0
    for multiset in sorted({tuple(sorted(a)) for a in ARRANGEMENTS}):
        for order in sorted(set(permutations(multiset))):
            bases[order] = size
            span = 2
            for holes in order:
                span *= _triangle(holes)
            size += span
    bases[()] = size  # the table's length in bits
    return bases


ORDER_BASES = _orders()
SIZE = ORDER_BASES[()]
"""The number of positions in the index (bits in the table)."""


def index(platforms: Tuple[Platform, ...], to_move: int) -> int:
    """The position's place in the table."""
    code = 0
    for holes, black, white in platforms:
        code = code * _triangle(holes) + _combo(holes, black, white)
    return ORDER_BASES[tuple(p[0] for p in platforms)] + 2 * code + to_move


def position(code: int) -> Tuple[Tuple[Platform, ...], int]:
    """The position at `code` in the table (the inverse of `index`)."""
    order = max((o for o in ORDER_BASES if o and ORDER_BASES[o] <= code), key=ORDER_BASES.get)
    rest = code - ORDER_BASES[order]
    to_move, rest = rest % 2, rest // 2
    platforms: List[Platform] = []
    for holes in reversed(order):
        rest, combo = divmod(rest, _triangle(holes))
        for black in range(holes + 1):
            if combo <= holes - black:
                platforms.append((holes, black, combo))
                break
            combo -= holes - black + 1
    return tuple(reversed(platforms)), to_move


@lru_cache(maxsize=1)
def _bits() -> bytes:
    data = zlib.decompress(TABLE_FILE.read_bytes())
    if len(data) * 8 < SIZE:
        raise ValueError(f"{TABLE_FILE.name} is damaged: {len(data)} bytes for {SIZE} positions")
    return data


def wins(state: ApagosState) -> bool:
    """True if the side to move in `state` (arranged, not over) wins with perfect play."""
    if state.platforms is None or state.to_move is None:
        raise ValueError("only an arranged position with a side to move has a value")
    code = index(state.platforms, state.to_move)
    return bool(_bits()[code >> 3] >> (code & 7) & 1)


def move_values(state: ApagosState) -> Dict[Move, bool]:
    """Each legal move of `state` and whether it wins for the mover with perfect play
    (for the arrangement: whether that ramp wins for the arranger)."""
    values: Dict[Move, bool] = {}
    for move in state.legal_moves():
        after = state.play(move)
        if after.to_move is None:
            values[move] = after.winners() == [state.to_move]
        else:
            values[move] = not wins(after)
    return values


class PerfectPlayer:
    """Apagos at its strongest: a move that wins with perfect play, chosen by chance among
    them; None in a lost position (or before the ramp is arranged), so the search picks the
    move that resists best. A planner for engines.ai (asked first at hard)."""

    def choose(self, state: ApagosState, rng) -> Optional[Move]:
        """A winning move of `state`, or None when no move wins."""
        if state.platforms is None or state.to_move is None:
            return None
        winning = [move for move, wins_it in move_values(state).items() if wins_it]
        return rng.choice(winning) if winning else None
