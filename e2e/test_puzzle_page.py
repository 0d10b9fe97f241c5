"""Puzzles and the solved Apagos on the board (issue 16).

- Puzzles: in one page, each game's puzzle page: a wrong move is refused as the best and
  the solution is viewed (its move played on the board), then the next puzzle is solved
  by clicks, as a person would; the streak and the puzzles solved survive a reload. A
  puzzle works offline after one visit, and the puzzle of the day in the embed page on
  another origin.
- The Apagos oracle: with "Show the solver" on, every legal move's badge on the board is
  green exactly when the exact solver (engines.apagos_table, in this test's process) says
  it wins; with the setting off nothing is shown in play, and in review it is.

Moves are clicked by the games' e2e drivers (e2e/games/); the oracle's badges are read
back from the canvas's pixels where ui/games/apagos/oracle.py draws them."""
from __future__ import annotations

import json

import engines
from conftest import another_site, wait_controlled
from driver import SETTLED, open_home
from engines import apagos_table
from engines.apagos import Add, Shift
from games import driver
from ui.games import GAMES
from ui.games.apagos import oracle
from ui.puzzles import puzzles_of

HOW = {"apagos": {"arrange": True}}


def shown(page, index: int) -> None:
    """Wait until puzzle `index` (from 0) is shown, its position settled on the board."""
    page.wait_for_selector(f"#puzzle[data-index='{index}'][data-verdict='']:not([hidden])", state="attached")
    page.wait_for_selector(SETTLED, state="attached")


def position(game_id, puzzle):
    return engines.load({"game": game_id, "options": puzzle.options, "moves": list(puzzle.moves)})


def click(page, game_id, state, move) -> None:
    page.locator("#board").scroll_into_view_if_needed()
    driver(game_id).click_move(page, state, move, **HOW.get(game_id, {}))


def wrong_move(state, answer):
    """A legal move that is not the answer, of the kind the answer is where there is one."""
    others = [m for m in state.legal_moves() if m != answer]
    same = [m for m in others if type(m) is type(answer)]
    return (same or others)[0]


def test_each_games_puzzles_solved_and_failed_and_the_streak_survives_a_reload(page):
    open_home(page)
    for game_id in GAMES:
        puzzles = puzzles_of(game_id)
        page.evaluate("(hash) => { location.hash = hash; }", f"#/puzzles/{game_id}?n=1")
        shown(page, 0)
        assert page.inner_text("#puzzle-task") == puzzles[0].task
        state = position(game_id, puzzles[0])
        answer = state.parse(puzzles[0].answer)
        click(page, game_id, state, wrong_move(state, answer))
        page.wait_for_selector("#puzzle[data-verdict='wrong']", state="attached")
        assert "Not the best move" in page.inner_text("#puzzle-verdict")
        assert page.get_attribute("#puzzle", "data-streak") == "0"
        page.click("#puzzle-show")  # the solution, played on the board
        page.wait_for_selector("#puzzle[data-verdict='shown']", state="attached")
        page.wait_for_selector(SETTLED, state="attached")
        assert puzzles[0].answer in page.inner_text("#puzzle-verdict")
        assert page.locator("#move-list li .move-text").last.inner_text() == puzzles[0].answer
        page.click("#puzzle-next")
        shown(page, 1)
        state = position(game_id, puzzles[1])
        click(page, game_id, state, state.parse(puzzles[1].answer))
        page.wait_for_selector("#puzzle[data-verdict='passed']", state="attached")
        assert page.inner_text("#puzzle-verdict").startswith("Right")
        assert page.get_attribute("#puzzle", "data-streak") == "1"
        assert page.inner_text("#puzzle-streak").startswith("Streak 1 (best 1)")
    page.reload()
    page.wait_for_selector("body[data-python='ready']", state="attached")
    page.wait_for_selector("#puzzle[data-index='1']:not([hidden])", state="attached")  # where it was left
    assert page.get_attribute("#puzzle", "data-streak") == "1"
    assert page.get_attribute("#puzzle", "data-solved") == "1"
    assert page.inner_text("#puzzle-count").endswith("\u2713")


def test_a_puzzle_works_offline_after_one_visit(context, page):
    open_home(page)
    wait_controlled(page)
    context.set_offline(True)
    response = page.goto("/index.html?offline=puzzles#/puzzles/abcuazego?n=3")
    assert response is not None and response.from_service_worker
    shown(page, 2)
    puzzle = puzzles_of("abcuazego")[2]
    state = position("abcuazego", puzzle)
    click(page, "abcuazego", state, state.parse(puzzle.answer))
    page.wait_for_selector("#puzzle[data-verdict='passed']", state="attached")
    context.set_offline(False)


class InFrame:
    """A page's frame as the drivers click it: its board and buttons, the page's mouse."""

    def __init__(self, page, frame):
        self.mouse, self.frame = page.mouse, frame

    def locator(self, selector):
        return self.frame.locator(selector)

    def click(self, selector):
        self.frame.locator(selector).click()


