"""The shell: the page's wiring. It makes the game controller (ui/controller.py) and the
page's parts (home page, panel, keyboard, dialogs), connects DOM events to them,
shows the page the address asks for, and is the controller's `Page`.

It knows a game only through the registry (ui/games) and the controller; every
decision about a game is the controller's, tested in CPython.
"""
from __future__ import annotations

import js
from pyodide.ffi import create_once_callable

import engines
from ui import board_picture, rules_page, sound, storage
from ui.board_canvas import BoardCanvas
from ui.browser_timer import BrowserTimer
from ui.computer import ComputerPlayer
from ui.controller import GameController
from ui.dom import callback, el, listen, site_notice
from ui.embed_bridge import EmbedBridge
from ui.game_panel import GamePanel
from ui.games import GAMES
from ui.home_page import HomePage
from ui.keyboard import Keyboard
from ui.lesson_panel import LessonPanel
from ui.new_game_dialog import NewGameDialog
from ui.puzzle_panel import PuzzlePanel
from ui.record_dialog import RecordDialog
from ui.router import lesson_step, open_play, parse_route
from ui.saved_games import SavedGames
from ui.session import FRIEND, HUMAN, Session
from ui.settings import Settings
from ui.share import share_query
from ui.share_dialog import ShareDialog

SETTINGS = "settings"  # storage key of the settings
PAGES = ("home", "play", "rules")


