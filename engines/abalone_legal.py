"""Which Abalone moves are legal: a fast generator for search, and a checker that says
in a player's words which rule a move breaks. Both read a position as three masks
(engines.hexgrid: one bit per cell): the mover's own marbles, its side's (with a partner's
at four players) and its opponents'. tests/test_abalone_rules.py checks that the two agree.
"""
from __future__ import annotations

from typing import List, Optional

from . import hexgrid as hg
from .abalone_moves import BROADSIDE, INLINE, AbaloneMove

MAX_GROUP = 3
"""The most marbles that move at once (and that count in a push)."""

_INLINE_STEPS = tuple((step, 2 * step, 3 * step, 4 * step, 5 * step, INLINE[step]) for step in hg.DIRECTIONS)
_BROADSIDE_STEPS = tuple(
    (axis, step, step + axis, step + 2 * axis, BROADSIDE[axis, 2, step], BROADSIDE[axis, 3, step])
    for axis in hg.AXES for step in hg.DIRECTIONS if step not in (axis, -axis))


def _collect(mask: int, table: List[Optional[AbaloneMove]], out: List[AbaloneMove]) -> None:
    while mask:
        low = mask & -mask
        out.append(table[low.bit_length() - 1])
        mask ^= low


def generate(own: int, friendly: int, enemy: int) -> List[AbaloneMove]:
    """Every legal move but pass for the seat whose marbles are `own`, its side's are
    `friendly` (with a partner's) and its opponents' `enemy`: pushes off the board first,
    then other pushes, then groups of three, two and one (a good order for a search)."""
    partner = friendly != own
    empty = hg.BOARD & ~(friendly | enemy)
    empty_or_off = empty | hg.OFF
    offb = hg.OFF
    push_off: List[AbaloneMove] = []
    push: List[AbaloneMove] = []
    threes: List[AbaloneMove] = []
    twos: List[AbaloneMove] = []
    ones: List[AbaloneMove] = []
    for s1, s2, s3, s4, s5, table in _INLINE_STEPS:
        if s1 > 0:
            f1 = friendly >> s1
            f2 = friendly >> s2
            f3 = friendly >> s3
            e1, e2, e3 = empty >> s1, empty >> s2, empty >> s3
            x2, x3, x4 = enemy >> s2, enemy >> s3, enemy >> s4
            o3, o4, o5 = empty_or_off >> s3, empty_or_off >> s4, empty_or_off >> s5
            g3, g4, g5 = offb >> s3, offb >> s4, offb >> s5
        else:
            f1 = friendly << -s1
            f2 = friendly << -s2
            f3 = friendly << -s3
            e1, e2, e3 = empty << -s1, empty << -s2, empty << -s3
            x2, x3, x4 = enemy << -s2, enemy << -s3, enemy << -s4
            o3, o4, o5 = empty_or_off << -s3, empty_or_off << -s4, empty_or_off << -s5
            g3, g4, g5 = offb << -s3, offb << -s4, offb << -s5
        pair = friendly & f1            # c, c+s friendly
        triple = pair & f2              # c .. c+2s friendly
        run1 = friendly & ~f1
        run2 = pair & ~f2
        run3 = triple & ~f3
        if partner:                     # a moving line holds one of the mover's own
            if s1 > 0:
                own1, own2 = own >> s1, own >> s2
            else:
                own1, own2 = own << -s1, own << -s2
            run1 &= own
            run2 &= own | own1
            run3 &= own | own1 | own2
        # pushes: the rear marble is the mover's own
        p2 = run2 & own & x2            # 2 push 1
        p3 = run3 & own & x3
        if p2:
            _collect(p2 & o3 & g3, table, push_off)
            _collect(p2 & o3 & ~g3, table, push)
        if p3:
            x4o5 = x4 & o5              # 3 push 2
            _collect(p3 & ((o4 & g4) | (x4o5 & g5)), table, push_off)
            _collect(p3 & ((o4 & ~g4) | (x4o5 & ~g5)), table, push)
        _collect(run3 & e3, table, threes)
        _collect(run2 & e2, table, twos)
        _collect(run1 & e1, table, ones)
    for axis, s1, s2, s3, table2, table3 in _BROADSIDE_STEPS:
        line2 = friendly & (friendly >> axis)
        if not line2:
            continue
        if partner:
            has2 = own | (own >> axis)
        a = (empty >> s1) if s1 > 0 else (empty << -s1)
        b = (empty >> s2) if s2 > 0 else (empty << -s2)
        ok2 = line2 & a & b
        if ok2:
            line3 = ok2 & (friendly >> (2 * axis))
            if line3:
                c = (empty >> s3) if s3 > 0 else (empty << -s3)
                ok3 = line3 & c
                if partner:
                    ok3 &= has2 | (own >> (2 * axis))
                _collect(ok3, table3, threes)
            if partner:
                ok2 &= has2
            _collect(ok2, table2, twos)
    return push_off + push + threes + twos + ones


