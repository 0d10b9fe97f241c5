"""Issue 19's cases, each reproduced in the page and now answered by a message and a
working board: crafted links (main page and embed), corrupt saved data, a fresh
visitor's first game, storage full, two tabs of one game, a computer player that fails
or never answers, and a 5,000-ply record."""
from __future__ import annotations

import json
import random
from urllib.parse import quote

import pytest

import engines
from engines import notation
from driver import READY, SETTLED, open_home
from games import driver

# what it checks happens once Python is up, the same however it started: the normal-boot pass only
pytestmark = pytest.mark.after_boot

APAGOS = driver("apagos")
ABCUAZEGO = driver("abcuazego")
DEEP = "[" * 50_000


def status(page) -> str:
    return page.inner_text("#status-event")


def test_crafted_links_open_a_board_and_say_why(page):
    crafted = [
        '#/play/apagos?options={"self":1}',
        '#/play/apagos?g=1.&o={"self":1}',
        f"#/play/apagos?options={quote(DEEP)}",
        f"#/play/apagos?g=1.AAAA&o={quote(DEEP)}",
        "#/play/apagos?g=" + "A" * 100_000,
    ]
    for index, address in enumerate(crafted):
        for html in ("index.html", "embed.html"):
            page.goto(f"/{html}?case={index}{address}")
            page.wait_for_selector(READY)
            page.wait_for_selector("#game-notice")  # (the status line is the computer's once it has arranged the ramp)
            said = page.inner_text("#game-notice")
            assert any(word in said for word in ("could not", "no option", "too", "damaged")), (address[:60], said)
            assert APAGOS.state(page).ply <= 1  # a new game: nothing from the link, at most the computer's arrangement


CORRUPT = {
    "parlour:settings": DEEP,
    "parlour:games": DEEP,
    "parlour:game": json.dumps({"record": {"game": "apagos", "moves": 5}}),
    "parlour:history": "jsnull",
}


def test_corrupt_saved_data_never_breaks_a_visit(context, page):
    for key, value in CORRUPT.items():
        context.add_init_script(f"if (!sessionStorage.getItem('seeded')) {{ localStorage.setItem({key!r}, {json.dumps(value)}); }}")
    context.add_init_script("sessionStorage.setItem('seeded', '1')")
    open_home(page)
    page.wait_for_selector(".game-card")
    page.goto("/index.html#/play/apagos?seats=human,human")
    page.wait_for_selector(READY)
    page.click("#view-actions button[data-action='random']")
    page.wait_for_selector("#play[data-ply='1']", state="attached")


def test_a_redo_stack_that_does_not_replay_is_dropped(context, page):
    game = engines.new_game("apagos").play("setup 5 3 7 1")
    saved = {"record": game.record(), "seats": ["human", "human"], "seed": 1, "id": "r1", "redo": ["zz"]}
    context.add_init_script("if (!localStorage.getItem('parlour:games')) localStorage.setItem('parlour:games', %s)"
                            % json.dumps(json.dumps([{"saved": saved, "over": False, "status": "", "when": ""}])))
    page.goto("/index.html#/play/apagos")
    page.wait_for_selector(READY)
    assert APAGOS.state(page).ply == 1
    assert page.is_disabled("#redo-button")
    page.keyboard.press("Control+y")
    assert APAGOS.state(page).ply == 1


def test_a_first_visit_from_a_rules_page_says_nothing_false(page):
    page.goto("/index.html#/rules/apagos")
    page.wait_for_selector("#rules-body h2")
    page.click("#rules-body a[href*='#/play/apagos'], #rules a[href*='#/play/apagos']")
    page.wait_for_selector(READY)
    assert "damaged" not in status(page) and "could not" not in status(page)


def fill_storage(page) -> None:
    """Fill localStorage to its last character (the browser's quota is per origin): new
    keys while they fit, then the last one lengthened, so that no save that grows fits."""
    page.evaluate("""() => {
        const prefix = 'filler' + localStorage.length + '-';
        let chunk = 'x'.repeat(1 << 20), i = 0, last = null;
        while (chunk.length) {
            try { localStorage.setItem(prefix + i, chunk); last = prefix + (i++); }
            catch (e) { chunk = chunk.slice(0, chunk.length >> 1); }
        }
        for (let more = 1 << 16; last && more;) {
            try { localStorage.setItem(last, localStorage.getItem(last) + 'x'.repeat(more)); }
            catch (e) { more >>= 1; }
        }
    }""")


WATCH_SAVE_NOTE = """() => {
    window.__saveNotes = [];
    const note = document.getElementById('save-note');
    const seen = () => { if (!note.hidden && note.textContent.trim()) window.__saveNotes.push(note.textContent); };
    new MutationObserver(seen).observe(note, { attributes: true, childList: true, subtree: true, characterData: true });
}"""


