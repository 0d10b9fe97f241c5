"""Issue 16's analysis in the page: a short game of each game opened by a share link is
analysed (at a small budget, in the computer player's worker); the graph appears and a
click on it shows that move; "Next mistake" goes to a marked move; in review the best
move is drawn on the board; Cancel stops the work; the page never freezes meanwhile;
and it works offline and in an embed (`analysis=1`). The evaluation bar stays hidden
against the computer until the player turns it on."""
from __future__ import annotations

import random

import pytest

import engines
from conftest import wait_controlled
from driver import SETTLED, open_home
import main_thread
from engines import ai
from engines.ai import analysis
from ui import share
from ui.eval_graph import x_of
from ui.session import Session

pytestmark = pytest.mark.after_boot

BUDGET = 300
SHORT = {"apagos": ({}, 200), "abcuazego": ({}, 200), "abalone": ({"max_plies": 14, "layout": "german"}, 200), "abagio": ({}, 18)}
SHORT_BUDGET = "window.parlourAnalysisBudget = %d;" % BUDGET
BOARD_ON_SCREEN = """(() => { const r = document.getElementById('board').getBoundingClientRect();
    return r.top >= -1 && r.bottom <= innerHeight + 1; })()"""
FRAME = "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))"


def short_game(game_id: str):
    """A short game (random moves against easy) with at least one move marked at BUDGET,
    and its analysis as CPython makes it (the page's is the same: seeded, node budget)."""
    options, plies = SHORT[game_id]
    for seed in range(1, 30):
        rng = random.Random(seed)
        state = engines.new_game(game_id, **options)
        while state.ply < plies and not state.is_over():
            if state.is_chance():
                move = engines.random_outcome(state, rng)
            else:
                move = ai.choose_move(state, level="random" if state.to_move == 0 else "easy", rng=rng, time_budget=0)
            state = state.after(move)
        report = analysis.analyse_game(state.record(), BUDGET, 0)
        if any(m["class"] in ("inaccuracy", "mistake", "blunder") for m in report["marks"]):
            return state, report
    raise AssertionError(f"no short {game_id} game with a marked move")


def link(state, page_name: str = "index.html", extra: str = "") -> str:
    return f"/{page_name}#/play/{state.game_id}?{share.share_query(Session.from_state(state))}{extra}"


def viewing(page) -> int:
    return int(page.get_attribute("#play", "data-viewing") or -1)


def test_each_game_analysed_graph_marks_best_move_and_no_freeze(page):
    main_thread.watch(page)
    page.add_init_script(SHORT_BUDGET)
    for index, game_id in enumerate(SHORT):
        state, report = short_game(game_id)
        page.goto(f"/index.html?game={index}{link(state)[len('/index.html'):]}")
        page.wait_for_selector(SETTLED)
        # a position with a choice, in review: the board before the analysis
        states = analysis.positions_of(state)
        ply = next(p for p, s in enumerate(states) if not s.is_chance() and len(s.legal_moves()) > 1 and p > 0)
        page.click("#review-first")
        for _ in range(ply):
            page.click("#review-next")
        page.wait_for_selector(f"#play[data-viewing='{ply}'][data-settled='1']", state="attached")
        page.evaluate(FRAME)
        before = page.locator("#board").screenshot()
        analysis_from = page.evaluate("performance.now()")  # (the freeze is measured from here on)
        page.click("#analyse-button")
        page.wait_for_selector("#eval-graph:not([hidden])", timeout=120_000)
        assert page.is_hidden("#analysis-progress") and page.is_hidden("#analysis-cancel")
        # the best move here is the engine's, and it is drawn on the board
        assert page.get_attribute("#play", "data-best") == report["positions"][ply]["best"], game_id
        page.evaluate(FRAME)
        assert page.locator("#board").screenshot() != before, f"{game_id}: the best move is not drawn"
        assert "Expected:" in page.inner_text("#analysis-best")
        # the marks in the move list are the engine's
        marked = [m["ply"] for m in report["marks"] if m["class"] in ("inaccuracy", "mistake", "blunder")]
        assert page.locator("#move-list .move-mark").count() == len(marked)
        # Next mistake shows a marked move; a click on the graph shows that move
        page.click("#next-mistake")
        shown = viewing(page) if viewing(page) >= 0 else state.ply
        assert shown in marked and shown > ply or shown == marked[0]
        assert page.locator(f"#move-list .move-text[data-ply='{shown}'] + .move-mark").count() == 1
        box = page.locator("#eval-graph").bounding_box()
        target = len(states) // 2
        page.mouse.click(box["x"] + x_of(target, state.ply, box["width"]), box["y"] + box["height"] / 2)
        assert viewing(page) == target
        longest = main_thread.longest(page, analysis_from)
        assert main_thread.worst(page, analysis_from) < 500, f"{game_id}, during the analysis: {main_thread.freeze_report(longest)}"
    # on a phone the analysis is below the board: Next mistake brings the board back on screen
    page.set_viewport_size({"width": 390, "height": 844})
    page.evaluate("document.getElementById('next-mistake').scrollIntoView({block: 'start'})")
    assert not page.evaluate(BOARD_ON_SCREEN)
    page.click("#next-mistake")
    page.wait_for_function(BOARD_ON_SCREEN)


def test_cancel_stops_the_analysis(page):
    rng = random.Random(3)
    state = engines.new_game("abagio")
    while state.ply < 60:
        state = state.after(engines.random_outcome(state, rng) if state.is_chance() else rng.choice(state.legal_moves()))
    page.goto(link(state))  # the default budget: long enough to cancel
    page.wait_for_selector(SETTLED)
    page.click("#analyse-button")
    page.wait_for_selector("#analysis-progress:not([hidden])")
    page.click("#analysis-cancel")
    assert "cancelled" in page.inner_text("#status-event")
    assert page.is_hidden("#analysis-progress") and page.is_visible("#analyse-button")
    page.wait_for_timeout(1500)  # answers still coming from the worker are dropped
    assert page.is_hidden("#eval-graph")
    # against the computer the evaluation bar is hidden until the player turns it on
    page.goto("/index.html#/play/abalone?seats=human,easy")
    page.wait_for_selector("#play[data-turn='human']", state="attached")
    assert page.is_hidden("#eval-bar")
    page.click("#settings-button")
    page.check("#setting-evalbar")
    page.keyboard.press("Escape")
    page.wait_for_selector("#eval-bar:not([hidden])")
    assert "Chance of winning: Black" in page.get_attribute("#eval-bar", "aria-label")


def test_analysis_offline_and_in_an_embed(context, page):
    state, report = short_game("apagos")
    main_thread.watch(page)
    page.add_init_script(SHORT_BUDGET)
    open_home(page)
    wait_controlled(page)
    context.set_offline(True)
    page.goto(link(state, "index.html?offline=1"))
    page.wait_for_selector(SETTLED)
    page.click("#analyse-button")
    page.wait_for_selector("#eval-graph:not([hidden])", timeout=120_000)
    context.set_offline(False)
    # an embedded replay with the analysis: the graph and the marks under the board, by themselves
    page.goto(link(state, "embed.html", "&replay=1&analysis=1"))
    page.wait_for_selector("#eval-graph:not([hidden])", timeout=120_000)
    marked = [m for m in report["marks"] if m["class"] in ("inaccuracy", "mistake", "blunder")]
    assert page.locator("#move-list .move-mark").count() == len(marked)
    assert page.is_visible("#move-list") and page.is_visible("#next-mistake")
