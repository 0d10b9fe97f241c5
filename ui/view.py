"""What every game view shares: the interface the shell drives, animations, and
small drawing helpers. No browser import: views draw onto any 2D-context-like object.

The shell calls, for every game alike:
    view.on_new_state(state, previous, move)   after each move (starts animations)
    view.draw(ctx, now) -> still animating?    each frame, in the view's SIZE units
    view.tap(x, y)                             a tap or click, in SIZE units
    view.places() / cancel()                   keyboard play: where Enter may tap; Escape
    view.hover(x, y) / drag(x0, y0, x1, y1)    optional: mouse hover, a press that travelled
    view.hint() / describe(...) / result(...)  words for the status line
    view.actions() / action(name)              extra buttons (e.g. "Random arrangement")
and the view calls back its host:
    host.try_move(move)    play it, or explain why not
    host.say(text)         a message in the status line
    host.redraw()          draw again
    host.human_to_move()   may the person at this screen move now?
    host.roll()            at a chance node the view let a person roll: roll now
    host.show_hints        light up the legal moves of the selected piece?
    host.animation_speed   0 (no animation), 0.5, 1 or 2
At a chance node (dice) the shell rolls by itself unless `view.human_rolls()` says a
person at this screen should press a button for it (the view then offers a "roll"
action in `actions()` and calls `host.roll()`).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, List, Optional, Tuple


@dataclass
class Animation:
    """One running animation: `progress` goes 0 -> 1 over `duration` seconds."""

    kind: str
    data: Any
    duration: float
    start: Optional[float] = None
    progress: float = 0.0


class View:
    """Base of every game's view; subclasses draw and turn taps into moves."""

    game_id = ""
    SIZE: Tuple[int, int] = (800, 560)

    def __init__(self, host):
        self.host = host
        self.state = None
        self.animation: Optional[Animation] = None
        self.suggestion = None  # a move the computer suggested ("show me a good move")

    def on_new_state(self, state, previous=None, move=None) -> None:
        """The shell shows a new position (after `move` from `previous`, if given)."""
        self.state = state
        self.animation = None
        self.suggestion = None

    def suggest(self, move) -> None:
        """Highlight `move` as a hint until the position changes."""
        self.suggestion = move

    @classmethod
    def picture(cls, ctx, state, width: float, height: float) -> None:
        """Draw `state` scaled into a width x height box (home page, rules diagrams)."""
        view_width, view_height = cls.SIZE
        scale = min(width / view_width, height / view_height)
        ctx.save()
        ctx.translate((width - view_width * scale) / 2, (height - view_height * scale) / 2)
        ctx.scale(scale, scale)
        view = cls(StillHost())
        view.on_new_state(state)
        view.draw(ctx, 0.0)
        ctx.restore()

    def start_animation(self, kind: str, data: Any, seconds: float) -> None:
        """Begin an animation; its clock starts at the next frame."""
        speed = getattr(self.host, "animation_speed", 1.0)
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
            self.animation = None
            return True  # one more frame to draw the settled position
        return True

    def hint(self) -> str:
        """What the person to move can do, in a few words."""
        return "your move."

    def describe(self, before, move, after) -> str:
        """A sentence saying what `move` did."""
        return f"{before.seat_name(before.to_move)} played {move}."

    def result(self, state) -> str:
        """A sentence for the end of the game."""
        winners = state.winners()
        if not winners:
            return "The game is drawn."
        return " and ".join(state.seat_name(s) for s in winners) + " won."

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

    def places(self) -> List[Tuple[float, float, str]]:
        """Where a tap means something now, as (x, y, words): the keyboard cursor moves
        between these, Enter taps there, and the words are read out."""
        return []

    def cancel(self) -> None:
        """Escape: drop any half-made move (a selected piece)."""

    def draw(self, ctx, now: float) -> bool:
        """Draw the current state; return True while an animation still runs."""
        raise NotImplementedError

    def _banner(self, ctx, text: str) -> None:
        width, height = self.SIZE
        ctx.save()
        ctx.fillStyle = "rgba(30, 24, 18, 0.82)"
        rounded_rect(ctx, width / 2 - 300, height / 2 - 40, 600, 80, 16)
        ctx.fill()
        ctx.fillStyle = "#fff8e8"
        ctx.font = "bold 24px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillText(text, width / 2, height / 2)
        ctx.restore()


