"""Every step of every tutorial, played through the engine (issue 15): its position is a
real game, every answer is legal and passes, and every typical wrong answer a *check*
(or *exact*) step explains is what some legal move gets, so a rules change cannot
silently break a lesson. The steps' own claims about their positions are checked too."""
from __future__ import annotations

import pytest

import engines
from engines import abalone
from engines.apagos import ARRANGEMENTS, ARRANGER_WINS
from ui.games import GAMES
from ui.tutorial import ANY, CHECK, EXACT, KINDS, READ

TUTORIALS = {game_id: game.lessons for game_id, game in GAMES.items() if game.lessons is not None}
STEPS = [(game_id, index, step) for game_id, tutorial in TUTORIALS.items() for index, step in enumerate(tutorial.steps)]
IDS = [f"{game_id}-{index + 1}" for game_id, index, _ in STEPS]
MAX_TEXT = 360  # characters: a step's text is a few short sentences


def test_apagos_has_a_tutorial():
    assert "apagos" in TUTORIALS and len(TUTORIALS["apagos"]) >= 10


@pytest.mark.parametrize("game_id, index, step", STEPS, ids=IDS)
def test_a_steps_position_is_a_real_game_and_its_text_is_short(game_id, index, step):
    assert step.kind in KINDS and step.title and step.text
    assert len(step.text) <= MAX_TEXT and len(step.success) <= MAX_TEXT
    state = step.position(game_id)
    assert state.moves == step.moves
    if step.takes_moves():
        assert not state.is_over(), "a step that asks for a move shows a game in progress"
        assert step.answers and step.success
    else:
        assert not step.answers


@pytest.mark.parametrize("game_id, index, step", [s for s in STEPS if s[2].kind != READ],
                         ids=[i for i, s in zip(IDS, STEPS) if s[2].kind != READ])
def test_every_answer_is_legal_and_passes(game_id, index, step):
    state = step.position(game_id)
    for answer in step.answers:
        move = state.parse(answer)
        assert state.why_illegal(move) is None
        assert step.judge(state, move) == (True, step.success)


@pytest.mark.parametrize("game_id, index, step", [s for s in STEPS if s[2].kind in (EXACT, CHECK)],
                         ids=[i for i, s in zip(IDS, STEPS) if s[2].kind in (EXACT, CHECK)])
def test_every_explained_mistake_is_made_by_some_legal_move(game_id, index, step):
    state = step.position(game_id)
    made = set()
    for move in state.legal_moves():
        ok, said = step.judge(state, move)
        if ok:
            continue
        assert said, f"{move} fails with nothing said"
        mistake = step.mistake(state, move)
        if mistake is not None:
            made.add(step.mistakes.index(mistake))
            assert said == mistake.explain(state, move)
        else:
            assert said == step.failure
    assert made == set(range(len(step.mistakes))), f"never made: {set(range(len(step.mistakes))) - made}"
    assert any(not step.judge(state, m)[0] for m in state.legal_moves()), "no move can fail this step"


@pytest.mark.parametrize("game_id, index, step", [s for s in STEPS if s[2].kind == ANY],
                         ids=[i for i, s in zip(IDS, STEPS) if s[2].kind == ANY])
def test_any_move_passes_an_any_step(game_id, index, step):
    state = step.position(game_id)
    assert all(step.judge(state, move) == (True, step.success) for move in state.legal_moves())


# ----- what the Apagos steps say about their positions ------------------------------------------
def apagos_step(title):
    return next(step for step in TUTORIALS["apagos"].steps if step.title == title)


def test_apagos_winner_step_shows_the_count_it_names():
    state = apagos_step("The winner").position("apagos")
    assert state.is_over() and state.scores() == [4, 3] and state.winners() == [0]
    assert "4 black balls to 3 white, so Black wins" in apagos_step("The winner").text


def test_apagos_arrangement_step_says_what_the_solution_says():
    text = apagos_step("What the arrangement decides").text
    assert f"on {len(ARRANGER_WINS)} of the {len(ARRANGEMENTS)} possible ramps" in text
    assert all(1 not in ramp[:2] and ramp[0] != 7 for ramp in ARRANGER_WINS)
    assert sum(ramp[:2] == (3, 3) for ramp in ARRANGER_WINS) == 9  # "they start 9 of the 20"


