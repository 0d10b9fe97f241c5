"""The Abcuazego view's layout, hit-testing, taps, previews, highlights and sowing animation, without a browser."""
import random

import pytest

import engines
from engines import abcuazego as ab
from engines.abcuazego import CCW, CW, STORES, Sow
from tests import fake_host
from tests.fake_canvas import FakeContext
from ui.games.abcuazego import layout, timeline
from ui.games.abcuazego import view as av
from ui.games.abcuazego.view import AbcuazegoView, place_at, place_centre


def view_for(state, human=True, bottom=0):
    return fake_host.view_for(AbcuazegoView, state, human=human, bottom=bottom)


def position(seat, mine, theirs, stores=(0, 0)):
    board = [0] * 22
    for pit in range(1, 11):
        board[ab.pit_index(seat, pit)] = mine.get(pit, 0)
        board[ab.pit_index(1 - seat, pit)] = theirs.get(pit, 0)
    board[STORES[seat]], board[STORES[1 - seat]] = stores
    return ab.AbcuazegoState._make({"max_plies": 600}, tuple(board), seat, False, 0)


def tap_place(view, index):
    view.tap(*place_centre(index))


# ----- taps -----------------------------------------------------------------------------------

def test_tap_previews_then_tap_again_sows_the_natural_direction():
    view, host = view_for(engines.new_game("abcuazego"))
    tap_place(view, ab.pit_index(0, 3))
    assert view.selected == 3 and not host.played
    previews = view.previews()
    assert list(previews) == [CCW, CW]  # natural first, the reverse offered too
    assert "counter-clockwise" in host.said[-1] and "orange" in host.said[-1]
    names = [name for name, _ in view.actions()]
    assert names == ["sow-3a", "sow-3c", "cancel", "speed"]
    tap_place(view, ab.pit_index(0, 3))
    assert host.played == [Sow(3, CCW)]


def test_tapping_the_end_of_the_reverse_path_sows_the_reverse_way():
    state = engines.new_game("abcuazego")
    view, host = view_for(state)
    tap_place(view, ab.pit_index(0, 3))
    end = view.previews()[CW].last
    assert end == ab.pit_index(1, 8)  # 2, 1, past the Zaque's store, 10, 9, 8
    tap_place(view, end)
    assert host.played == [Sow(3, CW)]


def test_only_the_natural_direction_when_the_reverse_is_not_allowed():
    state = engines.new_game("abcuazego")
    view, host = view_for(state)
    tap_place(view, ab.pit_index(0, 8))
    assert list(view.previews()) == [CCW]
    assert [name for name, _ in view.actions()] == ["sow-8a", "cancel", "speed"]
    assert "orange" not in host.said[-1]


def test_action_buttons_sow_and_cancel():
    view, host = view_for(engines.new_game("abcuazego"))
    tap_place(view, ab.pit_index(0, 2))
    view.action("cancel")
    assert view.selected is None and view.actions() == [("speed", "Sowing speed: 1\u00d7")]
    tap_place(view, ab.pit_index(0, 2))
    view.action("sow-2c")
    assert host.played == [Sow(2, CW)]


def test_taps_explained_in_words():
    state = position(0, {3: 5}, {4: 2})
    view, host = view_for(state)
    tap_place(view, ab.pit_index(0, 4))
    assert host.said[-1].startswith("That pit is empty")
    tap_place(view, ab.pit_index(1, 4))
    assert host.said[-1] == "That pit is the Zaque's: the Zipa harvests the left column."
    tap_place(view, STORES[0])
    assert "Stores are never harvested" in host.said[-1]
    assert not host.played


def test_a_tap_away_from_the_previews_drops_them():
    view, host = view_for(engines.new_game("abcuazego"))
    tap_place(view, ab.pit_index(0, 3))
    tap_place(view, ab.pit_index(1, 2))  # not the end of a path
    assert view.selected is None and not host.played and "Zaque's" in host.said[-1]
    tap_place(view, ab.pit_index(0, 3))
    view.tap(2, 2)  # off the board
    assert view.selected is None and not host.played


