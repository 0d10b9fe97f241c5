"""A tutorial being followed at this screen: the step shown on the game's own board (the
game controller plays it, so the drawing, taps, drags, keys and typed moves are a
game's), what the last move earned, Back, Next, Try again and Show me, and the
progress kept in the browser. No browser import: ui/lesson_panel.py shows it.

While a lesson is shown it is the controller's coach (`ui.controller.Coach`): moves are
taken only when the step asks for one, every move played is judged here, and
nothing is kept among the saved games.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, List, Optional, Set

from ui.saved_games import Store
from ui.session import Session
from ui.tutorial import Tutorial

PASSED, WRONG = "passed", "wrong"


def progress_key(game_id: str) -> str:
    """Where a game's lesson progress is kept."""
    return f"lesson-{game_id}"


@dataclass
class Progress:
    """How far a tutorial has been followed: the step to show, and the steps passed."""

    step: int = 0
    done: Set[int] = field(default_factory=set)

    @classmethod
    def from_saved(cls, saved: Any, steps: int) -> "Progress":
        """Progress from `to_saved` output, for a tutorial of `steps` steps; anything that
        is not that (damaged, or from a longer tutorial) counts for nothing."""
        progress = cls()
        if not isinstance(saved, dict):
            return progress
        step, done = saved.get("step"), saved.get("done")
        if isinstance(step, int) and not isinstance(step, bool) and 0 <= step < steps:
            progress.step = step
        if isinstance(done, list) and len(done) <= steps:
            progress.done = {i for i in done if isinstance(i, int) and not isinstance(i, bool) and 0 <= i < steps}
        return progress

    def to_saved(self) -> dict:
        """A JSON-safe form."""
        return {"step": self.step, "done": sorted(self.done)}


class Lesson:
    """One game's tutorial on the controller's board: the controller's coach meanwhile."""

    def __init__(self, controller, tutorial: Tutorial, store: Optional[Store],
                 changed: Callable[[], None] = lambda: None):
        self.controller = controller
        self.tutorial = tutorial
        self.store = store                  # None: nothing is kept (the embed page)
        self.changed = changed              # the panel shows the lesson again
        self.verdict: Optional[str] = None  # PASSED or WRONG once the step's move was made
        self.said = ""                      # what the last move earned, in words
        self.not_saved: Optional[str] = None  # why the progress is not being kept, if it is not
        self.progress = Progress.from_saved(self._load(), len(tutorial))

    def key(self) -> str:
        """Where the progress is kept."""
        return progress_key(self.tutorial.game_id)

    def _load(self) -> Any:
        """What the store holds under `key` (None: nothing, no store, or damaged: start again)."""
        try:
            return None if self.store is None else self.store.load(self.key())
        except ValueError:
            return None

    # ----- the step shown ------------------------------------------------------------------
    @property
    def index(self) -> int:
        """The step shown, from 0."""
        return self.progress.step

    @property
    def step(self):
        """The step shown."""
        return self.tutorial.steps[self.index]

    def open(self, index: Optional[int] = None) -> None:
        """Show step `index` (from 0; None: where the learner left off), from its position."""
        if index is not None:
            self.progress.step = max(0, min(index, len(self.tutorial) - 1))
        self._set_up()
        self._keep()

    def _set_up(self) -> None:
        """The step's position on the board, nothing said yet."""
        self.verdict, self.said = None, ""
        c = self.controller
        c.coach = self
        c.start(Session.from_state(self.step.position(self.tutorial.game_id)))
        self.changed()

    def next(self) -> None:
        """The next step (nothing after the last)."""
        if self.index + 1 < len(self.tutorial):
            self.open(self.index + 1)

    def back(self) -> None:
        """The step before (nothing before the first)."""
        if self.index > 0:
            self.open(self.index - 1)

    def retry(self) -> None:
        """The step's position again, to make its move once more."""
        self._set_up()

    def show_me(self) -> None:
        """Play the step's answer on its position, with its animation."""
        if not self.step.takes_moves():
            return
        self._set_up()
        self.controller.demonstrate(self.step.answers[0])

    # ----- the controller's coach ------------------------------------------------------------
    def takes_moves(self) -> bool:
        """May the learner move now? Only while the step waits for its move."""
        return self.step.takes_moves() and self.verdict is None

    def waiting(self) -> str:
        """What to do when the board takes no move, in a few words."""
        if self.verdict == WRONG:
            return "Not this time: press Try again, or Show me."
        if self.verdict == PASSED:
            return "Well done. " + ("Press Next." if self.index + 1 < len(self.tutorial) else "That was the last step.")
        return "Read this step, then press Next."

    def moved(self, before, move, after) -> None:
        """The learner (or Show me) played `move` from the step's position: judge it."""
        ok, self.said = self.step.judge(before, move)
        self.verdict = PASSED if ok else WRONG
        if ok:
            self.progress.done.add(self.index)
            self._keep()
        self.changed()

    # ----- words and state for the panel -----------------------------------------------------
    def count_text(self) -> str:
        """'Step 3 of 12'."""
        return f"Step {self.index + 1} of {len(self.tutorial)}"

    def is_done(self, index: Optional[int] = None) -> bool:
        """Has step `index` (default: the one shown) been passed?"""
        return (self.index if index is None else index) in self.progress.done

    def buttons(self) -> List[str]:
        """The lesson's buttons that apply now, of back, show, retry and next."""
        found = ["back"] if self.index > 0 else []
        if self.step.takes_moves():
            found.append("show")
        if self.verdict == WRONG:
            found.append("retry")
        if self.index + 1 < len(self.tutorial):
            found.append("next")
        return found

    def _keep(self) -> None:
        """Save the progress; remember why not when the browser refuses."""
        if self.store is not None:
            self.not_saved = self.store.save(self.key(), self.progress.to_saved())
