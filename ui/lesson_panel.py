"""The lesson panel beside the board (`#lesson`, shown at `#/learn/<game>`): the step's
words, "Step N of M", Back, Show me, Try again and Next, and at the end the way to a
game. It shows the ui/lesson.py `Lesson` it opens; the board is the game's own."""
from __future__ import annotations

from typing import Optional

import js

from ui import storage
from ui.controller import GameController
from ui.dom import el, listen
from ui.games import GAMES
from ui.lesson import PASSED, Lesson

BUTTONS = ("back", "show", "retry", "next")


class LessonPanel:
    """The panel of the lesson shown, if one is (the embed page keeps no progress)."""

    def __init__(self, controller: GameController, embed: bool):
        self.controller = controller
        self.embed = embed
        self.lesson: Optional[Lesson] = None
        for name in BUTTONS:
            listen(el(f"lesson-{name}"), "click", lambda e, name=name: self._pressed(name))

    def open(self, game_id: str, step: Optional[int]) -> None:
        """Show the tutorial of `game_id` at `step` (from 0; None: where it was left)."""
        if self.lesson is None or self.lesson.tutorial.game_id != game_id:
            self.lesson = Lesson(self.controller, GAMES[game_id].lessons, None if self.embed else storage,
                                 self.render)
        self.lesson.open(step)

    def close(self) -> None:
        """The lesson is left (another page is shown)."""
        if self.lesson is not None:
            self.lesson = None
            self.controller.leave_lesson()

    def _pressed(self, name: str) -> None:
        lesson = self.lesson
        if lesson is None:
            return
        {"back": lesson.back, "show": lesson.show_me, "retry": lesson.retry, "next": lesson.next}[name]()
        if name == "retry":
            el("board").focus()  # the move is to be made again, on the board

    def render(self) -> None:
        """Show the step as the lesson has it now."""
        lesson = self.lesson
        if lesson is None:
            return
        step, game = lesson.step, GAMES[lesson.tutorial.game_id]
        el("lesson").dataset.step = str(lesson.index)
        el("lesson").dataset.verdict = lesson.verdict or ""
        el("lesson-game").textContent = f"Learn {game.name}"
        el("lesson-count").textContent = lesson.count_text() + (" \u2713" if lesson.is_done() else "")
        el("lesson-title").textContent = step.title
        el("lesson-text").textContent = step.text
        verdict = el("lesson-verdict")
        verdict.textContent = lesson.said
        verdict.dataset.verdict = lesson.verdict or ""
        shown = lesson.buttons()
        for name in BUTTONS:
            el(f"lesson-{name}").hidden = name not in shown
        last = lesson.index + 1 == len(lesson.tutorial)
        el("lesson-end").hidden = not (last and (lesson.verdict == PASSED or not step.takes_moves()))
        el("lesson-end-text").textContent = lesson.tutorial.done
        play = el("lesson-play")
        play.textContent = f"Play {game.name}"
        play.href = f"{'./index.html' if self.embed else ''}#/play/{game.id}"
        if self.embed:  # out of the frame, to the site
            play.target, play.rel = "_blank", "noopener"
        note = el("lesson-save-note")
        blocked = getattr(js.globalThis, "parlourStorageBlocked", False)  # the page's notice says it already
        note.hidden = lesson.not_saved is None or blocked
        note.textContent = f"Your progress in this lesson is not being saved: {lesson.not_saved}."
