"""The Abagio view's layout, hit-testing, taps and words, without a browser."""
import random

import pytest

import engines
from engines.abagio import EIGHT_SPOT, LEAP, ONE_SPOT, PURPLE, RED, TOP, Leap, TopFrog
from tests import fake_host
from tests.fake_canvas import FakeContext
from ui.games.abagio import layout
from ui.games.abagio.layout import (ASIDE_BUTTON, PLACES, ROLL_BUTTON, badge_rect, place_at, place_centre, place_for,
                                    place_rect, stack_words)
from ui.games.abagio.view import AbagioView


def view_for(state, human=True, seats=("human", "human")):
    return fake_host.view_for(AbagioView, state, human=human, seats=seats)


def game(sequence="", first="red"):
    state = engines.new_game("abagio", first=first)
    for text in sequence.split():
        state = state.play(text)
    return state


def inner(rect, margin=12):
    x, y, w, h = rect
    return x + w / 2, y + h - margin


# ----- layout -----------------------------------------------------------------------------

def test_every_place_is_hit_by_its_centre_and_nothing_overlaps():
    for place in PLACES:
        assert place_at(*place_centre(place)) == place, place
    rects = [place_rect(p) for p in PLACES]
    for i, (x1, y1, w1, h1) in enumerate(rects):
        for x2, y2, w2, h2 in rects[i + 1:]:
            overlap = min(x1 + w1, x2 + w2) - max(x1, x2) > 0.5 and min(y1 + h1, y2 + h2) - max(y1, y2) > 0.5
            assert not overlap
    assert place_at(layout.WIDTH - 5, 5) is None


def test_the_track_runs_clockwise_from_the_root_round_the_pond():
    """Up the left edge (5 the upper-left corner), along the top (10), down the right (15),
    16 and 17 along the bottom towards the Eight Spot at the bottom centre."""
    xs = {s: place_centre(s)[0] for s in range(1, 18)}
    ys = {s: place_centre(s)[1] for s in range(1, 18)}
    assert all(ys[s] > ys[s + 1] for s in range(1, 5)) and len({xs[s] for s in range(1, 6)}) == 1
    assert all(xs[s] < xs[s + 1] for s in range(5, 10)) and len({ys[s] for s in range(5, 11)}) == 1
    assert all(ys[s] < ys[s + 1] for s in range(10, 15))
    assert xs[15] > xs[16] > xs[17]
    root_x, root_y = place_centre(("root", RED))
    assert root_y > ys[1] and root_x < xs[17]  # the Root in the lower-left corner
    pond_x, pond_y = place_centre("pond")
    eight_x, eight_y = place_centre(EIGHT_SPOT)
    one_x, one_y = place_centre(ONE_SPOT)
    assert abs(eight_x - pond_x) < 1 and abs(one_x - pond_x) < 1  # both spots centred on the Pond
    assert eight_y > pond_y > one_y  # the One Spot directly above the Pond
    for step in range(19, 25):
        assert place_centre(("safe", RED, step))[0] < pond_x < place_centre(("safe", PURPLE, step))[0]
    assert place_centre(("safe", RED, 19))[1] > place_centre(("safe", RED, 24))[1]  # up the left side


def test_place_for_maps_a_colours_steps():
    assert place_for(RED, 0) == ("root", RED) and place_for(PURPLE, 26) == "pond"
    assert place_for(PURPLE, 20) == ("safe", PURPLE, 20) and place_for(RED, 18) == 18


# ----- taps ---------------------------------------------------------------------------------

def test_tap_a_frog_then_a_lit_spot_leaps():
    state = game("2-3")
    view, host = view_for(state)
    view.tap(*place_centre(10))
    assert view.selected == 10
    assert set(view._targets()) == {12, 13}
    assert "12 with the 2" in host.said[-1] and "13 with the 3" in host.said[-1]
    view.tap(*place_centre(13))
    assert host.played[-1] == Leap(10, 13, 3)


def test_tap_the_root_then_a_spot():
    state = game("2-3")
    view, host = view_for(state)
    view.tap(*place_centre(("root", RED)))
    assert view.selected == ("root", RED)
    view.tap(*place_centre(2))
    assert host.played[-1] == Leap(0, 2, 2)


def test_a_trapped_frog_or_the_wrong_colour_is_explained_in_words():
    state = game("2-3")
    view, host = view_for(state)
    view.tap(*place_centre(5))  # purple on top: red's frogs there are trapped
    assert view.selected is None
    assert "only the frog on top" in host.said[-1].lower() and "red, purple, red, purple" in host.said[-1]
    view.tap(*place_centre(("root", PURPLE)))
    assert "purple" in host.said[-1].lower()


