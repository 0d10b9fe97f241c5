"""Abagio's computer player: an evaluation of positions and a planner of whole turns.

It lives beside the other searches in engines/ai because the rules (engines/abagio.py)
never depend on a computer player. engines/ai/__init__.py plugs it in (see its
docstring): `evaluate` is Abagio's leaf evaluation for MCTS, and at the hard level a
`TurnPlanner` chooses every leap and Top Frog move.

    planner = TurnPlanner()             # one per game (it remembers its plan between leaps)
    move = planner.choose(state)        # the next leap of the planned turn, or a Top Frog move
    greedy_move(state)                  # a one-ply yardstick for benchmarks
    evaluate(state, seat)               # in [-1, 1], 1 a sure win for `seat`

Values are in pips (one step of one frog), from Red's side; `roller` is the colour
that rolls next. The evaluation knows the race (pip counts and the roller's tempo),
safety (blots and pairs within reach of the other colour's frogs, weighted by the
chance that a roll reaches them, the Top Frog's square excepted), blocking (heaps,
maxed stacks and the Top Frog in front of the other colour's frogs) and trapped frogs.
"""
from __future__ import annotations

import math
from typing import Dict, List, Optional, Tuple

from ..abagio import LEAP, OVER, TOP, AbagioState, Leap, TopFrog
from ..abagio_board import (FROGS, HEAP, NUM_PLACES, OUTER_LAST, PLACE_CAP, PLACE_OWNER, PLACE_STEP, POND,
                            PURPLE, RED, ROLLS, Board, apply_leap, leaps_for_die, pip_count, sources,
                            without_die)
from ..core import Move


# ----- the evaluation ----------------------------------------------------------------------
def _roll_reach() -> Tuple[Tuple[int, int], ...]:
    out = []
    for a, b in ROLLS:
        if a == b:
            reach, weight = (1 << a) | (1 << 2 * a) | (1 << 3 * a) | (1 << 4 * a), 1
        else:
            reach, weight = (1 << a) | (1 << b) | (1 << (a + b)), 2
        out.append((reach, weight))
    return tuple(out)


_REACH = _roll_reach()
_REACH_CHANCE: Dict[int, float] = {}


def reach_chance(distances: int) -> float:
    """The chance (of 36 rolls) that a roll gives one of the distances in the bit mask
    (a die, the sum of two dice, or a double's multiples; landings on the way ignored)."""
    chance = _REACH_CHANCE.get(distances)
    if chance is None:
        chance = sum(weight for reach, weight in _REACH if reach & distances) / 36.0
        _REACH_CHANCE[distances] = chance
    return chance


WEIGHTS = {
    "tempo": 4.0,        # the roller's advantage, in pips
    "hit": 4.0,          # a hit frog costs its steps plus this (time at the Root, no Top Frog)
    "passive": 0.3,      # blots of the roller: it moves first, so only a share of the risk
    "cap": 5.0,          # a pair capped: two frogs trapped for a while
    "trapped": 3.0,      # each frog trapped under frogs of the other colour
    "block": 1.2,        # each frog of the other colour with a block 1-6 steps ahead
    "scale": 32.0,       # tanh(value / scale) is the evaluation in [-1, 1]
}


_PLACE_INFO = tuple((place, PLACE_STEP[place], PLACE_OWNER[place] is None, PLACE_CAP[place])
                    for place in range(1, NUM_PLACES))


