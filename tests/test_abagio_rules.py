"""Abagio: a test (or more) for every rule of shared/seeds/abagio-rulebook.txt and of
shared/rules/abagio.md, and for each exception.

Positions are reached by real move sequences from `engines.new_game("abagio")`: the
dice are chance moves, so a test picks the rolls it needs and plays them like moves.
Positions that need a whole game to reach (every frog on the Inner Path, a win) are
found in seeded games played through the rules. An independent model of the rules
(written from the rules text, brute force over the order of the dice) checks the
engine's legal leaps, Top Frog squares and resulting positions over whole games.

Seat 0 is Red, seat 1 Purple. A stack is written bottom to top: "RPRP".
"""
from __future__ import annotations

import pytest

import engines
from engines import CHANCE
from engines.abagio import EIGHT_SPOT, FROGS, LEAP, ONE_SPOT, OVER, PURPLE, RED, ROLL, TOP, Roll, TopFrog
from tests.abagio_games import all_out, find, game, games, leaps, legal, refused, stack
from tests.abagio_model import Model

R, P = RED, PURPLE


def test_the_model_agrees_with_the_engine_over_whole_games():
    """Every leap decision of 20 games: the same legal leaps, the same result of each,
    and the same Top Frog choices."""
    checked = 0
    for states in games("random")[:10] + games("race")[:10]:
        for before, after in zip(states, states[1:]):
            move = after.moves[-1]
            if before.phase == LEAP:
                model = Model(before)
                assert set(leaps(before)) == model.legal(before.player, list(before.dice)), (before.moves, str(before))
                checked += 1
                parsed = before.parse(move)
                result = model.leap(before.player, parsed.source, parsed.target)
                if after.phase != OVER:
                    result.top = after.top_frog  # lifted when the leaps end
                    assert Model(after).key() == result.key(), (before.moves, move)
            elif before.phase == TOP:
                model = Model(before)
                assert set(legal(before)) == model.top_frog_spots(before.player)
    assert checked > 1500


# ----- setup ---------------------------------------------------------------------------------

def test_setup_when_red_goes_first():
    """Six of each colour at the Root; stacks of four alternating frogs in the other three
    corners; red on top at the upper right (10), purple on top at 5 and 15."""
    state = game()
    assert state.root == (6, 6) and state.pond == (0, 0)
    assert stack(state, 10) == "PRPR"
    assert stack(state, 5) == stack(state, 15) == "RPRP"
    assert [s for s in range(1, 26) if s not in range(19, 25) and state.stack(s)] == [5, 10, 15]
    assert state.player == RED and state.to_move == CHANCE and state.phase == ROLL
    assert state.pips(RED) == 6 * 26 + 2 * 21 + 2 * 16 + 2 * 11 == state.pips(PURPLE)


def test_setup_when_purple_goes_first_reverses_the_mixed_stacks():
    state = game(first="purple")
    assert stack(state, 10) == "RPRP"
    assert stack(state, 5) == stack(state, 15) == "PRPR"
    assert state.player == PURPLE and state.to_move == CHANCE


def test_every_colour_has_twelve_frogs():
    for first in ("red", "purple"):
        state = game(first=first)
        for colour in (R, P):
            on_board = sum(state.stack(s).count(colour) for s in (5, 10, 15))
            assert state.root[colour] + on_board == FROGS


def test_the_roll_off_is_a_chance_node_before_the_setup():
    """first="roll": the single-die roll-off is a chance node, 1/2 each, before the board
    is set up; it is not reused as the first turn's roll."""
    state = game(first="roll")
    assert state.to_move == CHANCE and state.board is None
    assert sorted((str(m), p) for m, p in state.chance_outcomes()) == [("first purple", 0.5), ("first red", 0.5)]
    purple = state.play("first purple")
    assert purple.player == PURPLE and purple.to_move == CHANCE and purple.phase == ROLL
    assert stack(purple, 10) == "RPRP"  # purple's setup
    assert len(purple.chance_outcomes()) == 21  # a fresh roll for purple's first turn
    red = state.play("FIRST  Red")
    assert red.player == RED and stack(red, 10) == "PRPR"
    refused(state, "3-5", "roll-off")
    assert engines.load(purple.play("6-6").record()).moves == ("first purple", "6-6")


# ----- the dice ----------------------------------------------------------------------------------

