"""The upright Abcuazego board (issue 13): two columns of ten pits with the stores at the
ends, hit-tested over whole cells, big enough for a finger on a phone, every word on it
readable there and clear of the pits; the board turned round for the Zaque."""
import math
import random

import engines
from engines import abcuazego as ab
from engines.abcuazego import CCW, STORES, Sow
from tests import fake_host
from tests.fake_canvas import FakeContext
from tests.test_view_phone import MIN_PLACE_PX, MIN_TEXT_PX, font_px, phone_scale
from ui.games.abcuazego import layout
from ui.games.abcuazego.view import AbcuazegoView, place_at, place_centre

SCALE = phone_scale(AbcuazegoView)  # CSS px per design unit on a 390 px phone


def cell_points(index, flip=False):
    """Points spread over the whole cell of a place (its centre, near its edges and corners)."""
    x, y = place_centre(index, flip)
    if index in STORES:
        half_w, half_h = layout.WIDTH / 2 - layout.BOARD[0] - 1, (layout.ROW_TOP - layout.BOARD[1]) / 2 - 1
        y = layout.BOARD[1] + 1 + half_h if y < layout.HEIGHT / 2 else layout.HEIGHT - layout.BOARD[1] - 1 - half_h
        x = layout.MID_X
    else:
        half_w, half_h = (layout.MID_X - layout.BOARD[0]) / 2 - 1, layout.ROW_H / 2 - 1
        x = (layout.BOARD[0] + layout.MID_X) / 2 if x < layout.MID_X else (layout.MID_X + layout.WIDTH - layout.BOARD[0]) / 2
    return [(x + fx * half_w, y + fy * half_h) for fx in (-1, -0.5, 0, 0.5, 1) for fy in (-1, 0, 1)]


def test_a_tap_anywhere_in_a_cell_hits_its_place_and_nothing_is_off_the_grid():
    for flip in (False, True):
        for index in range(ab.RING):
            assert place_at(*place_centre(index, flip), flip) == index
            assert {place_at(x, y, flip) for x, y in cell_points(index, flip)} == {index}, index
    assert place_at(2, 2) is None and place_at(layout.WIDTH - 2, layout.HEIGHT / 2) is None
    hits = {place_at(x, y) for x in range(10, layout.WIDTH - 8, 7) for y in range(10, layout.HEIGHT - 8, 7)}
    assert hits == set(range(ab.RING))  # the board is all cells: no dead gaps between them


def test_every_pit_cell_is_at_least_40_css_px_on_a_phone_and_the_board_fills_it():
    assert 0.70 <= layout.WIDTH / layout.HEIGHT <= 0.84
    assert layout.ROW_H * SCALE >= MIN_PLACE_PX
    assert (layout.MID_X - layout.BOARD[0]) * SCALE >= 2.5 * MIN_PLACE_PX  # and wide: a half-board
    assert (layout.ROW_TOP - layout.BOARD[1]) * SCALE >= MIN_PLACE_PX  # the stores' bands too


def test_the_rows_of_the_rulebook_are_columns_turned_not_mirrored():
    for pit in range(1, 11):
        zipa = place_centre(ab.pit_index(0, pit))
        zaque = place_centre(ab.pit_index(1, 11 - pit))
        assert zipa[1] == zaque[1] and zipa[0] < layout.MID_X < zaque[0]  # facing across the middle
    column = [place_centre(ab.pit_index(0, pit))[1] for pit in range(1, 11)]
    assert column == sorted(column)  # the near player's pits 1-10 run down the left column...
    zipa_store, zaque_store = place_centre(STORES[0]), place_centre(STORES[1])
    assert zipa_store[1] > column[-1] and zaque_store[1] < column[0]  # ...to their store at the bottom
    # counter-clockwise in the rules is counter-clockwise on the screen (y grows downwards)
    ring = [place_centre(i) for i in range(ab.RING)]
    area = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]))
    assert area < 0


def test_the_board_turned_round_is_the_same_board_with_the_seats_swapped():
    for index in range(ab.RING):
        other = STORES[1 - STORES.index(index)] if index in STORES else ab.pit_index(1 - ab.pit_of(index)[0],
                                                                                       ab.pit_of(index)[1])
        assert place_centre(index, True) == place_centre(other)
        assert layout.count_label_centre(index, True) == layout.count_label_centre(other)


