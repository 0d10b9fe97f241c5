"""The puzzle panel beside the board (`#puzzle`, shown at `#/puzzles/<game>`): the task,
whose turn, "Puzzle N of M", the streak and the puzzles solved, Hint, View the solution,
Try again, Back and Next puzzle. It shows the ui/puzzles.py `PuzzleRun` it opens; the
board is the game's own (the controller plays it, the run is its coach).

`?n=K` opens puzzle K, `?day` the puzzle of the day (the same for every reader that day:
what a blogger embeds). The embed page keeps no progress."""
from __future__ import annotations

from typing import Dict, Optional

import js

from ui import storage
from ui.controller import GameController
from ui.dom import el, listen
from ui.games import GAMES
from ui.puzzles import PuzzleRun, chosen

BUTTONS = ("back", "hint", "show", "retry", "next")
DAY_MS = 86_400_000


class PuzzlePanel:
    """The panel of the puzzles shown, if they are."""

    def __init__(self, controller: GameController, embed: bool):
        self.controller = controller
        self.embed = embed
        self.run: Optional[PuzzleRun] = None
        for name in BUTTONS:
            listen(el(f"puzzle-{name}"), "click", lambda e, name=name: self._pressed(name))

    def open(self, game_id: str, params: Dict[str, str]) -> None:
        """Show the puzzles of `game_id` at the one the address asks for (else where they were left)."""
        if self.run is None or self.run.tutorial.game_id != game_id:
            self.run = PuzzleRun(self.controller, game_id, None if self.embed else storage, self.render)
        today = int(float(js.Date.now()) // DAY_MS)
        self.run.open(chosen(params, len(self.run.puzzles), today))

    def close(self) -> None:
        """The puzzles are left (another page is shown)."""
        if self.run is not None:
            self.run = None
            self.controller.leave_lesson()

    def full_address(self) -> str:
        """The puzzle shown, on the site (the embed's "Open in Parlour")."""
        return f"./index.html#/puzzles/{self.run.tutorial.game_id}?n={self.run.index + 1}"

    def _pressed(self, name: str) -> None:
        run = self.run
        if run is None:
            return
        if name == "next":
            run.open(run.next_unsolved())
        else:
            {"back": run.back, "hint": run.hint, "show": run.show_me, "retry": run.retry}[name]()
        if name in ("retry", "next"):
            el("board").focus()  # the move is to be found on the board

    def render(self) -> None:
        """Show the puzzle as the run has it now."""
        run = self.run
        if run is None:
            return
        puzzle, game = run.puzzle, GAMES[run.tutorial.game_id]
        panel = el("puzzle")
        panel.dataset.index = str(run.index)
        panel.dataset.verdict = run.verdict or ""
        panel.dataset.streak = str(run.streak)
        panel.dataset.solved = str(len(run.progress.done))
        el("puzzle-game").textContent = f"{game.name} puzzles"
        el("puzzle-count").textContent = run.count_text() + (" \u2713" if run.is_done() else "")
        el("puzzle-task").textContent = puzzle.task
        el("puzzle-streak").textContent = run.streak_text()
        verdict = el("puzzle-verdict")
        verdict.textContent = run.said
        verdict.dataset.verdict = run.verdict or ""
        shown = run.buttons()
        for name in BUTTONS:
            el(f"puzzle-{name}").hidden = name not in shown
        if self.embed:
            el("puzzle-next").hidden = True  # the embed shows the puzzle its address names
        else:  # the address names the puzzle shown: a reload or a shared link opens it
            address = f"#/puzzles/{game.id}?n={run.index + 1}"
            if str(js.location.hash) != address:
                js.history.replaceState(None, "", address)
        note = el("puzzle-save-note")
        blocked = getattr(js.globalThis, "parlourStorageBlocked", False)  # the page's notice says it already
        note.hidden = run.not_saved is None or blocked
        note.textContent = f"Your puzzles are not being saved: {run.not_saved}."
