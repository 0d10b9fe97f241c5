"""Abagio (Michael and Autumn Moore, New Classics Games): the frogs' dice race.

Rules: shared/seeds/abagio-rulebook.txt, with shared/rules/abagio.md reconstructing
the board (the rulebook's figures are lost), the track numbering, the chance nodes
and the notation. Seat 0 plays Red, seat 1 Purple.

Every frog counts its way along the same numbered track (the lengths are the
constants just below): 0 the Root, 1-17 the shared Outer Path, 18 the Eight Spot,
19-24 the colour's own Safe Zone, 25 the One Spot, 26 the Pond.

A turn is several moves: the roll (a chance node, `3-5`), the leaps one die at a
time (`0/4`, `23/26(6)`), then the Top Frog (`T12`, or `T-` to set it aside) when
the player has no frog at the Root. Option `first`: "red", "purple" or "roll" (a
chance node `first red` / `first purple` before the board is set up).

This module is the game: moves, the state, what a move does (`AbagioEffect`) and the
registry entry. The track and the rules on bare positions are in engines/abagio_board.py
(their names are this module's names too); the computer player is in
engines/ai/abagio_turns.py (the rules never depend on it).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple

from .abagio_board import (  # noqa: F401  (the board's names are the game's names too)
    COLOUR_NAMES, COLOUR_WORDS, CORNERS, EIGHT_SPOT, FACES, FROGS, HEAP, INNER_STEPS, MAX_STACK, MIXED_STACK,
    NUM_PLACES, ONE_SPOT, OUTER_FIRST, OUTER_LAST, OUTER_STEPS, PLACE, PLACE_CAP, PLACE_OWNER, PLACE_STEP,
    POND, PURPLE, RED, ROLLS, ROOT, ROOT_FROGS, SAFE_FIRST, SAFE_LAST, SAFE_LENGTH, SPOT_MAX_STACK, SPOTS,
    Board, all_in, apply_leap, dice_words, farthest_inner, first_leaps, landing, leaps_for_die,
    max_dice_used, pip_count, setup_board, sources, step_name, top_frog_spots, without_die)
from .core import CHANCE, GameInfo, IllegalMove, Move, Option, State, shorten, short_repr

# ----- moves ---------------------------------------------------------------------------
@dataclass(frozen=True)
class RollOff(Move):
    """The roll-off for the first player (option first="roll"): who won it."""

    colour: int

    def __str__(self) -> str:
        return f"first {COLOUR_WORDS[self.colour]}"


@dataclass(frozen=True)
class Roll(Move):
    """A roll of the two dice, smaller first; low == high is a double (four leaps)."""

    low: int
    high: int

    def __str__(self) -> str:
        return f"{self.low}-{self.high}"

    @property
    def dice(self) -> Tuple[int, ...]:
        """The leaps this roll gives, larger first: (5, 3) or (4, 4, 4, 4)."""
        return (self.high,) * 4 if self.low == self.high else (self.high, self.low)


@dataclass(frozen=True)
class Leap(Move):
    """One frog of the mover from `source` to `target` (steps) using one die."""

    source: int
    target: int
    die: int

    def __str__(self) -> str:
        if self.target - self.source == self.die:
            return f"{self.source}/{self.target}"
        return f"{self.source}/{self.target}({self.die})"


@dataclass(frozen=True)
class TopFrog(Move):
    """After the leaps: place the Top Frog on Outer Path step `step`, or 0: set it aside."""

    step: int

    def __str__(self) -> str:
        return f"T{self.step}" if self.step else "T-"


_ROLLS = {roll: Roll(*roll) for roll in ROLLS}
_ROLL_ODDS = tuple((_ROLLS[roll], (1 if roll[0] == roll[1] else 2) / 36) for roll in ROLLS)
_ROLLOFFS = (RollOff(RED), RollOff(PURPLE))
_TOPS = {step: TopFrog(step) for step in range(0, OUTER_LAST + 1)}

_LEAP_TEXT = re.compile(r"(\d{1,2})/(\d{1,2})(?:\((\d)\))?")
_ROLL_TEXT = re.compile(r"([1-6])-([1-6])")
_TOP_TEXT = re.compile(r"t(-|\d{1,2})")

# ----- phases ----------------------------------------------------------------------------
ROLLOFF, ROLL, LEAP, TOP, OVER = "rolloff", "roll", "leap", "top", "over"


# ----- what a move does ------------------------------------------------------------------
@dataclass(frozen=True)
class AbagioEffect:
    """What one move does (`state.effect(move)`), for the page to animate and describe.

    Steps are the mover's track numbers (0 the Root, 26 the Pond); places are board
    place indices (`PLACE[colour][step]`), None for the Root and the Pond.
    """

    kind: str                         # "rolloff", "roll", "leap" or "top"
    colour: int                       # who moved: the roller, the leaper, the Top Frog's player,
                                      # or the winner of the roll-off
    next_player: Optional[int]        # the colour to play (or roll) next; None once the game is over
    next_phase: str                   # what comes next: ROLL, LEAP, TOP or OVER
    dice: Tuple[int, ...] = ()        # a roll: the leaps it gives, larger first (four for a double)
    lost: Tuple[int, ...] = ()        # a roll or leap: dice left that cannot be played (lost)
    source: int = 0                   # a leap: the step it leaves ...
    target: int = 0                   # ... the step it lands on (POND: home) ...
    die: int = 0                      # ... and the die it uses
    source_place: Optional[int] = None
    target_place: Optional[int] = None
    hit: bool = False                 # the leap landed on a lone frog of the other colour ...
    hit_colour: Optional[int] = None  # ... this colour's frog, sent back to the Root
    capped: bool = False              # the leap landed on a pair of the other colour (now trapped)
    landed_on: int = 0                # frogs under the leaper where it landed (after any hit)
    home: bool = False                # the leap took the frog into the Pond
    won: bool = False                 # the move brought the last frog home: the game is won
    top_frog: Optional[int] = None    # a Top Frog move: the step it sits on, 0 set aside


# ----- the forced-play rules ---------------------------------------------------------
def legal_leaps(board: Board, root, pond, top_frog: int, colour: int, dice: Tuple[int, ...]) -> List[Leap]:
    """The leaps the forced-play rules allow with the dice left, in a fixed order.

    A leap is legal only if it begins a sequence using as many dice as any sequence can;
    when two different dice remain and only one can be used at all, it must be the larger.
    """
    if not dice:
        return []
    count = len(dice)
    candidates = [(value, Leap(source, target, die))
                  for value, source, target, die in first_leaps(board, root, pond, top_frog, colour, dice, {})]
    best = max((value for value, _ in candidates), default=0)
    legal = [leap for value, leap in candidates if value == best]
    if best == 1 and count == 2 and dice[0] != dice[1]:
        larger = [leap for leap in legal if leap.die == max(dice)]
        if larger:
            legal = larger
    legal.sort(key=lambda leap: (leap.source, leap.target, leap.die))
    return legal



# ----- the state -----------------------------------------------------------------------
class AbagioState(State):
    """An Abagio position: stacks, Root and Pond counts, the Top Frog, whose turn and phase."""

    game_id = "abagio"
    num_players = 2

    def __init__(self, options: Dict[str, Any]):
        self.options = options
        self._history = None
        self._legal: Optional[List[Move]] = None
        self.rolled: Optional[Tuple[int, int]] = None
        self.lost: Tuple[int, ...] = ()
        self.dice: Tuple[int, ...] = ()
        self.top_frog = 0
        self.pond = (0, 0)
        self.root = (ROOT_FROGS, ROOT_FROGS)
        first = options["first"]
        if first == "roll":
            self.board: Optional[Board] = None
            self.player = RED
            self.phase = ROLLOFF
            self.to_move = CHANCE
        else:
            colour = COLOUR_WORDS.index(first)
            self.board = setup_board(colour)
            self.player = colour
            self.phase = ROLL
            self.to_move = CHANCE

    def _copy(self) -> "AbagioState":
        state = AbagioState.__new__(AbagioState)
        state.__dict__.update(self.__dict__)
        state._history = None
        state._legal = None
        return state

    # --- facts a view or a player asks about ---
    def seat_name(self, seat: int) -> str:
        return COLOUR_NAMES[seat]

    def stack(self, step: int, colour: Optional[int] = None) -> Tuple[int, ...]:
        """The stack on `step` (colours bottom to top); on 19-24 say whose Safe Zone."""
        if self.board is None or not OUTER_FIRST <= step <= ONE_SPOT:
            return ()
        if SAFE_FIRST <= step <= SAFE_LAST and colour is None:
            raise ValueError("steps 19-24 are two places: give the colour of the Safe Zone")
        return self.board[PLACE[RED if colour is None else colour][step]]

    def pips(self, colour: int) -> int:
        """`colour`'s pip count: single steps still needed to finish."""
        if self.board is None:
            return ROOT_FROGS * POND
        return pip_count(self.board, self.root, colour)

    def possible_leaps(self) -> List[Leap]:
        """Every leap the dice left allow, before the forced-play rules narrow them."""
        if self.phase != LEAP:
            return []
        out = []
        for die in sorted(set(self.dice), reverse=True):
            for source, target in leaps_for_die(self.board, self.root, self.top_frog, self.player, die):
                out.append(Leap(source, target, die))
        return out

    def leaps(self) -> List[Leap]:
        """The legal leaps (empty outside the leap phase)."""
        return [m for m in self.legal_moves() if isinstance(m, Leap)]

    def top_frog_spots(self) -> List[int]:
        """Where the Top Frog may go now (empty outside the Top Frog phase)."""
        if self.phase != TOP:
            return []
        return top_frog_spots(self.board, self.player)

    def forced_note(self) -> str:
        """Words for what the forced-play rules decide now: the larger die, a leap that
        would waste a die, dice that cannot all be used, a single possible leap."""
        if self.phase != LEAP:
            return ""
        legal = self.leaps()
        possible = self.possible_leaps()
        dice = self.dice
        most = max_dice_used(self.board, self.root, self.pond, self.top_frog, self.player, dice)
        notes = []
        if most < len(dice):
            notes.append("Only one of the dice can be used." if most == 1 else
                         f"Only {most} of the {len(dice)} leaps can be played; the rest are lost.")
        if len(legal) < len(possible):
            if most == 1 and len(dice) == 2 and dice[0] != dice[1] and all(m.die == dice[0] for m in legal):
                notes.append(f"It must be the larger ({dice[0]}).")
            else:
                notes.append("Leaps that would leave a die unplayed when another way plays more are not allowed.")
        if len(legal) == 1:
            notes.append(f"The only leap allowed is {legal[0]}.")
        return " ".join(notes)

    # --- the contract ---
    def legal_moves(self) -> List[Move]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> List[Move]:
        phase = self.phase
        if phase == OVER:
            return []
        if phase == ROLLOFF:
            return list(_ROLLOFFS)
        if phase == ROLL:
            return [move for move, _ in _ROLL_ODDS]
        if phase == LEAP:
            return legal_leaps(self.board, self.root, self.pond, self.top_frog, self.player, self.dice)
        return [_TOPS[step] for step in top_frog_spots(self.board, self.player)] + [_TOPS[0]]

    def chance_seat(self) -> Optional[int]:
        return self.player if self.phase == ROLL else None

    def chance_outcomes(self) -> List[Tuple[Move, float]]:
        if self.phase == ROLLOFF:
            return [(move, 0.5) for move in _ROLLOFFS]
        if self.phase == ROLL:
            return list(_ROLL_ODDS)
        return []

    def _apply(self, move: Move) -> "AbagioState":
        state = self._copy()
        if isinstance(move, RollOff):
            state.board = setup_board(move.colour)
            state.player = move.colour
            state.phase = ROLL
            return state
        if isinstance(move, Roll):
            state.rolled = (move.low, move.high)
            state.dice = move.dice
            state.lost = ()
            state.phase = LEAP
            state.to_move = state.player
            legal = state.legal_moves()
            if not legal:
                state._end_leaps()
            return state
        if isinstance(move, Leap):
            colour = self.player
            state.board, state.root, state.pond, _ = apply_leap(
                self.board, self.root, self.pond, colour, move.source, move.target)
            state.dice = without_die(self.dice, move.die)
            if state.pond[colour] == FROGS:
                state.phase = OVER
                state.to_move = None
                state.dice = ()
                return state
            if not state.dice or not state.legal_moves():
                state._end_leaps()
            return state
        # the Top Frog
        state.top_frog = move.step
        state._next_roll()
        return state

    def _effect(self, move: Move) -> AbagioEffect:
        after = self._apply(move)
        over = after.phase == OVER
        follows = {"next_player": None if over else after.player, "next_phase": after.phase}
        if isinstance(move, RollOff):
            return AbagioEffect("rolloff", move.colour, **follows)
        colour = self.player
        if isinstance(move, Roll):
            return AbagioEffect("roll", colour, dice=move.dice, lost=after.lost, **follows)
        if isinstance(move, TopFrog):
            return AbagioEffect("top", colour, top_frog=move.step, **follows)
        row = PLACE[colour]
        source_place = row[move.source] if move.source != ROOT else None
        if move.target >= POND:
            return AbagioEffect("leap", colour, source=move.source, target=POND, die=move.die,
                                source_place=source_place, home=True, won=over, lost=after.lost, **follows)
        place = row[move.target]
        stack = self.board[place]
        against = bool(stack) and stack[-1] != colour
        hit = against and (len(stack) == 1 or stack[-2] == colour)
        return AbagioEffect("leap", colour, source=move.source, target=move.target, die=move.die,
                            source_place=source_place, target_place=place, hit=hit,
                            hit_colour=1 - colour if hit else None, capped=against and not hit,
                            landed_on=len(after.board[place]) - 1, lost=after.lost, **follows)

    def _end_leaps(self) -> None:
        """The leaps are done: the rest of the roll is lost; the Top Frog is lifted."""
        self.lost = self.dice
        self.dice = ()
        self.top_frog = 0
        self._legal = None
        if self.root[self.player]:
            self._next_roll()
        else:
            self.phase = TOP
            self.to_move = self.player

    def _next_roll(self) -> None:
        self.player = 1 - self.player
        self.phase = ROLL
        self.to_move = CHANCE
        self._legal = None

    def why_illegal(self, move: Move) -> Optional[str]:
        if self._legal is None:
            self._legal = self._compute_legal()
        if move in self._legal:
            return None
        phase = self.phase
        if phase == OVER:
            return "The game is over."
        name = COLOUR_NAMES[self.player]
        if phase == ROLLOFF:
            return "First the roll-off for who starts: 'first red' or 'first purple'."
        if phase == ROLL:
            if isinstance(move, Roll):
                return f"{move} is not a roll of two dice."
            return f"{name} must roll the dice first."
        if phase == TOP:
            if not isinstance(move, TopFrog):
                return f"{name}'s leaps are done: place the Top Frog or set it aside (T-)."
            return self._why_not_top(move.step)
        if not isinstance(move, Leap):
            if isinstance(move, TopFrog):
                return "The Top Frog is played only after the leaps."
            if isinstance(move, (Roll, RollOff)):
                return f"The dice are rolled: {name} leaps with {dice_words(self.dice)}."
            return f"{shorten(str(move))} is not an Abagio move."
        return self._why_not_leap(move)

    def _why_not_top(self, step: int) -> str:
        if not OUTER_FIRST <= step <= OUTER_LAST:
            return "The Top Frog goes only on the Outer Path (steps 1-17), or aside (T-)."
        stack = self.board[step]
        if stack and stack[-1] != self.player:
            return f"The Top Frog may not sit on an opponent's frog (the top frog on {step} is {COLOUR_WORDS[stack[-1]]})."
        if len(stack) >= MAX_STACK:
            return f"The stack on {step} is maxed ({MAX_STACK} frogs): the Top Frog cannot go there."
        return f"The Top Frog cannot go on {step}."

    def _why_not_leap(self, move: Leap) -> str:
        colour = self.player
        dice = self.dice
        source, target, die = move.source, move.target, move.die
        if die not in dice:
            return f"There is no {die} to use: the dice left are {dice_words(dice)}."
        if not ROOT <= source < POND:
            return f"There is no step {source} to leap from."
        if source == ROOT:
            if not self.root[colour]:
                return f"{COLOUR_NAMES[colour]} has no frog at the Root."
        else:
            stack = self.board[PLACE[colour][source]]
            if not stack:
                return f"There is no frog on {step_name(source)}."
            if colour not in stack:
                return f"No {COLOUR_WORDS[colour]} frog is on {step_name(source)}."
            if stack[-1] != colour:
                return (f"Only the frog on top of a stack may leap: the top frog on {step_name(source)} "
                        f"is {COLOUR_WORDS[stack[-1]]}.")
            if source == self.top_frog:
                return f"Frogs under the Top Frog cannot leap."
        natural = source + die
        if target != natural and not (target == POND and natural > POND):
            return f"A leap of {die} from {step_name(source)} lands on {step_name(min(natural, POND))}, not {target}."
        if natural < POND:
            if target == self.top_frog:
                return f"The Top Frog protects {target}: no frog may land there."
            stack = self.board[PLACE[colour][target]]
            cap = SPOT_MAX_STACK if target in SPOTS else MAX_STACK
            if len(stack) >= cap:
                where = step_name(target)
                if target in SPOTS:
                    return f"{where} holds {len(stack)} frogs, its limit: no more may land there."
                return f"The stack on {target} is maxed ({cap} frogs): no frog may land there, not even to hit."
            run = 0
            for frog in reversed(stack):
                if frog == colour:
                    break
                run += 1
            if run >= HEAP:
                return f"{target} holds a heap of {run} {COLOUR_WORDS[1 - colour]} frogs: you may not land on it."
        else:
            if not all_in(self.board, self.root, colour):
                return ("Frogs jump into the Pond only once every frog of yours is on the Inner Path "
                        "(the Eight Spot, your Safe Zone or the One Spot).")
            if natural > POND:
                far = farthest_inner(self.board, colour)
                if source != far:
                    if POND - far >= die:
                        return (f"A jump into the Pond must be exact: {die} from {source} overshoots. A larger die "
                                f"only jumps out when no frog is that far away (yours on {far} is {POND - far} away).")
                    return (f"A {die} jumps out only a frog from the farthest step ({far}), "
                            f"not from {source}.")
        # possible, but forbidden by the forced-play rules
        legal = self.leaps()
        if not legal:
            return f"{move} is not possible now."
        most = max_dice_used(self.board, self.root, self.pond, self.top_frog, colour, dice)
        if most == 1 and len(dice) == 2 and dice[0] != dice[1] and die != dice[0]:
            return f"Only one of the dice can be used, so it must be the larger ({dice[0]})."
        return (f"{move} would waste a die: play the dice so that as many of them as possible are used "
                f"(here {most}), for example starting with {legal[0]}.")

    def _parse(self, text: str) -> Move:
        quoted = short_repr(text)  # the text as echoed in messages
        if not text.isascii():
            raise IllegalMove(f"{quoted} is not an Abagio move: use plain digits, e.g. 3-5, 0/4, T12")
        compact = text.replace(" ", "")
        match = _LEAP_TEXT.fullmatch(compact)
        if match:
            return self._parse_leap(quoted, match)
        if compact.startswith("first"):
            rest = compact[5:]
            if rest in COLOUR_WORDS:
                return _ROLLOFFS[COLOUR_WORDS.index(rest)]
            raise IllegalMove(f"{quoted}: the roll-off is 'first red' or 'first purple'")
        match = _ROLL_TEXT.fullmatch(compact)
        if match:
            a, b = int(match.group(1)), int(match.group(2))
            return _ROLLS[(min(a, b), max(a, b))]
        match = _TOP_TEXT.fullmatch(compact)
        if match:
            value = match.group(1)
            step = 0 if value == "-" else int(value)
            if value != "-" and not OUTER_FIRST <= step <= OUTER_LAST:
                raise IllegalMove(f"{quoted}: the Top Frog goes on the Outer Path, steps 1-17 (or T- to set it aside)")
            return _TOPS[step]
        raise IllegalMove(f"{quoted} is not an Abagio move: a roll is 3-5, a leap 0/4 (from/to, "
                          "23/26(6) when a larger die jumps out), the Top Frog T12 or T-")

    def _parse_leap(self, quoted: str, match) -> Leap:
        """A leap `from/to` or `from/to(die)` (`quoted`: the text as echoed in messages);
        a bare one takes the legal reading."""
        source, target = int(match.group(1)), int(match.group(2))
        if not ROOT <= source < POND or not OUTER_FIRST <= target <= POND:
            raise IllegalMove(f"{quoted}: steps run from 0 (the Root) to 26 (the Pond)")
        if target <= source:
            raise IllegalMove(f"{quoted}: frogs leap forward only")
        if match.group(3) is not None:
            die = int(match.group(3))
            if not 1 <= die <= FACES:
                raise IllegalMove(f"{quoted}: a die shows 1 to 6")
            return Leap(source, target, die)
        exact = Leap(source, target, target - source)
        legal = self.leaps()
        if exact in legal:
            return exact
        same = [m for m in legal if m.source == source and m.target == target]
        if len(same) == 1:
            return same[0]
        if len(same) > 1:
            raise IllegalMove(f"{quoted}: more than one die takes that frog there; write "
                              + " or ".join(str(m) for m in same))
        if target - source > FACES and not same:
            raise IllegalMove(f"{quoted}: a leap uses one die, at most {FACES}; "
                              "leap once for each die")
        return exact

    def winners(self) -> Optional[List[int]]:
        if self.phase != OVER:
            return None
        return [RED] if self.pond[RED] == FROGS else [PURPLE]

    def scores(self) -> List[float]:
        return [self.pond[RED], self.pond[PURPLE]]

    def key(self) -> tuple:
        return (self.board, self.root, self.pond, self.top_frog, self.player, self.phase, self.dice)

    def __str__(self) -> str:
        name = COLOUR_NAMES[self.player]
        if self.phase == OVER:
            head = f"Abagio: over, {COLOUR_NAMES[self.winners()[0]]} wins"
        elif self.phase == ROLLOFF:
            head = "Abagio: the roll-off for the first player"
        elif self.phase == ROLL:
            head = f"Abagio: {name} to roll"
        elif self.phase == LEAP:
            head = f"Abagio: {name} to leap with {dice_words(self.dice)} (rolled {self.rolled[0]}-{self.rolled[1]})"
        else:
            head = f"Abagio: {name} to play the Top Frog or set it aside"
        lines = [head]
        if self.board is None:
            return "\n".join(lines + ["the board is set up once the first player is known"])
        lines.append(f"Root: red {self.root[RED]}, purple {self.root[PURPLE]}; "
                     f"Pond: red {self.pond[RED]}, purple {self.pond[PURPLE]}; "
                     f"Top Frog: {'on ' + str(self.top_frog) if self.top_frog else 'aside'}")
        letters = "RP"
        for place in range(1, NUM_PLACES):
            stack = self.board[place]
            if not stack:
                continue
            step = PLACE_STEP[place]
            owner = PLACE_OWNER[place]
            where = f"{COLOUR_WORDS[owner]} {step}" if owner is not None else step_name(step)
            tf = " +Top Frog" if step == self.top_frog and owner is None else ""
            lines.append(f"{where}: {' '.join(letters[c] for c in stack)} (bottom to top){tf}")
        if self.top_frog and not self.board[self.top_frog]:
            lines.append(f"{self.top_frog}: Top Frog alone")
        return "\n".join(lines)



GAME = GameInfo(
    id="abagio",
    name="Abagio",
    players=(2,),
    options=(Option("first", "red", "Who leaps first", choices=("red", "purple", "roll"),
                    labels=("Red", "Purple", "A roll-off decides"),
                    help="Who leaps first: Red, Purple, or a roll-off (a chance node)."),),
    create=AbagioState,
    summary="The frogs' dice race round the pond: hit blots, cap pairs, block with heaps.",
    extras={"chance": True, "playout_plies": 8},
)
