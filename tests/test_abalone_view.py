"""The Abalone view's geometry, hit-testing, selection by taps and drags, and drawing,
without a browser (a fake canvas context records the calls)."""
from __future__ import annotations

import math
import random

import pytest

import engines
from engines import abalone
from engines import hexgrid as hg
from engines.abalone import position
from tests import fake_host
from tests.fake_canvas import FakeContext
from ui.games.abalone import layout
from ui.games.abalone.layout import (candidates, cell_at, cell_point, line_between, selection_for, spot_point,
                                     spot_units)
from ui.games.abalone.panel import TRAY_R, contents
from ui.games.abalone.pictures import SEAT_STYLES
from ui.games.abalone import view as view_module
from ui.games.abalone.view import AbaloneView


def view_for(state, human=True, bottom=0):
    return fake_host.view_for(AbaloneView, state, human=human, bottom=bottom)


def tap_cell(view, name):
    view.tap(*cell_point(hg.BY_NAME[name], view.turns))


# ----- geometry ----------------------------------------------------------------------------------
def test_every_cell_is_hit_by_its_centre_and_the_board_fits():
    bx, by, bw, bh = layout.BOARD_BOX
    for turns in range(6):
        for cell in hg.CELLS:
            x, y = cell_point(cell, turns)
            assert cell_at(x, y, turns) == cell
            assert layout.MARBLE_R < x < layout.WIDTH - layout.MARBLE_R
            assert by + layout.MARBLE_R < y < by + bh - layout.MARBLE_R
    assert cell_at(5, 5) is None


def test_the_design_is_portrait_and_a_cell_is_over_40_css_px_on_a_phone():
    width, height = AbaloneView.SIZE
    assert 0.70 <= width / height <= 0.84
    scale = min(390 / width, 560 / height)                  # tests/test_view_phone.py's phone board
    assert layout.SPACING * scale >= 40
    assert AbaloneView.THUMBNAIL_BOX == layout.BOARD_BOX


def test_a_tap_anywhere_in_a_cells_hexagon_means_that_cell():
    rng = random.Random(2)
    for turns in (0, 3):
        for cell in hg.CELLS:
            x, y = cell_point(cell, turns)
            for _ in range(20):                             # points of the hexagon around the centre
                angle = rng.uniform(0, 2 * math.pi)
                reach = rng.uniform(0, 0.499) * layout.SPACING
                assert cell_at(x + reach * math.cos(angle), y + reach * math.sin(angle), turns) == cell
            for k in range(6):                              # out to its corners
                angle = math.pi / 6 + k * math.pi / 3
                reach = 0.57 * layout.SPACING
                assert cell_at(x + reach * math.cos(angle), y + reach * math.sin(angle), turns) == cell


def test_neighbours_are_one_spacing_apart_and_rows_go_up():
    a1, b1, a2 = hg.BY_NAME["a1"], hg.BY_NAME["b1"], hg.BY_NAME["a2"]
    for other in (b1, a2):
        (x0, y0), (x1, y1) = cell_point(a1), cell_point(other)
        assert math.hypot(x1 - x0, y1 - y0) == pytest.approx(layout.SPACING)
    assert cell_point(b1)[1] < cell_point(a1)[1]          # row b is above row a
    assert cell_point(a2)[0] > cell_point(a1)[0]          # diagonal 2 is right of 1


def test_spots_around_a_selection_never_coincide():
    state = position({0: "e4 e5 e6 d4 c4", 1: "a1"})
    for selection in (["e5"], ["e4", "e5"], ["e4", "e5", "e6"], ["c4", "d4"]):
        cells = [hg.BY_NAME[n] for n in selection]
        moves = candidates(state, cells)
        spots = [spot_units(state, m) for m in moves]
        for i, a in enumerate(spots):
            for b in spots[i + 1:]:
                assert math.hypot(a[0] - b[0], a[1] - b[1]) >= 2 * layout.SPOT_R - 1e-9


def test_line_between():
    a, c = hg.BY_NAME["c3"], hg.BY_NAME["c5"]
    assert [hg.NAMES[x] for x in line_between(a, c)] == ["c3", "c4", "c5"]
    assert line_between(a, hg.BY_NAME["c6"]) is None
    assert line_between(a, hg.BY_NAME["d5"]) is None