def test_apagos_running_out_step_has_a_colour_used_up():
    state = apagos_step("Running out of balls").position("apagos")
    assert state.tray() == (1, 0)
    state = apagos_step("The last ball").position("apagos")
    assert state.tray() == (0, 1) and sum(h - b - w for h, b, w in state.platforms) == 1


def test_a_step_position_is_a_record_the_engine_loads():
    for game_id, tutorial in TUTORIALS.items():
        for step in tutorial.steps:
            assert engines.load(step.record(game_id)) == step.position(game_id)


# ----- what the Abcuazego steps say about their positions ---------------------------------------
def abcuazego_step(title):
    return next(step for step in TUTORIALS["abcuazego"].steps if step.title == title)


def test_abcuazego_steps_show_what_they_say():
    state = abcuazego_step("Even goes clockwise").position("abcuazego")
    assert list(state.row(0))[3:8] == [6] * 5
    with pytest.raises(engines.IllegalMove, match="only allowed when it reaches the opponent's row"):
        state.parse("4a")  # "your pit 4 could not"
    assert abcuazego_step("36 wins").position("abcuazego").store(0) == 30
    state = abcuazego_step("The absolute match").position("abcuazego")
    assert list(state.row(1)) == [18] + [0] * 9 and list(state.row(0)) == [0] * 7 + [1, 17, 0]
    final = abcuazego_step("The score").position("abcuazego")
    assert final.is_over() and final.scores() == [31, 69] and final.winners() == [1]


# ----- what the Abalone steps say about their positions -----------------------------------------
def abalone_step(title):
    return next(step for step in TUTORIALS["abalone"].steps if step.title == title)


def cells(slides):
    return [abalone.hg.NAMES[slide.source].upper() for slide in slides]


def test_abalone_steps_name_the_marbles_that_move_and_the_pushes_refused():
    for title, moved, pushed in (("Two push one", ["C5", "D5"], ["E5"]),
                                 ("Three push two", ["C5", "D5", "E5"], ["F5", "G5"]),
                                 ("Pushing off", ["C3", "D3", "E3"], ["F3", "G3"]),
                                 ("A mixed push", ["B2", "C3", "D4"], ["E5", "F6"]),
                                 ("The rear marble is yours", ["D4", "E5"], ["F6"])):
        step = abalone_step(title)
        state = step.position("abalone")
        sowing = state.effect(state.parse(step.answers[0]))
        assert cells(sowing.moved) == moved and cells(sowing.pushed) == pushed, title
        assert all(cell in step.text for cell in moved + pushed), title
    state = abalone_step("Blocked pushes").position("abalone")
    assert "2-on-2 stalemate" in state.why_illegal(abalone.parse_move("d4e4"))
    assert "right behind" in state.why_illegal(abalone.parse_move("a5b5"))
    assert abalone_step("Six to win").position("abalone").scores()[0] == 5
    state = abalone_step("The rear marble is yours").position("abalone")
    assert "rear marble" in state.why_illegal(abalone.parse_move("e5d4"))


# ----- what the Abagio steps say about their positions ------------------------------------------
def abagio_step(title):
    return next(step for step in TUTORIALS["abagio"].steps if step.title == title)


def refusal(title, leap):
    with pytest.raises(engines.IllegalMove) as refused:
        abagio_step(title).position("abagio").parse(leap)
    return str(refused.value)


def test_abagio_steps_show_the_refusals_they_invite():
    assert "heap of 3 purple frogs" in refusal("Heaps", "1/3")
    assert "maxed" in refusal("Full stacks", "4/5")
    assert "would waste a die" in refusal("Forced play", "16/22")
    state = abagio_step("The top of a stack").position("abagio")
    assert state.stack(10)[-1] == 0 and len(state.stack(10)) == 4


def test_abagio_race_steps_are_where_they_say():
    state = abagio_step("Jumping out").position("abagio")
    assert state.root[0] == 0 and state.stack(22, 0) == (0,)
    assert all(0 not in state.stack(step, 0) for step in range(1, 18))  # every red frog on the Inner Path
    state = abagio_step("The last frog").position("abagio")
    assert state.pond[0] == 11 and state.stack(24, 0) == (0,)
    assert state.dice == (3, 1)


def test_abagio_larger_die_step_is_the_rule_at_work():
    assert "must be the larger (5)" in refusal("The larger die", "16/20")
    state = abagio_step("The larger die").position("abagio")
    assert len(state.stack(25)) == 2 and state.pond[0] == 11 and state.dice == (5, 4)
    assert state.effect(state.parse("16/21")).lost == (4,)
