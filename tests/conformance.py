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

import json
import math
import random
import re
from typing import Any, Dict, List, Sequence, Tuple

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engines
from engines import CHANCE, IllegalMove


# ----- helpers ---------------------------------------------------------------------------

def _label(game_id: str, options: Dict[str, Any]) -> str:
    return f"{game_id} {options!r}"


def _replay(game_id: str, options: Dict[str, Any], moves: Sequence[str]):
    state = engines.new_game(game_id, **options)
    for text in moves:
        state = state.play(text)
    return state


def _snapshot(state) -> Tuple[Any, ...]:
    """Everything observable that must not change when a play() is refused."""
    return (state.moves, str(state), state.key(), hash(state), state.to_move,
            [str(m) for m in state.legal_moves()])


def _spacing_variants(text: str) -> List[str]:
    """The same notation with other case and extra spaces, as a player may type it."""
    return [
        text.upper(),
        text.lower(),
        text.swapcase(),
        f"  {text}  ",
        f"\t{text}\n",
        " " + text.replace(" ", "   ") + " ",
    ]


_ODD_DIGITS = [str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹"),
               str.maketrans("0123456789", "０１２３４５６７８９"),
               str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")]


def _mutations(text: str) -> List[str]:
    """Near misses of a real notation: what a typo, a paste or a hostile URL gives."""
    out = [text + "x", "x" + text, text[::-1], text[:-1], text + text, text + ";", text.replace(" ", "")]
    out += [text.translate(table) for table in _ODD_DIGITS]
    out += [text.replace(ch, "") for ch in set(text) if not ch.isspace()][:3]
    return [t for t in out if t != text]


def _names_move(message: str, number: int) -> bool:
    return re.search(rf"\bmove {number}\b", message, re.IGNORECASE) is not None


class _Game:
    """One finished random game: its options, seed and every state along the way."""

    def __init__(self, options: Dict[str, Any], seed: str, states: list):
        self.options = options
        self.seed = seed
        self.states = states

    @property
    def final(self):
        return self.states[-1]

    @property
    def moves(self) -> Tuple[str, ...]:
        return self.final.moves

    def where(self) -> str:
        return f"options={self.options!r} seed={self.seed!r} moves={list(self.moves)!r}"


# ----- the suite ----------------------------------------------------------------------------

class GameConformance:
    """Subclass with `game_id = "..."` (and optionally the attributes above)."""

    game_id: str = ""
    option_sets: Sequence[Dict[str, Any]] = ({},)
    random_games: int = 200
    seed: int = 20240601
    max_plies: int = 5000
    detail_games: int = 25
    bad_option_values: Dict[str, List[Any]] = {}

    _cache: Dict[Tuple[Any, ...], List[_Game]] = {}

    # --- the random games, played once per class and option set -----------------------
    @classmethod
    def games(cls, options: Dict[str, Any]) -> List[_Game]:
        key = (cls.game_id, json.dumps(options, sort_keys=True), cls.random_games, cls.seed, cls.max_plies)
        if key not in GameConformance._cache:
            GameConformance._cache[key] = [cls._play_random(options, index)
                                           for index in range(cls.random_games)]
        return GameConformance._cache[key]

    @classmethod
    def _play_random(cls, options: Dict[str, Any], index: int) -> _Game:
        seed = f"{cls.game_id}/{json.dumps(options, sort_keys=True)}/{cls.seed}/{index}"
        rng = random.Random(seed)
        state = engines.new_game(cls.game_id, **options)
        states = [state]
        while not state.is_over():
            if len(states) > cls.max_plies:
                pytest.fail(f"{_label(cls.game_id, options)}: random game {seed!r} did not end within "
                            f"{cls.max_plies} plies; last moves {list(state.moves[-20:])!r}")
            if state.to_move == CHANCE:
                move = engines.random_outcome(state, rng)
            else:
                moves = state.legal_moves()
                assert moves, (f"{_label(cls.game_id, options)}: no legal move but the game is not over "
                               f"after {list(state.moves)!r}")
                move = rng.choice(moves)
            state = state.play(move)
            states.append(state)
        return _Game(options, seed, states)

    def all_games(self):
        for options in self.option_sets:
            yield from self.games(options)

    def detail(self):
        """The games that get the expensive checks: the first few of every option set."""
        for options in self.option_sets:
            yield from self.games(options)[: self.detail_games]

    @property
    def info(self):
        return engines.GAMES[self.game_id]

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
    ], ids=lambda r: repr(r)[:40])
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