def test_the_zaque_taps_the_right_column():
    state = engines.new_game("abcuazego").play("8a")
    view, host = view_for(state)
    assert "right column" in view.hint()
    tap_place(view, ab.pit_index(1, 2))  # six grains after the Zipa's 8a: even, clockwise
    tap_place(view, ab.pit_index(1, 2))
    assert host.played == [Sow(2, CW)]


def test_no_moves_when_it_is_not_a_persons_turn():
    view, host = view_for(engines.new_game("abcuazego"), human=False)
    tap_place(view, ab.pit_index(0, 3))
    tap_place(view, ab.pit_index(0, 3))
    assert view.selected is None and not host.played and [n for n, _ in view.actions()] == ["speed"]


def test_the_sowing_speed_is_a_button_of_the_page():
    before = engines.new_game("abcuazego")
    after = before.play("3a")
    view, host = view_for(before)
    view.on_new_state(after, before, Sow(3, CCW))
    ctx = FakeContext()
    view.draw(ctx, 0.0)
    duration = view.animation.duration
    view.action("speed")
    assert host.said[-1] == "Sowing speed 2\u00d7." and ("speed", "Sowing speed: 2\u00d7") in view.actions()
    view.draw(ctx, 100.0)
    assert view.animation.duration == pytest.approx(duration / 2)
    view.action("speed")
    view.action("speed")
    assert view.speed_index == 0
    host.animation_speed = 0  # animations off: no speed to choose
    assert view.actions() == []
    assert not any("speed" in t.lower() for t in ctx.texts)  # nothing of it on the board


# ----- animation and words --------------------------------------------------------------------

def test_sowing_animates_grain_by_grain_then_settles_on_the_new_position():
    before = engines.new_game("abcuazego")
    move = Sow(3, CW)
    after = before.play(move)
    view, host = view_for(before)
    view.on_new_state(after, before, move)
    job = view.animation.data
    sowing = job.sowing
    assert sowing.captures  # this one captures: the Zaque's pit 8
    shown = []
    for step in range(len(sowing.drops) + 1):
        board, hand = job.board_at(job.lift + step * timeline.GRAIN_SECONDS + 0.01)
        shown.append(sum(board[i] for i in sowing.drops))
    assert shown == sorted(shown) and shown[-1] - shown[0] == len(sowing.drops) - 0
    board, hand = job.board_at(0.1)
    assert board[sowing.origin] == 0 and hand[2] == 5  # all five grains in the hand
    assert job.board_at(job.total)[0] == list(after.board)
    # the capture: a pause on the pit, the six grains carried to the store, then counted there
    capture, start = sowing.captures[0], job.sow_end
    board, hand = job.board_at(start + 0.05)
    assert hand is None and board[capture.index] == 6 and board[STORES[0]] == 0
    board, hand = job.board_at(start + timeline.CAPTURE_SECONDS * 0.4)
    assert hand[2] == 6 and board[capture.index] == 0 and board[STORES[0]] == 0
    assert place_centre(capture.index)[1] - 40 < hand[1] < place_centre(STORES[0])[1]  # on its way down
    board, hand = job.board_at(start + timeline.CAPTURE_SECONDS * 0.7)
    assert hand is None and board[STORES[0]] == 6
    ctx = FakeContext()
    assert view.draw(ctx, 0.0) is True
    total_ms = view.animation.duration * 1000
    view.draw(ctx, total_ms / 2)
    view.draw(ctx, total_ms + 1)
    assert view.animation is None
    ctx = FakeContext()
    view.draw(ctx, total_ms + 20)
    assert "Zipa's store" in ctx.texts and "6" in ctx.texts
    assert "Capture! 6" in view.describe(before, move, after)  # the words are the page's