# ----- taps ---------------------------------------------------------------------------------------
def test_every_legal_move_can_be_made_by_taps():
    rng = random.Random(5)
    for options in ({}, {"players": 3}, {"players": 4}):
        state = engines.new_game("abalone", **options)
        for _ in range(30):
            for move in state.legal_moves():
                view, host = view_for(state)
                for cell in selection_for(state, move):
                    view.tap(*cell_point(cell))
                view.tap(*spot_point(state, move))
                assert host.played == [move], (str(move), host.said)
            state = state.play(rng.choice(state.legal_moves()))


def test_in_line_broadside_sumito_and_push_off_by_taps():
    state = position({0: "c3 c4 c5 e7 e8", 1: "e9 i5"})
    view, host = view_for(state)
    tap_cell(view, "c3")
    tap_cell(view, "c5")                                  # the two ends select all three
    assert [hg.NAMES[c] for c in view.selection] == ["c3", "c4", "c5"]
    move = state.parse("c3c5d4")
    view.tap(*spot_point(state, move))
    assert host.played == [move]
    view, host = view_for(state)
    tap_cell(view, "e7")
    push_off = state.parse("e7e8")
    assert push_off in candidates(state, view.selection)
    view.tap(*spot_point(state, push_off))
    assert host.played == [push_off]
    assert state.effect(push_off).pushed_off.source == hg.BY_NAME["e9"]


def test_tapping_an_opponent_or_empty_cell_explains_or_clears():
    state = engines.new_game("abalone")
    view, host = view_for(state)
    tap_cell(view, "i5")
    assert "not yours" in host.said[-1]
    tap_cell(view, "a1")
    assert view.selection
    tap_cell(view, "e5")                                  # not a lit spot: drops the selection
    assert not view.selection and not host.played


def test_no_taps_when_it_is_not_a_persons_turn():
    state = engines.new_game("abalone")
    view, host = view_for(state, human=False)
    tap_cell(view, "a1")
    assert view.selection == [] and host.played == []


def test_pass_button_only_when_nothing_else_is_legal():
    boxed = position({1: "a1", 0: "a2 b1 b2"}, to_move=1)
    view, host = view_for(boxed)
    assert view.actions() == [("pass", "Pass")]
    view.action("pass")
    assert host.played == [abalone.PASS]
    view, _ = view_for(engines.new_game("abalone"))
    assert view.actions() == []


# ----- drags ---------------------------------------------------------------------------------------
def test_drag_across_a_line_selects_it_and_a_drag_from_it_moves():
    state = engines.new_game("abalone")
    view, host = view_for(state)
    view.drag(*cell_point(hg.BY_NAME["c3"]), *cell_point(hg.BY_NAME["c5"]))
    assert [hg.NAMES[c] for c in view.selection] == ["c3", "c4", "c5"]
    x, y = cell_point(hg.BY_NAME["c4"])
    dx, dy = hg.direction_xy(hg.NE)
    view.drag(x, y, x + dx * 40, y + dy * 40)
    assert [str(m) for m in host.played] == ["c3c5d4"]


def test_drag_a_single_marble_in_a_direction():
    state = engines.new_game("abalone")
    view, host = view_for(state)
    x, y = cell_point(hg.BY_NAME["c3"])
    dx, dy = hg.direction_xy(hg.NE)
    view.drag(x, y, x + dx * 50, y + dy * 50)
    assert [str(m) for m in host.played] == ["c3d4"]
    view, host = view_for(state)                          # onto a marble of yours: a selection
    x, y = cell_point(hg.BY_NAME["a1"])
    view.drag(x, y, *cell_point(hg.BY_NAME["c3"]))
    assert [hg.NAMES[c] for c in view.selection] == ["a1", "b2", "c3"] and not host.played
    view.drag(x, y, x + dx * 50, y + dy * 50)             # from the selection: a move that way
    assert [str(m) for m in host.played] == ["a1b2"]


# ----- orientation -----------------------------------------------------------------------------------
def test_board_turns_so_the_players_seat_is_at_the_bottom():
    state = engines.new_game("abalone")
    view, host = view_for(state, bottom=1)
    assert view.turns == 3
    ys = [cell_point(c, view.turns)[1] for c in state.marbles(1)]
    assert min(ys) > layout.BOARD_Y                  # White's marbles now at the bottom
    state4 = engines.new_game("abalone", players=4)
    for seat in range(4):
        view, _ = view_for(state4, bottom=seat)
        ys = [cell_point(c, view.turns)[1] for c in state4.marbles(seat)]
        assert sum(ys) / len(ys) > layout.BOARD_Y + 100


def test_daisy_starts_are_not_turned():
    view, _ = view_for(engines.new_game("abalone", layout="belgian"), bottom=1)
    assert view.turns == 0


