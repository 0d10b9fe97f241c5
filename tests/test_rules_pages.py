"""The rules pages say what the engines do: each sentence a careful reader found wrong
(issue 15) is checked here against the engine it describes."""
from __future__ import annotations

import pytest

import engines
from engines import IllegalMove
from engines.abalone import position
from tests.test_abcuazego_rules import ZIPA, row
from tests.test_abcuazego_rules import position as abcuazego_position
from ui.games import GAMES


def page_text(game_id: str) -> str:
    """Every paragraph and caption of a game's rules page, as one text."""
    parts = []
    for _title, items in GAMES[game_id].rules:
        parts += [item if isinstance(item, str) else item[0] for item in items]
    return " ".join(parts)


def diagrams(game_id: str):
    return [item for _title, items in GAMES[game_id].rules for item in items if not isinstance(item, str)]


# ----- Abalone ------------------------------------------------------------------------------
def test_abalone_page_says_who_moves_first_and_how_many_marbles_each_has():
    text = page_text("abalone")
    assert "Black moves first" in text and engines.new_game("abalone").seat_name(0) == "Black"
    for players, words in ((3, "each has 11 marbles"), (4, "each has 9 marbles, in rows of 4, 3 and 2")):
        state = engines.new_game("abalone", players=players)
        assert words in text
        count = int(words.split()[2])
        assert [len(state.marbles(seat)) for seat in range(players)] == [count] * players


def test_abalone_page_shows_both_daisy_starts_the_dialog_offers():
    shown = {options.get("layout") for _caption, options, _moves in diagrams("abalone")}
    labels = dict(zip(*(lambda o: (o.choices, o.labels))(
        next(opt for opt in engines.GAMES["abalone"].options if opt.name == "layout"))))
    assert {"belgian", "german"} <= shown
    text = page_text("abalone")
    assert labels["belgian"] in text and labels["german"] in text


def test_abalone_caption_counts_the_marbles_that_move():
    caption, options, moves = next(d for d in diagrams("abalone") if "a1b2" in d[0])
    state = engines.new_game("abalone", **options)
    assert len(state.effect(state.parse("a1b2")).moved) == 3
    assert "three marbles A1, B2, C3" in caption


def test_abalone_page_says_the_rear_marble_of_a_four_player_push_is_your_own():
    text = page_text("abalone")
    assert "may stand at the rear" not in text
    assert "the rear marble, the one you push with, must be your own" in text
    assert "every line you move must include one of your own" in text
    # Black (0) and its partner White (2) in line against one Blue (1): Black behind pushes ...
    state = position({0: "e3", 2: "e4", 1: "e5"}, players=4)
    assert state.effect(state.parse("e3e4")).pushed
    # ... White's marble at the rear may not push, and a line of White's marbles alone may not move.
    state = position({0: "e5", 2: "e3 e4", 1: "e6"}, players=4)
    with pytest.raises(IllegalMove, match="own"):
        state.play("e3e4")
    assert all(any(slide.seat == 0 for slide in state.effect(m).moved) for m in state.legal_moves())


def test_abalone_page_says_a_three_player_push_may_mix_both_opponents():
    assert "may mix both opponents' colours" in page_text("abalone")
    state = position({0: "e1 e2 e3", 1: "e4", 2: "e5"}, players=3)
    effect = state.effect(state.parse("e1e2"))
    assert {slide.seat for slide in effect.pushed} == {1, 2}


# ----- Apagos -------------------------------------------------------------------------------
def test_apagos_page_says_each_colour_has_ten_balls_and_can_run_out():
    text = page_text("apagos")
    assert "Each colour has 10 balls" in text and "run out" in text
    state = engines.new_game("apagos", setup=[5, 3, 7, 1])
    assert state.tray() == (10, 10)


# ----- Abcuazego ----------------------------------------------------------------------------
def test_abcuazego_page_says_the_zipa_moves_first():
    assert "The Zipa moves first" in page_text("abcuazego")
    assert engines.new_game("abcuazego").seat_name(engines.new_game("abcuazego").to_move) == "Zipa"


@pytest.mark.parametrize("pit, way, in_the_emptied_pit", [(10, "c", 0), (1, "a", 0), (5, "a", 1), (4, "c", 1)])
def test_abcuazego_twenty_grains_reach_the_emptied_pit_unless_a_store_takes_the_last(pit, way, in_the_emptied_pit):
    text = page_text("abcuazego")
    assert "from pit 10 sown clockwise, or from pit 1 counter-clockwise, the twentieth grain ends in a store" in text
    state = abcuazego_position(ZIPA, row({pit: 20}), row({1: 1}))
    after = state.play(f"{pit}{way}")
    assert after.pit(ZIPA, pit) == in_the_emptied_pit


def test_abcuazego_page_says_captures_are_not_a_choice():
    text = page_text("abcuazego")
    assert "captures are not a choice" in text and "you may capture" not in text


def test_abcuazego_emptying_your_row_into_your_store_ends_the_game_with_the_other_row_yours():
    assert "you take your opponent's whole row" in page_text("abcuazego")
    state = abcuazego_position(ZIPA, row({10: 1}), row({1: 3, 2: 4}))
    after = state.play("10a")
    assert after.is_over() and after.scores() == [8, 0] and after.winners() == [ZIPA]


# ----- Abagio -------------------------------------------------------------------------------
def test_abagio_page_says_a_blot_on_a_spot_is_hit_only_when_alone():
    assert "a blot there can be hit only when it stands alone" in page_text("abagio")
