"""Commit and reveal dice (engines/fair_dice.py): the same secrets give the same rolls, a
changed secret or commitment is found out, and rolls from random secrets follow the dice."""
import math
import random
from collections import Counter
from fractions import Fraction

import pytest

import engines
from engines import fair_dice


def abagio_roll_state():
    state = engines.new_game("abagio")  # Red rolls first
    assert state.is_chance()
    return state


def secrets_from(rng):
    return rng.randbytes(fair_dice.SECRET_BYTES), rng.randbytes(fair_dice.SECRET_BYTES)


def test_the_same_secrets_give_the_same_rolls_and_another_secret_other_rolls():
    rng = random.Random(5)
    mine, theirs = secrets_from(rng)
    state = abagio_roll_state()
    key = fair_dice.roll_key(mine, theirs, "g1", 3)
    rolls = [str(fair_dice.outcome(state, key, i)) for i in range(40)]
    assert rolls == [str(fair_dice.outcome(state, fair_dice.roll_key(mine, theirs, "g1", 3), i)) for i in range(40)]
    other = fair_dice.roll_key(mine, bytes(12), "g1", 3)
    assert rolls != [str(fair_dice.outcome(state, other, i)) for i in range(40)]
    # the same secrets in another game or at another link give other rolls too
    assert rolls != [str(fair_dice.outcome(state, fair_dice.roll_key(mine, theirs, "g2", 3), i)) for i in range(40)]
    assert rolls != [str(fair_dice.outcome(state, fair_dice.roll_key(mine, theirs, "g1", 5), i)) for i in range(40)]


def test_a_changed_secret_or_commitment_is_detected():
    secret = bytes(range(12))
    commit = fair_dice.commitment(secret, "g1", 4, 1)
    assert fair_dice.reveal_matches(secret, commit, "g1", 4, 1)
    changed = bytes([secret[0] ^ 1]) + secret[1:]
    assert not fair_dice.reveal_matches(changed, commit, "g1", 4, 1)
    bent = bytes([commit[0] ^ 0x80]) + commit[1:]
    assert not fair_dice.reveal_matches(secret, bent, "g1", 4, 1)
    # a commitment belongs to its game, link and seat
    assert not fair_dice.reveal_matches(secret, commit, "g2", 4, 1)
    assert not fair_dice.reveal_matches(secret, commit, "g1", 2, 1)
    assert not fair_dice.reveal_matches(secret, commit, "g1", 4, 0)


def test_the_outcomes_weights_come_from_the_engine_exactly():
    state = abagio_roll_state()
    weighted = fair_dice.weights(state)
    total = sum(w for _, w in weighted)
    for (move, weight), (same, p) in zip(weighted, state.chance_outcomes()):
        assert move == same and Fraction(weight, total) == Fraction(p).limit_denominator(1 << 20)
    with pytest.raises(ValueError):
        fair_dice.weights(engines.new_game("abalone"))  # no dice there


def chi_square_critical(df, z=3.09):
    """The chi-square value exceeded with probability about 0.001 (Wilson-Hilferty)."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


def test_rolls_from_random_secrets_follow_the_dice():
    rng = random.Random(2026)
    state = abagio_roll_state()
    outcomes = state.chance_outcomes()
    count = 21_000
    seen = Counter()
    for n in range(count):
        mine, theirs = secrets_from(rng)
        seen[str(fair_dice.outcome(state, fair_dice.roll_key(mine, theirs, "g", n), n % 3))] += 1
    chi = sum((seen[str(move)] - count * p) ** 2 / (count * p) for move, p in outcomes)
    assert chi < chi_square_critical(len(outcomes) - 1), (chi, seen)
    # and each die alone is fair: every face about a sixth of the dice
    faces = Counter()
    for move, times in seen.items():
        low, high = move.split("-")
        faces[low] += times
        faces[high] += times
    chi_faces = sum((faces[str(f)] - 2 * count / 6) ** 2 / (2 * count / 6) for f in range(1, 7))
    assert chi_faces < chi_square_critical(5)


def test_a_roll_off_is_even_and_draws_are_uniform_over_any_total():
    state = engines.new_game("abagio", first="roll")
    rng = random.Random(7)
    seen = Counter(str(fair_dice.outcome(state, rng.randbytes(32), 0)) for _ in range(4000))
    assert len(seen) == 2
    assert abs(seen.most_common()[0][1] - 2000) < 200
    for total in (1, 3, 7, 36):
        values = Counter(fair_dice.draw_index(rng.randbytes(32), 0, total) for _ in range(700 * total))
        assert set(values) == set(range(total))
