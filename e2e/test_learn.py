"""Learning by playing (issue 15): every tutorial played to its end by pointer and by
keyboard alone, on the game's own board; on every step that explains wrong answers, a
wrong move shows its own explanation; Show me plays the answer with its animation; the
lesson is reached from the rules page and the new-game dialog, and works in the embed
page on another origin.

A step's moves are made the way the game's e2e driver clicks them (e2e/games/); by
keyboard, each of those taps is the keyboard place under it, reached with the arrow keys
(e2e/keyboard_player.py), and each button is reached with Tab."""
from __future__ import annotations

import pytest

from conftest import another_site
from driver import READY, SETTLED
from games import driver
from keyboard_player import KeyboardPlayer, focus_board, tab_to, tab_to_action
from test_layout import OVERLAPS, SIZES, SMALL_CONTROLS
from ui.games import GAMES
from ui.games.apagos.view import TRAY_BOXES
from ui.tutorial import CHECK, EXACT

LEARNABLE = sorted(game_id for game_id, game in GAMES.items() if game.lessons is not None)
ACTION = "#view-actions button[data-action='"
HOW = {"apagos": {"arrange": True}}  # how a driver clicks a lesson's moves: the very ramp a step asks for


class Recorder:
    """A stand-in page that records what a driver clicks: taps on the board (in design
    units: the board's box is the view's design size at the origin) and the view's buttons."""

    def __init__(self, size):
        self.size, self.mouse, self.done = size, self, []

    def locator(self, selector):
        return self

    def bounding_box(self):
        return {"x": 0, "y": 0, "width": self.size[0], "height": self.size[1]}

    def click(self, x, y=None):
        self.done.append(("button", x[len(ACTION):-2]) if isinstance(x, str) else ("tap", x, y))


def wrong_by(step, state, move):
    """The mistake `move` makes on `step` if it fails the step, else None."""
    return None if step.judge(state, move)[0] else step.mistake(state, move)


def open_step(page, game_id: str, index: int) -> None:
    """Show step `index` (from 0) of the game's tutorial, by its address."""
    page.evaluate("(hash) => { location.hash = hash; }", f"#/learn/{game_id}?step={index + 1}")
    shown(page, index)


def shown(page, index: int) -> None:
    """Wait until step `index` is shown, its position settled on the board."""
    page.wait_for_selector(f"#lesson[data-step='{index}']:not([hidden])")
    page.wait_for_selector(SETTLED, state="attached")


def passed(page, step) -> None:
    """Wait until the step's move has passed; the panel says the step's success words."""
    page.wait_for_selector("#lesson-verdict[data-verdict='passed']")
    assert page.inner_text("#lesson-verdict") == step.success


def by_pointer(page, game_id, state, move) -> None:
    """Click `move` as a person would, the board scrolled into view first (on a small phone
    the step above it may push its lower edge out of the window)."""
    page.locator("#board").scroll_into_view_if_needed()
    driver(game_id).click_move(page, state, move, **HOW.get(game_id, {}))


class ByKeys:
    """Makes moves with the keyboard alone: the driver's taps as keyboard places, its
    buttons reached with Tab. One player for the whole page, whose cursor stays where it
    was put from step to step, as the page's does; its view is a fresh one at each step,
    as the page's is."""

    def __init__(self):
        self.player = None

    def __call__(self, page, game_id, state, move) -> None:
        game = driver(game_id)
        recorder = Recorder(game.size)
        game.click_move(recorder, state, move, **HOW.get(game_id, {}))
        if self.player is None:
            self.player = KeyboardPlayer(page, GAMES[game_id].view)
        self.player.host.seats = ["human"] * state.num_players
        self.player.view = GAMES[game_id].view(self.player.host)
        self.player.sync(state)
        focus_board(page)
        for done in recorder.done:
            if done[0] == "tap":
                self.player.choose_at(done[1], done[2])
            else:
                tab_to_action(page, done[1])
                page.keyboard.press("Enter")


