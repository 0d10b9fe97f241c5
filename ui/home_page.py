"""The home page: a card per game and "Your games" (the games in progress and the
finished ones, from ui/saved_games.py; ui/first-paint.js shows the same lines before
Python is up, from what ui/saved_games.py keeps beside the games).

The cards are static HTML written by the build (tools/static_content.py, with pictures
drawn by the views: tools/make_thumbnails.py), on screen before Python is up; here a
click on one opens the new-game dialog of its game.
"""
from __future__ import annotations

from typing import Callable, List

from ui.dom import el, listen, make
from ui.games import GAMES
from ui.saved_games import Entry, SavedGames


class HomePage:
    """The cards' clicks, and "Your games" at every visit of the page."""

    def __init__(self, saved: SavedGames, choose_game: Callable[[str], None], open_saved: Callable[[Entry], None]):
        self.saved = saved
        self.choose_game = choose_game  # a card was clicked: the new-game dialog for that game
        self.open_saved = open_saved    # a line of "Your games" was clicked
        self._entries: List[Entry] = []
        listen(el("game-list"), "click", self._card_clicked)
        listen(el("your-games-list"), "click", self._saved_clicked)

    def show(self) -> None:
        """Fill "Your games" (the cards are in the page already)."""
        self._build_your_games()

    def _card_clicked(self, event) -> None:
        card = event.target.closest("[data-game]") if event.target else None
        if card and str(card.dataset.game) in GAMES:
            self.choose_game(str(card.dataset.game))

    def _build_your_games(self) -> None:
        listing = el("your-games-list")
        listing.replaceChildren()
        self._entries = self.saved.entries()
        for index, entry in enumerate(self._entries):
            label, detail = entry.line(GAMES[entry.game_id].name)
            item = make("li")
            item.append(make("button", label, type="button", data_saved=index, data_key=entry.saved["id"],
                             class_="saved-game"),
                        make("span", detail, class_="detail"))
            listing.append(item)
        el("your-games").hidden = not self._entries

    def _saved_clicked(self, event) -> None:
        target = event.target
        if target and target.dataset.saved:
            self.open_saved(self._entries[int(str(target.dataset.saved))])