def test_a_roll_is_a_chance_node_with_21_outcomes():
    state = game()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 21 and abs(sum(p for _, p in outcomes) - 1) < 1e-12
    odds = {str(m): p for m, p in outcomes}
    assert odds["4-4"] == pytest.approx(1 / 36) and odds["3-5"] == pytest.approx(2 / 36)
    assert state.parse("5-3") == state.parse("3-5") == Roll(3, 5)
    assert str(state.parse("5 - 3")) == "3-5"
    refused(state, "0/3", "roll")


def test_each_number_is_a_separate_leap():
    """With 1-4 no frog leaps 5 at once; one frog may take both leaps, one after the other."""
    state = game("1-4")
    assert state.dice == (4, 1)
    refused(state, "0/5", "no 5")
    state = state.play("0/1")
    assert state.dice == (4,) and state.to_move == RED
    state = state.play("1/5")  # the same frog again, hitting the blot on 5
    assert stack(state, 5) == "RPRR" and state.to_move == CHANCE and state.player == PURPLE


def test_doubles_give_four_leaps():
    state = game("2-2")
    assert state.dice == (2, 2, 2, 2)
    for number, text in enumerate(["0/2", "0/2", "2/4", "4/6"]):
        assert state.to_move == RED, number
        state = state.play(text)
    assert state.player == PURPLE and state.to_move == CHANCE
    assert stack(state, 2) == "R" and stack(state, 6) == "R" and state.root[RED] == 4


def test_the_root_spots_are_not_counted():
    """A 1 from the Root lands on the first space of the Outer Path."""
    state = game("1-6")
    assert {"0/1", "0/6"} <= set(leaps(state))
    assert stack(state.play("0/1"), 1) == "R"


# ----- who may leap ------------------------------------------------------------------------------

def test_only_the_top_frog_of_a_stack_may_leap():
    state = game("3-6")
    froms = {m.source for m in state.legal_moves()}
    assert 10 in froms  # red on top
    assert 5 not in froms and 15 not in froms  # purple on top: the red frogs are trapped
    refused(state, "5/8", "top")
    refused(state, "15/18", "top")


def test_frogs_at_the_root_may_leap_and_any_combination_of_frogs():
    state = game("2-3")
    assert leaps(state) == ["0/2", "0/3", "10/12", "10/13"]
    a = state.play("0/2").play("10/13")
    b = state.play("10/12").play("12/15")  # one frog both dice: it hits the blot on 15
    assert stack(a, 2) == "R" and stack(a, 13) == "R" and stack(a, 10) == "PRP"
    assert stack(b, 15) == "RPRR" and b.root == (6, 7)


# ----- landing: hits, caps, heaps, maxed stacks --------------------------------------------------

def test_hitting_a_blot_on_a_bare_space():
    state = game("1-2 0/1 1/3 3-4 0/3")  # purple's 3 hits red's lone frog on 3
    assert stack(state, 3) == "P" and state.root == (6, 5)
    state = state.play("0/4")
    state = state.play("1-3").play("0/3")  # red hits back
    assert stack(state, 3) == "R" and state.root == (5, 5)


def test_hitting_a_blot_on_top_of_a_stack_lands_on_what_was_under_it():
    """A stack of four is not maxed: its blot can be hit."""
    state = game("4-5")
    assert stack(state, 5) == "RPRP"
    state = state.play("0/5")
    assert stack(state, 5) == "RPRR" and state.root == (5, 7)


def test_a_pair_is_capped_and_its_frogs_are_trapped():
    state = game("1-1 0/1 0/1 1/2 0/1 3-3 0/3 0/3 3/6 0/3")  # purple: a pair on 3, one on 6
    assert stack(state, 3) == "PP"
    state = state.play("1-2").play("1/3")  # red caps the pair
    assert stack(state, 3) == "PPR" and state.root[PURPLE] == 3
    state = state.play("0/1")
    state = state.play("1-3")
    froms = {m.source for m in state.legal_moves()}
    assert 3 not in froms  # the capped purple frogs cannot move
    assert {0, 6} <= froms


def test_a_pair_on_top_of_the_other_colours_frogs_is_capped_too():
    state = game("4-5 0/5 0/4 5-6 0/5")  # red's pair over a purple frog, capped by purple
    assert stack(state, 5) == "RPRRP"


