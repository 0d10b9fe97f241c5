"""Apagos in the browser: full games by clicks, the setup step, offline play, and a
page that never freezes while the computer thinks."""
from __future__ import annotations

import random

import pytest

from driver import READY, open_home, wait_for_turn
import main_thread
from games import driver
from ui.games.apagos.view import flip_centre, slot_centre

# what it checks happens once Python is up, the same however it started: the normal-boot pass only
pytestmark = pytest.mark.after_boot

APAGOS = driver("apagos")



def test_full_game_by_clicks_against_the_computer(page):
    main_thread.watch(page)
    APAGOS.open(page, "human,easy")
    ready_at = page.evaluate("performance.now()")
    final = APAGOS.play_by_clicks(page, random.Random(11))
    assert final.is_over()
    status = page.inner_text("#status-turn")
    assert "Game over" in status and "wins" in status
    assert page.get_attribute("#play", "data-turn") == "over"
    # White (the computer) arranged the ramp, Black (clicks) moved first
    assert final.moves[0].startswith("setup")
    # the computer thinks in its worker: no freeze a player would notice once the board
    # was up (a search on the page's thread would hold it for its whole think time)
    longest = main_thread.longest(page, ready_at)
    assert main_thread.worst(page, ready_at) < 500, main_thread.freeze_report(longest)


def test_full_hot_seat_game_with_the_ramp_arranged_by_hand(page):
    APAGOS.open(page, "human,human")
    assert "arrange" in page.inner_text("#status-turn").lower()
    # swap the bottom and top platforms, flip the one at 2, then arrange
    APAGOS.click(page, *slot_centre(1))
    APAGOS.click(page, *slot_centre(4))
    APAGOS.click(page, *flip_centre(2))
    page.click("#view-actions button[data-action='arrange']")
    wait_for_turn(page, 1)
    state = APAGOS.state(page)
    assert state.moves == ("setup 7 5 3 1",)
    final = APAGOS.play_by_clicks(page, random.Random(5))
    assert final.is_over()
    assert "wins" in page.inner_text("#status-turn")
    assert len(page.locator("#move-list .move-text").all()) == final.ply


def test_random_arrangement_button_sets_up_a_legal_ramp(page):
    APAGOS.open(page, "easy,human")
    page.click("#view-actions button[data-action='random']")
    wait_for_turn(page, 1)
    state = APAGOS.state(page)
    assert state.moves[0].startswith("setup ")
    assert not state.in_setup()


def test_illegal_tap_is_explained(page):
    APAGOS.open(page, "human,human", {"setup": [3, 5, 7, 1]})
    # Black adds at the top (1 hole): it fills; White taps it and is told why not
    APAGOS.click(page, slot_centre(4)[0], slot_centre(4)[1] + 53)
    wait_for_turn(page, 1)
    APAGOS.click(page, slot_centre(4)[0], slot_centre(4)[1] + 53)
    assert "full" in page.inner_text("#status-event")
    assert APAGOS.state(page, {"setup": [3, 5, 7, 1]}).ply == 1


def test_home_page_lists_games_and_the_dialog_starts_a_game(page):
    open_home(page, "/index.html")
    page.click("button.game-open[data-game='apagos']")
    page.select_option("#seat-0", "human")
    page.select_option("#seat-1", "human")
    page.click("#new-game-start")
    page.wait_for_selector(READY)
    assert page.url.endswith("#/play/apagos")
    assert "arrange" in page.inner_text("#status-turn").lower()
    seats = page.locator("#seats li").all_inner_texts()
    assert "Human" in seats[0] and "Human" in seats[1]


def test_works_offline_after_one_visit(context, page):
    APAGOS.open(page, "human,easy")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    page.wait_for_selector(READY)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    context.set_offline(True)
    page.reload()
    page.wait_for_selector(READY)
    # the computer (its own Pyodide in a worker) arranges the ramp, offline
    wait_for_turn(page, 1)
    state = APAGOS.state(page)
    APAGOS.click_move(page, state, state.legal_moves()[0])
    wait_for_turn(page, state.ply + 2)  # and answers a move made by clicks
    assert APAGOS.state(page).ply >= state.ply + 2


def test_a_new_game_while_the_computer_thinks_drops_its_answer(page):
    APAGOS.open(page, "hard,human")
    page.click("#view-actions button[data-action='random']")  # White arranges; Black (hard) thinks
    page.wait_for_selector("#play[data-turn='computer']")
    page.click("#new-game-button")
    page.select_option("#seat-0", "human")
    page.select_option("#seat-1", "human")
    page.click("#new-game-start")
    page.wait_for_selector("#play[data-turn='human'][data-ply='0']")
    page.wait_for_timeout(3500)  # longer than hard's think time: its answer arrives and is dropped
    assert page.locator("#move-list .move-text").count() == 0
    assert page.get_attribute("#play", "data-ply") == "0"
    assert "arrange" in page.inner_text("#status-turn").lower()


def test_phone_touch_and_a_crisp_canvas(browser, base_url):
    from conftest import watch_page, watch_requests
    context = browser.new_context(base_url=base_url, viewport={"width": 390, "height": 844},
                                  device_scale_factor=3, has_touch=True, is_mobile=True)
    problems = []
    watch_requests(context, problems)
    page = context.new_page()
    watch_page(page, problems)
    try:
        APAGOS.open(page, "human,human", {"setup": [3, 5, 7, 5]})
        size = page.evaluate("(() => { const c = document.getElementById('board'); "
                             "const r = c.getBoundingClientRect(); return [c.width, r.width, c.height, r.height]; })()")
        assert size[1] <= 390 and abs(size[0] - 3 * size[1]) <= 3 and abs(size[2] - 3 * size[3]) <= 3
        x, y = slot_centre(2)
        page.touchscreen.tap(*APAGOS.point(page.locator("#board"), x, y + 53))
        page.wait_for_selector("#play[data-ply='1']")
        assert APAGOS.state(page, {"setup": [3, 5, 7, 5]}).moves == ("B2",)
    finally:
        context.close()
    assert not problems, problems


PROGRESS_PROBE = """
window.__progress = [];
const sample = () => {
  const bar = document.getElementById('boot-progress');
  const stage = document.getElementById('boot-stage');
  const loading = document.getElementById('loading');
  if (bar && stage && loading && !loading.hidden) {
    const last = window.__progress[window.__progress.length - 1];
    const now = [Math.round(bar.value), stage.textContent];
    if (!last || last[0] !== now[0] || last[1] !== now[1]) window.__progress.push(now);
  }
  if (!document.body || !document.body.hasAttribute('data-ready')) setTimeout(sample, 20);
};
sample();
"""


def test_boot_shows_real_progress_before_the_board(page):
    page.add_init_script(PROGRESS_PROBE)
    APAGOS.open(page, "human,human")
    seen = page.evaluate("window.__progress")
    values = [value for value, _ in seen]
    stages = " / ".join(dict.fromkeys(stage for _, stage in seen))
    assert values == sorted(values) and values[-1] >= 75, seen
    assert len(set(values)) >= 3, seen
    assert "Downloading the Python runtime" in stages and "Loading the games" in stages, seen
    assert page.locator("#loading").is_hidden()
