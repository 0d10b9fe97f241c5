"""The Apagos view's layout, hit-testing and tap handling, without a browser."""
import engines
from engines.apagos import Add, Setup, Shift
from tests import fake_host
from tests.fake_canvas import FakeContext
from ui.games.apagos import view as apagos_view
from ui.games.apagos.layout import tab_at
from ui.games.apagos.view import ApagosView, TRAY_BOXES, flip_centre, platform_at, slot_centre, tab_centre


def view_for(state, human=True):
    return fake_host.view_for(ApagosView, state, human=human)


def test_every_platform_slot_is_hit_by_its_centre_and_nothing_else():
    for position in range(1, 5):
        assert platform_at(*slot_centre(position)) == position
    assert platform_at(20, 20) is None and platform_at(*tab_centre(2)) is None


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


def test_tapping_the_handle_beside_own_ball_then_a_lower_platform_moves_it_down():
    state = engines.new_game("apagos", setup=[3, 5, 7, 5])
    for text in ("B4", "W1"):
        state = state.play(text)
    view, host = view_for(state)
    assert view.down_tabs() == [4]
    view.tap(*tab_centre(4))
    assert view.selected == 4
    view.tap(*slot_centre(2))
    assert host.played[-1] == Shift(4, 2)


def test_a_tap_on_own_ball_on_its_platform_adds_a_ball_there_like_any_tap_on_the_platform():
    state = engines.new_game("apagos", setup=[3, 5, 7, 5]).play("B4").play("W1")
    view, host = view_for(state)
    cx, cy = slot_centre(4)
    dx, dy = apagos_view.hole_offsets(5)[0]  # Black's ball
    view.tap(cx + dx, cy + dy)
    assert view.selected is None and host.played == [Add(0, 4)]


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
    ctx = FakeContext()
    view.draw(ctx, 1000.0)
    assert not any("wins" in text or "won" in text for text in ctx.texts)  # the page's result dialog says it


def lit(view):
    """The platforms lit up for the person: legal targets or the suggestion."""
    return {platform_at(m.x, m.y) for m in view.marks() if m.kind in ("target", "hint")}


def test_hints_off_lights_nothing_but_a_suggestion_still_shows():
    state = engines.new_game("apagos", setup=[3, 5, 7, 5])
    view, host = view_for(state)
    assert lit(view) == {1, 2, 3, 4}
    host.show_hints = False
    assert lit(view) == set()
    view.suggest(Add(1, 3))
    assert lit(view) == {3} and view.colour == 1
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


def marks_of(view, kind):
    """The places lit as `kind`: ("platform", position) or ("tab", position) for a box,
    ("hole", position) for a ring."""
    def place(m):
        if not m.w:
            return "hole", platform_at(m.x, m.y)
        return ("tab", tab_at(m.x, m.y)) if tab_at(m.x, m.y) else ("platform", platform_at(m.x, m.y))
    return {place(m) for m in view.marks() if m.kind == kind}


def shown_after(move_text, *before_moves, animate=True, speed=1.0):
    state = engines.new_game("apagos", setup=[3, 5, 7, 5])
    for text in before_moves:
        state = state.play(text)
    view, host = view_for(state.play(move_text))
    host.animation_speed = speed
    view.on_new_state(state.play(move_text), state, state.parse(move_text), animate=animate)
    return view, host


def test_an_added_ball_swaps_its_platform_upwards_then_both_platforms_and_its_hole_are_marked():
    view, _ = shown_after("B2", "B1", "W3")
    assert view.animation.kind == "swap" and view.animation.data.rose == (2, 3)
    ctx = FakeContext()
    view.draw(ctx, 0.0)
    assert view.draw(ctx, 200.0) is True
    view.draw(ctx, 1000.0)
    view.draw(ctx, 1001.0)
    assert view.animation is None
    assert marks_of(view, "last") == {("platform", 2), ("platform", 3), ("hole", 3)}
    ring = next(m for m in view.marks() if m.kind == "last" and not m.w)
    cx, cy = slot_centre(3)
    holes, black, _ = view.state.platforms[2]
    black_ball = apagos_view.hole_offsets(holes)[black - 1]  # black balls fill the first holes
    assert (ring.x, ring.y) == (cx + black_ball[0], cy + black_ball[1])


def test_a_ball_added_on_top_moves_no_platform_and_marks_the_top():
    view, _ = shown_after("B4")
    assert view.animation is None
    assert marks_of(view, "last") == {("platform", 4), ("hole", 4)}


def test_a_ball_moved_down_falls_and_its_two_platforms_are_marked():
    view, _ = shown_after("4>2", "B4", "W1")
    assert view.animation.kind == "fall"
    view.draw(FakeContext(), 0.0)
    view.draw(FakeContext(), 150.0)
    _, shown = view._fall(view.animation.data, 0.5)
    assert shown[1][1] == view.state.platforms[1][1] - 1  # the ball has not landed yet
    view.animation = None
    assert marks_of(view, "last") == {("platform", 4), ("platform", 2), ("hole", 2)}


def test_with_animations_off_or_in_review_nothing_moves_but_the_move_is_marked():
    view, _ = shown_after("B2", speed=0.0)
    assert view.animation is None and ("platform", 3) in marks_of(view, "last")
    view, _ = shown_after("B2", animate=False)
    assert view.animation is None and ("platform", 3) in marks_of(view, "last")


def test_a_picked_up_ball_is_marked_and_the_lower_platforms_light_up():
    state = engines.new_game("apagos", setup=[3, 5, 7, 5]).play("B3").play("W1")
    view, host = view_for(state)
    view.tap(*tab_centre(4))  # B3 rose to 4
    assert marks_of(view, "selected") == {("hole", 4), ("tab", 4)}
    assert marks_of(view, "target") == {("hole", 1), ("hole", 2), ("hole", 3)}
    host.show_hints = False
    assert marks_of(view, "target") == set() and marks_of(view, "selected") == {("hole", 4), ("tab", 4)}
    view.tap(*tab_centre(4))
    assert view.selected is None and host.said[-1] == "Ball put back."


def test_a_suggested_move_down_marks_the_ball_and_where_it_goes():
    state = engines.new_game("apagos", setup=[3, 5, 7, 5]).play("B3").play("W1")
    view, _ = view_for(state)
    view.suggest(Shift(4, 2))
    assert marks_of(view, "hint") == {("hole", 4), ("platform", 2)}
    assert marks_of(view, "target") == set()


def test_arranging_marks_the_platform_picked_to_swap():
    view, _ = view_for(engines.new_game("apagos"))
    view.tap(*slot_centre(3))
    assert marks_of(view, "selected") == {("platform", 3)}


def test_the_status_line_says_what_the_move_did():
    state = engines.new_game("apagos")
    said = []
    for text in ("setup 3 5 7 5", "B2", "W4", "3>1"):
        view, _ = view_for(state)
        said.append(view.describe(state, state.parse(text), state.play(text)))
        state = state.play(text)
    assert said == ["White arranged the ramp: 3 5 7 5 holes from bottom to top.",
                    "Black added a black ball at 2; that platform rose to 3.",
                    "White added a white ball to the top platform.",
                    "Black moved a ball down from 3 to 1."]


def test_the_view_paints_on_the_shared_frame():
    assert "draw" not in ApagosView.__dict__