def test_moves_arriving_during_a_sowing_queue_up_and_play_faster():
    state = engines.new_game("abcuazego")
    view, host = view_for(state, human=False)
    for text in ("3a", "8a"):
        before, state = state, state.play(text)
        view.on_new_state(state, before, before.parse(text))
    assert len(view.queue) == 2 and view.speed > av.SPEEDS[0]
    for text in ("10", "3", "1"):  # more than MAX_QUEUED: the oldest are skipped
        before, state = state, state.play(text)
        view.on_new_state(state, before, before.parse(text))
    assert len(view.queue) == av.MAX_QUEUED
    ctx = FakeContext()
    now = 0.0
    while view.animation is not None and now < 60_000:
        view.draw(ctx, now)
        now += 50
    assert view.queue == [] and now < 60_000
    assert view.state == state


def test_a_tap_during_a_sowing_jumps_to_the_end_and_counts():
    before = engines.new_game("abcuazego")
    after = before.play("3a")
    view, host = view_for(before)
    host.state = after
    view.on_new_state(after, before, Sow(3, CCW))
    assert view.animating()
    tap_place(view, ab.pit_index(1, 2))  # the Zaque's pit: selects it at once
    assert not view.animating() and view.selected == 2


def test_describe_announces_captures_and_extra_turns_in_words():
    view, _ = view_for(engines.new_game("abcuazego"))
    start = engines.new_game("abcuazego")
    text = view.describe(start, Sow(3, CW), start.play("3c"))
    assert "reverse" in text and "Capture! 6" in text and "Zaque's pit 8" in text
    again = position(0, {8: 3, 1: 1}, {5: 1})
    text = view.describe(again, Sow(8, CCW), again.play("8a"))
    assert "the Zipa plays again" in text
    feed = position(0, {2: 2, 7: 1}, {5: 1})
    text = view.describe(feed, Sow(2, CW), feed.play("2c"))
    assert "the Zaque plays twice" in text
    win = position(0, {9: 3, 4: 1}, {2: 2, 6: 9}, stores=(33, 7))
    assert "36 grains" in view.describe(win, Sow(9, CCW), win.play("9a"))


def test_draws_every_moment_of_a_whole_game_without_error():
    ctx = FakeContext()
    state = engines.new_game("abcuazego")
    view, host = view_for(state)
    view.draw(ctx, 0.0)
    tap_place(view, ab.pit_index(0, 3))
    view.draw(ctx, 5.0)  # with both previews
    rng = random.Random(3)
    now = 10.0
    while not state.is_over():
        before, move = state, rng.choice(state.legal_moves())
        state = state.play(move)
        view.on_new_state(state, before, move)
        for _ in range(4):
            view.draw(ctx, now)
            now += 400
    view.finish_animations()
    ctx = FakeContext()
    view.draw(ctx, now)
    assert not any("wins" in t or "draw" in t.lower() or "over" in t.lower() for t in ctx.texts)  # the page says it
    wins = [place_at(m.x, m.y) for m in view.marks() if m.kind == "win"]
    assert wins == [STORES[seat] for seat in (state.winners() or (0, 1))]
    AbcuazegoView.thumbnail(ctx, 320, 224)


def test_the_end_lights_the_winner_s_store_once_the_grains_land():
    before = position(0, {9: 3, 4: 1}, {2: 2, 6: 9}, stores=(33, 7))
    after = before.play("9a")  # the last grain reaches 36: the Zipa wins
    view, host = view_for(before, human=False)
    view.on_new_state(after, before, Sow(9, CCW))
    view.draw(FakeContext(), 0.0)
    assert view.animation is not None  # the skeleton draws no marks while it runs
    view.finish_animations()
    marks = view.marks()
    assert [place_at(m.x, m.y) for m in marks if m.kind == "win"] == [STORES[0]]
    draw = position(0, {3: 1}, {}, stores=(24, 25))
    view, _ = view_for(draw.play("3a"))
    assert sorted(place_at(m.x, m.y) for m in view.marks() if m.kind == "win") == list(STORES)


