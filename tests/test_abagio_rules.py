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

import random
from itertools import count

import pytest

import engines
from engines import CHANCE, IllegalMove
from engines import abagio
from engines.abagio import (EIGHT_SPOT, FROGS, LEAP, ONE_SPOT, OVER, POND, PURPLE, RED, ROLL, TOP,
                            Leap, Roll, TopFrog)

R, P = RED, PURPLE


def game(sequence: str = "", first: str = "red"):
    """The position after these moves (whitespace separated notation) from the start."""
    state = engines.new_game("abagio", first=first)
    for text in sequence.split():
        state = state.play(text)
    return state


def stack(state, step, colour=None) -> str:
    """A stack as letters, bottom to top: 'RPRP'."""
    return "".join("RP"[c] for c in state.stack(step, colour))


def legal(state):
    return sorted(str(m) for m in state.legal_moves())


def leaps(state):
    return sorted(str(m) for m in state.legal_moves() if isinstance(m, Leap))


def refused(state, text, *words):
    """`text` is refused here with IllegalMove naming these words; the state is unchanged."""
    before = (state.moves, str(state), state.key())
    with pytest.raises(IllegalMove) as excinfo:
        state.play(text)
    message = str(excinfo.value)
    for word in words:
        assert word.lower() in message.lower(), f"{message!r} lacks {word!r}"
    assert (state.moves, str(state), state.key()) == before
    return message


def random_games(count_, seed, first="red", policy=None):
    """Seeded games played through the rules (random leaps unless `policy` picks)."""
    out = []
    for index in range(count_):
        rng = random.Random(f"abagio-rules/{seed}/{index}")
        state = engines.new_game("abagio", first=first)
        states = [state]
        while not state.is_over():
            if state.to_move == CHANCE:
                move = engines.random_outcome(state, rng)
            elif policy is not None:
                move = policy(state, rng)
            else:
                move = rng.choice(state.legal_moves())
            state = state.play(move)
            states.append(state)
        out.append(states)
    return out


def racer(state, rng):
    """A policy that brings frogs home fast (so bearing-off positions come up often)."""
    moves = state.legal_moves()
    if isinstance(moves[0], Leap):
        return max(moves, key=lambda m: (m.target >= POND, m.source, rng.random()))
    return rng.choice(moves)


_GAMES = {}


def games(kind="random"):
    """A shared pool of real games: 25 random, 25 with racing play."""
    if kind not in _GAMES:
        _GAMES[kind] = random_games(25, kind, policy=racer if kind == "race" else None)
    return _GAMES[kind]


def find(predicate, kinds=("random", "race")):
    """The first (state, next state, move) along the pooled games where predicate holds."""
    for kind in kinds:
        for states in games(kind):
            for before, after in zip(states, states[1:]):
                move = after.moves[-1]
                if predicate(before, after, move):
                    return before, after, move
    raise AssertionError("no position found")


# ----- an independent model of the rules, written from the rules text -------------------------