def test_taps_work_on_a_turned_board():
    state = engines.new_game("abalone").play("a1b2")
    view, host = view_for(state, bottom=1)
    move = state.parse("i5h5")
    for cell in selection_for(state, move):
        view.tap(*cell_point(cell, view.turns))
    view.tap(*spot_point(state, move, view.turns))
    assert host.played == [move]


# ----- words and drawing ----------------------------------------------------------------------------
def test_describe_pushes_and_results():
    state = position({0: "e7 e8", 1: "e9 a1"}, credit=(5, 0))
    view, _ = view_for(state)
    move = state.parse("e7e8")
    after = state.play(move)
    text = view.describe(state, move, after)
    assert "pushing 1 White" in text and "off the board" in text
    assert "Black wins" in view.result(after)
    assert "sideways" in view.describe(engines.new_game("abalone"), engines.new_game("abalone").parse("c3c5d4"),
                                       engines.new_game("abalone").play("c3c5d4"))


@pytest.mark.parametrize("options", [{}, {"players": 3}, {"players": 4}, {"layout": "german"}])
def test_draws_a_whole_game_with_animations_and_the_end(options):
    ctx = FakeContext()
    rng = random.Random(1)
    state = engines.new_game("abalone", **options)
    view, host = view_for(state)
    view.draw(ctx, 0.0)
    now = 0.0
    pushed_off_seen = False
    while not state.is_over():
        before = state
        move = rng.choice(state.legal_moves())
        state = state.play(move)
        if state.plies % 25 == 0 or sum(state.scores()) != sum(before.scores()):
            view.on_new_state(state, before, move)
            if move.kind != "pass":
                tap_cell(view, hg.NAMES[next(iter(state.marbles(state.to_move or 0)), hg.CENTRE)])
                assert view.draw(ctx, now) is True          # a slide is under way
                view.draw(ctx, now + 150)
                view.draw(ctx, now + 2000)
            pushed_off_seen |= sum(state.scores()) != sum(before.scores())
            now += 3000
    view.on_new_state(state)
    ctx = FakeContext()
    view.draw(ctx, now + 10)
    assert pushed_off_seen
    assert set(ctx.texts) == COORDINATES                    # nothing on the board but its coordinates
    winners = set(state.winners())
    won = [m for m in view.marks() if m.kind == "win"]
    assert len(won) == 1 and won[0].w                       # the winner's full tray
    tray = next(t for t in view.trays() if winners & set(t.side))
    assert (won[0].x, won[0].y) == tray.centre
    assert len(contents(tray.side, view.pushed)) == abalone.WIN_PUSH_OFFS


COORDINATES = set("ABCDEFGHI123456789")


def test_hints_show_pushed_marbles_and_the_one_that_falls():
    state = position({0: "e6 e7 e8", 1: "e9"})
    view, host = view_for(state)
    tap_cell(view, "e6")
    ctx = FakeContext()
    view.draw(ctx, 0.0)
    assert ("setLineDash", ([6, 4],)) in ctx.calls      # the pushed marble's dashed ring


def test_thumbnail_draws():
    ctx = FakeContext()
    AbaloneView.thumbnail(ctx, 320, 224)
    assert ctx.calls


def test_coloured_seats_carry_symbols():
    symbols = {name: style[4] for name, style in SEAT_STYLES.items()}
    assert symbols["Blue"] and symbols["Red"] and symbols["Blue"] != symbols["Red"]
    for names in abalone.SEAT_NAMES.values():
        assert len({SEAT_STYLES[n][1] for n in names}) == len(names)


def test_keyboard_places_are_the_marbles_then_the_lit_spots():
    state = engines.new_game("abalone")
    view, host = view_for(state)
    places = view.places()
    assert len(places) == 14 and all("Black marble" in words for _, _, words in places)
    x, y, _ = next(p for p in places if p[2].endswith(" c3"))
    view.tap(x, y)
    lit = [p for p in view.places() if p[2].startswith("move ")]
    assert {p[2].split()[1].rstrip(",") for p in lit} == {str(m) for m in candidates(state, view.selection)}
    x, y, words = next(p for p in lit if p[2].startswith("move c3d4"))
    view.tap(x, y)
    assert [str(m) for m in host.played] == ["c3d4"]
    view.tap(*cell_point(hg.BY_NAME["a1"]))
    view.cancel()
    assert view.selection == []
    assert view_for(state, human=False)[0].places() == []


