"""The view skeleton every game shares, and the host a view talks to.

A game's view (ui/games/<game>/view.py) subclasses `View`: it paints its board,
turns taps into moves and finds words for what happened. Everything that is the
same for every game is here, once: the frame drawn each animation frame (tick the
animation, paint, highlight the last move, the legal targets and the computer's
suggestion, or at the end what won the game), the last move and its engine-reported effect, and
pictures for the home page and the rules pages.

The page (ui/shell.py, through ui/controller.py) drives a view:
    view.on_new_state(state, previous, move, animate)   the position to show, and the
                                               move that led to it (animated or not)
    view.draw(ctx, now) -> still animating?    each frame, in the view's SIZE units
    view.tap(x, y) / hover(x, y) / drag(x0, y0, x1, y1)   pointer input, in SIZE units
    view.places() / cancel()                   keyboard play: where Enter may tap; Escape
    view.hint() / describe(before, move, after) / result(state)   words for the status line
    view.actions() / action(name)              extra buttons (e.g. "Random arrangement")
    view.human_rolls()                         at a chance node, does a person here roll?
and a view asks its host only what `ViewHost` lists.

No browser import: views draw onto any 2D-context-like object, so they are tested
in CPython with a recording fake canvas.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, List, Optional, Protocol, Tuple

import engines
from ui.drawing import Mark, draw_marks

Place = Tuple[float, float, str]
"""A place the keyboard cursor may visit: (x, y, words read out)."""


class ViewHost(Protocol):
    """Everything a view may ask of the page it is drawn in, and nothing more."""

    show_hints: bool          # light up where the selected piece may go (a setting)
    animation_speed: float    # 0 (no animation), 0.5, 1 or 2 (a setting)

    def human_to_move(self) -> bool:
        """May the person at this screen move now (their turn, live, not read-only)?"""

    def is_human(self, seat: int) -> bool:
        """Does a person at this screen play `seat` (rather than the computer)?"""

    def bottom_seat(self) -> int:
        """The seat to draw nearest the player (the orientation setting)."""

    def try_move(self, move: Any) -> None:
        """Play `move` for the person, or say why it is not allowed."""

    def roll(self) -> None:
        """At a chance node the view lets a person roll: roll now."""

    def may_roll(self) -> bool:
        """May a person here roll the dice now (the live game waits for their roll)? The
        view offers its Roll button only then."""

    def say(self, text: str) -> None:
        """A message in the status line (read out to screen readers)."""

    def redraw(self) -> None:
        """Draw the board again on the next frame."""


class StillHost:
    """The host of a view that only draws a picture: nobody moves, nothing is said."""

    show_hints = False
    animation_speed = 0.0

    def human_to_move(self) -> bool:
        return False

    def is_human(self, seat: int) -> bool:
        return False

    def bottom_seat(self) -> int:
        return 0

    def try_move(self, move: Any) -> None:
        pass

    def roll(self) -> None:
        pass

    def may_roll(self) -> bool:
        return False

    def say(self, text: str) -> None:
        pass

    def redraw(self) -> None:
        pass


@dataclass
class Animation:
    """One running animation: `progress` goes 0 -> 1 over `duration` seconds."""

    kind: str
    data: Any
    duration: float
    start: Optional[float] = None
    progress: float = 0.0


class LastMove:
    """The move that led to the position shown: the position before it, the move,
    and what the engine says it did (`before.effect(move)`, asked once)."""

    def __init__(self, before, move):
        self.before = before
        self.move = move
        self._effect = None

    @property
    def effect(self):
        """The engine's account of the move (a per-game frozen dataclass)."""
        if self._effect is None:
            self._effect = self.before.effect(self.move)
        return self._effect


def last_move_of(state) -> Tuple[Any, Any]:
    """(the position before `state`'s last move, that move), replayed from its record;
    (None, None) at the start. For pictures, which have a position and no game."""
    record = state.record()
    if not record["moves"]:
        return None, None
    before = engines.load(dict(record, moves=record["moves"][:-1]))
    return before, before.parse(record["moves"][-1])


