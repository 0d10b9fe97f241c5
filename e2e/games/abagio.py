"""Abagio by clicks: the Roll button (in the actions bar), a frog then its landing spot
(then the die to use, offered in the Pond, when two dice take the frog home), a lit
square for the Top Frog or the Set aside button (in the actions bar)."""
from __future__ import annotations

import random

from driver import Driver
from engines.abagio import LEAP, ROLL, ROLLOFF, TOP, Leap, TopFrog
from engines.ai.abagio_turns import TurnPlanner
from ui.games.abagio import view as abagio_view
from ui.games.abagio.view import choice_rect, place_centre, place_for


def choose(state, rng: random.Random, placed: int):
    """The person's move: the hard planner's, but the first Top Frog chance is taken."""
    if state.phase == TOP and not placed:
        spots = state.top_frog_spots()
        return TopFrog(spots[rng.randrange(len(spots))])
    if state.phase == LEAP and rng.random() < 0.2:
        return rng.choice(state.leaps())
    return TurnPlanner().choose(state, rng) or rng.choice(state.legal_moves())


class AbagioDriver(Driver):
    """Abagio in the page."""

    game_id = "abagio"
    size = (abagio_view.WIDTH, abagio_view.HEIGHT)

    def click_move(self, page, state, move, **how) -> None:
        """Make `move` by clicks, as a person would; at a roll (the page rolls its own
        dice) `move` is ignored: the actions bar's Roll button is pressed."""
        if state.phase in (ROLL, ROLLOFF):
            page.click("#view-actions button[data-action='roll']")
        elif isinstance(move, Leap):
            colour = state.player
            self.click(page, *place_centre(place_for(colour, move.source)))
            target = place_for(colour, move.target)
            same = sorted((m for m in state.leaps() if m.source == move.source and m.target == move.target),
                          key=lambda m: -m.die)
            if len(same) > 1:  # two dice take it home: the die to use, offered in the Pond
                x, y, w, h = choice_rect(same.index(move))
                self.click(page, x + w / 2, y + h / 2)
            else:
                self.click(page, *place_centre(target))
        elif isinstance(move, TopFrog):
            if move.step:
                self.click(page, *place_centre(move.step))
            else:
                page.click("#view-actions button[data-action='aside']")
        else:
            raise AssertionError(f"cannot click {move!r}")

    def play_by_clicks(self, page, rng: random.Random, options=None, max_actions: int = 1500):
        """Play the person's seats by clicks until the game ends; returns (final state, counts
        of what was clicked: rolls, leaps, top frogs placed, set aside, dice chosen at the Pond; the events
        the page said after each)."""
        counts = {"roll": 0, "leap": 0, "top": 0, "aside": 0, "badge": 0}
        events = []

        def person(state):
            if state.phase in (ROLL, ROLLOFF):
                counts["roll"] += 1
                return None
            move = choose(state, rng, counts["top"])
            if isinstance(move, Leap):
                counts["leap"] += 1
                counts["badge"] += sum(1 for m in state.leaps()
                                       if m.source == move.source and m.target == move.target) > 1
            elif move.step:
                counts["top"] += 1
            else:
                counts["aside"] += 1
            return move

        final = self.play(page, person, options, max_plies=max_actions,
                          after=lambda state, move: events.append(page.inner_text("#status-event")))
        return final, counts, events


DRIVER = AbagioDriver()
