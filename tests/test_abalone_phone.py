"""The Abalone board on a phone (issue 13): the selection behaving as its hint says, the
trays of pushed-off marbles above and below the board, the seats panel's words, the end
of a game, lit spots that answer over most of their cell, and pictures that stay readable."""
from __future__ import annotations

import random

import pytest

import engines
from engines import hexgrid as hg
from engines.abalone import position
from tests import fake_host
from tests.fake_canvas import FakeContext
from ui.games.abalone import layout
from ui.games.abalone.layout import candidates, cell_point, line_between, spot_point
from ui.games.abalone.panel import TRAY_R, push_offs, trays
from ui.games.abalone.view import AbaloneView

COORDINATES = set("ABCDEFGHI123456789")


def view_for(state, human=True, bottom=0):
    return fake_host.view_for(AbaloneView, state, human=human, bottom=bottom)


def tap_cell(view, name):
    view.tap(*cell_point(hg.BY_NAME[name], view.turns))


# ----- the selection: what the hint says, the taps do ------------------------------------------------
def names(cells):
    return [hg.NAMES[c] for c in cells]


def test_tapping_a_selected_end_takes_it_out_as_the_hint_says():
    state = engines.new_game("abalone")
    view, host = view_for(state)
    tap_cell(view, "a1")
    tap_cell(view, "c3")                                  # issue 13's taps: a1, c3, then c3 again
    assert names(view.selection) == ["a1", "b2", "c3"]
    assert "an end to take it out" in view.hint()
    tap_cell(view, "c3")                                  # c3 leaves; a1-b2 cannot move, so a1 alone stays
    assert names(view.selection) == ["a1"] and candidates(state, view.selection)
    assert "a1-b2 cannot move" in host.said[-1] and "has no legal move" not in host.said[-1]
    assert "a1 again to let go" in view.hint()
    tap_cell(view, "a1")
    assert view.selection == [] and host.said[-1] == "Selection dropped."
    tap_cell(view, "c3")
    tap_cell(view, "c5")
    tap_cell(view, "c5")                                  # c3-c4 can move: it stays
    assert names(view.selection) == ["c3", "c4"]
    tap_cell(view, "c3")
    assert names(view.selection) == ["c4"]
    tap_cell(view, "c3")
    tap_cell(view, "c5")
    tap_cell(view, "c4")                                  # the middle of three lets go
    assert view.selection == []
    tap_cell(view, "c3")
    tap_cell(view, "e5")                                  # "an empty hole to let go"
    assert view.selection == [] and host.said[-1] == "Selection dropped." and not host.played


