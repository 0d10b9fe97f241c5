"""The Apagos board on a phone (issue 13): its tap targets apart, its labels clear of
each other and of the platforms, drags, the handles to move a ball down, the seats'
words, the winner's balls marked at the end, and keyboard play reaching every place."""
import random
from collections import deque

import engines
from engines.apagos import Add, Shift
from tests import fake_host
from tests.fake_canvas import FakeContext
from ui.games.apagos import layout
from ui.games.apagos.layout import SQUARE, TAB, TRAY_BOXES, platform_at, slot_centre, tab_at, tab_box, tab_centre
from ui.games.apagos.view import ApagosView
from ui.keyboard_cursor import nearest_place

PHONE_SCALE = min(390 / layout.WIDTH, 560 / layout.HEIGHT)  # CSS px per design unit (tests/test_view_phone.py)
REACH = 20 / PHONE_SCALE  # 20 CSS px: half of the 40 px a place must answer over


def view_for(state, **options):
    return fake_host.view_for(ApagosView, state, **options)


def game_positions(seed=1, count=12):
    """The arranging screen, then positions along a seeded random game, and its end."""
    rng = random.Random(seed)
    state = engines.new_game("apagos")
    found = [state]
    while not state.is_over():
        state = state.play(rng.choice(state.legal_moves()))
        if rng.random() < 0.3 or state.is_over():
            found.append(state)
    return found[:count] + [state]


def test_the_design_is_portrait_and_its_buttons_are_44_css_px():
    width, height = ApagosView.SIZE
    assert 0.70 <= width / height <= 0.84
    assert TAB * PHONE_SCALE >= 44
    for _, _, w, h in TRAY_BOXES.values():
        assert w * PHONE_SCALE >= 44 and h * PHONE_SCALE >= 44
    assert SQUARE * PHONE_SCALE >= 110  # a platform on a phone: about 117 CSS px


def test_a_handle_and_its_platform_do_not_answer_for_each_other_within_40_css_px():
    for position in range(1, 5):
        tx, ty = tab_centre(position)
        px, py = slot_centre(position)
        for dx in (-REACH, 0, REACH):
            for dy in (-REACH, 0, REACH):
                assert tab_at(tx + dx, ty + dy) == position and platform_at(tx + dx, ty + dy) is None
                assert platform_at(px + dx, py + dy) == position and tab_at(px + dx, py + dy) is None


class AlignedContext(FakeContext):
    """A fake canvas that also keeps each text's alignment and width limit."""

    def __init__(self):
        super().__init__()
        self.boxes = []

    def fillText(self, text, x, y, *rest):  # noqa: N802 (the canvas API's name)
        super().fillText(text, x, y, *rest)
        font = self.__dict__.get("font", "10px sans-serif")
        self.boxes.append((str(text), estimated_box(str(text), font, x, y, self.__dict__.get("textAlign", "left"),
                                                    rest[0] if rest else 0)))


def estimated_box(text, font, x, y, align, max_width):
    """A generous box around text written at (x, y) (middle baseline)."""
    size = float(font.split("px")[0].split()[-1])
    width = len(text) * size * (0.62 if "bold" in font else 0.56)
    width = min(width, max_width) if max_width else width
    left = {"left": x, "center": x - width / 2, "right": x - width}[align]
    return left, y - size / 2, width, size


