"""Abcuazego by clicks: the pit, then the pit again for its natural direction, or the
orange end of the reverse path (its button when that path ends where it began). With a
person in the Zaque's seat alone the page turns the board round (`flip=True`)."""
from __future__ import annotations

import random

from driver import Driver
from engines import abcuazego as ab
from engines.abcuazego import Sow
from ui.games.abcuazego import view as abcuazego_view
from ui.games.abcuazego.view import place_centre


class AbcuazegoDriver(Driver):
    """Abcuazego in the page."""

    game_id = "abcuazego"
    size = (abcuazego_view.WIDTH, abcuazego_view.HEIGHT)

    def click_pit(self, page, seat: int, pit: int, flip: bool = False) -> None:
        """Click pit `pit` of `seat` (the board turned round if `flip`)."""
        self.click(page, *place_centre(ab.pit_index(seat, pit), flip))

    def click_move(self, page, state, move: Sow, flip: bool = False) -> None:
        """Make `move` by clicks, as a person would: select the pit, then confirm."""
        seat = state.to_move
        self.click_pit(page, seat, move.pit, flip)
        natural = state.directions(move.pit)[0]
        if move.step == natural:
            self.click_pit(page, seat, move.pit, flip)
            return
        end = state.effect(move).last
        if end == ab.pit_index(seat, move.pit):  # the reverse path ends where it started
            page.click(f"#view-actions button[data-action='sow-{move}']")
        else:
            self.click(page, *place_centre(end, flip))

    def play_by_clicks(self, page, rng: random.Random, prefer_reverse: float = 0.3, max_plies: int = 400,
                       flip: bool = False):
        """Play the person's seats by random clicks until the game ends; returns (final
        state, reverse moves made by clicks). The first move with a reverse direction on
        offer takes it."""
        reversed_moves = []

        def choose(state):
            legal = state.legal_moves()
            reverse = [m for m in legal if m.step != state.directions(m.pit)[0]]
            wanted = prefer_reverse if reversed_moves else 1.0
            return rng.choice(reverse) if reverse and rng.random() < wanted else rng.choice(legal)

        def after(state, move):
            if move.step != state.directions(move.pit)[0]:
                reversed_moves.append(str(move))

        final = self.play(page, choose, max_plies=max_plies, after=after, flip=flip)
        return final, reversed_moves


DRIVER = AbcuazegoDriver()
