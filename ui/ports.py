"""The ports of the game controller (ui/controller.py): what it is given by the page
(ui/shell.py in the browser, fakes in tests/test_controller.py), and the lesson that
coaches it while a tutorial is shown (ui/lesson.py). No browser import."""
from __future__ import annotations

from typing import Any, Callable, Dict, Protocol


class Page(Protocol):
    """What the controller tells the page."""

    def say(self, text: str, notice: bool = False) -> None:
        """Show what just happened (or why a tap did nothing) in the status line; a `notice`
        (a link refused) at the top of the page too, until the player next acts or opens a page."""

    def refresh(self) -> None:
        """Bring the panels (seats, clocks, move list, buttons, turn line) up to date."""

    def redraw(self) -> None:
        """Draw the board on the next frame, with the turn line and the view's buttons."""

    def started(self, session) -> None:
        """A game is now shown (new, restored, loaded or opened from a link)."""

    def moved(self, before, move, after) -> None:
        """A move was played (sounds, events to an embedding page)."""

    def kept(self, game_id: str, resumable: bool) -> None:
        """The game shown was just saved, and it is the game a visit to its page brings
        back (`resumable`), or it is over or could not be saved (it is not)."""


class Coach(Protocol):
    """A lesson shown on the controller's board (ui/lesson.py)."""

    def takes_moves(self) -> bool:
        """May the learner move now?"""

    def waiting(self) -> str:
        """What to do instead of moving, in a few words, when no move is taken."""

    def moved(self, before, move, after) -> None:
        """A move was played on the lesson's board."""


class Computer(Protocol):
    """The computer player (a Web Worker in the page)."""

    def ask(self, request: Dict[str, Any], callback: Callable[[Dict[str, Any]], None]) -> None:
        """Choose a move for `request` (ui/ai_service.py); answer through `callback`."""


class Timer(Protocol):
    """Time and delays."""

    def now(self) -> float:
        """Milliseconds on a steady clock."""

    def later(self, ms: float, callback: Callable[[], None]) -> None:
        """Call `callback` in `ms` milliseconds."""
