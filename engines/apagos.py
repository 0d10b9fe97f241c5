"""Apagos (Francis Pacherie): four platforms on a ramp; adding a ball lifts its platform.

Rules: shared/seeds/apagos-rulebook.txt, with shared/rules/apagos.md deciding what
the rulebook leaves open. Positions are numbered 1 (bottom) to 4 (top); seat 0 plays
Black and makes the first playing move, seat 1 plays White and arranges the ramp.

Notation: `B3` adds a black ball at position 3, `3>1` moves a ball down from 3 to 1,
`setup 5 3 7 1` arranges the ramp (visible holes, bottom to top).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations, product
from typing import Any, Dict, List, Optional, Tuple

from .core import GameInfo, IllegalMove, Move, Option, State, shorten, short_repr

PLATFORM_FACES: Tuple[Tuple[int, int], ...] = ((1, 3), (3, 5), (3, 5), (5, 7))
"""The hole counts on the two faces of each of the four platforms."""
BALLS_PER_COLOUR = 10
POSITIONS = 4
TOP = POSITIONS
COLOURS = ("b", "w")
COLOUR_NAMES = ("Black", "White")
BLACK, WHITE = 0, 1

Platform = Tuple[int, int, int]
"""(holes, black balls, white balls) of the platform at one position."""


def _all_arrangements() -> Tuple[Tuple[int, ...], ...]:
    found = set()
    for order in permutations(range(POSITIONS)):
        for faces in product((0, 1), repeat=POSITIONS):
            found.add(tuple(PLATFORM_FACES[p][f] for p, f in zip(order, faces)))
    return tuple(sorted(found))


ARRANGEMENTS: Tuple[Tuple[int, ...], ...] = _all_arrangements()
"""Every legal arrangement: visible hole counts from bottom to top (118 of them)."""
_ARRANGEMENT_SET = frozenset(ARRANGEMENTS)

ARRANGER_WINS: Tuple[Tuple[int, ...], ...] = (
    (3, 3, 1, 5), (3, 3, 1, 7), (3, 3, 3, 5), (3, 3, 3, 7), (3, 3, 5, 1), (3, 3, 5, 3), (3, 3, 5, 5),
    (3, 3, 7, 1), (3, 3, 7, 3), (3, 5, 3, 1), (3, 5, 3, 3), (3, 5, 3, 5), (3, 5, 5, 3), (3, 7, 3, 3),
    (5, 3, 3, 3), (5, 3, 3, 5), (5, 3, 5, 3), (5, 3, 7, 3), (5, 5, 3, 3), (5, 7, 3, 3))
"""The 20 arrangements that win for the arranging player (White) under perfect play,
found by solving every arrangement exactly (`bench/apagos_solve.py` reproduces it)."""


# ----- moves ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Setup(Move):
    """Arrange the ramp: the visible hole counts from the bottom position to the top."""

    holes: Tuple[int, int, int, int]

    def __str__(self) -> str:
        return "setup " + " ".join(str(h) for h in self.holes)


@dataclass(frozen=True)
class Add(Move):
    """Put a ball of `colour` (0 black, 1 white) into the platform at `position`."""

    colour: int
    position: int

    def __str__(self) -> str:
        return f"{'BW'[self.colour]}{self.position}"


@dataclass(frozen=True)
class Shift(Move):
    """Move one of your own balls from `source` down to the lower `target`."""

    source: int
    target: int

    def __str__(self) -> str:
        return f"{self.source}>{self.target}"


@dataclass(frozen=True)
class ApagosEffect:
    """What one Apagos move does (`state.effect(move)`), enough to animate and describe it.

    `kind` is "setup", "add" or "shift"; `mover` the seat that played (0 Black, 1 White);
    `next_to_move` the seat to play next, None when the move filled the last hole.

    - setup: `arrangement` holds the visible hole counts, bottom to top.
    - add: a ball of `colour` went into the platform at `target`; below the top that
      platform then rose: `rose` == (target, target + 1) and the platform above it
      dropped, `dropped` == (target + 1, target). At the top both are None.
    - shift: one of the mover's balls (`colour`) moved down from `source` to `target`.
    """

    kind: str
    mover: int
    next_to_move: Optional[int]
    arrangement: Tuple[int, ...] = ()
    colour: Optional[int] = None
    source: Optional[int] = None
    target: Optional[int] = None
    rose: Optional[Tuple[int, int]] = None
    dropped: Optional[Tuple[int, int]] = None

    @property
    def ended(self) -> bool:
        """True when this move ended the game (the ramp is full)."""
        return self.next_to_move is None

    @property
    def ball_at(self) -> Optional[int]:
        """Where the added or moved ball sits after the move (None for a setup)."""
        if self.rose is not None:
            return self.rose[1]
        return self.target


_ADDS = {(c, p): Add(c, p) for c in (BLACK, WHITE) for p in range(1, POSITIONS + 1)}
_SHIFTS = {(s, t): Shift(s, t) for s in range(1, POSITIONS + 1) for t in range(1, s)}
_SETUPS = {h: Setup(h) for h in ARRANGEMENTS}


# ----- the state -----------------------------------------------------------------------
class ApagosState(State):
    """An Apagos position: the ramp (None until arranged), whose turn, the history."""

    game_id = "apagos"
    num_players = 2
    __slots__ = ("platforms", "to_move", "options", "_history")

    def __init__(self, options: Dict[str, Any]):
        self.options = options
        self._history = None
        if options["setup"] is None:
            self.platforms: Optional[Tuple[Platform, ...]] = None
            self.to_move = WHITE
        else:
            self.platforms = tuple((h, 0, 0) for h in options["setup"])
            self.to_move = BLACK

    @classmethod
    def _make(cls, options: Dict[str, Any], platforms: Tuple[Platform, ...], to_move: Optional[int]) -> "ApagosState":
        state = cls.__new__(cls)
        state.options = options
        state.platforms = platforms
        state.to_move = to_move
        state._history = None
        return state

    # --- facts a view or a player asks about ---
    def seat_name(self, seat: int) -> str:
        return COLOUR_NAMES[seat]

    def in_setup(self) -> bool:
        """True while the ramp is still to be arranged (seat 1's first move)."""
        return self.platforms is None

    def tray(self) -> Tuple[int, int]:
        """Balls of each colour (black, white) still in the tray."""
        if self.platforms is None:
            return (BALLS_PER_COLOUR, BALLS_PER_COLOUR)
        return (BALLS_PER_COLOUR - sum(p[1] for p in self.platforms),
                BALLS_PER_COLOUR - sum(p[2] for p in self.platforms))

    def free_holes(self, position: int) -> int:
        """Empty holes on the platform at `position` (1 bottom .. 4 top)."""
        holes, black, white = self.platforms[position - 1]
        return holes - black - white

    def top(self) -> Platform:
        """(holes, black, white) of the top platform."""
        return self.platforms[-1]

    # --- the contract ---
    def legal_moves(self) -> List[Move]:
        if self.to_move is None:
            return []
        if self.platforms is None:
            return list(_SETUPS.values())
        platforms = self.platforms
        tray = self.tray()
        moves: List[Move] = []
        for colour in (BLACK, WHITE):
            if tray[colour]:
                for pos in range(1, POSITIONS + 1):
                    holes, black, white = platforms[pos - 1]
                    if black + white < holes:
                        moves.append(_ADDS[colour, pos])
        mine = 1 + self.to_move  # index of the mover's colour in a platform tuple
        for source in range(2, POSITIONS + 1):
            if platforms[source - 1][mine]:
                for target in range(1, source):
                    holes, black, white = platforms[target - 1]
                    if black + white < holes:
                        moves.append(_SHIFTS[source, target])
        return moves

    def why_illegal(self, move: Move) -> Optional[str]:
        if self.to_move is None:
            return "The game is over."
        if self.platforms is None:
            if not isinstance(move, Setup):
                return "White must arrange the ramp first."
            if move.holes not in _ARRANGEMENT_SET:
                return (f"{shorten(' '.join(map(str, move.holes)))} cannot be shown: the four platforms have "
                        "1|3, 3|5, 3|5 and 5|7 holes, one face of each must show.")
            return None
        if isinstance(move, Setup):
            return "The ramp is already arranged."
        if isinstance(move, Add):
            if not (BLACK <= move.colour <= WHITE and 1 <= move.position <= POSITIONS):
                return f"{shorten(move)} is not a place on the ramp."
            if not self.tray()[move.colour]:
                return f"No {COLOUR_NAMES[move.colour].lower()} balls are left in the tray."
            if not self.free_holes(move.position):
                return f"The platform at position {move.position} is full."
            return None
        if isinstance(move, Shift):
            if not (1 <= move.target <= POSITIONS and 1 <= move.source <= POSITIONS):
                return f"{shorten(move)} is not a place on the ramp."
            if move.target >= move.source:
                return "A ball can only be moved down, to a lower platform."
            colour = COLOUR_NAMES[self.to_move]
            if not self.platforms[move.source - 1][1 + self.to_move]:
                return f"There is no {colour.lower()} ball of yours on the platform at position {move.source}."
            if not self.free_holes(move.target):
                return f"The platform at position {move.target} is full."
            return None
        return f"{shorten(move)} is not an Apagos move."

    def _apply(self, move: Move) -> "ApagosState":
        if isinstance(move, Setup):
            return self._make(self.options, tuple((h, 0, 0) for h in move.holes), BLACK)
        platforms = list(self.platforms)
        if isinstance(move, Add):
            index = move.position - 1
            holes, black, white = platforms[index]
            platforms[index] = (holes, black + 1, white) if move.colour == BLACK else (holes, black, white + 1)
            if index < POSITIONS - 1:
                platforms[index], platforms[index + 1] = platforms[index + 1], platforms[index]
        else:
            seat = self.to_move
            holes, black, white = platforms[move.source - 1]
            platforms[move.source - 1] = (holes, black - 1, white) if seat == BLACK else (holes, black, white - 1)
            holes, black, white = platforms[move.target - 1]
            platforms[move.target - 1] = (holes, black + 1, white) if seat == BLACK else (holes, black, white + 1)
        result = tuple(platforms)
        full = all(b + w == h for h, b, w in result)
        return self._make(self.options, result, None if full else 1 - self.to_move)

    def _effect(self, move: Move) -> ApagosEffect:
        mover = self.to_move
        if isinstance(move, Setup):
            return ApagosEffect("setup", mover, BLACK, arrangement=move.holes)
        if isinstance(move, Shift):  # the ramp cannot fill: a ball only changes holes
            return ApagosEffect("shift", mover, 1 - mover, colour=mover, source=move.source, target=move.target)
        position = move.position
        free = sum(h - b - w for h, b, w in self.platforms)
        swapped = position < POSITIONS
        return ApagosEffect("add", mover, None if free == 1 else 1 - mover, colour=move.colour, target=position,
                            rose=(position, position + 1) if swapped else None,
                            dropped=(position + 1, position) if swapped else None)

    def _parse(self, text: str) -> Move:
        if not text.isascii():
            raise IllegalMove(f"{short_repr(text)} is not an Apagos move: "
                              "use plain letters and digits, e.g. B3, 3>1")
        compact = text.replace(" ", "")
        if compact.startswith("setup"):
            parts = text[5:].split() if text.startswith("setup ") else list(compact[5:])
            if len(parts) != POSITIONS or not all(p.isdigit() and len(p) < 10 for p in parts):
                raise IllegalMove(f"{short_repr(text)}: a setup is 'setup' and four hole counts, "
                                  "bottom to top, e.g. 'setup 5 3 7 1'")
            holes = tuple(int(p) for p in parts)
            return _SETUPS.get(holes) or Setup(holes)
        if len(compact) == 2 and compact[0] in "bw" and compact[1].isdigit():
            colour, pos = "bw".index(compact[0]), int(compact[1])
            if not 1 <= pos <= POSITIONS:
                raise IllegalMove(f"{short_repr(text)}: positions are 1 (bottom) to 4 (top)")
            return _ADDS[colour, pos]
        if len(compact) == 3 and compact[1] == ">" and compact[0].isdigit() and compact[2].isdigit():
            source, target = int(compact[0]), int(compact[2])
            if not (1 <= source <= POSITIONS and 1 <= target <= POSITIONS):
                raise IllegalMove(f"{short_repr(text)}: positions are 1 (bottom) to 4 (top)")
            if target >= source:
                raise IllegalMove(f"{short_repr(text)}: a ball can only be moved down, to a lower platform")
            return _SHIFTS[source, target]
        raise IllegalMove(f"{short_repr(text)} is not an Apagos move: write B3 or W1 to add a ball, "
                          "3>1 to move one down, or 'setup 5 3 7 1' to arrange the ramp")

    def winners(self) -> Optional[List[int]]:
        if self.to_move is not None:
            return None
        _, black, white = self.platforms[-1]
        return [BLACK] if black > white else [WHITE]

    def scores(self) -> List[float]:
        if self.platforms is None:
            return [0, 0]
        _, black, white = self.platforms[-1]
        return [black, white]

    def key(self) -> tuple:
        return (self.platforms, self.to_move)

    def __str__(self) -> str:
        lines = []
        if self.to_move is None:
            winner = COLOUR_NAMES[self.winners()[0]]
            lines.append(f"Apagos: over, {winner} wins {max(self.scores())}-{min(self.scores())} on the top platform")
        elif self.platforms is None:
            lines.append("Apagos: White to arrange the ramp")
        else:
            lines.append(f"Apagos: {COLOUR_NAMES[self.to_move]} to move")
        if self.platforms is not None:
            for pos in range(POSITIONS, 0, -1):
                holes, black, white = self.platforms[pos - 1]
                cells = "B" * black + "W" * white + "." * (holes - black - white)
                label = " (top)" if pos == TOP else ""
                lines.append(f"{pos}{label:6} [{' '.join(cells)}]")
        tray = self.tray()
        lines.append(f"tray: {tray[0]} black, {tray[1]} white")
        return "\n".join(lines)


# ----- evaluation and exact play for the computer --------------------------------------
def evaluate(state: ApagosState, seat: int) -> float:
    """A heuristic in [-1, 1] for `seat`: who holds the top, and who can take it."""
    if state.to_move is None:
        return 1.0 if state.winners() == [seat] else -1.0
    if state.platforms is None:
        return 0.0
    me, them = 1 + seat, 2 - seat
    top = state.platforms[-1]
    second = state.platforms[-2]
    score = 0.25 * (top[me] - top[them]) + 0.08 * (second[me] - second[them])
    free_top = top[0] - top[1] - top[2]
    score += 0.02 * free_top * (1 if state.to_move == seat else -1)
    return max(-0.95, min(0.95, score))


@lru_cache(maxsize=None)
def _solve(platforms: Tuple[Platform, ...], to_move: int) -> int:
    """+1 if the side to move wins with perfect play from here, else -1."""
    state = ApagosState._make(_SOLVE_OPTIONS, platforms, to_move)
    for move in _ordered(state):
        nxt = state._apply(move)
        if nxt.to_move is None:
            if nxt.winners()[0] == to_move:
                return 1
        elif _solve(nxt.platforms, nxt.to_move) < 0:
            return 1
    return -1


_SOLVE_OPTIONS = {"setup": None}


def _ordered(state: ApagosState) -> List[Move]:
    """Moves in an order that finds wins early: adds at the top first, then the rest."""
    moves = state.legal_moves()
    moves.sort(key=lambda m: -(m.position if isinstance(m, Add) else m.source - 0.5))
    return moves


def solved_value(state: ApagosState) -> int:
    """+1 if the side to move wins with perfect play, -1 if it loses (exact)."""
    if state.to_move is None:
        raise ValueError("the game is over")
    if state.platforms is None:
        return 1 if any(_solve(tuple((h, 0, 0) for h in a), BLACK) < 0 for a in ARRANGEMENTS) else -1
    return _solve(state.platforms, state.to_move)


def opening(state: ApagosState, rng) -> Optional[Move]:
    """The arranging player's book: one of the arrangements that win for White."""
    if state.platforms is None and state.to_move is not None:
        return _SETUPS[rng.choice(ARRANGER_WINS)]
    return None


def _check_setup(value: Any) -> Optional[Tuple[int, ...]]:
    if value is None:
        return None
    if not isinstance(value, (list, tuple)) or len(value) != POSITIONS or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise ValueError("None, or four hole counts from bottom to top such as [5, 3, 7, 1]; "
                         f"got {short_repr(value)}")
    if tuple(value) not in _ARRANGEMENT_SET:
        raise ValueError(f"{shorten(list(value))} cannot be shown by the platforms "
                         "(1|3, 3|5, 3|5, 5|7 holes, one face each)")
    return tuple(value)


GAME = GameInfo(
    id="apagos",
    name="Apagos",
    players=(2,),
    options=(Option("setup", None, "Ramp arrangement",
                    check=_check_setup,
                    help="None: White arranges the ramp as the first move; or four hole counts, bottom to top."),),
    create=ApagosState,
    summary="Four platforms on a ramp; adding a ball lifts its platform. Most balls on top wins.",
    evaluate=evaluate,
    extras={"opening": opening},
)
