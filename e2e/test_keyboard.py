"""A whole game with the keyboard alone, and what a screen reader hears."""
from __future__ import annotations

import random

from apagos_player import READY, open_game, page_state, wait_for_turn
from engines.apagos import COLOUR_NAMES, Add, Shift
from keyboard_player import KeyboardPlayer, focus_board
from ui.apagos_view import ApagosView


def test_a_full_apagos_game_with_the_keyboard_only(page):
    open_game(page, "human,human")
    player = KeyboardPlayer(page, ApagosView)
    focus_board(page)
    player.sync(page_state(page))
    player.choose("Platform at 1")
    player.choose("Platform at 4")
    player.choose("Flip the platform at 2")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.action") == "arrange"
    page.keyboard.press("Enter")
    wait_for_turn(page, 1)
    assert page_state(page).moves == ("setup 7 5 3 1",)
    assert "arranged the ramp" in page.inner_text("#status-event")
    rng = random.Random(8)
    for _ in range(120):
        state = page_state(page)
        if wait_for_turn(page, state.ply) == "over":
            break
        focus_board(page)
        player.sync(state)
        move = rng.choice(state.legal_moves())
        if isinstance(move, Add):
            if player.view.colour != move.colour:
                player.choose(f"Tray: {state.tray()[move.colour]} {COLOUR_NAMES[move.colour].lower()}")
            player.choose(f"Platform {move.position}")
        else:
            assert isinstance(move, Shift)
            player.choose(f"Your {COLOUR_NAMES[state.to_move].lower()} ball on {move.source}")
            player.choose(f"Platform {move.target}")
        page.wait_for_selector(f"#play[data-ply='{state.ply + 1}']", state="attached")
        assert page_state(page).moves[-1] == str(move)
        said = page.inner_text("#status-event")
        assert ("added" in said or "moved a ball" in said), said
    final = page_state(page)
    assert final.is_over()
    assert "wins" in page.inner_text("#status-turn")


def test_typed_moves_and_the_text_view(page):
    open_game(page, "human,human", "&options=%7B%22setup%22%3A%5B3%2C5%2C7%2C5%5D%7D")
    page.fill("#move-input", "b9")
    page.press("#move-input", "Enter")
    assert "b9" in page.inner_text("#status-event")
    page.fill("#move-input", " b2 ")
    page.press("#move-input", "Enter")
    page.wait_for_selector("#play[data-ply='1']", state="attached")
    page.click(".text-view-box summary")
    text = page.inner_text("#text-view")
    assert "White to move" in text and "3       [B . . . .]" in text  # B2 rose to 3
