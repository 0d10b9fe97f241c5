"""Abalone move generation checked against an independent count.

`SimpleAbalone` below is a deliberately plain second move generator: a dict from
(row, diagonal) to seat, every line of 1-3 cells tried in every direction, each rule
written out as the rulebook says it. It shares no code with engines/abalone.py (nor
engines/hexgrid.py). Perft (the number of move sequences of a given length) from every
starting position to depth 3, and from positions in the middle of random games, must
agree; at depth 1 the positions reached must agree too, one for one.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

import engines

ROWS = "abcdefghi"
CELLS = [(r, d) for r in range(9) for d in range(9) if abs(r - d) <= 4]
ON = set(CELLS)
DIRS = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)]


def add(cell, step, times=1):
    return (cell[0] + step[0] * times, cell[1] + step[1] * times)


def neg(step):
    return (-step[0], -step[1])


class SimpleAbalone:
    """A position: board {(row, diag): seat}, the seat to move, credits, the turn order."""

    def __init__(self, board, to_move, players, double=False, credit=None):
        self.board = dict(board)
        self.to_move = to_move
        self.players = players
        self.double = double
        self.credit = list(credit or [0] * players)

    def side(self, seat):
        if self.players == 4:
            return {seat, (seat + 2) % 4}
        return {seat}

    def next_seat(self):
        if self.players == 4 and self.double:
            order = [0, 2, 1, 3]
            return order[(order.index(self.to_move) + 1) % 4]
        return (self.to_move + 1) % self.players

    def over(self):
        return any(sum(self.credit[s] for s in self.side(seat)) >= 6 for seat in range(self.players))

    def moves(self):
        """Every legal move as (cells of the moving line, direction)."""
        if self.over():
            return []
        me = self.to_move
        friends = self.side(me)
        out = []
        groups = []
        for cell in CELLS:
            groups.append([cell])
            for axis in DIRS[:3]:
                for n in (2, 3):
                    groups.append([add(cell, axis, i) for i in range(n)])
        for group in groups:
            if not all(c in ON and self.board.get(c) in friends for c in group):
                continue
            if not any(self.board.get(c) == me for c in group):
                continue  # a line must hold one of the mover's own marbles
            for step in DIRS:
                if self.legal(group, step):
                    out.append((tuple(group), step))
        return out

    def legal(self, group, step):
        friends = self.side(self.to_move)
        if len(group) > 1:
            axis = (group[1][0] - group[0][0], group[1][1] - group[0][1])
            inline = step in (axis, neg(axis))
        else:
            inline = True
        if not inline:  # broadside: every target on the board and empty
            return all(add(c, step) in ON and add(c, step) not in self.board for c in group)
        ordered = sorted(group, key=lambda c: c[0] * step[0] + c[1] * step[1])
        rear, front = ordered[0], ordered[-1]
        ahead = add(front, step)
        if ahead not in ON:
            return False          # never move your own marble off the board
        if ahead not in self.board:
            return True
        if self.board[ahead] in friends:
            return False          # that would be a longer line (or four in a row)
        pushed = 0
        cell = ahead
        while cell in self.board and self.board[cell] not in friends:
            pushed += 1
            cell = add(cell, step)
        if pushed >= len(group):
            return False          # stalemate or outnumbered
        if cell in self.board:
            return False          # a friendly marble behind the pushed run blocks
        if self.board[rear] != self.to_move:
            return False          # the pushing (rear) marble must be the mover's own
        return True

    def play(self, move):
        group, step = move
        board = dict(self.board)
        credit = list(self.credit)
        chain = list(group)
        ordered = sorted(group, key=lambda c: c[0] * step[0] + c[1] * step[1])
        if len(group) == 1 or step in ((ordered[1][0] - ordered[0][0], ordered[1][1] - ordered[0][1]),
                                       neg((ordered[1][0] - ordered[0][0], ordered[1][1] - ordered[0][1]))):
            cell = add(ordered[-1], step)
            while cell in board:
                chain.append(cell)
                cell = add(cell, step)
        owners = {c: board.pop(c) for c in chain}
        for c, seat in owners.items():
            target = add(c, step)
            if target in ON:
                board[target] = seat
            else:
                credit[self.to_move] += 1
        nxt = SimpleAbalone(board, self.to_move, self.players, self.double, credit)
        nxt.to_move = self.next_seat()
        nxt.pushed = len(chain) - len(group)
        return nxt

    def perft(self, depth):
        if depth == 0:
            return 1
        moves = self.moves()
        if depth == 1:
            return len(moves)
        return sum(self.play(m).perft(depth - 1) for m in moves)

    def snapshot(self):
        return (frozenset(self.board.items()), tuple(self.credit))


def simple_from(state) -> SimpleAbalone:
    """The engine's position read cell by cell (its public `owner`, nothing of its moves)."""
    board = {}
    for r, d in CELLS:
        owner = state.owner(engines.abalone.hg.BY_NAME[f"{ROWS[r]}{d + 1}"])
        if owner is not None:
            board[(r, d)] = owner
    return SimpleAbalone(board, state.to_move, state.num_players,
                         bool(state.options.get("partners_double_turn")), state.scores())


