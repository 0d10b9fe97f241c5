"""Apagos by clicks: a colour from the tray (or the move-down handle beside a platform
with one of the mover's balls), then a platform; the ramp is arranged by its Random button,
or platform by platform (swaps and flips) when the arrangement itself matters."""
from __future__ import annotations

import random
from collections import deque

from driver import Driver
from engines.apagos import PLATFORM_FACES, Add, Setup, Shift
from ui.games.apagos import view as apagos_view
from ui.games.apagos.view import TRAY_BOXES, ApagosView, flip_centre, slot_centre, tab_centre
from ui.view import StillHost


def empty_spot(position: int):
    """A point of the platform at `position` that adds a ball there when tapped (any
    point of it does: its centre)."""
    return slot_centre(position)


def arranging_taps(holes):
    """The taps that arrange a new view's ramp as `holes` (bottom to top): pairs of
    platforms swapped, and flips, the fewest there are."""
    start = tuple(ApagosView(StillHost()).draft)
    paths, queue = {start: []}, deque([start])
    while queue:
        draft = queue.popleft()
        if tuple(PLATFORM_FACES[p][f] for p, f in draft) == tuple(holes):
            return paths[draft]
        steps = [(i, j) for i in range(4) for j in range(i + 1, 4)] + [(i,) for i in range(4)]
        for step in steps:
            changed = list(draft)
            if len(step) == 2:
                changed[step[0]], changed[step[1]] = changed[step[1]], changed[step[0]]
                taps = [slot_centre(step[0] + 1), slot_centre(step[1] + 1)]
            else:
                platform, face = changed[step[0]]
                changed[step[0]] = (platform, 1 - face)
                taps = [flip_centre(step[0] + 1)]
            if tuple(changed) not in paths:
                paths[tuple(changed)] = paths[draft] + taps
                queue.append(tuple(changed))
    raise AssertionError(f"no arrangement shows {holes}")


class ApagosDriver(Driver):
    """Apagos in the page."""

    game_id = "apagos"
    size = (apagos_view.WIDTH, apagos_view.HEIGHT)
    empty_spot = staticmethod(empty_spot)

    def click_move(self, page, state, move, arrange: bool = False, **how) -> None:
        """Make `move` by clicks, as a person would (a setup: any random arrangement, or with
        `arrange` that very one, platform by platform)."""
        if isinstance(move, Add):
            x, y, w, h = TRAY_BOXES[move.colour]
            self.click(page, x + w / 2, y + h / 2)
            self.click(page, *empty_spot(move.position))
        elif isinstance(move, Shift):
            self.click(page, *tab_centre(move.source))  # the handle that picks up a ball there
            self.click(page, *empty_spot(move.target))
        elif isinstance(move, Setup) and arrange:
            for x, y in arranging_taps(move.holes):
                self.click(page, x, y)
            page.click("#view-actions button[data-action='arrange']")
        elif isinstance(move, Setup):
            page.click("#view-actions button[data-action='random']")
        else:
            raise AssertionError(f"cannot click {move!r}")

    def play_by_clicks(self, page, rng: random.Random, prefer_shifts: bool = True, max_plies: int = 120):
        """Play the person's seats by random clicks (a ball moved up rather often) until
        the game ends; returns the final state."""
        def choose(state):
            legal = state.legal_moves()
            shifts = [m for m in legal if isinstance(m, Shift)]
            return rng.choice(shifts) if prefer_shifts and shifts and rng.random() < 0.3 else rng.choice(legal)
        return self.play(page, choose, max_plies=max_plies)


DRIVER = ApagosDriver()
