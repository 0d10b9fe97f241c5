"""An independent model of Abagio's rules, written from the rules text (brute force over
the order of the dice), to check the engine's legal leaps, Top Frog squares and resulting
positions over whole games (tests/test_abagio_rules.py, tests/test_abagio_forced_play.py).
"""
from __future__ import annotations

from engines.abagio import PURPLE, RED

R, P = RED, PURPLE


class Model:
    """Stacks by place: ('s', step) for the shared places, (colour, step) for a Safe Zone."""

    def __init__(self, state=None):
        if state is None:
            return
        self.stacks = {}
        for step in range(1, 26):
            if 19 <= step <= 24:
                for colour in (R, P):
                    self.stacks[(colour, step)] = list(state.stack(step, colour))
            else:
                self.stacks[("s", step)] = list(state.stack(step))
        self.root = list(state.root)
        self.pond = list(state.pond)
        self.top = state.top_frog

    def copy(self):
        other = Model()
        other.stacks = {k: list(v) for k, v in self.stacks.items()}
        other.root, other.pond, other.top = list(self.root), list(self.pond), self.top
        return other

    @staticmethod
    def place(colour, step):
        return (colour, step) if 19 <= step <= 24 else ("s", step)

    def key(self):
        return (tuple(sorted((str(k), tuple(v)) for k, v in self.stacks.items() if v)),
                tuple(self.root), tuple(self.pond), self.top)

    def target(self, colour, source, die):
        """Where a leap of `die` from `source` lands (26 the Pond), or None if not allowed."""
        if source == 0:
            if not self.root[colour]:
                return None
        else:
            mine = self.stacks[self.place(colour, source)]
            if not mine or mine[-1] != colour or source == self.top:
                return None
        dest = source + die
        if dest <= 25:
            if dest == self.top:
                return None
            there = self.stacks[self.place(colour, dest)]
            if len(there) >= (2 if dest in (18, 25) else 5):
                return None
            run = 0
            for frog in reversed(there):
                if frog == colour:
                    break
                run += 1
            return None if run >= 3 else dest
        home = self.root[colour] == 0 and all(colour not in self.stacks[("s", s)] for s in range(1, 18))
        if not home:
            return None
        if dest == 26:
            return 26
        steps = [s for s in range(18, 26) if colour in self.stacks[self.place(colour, s)]]
        farthest = min(steps)
        return 26 if die > 26 - farthest and source == farthest else None

    def leap(self, colour, source, dest):
        out = self.copy()
        if source == 0:
            out.root[colour] -= 1
        else:
            out.stacks[self.place(colour, source)].pop()
        if dest == 26:
            out.pond[colour] += 1
        else:
            there = out.stacks[self.place(colour, dest)]
            if there and there[-1] != colour and (len(there) == 1 or there[-2] == colour):
                there.pop()
                out.root[1 - colour] += 1
            there.append(colour)
        return out

    def options(self, colour, dice):
        for die in sorted(set(dice)):
            for source in range(0, 26):
                dest = self.target(colour, source, die)
                if dest is not None:
                    yield die, source, dest

    def most(self, colour, dice, memo):
        """The most dice usable from here; a leap that wins uses them all."""
        key = (self.key(), tuple(sorted(dice)))
        if key not in memo:
            best = 0
            for die, source, dest in self.options(colour, dice):
                after = self.leap(colour, source, dest)
                rest = list(dice)
                rest.remove(die)
                value = len(dice) if after.pond[colour] == 12 else 1 + after.most(colour, rest, memo)
                best = max(best, value)
            memo[key] = best
        return memo[key]

    def legal(self, colour, dice):
        """The legal first leaps as notation, by the forced-play rules."""
        memo = {}
        scored = []
        for die, source, dest in self.options(colour, dice):
            after = self.leap(colour, source, dest)
            rest = list(dice)
            rest.remove(die)
            value = len(dice) if after.pond[colour] == 12 else 1 + after.most(colour, rest, memo)
            scored.append((value, die, source, dest))
        if not scored:
            return set()
        best = max(v for v, *_ in scored)
        keep = [(d, s, t) for v, d, s, t in scored if v == best]
        if best == 1 and len(dice) == 2 and dice[0] != dice[1] and any(d == max(dice) for d, _, _ in keep):
            keep = [(d, s, t) for d, s, t in keep if d == max(dice)]
        return {f"{s}/{t}" if t - s == d else f"{s}/{t}({d})" for d, s, t in keep}

    def top_frog_spots(self, colour):
        out = set()
        for step in range(1, 18):
            there = self.stacks[("s", step)]
            if not there or (there[-1] == colour and len(there) < 5):
                out.add(f"T{step}")
        return out | {"T-"}
