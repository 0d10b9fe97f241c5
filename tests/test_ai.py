"""Computer players: legality, determinism, strength on Apagos, and MCTS on toy games.

The toy games below (a dice race for three players, a team Nim for four, and a Nim
where taking three gives another turn) exercise chance nodes, more than two players,
team wins and repeated turns through the engine contract only.
"""
from __future__ import annotations

import os
import random
import sys
from dataclasses import dataclass
from functools import lru_cache

import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import engines  # noqa: E402
from engines import CHANCE, ai, apagos  # noqa: E402
from engines.ai.alphabeta import AlphaBeta  # noqa: E402
from engines.ai.mcts import MCTS, terminal_rewards  # noqa: E402
from engines.core import Move, State  # noqa: E402


# ----- toy games -------------------------------------------------------------------------
@dataclass(frozen=True)
class Take(Move):
    count: int

    def __str__(self) -> str:
        return f"t{self.count}"


@dataclass(frozen=True)
class Roll(Move):
    pips: int

    def __str__(self) -> str:
        return f"r{self.pips}"


@dataclass(frozen=True)
class Step(Move):
    full: bool  # True: advance by the roll; False: advance by one

    def __str__(self) -> str:
        return "full" if self.full else "one"


class ExtraNim(State):
    """Two players take 1, 2 or 3 from a pile; taking 3 gives another turn; last stone wins."""

    game_id = "toy-extranim"
    num_players = 2

    def __init__(self, pile: int, to_move: int = 0):
        self.options = {}
        self.pile = pile
        self.to_move = to_move if pile > 0 else None
        self.last = 1 - to_move  # who took last (the winner once the pile is empty)

    def legal_moves(self):
        return [] if self.to_move is None else [Take(c) for c in (1, 2, 3) if c <= self.pile]

    def _apply(self, move):
        nxt = ExtraNim(self.pile - move.count, self.to_move if move.count == 3 else 1 - self.to_move)
        nxt.last = self.to_move
        if nxt.pile == 0:
            nxt.to_move = None
        return nxt

    def winners(self):
        return None if self.to_move is not None else [self.last]

    def scores(self):
        return [0, 0]

    def key(self):
        return (self.pile, self.to_move)

    def _parse(self, text):
        return Take(int(text[1:]))

    def __str__(self):
        return f"pile {self.pile}"


@lru_cache(maxsize=None)
def extranim_wins(pile: int) -> bool:
    """Exact: does the player to move win? (taking 3 keeps the turn)"""
    for c in (1, 2, 3):
        if c == pile:
            return True
        if c < pile:
            if c == 3 and extranim_wins(pile - 3):
                return True
            if c != 3 and not extranim_wins(pile - c):
                return True
    return False


class TeamNim(State):
    """Four seats in two teams (0+2 against 1+3) take 1 or 2; the team taking the last wins."""

    game_id = "toy-teamnim"
    num_players = 4

    def __init__(self, pile: int, to_move: int = 0, last: int = 3):
        self.options = {}
        self.pile, self.last = pile, last
        self.to_move = to_move if pile > 0 else None

    def legal_moves(self):
        return [] if self.to_move is None else [Take(c) for c in (1, 2) if c <= self.pile]

    def _apply(self, move):
        return TeamNim(self.pile - move.count, (self.to_move + 1) % 4, self.to_move)

    def winners(self):
        if self.to_move is not None:
            return None
        return sorted({self.last % 2, self.last % 2 + 2})

    def scores(self):
        return [0, 0, 0, 0]

    def key(self):
        return (self.pile, self.to_move, self.last)

    def _parse(self, text):
        return Take(int(text[1:]))

    def __str__(self):
        return f"pile {self.pile}"


