"""One game being played at this screen: the engine state, who sits in each seat,
and what happened. No browser import, so the shell's logic is tested in CPython.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple

import engines
from engines import ai

HUMAN = "human"
SEAT_KINDS = (HUMAN,) + tuple(ai.LEVELS)
"""What may sit in a seat: a person at this screen, or the computer at a level."""


def parse_seats(text: str, count: int) -> List[str]:
    """Seats from a comma list such as 'human,hard'; ValueError names a bad entry."""
    seats = [part.strip().lower() for part in text.split(",") if part.strip()]
    if len(seats) != count:
        raise ValueError(f"expected {count} seats, got {len(seats)}")
    for seat in seats:
        if seat not in SEAT_KINDS:
            raise ValueError(f"a seat is one of {', '.join(SEAT_KINDS)}, not {seat!r}")
    return seats


@dataclass
class Session:
    """A game in progress: state, seats, and the seat that made each move."""

    game_id: str
    seats: List[str]
    options: Dict[str, Any] = field(default_factory=dict)
    seed: int = field(default_factory=lambda: random.randrange(1 << 30))
    state: Any = None
    movers: List[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.state is None:
            self.state = engines.new_game(self.game_id, **self.options)
        if len(self.seats) != self.state.num_players:
            raise ValueError(f"{self.game_id} here has {self.state.num_players} seats, not {len(self.seats)}")

    @property
    def info(self) -> engines.GameInfo:
        """The game's registry entry."""
        return engines.GAMES[self.game_id]

    def turn(self) -> str:
        """'over', 'chance', 'human' or 'computer': who acts next."""
        to_move = self.state.to_move
        if to_move is None:
            return "over"
        if to_move == engines.CHANCE:
            return "chance"
        return HUMAN if self.seats[to_move] == HUMAN else "computer"

    def level(self) -> str:
        """The computer level of the seat to move."""
        return self.seats[self.state.to_move]

    def play(self, move) -> Tuple[Any, Any, Any]:
        """Play `move` (object or text); returns (before, move object, after).

        Raises engines.IllegalMove with the engine's reason.
        """
        before = self.state
        if isinstance(move, str):
            move = before.parse(move)
        after = before.play(move)
        self.movers.append(before.to_move)
        self.state = after
        return before, move, after

    def roll(self):
        """A chance outcome drawn with this game's own seeded generator."""
        rng = random.Random(self.seed * 1000003 + self.state.ply)
        return engines.random_outcome(self.state, rng)

    def computer_request(self, budget: Optional[float] = None) -> Dict[str, Any]:
        """What the computer worker needs to choose the next move."""
        return {"record": self.state.record(), "level": self.level(),
                "seed": (self.seed * 7919 + self.state.ply) % (1 << 31), "budget": budget}

    def move_rows(self) -> List[Tuple[int, str, str]]:
        """(number, mover's name, notation) for each move, for the move list."""
        names = [self.state.seat_name(seat) if seat >= 0 else "Dice" for seat in self.movers]
        return [(i + 1, name, text) for i, (name, text) in enumerate(zip(names, self.state.moves))]
