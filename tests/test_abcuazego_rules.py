"""Abcuazego: one test (or more) per rule of the rulebook and of shared/rules/abcuazego.md.

Positions are written in each player's own numbering: `position(seat, mine, theirs)`
gives `seat` to move with its pits 1..10 holding `mine` and the opponent's pits 1..10
holding `theirs`, so every rule is tested from both seats with the same numbers.
The independent model of the rules and the checks of `state.effect` are in
test_abcuazego_effect.py; the computer player's tests in test_abcuazego_ai.py.
"""
from __future__ import annotations

import json
import random

import pytest

import engines
from engines import IllegalMove
from engines import abcuazego as ab
from engines.abcuazego import CCW, CW, STORES, Sow

ZIPA, ZAQUE = 0, 1
SEATS = (ZIPA, ZAQUE)


def position(seat, mine, theirs, stores=(0, 0), owed=False, max_plies=600, plies=0):
    """`seat` to move; `mine`/`theirs` are pits 1..10 in each owner's numbering;
    `stores` is (mover's store, opponent's store)."""
    assert len(mine) == 10 and len(theirs) == 10
    board = [0] * 22
    for pit in range(1, 11):
        board[ab.pit_index(seat, pit)] = mine[pit - 1]
        board[ab.pit_index(1 - seat, pit)] = theirs[pit - 1]
    board[STORES[seat]], board[STORES[1 - seat]] = stores
    options = {"max_plies": max_plies}
    return ab.AbcuazegoState._make(options, tuple(board), seat, owed, plies)


def row(pits):
    """A row from {pit: grains}."""
    return [pits.get(p, 0) for p in range(1, 11)]


def mine_of(state, seat):
    return list(state.row(seat))


def legal(state):
    return sorted(str(m) for m in state.legal_moves())


def refused(state, text, *words):
    """`text` is illegal here: IllegalMove whose message has these words; state unchanged."""
    before = (state.board, state.to_move, state.owed)
    with pytest.raises(IllegalMove) as excinfo:
        state.play(text)
    message = str(excinfo.value)
    for word in words:
        assert word.lower() in message.lower(), f"{message!r} lacks {word!r}"
    assert (state.board, state.to_move, state.owed) == before
    return message


# ----- the board and the start ----------------------------------------------------------------

def test_start_five_grains_in_every_pit_stores_empty_zipa_first():
    state = engines.new_game("abcuazego")
    for seat in SEATS:
        assert state.row(seat) == (5,) * 10
        assert state.store(seat) == 0
    assert sum(state.board) == 100
    assert state.to_move == ZIPA and not state.owed
    assert state.seat_name(ZIPA) == "Zipa" and state.seat_name(ZAQUE) == "Zaque"
    assert state.scores() == [0, 0]
    assert state.options == {"max_plies": 600}


def test_pit_k_faces_the_opponents_pit_11_minus_k_and_stores_sit_beside_pit_10():
    for seat in SEATS:
        for k in range(1, 11):
            assert ab.front(ab.pit_index(seat, k)) == ab.pit_index(1 - seat, 11 - k)
        # counter-clockwise, a player's pit 10 is followed by their own store
        assert (ab.pit_index(seat, 10) + 1) % 22 == STORES[seat]
        assert (STORES[seat] + 1) % 22 == ab.pit_index(1 - seat, 1)


def test_pit_ends_have_one_neighbour_in_their_row():
    for seat in SEATS:
        assert ab.row_neighbours(ab.pit_index(seat, 1)) == (ab.pit_index(seat, 2),)
        assert ab.row_neighbours(ab.pit_index(seat, 10)) == (ab.pit_index(seat, 9),)
        assert ab.row_neighbours(ab.pit_index(seat, 5)) == (ab.pit_index(seat, 4), ab.pit_index(seat, 6))


# ----- direction ------------------------------------------------------------------------------

@pytest.mark.parametrize("seat", SEATS)
def test_odd_harvest_sows_counter_clockwise_along_own_row_towards_own_store(seat):
    state = position(seat, row({3: 5}), row({1: 1}))
    after = state.play("3")
    assert after.moves == ("3a",)
    assert mine_of(after, seat) == row({4: 1, 5: 1, 6: 1, 7: 1, 8: 1})
    assert after.to_move == 1 - seat


