"""Playing and reviewing by keyboard: the cursor on the board (arrows, Enter, Escape,
read out in a live region, once the board is reached by Tab), the page's keys wherever
the focus is in the play area (review with the arrows, Home and End; undo and redo with
Ctrl+Z and Ctrl+Y) and moves typed in notation."""
from __future__ import annotations

import js

from ui.controller import GameController
from ui.dom import el, listen
from ui.keyboard_cursor import ARROWS, draw_cursor, nearest_place, place_at

DIALOGS = ("new-game", "share-dialog", "record-dialog", "settings-dialog")


class Keyboard:
    """The keyboard cursor and the page's shortcuts for the controller's game."""

    def __init__(self, controller: GameController):
        self.controller = controller
        self.cursor_point = None  # (x, y) of the keyboard cursor's place on the board
        self.board_focused = False
        board = el("board")
        listen(js.document, "keydown", self._page_key)
        listen(board, "keydown", self._board_key)
        listen(board, "focus", lambda e: self._board_focus(True))
        listen(board, "blur", lambda e: self._board_focus(False))
        listen(el("move-form"), "submit", self._typed_move)

    def draw(self, ctx) -> None:
        """Draw the cursor ring over the board while the board has keyboard focus."""
        if self.board_focused:
            place = self._place()
            if place is not None:
                draw_cursor(ctx, place[0], place[1])

    # ----- the cursor on the board ---------------------------------------------------------
    def _places(self):
        view = self.controller.view
        return view.places() if view is not None else []

    def _place(self):
        """The cursor's place: the one the player put it on, or, when the places have
        changed and that one is gone, the one nearest to it."""
        places = self._places()
        return places[place_at(places, self.cursor_point)] if places else None

    def _announce_place(self) -> None:
        place = self._place()
        el("announce").textContent = place[2] if place else "Nothing to choose on the board now."

    def _board_focus(self, focused: bool) -> None:
        # the ring is for keyboard users: a click that focuses the board shows none
        self.board_focused = focused and bool(el("board").matches(":focus-visible"))
        if focused:
            self._announce_place()
        self.controller.redraw()

    def _board_key(self, event) -> None:
        key = str(event.key)
        if key in ARROWS and not self.board_focused:
            return  # the board was clicked, not tabbed to: the arrows review the game (the page's keys)
        places = self._places()
        view = self.controller.view
        if key in ARROWS and places:
            x, y, _ = places[nearest_place(places, place_at(places, self.cursor_point), key)]
            self.cursor_point = (x, y)
            self._announce_place()
        elif key in ("Enter", " ") and places:
            x, y, _ = places[place_at(places, self.cursor_point)]
            self.cursor_point = (x, y)
            view.tap(x, y)
            self._announce_place()
        elif key == "Escape" and view is not None:
            view.cancel()
            self.controller.say("Cancelled.")
            self._announce_place()
        else:
            return
        event.preventDefault()
        event.stopPropagation()
        self.controller.redraw()

    # ----- the page's keys -----------------------------------------------------------------
    def _page_key(self, event) -> None:
        target = event.target
        tag = str(target.tagName).upper() if target and target.tagName else ""
        c = self.controller
        if c.session is None or el("play").hidden or tag in ("INPUT", "TEXTAREA", "SELECT"):
            return
        if any(el(d).open for d in DIALOGS):
            return
        key = str(event.key)
        ctrl = bool(event.ctrlKey or event.metaKey)
        if key == "ArrowLeft":
            c.review(c.shown_ply() - 1)
        elif key == "ArrowRight":
            c.review(c.shown_ply() + 1)
        elif key == "Home":
            c.review(0)
        elif key == "End":
            c.review(None)
        elif ctrl and key.lower() == "z":
            c.undo()
        elif ctrl and key.lower() == "y":
            c.redo()
        else:
            return
        event.preventDefault()

    def _typed_move(self, event) -> None:
        event.preventDefault()
        field = el("move-input")
        if self.controller.play_typed(str(field.value)):
            field.value = ""