def test_kernels_stay_inside_their_place_and_do_not_move_as_grains_arrive():
    for flip in (False, True):
        for index in (0, 9, 15):
            cx, cy = place_centre(index, flip)
            slots = layout.kernel_slots(index, 40, flip)
            assert len(slots) == layout.MAX_KERNELS_PIT
            # a kernel reaches about 10 units from its centre
            assert all(((x - cx) / (layout.PIT_RX - 10)) ** 2 + ((y - cy) / (layout.PIT_RY - 7)) ** 2 <= 1
                       for x, y, _, _ in slots)
            assert layout.kernel_slots(index, 7, flip) == slots[:7]
        for seat in (0, 1):
            store = layout.kernel_slots(STORES[seat], 100, flip)
            assert len(store) == layout.MAX_KERNELS_STORE
            sx, sy = place_centre(STORES[seat], flip)
            count_x, _ = layout.count_label_centre(STORES[seat], flip)
            assert all(abs(y - sy) + 8 <= layout.STORE_RY and abs(x - sx) + 10 <= layout.STORE_RX
                       for x, y, _, _ in store)
            # clear of the count and the name, which sit at the owner's end
            assert all(abs(x - count_x) > 200 for x, _, _, _ in store)
            assert layout.kernel_slots(STORES[seat], 9, flip) == store[:9]


def moments():
    """Views of a game in progress at many moments: settled, a pit chosen (both previews),
    a hint, and every stage of a sowing with a capture (grains in the air)."""
    start = engines.new_game("abcuazego")
    view, host = fake_host.view_for(AbcuazegoView, start)
    yield view, 0.0
    view.tap(*place_centre(ab.pit_index(0, 3)))
    yield view, 0.0
    view, host = fake_host.view_for(AbcuazegoView, start, human=False)
    view.suggest(Sow(3, CCW))
    yield view, 0.0
    after = start.play("3c")
    view.on_new_state(after, start, start.parse("3c"))
    view.draw(FakeContext(), 0.0)
    total = view.animation.duration * 1000
    for step in range(1, 40):
        yield view, total * step / 40


def test_every_word_on_the_board_is_readable_on_a_phone_and_clear_of_the_pits():
    pits = [place_centre(i) for i in range(ab.RING) if i not in STORES]
    for view, now in moments():
        ctx = FakeContext()
        view.draw(ctx, now)
        hand = view._moment()[1]
        for words, font, x, y in ctx.written:
            assert font_px(font) * SCALE >= MIN_TEXT_PX, (words, font)
            if hand is not None and abs(x - hand[0] - 30) < 1 and abs(y - hand[1] + 29) < 1:
                continue  # the count of the grains in the air goes where they go
            for px, py in pits:
                inside = ((x - px) / layout.PIT_RX) ** 2 + ((y - py) / layout.PIT_RY) ** 2 <= 1
                assert not inside, (words, x, y)


def test_pit_numbers_are_the_owners_numbering_at_the_outer_edge():
    view, _ = fake_host.view_for(AbcuazegoView, engines.new_game("abcuazego"))
    ctx = FakeContext()
    view.draw(ctx, 0.0)
    for seat in (0, 1):
        for pit in range(1, 11):
            x, y = layout.number_centre(seat, pit)
            assert any(t == str(pit) and abs(tx - x) < 1 and abs(ty - y) < 2 for t, _, tx, ty in ctx.written)
            px, _ = place_centre(ab.pit_index(seat, pit))
            assert abs(x - layout.MID_X) > abs(px - layout.MID_X)  # outside the pit, away from the middle


def test_a_random_game_draws_at_every_frame_and_ends_on_the_final_board():
    rng = random.Random(7)
    state = engines.new_game("abcuazego")
    view, host = fake_host.view_for(AbcuazegoView, state, human=False)
    now = 0.0
    while not state.is_over():
        move = rng.choice(state.legal_moves())
        before, state = state, state.play(move)
        view.on_new_state(state, before, move)
        ctx = FakeContext()
        while view.draw(ctx, now):
            now += 97
            board, hand = view._moment()[:2]
            assert sum(board) + (hand[2] if hand else 0) == 100  # no grain lost or doubled in the air
    assert view._moment()[0] == state.board
    assert math.isfinite(now)