@pytest.mark.parametrize("seat", SEATS)
def test_even_harvest_sows_clockwise_away_from_own_store(seat):
    state = position(seat, row({8: 4}), row({1: 1}))
    after = state.play("8")
    assert after.moves == ("8c",)
    assert mine_of(after, seat) == row({4: 1, 5: 1, 6: 1, 7: 1})


@pytest.mark.parametrize("seat", SEATS)
def test_reverse_allowed_when_it_drops_a_grain_in_an_opponent_pit(seat):
    # 5 grains in pit 3: natural counter-clockwise; clockwise goes 2, 1, passes the
    # opponent's store, then the opponent's pits 10, 9 and 8
    state = position(seat, row({3: 5, 9: 1}), row({5: 1, 9: 2}))
    assert state.directions(3) == [CCW, CW]
    after = state.play("3c")
    assert mine_of(after, seat) == row({1: 1, 2: 1, 9: 1})
    assert after.row(1 - seat) == tuple(row({5: 1, 8: 1, 9: 3, 10: 1}))
    assert after.store(1 - seat) == 0


@pytest.mark.parametrize("seat", SEATS)
def test_reverse_boundaries_counter_and_clockwise(seat):
    # clockwise from pit k needs k + 1 grains (the k-th would fall into the store)
    assert "4c" in legal(position(seat, row({4: 5}), row({1: 1})))
    state = position(seat, row({5: 5}), row({1: 1}))
    assert "5c" not in legal(state)
    refused(state, "5c", "reverse direction is only allowed when it reaches the opponent's row")
    # counter-clockwise from pit k needs 12 - k grains
    assert "8a" in legal(position(seat, row({8: 4}), row({1: 1})))
    state = position(seat, row({7: 4}), row({1: 1}))
    assert legal(state) == ["7c"]
    refused(state, "7a", "reverse direction is only allowed when it reaches the opponent's row")


def test_legal_moves_at_the_start():
    state = engines.new_game("abcuazego")
    # five grains everywhere: natural counter-clockwise; clockwise reaches the Zaque from pits 1-4
    assert legal(state) == sorted([f"{p}a" for p in range(1, 11)] + ["1c", "2c", "3c", "4c"])


# ----- sowing and stores ----------------------------------------------------------------------

@pytest.mark.parametrize("seat", SEATS)
def test_stores_are_passed_over_except_by_the_last_grain(seat):
    # pit 9, three grains: 10, own store passed over, opponent's 1 and 2
    state = position(seat, row({9: 3, 1: 1}), row({2: 1, 5: 1}))
    after = state.play("9a")
    assert after.store(seat) == 0
    assert mine_of(after, seat) == row({1: 1, 10: 1})
    assert after.row(1 - seat)[:2] == (1, 2)
    sowing = state.effect(Sow(9, CCW))
    assert sowing.drops == (ab.pit_index(seat, 10), ab.pit_index(1 - seat, 1), ab.pit_index(1 - seat, 2))
    # the opponent's store is passed over too
    state = position(seat, row({1: 3, 5: 1}), row({5: 1, 8: 1}))
    after = state.play("1c")
    assert after.store(1 - seat) == 0
    assert after.row(1 - seat) == tuple(row({5: 1, 8: 2, 9: 1, 10: 1}))


@pytest.mark.parametrize("seat", SEATS)
def test_last_grain_falls_into_a_store(seat):
    state = position(seat, row({8: 3, 1: 1}), row({5: 1}))
    after = state.play("8a")
    assert after.store(seat) == 1
    assert mine_of(after, seat) == row({1: 1, 9: 1, 10: 1})
    state = position(seat, row({2: 2, 7: 1}), row({5: 1}))
    after = state.play("2c")
    assert after.store(1 - seat) == 1
    assert mine_of(after, seat) == row({1: 1, 7: 1})


