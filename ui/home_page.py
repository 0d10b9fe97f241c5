"""The home page: a card per game (a picture drawn by its view, its name and summary)
and "Your games" (the game in progress and the finished ones, from ui/saved_games.py).
"""
from __future__ import annotations

from typing import Callable, List

from ui.dom import el, listen, make
from ui.games import GAMES
from ui.saved_games import Entry, SavedGames

THUMB_WIDTH, THUMB_HEIGHT = 320, 224


class HomePage:
    """Builds the game cards once and "Your games" at every visit of the page."""

    def __init__(self, saved: SavedGames, choose_game: Callable[[str], None], open_saved: Callable[[Entry], None]):
        self.saved = saved
        self.choose_game = choose_game  # a card was clicked: the new-game dialog for that game
        self.open_saved = open_saved    # a line of "Your games" was clicked
        self._built = False
        self._entries: List[Entry] = []
        listen(el("your-games-list"), "click", self._saved_clicked)

    def show(self) -> None:
        """Fill the page (the cards the first time, "Your games" every time)."""
        if not self._built:
            self._build_cards()
        self._build_your_games()

    def _build_cards(self) -> None:
        self._built = True
        listing = el("game-list")
        listing.replaceChildren()
        for game_id, game in GAMES.items():
            item = make("li", class_="game-card")
            button = make("button", type="button", class_="game-open", data_game=game_id)
            canvas = make("canvas", width=THUMB_WIDTH, height=THUMB_HEIGHT, class_="thumb", aria_hidden="true")
            game.view.thumbnail(canvas.getContext("2d"), THUMB_WIDTH, THUMB_HEIGHT)
            button.append(canvas, make("span", game.name, class_="game-name"),
                          make("span", game.info.summary, class_="game-summary"))
            listen(button, "click", lambda e, g=game_id: self.choose_game(g))
            links = make("div", class_="game-links")
            play = make("button", "Play", type="button", class_="play-button", aria_label=f"Play {game.name}")
            listen(play, "click", lambda e, g=game_id: self.choose_game(g))
            links.append(play, make("a", "Rules", href=f"#/rules/{game_id}", class_="button",
                                    aria_label=f"{game.name} rules"))
            item.append(button, links)
            listing.append(item)

    def _build_your_games(self) -> None:
        listing = el("your-games-list")
        listing.replaceChildren()
        self._entries = self.saved.entries()
        for index, entry in enumerate(self._entries):
            item = make("li")
            button = make("button", f"{entry.verb} {GAMES[entry.game_id].name}", type="button",
                          data_saved=index, class_="saved-game")
            when = entry.when[:16].replace("T", " ")  # ISO time in UTC, to the minute
            item.append(button, make("span", f" {entry.detail}" + (f" \u00b7 {when}" if when else ""), class_="detail"))
            listing.append(item)
        el("your-games").hidden = not self._entries

    def _saved_clicked(self, event) -> None:
        target = event.target
        if target and target.dataset.saved:
            self.open_saved(self._entries[int(str(target.dataset.saved))])