# ----- the shared frame: animation from the engine's effect, highlights as marks ---------------------
def test_the_view_imports_from_engines_only_the_package_and_abalone():
    import ast
    import pathlib
    folder = pathlib.Path(layout.__file__).parent
    for path in sorted(folder.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names if a.name.startswith("engines")]
                assert all(n in ("engines", "engines.abalone") for n in names), (path.name, names)
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engines"):
                if node.module == "engines":
                    assert [a.name for a in node.names] == ["abalone"], path.name
                else:
                    assert node.module == "engines.abalone", (path.name, node.module)
    assert "draw" not in AbaloneView.__dict__              # the frame is ui/view.py's


def test_a_push_off_slides_from_the_effect_flies_to_the_tray_then_the_move_is_marked(monkeypatch):
    flown = []
    monkeypatch.setattr(view_module, "marble", lambda ctx, x, y, r, name: flown.append((x, y, r, name)))
    before = position({0: "e7 e8", 1: "e9 a1"})
    move = before.parse("e7e8")
    after = before.play(move)
    view, host = view_for(after, human=False)
    view.on_new_state(after, before, move)
    assert view.animation.data == before.effect(move)
    assert view.pushed == [(0, 1)]
    tray = view.trays()[0]                                 # Black's, below the board
    assert tray.side == (0,) and view._landing(view.animation.data) == tray.slot(0)
    ctx = FakeContext()
    assert view.draw(ctx, 0.0) is True
    view.draw(FakeContext(), 150.0)                        # over the rim, full size
    x, y, r, name = flown[-1]
    assert (r, name) == (layout.MARBLE_R, "White") and x > cell_point(hg.BY_NAME["e9"])[0]
    view.draw(FakeContext(), 600.0)                        # most of the way: it flies to the tray, shrinking
    x, y, r, name = flown[-1]
    assert TRAY_R < r < layout.MARBLE_R and name == "White"
    view.draw(FakeContext(), 899.0)                        # landing in Black's tray
    x, y, r, name = flown[-1]
    assert math.hypot(x - tray.slot(0)[0], y - tray.slot(0)[1]) < 2 and r == pytest.approx(TRAY_R - 1, abs=0.1)
    ctx = FakeContext()
    view.draw(ctx, 5000.0)
    view.draw(ctx, 5001.0)
    assert view.animation is None
    last = [(m.x, m.y) for m in view.marks() if m.kind == "last"]
    assert last == [cell_point(hg.BY_NAME[n]) for n in ("e8", "e9")]


def test_selection_and_lit_spots_are_marks_and_the_suggestion_a_hint():
    state = engines.new_game("abalone")
    view, host = view_for(state)
    tap_cell(view, "c3")
    kinds = [m.kind for m in view.marks()]
    moves = candidates(state, view.selection)
    assert kinds.count("selected") == 1 and kinds.count("target") == len(moves) > 0
    spots = {(m.x, m.y) for m in view.marks() if m.kind == "target"}
    assert spots == {spot_point(state, m) for m in moves}
    host.show_hints = False                                 # the spots still work, unlit
    assert [m.kind for m in view.marks()] == ["selected"]
    view.tap(*spot_point(state, moves[0]))
    assert host.played == [moves[0]]
    view, host = view_for(state)
    view.suggest(state.parse("c3c5d4"))
    assert {m.kind for m in view.marks()} == {"hint"} and len(view.marks()) == 4


class StrictHost:
    """Only what ui.view.ViewHost lists: a view asking anything else fails."""

    show_hints = True
    animation_speed = 1.0

    def __init__(self, state):
        self.state, self.played, self.said = state, [], []

    def human_to_move(self):
        return not self.state.is_over()

    def is_human(self, seat):
        return True

    def bottom_seat(self):
        return 1

    def try_move(self, move):
        self.played.append(move)

    def roll(self):
        pass

    def say(self, text):
        self.said.append(text)

    def redraw(self):
        pass


def test_the_view_asks_its_host_only_what_view_host_lists():
    state = engines.new_game("abalone", players=4)
    host = StrictHost(state)
    view = AbaloneView(host)
    view.on_new_state(state)
    ctx = FakeContext()
    for move in state.legal_moves()[:5]:
        for cell in selection_for(state, move):
            view.tap(*cell_point(cell, view.turns))
        view.draw(ctx, 0.0)
        view.places()
        view.hint()
        view.tap(*spot_point(state, move, view.turns))
    assert host.played == state.legal_moves()[:5]
    after = state.play(host.played[0])
    view.on_new_state(after, state, host.played[0])
    view.draw(ctx, 0.0)
    view.draw(ctx, 100.0)