@pytest.mark.parametrize("seat", SEATS)
def test_a_lap_does_not_skip_the_harvested_pit(seat):
    state = position(seat, row({1: 23}), row({5: 1}))
    sowing = state.effect(Sow(1, CCW))
    assert sowing.drops.count(ab.pit_index(seat, 1)) == 1
    assert STORES[0] not in sowing.drops and STORES[1] not in sowing.drops
    after = state.play("1a")
    # 23 grains: own 2..10 (9), the opponent's ten, then own 1, 2, 3, 4
    assert mine_of(after, seat)[:5] == [1, 2, 2, 2, 1]
    assert sum(after.board) == 24


def test_grains_are_never_created_or_lost():
    rng = random.Random(4)
    for _ in range(40):
        state = engines.new_game("abcuazego")
        while not state.is_over():
            state = state.play(rng.choice(state.legal_moves()))
            assert sum(state.board) == 100


# ----- who plays next -------------------------------------------------------------------------

@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("owed", [False, True])
def test_own_store_plays_again_and_keeps_the_flag(seat, owed):
    state = position(seat, row({8: 3, 1: 1}), row({5: 1}), owed=owed)
    after = state.play("8a")
    assert after.to_move == seat and after.owed == owed
    assert state.effect(Sow(8, CCW)).next_turn == "again"


@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("owed", [False, True])
def test_opponents_store_gives_the_uaque_two_turns_and_drops_the_movers_flag(seat, owed):
    state = position(seat, row({2: 2, 7: 1, 9: 1}), row({5: 1, 6: 1}), owed=owed)
    after = state.play("2c")
    assert after.to_move == 1 - seat and after.owed is True
    assert state.effect(Sow(2, CW)).next_turn == "uaque"
    second = after.play("5a")  # a plain move: the uaque's owed turn follows
    assert second.to_move == 1 - seat and second.owed is False
    third = second.play(str(second.legal_moves()[0]))
    assert third.to_move == seat  # then back to the player who fed the store


@pytest.mark.parametrize("seat", SEATS)
def test_a_plain_move_passes_the_turn(seat):
    after = position(seat, row({3: 1, 6: 1}), row({5: 1})).play("3a")
    assert after.to_move == 1 - seat and not after.owed


def test_owed_turn_survives_an_own_store_landing_then_is_used():
    state = position(ZIPA, row({8: 3, 1: 1, 5: 1}), row({5: 1}), owed=True)
    state = state.play("8a")
    assert (state.to_move, state.owed) == (ZIPA, True)
    state = state.play("1a")  # plain
    assert (state.to_move, state.owed) == (ZIPA, False)
    state = state.play("2a")  # plain, no flag: the Zaque moves
    assert (state.to_move, state.owed) == (ZAQUE, False)


# ----- captures -------------------------------------------------------------------------------

def test_matching_compares_last_digits_and_empty_never_matches():
    assert ab._matches(13, 3) and ab._matches(10, 20) and ab._matches(7, 7)
    assert not ab._matches(10, 0) and not ab._matches(0, 0) and not ab._matches(3, 4)


@pytest.mark.parametrize("seat", SEATS)
def test_origin_destination_on_an_opponent_pit_takes_that_pit(seat):
    # pit 9, three grains: 10, store passed, opponent's 1, then 2 (last): 2 + 1 = 3 = harvest
    state = position(seat, row({9: 3, 4: 1}), row({2: 2, 3: 5, 1: 8}), stores=(4, 0))
    sowing = state.effect(Sow(9, CCW))
    assert sowing.captures == (ab.Capture(ab.pit_index(1 - seat, 2), 3, ("origin",), STORES[seat]),)
    after = state.play("9a")
    assert after.store(seat) == 7
    assert after.row(1 - seat) == tuple(row({1: 9, 3: 5}))


