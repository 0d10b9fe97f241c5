"""Iterative-deepening alpha-beta (negamax) for two-player games.

Values are from the point of view of the seat to move at each node; a child's value
is negated only when the mover changes, so games where a seat moves twice in a row
(mancala extra turns) are searched correctly. A transposition table keyed by
`(state.key(), state.to_move)` holds bounds and best moves; moves are ordered TT move
first, then killer moves, then by the history heuristic.

Proven results (a line that reaches the end of the game) are large values
`WIN - plies`, so a faster win and a slower loss are preferred; they are stored in
the table relative to the node and stay valid at any depth, which lets the search
solve endgames exactly. Chance nodes are not expected here (the dispatcher sends such
games to MCTS) but are handled as expectations, full window, should one appear.
"""
from __future__ import annotations

import random
from collections import defaultdict
from time import perf_counter
from typing import Callable, List, Optional, Sequence, Tuple

from ..core import CHANCE, Move, State

WIN = 1_000_000.0
PROVEN = WIN - 100_000.0  # any |value| above this is a proven win or loss
INF = float("inf")
SCALE = 1000.0  # an evaluation in [-1, 1] becomes [-1000, 1000]
EXACT, LOWER, UPPER = 0, 1, 2
CHECK_EVERY = 128  # nodes between two looks at the clock (and the node limit)
SOFT_STOP = 0.5  # with a clock, no new depth once this share of the time is spent ...
SOFT_STOP_FROM = 1.0  # ... when the clock gives at least this many seconds (hard, expert)


class OutOfBudget(Exception):
    """Raised inside the search when the node limit or the deadline is reached."""


Evaluator = Callable[[State, int], float]


def scores_evaluator(state: State, seat: int) -> float:
    """Fallback evaluation when a game gives none: my score against the best other one."""
    scores = state.scores()
    mine = scores[seat]
    other = max(s for i, s in enumerate(scores) if i != seat)
    diff = mine - other
    return 0.9 * diff / (abs(mine) + abs(other) + 1.0)