def test_storage_full_is_said_at_once_and_a_reload_never_shows_an_old_position(page):
    APAGOS.open(page, "human,human")
    page.click("#view-actions button[data-action='random']")
    page.wait_for_selector("#play[data-ply='1']", state="attached")
    # every note shown, as it is shown (it may go again at the next move: a later save can
    # fit once this game's older save has given way)
    page.evaluate(WATCH_SAVE_NOTE)
    for _ in range(6):
        # full again before each move: a board picture that could not be stored is dropped,
        # and the room it leaves would let the next saves fit
        fill_storage(page)
        state = APAGOS.state(page)
        APAGOS.click_move(page, state, random.Random(state.ply).choice(state.legal_moves()))
        page.wait_for_selector(f"#play[data-ply='{state.ply + 1}']", state="attached")
        page.wait_for_timeout(100)
        if page.evaluate("window.__saveNotes.length"):
            break
    notes = page.evaluate("window.__saveNotes")
    assert any("not being saved: the browser's storage is full" in note for note in notes), notes
    page.reload()
    page.wait_for_selector(READY)
    assert "as you left it" not in status(page)  # its older save was forgotten, not passed off as the game


def test_two_tabs_of_one_game_the_stale_one_says_so(context, page):
    ABCUAZEGO.open(page, "human,human")
    other = context.new_page()
    other.goto("/index.html#/play/abcuazego")
    other.wait_for_selector(READY)
    assert "as you left it" in other.inner_text("#status-event")
    state = ABCUAZEGO.state(other)
    ABCUAZEGO.click_move(other, state, state.legal_moves()[0])
    other.wait_for_selector("#play[data-ply='1']", state="attached")
    page.wait_for_selector("#save-note:not([hidden])")
    assert "another tab" in page.inner_text("#save-note")
    page.click("#open-newer")
    page.wait_for_selector("#play[data-ply='1']", state="attached")
    assert page.is_hidden("#save-note")


SILENT_WORKER = "self.onmessage = () => {};"  # takes every request, answers none


def take_over_and_move(page) -> None:
    page.click("#view-actions button[data-action='take-over-seat']")
    page.wait_for_selector(SETTLED)
    state = APAGOS.state(page)
    assert "thinking" not in page.inner_text("#status-turn")
    page.click("#view-actions button[data-action='random']")
    page.wait_for_selector(f"#play[data-ply='{state.ply + 1}']", state="attached")


def test_a_computer_that_cannot_start_is_a_seat_to_take_over(context, page):
    page.route("**/ui/ai_worker.js*", lambda route: route.abort())
    APAGOS.open(page, "human,easy")  # White (the computer) arranges the ramp first
    page.wait_for_selector("#view-actions button[data-action='take-over-seat']")
    assert "could not start" in status(page)
    assert page.is_hidden("#thinking") and "could not move" in page.inner_text("#status-turn")
    page.fill("#move-input", "B3")
    page.press("#move-input", "Enter")
    assert "Play this seat yourself" in status(page)
    take_over_and_move(page)
    others = [p for p in context.parlour_problems if "ai_worker.js" not in p and "Failed to load" not in p]
    assert not others, others
    context.parlour_problems.clear()


def test_a_computer_that_never_answers_times_out_and_can_be_asked_again(context, page):
    context.add_init_script("globalThis.parlourComputerTimeoutMs = 1500")
    silent = {"on": True}

    def worker(route):
        if silent["on"]:
            route.fulfill(status=200, content_type="text/javascript", body=SILENT_WORKER)
        else:
            route.continue_()

    page.route("**/ui/ai_worker.js*", worker)
    APAGOS.open(page, "human,easy")
    page.wait_for_selector("#view-actions button[data-action='ask-computer-again']")
    assert "did not answer within 1.5 seconds" in status(page)
    silent["on"] = False  # the next worker is the real one
    page.evaluate("globalThis.parlourComputerTimeoutMs = 60000")
    page.click("#view-actions button[data-action='ask-computer-again']")
    page.wait_for_selector("#play[data-ply='1']", state="attached")


def long_record(plies: int = 5000) -> str:
    """An Abalone game of `plies` moves in which no marble is ever pushed off."""
    rng = random.Random(1)
    state = engines.new_game("abalone")
    while state.ply < plies:
        moves = state.legal_moves()
        rng.shuffle(moves)
        for move in moves:
            after = state.after(move)
            if after.scores() == state.scores():
                break
        state = after
    return notation.record_text(state)


LONGEST_TASK = """() => { window.__longest = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries())
      window.__longest = Math.max(window.__longest, entry.duration); })
    .observe({ type: 'longtask', buffered: false }); }"""


def test_a_5000_ply_record_loads_and_the_longest_task_is_measured(page, record_property):
    page.goto("/index.html#/play/abalone?seats=human,human")
    page.wait_for_selector(READY)
    page.click("#export-button")
    page.fill("#record-text", long_record())
    page.evaluate(LONGEST_TASK)
    page.click("#record-load")
    page.wait_for_selector("#record-dialog", state="hidden")
    page.wait_for_selector("#play[data-ply='5000']", state="attached")
    page.wait_for_selector(SETTLED)
    page.wait_for_timeout(500)
    longest = page.evaluate("window.__longest")
    record_property("longest_task_ms", longest)
    print(f"5,000-ply import: longest task {longest:.0f} ms")
    page.reload()
    page.wait_for_selector(READY)
    page.wait_for_selector("#play[data-ply='5000']", state="attached")
