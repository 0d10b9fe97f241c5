"""Lessons as data: a game taught on its own board, one step at a time. No browser import.

A tutorial is a list of steps. Each step shows a position (a record: moves from the
start, with the game's options), a few sentences, and asks for one of four things:

    read    nothing: read, then Next
    any     any legal move passes (to practise the gesture)
    exact   only the listed moves pass
    check   a function of the move decides, and each typical wrong answer (a `Mistake`)
            gets its own explanation

Every step but a read one has answers: the moves "Show me" plays (for any and check
steps, one move that passes). Rules are never re-derived here: the tests
(tests/test_lessons.py) play every answer and find every mistake through the engine,
and the lesson modules judge moves by asking the engine (`effect`, the positions).
The page's part is ui/lesson.py (the step shown and the progress) and ui/lesson_panel.py.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Optional, Sequence, Tuple, Union

import engines

READ, ANY, EXACT, CHECK = "read", "any", "exact", "check"
KINDS = (READ, ANY, EXACT, CHECK)

Judge = Callable[[Any, Any], bool]
"""(the step's position, a legal move) -> True when the move is what the step means."""


@dataclass(frozen=True)
class Mistake:
    """A typical wrong answer and what to say about it: `says` is the explanation, or a
    function of (position, move) that writes it (naming the ball, the marble, the pit)."""

    when: Judge
    says: Union[str, Callable[[Any, Any], str]]

    def explain(self, before, move) -> str:
        """The explanation of `move` from `before`."""
        return self.says(before, move) if callable(self.says) else self.says


@dataclass(frozen=True)
class Step:
    """One step of a tutorial (build them with `read`, `any_move`, `exact` and `check`)."""

    kind: str
    title: str
    text: str
    moves: Tuple[str, ...] = ()                            # the position: these moves from the start
    options: Dict[str, Any] = field(default_factory=dict)  # the game's options
    answers: Tuple[str, ...] = ()                          # what passes (exact); what Show me plays
    passes: Optional[Judge] = None                         # check: does this move pass?
    mistakes: Tuple[Mistake, ...] = ()                     # exact and check: typical wrong answers
    success: str = ""                                      # said when the move passes
    failure: str = ""                                      # said for a wrong move no mistake names

    def record(self, game_id: str) -> Dict[str, Any]:
        """The step's position as a record."""
        return {"game": game_id, "options": dict(self.options), "moves": list(self.moves)}

    def position(self, game_id: str):
        """The step's position, played through the rules."""
        return engines.load(self.record(game_id))

    def takes_moves(self) -> bool:
        """Does the step ask for a move?"""
        return self.kind != READ

    def judge(self, before, move) -> Tuple[bool, str]:
        """Whether the legal `move` from the step's position `before` passes, and what
        to say: the success text, a mistake's explanation, or the failure text."""
        if self.kind == ANY:
            return True, self.success
        if self.kind == EXACT:
            ok = any(before.parse(answer) == move for answer in self.answers)
        else:
            ok = bool(self.passes(before, move))
        if ok:
            return True, self.success
        mistake = self.mistake(before, move)
        return False, mistake.explain(before, move) if mistake is not None else self.failure

    def mistake(self, before, move) -> Optional[Mistake]:
        """The first of the step's mistakes that `move` makes, if any."""
        return next((m for m in self.mistakes if m.when(before, move)), None)


@dataclass(frozen=True)
class Tutorial:
    """A game's lesson: its steps in order, and a line for the end."""

    game_id: str
    steps: Tuple[Step, ...]
    done: str = "You have played every step."

    def __len__(self) -> int:
        return len(self.steps)


def read(title: str, text: str, moves: Sequence[str] = (), **options: Any) -> Step:
    """A step to read: a position and a few sentences, then Next."""
    return Step(READ, title, text, tuple(moves), options)


def any_move(title: str, text: str, moves: Sequence[str], show: str, success: str, **options: Any) -> Step:
    """A step where any legal move passes; Show me plays `show`."""
    return Step(ANY, title, text, tuple(moves), options, (show,), success=success)


def exact(title: str, text: str, moves: Sequence[str], answers: Sequence[str], success: str, failure: str,
          mistakes: Sequence[Mistake] = (), **options: Any) -> Step:
    """A step where only `answers` pass (Show me plays the first); a wrong move is
    explained by the first of `mistakes` it makes, else by `failure`."""
    return Step(EXACT, title, text, tuple(moves), options, tuple(answers), None, tuple(mistakes), success, failure)


def check(title: str, text: str, moves: Sequence[str], passes: Judge, show: str, success: str,
          mistakes: Sequence[Mistake], failure: str = "", **options: Any) -> Step:
    """A step where `passes` decides; Show me plays `show`; each of `mistakes` explains a
    typical wrong answer, and `failure` any other."""
    return Step(CHECK, title, text, tuple(moves), options, (show,), passes, tuple(mistakes), success, failure)
