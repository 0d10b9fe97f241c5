"""Apagos on the canvas: the ramp, its four platforms, the tray, and taps into moves.

Pure geometry and drawing onto any 2D-context-like object: no browser import here,
so layout and hit-testing are tested in CPython. Every rule question goes to the
engine (`legal_moves`, `why_illegal`); this module only knows where things are drawn.
"""
from __future__ import annotations

import math
import random
from typing import List, Optional, Tuple

from engines import apagos
from engines.apagos import Add, Setup, Shift

from ui.drawing import ball, banner, ease, inside, lerp, rounded_rect
from ui.view import View

WIDTH, HEIGHT = 800, 560
SQUARE = 118
HOLE_R = 13
PIP = 33


def slot_centre(position: int) -> Tuple[float, float]:
    """Centre of the platform at ramp position 1 (bottom) .. 4 (top)."""
    return 130 + (position - 1) * 165, 455 - (position - 1) * 118


def hole_offsets(holes: int) -> List[Tuple[float, float]]:
    """Hole centres relative to a platform's centre, laid out like dice pips."""
    d = PIP
    return {
        1: [(0, 0)],
        3: [(-d, d), (0, 0), (d, -d)],
        5: [(-d, -d), (d, -d), (0, 0), (-d, d), (d, d)],
        7: [(-d, -d), (-d, 0), (-d, d), (0, 0), (d, -d), (d, 0), (d, d)],
    }[holes]


TRAY_BOXES = {apagos.BLACK: (500, 428, 120, 100), apagos.WHITE: (640, 428, 120, 100)}
FLIP_R = 15


def flip_centre(position: int) -> Tuple[float, float]:
    """The flip button beside a platform while the ramp is being arranged."""
    cx, cy = slot_centre(position)
    return cx + SQUARE / 2 + 4, cy + SQUARE / 2 + 4


def platform_at(x: float, y: float) -> Optional[int]:
    """The ramp position whose platform covers (x, y), with a small margin."""
    half = SQUARE / 2 + 6
    for position in range(1, apagos.POSITIONS + 1):
        cx, cy = slot_centre(position)
        if abs(x - cx) <= half and abs(y - cy) <= half:
            return position
    return None


def ball_cells(platform: apagos.Platform) -> List[Optional[int]]:
    """What sits in each hole of a platform: colour index or None, black balls first."""
    holes, black, white = platform
    return [apagos.BLACK] * black + [apagos.WHITE] * white + [None] * (holes - black - white)


BALL_COLOURS = ("black", "white")


