"""The conformance suite's checks of records and `engines.load` (part of
tests/conformance.py's GameConformance): round trips, replay equality, and garbage
that must raise only ValueError with a useful message."""
from __future__ import annotations

import json
import random
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engines
from engines import CHANCE, IllegalMove

try:
    from conformance_base import GameSuite, _mutations, _names_move, _replay
except ImportError:  # run from elsewhere with the repo root on sys.path
    from tests.conformance_base import GameSuite, _mutations, _names_move, _replay


class RecordChecks(GameSuite):
    """Records in and out, for every game of the suite."""

    # --- records ---------------------------------------------------------------------------
    def _check_record(self, state, where: str):
        record = state.record()
        assert set(record) == {"game", "options", "moves"}, where
        assert record["game"] == self.game_id
        assert isinstance(record["moves"], list) and all(isinstance(m, str) for m in record["moves"])
        assert record["moves"] == list(state.moves)
        loaded = engines.load(record)
        assert loaded == state, where
        assert hash(loaded) == hash(state), where
        assert loaded.moves == state.moves, where
        assert loaded.record() == record, where
        wire = json.loads(json.dumps(record, allow_nan=False))
        assert wire == record, f"record is not JSON-safe: {record!r}"
        again = engines.load(wire)
        assert again == state and again.moves == state.moves, where
        assert str(again) == str(state), where
        assert again.scores() == state.scores(), where
        assert again.winners() == state.winners(), where
        assert again.to_move == state.to_move, where

    def test_record_round_trip(self):
        for game in self.all_games():
            self._check_record(game.final, game.where())
            middle = game.states[len(game.states) // 2]
            self._check_record(middle, f"after {len(middle.moves)} moves of {game.where()}")

    def test_record_round_trip_every_ply(self):
        for game in self.detail():
            for state in game.states:
                self._check_record(state, f"after {len(state.moves)} moves of {game.where()}")

    def test_replay_equality(self):
        for game in self.all_games():
            one = _replay(self.game_id, game.options, game.moves)
            two = _replay(self.game_id, game.options, list(game.moves))
            assert one == two == game.final
            assert hash(one) == hash(two) == hash(game.final)
            assert one.moves == two.moves == game.moves
            assert one is not two
            assert len({one, two, game.final}) == 1

    def test_load_truncated(self):
        for game in self.detail():
            for cut in range(len(game.moves) + 1):
                record = {"game": self.game_id, "options": game.options, "moves": list(game.moves[:cut])}
                loaded = engines.load(record)
                assert loaded == game.states[cut], f"prefix of {cut} moves; {game.where()}"
                assert loaded.moves == game.moves[:cut]

    def test_load_shuffled(self):
        rng = random.Random(f"{self.seed}/shuffle")
        for game in self.detail():
            for _ in range(3):
                moves = list(game.moves)
                rng.shuffle(moves)
                record = {"game": self.game_id, "options": game.options, "moves": moves}
                try:
                    loaded = engines.load(record)
                except ValueError as exc:
                    message = str(exc)
                    numbers = [n for n in range(1, len(moves) + 1) if _names_move(message, n)]
                    assert numbers, f"the message {message!r} names no move number; moves {moves!r}"
                    bad = numbers[0]
                    # everything before the named move is a legal game
                    prefix = engines.load({**record, "moves": moves[:bad - 1]})
                    with pytest.raises(IllegalMove):
                        prefix.play(moves[bad - 1])
                else:
                    assert loaded.moves == tuple(moves)
                    assert loaded == _replay(self.game_id, game.options, moves)

    def test_load_move_after_the_end(self):
        extra_pool = sorted({m for game in self.detail() for m in game.moves})
        for game in self.detail():
            for extra in extra_pool[:5] + [game.moves[-1], game.moves[0]]:
                record = {"game": self.game_id, "options": game.options, "moves": list(game.moves) + [extra]}
                with pytest.raises(ValueError) as excinfo:
                    engines.load(record)
                assert _names_move(str(excinfo.value), len(game.moves) + 1), str(excinfo.value)

    def test_load_illegal_move_names_its_number(self):
        pool = sorted({m for game in self.detail() for m in game.moves})
        rng = random.Random(f"{self.seed}/illegal")
        for game in self.detail():
            cut = rng.randrange(len(game.moves))
            state = game.states[cut]
            legal = {str(m) for m in state.legal_moves()}
            for text in [t for t in pool if t not in legal][:10] + ["zz-not-a-move", "", "   "]:
                record = {"game": self.game_id, "options": game.options,
                          "moves": list(game.moves[:cut]) + [text] + list(game.moves[cut:])}
                try:
                    state.parse(text)
                except IllegalMove:
                    pass
                else:
                    continue  # the text was legal after all (case/space variants)
                with pytest.raises(ValueError) as excinfo:
                    engines.load(record)
                assert _names_move(str(excinfo.value), cut + 1), (
                    f"{excinfo.value!s} does not name move {cut + 1}")

    @pytest.mark.parametrize("record", [
        None, [], "apagos", 7, 3.5, True, b"bytes", object(),
        {}, {"game": None}, {"game": 7}, {"game": ["x"]}, {"game": "no-such-game", "options": {}, "moves": []},
        {1: "x"}, {("tuple",): 1}, {None: None},
    ], ids=lambda r: "object()" if type(r) is object else repr(r)[:40])  # no address: the same ids in every worker
    def test_load_garbage_records(self, record):
        with pytest.raises(ValueError) as excinfo:
            engines.load(record)
        assert str(excinfo.value).strip()

    def test_load_garbage_fields(self):
        good = engines.new_game(self.game_id, **self.option_sets[0])
        some_legal = str(good.legal_moves()[0]) if good.to_move != CHANCE else str(
            good.chance_outcomes()[0][0])
        base = {"game": self.game_id, "options": dict(self.option_sets[0])}
        bad_records = [
            {**base, "moves": "not a list"},
            {**base, "moves": 7},
            {**base, "moves": {"0": some_legal}},
            {**base, "moves": {"a": 1}},
            {**base, "moves": 3.5},
            {**base, "moves": [1]},
            {**base, "moves": [None]},
            {**base, "moves": [{"move": some_legal}]},
            {**base, "moves": [some_legal, 3]},
            {**base, "moves": [some_legal, None]},
            {**base, "moves": [["nested"]]},
            {**base, "moves": [b"bytes"]},
            {"game": self.game_id, "options": "setup", "moves": []},
            {"game": self.game_id, "options": ["x"], "moves": []},
            {"game": self.game_id, "options": 7, "moves": []},
            {"game": self.game_id, "options": {1: 2}, "moves": []},
            {"game": self.game_id, "options": {None: 2}, "moves": []},
            {"game": self.game_id, "options": {"no_such_option": 1}, "moves": []},
            {"game": self.game_id, "options": {"game_id": 1}, "moves": []},
            {"game": self.game_id, "options": {}, "moves": [], "extra": 1},
            {"options": {}, "moves": []},
        ]
        for record in bad_records:
            with pytest.raises(ValueError) as excinfo:
                engines.load(record)
            assert str(excinfo.value).strip(), record
        # lenient or strict, but never anything but ValueError
        for record in ({**base, "moves": None}, {**base, "options": None, "moves": []}):
            try:
                engines.load(record)
            except ValueError as exc:
                assert str(exc).strip()
        # moves with the wrong type name their move number
        for moves, number in (([1], 1), ([some_legal, None], 2), ([some_legal, {"x": 1}], 2)):
            with pytest.raises(ValueError) as excinfo:
                engines.load({**base, "moves": moves})
            assert _names_move(str(excinfo.value), number), str(excinfo.value)

    @settings(max_examples=150, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(data=st.data())
    def test_load_random_strings(self, data):
        games = [g for g in self.detail()]
        game = games[data.draw(st.integers(0, len(games) - 1), label="game")]
        cut = data.draw(st.integers(0, len(game.moves) - 1), label="cut")
        pool = sorted({m for g in games for m in g.moves})
        text = data.draw(st.one_of(
            st.text(max_size=30),
            st.sampled_from(pool).map(lambda m: m + "x"),
            st.sampled_from(pool).map(lambda m: m[::-1]),
            st.sampled_from(pool).flatmap(lambda m: st.text(alphabet=m + " >0123456789", max_size=len(m) + 3)),
            st.sampled_from(pool),
            st.sampled_from(pool).flatmap(lambda m: st.sampled_from(_mutations(m) or [m])),
        ), label="text")
        state = game.states[cut]
        record = {"game": self.game_id, "options": game.options,
                  "moves": list(game.moves[:cut]) + [text] + list(game.moves[cut:cut + 1])}
        try:
            expected_next = state.play(text)
        except IllegalMove as exc:
            assert str(exc).strip()
            with pytest.raises(ValueError) as excinfo:
                engines.load(record)
            assert _names_move(str(excinfo.value), cut + 1), str(excinfo.value)
        else:
            move = state.parse(text)
            assert move in state.legal_moves()
            assert expected_next == state.play(move)
            try:
                loaded = engines.load(record)
            except ValueError as exc:
                assert _names_move(str(exc), cut + 2), str(exc)
            else:
                assert loaded.moves[cut] == str(move)

