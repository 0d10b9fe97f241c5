"""Abcuazego on the canvas: a wooden board, two rows of ten pits, a store at each end,
maize kernels, sowing previews and grain-by-grain sowing.

Pure geometry and drawing onto any 2D-context-like object: no browser import, so the
layout, hit-testing, taps and the animation clock are tested in CPython. Every rule
question goes to the engine: `legal_moves`, `why_illegal`, `directions` and `sowing`
(where every grain of a move falls, what it captures, who plays next).

Drawn from the Zipa's side, the Zipa's row is the near (bottom) row, numbered 1-10 from
the left, with the Zipa's store at the right end; the Zaque's row is the far (top) row,
numbered 1-10 from the Zaque's left (the right as drawn), with the Zaque's store at the
left end. When the person at this screen plays the Zaque alone (the shell's `bottom_seat`),
the board is turned round: every function below takes `flip` for that.
"""
from __future__ import annotations

import math
from typing import Dict, List, Optional, Tuple

import engines
from engines import abcuazego as ab
from engines.abcuazego import CCW, STORES, Sow

from ui.drawing import banner, label_box, rounded_rect
from ui.view import Animation, StillHost, View

WIDTH, HEIGHT = 960, 500
BOARD = (14, 56, 932, 388)  # x, y, w, h of the wooden board
PIT_R = 31
COLUMN_X0, COLUMN_DX = 160.5, 71  # centre of column 0 and the step between columns
ROW_Y = (340, 196)  # centre y of the Zipa's row (near) and the Zaque's row (far)
STORE_X = (880, 80)  # centre x of the Zipa's store (right) and the Zaque's store (left)
STORE_Y, STORE_RX, STORE_RY = 268, 40, 150
SPEED_BOX = (830, 8, 120, 38)
SPEEDS = (1.0, 2.0, 4.0)
SEAT_COLOURS = ("#c8102e", "#1f7a8c")  # Zipa red, Zaque teal
SEAT_TINTS = ("rgba(200, 16, 46, 0.13)", "rgba(31, 122, 140, 0.15)")
PATH_COLOURS = {"natural": "#1f6fd1", "reverse": "#d9730d", "hint": "#2e8b57", "played": "#7a3fb0"}
KERNEL_COLOURS = ("#f2c230", "#e8a317", "#f7d774", "#d98a1c")
GRAIN_SECONDS = 0.3  # one grain at speed 1
MAX_KERNELS_PIT = 30
MAX_KERNELS_STORE = 70
MAX_QUEUED = 3  # sowings waiting to be shown; older ones are skipped


def column(seat: int, pit: int) -> int:
    """The column (0 at the left) of `seat`'s pit number `pit` as drawn."""
    return pit - 1 if seat == ab.ZIPA else ab.PITS - pit


def _turned(x: float, y: float, flip: bool) -> Tuple[float, float]:
    """A point of the board drawn from the Zipa's side, as drawn from the Zaque's if `flip`
    (half a turn about the middle of the board)."""
    return (WIDTH - x, 2 * STORE_Y - y) if flip else (x, y)


def place_centre(index: int, flip: bool = False) -> Tuple[float, float]:
    """Centre of a place on the ring (a pit or a store) in design units."""
    if index in STORES:
        seat = STORES.index(index)
        return _turned(STORE_X[seat], STORE_Y, flip)
    seat, pit = ab.pit_of(index)
    return _turned(COLUMN_X0 + COLUMN_DX * column(seat, pit), ROW_Y[seat], flip)


def place_at(x: float, y: float, flip: bool = False) -> Optional[int]:
    """The ring index of the pit or store at (x, y), with a small margin; None elsewhere."""
    x, y = _turned(x, y, flip)
    for seat in (ab.ZIPA, ab.ZAQUE):
        sx = STORE_X[seat]
        if ((x - sx) / (STORE_RX + 6)) ** 2 + ((y - STORE_Y) / (STORE_RY + 6)) ** 2 <= 1:
            return STORES[seat]
        if abs(y - ROW_Y[seat]) <= PIT_R + 22:
            col = round((x - COLUMN_X0) / COLUMN_DX)
            if 0 <= col < ab.PITS and abs(x - (COLUMN_X0 + COLUMN_DX * col)) <= PIT_R + 4:
                pit = col + 1 if seat == ab.ZIPA else ab.PITS - col
                return ab.pit_index(seat, pit)
    return None


