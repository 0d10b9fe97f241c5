"""The game controller (ui/controller.py) without a browser: the turn loop with people,
the computer and the dice, undo, redo, review, the clock, hints, typed moves, and what
is saved, seen through fakes of the page, the computer, the timer and the storage."""
import random

import pytest

import engines
from engines import ai
from tests.memory_store import MemoryStore
from ui.controller import ROLL_DELAY_MS, GameController
from ui.saved_games import GAMES as KEPT, SavedGames
from ui.session import Session
from ui.settings import Settings
from ui.games import GAMES


class FakePage:
    def __init__(self):
        self.said, self.moves, self.games, self.pictures, self.notices = [], [], [], [], []
        self.refreshes = self.redraws = 0

    def say(self, text, notice=False):
        self.said.append(text)
        if notice:
            self.notices.append(text)

    def refresh(self):
        self.refreshes += 1

    def redraw(self):
        self.redraws += 1

    def started(self, session):
        self.games.append(session.game_id)

    def moved(self, before, move, after):
        self.moves.append(str(move))

    def kept(self, game_id, resumable):
        self.pictures.append((game_id, resumable))


class FakeComputer:
    """Keeps the requests; `answer()` replies to the oldest with the engine's easy move."""

    def __init__(self):
        self.asked = []

    def ask(self, request, callback):
        self.asked.append((request, callback))

    def answer(self, move=None):
        request, callback = self.asked.pop(0)
        if move is None:
            state = engines.load(request["record"])
            move = ai.choose_move(state, "easy", random.Random(request["seed"]), time_budget=0)
        callback({"move": str(move)})


class FakeTimer:
    def __init__(self):
        self.time, self.pending = 0.0, []

    def now(self):
        return self.time

    def later(self, ms, callback):
        self.pending.append((self.time + ms, callback))

    def advance(self, ms):
        self.time += ms
        due = [c for t, c in self.pending if t <= self.time]
        self.pending = [(t, c) for t, c in self.pending if t > self.time]
        for callback in due:
            callback()


def make(store=None, embed=False, **settings):
    """A controller with fakes; animations off unless `speed` is given."""
    settings.setdefault("speed", 0.0)
    store = store if store is not None else MemoryStore()
    page, computer, timer = FakePage(), FakeComputer(), FakeTimer()
    saved = None if embed else SavedGames(store, GAMES)
    controller = GameController(page, computer, timer, saved, Settings(**settings), lambda: "2026-12-01T00:00:00Z")
    return controller, page, computer, timer, store


def play_human(controller, text):
    controller.try_move(controller.session.state.parse(text))


def test_against_the_computer_it_answers_and_the_person_moves_next():
    c, page, computer, _, store = make()
    c.new_game("apagos", ["human", "easy"], {})  # White (the computer) arranges the ramp first
    assert not c.human_to_move() and "thinking" in c.turn_text()
    request, _ = computer.asked[0]
    assert request["level"] == "easy" and request["record"]["moves"] == []
    computer.answer()
    assert c.session.state.ply == 1 and c.human_to_move()
    assert "arranged the ramp" in page.said[-1] and page.moves == list(c.session.state.moves)
    assert c.turn_text().startswith("Black to move:")
    kept = store.load(KEPT)[0]
    assert kept["saved"]["record"]["moves"] == list(c.session.state.moves)  # autosaved
    assert kept["status"] == "Black to move" and not kept["over"]


def test_a_reply_for_a_game_that_was_left_is_dropped():
    c, _, computer, _, _ = make()
    c.new_game("apagos", ["human", "easy"], {})
    c.new_game("abcuazego", ["human", "human"], {})
    computer.answer(engines.new_game("apagos").legal_moves()[0])
    assert c.session.game_id == "abcuazego" and c.session.state.ply == 0


def test_the_dice_roll_by_themselves_when_no_person_rolls():
    c, _, computer, timer, _ = make()
    c.new_game("abagio", ["easy", "easy"], {})
    assert c.session.turn() == "chance" and c.turn_text() == "Rolling the dice\u2026"
    timer.advance(ROLL_DELAY_MS - 1)
    assert c.session.state.ply == 0
    timer.advance(1)
    assert c.session.state.ply == 1


