"""A tutorial followed on the game controller's board (ui/lesson.py), without a browser:
the step's position, moves judged as the learner makes them, Try again, Show me, Back
and Next, the progress kept (and said when it cannot be), and nothing kept among the
saved games."""
from __future__ import annotations

from tests.memory_store import MemoryStore
from tests.test_controller import make, play_human
from ui.games import GAMES
from ui.lesson import PASSED, WRONG, Lesson, Progress, progress_key
from ui.saved_games import GAMES as KEPT

APAGOS = GAMES["apagos"].lessons


def index_of(title):
    return next(i for i, step in enumerate(APAGOS.steps) if step.title == title)


def lesson_at(title, store=None, speed=0.0):
    c, page, _, _, store = make(store=store, speed=speed)
    shown = []
    lesson = Lesson(c, APAGOS, store, lambda: shown.append(lesson.count_text()))
    lesson.open(index_of(title))
    return lesson, c, page, store, shown


def test_a_step_shows_its_position_on_the_games_own_board():
    lesson, c, page, _, shown = lesson_at("Adding a ball")
    step = lesson.step
    assert c.session.state == step.position("apagos") and c.coach is lesson
    assert c.view is not None and c.human_to_move()
    assert shown[-1] == f"Step {index_of('Adding a ball') + 1} of {len(APAGOS)}"
    assert lesson.buttons() == ["back", "show", "next"]


def test_the_right_move_passes_and_the_board_waits_for_next():
    lesson, c, page, store, _ = lesson_at("Adding a ball")
    play_human(c, "B2")
    assert lesson.verdict == PASSED and lesson.said == lesson.step.success
    assert not c.human_to_move() and c.turn_text() == "Well done. Press Next."
    assert lesson.is_done() and store.load(progress_key("apagos"))["done"] == [lesson.index]
    assert store.load(KEPT) is None  # a lesson is no game to keep


def test_a_wrong_move_is_played_and_explained_then_try_again_sets_the_step_up_again():
    lesson, c, page, _, _ = lesson_at("The top never swaps")
    play_human(c, "B3")
    assert lesson.verdict == WRONG
    assert lesson.said == "You dropped a black ball on 3: that swaps it up and gives White the top platform."
    assert c.session.state.moves[-1] == "B3" and not c.human_to_move()  # the board shows what it did
    assert "retry" in lesson.buttons() and "Try again" in c.turn_text()
    c.play_typed("B4")
    assert c.session.state.moves[-1] == "B3" and "Try again" in page.said[-1]
    lesson.retry()
    assert c.session.state == lesson.step.position("apagos") and c.human_to_move() and lesson.said == ""
    play_human(c, "B4")
    assert lesson.verdict == PASSED


def test_an_illegal_move_gets_the_engines_reason_and_the_step_still_waits():
    lesson, c, page, _, _ = lesson_at("Moving a ball down")
    c.play_typed("1>3")
    assert "only be moved down" in page.said[-1] and lesson.verdict is None and c.human_to_move()


def test_show_me_plays_the_answer_from_the_steps_position():
    lesson, c, page, _, _ = lesson_at("Adding a ball", speed=1.0)
    play_human(c, "W2")
    lesson.show_me()
    assert c.session.state.moves == lesson.step.moves + ("B2",)
    assert c.view.animating()  # played with its animation: the platforms swap
    assert lesson.verdict == PASSED


def test_show_me_arranges_the_ramp_for_white():
    lesson, c, _, _, _ = lesson_at("Arranging the ramp")
    lesson.show_me()
    assert c.session.state.moves == ("setup 5 3 7 1",) and lesson.verdict == PASSED


def test_a_read_step_takes_no_move():
    lesson, c, page, _, _ = lesson_at("The ramp")
    assert not c.human_to_move() and c.turn_text() == "Read this step, then press Next."
    assert lesson.buttons() == ["next"]
    lesson.show_me()
    assert c.session.state.moves == lesson.step.moves


def test_next_and_back_walk_the_steps_and_the_place_is_kept():
    lesson, c, _, store, _ = lesson_at("The ramp")
    lesson.back()
    assert lesson.index == 0
    lesson.next()
    lesson.next()
    assert lesson.index == 2 and store.load(progress_key("apagos"))["step"] == 2
    again = Lesson(c, APAGOS, store)
    again.open()
    assert again.index == 2 and c.session.state == APAGOS.steps[2].position("apagos")
    again.open(len(APAGOS) - 1)
    assert "next" not in again.buttons()
    again.next()
    assert again.index == len(APAGOS) - 1


def test_full_or_blocked_storage_is_said_and_the_lesson_goes_on():
    store = MemoryStore(quota=10)
    lesson, c, _, _, _ = lesson_at("Adding a ball", store=store)
    assert lesson.not_saved == "the browser's storage is full"
    play_human(c, "B2")
    assert lesson.verdict == PASSED
    store.quota, store.blocked = None, True
    lesson.next()
    assert lesson.not_saved == "this browser blocks this site's storage"
    store.blocked = False
    lesson.next()
    assert lesson.not_saved is None


def test_damaged_or_strange_progress_starts_the_lesson_over():
    store = MemoryStore()
    store.data[progress_key("apagos")] = "{not json"
    lesson = Lesson(make(store=store)[0], APAGOS, store)
    assert lesson.index == 0 and not lesson.progress.done
    for saved in ([1], {"step": 999, "done": [1, "2", True, -1, 3]}, {"step": True}):
        progress = Progress.from_saved(saved, len(APAGOS))
        assert progress.step == 0 and progress.done <= {1, 3}


def test_leaving_the_lesson_leaves_no_game_shown():
    lesson, c, _, store, _ = lesson_at("Adding a ball")
    c.leave_lesson()
    assert c.coach is None and c.session is None
    c.new_default_game("apagos")
    assert store.load(KEPT)  # games are kept again


def test_a_lesson_ignores_undo_redo_and_review():
    lesson, c, _, _, _ = lesson_at("Adding a ball")
    play_human(c, "B2")
    c.undo()
    c.review(0)
    assert c.session.state.moves[-1] == "B2" and c.viewing is None


def test_the_end_of_a_lesson_game_opens_no_result_dialog():
    lesson, c, _, _, _ = lesson_at("The last ball")
    play_human(c, "W3")
    assert c.session.state.is_over() and lesson.verdict == PASSED and not c.result_pending
