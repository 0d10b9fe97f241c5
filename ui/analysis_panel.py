"""The analysis on the play page: the Analyse action (for a finished game, a game in
review, an imported record or an opened link), its progress and Cancel, then the
evaluation graph (click a point to see that move), the marks ?! ? ?? in the move list,
"Next mistake", the best move drawn on the board in review (the view's own hint marks,
from the engine's move) with the expected continuation in notation, and a summary per
seat. The analysis is kept with the game (Session.analysis, saved with it). In the embed
page, a replay with `analysis=1` in its address is analysed as soon as it is shown.
"""
from __future__ import annotations

from typing import Any, Dict, Optional

import js
from pyodide.ffi import to_js

import engines
from engines.ai import analysis
from ui import ai_service
from ui.analysis_runner import AnalysisRunner
from ui.dom import el, listen, make, query
from ui.eval_bar import EvalBar
from ui.eval_graph import MARK_COLOURS, SEAT_COLOURS, describe, draw_graph, one_area, ply_at
from ui.router import parse_route
from ui.session import HUMAN

MARKED = ("inaccuracy", "mistake", "blunder")
WORDS = {"best": "the best move", "good": "a good move", "inaccuracy": "an inaccuracy",
         "mistake": "a mistake", "blunder": "a blunder"}


def analysis_budget() -> int:
    """The budget per position: the default, or `parlourAnalysisBudget` (the tests set it)."""
    value = getattr(js.globalThis, "parlourAnalysisBudget", None)
    return int(value) if isinstance(value, (int, float)) and 1 <= value <= 1_000_000 else analysis.DEFAULT_BUDGET


def has_dice(report: Dict[str, Any]) -> bool:
    """True when the game analysed had dice rolls (its graph shows a line per seat)."""
    return any(mark["seat"] is None for mark in report["marks"])


