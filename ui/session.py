"""One game being played at this screen: the positions so far, who sits in each
seat, undo and redo, and the saved form of all that (autosave, share links).
No browser import, so the shell's logic is tested in CPython.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple

import engines
from engines import ai
from ui.friend_game import FriendGame

HUMAN = "human"
SEAT_KINDS = (HUMAN,) + tuple(ai.LEVELS)
"""What may sit in a seat: a person at this screen, or the computer at a level."""
FRIEND = "friend"
"""The seat of the friend at the other end of the links (ui/friend_game.py); not offered
in the seat choices, only by "Play a friend by link"."""
SEAT_LABELS = {HUMAN: "Human", **{level: f"Computer ({level})" for level in ai.LEVELS}, FRIEND: "By link"}
"""Each kind of seat in words."""
DEFAULT_LEVEL = "medium"


def default_seats(count: int) -> List[str]:
    """A person in the first seat, the computer at medium in the others."""
    return [HUMAN] + [DEFAULT_LEVEL] * (count - 1)


def parse_seats(text: str, count: int, friend: bool = False) -> List[str]:
    """Seats from a comma list such as 'human,hard' (and 'friend' if `friend`); ValueError
    names a bad entry."""
    seats = [part.strip().lower() for part in text.split(",") if part.strip()]
    if len(seats) != count:
        raise ValueError(f"expected {count} seats, got {len(seats)}")
    for seat in seats:
        if seat not in SEAT_KINDS and not (friend and seat == FRIEND):
            raise ValueError(f"a seat is one of {', '.join(SEAT_KINDS)}, not {seat!r}")
    return seats


@dataclass
class Session:
    """A game in progress: every position so far, the seats, and an undo stack.

    `states[i]` is the position after i moves; `states[-1]` is the live one.
    Dice are drawn from (`seed`, ply), so a roll undone and played again comes
    out the same: undo can never be used to re-roll.
    """

    game_id: str
    seats: List[str]
    options: Dict[str, Any] = field(default_factory=dict)
    seed: int = field(default_factory=lambda: random.randrange(1 << 30))
    states: List[Any] = field(default_factory=list)
    redo_stack: List[str] = field(default_factory=list)
    clock_minutes: Optional[float] = None   # time per side; None: no clock
    remaining_ms: List[float] = field(default_factory=list)
    flagged: Optional[int] = None           # the seat whose time ran out
    resigned: Optional[int] = None          # the seat that resigned
    key: str = field(default_factory=lambda: f"{random.getrandbits(48):012x}")  # this game among the saved ones
    friend: Optional[FriendGame] = None     # a game with a friend by link: this side of it
    analysis: Optional[Dict[str, Any]] = None  # the game's analysis (engines.ai.analysis), kept with it

    def __post_init__(self) -> None:
        if not self.states:
            self.states = [engines.new_game(self.game_id, **self.options)]
        if len(self.seats) != self.state.num_players:
            raise ValueError(f"{self.game_id} here has {self.state.num_players} seats, not {len(self.seats)}")
        if self.clock_minutes is not None and not self.remaining_ms:
            self.remaining_ms = [self.clock_minutes * 60_000.0] * len(self.seats)
        if FRIEND in self.seats and self.friend is None and HUMAN in self.seats:  # a new game by link
            self.friend = FriendGame(seat=self.seats.index(HUMAN))
            self.friend.settle(self)

    # ----- the clock --------------------------------------------------------------------
    def clock_running_for(self) -> Optional[int]:
        """The seat whose clock runs now (the seat to move), or None."""
        if self.clock_minutes is None or self.turn() in ("over", "chance"):
            return None
        return self.state.to_move

    def charge(self, seat: int, elapsed_ms: float) -> bool:
        """Take `elapsed_ms` off `seat`'s clock; True if that made its time run out."""
        if self.clock_minutes is None or seat is None or seat < 0:
            return False
        self.remaining_ms[seat] = max(0.0, self.remaining_ms[seat] - max(0.0, elapsed_ms))
        if self.remaining_ms[seat] <= 0 and self.flagged is None:
            self.flagged = seat
            return True
        return False

    # ----- the live position ------------------------------------------------------------
    @property
    def state(self):
        """The live position."""
        return self.states[-1]

    @property
    def info(self) -> engines.GameInfo:
        """The game's registry entry."""
        return engines.GAMES[self.game_id]

    def turn(self) -> str:
        """'over', 'chance', 'human' or 'computer': who acts next."""
        to_move = self.state.to_move
        if to_move is None or self.ended_early():
            return "over"
        if self.friend is not None and not self.friend.acts(self.state):
            return FRIEND  # the friend's turn, or a link to send first
        if to_move == engines.CHANCE:
            return "chance"
        return HUMAN if self.seats[to_move] == HUMAN else "computer"

    def ended_early(self) -> bool:
        """True when the game ended before its rules ended it: a clock ran out, or a resignation."""
        return self.flagged is not None or self.resigned is not None

    def resign(self, seat: int) -> None:
        """`seat` gives the game up: it is over."""
        if self.turn() != "over":
            self.resigned = seat

    def rematch(self) -> "Session":
        """A new game with the same options, seats and clock, the sides swapped (every
        player moves one seat on); after a game by link, a new game by link."""
        seats = self.seats[1:] + self.seats[:1]  # (a game by link: a new one, to send the friend)
        if HUMAN not in seats:
            seats = [HUMAN] * len(seats)  # (a game watched: the rematch is at this screen)
        return Session(self.game_id, seats, dict(self.options), clock_minutes=self.clock_minutes)

    def level(self) -> str:
        """The computer level of the seat to move."""
        return self.seats[self.state.to_move]

    def play(self, move, keep_redo: bool = False) -> Tuple[Any, Any, Any]:
        """Play `move` (object or text); returns (before, move object, after).

        Raises engines.IllegalMove with the engine's reason. A new move clears the
        redo stack unless it is the move a redo replays.
        """
        before = self.state
        if isinstance(move, str):
            move = before.parse(move)
        after = before.play(move)
        self.states.append(after)
        if not keep_redo:
            self.redo_stack.clear()
        if self.friend is not None:
            self.friend.settle(self)
        return before, move, after

    def roll(self):
        """The chance outcome for this ply, drawn from the game's seed and the ply only
        (between two browsers: from both players' secrets, ui/friend_game.py)."""
        if self.friend is not None:
            return self.friend.outcome(self)
        rng = random.Random(self.seed * 1000003 + self.state.ply)
        return engines.random_outcome(self.state, rng)

    def example_move(self) -> str:
        """A legal move of the live position in the game's notation ("" at the dice or the end)."""
        moves = [] if self.state.is_chance() else self.state.legal_moves()
        return str(moves[0]) if moves else ""

    def computer_request(self) -> Dict[str, Any]:
        """What the computer worker needs to choose the next move."""
        return {"record": self.state.record(), "level": self.level(),
                "seed": (self.seed * 7919 + self.state.ply) % (1 << 31)}

    # ----- undo and redo ----------------------------------------------------------------
    def _undo_target(self) -> Optional[int]:
        """How many moves to keep so a person at this screen is to move again, or None."""
        humans = {seat for seat, kind in enumerate(self.seats) if kind == HUMAN}
        if not humans or self.ended_early():
            return None
        floor = self.friend.base_ply if self.friend is not None else 0  # (a link's moves stay)
        for keep in range(len(self.states) - 2, floor - 1, -1):
            position = self.states[keep]
            if position.to_move in humans:
                return keep
        return None

    def can_undo(self) -> bool:
        """True when there is a person's move to take back."""
        return self._undo_target() is not None

    def undo(self) -> bool:
        """Take back to the previous position where a person here was to move.

        In hot-seat that is one move; against the computer it takes the computer's
        reply with it. Dice rolled in between come back the same when replayed.
        """
        keep = self._undo_target()
        if keep is None:
            return False
        undone = list(self.state.moves[keep:])
        del self.states[keep + 1:]
        self.redo_stack.extend(reversed(undone))
        return True

    def can_redo(self) -> bool:
        """True when an undone move can be played again."""
        return bool(self.redo_stack)

    def redo(self) -> Optional[Tuple[Any, Any, Any]]:
        """Play the most recently undone move again."""
        if not self.redo_stack:
            return None
        return self.play(self.redo_stack.pop(), keep_redo=True)

    # ----- the move list ----------------------------------------------------------------
    def move_rows(self) -> List[Tuple[int, List[Tuple[str, List[Tuple[int, str]]]]]]:
        """The move list as numbered rounds: `(number, [(who, [(ply, notation), ...]), ...])`.
        A turn is one seat's moves in a row with the dice rolled for them (Abagio's roll
        and its leaps); a round starts again when the seats come round (chess's move pairs)."""
        rows: List[Tuple[int, List[Tuple[str, List[Tuple[int, str]]]]]] = []
        last_seat: Optional[int] = None
        for ply, text in enumerate(self.state.moves, start=1):
            before = self.states[ply - 1]
            seat = before.chance_seat() if before.to_move == engines.CHANCE else before.to_move
            who = "Dice" if seat is None else self.state.seat_name(seat)
            if rows and seat is not None and seat == last_seat and rows[-1][1][-1][0] == who:
                rows[-1][1][-1][1].append((ply, text))  # the same seat moves on
            else:
                if not rows or seat is None or last_seat is None or seat <= last_seat:
                    rows.append((len(rows) + 1, []))
                rows[-1][1].append((who, [(ply, text)]))
            last_seat = seat
        return rows

    def position_name(self, ply: int) -> str:
        """The position after `ply` moves, named as the move list numbers it: "The start",
        or "After 5. Black B2" (a turn of several moves: "After 3. Red 1-3 0/1", up to
        that move)."""
        for number, turns in self.move_rows():
            for who, moves in turns:
                for index, (at, _) in enumerate(moves):
                    if at == ply:
                        return f"After {number}. {who} " + " ".join(text for _, text in moves[:index + 1])
        return "The start"

    # ----- records in, sessions out ------------------------------------------------------
    @classmethod
    def from_state(cls, state, seats: Optional[List[str]] = None, seed: Optional[int] = None,
                   clock_minutes: Optional[float] = None) -> "Session":
        """A session holding every position of `state`'s game (replayed from its record),
        with these seats (default: a person in every seat). The one way a record, a
        link, a saved game or an embed command becomes a session. The moves were checked
        when `state` was made, so they are replayed without checking them again (a long
        game loads in half the time)."""
        if seats is None or len(seats) != state.num_players:
            seats = [HUMAN] * state.num_players
        options = dict(state.record()["options"])
        session = cls(state.game_id, list(seats), options, clock_minutes=clock_minutes,
                      **({} if seed is None else {"seed": seed}))
        for move in state.line():
            session.states.append(session.state.after(move))
        return session

    # ----- saved form -------------------------------------------------------------------
    def to_saved(self) -> Dict[str, Any]:
        """A JSON-safe dict that `from_saved` turns back into this session."""
        record = self.state.record()
        return {"record": record, "seats": list(self.seats), "seed": self.seed,
                "redo": list(self.redo_stack), "clock": self.clock_minutes,
                "remaining": [round(ms) for ms in self.remaining_ms], "flagged": self.flagged,
                "resigned": self.resigned, "id": self.key,
                **({"friend": self.friend.to_saved()} if self.friend is not None else {}),
                **({"analysis": self.analysis} if ai.analysis.matches(self.analysis, record) else {})}

    @classmethod
    def from_saved(cls, saved: Any) -> "Session":
        """A session from `to_saved` output; ValueError with the reason if it is damaged."""
        if not isinstance(saved, dict):
            raise ValueError("a saved game must be an object")
        record = saved.get("record")
        state = engines.load(record)  # ValueError naming the bad move
        seats = saved.get("seats")
        if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
            raise ValueError("a saved game lists who sits in each seat")
        seats = parse_seats(",".join(seats), state.num_players, friend="friend" in saved)
        seed = saved.get("seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 1 << 31:
            raise ValueError("a saved game's seed is a whole number")
        session = cls.from_state(state, seats, seed)
        if "friend" in saved:
            session.friend = FriendGame.from_saved(saved["friend"])
        redo = saved.get("redo", [])
        if isinstance(redo, list) and len(redo) <= 1000 and _replays(state, redo[::-1]):
            session.redo_stack = list(redo)  # (a redo stack that does not replay is dropped)
        clock, remaining, flagged = saved.get("clock"), saved.get("remaining"), saved.get("flagged")
        if isinstance(clock, (int, float)) and not isinstance(clock, bool) and 0 < clock <= 24 * 60:
            session.clock_minutes = float(clock)
            if (isinstance(remaining, list) and len(remaining) == len(seats)
                    and all(isinstance(v, (int, float)) and 0 <= v <= clock * 60_000 for v in remaining)):
                session.remaining_ms = [float(v) for v in remaining]
            else:
                session.remaining_ms = [clock * 60_000.0] * len(seats)
            if isinstance(flagged, int) and not isinstance(flagged, bool) and 0 <= flagged < len(seats) and session.remaining_ms[flagged] == 0:
                session.flagged = flagged
        resigned, key = saved.get("resigned"), saved.get("id")
        if isinstance(resigned, int) and not isinstance(resigned, bool) and 0 <= resigned < len(seats) \
                and not state.is_over():
            session.resigned = resigned
        if isinstance(key, str) and 0 < len(key) <= 40 and key.isalnum():
            session.key = key
        if ai.analysis.matches(saved.get("analysis"), state.record()):
            session.analysis = saved["analysis"]  # (an analysis of other moves is dropped)
        return session


def _replays(state, moves) -> bool:
    """True when `moves` (notation) can be played one after the other from `state`."""
    try:
        for text in moves:
            state = state.play(text)
    except (ValueError, TypeError):
        return False
    return True
