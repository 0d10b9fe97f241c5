"""The page's side of the analysis, in CPython: the runner goes position by position
through the worker, carries on on the page when the worker fails, and drops everything
on Cancel; the graph maps clicks to moves and draws every seat; the analysis is kept with
the saved game and a damaged one is dropped; the evaluation bar is off unless turned on."""
from __future__ import annotations

import json
import random

import engines
from engines import ai
from engines.ai import analysis
from fake_canvas import FakeContext
from ui import ai_service
from ui.analysis_runner import AnalysisRunner
from ui.eval_graph import segments
from ui.eval_graph import describe, draw_graph, one_area, ply_at, x_of
from ui.session import Session
from ui.settings import Settings


def game(game_id="apagos", plies=8):
    rng = random.Random(4)
    state = engines.new_game(game_id)
    while state.ply < plies and not state.is_over():
        move = engines.random_outcome(state, rng) if state.is_chance() else ai.choose_move(
            state, level="easy", rng=rng, time_budget=0)
        state = state.after(move)
    return state


class Worker:
    """Answers through ui.ai_service as the worker does, when told to (or fails)."""

    def __init__(self, fail_at=None):
        self.waiting = []
        self.fail_at = fail_at

    def ask(self, request, callback):
        self.waiting.append((request, callback))

    def answer_all(self):
        while self.waiting:
            request, callback = self.waiting.pop(0)
            if request["ply"] == self.fail_at:
                callback({"error": "the computer player could not start", "failed": True})
            else:
                callback(json.loads(ai_service.analyse_position(json.dumps(request))))


class Timer:
    def __init__(self):
        self.pending = []

    def later(self, ms, callback):
        self.pending.append(callback)

    def run_all(self):
        while self.pending:
            self.pending.pop(0)()


def run(state, worker, timer):
    seen, done, failed = [], [], []
    runner = AnalysisRunner(worker.ask, timer.later, ai_service.analyse_position)
    runner.start(state, 200, 0, lambda d, t: seen.append((d, t)), done.append, failed.append)
    return runner, seen, done, failed


def test_the_worker_is_asked_one_position_at_a_time_and_the_report_is_the_engines():
    state = game()
    worker, timer = Worker(), Timer()
    runner, seen, done, failed = run(state, worker, timer)
    assert len(worker.waiting) == 1 and runner.running
    worker.answer_all()
    assert seen == [(i, state.ply + 1) for i in range(1, state.ply + 2)]
    assert not runner.running and not failed
    assert done[0] == analysis.analyse_game(state.record(), 200, 0)


def test_without_a_worker_the_rest_is_analysed_on_the_page_in_slices():
    state = game()
    worker, timer = Worker(fail_at=3), Timer()
    runner, seen, done, failed = run(state, worker, timer)
    worker.answer_all()
    assert runner.on_page and not done and len(timer.pending) == 1  # one position per slice
    timer.run_all()
    assert done and done[0] == analysis.analyse_game(state.record(), 200, 0)


def test_cancel_drops_the_answers_that_come_after_it():
    state = game()
    worker, timer = Worker(), Timer()
    runner, seen, done, failed = run(state, worker, timer)
    runner.cancel()
    worker.answer_all()
    assert not done and not seen and not runner.running and not worker.waiting


def test_the_graph_maps_a_click_to_a_move_and_draws_each_seat():
    assert ply_at(x_of(7, 20, 300), 20, 300) == 7
    assert ply_at(-5, 20, 300) == 0 and ply_at(999, 20, 300) == 20
    two = analysis.analyse_game(game("abcuazego", 6).record(), 200)
    assert one_area(two, chance=False)
    ctx = FakeContext()
    draw_graph(ctx, two, 300, 80, 3, chance=False)
    assert any(name == "fill" for name, _ in ctx.calls)
    four = analysis.analyse_game(game_four().record(), 200)
    ctx = FakeContext()
    draw_graph(ctx, four, 300, 80, 0, chance=False)
    assert sum(1 for name, _ in ctx.calls if name == "stroke") >= 4 + 2  # a line per seat, the middle, the cursor
    assert "each seat" in describe(four, lambda s: f"P{s}", False)


def game_four():
    state = engines.new_game("abalone", players=4)
    for move in state.legal_moves()[:1]:
        state = state.after(move)
    return state.after(state.legal_moves()[0])


def test_the_analysis_is_kept_with_the_saved_game_and_a_damaged_one_is_dropped():
    state = game()
    session = Session.from_state(state)
    session.analysis = analysis.analyse_game(state.record(), 200)
    saved = json.loads(json.dumps(session.to_saved()))
    assert Session.from_saved(saved).analysis == session.analysis
    for damage in ({"positions": "x"}, {"moves": ["B1"]}, {"marks": [{"ply": "1"}]}):
        broken = dict(saved, analysis=dict(saved["analysis"], **damage))
        assert Session.from_saved(broken).analysis is None
    session.play(session.state.legal_moves()[0]) if not session.state.is_over() else None
    if not session.state.is_over():
        assert "analysis" not in session.to_saved()  # of other moves now: not kept


def test_the_evaluation_bar_is_off_unless_turned_on():
    assert Settings().eval_bar is False and Settings.from_saved({"eval_bar": "yes"}).eval_bar is False
    assert Settings.from_saved(Settings(eval_bar=True).to_saved()).eval_bar is True
    assert [round(share) for _, share in segments([0.25, 0.75])] == [25, 75]


def test_the_worker_service_answers_a_bad_request_with_a_reason():
    record = game().record()
    for request in ({"record": record, "ply": 99}, {"record": record, "ply": 1, "budget": -3},
                    {"record": {"game": "chess"}, "ply": 0}, {"ply": 0}):
        assert "error" in json.loads(ai_service.analyse_position(json.dumps(request)))
    assert "error" in json.loads(ai_service.analyse_position("[[[["))


def test_the_page_waits_longer_for_a_level_given_more_time():
    def wait(game_id, level):
        return ai_service.answer_wait_seconds({"record": {"game": game_id, "moves": []}, "level": level})
    floor = ai_service.WAIT_FLOOR_SECONDS
    expert = wait("abcuazego", "expert")
    assert expert == floor + 2 * ai.level_settings("expert", "abcuazego")["seconds"]
    assert floor < wait("abcuazego", "hard") < expert
    for request in ({"analyse": True, "record": {"game": "abcuazego"}, "budget": 1500},
                    {"record": {"game": "abcuazego"}, "level": "grandmaster"}, {"record": "garbage", "level": "hard"}):
        assert ai_service.answer_wait_seconds(request) == floor
