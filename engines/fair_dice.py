"""Fair dice between two browsers by commit and reveal (docs/fair-dice.md).

Every chance outcome of a game played by link is drawn from a key made of two
secrets, one from each player: the roller's secret, committed to (its SHA-256
hash sent in an earlier link) before the other player chose theirs, and the other
player's secret, sent in plain. Neither can choose the key: the roller's secret was
fixed before the other's was known, and the other's was chosen without knowing the
roller's. The roller reveals their secret in their next link, so the other side
checks every outcome.

Pure functions of bytes and an engine state; no randomness of its own (the secrets
are made by the caller, `secrets.token_bytes`), so the same secrets always give the
same outcomes. The outcome is mapped onto the engine's own `chance_outcomes()` with
their exact probabilities (as fractions) by rejection sampling: no bias, and no
dice hard-coded here.
"""
from __future__ import annotations

import hashlib
import hmac
from fractions import Fraction
from functools import lru_cache
from math import lcm
from typing import List, Tuple

from .core import Move, State

SECRET_BYTES = 12   # 96 bits: no one guesses it from its commitment
COMMIT_BYTES = 16   # 128 bits of SHA-256
DOMAIN = b"parlour/fair-dice/1"
_DRAW_BITS = 64
MAX_DENOMINATOR = 1 << 20  # probabilities are read as fractions with at most this denominator


def _hash(*parts: bytes) -> bytes:
    digest = hashlib.sha256(DOMAIN)
    for part in parts:
        digest.update(len(part).to_bytes(2, "big"))  # length-prefixed: no two inputs run together
        digest.update(part)
    return digest.digest()


def _num(value: int) -> bytes:
    return value.to_bytes(8, "big")


def commitment(secret: bytes, game: str, step: int, seat: int) -> bytes:
    """The commitment to `secret` sent in link `step` of `game` by `seat`: a SHA-256
    hash bound to this game, link and seat (a commitment from elsewhere never fits)."""
    return _hash(b"commit", game.encode(), _num(step), _num(seat), secret)[:COMMIT_BYTES]


def reveal_matches(secret: bytes, commit: bytes, game: str, step: int, seat: int) -> bool:
    """Does `secret` open the commitment `commit` made in link `step` by `seat`?"""
    return hmac.compare_digest(commitment(secret, game, step, seat), commit)


def roll_key(committed: bytes, plain: bytes, game: str, step: int) -> bytes:
    """The key of the chance outcomes of link `step`: from the roller's committed secret
    and the other player's plain one."""
    return _hash(b"key", game.encode(), _num(step), committed, plain)


def weights(state: State) -> List[Tuple[Move, int]]:
    """The chance outcomes here with whole-number weights in their exact proportions."""
    outcomes = state.chance_outcomes()
    if not outcomes:
        raise ValueError("there is no chance outcome due here")
    return list(zip((move for move, _ in outcomes), _whole_weights(tuple(p for _, p in outcomes))))


@lru_cache(maxsize=64)
def _whole_weights(probabilities: Tuple[float, ...]) -> Tuple[int, ...]:
    fractions = [Fraction(p).limit_denominator(MAX_DENOMINATOR) for p in probabilities]
    common = lcm(*(f.denominator for f in fractions))
    return tuple(int(f * common) for f in fractions)


def draw_index(key: bytes, index: int, total: int) -> int:
    """A whole number in [0, total) from `key` and the outcome's number `index`,
    uniformly (SHA-256 output beyond the largest multiple of `total` is drawn again)."""
    if not 0 < total < 1 << (_DRAW_BITS - 8):
        raise ValueError("too many chance outcomes")
    span = 1 << _DRAW_BITS
    limit = span - span % total
    attempt = 0
    while True:
        value = int.from_bytes(_hash(b"draw", key, _num(index), _num(attempt))[:_DRAW_BITS // 8], "big")
        if value < limit:
            return value % total
        attempt += 1


def outcome(state: State, key: bytes, index: int) -> Move:
    """The chance outcome due in `state`, the `index`-th (from 0) drawn with `key`."""
    weighted = weights(state)
    roll = draw_index(key, index, sum(w for _, w in weighted))
    for move, weight in weighted:
        if roll < weight:
            return move
        roll -= weight
    raise AssertionError("unreachable: the roll is below the total")