class ApagosView(View):
    """Draws an Apagos state and turns taps into Apagos moves."""

    game_id = "apagos"
    SIZE = (WIDTH, HEIGHT)

    def __init__(self, host):
        super().__init__(host)
        self.colour = apagos.BLACK
        self.selected: Optional[int] = None
        self.draft = [(0, 0), (1, 0), (2, 0), (3, 1)]  # (platform, face) bottom to top
        self.draft_pick: Optional[int] = None

    # ----- state changes from the shell -----
    def on_new_state(self, state, previous=None, move=None, animate: bool = True) -> None:
        super().on_new_state(state, previous, move, animate)
        self.selected = None
        self.draft_pick = None
        if state.to_move is not None and state.platforms is not None:
            tray = state.tray()
            own = state.to_move
            self.colour = own if tray[own] else 1 - own
        if previous is not None and isinstance(move, Add) and move.position < apagos.POSITIONS:
            self.start_animation("swap", move.position, 0.45)
        elif previous is not None and isinstance(move, Shift):
            self.start_animation("shift", (move.source, move.target, previous.to_move), 0.4)

    # ----- words -----
    def hint(self) -> str:
        state = self.state
        if state.platforms is None:
            return ("arrange the ramp: tap a platform, then another to swap them; "
                    "the round arrow flips one over. Then press Arrange (or Random).")
        name = apagos.COLOUR_NAMES[self.colour].lower()
        return (f"tap a platform to add a {name} ball (tap the tray to switch colour), "
                "or tap one of your balls to move it down.")

    def describe(self, before, move, after) -> str:
        who = before.seat_name(before.to_move)
        if isinstance(move, Setup):
            return f"{who} arranged the ramp: {' '.join(map(str, move.holes))} holes from bottom to top."
        if isinstance(move, Add):
            colour = apagos.COLOUR_NAMES[move.colour].lower()
            if move.position < apagos.POSITIONS:
                return (f"{who} added a {colour} ball at {move.position}; "
                        f"that platform rose to {move.position + 1}.")
            return f"{who} added a {colour} ball to the top platform."
        return f"{who} moved a ball down from {move.source} to {move.target}."

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

    # ----- drawing -----
    def draw(self, ctx, now: float) -> bool:
        state = self.state
        animating = self.tick(now)
        self._background(ctx)
        if state.platforms is None:
            self._draw_setup(ctx)
            self._draw_tray(ctx, state, active=False)
            return animating
        platforms = state.platforms
        centres = [slot_centre(p) for p in range(1, apagos.POSITIONS + 1)]
        hidden = [0, 0, 0, 0]
        flying = None
        if self.animation and self.animation.kind == "swap":
            p = self.animation.data
            t = ease(self.animation.progress)
            lower, upper = slot_centre(p), slot_centre(p + 1)
            centres[p] = (lerp(lower[0], upper[0], t), lerp(lower[1], upper[1] - 24 * math.sin(math.pi * t), t))
            centres[p - 1] = (lerp(upper[0], lower[0], t), lerp(upper[1], lower[1], t))
        elif self.animation and self.animation.kind == "shift":
            source, target, seat = self.animation.data
            t = ease(self.animation.progress)
            (sx, sy), (tx, ty) = slot_centre(source), slot_centre(target)
            flying = (lerp(sx, tx, t), lerp(sy, ty, t) - 60 * math.sin(math.pi * t), seat)
            hidden[target - 1] = 1 + seat  # draw the target without the arriving ball
        targets = self._lit_targets(state)
        for index in range(apagos.POSITIONS):
            platform = platforms[index]
            if hidden[index]:
                h, b, w = platform
                platform = (h, b - 1, w) if hidden[index] == 1 else (h, b, w - 1)
            self._draw_platform(ctx, centres[index], platform, top=index == apagos.POSITIONS - 1,
                                lit=(index + 1) in targets,
                                picked=(self.selected == index + 1 or (isinstance(self.suggestion, Shift)
                                                                      and self.suggestion.source == index + 1)))
        if flying:
            ball(ctx, flying[0], flying[1], HOLE_R, BALL_COLOURS[flying[2]])
        self._draw_labels(ctx)
        self._draw_tray(ctx, state, active=not state.is_over())
        if state.is_over():
            banner(ctx, self.SIZE, self.result(state))
        return animating

    def _lit_targets(self, state) -> set:
        if self.suggestion is not None:
            move = self.suggestion
            return {move.position} if isinstance(move, Add) else {move.target} if isinstance(move, Shift) else set()
        if state.is_over() or not self.host.human_to_move() or self.animation or not self.host.show_hints:
            return set()
        legal = state.legal_moves()
        if self.selected is not None:
            return {m.target for m in legal if isinstance(m, Shift) and m.source == self.selected}
        return {m.position for m in legal if isinstance(m, Add) and m.colour == self.colour}

    def _background(self, ctx) -> None:
        ctx.fillStyle = "#f4ecdd"
        ctx.fillRect(0, 0, WIDTH, HEIGHT)
        # the transparent ramp under the platforms
        ctx.save()
        ctx.lineCap = "round"
        ctx.strokeStyle = "rgba(120, 160, 190, 0.30)"
        ctx.lineWidth = 150
        ctx.beginPath()
        ctx.moveTo(*slot_centre(1))
        ctx.lineTo(*slot_centre(4))
        ctx.stroke()
        ctx.strokeStyle = "rgba(90, 130, 160, 0.45)"
        ctx.lineWidth = 3
        for side in (-1, 1):
            ctx.beginPath()
            (x1, y1), (x2, y2) = slot_centre(1), slot_centre(4)
            nx, ny = 0.58 * 75 * side, 0.81 * 75 * side
            ctx.moveTo(x1 + nx, y1 + ny)
            ctx.lineTo(x2 + nx, y2 + ny)
            ctx.stroke()
        ctx.restore()

    def _draw_platform(self, ctx, centre, platform, top=False, lit=False, picked=False) -> None:
        cx, cy = centre
        half = SQUARE / 2
        ctx.save()
        ctx.shadowColor = "rgba(60, 40, 20, 0.35)"
        ctx.shadowBlur = 10
        ctx.shadowOffsetY = 4
        ctx.fillStyle = "#d9a86c" if not top else "#e8b874"
        rounded_rect(ctx, cx - half, cy - half, SQUARE, SQUARE, 10)
        ctx.fill()
        ctx.restore()
        ctx.lineWidth = 6 if (top or lit) else 2
        ctx.strokeStyle = "#c8901a" if top else "#8a5a2b"
        if lit:
            ctx.strokeStyle = "#2e8b57"
        if picked:
            ctx.strokeStyle = "#1f6fd1"
            ctx.lineWidth = 6
        rounded_rect(ctx, cx - half, cy - half, SQUARE, SQUARE, 10)
        ctx.stroke()
        for (dx, dy), cell in zip(hole_offsets(platform[0]), ball_cells(platform)):
            if cell is None:
                ctx.fillStyle = "#6b4423"
                ctx.beginPath()
                ctx.arc(cx + dx, cy + dy, HOLE_R, 0, 2 * math.pi)
                ctx.fill()
                if lit:
                    ctx.strokeStyle = "rgba(46, 139, 87, 0.9)"
                    ctx.lineWidth = 3
                    ctx.stroke()
            else:
                ball(ctx, cx + dx, cy + dy, HOLE_R, BALL_COLOURS[cell])

    def _draw_labels(self, ctx) -> None:
        ctx.font = "bold 16px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        for position in range(1, apagos.POSITIONS + 1):
            cx, cy = slot_centre(position)
            ctx.fillStyle = "#5a4632"
            ctx.fillText(str(position), cx - SQUARE / 2 - 16, cy)
        cx, cy = slot_centre(apagos.TOP)
        ctx.fillStyle = "#a06c00"
        ctx.font = "bold 18px system-ui, sans-serif"
        ctx.fillText("\u2605 TOP \u2605", cx, cy - SQUARE / 2 - 18)
        black, white = self.state.scores()
        ctx.font = "15px system-ui, sans-serif"
        ctx.fillStyle = "#3b2f24"
        ctx.textAlign = "left"
        ctx.fillText(f"On top: Black {black}, White {white}", cx + SQUARE / 2 + 12 - 110, cy + SQUARE / 2 + 22)

    def _draw_tray(self, ctx, state, active: bool) -> None:
        tray = state.tray()
        for colour, (bx, by, bw, bh) in TRAY_BOXES.items():
            chosen = active and colour == self.colour and self.selected is None and self.host.human_to_move()
            ctx.fillStyle = "#e6d5b8"
            rounded_rect(ctx, bx, by, bw, bh, 12)
            ctx.fill()
            ctx.lineWidth = 5 if chosen else 2
            ctx.strokeStyle = "#1f6fd1" if chosen else "#8a5a2b"
            ctx.stroke()
            ball(ctx, bx + 32, by + 42, 18, BALL_COLOURS[colour])
            ctx.fillStyle = "#2b2118"
            ctx.font = "bold 26px system-ui, sans-serif"
            ctx.textAlign = "left"
            ctx.textBaseline = "middle"
            ctx.fillText(str(tray[colour]), bx + 62, by + 42)
            ctx.font = "13px system-ui, sans-serif"
            ctx.fillText(f"{apagos.COLOUR_NAMES[colour]} left", bx + 12, by + 82)
            if state.to_move == colour:
                ctx.fillStyle = "#2e8b57"
                ctx.font = "bold 13px system-ui, sans-serif"
                ctx.fillText("\u25B6 to move", bx + 12, by - 12)

    def _draw_setup(self, ctx) -> None:
        holes = self._draft_holes()
        for position in range(1, apagos.POSITIONS + 1):
            platform_index, face = self.draft[position - 1]
            h = holes[position - 1]
            centre = slot_centre(position)
            self._draw_platform(ctx, centre, (h, 0, 0), top=position == apagos.TOP,
                                picked=self.draft_pick == position)
            faces = apagos.PLATFORM_FACES[platform_index]
            cx, cy = centre
            ctx.fillStyle = "#3b2f24"
            ctx.font = "13px system-ui, sans-serif"
            ctx.textAlign = "center"
            ctx.textBaseline = "middle"
            ctx.fillText(f"{faces[0]}|{faces[1]} holes", cx, cy + SQUARE / 2 + 14)
            fx, fy = flip_centre(position)
            if self.host.human_to_move():
                ctx.fillStyle = "#fffaf0"
                ctx.strokeStyle = "#8a5a2b"
                ctx.lineWidth = 2
                ctx.beginPath()
                ctx.arc(fx, fy, FLIP_R, 0, 2 * math.pi)
                ctx.fill()
                ctx.stroke()
                ctx.fillStyle = "#3b2f24"
                ctx.font = "bold 18px system-ui, sans-serif"
                ctx.fillText("\u21BB", fx, fy + 1)
        self._draw_labels(ctx)
        ctx.textAlign = "left"
        ctx.fillStyle = "#3b2f24"
        ctx.font = "bold 18px system-ui, sans-serif"
        ctx.fillText(f"White arranges the ramp: {sum(holes)} holes showing", 24, 40)

    @classmethod
    def sample(cls):
        state = apagos.ApagosState({"setup": (3, 5, 7, 5)})
        for text in ("B1", "W3", "B3", "W2", "B4", "W1", "B2", "W3"):
            state = state.play(text)
        return state
