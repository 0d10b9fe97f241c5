"""The games kept in this browser: the game in progress (autosaved after every move)
and the recently finished ones, and the "Your games" list made from them.

No browser import: the storage is passed in (ui/storage.py in the page, a dict in
tests), and everything read back is checked, never trusted.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Protocol

from ui.session import Session

CURRENT = "game"      # storage key of the game in progress
HISTORY = "history"   # storage key of recently finished games
HISTORY_LENGTH = 20


class Store(Protocol):
    """Where saved data lives (localStorage in the page)."""

    def load(self, key: str) -> Any:
        """The value under `key`, None if nothing; ValueError if it is damaged."""

    def save(self, key: str, value: Any) -> bool:
        """Keep `value` under `key`; False if the browser refused."""

    def remove(self, key: str) -> None:
        """Forget `key`."""


@dataclass(frozen=True)
class Entry:
    """One line of "Your games": Continue or Review, which game, and a few words."""

    verb: str
    game_id: str
    saved: Dict[str, Any]
    detail: str


class SavedGames:
    """The saved game in progress and the history of finished games."""

    def __init__(self, store: Store, known_games):
        self.store = store
        self.known_games = known_games  # the game ids this page can show

    def _read(self, key: str) -> Any:
        try:
            return self.store.load(key)
        except ValueError:
            return None

    def restore(self, game_id: str) -> Optional[Session]:
        """The saved game of `game_id` as a session; None if the saved game is of another
        game or there is none; ValueError (and the damaged save forgotten) if damaged."""
        saved = self._read(CURRENT)
        record = saved.get("record") if isinstance(saved, dict) else None
        if not isinstance(record, dict) or record.get("game") != game_id:
            return None
        try:
            return Session.from_saved(saved)
        except ValueError:
            self.store.remove(CURRENT)
            raise

    def keep(self, session: Session, result: str, when: str) -> None:
        """Autosave `session` as the game in progress; a finished game also joins the
        history (with its `result` in words and `when`, an ISO time)."""
        saved = session.to_saved()
        self.store.save(CURRENT, saved)
        if not session.state.is_over():
            return
        history = self._read(HISTORY)
        if not isinstance(history, list):
            history = []
        history = [h for h in history if isinstance(h, dict) and h.get("saved") != saved]
        self.store.save(HISTORY, [{"saved": saved, "result": result, "when": when}] + history[:HISTORY_LENGTH - 1])

    def entries(self) -> List[Entry]:
        """The game in progress (to continue), then the finished games (to review)."""
        found = []
        current = self._read(CURRENT)
        if isinstance(current, dict) and isinstance(current.get("record"), dict):
            game_id = current["record"].get("game")
            if game_id in self.known_games and current.get("flagged") is None:
                found.append(Entry("Continue", game_id, current,
                                   f"{len(current['record'].get('moves') or [])} moves so far"))
        history = self._read(HISTORY)
        for item in history if isinstance(history, list) else []:
            saved = item.get("saved") if isinstance(item, dict) else None
            if isinstance(saved, dict) and isinstance(saved.get("record"), dict) \
                    and saved["record"].get("game") in self.known_games:
                found.append(Entry("Review", saved["record"]["game"], saved, str(item.get("result", ""))[:120]))
        return found

