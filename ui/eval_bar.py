"""The evaluation bar under the board: each seat's chance of winning in the position
shown, as the computer estimates it. Off by default (a setting, "Evaluation bar"): a
person playing against the computer never sees it unless they turn it on. In a game
being played it asks the computer player's worker about each new position (a small
budget, so the computer's own move waits little); in an analysed game it shows the
analysis's value of the position shown."""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

from ui import storage
from ui.dom import el, listen, make
from ui.eval_graph import SEAT_COLOURS, segments

BAR_BUDGET = 1_500    # per position during play (engines.ai.analysis budget units)
SETTINGS_KEY = "settings"  # where ui/shell.py keeps the settings


class EvalBar:
    """The bar, its setting's checkbox, and the worker's answers for the positions played."""

    def __init__(self, controller):
        self.controller = controller
        self.settings = controller.settings
        self._live: Dict[Tuple[int, int], List[float]] = {}  # (id(session), ply) -> values
        self._asked: Optional[Tuple[int, int]] = None
        self._shown: Any = None
        box = el("setting-evalbar")
        box.checked = self.settings.eval_bar
        listen(box, "change", lambda e: self._toggled(bool(box.checked)))

    def _toggled(self, on: bool) -> None:
        self.settings.eval_bar = on
        storage.save(SETTINGS_KEY, self.settings.to_saved())
        self.refresh(None)

    def refresh(self, report: Optional[Dict[str, Any]]) -> None:
        """Show the bar for the position shown (hidden while the setting is off)."""
        c = self.controller
        session = c.session
        values = None
        if self.settings.eval_bar and session is not None and c.coach is None \
                and (session.friend is None or session.state.is_over()):  # never mid-game by link
            ply = c.shown_ply()
            if report is not None:
                values = report["positions"][ply]["values"]
            else:
                values = self._live.get((id(session), ply))
                if values is None and c.viewing is None and not session.state.is_over():
                    self._ask(session, ply)
        self._show(values, session)

    def _ask(self, session, ply: int) -> None:
        key = (id(session), ply)
        if self._asked == key:
            return
        self._asked = key
        request = {"analyse": True, "record": session.state.record(), "ply": ply, "budget": BAR_BUDGET, "seed": 0}

        def answered(reply: dict) -> None:
            if isinstance(reply.get("values"), list):
                if len(self._live) > 500:
                    self._live.clear()
                self._live[key] = reply["values"]
                if self.controller.session is session:
                    self.refresh(None)

        self.controller.computer.ask(request, answered)

    def _show(self, values, session) -> None:
        bar = el("eval-bar")
        if values is None:
            bar.hidden = True
            self._shown = None
            return
        state = session.state
        shown = (tuple(values), state.game_id)
        bar.hidden = False
        if shown == self._shown:
            return
        self._shown = shown
        bar.replaceChildren()
        words = []
        for seat, share in segments(values):
            part = make("span", class_="eval-bar-part")
            part.style.width = f"{share:.1f}%"
            part.style.background = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
            bar.append(part)
            words.append(f"{state.seat_name(seat)} {values[seat]:.0%}")
        bar.setAttribute("aria-label", "Chance of winning: " + ", ".join(words))
        bar.title = ", ".join(words)
