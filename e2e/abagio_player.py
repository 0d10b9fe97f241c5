"""Playing Abagio in the page as a person does: by clicks.

The test reads the move list the page shows, replays it with the engine to know the
position, picks a move, and clicks where the view draws things (the view's own
geometry, so a layout change cannot make the test click the wrong place): the Roll
button, a frog then its landing spot (or the die badge when two dice reach the same
spot), a lit square for the Top Frog or the Set aside button.
"""
from __future__ import annotations

import json
import random
from urllib.parse import quote

import board
import engines
from engines.abagio import LEAP, ROLL, ROLLOFF, TOP, Leap, TopFrog
from engines.ai.abagio_turns import TurnPlanner
from ui.games.abagio import view as abagio_view
from ui.games.abagio.view import ROLL_BUTTON, badge_rect, place_centre, place_for

READY = "body[data-ready='1']"


def open_game(page, seats: str, options=None) -> None:
    """Open an Abagio game with these seats (e.g. 'human,hard') and wait for the board."""
    extra = f"&options={quote(json.dumps(options))}" if options else ""
    page.goto(f"/index.html#/play/abagio?seats={seats}{extra}")
    page.wait_for_selector(READY)


def click_board(page, x: float, y: float) -> None:
    """Click the board at (x, y) in the view's design units."""
    board.click_board(page, (abagio_view.WIDTH, abagio_view.HEIGHT), x, y)


page_moves = board.page_moves


def page_state(page, options=None):
    """The position the page shows, rebuilt from its move list."""
    return engines.load({"game": "abagio", "options": options or {}, "moves": page_moves(page)})


def ply(page) -> int:
    return int(page.get_attribute("#play", "data-ply") or 0)


def wait_for_turn(page, at_least: int) -> str:
    """Wait until the page, after `at_least` moves, waits for a person (a move, or a roll by
    the button) or the game is over; returns 'human', 'roll' or 'over'."""
    page.wait_for_function(
        """(ply) => { const p = document.getElementById('play');
                      if (Number(p.dataset.ply) < ply) return false;
                      if (['human', 'over'].includes(p.dataset.turn)) return true;
                      return p.dataset.turn === 'chance'
                             && !!document.querySelector("#view-actions button[data-action='roll']"); }""",
        arg=at_least)
    turn = page.get_attribute("#play", "data-turn")
    return "roll" if turn == "chance" else turn


def click_move(page, state, move, use_canvas_button: bool = False) -> None:
    """Make `move` by clicks, as a person would."""
    if state.phase in (ROLL, ROLLOFF):
        if use_canvas_button:
            x, y, w, h = ROLL_BUTTON
            click_board(page, x + w / 2, y + h / 2)
        else:
            page.click("#view-actions button[data-action='roll']")
    elif isinstance(move, Leap):
        colour = state.player
        click_board(page, *place_centre(place_for(colour, move.source)))
        target = place_for(colour, move.target)
        same = sorted((m for m in state.leaps() if m.source == move.source and m.target == move.target),
                      key=lambda m: -m.die)
        if len(same) > 1:
            x, y, w, h = badge_rect(target, same.index(move))
            click_board(page, x + w / 2, y + h / 2)
        else:
            click_board(page, *place_centre(target))
    elif isinstance(move, TopFrog):
        if move.step:
            click_board(page, *place_centre(move.step))
        else:
            page.click("#view-actions button[data-action='aside']")
    else:
        raise AssertionError(f"cannot click {move!r}")


def choose(state, rng: random.Random, placed: int):
    """The person's move: the hard planner's, but the first Top Frog chance is taken."""
    if state.phase == TOP and not placed:
        spots = state.top_frog_spots()
        return TopFrog(spots[rng.randrange(len(spots))])
    if state.phase == LEAP and rng.random() < 0.2:
        return rng.choice(state.leaps())
    return TurnPlanner().choose(state, rng) or rng.choice(state.legal_moves())


def play_by_clicks(page, rng: random.Random, options=None, max_actions: int = 1500):
    """Play the person's seats by clicks until the game ends; returns (final state, counts
    of what was clicked: rolls, leaps, top frogs placed, set aside, events seen)."""
    counts = {"roll": 0, "leap": 0, "top": 0, "aside": 0, "badge": 0}
    events = []
    for _ in range(max_actions):
        turn = wait_for_turn(page, ply(page))
        state = page_state(page, options)
        if turn == "over":
            return state, counts, events
        if turn == "roll":
            move = None
            counts["roll"] += 1
            click_move(page, state, None, use_canvas_button=counts["roll"] % 3 == 0)
        else:
            move = choose(state, rng, counts["top"])
            if isinstance(move, Leap):
                counts["leap"] += 1
                counts["badge"] += sum(1 for m in state.leaps()
                                       if m.source == move.source and m.target == move.target) > 1
            elif move.step:
                counts["top"] += 1
            else:
                counts["aside"] += 1
            click_move(page, state, move)
        page.wait_for_function("(ply) => Number(document.getElementById('play').dataset.ply) > ply",
                               arg=state.ply)
        if move is not None:
            assert page_moves(page)[state.ply] == str(move)
        events.append(page.inner_text("#status-event"))
    raise AssertionError("the game did not end")