def nearest_place(places, current: int, key: str) -> int:
    """The index of the place an arrow key leads to from `places[current]`."""
    dx, dy = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}[key]
    x0, y0 = places[current][0], places[current][1]
    best, best_score = current, None
    for index, (x, y, _) in enumerate(places):
        along = (x - x0) * dx + (y - y0) * dy
        across = abs((x - x0) * dy - (y - y0) * dx)
        if index == current or along <= 0:
            continue
        score = along + 2 * across
        if best_score is None or score < best_score:
            best, best_score = index, score
    return best


def place_at(places, point) -> int:
    """The index of the place at `point` (x, y), or of the place nearest to it: where
    the keyboard cursor stays when the places change under it (None: the first)."""
    if point is None:
        return 0
    px, py = point
    return min(range(len(places)), key=lambda i: (places[i][0] - px) ** 2 + (places[i][1] - py) ** 2)


def lerp(a: float, b: float, t: float) -> float:
    """The point a fraction `t` of the way from a to b."""
    return a + (b - a) * t


def ease(t: float) -> float:
    """Smooth start and stop for animations."""
    return t * t * (3 - 2 * t)


def rounded_rect(ctx, x: float, y: float, w: float, h: float, r: float) -> None:
    """Trace a rounded rectangle as the current path."""
    ctx.beginPath()
    ctx.moveTo(x + r, y)
    ctx.arcTo(x + w, y, x + w, y + h, r)
    ctx.arcTo(x + w, y + h, x, y + h, r)
    ctx.arcTo(x, y + h, x, y, r)
    ctx.arcTo(x, y, x + w, y, r)
    ctx.closePath()


def label_box(ctx, box, text: str, fill: str, ink: str, radius: float, font: str = "bold 15px system-ui, sans-serif",
              outline: str = "", dy: float = 0.0) -> None:
    """A button or badge drawn on the board: a filled rounded box (with an outline if
    given) and `text` centred in it (`dy` nudges the text down)."""
    x, y, w, h = box
    ctx.fillStyle = fill
    rounded_rect(ctx, x, y, w, h, radius)
    ctx.fill()
    if outline:
        ctx.lineWidth = 2
        ctx.strokeStyle = outline
        ctx.stroke()
    ctx.fillStyle = ink
    ctx.font = font
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(text, x + w / 2, y + h / 2 + dy)
    ctx.textAlign = "left"


BALL_SHADES = {
    "black": ("#5a5a5a", "#111111", "#000000"),
    "white": ("#ffffff", "#e4e4e4", "#8c8c8c"),
}


def ball(ctx, x: float, y: float, r: float, colour: str) -> None:
    """A shaded ball (a marble, a pawn seen from above) with light from the top left."""
    light, body, edge = BALL_SHADES[colour]
    gradient = ctx.createRadialGradient(x - r * 0.35, y - r * 0.35, r * 0.1, x, y, r)
    gradient.addColorStop(0, light)
    gradient.addColorStop(0.7, body)
    gradient.addColorStop(1, edge)
    ctx.fillStyle = gradient
    ctx.beginPath()
    ctx.arc(x, y, r, 0, 2 * math.pi)
    ctx.fill()
    ctx.lineWidth = 1
    ctx.strokeStyle = "#222222" if colour == "white" else "#000000"
    ctx.stroke()


class StillHost:
    """The host of a view that only draws a picture: nobody moves, nothing is said."""

    animation_speed = 0.0
    show_hints = False

    def human_to_move(self) -> bool:
        return False

    def say(self, text: str) -> None:
        pass

    def redraw(self) -> None:
        pass

    def try_move(self, move) -> None:
        pass

    def roll(self) -> None:
        pass
