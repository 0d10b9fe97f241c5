"""Every game joins the engine-contract conformance suite here, one line each."""
from dataclasses import dataclass

import pytest

import engines
from engines.core import GameInfo, IllegalMove, Move, Option, State, shorten

try:
    from conformance import GameConformance
except ImportError:  # run from elsewhere with the repo root on sys.path
    from tests.conformance import GameConformance


class TestApagos(GameConformance):
    game_id = "apagos"
    option_sets = [{}, {"setup": [5, 3, 7, 1]}]
    bad_option_values = {"setup": [[7, 7, 1, 1], [1, 1, 3, 5], [5, 3, 7], [5, 3, 7, 1, 1],
                                   [5, 3, 7, True], [5.0, 3, 7, 1], "5 3 7 1", 5371, [2, 4, 3, 5]]}


class TestAbcuazego(GameConformance):
    game_id = "abcuazego"
    option_sets = [{}, {"max_plies": 30}]
    bad_option_values = {"max_plies": [0, -1, True, 2.5, "600", None, [600], 100_001]}


class TestAbalone(GameConformance):
    game_id, random_games, detail_games = "abalone", 12, 1
    option_sets = [{"max_plies": 120}, {"layout": "belgian", "max_plies": 60}, {"layout": "german", "max_plies": 60},
                   {"players": 3, "max_plies": 90}, {"players": 4, "max_plies": 90},
                   {"players": 4, "partners_double_turn": True, "max_plies": 60}]
    bad_option_values = {"players": [1, 5, "2", 2.0, True], "layout": ["daisy", None, 1],
                         "partners_double_turn": [1, "yes", None], "max_plies": [0, -3, True, 2.5, "100"]}


class TestAbagio(GameConformance):
    game_id = "abagio"
    option_sets = [{}, {"first": "purple"}, {"first": "roll"}]
    random_games, detail_games, max_plies = 30, 1, 20_000  # ~300-ply games: the O(n^2) replays are costly
    bad_option_values = {"first": ["Red", "blue", "", None, 0, 1, True, ["red"]]}


# ----- a self-test of the suite's chance-node checks: a toy dice race --------------------------
# Beside Abagio's fair dice, a toy race with uneven odds (registered only while its tests
# run) keeps the suite's chance branch honest: `step` moves 1, `roll` hands over to a die
# d1/d2/d3 with probabilities 1/2, 1/4, 1/4. First to reach the target wins.

@dataclass(frozen=True)
class _Word(Move):
    word: str

    def __str__(self):
        return self.word


@dataclass(frozen=True)
class _Advance:
    """What a toy move does: how far the mover goes (0 for a roll, which hands over to the die)."""

    mover: int
    steps: int


class _RaceState(State):
    game_id = "toy-race"
    num_players = 2
    ODDS = {"d1": 0.5, "d2": 0.25, "d3": 0.25}

    def __init__(self, options, where=(0, 0), to_move=0, mover=0):
        self.options, self.where, self.to_move, self.mover, self._history = options, where, to_move, mover, None

    def legal_moves(self):
        if self.to_move is None:
            return []
        if self.to_move == engines.CHANCE:
            return [_Word(w) for w in self.ODDS]
        return [_Word("step"), _Word("roll")]

    def chance_outcomes(self):
        return [(_Word(w), p) for w, p in self.ODDS.items()] if self.to_move == engines.CHANCE else []

    def _apply(self, move):
        if move.word == "roll":
            return _RaceState(self.options, self.where, engines.CHANCE, self.mover)
        where = list(self.where)
        where[self.mover] += 1 if move.word == "step" else int(move.word[1])
        done = where[self.mover] >= self.options["target"]
        return _RaceState(self.options, tuple(where), None if done else 1 - self.mover, 1 - self.mover)

    def _effect(self, move):
        steps = {"roll": 0, "step": 1}.get(move.word)
        return _Advance(self.mover, int(move.word[1]) if steps is None else steps)

    def _parse(self, text):
        if text in ("step", "roll", "d1", "d2", "d3"):
            return _Word(text)
        raise IllegalMove(f"{shorten(text)!r} is not a move: step, roll, d1, d2 or d3")

    def winners(self):
        if self.to_move is not None:
            return None
        return [max(range(2), key=lambda s: self.where[s])]

    def scores(self):
        return list(self.where)

    def key(self):
        return (self.where, self.to_move, self.mover)

    def __str__(self):
        return f"race {self.where} to move {self.to_move}"


_RACE = GameInfo(id="toy-race", name="Toy race", players=(2,),
                 options=(Option("target", 6, "Target", choices=(6, 10)),),
                 create=lambda options: _RaceState(options))


class TestToyDiceRace(GameConformance):
    game_id = "toy-race"
    option_sets = [{}, {"target": 10}]
    random_games = 60
    detail_games = 10

    @pytest.fixture(autouse=True)
    def _registered(self):
        engines.GAMES["toy-race"] = _RACE
        try:
            yield
        finally:
            del engines.GAMES["toy-race"]

    def test_chance_nodes_are_reached(self):
        assert any(s.to_move == engines.CHANCE for g in self.all_games() for s in g.states)
