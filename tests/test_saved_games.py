"""What is kept in the browser: the game in progress, finished games, settings."""
import random

from tests.memory_store import MemoryStore
from ui.games import GAMES
from ui.saved_games import CURRENT, HISTORY, HISTORY_LENGTH, SavedGames
from ui.session import Session
from ui.settings import Settings


def finished_game(seed):
    session = Session("apagos", ["human", "human"])
    rng = random.Random(seed)
    while not session.state.is_over():
        session.play(rng.choice(session.state.legal_moves()))
    return session


def test_your_games_lists_the_game_in_progress_then_the_finished_ones():
    store = MemoryStore()
    saved = SavedGames(store, GAMES)
    assert saved.entries() == []
    for seed in range(HISTORY_LENGTH + 3):
        saved.keep(finished_game(seed), f"result {seed}", "now")
    in_progress = Session("abcuazego", ["human", "easy"])
    in_progress.play("3a")
    saved.keep(in_progress, "", "now")
    entries = saved.entries()
    assert entries[0].verb == "Continue" and entries[0].game_id == "abcuazego" and entries[0].detail == "1 moves so far"
    assert [e.verb for e in entries[1:]] == ["Review"] * HISTORY_LENGTH
    assert entries[1].detail == f"result {HISTORY_LENGTH + 2}"


def test_damaged_or_foreign_entries_are_skipped_not_trusted():
    store = MemoryStore()
    store.data[CURRENT] = "{not json"
    store.save(HISTORY, [1, {"saved": {"record": {"game": "chess"}}}, {"saved": "x"}])
    assert SavedGames(store, GAMES).entries() == []


def test_settings_come_back_checked_with_defaults_for_anything_else():
    assert Settings.from_saved(None) == Settings()
    assert Settings.from_saved(None, reduced_motion=True).speed == 0.0
    back = Settings.from_saved({"hints": False, "speed": 2, "sound": "yes", "orientation": "first"})
    assert (back.hints, back.speed, back.sound, back.orientation) == (False, 2.0, False, "first")
    assert Settings.from_saved({"speed": 7, "orientation": "upside"}) == Settings()
    assert Settings.from_saved(Settings(speed=0.5).to_saved()).speed == 0.5
