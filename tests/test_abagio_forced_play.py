"""Abagio: forced play, jumping out into the Pond and winning, rule by rule (the rules of
shared/seeds/abagio-rulebook.txt and shared/rules/abagio.md, each exception included).
"""
from __future__ import annotations

from engines import abagio
from engines.abagio import FROGS, LEAP, OVER, POND, PURPLE, RED, ROLL, TOP, Leap, Roll
from tests.abagio_games import find, games, home, refused
from tests.abagio_model import Model

R, P = RED, PURPLE


# ----- forced play ----------------------------------------------------------------------------------

def test_a_roll_with_no_legal_leap_is_lost():
    def finds(before, after, move):
        return before.phase == ROLL and after.lost and len(after.lost) == len(Roll(*map(int, move.split("-"))).dice)
    before, after, move = find(finds)
    assert after.phase in (ROLL, TOP)
    assert after.moves[-1] == move  # the roll is recorded, no leap follows
    model = Model(before)
    dice = list(Roll(*map(int, move.split("-"))).dice)
    assert model.legal(before.player, dice) == set()


def test_both_dice_must_be_used_when_possible():
    """A leap that would leave the other die unplayable is refused when another way plays both."""
    def finds(before, after, move):
        return (before.phase == LEAP and len(before.dice) == 2 and before.dice[0] != before.dice[1]
                and len(before.possible_leaps()) > len(before.leaps())
                and any(not before._apply(m).lost for m in before.leaps()))
    before, _, _ = find(finds)
    wasteful = [m for m in before.possible_leaps() if m not in before.leaps()]
    for move in wasteful:
        message = refused(before, str(move), "as many")
        assert before._apply(move).lost  # it would leave a die unplayed
    for move in before.leaps():
        assert not before._apply(move).lost or before._apply(move).phase == OVER
    assert "unplayed" in before.forced_note().lower()


def test_if_only_one_number_can_be_played_it_must_be_the_larger():
    def finds(before, after, move):
        if before.phase != LEAP or len(before.dice) != 2 or before.dice[0] == before.dice[1]:
            return False
        dies = {m.die for m in before.possible_leaps()}
        return dies == {before.dice[0], before.dice[1]} and all(before._apply(m).lost for m in before.possible_leaps())
    before, _, _ = find(finds)
    larger, smaller = before.dice
    assert {m.die for m in before.leaps()} == {larger}
    small = next(m for m in before.possible_leaps() if m.die == smaller)
    refused(before, str(small), "larger")
    assert "larger" in before.forced_note() and "only one of the dice" in before.forced_note().lower()
    after = before.play(before.leaps()[0])
    assert after.lost == (smaller,)  # the second number is forfeited


def test_if_only_one_number_can_be_played_at_all_it_is_played_and_the_other_lost():
    def finds(before, after, move):
        return (before.phase == LEAP and len(before.dice) == 2 and before.dice[0] != before.dice[1]
                and {m.die for m in before.possible_leaps()} == {before.dice[1]}
                and all(before._apply(m).lost for m in before.possible_leaps()))
    before, after, move = find(finds)
    assert {m.die for m in before.leaps()} == {before.dice[1]}
    assert after.lost == (before.dice[0],)


def test_the_order_that_allows_the_most_leaps_must_be_used():
    """Both dice can be played alone, but only one order plays both."""
    def finds(before, after, move):
        if before.phase != LEAP or len(before.dice) != 2 or before.dice[0] == before.dice[1]:
            return False
        legal_dies = {m.die for m in before.leaps()}
        possible_dies = {m.die for m in before.possible_leaps()}
        return len(possible_dies) == 2 and len(legal_dies) == 1 and not before._apply(before.leaps()[0]).lost
    before, _, _ = find(finds)
    (die,) = {m.die for m in before.leaps()}
    other = next(m for m in before.possible_leaps() if m.die != die)
    refused(before, str(other), "as many")


def test_doubles_play_as_many_of_the_four_leaps_as_possible_and_lose_the_rest():
    def finds(before, after, move):
        return (before.phase == ROLL and len(Roll(*map(int, move.split("-"))).dice) == 4
                and after.phase == LEAP and 0 < abagio.max_dice_used(
                    after.board, after.root, after.pond, after.top_frog, after.player, after.dice) < 4)
    before, state, move = find(finds)
    most = Model(state).most(state.player, list(state.dice), {})
    assert 0 < most < 4
    assert f"only {most} of the 4" in state.forced_note().lower() or most == 1
    played = 0
    while state.phase == LEAP:
        state = state.play(state.legal_moves()[0])
        played += 1
    assert played == most and len(state.lost) == 4 - most


# ----- jumping out -------------------------------------------------------------------------------