def test_result_words():
    view, _ = view_for(engines.new_game("abcuazego"))
    over = position(0, {3: 1}, {}, stores=(24, 25)).play("3a")
    assert view.result(over) == "A draw, 25 to 25."
    won = position(0, {9: 3, 4: 1}, {2: 2, 6: 9}, stores=(33, 7)).play("9a")
    assert view.result(won) == "The Zipa wins, 36 to 7."


# ----- the board turned round, keyboard places, hints -----------------------------------------

def test_board_turns_round_for_a_person_playing_the_zaque():
    state = engines.new_game("abcuazego").play("8a")
    view, host = view_for(state, bottom=1)  # the person here plays the Zaque alone
    assert view.flip
    for index in range(ab.RING):
        assert place_at(*place_centre(index, True), True) == index
    for pit in range(1, 11):  # the Zaque's column where the Zipa's is drawn otherwise
        assert place_centre(ab.pit_index(1, pit), True) == place_centre(ab.pit_index(0, pit))
    assert place_centre(STORES[1], True) == place_centre(STORES[0])  # the Zaque's store at the bottom
    assert "left column" in view.hint() and view.seat_detail(1).startswith("Left column")
    assert view.seat_detail(0).startswith("Right column")
    view.tap(*place_centre(ab.pit_index(1, 5), True))
    view.tap(*place_centre(ab.pit_index(1, 5), True))
    assert host.played == [Sow(5, CCW)]
    ctx = FakeContext()
    view.draw(ctx, 0.0)
    _, bottom_y = place_centre(STORES[0])
    assert any(t == "Zaque's store" and y > bottom_y - 20 for t, _, _, y in ctx.written)


def test_keyboard_places_tap_right_and_escape_cancels():
    view, host = view_for(engines.new_game("abcuazego"))
    places = view.places()
    labels = [label for _, _, label in places]
    assert labels[0] == "Your pit 1: 5 grains" and len(labels) == 10 and labels[-1] == "Your pit 10: 5 grains"
    x, y, _ = places[2]
    view.tap(x, y)
    assert view.selected == 3
    labels = [label for _, _, label in view.places()]
    assert "Sow pit 3 counter-clockwise: ends in the Zipa's pit 8" in labels
    reverse = next(p for p in view.places() if "(reverse)" in p[2])
    assert "ends in the Zaque's pit 8, captures 6" in reverse[2]
    view.cancel()
    assert view.selected is None
    view.tap(x, y)
    view.tap(*reverse[:2])
    assert host.played == [Sow(3, CW)]


def played(moves: str):
    state = engines.new_game("abcuazego")
    for text in moves.split():
        state = state.play(text)
    return state


def test_keyboard_reverse_end_on_an_own_pit_or_the_starting_pit():
    """Enter does what its words say: a reverse path that ends in another of the mover's pits
    is one place there (a tap there sows the reverse way); one that ends where it began is
    left to its button (a tap on the pit sows the natural way)."""
    state = played("10a 8a 7a 1a 5a 7c 8a 4c 5a 6c 6a 10c 4c 7a 2a 3a 3a 1c 9c 8a 7a 10c 2c 4c 1c "
                   "4c 9a 5a 10c 10c 2a 6c 8a 3c 10a")
    view, host = view_for(state)
    view.tap(*place_centre(ab.pit_index(ab.ZAQUE, 2)))
    places = view.places()
    assert len({p[:2] for p in places}) == len(places)
    x, y, words = next(p for p in places if p[:2] == place_centre(ab.pit_index(ab.ZAQUE, 9)))
    assert words.startswith("Sow pit 2 clockwise (reverse): ends in the Zaque's pit 9")
    view.tap(x, y)
    assert host.played == [Sow(2, CW)]
    state = played("4a 3c 2c 4a 7c 10a 4c 6a 9a 9a 10a 1c 10a 3c 2c 7c 5a 2a 8a 2a 6a 9a 9a 8c 7a "
                   "1a 1c 9c 2c 6c 4a 10a 10a 2a 2a 9c")
    view, host = view_for(state)
    view.tap(*place_centre(ab.pit_index(ab.ZIPA, 5)))
    assert state.effect(Sow(5, CCW)).last == ab.pit_index(ab.ZIPA, 5)
    assert not any("(reverse)" in words for _, _, words in view.places())
    assert ("sow-5a", "\u21ba Sow 5a: counter-clockwise (reverse)") in view.actions()