def board_value(board: Board, root, pond, top_frog: int, roller: int,
                weights: Dict[str, float] = WEIGHTS) -> Tuple[float, Tuple[float, float], Tuple[int, int]]:
    """(value for Red in pips, best Top Frog gain per colour, its step per colour).

    The Top Frog gain of a colour is the risk it would take off its most exposed Outer
    Path blot or pair by sitting on it (what placing it after the leaps is worth).
    """
    pips = [root[RED] * POND, root[PURPLE] * POND]
    movable = [1 if root[RED] else 0, 1 if root[PURPLE] else 0]  # bit q: a frog that can leap from step q
    trapped = [0, 0]
    targets = []  # (owner, step, run)
    blocks = ([], [])  # blocks[c]: steps colour c may not land on
    for place, step, shared, cap in _PLACE_INFO:
        stack = board[place]
        if not stack:
            continue
        size = len(stack)
        away = POND - step
        top = stack[-1]
        if size == 1:
            pips[top] += away
            run = 1
        else:
            run = 1
            while run < size and stack[-1 - run] == top:
                run += 1
            if run == size:
                pips[top] += away * size
            else:
                reds = stack.count(RED)
                pips[RED] += away * reds
                pips[PURPLE] += away * (size - reds)
                for frog in stack[:size - run]:
                    trapped[frog] += 1
        if step == top_frog and shared:
            continue
        movable[top] |= 1 << step
        if not shared:
            continue
        if size >= cap:
            blocks[0].append(step)
            blocks[1].append(step)
        elif run >= HEAP:
            blocks[1 - top].append(step)
        elif run <= 2:
            targets.append((top, step, run))
    if top_frog:
        blocks[roller].append(top_frog)
    risk = [0.0, 0.0]
    tf_gain = [0.0, 0.0]
    tf_step = [0, 0]
    hit_extra, cap_cost, passive = weights["hit"], weights["cap"], weights["passive"]
    for owner, step, run in targets:
        bits = movable[1 - owner] & ((1 << step) - 1)
        if step > 24:
            bits &= ~((1 << (step - 24)) - 1)
        if not bits:
            continue
        distances = 0
        while bits:
            low = bits & -bits
            distances |= 1 << (step - low.bit_length() + 1)
            bits ^= low
        chance = _REACH_CHANCE.get(distances)
        if chance is None:
            chance = reach_chance(distances)
        if not chance:
            continue
        cost = chance * ((step + hit_extra) if run == 1 else cap_cost)
        if owner == roller:
            cost *= passive
        risk[owner] += cost
        if step <= OUTER_LAST and cost > tf_gain[owner]:
            tf_gain[owner] = cost
            tf_step[owner] = step
    block_weight = weights["block"]
    blocked = [0.0, 0.0]
    for colour in (RED, PURPLE):
        if not blocks[colour]:
            continue
        frogs = movable[colour]
        for step in blocks[colour]:
            near = (frogs >> max(0, step - 6)) & ((1 << min(step, 6)) - 1)
            if near:
                blocked[colour] += block_weight * bin(near).count("1")
    tempo = weights["tempo"] if roller == RED else -weights["tempo"]
    value = (pips[PURPLE] - pips[RED]) + tempo - risk[RED] + risk[PURPLE] \
        - weights["trapped"] * (trapped[RED] - trapped[PURPLE]) + blocked[PURPLE] - blocked[RED]
    return value, (tf_gain[0], tf_gain[1]), (tf_step[0], tf_step[1])


def evaluate(state: AbagioState, seat: int) -> float:
    """The computer's judgement of `state` for `seat`, in [-1, 1] (1 a sure win)."""
    if state.phase == OVER:
        return 1.0 if state.winners() == [seat] else -1.0
    if state.board is None:
        return 0.0
    if state.phase == TOP:
        roller = 1 - state.player
    else:
        roller = state.player
    value, _, _ = board_value(state.board, state.root, state.pond, state.top_frog, roller)
    if state.phase == LEAP:  # the mover's remaining dice are still to come
        spare = sum(state.dice) * 0.5
        value += spare if state.player == RED else -spare
    value = max(-0.99, min(0.99, math.tanh(value / WEIGHTS["scale"])))
    return value if seat == RED else -value


