"""The page before Python is up (issue 14): the home page's cards, and a game's board as
a picture, are on screen at once; a click made meanwhile is never lost; the live board
takes its picture's place without anything moving; a reload shows the saved position.

Python is held back by keeping parlour.zip (the games' code, which both ways of
starting Python wait for) from answering until the test lets it through."""
from __future__ import annotations

import pytest

from conftest import BOOT_TIMEOUT_MS, watch_page, watch_requests
from driver import READY, open_home
import main_thread
from ui.games import GAMES

PYTHON_READY = "body[data-python='ready']"


def hold_python(page):
    """Keep Python from starting; returns the function that lets it start.

    The route stays in place once released: it lets every later request through at once.
    (Taking it away with `page.unroute` left about one run in 200 waiting for ever, on
    Chromium 150 and Playwright 1.65: the two PyScript modules the page asked for at that
    moment, deprecations-manager and error, were never answered, so Python never started;
    0 in 250 runs with the route kept.)"""
    held = []
    released = []

    def hold(route):
        if released:
            route.continue_()
        else:
            held.append(route)

    page.route("**/parlour.zip", hold)

    def release():
        released.append(True)
        while held:
            held.pop().continue_()
    return release


@pytest.fixture
def fresh_page(browser, base_url):
    """A page of a new context without service workers (so a reload asks the network,
    where parlour.zip can be held), watched like the other tests' pages."""
    context = browser.new_context(base_url=base_url, service_workers="block")
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    problems: list[str] = []
    watch_requests(context, problems)
    page = context.new_page()
    watch_page(page, problems)
    yield page
    context.close()
    assert not problems, problems


def arrange_a_ramp(page) -> None:
    """A hot-seat Apagos game, one move in (White arranged the ramp): a game kept here."""
    page.goto("/index.html#/play/apagos?seats=human,human")
    page.wait_for_selector(READY)
    page.fill("#move-input", "setup 5 3 7 1")
    page.press("#move-input", "Enter")
    page.wait_for_selector("#play[data-ply='1']", state="attached")


def box(page, selector="#board"):
    found = page.locator(selector).bounding_box()
    return tuple(round(found[key], 1) for key in ("x", "y", "width", "height"))


PICTURES_SHOWN = "[...document.querySelectorAll('#game-list img')].every((i) => i.complete && i.naturalWidth > 0)"


def test_the_cards_show_and_say_the_games_are_loading_while_python_cannot_start(page):
    hold_python(page)
    page.goto("/index.html#/")
    page.wait_for_function(PICTURES_SHOWN)
    cards = page.locator("#game-list .game-card")
    assert cards.count() == len(GAMES)
    for index, (game_id, game) in enumerate(GAMES.items()):
        card = cards.nth(index)
        assert card.is_visible() and game.name in card.inner_text() and game.info.summary in card.inner_text()
        assert card.locator("img.thumb").get_attribute("alt") == f"A game of {game.name} in progress"
        assert card.locator(f".play-button[data-game='{game_id}']").is_visible()
        assert card.locator(f"a[href='#/rules/{game_id}']").is_visible()
    assert page.locator("#loading").is_visible() and "The games are loading" in page.inner_text("#loading")
    assert page.get_attribute("body", "data-python") is None
    page.click(".game-card a[href='#/rules/abagio']")  # the rules page, the build's copy of it
    page.wait_for_selector("#rules", state="visible")  # at the hashchange, which follows the click
    assert "Abagio: how to play" in page.inner_text("#rules h1")
    assert page.locator("#home").is_hidden()


def test_a_rules_page_is_there_before_python_and_its_diagrams_come_in_place(page):
    """The build's copy of a rules page: every word of it at once, each diagram a box of
    its size; once Python is up the diagrams are drawn there, nothing moves, and the
    reader stays where they were."""
    release = hold_python(page)
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("/index.html#/rules/apagos")
    page.wait_for_selector("#rules-body h2")
    game = GAMES["apagos"]
    text = page.inner_text("#rules-body")
    assert "Apagos: how to play" in text and "Playing the computer" in text
    assert all(title in text for title, _ in game.rules)
    diagrams = sum(1 for _, items in game.rules for item in items if not isinstance(item, str))
    assert page.locator("#rules-body .rules-diagram").count() == diagrams > 0
    assert page.locator("#rules-levels li").count() == 5
    assert page.get_attribute("body", "data-python") is None
    page.evaluate("scrollTo(0, 400)")
    before = box(page, "#rules-body figure >> nth=1")
    release()
    page.wait_for_selector(PYTHON_READY, state="attached")
    page.wait_for_selector("#rules-body figure canvas")
    assert page.locator("#rules-body figure canvas").count() == diagrams
    assert page.locator("#rules-body .rules-diagram").count() == 0
    assert box(page, "#rules-body figure >> nth=1") == before  # in place, the reader not sent to the top


