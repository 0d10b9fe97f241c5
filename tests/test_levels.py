"""The computer's levels, from beginner to expert, in every game: each plays legal moves,
replays exactly under a node limit (no clock), keeps the old level ids ("easy",
"medium", "hard" in links and saved games), and the top Apagos level is perfect."""
from __future__ import annotations

import random

import pytest

import engines
from engines import CHANCE, ai

GAMES = sorted(engines.GAMES)
LIMIT = {"abagio": 1_500}  # positions of a whole-turn search; the others: nodes / iterations
DEFAULT_LIMIT = 300


def positions(game_id: str, count: int = 3):
    """The start and a few positions reached by seeded random play (chance rolled)."""
    rng = random.Random(f"levels/{game_id}")
    out = []
    for index in range(count):
        state = engines.new_game(game_id)
        for _ in range(6 + 17 * index):
            if state.is_over():
                break
            if state.to_move == CHANCE:
                state = state.play(engines.random_outcome(state, rng))
            else:
                moves = state.legal_moves()
                nxt = state.play(moves[rng.randrange(len(moves))])
                if nxt.is_over():
                    break
                state = nxt
        while state.to_move == CHANCE:
            state = state.play(engines.random_outcome(state, rng))
        out.append(state)
    return out


def test_five_levels_in_rising_order_with_the_old_ids_kept():
    assert len(ai.LEVELS) >= 5
    assert ai.LEVELS[0] == "beginner" and ai.LEVELS[-1] == "expert"
    for old in ("easy", "medium", "hard"):
        assert old in ai.LEVELS
    assert ai.LEVELS.index("easy") < ai.LEVELS.index("medium") < ai.LEVELS.index("hard")
    seconds = [ai.level_settings(level)["seconds"] for level in ai.LEVELS]
    assert seconds == sorted(seconds)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", ai.LEVELS)
def test_each_level_plays_legal_moves_and_replays_under_a_node_limit(game_id, level):
    limit = LIMIT.get(game_id, DEFAULT_LIMIT)
    for index, state in enumerate(positions(game_id)):
        if state.is_over():
            continue
        ai._PLANNERS.clear()  # nothing remembered from an earlier choice
        first = ai.choose_move(state, level, random.Random(index), time_budget=0, node_limit=limit)
        ai._PLANNERS.clear()
        again = ai.choose_move(state, level, random.Random(index), time_budget=0, node_limit=limit)
        assert first in state.legal_moves(), (game_id, level, first)
        assert first == again, (game_id, level)
        state.play(first)


def test_the_top_apagos_level_is_perfect():
    from engines import apagos_table
    state = engines.new_game("apagos", setup=[5, 3, 7, 1])
    assert ai.level_settings("expert", "apagos")["plan"]
    hard = ai.level_settings("hard", "apagos")
    assert not hard["plan"] and hard["opening"]  # hard searches, from a winning arrangement
    assert isinstance(ai.TURN_PLANNERS["apagos"], apagos_table.PerfectPlayer)
    choice = ai.analyse(state, "expert", random.Random(1), time_budget=0, node_limit=500)
    assert choice.move in state.legal_moves()


def test_abagio_levels_plan_whole_turns_and_look_deeper_as_they_climb():
    from engines.ai import abagio_levels
    depths = [abagio_levels.LEVEL_SEARCH[level]["depth"] for level in ai.LEVELS]
    assert depths == sorted(depths) and depths[-1] >= 3
    state = next(s for s in positions("abagio", 4)[1:] if s.legal_moves())
    choice = ai.analyse(state, "hard", random.Random(1), time_budget=0, node_limit=40_000)
    assert choice.algorithm in ("plan", "only")


def test_the_beginner_makes_sensible_moves_not_random_ones():
    """Over a few seeded games a beginner beats a random player every time."""
    for index in range(2):
        rng, dice = random.Random(index), random.Random(50 + index)
        state = engines.new_game("abagio")
        seat = index % 2
        while not state.is_over():
            if state.to_move == CHANCE:
                state = state.play(engines.random_outcome(state, dice))
            elif state.to_move == seat:
                state = state.play(ai.choose_move(state, "beginner", rng, time_budget=0))
            else:
                state = state.play(ai.choose_move(state, "random", rng))
        assert state.winners() == [seat]


def test_the_rules_page_names_every_level_with_its_measured_rating():
    from engines.ai import ratings
    lines = ratings.level_lines("apagos", ai.LEVELS)
    assert len(lines) == len(ai.LEVELS)
    assert lines[0].startswith("Beginner: ") and lines[-1].startswith("Expert: ")
    for game_id, table in ratings.RATINGS.items():
        assert game_id in engines.GAMES and set(table) <= set(ai.LEVELS)
        values = [table[level] for level in ai.LEVELS if level in table]
        assert values == sorted(values), game_id  # the ratings climb with the levels
        assert all(f"(rating {table[level]})" in line
                   for level, line in zip(ai.LEVELS, ratings.level_lines(game_id, ai.LEVELS)) if level in table)


def test_a_game_gives_some_levels_settings_of_its_own():
    """Abalone's lower levels slip on a few moves only (a wide margin on every move
    loses every game there); the other games keep the common settings."""
    for game_id, levels in ai.GAME_LEVELS.items():
        assert game_id in engines.GAMES and set(levels) <= set(ai.LEVELS)
        for level, own in levels.items():
            assert set(own) <= set(ai.level_settings(level)), (game_id, level)
    beginner = ai.level_settings("beginner", "abalone")
    assert 0 < beginner["slip"] < 1 and beginner["max_depth"] == 2
    assert ai.level_settings("beginner", "apagos") == ai.level_settings("beginner")


def test_a_level_that_slips_plays_its_best_move_otherwise():
    from engines.ai.alphabeta import AlphaBeta
    state = positions("abalone")[1]
    evaluate = ai.evaluation(state)
    best = AlphaBeta(evaluate, 0, 20_000, 2).choose(state, random.Random(3))
    never = AlphaBeta(evaluate, 0, 20_000, 2).choose(state, random.Random(3), margin=0.1, slip=0.0)
    assert never == best
    always = {AlphaBeta(evaluate, 0, 20_000, 2).choose(state, random.Random(seed), margin=0.1, slip=1.0)
              for seed in range(12)}
    assert len(always) > 1 and always <= set(state.legal_moves())


def test_a_rating_holds_in_two_player_games_only():
    from engines.ai import ratings
    assert ratings.rating("abagio", "hard") is not None
    assert ratings.rating("abalone", "hard", players=3) is None
    lines = ratings.level_lines("abalone", ai.LEVELS, engines.GAMES["abalone"].players)
    assert all("in a two-player game)" in line for line in lines if "(rating" in line)