def count_label_centre(index: int, flip: bool = False) -> Tuple[float, float]:
    """Where a place's grain count is written: outside the pit, towards its owner; at
    the foot of a store."""
    x, y = place_centre(index, flip)
    if index in STORES:
        return x, STORE_Y + STORE_RY - 20
    near = (ab.pit_of(index)[0] == ab.ZIPA) != flip
    return x, y + (PIT_R + 16 if near else -(PIT_R + 16))


_GOLDEN = math.pi * (3 - math.sqrt(5))


def kernel_slots(index: int, count: int, flip: bool = False) -> List[Tuple[float, float, float, int]]:
    """(x, y, angle, colour) of the kernels drawn in a place holding `count` grains.

    Slot i never moves as grains arrive, so a sown grain lands without the others
    jumping about; past a cap the number beside the place tells the rest.
    """
    cx, cy = place_centre(index, flip)
    out = []
    if index in STORES:
        return _store_slots(index, cx, cy)[:min(count, MAX_KERNELS_STORE)]
    shown = min(count, MAX_KERNELS_PIT)
    for i in range(shown):
        radius = 4.5 * math.sqrt(i + 0.5)
        angle = i * _GOLDEN + index
        out.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle),
                    angle * 1.7, (i * 5 + index * 3) % 4))
    return out


