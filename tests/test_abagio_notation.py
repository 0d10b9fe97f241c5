"""Abagio: the notation, refusals in words, the plain-text picture, records, and the
track's named constants."""
from __future__ import annotations

import pytest

import engines
from engines import IllegalMove
from engines import abagio
from engines.abagio import EIGHT_SPOT, ONE_SPOT, POND, PURPLE, RED, Leap, Roll, TopFrog
from tests.abagio_games import game, refused

R, P = RED, PURPLE


# ----- notation -------------------------------------------------------------------------------------

def test_notation_of_leaps_rolls_and_the_top_frog():
    state = game("1-4")
    assert str(state.parse("0/4")) == "0/4" and state.parse(" 0 / 4 ") == Leap(0, 4, 4)
    assert str(Leap(23, 26, 6)) == "23/26(6)" and str(Leap(23, 26, 3)) == "23/26"
    assert str(TopFrog(12)) == "T12" and str(TopFrog(0)) == "T-"
    assert str(Roll(3, 5)) == "3-5"
    for text in ("0/4x", "0/40", "4/0", "0/", "x", "T", "T18x", "first blue", "7-1", "0-0", "\u0664-1",
                 "0/4(9)", "\uff10/4"):
        with pytest.raises(IllegalMove):
            state.play(text)
    refused(state, "0/2", "no 2")
    refused(state, "0/5(4)", "lands on 4")
    refused(state, "5/9", "top")
    refused(state, "T5", "after the leaps")


def test_why_a_move_is_refused_is_said_in_words():
    state = game("1-4")
    assert "roll" in refused(game(), "0/4").lower()
    assert refused(state, "1/5", "no frog").strip()
    assert refused(state, "2-3", "rolled").strip()


def test_a_long_input_is_cut_short_in_the_message():
    for text in ("x" * 100_000, "first " + "z" * 100_000, "\u0664" * 100_000):
        message = refused(game("1-4"), text)
        assert len(message) < 250 and "\u2026" in message


def test_str_is_a_plain_picture():
    text = str(game("1-4 0/1"))
    assert "Red to leap with 4" in text and "5: R P R P" in text and "1: R" in text
    assert "roll-off" in str(game(first="roll"))


def test_records_round_trip_through_load():
    state = game("4-5 0/5 0/4 5-6 0/5")
    record = state.record()
    assert record == {"game": "abagio", "options": {"first": "red"},
                      "moves": ["4-5", "0/5", "0/4", "5-6", "0/5"]}
    assert engines.load(record) == state
    with pytest.raises(ValueError) as excinfo:
        engines.load({**record, "moves": record["moves"] + ["0/3"]})
    assert "move 6" in str(excinfo.value)


def test_track_lengths_are_named_constants():
    assert (abagio.OUTER_FIRST, abagio.OUTER_LAST, abagio.EIGHT_SPOT, abagio.SAFE_FIRST,
            abagio.SAFE_LAST, abagio.ONE_SPOT, abagio.POND) == (1, 17, 18, 19, 24, 25, 26)
    assert POND - EIGHT_SPOT == 8 and POND - ONE_SPOT == 1  # the spots' names
    assert abagio.NUM_PLACES == 32  # 18 shared + 2 x 6 safe + the One Spot, plus index 0

