"""The shared core of every game: moves, states, options, errors and chance.

A game module subclasses :class:`State` (and usually :class:`Move`), describes its
options with :class:`Option`, and exposes a :class:`GameInfo`. Everything that is
the same for all games lives here: playing a move given as text, the move history,
records, equality, and the checks that keep a record from ever producing an
illegal position.
"""
from __future__ import annotations

import random
import reprlib
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple, Union

CHANCE = -1
"""`State.to_move` at a chance node: an outcome (dice) is due, not a player."""


class IllegalMove(ValueError):
    """A move that is malformed or not allowed here; the message is for a player."""


class Move:
    """Base of every game's move: a small immutable value whose `str` is its notation.

    Subclasses are frozen dataclasses (or other immutable values) and implement
    `__str__`.
    """

    __slots__ = ()


MoveLike = Union[Move, str]


@dataclass(frozen=True)
class Option:
    """One option of a game, as shown in the new-game dialog and checked by `new_game`.

    `choices` lists the allowed values when they are few (the dialog offers them);
    `check` validates and normalises any other value, raising ValueError with a
    message that names what is allowed.
    """

    name: str
    default: Any
    label: str
    choices: Optional[Tuple[Any, ...]] = None
    check: Optional[Callable[[Any], Any]] = None
    help: str = ""
    labels: Optional[Tuple[str, ...]] = None  # words for `choices` in the dialog, same order
    applies: Optional[Callable[[Dict[str, Any]], bool]] = None  # given the other options, does this one matter?

    def applies_to(self, options: Dict[str, Any]) -> bool:
        """Does this option change anything with these (normalised) options? The new-game
        dialog shows only the options that do."""
        return self.applies is None or bool(self.applies(options))

    def validate(self, value: Any) -> Any:
        """The normalised value, or ValueError naming the option and what is allowed."""
        if self.choices is not None and self.check is None:
            for choice in self.choices:
                if value == choice and type(value) is type(choice):
                    return value
            allowed = ", ".join(repr(c) for c in self.choices)
            raise ValueError(f"option {self.name!r} must be one of {allowed}; got {short_repr(value)}")
        if self.check is not None:
            try:
                return self.check(value)
            except ValueError as exc:
                raise ValueError(f"option {self.name!r}: {exc}") from None
        return value


@dataclass(frozen=True)
class GameInfo:
    """What the registry, the shell and the AI know about one game."""

    id: str
    name: str
    players: Tuple[int, ...]
    options: Tuple[Option, ...]
    create: Callable[[Dict[str, Any]], "State"]
    summary: str = ""
    evaluate: Optional[Callable[["State", int], float]] = None
    extras: Dict[str, Any] = field(default_factory=dict)

    def normalise_options(self, options: Dict[str, Any]) -> Dict[str, Any]:
        """Every option validated, defaults filled in; ValueError for unknown names and for an
        option set away from its default where it does not apply (Abalone's layout with 3 players)."""
        known = {opt.name: opt for opt in self.options}
        for name in options:
            if name not in known:
                allowed = ", ".join(sorted(known)) or "none"
                raise ValueError(f"{self.id} has no option {short_repr(name)}; its options are: {allowed}")
        normalised = {name: opt.validate(options[name]) if name in options else opt.default
                      for name, opt in known.items()}
        for name, opt in known.items():  # an option that would change nothing is refused, not ignored
            value = normalised[name]
            if not opt.applies_to(normalised) and not (value == opt.default and type(value) is type(opt.default)):
                raise ValueError(f"option {name!r} = {short_repr(value)} would do nothing with these options"
                                 + (f" ({opt.help.rstrip('.')})" if opt.help else "") + "; leave it out")
        return normalised

    def new(self, /, **options: Any) -> "State":
        """A new game with these options (all keywords, all optional)."""
        return self.create(self.normalise_options(options))


