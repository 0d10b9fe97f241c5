"""Offline after the first visit (issue 7): with the network gone, every game loads,
plays (the computer too: its own Pyodide in a worker), every rules page opens
with its diagrams and every tutorial shows its first step and takes its moves. Each page is a full load answered by the service worker; the
conftest fixtures fail the test on any console error (a file missing from the cache
would log one) or any request to another host."""
from __future__ import annotations

import engines
from conftest import wait_controlled
from driver import open_home
from ui.games import GAMES

PYTHON_READY = "body[data-python='ready']"


def load_offline(page, path: str) -> None:
    """A full page load (the query string makes it one), answered by the service worker."""
    response = page.goto(path)
    assert response is not None and response.from_service_worker, path
    page.wait_for_selector(PYTHON_READY, state="attached")


def test_every_game_and_every_rules_page_work_offline_after_one_visit(context, page):
    open_home(page)
    wait_controlled(page)
    context.set_offline(True)

    load_offline(page, "/index.html?offline=home#/")
    listed = page.locator("#game-list li").count()
    assert listed == len(engines.GAMES)

    for game_id in engines.GAMES:
        # two computer players: the page and the worker's Python both start offline
        load_offline(page, f"/index.html?offline={game_id}#/play/{game_id}?seats=easy,easy")
        page.wait_for_selector("body[data-ready='1']", state="attached")
        page.wait_for_function("Number(document.getElementById('play').dataset.ply) >= 2", timeout=120_000)
        assert page.inner_text("#status-event").strip(), game_id  # the moves were announced

        load_offline(page, f"/index.html?offline=rules-{game_id}#/rules/{game_id}")
        page.wait_for_selector("#rules-body figure canvas", state="attached")
        assert "How to move" in page.locator("#rules-body h2").all_inner_texts(), game_id

        if GAMES[game_id].lessons is not None:
            load_offline(page, f"/index.html?offline=learn-{game_id}#/learn/{game_id}?step=1")
            page.wait_for_selector("#lesson[data-step='0']:not([hidden])", state="attached")
            page.click("#lesson-next")
            page.wait_for_selector("#lesson[data-step='1']", state="attached")
    context.set_offline(False)