@pytest.mark.parametrize("seat", SEATS)
def test_origin_destination_on_own_pit_takes_the_pit_in_front(seat):
    # pit 2, three grains: 3, 4, 5 (last, 2 + 1 = 3 = harvest); in front of 5 is the opponent's 6
    state = position(seat, row({2: 3, 5: 2}), row({6: 4, 1: 1}))
    sowing = state.effect(Sow(2, CCW))
    assert sowing.captures == (ab.Capture(ab.pit_index(1 - seat, 6), 4, ("origin",), STORES[seat]),)
    after = state.play("2a")
    assert after.store(seat) == 4 and after.row(1 - seat) == tuple(row({1: 1}))
    assert mine_of(after, seat) == row({3: 1, 4: 1, 5: 3})  # own pit keeps its grains


@pytest.mark.parametrize("seat", SEATS)
def test_origin_match_with_an_empty_front_pit_takes_nothing(seat):
    state = position(seat, row({2: 3, 5: 2}), row({1: 1}))
    assert state.effect(Sow(2, CCW)).captures == ()
    assert state.play("2a").store(seat) == 0


@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("where, mine, theirs, last", [
    # pit 9, three grains: own 10, the opponent's 1 (+1) and 2 (last, 7 + 1 = 8)
    ("left or right: the opponent's 3", {9: 3, 4: 1}, {2: 7, 3: 8}, 2),
    ("left or right: the opponent's 1", {9: 3, 4: 1}, {2: 7, 1: 7}, 2),
    # pit 9, five grains: own 10, the opponent's 1, 2, 3 and 4 (last, 8), facing own 7 (8)
    ("front: own 7", {9: 5, 7: 8}, {4: 7}, 4),
])
def test_adjacent_match_on_an_opponent_pit_with_left_right_or_front(seat, where, mine, theirs, last):
    state = position(seat, row(mine), row(theirs))
    sowing = state.effect(Sow(9, CCW))
    assert sowing.last == ab.pit_index(1 - seat, last)
    assert sowing.captures == (ab.Capture(ab.pit_index(1 - seat, last), 8, ("adjacent",), STORES[seat]),), where
    assert state.play("9a").store(seat) == 8


@pytest.mark.parametrize("seat", SEATS)
def test_adjacent_match_on_own_pit_compares_only_the_front_pit(seat):
    # pit 2, three grains, last in own 5 (now 7); harvested 3 does not match 7
    front_match = position(seat, row({2: 3, 5: 6}), row({6: 17, 1: 1}))
    assert front_match.effect(Sow(2, CCW)).captures == (
        ab.Capture(ab.pit_index(1 - seat, 6), 17, ("adjacent",), STORES[seat]),)
    assert front_match.play("2a").store(seat) == 17
    # own row neighbours with the same count do not count
    side_match = position(seat, row({2: 3, 5: 6, 6: 7}), row({6: 2, 1: 1}))
    assert side_match.effect(Sow(2, CCW)).captures == ()
    assert side_match.play("2a").store(seat) == 0


@pytest.mark.parametrize("seat", SEATS)
def test_two_matches_at_once_capture_the_pit_once(seat):
    # last in the opponent's 2: 2 + 1 = 3 = harvest (origin) and its neighbour 3 holds 13
    state = position(seat, row({9: 3, 4: 1}), row({2: 2, 3: 13}))
    sowing = state.effect(Sow(9, CCW))
    assert sowing.captures == (ab.Capture(ab.pit_index(1 - seat, 2), 3, ("origin", "adjacent"), STORES[seat]),)
    assert state.play("9a").store(seat) == 3


@pytest.mark.parametrize("seat", SEATS)
def test_no_capture_when_the_last_grain_falls_into_a_store(seat):
    state = position(seat, row({8: 3, 1: 1}), row({1: 1, 2: 1}))
    assert state.effect(Sow(8, CCW)).captures == ()


@pytest.mark.parametrize("seat", SEATS)
def test_no_match_no_capture(seat):
    # pit 3, three grains: last in own 6 (2); harvested 3, facing pit 5 holds 5
    state = position(seat, row({3: 3, 6: 1}), row({5: 5}))
    after = state.play("3a")
    assert after.store(seat) == 0 and state.effect(Sow(3, CCW)).captures == ()


# ----- the absolute match ---------------------------------------------------------------------

