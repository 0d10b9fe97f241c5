"""Abagio positions for the tests: games from move lists, a pool of seeded whole games,
and small readers of positions. Shared by tests/test_abagio_*.py.

Positions are reached by real move sequences from `engines.new_game("abagio")`: the
dice are chance moves, so a test picks the rolls it needs and plays them like moves.
Positions that need a whole game to reach (every frog on the Inner Path, a win) are
found in seeded games played through the rules.

Seat 0 is Red, seat 1 Purple. A stack is written bottom to top: "RPRP".
"""
from __future__ import annotations

import random

import pytest

import engines
from engines import CHANCE, IllegalMove
from engines import abagio
from engines.abagio import POND, Leap



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



def all_out(first_rolls=""):
    """Red brings all six Root frogs out early (purple dawdles at the back)."""
    return game("6-6 0/6 0/6 6/12 6/12 1-1 0/1 1/2 2/3 3/4 "
                "5-6 0/5 0/6 1-1 0/1 1/2 2/3 3/4 "
                "4-4 0/4 0/4 4/8 4/8")



def home(state, colour):
    return state.board is not None and abagio.all_in(state.board, state.root, colour)

