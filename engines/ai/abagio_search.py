"""Abagio's searching player: whole turns, expectation over the 21 rolls, deepened while
time (or work) remains.

A decision is a whole turn: every distinct end of the leaps one roll allows
(`abagio_turns.turn_endings`). The search judges them in rising depth, keeping fewer
at each depth (the move filters of backgammon programs):

- depth 1: every end by the evaluation (`abagio_eval.chance_value`);
- depth 2: the best `widths[0]` (within `margins[0]`): the expectation over the other
  colour's 21 rolls of its best answer (its answer chosen by depth 1);
- depth 3: the best `widths[1]` of those: for each of its rolls and answers, the
  expectation over our 21 rolls of our best turn.

Values are in [-1, 1], so an expectation can be cut short (*-style pruning, Star1):
once the rolls left cannot lift a turn above the best found so far, it is dropped.
Ends of leaps and their values are kept in a transposition table keyed by the
position (and the dice), counted as work as if computed, so the work of a choice does
not depend on what the table held. With no clock (`seconds` 0) the search stops at a
fixed amount of work (`node_limit` positions generated or judged) and replays exactly;
a depth cut short by the clock or the limit is used only for the turns it finished.

    search = TurnSearch(seconds=2.0, node_limit=400_000)
    move = search.choose(state)          # the next leap of the best turn, or a Top Frog move
"""
from __future__ import annotations

from time import perf_counter
from typing import Dict, List, Optional, Tuple

from ..abagio_board import FROGS, ROLLS
from .abagio_eval import chance_value
from .abagio_turns import TurnPlanner, board_value, turn_endings

_ODDS = tuple(((high,) * 4 if low == high else (high, low), (1 if low == high else 2) / 36)
              for low, high in sorted(ROLLS, key=lambda roll: (roll[0] == roll[1], roll)))
"""The 21 rolls as dice to play and their chance, the non-doubles first."""


class OutOfWork(Exception):
    """The clock or the work limit ran out inside a depth."""