def test_a_selection_left_by_tapping_a_selected_marble_can_always_move():
    rng = random.Random(8)
    for options in ({}, {"players": 3}, {"players": 4}):
        state = engines.new_game("abalone", **options)
        for _ in range(12):
            for _ in range(rng.randrange(1, 8)):
                if not state.is_over():
                    state = state.play(rng.choice(state.legal_moves()))
            if state.is_over():
                break
            mine = [c for seat in state.team(state.to_move) for c in state.marbles(seat)]
            for a in mine:
                for b in mine:
                    line = line_between(a, b)
                    if not line or not all(c in mine for c in line):
                        continue
                    for tapped in {line[0], line[-1], line[len(line) // 2]}:
                        view, host = view_for(state)
                        view.selection = list(line)
                        tap_cell(view, hg.NAMES[tapped])
                        assert tapped not in view.selection and not host.played
                        assert view.selection == [] or candidates(state, view.selection), \
                            (names(line), hg.NAMES[tapped])
                        if view.selection:
                            assert "cannot move" not in view.hint()


def test_the_hint_says_what_a_selection_can_do():
    state = engines.new_game("abalone")
    view, host = view_for(state)
    tap_cell(view, "a1")
    tap_cell(view, "a2")                                  # a1-a2 is boxed in: no lit spot
    assert not candidates(state, view.selection)
    assert host.said[-1] == "a1-a2 has no legal move."
    assert view.hint().startswith("a1-a2 selected, but it cannot move: tap a marble in line to add it")
    tap_cell(view, "a3")                                  # "a marble in line to add it": still stuck (a4 behind)
    assert names(view.selection) == ["a1", "a2", "a3"]
    view, host = view_for(state)
    assert view.hint().startswith("tap one of your marbles")



# ----- nothing on the board names whose turn it is; the trays ---------------------------------------
def test_nothing_on_the_board_says_whose_turn_it_is():
    """The page says whose turn it is; the board has no words that could disagree with it."""
    for options in ({}, {"players": 3}, {"players": 4}):
        state = engines.new_game("abalone", **options)
        rng = random.Random(3)
        for _ in range(40):
            before, move = state, rng.choice(state.legal_moves())
            state = state.play(move)
            view, _ = view_for(state)
            view.on_new_state(state, before, move)
            for now in (0.0, 150.0, 5000.0):
                ctx = FakeContext()
                view.draw(ctx, now)
                assert set(ctx.texts) <= COORDINATES


def test_the_tray_shows_the_push_off_only_once_it_lands():
    before = position({0: "e7 e8", 1: "e9 a1"})
    move = before.parse("e7e8")
    after = before.play(move)
    drawn = []
    view, _ = view_for(after, human=False)
    view.on_new_state(after, before, move)
    view.marble = lambda ctx, x, y, r, name: drawn.append((round(x), round(y), r, name))
    slot = tuple(round(v) for v in view.trays()[0].slot(0))
    view.draw(FakeContext(), 0.0)
    view.draw(FakeContext(), 300.0)
    assert not any((x, y) == slot for x, y, _, _ in drawn)   # the hole waits for the marble in flight
    view.draw(FakeContext(), 5000.0)
    drawn.clear()
    view.draw(FakeContext(), 5001.0)
    assert (*slot, TRAY_R - 1, "White") in drawn



def test_seat_detail_says_the_push_offs():
    view, _ = view_for(position({0: "e7 e8", 1: "e9 a1"}, credit=(2, 0)))
    assert [view.seat_detail(s) for s in (0, 1)] == ["2 pushed off", "0 pushed off"]
    three = engines.new_game("abalone", players=3)
    view, _ = view_for(three)
    assert view.seat_detail(2) == "0 pushed off, 0 lost"
    four = engines.new_game("abalone", players=4)
    view, _ = view_for(four)
    assert view.seat_detail(1) == "0 pushed off, team 0/6"
    assert view.seat_detail(7) == ""


def finished(options, seed):
    rng = random.Random(seed)
    state = engines.new_game("abalone", **options)
    while not state.is_over():
        moves = state.legal_moves()
        pushes = [m for m in moves if state.effect(m).pushed_off]
        state = state.play(pushes[0] if pushes and rng.random() < 0.8 else rng.choice(moves))
    return state


@pytest.mark.parametrize("options", [{}, {"players": 3}, {"players": 4}])
def test_push_offs_replayed_from_the_moves_are_the_ones_played(options):
    rng = random.Random(6)
    state = engines.new_game("abalone", **options)
    view, _ = view_for(state)
    played = []
    while not state.is_over():
        moves = state.legal_moves()
        pushes = [m for m in moves if state.effect(m).pushed_off]
        move = pushes[0] if pushes and rng.random() < 0.5 else rng.choice(moves)
        off = state.effect(move).pushed_off
        if off is not None:
            played.append((state.to_move, off.seat))
        before, state = state, state.play(move)
        view.on_new_state(state, before, move)             # one move on: the view adds it
        assert view.pushed == played
    assert push_offs(state) == played
    for seat in range(state.num_players):
        assert sum(1 for p, _ in played if p == seat) == state.credit[seat]
        assert sum(1 for _, v in played if v == seat) == state.lost(seat)


def test_a_hand_set_position_gets_push_offs_that_fit_its_counts():
    state = position({0: "e7 e8", 1: "e9 a1"}, credit=(5, 0))
    assert push_offs(state) == [(0, 1)] * 5
    moved = state.play("e7e8")                             # its moves do not replay from the start
    assert push_offs(moved) == [(0, 1)] * 6


def test_the_trays_sit_above_and_below_the_board_the_players_side_below():
    bx, by, bw, bh = layout.BOARD_BOX
    for options, bottom in (({}, 0), ({}, 1), ({"players": 3}, 0), ({"players": 3}, 2), ({"players": 4}, 1)):
        state = engines.new_game("abalone", **options)
        view, _ = view_for(state, bottom=bottom)
        placed = view.trays()
        assert sorted(s for t in placed for s in t.side) == list(range(state.num_players))
        assert bottom in placed[0].side and placed[0].y > by + bh
        for tray in placed[1:]:
            assert tray.y + tray.h < by
        for tray in placed:
            assert 0 <= tray.x and tray.x + tray.w <= layout.WIDTH and 0 <= tray.y and tray.y + tray.h <= layout.HEIGHT
        top = placed[1:]
        for left, right in zip(top, top[1:]):
            assert left.x + left.w < right.x
    three = engines.new_game("abalone", players=3)
    assert [t.side for t in trays(three, 0, 0)] == [(0,), (1,), (2,)]   # White starts upper left, Blue right


def test_the_end_marks_the_winners_tray_and_the_winning_push():
    for options, seed in (({}, 1), ({"players": 3}, 2), ({"players": 4}, 3)):
        state = finished(options, seed)
        record = state.record()
        before = engines.load(dict(record, moves=record["moves"][:-1]))
        move = before.parse(record["moves"][-1])
        view, _ = view_for(state, human=False)
        view.on_new_state(state, before, move)
        view.animation = None
        won = [m for m in view.marks() if m.kind == "win"]
        boxes = [m for m in won if m.w]
        rings = [(m.x, m.y) for m in won if not m.w]
        winners = set(state.winners())
        assert [(b.x, b.y) for b in boxes] == [t.centre for t in view.trays() if winners & set(t.side)]
        assert rings == [cell_point(s.target) for s in before.effect(move).moved]
        assert not [m for m in view.marks() if m.kind in ("selected", "target")]


def test_every_lit_spot_answers_over_most_of_its_cell():
    """A lit spot answers a tap up to half a cell away, unless one of the mover's marbles is
    nearer (0.87 of a cell at the least): on a phone, 19 CSS px around all but the sideways
    spot of two marbles, 17 px there, and the marble beside it just as much."""
    rng = random.Random(4)
    state = engines.new_game("abalone")
    reach = 0.43 * layout.SPACING
    for _ in range(25):
        mine = [c for c in state.marbles(state.to_move)]
        for a in rng.sample(mine, 4):
            for b in mine:
                line = line_between(a, b)
                if not line or not all(c in mine for c in line):
                    continue
                for move in candidates(state, line):
                    x, y = spot_point(state, move)
                    for dx, dy in ((reach, 0), (-reach, 0), (0, reach), (0, -reach)):
                        view, host = view_for(state)
                        view.selection = list(line)
                        view.tap(x + dx, y + dy)
                        assert host.played == [move], (names(line), str(move), dx, dy)
        state = state.play(rng.choice(state.legal_moves()))


def test_a_marble_nearer_than_a_lit_spot_takes_the_tap():
    state = engines.new_game("abalone").play("c3d4").play("i5h5")
    view, host = view_for(state)
    tap_cell(view, "c4")
    tap_cell(view, "c5")                                  # c4-c5: sideways north-east lights d5-d6's edge
    move = state.parse("c4c5d5")
    sx, sy = spot_point(state, move)
    cx, cy = cell_point(hg.BY_NAME["c5"])
    view.tap(sx + (cx - sx) * 0.6, sy + (cy - sy) * 0.6)  # nearer c5 than the spot
    assert not host.played and names(view.selection) == ["c4"]
    view, host = view_for(state)
    tap_cell(view, "c4")
    tap_cell(view, "c5")
    view.tap(sx + (cx - sx) * 0.4, sy + (cy - sy) * 0.4)  # nearer the spot
    assert host.played == [move]


def test_a_rules_diagram_is_the_whole_board_in_its_own_shape_with_readable_coordinates():
    ctx = FakeContext()
    scale = 480 / max(layout.WIDTH, layout.HEIGHT)  # ui/rules_page.py: the view's shape, 480 at most
    AbaloneView.picture(ctx, engines.new_game("abalone"), layout.WIDTH * scale, layout.HEIGHT * scale)
    assert ("scale", (scale, scale)) in ctx.calls
    assert scale * 21 >= 10.9                             # the coordinates stay readable
