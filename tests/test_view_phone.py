"""Every game's board on a phone (issue 13): it fills the width and more than half the
height, no text on it is smaller than 11 CSS px, and every place a finger can tap
answers over at least 40 x 40 CSS px. Checked in CPython at the scale the play page
draws the board on a 390 x 844 phone."""
import random
import re

import pytest

import engines
from tests import fake_host
from tests.fake_canvas import FakeContext
from ui.games import GAMES

PHONE = (390, 844)
PHONE_BOARD = (390, 560)  # CSS px the play page gives the board on that phone (ui/style.css)
MIN_TEXT_PX = 11
MIN_PLACE_PX = 40


def phone_scale(view_class) -> float:
    width, height = view_class.SIZE
    return min(PHONE_BOARD[0] / width, PHONE_BOARD[1] / height)


def positions(game_id, count=6, seed=3):
    """The start, the view's sample, and positions along a seeded random game."""
    rng = random.Random(seed)
    state = engines.new_game(game_id)
    found = [state, GAMES[game_id].view.sample()]
    while not state.is_over() and len(found) < count + 2:
        for _ in range(rng.randrange(1, 12)):
            if state.is_over():
                break
            moves = state.legal_moves()
            state = state.play(engines.random_outcome(state, rng) if state.is_chance() else rng.choice(moves))
        found.append(state)
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_board_uses_the_phones_width_and_more_than_half_its_height(game_id):
    view_class = GAMES[game_id].view
    scale = phone_scale(view_class)
    width, height = view_class.SIZE
    assert width * scale >= 0.9 * PHONE[0]
    assert height * scale >= 0.55 * PHONE[1]


def font_px(font: str) -> float:
    return float(re.search(r"(\d+(?:\.\d+)?)px", font).group(1))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_text_on_the_board_is_smaller_than_11_css_px(game_id):
    view_class = GAMES[game_id].view
    scale = phone_scale(view_class)
    for state in positions(game_id):
        view, _ = fake_host.view_for(view_class, state)
        ctx = FakeContext()
        view.draw(ctx, 0.0)
        small = [(text, font) for text, font, _, _ in ctx.written if text.strip() and font_px(font) * scale < MIN_TEXT_PX]
        assert not small, f"{game_id}: text under {MIN_TEXT_PX} CSS px on a phone: {small[:5]}"


def outcome(view_class, state, x, y):
    """What a tap at (x, y) does: the moves tried, the words said, the rolls."""
    view, host = fake_host.view_for(view_class, state)
    view.tap(x, y)
    return host.played, host.said, host.rolled


def phone_places_answer(game_id: str, scale: float, min_px: float) -> None:
    """Every place of the game's view, in a few positions, answers a tap the same way
    over at least `min_px` x `min_px` CSS px around it, the board drawn at `scale`."""
    view_class = GAMES[game_id].view
    reach = (min_px / 2 - 1) / scale  # design units from the centre to the edge
    for state in positions(game_id):
        view, _ = fake_host.view_for(view_class, state)
        for x, y, words in view.places():
            centre = outcome(view_class, state, x, y)
            for dx, dy in ((reach, 0), (-reach, 0), (0, reach), (0, -reach)):
                assert outcome(view_class, state, x + dx, y + dy) == centre, (
                    f"{game_id}: a tap {dx:+.0f},{dy:+.0f} units from {words!r} does something else")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_place_answers_over_40_by_40_css_px(game_id):
    phone_places_answer(game_id, phone_scale(GAMES[game_id].view), MIN_PLACE_PX)