# ----- whole turns -------------------------------------------------------------------------
def turn_endings(board: Board, root, pond, top_frog: int, colour: int,
                 dice: Tuple[int, ...], counter: Optional[List[int]] = None) -> Dict[tuple, Tuple[Leap, ...]]:
    """Every distinct end of the leaps the rules allow with `dice`: {(board, root, pond): leaps}.

    Only sequences using as many dice as possible (a winning leap uses them all), and
    the larger die when only one of two different dice can be used. `counter[0]`, if
    given, is increased by the positions visited (the computer's measure of work).
    """
    found: Dict[tuple, Tuple[int, Tuple[Leap, ...]]] = {}
    seen = set()

    def walk(b, r, p, left, seq, used):
        key = (b, r, left)
        if key in seen:
            return
        seen.add(key)
        moved = False
        froms = sources(b, r, top_frog, colour)
        for die in sorted(set(left), reverse=True):
            rest = without_die(left, die)
            for source, target in leaps_for_die(b, r, top_frog, colour, die, froms):
                moved = True
                nb, nr, np_, _ = apply_leap(b, r, p, colour, source, target)
                nseq = seq + (Leap(source, target, die),)
                if np_[colour] == FROGS:
                    _record(found, (nb, nr, np_), used + len(left), nseq)
                elif rest:
                    walk(nb, nr, np_, rest, nseq, used + 1)
                else:
                    _record(found, (nb, nr, np_), used + 1, nseq)
        if not moved:
            _record(found, (b, r, p), used, seq)

    walk(board, root, pond, tuple(dice), (), 0)
    if counter is not None:
        counter[0] += len(seen)
    if not found:
        return {}
    best = max(used for used, _ in found.values())
    endings = {end: seq for end, (used, seq) in found.items() if used == best}
    if best == 1 and len(dice) == 2 and dice[0] != dice[1]:
        larger = {end: seq for end, seq in endings.items() if seq and seq[0].die == max(dice)}
        if larger:
            endings = larger
    return endings


def _record(found, end, used, seq) -> None:
    old = found.get(end)
    if old is None or used > old[0]:
        found[end] = (used, seq)


def ending_value(end: tuple, colour: int) -> float:
    """How good an end of `colour`'s leaps (board, root, pond) is for it, in pips (the
    Top Frog then played well; the other colour rolls next)."""
    board, root, pond = end
    if pond[colour] == FROGS:
        return 10_000.0
    value, gain, _ = board_value(board, root, pond, 0, 1 - colour)
    if colour == PURPLE:
        value = -value
    if not root[colour]:
        value += gain[colour]
    return value


_REPLY_ORDER = tuple(sorted(range(len(ROLLS)), key=lambda i: (ROLLS[i][0] == ROLLS[i][1], i)))
"""The 21 rolls, the 15 non-doubles (2/36 each) before the doubles (1/36, the costliest)."""


