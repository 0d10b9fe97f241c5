"""Abalone by clicks: the marbles that select a move's line (`selection_for`), then its
lit spot (`spot_point`); a pass by the Pass button."""
from __future__ import annotations

from driver import Driver
from ui.games.abalone import view as abalone_view
from ui.games.abalone.view import cell_point, selection_for, spot_point


class AbaloneDriver(Driver):
    """Abalone in the page."""

    game_id = "abalone"
    size = (abalone_view.WIDTH, abalone_view.HEIGHT)

    def click_move(self, page, state, move, turns: int = 0) -> None:
        """Make `move` by clicks, as a person would: its marbles, then its lit spot
        (`turns`: the board's rotation, in sixths of a turn)."""
        if move.kind == "pass":
            page.click("#view-actions button[data-action='pass']")
            return
        for cell in selection_for(state, move):
            self.click(page, *cell_point(cell, turns))
        self.click(page, *spot_point(state, move, turns))


DRIVER = AbaloneDriver()
