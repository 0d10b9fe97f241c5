"""The Abagio view's layout, hit-testing, taps and words, without a browser."""
import random

import pytest

import engines
from engines.abagio import EIGHT_SPOT, LEAP, ONE_SPOT, PURPLE, RED, TOP, Leap, TopFrog
from tests import fake_host
from tests.fake_canvas import FakeContext
from ui.games.abagio import layout
from ui.games.abagio.layout import (PLACES, badge_rect, choice_rect, place_at, place_centre, place_for,
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


def two_dice_to_the_pond(seed=4):
    """A position where two dice take the same frog into the Pond, and those leaps."""
    rng = random.Random(seed)
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
                    assert double[0][0].target == 26  # only the Pond: elsewhere a die is a distance
                    return state, sorted(double[0], key=lambda m: -m.die)
            moves = state.legal_moves()
            # race home so that jump-outs come up
            state = state.play(max(moves, key=lambda m: (getattr(m, "source", 0), rng.random())))
    pytest.fail("no position with two dice to one spot")


def test_two_dice_to_the_pond_are_offered_as_two_large_dice_to_tap():
    """A tap on the Pond asks which die; each die offered (45 CSS px on a phone, the Pond's
    middle halves to tap) plays its leap."""
    state, moves = two_dice_to_the_pond()
    source = place_for(state.player, moves[0].source)
    for order, move in enumerate(moves):
        view, host = view_for(state)
        view.tap(*place_centre(source))
        assert view._pond_choices() == moves
        assert "pond" not in {place for place, _ in view._badges()}  # the dice, not the small labels
        px, py, pw, ph = place_rect("pond")
        view.tap(px + pw / 2, py + 12)  # the Pond, above the dice offered
        assert not host.played and "tap the die to use" in host.said[-1]
        x, y, w, h = choice_rect(order)
        assert w * 390 / layout.WIDTH >= 44 and h * 390 / layout.WIDTH >= 44
        view.tap(x + w / 2, y + h / 2)
        assert host.played == [move]
        view.tap(*place_centre(source))
        view.draw(FakeContext(), 0.0)  # the offered dice are drawn


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
    words = [words for _, _, words in view.places()]
    assert any("place the Top Frog" in w for w in words) and "Set the Top Frog aside" not in words


def test_roll_button_only_for_a_person_who_rolls():
    state = game()
    view, host = view_for(state, seats=("human", "hard"))
    assert view.human_rolls() and view.actions() == [("roll", "Roll the dice")]
    view.action("roll")
    assert host.rolled == 1
    assert all("Roll" not in words for _, _, words in view.places())  # the page's button, not the board's
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
    assert not any("wins" in text for text in ctx.texts)  # no banner: the page's result dialog says it
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


def test_the_keyboard_reaches_each_die_offered_and_the_buttons_are_the_pages():
    """Every tap a person may need on the board is a keyboard place (Enter there does what a
    click does); Roll and Set aside are the page's buttons (`actions()`), not places."""
    view, host = view_for(game(first="roll"), human=False)
    assert view.places() == [] and view.actions() == [("roll", "Roll for the first player")]
    view, host = view_for(game(), human=False, seats=("hard", "human"))
    assert view.actions() == []  # the computer rolls itself
    state = game("6-6 0/6 0/6 6/12 6/12 1-1 0/1 1/2 2/3 3/4 5-6 0/5 0/6 1-1 0/1 1/2 2/3 3/4 "
                 "4-4 0/4 0/4 4/8 4/8")
    view, host = view_for(state)
    assert view.actions() == [("aside", "Set the Top Frog aside")]
    # two dice that take the same frog into the Pond: one place per die, the smaller one too
    state, double = two_dice_to_the_pond()
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
    (ring,) = [m for m in view.marks() if m.kind == "last"]  # the fresh dice under the board
    first, second = layout.die_box(0, 2), layout.die_box(1, 2)
    assert ring.x - ring.w / 2 < first[0] and second[0] + second[2] < ring.x + ring.w / 2
    assert ring.y - ring.h / 2 > layout.BOARD_BOTTOM - 10


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


# ----- the phone: one portrait design, nothing drawn beside the board (issue 13) ------------------

PHONE_SCALE = 390 / layout.WIDTH  # the board fills a 390 px wide phone


def test_a_portrait_design_the_board_on_top_at_full_width():
    width, height = AbagioView.SIZE
    assert 0.70 <= width / height <= 0.84
    assert layout.BX + 6 * layout.U <= width and 6 * layout.U >= 0.95 * width
    assert AbagioView.THUMBNAIL_BOX == (0, 0, width, layout.BOARD_BOTTOM)


def test_every_place_is_a_whole_cell_of_at_least_40_css_px_and_the_board_has_no_gaps():
    for place in PLACES:
        _, _, w, h = place_rect(place)
        assert w * PHONE_SCALE >= 40 and h * PHONE_SCALE >= 40, place
    side = 6 * layout.U
    for i in range(1, 60):
        for j in range(1, 60):
            x, y = layout.BX + side * i / 60, layout.BY + side * j / 60
            assert place_at(x, y) is not None, (x, y)


def test_each_seat_has_its_counts_in_words():
    state = game("4-5 0/5")
    view, _ = view_for(state)
    assert view.seat_detail(RED) == f"0 of 12 home, 5 at the Root, {state.pips(RED)} pips to go"
    assert view.seat_detail(PURPLE).startswith("0 of 12 home, 7 at the Root")  # its blot on 5 was hit


class PlacedContext(FakeContext):
    """Keeps where each text goes: its alignment, baseline and squeeze too."""

    def __init__(self):
        super().__init__()
        self.placed = []

    def fillText(self, text, x, y, *rest):  # noqa: N802
        super().fillText(text, x, y, *rest)
        self.placed.append((str(text), self.__dict__.get("font"), self.__dict__.get("textAlign", "left"),
                            self.__dict__.get("textBaseline", "alphabetic"), x, y, rest[0] if rest else 0))


def text_box(text, font, align, baseline, x, y, squeeze):
    """About where a text's ink lies (capitals and digits)."""
    import re
    px = float(re.search(r"(\d+)px", font).group(1))
    width = 0.6 * px * len(text) * (1.0 if "bold" in font else 0.9)
    width = min(width, squeeze) if squeeze else width
    left = {"left": x, "center": x - width / 2, "right": x - width}[align]
    top = {"top": y + 0.1 * px, "middle": y - 0.36 * px}.get(baseline, y - 0.72 * px)
    return left, top, left + width, top + 0.72 * px


def test_no_two_texts_on_the_board_overlap():
    """Step numbers, the Root's counts, the Pond's words, the die labels, the strip: apart
    (a frog's letter may hide under the frog above it, as frogs do)."""
    states = [game(), game("2-3"), game("4-5 0/5 0/4 5-6 0/5"), two_dice_to_the_pond()[0],
              game("6-6 0/6 0/6 6/12 6/12 1-1 0/1 1/2 2/3 3/4 5-6 0/5 0/6 1-1 0/1 1/2 2/3 3/4 4-4 0/4 0/4 4/8 4/8")]
    rng = random.Random(9)
    state = game()
    while not state.is_over():
        state = state.play(engines.random_outcome(state, rng) if state.to_move == engines.CHANCE
                           else max(state.legal_moves(), key=lambda m: (getattr(m, "source", 0), rng.random())))
    states.append(state)
    for state in states:
        view, host = view_for(state)
        if state.phase == LEAP:
            view.tap(*place_centre(view._sources()[0]))
        view.hover(*place_centre(5))
        ctx = PlacedContext()
        view.draw(ctx, 0.0)
        boxes = [(item[0], text_box(*item)) for item in ctx.placed if item[0].strip()]
        for i, (a, (l1, t1, r1, b1)) in enumerate(boxes):
            for b, (l2, t2, r2, b2) in boxes[i + 1:]:
                if len(a) == 1 and len(b) == 1 and a in "RPT" and b in "RPT":
                    continue
                if {a, b} == {"THE POND", "Which die?"}:
                    continue  # the Pond's title is under the choice of dice
                assert min(r1, r2) <= max(l1, l2) or min(b1, b2) <= max(t1, t2), (a, b, str(state))


def test_at_the_end_the_winners_frogs_in_the_pond_are_marked_and_no_banner():
    rng = random.Random(5)
    state = game()
    while not state.is_over():
        state = state.play(engines.random_outcome(state, rng) if state.to_move == engines.CHANCE
                           else max(state.legal_moves(), key=lambda m: (getattr(m, "source", 0), rng.random())))
    view, host = view_for(state)
    winner = state.winners()[0]
    (win,) = [m for m in view.marks() if m.kind == "win"]
    frogs_y, words_y = layout.pond_row(winner)
    assert win.y - win.h / 2 < frogs_y - 6 and words_y + 8 < win.y + win.h / 2
    assert place_at(win.x, win.y) == "pond"
    ctx = FakeContext()
    view.draw(ctx, 0.0)
    assert f"{state.seat_name(winner)} 12/12 home" in ctx.texts
    assert not any("wins" in text or "won" in text for text in ctx.texts)


def test_a_leap_is_animated_and_described_on_its_own():
    """The computer's leaps come one at a time: each flies from its own start, is marked, and
    is said in its own sentence."""
    before = game("2-3")
    first = before.play("10/12")
    view, host = view_for(first)
    view.on_new_state(first, before, before.parse("10/12"))
    assert view.animation.kind == "leap" and view.animation.data.start == layout.slot_xy(10, 3)
    second = first.play("0/3")
    view.on_new_state(second, first, first.parse("0/3"))
    flight = view.animation.data
    assert flight.start == layout.slot_xy(("root", RED), 5) and flight.end == layout.slot_xy(3, 0)
    assert view.describe(first, first.parse("0/3"), second) == "Red leapt the Root to 3 with the 3."
    for now in (0.0, 2000.0):
        view.draw(FakeContext(), now)
    assert marks_at(view.marks(), "last") == {centre(("root", RED)), centre(3)}


def test_pictures_do_not_invite_a_tap():
    ctx = FakeContext()
    AbagioView.picture(ctx, game("4-5 0/5"), 480, 336)
    assert not any("Tap" in text for text in ctx.texts)
    view, _ = view_for(game("4-5 0/5"))
    ctx = FakeContext()
    view.draw(ctx, 0.0)
    assert "Tap a stack to read it here." in ctx.texts