class Model:
    """Stacks by place: ('s', step) for the shared places, (colour, step) for a Safe Zone."""

    def __init__(self, state=None):
        if state is None:
            return
        self.stacks = {}
        for step in range(1, 26):
            if 19 <= step <= 24:
                for colour in (R, P):
                    self.stacks[(colour, step)] = list(state.stack(step, colour))
            else:
                self.stacks[("s", step)] = list(state.stack(step))
        self.root = list(state.root)
        self.pond = list(state.pond)
        self.top = state.top_frog

    def copy(self):
        other = Model()
        other.stacks = {k: list(v) for k, v in self.stacks.items()}
        other.root, other.pond, other.top = list(self.root), list(self.pond), self.top
        return other

    @staticmethod
    def place(colour, step):
        return (colour, step) if 19 <= step <= 24 else ("s", step)

    def key(self):
        return (tuple(sorted((str(k), tuple(v)) for k, v in self.stacks.items() if v)),
                tuple(self.root), tuple(self.pond), self.top)

    def target(self, colour, source, die):
        """Where a leap of `die` from `source` lands (26 the Pond), or None if not allowed."""
        if source == 0:
            if not self.root[colour]:
                return None
        else:
            mine = self.stacks[self.place(colour, source)]
            if not mine or mine[-1] != colour or source == self.top:
                return None
        dest = source + die
        if dest <= 25:
            if dest == self.top:
                return None
            there = self.stacks[self.place(colour, dest)]
            if len(there) >= (2 if dest in (18, 25) else 5):
                return None
            run = 0
            for frog in reversed(there):
                if frog == colour:
                    break
                run += 1
            return None if run >= 3 else dest
        home = self.root[colour] == 0 and all(colour not in self.stacks[("s", s)] for s in range(1, 18))
        if not home:
            return None
        if dest == 26:
            return 26
        steps = [s for s in range(18, 26) if colour in self.stacks[self.place(colour, s)]]
        farthest = min(steps)
        return 26 if die > 26 - farthest and source == farthest else None

    def leap(self, colour, source, dest):
        out = self.copy()
        if source == 0:
            out.root[colour] -= 1
        else:
            out.stacks[self.place(colour, source)].pop()
        if dest == 26:
            out.pond[colour] += 1
        else:
            there = out.stacks[self.place(colour, dest)]
            if there and there[-1] != colour and (len(there) == 1 or there[-2] == colour):
                there.pop()
                out.root[1 - colour] += 1
            there.append(colour)
        return out

    def options(self, colour, dice):
        for die in sorted(set(dice)):
            for source in range(0, 26):
                dest = self.target(colour, source, die)
                if dest is not None:
                    yield die, source, dest

    def most(self, colour, dice, memo):
        """The most dice usable from here; a leap that wins uses them all."""
        key = (self.key(), tuple(sorted(dice)))
        if key not in memo:
            best = 0
            for die, source, dest in self.options(colour, dice):
                after = self.leap(colour, source, dest)
                rest = list(dice)
                rest.remove(die)
                value = len(dice) if after.pond[colour] == 12 else 1 + after.most(colour, rest, memo)
                best = max(best, value)
            memo[key] = best
        return memo[key]

    def legal(self, colour, dice):
        """The legal first leaps as notation, by the forced-play rules."""
        memo = {}
        scored = []
        for die, source, dest in self.options(colour, dice):
            after = self.leap(colour, source, dest)
            rest = list(dice)
            rest.remove(die)
            value = len(dice) if after.pond[colour] == 12 else 1 + after.most(colour, rest, memo)
            scored.append((value, die, source, dest))
        if not scored:
            return set()
        best = max(v for v, *_ in scored)
        keep = [(d, s, t) for v, d, s, t in scored if v == best]
        if best == 1 and len(dice) == 2 and dice[0] != dice[1] and any(d == max(dice) for d, _, _ in keep):
            keep = [(d, s, t) for d, s, t in keep if d == max(dice)]
        return {f"{s}/{t}" if t - s == d else f"{s}/{t}({d})" for d, s, t in keep}

    def top_frog_spots(self, colour):
        out = set()
        for step in range(1, 18):
            there = self.stacks[("s", step)]
            if not there or (there[-1] == colour and len(there) < 5):
                out.add(f"T{step}")
        return out | {"T-"}


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

def all_out(first_rolls=""):
    """Red brings all six Root frogs out early (purple dawdles at the back)."""
    return game("6-6 0/6 0/6 6/12 6/12 1-1 0/1 1/2 2/3 3/4 "
                "5-6 0/5 0/6 1-1 0/1 1/2 2/3 3/4 "
                "4-4 0/4 0/4 4/8 4/8")


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

def home(state, colour):
    return state.board is not None and abagio.all_in(state.board, state.root, colour)


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


# ----- the computer player --------------------------------------------------------------------------

def ends_by_play(state):
    """Every end of the leaps reached by playing the engine's legal leaps to the end."""
    out = set()
    stack = [state]
    while stack:
        node = stack.pop()
        for move in node.legal_moves():
            nxt = node._apply(move)
            if nxt.phase == LEAP:
                stack.append(nxt)
            else:
                out.add((nxt.board, nxt.root, nxt.pond))
    return out