class State:
    """An immutable game position plus the moves that led to it.

    Subclasses set `game_id`, `num_players`, `to_move` and `options` in their
    constructor and implement `legal_moves`, `_apply`, `_parse`, `winners`,
    `scores`, `key` and `__str__`. They may override `chance_outcomes` and
    `why_illegal` (for a clearer message than the default).
    """

    game_id: str = ""
    num_players: int = 2
    to_move: Optional[int] = None
    options: Dict[str, Any]
    _history: Optional[tuple] = None  # (previous history, move): a linked list

    # ----- to be provided by each game -------------------------------------------------
    def legal_moves(self) -> List[Move]:
        """Every legal move here (at a chance node: the possible outcomes); [] when over."""
        raise NotImplementedError

    def _apply(self, move: Move) -> "State":
        """The next position for a move known to be legal (no checks, no history)."""
        raise NotImplementedError

    def _parse(self, text: str) -> Move:
        """Notation to move, syntax only; `text` is already stripped and lower-cased."""
        raise NotImplementedError

    def winners(self) -> Optional[List[int]]:
        """Seats that won once over (both seats of a team; [] for a draw); None before."""
        raise NotImplementedError

    def scores(self) -> List[float]:
        """Per-seat numbers shown to players."""
        raise NotImplementedError

    def key(self) -> tuple:
        """A hashable summary of the position (not the history) for equality and search."""
        raise NotImplementedError

    # ----- shared behaviour ------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """What players call a seat (its colour, usually)."""
        return f"Player {seat + 1}"

    def is_over(self) -> bool:
        """True once the game has finished."""
        return self.to_move is None

    def is_chance(self) -> bool:
        """True when a chance outcome (dice) is due."""
        return self.to_move == CHANCE

    def chance_outcomes(self) -> List[Tuple[Move, float]]:
        """At a chance node, `[(outcome, probability), ...]` summing to 1; else []."""
        return []

    def chance_seat(self) -> Optional[int]:
        """At a chance node, the seat the outcome is drawn for (whose dice they are), or
        None when it is nobody's (a roll-off); None elsewhere."""
        return None

    def why_illegal(self, move: Move) -> Optional[str]:
        """None if `move` is legal here, else a sentence a player would understand."""
        if self.is_over():
            return "The game is over."
        if move in self.legal_moves():
            return None
        return f"{move} is not a legal move here."

    def _effect(self, move: Move) -> Any:
        """What a move known to be legal does from here: the game's frozen dataclass."""
        raise NotImplementedError

    def parse(self, text: str) -> Move:
        """The legal move written `text` (case and surrounding spaces ignored).

        Raises IllegalMove with the reason when the text is not a move or the move
        is not allowed here.
        """
        if not isinstance(text, str):
            raise IllegalMove(f"a move must be written as text, not {type(text).__name__}")
        cleaned = " ".join(text.split()).lower()
        if not cleaned:
            raise IllegalMove("an empty move")
        move = self._parse(cleaned)
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMove(reason)
        return move

    def legal(self, move: MoveLike) -> Move:
        """`move` (a move or its notation) as a move object, checked legal here;
        raises IllegalMove with the reason otherwise."""
        if isinstance(move, str):
            return self.parse(move)
        if not isinstance(move, Move):
            raise IllegalMove(f"a move must be a move or its notation, not {type(move).__name__}")
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMove(reason)
        return move

    def play(self, move: MoveLike) -> "State":
        """The position after `move` (a move or its notation); raises IllegalMove."""
        return self.after(self.legal(move))

    def effect(self, move: MoveLike) -> Any:
        """What `move` (a move or its notation) does from this position, as the game's
        small frozen dataclass (pieces moved, captured, pushed off, platforms swapped,
        the sowing path, who moves next); raises IllegalMove for an illegal move."""
        return self._effect(self.legal(move))

    def after(self, move: Move) -> "State":
        """The position after a move already known legal, with the history extended."""
        nxt = self._apply(move)
        nxt._history = (self._history, move)
        return nxt

    @property
    def moves(self) -> Tuple[str, ...]:
        """The moves played so far, in notation."""
        return tuple(str(move) for move in self.line())

    def line(self) -> List[Move]:
        """The moves played so far, as move objects, the first first."""
        out = []
        node = self._history
        while node is not None:
            node, move = node
            out.append(move)
        out.reverse()
        return out

    @property
    def ply(self) -> int:
        """How many moves (chance outcomes included) have been played."""
        count, node = 0, self._history
        while node is not None:
            node = node[0]
            count += 1
        return count

    def record(self) -> Dict[str, Any]:
        """The whole game as a JSON-safe dict: `{"game", "options", "moves"}`."""
        return {"game": self.game_id, "options": _json_safe(self.options), "moves": list(self.moves)}

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, State) and self.game_id == other.game_id
                and self.key() == other.key())

    def __hash__(self) -> int:
        return hash((self.game_id, self.key()))

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game_id} after {self.ply} moves>"


def _json_safe(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_json_safe(v) for v in value]
    return value


def random_outcome(state: State, rng: random.Random) -> Move:
    """Draw a chance outcome by its probability, using the given `rng` only."""
    outcomes = state.chance_outcomes()
    roll = rng.random()
    total = 0.0
    for move, probability in outcomes:
        total += probability
        if roll < total:
            return move
    return outcomes[-1][0]


def check_int_list(length: int, low: int, high: int) -> Callable[[Any], Tuple[int, ...]]:
    """A validator for an option that is `length` integers in [low, high]."""
    def check(value: Any) -> Tuple[int, ...]:
        if not isinstance(value, (list, tuple)) or len(value) != length or not all(
                isinstance(v, int) and not isinstance(v, bool) and low <= v <= high for v in value):
            raise ValueError(f"expected a list of {length} whole numbers from {low} to {high}, got {short_repr(value)}")
        return tuple(value)
    return check


def shorten(text: Any, limit: int = 60) -> str:
    """`text` as written in a message: cut to about `limit` characters with an ellipsis,
    so a message never echoes a huge input back whole."""
    text = str(text)
    return text if len(text) <= limit else text[:limit - 1] + "\u2026"


_REPR = reprlib.Repr()
_REPR.maxlevel, _REPR.maxstring, _REPR.maxother, _REPR.maxlong = 3, 60, 60, 40
_REPR.maxlist = _REPR.maxtuple = _REPR.maxdict = _REPR.maxset = 6


def short_repr(value: Any, limit: int = 60) -> str:
    """`repr(value)` as written in a message: shallow and cut to about `limit` characters,
    so neither a huge nor a deeply nested input can blow up the message."""
    try:
        if isinstance(value, str):  # flat: the whole repr, cut
            return shorten(repr(value[:limit * 2]), limit)
        return shorten(_REPR.repr(value), limit)
    except Exception:  # noqa: BLE001 - a value whose own repr fails
        return f"<{type(value).__name__}>"


def describe_sequence(items: Sequence[Any]) -> str:
    """'a, b or c' for messages."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]