class View:
    """Base of every game's view: the shared frame; subclasses paint and handle input."""

    game_id = ""
    SIZE: Tuple[int, int] = (800, 560)
    THUMBNAIL_BOX: Optional[Tuple[float, float, float, float]] = None
    """The part of SIZE a home-page thumbnail shows (None: all of it)."""

    def __init__(self, host: ViewHost):
        self.host = host
        self.state = None
        self.last: Optional[LastMove] = None
        self.animation: Optional[Animation] = None
        self.suggestion = None  # a move the computer suggested ("show me a good move")

    # ----- the position shown --------------------------------------------------------------
    def on_new_state(self, state, previous=None, move=None, animate: bool = True) -> None:
        """Show `state`; `previous` and `move` (when given) are how it was reached, and
        with `animate` the move is animated (a move just played, not a step in review)."""
        self.state = state
        self.animation = None
        self.suggestion = None
        self.last = LastMove(previous, move) if previous is not None and move is not None else None
        self.cancel()
        if self.last is not None and animate:
            self.animate(self.last)

    def animate(self, last: LastMove) -> None:
        """Start the animation of the move just played (`start_animation`); none by default."""

    def suggest(self, move) -> None:
        """Highlight `move` as a hint until the position changes."""
        self.suggestion = move

    # ----- the frame drawn each animation frame ---------------------------------------------
    def draw(self, ctx, now: float) -> bool:
        """Draw the shown position; True while an animation still runs."""
        animating = self.tick(now)
        self.paint(ctx)
        if self.animation is None:
            draw_marks(ctx, self.marks())
        self.paint_over(ctx)
        return animating

    def paint(self, ctx) -> None:
        """Paint the board and its pieces as they are (or as the animation has them)."""
        raise NotImplementedError

    def paint_over(self, ctx) -> None:
        """Paint what goes above the highlights (pieces in flight, panels); nothing by default."""

    def marks(self) -> List[Mark]:
        """The highlights over the settled board: the last move, the suggestion, and,
        when hints are on and the person is to move, the selected piece and its targets."""
        marks: List[Mark] = []
        if self.last is not None:
            marks += self.last_move_marks(self.last)
        if self.state.is_over():
            marks += self.result_marks()
        elif self.suggestion is not None:
            marks += self.suggestion_marks(self.suggestion)
        elif self.host.human_to_move() and not self.state.is_over():
            marks += self.selection_marks()
            if self.host.show_hints:
                marks += self.target_marks()
        return marks

    def last_move_marks(self, last: LastMove) -> List[Mark]:
        """Where the last move happened ("last" marks); none by default."""
        return []

    def result_marks(self) -> List[Mark]:
        """At the end, what decided the game ("win" marks: the balls on top, the six
        marbles pushed off, ...); none by default."""
        return []

    def suggestion_marks(self, move) -> List[Mark]:
        """The suggested move ("hint" marks); none by default."""
        return []

    def selection_marks(self) -> List[Mark]:
        """The piece the person has picked up ("selected" marks); none by default."""
        return []

    def target_marks(self) -> List[Mark]:
        """Where the picked piece (or the next piece) may go ("target" marks); none by default."""
        return []

    # ----- animation ------------------------------------------------------------------------
    def animating(self) -> bool:
        """True while the board is still showing a move land."""
        return self.animation is not None

    def start_animation(self, kind: str, data: Any, seconds: float) -> None:
        """Begin an animation (unless animations are off); its clock starts at the next frame."""
        speed = self.host.animation_speed
        if speed <= 0:
            return
        self.animation = Animation(kind, data, seconds / speed)

    def tick(self, now: float) -> bool:
        """Advance the running animation to `now` (ms); True while one is running."""
        anim = self.animation
        if anim is None:
            return False
        if anim.start is None:
            anim.start = now
        anim.progress = min(1.0, (now - anim.start) / (anim.duration * 1000.0))
        if anim.progress >= 1.0:
            self.animation = None  # one more frame draws the settled position
        return True

    # ----- words ----------------------------------------------------------------------------
    def hint(self) -> str:
        """What the person to move can do, in a few words."""
        return "your move."

    def describe(self, before, move, after) -> str:
        """A sentence saying what `move` did."""
        return f"{before.seat_name(before.to_move)} played {move}."

    def seat_detail(self, seat: int) -> str:
        """A few words shown beside `seat` in the page's panel (balls left, marbles pushed
        off, frogs home); nothing by default."""
        return ""

    def result(self, state) -> str:
        """A sentence for the end of the game."""
        winners = state.winners()
        if not winners:
            return "The game is drawn."
        return " and ".join(state.seat_name(s) for s in winners) + " won."

    # ----- input ----------------------------------------------------------------------------
    def human_rolls(self) -> bool:
        """At a chance node: should a person here press a button to roll? (default: no)"""
        return False

    def actions(self) -> List[Tuple[str, str]]:
        """Extra buttons as (name, label) for the current moment."""
        return []

    def action(self, name: str) -> None:
        """One of `actions()` was pressed."""

    def tap(self, x: float, y: float) -> None:
        """A tap at (x, y) in SIZE units."""

    def hover(self, x: float, y: float) -> None:
        """The mouse rests over (x, y) in SIZE units; nothing by default."""

    def drag(self, x0: float, y0: float, x1: float, y1: float) -> None:
        """A press at (x0, y0) released at (x1, y1); nothing by default."""

    def places(self) -> List[Place]:
        """Where a tap means something now, as (x, y, words): the keyboard cursor moves
        between these, Enter taps there, and the words are read out."""
        return []

    def cancel(self) -> None:
        """Escape (and every new position): drop any half-made move (a selected piece)."""

    # ----- pictures -------------------------------------------------------------------------
    @classmethod
    def sample(cls):
        """A position of a game in progress, for the home page's thumbnail."""
        raise NotImplementedError

    @classmethod
    def picture(cls, ctx, state, width: float, height: float, previous=None, move=None,
                box: Optional[Tuple[float, float, float, float]] = None) -> None:
        """Draw `state` (with its last move marked when `previous` and `move` are given)
        scaled into a width x height box: the part `box` of the view, or all of it."""
        bx, by, bw, bh = box or (0, 0, *cls.SIZE)
        scale = min(width / bw, height / bh)
        ctx.save()
        ctx.translate((width - bw * scale) / 2 - bx * scale, (height - bh * scale) / 2 - by * scale)
        ctx.scale(scale, scale)
        view = cls(StillHost())
        view.on_new_state(state, previous, move, animate=False)
        view.draw(ctx, 0.0)
        ctx.restore()

    @classmethod
    def thumbnail(cls, ctx, width: float, height: float) -> None:
        """The home page's picture of this game: `sample()` with its last move, in `THUMBNAIL_BOX`."""
        state = cls.sample()
        cls.picture(ctx, state, width, height, *last_move_of(state), box=cls.THUMBNAIL_BOX)
