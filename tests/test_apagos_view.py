"""The Apagos view's layout, hit-testing and tap handling, without a browser."""
import engines
from engines.apagos import Add, Setup, Shift
from tests import fake_host
from tests.fake_canvas import FakeContext
from ui.games.apagos import view as apagos_view
from ui.games.apagos.view import ApagosView, TRAY_BOXES, flip_centre, platform_at, slot_centre


def view_for(state, human=True):
    return fake_host.view_for(ApagosView, state, human=human)


def test_every_platform_slot_is_hit_by_its_centre_and_nothing_else():
    for position in range(1, 5):
        assert platform_at(*slot_centre(position)) == position
    assert platform_at(780, 20) is None


def test_setup_taps_swap_and_flip_then_arrange_plays_the_drafted_setup():
    state = engines.new_game("apagos")
    view, host = view_for(state)
    view.tap(*slot_centre(1))
    view.tap(*slot_centre(4))
    view.tap(*flip_centre(2))
    view.action("arrange")
    assert isinstance(host.played[-1], Setup)
    assert host.played[-1].holes in engines.apagos.ARRANGEMENTS
    assert host.played[-1].holes == (7, 5, 3, 1)  # 1 3 3 7, ends swapped, 3 flipped to 5


def test_random_arrangement_is_a_legal_setup():
    view, host = view_for(engines.new_game("apagos"))
    view.action("random")
    assert isinstance(host.played[-1], Setup)


def test_tapping_a_platform_adds_the_chosen_colour_and_the_tray_switches_colour():
    state = engines.new_game("apagos", setup=[3, 5, 7, 5])
    view, host = view_for(state)
    view.tap(*slot_centre(2))
    assert host.played[-1] == Add(0, 2)
    x, y, w, h = TRAY_BOXES[1]
    view.tap(x + w / 2, y + h / 2)
    view.tap(*slot_centre(3))
    assert host.played[-1] == Add(1, 3)


def test_tapping_own_ball_then_a_lower_platform_moves_it_down():
    state = engines.new_game("apagos", setup=[3, 5, 7, 5])
    for text in ("B4", "W1"):
        state = state.play(text)
    view, host = view_for(state)
    cx, cy = slot_centre(4)
    dx, dy = apagos_view.hole_offsets(5)[0]
    view.tap(cx + dx, cy + dy)
    assert view.selected == 4
    view.tap(*slot_centre(2))
    assert host.played[-1] == Shift(4, 2)


def test_an_illegal_tap_is_explained_in_words():
    state = engines.new_game("apagos", setup=[3, 5, 7, 1]).play("B4")
    view, host = view_for(state)
    view.tap(*slot_centre(4))
    assert host.said and "full" in host.said[-1]


def test_draws_setup_play_swap_animation_and_game_over_without_error():
    ctx = FakeContext()
    state = engines.new_game("apagos")
    view, host = view_for(state)
    view.draw(ctx, 0.0)
    state = state.play("setup 3 5 7 5")
    view.on_new_state(state, None, None)
    view.draw(ctx, 10.0)
    before, state = state, state.play("B1")
    view.on_new_state(state, before, Add(0, 1))
    assert view.draw(ctx, 20.0) is True
    view.draw(ctx, 300.0)
    ApagosView.thumbnail(ctx, 320, 224)
    import random
    rng = random.Random(3)
    while not state.is_over():
        state = state.play(rng.choice(state.legal_moves()))
    view.on_new_state(state)
    view.draw(ctx, 1000.0)
    assert any("wins" in text for text in ctx.texts)


def test_hints_off_lights_nothing_but_a_suggestion_still_shows():
    state = engines.new_game("apagos", setup=[3, 5, 7, 5])
    view, host = view_for(state)
    assert view._lit_targets(state) == {1, 2, 3, 4}
    host.show_hints = False
    assert view._lit_targets(state) == set()
    view.suggest(Add(1, 3))
    assert view._lit_targets(state) == {3} and view.colour == 1
    view.on_new_state(state)
    assert view.suggestion is None


def test_keyboard_places_cover_every_tap_that_matters_and_each_one_taps_right():
    state = engines.new_game("apagos", setup=[3, 5, 7, 5]).play("B4").play("W1")
    view, host = view_for(state)
    places = view.places()
    labels = [label for _, _, label in places]
    assert any("ball on 4" in label for label in labels) and len([l for l in labels if l.startswith("Platform")]) == 4
    x, y, _ = next(p for p in places if "ball on 4" in p[2])
    view.tap(x, y)
    assert view.selected == 4
    view.cancel()
    assert view.selected is None
    setup_view, _ = view_for(engines.new_game("apagos"))
    assert len(setup_view.places()) == 8
