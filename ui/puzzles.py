"""Puzzles (issue 16): one position, one clearly best move, on the game's own board.
No browser import: ui/puzzle_panel.py shows them.

A game's puzzles are data made by tools/make_puzzles.py (`ui/games/<game>/puzzles.py`).
Each is ONE move to find (`answer`; for Abagio, the first leap of the best turn with the
roll; for Abcuazego, the first sowing of a chain), with the `line` that follows it shown
as notation once it is found. A set of puzzles is run by the lesson machinery
(ui/lesson.py: the controller's coach, Show me, Try again, Next, the progress kept in
the browser), each puzzle an *exact* step of a tutorial (ui/tutorial.py), plus what
lichess's puzzles have: a hint, "View the solution", and a streak of puzzles solved in
a row, kept with the puzzles solved.

A puzzle counts as solved when its move is found before the hint or the solution was
asked for; a wrong move, or viewing the solution first, ends the streak.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple

from ui.lesson import PASSED, WRONG, Lesson
from ui.saved_games import Store
from ui.tutorial import Tutorial, exact

SHOWN = "shown"  # the verdict once the solution was viewed


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: the position (moves from the start, with the game's options), the task,
    a hint, the one move that solves it, the line after it, and why it is the move."""

    moves: Tuple[str, ...]
    options: Dict[str, Any]
    answer: str
    line: Tuple[str, ...]
    task: str
    hint: str
    why: str


def puzzles_of(game_id: str) -> Tuple[Puzzle, ...]:
    """The puzzles of `game_id` (none if it has no puzzles module)."""
    try:
        data = importlib.import_module(f"ui.games.{game_id}.puzzles").PUZZLES
    except ImportError:
        return ()
    return tuple(Puzzle(tuple(_notation(p["moves"])), dict(p["options"]), p["answer"], tuple(_notation(p["line"])),
                        p["task"], p["hint"], p["why"]) for p in data)


def _notation(moves) -> List[str]:
    """Moves as the data holds them: one space-separated string (or a list)."""
    return moves.split() if isinstance(moves, str) else list(moves)


def has_puzzles(game_id: str) -> bool:
    """Does `game_id` have puzzles?"""
    return bool(puzzles_of(game_id))


def solution_text(puzzle: Puzzle) -> str:
    """'The move: 4>3. Why.' with the line that follows, if any."""
    then = f" The turn goes on: {', '.join(puzzle.line)}." if puzzle.line else ""
    return f"{puzzle.why}{then}"


def as_tutorial(game_id: str, puzzles: Tuple[Puzzle, ...]) -> Tutorial:
    """The puzzles as a tutorial of exact steps (one per puzzle)."""
    steps = tuple(exact(f"Puzzle {i + 1}", p.task, p.moves, (p.answer,),
                        success=f"Right: {solution_text(p)}",
                        failure="Not the best move. Try again, or view the solution.", **p.options)
                  for i, p in enumerate(puzzles))
    return Tutorial(game_id, steps, "You have seen every puzzle; the ones you did not solve are waiting.")


def chosen(params: Dict[str, str], count: int, today: int) -> Optional[int]:
    """The puzzle (from 0) an address asks for: `n=K` (from 1), or `day` (the puzzle of
    the day: `today` is the days since 1970, so every reader sees the same one)."""
    text = params.get("n", "")
    if text.isdigit() and 0 < int(text) <= count:
        return int(text) - 1
    if "day" in params and count:
        return today % count
    return None


def streak_key(game_id: str) -> str:
    """Where a game's puzzle progress (puzzle shown, solved, streak) is kept."""
    return f"puzzles-{game_id}"


class PuzzleRun(Lesson):
    """A game's puzzles on the controller's board, one at a time."""

    def __init__(self, controller, game_id: str, store: Optional[Store], changed=lambda: None):
        self.puzzles = puzzles_of(game_id)
        self.streak = 0
        self.best = 0
        self.helped = False   # the hint or the solution was shown for this puzzle
        self._showing = False  # the solution's move is being played
        super().__init__(controller, as_tutorial(game_id, self.puzzles), store, changed)
        saved = self._load()
        if isinstance(saved, dict):
            for name in ("streak", "best"):
                value = saved.get(name)
                if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100_000:
                    setattr(self, name, value)

    def key(self) -> str:
        return streak_key(self.tutorial.game_id)

    @property
    def puzzle(self) -> Puzzle:
        """The puzzle shown."""
        return self.puzzles[self.index]

    def _set_up(self) -> None:
        self.helped = False
        super()._set_up()

    def hint(self) -> None:
        """Say the puzzle's hint (it then no longer counts as solved unaided)."""
        self.helped = True
        self.said = f"Hint: {self.puzzle.hint}"
        self.changed()

    def show_me(self) -> None:
        """View the solution: its move played with its animation, and why (the streak ends)."""
        if self.verdict != PASSED:
            self.streak = 0
        self._showing = True
        try:
            super().show_me()
        finally:
            self._showing = False
        self.helped, self.verdict = True, SHOWN
        self.said = f"The solution: {self.puzzle.answer}. {solution_text(self.puzzle)}"
        self._keep()
        self.changed()

    def moved(self, before, move, after) -> None:
        """Judge the move: found, the puzzle is solved (and, without the hint, the streak
        grows); a wrong move ends the streak."""
        if self._showing:
            return
        if self._is_answer(before, move):
            self.verdict = PASSED
            self.said = f"{'Right, with the hint' if self.helped else 'Right'}: {solution_text(self.puzzle)}"
            self.progress.done.add(self.index)
            if not self.helped:
                self.streak += 1
                self.best = max(self.best, self.streak)
        else:
            self.verdict, self.said = WRONG, self.step.failure
            self.streak = 0
        self._keep()
        self.changed()

    def _is_answer(self, before, move) -> bool:
        return before.parse(self.puzzle.answer) == move

    def takes_moves(self) -> bool:
        return self.verdict is None

    def waiting(self) -> str:
        if self.verdict == WRONG:
            return "Not this time: press Try again, or View the solution."
        return "Press Next for another puzzle."

    def buttons(self) -> List[str]:
        found = ["back"] if self.index > 0 else []
        if self.verdict is None:
            found.append("hint")
        if self.verdict in (None, WRONG):
            found.append("show")
        if self.verdict == WRONG:
            found.append("retry")
        if self.index + 1 < len(self.tutorial):
            found.append("next")
        return found

    def next_unsolved(self) -> int:
        """The first puzzle after the one shown (wrapping round) not solved yet."""
        count = len(self.puzzles)
        for step in range(1, count + 1):
            index = (self.index + step) % count
            if index not in self.progress.done:
                return index
        return (self.index + 1) % count

    def count_text(self) -> str:
        return f"Puzzle {self.index + 1} of {len(self.puzzles)}"

    def streak_text(self) -> str:
        """'Streak 3 (best 5) · 12 of 60 solved'."""
        return f"Streak {self.streak} (best {self.best}) \u00b7 {len(self.progress.done)} of {len(self.puzzles)} solved"

    def _keep(self) -> None:
        if self.store is not None:
            saved = dict(self.progress.to_saved(), streak=self.streak, best=self.best)
            self.not_saved = self.store.save(self.key(), saved)
