"""The ladder (bench/ladder.py) runs for every game over its adapter, in seconds: two
games of each default pairing at a small node limit, replayable, the same on two
processes; and the speed figures' code (which also runs in Pyodide) for every game."""
import sys
from pathlib import Path

import pytest

import engines

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import ladder  # noqa: E402
import ladder_speed  # noqa: E402
from ladder_games import ADAPTED, adapter  # noqa: E402
from ladder_games import abalone as abalone_ladder  # noqa: E402

QUICK = {"abalone": ["--max-plies", "10"]}  # medium plays at its own limit: keep its games short


def run(capsys, *argv) -> str:
    assert ladder.main(list(argv)) == 0
    return capsys.readouterr().out


def results(out: str):
    """The lines of a run that do not depend on the clock (the pairings' results, which
    end with their time)."""
    return [line.rsplit(";", 1)[0] for line in out.splitlines() if " vs " in line]


def test_every_adapter_is_of_a_game():
    assert set(ADAPTED) <= set(engines.GAMES)
    for game_id in engines.GAMES:
        assert adapter(game_id).game_id == game_id


@pytest.mark.parametrize("game_id", sorted(engines.GAMES))
def test_two_games_of_each_default_pairing(game_id, capsys):
    out = run(capsys, game_id, "--games", "2", "--nodes", "300", *QUICK.get(game_id, []))
    lines = results(out)
    pairs = adapter(game_id).pairs.split(",")
    assert len(lines) == len(pairs), out
    for line, pair in zip(lines, pairs):
        first, second = pair.split(":")
        assert line.startswith(f"{first} vs {second}: {first} won ") and "/2, drew " in line, line
        words = adapter(game_id).seat_words(ladder.parse_args([game_id]))
        assert all(f"as {word} " in line for word in words), line
    assert " search: " in out or " planned: " in out  # the measured player's figures


def test_a_run_replays_from_its_seed_and_on_two_processes(capsys):
    argv = ["apagos", "--games", "4", "--nodes", "400", "--seed", "3"]
    once = results(run(capsys, *argv))
    assert results(run(capsys, *argv)) == once
    assert results(run(capsys, *argv, "--jobs", "2")) == once


def test_an_unknown_player_is_named():
    with pytest.raises(ValueError, match="greedy"):
        ladder.main(["apagos", "--games", "1", "--pairs", "hard:greedy"])


@pytest.mark.parametrize("game_id", sorted(engines.GAMES))
def test_the_speed_figures(game_id):
    figures = ladder_speed.measure(game_id, nodes=200, seconds=0.02, positions=2, extra=False)
    assert len(figures) == len(adapter(game_id).speed_starts) + 1
    assert all(f["count"] > 0 and f["seconds"] > 0 for f in figures.values()), figures


def test_abalone_move_generator_figures_count_the_known_tree():
    start = engines.new_game("abalone")
    assert abalone_ladder.perft(start, 2) == 1_936
    assert abalone_ladder.positions(start, 2) == 44 + 1_936


def test_the_rating_fit_counts_every_earlier_result_and_takes_any_label(capsys):
    import ladder_rating
    scores = ladder_rating.known("A:B=1/10, A:B=2/10,B:X80=2/10")
    assert scores == {("A", "B"): (3.0, 20), ("B", "X80"): (2.0, 10)}
    rating, _ = ladder_rating.fit(["A", "B", "X80"], scores, anchor="B")
    assert rating["B"] == 1000 and rating["A"] < 1000 < rating["X80"]
    assert ladder_rating.main(["apagos", "--levels", "beginner", "--games", "0", "--anchor", "hard",
                               "--known", "beginner:hard=2/10,hard:H100=4/10"]) == 0
    out = capsys.readouterr().out
    assert "| hard | 1000 |" in out and "| H100 |" in out


def test_balanced_abcuazego_openings_are_near_even_and_shared_by_each_pair():
    from ladder_games import abcuazego as abcuazego_ladder
    args = ladder.parse_args(["abcuazego", "--opening", "3", "--balanced", "0.3", "--seed", "7"])
    game = adapter("abcuazego")
    first, second, third = (game.new_game(index, args) for index in (0, 1, 2))
    assert first is second and first.board != third.board  # one opening a pair, seats swapped
    assert first.plies == 3
    assert abs(abcuazego_ladder.opening_value(first)) <= 0.3
    assert game.new_game(0, args) is first  # judged once


def test_the_rating_run_takes_the_game_own_options(capsys):
    import ladder_rating
    assert ladder_rating.main(["abcuazego", "--levels", "beginner,easy", "--games", "2", "--opening", "3",
                               "--balanced", "0.3", "--caps", "beginner=200,easy=200"]) == 0
    assert "beginner vs easy: " in capsys.readouterr().out
