"""The shell: routing between the home page and a game, the new-game dialog, the
seats, status line and move list, and the turn loop (person, computer or dice).

It is the same for every game: it knows a game only through the engine contract
and the game's view (ui/view.py), found in ui.views.VIEWS.
"""
from __future__ import annotations

import json
from typing import Dict, List, Optional

import js
from pyodide.ffi import create_proxy

import engines
from engines import ai

from ui.board_canvas import BoardCanvas
from ui.computer import ComputerPlayer
from ui.session import HUMAN, SEAT_KINDS, Session, parse_seats
from ui.views import VIEWS

document = js.document

SEAT_LABELS = {HUMAN: "Human"}
SEAT_LABELS.update({level: f"Computer ({level})" for level in ai.LEVELS})
DEFAULT_LEVEL = "medium"


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

    def __init__(self):
        self.session: Optional[Session] = None
        self.view = None
        self.animation_speed = 1.0
        self.computer = ComputerPlayer(self._computer_failed)
        self.board = BoardCanvas(_el("board"), self._draw, self._tap)
        self._proxies = []
        self._dialog_game: Optional[str] = None
        self._dialog_previous_seats: Optional[List[str]] = None
        self._home_built = False
        self._roll_proxy = create_proxy(lambda: self.roll())
        self._warm_up_pending = False
        self._warm_up_proxy = create_proxy(lambda: self.computer.warm_up())
        self._listen(js.window, "hashchange", lambda e: self.route())
        self._listen(_el("new-game-button"), "click",
                     lambda e: self.open_dialog(self.session.game_id if self.session else "apagos"))
        self._listen(_el("new-game-cancel"), "click", lambda e: _el("new-game").close())
        self._listen(_el("new-game-form"), "submit", self._dialog_submitted)
        self._listen(_el("view-actions"), "click", self._action_clicked)

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
        if len(parts) == 2 and parts[0] == "play" and parts[1] in VIEWS:
            params = parse_query(query)
            if self.session is None or self.session.game_id != parts[1] or params:
                self.start_from_params(parts[1], params)
            self._show("play")
            return
        if parts:
            self.say(f"There is no page {fragment!r} here; showing the games instead.")
        self._show("home")

    def _show(self, page: str) -> None:
        if page == "home" and not self._home_built:
            self.build_home()
        _el("home").hidden = page != "home"
        _el("play").hidden = page != "play"
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
        except ValueError as exc:
            self.start_game(game_id, self.default_seats(info.new().num_players), {})
            self.say(f"The link's game settings were not understood ({exc}); a new game with the usual settings instead.")
            return
        self.start_game(game_id, seats, options)

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
        for game_id, view_class in VIEWS.items():
            info = engines.GAMES[game_id]
            item = _make("li", class_="game-card")
            button = _make("button", type="button", class_="game-open", data_game=game_id)
            canvas = _make("canvas", width=320, height=224, class_="thumb", aria_hidden="true")
            view_class.draw_thumbnail(canvas.getContext("2d"), 320, 224)
            button.append(canvas, _make("span", info.name, class_="game-name"),
                          _make("span", info.summary, class_="game-summary"))
            self._listen(button, "click", lambda e, g=game_id: self.open_dialog(g))
            item.append(button)
            listing.append(item)

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
        _el("new-game").close()
        self.start_game(game_id, seats, options)
        if not str(js.location.hash).startswith(f"#/play/{game_id}"):
            js.history.pushState(None, "", f"#/play/{game_id}")
        self._show("play")

    # ----- a game ---------------------------------------------------------------------
    def start_game(self, game_id: str, seats: List[str], options: dict) -> None:
        """Begin a new game; anything the computer was thinking about is dropped."""
        self.session = Session(game_id, seats, options)
        view_class = VIEWS[game_id]
        if self.view is None or not isinstance(self.view, view_class):
            self.view = view_class(self)
            self.board.set_design_size(*view_class.SIZE)
        self.view.on_new_state(self.session.state)
        _el("play-title").textContent = engines.GAMES[game_id].name
        _el("status-event").textContent = ""
        self._warm_up_pending = any(seat != HUMAN for seat in seats)
        self._refresh()
        self._next_turn()

    def _next_turn(self) -> None:
        session = self.session
        turn = session.turn()
        _el("play").dataset.turn = turn
        _el("play").dataset.ply = str(session.state.ply)
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
        if session is not self.session or session.state.ply != ply:
            return  # a game that was left, or a position that has moved on
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
        before, move, after = self.session.play(move)
        self.view.on_new_state(after, before, move)
        self.say(self.view.describe(before, move, after))
        self._refresh()
        self._next_turn()

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
        return self.session is not None and self.session.turn() == HUMAN

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
        if not document.body.hasAttribute("data-ready"):
            document.body.dataset.readyMs = str(round(float(js.performance.now())))
            document.body.dataset.ready = "1"
        if self._warm_up_pending:  # start the computer's Python once the board is up
            self._warm_up_pending = False
            js.setTimeout(self._warm_up_proxy, 0)
        return still

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
            seats.append(item)
        moves = _el("move-list")
        moves.replaceChildren()
        for number, name, text in session.move_rows():
            moves.append(_make("li", f"{name} {text}", value=number))
        moves.scrollTop = moves.scrollHeight
        self.redraw()

    def _refresh_turn(self) -> None:
        state = self.session.state
        turn = _el("status-turn")
        if state.is_over():
            turn.textContent = "Game over. " + self.view.result(state)
        elif self.session.turn() == HUMAN:
            turn.textContent = f"{state.seat_name(state.to_move)} to move: {self.view.hint()}"

    def _refresh_actions(self) -> None:
        bar = _el("view-actions")
        bar.replaceChildren()
        if self.view is None:
            return
        for name, label in self.view.actions():
            bar.append(_make("button", label, type="button", data_action=name))

    def _action_clicked(self, event) -> None:
        name = event.target.dataset.action if event.target else None
        if name and self.view is not None and (self.human_to_move() or self.session.turn() == "chance"):
            self.view.action(str(name))
