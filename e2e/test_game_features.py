"""What players expect of a game site, in the page: review, undo/redo, autosave,
share links, text records. Exercised with Apagos; the shell is the same for every game."""
from __future__ import annotations

import random

from driver import READY, open_home, wait_for_turn
from games import driver

APAGOS = driver("apagos")


def play_clicks(page, plies, seed=3):
    rng = random.Random(seed)
    for _ in range(plies):
        state = APAGOS.state(page)
        wait_for_turn(page, state.ply)
        state = APAGOS.state(page)
        if state.is_over():
            return state
        APAGOS.click_move(page, state, rng.choice(state.legal_moves()))
        page.wait_for_selector(f"#play[data-ply='{state.ply + 1}']", state="attached")
    return APAGOS.state(page)


def test_reload_mid_game_brings_back_the_same_position_and_moves(page):
    APAGOS.open(page, "human,human")
    page.click("#view-actions button[data-action='random']")
    before = play_clicks(page, 5)
    page.goto("/index.html#/play/apagos")
    page.reload()
    page.wait_for_selector(READY)
    assert APAGOS.state(page).moves == before.moves
    assert "as you left it" in page.inner_text("#status-event")


def test_undo_and_redo_in_hot_seat_one_move_at_a_time(page):
    APAGOS.open(page, "human,human")
    page.click("#view-actions button[data-action='random']")
    played = play_clicks(page, 3)
    page.click("#undo-button")
    assert APAGOS.state(page).moves == played.moves[:-1]
    page.keyboard.press("Control+z")
    assert APAGOS.state(page).moves == played.moves[:-2]
    page.click("#redo-button")
    page.click("#redo-button")
    assert APAGOS.state(page).moves == played.moves
    assert page.is_disabled("#redo-button")


def test_undo_against_the_computer_takes_its_reply_with_it(page):
    APAGOS.open(page, "human,easy")
    wait_for_turn(page, 1)  # the computer arranged
    state = APAGOS.state(page)
    APAGOS.click_move(page, state, state.legal_moves()[0])
    wait_for_turn(page, 3)  # and replied
    page.click("#undo-button")
    assert APAGOS.state(page).ply == 1
    assert page.get_attribute("#play", "data-turn") == "human"


def test_review_by_clicking_a_move_and_with_the_arrow_keys(page):
    APAGOS.open(page, "human,human")
    page.click("#view-actions button[data-action='random']")
    play_clicks(page, 4)
    page.click("#move-list .move-text[data-ply='2']")
    assert page.get_attribute("#play", "data-viewing") == "2"
    assert page.is_visible("#review-note")
    page.keyboard.press("ArrowLeft")
    assert page.get_attribute("#play", "data-viewing") == "1"
    page.keyboard.press("End")
    assert page.get_attribute("#play", "data-viewing") == ""
    assert not page.is_visible("#review-note")


def test_share_link_reopens_the_game_in_another_browser(browser, base_url, page):
    APAGOS.open(page, "human,human")
    page.click("#view-actions button[data-action='random']")
    played = play_clicks(page, 6)
    page.click("#share-button")
    link = page.input_value("#share-link")
    assert "#/play/apagos?g=1." in link and len(link) < 200
    other = browser.new_context(base_url=base_url)
    try:
        friend = other.new_page()
        friend.goto(link)
        friend.wait_for_selector(READY)
        assert APAGOS.state(friend).moves == played.moves
        assert "play on from here" in friend.inner_text("#status-event")
        example = APAGOS.state(friend).legal_moves()[0]  # the move box's example is a move of this game, now
        assert friend.get_attribute("#move-input", "placeholder") == f"e.g. {example}"
    finally:
        other.close()


def test_a_damaged_link_opens_a_message_and_a_fresh_board(page):
    page.goto("/index.html#/play/apagos?g=1.%2F%2F%2F%2Fzz&s=human,human")
    page.wait_for_selector(READY)
    assert "could not be opened" in page.inner_text("#status-event")
    assert page.inner_text("#game-notice") == page.inner_text("#status-event")  # at the top too (for a phone)
    assert APAGOS.state(page).ply == 0


