"""The shell: routing between the home page and a game, the new-game dialog, the
seats, status line and move list, and the turn loop (person, computer or dice).

It is the same for every game: it knows a game only through the engine contract
and the game's view (ui/view.py), found in ui.games.GAMES.
"""
from __future__ import annotations

import json
from typing import Dict, List, Optional

import js
from pyodide.ffi import create_proxy, to_js

import engines
from engines import ai

from engines.notation import load_text, record_text
from ui import rules_page, share, sound, storage
from ui.board_canvas import BoardCanvas
from ui.computer import ComputerPlayer
from ui.session import HUMAN, SEAT_KINDS, Session, parse_seats
from ui.embed_bridge import EmbedBridge
from ui.keyboard_cursor import draw_cursor, nearest_place, place_at
from ui.games import GAMES

document = js.document

SEAT_LABELS = {HUMAN: "Human"}
SEAT_LABELS.update({level: f"Computer ({level})" for level in ai.LEVELS})
DEFAULT_LEVEL = "medium"
SAVED_GAME = "game"        # storage key of the game in progress
HISTORY = "history"        # storage key of recently finished games
HISTORY_LENGTH = 20
SETTINGS = "settings"
DEFAULT_SETTINGS = {"hints": True, "speed": 1.0, "sound": False, "orientation": "mine"}
CLOCK_CHOICES = (None, 1, 3, 5, 10, 15, 30)  # minutes per side offered in the dialog


def parse_query(query: str) -> Dict[str, str]:
    """`a=1&b=x%20y` -> {"a": "1", "b": "x y"} (the last value of a repeated name wins)."""
    params = {}
    for part in query.split("&"):
        name, sep, value = part.partition("=")
        if name and sep:
            try:
                params[str(js.decodeURIComponent(name))] = str(js.decodeURIComponent(value.replace("+", " ")))
            except Exception:  # a malformed %-escape: ignore that parameter
                continue
    return params



