"""The words of the status line for a game controller (ui/controller.py): whose turn it
is and how to move, who is thinking, what is being reviewed, and how the game ended. No
browser import.

`TurnWords` is mixed into the controller and reads its `session`, `view`, `viewing`,
`coach` and `computer_failed`; it changes nothing.
"""
from __future__ import annotations

import engines
from ui.session import HUMAN


class TurnWords:
    """The status line's words, from the controller's state."""

    def result_text(self) -> str:
        """How the game ended, in a sentence ("" while it goes on)."""
        session = self.session
        if session is None or session.turn() != "over":
            return ""
        state = session.state
        if session.flagged is not None:
            return f"{state.seat_name(session.flagged)} ran out of time and loses."
        if session.resigned is not None:
            return f"{state.seat_name(session.resigned)} resigned."
        return self.view.result(state)

    def result_title(self) -> str:
        """The result in a few words: who won, or a draw."""
        session = self.session
        state = session.state
        loser = session.flagged if session.flagged is not None else session.resigned
        winners = state.winners() if loser is None else [s for s in range(state.num_players) if s != loser]
        if not winners:
            return "A draw"
        names = " and ".join(state.seat_name(s) for s in winners)
        return f"{names} {'wins' if len(winners) == 1 else 'win'}"

    def turn_text(self) -> str:
        """The turn line: who is to move and how, who is thinking, or how the game ended."""
        session = self.session
        if session is None or self.view is None:
            return ""
        state = session.state
        turn = session.turn()
        if self.viewing is not None:
            return self.review_text()
        if turn == "over":
            return "Game over. " + self.result_text()
        if self.coach is not None and not self.coach.takes_moves():
            return self.coach.waiting()
        if turn == HUMAN:
            return f"{state.seat_name(state.to_move)} to move: {self.view.hint()}"
        if turn == "friend":  # (a game by link: ui/friend_game.py)
            return session.friend.waiting(state)
        if turn == "computer" and self.computer_failed is not None:
            return (f"{state.seat_name(self.computer_failed[0])}'s computer player could not move: "
                    "play this seat yourself, or try again.")
        if turn == "computer":
            return f"{state.seat_name(state.to_move)} (computer, {session.level()}) is thinking\u2026"
        return self.view.hint() if self.view.human_rolls() else "Rolling the dice\u2026"

    def landing_text(self) -> str:
        """The turn line while the board still shows a move landing: the line of the
        position it lands in (so never a preview of the move just made), but for a move
        that ends the game, whose result waits until it has landed: who made it, then (a
        resignation or a flag fall is said at once)."""
        session = self.session
        if session is None or self.view is None:
            return ""
        ended_by_the_move = session.turn() == "over" and session.resigned is None and session.flagged is None
        if self.viewing is not None or not ended_by_the_move or len(session.states) < 2:
            return self.turn_text()
        before = session.states[-2]
        seat = before.chance_seat() if before.to_move == engines.CHANCE else before.to_move
        who = "Dice" if seat is None else before.seat_name(seat)
        return f"{who}: {session.state.moves[-1]}\u2026"

    def review_text(self) -> str:
        """What the board shows while reviewing, and how to get back."""
        return (f"{self.session.position_name(self.viewing)}: you are looking back. "
                "Press End (or \u25B6|) to return to the game.")
