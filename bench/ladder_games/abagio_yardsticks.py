"""Outside yardsticks for Abagio's computer player (benchmarks only, never in the game).

- `one_ply_move`: the plain one-ply heuristic player: each leap judged alone, the
  position right after it scored by pip count, blots and blocks, no look-ahead; the
  Top Frog on the square that leaves the fewest blots in reach.
- `TwoPly`: a two-ply whole-turn expectimax player: every end of the roll's leaps,
  each judged by the expectation over the other colour's 21 rolls of its best answer
  (chosen and scored by the same plain evaluation), full width, no pruning.

The plain evaluation (`plain_value`, pips for `colour`): the pip race, minus 6 pips for
each own blot on a shared square that a frog of the other colour (or the Root) stands
1-6 steps behind and 2 for one 7-12 behind, plus 2 for each own heap (3 or more of one
colour on top) on a shared square with a frog of the other colour 1-6 steps behind it.
"""
from __future__ import annotations

from typing import Optional

from engines.abagio import LEAP, TOP, TopFrog
from engines.abagio_board import FROGS, HEAP, NUM_PLACES, PLACE_OWNER, PLACE_STEP, ROLLS, pip_count
from engines.ai.abagio_turns import turn_endings

SHARED = tuple((place, PLACE_STEP[place]) for place in range(1, NUM_PLACES) if PLACE_OWNER[place] is None)
ODDS = tuple(((high,) * 4 if low == high else (high, low), (1 if low == high else 2) / 36) for low, high in ROLLS)


def plain_value(board, root, pond, colour: int, top_frog: int = 0) -> float:
    """The plain evaluation for `colour`, in pips (see the module docstring)."""
    if pond[colour] == FROGS:
        return 10_000.0
    if pond[1 - colour] == FROGS:
        return -10_000.0
    value = float(pip_count(board, root, 1 - colour) - pip_count(board, root, colour))
    behind = [1 if root[0] else 0, 1 if root[1] else 0]  # bit s: a frog of that colour on step s
    for place, step in SHARED:
        for frog in set(board[place]):
            behind[frog] |= 1 << step
    for place, step in SHARED:
        stack = board[place]
        if not stack or stack[-1] != colour:
            continue
        run = 1
        while run < len(stack) and stack[-1 - run] == colour:
            run += 1
        others = behind[1 - colour]
        near = (others >> max(0, step - 6)) & ((1 << min(step, 6)) - 1)
        if run == 1 and step != top_frog:
            if near:
                value -= 6.0
            elif (others >> max(0, step - 12)) & ((1 << min(step, 12)) - 1):
                value -= 2.0
        elif run >= HEAP and near:
            value += 2.0
    return value


def one_ply_move(state):
    """The plain one-ply player's move: the leap whose position right after scores best."""
    colour = state.player
    moves = state.legal_moves()
    if state.phase == LEAP:
        best, best_value = None, None
        for move in moves:
            after = state._apply(move)
            value = plain_value(after.board, after.root, after.pond, colour, after.top_frog)
            if best_value is None or value > best_value:
                best, best_value = move, value
        return best
    if state.phase == TOP:
        best, best_value = TopFrog(0), None
        for move in moves:
            value = plain_value(state.board, state.root, state.pond, colour, move.step)
            if best_value is None or value > best_value:
                best, best_value = move, value
        return best
    return None


class TwoPly:
    """The two-ply whole-turn expectimax yardstick (one per player and game: it remembers
    the planned turn between leaps)."""

    def __init__(self):
        self._plans = {}
        self.positions = 0

    def choose(self, state, rng=None):
        if state.phase == TOP:
            return one_ply_move(state)
        if state.phase != LEAP:
            return None
        plan = self._plans.get(state.key())
        if plan is None:
            plan = self._plan(state)
            node = state
            for index, leap in enumerate(plan):
                self._plans[node.key()] = plan[index:]
                node = node._apply(leap)
                if node.phase != LEAP:
                    break
        return plan[0]

    def _plan(self, state):
        colour, other = state.player, 1 - state.player
        ends = turn_endings(state.board, state.root, state.pond, state.top_frog, colour, state.dice)
        best, best_value = None, None
        for end, seq in ends.items():
            board, root, pond = end
            if pond[colour] == FROGS:
                return seq
            value = 0.0
            for dice, chance in ODDS:
                answers = turn_endings(board, root, pond, 0, other, dice)
                self.positions += len(answers)
                if answers:
                    reply = max(plain_value(b, r, p, other) for b, r, p in answers)
                else:
                    reply = plain_value(board, root, pond, other)
                value -= chance * reply
            if best_value is None or value > best_value:
                best, best_value = seq, value
        return best


def two_ply_player(stats: Optional[dict] = None):
    """A fresh TwoPly's choose, as a ladder player (state, rng) -> move."""
    player = TwoPly()
    return lambda state, rng: player.choose(state, rng)


__all__ = ["TwoPly", "one_ply_move", "plain_value", "two_ply_player"]
