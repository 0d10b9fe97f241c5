"""`state.effect(move)`: what an Abalone move does (the marbles it moves, those it pushes,
the one it pushes off and the credit for it), as the page animates and describes it.

The effect must agree with `state.play(move)`: moving every marble of the effect from
its source to its target on the position before gives the position after.
"""
from __future__ import annotations

import dataclasses
import random

import pytest

import engines
from engines import IllegalMove, abalone
from engines.abalone import PASS, AbaloneEffect, Slide, position

NAMES = abalone.CELL_NAMES


def names(slides, end="source"):
    return [None if getattr(s, end) is None else NAMES[getattr(s, end)] for s in slides]


def test_effect_lists_moved_pushed_and_off():
    state = position({0: "e6 e7 e8", 1: "e9"})
    effect = state.effect(state.parse("e6e7"))
    assert names(effect.moved) == ["e6", "e7", "e8"]
    assert names(effect.pushed) == ["e9"]
    assert [NAMES[effect.pushed_off.source]] == ["e9"]


def test_a_plain_in_line_move():
    state = engines.new_game("abalone")
    effect = state.effect("a1b2")                     # notation is accepted too
    assert isinstance(effect, AbaloneEffect)
    assert (effect.kind, effect.seat, effect.direction) == ("inline", 0, "north-east")
    assert names(effect.moved) == ["a1", "b2", "c3"]
    assert names(effect.moved, "target") == ["b2", "c3", "d4"]
    assert effect.pushed == () and effect.pushed_off is None and effect.credit == 0
    assert effect.slides == effect.moved


def test_a_broadside_moves_the_line_sideways_and_pushes_nothing():
    state = engines.new_game("abalone")
    effect = state.effect("c3c5d4")
    assert effect.kind == "broadside" and effect.direction == "north-east"
    assert names(effect.moved) == ["c3", "c4", "c5"]
    assert names(effect.moved, "target") == ["d4", "d5", "d6"]
    assert effect.pushed == () and effect.credit == 0


def test_a_three_to_two_sumito():
    state = position({0: "e2 e3 e4", 1: "e5 e6"})
    effect = state.effect("e2e3")
    assert names(effect.pushed) == ["e5", "e6"] and names(effect.pushed, "target") == ["e6", "e7"]
    assert {s.seat for s in effect.pushed} == {1} and effect.pushed_off is None


def test_a_push_off_credits_the_pusher():
    state = position({0: "e7 e8", 1: "e9"}, credit=(2, 0))
    effect = state.effect("e7e8")
    assert effect.pushed_off == Slide(1, abalone.CELL_BY_NAME["e9"], None)
    assert effect.pushed == (effect.pushed_off,) and effect.credit == 1
    assert state.play("e7e8").scores() == [3, 0]


def test_four_players_partner_marbles_move_and_mixed_opponents_are_pushed():
    state = position({0: "e2 e3", 2: "e4", 1: "i9", 3: "a1"}, players=4)
    effect = state.effect("e2e3")
    assert [(s.seat, NAMES[s.source]) for s in effect.moved] == [(0, "e2"), (0, "e3"), (2, "e4")]
    state = position({0: "e1 e2 e3", 1: "e4", 3: "e5", 2: "i9"}, players=4)
    effect = state.effect("e1e2")
    assert [(s.seat, NAMES[s.source]) for s in effect.pushed] == [(1, "e4"), (3, "e5")]


def test_a_pass_moves_nothing():
    boxed = position({1: "a1", 0: "a2 b1 b2"}, to_move=1)
    effect = boxed.effect(PASS)
    assert (effect.kind, effect.seat, effect.slides, effect.credit) == ("pass", 1, (), 0)


def test_an_illegal_move_has_no_effect_and_the_effect_is_frozen():
    state = engines.new_game("abalone")
    with pytest.raises(IllegalMove):
        state.effect("i5h5")                          # White's marble, Black to move
    with pytest.raises(IllegalMove):
        state.effect("pass")
    effect = state.effect("a1b2")
    with pytest.raises(dataclasses.FrozenInstanceError):
        effect.credit = 3
    assert state == engines.new_game("abalone")       # asking changes nothing


def apply(before, effect):
    """The marbles per seat after moving those of `effect` (as sets of cell names)."""
    marbles = {seat: set(before.marbles(seat)) for seat in range(before.num_players)}
    for slide in effect.slides:
        marbles[slide.seat].remove(slide.source)
    for slide in effect.slides:
        if slide.target is not None:
            marbles[slide.seat].add(slide.target)
    return marbles


@pytest.mark.parametrize("options", [{}, {"layout": "german"}, {"players": 3}, {"players": 4}])
def test_every_legal_move_of_random_games_agrees_with_play(options):
    rng = random.Random(f"effect {options}")
    for _ in range(2):
        state = engines.new_game("abalone", **options)
        checked = 0
        while not state.is_over():
            if state.plies % 7 == 0 or state.legal_moves() == [PASS]:
                for move in state.legal_moves():
                    effect = state.effect(move)
                    after = state.play(move)
                    assert effect.seat == state.to_move and effect.kind == move.kind
                    assert apply(state, effect) == {s: set(after.marbles(s)) for s in range(state.num_players)}
                    gained = [a - b for a, b in zip(after.scores(), state.scores())]
                    assert gained == [effect.credit if s == state.to_move else 0 for s in range(state.num_players)]
                    assert all(s.target == s.source + effect.step for s in effect.slides if s.target is not None)
                    assert set(state.team(state.to_move)) >= {s.seat for s in effect.moved}
                    assert not set(state.team(state.to_move)) & {s.seat for s in effect.pushed}
                    checked += 1
            state = state.play(rng.choice(state.legal_moves()))
        assert checked > 100
