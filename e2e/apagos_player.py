"""Playing Apagos in the page as a person does: by clicks on the canvas.

The test reads the move list the page shows, replays it with the engine to know
the position, picks a move, and clicks where the view draws the pieces (the view's
own geometry, so a layout change cannot make the test click the wrong place).
"""
from __future__ import annotations

import random

import board
import engines
from engines.apagos import Add, Setup, Shift
from ui.games.apagos import view as apagos_view
from ui.games.apagos.view import TRAY_BOXES, ball_cells, hole_offsets, slot_centre

READY = "body[data-ready='1']"


def open_game(page, seats: str, extra: str = "") -> None:
    """Open an Apagos game with these seats (e.g. 'human,easy') and wait for the board."""
    page.goto(f"/index.html#/play/apagos?seats={seats}{extra}")
    page.wait_for_selector(READY)


def click_board(page, x: float, y: float) -> None:
    """Click the board at (x, y) in the view's design units."""
    board.click_board(page, (apagos_view.WIDTH, apagos_view.HEIGHT), x, y)


def page_state(page, options=None):
    """The position the page shows, rebuilt from its move list."""
    moves = page.locator("#move-list li .move-text").all_inner_texts()
    return engines.load({"game": "apagos", "options": options or {}, "moves": moves})


def wait_for_turn(page, ply: int) -> str:
    """Wait until the page has settled on a person's turn or the end, after `ply` moves."""
    page.wait_for_function(
        """(ply) => { const p = document.getElementById('play');
                      return Number(p.dataset.ply) >= ply && ['human', 'over'].includes(p.dataset.turn); }""",
        arg=ply)
    return page.get_attribute("#play", "data-turn")


def empty_spot(position: int):
    """A point on a platform clear of every hole: tapping it adds a ball there."""
    cx, cy = slot_centre(position)
    return cx, cy + apagos_view.SQUARE / 2 - 6


def click_move(page, state, move) -> None:
    """Make `move` by clicks, as a person would."""
    if isinstance(move, Add):
        x, y, w, h = TRAY_BOXES[move.colour]
        click_board(page, x + w / 2, y + h / 2)
        click_board(page, *empty_spot(move.position))
    elif isinstance(move, Shift):
        platform = state.platforms[move.source - 1]
        index = ball_cells(platform).index(state.to_move)
        cx, cy = slot_centre(move.source)
        dx, dy = hole_offsets(platform[0])[index]
        click_board(page, cx + dx, cy + dy)
        click_board(page, *empty_spot(move.target))
    elif isinstance(move, Setup):
        page.click("#view-actions button[data-action='random']")
    else:
        raise AssertionError(f"cannot click {move!r}")


def play_by_clicks(page, rng: random.Random, prefer_shifts: bool = True, max_plies: int = 120):
    """Play the person's seats by clicks until the game ends; returns the final state."""
    for _ in range(max_plies):
        state = page_state(page)
        turn = wait_for_turn(page, state.ply)
        state = page_state(page)
        if turn == "over":
            return state
        legal = state.legal_moves()
        shifts = [m for m in legal if isinstance(m, Shift)]
        move = rng.choice(shifts) if prefer_shifts and shifts and rng.random() < 0.3 else rng.choice(legal)
        click_move(page, state, move)
        page.wait_for_function("(ply) => Number(document.getElementById('play').dataset.ply) > ply",
                               arg=state.ply)
        assert page_state(page).moves[state.ply] == str(move)
    raise AssertionError("the game did not end")