class AlphaBeta:
    """One search: create, call `choose`, read `nodes` and `depth` afterwards."""

    def __init__(self, evaluate: Optional[Evaluator], seconds: Optional[float],
                 node_limit: int, max_depth: int = 64):
        self.evaluate = evaluate or scores_evaluator
        self.started = perf_counter() if seconds else None
        self.deadline = None if not seconds else self.started + seconds
        self.node_limit = max(1, int(node_limit))
        self.max_depth = max(1, int(max_depth))
        self.nodes = 0
        self.next_check = min(CHECK_EVERY, self.node_limit)
        self.leaves = 0
        self.tt = {}
        self.killers: List[List[Optional[Move]]] = [[None, None] for _ in range(128)]
        self.history = {}
        self.depth = 0  # last completed depth
        self.value = 0.0  # value of the chosen move (mover's view), WIN scale
        self.partial: List[Tuple[int, float]] = []

    # ----- budget ---------------------------------------------------------------------
    def _tick(self) -> None:
        if self.nodes >= self.node_limit:
            raise OutOfBudget
        if self.deadline is not None and perf_counter() >= self.deadline:
            raise OutOfBudget
        self.next_check = min(self.nodes + CHECK_EVERY, self.node_limit)

    # ----- leaves ---------------------------------------------------------------------
    def _leaf(self, state: State, seat: int) -> float:
        self.leaves += 1  # counts every heuristic value used in the current iteration
        value = self.evaluate(state, seat)
        if value > 1.0:
            value = 1.0
        elif value < -1.0:
            value = -1.0
        return value * SCALE

    @staticmethod
    def _terminal(state: State, seat: int, ply: int) -> float:
        winners = state.winners()
        if not winners:
            return 0.0
        return WIN - ply if seat in winners else ply - WIN

    def _chance(self, state: State, depth: int, ply: int, seat: int) -> float:
        """Expected value for `seat` over the outcomes (full window: no pruning)."""
        total = 0.0
        for outcome, probability in state.chance_outcomes():
            child = state._apply(outcome)
            mover = child.to_move
            if mover is None:
                value = self._terminal(child, seat, ply + 1)
            elif mover == CHANCE:
                value = self._chance(child, depth, ply + 1, seat)
            else:
                value = self._search(child, depth, -INF, INF, ply + 1)
                if mover != seat:
                    value = -value
            total += probability * value
        return total

    # ----- the recursive search -------------------------------------------------------
    def _search(self, state: State, depth: int, alpha: float, beta: float, ply: int) -> float:
        self.nodes += 1
        if self.nodes >= self.next_check:
            self._tick()
        mover = state.to_move
        key = (state.key(), mover)
        entry = self.tt.get(key)
        tt_move = None
        best = -INF  # rises to a proven lower bound from the table, if there is one
        if entry is not None:
            e_depth, flag, value, tt_move = entry
            if value > PROVEN:
                value -= ply
                if flag != UPPER:  # a proven win: valid at any depth
                    if flag == EXACT or value >= beta:
                        return value
                    best = value
                    e_depth = -1
            elif value < -PROVEN:
                value += ply
                if flag != LOWER and (flag == EXACT or value <= alpha):  # a proven loss
                    return value
            if e_depth >= depth and (flag == EXACT or (value >= beta if flag == LOWER else value <= alpha)):
                if -PROVEN <= value <= PROVEN:
                    self.leaves += 1  # a heuristic value: the iteration is not exhaustive
                return value
        if depth <= 0:
            value = self._leaf(state, mover)
            return value if value > best else best
        alpha0 = alpha
        if best > alpha:
            alpha = best
        moves = state.legal_moves()
        history = self.history.get(mover)
        if history is None:
            history = self.history[mover] = defaultdict(int)
        if len(moves) > 1:
            if history:
                try:
                    moves.sort(key=history.__getitem__, reverse=True)  # stable
                except TypeError:  # unhashable moves: list order
                    pass
            if ply < len(self.killers):
                k0, k1 = self.killers[ply]
            else:
                k0 = k1 = None
            if tt_move is not None or k0 is not None:
                head = []
                for cand in (tt_move, k0, k1):
                    if cand is not None and cand not in head and cand in moves:
                        moves.remove(cand)
                        head.append(cand)
                if head:
                    moves = head + moves
        best_move = None
        child_ply = ply + 1
        for move in moves:
            child = state._apply(move)
            cm = child.to_move
            if cm is None:
                winners = child.winners()
                if not winners:
                    value = 0.0
                elif mover in winners:
                    value = WIN - child_ply
                else:
                    value = child_ply - WIN
            elif cm == mover:
                value = self._search(child, depth - 1, alpha, beta, child_ply)
            elif cm == CHANCE:
                value = self._chance(child, depth - 1, child_ply, mover)
            else:
                value = -self._search(child, depth - 1, -beta, -alpha, child_ply)
            if value > best:
                best = value
                best_move = move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        if ply < len(self.killers):
                            killers = self.killers[ply]
                            if killers[0] != move:
                                killers[1] = killers[0]
                                killers[0] = move
                        try:
                            history[move] += depth * depth
                        except TypeError:  # an unhashable move: no history for it
                            pass
                        break
        if best_move is None:
            best_move = tt_move if tt_move is not None else moves[0]
        if best <= alpha0:
            flag = UPPER
        elif best >= beta:
            flag = LOWER
        else:
            flag = EXACT
        stored = best + ply if best > PROVEN else (best - ply if best < -PROVEN else best)
        self.tt[key] = (depth, flag, stored, best_move)
        return best

    # ----- the root -------------------------------------------------------------------
    def _root(self, state: State, moves: Sequence[Move], order: Sequence[int], depth: int,
              exact_all: bool) -> List[Tuple[int, float]]:
        mover = state.to_move
        results: List[Tuple[int, float]] = []
        self.partial = results
        alpha = -INF
        for index in order:
            child = state._apply(moves[index])
            cm = child.to_move
            if cm is None:
                value = self._terminal(child, mover, 1)
            elif cm == mover:
                value = self._search(child, depth - 1, alpha, INF, 1)
            elif cm == CHANCE:
                value = self._chance(child, depth - 1, 1, mover)
            else:
                value = -self._search(child, depth - 1, -INF, -alpha, 1)
            results.append((index, value))
            if not exact_all and value > alpha:
                alpha = value
        return results

    def choose(self, state: State, rng: random.Random, margin: float = 0.0, slip: float = 1.0) -> Move:
        """The best move found within the budget.

        `margin` > 0 (an evaluation difference, [-1, 1] scale) makes the choice random
        among the root moves whose value is within `margin` of the best one, on a share
        `slip` of the moves (the others: the best). Every root move is then searched
        exactly, so a move with a slip takes as long as one without.
        """
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        order = list(range(len(moves)))
        rng.shuffle(order)  # variety among equal moves, reproducible from the seed
        exact_all = margin > 0
        best_index = order[0]
        last: List[Tuple[int, float]] = []
        for depth in range(1, self.max_depth + 1):
            self.leaves = 0
            try:
                results = self._root(state, moves, order, depth, exact_all)
            except OutOfBudget:
                partial = self.partial
                if partial and not (exact_all and last):
                    # the first move is the previous best; a later one that beat it counts
                    top = max(partial, key=lambda r: r[1])
                    best_index = top[0]
                    self.value = top[1]
                break
            ranked = sorted(results, key=lambda r: r[1], reverse=True)  # stable
            order = [r[0] for r in ranked]
            best_index, self.value = ranked[0]
            last = ranked
            self.depth = depth
            if self.value > PROVEN or self.value < -PROVEN or self.leaves == 0:
                break  # a proven result, or every line reached the end of the game
            if self.deadline is not None and self.started is not None and \
                    self.deadline - self.started >= SOFT_STOP_FROM and \
                    perf_counter() - self.started > SOFT_STOP * (self.deadline - self.started):
                break  # the next depth would not finish in the time left: save the time
        if exact_all and last and (slip >= 1.0 or rng.random() < slip):
            best = last[0][1]
            threshold = best - margin * SCALE if -PROVEN < best < PROVEN else best - 0.5
            if best > PROVEN:
                threshold = PROVEN  # any proven win will do
            candidates = [r[0] for r in last if r[1] >= threshold]
            best_index = candidates[rng.randrange(len(candidates))]
        return moves[best_index]
