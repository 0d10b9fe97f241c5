"""A whole game of every title with the keyboard alone, and what a screen reader hears:
each move in words in the live status line, and the result at the end."""
from __future__ import annotations

import random
import time

from driver import SETTLED, page_moves, ply, wait_for_next_ply, wait_for_turn
from engines import abalone
from engines import abcuazego as ab
from engines import hexgrid as hg
from engines.abagio import POND, TOP, Leap, TopFrog
from engines.ai.abagio_turns import TurnPlanner
from engines.apagos import COLOUR_NAMES, Add, Shift
from games import driver
from keyboard_player import KeyboardPlayer, focus_board
from ui.games.abagio.view import AbagioView, place_for, place_name
from ui.games.abalone.view import AbaloneView, selection_for
from ui.games.abcuazego.view import AbcuazegoView
from ui.games.apagos.view import ApagosView
import pytest

# what it checks happens once Python is up, the same however it started: the normal-boot pass only
pytestmark = pytest.mark.after_boot

APAGOS, ABAGIO, ABALONE, ABCUAZEGO = map(driver, ("apagos", "abagio", "abalone", "abcuazego"))


def said(page) -> str:
    """What the live status line says now."""
    return page.inner_text("#status-event")


def announced(view, before, move, after) -> str:
    """What the status line should say of `move`: the view's words, and at the end of
    the game its result (unless those words already say it)."""
    words = view.describe(before, move, after)
    result = view.result(after) if after.is_over() else ""
    return f"{words} {result}" if result and result not in words else words


