"""The play screen at phone, tablet and laptop sizes (issue 13): no sideways scrolling,
the board the width of a phone held upright, every control big enough for a finger,
every board place answering over 40x40 CSS px on a 390 px phone, no labels on top of
each other, no word wider than its button (here and on the home page), and every dialog
inside the window."""
from __future__ import annotations

from contextlib import contextmanager

import pytest

from driver import READY
from games import driver
from tests.test_view_phone import MIN_PLACE_PX, phone_places_answer
from ui.games import GAMES

# what it checks happens once Python is up, the same however it started: the normal-boot pass only
pytestmark = pytest.mark.after_boot

SIZES = [(320, 568), (390, 844), (844, 390), (768, 1024), (1280, 800)]
DIALOGS = {"new-game": "#new-game-button", "settings-dialog": "#settings-button", "share-dialog": "#share-button",
           "record-dialog": "#export-button", "confirm-dialog": "#resign-button"}

SMALL_CONTROLS = """() => [...document.querySelectorAll(
        'header button, header a, #play button, #play a.button, #play select, #play input:not([type=checkbox])')]
    .filter(e => e.checkVisibility({visibilityProperty: true, opacityProperty: true}))
    .map(e => { const r = e.getBoundingClientRect();
                return [e.id || e.textContent.trim().slice(0, 20), Math.round(r.width), Math.round(r.height)]; })
    .filter(([, w, h]) => w < 44 || h < 44)"""

OVERLAPS = """() => {
    const leaves = [...document.querySelectorAll('header *, #play *')].filter(e =>
        e.checkVisibility({visibilityProperty: true, opacityProperty: true}) && e.children.length === 0 && e.textContent.trim() && e.tagName !== 'CANVAS');
    const boxes = leaves.map(e => [e, e.getBoundingClientRect()]);
    const found = [];
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
        const [a, ra] = boxes[i], [b, rb] = boxes[j];
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 1 && h > 1) found.push([a.textContent.trim().slice(0, 30), b.textContent.trim().slice(0, 30)]);
    }
    return found; }"""


CRAMPED_BUTTONS = """() => [...document.querySelectorAll('button, a.button')]
    .filter(e => e.checkVisibility({visibilityProperty: true, opacityProperty: true}) && e.scrollWidth > e.clientWidth + 1)
    .map(e => [e.textContent.trim().slice(0, 20), e.scrollWidth, e.clientWidth])"""


@contextmanager
def sized_page(browser, base_url: str, width: int, height: int):
    """A page at this window size, without the service worker, closed after."""
    context = browser.new_context(base_url=base_url, viewport={"width": width, "height": height},
                                  service_workers="block")
    try:
        yield context.new_page()
    finally:
        context.close()


def inside_window(page, selector: str) -> bool:
    return page.evaluate("""(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
        return r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5; }""",
                         selector)


@pytest.mark.parametrize("width,height", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_play_screen_fits_every_size(browser, base_url, width, height):
    with sized_page(browser, base_url, width, height) as page:
        for game_id in sorted(GAMES):
            driver(game_id).open(page, "human,human")
            page.wait_for_selector(READY)
            where = f"{game_id} at {width}x{height}"
            assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), f"{where}: sideways scroll"
            board = page.locator("#board").bounding_box()
            if width < height and width < 500:
                assert board["width"] >= 0.9 * width, f"{where}: the board is {board['width']:.0f} px wide"
            assert page.evaluate(SMALL_CONTROLS) == [], where
            assert page.evaluate(OVERLAPS) == [], where
            assert page.evaluate(CRAMPED_BUTTONS) == [], where
            if (width, height) == (390, 844):
                scale = board["width"] / GAMES[game_id].view.SIZE[0]
                phone_places_answer(game_id, scale, MIN_PLACE_PX)
        for dialog, opener in DIALOGS.items():
            page.click(opener)
            page.wait_for_selector(f"#{dialog}[open]")
            assert inside_window(page, f"#{dialog}"), f"{dialog} at {width}x{height}"
            page.keyboard.press("Escape")
            page.wait_for_selector(f"#{dialog}:not([open])", state="attached")
        page.evaluate("document.getElementById('result-dialog').showModal()")
        assert inside_window(page, "#result-dialog")


@pytest.mark.parametrize("width,height", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_home_page_cards_fit_every_size(browser, base_url, width, height):
    with sized_page(browser, base_url, width, height) as page:
        page.goto("/index.html#/")
        page.wait_for_selector(".game-card a.button")
        where = f"the home page at {width}x{height}"
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), f"{where}: sideways scroll"
        assert page.evaluate(CRAMPED_BUTTONS) == [], where  # "Puzzles" overflowed its button on a phone