def test_a_heap_cannot_be_landed_on():
    state = game("1-1 0/1 0/1 1/2 0/1 3-3 0/3 0/3 0/3 3/6")
    assert stack(state, 3) == "PP"
    state = game("1-1 0/1 0/1 1/2 0/1 3-3 0/3 0/3 0/3 0/3")
    assert stack(state, 3) == "PPPP"
    state = state.play("1-2")
    refused(state, "1/3", "heap")
    refused(state, "2/3", "heap")
    assert "1/3" not in leaps(state) and "0/3" not in leaps(state.play("1/2"))


def test_a_heap_on_top_of_the_other_colours_frogs_blocks_too():
    state = game("5-6 0/5 5/11 1-1 0/1 1/2 2/3 3/4 1-2 5/6 0/2 5-5 0/5 0/5")
    assert stack(state, 5) == "RPPP"  # a heap of three purple over one red
    state = state.play("0/5").play("5/10").play("2-3")  # (purple's fifth frog there leaps on)
    assert stack(state, 5) == "RPPP" and len(state.stack(5)) < 5  # not maxed: the heap blocks
    refused(state, "2/5", "heap")
    assert all(m.target != 5 for m in state.legal_moves())


def test_a_maxed_stack_blocks_every_landing():
    """Five frogs of any colour: no more may land, not even to hit the blot on top."""
    state = game("4-5 0/5 0/4 5-6 0/5")
    assert stack(state, 5) == "RPRRP"  # a purple blot on top of a maxed stack
    state = state.play("0/6").play("1-4")
    refused(state, "4/5", "maxed")
    assert all(m.target != 5 for m in state.legal_moves())


def test_the_eight_spot_holds_two_frogs_at_most_so_a_pair_there_cannot_be_capped():
    state = game("2-6 10/16 16/18 1-1 0/1 0/1 0/1 0/1 6-6 0/6 0/6 6/12 12/18")
    assert stack(state, EIGHT_SPOT) == "RR"  # a pair on the Eight Spot: maxed at two
    state = state.play("3-4")
    refused(state, "15/18", "limit")  # purple's 3 from 15 would cap it anywhere else
    assert all(m.target != EIGHT_SPOT for m in state.legal_moves())


def test_a_blot_on_the_eight_spot_can_be_hit():
    state = game("2-6 10/16 16/18 1-1 0/1 0/1 0/1 0/1 2-3 0/2 0/3")
    assert stack(state, EIGHT_SPOT) == "R"
    state = state.play("3-4").play("15/18")
    assert stack(state, EIGHT_SPOT) == "P" and state.root[RED] == 5


def test_the_one_spot_holds_two_frogs_at_most_and_its_blots_can_be_hit():
    def pair(before, after, move):
        return len(after.stack(ONE_SPOT)) == 2
    _, after, _ = find(pair)
    assert len(set(after.stack(ONE_SPOT))) == 1  # never mixed: a blot there is hit, not capped

    def hit(before, after, move):
        return (before.phase == LEAP and len(before.stack(ONE_SPOT)) == 1
                and before.stack(ONE_SPOT)[0] != before.player
                and before.parse(move).target == ONE_SPOT)
    before, after, move = find(hit)
    assert after.stack(ONE_SPOT) == (before.player,)
    assert after.root[1 - before.player] == before.root[1 - before.player] + 1

    def full(before, after, move):
        return before.phase == LEAP and len(before.stack(ONE_SPOT)) == 2 and any(
            before.stack(s, before.player)[-1:] == (before.player,) and ONE_SPOT - s in before.dice
            for s in range(EIGHT_SPOT, ONE_SPOT))
    before, _, _ = find(full)
    source = next(s for s in range(EIGHT_SPOT, ONE_SPOT)
                  if before.stack(s, before.player)[-1:] == (before.player,) and ONE_SPOT - s in before.dice)
    refused(before, f"{source}/{ONE_SPOT}", "limit")


def test_the_safe_zones_are_separate_places():
    """Steps 19-24 are each colour's own: a red frog and a purple frog on 'their' 20 never meet."""
    def finds(before, after, move):
        return any(after.stack(s, R) and after.stack(s, P) for s in range(19, 25))
    _, after, _ = find(finds)
    both = [s for s in range(19, 25) if after.stack(s, R) and after.stack(s, P)]
    for step in both:
        assert set(after.stack(step, R)) == {R} and set(after.stack(step, P)) == {P}
    with pytest.raises(ValueError):
        after.stack(20)  # two places: say whose


