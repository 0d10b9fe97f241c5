"""A stand-in for the shell as the game views see it (the host of ui/view.py's View):
it records what a view says and plays, and plays a move the way the shell does."""
from __future__ import annotations


class FakeHost:
    """Records what the view asks of the shell; plays legal moves like the shell does.

    `human`: whether a person at this screen is to move (whenever a player, not
    chance, is to move and the game is not over); `seats`: the session's seats;
    `bottom`: the seat drawn nearest the player (for views that turn the board)."""

    def __init__(self, state, human=True, seats=("human", "human"), bottom=0):
        self.state, self.human, self.bottom = state, human, bottom
        self.seats = list(seats)
        self.said, self.played = [], []
        self.rolled = self.redraws = 0
        self.animation_speed = 1.0
        self.show_hints = True
        self.view = None  # the view it hosts (set by `view_for`)

    def human_to_move(self):
        to_move = self.state.to_move
        return self.human and to_move is not None and to_move >= 0

    def is_human(self, seat):
        return 0 <= seat < len(self.seats) and self.seats[seat] == "human"

    def bottom_seat(self):
        return self.bottom

    def say(self, text):
        self.said.append(text)

    def redraw(self):
        self.redraws += 1

    def roll(self):
        self.rolled += 1

    def may_roll(self):
        return self.view is not None and self.view.human_rolls()  # (the live game, always)

    def try_move(self, move):
        reason = self.state.why_illegal(move)
        if reason:
            self.say(reason)
        else:
            self.played.append(move)


def view_for(view_class, state, **host_options):
    """A view of `view_class` showing `state`, and its host."""
    host = FakeHost(state, **host_options)
    view = host.view = view_class(host)
    view.on_new_state(state)
    return view, host
