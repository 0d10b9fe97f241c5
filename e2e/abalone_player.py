"""Playing Abalone in the page as a person does: by clicks on the canvas.

The test reads the move list the page shows, replays it with the engine to know the
position, and clicks where the view draws things: the marbles that select a move's line
(`selection_for`), then its lit spot (`spot_point`). The view's own geometry is used, so
a layout change cannot make the test click the wrong place.
"""
from __future__ import annotations

import json
from urllib.parse import quote

import board
import engines
from ui.games.abalone import view as abalone_view
from ui.games.abalone.view import cell_point, selection_for, spot_point

READY = "body[data-ready='1']"


def open_game(page, seats: str, options=None) -> None:
    """Open an Abalone game with these seats (e.g. 'human,easy') and options; wait for the board."""
    extra = f"&options={quote(json.dumps(options))}" if options else ""
    page.goto(f"/index.html#/play/abalone?seats={seats}{extra}")
    page.wait_for_selector(READY)


def click_board(page, x: float, y: float) -> None:
    """Click the board at (x, y) in the view's design units."""
    board.click_board(page, (abalone_view.WIDTH, abalone_view.HEIGHT), x, y)


page_moves = board.page_moves


def page_state(page, options=None):
    """The position the page shows, rebuilt from its move list."""
    return engines.load({"game": "abalone", "options": options or {}, "moves": page_moves(page)})


def wait_for_turn(page, ply: int) -> str:
    """Wait until the page has settled on a person's turn or the end, after `ply` moves."""
    page.wait_for_function(
        """(ply) => { const p = document.getElementById('play');
                      return Number(p.dataset.ply) >= ply && ['human', 'over'].includes(p.dataset.turn); }""",
        arg=ply)
    return page.get_attribute("#play", "data-turn")


def wait_for_end(page, timeout_ms: float) -> None:
    page.wait_for_function("() => document.getElementById('play').dataset.turn === 'over'", timeout=timeout_ms)


def click_move(page, state, move, turns: int = 0) -> None:
    """Make `move` by clicks, as a person would: its marbles, then its lit spot."""
    if move.kind == "pass":
        page.click("#view-actions button[data-action='pass']")
        return
    for cell in selection_for(state, move):
        click_board(page, *cell_point(cell, turns))
    click_board(page, *spot_point(state, move, turns))


def play_by_clicks(page, moves, options=None) -> None:
    """Play these moves (notation) by clicks, each checked in the page's move list."""
    for text in moves:
        state = page_state(page, options)
        wait_for_turn(page, state.ply)
        move = state.parse(text)
        click_move(page, state, move)
        page.wait_for_function("(ply) => Number(document.getElementById('play').dataset.ply) > ply",
                               arg=state.ply)
        assert page_moves(page)[state.ply] == text


def turn_animations_off(page) -> None:
    """The settings' fastest setting: no animations (computer games then run at search speed)."""
    page.click("#settings-button")
    page.select_option("#setting-speed", "0")
    page.click("#settings-dialog button[value='close']")
