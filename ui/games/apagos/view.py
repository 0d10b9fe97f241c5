"""Apagos on the canvas: the ramp, its four platforms, the tray, and taps into moves.

Drawing onto any 2D-context-like object: no browser import here, so the view is
tested in CPython. Every rule question goes to the engine (`legal_moves`,
`why_illegal`, `effect`); the geometry is in `layout`, the drawing in `paint`.
"""
from __future__ import annotations

import math
import random
from typing import List, Optional, Tuple

from engines import apagos
from engines.apagos import Add, ApagosEffect, Setup, Shift

from ui.drawing import Mark, ball, ease, inside, lerp
from ui.games.apagos import paint
from ui.games.apagos.layout import (FLIP_R, HEIGHT, HOLE_R, SQUARE, TRAY_BOXES, WIDTH, ball_cells, ball_centre,
                                    flip_centre, hole_offsets, platform_at, slot_centre)
from ui.view import LastMove, View

__all__ = ["ApagosView", "HEIGHT", "SQUARE", "TRAY_BOXES", "WIDTH", "ball_cells", "flip_centre", "hole_offsets",
           "platform_at", "slot_centre"]  # the geometry, for the tests that click where the view draws

PLATFORM_MARK = SQUARE + 12
"""The side of the highlight drawn around a platform."""


def platform_mark(kind: str, position: int) -> Mark:
    """A highlight of `kind` around the platform at `position`."""
    cx, cy = slot_centre(position)
    return Mark(kind, cx, cy, w=PLATFORM_MARK, h=PLATFORM_MARK)


def ball_mark(kind: str, centre: Tuple[float, float], margin: float = 5) -> Mark:
    """A highlight of `kind` around the ball (or hole) at `centre`, `margin` wider than it."""
    return Mark(kind, centre[0], centre[1], r=HOLE_R + margin)