def test_the_puzzle_of_the_day_in_the_embed_page_on_another_origin(page, base_url, tmp_path):
    (tmp_path / "host.html").write_text(
        '<!doctype html><link rel="icon" href="data:,"><iframe id="f" width="640" height="900" '
        f'src="{base_url}/embed.html#/puzzles/apagos?day"></iframe>')
    page.set_viewport_size({"width": 1280, "height": 1000})  # the whole frame in view: clicks land on its board
    with another_site(tmp_path, "host.html") as url:
        page.goto(url)
        frame = page.frame_locator("#f")
        frame.locator("body[data-ready='1']").wait_for(state="attached")
        panel = frame.locator("#puzzle:not([hidden])")
        panel.wait_for(state="attached")
        index = int(panel.get_attribute("data-index"))
        day = int(page.evaluate("Math.floor(Date.now() / 86400000)"))
        puzzles = puzzles_of("apagos")
        assert index == day % len(puzzles)
        assert frame.locator("#puzzle-next").is_hidden()  # the embed shows the day's puzzle
        state = position("apagos", puzzles[index])
        frame.locator("#board").scroll_into_view_if_needed()
        driver("apagos").click_move(InFrame(page, frame), state, state.parse(puzzles[index].answer))
        frame.locator("#puzzle[data-verdict='passed']").wait_for(state="attached")
        assert frame.locator("#open-full").get_attribute("href") == f"./index.html#/puzzles/apagos?n={index + 1}"


# ----- the Apagos oracle --------------------------------------------------------------------------
BADGE_COLOURS = {True: (0x1D, 0x8A, 0x4A), False: (0xC0, 0x39, 0x2B)}
READ_PIXEL = """([x, y, w]) => { const c = document.getElementById('board');
  const s = c.width / w; const d = c.getContext('2d').getImageData(Math.round(x * s), Math.round(y * s), 1, 1).data;
  return [d[0], d[1], d[2]]; }"""


NEXT_FRAMES = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"


def badge_at(page, x: float, y: float):
    """True (green), False (red) or None (no badge) at the badge centred at (x, y), read
    from the canvas a little below its centre (clear of the tick or cross)."""
    width = GAMES["apagos"].view.SIZE[0]
    rgb = page.evaluate(READ_PIXEL, [x, y + oracle.BADGE_R - 5, width])
    for wins, colour in BADGE_COLOURS.items():
        if all(abs(a - b) <= 12 for a, b in zip(rgb, colour)):
            return wins
    return None


def shown_badges(page, state):
    """{move: what its badge shows} for every add, and {source: ...} for every handle."""
    adds = {m: badge_at(page, *oracle.add_badge_centre(m.position, m.colour))
            for m in state.legal_moves() if isinstance(m, Add)}
    tabs = {s: badge_at(page, *oracle.tab_badge_centre(s))
            for s in {m.source for m in state.legal_moves() if isinstance(m, Shift)}}
    return adds, tabs


def test_the_apagos_oracle_marks_the_moves_the_exact_solver_says_win(browser, base_url):
    ramp, moves = {"setup": [3, 5, 7, 5]}, ["B4", "W1", "B4", "W2", "B1"]
    context = browser.new_context(base_url=base_url, viewport={"width": 1280, "height": 800})
    context.add_init_script("localStorage.setItem('parlour:settings', JSON.stringify(%s))"
                            % json.dumps({"solver": True, "speed": 0}))
    page = context.new_page()
    apagos = driver("apagos")
    apagos.open(page, "human,human", ramp)
    apagos.play_moves(page, moves, ramp)
    page.wait_for_selector(SETTLED, state="attached")
    state = apagos.state(page, ramp)
    values = apagos_table.move_values(state)
    assert any(values.values()) and not all(values.values())  # both kinds are shown
    adds, tabs = shown_badges(page, state)
    assert adds == {m: values[m] for m in adds} and adds
    assert tabs == {s: any(v for m, v in values.items() if isinstance(m, Shift) and m.source == s) for s in tabs}

    page.click("#settings-button")  # "Show the solver" off
    page.uncheck("#setting-solver")
    page.click("#settings-dialog button[value='close']")
    assert json.loads(page.evaluate("localStorage.getItem('parlour:settings')"))["solver"] is False
    page.evaluate(NEXT_FRAMES)
    adds, tabs = shown_badges(page, state)
    assert set(adds.values()) | set(tabs.values()) == {None}  # off in play: nothing shown
    page.click("#review-prev")  # in review the solver is always shown
    page.wait_for_selector("#play[data-viewing='4']", state="attached")
    page.wait_for_selector(SETTLED, state="attached")
    page.evaluate(NEXT_FRAMES)  # (the board is drawn in the next frame: read it once it is)
    before = engines.load({"game": "apagos", "options": ramp, "moves": moves[:-1]})
    adds, _ = shown_badges(page, before)
    assert adds == {m: v for m, v in apagos_table.move_values(before).items() if isinstance(m, Add)}
    context.close()
