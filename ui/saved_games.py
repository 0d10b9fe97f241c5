"""The games kept in this browser: every game in progress (each autosaved after every
move, none ever replaced by starting another) and the recently finished ones, and the
"Your games" list made from them, also kept as lines of text (LISTING) for the home page
before Python is up (ui/first-paint.js shows them: the cards below do not move when
Python fills the list).

No browser import: the storage is passed in (ui/storage.py in the page, a dict in
tests), and everything read back is checked, never trusted.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Protocol, Tuple

from ui.friend_game import turn_words
from ui.session import Session

GAMES = "games"       # storage key of the list of kept games, most recently played first
OLD_CURRENT, OLD_HISTORY = "game", "history"  # the keys of earlier versions (one game, a history)
FINISHED_KEPT = 20    # finished games kept for review
ELSEWHERE = "this game was continued in another tab or window"  # why a save was not written
IN_PROGRESS_KEPT = 50  # games in progress kept (the least recently played goes beyond that)
LISTING = "your-games"  # storage key of "Your games" as lines of text: [{"key", "label", "detail"}]


class Store(Protocol):
    """Where saved data lives (localStorage in the page)."""

    def load(self, key: str) -> Any:
        """The value under `key`, None if nothing; ValueError if it is damaged."""

    def save(self, key: str, value: Any) -> Optional[str]:
        """Keep `value` under `key`; None when kept, else why not, in words
        ("the browser's storage is full")."""

    def remove(self, key: str) -> None:
        """Forget `key`."""


@dataclass(frozen=True)
class Entry:
    """One line of "Your games": Continue or Review, which game, and a few words."""

    verb: str
    game_id: str
    saved: Dict[str, Any]
    detail: str
    when: str

    def line(self, name: str) -> Tuple[str, str]:
        """Its words in "Your games": the button's ("Continue Apagos", `name` the game's)
        and those after it (" Black to move · 12 moves · 2026-12-02 10:40")."""
        when = self.when[:16].replace("T", " ")  # ISO time in UTC, to the minute
        return f"{self.verb} {name}", f" {self.detail}" + (f" · {when}" if when else "")


def plural(count: int, word: str) -> str:
    """'1 move', '2 moves'."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


