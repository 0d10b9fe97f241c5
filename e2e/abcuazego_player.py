"""Playing Abcuazego in the page as a person does: by clicks on the canvas.

The test reads the move list the page shows, replays it with the engine to know the
position, picks a move, and clicks where the view draws the pits (the view's own
geometry, so a layout change cannot make the test click the wrong place): the pit,
then the pit again for its natural direction, or the orange end of the reverse path.
With a person in the Zaque's seat alone the page turns the board round (`flip=True`).
"""
from __future__ import annotations

import random

import board
import engines
from engines import abcuazego as ab
from engines.abcuazego import Sow
from ui.games.abcuazego import view as abcuazego_view
from ui.games.abcuazego.view import place_centre

READY = "body[data-ready='1']"


def open_game(page, seats: str, extra: str = "") -> None:
    """Open an Abcuazego game with these seats (e.g. 'human,hard') and wait for the board."""
    page.goto(f"/index.html#/play/abcuazego?seats={seats}{extra}")
    page.wait_for_selector(READY)


def click_board(page, x: float, y: float) -> None:
    """Click the board at (x, y) in the view's design units."""
    board.click_board(page, (abcuazego_view.WIDTH, abcuazego_view.HEIGHT), x, y)


def page_moves(page):
    return [text.split(" ", 1)[1] for text in page.locator("#move-list li").all_inner_texts()]


def page_state(page, options=None):
    """The position the page shows, rebuilt from its move list."""
    return engines.load({"game": "abcuazego", "options": options or {}, "moves": page_moves(page)})


def ply(page) -> int:
    return int(page.get_attribute("#play", "data-ply") or 0)


def wait_for_turn(page, at_least: int) -> str:
    """Wait until the page has settled on a person's turn or the end, after `at_least` moves."""
    page.wait_for_function(
        """(ply) => { const p = document.getElementById('play');
                      return Number(p.dataset.ply) >= ply && ['human', 'over'].includes(p.dataset.turn); }""",
        arg=at_least)
    return page.get_attribute("#play", "data-turn")


def click_pit(page, seat: int, pit: int, flip: bool = False) -> None:
    click_board(page, *place_centre(ab.pit_index(seat, pit), flip))


def click_move(page, state, move: Sow, flip: bool = False) -> None:
    """Make `move` by clicks, as a person would: select the pit, then confirm."""
    seat = state.to_move
    click_pit(page, seat, move.pit, flip)
    natural = state.directions(move.pit)[0]
    if move.step == natural:
        click_pit(page, seat, move.pit, flip)
        return
    end = state.effect(move).last
    if end == ab.pit_index(seat, move.pit):  # the reverse path ends where it started
        page.click(f"#view-actions button[data-action='sow-{move}']")
    else:
        click_board(page, *place_centre(end, flip))


def play_by_clicks(page, rng: random.Random, prefer_reverse: float = 0.3, max_plies: int = 400,
                   flip: bool = False):
    """Play the person's seats by clicks until the game ends; returns (final state, reverse
    moves made by clicks). The first move with a reverse direction on offer takes it."""
    reversed_moves = []
    for _ in range(max_plies):
        turn = wait_for_turn(page, ply(page))
        state = page_state(page)
        if turn == "over":
            return state, reversed_moves
        legal = state.legal_moves()
        reverse = [m for m in legal if m.step != state.directions(m.pit)[0]]
        wanted = prefer_reverse if reversed_moves else 1.0
        move = rng.choice(reverse) if reverse and rng.random() < wanted else rng.choice(legal)
        click_move(page, state, move, flip)
        page.wait_for_function("(ply) => Number(document.getElementById('play').dataset.ply) > ply",
                               arg=state.ply)
        assert page_moves(page)[state.ply] == str(move)
        if move in reverse:
            reversed_moves.append(str(move))
    raise AssertionError("the game did not end")
