"""The play screen as a player meets it (issue 13): every game kept across reloads, the
end of a game (the result dialog, rematch with sides swapped), the other side's moves
shown one after the other."""
from __future__ import annotations

import random

import pytest

import engines
from driver import READY, page_moves, set_animation_speed, wait_for_next_ply, wait_for_turn
from games import driver
from ui import share
from ui.games import GAMES
from ui.session import Session

# what it checks happens once Python is up, the same however it started: the normal-boot pass only
pytestmark = pytest.mark.after_boot


def one_move_from_the_end(game_id: str, seed: int = 5):
    """A seeded random game stopped where the person to move ends it with `move`."""
    rng = random.Random(seed)
    while True:
        state = engines.new_game(game_id)
        while not state.is_over():
            if state.is_chance():
                state = state.play(engines.random_outcome(state, rng))
                continue
            ending = [m for m in state.legal_moves() if state.play(m).is_over()]
            if ending and state.ply > 4:
                return state, ending[0]
            state = state.play(rng.choice(state.legal_moves()))


def type_move(page, text: str) -> None:
    page.fill("#move-input", text)
    page.press("#move-input", "Enter")


def test_two_games_started_by_address_both_come_back_after_a_reload(page):
    for game_id, first in (("apagos", "setup 5 3 7 1"), ("abcuazego", "3a")):
        driver(game_id).open(page, "human,human")
        wait_for_turn(page, 0)
        type_move(page, first)
        wait_for_next_ply(page, 0)
        assert "seats=" not in page.url  # the game is kept in the browser, not in the address
    for game_id, first in (("apagos", "setup 5 3 7 1"), ("abcuazego", "3a")):
        page.goto(f"/index.html#/play/{game_id}")
        page.reload()
        page.wait_for_selector(READY)
        assert page_moves(page) == [first], game_id
    page.goto("/index.html#/")
    page.wait_for_selector("#your-games-list .saved-game")
    listed = page.locator("#your-games-list li").all_inner_texts()
    assert len([line for line in listed if line.startswith("Continue")]) == 2
    assert all("1 move" in line and "1 moves" not in line for line in listed)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_end_of_a_game_shows_the_result_and_rematch_swaps_the_sides(page, game_id):
    state, last = one_move_from_the_end(game_id)
    session = Session.from_state(state, ["human"] + ["easy"] * (state.num_players - 1))
    session.seats = ["human" if seat == state.to_move else "easy" for seat in range(state.num_players)]
    page.goto(f"/index.html#/play/{game_id}?{share.share_query(session)}")
    page.wait_for_selector(READY)
    set_animation_speed(page, "0")
    wait_for_turn(page, state.ply)
    type_move(page, str(last))
    page.wait_for_selector("#result-dialog[open]")
    assert page.inner_text("#result-title").strip()
    assert page.inner_text("#result-text").strip()
    kinds = page.locator("#seats .seat-kind").all_inner_texts()
    page.click("#result-rematch")
    page.wait_for_selector("#result-dialog:not([open])", state="attached")
    # a new game: at its start, or a few moves on when the computer, first now, has moved
    # already (in Abcuazego a first move may earn another)
    page.wait_for_function(f"Number(document.getElementById('play').dataset.ply) < {state.ply}")
    assert page.locator("#seats .seat-kind").all_inner_texts() == kinds[1:] + kinds[:1]


def test_the_computers_two_leaps_arrive_one_after_the_other(page):
    driver("abagio").open(page, "easy,easy")
    set_animation_speed(page, "1")
    page.evaluate("""() => {
        // (moves made before this watch began, the computer being quick, have no time)
        window.parlourTimes = Array.from(document.querySelectorAll('#move-list .move-text'), () => NaN);
        new MutationObserver(() => {
            const n = document.querySelectorAll('#move-list .move-text').length;
            while (window.parlourTimes.length < n) window.parlourTimes.push(performance.now());
        }).observe(document.getElementById('move-list'), {childList: true, subtree: true});
    }""")
    page.wait_for_function("document.querySelectorAll('#move-list .move-text').length >= 12", timeout=120_000)
    times = page.evaluate("window.parlourTimes")
    moves = page_moves(page)
    gaps = [b - a for a, b in zip(times, times[1:])]
    # a leap right after another leap waits for the first to land (0.5 s at normal speed)
    leap_gaps = [gap for (first, second), gap in zip(zip(moves, moves[1:]), gaps)
                 if "/" in first and "/" in second and gap == gap]  # (gap != gap: a time unknown)
    assert leap_gaps and min(leap_gaps) > 300, (moves, [round(g) for g in gaps])


def test_the_new_game_dialog_says_who_starts_and_that_the_game_in_progress_is_kept(page):
    driver("apagos").open(page, "human,human")
    wait_for_turn(page, 0)
    page.click("#new-game-button")
    starts = page.inner_text("#new-game-starts")
    assert "arranging the ramp" in starts and "Black adds the first ball" in starts
    assert "20 of the 118" in page.inner_text("#new-game-fields")
    assert not page.locator("#new-game-kept").count()  # nothing played yet: nothing to keep
    page.click("#new-game-cancel")
    type_move(page, "setup 5 3 7 1")
    wait_for_next_ply(page, 0)
    page.click("#new-game-button")
    assert "kept" in page.inner_text("#new-game-kept")
    page.click("#new-game-cancel")
    driver("abagio").open(page, "human,human")
    page.click("#new-game-button")
    assert "first" in page.inner_text("#new-game-starts")
