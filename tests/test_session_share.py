"""The shell's game logic without a browser: undo/redo, saved games, share links, text records."""
import json
import random

import pytest

import engines
from engines.notation import load_text, record_text
from ui import share
from ui.session import Session


def play_random(session, plies, seed=1):
    rng = random.Random(seed)
    for _ in range(plies):
        if session.state.is_over():
            break
        session.play(rng.choice(session.state.legal_moves()))
    return session


def test_undo_in_hot_seat_takes_back_one_move_and_redo_replays_it():
    session = play_random(Session("apagos", ["human", "human"]), 5)
    moves = session.state.moves
    assert session.undo()
    assert session.state.moves == moves[:-1]
    before, move, after = session.redo()
    assert session.state.moves == moves
    assert not session.can_redo()


def test_undo_against_the_computer_takes_its_reply_too():
    session = play_random(Session("apagos", ["human", "easy"]), 7)  # White (computer) moved last
    assert session.state.to_move == 0 and session.state.ply == 7
    assert session.undo()
    assert session.state.ply == 5 and session.state.to_move == 0
    assert len(session.redo_stack) == 2


def test_a_new_move_clears_redo_and_nothing_to_undo_for_computers_only():
    session = play_random(Session("apagos", ["human", "human"]), 3)
    session.undo()
    session.play(session.state.legal_moves()[-1])
    assert not session.can_redo()
    assert not Session("apagos", ["easy", "hard"]).can_undo()


def test_saved_session_round_trips_and_damage_is_a_clear_value_error():
    session = play_random(Session("apagos", ["human", "medium"]), 7)
    session.undo()
    saved = json.loads(json.dumps(session.to_saved()))
    again = Session.from_saved(saved)
    assert again.state == session.state and again.state.moves == session.state.moves
    assert again.seats == session.seats and again.redo_stack == session.redo_stack
    for bad in (None, [], {"record": {"game": "apagos", "moves": ["B9"]}, "seats": ["human", "human"]},
                {"record": session.state.record(), "seats": ["human"]},
                {"record": session.state.record(), "seats": ["human", "god"]},
                {"record": session.state.record(), "seats": ["human", "human"], "seed": "x"}):
        with pytest.raises(ValueError):
            Session.from_saved(bad)


def test_share_link_reopens_the_exact_game_and_is_short():
    session = play_random(Session("apagos", ["human", "human"], {"setup": [5, 3, 7, 1]}), 12, seed=4)
    query = share.share_query(session)
    params = dict(part.split("=", 1) for part in query.split("&"))
    params["o"] = params["o"].replace("%22", '"').replace("%3A", ":").replace("%2C", ",").replace(
        "%7B", "{").replace("%7D", "}").replace("%5B", "[").replace("%5D", "]")
    again = share.session_from_link("apagos", params)
    assert again.state == session.state and again.state.moves == session.state.moves
    assert len(params["g"]) < 30


@pytest.mark.parametrize("params", [
    {"g": "1.////"}, {"g": "2.AAA"}, {"g": "nonsense"}, {"g": "1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"},
    {"g": "1.", "o": "{bad json"}, {"g": "1.", "o": "[1]"}, {"g": "1.", "s": "human,robot"},
    {"g": "1.", "r": "-5"}, {"g": "1.gICAgICA"},
])
def test_a_damaged_share_link_raises_value_error_only(params):
    with pytest.raises(ValueError) as info:
        share.session_from_link("apagos", params)
    assert str(info.value)


def test_text_record_round_trips_with_move_numbers():
    state = play_random(Session("apagos", ["human", "human"]), 15).state
    text = record_text(state)
    assert text.startswith('[Game "apagos"]') and "1. setup" in text
    assert load_text(text) == state and load_text(text).moves == state.moves


def test_pasted_text_without_headers_and_with_compact_numbers_loads():
    state = load_text("1.setup 5 3 7 1 2.b3   3. w1\n4...4>1", game_id="apagos")
    assert state.moves == ("setup 5 3 7 1", "B3", "W1", "4>1")


def test_text_import_names_the_first_bad_move():
    with pytest.raises(engines.IllegalMove, match=r"move 3 \('W9'\)"):
        load_text("1. setup 5 3 7 1 2. B3 3. W9 4. B1", game_id="apagos")
    for bad in (None, 5, '[Options "{nope"]', '[Game "chess"]'):
        with pytest.raises(ValueError):
            load_text(bad, game_id="apagos")


def test_the_clock_runs_out_and_ends_the_game_for_that_seat():
    session = Session("apagos", ["human", "human"], clock_minutes=1)
    assert session.clock_running_for() == 1  # White arranges first
    assert not session.charge(1, 30_000)
    assert session.charge(1, 30_000)
    assert session.flagged == 1 and session.turn() == "over" and session.clock_running_for() is None
    again = Session.from_saved(json.loads(json.dumps(session.to_saved())))
    assert again.flagged == 1 and again.remaining_ms == [60_000.0, 0.0] and again.turn() == "over"


def test_no_clock_by_default_and_a_damaged_clock_is_reset():
    session = Session("apagos", ["human", "human"])
    assert session.clock_running_for() is None and not session.charge(0, 10 ** 9)
    saved = Session("apagos", ["human", "human"], clock_minutes=3).to_saved()
    saved["remaining"] = ["lots", 5]
    assert Session.from_saved(saved).remaining_ms == [180_000.0, 180_000.0]
