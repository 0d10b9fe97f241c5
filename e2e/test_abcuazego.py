"""Abcuazego in the browser: a full game by clicks against the computer (with a reverse
sowing), a computer-against-computer game, previews, the sowing speed, the board turned
round for a person playing the Zaque (their column on the left, their store at the
bottom), keyboard play, no freezes. The conftest fixtures
fail any test that logs a console error or a page error."""
from __future__ import annotations

import random

import pytest

from driver import page_moves, wait_for_end, wait_for_next_ply, wait_for_turn
import main_thread
from engines.abcuazego import DIRECTION_NAME, pit_index
from games import driver
from keyboard_player import KeyboardPlayer, focus_board
from ui.games.abcuazego import view as abcuazego_view
from ui.games.abcuazego.view import AbcuazegoView

# what it checks happens once Python is up, the same however it started: the normal-boot pass only
pytestmark = pytest.mark.after_boot

ABCUAZEGO = driver("abcuazego")



def seat_scores(page):
    return [int(text) for text in page.locator("#seats .seat-score").all_inner_texts()]


def test_full_game_by_clicks_against_the_computer_with_a_reverse_sowing(page):
    main_thread.watch(page)
    ABCUAZEGO.open(page, "human,easy")
    ready_at = page.evaluate("performance.now()")
    final, reversed_moves = ABCUAZEGO.play_by_clicks(page, random.Random(11))
    assert final.is_over()
    assert reversed_moves, "no reverse-direction sowing was made by clicks"
    assert page.get_attribute("#play", "data-turn") == "over"
    status = page.inner_text("#status-turn")
    zipa, zaque = final.scores()
    assert "Game over" in status and f"{max(zipa, zaque)} to {min(zipa, zaque)}" in status
    assert seat_scores(page) == [zipa, zaque]
    # sowing animates frame by frame and the computer thinks in its worker: the page never
    # froze once the board was up (a freeze, not speed: speed is for the benchmarks)
    longest = main_thread.longest(page, ready_at)
    assert main_thread.worst(page, ready_at) < 1000, main_thread.freeze_report(longest)


def test_computer_against_computer_to_the_end(page):
    ABCUAZEGO.open(page, "easy,medium")
    wait_for_end(page, 240_000)
    final = ABCUAZEGO.state(page)
    assert final.is_over()
    assert "Game over" in page.inner_text("#status-turn")
    assert seat_scores(page) == final.scores()
    assert len(page_moves(page)) == final.ply


def test_tap_previews_both_directions_and_the_reverse_button_sows(page):
    ABCUAZEGO.open(page, "human,human")
    ABCUAZEGO.click_pit(page, 0, 2)
    event = page.inner_text("#status-event")
    assert "Pit 2: 5 grains sow counter-clockwise" in event and "orange" in event
    labels = page.locator("#view-actions button").all_inner_texts()
    assert any("2a" in label for label in labels) and any("2c" in label and "reverse" in label for label in labels)
    page.click("#view-actions button[data-action='sow-2c']")
    wait_for_turn(page, 1)
    assert page_moves(page) == ["2c"]
    assert "reverse" in page.inner_text("#status-event")
    # an empty pit is explained, and nothing is played
    ABCUAZEGO.click_pit(page, 0, 2)
    wait_for_turn(page, 1)
    assert page_moves(page) == ["2c"]
    assert "Zipa's" in page.inner_text("#status-event")  # the Zaque to move tapped the Zipa's pit
    ABCUAZEGO.click_pit(page, 1, 3)
    ABCUAZEGO.click_pit(page, 1, 3)
    wait_for_turn(page, 2)
    assert page_moves(page)[1] == "3a"


def test_the_zaque_played_by_a_person_is_drawn_near_and_plays_by_clicks(page):
    ABCUAZEGO.open(page, "medium,human")  # the computer opens as the Zipa
    wait_for_turn(page, 1)
    state = ABCUAZEGO.state(page)
    move = next(m for m in state.legal_moves() if m.step == state.directions(m.pit)[0])
    # the board is turned round: the Zaque's pits are where the Zipa's are drawn otherwise
    spot = abcuazego_view.place_centre(pit_index(0, move.pit))
    assert spot == abcuazego_view.place_centre(pit_index(1, move.pit), True)
    ABCUAZEGO.click(page, *spot)
    assert f"Pit {move.pit}:" in page.inner_text("#status-event")
    ABCUAZEGO.click(page, *spot)
    wait_for_next_ply(page, state.ply)
    assert page_moves(page)[state.ply] == str(move)


def test_sowing_speed_button_under_the_board(page):
    ABCUAZEGO.open(page, "human,human")
    page.click("#view-actions button[data-action='speed']")
    assert "2\u00d7" in page.inner_text("#status-event")
    assert "Sowing speed: 2\u00d7" in page.inner_text("#view-actions")


def test_keyboard_play_in_both_directions(page):
    ABCUAZEGO.open(page, "human,human")
    player = KeyboardPlayer(page, AbcuazegoView)
    made = []
    for turn in range(6):
        state = ABCUAZEGO.state(page)
        wait_for_turn(page, state.ply)
        focus_board(page)
        player.sync(state)
        legal = state.legal_moves()
        reverse = [m for m in legal if m.step != state.directions(m.pit)[0]]
        move = reverse[0] if reverse and turn % 2 == 0 else legal[-1]
        player.choose(f"Your pit {move.pit}:")
        kind = ":" if move not in reverse else " (reverse)"
        player.choose(f"Sow pit {move.pit} {DIRECTION_NAME[move.step]}{kind}")
        wait_for_next_ply(page, state.ply)
        assert page_moves(page)[state.ply] == str(move)
        made.append(move in reverse)
    assert any(made) and not all(made)
