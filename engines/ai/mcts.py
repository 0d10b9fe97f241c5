"""Monte Carlo tree search (UCT) with max-n backup, for dice and for 3-4 players.

Every node keeps a reward total per seat; a seat choosing at a node maximises its own
average, so teams, three or four players and repeated turns of one seat need nothing
special. A team win (`winners()` listing both seats) rewards both. Chance nodes draw
an outcome by `chance_outcomes()` probabilities with the given rng. Playouts are random
and, when the game gives an evaluation, stop after a few plies and use it.

Everything random comes from the rng passed in and moves are kept in list order, so
with no deadline (an iteration limit only) the same seed gives the same move.
"""
from __future__ import annotations

import math
import random
from time import perf_counter
from typing import Callable, List, Optional

from ..core import CHANCE, Move, State
from .alphabeta import scores_evaluator

Evaluator = Callable[[State, int], float]


class _Node:
    __slots__ = ("state", "mover", "moves", "untried", "children", "cumulative",
                 "visits", "totals", "reward")

    def __init__(self, state: State, num_players: int):
        self.state = state
        self.mover = state.to_move
        self.visits = 0
        self.totals = [0.0] * num_players
        self.reward: Optional[List[float]] = None
        self.moves: List[Move] = []
        self.untried: List[int] = []
        self.children: list = []  # decision node: [(move index, node)]; chance: {index: node}
        self.cumulative: List[float] = []
        if self.mover is None:
            self.reward = terminal_rewards(state, num_players)
        elif self.mover == CHANCE:
            outcomes = state.chance_outcomes()
            self.moves = [move for move, _ in outcomes]
            total = 0.0
            for _, probability in outcomes:
                total += probability
                self.cumulative.append(total)
            self.children = {}
        else:
            self.moves = state.legal_moves()
            self.untried = list(range(len(self.moves)))


def terminal_rewards(state: State, num_players: int) -> List[float]:
    """1 for each winning seat (both seats of a team), 0 for the others, 0.5 each for a draw."""
    winners = state.winners() or []
    if not winners:
        return [0.5] * num_players
    return [1.0 if seat in winners else 0.0 for seat in range(num_players)]


class MCTS:
    """One search: create, call `choose`, read `iterations` and `nodes` afterwards."""

    def __init__(self, evaluate: Optional[Evaluator], seconds: Optional[float], iterations: int,
                 playout_plies: int = 12, max_playout: int = 400, exploration: float = 0.9):
        self.evaluate = evaluate
        self.started = perf_counter()
        self.deadline = None if not seconds else self.started + seconds
        self.iteration_limit = max(1, int(iterations))
        # with an evaluation, playouts stop after `playout_plies`; without, after `max_playout`
        self.cutoff = playout_plies if evaluate is not None else max_playout
        self.exploration = exploration
        self.iterations = 0
        self.nodes = 0
        self.value = 0.5

    def _static_rewards(self, state: State, n: int) -> List[float]:
        """Rewards in [0, 1] for a position cut off before the end."""
        if self.evaluate is not None:
            out = []
            for seat in range(n):
                value = self.evaluate(state, seat)
                out.append(0.0 if value < -1.0 else 1.0 if value > 1.0 else (value + 1.0) * 0.5)
            return out
        return [(scores_evaluator(state, seat) + 1.0) * 0.5 for seat in range(n)]

    def _playout(self, state: State, rng: random.Random, n: int) -> List[float]:
        plies = 0
        cutoff = self.cutoff
        while True:
            mover = state.to_move
            if mover is None:
                self.nodes += plies
                return terminal_rewards(state, n)
            if plies >= cutoff:
                self.nodes += plies
                return self._static_rewards(state, n)
            if mover == CHANCE:
                outcomes = state.chance_outcomes()
                roll = rng.random()
                total = 0.0
                move = outcomes[-1][0]
                for outcome, probability in outcomes:
                    total += probability
                    if roll < total:
                        move = outcome
                        break
            else:
                moves = state.legal_moves()
                move = moves[rng.randrange(len(moves))]
            state = state._apply(move)
            plies += 1

    def _settled(self, root: _Node, limit: int) -> bool:
        """True when the root's most visited move leads the next by more than the
        iterations left (by the limit, or at the pace so far by the clock)."""
        if len(root.children) < 2 or root.untried:
            return False
        left = limit - self.iterations
        if self.deadline is not None:
            spent = perf_counter() - self.started
            pace = self.iterations / spent if spent > 0 else float("inf")
            left = min(left, pace * max(0.0, self.deadline - perf_counter()))
        first, second = sorted((child.visits for _, child in root.children), reverse=True)[:2]
        return first - second > left

    def choose(self, state: State, rng: random.Random) -> Move:
        n = state.num_players
        root = _Node(state, n)
        moves = root.moves
        if len(moves) == 1:
            return moves[0]
        mover = root.mover
        for move in moves:  # an immediate win needs no search
            child = state._apply(move)
            if child.to_move is None and mover in (child.winners() or ()):
                return move
        c = self.exploration
        log, sqrt = math.log, math.sqrt
        limit = self.iteration_limit
        while self.iterations < limit:
            if self.deadline is not None and self.iterations and perf_counter() >= self.deadline:
                break
            if self.iterations % 64 == 0 and self.iterations and self._settled(root, limit):
                break  # the most visited move cannot be overtaken any more: an obvious move
            self.iterations += 1
            node = root
            path = [root]
            while True:
                if node.reward is not None:  # the end of the game
                    reward = node.reward
                    break
                if node.mover == CHANCE:
                    roll = rng.random()
                    index = len(node.cumulative) - 1
                    for i, edge in enumerate(node.cumulative):
                        if roll < edge:
                            index = i
                            break
                    child = node.children.get(index)
                    if child is None:
                        child = _Node(node.state._apply(node.moves[index]), n)
                        node.children[index] = child
                        path.append(child)
                        reward = child.reward or self._playout(child.state, rng, n)
                        break
                    node = child
                    path.append(node)
                    continue
                if node.untried:
                    index = node.untried.pop(rng.randrange(len(node.untried)))
                    child = _Node(node.state._apply(node.moves[index]), n)
                    node.children.append((index, child))
                    path.append(child)
                    reward = child.reward or self._playout(child.state, rng, n)
                    break
                seat = node.mover
                scale = c * sqrt(log(node.visits))
                best = None
                best_score = -1.0
                for _, child in node.children:
                    visits = child.visits
                    score = child.totals[seat] / visits + scale / sqrt(visits)
                    if score > best_score:
                        best_score = score
                        best = child
                if best is None:  # no move although the game is not over: judge it as it is
                    reward = self._static_rewards(node.state, n)
                    break
                node = best
                path.append(node)
            self.nodes += len(path)
            for node in path:
                node.visits += 1
                totals = node.totals
                for seat in range(n):
                    totals[seat] += reward[seat]
        if not root.children:
            return moves[0]
        index, best = max(root.children, key=lambda item: (item[1].visits, item[1].totals[mover]))
        self.value = best.totals[mover] / best.visits if best.visits else 0.5
        return moves[index]
