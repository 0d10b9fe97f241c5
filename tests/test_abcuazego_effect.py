"""Abcuazego: the engine beside an independent model of the rules over whole random games,
and `state.effect(move)` (the `Sowing` account views animate and describe) agreeing with
`state.play(move)` for typical moves and for every legal move along seeded games.
"""
from __future__ import annotations

import random

import pytest

import engines
from engines import IllegalMove
from engines import abcuazego as ab
from engines.abcuazego import CCW, STORES, Sow
from tests.test_abcuazego_rules import SEATS, ZAQUE, ZIPA, legal, position, row

# ----- an independent model, compared over whole random games ----------------------------------

class Model:
    """The rules written out again from the text, with named places instead of indices."""

    def __init__(self):
        self.pits = {(s, p): 5 for s in SEATS for p in range(1, 11)}
        self.stores = {0: 0, 1: 0}
        self.to_move, self.owed, self.plies = ZIPA, False, 0

    def ring(self):
        """Places counter-clockwise: Zipa 1..10, Zipa store, Zaque 1..10, Zaque store."""
        out = [("pit", 0, p) for p in range(1, 11)] + [("store", 0)]
        out += [("pit", 1, p) for p in range(1, 11)] + [("store", 1)]
        return out

    def count(self, place):
        return self.pits[place[1], place[2]] if place[0] == "pit" else self.stores[place[1]]

    def moves(self):
        seat, out = self.to_move, set()
        if seat is None:
            return out
        for pit in range(1, 11):
            grains = self.pits[seat, pit]
            if not grains:
                continue
            natural = "a" if grains % 2 else "c"
            out.add(f"{pit}{natural}")
            other = "c" if natural == "a" else "a"
            if any(place[0] == "pit" and place[1] != seat for place in self.path(seat, pit, other)):
                out.add(f"{pit}{other}")
        return out

    def path(self, seat, pit, letter):
        ring = self.ring()
        step = 1 if letter == "a" else -1
        at = ring.index(("pit", seat, pit))
        grains = self.pits[seat, pit]
        drops = []
        while len(drops) < grains:
            at = (at + step) % len(ring)
            if ring[at][0] == "store" and len(drops) < grains - 1:
                continue  # passed over by all but the last grain
            drops.append(ring[at])
        return drops

    def play(self, text):
        seat = self.to_move
        pit, letter = int(text[:-1]), text[-1]
        grains = self.pits[seat, pit]
        drops = self.path(seat, pit, letter)
        self.pits[seat, pit] = 0
        for place in drops:
            if place[0] == "pit":
                self.pits[place[1], place[2]] += 1
            else:
                self.stores[place[1]] += 1
        last = drops[-1]
        if last[0] == "pit":
            n = self.pits[last[1], last[2]]
            ends = lambda a, b: a > 0 and b > 0 and str(a)[-1] == str(b)[-1]  # noqa: E731
            facing = (1 - last[1], 11 - last[2])
            if last[1] == seat:
                hit = ends(n, grains) or ends(n, self.pits[facing])
                target = facing
            else:
                sides = [(last[1], last[2] + d) for d in (-1, 1) if 1 <= last[2] + d <= 10]
                hit = ends(n, grains) or any(ends(n, self.pits[p]) for p in sides + [facing])
                target = (last[1], last[2])
            if hit:
                self.stores[seat] += self.pits[target]
                self.pits[target] = 0
        full = {s: [p for p in range(1, 11) if self.pits[s, p]] for s in SEATS}
        if len(full[0]) == 1 and len(full[1]) == 1 and \
                self.pits[0, full[0][0]] == self.pits[1, full[1][0]]:
            target = (1 - seat, full[1 - seat][0])
            self.stores[seat] += self.pits[target]
            self.pits[target] = 0
        if last == ("store", seat):
            nxt, owed = seat, self.owed
        elif last == ("store", 1 - seat):
            nxt, owed = 1 - seat, True
        elif self.owed:
            nxt, owed = seat, False
        else:
            nxt, owed = 1 - seat, False
        self.plies += 1
        if max(self.stores.values()) >= 36:
            self.to_move = None
            return
        if not any(self.pits[nxt, p] for p in range(1, 11)) or self.plies >= 600:
            rows = {s: sum(self.pits[s, p] for p in range(1, 11)) for s in SEATS}
            taken = max(SEATS, key=lambda s: (rows[s], -s))
            self.stores[seat] += rows[taken]
            for p in range(1, 11):
                self.pits[taken, p] = 0
            self.to_move = None
            return
        self.to_move, self.owed = nxt, owed


def test_engine_agrees_with_an_independent_model_over_random_games():
    rng = random.Random(2024)
    for _ in range(300):
        state, model = engines.new_game("abcuazego"), Model()
        while not state.is_over():
            assert legal(state) == sorted(model.moves()), state.moves
            text = rng.choice(sorted(model.moves()))
            state, _ = state.play(text), model.play(text)
            for s in SEATS:
                assert state.row(s) == tuple(model.pits[s, p] for p in range(1, 11)), state.moves
                assert state.store(s) == model.stores[s], state.moves
            assert state.to_move == model.to_move, state.moves
            if state.to_move is not None:
                assert state.owed == model.owed, state.moves


