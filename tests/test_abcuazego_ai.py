"""Abcuazego's computer player: the evaluation, its fast capture count, and the search."""
from __future__ import annotations

import random

import pytest

import engines
from engines import abcuazego as ab
from engines import ai
from engines.abcuazego import CCW, CW, STORES, Sow
from tests.test_abcuazego_rules import SEATS, ZAQUE, ZIPA, position, row

# ----- evaluation and the computer ------------------------------------------------------------

def test_best_gain_sees_captures_and_own_store():
    state = position(ZIPA, row({9: 3, 4: 1}), row({2: 2, 3: 5}))
    assert ab.best_gain(state.board, ZIPA) == 3
    state = position(ZIPA, row({8: 3}), row({1: 1}))
    assert ab.best_gain(state.board, ZIPA) == 1


def test_evaluation_is_bounded_and_symmetric():
    rng = random.Random(3)
    state = engines.new_game("abcuazego")
    while not state.is_over():
        for seat in SEATS:
            assert -1.0 <= ab.evaluate(state, seat) <= 1.0
        assert ab.evaluate(state, 0) == pytest.approx(-ab.evaluate(state, 1))
        state = state.play(rng.choice(state.legal_moves()))
    for seat in state.winners():
        assert ab.evaluate(state, seat) == 1.0 and ab.evaluate(state, 1 - seat) == -1.0


def test_the_learnt_evaluation_is_bounded_symmetric_and_hard_and_experts():
    from engines.ai import abcuazego_eval as learnt
    assert ai.level_settings("expert", "abcuazego")["evaluate"] is learnt.evaluate
    assert ai.level_settings("hard", "abcuazego")["evaluate"] is learnt.evaluate
    assert ai.level_settings("medium", "abcuazego")["evaluate"] is None  # the game's own
    rng = random.Random(4)
    state = engines.new_game("abcuazego")
    while not state.is_over():
        assert -0.95 < learnt.evaluate(state, ZIPA) < 0.95
        assert learnt.evaluate(state, ZIPA) == pytest.approx(-learnt.evaluate(state, ZAQUE))
        for seat in SEATS:  # the search's fast sum is the tuner's weighted features
            assert learnt.evaluate(state, seat) == pytest.approx(learnt.evaluate_from_features(state, seat), abs=1e-12)
        state = state.play(rng.choice(state.legal_moves()))
    for seat in state.winners():
        assert learnt.evaluate(state, seat) == 1.0
    ahead = position(ZIPA, row({1: 1}), row({10: 1}), stores=(20, 10))
    assert learnt.evaluate(ahead, ZIPA) > 0


def test_store_lead_and_threats_count_in_the_evaluation():
    ahead = position(ZIPA, row({1: 1}), row({10: 1}), stores=(20, 10))
    assert ab.evaluate(ahead, ZIPA) > 0 > ab.evaluate(ahead, ZAQUE)
    threatening = position(ZIPA, row({9: 3, 4: 1}), row({2: 2, 3: 5}))
    quiet = position(ZIPA, row({9: 1, 4: 1}), row({2: 2, 3: 5}))
    assert ab.evaluate(threatening, ZIPA) > ab.evaluate(quiet, ZIPA)


def test_search_chains_own_store_turns_to_win():
    # 34 in store: 10a (last in own store, play again) then 8a (own store) reaches 36.
    state = position(ZIPA, row({10: 1, 8: 3, 1: 2}), row({1: 2, 4: 2, 9: 2}), stores=(34, 0))
    choice = ai.analyse(state, "medium", random.Random(1), time_budget=0)
    assert choice.move in (Sow(10, CCW), Sow(8, CCW))
    assert choice.value > 900_000  # a proven win
    after = state.play(choice.move)
    assert after.to_move == ZIPA
    again = ai.choose_move(after, "medium", random.Random(1), time_budget=0)
    assert after.play(again).winners() == [ZIPA]


def test_search_avoids_feeding_the_opponents_store_when_it_loses():
    # the Zaque at 35: 2c would drop the last grain in its store and give it the game
    state = position(ZIPA, row({2: 2, 6: 1, 9: 1}), row({1: 1, 5: 1, 8: 1}), stores=(10, 35))
    move = ai.choose_move(state, "hard", random.Random(2), time_budget=0, node_limit=20_000)
    assert move != Sow(2, CW)


@pytest.mark.parametrize("level", ai.LEVELS)
def test_every_level_moves_legally_and_replays_from_the_seed(level):
    state = engines.new_game("abcuazego").play("3a").play("5a")
    first = ai.choose_move(state, level, random.Random(8), time_budget=0, node_limit=5_000)
    assert first in state.legal_moves()
    assert ai.choose_move(state, level, random.Random(8), time_budget=0, node_limit=5_000) == first


def test_hard_beats_random():
    wins = 0
    for game in range(4):
        state = engines.new_game("abcuazego")
        hard_seat = game % 2
        rng = random.Random(game)
        while not state.is_over():
            if state.to_move == hard_seat:
                move = ai.choose_move(state, "hard", rng, time_budget=0, node_limit=3_000)
            else:
                move = rng.choice(state.legal_moves())
            state = state.play(move)
        wins += state.winners() == [hard_seat]
    assert wins >= 3


def _gains_by_playing(state, seat):
    """(sorted captures, moves ending in the own store) of `seat`'s moves, each sown out."""
    captures, extra = [], 0
    for move in state.legal_moves():
        board = list(state.board)
        origin = ab.pit_index(seat, move.pit)
        grains = board[origin]
        last = ab._sow(board, origin, grains, move.step)
        found = ab._capture(board, seat, last, grains)
        if found:
            captures.append(board[found[0]])
        elif last == STORES[seat]:
            extra += 1
    return sorted(captures), extra


def test_fast_gains_agree_with_playing_the_moves():
    rng = random.Random(17)
    checked = 0
    for _ in range(60):
        state = engines.new_game("abcuazego")
        while not state.is_over():
            captures, extra = ab.move_gains(state.board, state.to_move)
            assert (sorted(captures), extra) == _gains_by_playing(state, state.to_move), state.moves
            checked += len(state.legal_moves())
            state = state.play(rng.choice(state.legal_moves()))
    # and with laps (a pit of 20 or more grains goes round)
    lap = position(ZIPA, row({1: 23, 5: 3}), row({4: 1, 7: 13}))
    captures, extra = ab.move_gains(lap.board, ZIPA)
    assert (sorted(captures), extra) == _gains_by_playing(lap, ZIPA)
    assert checked > 1000