def overlap(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_no_label_overlaps_another_label_a_platform_or_a_handle():
    platforms = [(x - SQUARE / 2, y - SQUARE / 2, SQUARE, SQUARE) for x, y in map(slot_centre, range(1, 5))]
    tabs = [tab_box(p) for p in range(1, 5)]
    for state in game_positions():
        for human in (True, False):
            view, _ = view_for(state, human=human)
            ctx = AlignedContext()
            view.draw(ctx, 0.0)
            written = ctx.boxes
            assert written
            for i, (text, box) in enumerate(written):
                assert 0 <= box[0] and box[0] + box[2] <= layout.WIDTH and 0 <= box[1] <= layout.HEIGHT, text
                for other, other_box in written[i + 1:]:
                    assert not overlap(box, other_box), (text, other, str(state))
                inside_a_box = any(overlap(box, b) and b[0] <= box[0] + box[2] / 2 <= b[0] + b[2]
                                   for b in tabs + list(TRAY_BOXES.values()))
                if not inside_a_box:  # a label of its own: clear of every platform and handle
                    assert not any(overlap(box, b) for b in platforms + tabs), (text, str(state))


def test_the_seats_say_how_many_balls_each_colour_has_left():
    state = engines.new_game("apagos", setup=[3, 5, 7, 5])
    view, _ = view_for(state)
    assert [view.seat_detail(s) for s in (0, 1)] == ["10 black balls left", "10 white balls left"]
    while state.tray()[0] > 1:
        state = state.play(next(m for m in state.legal_moves() if isinstance(m, Add) and m.colour == 0))
    view.on_new_state(state)
    assert view.seat_detail(0) == "1 black ball left"


def test_at_the_end_the_winners_balls_on_the_top_platform_are_marked():
    state = game_positions(seed=4)[-1]
    assert state.is_over()
    view, _ = view_for(state)
    winner = state.winners()[0]
    holes, black, white = state.top()
    wins = [m for m in view.marks() if m.kind == "win"]
    assert len(wins) == (black, white)[winner] and all(platform_at(m.x, m.y) == 4 for m in wins)
    assert view.places() == [] and view.down_tabs() == []


def test_handles_show_only_to_the_person_to_move_and_only_where_a_ball_may_move_down():
    state = engines.new_game("apagos", setup=[3, 5, 7, 5]).play("B1").play("W1")  # Black's ball on 1: no handle
    view, _ = view_for(state)
    assert view.down_tabs() == []
    state = engines.new_game("apagos", setup=[3, 5, 7, 5]).play("B3").play("W1")  # B3 rose to 4
    view, _ = view_for(state)
    assert view.down_tabs() == [4]
    assert "handle" in view.hint()
    assert [words for *_, words in view.places() if "ball on" in words] == ["Your black ball on 4: move it down"]
    view, host = view_for(state, human=False)
    assert view.down_tabs() == []
    view.tap(*tab_centre(4))
    assert view.selected is None and host.played == []


def test_a_tap_beside_a_platform_without_a_handle_does_nothing():
    state = engines.new_game("apagos", setup=[3, 5, 7, 5])
    view, host = view_for(state)
    view.tap(*tab_centre(3))
    assert host.played == [] and host.said == [] and view.selected is None


def test_drags_move_a_ball_down_add_from_the_tray_and_swap_while_arranging():
    state = engines.new_game("apagos", setup=[3, 5, 7, 5]).play("B3").play("W1")
    for start in (slot_centre(4), tab_centre(4)):
        view, host = view_for(state)
        view.drag(*start, *slot_centre(2))
        assert host.played == [Shift(4, 2)]
    view, host = view_for(state)
    x, y, w, h = TRAY_BOXES[1]
    view.drag(x + w / 2, y + h / 2, *slot_centre(3))
    assert host.played == [Add(1, 3)] and view.colour == 1
    view, host = view_for(state)
    view.drag(*slot_centre(2), *slot_centre(4))
    assert host.played == [] and "down" in host.said[-1]
    view, host = view_for(state)
    cx, cy = slot_centre(2)
    view.drag(cx, cy, cx + 30, cy + 20)  # a shaky tap: a tap where it ends
    assert host.played == [Add(0, 2)]
    view, host = view_for(engines.new_game("apagos"))
    view.drag(*slot_centre(1), *slot_centre(4))
    view.action("arrange")
    assert str(host.played[-1]) == "setup 7 3 3 1"


def test_the_arrow_keys_reach_every_place_from_every_place():
    states = game_positions(seed=2)[:-1] + [engines.new_game("apagos", setup=[3, 5, 7, 5]).play("B3").play("W1")]
    for state in states:
        view, _ = view_for(state)
        places = view.places()
        for start in range(len(places)):
            seen, queue = {start}, deque([start])
            while queue:
                here = queue.popleft()
                for key in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"):
                    there = nearest_place(places, here, key)
                    if there not in seen:
                        seen.add(there)
                        queue.append(there)
            assert len(seen) == len(places), (str(state), places[start][2])