class DiceRace(State):
    """Three racers to 10: roll a die of 1-3 (a chance node), then advance by it or by one."""

    game_id = "toy-dicerace"
    num_players = 3
    GOAL = 10

    def __init__(self, places=(0, 0, 0), seat=0, roll=None):
        self.options = {}
        self.places, self.seat, self.roll = tuple(places), seat, roll
        if max(self.places) >= self.GOAL:
            self.to_move = None
        else:
            self.to_move = CHANCE if roll is None else seat

    def chance_outcomes(self):
        return [(Roll(p), 1 / 3) for p in (1, 2, 3)] if self.to_move == CHANCE else []

    def legal_moves(self):
        if self.to_move is None:
            return []
        if self.to_move == CHANCE:
            return [m for m, _ in self.chance_outcomes()]
        return [Step(True), Step(False)]

    def _apply(self, move):
        if isinstance(move, Roll):
            return DiceRace(self.places, self.seat, move.pips)
        places = list(self.places)
        places[self.seat] += self.roll if move.full else 1
        return DiceRace(places, (self.seat + 1) % 3, None)

    def winners(self):
        if self.to_move is not None:
            return None
        return [max(range(3), key=lambda s: self.places[s])]

    def scores(self):
        return list(self.places)

    def key(self):
        return (self.places, self.seat, self.roll)

    def _parse(self, text):
        return Step(text == "full")

    def __str__(self):
        return f"{self.places} seat {self.seat} roll {self.roll}"


# ----- the API ---------------------------------------------------------------------------
def test_levels_and_settings():
    assert ai.LEVELS == ("beginner", "easy", "medium", "hard", "expert")
    times = [ai.level_settings(level)["seconds"] for level in ai.LEVELS]
    nodes = [ai.level_settings(level)["nodes"] for level in ai.LEVELS]
    assert times == sorted(times) and nodes == sorted(nodes)
    with pytest.raises(ValueError):
        ai.level_settings("grandmaster")
    with pytest.raises(ValueError):
        ai.choose_move(engines.new_game("apagos"), level="grandmaster", rng=random.Random(1))


def test_refuses_finished_games_and_chance_nodes():
    state = engines.new_game("apagos", setup=[1, 3, 3, 5])
    rng = random.Random(2)
    while not state.is_over():
        state = state.play(ai.choose_move(state, "random", rng))
    with pytest.raises(ValueError):
        ai.choose_move(state, "easy", random.Random(1), time_budget=0)
    with pytest.raises(ValueError):
        ai.choose_move(DiceRace(), "hard", random.Random(1), time_budget=0)


def apagos_positions():
    """A spread of Apagos positions: the arrangement, the start, middle games, endgames."""
    positions = [engines.new_game("apagos"), engines.new_game("apagos", setup=[5, 3, 7, 1])]
    rng = random.Random(11)
    for plies in (3, 8, 13, 18):
        state = engines.new_game("apagos", setup=list(rng.choice(apagos.ARRANGEMENTS)))
        for _ in range(plies):
            if state.is_over():
                break
            moves = state.legal_moves()
            nxt = state.play(moves[rng.randrange(len(moves))])
            if nxt.is_over():
                break
            state = nxt
        positions.append(state)
    return positions


@pytest.mark.parametrize("level", ai.LEVELS + ("random",))
def test_every_level_returns_a_legal_move(level):
    for index, state in enumerate(apagos_positions()):
        move = ai.choose_move(state, level, random.Random(index), time_budget=0.15)
        assert move in state.legal_moves(), (level, state.moves, move)
        state.play(move)  # the legality check of the rules agrees


@pytest.mark.parametrize("level", ai.LEVELS)
def test_deterministic_without_a_clock(level):
    for state in apagos_positions()[1:4]:
        limit = 15_000 if level in ("hard", "expert") else None
        first = [ai.choose_move(state, level, random.Random(seed), time_budget=0, node_limit=limit)
                 for seed in (3, 4)]
        again = [ai.choose_move(state, level, random.Random(seed), time_budget=0, node_limit=limit)
                 for seed in (3, 4)]
        assert first == again


def test_node_limit_is_respected():
    state = engines.new_game("apagos", setup=[3, 3, 1, 5])  # lost for Black: hard searches
    choice = ai.analyse(state, "hard", random.Random(1), time_budget=0, node_limit=5_000)
    assert choice.algorithm == "alphabeta" and choice.nodes <= 5_000


# ----- Apagos strength -------------------------------------------------------------------
ENDGAMES = [  # (arrangement, moves, the only winning move) found with apagos.solved_value
    ((1, 5, 7, 3), "W3 W2 B3 B1 2>1 W1 B3 W4 3>1 B4", "B3"),
    ((5, 3, 3, 1), "W1 W1 B3 B4 W2 W4 4>1 B3 B3 B1 3>1", "W3"),
    ((3, 5, 3, 1), "B1 W4 W1 B3 B2 W4 W3 3>1", "B4"),
]


