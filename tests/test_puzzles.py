"""Puzzles (issue 16): the data tools/make_puzzles.py wrote is current and valid (every
position loads through the engine, its answer is legal and still the one clearly best
move by the search that found it, or for Apagos the only winning move by the exact
table), and a puzzle run on the controller's board: solved, failed, hint, the solution,
the streak and the puzzles solved kept (and a full quota said, losing nothing else)."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

import engines
from engines import apagos_table
from tests.memory_store import MemoryStore
from tests.test_controller import make, play_human
from ui.games import GAMES
from ui.lesson import PASSED, WRONG
from ui.puzzles import SHOWN, PuzzleRun, chosen, puzzles_of, streak_key
from ui.saved_games import GAMES as KEPT

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("make_puzzles", ROOT / "tools" / "make_puzzles.py")
maker = importlib.util.module_from_spec(spec)
sys.modules["make_puzzles"] = maker
spec.loader.exec_module(maker)

PUZZLES = [(game_id, i, p) for game_id in GAMES for i, p in enumerate(puzzles_of(game_id))]
IDS = [f"{game_id}-{i + 1}" for game_id, i, _ in PUZZLES]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_has_at_least_50_different_puzzles(game_id):
    puzzles = puzzles_of(game_id)
    assert len(puzzles) >= 50
    assert len({p.moves for p in puzzles}) == len(puzzles)


def position(game_id, puzzle):
    return engines.load({"game": game_id, "options": puzzle.options, "moves": list(puzzle.moves)})


@pytest.mark.parametrize("game_id, index, puzzle", PUZZLES, ids=IDS)
def test_a_puzzle_loads_and_its_answer_is_legal_and_the_one_best_move(game_id, index, puzzle):
    state = position(game_id, puzzle)
    assert not state.is_over() and state.to_move is not None and state.to_move >= 0
    answer = state.parse(puzzle.answer)
    assert state.why_illegal(answer) is None
    assert puzzle.task and puzzle.hint and puzzle.why and state.seat_name(state.to_move) in puzzle.task
    after = state.play(answer)
    for move in puzzle.line:  # the line after it is legal too
        after = after.play(move)
    if game_id == "apagos":
        values = apagos_table.move_values(state)
        assert [m for m, wins in values.items() if wins] == [answer] and len(values) >= 3
    elif game_id == "abalone":
        assert state.effect(answer).pushed_off is not None
        assert maker.clear_best(maker.root_values(state, 2), 60) == answer
    elif game_id == "abcuazego":
        effect = state.effect(answer)
        assert effect.captures or effect.extra_turn
        assert maker.clear_best(maker.root_values(state, 3), 120) == answer
    else:
        shallow = maker.abagio_first_leaps(state, state.legal_moves(), False)
        assert shallow[0][0] == answer and shallow[0][1] - shallow[1][1] >= 4.0


# ----- a run of puzzles on the controller's board --------------------------------------------
def run_of(game_id="apagos", store=None, index=0):
    c, page, _, _, store = make(store=store, speed=0.0)
    run = PuzzleRun(c, game_id, store)
    run.open(index)
    return run, c, store


def a_wrong_move(run):
    state = run.controller.session.state
    answer = state.parse(run.puzzle.answer)
    return next(str(m) for m in state.legal_moves() if m != answer)


def test_the_right_move_solves_the_puzzle_and_grows_the_streak_kept_in_storage():
    run, c, store = run_of()
    assert c.session.state == position("apagos", run.puzzle) and c.human_to_move()
    assert run.buttons() == ["hint", "show", "next"]
    play_human(c, run.puzzle.answer)
    assert run.verdict == PASSED and run.said.startswith("Right")
    assert run.streak == 1 and run.is_done() and not c.human_to_move()
    assert store.load(streak_key("apagos")) == {"step": 0, "done": [0], "streak": 1, "best": 1}
    assert store.load(KEPT) is None  # a puzzle is no game to keep
    run.open(run.next_unsolved())
    play_human(c, run.puzzle.answer)
    again = PuzzleRun(c, "apagos", store)  # a reload
    assert (again.streak, again.best, again.progress.done, again.index) == (2, 2, {0, 1}, 1)
    assert again.streak_text() == f"Streak 2 (best 2) \u00b7 2 of {len(again.puzzles)} solved"


def test_a_wrong_move_ends_the_streak_and_try_again_or_the_solution_shows_the_move():
    run, c, store = run_of()
    run.streak = run.best = 4
    play_human(c, a_wrong_move(run))
    assert run.verdict == WRONG and run.streak == 0 and run.best == 4 and not run.is_done()
    assert "retry" in run.buttons() and "show" in run.buttons()
    run.retry()
    assert c.session.state == position("apagos", run.puzzle) and c.human_to_move()
    run.show_me()
    assert run.verdict == SHOWN and c.session.state.moves[-1] == run.puzzle.answer
    assert run.puzzle.answer in run.said and run.puzzle.why in run.said and not run.is_done()


def test_the_hint_is_said_and_a_puzzle_solved_with_it_keeps_the_streak_as_it_was():
    run, c, _ = run_of()
    run.streak = 3
    run.hint()
    assert run.said == f"Hint: {run.puzzle.hint}"
    play_human(c, run.puzzle.answer)
    assert run.verdict == PASSED and run.streak == 3 and run.is_done()


def test_a_full_quota_is_said_and_loses_nothing_else():
    store = MemoryStore(quota=200)
    store.save("other", "x" * 150)
    run, c, _ = run_of(store=store)
    play_human(c, run.puzzle.answer)
    assert run.not_saved == "the browser's storage is full" and store.load("other") == "x" * 150


def test_damaged_progress_starts_again():
    store = MemoryStore()
    store.data[streak_key("apagos")] = "{not json"
    run, _, _ = run_of(store=store)
    assert run.streak == 0 and run.progress.done == set()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_games_first_puzzle_is_solved_on_its_own_board(game_id):
    run, c, _ = run_of(game_id)
    play_human(c, run.puzzle.answer)
    assert run.verdict == PASSED


def test_an_address_picks_a_puzzle_by_number_or_by_day():
    assert chosen({"n": "3"}, 60, 0) == 2
    assert chosen({"n": "61"}, 60, 0) is None and chosen({"n": "x"}, 60, 0) is None
    assert chosen({"day": ""}, 60, 20_000) == 20_000 % 60
    assert chosen({}, 60, 5) is None


def test_the_puzzles_address_is_a_page_of_its_own():
    from ui.router import Route, parse_route
    assert parse_route("/puzzles/apagos?day", str) == Route("puzzles", "apagos", {"day": ""})
    assert parse_route("/puzzles/abalone?n=7", str) == Route("puzzles", "abalone", {"n": "7"})
    assert parse_route("/puzzles/chess", str).page == "home"
