"""Abalone in the browser: moves by clicks (in-line, broadside, sumito, push-off), complete
games to six push-offs for 2, 3 and 4 players (3 and 4 started from the new-game dialog),
importing a pasted record, and a page that never freezes while the computer thinks."""
from __future__ import annotations

import random

import pytest

from driver import SETTLED, READY, open_home, page_moves, turn_animations_off, wait_for_end, wait_for_turn
import main_thread
from engines import ai
from engines import hexgrid as hg
from games import driver
from ui.games.abalone.view import cell_point, spot_point

# what it checks happens once Python is up, the same however it started: the normal-boot pass only
pytestmark = pytest.mark.after_boot

ABALONE = driver("abalone")


# Black: in-line (a5b6, b5a5), broadside (b6c7c6), a 2-on-1 sumito (c6d7 pushes e8) and a
# push-off (d7e8 pushes f9 over the rim); White's moves in between are clicked too.
SCRIPTED = ["a5b6", "g7h8f7", "b5a5", "f7f8", "b6c7c6", "f8e8", "c6d7", "i9h9", "d7e8"]
GAME_MINUTES = 6


def test_clicks_make_in_line_broadside_sumito_and_push_off_moves(page):
    ABALONE.open(page, "human,human")
    # tapping a marble lights only legal spots; an empty cell drops the selection
    ABALONE.click(page, *cell_point(hg.BY_NAME["a1"]))
    assert "selected" in page.inner_text("#status-turn")
    ABALONE.click(page, *cell_point(hg.BY_NAME["e5"]))
    assert "dropped" in page.inner_text("#status-event").lower()
    ABALONE.play_moves(page, SCRIPTED[:6])
    state = ABALONE.state(page)
    sumito = state.parse("c6d7")
    assert [hg.NAMES[s.source] for s in state.effect(sumito).pushed] == ["e8"]
    ABALONE.play_moves(page, SCRIPTED[6:])
    final = ABALONE.state(page)
    assert final.moves == tuple(SCRIPTED)
    assert final.scores() == [1, 0]
    assert "off the board" in page.inner_text("#status-event")
    page.wait_for_selector(SETTLED, state="attached")  # the marble has flown into its tray
    seats = page.locator("#seats li").all_inner_texts()
    assert "1" in seats[0]


def test_a_move_against_the_computer_and_an_illegal_try_explained(page):
    main_thread.watch(page)
    ABALONE.open(page, "human,hard")
    ready_at = page.evaluate("performance.now()")
    ABALONE.play_moves(page, ["c3d4"])
    wait_for_turn(page, 2)                        # hard answered (2 s budget), the page kept going
    state = ABALONE.state(page)
    assert state.ply == 2 and state.to_move == 0
    ABALONE.click(page, *cell_point(state.marbles(1)[0]))  # not a marble of Black's: explained
    assert "not yours" in page.inner_text("#status-event")
    ABALONE.click(page, *cell_point(hg.BY_NAME["a1"]))      # a1 heads a line of three going
    ABALONE.click(page, *spot_point(state, state.parse("a1b2")))  # north-east: all three move
    wait_for_turn(page, 4)
    assert page_moves(page)[2] == "a1b2"
    # a freeze, not speed (speed is for the benchmarks): the 2 s search runs in the worker
    longest = main_thread.longest(page, ready_at)
    assert main_thread.worst(page, ready_at) < 1000, main_thread.freeze_report(longest)


def test_complete_two_player_game_to_six_push_offs(page):
    ABALONE.open(page, "medium,easy")
    turn_animations_off(page)
    wait_for_end(page, GAME_MINUTES * 60_000)
    final = ABALONE.state(page)
    assert final.is_over() and max(final.scores()) == 6
    assert "pushed off six" in page.inner_text("#status-turn")


def _start_from_dialog(page, players: int, seats) -> None:
    open_home(page)
    page.click("button.game-open[data-game='abalone']")
    page.select_option("#option-players", label=f"{players} players" if players < 4 else "4 players (teams)")
    page.wait_for_selector(f"#seat-{players - 1}")
    for seat, kind in enumerate(seats):
        page.select_option(f"#seat-{seat}", kind)
    page.click("#new-game-start")
    page.wait_for_selector(READY)


def test_three_player_game_from_the_dialog_to_the_end(page):
    _start_from_dialog(page, 3, ["easy", "easy", "easy"])
    turn_animations_off(page)
    assert len(page.locator("#seats li").all()) == 3
    wait_for_end(page, GAME_MINUTES * 60_000)
    final = ABALONE.state(page, {"players": 3})
    winner = final.winners()
    assert len(winner) == 1 and final.scores()[winner[0]] == 6
    assert f"{final.seat_name(winner[0])} wins" in page.inner_text("#status-turn")


def test_four_player_team_game_from_the_dialog_with_a_person_to_the_end(page):
    _start_from_dialog(page, 4, ["human", "easy", "easy", "easy"])
    turn_animations_off(page)
    assert len(page.locator("#seats li").all()) == 4
    options = {"players": 4}
    rng = random.Random(4)

    def choose(state):                            # the person moves by clicks, sometimes a partner line
        moves = state.legal_moves()
        pushes = [m for m in moves if state.effect(m).pushed_off] or [m for m in moves if state.effect(m).pushed]
        return pushes[0] if pushes else ai.choose_move(state, "easy", rng, time_budget=0)

    final = ABALONE.play(page, choose, options)   # each move checked in the page's move list
    assert final.is_over()
    winners = final.winners()
    assert winners in ([0, 2], [1, 3]) and final.side_credit(winners[0]) == 6
    assert " and ".join(final.seat_name(s) for s in winners) in page.inner_text("#status-turn")


def test_pasted_record_with_move_numbers_loads_and_a_bad_one_is_named(page):
    ABALONE.open(page, "human,human")
    page.click("#export-button")
    page.fill("#record-text", "1.a1b2 i5h5 2.a5b5 i5h4 3.c3c4")
    page.click("#record-load")
    error = page.inner_text("#record-error")
    assert "move 4" in error and "i5h4" in error and "no marble" in error.lower()
    page.fill("#record-text", "1.a1b2 i5h5 2.a5b5 i9h8 3.b1b2c1 g5g6")
    page.click("#record-load")
    page.wait_for_selector("#record-dialog", state="hidden")
    assert page_moves(page) == ["a1b2", "i5h5", "a5b5", "i9h8", "b1b2c1", "g5g6"]
    state = ABALONE.state(page)
    move = state.legal_moves()[0]
    ABALONE.click_move(page, state, move)         # and the game goes on from there
    wait_for_turn(page, 7)
    assert page_moves(page)[6] == str(move)
    assert spot_point(state, move)                # geometry used by the clicks


def test_the_dialog_names_each_level_with_its_rating_in_two_player_games_only(page):
    from engines.ai import ratings
    open_home(page)
    page.click("button.game-open[data-game='abalone']")
    page.wait_for_selector("#seat-1")
    medium = "#seat-1 option[value='medium']"
    assert f"rating {ratings.rating('abalone', 'medium')}" in page.text_content(medium)
    page.select_option("#option-players", label="3 players")
    page.wait_for_selector("#seat-2")
    assert "rating" not in page.text_content(medium)  # the ladders were two-player games