@pytest.mark.parametrize("arrangement,moves,winning", ENDGAMES)
def test_expert_finds_the_only_winning_move(arrangement, moves, winning):
    state = engines.new_game("apagos", setup=list(arrangement))
    for move in moves.split():
        state = state.play(move)
    assert apagos.solved_value(state) == 1
    choice = ai.analyse(state, "expert", random.Random(5), time_budget=0)
    assert str(choice.move) == winning
    assert choice.algorithm == "plan"  # from the solved table


def test_hard_beats_random():
    for game in range(4):
        state = engines.new_game("apagos")
        hard_seat = game % 2
        rngs = [random.Random(game), random.Random(100 + game)]
        while not state.is_over():
            seat = state.to_move
            level = "hard" if seat == hard_seat else "random"
            state = state.play(ai.choose_move(state, level, rngs[seat], time_budget=0, node_limit=10_000))
        assert state.winners() == [hard_seat], state.moves


def test_opening_hook_is_consulted_at_hard_only(monkeypatch):
    book = engines.new_game("apagos").parse("setup 1 5 7 3")
    calls = []

    def opening(state, rng):
        calls.append(state)
        return book if state.in_setup() else None

    monkeypatch.setitem(apagos.GAME.extras, "opening", opening)
    start = engines.new_game("apagos")
    assert ai.choose_move(start, "hard", random.Random(1), time_budget=0) == book
    assert ai.choose_move(start, "easy", random.Random(1), time_budget=0) in start.legal_moves()
    assert len(calls) == 1
    later = start.play(book)  # the hook says None: the search decides
    assert ai.choose_move(later, "hard", random.Random(1), time_budget=0, node_limit=2_000) in later.legal_moves()


# ----- repeated turns (alpha-beta) and MCTS ----------------------------------------------
def test_alphabeta_with_extra_turns_is_exact():
    for pile in range(2, 16):  # (a pile of one has a single move: no search)
        state = ExtraNim(pile)
        assert not ai.uses_mcts(state)
        search = AlphaBeta(None, 0, 200_000)
        move = search.choose(state, random.Random(pile))
        assert (search.value > 0) == extranim_wins(pile), pile
        if extranim_wins(pile):
            nxt = state._apply(move)
            wins = (nxt.is_over() or (nxt.to_move == state.to_move and extranim_wins(nxt.pile))
                    or (nxt.to_move != state.to_move and not extranim_wins(nxt.pile)))
            assert wins, (pile, move)


def test_mcts_dice_race_three_players():
    state = DiceRace(places=(5, 6, 7), seat=0, roll=3)
    assert ai.uses_mcts(state)
    choice = ai.analyse(state, "medium", random.Random(3), time_budget=0)
    assert choice.algorithm == "mcts" and choice.move == Step(True)
    again = ai.analyse(state, "medium", random.Random(3), time_budget=0)
    assert (again.move, again.nodes, again.depth) == (choice.move, choice.nodes, choice.depth)
    # a whole game at every level, the dice rolled by the caller
    rng = random.Random(9)
    state = DiceRace()
    while not state.is_over():
        if state.to_move == CHANCE:
            state = state.play(engines.random_outcome(state, rng))
        else:
            level = ai.LEVELS[state.to_move]
            state = state.play(ai.choose_move(state, level, rng, time_budget=0, node_limit=300))
    assert len(state.winners()) == 1


def test_mcts_team_game_four_players():
    assert terminal_rewards(TeamNim(0, None, 1), 4) == [0.0, 1.0, 0.0, 1.0]
    # pile 4, seat 0 to move: taking 1 leaves 3, a loss for the next seat's team
    state = TeamNim(4, 0)
    choice = ai.analyse(state, "hard", random.Random(4), time_budget=0, node_limit=3_000)
    assert choice.algorithm == "mcts" and choice.move == Take(1)
    search = MCTS(None, 0, 500)
    assert search.choose(TeamNim(2, 1), random.Random(1)) == Take(2)  # the immediate win
