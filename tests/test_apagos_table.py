"""Apagos solved (engines/apagos_table.py): the table made by tools/make_apagos_table.py
agrees with the rules file and with the exact solver, and the perfect player wins every
game it should."""
from __future__ import annotations

import random

import pytest

import engines
from engines import ai, apagos, apagos_table
from engines.apagos import ARRANGEMENTS, ARRANGER_WINS, ApagosState


def test_the_index_is_one_to_one():
    rng = random.Random(1)
    for code in rng.sample(range(apagos_table.SIZE), 3000):
        assert apagos_table.index(*apagos_table.position(code)) == code


def test_the_table_finds_the_twenty_arrangements_that_win_for_the_arranger():
    start = engines.new_game("apagos")
    values = apagos_table.move_values(start)
    assert len(values) == len(ARRANGEMENTS) == 118
    assert tuple(sorted(m.holes for m, wins in values.items() if wins)) == ARRANGER_WINS


def random_position(rng, balls):
    state = engines.new_game("apagos").play(f"setup {' '.join(map(str, rng.choice(ARRANGEMENTS)))}")
    while sum(b + w for _, b, w in state.platforms) < balls:
        after = state.play(rng.choice(state.legal_moves()))
        if after.is_over():
            return None
        state = after
    return state


def test_the_table_agrees_with_the_exact_solver_on_sampled_positions():
    rng = random.Random(7)
    checked = 0
    while checked < 300:
        state = random_position(rng, rng.randint(9, 16))
        if state is None:
            continue
        assert apagos_table.wins(state) == (apagos.solved_value(state) > 0), state.moves
        checked += 1


@pytest.mark.parametrize("arrangement", ARRANGER_WINS[:5] + ((7, 5, 5, 3), (1, 3, 3, 5)))
def test_the_winning_side_plays_perfectly_to_the_end(arrangement):
    """From every position, the side the table says wins keeps winning with the perfect
    player's moves, whatever the other side does."""
    rng = random.Random(sum(arrangement))
    state = engines.new_game("apagos", setup=list(arrangement))
    winner = state.to_move if apagos_table.wins(state) else 1 - state.to_move
    while not state.is_over():
        if state.to_move == winner:
            move = apagos_table.PerfectPlayer().choose(state, rng)
            assert move is not None, state.moves
        else:
            assert not apagos_table.wins(state), state.moves
            move = rng.choice(state.legal_moves())
        state = state.play(move)
    assert state.winners() == [winner]


def test_expert_plays_a_winning_move_from_the_first_move():
    rng = random.Random(3)
    for arrangement in rng.sample([a for a in ARRANGEMENTS if a not in ARRANGER_WINS], 10):
        state = engines.new_game("apagos", setup=list(arrangement))  # Black to move, and wins
        choice = ai.analyse(state, "expert", rng=rng, time_budget=0)
        assert choice.algorithm == "plan"
        assert not apagos_table.wins(state.play(choice.move))


def test_a_damaged_table_is_a_clear_error(tmp_path, monkeypatch):
    import zlib
    broken = tmp_path / "apagos_table.bin"
    broken.write_bytes(zlib.compress(b"\0" * 10))
    monkeypatch.setattr(apagos_table, "TABLE_FILE", broken)
    apagos_table._bits.cache_clear()
    try:
        with pytest.raises(ValueError, match="damaged"):
            apagos_table.wins(ApagosState._make({"setup": None}, ((1, 0, 0), (3, 0, 0), (3, 0, 0), (5, 0, 0)), 0))
    finally:
        apagos_table._bits.cache_clear()