def test_only_own_frogs_ever_enter_a_safe_zone():
    for states in games("random")[:10]:
        for state in states[::7]:
            if state.board is None:
                continue
            for step in range(19, 25):
                assert set(state.stack(step, R)) <= {R} and set(state.stack(step, P)) <= {P}


# ----- the Top Frog --------------------------------------------------------------------------------


def test_no_top_frog_while_the_player_has_a_frog_at_the_root():
    state = game("2-3 0/2 0/3")
    assert state.root[RED] == 4
    assert state.player == PURPLE and state.to_move == CHANCE and state.top_frog == 0


def test_top_frog_after_the_leaps_when_no_frog_is_at_the_root():
    state = all_out()
    assert state.root[RED] == 0
    assert state.phase == TOP and state.to_move == RED
    spots = [m.step for m in state.legal_moves() if m.step]
    assert TopFrog(0) in state.legal_moves()  # setting it aside is always a choice
    for step in spots:
        there = state.stack(step)
        assert not there or (there[-1] == RED and len(there) < 5)
    # never on the Inner Path, never on the opponent's frog, never on a maxed stack
    assert all(1 <= s <= 17 for s in spots)
    purple_tops = [s for s in range(1, 18) if state.stack(s) and state.stack(s)[-1] == PURPLE]
    assert purple_tops and not set(purple_tops) & set(spots)
    refused(state, "T18", "outer path")
    refused(state, f"T{purple_tops[0]}", "opponent")
    assert {"T12", "T8"} <= set(legal(state))  # red's own stacks
    empty = [s for s in range(1, 18) if not state.stack(s)]
    assert set(empty) <= set(spots)


def test_the_top_frog_blocks_landing_for_one_opponent_turn_then_it_is_lifted():
    state = all_out().play("T8")  # on red's pair on 8
    assert state.top_frog == 8 and state.player == PURPLE and stack(state, 4) == "PP"
    state = state.play("4-4")  # purple's pair on 4 would cap it: not while the Top Frog sits there
    assert all(m.target != 8 for m in state.legal_moves())
    refused(state, "4/8", "top frog")
    while state.phase == LEAP:
        state = state.play(state.legal_moves()[0])
    assert state.top_frog == 0  # lifted once purple's leaps are done (purple has Root frogs)
    assert state.player == RED and state.to_move == CHANCE


def test_the_top_frog_protects_an_empty_space():
    state = all_out().play("T7")
    assert state.top_frog == 7 and not state.stack(7)
    state = state.play("3-4")
    assert all(m.target != 7 for m in state.legal_moves())
    refused(state, "4/7", "top frog")


def test_the_square_the_top_frog_is_lifted_from_is_judged_without_it():
    """The opponent's Top Frog stood on an empty square through this turn (nobody could
    land there); lifted after the leaps, that square is empty again and may take it."""
    def finds(before, after, move):
        if after.phase != TOP:
            return False
        placed = [m for m in after.moves if m.startswith("T")]
        if not placed or placed[-1] == "T-":
            return False
        step = int(placed[-1][1:])
        last = max(i for i, m in enumerate(after.moves) if m.startswith("T"))
        return not after.stack(step) and after.moves[last + 1:].count("T-") == 0 and all(
            not m.startswith("T") for m in after.moves[last + 1:])
    _, after, _ = find(finds)
    placed = int([m for m in after.moves if m.startswith("T")][-1][1:])
    assert after.top_frog == 0  # lifted
    assert TopFrog(placed) in after.legal_moves()
    assert after.play(f"T{placed}").top_frog == placed


def test_setting_the_top_frog_aside():
    state = all_out().play("T-")
    assert state.top_frog == 0 and state.player == PURPLE
    assert "T-" in state.moves[-1:]


def test_the_top_frog_is_offered_even_when_no_leap_was_possible():
    """'If no legal leaps are possible, then you forfeit your turn. (Except you may play
    the Top Frog, if qualified to do so.)'"""
    def finds(before, after, move):
        return before.phase == ROLL and after.phase == TOP and after.player == before.player
    before, after, move = find(finds)
    assert after.lost == Roll(*map(int, move.split("-"))).dice
    assert after.phase == TOP