class TurnSearch(TurnPlanner):
    """Whole-turn expectimax, deepened while time remains (see the module docstring).
    One per game and player: it remembers the rest of a planned turn between leaps."""

    def __init__(self, seconds: float = 0.0, node_limit: int = 200_000, widths: Tuple[int, int] = (10, 3),
                 margins: Tuple[float, float] = (0.25, 0.08), max_depth: int = 3, remember: int = 4096,
                 weights: Optional[Dict[str, float]] = None):
        super().__init__(candidates=widths[0], work_limit=node_limit, remember=remember)
        if weights is not None:
            self.weights = weights
        self.seconds = seconds
        self.node_limit = node_limit
        self.widths = widths
        self.margins = margins
        self.max_depth = max_depth
        self.depth = 0
        """The deepest depth the last plan finished (for at least its best turn)."""
        self._deadline: Optional[float] = None
        self.last_ranked: List[tuple] = []
        """The depth-1 ranking of the last plan: (value, index, end, leaps), best first."""
        self._ends: Dict[tuple, Tuple[int, list]] = {}

    # ----- work, the clock and the transposition table --------------------------------------
    def _spend(self, amount: int) -> None:
        self._work[0] += amount
        if self._work[0] >= self.node_limit:
            raise OutOfWork
        if self._deadline is not None and perf_counter() >= self._deadline:
            raise OutOfWork

    def _endings(self, board, root, pond, top: int, colour: int, dice) -> list:
        """[(value for `colour`, end, leaps)] best first, from the table or computed."""
        key = (board, root, pond, top, colour, dice)
        entry = self._ends.get(key)
        if entry is None:
            if self._deadline is not None and perf_counter() >= self._deadline:
                raise OutOfWork  # not a new walk once the time is up
            counter = [0]
            found = turn_endings(board, root, pond, top, colour, dice, counter)
            ranked = sorted(((chance_value(end, colour, self.weights), index, end, seq)
                             for index, (end, seq) in enumerate(found.items())),
                            key=lambda item: (-item[0], item[1]))
            entry = (counter[0] + len(ranked), [(value, end, seq) for value, _, end, seq in ranked])
            if len(self._ends) > 50_000:
                self._ends.clear()
            self._ends[key] = entry
        self._spend(entry[0])
        return entry[1]

    def _top_step(self, end: tuple, colour: int) -> int:
        """Where `colour` puts its Top Frog after reaching `end` (0: it has frogs at the Root)."""
        board, root, pond = end
        if root[colour]:
            return 0
        return board_value(board, root, pond, 0, 1 - colour, self.weights)[2][colour]

    # ----- the depths -----------------------------------------------------------------------
    def _answers(self, end: tuple, colour: int, floor: float, deep: bool) -> float:
        """The value for `colour` of `end` over the other colour's 21 rolls, each answered
        by its best turn by depth 1; `deep`: that answer then judged by our best turn over
        our 21 rolls. Cut short (returns <= floor) when it cannot beat `floor`."""
        board, root, pond = end
        top = self._top_step(end, colour)
        other = 1 - colour
        total, left = 0.0, 1.0
        for dice, chance in _ODDS:
            answers = self._endings(board, root, pond, top, other, dice)
            if answers:
                value, answer, _ = answers[0]
                if value >= 1.0:
                    value = -1.0
                elif deep:
                    value = self._our_best(answer, colour)
                else:
                    value = -value
            else:  # no leap: the position stands, we roll next
                value = -chance_value(end, other, self.weights) if deep else chance_value(end, colour, self.weights)
            total += chance * value
            left -= chance
            if total + left <= floor:  # even a sure win on every roll left would not do
                return total + left
        return total

    def _our_best(self, end: tuple, colour: int) -> float:
        """The expectation over our 21 rolls of our best turn from `end` (the other colour's
        leaps done), by depth 1."""
        board, root, pond = end
        other = 1 - colour
        top = self._top_step(end, other)
        total = 0.0
        for dice, chance in _ODDS:
            ours = self._endings(board, root, pond, top, colour, dice)
            total += chance * (ours[0][0] if ours else -chance_value(end, other, self.weights))
        return total

    def best_ending(self, board, root, pond, top_frog: int, colour: int, dice: Tuple[int, ...]):
        """The best end of `colour`'s leaps with `dice`: (value, index, end, leaps), or None."""
        self._deadline = perf_counter() + self.seconds if self.seconds else None
        self.depth = 0
        counter = [0]
        found = turn_endings(board, root, pond, top_frog, colour, dice, counter)
        self._work[0] += counter[0]
        ranked: List[tuple] = []
        for index, (end, seq) in enumerate(found.items()):
            ranked.append((chance_value(end, colour, self.weights), index, end, seq))
        if not ranked:
            return None
        self._work[0] += len(ranked)
        ranked.sort(key=lambda item: (-item[0], item[1]))
        self.last_ranked = ranked
        self.depth = 1
        if len(ranked) == 1 or ranked[0][2][2][colour] == FROGS:
            return ranked[0]
        for depth in range(2, self.max_depth + 1):
            width, margin = self.widths[depth - 2], self.margins[depth - 2]
            chosen = [item for item in ranked[:width] if item[0] >= ranked[0][0] - margin]
            if len(chosen) <= 1:
                break
            scored = []
            best = -2.0
            try:
                for value, index, end, seq in chosen:
                    value = self._answers(end, colour, best, depth == 3)
                    scored.append((value, index, end, seq))
                    best = max(best, value)
            except OutOfWork:
                if len(scored) > 1:  # the turns finished at this depth, the old best among them
                    scored.sort(key=lambda item: (-item[0], item[1]))
                    ranked = scored
                    self.depth = depth
                break
            scored.sort(key=lambda item: (-item[0], item[1]))
            ranked = scored
            self.depth = depth
        return ranked[0]

    def plan(self, state):
        """Plan the rest of the turn (see TurnPlanner.plan); the work counted afresh."""
        self._work = [0]
        return super().plan(state)


__all__ = ["OutOfWork", "TurnSearch"]
