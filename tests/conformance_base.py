"""The shared machinery of the conformance suite (tests/conformance.py): the seeded
random games every check runs over, and small helpers."""
from __future__ import annotations

import json
import random
import re
from typing import Any, Dict, List, Sequence, Tuple

import pytest

import engines
from engines import CHANCE


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



class GameSuite:
    """The random games of one game, played once per class and option set (see
    tests/conformance.py for the attributes a game may set)."""

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
        if key not in GameSuite._cache:
            GameSuite._cache[key] = [cls._play_random(options, index)
                                           for index in range(cls.random_games)]
        return GameSuite._cache[key]

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