def _store_slots(index: int, cx: float, cy: float) -> List[Tuple[float, float, float, int]]:
    """Kernel places in a store: rows from the bottom (above its count) up, each as wide
    as the oval allows there."""
    out: List[Tuple[float, float, float, int]] = []
    y = cy + STORE_RY - 44
    while len(out) < MAX_KERNELS_STORE and y > cy - STORE_RY + 50:
        half = STORE_RX * math.sqrt(max(0.0, 1 - ((y - cy) / STORE_RY) ** 2)) - 9
        n = max(1, int(2 * half // 12) + 1)
        for k in range(n):
            x = cx if n == 1 else cx - half + k * 2 * half / (n - 1)
            i = len(out)
            out.append((x, y + (k % 2) * 2, ((i * 37) % 90 - 45) * math.pi / 180, (i * 7 + index) % 4))
        y -= 11
    return out


def kernel(ctx, x: float, y: float, angle: float, colour: str, scale: float = 1.0) -> None:
    """One maize kernel: a rounded wedge with a pale tip."""
    ctx.save()
    ctx.translate(x, y)
    ctx.rotate(angle)
    ctx.fillStyle = colour
    ctx.beginPath()
    ctx.ellipse(0, 0, 6.2 * scale, 4.6 * scale, 0, 0, 2 * math.pi)
    ctx.fill()
    ctx.strokeStyle = "rgba(120, 70, 10, 0.55)"
    ctx.lineWidth = 0.8
    ctx.stroke()
    ctx.fillStyle = "rgba(255, 250, 220, 0.85)"
    ctx.beginPath()
    ctx.ellipse(-2.6 * scale, -0.6 * scale, 2.2 * scale, 1.6 * scale, 0, 0, 2 * math.pi)
    ctx.fill()
    ctx.restore()


class _Job:
    """One move being shown: the account from the engine and its timeline."""

    def __init__(self, before_board, sowing: ab.Sowing, after_board, flip: bool):
        self.before = before_board
        self.sowing = sowing
        self.after = after_board
        self.flip = flip
        grains = len(sowing.drops)
        self.lift = 0.35
        self.sow_end = self.lift + grains * GRAIN_SECONDS
        self.capture_end = self.sow_end + (0.75 * len(sowing.captures) if sowing.captures else 0.15)
        self.total = self.capture_end + (0.8 if sowing.row_taken else 0.0) + 0.35

    def board_at(self, t: float) -> Tuple[List[int], Optional[Tuple[float, float, int]]]:
        """The board shown `t` seconds in, and the grains in the hand (x, y, count)."""
        s = self.sowing
        board = list(self.before)
        board[s.origin] = 0
        if t < self.lift:
            x, y = place_centre(s.origin, self.flip)
            return board, (x, y - 10 * t / self.lift, len(s.drops))
        done = min(len(s.drops), int((t - self.lift) / GRAIN_SECONDS))
        for place in s.drops[:done]:
            board[place] += 1
        if done < len(s.drops):
            frac = (t - self.lift) / GRAIN_SECONDS - done
            start = place_centre(s.drops[done - 1] if done else s.origin, self.flip)
            end = place_centre(s.drops[done], self.flip)
            x = start[0] + (end[0] - start[0]) * frac
            y = start[1] + (end[1] - start[1]) * frac - 24 * math.sin(math.pi * frac)
            return board, (x, y, len(s.drops) - done)
        if t < self.sow_end:
            return board, None
        for number, capture in enumerate(s.captures):
            if t >= self.sow_end + 0.75 * (number + 0.5):
                board[capture.index] -= capture.grains
                board[STORES[s.seat]] += capture.grains
        if t >= self.capture_end + 0.4 or (not s.row_taken and t >= self.capture_end):
            return list(self.after), None
        return board, None

    def caption_at(self, t: float) -> str:
        """The words shown on the board at `t` seconds: nothing until the grains are sown."""
        return caption(self.sowing) if t >= self.sow_end else ""


def plural(count: int, word: str) -> str:
    """'1 grain', '5 grains'."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def where(index: int) -> str:
    """'the Zaque's pit 4', 'the Zipa's store'."""
    if index in STORES:
        return f"the {ab.SEAT_NAMES[STORES.index(index)]}'s store"
    seat, pit = ab.pit_of(index)
    return f"the {ab.SEAT_NAMES[seat]}'s pit {pit}"


def caption(sowing: ab.Sowing) -> str:
    """Short words for what a move did: captures, extra turns, the end."""
    names = ab.SEAT_NAMES
    me, other = names[sowing.seat], names[1 - sowing.seat]
    why = {"origin": "same number as harvested", "adjacent": "same number as a neighbour",
           "absolute": "absolute match"}
    parts = []
    for capture in sowing.captures:
        reasons = " and ".join(why[k] for k in capture.kinds)
        parts.append(f"Capture! {capture.grains} from {where(capture.index)} ({reasons})")
    if sowing.end == "36":
        parts.append("36 grains: the game is won")
    elif sowing.end:
        taken = names[sowing.row_taken[0]] if sowing.row_taken else None
        reason = "the game has run its length" if sowing.end == "max_plies" else "no grains left to play"
        parts.append(f"Game over ({reason})" + (f": the {me} takes the {taken}'s row" if taken else ""))
    elif sowing.next_turn == "again":
        parts.append(f"Last grain in the {me}'s store: the {me} plays again")
    elif sowing.next_turn == "uaque":
        parts.append(f"Last grain in the {other}'s store: the {other} plays twice")
    elif sowing.next_turn == "owed":
        parts.append(f"The {me} plays the owed second turn")
    return "; ".join(parts)


def outcome(sowing: ab.Sowing) -> str:
    """Where a sowing ends and what it brings, for a preview."""
    words = f"ends in {where(sowing.last)}"
    gain = sum(c.grains for c in sowing.captures)
    if gain:
        words += f", captures {gain}"
    if sowing.end == "36" or (sowing.end and sowing.row_taken and sowing.row_taken[1]):
        words += ", ends the game"
    elif sowing.next_turn == "again":
        words += ", plays again"
    elif sowing.next_turn == "uaque":
        words += ", the opponent plays twice"
    return words


class AbcuazegoView(View):
    """Draws an Abcuazego state, previews sowings and turns taps into moves."""

    game_id = "abcuazego"
    SIZE = (WIDTH, HEIGHT)
    THUMBNAIL_BOX = BOARD  # the home page shows the board alone

    def __init__(self, host):
        super().__init__(host)
        self.selected: Optional[int] = None  # the mover's pit number being previewed
        self.queue: List[_Job] = []
        self.speed_index = 0
        self.last_caption = ""
        self.flip = False
        self.played: Optional[ab.Sowing] = None  # a picture's last move, drawn as a path

    # ----- state changes from the shell -----
    def on_new_state(self, state, previous=None, move=None, animate: bool = True) -> None:
        self.state = state
        self.selected = None
        self.suggestion = None
        bottom = getattr(self.host, "bottom_seat", None)
        self.flip = bool(callable(bottom) and bottom() == ab.ZAQUE)
        if previous is None or move is None:
            self.queue = []
            self.animation = None
            self.last_caption = ""
            self.played = None
            if isinstance(self.host, StillHost) and state.moves:  # a picture: show its last move
                record = state.record()
                before = engines.load(dict(record, moves=record["moves"][:-1]))
                self.played = before.effect(before.parse(record["moves"][-1]))
                self.last_caption = caption(self.played)
            return
        job = _Job(previous.board, previous.effect(move), state.board, self.flip)
        self.last_caption = caption(job.sowing)
        self.queue.append(job)
        if len(self.queue) > MAX_QUEUED:  # far behind (computers playing fast): skip ahead
            del self.queue[:len(self.queue) - MAX_QUEUED]
            self.animation = None
        if self.animation is None:
            self._start_next()

    def _start_next(self) -> None:
        self.animation = None
        if self.queue:
            job = self.queue[0]
            self.start_animation("sow", job, job.total)
            if self.animation is None:  # animations are off
                self.queue = []

    @property
    def speed(self) -> float:
        """How fast the sowing plays: the chosen speed, quicker while moves wait their turn."""
        return SPEEDS[self.speed_index] * (1 + 1.5 * max(0, len(self.queue) - 1))

    def _host_speed(self) -> float:
        return float(getattr(self.host, "animation_speed", 1.0))

    def start_animation(self, kind, data, seconds) -> None:
        if self._host_speed() <= 0:
            return
        self.animation = Animation(kind, data, seconds / (self._host_speed() * self.speed))

    def tick(self, now: float) -> bool:
        anim = self.animation
        if anim is None:
            return False
        if anim.start is None:
            anim.start = now
        wanted = anim.data.total / (max(self._host_speed(), 0.01) * self.speed)
        if abs(wanted - anim.duration) > 1e-9:  # the speed changed: keep the progress
            fraction = min(1.0, (now - anim.start) / (anim.duration * 1000.0))
            anim.duration = wanted
            anim.start = now - fraction * wanted * 1000.0
        anim.progress = min(1.0, (now - anim.start) / (anim.duration * 1000.0))
        if anim.progress >= 1.0:
            self.queue.pop(0)
            self._start_next()
        return True

    def finish_animations(self) -> None:
        """Jump to the end of every sowing being shown."""
        self.queue = []
        self.animation = None

    def animating(self) -> bool:
        return self.animation is not None

    def _near(self, seat: int) -> bool:
        """Is `seat`'s row the one drawn nearest the player?"""
        return (seat == ab.ZIPA) != self.flip

    # ----- words -----
    def hint(self) -> str:
        state = self.state
        if state is None or state.to_move is None:
            return ""
        if self.selected is not None:
            return self._selection_words()
        row = "near" if self._near(state.to_move) else "far"
        owed = " (you play twice)" if state.owed else ""
        return f"tap one of your pits (the {row} row) to see where its grains go{owed}."

    def _selection_words(self) -> str:
        state = self.state
        pit = self.selected
        grains = state.pit(state.to_move, pit)
        natural, *reverse = state.directions(pit)
        words = (f"pit {pit}: {plural(grains, 'grain')} sow {ab.DIRECTION_NAME[natural]} "
                 f"({'odd' if grains % 2 else 'even'}). Tap the pit again to sow")
        if reverse:
            words += f", or tap the orange end to sow {ab.DIRECTION_NAME[reverse[0]]} instead"
        return words + "."

    def describe(self, before, move, after) -> str:
        sowing = before.effect(move)
        who = before.seat_name(before.to_move)
        reverse = ", the reverse way" if sowing.reverse else ""
        text = (f"{who} sowed {plural(sowing.grains, 'grain')} from pit {move.pit} "
                f"{ab.DIRECTION_NAME[move.step]}{reverse}; the last fell in {where(sowing.last)}.")
        words = caption(sowing)
        return f"{text} {words}." if words else text

    def result(self, state) -> str:
        winners = state.winners()
        zipa, zaque = state.scores()
        if not winners:
            return f"A draw, {zipa} to {zaque}."
        return f"The {state.seat_name(winners[0])} wins, {max(zipa, zaque)} to {min(zipa, zaque)}."

    # ----- input -----
    def actions(self) -> List[Tuple[str, str]]:
        state = self.state
        if state is None or state.is_over() or self.selected is None or not self.host.human_to_move():
            return []
        out = []
        directions = state.directions(self.selected)
        for step in directions:
            move = Sow(self.selected, step)
            arrow = "\u21ba" if step == CCW else "\u21bb"
            kind = "" if step == directions[0] else " (reverse)"
            out.append((f"sow-{move}", f"{arrow} Sow {move}: {ab.DIRECTION_NAME[step]}{kind}"))
        out.append(("cancel", "Cancel"))
        return out

    def action(self, name: str) -> None:
        if name == "cancel":
            self.cancel()
            self.host.redraw()
        elif name.startswith("sow-") and self.state is not None:
            self.finish_animations()
            self.host.try_move(self.state.parse(name[4:]))

    def cancel(self) -> None:
        self.selected = None

    def places(self) -> List[Tuple[float, float, str]]:
        """For the keyboard: the mover's pits, and while one is chosen the end of its reverse
        path (where a tap sows the reverse way: it stands for the pit of the mover it may end
        in; a path that ends where it began is sown with its button); then the speed button."""
        state = self.state
        found: List[Tuple[float, float, str]] = []
        if state is not None and not state.is_over() and self.host.human_to_move():
            seat = state.to_move
            for pit in range(1, ab.PITS + 1):
                grains = state.pit(seat, pit)
                if not grains:
                    continue
                x, y = place_centre(ab.pit_index(seat, pit), self.flip)
                if pit == self.selected:
                    natural = state.effect(Sow(pit, state.directions(pit)[0]))
                    words = f"Sow pit {pit} {ab.DIRECTION_NAME[natural.step]}: {outcome(natural)}"
                else:
                    words = f"Your pit {pit}: {plural(grains, 'grain')}"
                found.append((x, y, words))
            reverse = self._reverse_preview()
            if reverse is not None and reverse.last != reverse.origin:
                x, y = place_centre(reverse.last, self.flip)
                found = [place for place in found if place[:2] != (x, y)]
                found.append((x, y, f"Sow pit {reverse.pit} {ab.DIRECTION_NAME[reverse.step]} "
                                    f"(reverse): {outcome(reverse)}"))
        bx, by, bw, bh = SPEED_BOX
        found.append((bx + bw / 2, by + bh / 2, f"Sowing speed {SPEEDS[self.speed_index]:g} times"))
        return found

    def tap(self, x: float, y: float) -> None:
        bx, by, bw, bh = SPEED_BOX
        if bx <= x <= bx + bw and by <= y <= by + bh:
            self.speed_index = (self.speed_index + 1) % len(SPEEDS)
            self.host.say(f"Sowing speed {SPEEDS[self.speed_index]:g}\u00d7.")
            self.host.redraw()
            return
        state = self.state
        if self.animating():
            self.finish_animations()
            self.host.redraw()
        if state is None or state.is_over() or not self.host.human_to_move():
            return
        place = place_at(x, y, self.flip)
        seat = state.to_move
        reverse = self._reverse_preview()
        if reverse is not None and place == reverse.last and place != reverse.origin:
            self.host.try_move(Sow(reverse.pit, reverse.step))
            return
        if place is None:
            if self.selected is not None:
                self.selected = None
                self.host.redraw()
            return
        if place in STORES:
            self.host.say("Stores are never harvested: tap one of your pits.")
            return
        owner, pit = ab.pit_of(place)
        if owner != seat:
            self.host.say(f"That pit is the {ab.SEAT_NAMES[owner]}'s: the {ab.SEAT_NAMES[seat]} "
                          f"harvests the {'near' if self._near(seat) else 'far'} row.")
            return
        directions = state.directions(pit)
        if not directions:
            self.host.try_move(Sow(pit, ab.natural_direction(0)))  # the engine says why not
            return
        if pit == self.selected:
            self.host.try_move(Sow(pit, directions[0]))
            return
        self.selected = pit
        self.suggestion = None
        words = self._selection_words()
        self.host.say(words[0].upper() + words[1:])
        self.host.redraw()

    def previews(self) -> Dict[int, ab.Sowing]:
        """The sowing of the selected pit in each allowed direction, natural first."""
        state = self.state
        if self.selected is None or state is None or state.is_over():
            return {}
        return {step: state.effect(Sow(self.selected, step)) for step in state.directions(self.selected)}

    def _reverse_preview(self) -> Optional[ab.Sowing]:
        previews = list(self.previews().values())
        return previews[1] if len(previews) > 1 else None

    # ----- drawing -----
    def draw(self, ctx, now: float) -> bool:
        animating = self.tick(now)
        state = self.state
        board = list(state.board)
        hand = None
        caption_text = self.last_caption
        origin = None
        if self.animation is not None:
            job = self.animation.data
            t = self.animation.progress * job.total
            board, hand = job.board_at(t)
            caption_text = job.caption_at(t)
            origin = job.sowing.origin
        self._board(ctx)
        settled = self.animation is None
        human = self.host.human_to_move()
        mover = state.to_move if settled and human else None
        hints = bool(getattr(self.host, "show_hints", True))
        previews = self.previews() if settled and human else {}
        suggested = None
        if settled and isinstance(self.suggestion, Sow) and not previews and state.why_illegal(self.suggestion) is None:
            suggested = state.effect(self.suggestion)
        for index in range(ab.RING):
            own = mover is not None and index not in STORES and ab.pit_of(index)[0] == mover
            picked = own and ab.pit_of(index)[1] == self.selected
            lit = own and hints and board[index] > 0
            if suggested is not None and index == suggested.origin:
                picked = True
            self._place(ctx, index, board[index], lit=lit, picked=picked or index == origin)
        for kind, sowing in zip(("natural", "reverse"), previews.values()):
            self._path(ctx, sowing, PATH_COLOURS[kind], offset=-7 if kind == "natural" else 7)
        if suggested is not None:
            self._path(ctx, suggested, PATH_COLOURS["hint"], offset=0)
        elif self.played is not None:
            self._path(ctx, self.played, PATH_COLOURS["played"], offset=0)
        if hand is not None:
            x, y, count = hand
            for i in range(min(count, 6)):
                kernel(ctx, x + (i % 3 - 1) * 7, y - 8 - (i // 3) * 6, i * 0.9, KERNEL_COLOURS[i % 4], 1.1)
            self._badge(ctx, x + 20, y - 22, str(count), "#3b2f24")
        self._labels(ctx, state)
        if self._host_speed() > 0:
            self._speed_button(ctx)
        if previews:
            self._preview_words(ctx, previews)
        elif suggested is not None:
            self._lines(ctx, [(PATH_COLOURS["hint"], f"Hint: {self.suggestion} {outcome(suggested)}")])
        elif state.is_over() and settled:
            banner(ctx, self.SIZE, self.result(state))
        elif caption_text:
            self._caption(ctx, caption_text)
        return animating

    def _board(self, ctx) -> None:
        ctx.fillStyle = "#f4ecdd"
        ctx.fillRect(0, 0, WIDTH, HEIGHT)
        x, y, w, h = BOARD
        ctx.save()
        ctx.shadowColor = "rgba(50, 30, 10, 0.45)"
        ctx.shadowBlur = 14
        ctx.shadowOffsetY = 6
        wood = ctx.createLinearGradient(0, y, 0, y + h)
        wood.addColorStop(0, "#9c6b3c")
        wood.addColorStop(0.5, "#b5824f")
        wood.addColorStop(1, "#8d5e33")
        ctx.fillStyle = wood
        rounded_rect(ctx, x, y, w, h, 40)
        ctx.fill()
        ctx.restore()
        # grain of the wood
        ctx.strokeStyle = "rgba(90, 55, 25, 0.18)"
        ctx.lineWidth = 1.5
        for i in range(9):
            yy = y + 20 + i * (h - 40) / 8
            ctx.beginPath()
            ctx.moveTo(x + 40, yy)
            ctx.bezierCurveTo(x + w * 0.3, yy + 6, x + w * 0.6, yy - 6, x + w - 40, yy + 3)
            ctx.stroke()
        # each player's half tinted in their colour, the count badges included
        for seat in (ab.ZIPA, ab.ZAQUE):
            ctx.fillStyle = SEAT_TINTS[seat]
            _, row_y = place_centre(ab.pit_index(seat, 1), self.flip)
            top = row_y - PIT_R - (8 if self._near(seat) else 34)
            rounded_rect(ctx, COLUMN_X0 - PIT_R - 12, top, COLUMN_DX * 9 + 2 * PIT_R + 24, 2 * PIT_R + 42, 22)
            ctx.fill()

    def _place(self, ctx, index: int, count: int, lit: bool = False, picked: bool = False) -> None:
        x, y = place_centre(index, self.flip)
        store = index in STORES
        seat = STORES.index(index) if store else ab.pit_of(index)[0]
        ctx.save()
        hollow = ctx.createRadialGradient(x, y - 6, 4, x, y, STORE_RY if store else PIT_R)
        hollow.addColorStop(0, "#5a3515")
        hollow.addColorStop(1, "#3d220b")
        ctx.fillStyle = hollow
        ctx.beginPath()
        if store:
            ctx.ellipse(x, y, STORE_RX, STORE_RY, 0, 0, 2 * math.pi)
        else:
            ctx.arc(x, y, PIT_R, 0, 2 * math.pi)
        ctx.fill()
        ctx.lineWidth = 5 if (lit or picked) else 3
        ctx.strokeStyle = "#1f6fd1" if picked else (SEAT_COLOURS[seat] if (lit or store) else "#6e4622")
        ctx.stroke()
        ctx.restore()
        for kx, ky, angle, shade in kernel_slots(index, count, self.flip):
            kernel(ctx, kx, ky, angle, KERNEL_COLOURS[shade])
        lx, ly = count_label_centre(index, self.flip)
        self._badge(ctx, lx, ly, str(count), SEAT_COLOURS[seat] if count else "#8a7a66")

    @staticmethod
    def _badge(ctx, x: float, y: float, text: str, colour: str) -> None:
        ctx.fillStyle = "#fff8e8"
        ctx.beginPath()
        ctx.arc(x, y, 13, 0, 2 * math.pi)
        ctx.fill()
        ctx.lineWidth = 2
        ctx.strokeStyle = colour
        ctx.stroke()
        ctx.fillStyle = "#2b2118"
        ctx.font = "bold 14px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillText(text, x, y + 1)

    def _path(self, ctx, sowing: ab.Sowing, colour: str, offset: float) -> None:
        """The preview of a sowing: a dashed line through every place a grain falls, a dot on
        each, and a ring round the place of the last grain."""
        points = [place_centre(p, self.flip) for p in (sowing.origin,) + sowing.drops]
        ctx.save()
        ctx.strokeStyle = colour
        ctx.globalAlpha = 0.85
        ctx.lineWidth = 4
        ctx.setLineDash([9, 6])
        ctx.beginPath()
        ctx.moveTo(points[0][0], points[0][1] + offset)
        for px, py in points[1:]:
            ctx.lineTo(px, py + offset)
        ctx.stroke()
        ctx.setLineDash([])
        ctx.fillStyle = colour
        for px, py in points[1:]:
            ctx.beginPath()
            ctx.arc(px, py + offset, 5, 0, 2 * math.pi)
            ctx.fill()
        lx, ly = place_centre(sowing.last, self.flip)
        ctx.lineWidth = 5
        ctx.beginPath()
        if sowing.last in STORES:
            ctx.ellipse(lx, ly, STORE_RX + 6, STORE_RY + 6, 0, 0, 2 * math.pi)
        else:
            ctx.arc(lx, ly, PIT_R + 7, 0, 2 * math.pi)
        ctx.stroke()
        ctx.restore()

    def _labels(self, ctx, state) -> None:
        ctx.textBaseline = "middle"
        for seat in (ab.ZIPA, ab.ZAQUE):
            near = self._near(seat)
            # pit numbers in each owner's numbering, on the board's edge by their row
            ctx.font = "12px system-ui, sans-serif"
            ctx.fillStyle = "#fff1d6"
            ctx.textAlign = "center"
            for pit in range(1, ab.PITS + 1):
                x, y = place_centre(ab.pit_index(seat, pit), self.flip)
                ctx.fillText(str(pit), x + PIT_R - 2, y + (PIT_R - 2 if near else -(PIT_R - 2)))
            # the name plate, with the sowing direction towards the own store
            y = HEIGHT - 24 if near else 30
            ctx.font = "bold 18px system-ui, sans-serif"
            ctx.fillStyle = SEAT_COLOURS[seat]
            name = ab.SEAT_NAMES[seat]
            arrow = "\u2192" if near else "\u2190"
            row = "near" if near else "far"
            text = f"{name}: {row} row, pits 1\u201310 {arrow} store  ({state.store(seat)} in store)"
            if state.to_move == seat:
                text = "\u25B6 " + text + ("  \u00b7 plays twice" if state.owed else "")
            ctx.fillText(text, WIDTH / 2 - 40, y)
            sx, _ = place_centre(STORES[seat], self.flip)
            ctx.font = "bold 13px system-ui, sans-serif"
            ctx.fillStyle = "#fff1d6"
            ctx.fillText(f"{name}'s", sx, STORE_Y - STORE_RY + 22)
            ctx.fillText("store", sx, STORE_Y - STORE_RY + 38)

    def _speed_button(self, ctx) -> None:
        label_box(ctx, SPEED_BOX, f"\u25B6\u25B6 speed {SPEEDS[self.speed_index]:g}\u00d7", "#fff8e8", "#2b2118", 10,
                  outline="#8a5a2b", dy=1)

    def _caption(self, ctx, text: str) -> None:
        ctx.font = "bold 15px system-ui, sans-serif"
        width = min(WIDTH - 40, ctx.measureText(text).width + 30)
        x = (WIDTH - width) / 2
        y = STORE_Y - 16
        ctx.fillStyle = "rgba(30, 24, 18, 0.82)"
        rounded_rect(ctx, x, y, width, 32, 10)
        ctx.fill()
        ctx.fillStyle = "#fff8e8"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillText(text, WIDTH / 2, y + 17, WIDTH - 60)

    def _preview_words(self, ctx, previews: Dict[int, ab.Sowing]) -> None:
        lines = []
        for kind, (step, sowing) in zip(("natural", "reverse"), previews.items()):
            how = "tap the pit again" if kind == "natural" else "tap the orange end"
            lines.append((PATH_COLOURS[kind], f"{Sow(sowing.pit, step)} {ab.DIRECTION_NAME[step]}: "
                                              f"{outcome(sowing)} ({how})"))
        self._lines(ctx, lines)

    def _lines(self, ctx, lines: List[Tuple[str, str]]) -> None:
        """Boxed lines of coloured words between the rows."""
        ctx.font = "bold 14px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        y = STORE_Y - 14 * len(lines) + 14
        for colour, text in lines:
            width = min(WIDTH - 260, ctx.measureText(text).width + 24)
            ctx.fillStyle = "rgba(255, 248, 232, 0.93)"
            rounded_rect(ctx, (WIDTH - width) / 2, y - 12, width, 25, 8)
            ctx.fill()
            ctx.lineWidth = 2
            ctx.strokeStyle = colour
            ctx.stroke()
            ctx.fillStyle = colour
            ctx.fillText(text, WIDTH / 2, y + 1, WIDTH - 280)
            y += 29

    @classmethod
    def sample(cls):
        state = ab.AbcuazegoState({"max_plies": ab.DEFAULT_MAX_PLIES})
        for text in ("3a", "8a", "10a", "6", "2c", "5"):
            state = state.play(text)
        return state