def test_a_person_here_rolls_their_own_dice():
    c, _, _, timer, _ = make()
    c.new_game("abagio", ["human", "human"], {})
    assert c.view.human_rolls()
    timer.advance(10_000)
    assert c.session.state.ply == 0  # waits for the person
    c.roll()
    assert c.session.state.ply == 1


def test_the_roll_is_offered_only_when_it_can_be_made_and_the_turn_line_says_why_not():
    c, _, _, _, _ = make()
    c.new_game("abagio", ["human", "human"], {})
    assert c.may_roll() and c.actions() == [("roll", "Roll the dice")]
    while c.session.state.ply < 6:
        c.roll() if c.session.turn() == "chance" else play_human(c, str(c.session.state.legal_moves()[0]))
    earlier = max(ply for ply in range(c.session.state.ply) if c.session.states[ply].is_chance())
    c.review(earlier)  # looking back at a position where the dice were to be rolled
    assert c.view.human_rolls() and not c.may_roll() and c.actions() == []
    c.roll()
    assert c.session.state.ply == 6 and "Press End" in c.turn_text()


def test_hot_seat_undo_takes_back_one_move_and_redo_plays_it_again():
    c, page, _, _, _ = make()
    c.new_game("apagos", ["human", "human"], {"setup": [3, 5, 7, 5]})
    play_human(c, "B2")
    play_human(c, "W4")
    c.undo()
    assert c.session.state.moves == ("B2",) and "White to move again" in page.said[-1]
    assert c.can_redo()
    c.redo()
    assert c.session.state.moves == ("B2", "W4") and not c.can_redo()


def test_undo_against_the_computer_takes_its_reply_too():
    c, _, computer, _, _ = make()
    c.new_game("apagos", ["human", "easy"], {"setup": [3, 5, 7, 5]})
    play_human(c, "B2")
    computer.answer()
    c.undo()
    assert c.session.state.ply == 0 and c.human_to_move()


def test_review_shows_an_earlier_position_and_moves_wait_for_the_live_game():
    c, page, _, _, _ = make()
    c.new_game("apagos", ["human", "human"], {"setup": [3, 5, 7, 5]})
    for text in ("B2", "W4", "B1"):
        play_human(c, text)
    c.review(1)
    assert c.shown_state() == c.session.states[1] and c.view.state == c.session.states[1]
    assert not c.human_to_move() and not c.can_redo()
    assert not c.play_typed("W1")
    assert page.said[-1] == "Return to the game (End) to move."
    c.review(c.shown_ply() + 1)
    assert c.viewing == 2
    c.review(99)
    assert c.viewing is None and c.human_to_move()
    c.review(-5)
    assert c.viewing == 0


def test_typed_moves_play_or_say_why_not():
    c, page, _, _, _ = make()
    c.new_game("apagos", ["human", "human"], {"setup": [3, 5, 7, 5]})
    assert c.play_typed("  b2 ")
    assert c.session.state.moves == ("B2",)
    assert not c.play_typed("b9")
    assert page.said[-1].startswith("b9: ")
    assert not c.play_typed("x" * 100_000)
    assert len(page.said[-1]) < 300  # the message does not echo the whole input


def test_the_move_box_shows_a_move_of_the_game_that_may_be_typed_now():
    for game_id in GAMES:
        c, _, _, _, _ = make()
        c.new_game(game_id, ["human"] * engines.GAMES[game_id].new().num_players, {})
        if c.session.turn() == "chance":
            c.roll()
        example = c.session.example_move()
        assert example and c.play_typed(example), game_id
    c.new_game("abagio", ["human", "human"], {})
    assert c.session.example_move() == ""  # the dice are rolled, not typed


def test_the_clock_runs_out_and_the_game_is_over_for_that_seat():
    c, page, _, timer, store = make()
    c.new_game("apagos", ["human", "human"], {"setup": [3, 5, 7, 5]}, clock_minutes=1)
    timer.advance(30_000)
    assert c.clock_left()[0] == pytest.approx(30_000)
    timer.advance(31_000)
    c.tick_clock()
    assert c.session.turn() == "over" and "Black ran out of time and loses" in c.turn_text()
    assert store.load(KEPT)[0]["saved"]["flagged"] == 0 and store.load(KEPT)[0]["over"]
    assert c.result_pending