@pytest.mark.parametrize("seat", SEATS)
def test_absolute_match_one_pit_each_equal_counts(seat):
    # pit 9 (1 grain) -> 10; rows then hold one pit each: own 10 (1) and the opponent's 5 (1)
    state = position(seat, row({9: 1}), row({5: 1}), stores=(10, 10))
    sowing = state.effect(Sow(9, CCW))
    assert ab.Capture(ab.pit_index(1 - seat, 5), 1, ("absolute",), STORES[seat]) in sowing.captures
    after = state.play("9a")
    assert after.store(seat) == 11 + 1  # the absolute capture, then the own row at the end
    assert after.is_over() and after.winners() == [seat]


@pytest.mark.parametrize("seat", SEATS)
def test_absolute_match_applies_wherever_the_last_grain_fell(seat):
    # pit 10 (1 grain) -> own store; own 3 (4) and the opponent's 7 (4) are then alone
    state = position(seat, row({10: 1, 3: 4}), row({7: 4}))
    sowing = state.effect(Sow(10, CCW))
    assert sowing.captures == (ab.Capture(ab.pit_index(1 - seat, 7), 4, ("absolute",), STORES[seat]),)
    after = state.play("10a")
    assert after.store(seat) == 5 and after.to_move == seat and not after.is_over()


@pytest.mark.parametrize("seat", SEATS)
def test_absolute_match_needs_equal_counts_not_last_digits(seat):
    state = position(seat, row({10: 1, 3: 13}), row({7: 3}))
    assert state.effect(Sow(10, CCW)).captures == ()
    state = position(seat, row({10: 1, 3: 4, 4: 4}), row({7: 4}))
    assert state.effect(Sow(10, CCW)).captures == ()  # two pits on one side


# ----- the end --------------------------------------------------------------------------------

@pytest.mark.parametrize("seat", SEATS)
def test_36_in_a_store_wins_at_once(seat):
    state = position(seat, row({9: 3, 4: 1}), row({2: 2, 6: 9}), stores=(33, 40 - 33))
    after = state.play("9a")
    assert after.store(seat) == 36 and after.is_over()
    assert after.winners() == [seat] and after.end == "36"
    assert after.row(1 - seat) == tuple(row({1: 1, 6: 9}))  # nothing more is taken
    assert after.legal_moves() == []


@pytest.mark.parametrize("seat", SEATS)
def test_36_reached_by_feeding_the_opponents_store_wins_for_the_opponent(seat):
    state = position(seat, row({2: 2, 7: 1}), row({5: 1}), stores=(20, 35))
    after = state.play("2c")
    assert after.store(1 - seat) == 36 and after.winners() == [1 - seat]


@pytest.mark.parametrize("seat", SEATS)
def test_the_end_when_the_next_player_has_no_grain_last_mover_takes_the_fuller_row(seat):
    # the mover's 3 goes to 4: the opponent, to move next, has no grain
    state = position(seat, row({3: 1, 8: 2}), row({}), stores=(20, 30))
    after = state.play("3a")
    assert after.is_over() and after.end == "empty"
    assert after.store(seat) == 23 and after.row(seat) == (0,) * 10
    assert after.winners() == [1 - seat]


@pytest.mark.parametrize("seat", SEATS)
def test_the_end_when_the_mover_plays_again_with_an_empty_row_takes_the_other_row(seat):
    state = position(seat, row({10: 1}), row({1: 2, 9: 3}), stores=(10, 20))
    sowing = state.effect(Sow(10, CCW))
    assert sowing.end == "empty" and sowing.row_taken == (1 - seat, 5)
    after = state.play("10a")
    assert after.store(seat) == 16 and after.row(1 - seat) == (0,) * 10
    assert after.winners() == [1 - seat]


def test_equal_stores_at_the_end_is_a_draw():
    state = position(ZIPA, row({3: 1}), row({}), stores=(24, 25))
    after = state.play("3a")
    assert after.scores() == [25, 25] and after.winners() == []
    assert "draw" in str(after)