class SavedGames:
    """Every kept game, as a list of entries {"saved", "over", "status", "when"}."""

    def __init__(self, store: Store, known_games):
        self.store = store
        self.known_games = known_games  # the game ids this page can show
        self._seen: Dict[str, List[str]] = {}  # a game's key -> its moves as this page last saved or read them

    def _read(self, key: str) -> Any:
        try:
            return self.store.load(key)
        except ValueError:
            return None

    def _kept(self) -> List[Dict[str, Any]]:
        """The kept games that look right (anything else is skipped, not trusted)."""
        kept = self._read(GAMES)
        if kept is None:
            kept = self._from_old_keys()
        return self._valid(kept)

    def _valid(self, kept: Any) -> List[Dict[str, Any]]:
        found = []
        for item in kept if isinstance(kept, list) else []:
            saved = item.get("saved") if isinstance(item, dict) else None
            record = saved.get("record") if isinstance(saved, dict) else None
            if isinstance(record, dict) and record.get("game") in self.known_games \
                    and isinstance(saved.get("id"), str):
                found.append(item)
        return found

    def _from_old_keys(self) -> List[Dict[str, Any]]:
        """The game and history an earlier version kept, in this version's form."""
        kept = []
        current, history = self._read(OLD_CURRENT), self._read(OLD_HISTORY)
        for index, item in enumerate([{"saved": current}] + (history if isinstance(history, list) else [])):
            saved = item.get("saved") if isinstance(item, dict) else None
            if isinstance(saved, dict):
                over = index > 0
                kept.append({"saved": dict(saved, id=f"old{index}"), "over": over,
                             "status": str(item.get("result", ""))[:120], "when": str(item.get("when", ""))[:40]})
        if kept:
            self._write(kept)
        self.store.remove(OLD_CURRENT)
        self.store.remove(OLD_HISTORY)
        return kept

    def restore(self, game_id: str) -> Optional[Session]:
        """The most recently played game of `game_id` still in progress, as a session; None
        if there is none; ValueError (and the damaged game forgotten) if it is damaged."""
        for item in self._kept():
            saved = item["saved"]
            if saved["record"]["game"] == game_id and not item.get("over"):
                return self._session_of(saved)
        return None

    def restore_key(self, key: str) -> Optional[Session]:
        """The kept game with this key, as it is kept now; None if there is none."""
        for item in self._kept():
            if item["saved"]["id"] == key:
                return self._session_of(item["saved"])
        return None

    def restore_friend(self, game_id: str, friend_game: str) -> Optional[Session]:
        """The kept game by link with this id (ui/friend_game.py), as a session; None if none."""
        for item in self._kept():
            saved = item["saved"]
            friend = saved.get("friend")
            if saved["record"]["game"] == game_id and isinstance(friend, dict) and friend.get("game") == friend_game:
                return self._session_of(saved)
        return None

    def _session_of(self, saved: Dict[str, Any]) -> Session:
        try:
            session = Session.from_saved(saved)
        except ValueError:
            self.forget(saved["id"])
            raise
        self._seen[session.key] = list(session.state.moves)
        return session

    def changed_elsewhere(self, session: Session) -> bool:
        """Has another tab (or window) saved this game with other moves since this page
        last saved or read it?"""
        seen = self._seen.get(session.key)
        if seen is None:
            return False
        for item in self._kept():
            if item["saved"]["id"] == session.key:
                return item["saved"]["record"].get("moves") != seen
        return False  # not kept any more (finished and dropped, or forgotten): nothing newer

    def keep(self, session: Session, status: str, when: str) -> Optional[str]:
        """Save `session` (under its own key, first in the list): `status` says whose
        turn it is, or the result once it is over; `when` is an ISO time. None when it
        is saved; else why not, and nothing older of it is left to pass for it:
        - another tab saved this game with other moves since (ELSEWHERE): nothing is written;
        - the storage is full: finished games make room, the oldest first; if that is not
          enough, this game's older save is forgotten, so that a later visit never
          shows an old position as the game "as you left it";
        - the storage is blocked: nothing can be written or forgotten."""
        if self.changed_elsewhere(session):
            return ELSEWHERE
        saved = session.to_saved()
        entry = {"saved": saved, "over": session.turn() == "over", "status": status[:120], "when": when}
        kept, limits = [entry], {True: FINISHED_KEPT, False: IN_PROGRESS_KEPT}
        counts = {True: int(entry["over"]), False: int(not entry["over"])}
        others = [item for item in self._kept() if item["saved"]["id"] != session.key]
        for item in others:
            over = bool(item.get("over"))
            if counts[over] < limits[over]:
                kept.append(item)
                counts[over] += 1
        why = self._write(kept)
        while why is not None and any(item.get("over") for item in kept[1:]):
            oldest_finished = max(i for i, item in enumerate(kept) if i and item.get("over"))
            del kept[oldest_finished]
            why = self._write(kept)
        if why is None:
            self._seen[session.key] = list(saved["record"]["moves"])
        else:
            self._write(others)  # what was kept, less this game's older save: it has room
            self._seen.pop(session.key, None)
        return why

    def forget(self, key: str) -> None:
        """Drop the kept game with this key."""
        self._seen.pop(key, None)
        self._write([item for item in self._kept() if item["saved"]["id"] != key])

    def _write(self, kept: List[Dict[str, Any]]) -> Optional[str]:
        """Store `kept` as the kept games, and "Your games" made from them as lines of text
        beside it; None when the games are stored, else why not. The lines give way to the
        games when the storage is full, and are never left behind wrong: none then."""
        why = self.store.save(GAMES, kept)
        if why is not None:
            self.store.remove(LISTING)
            why = self.store.save(GAMES, kept)
        if why is None and self.store.save(LISTING, self._lines(kept)) is None:
            return None
        self.store.remove(LISTING)
        return why

    def _lines(self, kept: List[Dict[str, Any]]) -> List[Dict[str, str]]:
        """ "Your games" made from `kept`, as the page before Python shows it."""
        lines = []
        for entry in self._entries_of(self._valid(kept)):
            label, detail = entry.line(self.known_games[entry.game_id].name)
            lines.append({"key": entry.saved["id"], "label": label, "detail": detail})
        return lines

    def entries(self) -> List[Entry]:
        """Games in progress (to continue), then finished games (to review), most recent first."""
        return self._entries_of(self._kept())

    @staticmethod
    def _entries_of(kept: List[Dict[str, Any]]) -> List[Entry]:
        found = []
        for item in kept:
            saved = item["saved"]
            moves = saved["record"].get("moves")
            count = len(moves) if isinstance(moves, list) else 0
            verb = "Review" if item.get("over") else "Continue"
            status = turn_words(saved.get("friend"), bool(item.get("over"))) or str(item.get("status", ""))[:120]
            detail = f"{status} \u00b7 {plural(count, 'move')}".lstrip(" \u00b7")
            found.append(Entry(verb, saved["record"]["game"], saved, detail, str(item.get("when", ""))[:40]))
        found.sort(key=lambda e: e.verb != "Continue")  # stable: most recent first within each
        return found