class Shell:
    """Everything on the page that is not a board, and the board's canvas."""

    def __init__(self, embed: bool = False):
        self.embed = embed  # the embed page: board and a small bar, events to the page around it
        self.settings = self._load_settings()
        saved = None if embed else SavedGames(storage, GAMES)  # an embed never replaces the reader's game
        self.computer = ComputerPlayer()
        self.controller = c = GameController(self, self.computer, BrowserTimer(), saved, self.settings,
                                             lambda: str(js.Date.new().toISOString()))
        self.board = BoardCanvas(el("board"), self._draw, self._on_board("tap"), self._on_board("hover"),
                                 self._on_board("drag"))
        self.panel = GamePanel(c)
        self.keyboard = Keyboard(c)
        self.home = HomePage(saved or SavedGames(storage, GAMES), self._choose_game, self._open_saved)
        self.new_game = NewGameDialog(self._start_new)
        self.share = ShareDialog(lambda: c.session)
        self.records = RecordDialog(lambda: c.session, self._load_record)
        self.bridge = EmbedBridge(self._embed_command) if embed else None
        self.lessons, self.puzzles = LessonPanel(c, embed), PuzzlePanel(c, embed)
        self._warm_up_pending = False
        self._animating = False  # the board was showing a move land at the last frame
        self.picture = board_picture.PictureKeeper()
        listen(js.window, "hashchange", lambda e: self.route())
        listen(js.window, "storage", lambda e: c.check_elsewhere())  # another tab saved: is this game stale?
        listen(el("new-game-button"), "click", lambda e: self._choose_game(c.session.game_id if c.session else "apagos"))
        listen(el("share-button"), "click", lambda e: self.share.open())
        listen(el("export-button"), "click", lambda e: self.records.open())
        listen(el("settings-button"), "click", lambda e: self._open_settings())
        listen(el("result-rematch"), "click", lambda e: self._after_result(c.rematch))
        listen(el("result-new"), "click", lambda e: self._after_result(lambda: self._choose_game(c.session.game_id)))
        listen(el("result-review"), "click", lambda e: self._after_result(lambda: c.review(0)))
        listen(el("result-share"), "click", lambda e: self._after_result(self.share.open))
        for name in ("hints", "speed", "sound", "orientation", "solver"):
            listen(el(f"setting-{name}"), "change", lambda e: self._settings_changed())
        js.setInterval(callback(self._tick), 250)

    # ----- routing --------------------------------------------------------------------
    def route(self) -> None:
        """Show what the address asks for: `#/`, `#/play/<game>?...`, `#/rules/<game>`, `#/learn/<game>`, `#/puzzles/<game>`."""
        fragment = str(js.location.hash or "").lstrip("#")
        route = parse_route(fragment, lambda text: str(js.decodeURIComponent(text)))
        for page, panel in (("learn", self.lessons), ("puzzles", self.puzzles)):
            if route.page != page:
                panel.close()
        if route.page == "learn":
            self.lessons.open(route.game_id, lesson_step(route.params))
        elif route.page == "puzzles":
            self.puzzles.open(route.game_id, route.params)
        elif route.page == "play":
            open_play(self.controller, route.game_id, route.params, self.embed)
            if route.params and not self.embed:  # the game is kept here now: a reload brings it back
                js.history.replaceState(None, "", f"#/play/{route.game_id}")
        elif route.page == "rules":
            rules_page.render(el("rules-body"), GAMES[route.game_id])
        elif route.unknown:
            self.say(f"There is no page {route.unknown[:60]!r} here; showing the games instead.")
        self._show(route.page)

    def _show(self, page: str) -> None:
        if page != "play" and el("result-dialog").open:
            el("result-dialog").close()
        if page == "home":
            self.home.show()
        section = "play" if page in ("learn", "puzzles") else page
        for name in PAGES:
            el(name).hidden = name != section
        el("lesson").hidden, el("puzzle").hidden = page != "learn", page != "puzzles"
        el("play").classList.toggle("learning", section != page)
        if section == "play":
            self.board.fit()

    def _go_to_game(self, game_id: str) -> None:
        if not str(js.location.hash).startswith(f"#/play/{game_id}"):
            js.history.pushState(None, "", f"#/play/{game_id}")
        self._show("play")

    def _choose_game(self, game_id: str) -> None:
        self.new_game.open(game_id, self.controller.session)

    def _start_new(self, game_id: str, seats, options, clock) -> None:
        self.controller.new_game(game_id, seats, options, clock)
        self._go_to_game(game_id)

    def _open_saved(self, entry) -> None:
        try:
            session = Session.from_saved(entry.saved)
        except ValueError as exc:
            self.say(f"That game could not be opened ({exc}).")
            return
        finished = session.turn() == "over"
        self.controller.start(session, "A finished game: use the move list or the arrow keys to go through it."
                              if finished else "")
        if not finished:
            self.controller.keep()  # the game played last is the one a visit to its page brings back
        self._go_to_game(entry.game_id)

    def _load_record(self, state) -> None:
        self.controller.load(state, f"Loaded a record of {state.ply} moves.")
        js.history.replaceState(None, "", f"#/play/{state.game_id}")

    def _embed_command(self, command: dict) -> None:
        """A checked command from the page around the embed (see ui/embed_bridge.py)."""
        c = self.controller
        if c.coach is not None:
            return  # a lesson's board shows its steps only
        if command["type"] == "parlour:new-game" and c.session is not None:
            c.read_only = False
            session = c.session
            c.new_game(session.game_id, list(session.seats), dict(session.options), session.clock_minutes)
        elif command["type"] == "parlour:load":
            try:
                state = engines.load(command["record"])
            except ValueError as exc:
                self.say(f"The record sent to this game could not be loaded: {exc}")
                return
            if state.game_id not in GAMES:
                self.say(f"{state.game_id} cannot be shown here.")
                return
            c.load(state, f"Loaded a game of {state.ply} moves.")

    # ----- the controller's Page ------------------------------------------------------
    def say(self, text: str, notice: bool = False) -> None:
        """Show what just happened (or why a tap did nothing) in the status line; a `notice` at the top
        of the page too (an embed's too), where a phone shows it and the computer's move cannot replace it."""
        el("status-event").textContent = text
        if notice:
            site_notice("game-notice", text, passing=True)

    def refresh(self) -> None:
        """The panels as the controller has them, then the board."""
        self.panel.refresh()
        self.share.refresh()
        if self.embed:
            session, lesson = self.controller.session, self.lessons.lesson
            el("open-full").href = (f"./index.html#/learn/{session.game_id}?step={lesson.index + 1}" if lesson
                                    else self.puzzles.full_address() if self.puzzles.run
                                    else f"./index.html#/play/{session.game_id}?{share_query(session)}")
        self.board.request_frame()

    def redraw(self) -> None:
        """Draw the board on the next frame, with the turn line and the view's buttons."""
        if self.controller.session is not None:
            self.panel.refresh_turn()
        self.board.request_frame()

    def started(self, session: Session) -> None:
        """A game is shown: its title, rules link and board's shape (and the computer's Python, if it plays)."""
        game = GAMES[session.game_id]
        el("play-title").textContent = game.name
        el("rules-link").href = f"#/rules/{game.id}"
        if self.board.design != tuple(map(float, game.view.SIZE)):
            self.board.set_design_size(*game.view.SIZE)
        self._warm_up_pending = any(seat not in (HUMAN, FRIEND) for seat in session.seats)

    def moved(self, before, move, after) -> None:
        """A sound, and the events for the page around an embed."""
        if self.settings.sound:
            sound.click(end=after.is_over())
        if self.bridge is not None and self.controller.coach is None:  # (a lesson's moves are no game's)
            game_id = after.game_id
            self.bridge.post({"type": "parlour:move", "game": game_id, "move": str(move), "ply": after.ply})
            if after.is_over():
                self.bridge.post({"type": "parlour:over", "game": game_id, "winners": after.winners(),
                                  "result": self.controller.view.result(after)})

    def kept(self, game_id: str, resumable: bool) -> None:
        """Keep the board's picture with the save once it shows the saved position."""
        self.picture.kept(game_id, resumable)

    # ----- the board ------------------------------------------------------------------
    def _on_board(self, name: str):
        """Pointer input on the board, for the view (once a game is shown); a tap while
        reviewing says how to get back to the game instead of doing nothing."""
        def handler(*point) -> None:
            c = self.controller
            if c.view is None or c.session is None:
                return
            if name == "tap" and c.viewing is not None:
                self.say(c.review_text())
                return
            getattr(c.view, name)(*point)
        return handler

    def _show_result(self) -> None:
        """The result dialog, once the last move has landed on the board."""
        c = self.controller
        c.result_pending = False
        state = c.session.state
        el("result-title").textContent = c.result_title()
        el("result-text").textContent = c.result_text()
        scores = " \u2013 ".join(f"{state.seat_name(s)} {v:g}" for s, v in enumerate(state.scores()))
        el("result-detail").textContent = f"{scores} \u00b7 {state.ply} moves"
        if not self.embed and any(c.is_human(s) for s in range(len(c.session.seats))):
            el("result-dialog").showModal()  # (a game between computers just says it in the status line)

    def _after_result(self, action) -> None:
        el("result-dialog").close()
        action()

    def _draw(self, ctx, now: float) -> bool:
        view = self.controller.view
        if view is None or view.state is None:
            return False
        still = view.draw(ctx, now)
        self.keyboard.draw(ctx)
        if still:
            self._animating = True
        else:
            if self._animating:  # a move has landed: the panels catch up with the board
                self._animating = False
                self.panel.refresh()
            if self.controller.viewing is None:  # (before what waited moves on)
                self.picture.still(self.board.canvas)
            self.controller.settled()
            if self.controller.result_pending and not view.animating():
                self._show_result()
        body = js.document.body
        if not body.hasAttribute("data-ready"):
            body.dataset.readyMs = str(round(float(js.performance.now())))
            body.dataset.ready = "1"
            if self.bridge is not None:
                self.bridge.post({"type": "parlour:ready", "game": self.controller.session.game_id})
                self.bridge.report_height()
        if self._warm_up_pending:  # start the computer's Python once the board is up
            self._warm_up_pending = False
            js.setTimeout(create_once_callable(self.computer.warm_up), 0)
        return still

    def _tick(self) -> None:
        if self.controller.session is not None and self.controller.session.clock_minutes is not None:
            self.panel.tick_clocks()
            self.controller.tick_clock()

    # ----- settings -------------------------------------------------------------------
    def _load_settings(self) -> Settings:
        try:
            saved = storage.load(SETTINGS)
        except ValueError:
            saved = None
        reduced = bool(js.window.matchMedia("(prefers-reduced-motion: reduce)").matches)
        return Settings.from_saved(saved, reduced_motion=reduced)

    def _open_settings(self) -> None:
        el("setting-hints").checked = self.settings.hints
        el("setting-sound").checked, el("setting-solver").checked = self.settings.sound, self.settings.solver
        el("setting-speed").value = f"{self.settings.speed:g}"
        el("setting-orientation").value = self.settings.orientation
        el("settings-dialog").showModal()

    def _settings_changed(self) -> None:
        s = self.settings
        s.hints, s.sound = bool(el("setting-hints").checked), bool(el("setting-sound").checked)
        s.solver = bool(el("setting-solver").checked)
        s.speed, s.orientation = float(el("setting-speed").value), str(el("setting-orientation").value)
        storage.save(SETTINGS, s.to_saved())
        if s.sound:
            sound.click()
        self.controller.redraw()