def press_button(page, action: str, limit: int = 40) -> None:
    """Tab from where the focus is to the view's button `action` and press Enter."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement && document.activeElement.dataset.action") == action:
            page.keyboard.press("Enter")
            return
    raise AssertionError(f"Tab never reached the {action} button")


def test_a_full_apagos_game_with_the_keyboard_only(page):
    APAGOS.open(page, "human,human")
    player = KeyboardPlayer(page, ApagosView)
    focus_board(page)
    player.sync(APAGOS.state(page))
    player.choose("Platform at 1")
    player.choose("Platform at 4")
    player.choose("Flip the platform at 2")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.action") == "arrange"
    page.keyboard.press("Enter")
    wait_for_turn(page, 1)
    assert APAGOS.state(page).moves == ("setup 7 5 3 1",)
    assert "arranged the ramp" in page.inner_text("#status-event")
    rng = random.Random(8)
    for _ in range(120):
        state = APAGOS.state(page)
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
        assert APAGOS.state(page).moves[-1] == str(move)
        said = page.inner_text("#status-event")
        assert ("added" in said or "moved a ball" in said), said
    final = APAGOS.state(page)
    assert final.is_over()
    assert "wins" in page.inner_text("#status-turn")


def test_typed_moves_and_the_text_view(page):
    APAGOS.open(page, "human,human", {"setup": [3, 5, 7, 5]})
    page.fill("#move-input", "b9")
    page.press("#move-input", "Enter")
    assert "b9" in page.inner_text("#status-event")
    page.fill("#move-input", " b2 ")
    page.press("#move-input", "Enter")
    page.wait_for_selector("#play[data-ply='1']", state="attached")
    page.click(".text-view-box summary")
    text = page.inner_text("#text-view")
    assert "White to move" in text and "3       [B . . . .]" in text  # B2 rose to 3


def test_a_full_abagio_game_with_the_keyboard_only(page):
    """From the roll-off to the win, the person rolls (Tab to the page's Roll button, Enter),
    picks a frog and its landing spot (the die offered in the Pond when two dice take it
    home), and places the Top Frog (arrows and Enter) or sets it aside (Tab to its button),
    all by keys; the page's own dice decide."""
    started = time.monotonic()
    options = {"first": "roll"}
    ABAGIO.open(page, "human,human", options)
    player = KeyboardPlayer(page, AbagioView)
    rng = random.Random(5)
    done = {"roll": 0, "leap": 0, "badge": 0, "top": 0, "aside": 0}
    for _ in range(1500):
        turn = wait_for_turn(page, ply(page))
        state = ABAGIO.state(page, options)
        if turn == "over":
            break
        focus_board(page)
        player.sync(state)
        if turn == "roll":
            done["roll"] += 1
            press_button(page, "roll")
        else:
            move = TurnPlanner().choose(state, rng) or rng.choice(state.legal_moves())
            if state.phase == TOP and not done["aside"]:
                move = TopFrog(0)
            if isinstance(move, Leap):
                smaller = [m for m in state.leaps() if (m.source, m.target) == (move.source, POND) and m.die < move.die]
                if smaller:  # two dice take this frog home: the smaller one, by its badge
                    move = smaller[0]
                done["leap"] += 1
                done["badge"] += bool(smaller)
                player.choose(f"{place_name(place_for(state.player, move.source))}: ")
                player.choose(f"land on {place_name(place_for(state.player, move.target))} with the {move.die}")
            else:
                assert isinstance(move, TopFrog)
                done["top" if move.step else "aside"] += 1
                if move.step:
                    player.choose(f"place the Top Frog on {place_name(move.step)}")
                else:
                    press_button(page, "aside")
        wait_for_next_ply(page, state.ply)
        after = ABAGIO.state(page, options)
        if turn != "roll":
            assert after.moves[state.ply] == str(move)
        assert said(page) == announced(player.view, state, state.parse(after.moves[state.ply]), after)
    page.wait_for_selector(SETTLED, state="attached")  # the last move has landed
    final = ABAGIO.state(page, options)
    assert final.is_over() and page.get_attribute("#play", "data-turn") == "over"
    winner = final.seat_name(final.winners()[0])
    assert said(page).endswith(player.view.result(final)) and f"{winner} wins" in said(page)
    assert page.inner_text("#status-turn") == "Game over. " + player.view.result(final)
    assert done["roll"] > 20 and done["leap"] > 40 and done["top"] and done["aside"] == 1, done
    print(f"Abagio by keys: {final.ply} plies, {done}, {player.presses} keys, "
          f"{time.monotonic() - started:.0f} s")


def abalone_choice(state):
    """Moves that end the game soon: Black pushes (off the board first) and heads for White;
    White plays the move Black likes best."""
    def value(move):
        after = state.play(move)
        return (state.effect(move).credit, abalone.evaluate(after, 0))
    moves = state.legal_moves()
    if moves == [abalone.PASS]:
        return moves[0]
    return max(moves, key=lambda m: (value(m), str(m)))


def test_a_full_abalone_game_with_the_keyboard_only(page):
    """Two people at one screen to six push-offs: marbles selected (both ends of a line for a
    sideways move) and a lit spot chosen by arrow keys and Enter; Escape drops a selection."""
    started = time.monotonic()
    ABALONE.open(page, "human,human")
    player = KeyboardPlayer(page, AbaloneView)
    kinds = set()
    for _ in range(150):
        state = ABALONE.state(page)
        if wait_for_turn(page, state.ply) == "over":
            break
        focus_board(page)
        player.sync(state)
        move = abalone_choice(state)
        if state.ply == 0:  # Escape drops a selection
            player.choose("Black marble a1")
            assert "a1 selected" in page.inner_text("#status-turn")
            player.escape()
            assert said(page) == "Cancelled." and "a1 selected" not in page.inner_text("#status-turn")
        if move.kind == "pass":
            press_button(page, "pass")
        else:
            kinds.add(move.kind)
            for cell in selection_for(state, move):
                player.choose(f"{state.seat_name(state.owner(cell))} marble {hg.NAMES[cell]}")
            player.choose(f"move {move},")
        wait_for_next_ply(page, state.ply)
        assert page_moves(page)[state.ply] == str(move)
        assert said(page) == announced(player.view, state, move, state.play(move))
    page.wait_for_selector(SETTLED, state="attached")  # the last move has landed
    final = ABALONE.state(page)
    assert final.is_over() and max(final.scores()) == abalone.WIN_PUSH_OFFS
    assert "one off the board! Black has pushed off 6." in said(page)
    assert said(page).endswith("Black wins: pushed off six marbles.")
    assert page.inner_text("#status-turn") == "Game over. Black wins: pushed off six marbles."
    assert kinds == {"inline", "broadside"}, kinds
    print(f"Abalone by keys: {final.ply} plies, {player.presses} keys, {time.monotonic() - started:.0f} s")


def test_a_full_abcuazego_game_with_the_keyboard_only(page):
    """Zipa and Zaque at one screen to the end: a pit, then the pit again (the natural way)
    or the end of its reverse path (or its button, if that path ends where it began)."""
    started = time.monotonic()
    ABCUAZEGO.open(page, "human,human")
    player = KeyboardPlayer(page, AbcuazegoView)
    rng = random.Random(2)
    reversed_moves = 0
    for _ in range(300):
        state = ABCUAZEGO.state(page)
        if wait_for_turn(page, state.ply) == "over":
            break
        focus_board(page)
        player.sync(state)
        legal = state.legal_moves()
        reverse = [m for m in legal if m.step != state.directions(m.pit)[0]]
        move = rng.choice(reverse if reverse and rng.random() < 0.4 else legal)
        player.choose(f"Your pit {move.pit}:")
        way = ab.DIRECTION_NAME[move.step]
        if move not in reverse:
            player.choose(f"Sow pit {move.pit} {way}:")
        elif state.effect(move).last == ab.pit_index(state.to_move, move.pit):
            press_button(page, f"sow-{move}")
        else:
            player.choose(f"Sow pit {move.pit} {way} (reverse):")
        reversed_moves += move in reverse
        wait_for_next_ply(page, state.ply)
        assert page_moves(page)[state.ply] == str(move)
        assert said(page) == announced(player.view, state, move, state.play(move))
    page.wait_for_selector(SETTLED, state="attached")  # the last move has landed
    final = ABCUAZEGO.state(page)
    assert final.is_over() and page.get_attribute("#play", "data-turn") == "over"
    assert said(page).endswith(player.view.result(final))
    assert page.inner_text("#status-turn") == "Game over. " + player.view.result(final)
    assert reversed_moves >= 3
    print(f"Abcuazego by keys: {final.ply} plies, {reversed_moves} reverse, {player.presses} keys, "
          f"{time.monotonic() - started:.0f} s")
