"""Undo, autosave and share links work for every game the site shows, through the
shell alone: the computer plays both sides, a person's undo works in hot-seat."""
from __future__ import annotations

import pytest

import engines
import ui.games
from driver import READY, page_moves, wait_for_ply
from games import driver

GAMES = sorted(ui.games.GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_autosave_share_link_and_undo(game_id, page, browser, base_url):
    players = engines.new_game(game_id).num_players
    driver(game_id).open(page, ",".join(["easy"] * players))
    wait_for_ply(page, 6)

    # autosave: a reload comes back to the same game (the computers then play on)
    before = page_moves(page)
    page.goto(f"/index.html#/play/{game_id}")
    page.reload()
    page.wait_for_selector(READY)
    assert page_moves(page)[:len(before)] == before

    # share link: another browser opens the same game (the computers there play on
    # with their own dice, so only the moves made before the link are compared)
    shared = page_moves(page)
    page.click("#share-button")
    link = page.input_value("#share-link")
    page.click("#share-dialog button[value='close']")
    other = browser.new_context(base_url=base_url)
    try:
        friend = other.new_page()
        friend.goto(link)
        friend.wait_for_selector(READY)
        assert page_moves(friend)[:len(shared)] == shared
    finally:
        other.close()

    # undo in hot-seat: load the record with people in every seat, take one move back
    page.click("#export-button")
    text = page.input_value("#record-text")
    page.click("#record-dialog button[value='close']")
    page.click("#new-game-button")
    for seat in range(players):
        page.select_option(f"#seat-{seat}", "human")
    page.click("#new-game-start")
    page.click("#export-button")
    page.fill("#record-text", text)
    page.click("#record-load")
    page.wait_for_selector("#record-dialog", state="hidden")
    loaded = page_moves(page)
    assert loaded and page.get_attribute("#play", "data-turn") in ("human", "chance", "over")
    if page.get_attribute("#play", "data-turn") != "over" and not page.is_disabled("#undo-button"):
        page.click("#undo-button")
        assert len(page_moves(page)) < len(loaded)
        assert page_moves(page) == loaded[:len(page_moves(page))]
