"""A game played with a friend by link (correspondence play): which seat this browser
plays, how many links the game has had, and the secrets of its fair dice
(engines/fair_dice.py; the protocol is in docs/fair-dice.md). No browser import.

Links alternate: the one who holds the game moves, then sends a link; it holds the
game until then. Each link n, from seat S, carries
    reveal  S's secret behind the commitment of S's link n-2 ("" before S has one),
    plain   a fresh secret of S's, for the other's rolls in link n+1,
    commit  the commitment to a fresh secret of S's, for S's rolls in link n+2.
The rolls made while holding the game for link n come from the key of S's secret of
link n-2 and the other's plain secret of link n-1. A chance outcome is drawn only by
the browser of the seat it belongs to (a roll-off, nobody's, by the one holding the
game), so no one knows the other's roll before moving.
"""
from __future__ import annotations

import base64
import secrets
from dataclasses import asdict, dataclass, field
from typing import Any, Dict, Optional, Tuple

from engines import fair_dice

WATCHING = -1  # the seat of a browser that only watches a game between two others


def b64(data: bytes) -> str:
    """base64url without padding."""
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def unb64(text: str) -> bytes:
    """The bytes of `b64` text; ValueError when it is not that."""
    if not all(c.isalnum() or c in "-_" for c in text):
        raise ValueError("not base64url")
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def new_game_id() -> str:
    """A game's id in its links: 48 random bits."""
    return b64(secrets.token_bytes(6))


def turn_words(saved_friend: Any, over: bool) -> str:
    """Whose turn it is in a kept game by link, for "Your games" ("" for other games)."""
    if not isinstance(saved_friend, dict) or over:
        return ""
    return "By link \u00b7 their turn" if saved_friend.get("sent") else "By link \u00b7 your turn"


@dataclass(frozen=True)
class Sealed:
    """What one link adds to the moves: `game.step.seat.reveal.plain.commit`."""

    game: str
    step: int
    seat: int
    reveal: str
    plain: str
    commit: str

    def text(self) -> str:
        """The link's `f=` value."""
        return f"{self.game}.{self.step}.{self.seat}.{self.reveal}.{self.plain}.{self.commit}"

    @classmethod
    def parse(cls, text: str) -> "Sealed":
        """The `f=` value of a link; ValueError with a reason a player can read."""
        parts = text.split(".")
        bad = ValueError("the link's game and dice part is damaged")
        if len(parts) != 6 or len(text) > 120:
            raise bad
        game, step, seat, reveal, plain, commit = parts
        sizes = {reveal: (0, fair_dice.SECRET_BYTES), plain: (fair_dice.SECRET_BYTES,),
                 commit: (fair_dice.COMMIT_BYTES,)}
        try:
            if len(unb64(game)) != 6 or not step.isdigit() or not 0 < int(step) < 100_000 or seat not in ("0", "1"):
                raise bad
            for value, allowed in sizes.items():
                if len(unb64(value)) not in allowed:
                    raise bad
        except ValueError:
            raise bad from None
        return cls(game, int(step), int(seat), reveal, plain, commit)