@pytest.mark.parametrize("seat", SEATS)
def test_max_plies_ends_the_game_the_same_way(seat):
    state = position(seat, row({3: 1, 8: 2}), row({4: 1, 6: 1}), stores=(10, 10), max_plies=5, plies=4)
    after = state.play("3a")
    assert after.is_over() and after.end == "max_plies"
    assert after.store(seat) == 13  # the fuller row, own: 4 (1) and 8 (2)
    assert after.row(1 - seat) == tuple(row({4: 1, 6: 1}))  # left for nobody
    assert after.winners() == [seat]


def test_max_plies_option_from_new_game_and_records():
    state = engines.new_game("abcuazego", max_plies=3)
    for text in ("1", "1", "2"):
        assert not state.is_over()
        state = state.play(text)
    assert state.is_over() and state.ply == 3 and state.end == "max_plies"
    assert sum(state.scores()) + sum(state.row(0)) + sum(state.row(1)) == 100
    assert engines.load(json.loads(json.dumps(state.record()))) == state
    for bad in (0, -5, "7", 1.5, True, None):
        with pytest.raises(ValueError, match="max_plies"):
            engines.new_game("abcuazego", max_plies=bad)


def test_default_max_plies_caps_every_game():
    rng = random.Random(9)
    longest = 0
    for _ in range(100):
        state = engines.new_game("abcuazego")
        while not state.is_over():
            state = state.play(rng.choice(state.legal_moves()))
        assert state.plies <= 600
        longest = max(longest, state.plies)
    assert longest < 600  # in practice a race to 36 ends long before


# ----- notation -------------------------------------------------------------------------------

def test_notation_pit_then_direction_letter_and_bare_numbers():
    state = engines.new_game("abcuazego")
    assert str(Sow(7, CCW)) == "7a" and str(Sow(10, CW)) == "10c"
    assert state.parse("7a") == Sow(7, CCW)
    assert state.parse("  7A ") == Sow(7, CCW)
    assert state.parse("7") == Sow(7, CCW)  # five grains: odd, counter-clockwise
    assert state.parse("3C") == Sow(3, CW)
    assert state.parse("3 c") == Sow(3, CW)
    even = position(ZIPA, row({10: 4, 9: 11}), row({1: 1}))
    assert even.parse("10") == Sow(10, CW)
    assert even.parse("10a") == Sow(10, CCW)
    assert even.parse("9") == Sow(9, CCW)


@pytest.mark.parametrize("text", ["11a", "0a", "7b", "a7", "7ac", "x", "-3a", "7a7a", "１a", "³a", "100a"])
def test_notation_rejects_what_is_not_a_move(text):
    state = engines.new_game("abcuazego")
    with pytest.raises(IllegalMove) as excinfo:
        state.parse(text)
    assert str(excinfo.value).strip()


def test_messages_quote_a_long_input_only_in_part():
    for text in ("7" * 100_000, "\u00e9" * 100_000):
        with pytest.raises(IllegalMove) as excinfo:
            engines.new_game("abcuazego").play(text)
        assert len(str(excinfo.value)) < 300 and "\u2026" in str(excinfo.value)
    with pytest.raises(ValueError) as excinfo:
        engines.new_game("abcuazego", max_plies=[600] * 100_000)
    assert len(str(excinfo.value)) < 200 and "max_plies" in str(excinfo.value)


def test_why_illegal_explains_in_words():
    state = position(ZIPA, row({3: 5, 8: 5}), row({1: 1}))
    assert "That pit is empty" in refused(state, "4a")
    assert "That pit is empty" in refused(state, "4")
    assert state.why_illegal(Sow(8, CW)).startswith(
        "The reverse direction is only allowed when it reaches the opponent's row")
    assert state.why_illegal(Sow(3, CW)) is None
    over = position(ZIPA, row({3: 1}), row({}), stores=(24, 25)).play("3a")
    assert over.why_illegal(Sow(1, CCW)) == "The game is over."


def test_text_picture_shows_rows_stores_and_turn():
    state = position(ZAQUE, row({1: 3}), row({10: 7}), stores=(4, 9), owed=True)
    text = str(state)
    assert "Zaque to move" in text and "owed" in text
    assert "Zaque store  4" in text and "Zipa store  9" in text
