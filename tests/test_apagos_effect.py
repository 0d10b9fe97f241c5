"""Apagos: `state.effect(move)` says what a move does, and it agrees with `state.play(move)`.

Also: messages that echo a player's input stay short, whatever the input.
"""
from __future__ import annotations

import random

import pytest

import engines
from engines import IllegalMove
from engines.apagos import Add, ApagosEffect, Setup, Shift

BLACK, WHITE = 0, 1


def game(*moves, setup=(5, 3, 7, 1)):
    """A position after these moves, from an arranged ramp (setup=None: from the very start)."""
    state = engines.new_game("apagos", setup=list(setup) if setup is not None else None)
    for move in moves:
        state = state.play(move)
    return state


def test_a_setup_says_the_arrangement_and_that_black_moves_next():
    effect = game(setup=None).effect("setup 5 3 7 1")
    assert effect == ApagosEffect("setup", WHITE, BLACK, arrangement=(5, 3, 7, 1))
    assert effect.ball_at is None and not effect.ended


def test_adding_below_the_top_swaps_the_platform_with_the_one_above():
    effect = game().effect("W2")
    assert (effect.kind, effect.mover, effect.colour, effect.target) == ("add", BLACK, WHITE, 2)
    assert effect.rose == (2, 3) and effect.dropped == (3, 2)
    assert effect.ball_at == 3 and effect.next_to_move == WHITE and effect.source is None


def test_adding_at_the_top_swaps_nothing():
    effect = game("B1").effect("B4")
    assert (effect.kind, effect.mover, effect.colour, effect.target) == ("add", WHITE, BLACK, 4)
    assert effect.rose is None and effect.dropped is None and effect.ball_at == 4


def test_moving_a_ball_down_names_its_colour_source_and_target():
    effect = game("B4", "W1").effect("4>2")
    assert effect == ApagosEffect("shift", BLACK, WHITE, colour=BLACK, source=4, target=2)
    assert effect.ball_at == 2


def test_the_ball_that_fills_the_ramp_ends_the_game():
    state = game(setup=(1, 3, 3, 5))
    rng = random.Random(5)
    while sum(state.free_holes(p) for p in range(1, 5)) > 1:
        state = state.play(rng.choice([m for m in state.legal_moves() if isinstance(m, Add)]))
    last = next(m for m in state.legal_moves() if isinstance(m, Add))
    effect = state.effect(last)
    assert effect.ended and effect.next_to_move is None
    assert state.play(last).is_over()


def test_an_illegal_move_has_no_effect_but_the_reason():
    with pytest.raises(IllegalMove, match="full"):
        game("B4").effect("W4")
    with pytest.raises(IllegalMove):
        game().effect("4>1")


def _agrees(before, move, effect, after):
    """The effect is exactly the difference between the positions before and after."""
    assert effect.mover == before.to_move
    assert effect.next_to_move == after.to_move and effect.ended == after.is_over()
    if isinstance(move, Setup):
        assert effect.kind == "setup" and effect.arrangement == tuple(h for h, _, _ in after.platforms)
        return
    old, new = list(before.platforms), list(after.platforms)
    colour = 1 + effect.colour  # index of the ball's colour in (holes, black, white)
    if isinstance(move, Add):
        assert (effect.kind, effect.colour, effect.target, effect.source) == ("add", move.colour, move.position, None)
        grown = list(old[move.position - 1])
        grown[colour] += 1
        assert new[effect.ball_at - 1] == tuple(grown)
        if effect.rose is None:
            assert move.position == 4 and effect.dropped is None and effect.ball_at == 4
        else:
            (low, high), (top, bottom) = effect.rose, effect.dropped
            assert (low, high, top, bottom) == (move.position, move.position + 1, move.position + 1, move.position)
            assert new[bottom - 1] == old[top - 1]
        untouched = {1, 2, 3, 4} - {move.position, effect.ball_at}
    else:
        assert (effect.kind, effect.colour, effect.source, effect.target) == ("shift", before.to_move,
                                                                            move.source, move.target)
        assert effect.rose is None and effect.dropped is None and effect.ball_at == move.target
        for position, change in ((move.source, -1), (move.target, +1)):
            expected = list(old[position - 1])
            expected[colour] += change
            assert new[position - 1] == tuple(expected)
        untouched = {1, 2, 3, 4} - {move.source, move.target}
    for position in untouched:
        assert new[position - 1] == old[position - 1]


@pytest.mark.parametrize("seed", range(8))
def test_every_legal_move_of_random_games_has_the_effect_play_shows(seed):
    rng = random.Random(seed)
    state = game(setup=None)
    while not state.is_over():
        moves = state.legal_moves()
        for move in moves:
            effect = state.effect(move)
            assert effect == state.effect(str(move))
            _agrees(state, move, effect, state.play(move))
        state = state.play(rng.choice(moves))


@pytest.mark.parametrize("text", ["B" * 1_000_000, "setup " + "7" * 1_000_000 + " 1 1 1",
                                  "setup 5 3 7 " + "9" * 1_000_000, "9" * 500_000 + ">" + "1" * 500_000],
                         ids=["letters", "first hole count", "last hole count", "move down"])
def test_a_huge_move_is_refused_in_a_short_message(text):
    with pytest.raises(IllegalMove) as excinfo:
        game().play(text) if not text.startswith("setup") else game(setup=None).play(text)
    assert len(str(excinfo.value)) < 300


def test_a_huge_setup_option_is_refused_in_a_short_message():
    with pytest.raises(ValueError) as excinfo:
        engines.new_game("apagos", setup="x" * 1_000_000)
    assert len(str(excinfo.value)) < 300