def test_tapping_the_selected_frog_again_puts_it_back():
    view, host = view_for(game("2-3"))
    view.tap(*place_centre(10))
    view.tap(*place_centre(10))
    assert view.selected is None and not host.played


def test_a_tap_on_an_unlit_spot_says_why():
    view, host = view_for(game("2-3"))
    view.tap(*place_centre(10))
    view.tap(*place_centre(16))
    assert not host.played and host.said[-1]


def test_two_dice_to_the_same_spot_show_two_badges():
    """In the Pond two dice may take the same frog out: one badge per die."""
    rng = random.Random(4)
    for _ in range(200):
        state = game()
        while not state.is_over():
            if state.to_move == engines.CHANCE:
                state = state.play(engines.random_outcome(state, rng))
                continue
            if state.phase == LEAP:
                by_pair = {}
                for move in state.leaps():
                    by_pair.setdefault((move.source, move.target), []).append(move)
                double = [moves for moves in by_pair.values() if len(moves) > 1]
                if double:
                    moves = double[0]
                    view, host = view_for(state)
                    view.tap(*place_centre(place_for(state.player, moves[0].source)))
                    badges = view._badges()
                    assert len([b for b in badges if b[0] in moves]) == len(moves)
                    smaller = min(moves, key=lambda m: m.die)
                    rect = next(r for m, r in badges if m == smaller)
                    view.tap(rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
                    assert host.played[-1] == smaller
                    return
            moves = state.legal_moves()
            # race home so that jump-outs come up
            state = state.play(max(moves, key=lambda m: (getattr(m, "source", 0), rng.random())))
    pytest.fail("no position with two dice to one spot")


def test_top_frog_taps_and_set_aside():
    state = game("6-6 0/6 0/6 6/12 6/12 1-1 0/1 1/2 2/3 3/4 5-6 0/5 0/6 1-1 0/1 1/2 2/3 3/4 "
                 "4-4 0/4 0/4 4/8 4/8")
    assert state.phase == TOP
    view, host = view_for(state)
    assert view.actions() == [("aside", "Set the Top Frog aside")]
    view.tap(*place_centre(12))
    assert host.played[-1] == TopFrog(12)
    view.tap(*place_centre(4))  # purple's pair there
    assert "opponent" in host.said[-1]
    view.tap(*place_centre(EIGHT_SPOT))
    assert "outer path" in host.said[-1].lower()
    view.action("aside")
    assert host.played[-1] == TopFrog(0)
    x, y, w, h = ASIDE_BUTTON
    view.tap(x + w / 2, y + h / 2)
    assert host.played[-1] == TopFrog(0)
    assert any("place the Top Frog" in words for _, _, words in view.places())


def test_roll_button_only_for_a_person_who_rolls():
    state = game()
    view, host = view_for(state, seats=("human", "hard"))
    assert view.human_rolls() and view.actions() == [("roll", "Roll the dice")]
    view.action("roll")
    x, y, w, h = ROLL_BUTTON
    view.tap(x + w / 2, y + h / 2)
    assert host.rolled == 2
    view, host = view_for(state, seats=("hard", "human"))
    assert not view.human_rolls() and view.actions() == []
    view, host = view_for(game(first="roll"), seats=("hard", "human"))
    assert view.human_rolls() and view.actions()[0][0] == "roll"  # the roll-off: any person


def test_keyboard_places_follow_the_moment():
    view, host = view_for(game("2-3"))
    words = [w for _, _, w in view.places()]
    assert any("step 10" in w and "may leap" in w for w in words)
    view.tap(*place_centre(10))
    words = [w for _, _, w in view.places()]
    assert any("land on step 12 with the 2" in w for w in words)
    view, host = view_for(game(), human=False)
    assert any("purple, red, purple, red" in w for _, _, w in view.places())


def test_inspecting_a_stack_reads_its_colour_order():
    view, host = view_for(game("4-5 0/5 0/4 5-6 0/5"), human=False)
    view.tap(*place_centre(5))
    assert view.inspected == 5
    assert "red, purple, red, red, purple (bottom to top)" in host.said[-1]
    assert "maxed" in host.said[-1]
    ctx = FakeContext()
    view.draw(ctx, 0.0)
    assert "red, purple, red, red, purple (bottom to top)" in " ".join(ctx.texts)  # (wrapped)
    view.hover(*place_centre(10))
    ctx = FakeContext()
    view.draw(ctx, 0.0)
    assert "purple, red, purple, red (bottom to top)" in " ".join(ctx.texts)
    assert stack_words(()) == "empty"


# ----- words ----------------------------------------------------------------------------------

def test_describe_hits_caps_lost_rolls_and_the_top_frog():
    view, _ = view_for(game())
    before = game("4-5")
    after = before.play("0/5")
    assert "hit a purple blot" in view.describe(before, before.parse("0/5"), after)
    before = game("4-5 0/5 0/4 5-6")
    after = before.play("0/5")
    assert "capped a red pair" in view.describe(before, before.parse("0/5"), after)
    before = game("6-6 0/6 0/6 6/12 6/12 1-1 0/1 1/2 2/3 3/4 5-6 0/5 0/6 1-1 0/1 1/2 2/3 3/4 4-4 0/4 0/4 4/8 4/8")
    assert "Top Frog on 12" in view.describe(before, TopFrog(12), before.play("T12"))
    assert "aside" in view.describe(before, TopFrog(0), before.play("T-"))
    first = game(first="roll")
    assert "won the roll-off" in view.describe(first, first.parse("first purple"), first.play("first purple"))


def test_a_lost_roll_is_said_in_words():
    rng = random.Random(2)
    view, _ = view_for(game())
    for _ in range(60):
        state = game()
        while not state.is_over():
            if state.to_move == engines.CHANCE:
                move = engines.random_outcome(state, rng)
                after = state.play(move)
                if after.phase != LEAP:
                    assert "the roll is lost" in view.describe(state, move, after)
                    return
                state = after
            else:
                state = state.play(rng.choice(state.legal_moves()))
    pytest.fail("no lost roll found")


def test_hint_gives_the_dice_and_forced_play_notes():
    view, _ = view_for(game("2-3"))
    assert "2" in view.hint() and "3" in view.hint() and "tap a frog" in view.hint()
    view, _ = view_for(game())
    assert "Roll" in view.hint()


# ----- drawing --------------------------------------------------------------------------------

def test_draws_every_phase_animations_and_game_over_without_error():
    ctx = FakeContext()
    view, host = view_for(game(first="roll"))
    view.draw(ctx, 0.0)
    rng = random.Random(7)
    state = game()
    now = 0.0
    seen = set()
    while not state.is_over():
        move = engines.random_outcome(state, rng) if state.to_move == engines.CHANCE else rng.choice(state.legal_moves())
        before, state = state, state.play(move)
        host.state = state
        view.on_new_state(state, before, move)
        if view.animation is not None:
            seen.add(view.animation.kind if view.animation.kind != "leap" else
                     ("hit" if view.animation.data.effect.hit else
                      "pond" if view.animation.data.target == "pond" else "leap"))
        for step in (0.0, 150.0, 500.0, 1200.0):
            view.draw(ctx, now + step)
        now += 2000.0
        if state.phase == LEAP and rng.random() < 0.2:
            sources = view._sources()
            view.tap(*place_centre(sources[0]))
            view.draw(ctx, now)
            view.cancel()
    assert {"roll", "leap", "hit", "pond"} <= seen
    assert any("wins" in text for text in ctx.texts)
    assert any("THE POND" == text for text in ctx.texts)
    AbagioView.thumbnail(FakeContext(), 320, 224)


def test_no_animation_at_speed_zero():
    view, host = view_for(game("4-5"))
    host.animation_speed = 0
    before = game("4-5")
    view.on_new_state(before.play("0/5"), before, before.parse("0/5"))
    assert view.animation is None


def test_badges_sit_inside_their_spot():
    for place in (12, ("safe", RED, 20), "pond", EIGHT_SPOT):
        x, y, w, h = place_rect(place)
        for order in range(2):
            bx, by, bw, bh = badge_rect(place, order)
            assert x <= bx and bx + bw <= x + w and y <= by and by + bh <= y + h


def test_the_rules_page_diagrams_are_real_games_and_it_says_the_board_is_reconstructed():
    from ui.games.abagio import rules as abagio_rules
    texts = []
    for title, items in abagio_rules.SECTIONS:
        for item in items:
            if isinstance(item, str):
                texts.append(item)
                continue
            caption, options, moves = item
            state = engines.load({"game": "abagio", "options": options, "moves": moves})
            AbagioView.picture(FakeContext(), state, 480, 336)
            texts.append(caption)
    assert any("reconstruction" in text for text in texts)


def test_the_keyboard_reaches_the_roll_and_aside_buttons_and_each_die_badge():
    """Every tap a person may need is a keyboard place: Enter there does what a click does."""
    view, host = view_for(game(first="roll"), human=False)
    (x, y, words), = view.places()  # the roll-off: no board yet
    assert words == "Roll for the first player"
    view.tap(x, y)
    assert host.rolled == 1
    view, host = view_for(game(), human=False)
    x, y, words = view.places()[0]
    assert words == "Roll the dice"
    view.tap(x, y)
    assert host.rolled == 1
    view, host = view_for(game(), human=False, seats=("hard", "human"))
    assert all(w != "Roll the dice" for _, _, w in view.places())  # the computer rolls itself
    state = game("6-6 0/6 0/6 6/12 6/12 1-1 0/1 1/2 2/3 3/4 5-6 0/5 0/6 1-1 0/1 1/2 2/3 3/4 "
                 "4-4 0/4 0/4 4/8 4/8")
    view, host = view_for(state)
    x, y, words = next(p for p in view.places() if p[2] == "Set the Top Frog aside")
    view.tap(x, y)
    assert host.played[-1] == TopFrog(0)
    # two dice that take the same frog into the Pond: one place per die, the smaller one too
    rng = random.Random(4)
    for _ in range(200):
        state = game()
        while not state.is_over():
            if state.to_move == engines.CHANCE:
                state = state.play(engines.random_outcome(state, rng))
                continue
            if state.phase == LEAP:
                by_pair = {}
                for move in state.leaps():
                    by_pair.setdefault((move.source, move.target), []).append(move)
                double = next((moves for moves in by_pair.values() if len(moves) > 1), None)
                if double:
                    view, host = view_for(state)
                    source = place_for(state.player, double[0].source)
                    assert any(p[:2] == place_centre(source) for p in view.places())
                    view.tap(*place_centre(source))
                    for move in double:
                        words = f"land on the Pond with the {move.die}"
                        x, y, _ = next(p for p in view.places() if p[2] == words)
                        view.tap(x, y)
                        assert host.played[-1] == move
                        view.tap(*place_centre(source))
                    return
            moves = state.legal_moves()
            state = state.play(max(moves, key=lambda m: (getattr(m, "source", 0), rng.random())))
    pytest.fail("no position with two dice to one spot")


# ----- the skeleton: marks and animations from the engine's effect -------------------------------

def marks_at(marks, kind):
    return {(round(m.x), round(m.y)) for m in marks if m.kind == kind}


def centre(place):
    return tuple(round(v) for v in place_centre(place))


def test_the_view_draws_through_the_shared_frame():
    assert "draw" not in AbagioView.__dict__


def test_the_last_leap_and_the_top_frog_are_marked():
    before = game("4-5")
    view, host = view_for(before.play("0/5"))
    view.on_new_state(before.play("0/5"), before, before.parse("0/5"), animate=False)
    assert marks_at(view.marks(), "last") == {centre(("root", RED)), centre(5)}
    top = game("6-6 0/6 0/6 6/12 6/12 1-1 0/1 1/2 2/3 3/4 5-6 0/5 0/6 1-1 0/1 1/2 2/3 3/4 4-4 0/4 0/4 4/8 4/8")
    view.on_new_state(top.play("T12"), top, TopFrog(12), animate=False)
    assert marks_at(view.marks(), "last") == {centre(12)}
    roll = game()
    view.on_new_state(roll.play("2-3"), roll, roll.parse("2-3"), animate=False)
    assert marks_at(view.marks(), "last") == set()


def test_a_hit_frog_flies_back_to_its_root():
    before = game("4-5")
    after = before.play("0/5")
    view, host = view_for(after)
    view.on_new_state(after, before, before.parse("0/5"))
    flight = view.animation.data
    assert view.animation.kind == "leap" and flight.effect.hit and flight.effect.hit_colour == PURPLE
    assert flight.root == layout.slot_xy(("root", PURPLE), after.root[PURPLE] - 1)
    assert flight.target == 5 and flight.end == layout.slot_xy(5, len(after.stack(5)) - 1)
    ctx = FakeContext()
    for now in (0.0, 300.0, 700.0, 5000.0):
        view.draw(ctx, now)
    assert view.animation is None


def test_the_picked_frog_its_targets_and_a_suggestion_are_marks():
    view, host = view_for(game("2-3"))
    view.tap(*place_centre(10))
    marks = view.marks()
    assert marks_at(marks, "selected") == {centre(10)}
    assert marks_at(marks, "target") == {centre(12), centre(13)}
    host.show_hints = False
    assert marks_at(view.marks(), "target") == set() and marks_at(view.marks(), "selected") == {centre(10)}
    view.cancel()
    view.suggest(Leap(0, 3, 3))
    assert marks_at(view.marks(), "hint") == {centre(("root", RED)), centre(3)}
    top = game("6-6 0/6 0/6 6/12 6/12 1-1 0/1 1/2 2/3 3/4 5-6 0/5 0/6 1-1 0/1 1/2 2/3 3/4 4-4 0/4 0/4 4/8 4/8")
    view, host = view_for(top)
    assert centre(12) in marks_at(view.marks(), "target")