def test_a_hint_asks_the_easy_computer_and_lights_its_move():
    c, page, computer, _, _ = make()
    c.new_game("apagos", ["human", "human"], {"setup": [3, 5, 7, 5]})
    c.hint()
    request, _ = computer.asked[0]
    assert request["level"] == "easy"
    computer.answer("B3")
    assert str(c.view.suggestion) == "B3" and page.said[-1].startswith("Hint: B3")
    play_human(c, "B3")
    c.review(0)  # not the person's turn while reviewing
    c.hint()
    assert page.said[-1] == "A hint is for your own turn."


def test_a_finished_game_joins_the_history_and_a_reload_brings_the_game_back():
    c, _, _, _, store = make()
    c.new_game("apagos", ["human", "human"], {"setup": [3, 5, 7, 5]})
    play_human(c, "B2")
    again, page, _, _, _ = make(store)
    assert again.restore("apagos") and again.session.state.moves == ("B2",)
    assert page.said[-1] == "Welcome back: your game is as you left it."
    assert not again.restore("abalone")  # the saved game is of another game
    rng = random.Random(3)
    while not again.session.state.is_over():
        again.try_move(rng.choice(again.session.state.legal_moves()))
    kept = store.load(KEPT)
    assert kept[0]["over"] and kept[0]["status"] == again.view.result(again.session.state)
    assert again.result_pending


def test_a_damaged_saved_game_gives_a_new_game_and_says_so():
    store = MemoryStore()
    store.save(KEPT, [{"saved": {"record": {"game": "apagos", "moves": ["Z9"]}, "seats": ["human", "human"], "id": "x1"}}])
    c, page, _, _, _ = make(store)
    assert c.restore("apagos")
    assert c.session.state.ply == 0 and "could not be restored" in page.said[-1]


def test_the_embed_page_never_saves():
    c, _, _, _, store = make(embed=True)
    c.new_game("apagos", ["human", "human"], {})
    assert store.data == {} and not c.restore("apagos")


def test_a_loaded_record_keeps_the_seats_of_the_same_game():
    c, page, _, _, _ = make()
    c.new_game("apagos", ["human", "hard"], {})
    state = engines.load({"game": "apagos", "moves": ["setup 5 3 7 1", "B2"]})
    c.load(state, "Loaded.")
    assert c.session.seats == ["human", "hard"] and c.session.state == state
    c.load(engines.new_game("abcuazego"), "Loaded.")
    assert c.session.seats == ["human", "human"]


def test_the_views_host_answers_from_the_seats_and_settings():
    c, _, _, _, _ = make(orientation="mine")
    c.new_game("abalone", ["easy", "human", "easy"], {"players": 3})
    assert c.is_human(1) and not c.is_human(0) and not c.is_human(7)
    assert c.bottom_seat() == 1
    c.settings.orientation = "first"
    assert c.bottom_seat() == 0
    c.settings.speed = 0.0
    assert c.animation_speed == 0.0 and c.show_hints


def test_session_from_state_replays_every_position():
    state = engines.load({"game": "apagos", "moves": ["setup 5 3 7 1", "B2", "W1"]})
    session = Session.from_state(state, ["human", "easy"])
    assert [s.ply for s in session.states] == [0, 1, 2, 3] and session.state == state
    assert Session.from_state(state, ["human"]).seats == ["human", "human"]  # wrong count: people


def test_every_game_in_progress_is_kept_and_each_comes_back():
    c, _, _, _, store = make()
    c.new_game("apagos", ["human", "human"], {"setup": [3, 5, 7, 5]})
    play_human(c, "B2")
    c.new_game("abcuazego", ["human", "human"], {})
    play_human(c, "3a")
    c.new_game("apagos", ["human", "human"], {"setup": [3, 5, 7, 5]})  # a second Apagos game
    play_human(c, "B4")
    again, _, _, _, _ = make(store)
    assert again.restore("abcuazego") and again.session.state.moves == ("3a",)
    assert again.restore("apagos") and again.session.state.moves == ("B4",)  # the most recent one
    entries = SavedGames(store, GAMES).entries()
    assert [(e.verb, e.game_id) for e in entries] == [("Continue", "apagos"), ("Continue", "abcuazego"),
                                                      ("Continue", "apagos")]  # the last played first
    assert entries[0].detail == "White to move \u00b7 1 move"