def test_the_planner_sees_exactly_the_turns_the_rules_allow():
    checked = 0
    for states in games("random")[:6] + games("race")[:4]:
        for state in states[::5]:
            if state.phase != LEAP:
                continue
            planned = abagio.turn_endings(state.board, state.root, state.pond, state.top_frog, state.player, state.dice)
            assert set(planned) == ends_by_play(state), state.moves
            for end, seq in planned.items():
                node = state
                for leap in seq:  # each planned sequence is a legal line of play
                    node = node.play(leap)
                assert (node.board, node.root, node.pond) == end
            checked += 1
    assert checked > 100


def test_the_evaluation_knows_race_safety_blocking_and_the_top_frog():
    from engines.abagio import board_value, evaluate
    start = game()
    assert -1 < evaluate(start, RED) < 1 and evaluate(start, RED) == -evaluate(start, PURPLE)
    # race: with the same shape (a red pair) and purple to roll, 24 steps beat 4
    ahead, behind = game("6-6 0/6 0/6 6/12 6/12"), game("1-1 0/1 0/1 1/2 1/2")
    assert ahead.pips(RED) == behind.pips(RED) - 20
    assert evaluate(ahead, RED) > evaluate(behind, RED)
    # safety: a lone red frog on 3 in reach of purple's Root frogs costs more than one in the Safe Zone
    exposed = board_value(*_pos(game("1-2 0/1 1/3 3-4 0/4 4/7")), PURPLE)
    assert exposed[0] < board_value(*_pos(game("1-2 0/1 1/3 3-4 0/4 4/7")), RED)[0]
    # blocking: purple's heap on 3 in front of red's Root frogs counts for purple
    heap = game("1-1 0/1 0/1 1/2 0/1 3-3 0/3 0/3 0/3 0/3")
    value, gain, _ = board_value(*_pos(heap), RED)
    lone = game("1-1 0/1 0/1 1/2 0/1 3-3 0/3 0/3 0/3 3/6")
    assert value < board_value(*_pos(lone), RED)[0] + 40  # (the heap blocks; sanity bound)
    # the Top Frog: sitting on red's threatened pair takes its risk away
    top = all_out()
    spot = [m for m in top.legal_moves() if m.step == 8][0]
    before = board_value(top.board, top.root, top.pond, 0, PURPLE)[0]
    after = board_value(top.board, top.root, top.pond, spot.step, PURPLE)[0]
    assert after > before


def _pos(state):
    return state.board, state.root, state.pond, state.top_frog


def test_hard_returns_legal_moves_in_every_phase_and_replays():
    from engines import ai
    for states in games("random")[:2]:
        for state in states[::29]:
            if state.to_move is None or state.to_move == CHANCE:
                continue
            abagio._PLANS.clear()
            first = ai.choose_move(state, "hard", random.Random(1), time_budget=0)
            abagio._PLANS.clear()
            again = ai.choose_move(state, "hard", random.Random(2), time_budget=0)
            assert first in state.legal_moves() and first == again
            assert abagio.greedy_choose(state) in state.legal_moves()


def test_hard_plays_a_whole_turn_by_its_plan():
    from engines import ai
    state = next(s for s in games("random")[3][60:] if s.phase == ROLL)
    state = state.play("3-6")
    while state.phase == LEAP:
        state = state.play(ai.choose_move(state, "hard", random.Random(1), time_budget=0))
    assert state.phase in (ROLL, TOP)


def test_hard_beats_random():
    from engines import ai
    for index in range(3):
        hard = index % 2
        rng, dice = random.Random(index), random.Random(100 + index)
        state = game()
        while not state.is_over():
            if state.to_move == CHANCE:
                state = state.play(engines.random_outcome(state, dice))
            elif state.to_move == hard:
                state = state.play(ai.choose_move(state, "hard", rng, time_budget=0))
            else:
                state = state.play(ai.choose_move(state, "random", rng))
        assert state.winners() == [hard]
