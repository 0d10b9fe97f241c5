"""The engine-contract conformance suite that every game joins by one line.

    from tests.conformance import GameConformance

    class TestApagos(GameConformance):
        game_id = "apagos"
        option_sets = [{}, {"setup": [5, 3, 7, 1]}]

Everything is checked against shared/design/engine-api.md, for every option set:

* seeded random games are played to the end (chance nodes draw by
  `chance_outcomes()` with a seeded rng through `engines.random_outcome`); each
  ends, `to_move`, `legal_moves()`, `winners()`, `scores()` and `str()` behave;
* notation round trips (`parse(str(m)) == m`, case and space tolerant,
  `play(str(m)) == play(m)`);
* chance outcomes sum to 1 and match `legal_moves()`;
* records round trip (`load`, JSON, replay equality and hashing);
* `load` of garbage raises only ValueError with a useful message that names
  the move number for a bad move; truncated, shuffled and over-long move lists;
* illegal `play()` raises `IllegalMove` and leaves the state unchanged;
* `effect(move)` says what every legal move does as a frozen dataclass, the same for
  a move and its notation, and refuses illegal moves with `IllegalMove`;
* `new_game` rejects unknown options and bad option values, naming the option.

Class attributes a game may set (all but `game_id` optional):

    game_id           the registry id
    option_sets       list of option dicts to run everything with (default [{}])
    random_games      random games per option set (default 200)
    seed              base seed of the random games
    max_plies         safety cap per game; exceeding it fails with the moves so far
    detail_games      how many of the games get the expensive per-move checks
    bad_option_values extra {option: [bad values]} beyond the generic ones
"""
from __future__ import annotations

import dataclasses
import math
import random

import pytest

import engines
from engines import CHANCE, IllegalMove

try:
    from conformance_base import _mutations, _snapshot, _spacing_variants
    from conformance_records import RecordChecks
except ImportError:  # run from elsewhere with the repo root on sys.path
    from tests.conformance_base import _mutations, _snapshot, _spacing_variants
    from tests.conformance_records import RecordChecks