def test_the_computers_moves_wait_for_the_last_one_to_land():
    c, page, computer, timer, _ = make(speed=1.0)
    c.new_game("abagio", ["easy", "easy"], {})
    timer.advance(ROLL_DELAY_MS)  # the first roll
    assert c.session.state.ply == 1 and c.view.animating()
    assert c.thinking == c.session.state.to_move and computer.asked
    computer.answer()  # the reply arrives while the dice still roll on the board
    assert c.session.state.ply == 1
    c.view.animation = None  # the page drew the last frame
    c.settled()
    assert c.session.state.ply == 2 and len(computer.asked) == 1  # and it thinks about the next leap


def test_while_a_move_lands_the_turn_line_is_the_new_positions_and_the_result_waits():
    c, page, computer, timer, _ = make(speed=1.0)
    c.new_game("abcuazego", ["human", "expert"], {})
    c.view.selected = 1  # the person looks at pit 1's sowings ...
    assert "Tap the pit again" in c.turn_text()
    play_human(c, "1a")  # ... and sows it: the grains still fall on the board
    assert c.view.animating()
    line = c.landing_text()
    assert "Tap the pit again" not in line and "Zipa to move" not in line
    assert line == "Zaque (computer, expert) is thinking\u2026"
    # a move that ends the game: who made it, the result once it has landed
    c.new_game("abcuazego", ["human", "human"], {})
    while not c.session.state.play(c.session.state.legal_moves()[0]).is_over():
        c.try_move(c.session.state.legal_moves()[0])
        c.view.finish_animations()
    mover = c.session.state.seat_name(c.session.state.to_move)
    c.try_move(c.session.state.legal_moves()[0])  # the last move
    assert c.session.turn() == "over" and c.view.animating()
    assert c.landing_text() == f"{mover}: {c.session.state.moves[-1]}\u2026"
    c.view.finish_animations()
    assert c.turn_text().startswith("Game over")
    # resigning while the computer's move still lands: said at once
    c.new_game("abcuazego", ["human", "easy"], {})
    play_human(c, "1a")
    c.session.resign(0)
    assert c.view.animating() and c.landing_text() == "Game over. Zipa resigned."


def test_resign_ends_the_game_for_the_persons_seat_and_rematch_swaps_sides():
    c, page, computer, _, store = make()
    c.new_game("apagos", ["human", "hard"], {"setup": [3, 5, 7, 5]})
    play_human(c, "B2")
    assert c.resigning_seat() == 0  # the computer is thinking: the person may still resign
    c.resign()
    assert c.session.turn() == "over" and c.result_text() == "Black resigned."
    assert c.result_pending and not c.can_undo()
    assert store.load(KEPT)[0]["over"]
    c.rematch()
    assert c.session.seats == ["hard", "human"] and c.session.state.ply == 0
    assert [e.verb for e in SavedGames(store, GAMES).entries()] == ["Continue", "Review"]


def test_the_move_list_groups_a_turn_and_numbers_the_rounds():
    session = Session("abagio", ["human", "human"], {"first": "red"})
    for text in ("4-5", "0/5", "0/4", "5-6", "0/5", "0/6", "2-3"):
        session.play(text)
    assert session.move_rows() == [
        (1, [("Red", [(1, "4-5"), (2, "0/5"), (3, "0/4")]), ("Purple", [(4, "5-6"), (5, "0/5"), (6, "0/6")])]),
        (2, [("Red", [(7, "2-3")])])]
    assert session.position_name(0) == "The start"
    assert session.position_name(2) == "After 1. Red 4-5 0/5"  # (in the middle of a turn)
    assert session.position_name(6) == "After 1. Purple 5-6 0/5 0/6"
    assert session.position_name(7) == "After 2. Red 2-3"


def fail_computer(computer, why="the computer player did not answer within 20 seconds"):
    _, callback = computer.asked.pop(0)
    callback({"error": why, "failed": True})


