"""Abagio's `state.effect(move)`: what a roll, a leap (a hit, a cap, a frog home, a win)
and a Top Frog move do, checked against `state.play(move)` move by move."""
from __future__ import annotations

import random

import pytest

import engines
from engines import CHANCE, IllegalMove
from engines.abagio import LEAP, OVER, PLACE, POND, PURPLE, RED, ROLL, ROOT, TOP, AbagioEffect
from tests.abagio_games import all_out, game, games

R, P = RED, PURPLE


def test_a_roll_gives_its_dice_and_a_roll_off_its_winner():
    effect = game().effect("3-5")
    assert effect == AbagioEffect("roll", R, next_player=R, next_phase=LEAP, dice=(5, 3))
    assert game().effect("4-4").dice == (4, 4, 4, 4)
    first = game(first="roll").effect("first purple")
    assert (first.kind, first.colour, first.next_player, first.next_phase) == ("rolloff", P, P, ROLL)


def test_a_leap_from_the_root_to_a_bare_step():
    effect = game("2-3").effect("0/2")
    assert (effect.kind, effect.colour, effect.source, effect.target, effect.die) == ("leap", R, ROOT, 2, 2)
    assert effect.source_place is None and effect.target_place == PLACE[R][2]
    assert not (effect.hit or effect.capped or effect.home or effect.won)
    assert effect.hit_colour is None and effect.landed_on == 0
    assert (effect.next_player, effect.next_phase) == (R, LEAP)  # the 3 is still to play


def test_a_hit_names_the_colour_sent_to_the_root():
    before = game("4-5")
    effect = before.effect("0/5")  # purple's blot on top of the upper-left stack
    after = before.play("0/5")
    assert effect.hit and effect.hit_colour == P and not effect.capped
    assert after.root[P] == before.root[P] + 1
    assert effect.landed_on == len(after.stack(5)) - 1


def test_a_cap_traps_the_pair_underneath():
    before = game("4-5 0/5 0/4 5-6")
    effect = before.effect("0/5")
    assert effect.capped and not effect.hit and effect.colour == P
    assert effect.landed_on == len(before.stack(5))


def test_the_last_leap_ends_the_turn_and_says_who_rolls_next():
    effect = game("2-3 0/2").effect("0/3")
    assert (effect.next_player, effect.next_phase, effect.lost) == (P, ROLL, ())


def test_the_top_frog_placed_or_set_aside():
    state = all_out()
    assert state.phase == TOP
    placed = state.effect("T12")
    assert (placed.kind, placed.colour, placed.top_frog, placed.next_player, placed.next_phase) == ("top", R, 12, P, ROLL)
    assert state.effect("T-").top_frog == 0


def test_frogs_home_and_the_winning_leap():
    home = won = None
    for states in games("race"):
        for before, after in zip(states, states[1:]):
            if before.to_move in (R, P) and before.phase == LEAP:
                effect = before.effect(after.moves[-1])
                if effect.home and not effect.won and home is None:
                    home = effect
                if effect.won:
                    won = effect
                    assert after.phase == OVER and effect.next_player is None and effect.next_phase == OVER
                    assert after.pond[effect.colour] == 12
        if home and won:
            break
    assert home.target == POND and home.target_place is None and home.next_phase in (LEAP, ROLL, TOP)
    assert won is not None


def test_an_illegal_move_has_no_effect():
    with pytest.raises(IllegalMove):
        game("2-3").effect("0/6")
    with pytest.raises(IllegalMove):
        game().effect("0/3")


def _frogs(state, place):
    return state.board[place] if place is not None else ()


def check(before, move):
    """The effect of `move` agrees with the difference between `before` and `before.play(move)`."""
    effect = before.effect(move)
    after = before.play(move)
    assert effect.next_phase == after.phase
    assert effect.next_player == (None if after.is_over() else after.player)
    assert effect.won == after.is_over()
    if effect.kind == "rolloff":
        assert effect.colour == move.colour == after.player
        return
    if effect.kind == "roll":
        assert effect.dice == move.dice and effect.lost == after.lost
        return
    if effect.kind == "top":
        assert effect.top_frog == after.top_frog == move.step
        return
    assert effect.kind == "leap" and effect.colour == before.player
    colour, other = before.player, 1 - before.player
    assert (effect.source, effect.die) == (move.source, move.die)
    assert effect.target == min(move.target, POND)
    assert effect.home == (after.pond[colour] == before.pond[colour] + 1)
    assert effect.hit == (after.root[other] == before.root[other] + 1)
    assert effect.hit_colour == (other if effect.hit else None)
    if effect.source == ROOT:
        assert effect.source_place is None and after.root[colour] == before.root[colour] - 1
    else:
        assert effect.source_place == PLACE[colour][effect.source]
        assert _frogs(after, effect.source_place) == _frogs(before, effect.source_place)[:-1]
    if effect.home:
        assert effect.target_place is None and not effect.capped and not effect.hit
    else:
        place = effect.target_place
        assert place == PLACE[colour][effect.target]
        landed = _frogs(after, place)
        assert landed[-1] == colour and effect.landed_on == len(landed) - 1
        under = _frogs(before, place)
        assert landed[:-1] == (under[:-1] if effect.hit else under)
        assert effect.capped == (bool(under) and under[-1] == other and not effect.hit)
    if after.phase != LEAP and not effect.won:
        assert effect.lost == after.lost


def test_every_legal_move_along_seeded_games_agrees_with_play():
    checked = 0
    for seed in range(6):
        rng = random.Random(f"abagio-effect/{seed}")
        state = engines.new_game("abagio", first=("red", "purple", "roll")[seed % 3])
        while not state.is_over():
            if state.to_move == CHANCE:
                move = engines.random_outcome(state, rng)
                check(state, move)
            else:
                moves = state.legal_moves()
                for move in moves:
                    check(state, move)
                    checked += 1
                move = rng.choice(moves)
            state = state.play(move)
    assert checked > 1000
