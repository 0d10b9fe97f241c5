"""Apagos on the canvas: the ramp, its four platforms, the tray, and taps into moves.

A tap on a platform adds a ball of the colour chosen in the tray (tap the tray to
switch colour). To move one of your balls down, tap the handle (a tab with your ball
and an arrow) beside its platform, then a lower platform; or drag from a platform
(or its handle) to a lower one. The handle is a tap target of its own, clear of its
platform, so on a phone neither tap can land on the other. Drag from the tray to a
platform adds a ball too. While arranging, a tap on a platform then another swaps
them (or drag one onto the other), and each platform's tab flips it over.

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

from ui.drawing import Mark, ball, ease, lerp
from ui.games.apagos import oracle, paint
from ui.games.apagos.layout import (HEIGHT, HOLE_R, SQUARE, TAB, TRAY_BOXES, WIDTH, ball_cells, ball_centre,
                                    ball_centres, flip_centre, hole_offsets, platform_at, slot_centre, tab_at,
                                    tab_centre, tray_at)
from ui.view import LastMove, View

__all__ = ["ApagosView", "HEIGHT", "SQUARE", "TRAY_BOXES", "WIDTH", "ball_cells", "flip_centre", "hole_offsets",
           "platform_at", "slot_centre", "tab_centre"]  # the geometry, for the tests that click where the view draws

PLATFORM_MARK = SQUARE + 14
"""The side of the highlight drawn around a platform."""


def platform_mark(kind: str, position: int) -> Mark:
    """A highlight of `kind` around the platform at `position`."""
    cx, cy = slot_centre(position)
    return Mark(kind, cx, cy, w=PLATFORM_MARK, h=PLATFORM_MARK)


def ball_mark(kind: str, centre: Tuple[float, float], margin: float = 6) -> Mark:
    """A highlight of `kind` around the ball (or hole) at `centre`, `margin` wider than it."""
    return Mark(kind, centre[0], centre[1], r=HOLE_R + margin)


def tab_mark(kind: str, position: int) -> Mark:
    """A highlight of `kind` around the tab beside the platform at `position`."""
    x, y = tab_centre(position)
    return Mark(kind, x, y, w=TAB + 12, h=TAB + 12)


def colour_name(colour: int) -> str:
    """'black' or 'white'."""
    return apagos.COLOUR_NAMES[colour].lower()


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
                    "the round arrow beside one flips it over. Then press Arrange (or Random).")
        if self.selected is not None:
            return (f"tap a lower platform that lights up to move your ball from {self.selected} there "
                    "(tap the handle again to put it back).")
        moves_down = ""
        if self.down_tabs():
            moves_down = ", or tap the \u25BC handle beside a platform to move one of your balls down"
        return f"tap a platform to add a {colour_name(self.colour)} ball (tap the tray to switch colour){moves_down}."

    def describe(self, before, move, after) -> str:
        effect: ApagosEffect = before.effect(move)
        who = before.seat_name(effect.mover)
        if effect.kind == "setup":
            return f"{who} arranged the ramp: {' '.join(map(str, effect.arrangement))} holes from bottom to top."
        if effect.kind == "add":
            colour = colour_name(effect.colour)
            if effect.rose is not None:
                return f"{who} added a {colour} ball at {effect.target}; that platform rose to {effect.rose[1]}."
            return f"{who} added a {colour} ball to the top platform."
        return f"{who} moved a ball down from {effect.source} to {effect.target}."

    def seat_detail(self, seat: int) -> str:
        left = self.state.tray()[seat]
        return f"{left} {colour_name(seat)} ball{'' if left == 1 else 's'} left"

    def result(self, state) -> str:
        black, white = state.scores()
        winner = state.seat_name(state.winners()[0])
        return f"{winner} wins, {max(black, white)} to {min(black, white)} on the top platform."

    # ----- input -----
    def _playing(self) -> bool:
        """May the person tap a move now?"""
        state = self.state
        return state is not None and not state.is_over() and self.host.human_to_move()

    def down_tabs(self) -> List[int]:
        """The platforms showing a move-down handle: those the person to move may move
        one of their balls down from."""
        if not self._playing() or self.state.platforms is None:
            return []
        return sorted({m.source for m in self.state.legal_moves() if isinstance(m, Shift)})

    def tap(self, x: float, y: float) -> None:
        if not self._playing():
            return
        state = self.state
        if state.platforms is None:
            self._tap_setup(x, y)
            return
        colour = tray_at(x, y)
        if colour is not None:
            self._choose(colour)
            return
        tab = tab_at(x, y)
        if tab is not None and tab in self.down_tabs():
            self._pick(tab)
            return
        position = platform_at(x, y)
        if position is None:
            if self.selected is not None:
                self.selected = None
                self.host.redraw()
            return
        if self.selected is None:
            self.host.try_move(Add(self.colour, position))
        elif position == self.selected:
            self._pick(position)
        else:
            self.host.try_move(Shift(self.selected, position))

    def _choose(self, colour: int) -> None:
        """The tray's box of `colour` was tapped: add that colour from now on."""
        if not self.state.tray()[colour]:
            self.host.say(f"No {colour_name(colour)} balls are left in the tray.")
        else:
            self.colour, self.selected = colour, None
            self.host.say(f"Adding {colour_name(colour)} balls: tap a platform.")
        self.host.redraw()

    def _pick(self, position: int) -> None:
        """The handle beside `position` was tapped: pick up a ball there, or put it back."""
        if self.selected == position:
            self.selected = None
            self.host.say("Ball put back.")
        else:
            self.selected = position
            self.host.say(f"Moving a ball from {position}: tap a lower platform that lights up.")
        self.host.redraw()

    def drag(self, x0: float, y0: float, x1: float, y1: float) -> None:
        if not self._playing():
            return
        source, target = platform_at(x0, y0), platform_at(x1, y1)
        if self.state.platforms is None:
            if source is not None and target is not None and source != target:
                self.draft_pick = None
                self._swap_draft(source, target)
            elif source is not None and source == target:
                self.tap(x1, y1)
            return
        colour, tab = tray_at(x0, y0), tab_at(x0, y0)
        if target is None:
            return
        if colour is not None:
            self.selected = None
            if self.state.tray()[colour]:
                self.colour = colour
            self.host.try_move(Add(colour, target))
            return
        if tab is not None and tab in self.down_tabs():
            source = tab
        if source is None:
            return
        if source == target:
            self.tap(x1, y1)
        else:
            self.selected = None
            self.host.try_move(Shift(source, target))

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
        tabs = self.down_tabs()
        for position in range(1, apagos.POSITIONS + 1):
            holes, black, white = state.platforms[position - 1]
            cx, cy = slot_centre(position)
            top = " (top)" if position == apagos.TOP else ""
            found.append((cx, cy, f"Platform {position}{top}: {black} black, {white} white, "
                                  f"{holes - black - white} free"))
            if position in tabs:
                found.append((*tab_centre(position),
                              f"Your {colour_name(state.to_move)} ball on {position}: move it down"))
        for colour, (bx, by, bw, bh) in TRAY_BOXES.items():
            found.append((bx + bw / 2, by + bh / 2, f"Tray: {state.tray()[colour]} {colour_name(colour)} balls"))
        return found

    def cancel(self) -> None:
        self.selected = None
        self.draft_pick = None
        self.suggestion = None

    def _draft_holes(self) -> Tuple[int, ...]:
        return tuple(apagos.PLATFORM_FACES[p][f] for p, f in self.draft)

    def _swap_draft(self, a: int, b: int) -> None:
        """Swap the drafted platforms at positions `a` and `b`."""
        self.draft[a - 1], self.draft[b - 1] = self.draft[b - 1], self.draft[a - 1]
        self.host.say(f"Swapped the platforms at {a} and {b}.")
        self.host.redraw()

    def _tap_setup(self, x: float, y: float) -> None:
        tab = tab_at(x, y)
        if tab is not None:
            platform, face = self.draft[tab - 1]
            self.draft[tab - 1] = (platform, 1 - face)
            self.host.say(f"Flipped the platform at {tab}: it now shows {self._draft_holes()[tab - 1]} holes.")
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
            picked, self.draft_pick = self.draft_pick, None
            self._swap_draft(picked, position)
            return
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

    def result_marks(self) -> List[Mark]:
        """The winner's balls on the top platform."""
        winner = self.state.winners()[0]
        return [ball_mark("win", centre) for centre in ball_centres(apagos.TOP, self.state.top(), winner)]

    def selection_marks(self) -> List[Mark]:
        if self.state.platforms is None:
            return [] if self.draft_pick is None else [platform_mark("selected", self.draft_pick)]
        if self.selected is None:
            return []
        position = self.selected
        return [ball_mark("selected", ball_centre(position, self.state.platforms[position - 1], self.state.to_move)),
                tab_mark("selected", position)]

    def target_marks(self) -> List[Mark]:
        marks = []
        for position in self.target_positions():
            cx, cy = slot_centre(position)
            platform = self.state.platforms[position - 1]
            for (dx, dy), cell in zip(hole_offsets(platform[0]), ball_cells(platform)):
                if cell is None:
                    marks.append(ball_mark("target", (cx + dx, cy + dy), margin=3))  # rings clear of each other
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
            paint.arranging(ctx, self.draft, flips=self.host.human_to_move())
            paint.tray(ctx, state.tray(), None, chosen=None)
            return
        paint.labels(ctx)
        playing = self._playing()
        chosen = self.colour if self.selected is None and playing else None
        paint.tray(ctx, state.tray(), state.to_move, chosen)
        contents = state.platforms
        centres = [slot_centre(p) for p in range(1, apagos.POSITIONS + 1)]
        anim = self.animation
        if anim is not None and anim.kind == "swap":  # the platform with the new ball rises, the other drops
            t = ease(anim.progress)
            low, high = anim.data.rose
            (lx, ly), (hx, hy) = slot_centre(low), slot_centre(high)
            centres[high - 1] = (lerp(lx, hx, t), lerp(ly, hy, t) - 40 * math.sin(math.pi * t))
            centres[low - 1] = (lerp(hx, lx, t), lerp(hy, ly, t))
        elif anim is not None and anim.kind == "fall":
            contents = self._fall(anim.data, anim.progress)[1]
        for index, centre in enumerate(centres):
            paint.platform(ctx, centre, contents[index], top=index == apagos.POSITIONS - 1)
        if anim is None:
            for position in self.down_tabs():
                paint.move_down_tab(ctx, position, state.to_move)

    def paint_over(self, ctx) -> None:
        if self.animation is None and getattr(self.host, "show_solver", False):
            oracle.draw(ctx, self.state, self.selected, self._draft_holes())
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
        return (lerp(start[0], end[0], t), lerp(start[1], end[1], t) - 90 * math.sin(math.pi * t)), contents

    @classmethod
    def sample(cls):
        state = apagos.ApagosState({"setup": (3, 5, 7, 5)})
        for text in ("B1", "W3", "B3", "W2", "B4", "W1", "B2", "W3"):
            state = state.play(text)
        return state