def test_a_first_visits_home_page_starts_python_when_the_visitor_heads_for_a_game(page):
    """Starting Python holds the main thread: the home page of a first visit (static
    cards, no games kept to list) downloads the runtime but starts nothing until the
    pointer (or a finger, or the keyboard) heads for a game; the page never freezes
    meanwhile, and the loading note goes once the downloads are done."""
    main_thread.watch(page)
    fetched = []
    page.on("requestfinished", lambda r: fetched.append(r.url.rsplit("/", 1)[-1]))
    page.goto("/index.html#/")
    page.wait_for_function("'preloaded' in document.documentElement.dataset")
    assert {"pyodide.asm.wasm", "parlour-stdlib-snapshot.zip", "parlour.zip", "parlour.snapshot"} <= set(fetched)
    page.wait_for_timeout(1000)
    assert page.get_attribute("html", "data-python-start") == "waiting"
    assert page.get_attribute("body", "data-python") is None and page.locator("#loading").is_hidden()
    assert main_thread.worst(page, -1) <= 200, main_thread.freeze_report(main_thread.longest(page, -1))
    page.keyboard.press("Tab")  # the keyboard heads somewhere: Python starts
    page.wait_for_selector(PYTHON_READY, state="attached")
    assert page.get_attribute("html", "data-python-start") == "started"
    assert page.locator("#game-list .game-card").count() == len(GAMES)


def test_a_click_on_settings_before_python_is_up_opens_them_once_it_is(page):
    release = hold_python(page)
    page.goto("/index.html#/")
    page.click("#settings-button")
    assert page.get_attribute("html", "data-python-start") == "started"
    release()
    page.wait_for_selector("#settings-dialog[open]")


def test_a_returning_visitors_home_page_starts_python_at_once(page):
    page.goto("/index.html#/")
    page.evaluate("localStorage.setItem('parlour:settings', '{}')")
    page.reload()
    page.wait_for_selector(PYTHON_READY, state="attached")
    assert page.get_attribute("html", "data-python-start") == "now"


def test_a_click_before_python_is_up_opens_the_game_once_it_is(page):
    release = hold_python(page)
    page.goto("/index.html#/")
    page.click(".play-button[data-game='abalone']")
    page.wait_for_selector("#board[data-picture='start']")
    assert page.url.endswith("#/play/abalone") and page.locator("#home").is_hidden()
    assert page.locator(".board-loading").is_visible() and "Starting the game" in page.inner_text(".board-loading")
    assert page.inner_text("#play-title") == "Abalone"
    assert page.get_attribute("body", "data-python") is None
    release()
    page.wait_for_selector(READY)
    assert page.url.endswith("#/play/abalone") and page.inner_text("#play-title") == "Abalone"
    assert page.locator(".board-loading").is_hidden() and page.locator("#loading").is_hidden()
    seats = page.locator("#seats li").all_inner_texts()
    assert "Human" in seats[0] and len(seats) == 2  # the game with its usual seats


def test_your_games_are_listed_before_python_and_a_click_on_one_opens_it_once_python_is_up(fresh_page):
    """A returning visitor's home page lists their games at once, as Python will (so the
    cards below do not move when it does); a game clicked meanwhile opens once it is up."""
    page = fresh_page
    arrange_a_ramp(page)
    page.goto("/index.html#/")
    page.wait_for_selector("#your-games-list .saved-game")
    lines = page.locator("#your-games-list li").all_inner_texts()
    release = hold_python(page)
    page.reload()
    page.wait_for_selector("#your-games-list .saved-game")
    assert page.get_attribute("body", "data-python") is None
    assert page.locator("#your-games-list li").all_inner_texts() == lines and "Continue Apagos" in lines[0]
    card = box(page, "#game-list .game-card >> nth=0")
    release()
    page.wait_for_selector(PYTHON_READY, state="attached")
    assert page.locator("#your-games-list li").all_inner_texts() == lines
    assert box(page, "#game-list .game-card >> nth=0") == card  # nothing moved when Python took over
    release = hold_python(page)
    page.reload()
    page.click("#your-games-list .saved-game >> nth=0")
    assert page.get_attribute("#your-games-list .saved-game >> nth=0", "aria-busy") == "true"
    assert page.get_attribute("body", "data-python") is None
    release()
    page.wait_for_selector("#play[data-ply='1']", state="attached")
    assert page.inner_text("#play-title") == "Apagos" and page.locator("#home").is_hidden()


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 800)])
def test_each_boards_picture_is_exactly_where_its_live_board_comes(browser, base_url, width, height):
    context = browser.new_context(base_url=base_url, viewport={"width": width, "height": height},
                                  service_workers="block")
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    page = context.new_page()
    try:
        for game_id in GAMES:
            release = hold_python(page)
            page.goto(f"/index.html#/play/{game_id}?seats=human,human")
            page.wait_for_selector("#board[data-picture='start']")
            picture = box(page)
            release()
            page.wait_for_selector(READY)
            assert box(page) == picture, f"{game_id} at {width}x{height}"
    finally:
        context.close()