class GameConformance(RecordChecks):
    """Subclass with `game_id = "..."` (and optionally the attributes above)."""

    # --- registration and options ----------------------------------------------------
    def test_registered(self):
        assert self.game_id in engines.GAMES, f"{self.game_id!r} is not in engines.GAMES"
        info = self.info
        assert info.id == self.game_id
        state = engines.new_game(self.game_id)
        assert state.game_id == self.game_id
        assert state.num_players in info.players
        assert state.moves == ()

    def test_option_sets_start(self):
        for options in self.option_sets:
            state = engines.new_game(self.game_id, **options)
            assert state.moves == ()
            assert not state.is_over()
            record = state.record()
            assert set(record) == {"game", "options", "moves"}
            assert record["game"] == self.game_id
            assert record["moves"] == []
            assert set(record["options"]) == {opt.name for opt in self.info.options}
            assert engines.load(record) == state

    def test_new_game_unknown_option(self):
        name = "no_such_option_xyz"
        with pytest.raises(ValueError) as excinfo:
            engines.new_game(self.game_id, **{name: 1})
        assert name in str(excinfo.value)
        with pytest.raises(ValueError) as excinfo:
            engines.load({"game": self.game_id, "options": {name: 1}, "moves": []})
        assert name in str(excinfo.value)

    def test_new_game_bad_option_values(self):
        generic = [object(), "\u2666 not a value \u2666", float("nan"), {"nested": ["dict"]}]
        for option in self.info.options:
            for value in generic + list(self.bad_option_values.get(option.name, [])):
                with pytest.raises(ValueError) as excinfo:
                    engines.new_game(self.game_id, **{option.name: value})
                assert option.name in str(excinfo.value), (
                    f"the message for {option.name}={value!r} does not name the option: {excinfo.value}")
                if isinstance(value, (str, float, dict, list)):
                    with pytest.raises(ValueError):
                        engines.load({"game": self.game_id, "options": {option.name: value}, "moves": []})

    def test_new_game_unknown_game(self):
        with pytest.raises(ValueError) as excinfo:
            engines.new_game("no-such-game")
        assert self.game_id in str(excinfo.value)

    # --- random games ------------------------------------------------------------------
    def test_random_games_end(self):
        for game in self.all_games():
            final = game.final
            assert final.is_over(), game.where()
            assert final.to_move is None, game.where()
            assert final.legal_moves() == [], game.where()
            assert final.chance_outcomes() == [], game.where()
            winners = final.winners()
            assert isinstance(winners, list), f"winners() is {winners!r} at the end; {game.where()}"
            assert all(isinstance(w, int) and 0 <= w < final.num_players for w in winners), game.where()
            assert len(set(winners)) == len(winners), game.where()
            assert len(winners) < final.num_players or final.num_players == 1, (
                f"everyone won: {winners!r}; {game.where()}")
            assert len(final.moves) == len(game.states) - 1 == final.ply

    def test_states_along_the_way(self):
        for game in self.all_games():
            for number, state in enumerate(game.states):
                where = f"after {number} moves of {game.where()}"
                assert state.game_id == self.game_id
                if state is not game.final:
                    assert not state.is_over(), where
                    assert state.winners() is None, where
                    assert state.to_move == CHANCE or 0 <= state.to_move < state.num_players, where
                    assert state.is_chance() == (state.to_move == CHANCE), where
                    assert state.legal_moves(), where
                scores = state.scores()
                assert len(scores) == state.num_players, where
                assert all(isinstance(s, (int, float)) and not isinstance(s, bool) for s in scores), where
                text = str(state)
                assert isinstance(text, str) and text.strip(), where
                assert len(state.moves) == number, where

    def test_chance_outcomes(self):
        for game in self.all_games():
            for state in game.states:
                outcomes = state.chance_outcomes()
                if state.to_move != CHANCE:
                    assert outcomes == [], f"chance outcomes at a player's turn; {game.where()}"
                    continue
                moves = [m for m, _ in outcomes]
                assert len(set(moves)) == len(moves), f"repeated outcomes {moves}; {game.where()}"
                assert set(moves) == set(state.legal_moves()), game.where()
                assert all(0 < p <= 1 for _, p in outcomes), outcomes
                assert math.isclose(sum(p for _, p in outcomes), 1.0, abs_tol=1e-9), outcomes

    def test_random_outcome_is_seeded(self):
        for game in self.all_games():
            for state in game.states:
                if state.to_move == CHANCE:
                    first = engines.random_outcome(state, random.Random(5))
                    assert first == engines.random_outcome(state, random.Random(5))
                    assert first in state.legal_moves()

    # --- notation ----------------------------------------------------------------------
    def test_notation_round_trip(self):
        for game in self.detail():
            for state in game.states[:-1]:
                for move in state.legal_moves():
                    text = str(move)
                    assert isinstance(text, str) and text, f"empty notation for {move!r}"
                    assert text == text.strip(), f"notation {text!r} has surrounding spaces"
                    assert state.parse(text) == move, f"parse({text!r}) != {move!r}; {game.where()}"
                    for variant in _spacing_variants(text):
                        assert state.parse(variant) == move, (
                            f"parse({variant!r}) != {move!r}; {game.where()}")
                    after = state.play(move)
                    assert state.play(text) == after
                    assert state.play(text).moves == after.moves == state.moves + (text,)
                    assert hash(state.play(text)) == hash(after)

    def test_moves_are_values(self):
        for game in self.detail():
            for state in game.states[:-1]:
                moves = state.legal_moves()
                assert len(set(moves)) == len(moves), f"repeated legal moves; {game.where()}"
                texts = [str(m) for m in moves]
                assert len(set(texts)) == len(texts), f"two legal moves share notation {texts}"
                for move in moves:
                    hash(move)
                    assert isinstance(move, engines.Move)

    # --- illegal plays ---------------------------------------------------------------------------
    def test_illegal_play_raises_and_changes_nothing(self):
        pool = sorted({m for game in self.detail() for m in game.moves})
        garbage = ["", "   ", "zz-not-a-move", "\x00", "move 1", "\u2666", "9" * 50]
        for game in self.detail():
            for state in game.states[::3] + [game.final]:
                before = _snapshot(state)
                legal = {str(m) for m in state.legal_moves()}
                for text in [t for t in pool if t not in legal] + garbage:
                    try:
                        move = state.parse(text)
                    except IllegalMove as exc:
                        assert str(exc).strip(), f"empty message for {text!r}"
                    else:
                        assert move in state.legal_moves(), f"parse({text!r}) gave an illegal {move!r}"
                        continue
                    with pytest.raises(IllegalMove) as excinfo:
                        state.play(text)
                    assert isinstance(excinfo.value, ValueError)
                    assert str(excinfo.value).strip(), f"empty message for play({text!r})"
                    assert _snapshot(state) == before, f"play({text!r}) changed the state"
                for thing in (None, 7, 3.5, ["x"], object()):
                    with pytest.raises(IllegalMove) as excinfo:
                        state.play(thing)
                    assert str(excinfo.value).strip()
                    with pytest.raises(IllegalMove):
                        state.parse(thing)
                assert _snapshot(state) == before

    def test_near_miss_notation(self):
        """parse()/play() of a near-miss text give a legal move or IllegalMove, nothing else."""
        pool = sorted({m for game in self.detail() for m in game.moves})
        texts = sorted({t for m in pool for t in _mutations(m)})
        for game in list(self.detail())[:: max(1, self.detail_games // 5)]:
            for state in game.states[::2]:
                before = _snapshot(state)
                for text in texts:
                    try:
                        move = state.parse(text)
                    except IllegalMove as exc:
                        assert str(exc).strip()
                        with pytest.raises(IllegalMove):
                            state.play(text)
                    except Exception as exc:  # noqa: BLE001 - the point of the test
                        pytest.fail(f"parse({text!r}) raised {type(exc).__name__}: {exc} "
                                    f"instead of IllegalMove; {game.where()}")
                    else:
                        assert move in state.legal_moves(), f"parse({text!r}) gave an illegal {move!r}"
                assert _snapshot(state) == before

    def test_illegal_move_objects(self):
        """A move object legal elsewhere but not here is refused like its notation."""
        for game in self.detail():
            seen = {m for s in game.states[:-1] for m in s.legal_moves()}
            for state in game.states[::4] + [game.final]:
                before = _snapshot(state)
                legal = set(state.legal_moves())
                for move in seen - legal:
                    with pytest.raises(IllegalMove) as excinfo:
                        state.play(move)
                    assert str(excinfo.value).strip()
                assert _snapshot(state) == before

    def test_play_does_not_mutate(self):
        for game in self.detail():
            for index, state in enumerate(game.states[:-1]):
                before = _snapshot(state)
                for move in state.legal_moves():
                    state.play(move)
                assert _snapshot(state) == before
                assert state.play(game.moves[index]) == game.states[index + 1]

    def test_over_refuses_everything(self):
        for game in self.detail():
            final = game.final
            for text in set(game.moves):
                with pytest.raises(IllegalMove) as excinfo:
                    final.play(text)
                assert str(excinfo.value).strip()

    # --- what a move does ----------------------------------------------------------------
    def test_effect_of_every_legal_move(self):
        for game in self.detail():
            for state in game.states[:-1]:
                before = _snapshot(state)
                for move in state.legal_moves():
                    effect = state.effect(move)
                    assert dataclasses.is_dataclass(effect) and effect.__dataclass_params__.frozen, (
                        f"effect({move}) is {effect!r}, not a frozen dataclass; {game.where()}")
                    assert state.effect(str(move)) == effect, game.where()
                    hash(effect)
                assert _snapshot(state) == before

    def test_effect_refuses_what_play_refuses(self):
        for game in self.detail():
            final = game.final
            for text in set(game.moves):
                with pytest.raises(IllegalMove):
                    final.effect(text)
            start = game.states[0]
            for text in ("", "\u2666", "zz9 zz9", "x" * 10_000):
                with pytest.raises(IllegalMove) as excinfo:
                    start.effect(text)
                assert len(str(excinfo.value)) < 400, "a message echoes a huge input whole"