@dataclass
class FriendGame:
    """This browser's side of a game by link."""

    game: str = field(default_factory=new_game_id)
    seat: int = 0            # the seat played here (WATCHING: none)
    step: int = 0            # links so far (the last one sent or received)
    base_ply: int = 0        # the number of moves when that link was made
    sent: bool = False       # the last link is the one sent from here (the friend holds the game)
    mine: str = ""           # the secret behind this side's latest commitment
    my_plain: str = ""       # the plain secret of this side's latest link
    their_commit: str = ""   # the commitment in the friend's latest link
    their_plain: str = ""    # the plain secret in the friend's latest link
    outbox: str = ""         # this side's latest link's `f=` value (to send it again)
    moves_sent: int = 0      # the moves of this side's turn in that link (0: only its dice secrets)

    # ----- who may act ------------------------------------------------------------------
    def holding(self) -> bool:
        """True when this browser holds the game (it may move before sending a link)."""
        return self.seat != WATCHING and not self.sent

    def key(self) -> Optional[bytes]:
        """The key of the rolls made here before the next link; None until both parts are in."""
        if not (self.holding() and self.mine and self.their_plain):
            return None
        return fair_dice.roll_key(unb64(self.mine), unb64(self.their_plain), self.game, self.step + 1)

    def acts(self, state) -> bool:
        """May this browser act in `state` (move its seat, or roll dice that are its own)?"""
        if not self.holding() or state.to_move is None:
            return False
        if state.is_chance():
            return self.key() is not None and state.chance_seat() in (self.seat, None)
        return state.to_move == self.seat

    def outcome(self, session) -> Any:
        """The chance outcome due in the session's live position, drawn fairly."""
        key = self.key()
        if key is None or not self.acts(session.state):
            raise ValueError("these dice are not this browser's to roll now")
        index = sum(1 for state in session.states[self.base_ply:-1] if state.is_chance())
        return fair_dice.outcome(session.state, key, index)

    def waiting(self, state) -> str:
        """The turn line while this browser cannot act."""
        if self.seat == WATCHING:
            return "You are watching this game between two other players."
        if not self.sent:
            return "Waiting for your friend's link."
        if self.moves_sent:
            return "Your turn is done: send the link to your friend (Send your move), then wait for theirs."
        start = "to your friend to start the game" if self.step == 1 else "back to your friend"
        if not state.is_chance():  # (the first link of a game the friend starts)
            return f"Send the link {start}: they move first."
        return f"Send the link {start}: it carries your part of the dice."

    def sending(self, state) -> Tuple[str, str]:
        """The title and the words of the panel that sends this side's latest link (and the
        button that opens it): a move, or before this side has moved, the game's start or
        this side's part of the dice."""
        if self.moves_sent:
            return "Send your move", ("Send your friend this link: it carries the game with your move. They "
                                      "open it, play theirs, and send you a link back.")
        if not state.is_chance():
            return "Send the link", ("Send your friend this link: it starts the game, and they move first. "
                                     "They open it, play, and send you a link back.")
        what = "starts the game with" if self.step == 1 else "carries"
        return "Send the link", (f"Send your friend this link: it {what} your part of the dice, so that the "
                                 "game can go on (each roll is made from a secret of each of you). They open it "
                                 "and play on.")

    # ----- links ------------------------------------------------------------------------
    def settle(self, session) -> None:
        """Seal the next link once this browser can do nothing more in its turn (and its
        moves, if the game is over by them): the link is fixed from then on."""
        state = session.state
        if not self.holding() or self.acts(state):
            return
        if state.is_over() and state.ply == self.base_ply and self.step:
            return  # the friend's link ended the game: nothing to send
        self.step += 1
        reveal, secret, plain = self.mine, secrets.token_bytes(fair_dice.SECRET_BYTES), b64(
            secrets.token_bytes(fair_dice.SECRET_BYTES))
        commit = b64(fair_dice.commitment(secret, self.game, self.step, self.seat))
        self.moves_sent = state.ply - self.base_ply
        self.mine, self.my_plain, self.sent, self.base_ply = b64(secret), plain, True, state.ply
        self.outbox = Sealed(self.game, self.step, self.seat, reveal, plain, commit).text()
        self.fresh = True  # (not saved: the page offers the new link once, ui/send_move_dialog.py)

    def their_key(self, link: Sealed) -> Optional[bytes]:
        """The key of the rolls in the friend's link `link` (None if it can have none)."""
        if not (link.reveal and self.my_plain):
            return None
        return fair_dice.roll_key(unb64(link.reveal), unb64(self.my_plain), self.game, link.step)

    def reveal_ok(self, link: Sealed) -> bool:
        """Does the link's reveal open the friend's last commitment (or is it rightly empty)?"""
        if not self.their_commit:
            return not link.reveal
        return bool(link.reveal) and fair_dice.reveal_matches(
            unb64(link.reveal), unb64(self.their_commit), self.game, link.step - 2, link.seat)

    def received(self, link: Sealed, ply: int) -> None:
        """Take in the friend's link (checked already): this browser holds the game."""
        self.step, self.base_ply, self.sent, self.outbox = link.step, ply, False, ""
        self.their_commit, self.their_plain = link.commit, link.plain

    # ----- saved form -------------------------------------------------------------------
    def to_saved(self) -> Dict[str, Any]:
        """A JSON-safe dict for the saved game."""
        return asdict(self)

    @classmethod
    def from_saved(cls, saved: Any) -> "FriendGame":
        """Back from `to_saved`; ValueError if it is damaged."""
        if not isinstance(saved, dict):
            raise ValueError("a saved game's friend part is damaged")
        game = cls()
        for name, value in saved.items():
            default = getattr(game, name, None)
            if default is None:
                continue  # (a later version's field)
            if type(value) is not type(default) or (isinstance(value, str) and len(value) > 200):
                raise ValueError("a saved game's friend part is damaged")
            setattr(game, name, value)
        if game.seat not in (0, 1):
            raise ValueError("a saved game's friend part is damaged")
        return game