def test_export_then_import_a_record_and_a_bad_move_is_named(page):
    APAGOS.open(page, "human,human")
    page.click("#view-actions button[data-action='random']")
    played = play_clicks(page, 4)
    page.click("#export-button")
    text = page.input_value("#record-text")
    assert '[Game "apagos"]' in text and "1. setup" in text
    page.fill("#record-text", "1. setup 5 3 7 1 2. B3 3. W9")
    page.click("#record-load")
    assert "move 3" in page.inner_text("#record-error")
    page.fill("#record-text", text)
    page.click("#record-load")
    page.wait_for_selector("#record-dialog", state="hidden")
    assert APAGOS.state(page).moves == played.moves


def test_the_clock_counts_for_the_mover_only_and_running_out_loses_even_while_reviewing(page):
    APAGOS.open(page, "human,human", extra="&clock=0.1")  # six seconds each
    assert page.inner_text("#clock-0") == "0:06.0"
    page.click("#view-actions button[data-action='random']")  # White used a little of its time
    wait_for_turn(page, 1)
    white_left = page.inner_text("#clock-1")
    page.click("#move-list .move-text[data-ply='1']")  # reviewing does not stop Black's clock
    page.wait_for_selector("#play[data-turn='over']", timeout=15_000)
    assert "Black ran out of time and loses" in page.inner_text("#status-turn")
    assert page.inner_text("#clock-0") == "0:00.0"
    assert page.inner_text("#clock-1") == white_left
    page.wait_for_selector("#result-dialog[open]")
    page.click("#result-dialog button[value='close']")
    page.click("#review-live")
    assert APAGOS.state(page).ply == 1


def test_show_me_a_good_move_lights_it_up_and_settings_persist(page):
    APAGOS.open(page, "human,human", {"setup": [3, 5, 7, 5]})
    page.click("#hint-button")
    page.wait_for_function("document.getElementById('status-event').textContent.startsWith('Hint:')")
    hinted = page.inner_text("#status-event").split()[1]
    assert hinted in [str(m) for m in APAGOS.state(page, {"setup": [3, 5, 7, 5]}).legal_moves()]
    # settings: hints off and no animation, kept after a reload
    page.click("#settings-button")
    page.uncheck("#setting-hints")
    page.check("#setting-sound")  # plays a click, with no error
    page.select_option("#setting-speed", "0")
    page.click("#settings-dialog button[value='close']")
    page.reload()
    page.wait_for_selector(READY)
    page.click("#settings-button")
    assert not page.is_checked("#setting-hints")
    assert page.is_checked("#setting-sound")
    assert page.input_value("#setting-speed") == "0"


def test_rules_page_with_diagrams_choices_and_how_to_move(page):
    open_home(page)
    page.click(".game-card a[href='#/rules/apagos']")
    page.wait_for_selector("#rules-body figure canvas")  # (drawn once Python is up; the words come first)
    headings = page.locator("#rules-body h2").all_inner_texts()
    assert "Where we chose a reading" in headings and "How to move" in headings
    assert page.locator("#rules-body figure canvas").count() >= 3
    text = page.inner_text("#rules-body")
    assert "Keyboard" in text and "touch" in text.lower()
    page.click("#rules-body a.button")
    page.wait_for_selector(READY)


def test_home_offers_to_continue_and_keeps_finished_games_to_review(page):
    APAGOS.open(page, "human,human")
    page.click("#view-actions button[data-action='random']")
    final = play_clicks(page, 200)
    assert final.is_over()
    page.goto("/index.html#/")
    page.wait_for_selector("#your-games-list button.saved-game")
    labels = page.locator("#your-games-list button.saved-game").all_inner_texts()
    assert "Review Apagos" in labels
    page.click("#your-games-list button.saved-game:has-text('Review Apagos')")
    page.wait_for_selector("#play[data-turn='over']", state="attached")
    assert APAGOS.state(page).moves == final.moves
    page.keyboard.press("Home")
    assert page.get_attribute("#play", "data-viewing") == "0"


def test_every_game_has_a_rules_page_with_diagrams(page):
    from ui.games import GAMES
    open_home(page)
    for game_id in sorted(GAMES):
        page.goto(f"/index.html#/rules/{game_id}")
        page.wait_for_selector("#rules-body figure canvas", state="attached")
        headings = page.locator("#rules-body h2").all_inner_texts()
        assert "How to move" in headings and "Where we chose a reading" in headings, (game_id, headings)
