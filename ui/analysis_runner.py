"""The Analyse action's work, position by position: each position is sent to the computer
player's worker (so the page never freezes, progress is shown and Cancel is honoured
between two positions); when there is no worker (it failed to start or stopped
answering), the remaining positions are analysed on the page, one per slice, with a
frame drawn between two slices. No browser import: the worker, the timer and the local
analysis are passed in (tests give fakes).
"""
from __future__ import annotations

import json
from typing import Any, Callable, Dict, List, Optional

from engines.ai import analysis

SLICE_GAP_MS = 16  # on the page: one position, then a frame, then the next


class AnalysisRunner:
    """Runs one analysis at a time; a new start or a cancel drops the one running."""

    def __init__(self, ask: Callable[[dict, Callable[[dict], None]], None],
                 later: Callable[[float, Callable[[], None]], None],
                 local: Callable[[str], str]):
        self.ask = ask        # the worker: ask(request, callback(reply))
        self.later = later    # later(ms, callback)
        self.local = local    # ui.ai_service.analyse_position, run on the page as a fallback
        self.on_page = False  # the worker failed: positions are analysed here
        self._run = 0         # the current run's number; replies of other runs are dropped
        self.running = False
        self.done = 0
        self.total = 0

    def start(self, state, budget: int, seed: int, progress: Callable[[int, int], None],
              finished: Callable[[Dict[str, Any]], None], failed: Callable[[str], None]) -> None:
        """Analyse every position of `state`'s game; `progress(done, total)` after each,
        then `finished(report)` (engines.ai.analysis.assemble) or `failed(why)`."""
        self._run += 1
        run = self._run
        record = state.record()
        states = analysis.positions_of(state)
        results: List[Optional[dict]] = [None] * len(states)
        self.running, self.done, self.total = True, 0, len(states)

        def request(ply: int) -> dict:
            return {"analyse": True, "record": record, "ply": ply, "budget": budget, "seed": seed}

        def replied(ply: int, reply: dict) -> None:
            if run != self._run:
                return  # cancelled, or another analysis started
            if reply.get("failed"):
                self.on_page = True  # no worker: carry on here, slice by slice
                self.later(SLICE_GAP_MS, lambda: here(ply))
                return
            if "error" in reply or "values" not in reply:
                self.running = False
                failed(str(reply.get("error", "no answer")))
                return
            results[ply] = {k: v for k, v in reply.items() if k != "ply"}
            self.done = ply + 1
            progress(self.done, self.total)
            if ply + 1 < len(states):
                ask_next(ply + 1)
            else:
                self.running = False
                finished(analysis.assemble(record, results, states, budget, seed))

        def here(ply: int) -> None:
            if run == self._run:
                replied(ply, json.loads(self.local(json.dumps(request(ply)))))

        def ask_next(ply: int) -> None:
            if self.on_page:
                self.later(SLICE_GAP_MS, lambda: here(ply))
            else:
                self.ask(request(ply), lambda reply: replied(ply, reply))

        ask_next(0)

    def cancel(self) -> None:
        """Stop: the position being analysed finishes in the worker, its answer is dropped."""
        self._run += 1
        self.running = False