class ApagosView(View):
    """Draws an Apagos state and turns taps into Apagos moves."""

    game_id = "apagos"
    SIZE = (WIDTH, HEIGHT)

    def __init__(self, host):
        super().__init__(host)
        self.colour = apagos.BLACK  # the colour a tap on a platform adds
        self.selected: Optional[int] = None  # the position of the own ball picked up to move down
        self.draft = [(0, 0), (1, 0), (2, 0), (3, 1)]  # arranging: (platform, face) bottom to top
        self.draft_pick: Optional[int] = None  # arranging: the platform tapped first, to swap

    # ----- the position shown -----
    def on_new_state(self, state, previous=None, move=None, animate: bool = True) -> None:
        super().on_new_state(state, previous, move, animate)
        if state.to_move is not None and state.platforms is not None:
            tray = state.tray()
            own = state.to_move
            self.colour = own if tray[own] else 1 - own

    def animate(self, last: LastMove) -> None:
        effect: ApagosEffect = last.effect
        if effect.rose is not None:
            self.start_animation("swap", effect, 0.45)
        elif effect.kind == "shift":
            self.start_animation("fall", effect, 0.4)

    # ----- words -----
    def hint(self) -> str:
        if self.state.platforms is None:
            return ("arrange the ramp: tap a platform, then another to swap them; "
                    "the round arrow flips one over. Then press Arrange (or Random).")
        name = apagos.COLOUR_NAMES[self.colour].lower()
        return (f"tap a platform to add a {name} ball (tap the tray to switch colour), "
                "or tap one of your balls to move it down.")

    def describe(self, before, move, after) -> str:
        effect: ApagosEffect = before.effect(move)
        who = before.seat_name(effect.mover)
        if effect.kind == "setup":
            return f"{who} arranged the ramp: {' '.join(map(str, effect.arrangement))} holes from bottom to top."
        if effect.kind == "add":
            colour = apagos.COLOUR_NAMES[effect.colour].lower()
            if effect.rose is not None:
                return f"{who} added a {colour} ball at {effect.target}; that platform rose to {effect.rose[1]}."
            return f"{who} added a {colour} ball to the top platform."
        return f"{who} moved a ball down from {effect.source} to {effect.target}."

    def result(self, state) -> str:
        black, white = state.scores()
        winner = state.seat_name(state.winners()[0])
        return f"{winner} wins, {max(black, white)} to {min(black, white)} on the top platform."

    # ----- input -----
    def tap(self, x: float, y: float) -> None:
        state = self.state
        if state is None or state.is_over() or not self.host.human_to_move():
            return
        if state.platforms is None:
            self._tap_setup(x, y)
            return
        for colour, box in TRAY_BOXES.items():
            if inside(x, y, box):
                if not state.tray()[colour]:
                    self.host.say(f"No {apagos.COLOUR_NAMES[colour].lower()} balls are left in the tray.")
                else:
                    self.colour, self.selected = colour, None
                    self.host.say(f"Adding {apagos.COLOUR_NAMES[colour].lower()} balls: tap a platform.")
                self.host.redraw()
                return
        position = platform_at(x, y)
        if position is None:
            if self.selected is not None:
                self.selected = None
                self.host.redraw()
            return
        mine = self._own_ball_hit(x, y, position)
        if self.selected is not None:
            if position == self.selected:
                self.selected = None
                self.host.say("Ball put back.")
                self.host.redraw()
                return
            self.host.try_move(Shift(self.selected, position))
            return
        if mine:
            if any(isinstance(m, Shift) and m.source == position for m in state.legal_moves()):
                self.selected = position
                self.host.say(f"Moving a ball from {position}: tap a lower platform that lights up.")
                self.host.redraw()
                return
            if position == 1:
                self.host.say("A ball on the bottom platform cannot move lower; adding here instead.")
        self.host.try_move(Add(self.colour, position))

    def places(self) -> List[Tuple[float, float, str]]:
        state = self.state
        if state is None or state.is_over():
            return []
        found = []
        if state.platforms is None:
            holes = self._draft_holes()
            for position in range(1, apagos.POSITIONS + 1):
                cx, cy = slot_centre(position)
                found.append((cx, cy, f"Platform at {position}, showing {holes[position - 1]} holes"))
                fx, fy = flip_centre(position)
                found.append((fx, fy, f"Flip the platform at {position}"))
            return found
        for position in range(1, apagos.POSITIONS + 1):
            holes, black, white = state.platforms[position - 1]
            cx, cy = slot_centre(position)
            top = " (top)" if position == apagos.TOP else ""
            found.append((cx, cy + SQUARE / 2 - 6,
                          f"Platform {position}{top}: {black} black, {white} white, {holes - black - white} free"))
            cells = ball_cells(state.platforms[position - 1])
            if state.to_move in cells:
                dx, dy = hole_offsets(holes)[cells.index(state.to_move)]
                found.append((cx + dx, cy + dy, f"Your {apagos.COLOUR_NAMES[state.to_move].lower()} ball on {position}"))
        for colour, (bx, by, bw, bh) in TRAY_BOXES.items():
            found.append((bx + bw / 2, by + bh / 2,
                          f"Tray: {state.tray()[colour]} {apagos.COLOUR_NAMES[colour].lower()} balls"))
        return found

    def cancel(self) -> None:
        self.selected = None
        self.draft_pick = None
        self.suggestion = None

    def _own_ball_hit(self, x: float, y: float, position: int) -> bool:
        cx, cy = slot_centre(position)
        platform = self.state.platforms[position - 1]
        for (dx, dy), cell in zip(hole_offsets(platform[0]), ball_cells(platform)):
            if cell == self.state.to_move and math.hypot(x - cx - dx, y - cy - dy) <= HOLE_R + 5:
                return True
        return False

    def _draft_holes(self) -> Tuple[int, ...]:
        return tuple(apagos.PLATFORM_FACES[p][f] for p, f in self.draft)

    def _tap_setup(self, x: float, y: float) -> None:
        for position in range(1, apagos.POSITIONS + 1):
            fx, fy = flip_centre(position)
            if math.hypot(x - fx, y - fy) <= FLIP_R + 4:
                platform, face = self.draft[position - 1]
                self.draft[position - 1] = (platform, 1 - face)
                self.host.say(f"Flipped the platform at {position}: it now shows {self._draft_holes()[position - 1]} holes.")
                self.host.redraw()
                return
        position = platform_at(x, y)
        if position is None:
            self.draft_pick = None
        elif self.draft_pick is None:
            self.draft_pick = position
            self.host.say(f"Tap another platform to swap it with the one at {position}.")
        elif self.draft_pick == position:
            self.draft_pick = None
        else:
            a, b = self.draft_pick - 1, position - 1
            self.draft[a], self.draft[b] = self.draft[b], self.draft[a]
            self.draft_pick = None
            self.host.say(f"Swapped the platforms at {a + 1} and {b + 1}.")
        self.host.redraw()

    def actions(self) -> List[Tuple[str, str]]:
        if self.state is not None and self.state.in_setup() and self.host.human_to_move():
            return [("arrange", "Arrange the ramp"), ("random", "Random arrangement")]
        return []

    def suggest(self, move) -> None:
        if isinstance(move, Add):
            self.colour = move.colour
        super().suggest(move)

    def action(self, name: str) -> None:
        if name == "arrange":
            self.host.try_move(Setup(self._draft_holes()))
        elif name == "random":
            self.host.try_move(random.choice(self.state.legal_moves()))

    # ----- highlights -----
    def last_move_marks(self, last: LastMove) -> List[Mark]:
        effect: ApagosEffect = last.effect
        if effect.kind == "setup":
            return []
        if effect.kind == "add":
            touched = [effect.target] if effect.rose is None else [effect.dropped[1], effect.rose[1]]
        else:
            touched = [effect.source, effect.target]
        at = effect.ball_at
        landed = ball_centre(at, self.state.platforms[at - 1], effect.colour)
        return [platform_mark("last", p) for p in touched] + [ball_mark("last", landed)]

    def selection_marks(self) -> List[Mark]:
        if self.state.platforms is None:
            return [] if self.draft_pick is None else [platform_mark("selected", self.draft_pick)]
        if self.selected is None:
            return []
        position = self.selected
        return [ball_mark("selected", ball_centre(position, self.state.platforms[position - 1], self.state.to_move))]

    def target_marks(self) -> List[Mark]:
        marks = []
        for position in self.target_positions():
            cx, cy = slot_centre(position)
            platform = self.state.platforms[position - 1]
            for (dx, dy), cell in zip(hole_offsets(platform[0]), ball_cells(platform)):
                if cell is None:
                    marks.append(ball_mark("target", (cx + dx, cy + dy), margin=2))  # rings clear of each other
        return marks

    def target_positions(self) -> List[int]:
        """The platforms a tap would play to now: where the chosen colour may be added,
        or, with a ball picked up, the lower platforms it may move to."""
        if self.state.platforms is None:
            return []
        legal = self.state.legal_moves()
        if self.selected is not None:
            return [m.target for m in legal if isinstance(m, Shift) and m.source == self.selected]
        return [m.position for m in legal if isinstance(m, Add) and m.colour == self.colour]

    def suggestion_marks(self, move) -> List[Mark]:
        if isinstance(move, Add):
            return [platform_mark("hint", move.position)]
        if isinstance(move, Shift):
            source = ball_centre(move.source, self.state.platforms[move.source - 1], self.state.to_move)
            return [ball_mark("hint", source), platform_mark("hint", move.target)]
        return []

    # ----- drawing -----
    def paint(self, ctx) -> None:
        state = self.state
        paint.background(ctx)
        if state.platforms is None:
            paint.arranging(ctx, self.draft)
            paint.tray(ctx, state.tray(), state.to_move, chosen=None)
            return
        contents = state.platforms
        centres = [slot_centre(p) for p in range(1, apagos.POSITIONS + 1)]
        anim = self.animation
        if anim is not None and anim.kind == "swap":  # the platform with the new ball rises, the other drops
            t = ease(anim.progress)
            low, high = anim.data.rose
            (lx, ly), (hx, hy) = slot_centre(low), slot_centre(high)
            centres[high - 1] = (lerp(lx, hx, t), lerp(ly, hy, t) - 24 * math.sin(math.pi * t))
            centres[low - 1] = (lerp(hx, lx, t), lerp(hy, ly, t))
        elif anim is not None and anim.kind == "fall":
            contents = self._fall(anim.data, anim.progress)[1]
        for index, centre in enumerate(centres):
            paint.platform(ctx, centre, contents[index], top=index == apagos.POSITIONS - 1)
        paint.labels(ctx, state.scores())
        chosen = self.colour if self.selected is None and self.host.human_to_move() and not state.is_over() else None
        paint.tray(ctx, state.tray(), state.to_move, chosen)

    def paint_over(self, ctx) -> None:
        if self.state.platforms is None and self.host.human_to_move():  # tap targets above the highlights
            for position in range(1, apagos.POSITIONS + 1):
                paint.flip_button(ctx, position)
        anim = self.animation
        if anim is not None and anim.kind == "fall":  # the ball in flight, above the labels
            (x, y), _ = self._fall(anim.data, anim.progress)
            ball(ctx, x, y, HOLE_R, paint.BALL_COLOURS[anim.data.colour])

    def _fall(self, effect: ApagosEffect, progress: float):
        """The ball moving down at `progress` (0..1) of its fall: where it is, and the
        platforms to draw meanwhile (the target without it until it lands)."""
        t = ease(progress)
        colour = 1 + effect.colour  # its index in (holes, black, white)
        contents = list(self.state.platforms)
        landed = contents[effect.target - 1]
        end = ball_centre(effect.target, landed, effect.colour)
        contents[effect.target - 1] = tuple(n - (i == colour) for i, n in enumerate(landed))
        left = tuple(n + (i == colour) for i, n in enumerate(contents[effect.source - 1]))
        start = ball_centre(effect.source, left, effect.colour)
        return (lerp(start[0], end[0], t), lerp(start[1], end[1], t) - 60 * math.sin(math.pi * t)), contents

    @classmethod
    def sample(cls):
        state = apagos.ApagosState({"setup": (3, 5, 7, 5)})
        for text in ("B1", "W3", "B3", "W2", "B4", "W1", "B2", "W3"):
            state = state.play(text)
        return state
