"""Game analysis (engines/ai/analysis.py): what a player reading an analysed game sees -
a chance of winning per seat for every position, the best move and its continuation in
the game's notation, each played move's class by the game's thresholds, a summary per
seat - the same every time for the same record and budget."""
from __future__ import annotations

import random

import pytest

import engines
from engines import apagos_table, ai
from engines.ai import analysis

SMALL = 300  # a small budget: these tests are about what is shown, not strength


def played_game(game_id, plies, seed=3, **options):
    rng = random.Random(seed)
    state = engines.new_game(game_id, **options)
    while state.ply < plies and not state.is_over():
        move = engines.random_outcome(state, rng) if state.is_chance() else ai.choose_move(
            state, level="easy", rng=rng, time_budget=0)
        state = state.after(move)
    return state


@pytest.mark.parametrize("loss, expected", [
    (0.0, "best"), (0.004, "best"), (0.03, "good"), (0.05, "inaccuracy"), (0.099, "inaccuracy"),
    (0.10, "mistake"), (0.2, "blunder"), (0.9, "blunder")])
def test_abalone_thresholds(loss, expected):
    assert analysis.classify("abalone", loss) == expected


def test_each_game_has_its_thresholds_and_the_best_move_is_best_whatever_the_noise():
    assert analysis.thresholds("abagio")[0] > analysis.thresholds("abalone")[0]  # dice: wider
    assert analysis.classify("abagio", 0.07) == "good"
    assert analysis.classify("abcuazego", 0.07) == "inaccuracy"
    assert analysis.classify("apagos", 1.0) == "blunder" and analysis.classify("apagos", 0.0) == "best"
    assert analysis.classify("abalone", 0.5, is_best=True) == "best"
    for game in engines.GAMES:
        low, mid, high = analysis.thresholds(game)
        assert 0 < low <= mid <= high <= 1


@pytest.mark.parametrize("game_id, plies, options", [
    ("apagos", 12, {}), ("abcuazego", 10, {}), ("abalone", 6, {}), ("abalone", 6, {"players": 3}),
    ("abagio", 8, {})])
def test_every_position_has_chances_a_best_move_and_a_line_in_notation(game_id, plies, options):
    final = played_game(game_id, plies, **options)
    report = analysis.analyse_game(final.record(), budget=SMALL, seed=1)
    states = analysis.positions_of(final)
    assert len(report["positions"]) == final.ply + 1 and len(report["marks"]) == final.ply
    for state, position in zip(states, report["positions"]):
        assert len(position["values"]) == final.num_players
        assert all(0.0 <= v <= 1.0 for v in position["values"])
        if final.num_players == 2 or state.is_over():
            assert sum(position["values"]) == pytest.approx(1.0, abs=0.02)
        if state.is_over() or state.is_chance():
            continue
        assert state.parse(position["best"]) in state.legal_moves()
        node = state
        for text in position["line"]:  # the continuation replays through the rules
            node = node.play(text)
        assert position["line"][0] == position["best"]
    for mark, state in zip(report["marks"], states):
        if state.is_chance():
            assert mark["class"] is None
        else:
            assert mark["class"] in analysis.CLASSES and mark["seat"] == state.to_move
    for seat in report["summary"]:
        assert sum(seat["counts"].values()) == seat["moves"]


def test_the_same_record_and_budget_give_the_same_analysis():
    final = played_game("abcuazego", 8)
    assert analysis.analyse_game(final.record(), SMALL, 5) == analysis.analyse_game(final.record(), SMALL, 5)
    dice = played_game("abagio", 5)
    assert analysis.analyse_game(dice.record(), SMALL, 5) == analysis.analyse_game(dice.record(), SMALL, 5)


def test_apagos_values_are_exact_and_a_thrown_away_win_is_a_blunder():
    state = engines.new_game("apagos").play("setup 5 3 7 1")
    # play on until the mover has both a winning and a losing move, then play the losing one
    rng = random.Random(2)
    while True:
        values = apagos_table.move_values(state)
        if any(values.values()) and not all(values.values()):
            break
        state = state.after(rng.choice(state.legal_moves()))
    losing = next(move for move, wins in values.items() if not wins)
    mover = state.to_move
    final = state.after(losing)
    report = analysis.analyse_game(final.record())
    here = report["positions"][state.ply]
    assert here["values"][mover] == 1.0 and values[state.parse(here["best"])]
    assert report["positions"][final.ply]["values"][mover] == 0.0
    mark = report["marks"][-1]
    assert mark["class"] == "blunder" and mark["loss"] == 1.0
    assert report["summary"][mover]["counts"]["blunder"] >= 1


def test_a_move_that_gives_away_material_is_marked_by_its_loss():
    state = played_game("abcuazego", 6)
    search = analysis._RootSearch(ai.evaluation(state), None, 2000, 8)
    ranked = search.values(state, random.Random(0))
    worst = ranked[-1][0]
    report = analysis.analyse_game(state.after(worst).record(), budget=2000)
    mark = report["marks"][-1]
    here = report["positions"][state.ply]
    assert mark["loss"] == pytest.approx(here["values"][state.to_move] - here["played"], abs=1e-3)
    assert mark["class"] == analysis.classify("abcuazego", mark["loss"])
    if mark["loss"] >= analysis.thresholds("abcuazego")[1]:
        assert mark["class"] in ("mistake", "blunder")


def test_progress_is_reported_and_a_kept_analysis_matches_its_record_only():
    final = played_game("apagos", 6)
    seen = []
    report = analysis.analyse_game(final.record(), progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (final.ply + 1, final.ply + 1) and len(seen) == final.ply + 1
    assert analysis.matches(report, final.record())
    longer = final.after(final.legal_moves()[0]).record()
    assert not analysis.matches(report, longer)
    assert not analysis.matches({"version": 1}, final.record()) and not analysis.matches("x", final.record())


def test_four_players_get_a_chance_each():
    final = played_game("abalone", 4, players=4)
    report = analysis.analyse_game(final.record(), budget=SMALL)
    assert all(len(p["values"]) == 4 for p in report["positions"])
    assert len(report["summary"]) == 4