def test_with_hints_off_a_suggestion_still_shows_its_path():
    state = engines.new_game("abcuazego")
    view, host = view_for(state)
    host.show_hints = False
    view.draw(FakeContext(), 0.0)
    view.suggest(Sow(3, CW))
    ctx = FakeContext()
    view.draw(ctx, 0.0)
    assert dashed(ctx)  # the green path
    assert view.hint().endswith("Hint: 3c ends in the Zaque's pit 8, captures 6 (the green path).")
    view.on_new_state(state.play("3a"), state, Sow(3, CCW))
    assert view.suggestion is None


def test_pictures_leave_out_the_speed_button():
    ctx = FakeContext()
    AbcuazegoView.picture(ctx, engines.new_game("abcuazego"), 480, 336)
    assert not any("speed" in t for t in ctx.texts)
    ctx = FakeContext()
    AbcuazegoView.thumbnail(ctx, 320, 224)
    assert any("Zipa" in t for t in ctx.texts)


def test_rules_page_diagrams_show_what_their_captions_say():
    from ui.games.abcuazego.rules import SECTIONS
    diagrams = [item for _, items in SECTIONS for item in items if not isinstance(item, str)]
    assert len(diagrams) >= 6
    for caption_text, options, moves in diagrams:
        state = engines.load({"game": "abcuazego", "options": options, "moves": moves})
        if not moves:
            continue
        before = engines.load({"game": "abcuazego", "options": options, "moves": moves[:-1]})
        sowing = before.effect(before.parse(moves[-1]))
        assert f"({moves[-1]})" in caption_text
        assert ("captur" in caption_text) == bool(sowing.captures), caption_text
        assert ("plays again" in caption_text) == (sowing.next_turn == "again"), caption_text
        assert ("plays twice" in caption_text) == (sowing.next_turn == "uaque"), caption_text
        assert ("reverse" in caption_text) == sowing.reverse, caption_text
        assert state.moves == tuple(moves)


# ----- highlights, the last move, the board while a sowing is shown ---------------------------

def kinds_at(marks, kind):
    """The ring indices of the places lit by marks of `kind`."""
    return sorted(place_at(m.x, m.y) for m in marks if m.kind == kind)


def test_highlights_the_mover_s_pits_the_chosen_pit_and_the_last_move():
    state = engines.new_game("abcuazego").play("8a")  # the Zaque to move; its pit 3 is empty
    view, host = view_for(state)
    view.on_new_state(state, engines.new_game("abcuazego"), Sow(8, CCW), animate=False)
    marks = view.marks()
    assert kinds_at(marks, "last") == [ab.pit_index(0, 8), ab.pit_index(1, 3)]  # harvested, last grain
    assert kinds_at(marks, "target") == [ab.pit_index(1, p) for p in range(1, 11) if p != 3]
    view.tap(*place_centre(ab.pit_index(1, 5)))
    marks = view.marks()
    assert kinds_at(marks, "selected") == [ab.pit_index(1, 5)]
    assert ab.pit_index(1, 5) not in kinds_at(marks, "target")
    host.show_hints = False
    assert kinds_at(view.marks(), "target") == []
    view.suggest(Sow(2, CW))
    assert kinds_at(view.marks(), "hint") == [ab.pit_index(1, 2)]