def test_no_jumping_out_before_every_frog_is_on_the_inner_path():
    def finds(before, after, move):
        return (before.phase == LEAP and not home(before, before.player)
                and any(before.stack(s, before.player)[-1:] == (before.player,) and POND - s in before.dice
                        for s in range(19, 26)))
    before, _, _ = find(finds)
    step = next(s for s in range(19, 26) if before.stack(s, before.player)[-1:] == (before.player,)
                and POND - s in before.dice)
    refused(before, f"{step}/{POND}", "every frog")
    assert all(m.target != POND for m in before.legal_moves())


def test_jumping_out_exactly():
    def finds(before, after, move):
        return before.phase == LEAP and after.pond[before.player] > before.pond[before.player] and "(" not in move
    before, after, move = find(finds)
    leap = before.parse(move)
    assert leap.target == POND and leap.target - leap.source == leap.die
    assert home(before, before.player)


def test_a_larger_number_jumps_out_the_farthest_frog():
    def finds(before, after, move):
        return before.phase == LEAP and "(" in move
    before, after, move = find(finds)
    leap = before.parse(move)
    colour = before.player
    farthest = abagio.farthest_inner(before.board, colour)
    assert leap.source == farthest and leap.die > POND - farthest
    assert str(leap) == f"{farthest}/26({leap.die})"
    # the bare from/to finds it too (or asks which die), and an overshoot from a nearer step is refused
    same = [m for m in before.leaps() if m.source == farthest and m.target == POND]
    if len(same) == 1 or Leap(farthest, POND, POND - farthest) in same:
        assert before.parse(f"{farthest}/26") in before.legal_moves()
    else:
        refused(before, f"{farthest}/26", "more than one die")
    nearer = [s for s in range(farthest + 1, 26) if before.stack(s, colour)[-1:] == (colour,)]
    for step in nearer:
        if POND - step != leap.die:
            refused(before, f"{step}/26({leap.die})", "farthest")


def test_no_overshoot_while_a_frog_is_that_far_away():
    """'You are permitted (and required) to choose a frog furthest from the Pond' only when
    the number is higher than needed; a frog far enough must use it inside."""
    def finds(before, after, move):
        if before.phase != LEAP or not home(before, before.player):
            return False
        far = abagio.farthest_inner(before.board, before.player)
        return any(d < POND - far for d in before.dice) and any(
            before.stack(s, before.player)[-1:] == (before.player,) and s + d > POND
            for s in range(far + 1, 26) for d in before.dice if d < POND - far)
    before, _, _ = find(finds)
    colour = before.player
    far = abagio.farthest_inner(before.board, colour)
    die = next(d for d in before.dice if d < POND - far and any(
        before.stack(s, colour)[-1:] == (colour,) and s + d > POND for s in range(far + 1, 26)))
    step = next(s for s in range(far + 1, 26) if before.stack(s, colour)[-1:] == (colour,) and s + die > POND)
    refused(before, f"{step}/26({die})", "exact")


def test_home_is_judged_before_each_leap():
    """One die brings the last frog onto the Inner Path, the next jumps a frog out."""
    def finds(before, after, move):
        if before.phase != LEAP or home(before, before.player) or after.phase != LEAP:
            return False
        return home(after, before.player) and any(m.target == POND for m in after.legal_moves())
    before, after, move = find(finds)
    out = next(m for m in after.legal_moves() if m.target == POND)
    assert after.play(out).pond[before.player] == before.pond[before.player] + 1


def test_never_required_to_jump_out_if_another_leap_is_legal():
    def finds(before, after, move):
        return (before.phase == LEAP and any(m.target == POND for m in before.leaps())
                and any(m.target != POND for m in before.leaps()))
    before, _, _ = find(finds)
    inside = [m for m in before.leaps() if m.target != POND]
    assert inside  # a leap inside the Inner Path stays a choice


# ----- winning --------------------------------------------------------------------------------------

def test_the_first_to_bring_all_twelve_frogs_home_wins_at_once():
    for states in games("race")[:5] + games("random")[:5]:
        final = states[-1]
        winner = final.winners()[0]
        assert final.is_over() and final.to_move is None and final.phase == OVER
        assert final.pond[winner] == FROGS and final.pond[1 - winner] < FROGS
        assert final.scores() == [final.pond[R], final.pond[P]]
        last = states[-2]
        assert last.phase == LEAP and last.player == winner
        assert last.parse(final.moves[-1]).target == POND
        assert final.legal_moves() == [] and final.chance_outcomes() == []


def test_a_winning_leap_uses_every_remaining_die():
    """The winning leap counts as using all dice, so it is legal even where other
    sequences would use more dice."""
    def finds(before, after, move):
        return after.phase == OVER and len(before.dice) > 1
    before, after, move = find(finds)
    assert before.parse(move) in before.leaps()
    assert after.dice == () and after.winners() == [before.player]