def test_a_computer_that_fails_leaves_a_seat_a_person_can_take():
    c, page, computer, _, store = make()
    c.new_game("apagos", ["human", "easy"], {})  # White (the computer) arranges the ramp first
    fail_computer(computer)
    assert c.thinking is None and "thinking" not in c.turn_text()
    assert "could not move" in c.turn_text() and "did not answer" in page.said[-1]
    names = [name for name, _ in c.actions()]
    assert names[-2:] == ["take-over-seat", "ask-computer-again"]
    assert not c.play_typed("Ra")
    assert "Play this seat yourself" in page.said[-1]
    c.action("take-over-seat")
    assert c.human_to_move() and c.session.seats == ["human", "human"]
    assert store.load(KEPT)[0]["saved"]["seats"] == ["human", "human"]  # kept so
    assert all(name not in ("take-over-seat", "ask-computer-again") for name, _ in c.actions())
    c.try_move(c.session.state.legal_moves()[0])
    assert c.session.state.ply == 1


def test_try_again_asks_the_computer_once_more():
    c, _, computer, _, _ = make()
    c.new_game("apagos", ["human", "easy"], {})
    fail_computer(computer)
    c.action("ask-computer-again")
    assert c.thinking is not None and len(computer.asked) == 1 and "thinking" in c.turn_text()
    computer.answer()
    assert c.session.state.ply == 1 and c.human_to_move() and not c.computer_failed


def test_a_failed_hint_says_so():
    c, page, computer, _, _ = make()
    c.new_game("apagos", ["human", "human"], {})
    c.hint()
    fail_computer(computer, "the computer player could not start")
    assert "No hint" in page.said[-1] and c.human_to_move()


def test_a_save_that_fails_is_said_at_once_and_while_it_lasts():
    store = MemoryStore()
    store.blocked = True
    c, page, _, _, _ = make(store)
    c.new_game("apagos", ["human", "human"], {})
    assert page.said[-1] == "This game is not being saved: this browser blocks this site's storage."
    assert c.save_note() == page.said[-1]
    store.blocked = False
    c.try_move(c.session.state.legal_moves()[0])
    assert page.said[-1] == "This game is being saved again." and c.save_note() == ""


def test_the_boards_picture_is_kept_with_a_game_a_visit_brings_back_and_only_then():
    store = MemoryStore()
    c, page, _, _, _ = make(store)
    c.new_game("apagos", ["human", "human"], {"setup": [3, 5, 7, 5]})
    play_human(c, "B2")
    assert page.pictures == [("apagos", True), ("apagos", True)]  # a new game, then each move
    c.resign()
    assert page.pictures[-1] == ("apagos", False)  # over: a visit to its page starts another game
    store.blocked = True
    c.new_game("abalone", ["human", "human"], {})
    assert page.pictures[-1] == ("abalone", False)  # not saved: its picture would show an older game
    store.blocked = False
    other, other_page, _, _, _ = make(store)  # a second tab moves this game on
    c.try_move(c.session.state.legal_moves()[0])
    assert other.restore("abalone")
    other.try_move(other.session.state.legal_moves()[0])
    before = list(page.pictures)
    c.try_move(c.session.state.legal_moves()[0])  # not saved here: the picture is the other tab's
    assert "another tab" in c.save_note() and page.pictures == before
    assert other_page.pictures[-1] == ("abalone", True)


def test_a_tab_whose_game_moved_on_elsewhere_says_so_and_can_open_the_newer():
    store = MemoryStore()
    c, page, _, _, _ = make(store)
    c.new_game("abcuazego", ["human", "human"], {})
    play_human(c, "3a")
    other, _, _, _, _ = make(store)  # a second tab on the same storage
    assert other.restore("abcuazego")
    other.try_move(other.session.state.legal_moves()[0])
    newer = list(other.session.state.moves)
    c.check_elsewhere()
    assert "another tab" in page.said[-1] and "another tab" in c.save_note()
    c.try_move(c.session.state.legal_moves()[-1])  # played here, not saved over the newer game
    assert store.load(KEPT)[0]["saved"]["record"]["moves"] == newer
    c.open_newer()
    assert list(c.session.state.moves) == newer and c.save_note() == ""