def board_into_view() -> None:
    """Scroll the board on screen if it is not (on a phone it is above this panel), at
    once when the system asks for reduced motion."""
    reduced = bool(js.window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    options = {"block": "nearest", "behavior": "auto" if reduced else "smooth"}
    el("board").scrollIntoView(to_js(options, dict_converter=js.Object.fromEntries))


class AnalysisPanel:
    """The analysis section of the side panel, and the marks it adds to the move list."""

    def __init__(self, controller):
        self.controller = c = controller
        self.embed = js.document.body.getAttribute("data-mode") == "embed"
        self.runner = AnalysisRunner(c.computer.ask, c.timer.later, ai_service.analyse_position)
        self.bar = EvalBar(c)
        self._session = None      # the session being analysed
        self._auto_started = set()  # sessions an embed analysed by itself
        self._marked: Any = None  # what the move list's marks were made for
        self._legend_for: Any = None  # the report the graph's legend is of
        listen(el("analyse-button"), "click", lambda e: self.start())
        listen(el("analysis-cancel"), "click", lambda e: self.cancel())
        listen(el("next-mistake"), "click", lambda e: self.next_mistake())
        listen(el("eval-graph"), "click", self._graph_clicked)

    # ----- the work ------------------------------------------------------------------------
    def report(self) -> Optional[Dict[str, Any]]:
        """The analysis of the game shown, if it has one (and it is of these moves)."""
        session = self.controller.session
        if session is None or session.analysis is None:
            return None
        return session.analysis if analysis.matches(session.analysis, session.state.record()) else None

    def can_analyse(self) -> bool:
        """A game with moves that is over, being reviewed, or has no computer at its table
        (a game with a friend by link only once it is over)."""
        c = self.controller
        session = c.session
        if session is None or c.coach is not None or session.state.ply == 0:
            return False
        if self.embed and not self._wants_auto():
            return False  # an embed offers the analysis only when its author asked for it
        if session.friend is not None and session.turn() != "over":
            return False  # a game by link still being played: no help from the computer
        return (session.turn() == "over" or c.viewing is not None or c.read_only
                or all(seat == HUMAN for seat in session.seats))

    def start(self) -> None:
        """Analyse the game shown, position by position, in the computer player's worker."""
        c = self.controller
        if not self.can_analyse() or self.runner.running:
            return
        session = self._session = c.session
        c.say("Analysing the game\u2026")

        def progress(done: int, total: int) -> None:
            bar = el("analysis-progress")
            bar.max, bar.value = total, done
            bar.setAttribute("aria-valuetext", f"{done} of {total} positions")

        def finished(report: Dict[str, Any]) -> None:
            if c.session is not session:
                return
            session.analysis = report
            marked = sum(1 for m in report["marks"] if m["class"] in MARKED)
            c.say(f"Analysis done: {marked} {'move' if marked == 1 else 'moves'} marked ?!, ? or ??." if marked
                  else "Analysis done: no inaccuracy, mistake or blunder.")
            c.keep()  # kept with the game: reopening it does not analyse it again
            c.refresh()

        def failed(why: str) -> None:
            if c.session is session:
                c.say(f"The analysis stopped: {why}.")
                c.refresh()

        self.runner.start(session.state, analysis_budget(), 0, progress, finished, failed)
        c.refresh()

    def cancel(self) -> None:
        """Stop the analysis running; nothing of it is kept."""
        if self.runner.running:
            self.runner.cancel()
            self.controller.say("Analysis cancelled.")
            self.controller.refresh()

    def next_mistake(self) -> None:
        """Show the next move marked ?!, ? or ?? (after the one shown; from the start again)."""
        report = self.report()
        if report is None:
            return
        c = self.controller
        plies = [m["ply"] for m in report["marks"] if m["class"] in MARKED]
        if not plies:
            return
        shown = c.shown_ply()
        ply = next((p for p in plies if p > shown), plies[0])
        c.review(ply)
        if not self.embed:  # (an embed's frame is as tall as its game: the page around it scrolls)
            board_into_view()

    def _graph_clicked(self, event) -> None:
        report = self.report()
        if report is not None:
            canvas = el("eval-graph")
            self.controller.review(ply_at(float(event.offsetX), len(report["positions"]) - 1,
                                          float(canvas.clientWidth)))

    # ----- showing it ----------------------------------------------------------------------
    def refresh(self) -> None:
        """Bring the section, the marks, the board's best move and the bar up to date."""
        c = self.controller
        session = c.session
        if session is None:
            return
        if self.runner.running and session is not self._session:
            self.runner.cancel()  # another game is shown now
        if self.embed and id(session) not in self._auto_started and self.can_analyse() \
                and self.report() is None and not self.runner.running:
            self._auto_started.add(id(session))
            self.start()
        report = self.report()
        running = self.runner.running
        can = self.can_analyse()
        el("analysis").hidden = not (report is not None or running or can)
        el("analyse-button").hidden = running or report is not None or not can
        el("analysis-progress").hidden = not running
        el("analysis-cancel").hidden = not running
        js.document.body.dataset.analysis = "1" if report is not None or running else ""
        el("next-mistake").hidden = report is None or not any(m["class"] in MARKED for m in report["marks"])
        self._graph(report)
        self._mark_moves(report)
        self._best(report)
        self._summary(report)
        self.bar.refresh(report)

    def _wants_auto(self) -> bool:
        fragment = str(js.location.hash or "").lstrip("#")
        params = parse_route(fragment, lambda text: str(js.decodeURIComponent(text))).params
        return params.get("analysis") == "1"

    def _graph(self, report) -> None:
        canvas = el("eval-graph")
        canvas.hidden = el("eval-legend").hidden = report is None
        if report is None:
            return
        if self._legend_for != id(report):
            self._legend_for = id(report)
            self._legend(report)
        ratio = float(js.window.devicePixelRatio or 1)
        width, height = float(canvas.clientWidth or 300), float(canvas.clientHeight or 80)
        if canvas.width != round(width * ratio) or canvas.height != round(height * ratio):
            canvas.width, canvas.height = round(width * ratio), round(height * ratio)
        ctx = canvas.getContext("2d")
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        dark = bool(js.window.matchMedia("(prefers-color-scheme: dark)").matches)
        state = self.controller.session.state
        draw_graph(ctx, report, width, height, self.controller.shown_ply(), has_dice(report), dark)
        canvas.setAttribute("aria-label", describe(report, state.seat_name, has_dice(report)))

    def _legend(self, report) -> None:
        """Which colour is whose chance of winning."""
        state = self.controller.session.state
        legend = el("eval-legend")
        legend.replaceChildren()
        seats = [0] if one_area(report, has_dice(report)) else range(int(report["seats"]))
        for seat in seats:
            swatch = make("span", class_="eval-swatch")
            swatch.style.background = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
            key = make("span", class_="eval-key")  # (a key wraps whole, never inside its words)
            key.append(swatch, make("span", f"{state.seat_name(seat)}'s chance of winning"
                                    + (" (the dark area)" if len(seats) == 1 else "")))
            legend.append(key, " ")
        for name, colour in MARK_COLOURS.items():  # the graph's dots: the marked moves
            dot = make("span", class_="eval-swatch eval-dot")
            dot.style.background = colour
            key = make("span", class_="eval-key")
            key.append(dot, make("span", f"{analysis.SYMBOLS[name]} {name}"))
            legend.append(key, " ")

    def _mark_moves(self, report) -> None:
        """?! ? ?? after the marked moves of the move list, with their class in words."""
        moves = el("move-list")
        key = (id(report), int(moves.childElementCount)) if report is not None else None
        if key == self._marked:
            return
        self._marked = key
        for old in moves.querySelectorAll(".move-mark"):
            old.remove()
        if report is None:
            return
        for mark in report["marks"]:
            symbol = analysis.SYMBOLS.get(mark["class"] or "")
            if not symbol:
                continue
            item = query(moves, f".move-text[data-ply='{mark['ply']}']")
            if item is not None:
                item.insertAdjacentHTML(
                    "afterend", f'<span class="move-mark mark-{mark["class"]}" title="{mark["class"]}">'
                    f'<span aria-hidden="true">{symbol}</span>'
                    f'<span class="visually-hidden"> ({mark["class"]})</span></span>')

    def _best(self, report) -> None:
        """The move shown judged, the best move here (drawn on the board in review) and the
        expected continuation."""
        c = self.controller
        text = el("analysis-best")
        el("play").dataset.best = ""  # the best move drawn on the board (for tests), if any
        if report is None:
            text.textContent = ""
            return
        ply = c.shown_ply()
        state = c.shown_state()
        position = report["positions"][ply]
        words = []
        if ply >= 1:
            mark = report["marks"][ply - 1]
            if mark["class"] is not None:
                said = f"{mark['move']} was {WORDS[mark['class']]}"
                if mark["class"] not in ("best",) and mark.get("best") and mark["best"] != mark["move"]:
                    said += f" (it lost {mark['loss']:.0%}; best was {mark['best']})"
                words.append(said + ".")
        if position.get("best") and not state.is_over() and not state.is_chance():
            words.append(f"Best here: {position['best']}. Expected: {' '.join(position['line'])}.")
            if c.viewing is not None and c.view is not None:
                try:
                    move = state.parse(position["best"])
                except engines.IllegalMove:
                    move = None
                if move is not None:
                    el("play").dataset.best = str(move)
                    if c.view.suggestion != move:
                        c.view.suggest(move)
                        c.redraw()
        chances = ", ".join(f"{state.seat_name(s)} {v:.0%}" for s, v in enumerate(position["values"]))
        words.append(f"Chance of winning: {chances}.")
        text.textContent = " ".join(words)

    def _summary(self, report) -> None:
        table = el("analysis-summary")
        table.hidden = report is None
        if report is None:
            return
        key = ("summary", id(report))
        if getattr(self, "_summary_for", None) == key:
            return
        self._summary_for = key
        state = self.controller.session.state
        table.replaceChildren()
        head = make("tr")
        head.append(make("th", "", scope="col"))
        for symbol, words in (("?!", "inaccuracies"), ("?", "mistakes"), ("??", "blunders"),
                              ("avg loss", "average loss (chance of winning)")):
            head.append(make("th", symbol, scope="col", title=words, aria_label=words))
        table.append(head)
        for seat in report["summary"]:
            row = make("tr")
            row.append(make("th", state.seat_name(seat["seat"]), scope="row"))
            for name in MARKED:
                row.append(make("td", str(seat["counts"][name])))
            row.append(make("td", f"{seat['average_loss']:.1%}"))
            table.append(row)