def test_a_store_is_lit_when_the_last_grain_falls_in_it():
    before = position(0, {8: 3, 1: 1}, {5: 1})
    view, _ = view_for(before.play("8a"))
    view.on_new_state(before.play("8a"), before, Sow(8, CCW), animate=False)
    last = [m for m in view.marks() if m.kind == "last"]
    assert [place_at(m.x, m.y) for m in last] == [ab.pit_index(0, 8), STORES[0]]
    assert last[1].h > 2 * layout.STORE_RY  # round the whole store


def test_while_sowing_the_board_shows_the_sowing_not_the_final_score():
    before = position(0, {9: 3, 4: 1}, {2: 2, 6: 9}, stores=(33, 7))
    after = before.play("9a")  # the last grain reaches 36: the Zipa wins
    view, host = view_for(before, human=False)
    view.on_new_state(after, before, Sow(9, CCW))
    ctx = FakeContext()
    view.draw(ctx, 0.0)
    ctx = FakeContext()
    view.draw(ctx, view.animation.duration * 1000 * 0.3)  # grains in the air
    assert store_count(ctx, 0) == "33" and "36" not in ctx.texts
    assert not any("win" in t for t in ctx.texts)
    assert not any(m.kind == "win" for m in view.marks()) or view.animation is not None
    view.finish_animations()
    ctx = FakeContext()
    view.draw(ctx, 1e6)
    assert store_count(ctx, 0) == "36"


def store_count(ctx, seat):
    """The count written on `seat`'s store."""
    x, y = layout.count_label_centre(STORES[seat])
    return next(t for t, _, tx, ty in ctx.written if abs(tx - x) < 1 and abs(ty - y) < 3)


def dashed(ctx):
    return any(name == "setLineDash" and args[0] for name, args in ctx.calls)


def test_a_move_shown_without_its_sowing_is_drawn_as_a_path():
    before = engines.new_game("abcuazego")
    after = before.play("3c")
    ctx = FakeContext()
    AbcuazegoView.picture(ctx, after, 480, 336, before, Sow(3, CW))  # a rules-page diagram
    assert dashed(ctx)
    ctx = FakeContext()
    AbcuazegoView.picture(ctx, after, 480, 336)
    assert not dashed(ctx)
    view, host = view_for(before, human=False)
    view.on_new_state(after, before, Sow(3, CW))  # animated: the sowing shows it, no path after
    view.finish_animations()
    ctx = FakeContext()
    view.draw(ctx, 0.0)
    assert not dashed(ctx)
    host.animation_speed = 0  # animations off: the path shows where the grains went
    view.on_new_state(after, before, Sow(3, CW))
    ctx = FakeContext()
    view.draw(ctx, 0.0)
    assert view.animation is None and dashed(ctx)


def test_a_captured_pit_is_lit_with_the_last_move_and_the_speed_goes_at_the_end():
    before = engines.new_game("abcuazego")
    view, _ = view_for(before.play("3c"))
    view.on_new_state(before.play("3c"), before, Sow(3, CW), animate=False)
    captured = before.effect(Sow(3, CW)).captures[0].index
    assert kinds_at(view.marks(), "last") == sorted({ab.pit_index(0, 3), ab.pit_index(1, 8), captured})
    won = position(0, {9: 3, 4: 1}, {2: 2, 6: 9}, stores=(33, 7)).play("9a")
    view, _ = view_for(won)
    assert view.actions() == []  # nothing left to sow: no speed to choose


def test_seat_detail_says_where_each_player_s_pits_are_and_what_they_hold():
    state = position(0, {3: 5, 7: 2}, {4: 1}, stores=(3, 9))
    view, _ = view_for(state)
    assert view.seat_detail(0) == "Left column, 7 grains in pits"
    assert view.seat_detail(1) == "Right column, 1 grain in pits"
    owed = position(1, {2: 2}, {5: 1})
    owed = ab.AbcuazegoState._make({"max_plies": 600}, owed.board, 1, True, 0)
    assert view_for(owed)[0].seat_detail(1).endswith(", plays twice")
