"""Abagio in the browser: a full game by clicks against the computer (rolls, leaps, a Top
Frog placement) to the win, a computer-against-computer game at the fast setting, the
roll-off, stacks read by tapping, and the computer's time per move. The conftest
fixtures fail any test that logs a console error or a page error."""
from __future__ import annotations

import random

import pytest

from driver import page_moves, ply, set_animation_speed, wait_for_end, wait_for_ply, wait_for_turn
import main_thread
from games import driver
from ui.games.abagio.view import place_centre

# what it checks happens once Python is up, the same however it started: the normal-boot pass only
pytestmark = pytest.mark.after_boot

ABAGIO = driver("abagio")


# Times of every change of #play's data-ply with the turn it showed: the computer's time per move.
PLY_TIMES = """
window.__plies = [];
document.addEventListener('DOMContentLoaded', () => {
  const play = document.getElementById('play');
  if (!play) return;  // a document of another kind (a frame, an error page)
  new MutationObserver(() => window.__plies.push([performance.now(), play.dataset.ply, play.dataset.turn]))
    .observe(play, { attributes: true, attributeFilter: ['data-ply', 'data-turn'] });
});
"""


def seat_scores(page):
    return [int(text) for text in page.locator("#seats .seat-score").all_inner_texts()]


def computer_move_times(plies):
    """Seconds from each 'computer' turn's start to the next ply (the worker's round trip)."""
    out = []
    for (start, ply_a, turn), (end, ply_b, _) in zip(plies, plies[1:]):
        if turn == "computer" and ply_b != ply_a:
            out.append((end - start) / 1000.0)
    return out


def test_full_game_by_clicks_against_the_computer_to_the_win(page):
    main_thread.watch(page)
    page.add_init_script(PLY_TIMES)
    ABAGIO.open(page, "human,hard")
    ready_at = page.evaluate("performance.now()")
    final, counts, events = ABAGIO.play_by_clicks(page, random.Random(11))
    assert final.is_over() and page.get_attribute("#play", "data-turn") == "over"
    assert counts["roll"] > 10 and counts["leap"] > 20 and counts["top"] >= 1, counts
    status = page.inner_text("#status-turn")
    assert "Game over" in status and "wins" in status
    assert seat_scores(page) == final.scores() and 12 in final.scores()
    assert len(page_moves(page)) == final.ply
    assert any("rolled" in e for e in events) and any("Top Frog on" in e for e in events)
    # the hard computer answers well within its 2 s budget in the browser (worker round trip
    # included; the first answer also starts the worker's Python, so it is left out)
    times = sorted(computer_move_times(page.evaluate("window.__plies"))[1:])
    assert times and times[len(times) // 2] < 1.0 and times[-1] < 5.0, times[-5:]
    print(f"hard in the browser: {len(times)} moves, median {times[len(times) // 2]:.2f} s, "
          f"longest {times[-1]:.2f} s")
    # the page never froze: the computer thinks in its worker, and the shell touches only the
    # move list's new rows (the longest main-thread task after the start: about 110 ms here,
    # with the machine's two cores busy besides)
    longest = main_thread.longest(page, ready_at)
    plies = page.evaluate("window.__plies")
    at_ply = [next((ply for at, ply, _ in reversed(plies) if at <= task.start), "0") for task in longest]
    assert main_thread.worst(page, ready_at) < 1000, f"{main_thread.freeze_report(longest)}; at plies {at_ply}"


def test_computer_against_computer_to_the_end_at_the_fast_setting(page):
    ABAGIO.open(page, "human,human")
    set_animation_speed(page, "2")
    ABAGIO.open(page, "hard,hard")
    wait_for_end(page, 420_000)
    final = ABAGIO.state(page)
    assert final.is_over()
    assert "Game over" in page.inner_text("#status-turn")
    assert seat_scores(page) == final.scores()
    assert len(page_moves(page)) == final.ply


def test_the_roll_off_the_roll_button_and_a_leap_by_clicks(page):
    options = {"first": "roll"}
    ABAGIO.open(page, "human,human", options)
    assert wait_for_turn(page, 0) == "roll"
    assert "Roll for the first player" in page.inner_text("#view-actions")
    assert page.locator("#seats .seat.to-move").count() == 0  # the roll-off is nobody's
    page.click("#view-actions button[data-action='roll']")
    wait_for_turn(page, 1)
    state = ABAGIO.state(page, options)
    assert state.moves[0] in ("first red", "first purple")
    roller = state.seat_name(state.chance_seat())
    assert page.inner_text("#seats .seat.to-move .seat-name") == roller  # whose roll it is is marked
    page.click("#view-actions button[data-action='roll']")  # the first player's roll
    wait_for_turn(page, 2)
    state = ABAGIO.state(page, options)
    assert "rolled" in page.inner_text("#status-event")
    if state.phase == "leap":
        move = state.leaps()[0]
        from ui.games.abagio.view import place_for
        ABAGIO.click(page, *place_centre(place_for(state.player, move.source)))
        assert "may leap to" in page.inner_text("#status-event")
        ABAGIO.click(page, *place_centre(place_for(state.player, move.target)))
        wait_for_ply(page, 3)
        assert page_moves(page)[2] == str(move)


def test_tapping_a_stack_reads_its_colour_order(page):
    ABAGIO.open(page, "human,human")
    ABAGIO.click(page, *place_centre(10))  # not a move: it is time to roll
    assert "purple, red, purple, red (bottom to top)" in page.inner_text("#status-event")
    assert ply(page) == 0


def test_the_rules_page_says_the_board_is_a_reconstruction(page):
    page.goto("/index.html#/rules/abagio")
    page.wait_for_selector("#rules-body figure canvas")  # (drawn once Python is up; the words come first)
    assert "reconstruction" in page.inner_text("#rules-body")
    assert page.locator("#rules-body figure canvas").count() >= 4