BOARD_SIZES = """window.__boardSizes = [];
document.addEventListener('DOMContentLoaded', () => {
    const board = document.getElementById('board');
    if (!board) return;
    const seen = () => window.__boardSizes.push(board.style.width + ' x ' + board.style.height);
    seen();
    new MutationObserver(seen).observe(board, { attributes: true, attributeFilter: ['style'] });
});"""


def test_the_board_never_takes_another_shape_on_its_way_to_the_live_board(page):
    """The board's picture is the live board's size from the first frame: nothing sizes
    the canvas to a stand-in shape meanwhile (the shell's resize observer once did, for a
    frame, when that frame came between making the shell and opening the game)."""
    page.add_init_script(BOARD_SIZES)
    page.goto("/index.html#/play/apagos?seats=human,human")
    page.wait_for_selector(READY)
    sizes = [size for size in page.evaluate("window.__boardSizes") if size != " x "]
    assert len(set(sizes)) == 1, sizes


SAME_PICTURE = """async () => {
    const tiny = (source) => { const c = document.createElement('canvas'); c.width = c.height = 24;
        const x = c.getContext('2d'); x.drawImage(source, 0, 0, 24, 24); return x.getImageData(0, 0, 24, 24).data; };
    const image = (src) => new Promise((ok) => { const i = new Image(); i.onload = () => ok(i); i.src = src; });
    const board = tiny(document.getElementById('board'));
    const distance = (other) => other.reduce((sum, v, i) => sum + Math.abs(v - board[i]), 0) / other.length;
    const saved = await image(JSON.parse(localStorage.getItem('parlour:picture:apagos')));
    const start = await image('./assets/thumbnails/apagos-start.webp');
    return [distance(tiny(saved)), distance(tiny(start))];
}"""


def test_a_reload_shows_the_saved_position_before_python_is_up(fresh_page):
    page = fresh_page
    arrange_a_ramp(page)
    page.wait_for_function("(localStorage.getItem('parlour:picture:apagos') || '').includes('data:image/')")
    hold_python(page)
    page.reload()  # the address is #/play/apagos now: the saved game comes back
    page.wait_for_selector("#board[data-picture='saved']")
    to_saved, to_start = page.evaluate(SAME_PICTURE)
    assert to_saved < 8 < to_start, (to_saved, to_start)  # the arranged ramp, not the starting one


FILL_STORAGE = """() => {
    let i = 0;
    for (const size of [100000, 1000]) {
        const text = 'x'.repeat(size);
        try { for (;;) localStorage.setItem('filler' + i++, text); } catch (e) { /* full */ }
    }
    for (let k = 2; k < 8; k++) localStorage.removeItem('filler' + (i - k));  // 6 kB left: a save, not a picture
}"""


def test_a_picture_that_cannot_be_stored_is_simply_not_stored(fresh_page):
    page = fresh_page
    page.goto("/index.html#/")
    page.evaluate(FILL_STORAGE)
    arrange_a_ramp(page)
    page.wait_for_timeout(500)  # frames after the move: its picture would have been stored by now
    saved = page.evaluate("JSON.parse(localStorage.getItem('parlour:games'))")
    assert saved[0]["saved"]["record"]["moves"] == ["setup 5 3 7 1"]  # the game itself is saved
    assert page.evaluate("localStorage.getItem('parlour:picture:apagos')") is None
    assert "not being saved" not in page.inner_text("#play")


STAGE_IN_FRAMES = """
window.__frames = []; window.__tasks = [];
new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__tasks.push([e.startTime, e.duration])))
    .observe({ type: 'longtask', buffered: true });
const sample = () => {
    const stage = document.getElementById('boot-stage');
    if (stage) window.__frames.push([performance.now(), stage.textContent, document.getElementById('boot-detail').textContent]);
    if (!document.body || !document.body.hasAttribute('data-python')) requestAnimationFrame(sample);
};
requestAnimationFrame(sample);
"""


def test_the_page_says_what_it_is_doing_before_pythons_start_holds_it_up(page):
    """Starting Python the normal way (a first visit) holds the page's main thread for
    seconds: the last frame drawn before that says so, not "Downloading ... 3.9 of 13.0 MB"."""
    page.add_init_script(STAGE_IN_FRAMES)
    open_home(page, "/index.html?boot=normal#/")
    frames, tasks = page.evaluate("[window.__frames, window.__tasks]")
    start = max(tasks, key=lambda task: task[1])[0]  # the longest task by far: Python starting
    stage, detail = [frame for frame in frames if frame[0] < start][-1][1:]
    assert stage == "Starting Python\u2026" and "first time" in detail, (stage, detail)


def test_the_embed_page_shows_its_boards_picture_and_never_the_cards(page):
    hold_python(page)
    page.goto("/embed.html#/play/apagos?seats=human,medium")
    page.wait_for_selector("#board[data-picture='start']")
    assert page.locator("#board").is_visible() and page.locator(".board-loading").is_visible()
    assert page.locator("#game-list li").count() == 0 and page.locator("#home").is_hidden()