def follow(page, game_id: str, make_move, press) -> None:
    """Play the game's tutorial from its first step to its end: each step's answer made
    with `make_move`, Next pressed with `press`."""
    tutorial = GAMES[game_id].lessons
    page.goto(f"/index.html#/learn/{game_id}?step=1")
    page.wait_for_selector(READY)
    for index, step in enumerate(tutorial.steps):
        shown(page, index)
        assert page.inner_text("#lesson-count").startswith(f"Step {index + 1} of {len(tutorial)}")
        assert page.inner_text("#lesson-title") == step.title
        state = step.position(game_id)
        assert page.text_content("#text-view") == str(state)  # the step's position is on the board
        if step.takes_moves():
            make_move(page, game_id, state, state.parse(step.answers[0]))
            passed(page, step)
        if index + 1 < len(tutorial):
            press(page, "lesson-next")
    assert page.inner_text("#lesson-end").startswith(tutorial.done)
    assert page.is_visible("#lesson-play")


def click(page, element_id: str) -> None:
    page.click(f"#{element_id}")


def press_key(page, element_id: str) -> None:
    tab_to(page, element_id)
    page.keyboard.press("Enter")


@pytest.mark.after_boot  # (like a full game: once Python is up, the same however it started)
@pytest.mark.parametrize("game_id", LEARNABLE)
def test_a_tutorial_played_to_its_end_by_pointer(page, game_id):
    follow(page, game_id, by_pointer, click)


@pytest.mark.after_boot
@pytest.mark.parametrize("game_id", LEARNABLE)
def test_a_tutorial_played_to_its_end_by_keyboard_alone(page, game_id):
    follow(page, game_id, ByKeys(), press_key)


@pytest.mark.parametrize("game_id", LEARNABLE)
def test_every_explained_wrong_answer_is_shown_and_try_again_sets_the_step_up_again(page, game_id):
    page.goto(f"/index.html#/learn/{game_id}")
    page.wait_for_selector(READY)
    for index, step in enumerate(GAMES[game_id].lessons.steps):
        if step.kind not in (CHECK, EXACT) or not step.mistakes:
            continue
        open_step(page, game_id, index)
        state = step.position(game_id)
        wrong = next(m for m in state.legal_moves() if wrong_by(step, state, m) is step.mistakes[0])
        by_pointer(page, game_id, state, wrong)
        page.wait_for_selector("#lesson-verdict[data-verdict='wrong']")
        assert page.inner_text("#lesson-verdict") == step.mistakes[0].explain(state, wrong), step.title
        page.click("#lesson-retry")
        page.wait_for_selector("#lesson-verdict[data-verdict='']", state="attached")
        page.wait_for_selector(SETTLED, state="attached")
        assert page.text_content("#text-view") == str(state)


@pytest.mark.parametrize("game_id", LEARNABLE)
def test_show_me_plays_the_answer_with_its_animation(page, game_id):
    tutorial = GAMES[game_id].lessons
    index = next(i for i, step in enumerate(tutorial.steps) if step.kind in (EXACT, CHECK))
    step = tutorial.steps[index]
    page.goto(f"/index.html#/learn/{game_id}?step={index + 1}")
    page.wait_for_selector(READY)
    shown(page, index)
    page.evaluate("""() => { const play = document.getElementById('play');
        window.parlourAnimated = false;
        new MutationObserver(() => { if (play.dataset.settled === '0') window.parlourAnimated = true; })
            .observe(play, {attributes: true, attributeFilter: ['data-settled']}); }""")
    page.click("#lesson-show")
    passed(page, step)
    page.wait_for_selector(SETTLED, state="attached")
    state = step.position(game_id).play(step.answers[0])
    assert page.text_content("#text-view") == str(state)
    assert page.evaluate("window.parlourAnimated")


