"""Playing any game in the page as a person does: the generic half of the e2e helpers.

A test opens a game, reads the position the page shows (its move list replayed with
the engine), waits for a person's turn, and clicks where the view draws things. What
differs between games is only how one move is clicked: each game's `Driver` subclass
in `e2e/games/` says that (and adds the helpers its tests need), from the view's own
geometry, so a layout change cannot make a test click the wrong place.

The canvas letterboxes the view's design size (ui/board_canvas.py); `board_point` is
the inverse: where a point of the design space lands on the page.
"""
from __future__ import annotations

import json
from typing import Any, Callable, Optional
from urllib.parse import quote

import engines

READY = "body[data-ready='1']"
"""The page's board is drawn and accepts taps."""

NEXT_PLY = "(ply) => Number(document.getElementById('play').dataset.ply) > ply"
"""A page function: true once the page has played past move `ply`."""

SETTLED = "body[data-ready='1'] #play[data-settled='1']"
"""The board shows no move landing and the panels are up to date."""

TURN = """(ply) => { const p = document.getElementById('play');
                    if (Number(p.dataset.ply) < ply || p.dataset.settled !== '1') return false;
                    if (['human', 'over'].includes(p.dataset.turn)) return true;
                    return p.dataset.turn === 'chance'
                           && !!document.querySelector("#view-actions button[data-action='roll']"); }"""


def open_home(page, path: str = "/index.html#/") -> None:
    """The home page, with Python up. On a first visit's home page Python starts when the
    visitor heads for a game (ui/python-start.mjs): here, the pointer over the first card's
    Play button."""
    page.goto(path)
    head_for_a_game(page)
    page.wait_for_selector("body[data-python='ready']", state="attached")


def head_for_a_game(page) -> None:
    """What starts Python on a first visit's home page: the pointer over a card's Play button."""
    page.hover("#game-list .play-button")


def board_point(board, size, x: float, y: float):
    """Page coordinates of (x, y) in design units on `board` (a locator of the canvas)
    of a view whose design size is `size` (width, height)."""
    box = board.bounding_box()
    width, height = size
    scale = min(box["width"] / width, box["height"] / height)
    left = box["x"] + (box["width"] - width * scale) / 2
    top = box["y"] + (box["height"] - height * scale) / 2
    return left + x * scale, top + y * scale


def click_board(page, size, x: float, y: float) -> None:
    """Click the page's board at (x, y) in the design units of a view of `size`."""
    page.mouse.click(*board_point(page.locator("#board"), size, x, y))


def page_moves(page):
    """The moves in the page's move list, in notation."""
    return page.locator("#move-list li .move-text").all_text_contents()  # innerText is empty for rows the browser has not laid out (content-visibility)


def ply(page) -> int:
    """The number of moves the page has played."""
    return int(page.get_attribute("#play", "data-ply") or 0)


def wait_for_ply(page, at_least: int) -> None:
    """Wait until the page has played at least `at_least` moves."""
    page.wait_for_function("(ply) => Number(document.getElementById('play').dataset.ply) >= ply",
                           arg=at_least)


def wait_for_next_ply(page, after: int) -> None:
    """Wait until the page has played more than `after` moves."""
    page.wait_for_function(NEXT_PLY, arg=after)


def wait_for_turn(page, at_least: int) -> str:
    """Wait until the page, after `at_least` moves, waits for a person (a move, or a roll
    of the dice by its Roll button) or the game is over; returns 'human', 'roll' or 'over'."""
    page.wait_for_function(TURN, arg=at_least)
    turn = page.get_attribute("#play", "data-turn")
    return "roll" if turn == "chance" else turn


def wait_for_end(page, timeout_ms: float) -> None:
    """Wait (up to `timeout_ms`) until the game in the page is over and its last move
    has landed (the panels then show the result)."""
    page.wait_for_function("() => { const p = document.getElementById('play');"
                           " return p.dataset.turn === 'over' && p.dataset.settled === '1'; }", timeout=timeout_ms)


def set_animation_speed(page, value: str) -> None:
    """Choose the settings' animation speed (the values of its menu: '0' is none)."""
    page.click("#settings-button")
    page.select_option("#setting-speed", value)
    page.click("#settings-dialog button[value='close']")


def turn_animations_off(page) -> None:
    """The settings' fastest setting: no animations (computer games then run at search speed)."""
    set_animation_speed(page, "0")


class Driver:
    """One game in the page, played by clicks. A game's subclass sets `game_id` and
    `size` (its view's design size) and defines `click_move`; the rest is the same
    for every game."""

    game_id: str = ""
    size: tuple = (0, 0)

    def open(self, page, seats: str, options: Optional[dict] = None, extra: str = "") -> None:
        """Open a game with these seats (e.g. 'human,easy'), game options and any
        further query text (e.g. '&clock=0.1'); wait for the board."""
        if options:
            extra = f"&options={quote(json.dumps(options, separators=(',', ':')))}" + extra
        page.goto(f"/index.html#/play/{self.game_id}?seats={seats}{extra}")
        page.wait_for_selector(READY)

    def state(self, page, options: Optional[dict] = None):
        """The position the page shows, rebuilt from its move list (with the game's
        `options` the page was opened with)."""
        return engines.load({"game": self.game_id, "options": options or {}, "moves": page_moves(page)})

    def point(self, board, x: float, y: float):
        """Page coordinates of (x, y) in design units on `board`, a locator of a canvas
        showing this game (in the page or in a frame)."""
        return board_point(board, self.size, x, y)

    def click(self, page, x: float, y: float) -> None:
        """Click the board at (x, y) in the view's design units."""
        click_board(page, self.size, x, y)

    def click_move(self, page, state, move, **how) -> None:
        """Make `move` from `state` by clicks, as a person would (the game's subclass)."""
        raise NotImplementedError

    def play_move(self, page, state, move, **how) -> None:
        """Click `move` and wait until the page has played it; a move of a person (not a
        roll of the page's own dice) must then show in the move list as `move`."""
        self.click_move(page, state, move, **how)
        wait_for_next_ply(page, state.ply)
        if state.to_move != engines.CHANCE:
            assert page_moves(page)[state.ply] == str(move)

    def play_moves(self, page, moves, options: Optional[dict] = None) -> None:
        """Play these moves (notation) by clicks, each checked in the page's move list."""
        for text in moves:
            state = self.state(page, options)
            wait_for_turn(page, state.ply)
            self.play_move(page, state, state.parse(text))

    def play(self, page, choose: Callable[[Any], Any], options: Optional[dict] = None,
             max_plies: int = 400, after: Optional[Callable[[Any, Any], None]] = None, **how):
        """Play the person's seats by clicks until the game ends; returns the final state.

        At each turn of a person `choose(state)` names the move to click (at a roll,
        what the game's `click_move` takes for pressing Roll); `after(state, move)`, if
        given, is told once the page has played it. Raises AssertionError if the game
        is not over after `max_plies` of the person's turns."""
        for _ in range(max_plies):
            turn = wait_for_turn(page, ply(page))
            state = self.state(page, options)
            if turn == "over":
                return state
            move = choose(state)
            self.play_move(page, state, move, **how)
            if after is not None:
                after(state, move)
        raise AssertionError("the game did not end")
