"""When the computer's knowledge (the solver's marks, a hint) may be shown: never to help
a side of a game still being played against the computer or a friend by link."""
from __future__ import annotations

from typing import Any

from ui.session import HUMAN


def may_show_solver(controller: Any) -> bool:
    """In play when the player turned the setting on (but never mid-game by link); in
    review or a read-only game always, except a review in a game still going on against
    the computer (it would tell the live position's answer); never in a lesson."""
    session = controller.session
    live = session is not None and not controller.read_only and not session.state.is_over()
    if controller.coach is not None or (live and session.friend is not None):
        return False
    helped = live and any(seat != HUMAN for seat in session.seats)
    return controller.settings.solver or controller.read_only or (controller.viewing is not None and not helped)


NO_HINT_BY_LINK = "No hints in a game by link: the computer helps neither of you until it is over"


def may_hint(controller: Any) -> bool:
    """A hint (the computer's move) for a player's own turn, but never mid-game by link
    (like the analysis and the evaluation bar)."""
    session = controller.session
    return session is None or session.friend is None or session.state.is_over()