class TurnPlanner:
    """The hard player: the whole turn planned at once, 1-ply over every end of the leaps,
    then the best few searched 2-ply (the other colour's best answer to each of its 21
    rolls); the Top Frog on the square that takes the most risk away.

    Work (positions visited or judged) is limited, not time, so a choice replays exactly:
    rolls left when the work runs out are judged statically. The planner remembers the
    rest of each planned turn (at most `remember` positions), so asked again after each
    leap it plays the turn it planned: use one planner for a whole game.
    """

    weights: Dict[str, float] = WEIGHTS
    """The evaluation's weights (`board_value`); a level may have its own."""

    def __init__(self, candidates: int = 4, work_limit: int = 6_000, remember: int = 4096):
        self.candidates = candidates
        self.work_limit = work_limit
        self.remember = remember
        self.positions = 0
        """Positions visited or judged by the last `choose` (0 when it followed its plan)."""
        self._work = [0]
        self._plans: Dict[tuple, Tuple[Leap, ...]] = {}

    def choose(self, state: AbagioState, rng=None) -> Optional[Move]:
        """The next leap of the best planned turn, or the best Top Frog move; None at a
        chance node, once over, or if the plan found no legal move. `rng` is not used:
        the choice is deterministic."""
        self.positions = 0
        if state.phase == LEAP:
            plan = self._plans.get(state.key())
            if plan is None:
                plan = self.plan(state)
                if plan is None:
                    return None
            move = plan[0]
            return move if move in state.legal_moves() else None
        if state.phase == TOP:
            return self._top_frog(state)
        return None

    def plan(self, state: AbagioState) -> Optional[Tuple[Leap, ...]]:
        """Plan the rest of the turn from `state` (leaps to play) and remember it for
        the positions along it; None when there is nothing to plan."""
        self._work = [0]
        found = self.best_ending(state.board, state.root, state.pond, state.top_frog,
                                 state.player, state.dice)
        self.positions = self._work[0]
        if found is None:
            return None
        plan = found[3]
        node = state
        for index, leap in enumerate(plan):
            self._plans[node.key()] = plan[index:]
            if len(self._plans) > self.remember:
                self._plans.clear()
            if leap not in node.legal_moves():
                break
            node = node._apply(leap)
            if node.phase != LEAP:
                break
        return plan

    def best_ending(self, board, root, pond, top_frog: int, colour: int, dice: Tuple[int, ...]):
        """The best end of `colour`'s leaps with `dice`: (value, index, end, leaps), or None."""
        endings = turn_endings(board, root, pond, top_frog, colour, dice, self._work)
        scored = []
        for index, (end, seq) in enumerate(endings.items()):
            scored.append((ending_value(end, colour), index, end, seq))
        self._work[0] += len(scored)
        scored.sort(key=lambda item: (-item[0], item[1]))
        if len(scored) <= 1 or self.candidates <= 1:
            return scored[0] if scored else None
        best = None
        chosen = scored[: self.candidates]
        for rank, (value, index, end, seq) in enumerate(chosen):
            if end[2][colour] == FROGS:
                return value, index, end, seq
            share = (self.work_limit - self._work[0]) // (len(chosen) - rank)
            reply = self._replies(end, colour, self._work[0] + share)
            total = 0.6 * reply + 0.4 * value  # blend: the reply search is shallow too
            if best is None or total > best[0]:
                best = (total, index, end, seq)
        return best

    def _replies(self, end, colour: int, limit: int) -> float:
        """The expected value for `colour` after the other colour's best answer to each roll."""
        board, root, pond = end
        top = 0
        if not root[colour]:
            _, _, steps = board_value(board, root, pond, 0, 1 - colour)
            top = steps[colour]
        other = 1 - colour
        total = 0.0
        static = None
        for i in _REPLY_ORDER:
            low, high = ROLLS[i]
            chance = (1 if low == high else 2) / 36
            if self._work[0] >= limit:  # out of work: judge the rest of the rolls statically
                if static is None:
                    value, _, _ = board_value(board, root, pond, top, other)
                    static = value if colour == RED else -value
                total += chance * static
                continue
            dice = (high,) * 4 if low == high else (high, low)
            answers = turn_endings(board, root, pond, top, other, dice, self._work)
            best = None
            for answer in answers:
                value = ending_value(answer, other)
                if best is None or value > best:
                    best = value
            self._work[0] += len(answers)
            if best is None:
                value, _, _ = board_value(board, root, pond, 0, colour)
                best = value if other == RED else -value
            total += chance * -best
        return total

    def _top_frog(self, state: AbagioState) -> Move:
        """The Top Frog move that leaves the mover's position best (set aside if none helps)."""
        colour = state.player
        best_move, best_value = TopFrog(0), None
        for move in state.legal_moves():
            value, _, _ = board_value(state.board, state.root, state.pond, move.step, 1 - colour, self.weights)
            value = value if colour == RED else -value
            if best_value is None or value > best_value + 1e-9:
                best_move, best_value = move, value
        return best_move


def greedy_move(state: AbagioState) -> Optional[Move]:
    """A greedy one-ply player (the ladder's yardstick): the end of the leaps with the best
    pip count against the other colour's, hits counted; the Top Frog set aside."""
    if state.phase == LEAP:
        best = None
        colour = state.player
        for end, seq in turn_endings(state.board, state.root, state.pond, state.top_frog, colour,
                                     state.dice).items():
            board, root, pond = end
            value = pip_count(board, root, 1 - colour) - pip_count(board, root, colour)
            if best is None or value > best[0]:
                best = (value, seq)
        return best[1][0] if best else None
    if state.phase == TOP:
        return TopFrog(0)
    return None


__all__ = ["TurnPlanner", "WEIGHTS", "board_value", "ending_value", "evaluate", "greedy_move",
           "reach_chance", "turn_endings"]
