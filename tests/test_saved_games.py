"""What is kept in the browser: the game in progress, finished games, settings."""
import random

from tests.memory_store import MemoryStore
from ui.games import GAMES
from ui.saved_games import ELSEWHERE, FINISHED_KEPT, GAMES as KEPT, LISTING, OLD_CURRENT, OLD_HISTORY, SavedGames
from ui.session import Session
from ui.settings import Settings


def finished_game(seed):
    session = Session("apagos", ["human", "human"])
    rng = random.Random(seed)
    while not session.state.is_over():
        session.play(rng.choice(session.state.legal_moves()))
    return session


def test_your_games_lists_the_games_in_progress_then_the_finished_ones():
    store = MemoryStore()
    saved = SavedGames(store, GAMES)
    assert saved.entries() == []
    for seed in range(FINISHED_KEPT + 3):
        saved.keep(finished_game(seed), f"result {seed}", f"2026-12-01T00:{seed:02d}")
    in_progress = Session("abcuazego", ["human", "easy"])
    in_progress.play("3a")
    saved.keep(in_progress, "Zaque to move", "2026-12-01T01:00")
    entries = saved.entries()
    assert (entries[0].verb, entries[0].game_id, entries[0].detail) == ("Continue", "abcuazego", "Zaque to move \u00b7 1 move")
    assert [e.verb for e in entries[1:]] == ["Review"] * FINISHED_KEPT
    assert entries[1].detail.startswith(f"result {FINISHED_KEPT + 2} \u00b7 ") and entries[1].detail.endswith(" moves")
    in_progress.play("8a")
    saved.keep(in_progress, "Zipa to move", "2026-12-01T01:01")  # the same game, kept once
    assert [e.verb for e in saved.entries()].count("Continue") == 1


def test_your_games_is_kept_as_lines_of_text_for_the_page_before_python():
    """ui/first-paint.js draws "Your games" from these lines before Python is up: the
    same words, in the same order, as the home page draws from the games themselves."""
    store = MemoryStore()
    saved = SavedGames(store, GAMES)
    saved.keep(finished_game(3), "Black won", "2026-12-01T09:15:30")
    playing = Session("abcuazego", ["human", "easy"])
    playing.play("3a")
    saved.keep(playing, "Zaque to move", "2026-12-01T10:00:00")

    def shown():
        return [(e.saved["id"],) + e.line(GAMES[e.game_id].name) for e in saved.entries()]
    assert [(line["key"], line["label"], line["detail"]) for line in store.load(LISTING)] == shown()
    assert shown()[0][1:] == ("Continue Abcuazego", " Zaque to move \u00b7 1 move \u00b7 2026-12-01 10:00")
    saved.forget(playing.key)
    assert [line["label"] for line in store.load(LISTING)] == ["Review Apagos"]


def test_your_games_lines_that_cannot_be_kept_are_dropped_never_left_stale():
    store = MemoryStore()
    saved = SavedGames(store, GAMES)
    playing = Session("apagos", ["human", "human"])
    playing.play("setup 5 3 7 1")
    saved.keep(playing, "Black to move", "2026-12-01T10:00")
    store.quota = sum(len(k) + len(v) for k, v in store.data.items()) - len(store.data[LISTING]) // 2  # full
    playing.play(playing.state.legal_moves()[0])
    assert saved.keep(playing, "White to move", "2026-12-01T10:01") is None  # the game itself fits
    assert saved.restore("apagos").state.ply == 2
    assert LISTING not in store.data  # its lines did not: none rather than the old ones


def test_the_game_and_history_of_an_earlier_version_are_kept():
    store = MemoryStore()
    old = Session("apagos", ["human", "easy"])
    old.play("setup 5 3 7 1")
    saved = old.to_saved()
    del saved["id"]
    store.save(OLD_CURRENT, saved)
    store.save(OLD_HISTORY, [{"saved": finished_game(1).to_saved(), "result": "Black won", "when": "2026-11-30"}])
    kept = SavedGames(store, GAMES)
    assert kept.restore("apagos").state.moves == ("setup 5 3 7 1",)
    assert [e.verb for e in kept.entries()] == ["Continue", "Review"]
    assert OLD_CURRENT not in store.data and OLD_HISTORY not in store.data


