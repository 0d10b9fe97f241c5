"""The panel beside the board: the seats and their clocks, the turn line, the view's
buttons, the move list with review, undo, redo and hints, the analysis
(ui/analysis_panel.py), and the board as text.
It shows what the controller knows and sends the buttons' presses to it."""
from __future__ import annotations

from html import escape
from typing import List

import js
from pyodide.ffi import to_js

from ui import storage
from ui.analysis_panel import AnalysisPanel
from ui.controller import GameController
from ui.fair_play import NO_HINT_BY_LINK, may_hint
from ui.saved_games import ELSEWHERE
from ui.dom import el, listen, make, query
from ui.session import SEAT_LABELS


def format_clock(ms: float) -> str:
    """Remaining time as m:ss (tenths under ten seconds)."""
    ms = max(0.0, ms)
    if ms < 10_000:
        return f"0:{ms / 1000:04.1f}"
    seconds = int(ms // 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


def row_html(number: int, turns) -> str:
    """One numbered row of the move list: each seat's turn, its moves (notation escaped)."""
    cells = "".join(
        f'<span class="turn"><span class="mover">{escape(who)}</span>'
        + "".join(f'<span class="move-text" data-ply="{ply}">{escape(text)}</span>' for ply, text in plies)
        + "</span>" for who, plies in turns)
    return f'<li data-row="{number}"><span class="move-number">{number}.</span>{cells}</li>'


class GamePanel:
    """Everything on the play page around the board."""

    def __init__(self, controller: GameController):
        self.controller = controller
        self._rows_shown: List[tuple] = []
        self._shown_actions: tuple = ()
        c = controller
        listen(el("undo-button"), "click", lambda e: c.undo())
        listen(el("redo-button"), "click", lambda e: c.redo())
        listen(el("hint-button"), "click", lambda e: c.hint())
        listen(el("review-first"), "click", lambda e: c.review(0))
        listen(el("review-prev"), "click", lambda e: c.review(c.shown_ply() - 1))
        listen(el("review-next"), "click", lambda e: c.review(c.shown_ply() + 1))
        listen(el("review-live"), "click", lambda e: c.review(None))
        listen(el("move-list"), "click", self._move_clicked)
        listen(el("resign-button"), "click", lambda e: self._ask_resign())
        listen(el("confirm-dialog"), "close", self._confirmed)
        listen(el("view-actions"), "click", self._action_clicked)
        listen(el("open-newer"), "click", lambda e: c.open_newer())
        self.analysis = AnalysisPanel(c)  # Analyse, the graph, the marks, the evaluation bar
        self._hint_title = str(el("hint-button").title)

    def refresh(self) -> None:
        """Show the seats, the move list, the review state and the buttons as they are now."""
        c = self.controller
        session, state = c.session, c.session.state
        if not (c.view.animating() and c.viewing is None):  # scores and details once the move has landed
            self._seats(session, c.shown_state())
        current = self._update_move_list(session)
        if current is not None and c.viewing is not None:
            current.scrollIntoView(to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries))
        else:
            moves = el("move-list")
            moves.scrollTop = moves.scrollHeight
        note = el("review-note")
        note.hidden = c.viewing is None
        if c.viewing is not None:
            note.textContent = c.review_text()
        play = el("play")
        play.dataset.viewing = "" if c.viewing is None else str(c.viewing)
        play.dataset.turn = session.turn()
        play.dataset.ply = str(state.ply)
        play.dataset.settled = "0" if c.view.animating() else "1"  # the move has landed, the panels are current
        el("text-view").textContent = str(c.shown_state())
        el("undo-button").disabled = not c.can_undo()
        el("redo-button").disabled = not c.can_redo()
        el("resign-button").disabled = c.resigning_seat() is None
        hint, withheld = el("hint-button"), not may_hint(c)  # (never mid-game by link: ui/fair_play.py)
        hint.disabled, hint.title = withheld, NO_HINT_BY_LINK if withheld else self._hint_title
        example = c.session.example_move() if c.human_to_move() else ""  # (a move that may be typed now)
        el("move-input").placeholder = f"e.g. {example}" if example else ""
        self._save_note()
        self.refresh_turn()
        self.analysis.refresh()

    def _save_note(self) -> None:
        """Say, as long as it is so, that the game shown is not being saved, and why."""
        note = self.controller.save_note()
        if self.controller.not_saved == storage.BLOCKED and getattr(js.globalThis, "parlourStorageBlocked", False):
            note = ""  # the notice at the top of the page says it for every game
        el("save-note").hidden = not note
        el("save-note-text").textContent = note
        el("open-newer").hidden = self.controller.not_saved != ELSEWHERE

    def refresh_turn(self) -> None:
        """The turn line and the view's buttons (they change with a selection, too)."""
        c = self.controller
        # the turn line; the result once the move has landed
        el("status-turn").textContent = c.landing_text() if c.view.animating() else c.turn_text()
        thinking = el("thinking")
        thinking.hidden = c.thinking is None or c.viewing is not None
        if c.thinking is not None:
            thinking.textContent = f"{c.session.state.seat_name(c.thinking)} is thinking"
        actions = tuple(c.actions())
        if actions == self._shown_actions:
            return  # rebuilding would drop the keyboard focus from a button
        self._shown_actions = actions
        bar = el("view-actions")
        bar.replaceChildren()
        for name, label in actions:
            bar.append(make("button", label, type="button", data_action=name))

    def tick_clocks(self) -> None:
        """Show each seat's time left (called a few times a second)."""
        for seat, left in enumerate(self.controller.clock_left()):
            element = el(f"clock-{seat}")
            if element is not None:
                element.textContent = format_clock(left)
                element.classList.toggle("low", left < 20_000)

    def _seats(self, session, state) -> None:
        """The seats as the board shows them (the reviewed position while reviewing)."""
        seats = el("seats")
        seats.replaceChildren()
        scores = state.scores()
        running = session.clock_running_for()
        acting = state.chance_seat() if state.is_chance() else state.to_move  # a roller's turn is theirs too
        for seat, kind in enumerate(session.seats):
            item = make("li", class_="seat" + (" to-move" if acting == seat else ""))
            item.append(make("span", state.seat_name(seat), class_="seat-name"),
                        make("span", SEAT_LABELS[kind], class_="seat-kind"),
                        make("span", str(scores[seat]), class_="seat-score", title="score"))
            if session.clock_minutes is not None:
                item.append(make("span", format_clock(session.remaining_ms[seat]), id=f"clock-{seat}",
                                 class_="seat-clock" + (" running" if running == seat else ""),
                                 aria_label=f"{state.seat_name(seat)}'s time"))
            detail = self.controller.view.seat_detail(seat)
            if detail:
                item.append(make("span", detail, class_="seat-detail"))
            seats.append(item)

    def _update_move_list(self, session):
        """Bring the move list up to date, one numbered row per round of turns, touching
        only the rows that changed (a long game has hundreds); mark the move shown and
        return its element."""
        moves = el("move-list")
        rows = session.move_rows()
        keep = 0
        while keep < min(len(rows), len(self._rows_shown)) and rows[keep] == self._rows_shown[keep]:
            keep += 1
        while moves.childElementCount > keep:
            moves.lastElementChild.remove()
        if keep < len(rows):  # one call for all new rows: a 5,000-move record adds 2,500 at once
            moves.insertAdjacentHTML("beforeend", "".join(row_html(number, turns) for number, turns in rows[keep:]))
        self._rows_shown = rows
        for previous in moves.querySelectorAll(".move-text.current"):
            previous.classList.remove("current")
            previous.removeAttribute("aria-current")
        current = query(moves, f".move-text[data-ply='{self.controller.shown_ply()}']")
        if current is not None:
            current.classList.add("current")
            current.setAttribute("aria-current", "step")
        return current

    def _move_clicked(self, event) -> None:
        target = event.target
        if target and target.dataset.ply:
            self.controller.review(int(str(target.dataset.ply)))

    def _ask_resign(self) -> None:
        c = self.controller
        seat = c.resigning_seat()
        if seat is None:
            return
        el("confirm-text").textContent = (f"{c.session.state.seat_name(seat)} gives up this game: it ends now and "
                                          "is kept among your finished games.")
        el("confirm-dialog").returnValue = ""
        el("confirm-dialog").showModal()

    def _confirmed(self, event) -> None:
        if str(el("confirm-dialog").returnValue) == "yes":
            self.controller.resign()

    def _action_clicked(self, event) -> None:
        name = event.target.dataset.action if event.target else None
        if name:
            self.controller.action(str(name))
