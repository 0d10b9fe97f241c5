"""Play a friend by link: the link a player sends after each move, and what opening one
does (continue the game here, join it, watch it, or refuse it and keep the game here).
No browser import.

    #/play/abagio?g=1.<moves>&f=<game>.<link>.<seat>.<reveal>.<plain>.<commit>

`g` is the share link's move list (ui/share.py), `f` this game's id, the link's number,
the seat that sent it, and its dice secrets (ui/friend_game.py, docs/fair-dice.md).
"""
from __future__ import annotations

from typing import Dict, Optional, Tuple

import engines
from engines import fair_dice
from ui import share
from ui.friend_game import WATCHING, FriendGame, Sealed
from ui.session import FRIEND, HUMAN, Session

EDITED = "its moves before your friend's turn are not the moves of the game here: the link was edited"
BAD_REVEAL = "its dice secret does not match what your friend committed to: the link was altered"
BAD_ROLL = "a roll in it is not the one the two of you rolled: the link was altered"
NOT_THEIRS = "it moves for your seat"


def friend_query(session: Session) -> str:
    """The query of the link this side sends now (after `#/play/<game>?`)."""
    parts = [f"g={share.encode_moves(session, share.COMPACT)}"]
    options = share.changed_options(session)
    if options:
        parts.append(f"o={options}")
    parts.append(f"f={session.friend.outbox}")
    return "&".join(parts)


def seats_for(seat: int, count: int = 2):
    """The seats of a game by link played here at `seat` (WATCHING: nobody here)."""
    return [HUMAN if s == seat else FRIEND for s in range(count)]


def check_new_moves(here: Session, friend: FriendGame, link: Sealed, final) -> None:
    """ValueError (one of the messages above) unless the moves `final` adds to the game
    here are the friend's own, with the dice the two of them rolled."""
    played = here.state.moves
    if final.moves[:len(played)] != played:
        raise ValueError(EDITED)
    key = friend.their_key(link)
    state, index = here.state, 0
    for text in final.moves[len(played):]:
        if state.is_chance():
            if key is None or state.chance_seat() not in (link.seat, None):
                raise ValueError(BAD_ROLL)
            if state.parse(text) != fair_dice.outcome(state, key, index):
                raise ValueError(BAD_ROLL)
            index += 1
        elif state.to_move != link.seat:
            raise ValueError(NOT_THEIRS)
        state = state.after(state.parse(text))


def receive(here: Optional[Session], game_id: str, params: Dict[str, str]) -> Tuple[Session, str, bool]:
    """What opening a friend link does: (the session to show, what to say, whether to keep
    it). `here` is this browser's copy of the game (None if it has none). A link that
    cannot be taken is a ValueError whose text says why; the game here is kept."""
    link = Sealed.parse(params.get("f", ""))
    final = share.session_from_link(game_id, {k: v for k, v in params.items() if k in ("g", "o")}).state
    if final.num_players != 2:
        raise ValueError("a game by link is for two players")
    if here is None:
        if link.step != 1:  # a game between two others, shown to watch
            session = Session.from_state(final, seats_for(WATCHING))
            session.friend = FriendGame(link.game, WATCHING, link.step, final.ply)
            return session, "A game between two other players: you can watch it, not move in it.", False
        friend = FriendGame(link.game, 1 - link.seat, 0, 0, sent=True)
        session = Session.from_state(engines.GAMES[game_id].new(**final.options), seats_for(friend.seat))
        session.friend = friend
        if not friend.reveal_ok(link):
            raise ValueError(BAD_REVEAL)
        check_new_moves(session, friend, link, final)
        _take(session, friend, link, final)
        return session, f"You joined your friend's game: you play {final.seat_name(friend.seat)}.", True
    friend = here.friend
    if link.step <= friend.step:
        if link.step == friend.step and link.seat == friend.seat:
            return here, "That is the link you sent: the game waits for your friend's move.", False
        return here, (f"That link is older than this game here (it is link {link.step}; the game here "
                      f"has had {friend.step}): the newer game is kept."), False
    if link.step > friend.step + 1 or not friend.sent:
        raise ValueError(f"it is link {link.step}, but the game here waits for link {friend.step + 1}")
    if link.seat == friend.seat:
        raise ValueError(NOT_THEIRS)
    if not friend.reveal_ok(link):
        raise ValueError(BAD_REVEAL)
    check_new_moves(here, friend, link, final)
    before = here.state.ply
    _take(here, friend, link, final)
    if here.state.is_over():
        return here, "Your friend's last move ended the game.", True
    played_from = here.states[before:-1]  # (a whole turn is one move to a player: its roll and its leaps)
    news = ("Your friend has moved." if any(not state.is_chance() for state in played_from) else
            "Your friend has rolled." if played_from else "Your friend's part of the dice is in.")
    return here, f"{news} Your turn.", True


def _take(session: Session, friend: FriendGame, link: Sealed, final) -> None:
    """Play the link's new moves here and hold the game (sealing at once if nothing is
    left to do here, as when a roll needs the next link)."""
    for text in final.moves[session.state.ply:]:
        session.states.append(session.state.after(session.state.parse(text)))
    session.redo_stack.clear()
    friend.received(link, session.state.ply)
    friend.settle(session)


def open_link(controller, game_id: str, params: Dict[str, str]) -> None:
    """Show the game a friend link carries (ui/controller.py's GameController): the game
    here moved on by it, a game joined or watched; or, refused, the game here as it was."""
    saved = controller.saved
    here = None
    try:
        link = Sealed.parse(params.get("f", ""))
        here = saved.restore_friend(game_id, link.game) if saved is not None else None
        session, said, keep = receive(here, game_id, params)
    except ValueError as exc:
        if here is not None:
            controller.start(here)
            controller.say(f"That link was refused: {exc}. The game here is kept as it was.", notice=True)
        elif controller.session is not None:  # (whatever is shown stays)
            controller.say(f"That link could not be opened ({exc}); nothing here has changed.", notice=True)
        else:
            controller.new_default_game(game_id, f"That link could not be opened ({exc}). Here is a new game instead.")
        return
    controller.start(session, said)
    if keep:
        controller.keep()