def simple_start(spec_by_seat, double=False) -> SimpleAbalone:
    """A start typed from shared/rules/abalone.md, independently of the engine's tables."""
    board = {}
    for seat, spec in enumerate(spec_by_seat):
        for part in spec.lower().split():
            if "-" in part:
                a, b = part.split("-")
                cells = [(a[0], n) for n in range(int(a[1:]), int(b[1:]) + 1)]
            else:
                cells = [(part[0], int(part[1:]))]
            for row, diag in cells:
                cell = (ROWS.index(row), diag - 1)
                assert cell in ON and cell not in board, part
                board[cell] = seat
    return SimpleAbalone(board, 0, len(spec_by_seat), double)


def engine_perft(state, depth):
    if depth == 0:
        return 1
    moves = state.legal_moves() if not state.is_over() else []
    if depth == 1:
        return len(moves)
    return sum(engine_perft(state._apply(m), depth - 1) for m in moves)


STARTS = {
    "standard": ({}, ["A1-A5 B1-B6 C3-C5", "I5-I9 H4-H9 G5-G7"]),
    "belgian": ({"layout": "belgian"}, ["A1 A2 B1 B2 B3 C2 C3 G7 G8 H7 H8 H9 I8 I9",
                                        "A4 A5 B4 B5 B6 C5 C6 G4 G5 H4 H5 H6 I5 I6"]),
    "german": ({"layout": "german"}, ["B1 B2 C1 C2 C3 D2 D3 F7 F8 G7 G8 G9 H8 H9",
                                      "B5 B6 C5 C6 C7 D6 D7 F3 F4 G3 G4 G5 H4 H5"]),
    "3 players": ({"players": 3}, ["A1-A5 B1-B6", "E1 F2 G3 H4 I5 D1 E2 F3 G4 H5 I6",
                                   "E9 F9 G9 H9 I9 D8 E8 F8 G8 H8 I8"]),
    "4 players": ({"players": 4}, ["A2-A5 B3-B5 C4-C5", "B1 C1 D1 E1 C2 D2 E2 D3 E3",
                                   "I5-I8 H5-H7 G5-G6", "E9 F9 G9 H9 E8 F8 G8 E7 F7"]),
    "4 players, partners twice": ({"players": 4, "partners_double_turn": True},
                                  ["A2-A5 B3-B5 C4-C5", "B1 C1 D1 E1 C2 D2 E2 D3 E3",
                                   "I5-I8 H5-H7 G5-G6", "E9 F9 G9 H9 E8 F8 G8 E7 F7"]),
}

# What both generators count (pinned, so a change to either shows up here too).
# The 2-player standard and Belgian daisy first-move counts, 44 and 52, are also the
# numbers published for Abalone programs (e.g. Aba-Pro).
PERFT = {
    "standard": (44, 1936, 98912),
    "belgian": (52, 2692, 149322),
    "german": (80, 6244, 493480),
    "3 players": (40, 1587, 62440),
    "4 players": (43, 1696, 71767),
    "4 players, partners twice": (43, 1849, 71767),
}


@pytest.mark.parametrize("name", list(STARTS))
def test_start_matches_the_rules_file(name):
    options, specs = STARTS[name]
    simple = simple_start(specs, options.get("partners_double_turn", False))
    assert simple_from(engines.new_game("abalone", **options)).snapshot() == simple.snapshot()
    counts = Counter(simple.board.values())
    per_seat = {2: 14, 3: 11, 4: 9}[len(specs)]
    assert all(counts[s] == per_seat for s in range(len(specs)))


@pytest.mark.parametrize("name", list(STARTS))
def test_perft_to_depth_3_from_each_start(name):
    options, specs = STARTS[name]
    simple = simple_start(specs, options.get("partners_double_turn", False))
    state = engines.new_game("abalone", **options)
    counts = tuple(engine_perft(state, depth) for depth in (1, 2, 3))
    independent = tuple(simple.perft(depth) for depth in (1, 2, 3))
    assert counts == independent
    assert counts == PERFT[name]


def _random_positions(options, count, seed):
    """Positions from the middle of random games, where pushes and push-offs happen."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = engines.new_game("abalone", **options)
        target = rng.randrange(20, 400)
        while not state.is_over() and state.plies < target:
            state = state._apply(rng.choice(state.legal_moves()))
        if not state.is_over():
            out.append(state)
    return out


def _engine_children(state):
    out = Counter()
    for move in state.legal_moves():
        child = state._apply(move)
        out[simple_from(child).snapshot()] += 1
    return out


@pytest.mark.parametrize("name", list(STARTS))
def test_every_move_of_mid_game_positions_matches(name):
    options, _ = STARTS[name]
    pushes = 0
    for state in _random_positions(options, 25, f"perft/{name}"):
        simple = simple_from(state)
        moves = simple.moves()
        if not moves:
            assert [str(m) for m in state.legal_moves()] == ["pass"]
            continue
        expected = Counter(simple.play(m).snapshot() for m in moves)
        assert _engine_children(state) == expected, f"after {list(state.moves) or state.plies}:\n{state}"
        pushes += sum(1 for m in moves if simple.play(m).pushed)
    assert pushes > 0


@pytest.mark.parametrize("name", ["standard", "3 players", "4 players", "4 players, partners twice"])
def test_perft_2_from_mid_game_positions(name):
    options, _ = STARTS[name]
    for state in _random_positions(options, 4, f"perft2/{name}"):
        assert engine_perft(state, 2) == simple_from(state).perft(2), str(state)