def test_effect_account_matches_the_move():
    rng = random.Random(5)
    for _ in range(30):
        state = engines.new_game("abcuazego")
        while not state.is_over():
            move = rng.choice(state.legal_moves())
            sowing = state.effect(move)
            after = state.play(move)
            assert len(sowing.drops) == sowing.grains
            assert sum(sowing.board) == 100
            assert sowing.reverse == (move.step != ab.natural_direction(sowing.grains))
            gained = sum(c.grains for c in sowing.captures) + (sowing.row_taken[1] if sowing.row_taken else 0)
            assert after.store(sowing.seat) == sowing.board[STORES[sowing.seat]] + gained
            assert (after.end is not None) == after.is_over() == (sowing.end is not None)
            state = after


def test_effect_refuses_an_illegal_move():
    with pytest.raises(IllegalMove, match="empty"):
        position(ZIPA, row({3: 1}), row({1: 1})).effect(Sow(4, CCW))


# ----- the effect of a move, beside the position it leads to ---------------------------------

def test_effect_of_typical_moves():
    start = engines.new_game("abcuazego")
    reverse = start.effect("3c")  # 2, 1, past the Zaque's store, its 10, 9, 8: six there, like its neighbours
    assert reverse.seat == ZIPA and reverse.reverse and reverse.grains == 5
    assert reverse.drops == (1, 0, ab.pit_index(ZAQUE, 10), ab.pit_index(ZAQUE, 9), ab.pit_index(ZAQUE, 8))
    assert reverse.captures == (ab.Capture(ab.pit_index(ZAQUE, 8), 6, ("adjacent",), STORES[ZIPA]),)
    assert (reverse.next_seat, reverse.next_turn, reverse.extra_turn, reverse.end) == (ZAQUE, "plain", False, None)
    plain = position(ZAQUE, row({3: 1, 6: 1}), row({5: 1})).effect(Sow(3, CCW))
    assert plain.drops == (ab.pit_index(ZAQUE, 4),) and plain.captures == () and not plain.reverse
    assert (plain.seat, plain.next_seat, plain.next_turn, plain.extra_turn) == (ZAQUE, ZIPA, "plain", False)
    again = position(ZIPA, row({8: 3, 1: 1}), row({5: 1})).effect("8a")
    assert again.last == STORES[ZIPA] and (again.next_seat, again.next_turn, again.extra_turn) == (ZIPA, "again", True)
    feed = position(ZIPA, row({2: 2, 7: 1}), row({5: 1})).effect("2c")
    assert feed.last == STORES[ZAQUE] and (feed.next_seat, feed.next_turn) == (ZAQUE, "uaque")
    won = position(ZAQUE, row({9: 3, 4: 1}), row({2: 2, 6: 9}), stores=(33, 7)).effect("9a")
    assert won.end == "36" and won.next_seat is None and won.row_taken is None


def replayed(state, sowing):
    """The position after a move rebuilt from its account alone: the origin emptied, a
    grain on each place of the path, each capture moved into its store, the row taken."""
    board = list(state.board)
    board[sowing.origin] = 0
    for place in sowing.drops:
        board[place] += 1
    assert tuple(board) == sowing.board
    for capture in sowing.captures:
        assert board[capture.index] == capture.grains > 0
        board[capture.index] = 0
        board[capture.store] += capture.grains
    if sowing.row_taken:
        whose, grains = sowing.row_taken
        assert sum(board[i] for i in ab._ROW[whose]) == grains
        for i in ab._ROW[whose]:
            board[i] = 0
        board[STORES[sowing.seat]] += grains
    return tuple(board)


def test_the_effect_of_every_legal_move_agrees_with_playing_it():
    rng = random.Random(12)
    checked = 0
    for game in range(8):
        state = engines.new_game("abcuazego", max_plies=(60, 600)[game % 2])
        while not state.is_over():
            for move in state.legal_moves():
                sowing, after = state.effect(move), state.play(move)
                assert (sowing.seat, sowing.pit, sowing.step) == (state.to_move, move.pit, move.step)
                assert sowing.origin == ab.pit_index(state.to_move, move.pit)
                assert sowing.grains == len(sowing.drops) == state.board[sowing.origin]
                assert replayed(state, sowing) == after.board, (state.moves, move)
                assert all(c.store == STORES[sowing.seat] and c.index not in ab._ROW[sowing.seat]
                           for c in sowing.captures)
                assert sowing.next_seat == after.to_move and sowing.end == after.end
                assert sowing.extra_turn == (after.to_move == state.to_move)
                if sowing.end is None:
                    assert (sowing.next_turn == "again") == (sowing.last == STORES[sowing.seat])
                    assert (sowing.next_turn == "uaque") == (sowing.last == STORES[1 - sowing.seat])
                assert state.effect(str(move)) == sowing
                checked += 1
            state = state.play(rng.choice(state.legal_moves()))
    assert checked > 2000


def test_effect_does_not_change_the_position():
    state = engines.new_game("abcuazego").play("3a")
    before = (state.board, state.to_move, state.owed, state.moves)
    for move in state.legal_moves():
        state.effect(move)
    assert (state.board, state.to_move, state.owed, state.moves) == before