def rule_broken(move: AbaloneMove, own: int, friendly: int, enemy: int) -> Optional[str]:
    """The rule a move (not a pass) breaks, in a player's words, or None if it is legal;
    the masks are as for `generate`."""
    partner = friendly != own
    mine = "your or your partner's" if partner else "your"
    where = hg.NAMES[move.rear]
    if not friendly >> move.rear & 1:
        return f"There is no marble of {'your side' if partner else 'yours'} on {where}."
    if move.kind == "broadside":
        cells = hg.line(move.rear, move.axis, move.size)
        ends = f"{hg.NAMES[cells[0]]}-{hg.NAMES[cells[-1]]}"
        for cell in cells:
            if not friendly >> cell & 1:
                return (f"{hg.NAMES[cell]} does not hold one of {mine} marbles: a sideways move "
                        f"moves a line of {move.size} of them ({ends}).")
        if partner and not any(own >> c & 1 for c in cells):
            return "A line you move must hold at least one of your own marbles, not only your partner's."
        for cell in cells:
            target = cell + move.step
            if not hg.ON_BOARD[target]:
                return f"{hg.NAMES[cell]} cannot move off the board: you never push your own marbles off."
            if (friendly | enemy) >> target & 1:
                return (f"{hg.NAMES[target]} is taken: a sideways (broadside) move needs every "
                        "target cell empty, and it never pushes.")
        return None
    step = move.step
    cells = []
    cell = move.rear
    while friendly >> cell & 1:
        cells.append(cell)
        cell += step
    if len(cells) > MAX_GROUP:
        return (f"{hg.NAMES[move.rear]} heads a line of {len(cells)} of {mine} marbles: "
                f"at most {MAX_GROUP} move at once (the extra marbles do not count in a push).")
    if partner and not any(own >> c & 1 for c in cells):
        return "A line you move must hold at least one of your own marbles, not only your partner's."
    front = cell  # the first cell past the group
    if not hg.ON_BOARD[front]:
        what = "marble" if len(cells) == 1 else "line"
        return f"That {what} would leave the board: you never move your own marbles off."
    if not enemy >> front & 1:
        return None  # an empty cell ahead: a plain in-line move
    pushed = []
    while enemy >> cell & 1:
        pushed.append(cell)
        cell += step
    n, k = len(cells), len(pushed)
    if n == 1:
        return (f"{hg.NAMES[front]} is taken: a single marble never pushes (a 1-on-1 is a stalemate; "
                "a push, or sumito, needs more of your marbles than opposing ones).")
    if k >= n:
        kind = {1: "1-on-1", 2: "2-on-2", 3: "3-on-3"}.get(min(n, k), f"{n}-on-{k}")
        if n == k:
            return (f"That is a {kind} stalemate: {n} of your marbles cannot push {k} opposing ones. "
                    "Attack along another line.")
        return (f"{n} marbles cannot push {k}: a push (sumito) needs more of your marbles than "
                "opposing ones (2-on-1, 3-on-1 or 3-on-2).")
    if friendly >> cell & 1:
        return (f"Your side's marble on {hg.NAMES[cell]} is right behind the opposing marbles: "
                "there is no free space to push them into.")
    if partner and not own >> move.rear & 1:
        return ("In a push (sumito) the rear marble, the one you push with, must be your own, "
                "not your partner's.")
    return None
