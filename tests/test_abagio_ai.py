"""Abagio's computer player (engines/ai/abagio_turns.py, used by engines.ai at the hard
level): whole turns exactly as the rules allow, the evaluation, and hard play."""
from __future__ import annotations

import random

import engines
from engines import CHANCE
from engines.abagio import LEAP, PURPLE, RED, ROLL, TOP
from engines.ai.abagio_turns import TurnPlanner, board_value, evaluate, greedy_move, turn_endings
from tests.abagio_games import all_out, game, games, stack

R, P = RED, PURPLE


# ----- the computer player --------------------------------------------------------------------------

def ends_by_play(state):
    """Every end of the leaps reached by playing the engine's legal leaps to the end."""
    out = set()
    stack = [state]
    while stack:
        node = stack.pop()
        for move in node.legal_moves():
            nxt = node._apply(move)
            if nxt.phase == LEAP:
                stack.append(nxt)
            else:
                out.add((nxt.board, nxt.root, nxt.pond))
    return out


def test_the_planner_sees_exactly_the_turns_the_rules_allow():
    checked = 0
    for states in games("random")[:6] + games("race")[:4]:
        for state in states[::5]:
            if state.phase != LEAP:
                continue
            planned = turn_endings(state.board, state.root, state.pond, state.top_frog, state.player, state.dice)
            assert set(planned) == ends_by_play(state), state.moves
            for end, seq in planned.items():
                node = state
                for leap in seq:  # each planned sequence is a legal line of play
                    node = node.play(leap)
                assert (node.board, node.root, node.pond) == end
            checked += 1
    assert checked > 100


def test_the_evaluation_knows_race_safety_blocking_and_the_top_frog():
    start = game()
    assert -1 < evaluate(start, RED) < 1 and evaluate(start, RED) == -evaluate(start, PURPLE)
    # race: with the same shape (a red pair) and purple to roll, 24 steps beat 4
    ahead, behind = game("6-6 0/6 0/6 6/12 6/12"), game("1-1 0/1 0/1 1/2 1/2")
    assert ahead.pips(RED) == behind.pips(RED) - 20
    assert evaluate(ahead, RED) > evaluate(behind, RED)
    # safety: a lone red frog on 3 in reach of purple's Root frogs costs more than one in the Safe Zone
    exposed = board_value(*_pos(game("1-2 0/1 1/3 3-4 0/4 4/7")), PURPLE)
    assert exposed[0] < board_value(*_pos(game("1-2 0/1 1/3 3-4 0/4 4/7")), RED)[0]
    # blocking: purple's heap on 3 in front of red's Root frogs counts for purple
    heap = game("1-1 0/1 0/1 1/2 0/1 3-3 0/3 0/3 0/3 0/3")
    value, gain, _ = board_value(*_pos(heap), RED)
    lone = game("1-1 0/1 0/1 1/2 0/1 3-3 0/3 0/3 0/3 3/6")
    assert value < board_value(*_pos(lone), RED)[0] + 40  # (the heap blocks; sanity bound)
    # the Top Frog: sitting on red's threatened pair takes its risk away
    top = all_out()
    spot = [m for m in top.legal_moves() if m.step == 8][0]
    before = board_value(top.board, top.root, top.pond, 0, PURPLE)[0]
    after = board_value(top.board, top.root, top.pond, spot.step, PURPLE)[0]
    assert after > before


def _pos(state):
    return state.board, state.root, state.pond, state.top_frog


def test_hard_returns_legal_moves_in_every_phase_and_replays():
    from engines import ai
    for states in games("random")[:2]:
        for state in states[::29]:
            if state.to_move is None or state.to_move == CHANCE:
                continue
            first = ai.choose_move(state, "hard", random.Random(1), time_budget=0)
            again = ai.choose_move(state, "hard", random.Random(2), time_budget=0)
            assert first in state.legal_moves() and first == again
            # a fresh planner (nothing remembered) plans the same move whatever the rng
            fresh = TurnPlanner().choose(state, random.Random(1))
            assert fresh in state.legal_moves() and fresh == TurnPlanner().choose(state, random.Random(2))
            assert greedy_move(state) in state.legal_moves()


def test_hard_plays_a_whole_turn_by_its_plan():
    from engines import ai
    state = next(s for s in games("random")[3][60:] if s.phase == ROLL)
    state = state.play("3-6")
    while state.phase == LEAP:
        state = state.play(ai.choose_move(state, "hard", random.Random(1), time_budget=0))
    assert state.phase in (ROLL, TOP)


def test_hard_beats_random():
    from engines import ai
    for index in range(3):
        hard = index % 2
        rng, dice = random.Random(index), random.Random(100 + index)
        state = game()
        while not state.is_over():
            if state.to_move == CHANCE:
                state = state.play(engines.random_outcome(state, dice))
            elif state.to_move == hard:
                state = state.play(ai.choose_move(state, "hard", rng, time_budget=0))
            else:
                state = state.play(ai.choose_move(state, "random", rng))
        assert state.winners() == [hard]


def test_engines_ai_plans_at_every_level_and_keeps_the_evaluation_for_mcts():
    from engines import ai
    state = game("2-3 0/2 0/3 4-6")
    assert ai.evaluation(state) is evaluate
    for level in ai.LEVELS:  # every level plans whole turns
        choice = ai.analyse(state, level, random.Random(1), time_budget=0, node_limit=3_000)
        assert choice.algorithm == "plan" and choice.move in state.legal_moves()


def test_a_planner_follows_its_own_plan_through_the_turn():
    planner = TurnPlanner()
    state = game("2-3 0/2 0/3 6-6")
    plan = planner.plan(state)
    assert plan and planner.positions > 0
    for leap in plan:
        assert planner.choose(state) == leap and planner.positions == 0  # remembered, not planned again
        state = state.play(leap)
    assert state.phase != LEAP


def test_the_search_deepens_with_more_work_and_replays_under_a_work_limit():
    from engines.ai.abagio_search import TurnSearch
    state = game("2-3 0/2 0/3 4-6")
    shallow, deep = TurnSearch(node_limit=300), TurnSearch(node_limit=200_000)
    first = shallow.choose(state)
    assert first in state.legal_moves() and shallow.depth == 1
    assert TurnSearch(node_limit=300).choose(state) == first  # a fresh search replays
    move = deep.choose(state)
    assert move in state.legal_moves() and deep.depth >= 2 and deep.positions <= 200_000
    plan = deep.plan(state)
    node = state
    for leap in plan:  # the planned turn is a legal line of play
        node = node.play(leap)
    assert node.phase != LEAP


def test_the_expert_judges_with_its_learnt_weights_and_the_others_with_the_hand_set_ones():
    from engines.ai import abagio_eval, abagio_levels
    from engines.ai.abagio_turns import WEIGHTS
    assert abagio_levels.planner("expert").weights is abagio_eval.LEARNT_WEIGHTS
    for level in ("beginner", "easy", "medium", "hard"):
        assert abagio_levels.planner(level).weights is WEIGHTS
    # the same end is worth another figure with the learnt weights: each keeps its own table
    heap = game("1-1 0/1 0/1 1/2 0/1 3-3 0/3 0/3 0/3 0/3")
    end = (heap.board, heap.root, heap.pond)
    hand = abagio_eval.chance_value(end, RED)
    learnt = abagio_eval.chance_value(end, RED, abagio_eval.LEARNT_WEIGHTS)
    assert hand != learnt and abagio_eval.chance_value(end, RED) == hand