@pytest.mark.after_boot
@pytest.mark.parametrize("width,height", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_lesson_fits_every_size(browser, base_url, width, height):
    """No sideways scrolling, every control big enough for a finger, no words on top of
    each other, and on a phone held upright the board its full width, below the step."""
    context = browser.new_context(base_url=base_url, viewport={"width": width, "height": height},
                                  service_workers="block")
    page = context.new_page()
    try:
        for game_id in LEARNABLE:
            tutorial = GAMES[game_id].lessons
            index = next(i for i, step in enumerate(tutorial.steps) if step.mistakes)
            page.goto(f"/index.html#/learn/{game_id}?step={index + 1}")
            page.wait_for_selector(READY)
            shown(page, index)
            state = tutorial.steps[index].position(game_id)
            by_pointer(page, game_id, state, next(m for m in state.legal_moves()
                                                  if wrong_by(tutorial.steps[index], state, m)))
            page.wait_for_selector("#lesson-verdict[data-verdict='wrong']")
            where = f"{game_id} at {width}x{height}"
            assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), f"{where}: sideways scroll"
            assert page.evaluate(SMALL_CONTROLS) == [], where
            assert page.evaluate(OVERLAPS) == [], where
            if width < height and width < 500:
                board, lesson = page.locator("#board").bounding_box(), page.locator("#lesson").bounding_box()
                assert board["width"] >= 0.9 * width and lesson["y"] + lesson["height"] <= board["y"], where
    finally:
        context.close()


def test_the_home_card_the_rules_page_and_the_new_game_dialog_lead_to_the_lesson(page):
    page.goto("/index.html#/")
    page.click(".game-card a[href='#/learn/abalone']")  # before Python is up too: the lesson opens once it is
    page.wait_for_selector("#lesson:not([hidden])")
    assert "Step 1 of" in page.inner_text("#lesson")
    page.goto("/index.html#/rules/apagos")
    page.wait_for_selector("#rules-learn")
    page.click("#rules-learn")
    page.wait_for_selector("#lesson:not([hidden])")
    assert page.url.endswith("#/learn/apagos")
    page.goto("/index.html#/play/apagos?seats=human,human")
    page.wait_for_selector(READY)
    page.click("#new-game-button")
    page.click("#new-game-learn")
    page.wait_for_selector("#lesson:not([hidden])")
    assert not page.evaluate("document.getElementById('new-game').open")
    page.click("#all-games-link")
    page.wait_for_selector("#home:not([hidden])")
    page.evaluate("location.hash = '#/play/apagos'")
    page.wait_for_selector("#play:not([hidden]):not(.learning)")
    assert page.is_hidden("#lesson") and page.is_visible("#undo-button")


@pytest.fixture
def lesson_host(tmp_path, base_url):
    """A bare page on its own origin embedding the Apagos lesson."""
    (tmp_path / "host.html").write_text(
        '<!doctype html><link rel="icon" href="data:,"><iframe id="f" width="640" height="900" '
        f'src="{base_url}/embed.html#/learn/apagos"></iframe>')
    with another_site(tmp_path, "host.html") as url:
        yield url


def test_a_lesson_in_the_embed_page_on_another_origin(page, lesson_host):
    apagos = driver("apagos")
    tutorial = GAMES["apagos"].lessons
    page.goto(lesson_host)
    frame = page.frame_locator("#f")
    frame.locator("body[data-ready='1']").wait_for(state="attached")
    frame.locator("#lesson[data-step='0']:not([hidden])").wait_for(state="attached")
    assert frame.locator(".topbar").is_hidden()
    index = next(i for i, step in enumerate(tutorial.steps) if step.answers == ("B2",))
    for _ in range(index):
        frame.locator("#lesson-next").click()
    frame.locator(f"#lesson[data-step='{index}']").wait_for(state="attached")
    board = frame.locator("#board")
    board.scroll_into_view_if_needed()  # (this bare host does not size its frame to the lesson)
    x, y, w, h = TRAY_BOXES[0]
    page.mouse.click(*apagos.point(board, x + w / 2, y + h / 2))
    page.mouse.click(*apagos.point(board, *apagos.empty_spot(2)))
    frame.locator("#lesson-verdict[data-verdict='passed']").wait_for(state="attached")
    assert frame.locator("#lesson-verdict").inner_text() == tutorial.steps[index].success
    assert frame.locator("#open-full").get_attribute("href") == f"./index.html#/learn/apagos?step={index + 1}"