def test_damaged_or_foreign_entries_are_skipped_not_trusted():
    store = MemoryStore()
    store.data[KEPT] = "{not json"
    assert SavedGames(store, GAMES).entries() == []
    store.save(KEPT, [1, {"saved": {"record": {"game": "chess"}, "id": "a"}}, {"saved": "x"},
                      {"saved": {"record": {"game": "apagos", "moves": 5}, "id": "b"}}])
    entries = SavedGames(store, GAMES).entries()
    assert [(e.game_id, e.detail) for e in entries] == [("apagos", "0 moves")]


def test_settings_come_back_checked_with_defaults_for_anything_else():
    assert Settings.from_saved(None) == Settings()
    assert Settings.from_saved(None, reduced_motion=True).speed == 0.0
    back = Settings.from_saved({"hints": False, "speed": 2, "sound": "yes", "orientation": "first"})
    assert (back.hints, back.speed, back.sound, back.orientation) == (False, 2.0, True, "first")  # sound on by default
    assert Settings.from_saved({"speed": 7, "orientation": "upside"}) == Settings()
    assert Settings.from_saved(Settings(speed=0.5).to_saved()).speed == 0.5


def test_a_full_storage_makes_room_from_finished_games_first():
    store = MemoryStore()
    saved = SavedGames(store, GAMES)
    for seed in range(5):
        saved.keep(finished_game(seed), f"result {seed}", "2026-12-01")
    store.quota = len(store.data[KEPT]) + 20  # about full
    playing = Session("abcuazego", ["human", "human"])
    assert saved.keep(playing, "Zaque to move", "2026-12-01T01:00") is None
    entries = saved.entries()
    assert entries[0].verb == "Continue" and 0 < len(entries) - 1 < 5  # the oldest finished went


def test_when_nothing_makes_room_the_page_is_told_and_no_old_position_passes_for_the_game():
    store = MemoryStore()
    saved = SavedGames(store, GAMES)
    other = Session("apagos", ["human", "human"])
    saved.keep(other, "Black to move", "2026-12-01")
    playing = Session("abcuazego", ["human", "human"])
    playing.play("3a")
    assert saved.keep(playing, "Zipa to move", "2026-12-01") is None
    store.quota = len(store.data[KEPT]) + 5
    for _ in range(3):
        playing.play(playing.state.legal_moves()[0])
    why = saved.keep(playing, "Zipa to move", "2026-12-01")
    assert why == "the browser's storage is full"
    assert SavedGames(store, GAMES).restore("abcuazego") is None  # a reload starts afresh, never at "3a"
    assert SavedGames(store, GAMES).restore("apagos") is not None  # the other game is still kept


def test_blocked_storage_says_so():
    store = MemoryStore()
    store.blocked = True
    assert SavedGames(store, GAMES).keep(Session("apagos", ["human", "human"]), "x", "") == \
        "this browser blocks this site's storage"


def test_two_tabs_of_one_game_the_stale_one_does_not_overwrite():
    store = MemoryStore()
    first = SavedGames(store, GAMES)
    game = Session("abcuazego", ["human", "human"])
    game.play("3a")
    first.keep(game, "Zipa to move", "")
    second = SavedGames(store, GAMES)  # another tab opens the same game
    there = second.restore("abcuazego")
    assert list(there.state.moves) == ["3a"]
    there.play(there.state.legal_moves()[0])
    assert second.keep(there, "Zaque to move", "") is None
    assert first.changed_elsewhere(game)  # the first tab learns it is stale...
    game.play(game.state.legal_moves()[-1])
    assert first.keep(game, "Zaque to move", "") == ELSEWHERE  # ...and does not write over the newer
    assert SavedGames(store, GAMES).restore("abcuazego").state.moves == there.state.moves
    newer = first.restore_key(game.key)
    assert newer.state.moves == there.state.moves and not first.changed_elsewhere(newer)