def format_clock(ms: float) -> str:
    """Remaining time as m:ss (tenths under ten seconds)."""
    ms = max(0.0, ms)
    if ms < 10_000:
        return f"0:{ms / 1000:04.1f}"
    seconds = int(ms // 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


def _el(element_id: str):
    return document.getElementById(element_id)


def _make(tag: str, text: str = "", **attributes):
    element = document.createElement(tag)
    if text:
        element.textContent = text
    for name, value in attributes.items():
        element.setAttribute(name.rstrip("_").replace("_", "-"), str(value))
    return element


class Shell:
    """Everything on the page that is not a board."""

    def __init__(self, embed: bool = False):
        self.embed = embed            # the embed page: board and a small bar, events to the host
        self.read_only = False        # an embedded replay: moves may be reviewed, not played
        self.session: Optional[Session] = None
        self.view = None
        self.settings = self._load_settings()
        self.computer = ComputerPlayer(self._computer_failed)
        self.board = BoardCanvas(_el("board"), self._draw, self._tap, self._hover, self._drag)
        self._proxies = []
        self._dialog_game: Optional[str] = None
        self._dialog_previous_seats: Optional[List[str]] = None
        self._home_built = False
        self._saved_entries: List[tuple] = []
        self._your_games_listening = False
        self._roll_proxy = create_proxy(lambda: self.roll())
        self._warm_up_pending = False
        self._warm_up_proxy = create_proxy(lambda: self.computer.warm_up())
        self._listen(js.window, "hashchange", lambda e: self.route())
        self._listen(_el("new-game-button"), "click",
                     lambda e: self.open_dialog(self.session.game_id if self.session else "apagos"))
        self._listen(_el("new-game-cancel"), "click", lambda e: _el("new-game").close())
        self._listen(_el("new-game-form"), "submit", self._dialog_submitted)
        self._listen(_el("view-actions"), "click", self._action_clicked)
        self.viewing: Optional[int] = None  # the ply shown while reviewing; None: live
        self._turn_started: Optional[float] = None
        js.setInterval(create_proxy(lambda: self._tick_clock()), 250)
        self._listen(_el("undo-button"), "click", lambda e: self.undo())
        self._listen(_el("redo-button"), "click", lambda e: self.redo())
        self._listen(_el("review-first"), "click", lambda e: self.review(0))
        self._listen(_el("review-prev"), "click", lambda e: self.review(self._shown_ply() - 1))
        self._listen(_el("review-next"), "click", lambda e: self.review(self._shown_ply() + 1))
        self._listen(_el("review-live"), "click", lambda e: self.review(None))
        self._listen(_el("move-list"), "click", self._move_clicked)
        self._listen(document, "keydown", self._key)
        self._listen(_el("hint-button"), "click", lambda e: self.hint())
        self._listen(_el("settings-button"), "click", lambda e: self.open_settings())
        for name in ("hints", "speed", "sound", "orientation"):
            self._listen(_el(f"setting-{name}"), "change", lambda e: self._settings_changed())
        self.cursor_point = None  # (x, y) of the keyboard cursor's place on the board
        self._board_focused = False
        self._shown_actions: tuple = ()
        self._rows_shown: List[tuple] = []
        board = _el("board")
        self._listen(board, "keydown", self._board_key)
        self._listen(board, "focus", lambda e: self._board_focus(True))
        self._listen(board, "blur", lambda e: self._board_focus(False))
        self._listen(_el("move-form"), "submit", self._typed_move)
        self.bridge = EmbedBridge(self._embed_command) if embed else None
        self._listen(_el("share-button"), "click", lambda e: self.open_share())
        self._listen(_el("share-copy"), "click", lambda e: self._copy("share-link", "share-status"))
        self._listen(_el("embed-copy"), "click", lambda e: self._copy("embed-code", "embed-status"))
        self._listen(_el("embed-size"), "change", lambda e: self._update_embed())
        self._listen(_el("embed-replay"), "change", lambda e: self._update_embed())
        self._listen(_el("share-dialog"), "close", lambda e: setattr(_el("embed-preview"), "src", "about:blank"))
        self._listen(_el("export-button"), "click", lambda e: self.open_record())
        self._listen(_el("record-copy"), "click", lambda e: self._copy("record-text", "record-error"))
        self._listen(_el("record-load"), "click", lambda e: self.load_record_text())

    def _listen(self, target, name, handler) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        target.addEventListener(name, proxy)

    # ----- routing --------------------------------------------------------------------
    def route(self) -> None:
        """Show what the URL's fragment asks for: `#/` home, `#/play/<game>?seats=...`."""
        fragment = str(js.location.hash or "").lstrip("#")
        path, _, query = fragment.partition("?")
        parts = [p for p in path.split("/") if p]
        if len(parts) == 2 and parts[0] == "play" and parts[1] in GAMES:
            game_id = parts[1]
            params = parse_query(query)
            if "g" in params:
                self.open_link(game_id, params)
            elif params:
                self.start_from_params(game_id, params)
            if self.embed and params.get("replay") == "1":
                self.read_only = True
                self.review(0)
            elif self.session is None or self.session.game_id != game_id:
                if self.embed or not self.restore(game_id):
                    self.start_game(game_id, self.default_seats(engines.GAMES[game_id].new().num_players), {})
            self._show("play")
            return
        if len(parts) == 2 and parts[0] == "rules" and parts[1] in GAMES:
            rules_page.render(_el("rules-body"), GAMES[parts[1]])
            self._show("rules")
            js.window.scrollTo(0, 0)
            return
        if parts:
            self.say(f"There is no page {fragment!r} here; showing the games instead.")
        self._show("home")

    def _show(self, page: str) -> None:
        if page == "home" and not self._home_built:
            self.build_home()
        if page == "home":
            self.build_your_games()
        _el("home").hidden = page != "home"
        _el("play").hidden = page != "play"
        _el("rules").hidden = page != "rules"
        if page == "play":
            self.board.fit()

    def start_from_params(self, game_id: str, params: Dict[str, str]) -> None:
        """A game from URL parameters: seats=human,hard and options={json}."""
        info = engines.GAMES[game_id]
        try:
            options = json.loads(params["options"]) if "options" in params else {}
            if not isinstance(options, dict):
                raise ValueError("options must be a JSON object")
            probe = info.new(**options)
            seats = (parse_seats(params["seats"], probe.num_players) if "seats" in params
                     else self.default_seats(probe.num_players))
            clock = float(params["clock"]) if "clock" in params else None
            if clock is not None and not 0 < clock <= 24 * 60:
                raise ValueError("clock is minutes per side, more than 0")
        except ValueError as exc:
            self.start_game(game_id, self.default_seats(info.new().num_players), {})
            self.say(f"The link's game settings were not understood ({exc}); a new game with the usual settings instead.")
            return
        self.start_game(game_id, seats, options, clock)

    def open_link(self, game_id: str, params: Dict[str, str]) -> None:
        """Open a shared game; a damaged link gives a message and a fresh board."""
        try:
            session = share.session_from_link(game_id, params)
        except ValueError as exc:
            self.start_game(game_id, self.default_seats(engines.GAMES[game_id].new().num_players), {})
            self.say(f"That link could not be opened ({exc}). Here is a new game instead.")
        else:
            self.start_session(session)
            self.say(f"Opened a shared game after {session.state.ply} moves: play on from here.")
        if not self.embed:
            js.history.replaceState(None, "", f"#/play/{game_id}")

    def restore(self, game_id: str) -> bool:
        """Bring back the saved game of `game_id` (after a reload); False if there is none."""
        try:
            saved = storage.load(SAVED_GAME)
            if saved is None or not isinstance(saved, dict) or saved.get("record", {}).get("game") != game_id:
                return False
            session = Session.from_saved(saved)
        except (ValueError, AttributeError) as exc:
            storage.remove(SAVED_GAME)
            self.start_game(game_id, self.default_seats(engines.GAMES[game_id].new().num_players), {})
            self.say(f"The saved game could not be restored ({exc}); here is a new one.")
            return True
        self.start_session(session)
        self.say("Welcome back: your game is as you left it.")
        return True

    def _autosave(self) -> None:
        if self.embed:
            return  # an embedded game never replaces the reader's own saved game
        session = self.session
        storage.save(SAVED_GAME, session.to_saved())
        if session.state.is_over():
            try:
                history = storage.load(HISTORY) or []
            except ValueError:
                history = []
            if not isinstance(history, list):
                history = []
            entry = {"saved": session.to_saved(), "result": self.view.result(session.state),
                     "when": str(js.Date.new().toISOString())}
            history = [h for h in history if isinstance(h, dict) and h.get("saved") != entry["saved"]]
            storage.save(HISTORY, [entry] + history[:HISTORY_LENGTH - 1])

    @staticmethod
    def default_seats(count: int) -> List[str]:
        """A person in the first seat, the computer at medium in the others."""
        return [HUMAN] + [DEFAULT_LEVEL] * (count - 1)

    # ----- home page ------------------------------------------------------------------
    def build_home(self) -> None:
        """One card per game: a picture drawn by its view, its name and summary."""
        self._home_built = True
        listing = _el("game-list")
        listing.replaceChildren()
        for game_id, game in GAMES.items():
            view_class = game.view
            info = engines.GAMES[game_id]
            item = _make("li", class_="game-card")
            button = _make("button", type="button", class_="game-open", data_game=game_id)
            canvas = _make("canvas", width=320, height=224, class_="thumb", aria_hidden="true")
            view_class.thumbnail(canvas.getContext("2d"), 320, 224)
            button.append(canvas, _make("span", info.name, class_="game-name"),
                          _make("span", info.summary, class_="game-summary"))
            self._listen(button, "click", lambda e, g=game_id: self.open_dialog(g))
            links = _make("div", class_="game-links")
            links.append(_make("a", "Rules", href=f"#/rules/{game_id}", class_="button"))
            item.append(button, links)
            listing.append(item)

    def build_your_games(self) -> None:
        """The game in progress (to continue) and recently finished games (to review)."""
        listing = _el("your-games-list")
        listing.replaceChildren()
        self._saved_entries = []
        try:
            current = storage.load(SAVED_GAME)
        except ValueError:
            current = None
        try:
            history = storage.load(HISTORY)
        except ValueError:
            history = None
        entries = []
        if isinstance(current, dict) and isinstance(current.get("record"), dict):
            game_id = current["record"].get("game")
            if game_id in GAMES and current.get("flagged") is None:
                entries.append(("Continue", game_id, current, f"{len(current['record'].get('moves') or [])} moves so far"))
        for entry in history if isinstance(history, list) else []:
            saved = entry.get("saved") if isinstance(entry, dict) else None
            if isinstance(saved, dict) and isinstance(saved.get("record"), dict) and saved["record"].get("game") in GAMES:
                entries.append(("Review", saved["record"]["game"], saved, str(entry.get("result", ""))[:120]))
        for index, (verb, game_id, saved, detail) in enumerate(entries):
            item = _make("li")
            button = _make("button", f"{verb} {engines.GAMES[game_id].name}", type="button",
                           data_saved=index, class_="saved-game")
            item.append(button, _make("span", f" {detail}", class_="detail"))
            listing.append(item)
            self._saved_entries.append((game_id, saved))
        _el("your-games").hidden = not entries
        if not self._your_games_listening:
            self._your_games_listening = True
            self._listen(listing, "click", self._saved_clicked)

    def _saved_clicked(self, event) -> None:
        target = event.target
        if not target or not target.dataset.saved:
            return
        game_id, saved = self._saved_entries[int(str(target.dataset.saved))]
        try:
            session = Session.from_saved(saved)
        except ValueError as exc:
            self.say(f"That game could not be opened ({exc}).")
            return
        self.start_session(session)
        js.history.pushState(None, "", f"#/play/{game_id}")
        self._show("play")
        if session.turn() == "over":
            self.say("A finished game: use the move list or the arrow keys to go through it.")

    # ----- new-game dialog ------------------------------------------------------------
    def open_dialog(self, game_id: str) -> None:
        """Ask for the game's options and who sits where, then start."""
        info = engines.GAMES[game_id]
        same_game = self.session is not None and self.session.game_id == game_id
        chosen = dict(self.session.options) if same_game else {}
        fields = _el("new-game-fields")
        fields.replaceChildren()
        _el("new-game-title").textContent = f"New game of {info.name}"
        for opt in info.options:
            if not opt.choices:
                continue
            label = _make("label", f"{opt.label} ", class_="option-choice")
            select = _make("select", name=f"option-{opt.name}", id=f"option-{opt.name}")
            current = chosen.get(opt.name, opt.default)
            for index, choice in enumerate(opt.choices):
                text = opt.labels[index] if opt.labels else str(choice)
                option = _make("option", text, value=index)
                if choice == current and type(choice) is type(current):
                    option.setAttribute("selected", "")
                select.append(option)
            self._listen(select, "change", lambda e: self._dialog_seats())
            label.append(select)
            fields.append(label)
        clock_label = _make("label", "Clock (each side) ", class_="option-choice")
        clock = _make("select", name="clock", id="clock-choice")
        current_clock = self.session.clock_minutes if same_game else None
        for minutes in CLOCK_CHOICES:
            option = _make("option", f"{minutes:g} min" if minutes else "No clock", value=minutes or "")
            if minutes == current_clock:
                option.setAttribute("selected", "")
            clock.append(option)
        clock_label.append(clock)
        fields.append(clock_label)
        fields.append(_make("div", id="new-game-seats"))
        fields.append(_make("p", id="new-game-error", class_="dialog-error", role="alert"))
        self._dialog_game = game_id
        self._dialog_previous_seats = list(self.session.seats) if same_game else None
        self._dialog_seats()
        dialog = _el("new-game")
        if not dialog.open:
            dialog.showModal()

    def _dialog_options(self) -> dict:
        info = engines.GAMES[self._dialog_game]
        return {opt.name: opt.choices[int(_el(f"option-{opt.name}").value)]
                for opt in info.options if opt.choices}

    def _dialog_seats(self) -> None:
        """One seat row per seat of the game the chosen options make."""
        holder = _el("new-game-seats")
        error = _el("new-game-error")
        holder.replaceChildren()
        try:
            probe = engines.GAMES[self._dialog_game].new(**self._dialog_options())
        except ValueError as exc:
            error.textContent = str(exc)
            _el("new-game-start").disabled = True
            return
        error.textContent = ""
        _el("new-game-start").disabled = False
        previous = self._dialog_previous_seats
        if not previous or len(previous) != probe.num_players:
            previous = self.default_seats(probe.num_players)
        for seat in range(probe.num_players):
            label = _make("label", f"{probe.seat_name(seat)} ", class_="seat-choice")
            select = _make("select", name=f"seat{seat}", id=f"seat-{seat}")
            for kind in SEAT_KINDS:
                option = _make("option", SEAT_LABELS[kind], value=kind)
                if kind == previous[seat]:
                    option.setAttribute("selected", "")
                select.append(option)
            label.append(select)
            holder.append(label)

    def _dialog_submitted(self, event) -> None:
        event.preventDefault()
        game_id = self._dialog_game
        options = self._dialog_options()
        try:
            count = engines.GAMES[game_id].new(**options).num_players
        except ValueError as exc:
            _el("new-game-error").textContent = str(exc)
            return
        seats = [str(_el(f"seat-{i}").value) for i in range(count)]
        clock = str(_el("clock-choice").value)
        _el("new-game").close()
        self.start_game(game_id, seats, options, float(clock) if clock else None)
        if not str(js.location.hash).startswith(f"#/play/{game_id}"):
            js.history.pushState(None, "", f"#/play/{game_id}")
        self._show("play")

    # ----- a game ---------------------------------------------------------------------
    def start_game(self, game_id: str, seats: List[str], options: dict,
                   clock_minutes: Optional[float] = None) -> None:
        """Begin a new game; anything the computer was thinking about is dropped."""
        self.start_session(Session(game_id, seats, options, clock_minutes=clock_minutes))
        self._autosave()

    def start_session(self, session: Session) -> None:
        """Show `session` (new, restored or shared) and carry on with its turn."""
        self.session = session
        self.viewing = None
        game_id, seats = session.game_id, session.seats
        view_class = GAMES[game_id].view
        if self.view is None or not isinstance(self.view, view_class):
            self.view = view_class(self)
            self.board.set_design_size(*view_class.SIZE)
        self.view.on_new_state(self.session.state)
        _el("play-title").textContent = engines.GAMES[game_id].name
        _el("rules-link").href = f"#/rules/{game_id}"
        _el("status-event").textContent = ""
        self._warm_up_pending = any(seat != HUMAN for seat in seats)
        self._refresh()
        self._next_turn()

    def _next_turn(self) -> None:
        session = self.session
        turn = session.turn()
        _el("play").dataset.turn = turn
        _el("play").dataset.ply = str(session.state.ply)
        self._turn_started = float(js.performance.now()) if session.clock_running_for() is not None else None
        if turn == "chance":
            if self.view.human_rolls():
                _el("status-turn").textContent = self.view.hint()
                self.redraw()
            else:
                js.setTimeout(self._roll_proxy, 350)
        elif turn == "computer":
            name = session.state.seat_name(session.state.to_move)
            _el("status-turn").textContent = f"{name} (computer, {session.level()}) is thinking\u2026"
            expected = (session, session.state.ply)
            self.computer.ask(session.computer_request(),
                              lambda reply: self._computer_replied(expected, reply))

    def _computer_replied(self, expected, reply: dict) -> None:
        session, ply = expected
        if session is not self.session or session.state.ply != ply or session.turn() == "over":
            return  # a game that was left, a position that has moved on, or time ran out
        if "error" in reply:
            self.say(f"The computer could not move: {reply['error']}")
            return
        try:
            self._apply(reply["move"])
        except engines.IllegalMove as exc:
            self.say(f"The computer chose an illegal move ({exc}).")

    def _computer_failed(self, message: str) -> None:
        self.say(message)

    def _apply(self, move) -> None:
        if self._charge_clock():
            return  # the mover's time ran out before the move arrived
        before, move, after = self.session.play(move)
        if self.viewing is None:
            self.view.on_new_state(after, before, move)
        said = self.view.describe(before, move, after)
        if after.is_over():  # the live region says how the game ended, in words
            result = self.view.result(after)
            if result not in said:
                said = f"{said} {result}"
        self.say(said)
        if self.settings["sound"]:
            sound.click(880.0 if after.is_over() else 660.0)
        if self.bridge is not None:
            self.bridge.post({"type": "parlour:move", "game": self.session.game_id, "move": str(move),
                              "ply": after.ply})
            if after.is_over():
                self.bridge.post({"type": "parlour:over", "game": self.session.game_id,
                                  "winners": after.winners(), "result": self.view.result(after)})
        self._autosave()
        self._refresh()
        self._next_turn()

    # ----- settings and hints ---------------------------------------------------------
    def _load_settings(self) -> dict:
        settings = dict(DEFAULT_SETTINGS)
        if js.window.matchMedia("(prefers-reduced-motion: reduce)").matches:
            settings["speed"] = 0.0
        try:
            saved = storage.load(SETTINGS)
        except ValueError:
            saved = None
        if isinstance(saved, dict):
            for key, default in DEFAULT_SETTINGS.items():
                value = saved.get(key)
                if key == "speed" and value in (0, 0.5, 1, 2):
                    settings[key] = float(value)
                elif key == "orientation" and value in ("mine", "first"):
                    settings[key] = value
                elif isinstance(value, bool) and isinstance(default, bool):
                    settings[key] = value
        return settings

    @property
    def show_hints(self) -> bool:
        """Light up where the selected piece may go (a setting, on by default)."""
        return bool(self.settings["hints"])

    @property
    def animation_speed(self) -> float:
        """0 for no animation, else a speed factor (a setting)."""
        return float(self.settings["speed"])

    def is_human(self, seat: int) -> bool:
        """Does a person at this screen play `seat`?"""
        return self.session is not None and 0 <= seat < len(self.session.seats) and self.session.seats[seat] == HUMAN

    def bottom_seat(self) -> int:
        """The seat a view should draw nearest the player (the orientation setting)."""
        if self.settings["orientation"] == "mine" and self.session is not None:
            humans = [seat for seat, kind in enumerate(self.session.seats) if kind == HUMAN]
            if len(humans) == 1:
                return humans[0]
        return 0

    def open_settings(self) -> None:
        """Show the settings dialog with the current values."""
        _el("setting-hints").checked = self.settings["hints"]
        _el("setting-sound").checked = self.settings["sound"]
        _el("setting-speed").value = f"{self.settings['speed']:g}"
        _el("setting-orientation").value = self.settings["orientation"]
        _el("settings-dialog").showModal()

    def _settings_changed(self) -> None:
        self.settings.update(hints=bool(_el("setting-hints").checked), sound=bool(_el("setting-sound").checked),
                             speed=float(_el("setting-speed").value),
                             orientation=str(_el("setting-orientation").value))
        storage.save(SETTINGS, self.settings)
        if self.settings["sound"]:
            sound.click()
        self.redraw()

    def hint(self) -> None:
        """Ask the computer (at easy) for a move and show it on the board."""
        if not self.human_to_move():
            self.say("A hint is for your own turn.")
            return
        session = self.session
        expected = (session, session.state.ply)
        request = dict(session.computer_request(), level="easy")
        self.say("Looking for a good move\u2026")

        def show(reply: dict) -> None:
            if expected != (self.session, self.session.state.ply) or "move" not in reply:
                return
            try:
                move = self.session.state.parse(reply["move"])
            except engines.IllegalMove:
                return
            self.view.suggest(move)
            self.say(f"Hint: {move} (lit up on the board).")
            self.redraw()

        self.computer.ask(request, show)

    # ----- the clock ------------------------------------------------------------------
    def _charge_clock(self) -> bool:
        """Charge the running clock up to now; True (and the game ends) if it ran out."""
        session = self.session
        seat = session.clock_running_for() if session else None
        if seat is None or self._turn_started is None:
            return False
        now = float(js.performance.now())
        flagged = session.charge(seat, now - self._turn_started)
        self._turn_started = now
        if flagged:
            self._turn_started = None
            _el("play").dataset.turn = "over"
            self.say(f"{session.state.seat_name(seat)} ran out of time.")
            self._autosave()
            self._refresh()
        return flagged

    def _tick_clock(self) -> None:
        session = self.session
        if session is None or session.clock_minutes is None:
            return
        running = session.clock_running_for()
        for seat, left in enumerate(session.remaining_ms):
            if seat == running and self._turn_started is not None:
                left -= float(js.performance.now()) - self._turn_started
            element = _el(f"clock-{seat}")
            if element is not None:
                element.textContent = format_clock(left)
                element.classList.toggle("low", left < 20_000)
        if running is not None and session.remaining_ms[running] - (
                float(js.performance.now()) - (self._turn_started or 0)) <= 0:
            self._charge_clock()

    # ----- undo, redo and review ------------------------------------------------------
    def undo(self) -> None:
        """Take back to the last position where a person here was to move."""
        if self.session is None or self._charge_clock() or not self.session.undo():
            self.say("There is no move of yours to take back.")
            return
        self.viewing = None
        self.view.on_new_state(self.session.state)
        self.say(f"Taken back: {self.session.state.seat_name(self.session.state.to_move)} to move again.")
        self._autosave()
        self._refresh()
        self._next_turn()

    def redo(self) -> None:
        """Play the undone moves again, up to the next turn of a person here."""
        session = self.session
        if session is None or not session.can_redo() or self.viewing is not None:
            return
        result = session.redo()
        while session.can_redo() and session.turn() in ("computer", "chance"):
            result = session.redo()
        before, move, after = result
        self.view.on_new_state(after, before, move)
        self.say(self.view.describe(before, move, after))
        self._autosave()
        self._refresh()
        self._next_turn()

    def _shown_ply(self) -> int:
        return self.session.state.ply if self.viewing is None else self.viewing

    def review(self, ply: Optional[int]) -> None:
        """Show the board after `ply` moves (None or the last ply: the live game)."""
        if self.session is None:
            return
        live = self.session.state.ply
        if ply is not None and ply >= live:
            ply = None
        if ply is not None:
            ply = max(0, ply)
        self.viewing = ply
        self.view.on_new_state(self.session.states[ply] if ply is not None else self.session.state)
        self._refresh()

    def _move_clicked(self, event) -> None:
        target = event.target
        if target and target.tagName == "LI" and target.dataset.ply:
            self.review(int(str(target.dataset.ply)))

    def _key(self, event) -> None:
        target = event.target
        tag = str(target.tagName).upper() if target and target.tagName else ""
        if self.session is None or _el("play").hidden or tag in ("INPUT", "TEXTAREA", "SELECT", "CANVAS"):
            return
        if any(_el(d).open for d in ("new-game", "share-dialog", "record-dialog")):
            return
        key = str(event.key)
        ctrl = bool(event.ctrlKey or event.metaKey)
        if key == "ArrowLeft":
            self.review(self._shown_ply() - 1)
        elif key == "ArrowRight":
            self.review(self._shown_ply() + 1)
        elif key == "Home":
            self.review(0)
        elif key == "End":
            self.review(None)
        elif ctrl and key.lower() == "z":
            self.undo()
        elif ctrl and key.lower() == "y":
            self.redo()
        else:
            return
        event.preventDefault()

    # ----- keyboard play on the board, typed moves ------------------------------------
    def _board_focus(self, focused: bool) -> None:
        # the cursor ring is for keyboard users: a click that focuses the board shows none
        self._board_focused = focused and bool(_el("board").matches(":focus-visible"))
        if focused:
            self._announce_place()
        self.redraw()

    def _place(self):
        """The keyboard cursor's place: the one the player put it on, or, when the
        places have changed and that one is gone, the one nearest to it."""
        places = self.view.places() if self.view is not None else []
        return places[place_at(places, self.cursor_point)] if places else None

    def _announce_place(self) -> None:
        place = self._place()
        _el("announce").textContent = place[2] if place else "Nothing to choose on the board now."

    def _board_key(self, event) -> None:
        key = str(event.key)
        self._board_focused = True
        places = self.view.places() if self.view is not None else []
        if key in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown") and places:
            x, y, _ = places[nearest_place(places, place_at(places, self.cursor_point), key)]
            self.cursor_point = (x, y)
            self._announce_place()
        elif key in ("Enter", " ") and places:
            x, y, _ = places[place_at(places, self.cursor_point)]
            self.cursor_point = (x, y)
            self.view.tap(x, y)
            self._announce_place()
        elif key == "Escape":
            self.view.cancel()
            self.say("Cancelled.")
            self._announce_place()
        else:
            return
        event.preventDefault()
        event.stopPropagation()
        self.redraw()

    def _typed_move(self, event) -> None:
        event.preventDefault()
        field = _el("move-input")
        text = str(field.value).strip()
        if not text or self.session is None:
            return
        if not self.human_to_move():
            self.say("It is not your turn to move." if self.viewing is None else "Return to the game (End) to move.")
            return
        try:
            move = self.session.state.parse(text)
        except engines.IllegalMove as exc:
            self.say(f"{text}: {exc}")
            return
        field.value = ""
        self.try_move(move)

    # ----- share and records ----------------------------------------------------------
    def _site(self) -> str:
        path = str(js.location.pathname)
        return f"{js.location.origin}{path[:path.rfind('/') + 1]}"

    def open_share(self) -> None:
        """Show a link that reopens this exact game, and the code to embed it."""
        url = f"{self._site()}index.html#/play/{self.session.game_id}?{share.share_query(self.session)}"
        _el("share-link").value = url
        _el("share-status").textContent = f"{len(url)} characters."
        self._update_embed()
        _el("share-dialog").showModal()
        _el("share-link").select()

    def _update_embed(self) -> None:
        """The embed code for the chosen size, and its live preview."""
        size = str(_el("embed-size").value)
        replay = bool(_el("embed-replay").checked)
        title = f"{engines.GAMES[self.session.game_id].name} on Parlour"
        code = share.embed_snippet(self._site(), self.session.game_id, share.share_query(self.session),
                                   size, title, replay)
        _el("embed-code").value = code
        width, height = share.EMBED_SIZES[size]
        preview = _el("embed-preview")
        preview.width = str(width)
        preview.height = str(height)
        preview.src = code.split('src="', 1)[1].split('"', 1)[0].replace("&amp;", "&")

    def open_record(self) -> None:
        """Show the game as text, ready to copy, or to paste another record over."""
        _el("record-text").value = record_text(self.session.state)
        _el("record-error").textContent = ""
        _el("record-dialog").showModal()

    def load_record_text(self) -> None:
        """Load the record typed or pasted in the dialog, or say which move is wrong."""
        game_id = self.session.game_id
        try:
            state = load_text(str(_el("record-text").value), game_id=game_id)
        except ValueError as exc:
            _el("record-error").textContent = str(exc)
            return
        if state.game_id not in GAMES:
            _el("record-error").textContent = f"{state.game_id} cannot be shown here yet."
            return
        seats = self.session.seats if state.game_id == game_id else None
        if seats is None or len(seats) != state.num_players:
            seats = [HUMAN] * state.num_players
        session = Session(state.game_id, seats, dict(state.record()["options"]))
        for text in state.moves:
            session.play(text)
        _el("record-dialog").close()
        self.start_session(session)
        self._autosave()
        js.history.replaceState(None, "", f"#/play/{state.game_id}")
        self.say(f"Loaded a record of {state.ply} moves.")

    def _embed_command(self, command: dict) -> None:
        """A checked command from the page around the embed (see ui/embed_bridge.py)."""
        session = self.session
        if command["type"] == "parlour:new-game" and session is not None:
            self.read_only = False
            self.start_game(session.game_id, list(session.seats), dict(session.options), session.clock_minutes)
        elif command["type"] == "parlour:load":
            try:
                state = engines.load(command["record"])
            except ValueError as exc:
                self.say(f"The record sent to this game could not be loaded: {exc}")
                return
            if state.game_id not in GAMES:
                self.say(f"{state.game_id} cannot be shown here.")
                return
            seats = list(session.seats) if session and session.game_id == state.game_id else []
            if len(seats) != state.num_players:
                seats = [HUMAN] * state.num_players
            loaded = Session(state.game_id, seats, dict(state.record()["options"]))
            for text in state.moves:
                loaded.play(text)
            self.start_session(loaded)
            self.say(f"Loaded a game of {state.ply} moves.")

    def _copy(self, field_id: str, status_id: str) -> None:
        text = str(_el(field_id).value)
        try:
            js.navigator.clipboard.writeText(text)
            _el(status_id).textContent = "Copied."
        except Exception:
            _el(field_id).select()
            _el(status_id).textContent = "Select the text and copy it (Ctrl+C)."

    # ----- the host interface views call ----------------------------------------------
    def try_move(self, move) -> None:
        """Play a move the person made, or say why it is not allowed."""
        if not self.human_to_move():
            return
        reason = self.session.state.why_illegal(move)
        if reason is not None:
            self.say(reason)
            self.redraw()
            return
        self._apply(move)

    def roll(self) -> None:
        """Roll the dice (play a chance outcome drawn by the session's own generator)."""
        if self.session is not None and self.session.turn() == "chance":
            self._apply(self.session.roll())

    def human_to_move(self) -> bool:
        """True when the seat to move belongs to a person at this screen."""
        return (self.session is not None and self.viewing is None and not self.read_only
                and self.session.turn() == HUMAN)

    def say(self, text: str) -> None:
        """Show what just happened (or why a tap did nothing) in the status line."""
        _el("status-event").textContent = text

    def redraw(self) -> None:
        """Draw the board on the next frame (and bring the turn line and buttons up to date)."""
        if self.session is not None:
            self._refresh_turn()
        self._refresh_actions()
        self.board.request_frame()

    # ----- drawing and panels ---------------------------------------------------------
    def _draw(self, ctx, now: float) -> bool:
        if self.view is None or self.view.state is None:
            return False
        still = self.view.draw(ctx, now)
        if self._board_focused:
            place = self._place()
            if place is not None:
                draw_cursor(ctx, place[0], place[1])
        if not document.body.hasAttribute("data-ready"):
            document.body.dataset.readyMs = str(round(float(js.performance.now())))
            document.body.dataset.ready = "1"
            if self.bridge is not None:
                self.bridge.post({"type": "parlour:ready", "game": self.session.game_id})
                self.bridge.report_height()
        if self._warm_up_pending:  # start the computer's Python once the board is up
            self._warm_up_pending = False
            js.setTimeout(self._warm_up_proxy, 0)
        return still

    def _drag(self, x0: float, y0: float, x1: float, y1: float) -> None:
        if self.view is not None and self.session is not None:
            self.view.drag(x0, y0, x1, y1)

    def _hover(self, x: float, y: float) -> None:
        if self.view is not None and self.session is not None:
            self.view.hover(x, y)

    def _tap(self, x: float, y: float) -> None:
        if self.view is not None and self.session is not None:
            self.view.tap(x, y)

    def _refresh(self) -> None:
        session = self.session
        state = session.state
        seats = _el("seats")
        seats.replaceChildren()
        scores = state.scores()
        for seat, kind in enumerate(session.seats):
            item = _make("li", class_="seat" + (" to-move" if state.to_move == seat else ""))
            item.append(_make("span", state.seat_name(seat), class_="seat-name"),
                        _make("span", SEAT_LABELS[kind], class_="seat-kind"),
                        _make("span", str(scores[seat]), class_="seat-score", title="score"))
            if session.clock_minutes is not None:
                running = session.clock_running_for() == seat
                item.append(_make("span", format_clock(session.remaining_ms[seat]), id=f"clock-{seat}",
                                  class_="seat-clock" + (" running" if running else ""),
                                  aria_label=f"{state.seat_name(seat)}'s time"))
            seats.append(item)
        current = self._update_move_list(session)
        if current is not None and self.viewing is not None:
            current.scrollIntoView(to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries))
        else:
            moves = _el("move-list")
            moves.scrollTop = moves.scrollHeight
        note = _el("review-note")
        note.hidden = self.viewing is None
        if self.viewing is not None:
            note.textContent = (f"Reviewing: the board after move {self.viewing} of {state.ply}. "
                                "Press End (or \u23ED) to return to the game.")
        _el("play").dataset.viewing = "" if self.viewing is None else str(self.viewing)
        shown_state = self.session.states[self.viewing] if self.viewing is not None else state
        _el("text-view").textContent = str(shown_state)
        if self.embed:
            _el("open-full").href = f"./index.html#/play/{session.game_id}?{share.share_query(session)}"
        _el("undo-button").disabled = not session.can_undo() or self.read_only
        _el("redo-button").disabled = not session.can_redo() or self.viewing is not None
        self.redraw()

    def _update_move_list(self, session):
        """Bring the move list up to date, touching only the rows that changed (a long
        game has hundreds), and mark the move shown; returns that row."""
        moves = _el("move-list")
        rows = [(name, text) for _, name, text in session.move_rows()]
        keep = 0
        while keep < min(len(rows), len(self._rows_shown)) and rows[keep] == self._rows_shown[keep]:
            keep += 1
        while moves.childElementCount > keep:
            moves.lastElementChild.remove()
        for number, (name, text) in enumerate(rows[keep:], start=keep + 1):
            item = _make("li", value=number, data_ply=number)
            item.append(_make("span", name, class_="mover"), " ", _make("span", text, class_="move-text"))
            moves.append(item)
        self._rows_shown = rows
        for previous in moves.querySelectorAll("li.current"):
            previous.classList.remove("current")
            previous.removeAttribute("aria-current")
        shown = self._shown_ply()
        current = moves.children.item(shown - 1) if 0 < shown <= moves.childElementCount else None
        if current is not None:
            current.classList.add("current")
            current.setAttribute("aria-current", "step")
        return current

    def _refresh_turn(self) -> None:
        state = self.session.state
        turn = _el("status-turn")
        if self.session.flagged is not None:
            loser = state.seat_name(self.session.flagged)
            turn.textContent = f"Game over. {loser} ran out of time and loses."
        elif state.is_over():
            turn.textContent = "Game over. " + self.view.result(state)
        elif self.session.turn() == HUMAN:
            turn.textContent = f"{state.seat_name(state.to_move)} to move: {self.view.hint()}"

    def _refresh_actions(self) -> None:
        actions = tuple(self.view.actions()) if self.view is not None else ()
        if actions == self._shown_actions:
            return  # rebuilding would drop the keyboard focus from a button
        self._shown_actions = actions
        bar = _el("view-actions")
        bar.replaceChildren()
        for name, label in actions:
            bar.append(_make("button", label, type="button", data_action=name))

    def _action_clicked(self, event) -> None:
        name = event.target.dataset.action if event.target else None
        if name and self.view is not None and (self.human_to_move() or self.session.turn() == "chance"):
            self.view.action(str(name))
