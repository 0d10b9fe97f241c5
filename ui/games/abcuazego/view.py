"""Abcuazego on the canvas: a wooden board, two rows of ten pits, a store at each end,
maize kernels, sowing previews and grain-by-grain sowing.

No browser import: the view is tested in CPython. Every rule question goes to the
engine: `legal_moves`, `why_illegal`, `directions` and `effect` (where every grain of a
move falls, what it captures, who plays next). Where things are is in layout.py, how
they are drawn in paint.py, a sowing's course in time in timeline.py, the words in
words.py. The board is turned round (the Zaque's row near) when `host.bottom_seat()`
is the Zaque.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from engines import abcuazego as ab
from engines.abcuazego import CCW, STORES, Sow, Sowing

from ui.drawing import Mark, inside
from ui.games.abcuazego import paint
from ui.games.abcuazego.layout import (BOARD, HEIGHT, PIT_R, SPEED_BOX, STORE_RX, STORE_RY, WIDTH, near,
                                       place_at, place_centre)
from ui.games.abcuazego.timeline import Timeline
from ui.games.abcuazego.words import caption, outcome, plural, sowed
from ui.view import Animation, LastMove, View

__all__ = ["AbcuazegoView", "HEIGHT", "SPEED_BOX", "SPEEDS", "WIDTH", "place_at", "place_centre"]

SPEEDS = (1.0, 2.0, 4.0)  # the sowing-speed button's steps, on top of the animation setting
MAX_QUEUED = 3  # sowings waiting to be shown; older ones are skipped


class AbcuazegoView(View):
    """Draws an Abcuazego state, previews sowings and turns taps into moves."""

    game_id = "abcuazego"
    SIZE = (WIDTH, HEIGHT)
    THUMBNAIL_BOX = BOARD  # the home page shows the board alone

    def __init__(self, host):
        super().__init__(host)
        self.selected: Optional[int] = None  # the mover's pit number being previewed
        self.queue: List[Animation] = []  # sowings being shown, the running one first
        self.speed_index = 0
        self.path_shown = False  # the last move drawn as a path (it was not animated)

    @property
    def flip(self) -> bool:
        """Is the board turned round (the Zaque's row nearest the player)?"""
        return self.host.bottom_seat() == ab.ZAQUE

    # ----- the position shown and the sowings shown ---------------------------------------------
    def on_new_state(self, state, previous=None, move=None, animate: bool = True) -> None:
        if not animate or previous is None or move is None:
            self.queue = []  # a jump (new game, undo, review): nothing left to show
        super().on_new_state(state, previous, move, animate)
        self.path_shown = self.last is not None and self.animation is None

    def animate(self, last: LastMove) -> None:
        """Queue the sowing of the move just played behind those still being shown."""
        timeline = Timeline(last.before, last.effect, self.state, self.flip)
        self.start_animation("sow", timeline, timeline.total)
        if self.animation is None:  # animations are off
            self.queue = []
            return
        self.queue.append(self.animation)
        del self.queue[:-MAX_QUEUED]  # far behind (computers playing fast): skip ahead
        self.animation = self.queue[0]
        self.animation.duration = self._seconds(self.animation.data)

    @property
    def speed(self) -> float:
        """How fast the sowing plays: the chosen speed, quicker while moves wait their turn."""
        return SPEEDS[self.speed_index] * (1 + 1.5 * max(0, len(self.queue) - 1))

    def _seconds(self, timeline: Timeline) -> float:
        """How long a sowing takes now, at the animation setting and the sowing speed."""
        return timeline.total / (max(self.host.animation_speed, 0.01) * self.speed)

    def tick(self, now: float) -> bool:
        """Advance the running sowing (at the speed of the moment); the next one in the
        queue starts when it ends."""
        anim = self.animation
        if anim is None:
            return False
        if anim.start is None:
            anim.start = now
        wanted = self._seconds(anim.data)
        if abs(wanted - anim.duration) > 1e-9:  # the speed changed: keep the progress
            fraction = min(1.0, (now - anim.start) / (anim.duration * 1000.0))
            anim.duration = wanted
            anim.start = now - fraction * wanted * 1000.0
        anim.progress = min(1.0, (now - anim.start) / (anim.duration * 1000.0))
        if anim.progress >= 1.0:
            self.queue.pop(0)
            self.animation = self.queue[0] if self.queue else None
        return True

    def finish_animations(self) -> None:
        """Jump to the end of every sowing being shown."""
        self.queue = []
        self.animation = None

    def animating(self) -> bool:
        """Is a sowing being shown?"""
        return self.animation is not None

    # ----- words ----------------------------------------------------------------------------------
    def hint(self) -> str:
        state = self.state
        if state is None or state.to_move is None:
            return ""
        if self.selected is not None:
            return self._selection_words()
        row = "near" if near(state.to_move, self.flip) else "far"
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
        return sowed(before.effect(move))

    def result(self, state) -> str:
        winners = state.winners()
        zipa, zaque = state.scores()
        if not winners:
            return f"A draw, {zipa} to {zaque}."
        return f"The {state.seat_name(winners[0])} wins, {max(zipa, zaque)} to {min(zipa, zaque)}."

    # ----- input ----------------------------------------------------------------------------------
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
        flip = self.flip
        found: List[Tuple[float, float, str]] = []
        if state is not None and not state.is_over() and self.host.human_to_move():
            seat = state.to_move
            for pit in range(1, ab.PITS + 1):
                grains = state.pit(seat, pit)
                if not grains:
                    continue
                x, y = place_centre(ab.pit_index(seat, pit), flip)
                if pit == self.selected:
                    natural = state.effect(Sow(pit, state.directions(pit)[0]))
                    words = f"Sow pit {pit} {ab.DIRECTION_NAME[natural.step]}: {outcome(natural)}"
                else:
                    words = f"Your pit {pit}: {plural(grains, 'grain')}"
                found.append((x, y, words))
            reverse = self._reverse_preview()
            if reverse is not None and reverse.last != reverse.origin:
                x, y = place_centre(reverse.last, flip)
                found = [spot for spot in found if spot[:2] != (x, y)]
                found.append((x, y, f"Sow pit {reverse.pit} {ab.DIRECTION_NAME[reverse.step]} "
                                    f"(reverse): {outcome(reverse)}"))
        bx, by, bw, bh = SPEED_BOX
        found.append((bx + bw / 2, by + bh / 2, f"Sowing speed {SPEEDS[self.speed_index]:g} times"))
        return found

    def tap(self, x: float, y: float) -> None:
        if inside(x, y, SPEED_BOX):
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
                          f"harvests the {'near' if near(seat, self.flip) else 'far'} row.")
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

    def previews(self) -> Dict[int, Sowing]:
        """The sowing of the selected pit in each allowed direction, natural first."""
        state = self.state
        if self.selected is None or state is None or state.is_over():
            return {}
        return {step: state.effect(Sow(self.selected, step)) for step in state.directions(self.selected)}

    def _reverse_preview(self) -> Optional[Sowing]:
        previews = list(self.previews().values())
        return previews[1] if len(previews) > 1 else None

    def _suggested(self) -> Optional[Sowing]:
        """The computer's suggestion, as the engine plays it out (None if there is none)."""
        move = self.suggestion
        if isinstance(move, Sow) and self.state.why_illegal(move) is None:
            return self.state.effect(move)
        return None

    # ----- highlights -----------------------------------------------------------------------------
    def _ring(self, kind: str, index: int) -> Mark:
        """A highlight round a pit, or round a store (a tall box)."""
        x, y = place_centre(index, self.flip)
        if index in STORES:
            return Mark(kind, x, y, w=2 * STORE_RX + 10, h=2 * STORE_RY + 10)
        return Mark(kind, x, y, r=PIT_R + 3)

    def last_move_marks(self, last: LastMove) -> List[Mark]:
        """The pit harvested and the place of the last grain."""
        sowing = last.effect
        return [self._ring("last", index) for index in dict.fromkeys((sowing.origin, sowing.last))]

    def selection_marks(self) -> List[Mark]:
        if self.selected is None:
            return []
        return [self._ring("selected", ab.pit_index(self.state.to_move, self.selected))]

    def target_marks(self) -> List[Mark]:
        """The pits the mover may harvest (besides the one chosen)."""
        seat = self.state.to_move
        return [self._ring("target", ab.pit_index(seat, pit)) for pit in range(1, ab.PITS + 1)
                if self.state.pit(seat, pit) and pit != self.selected]

    def suggestion_marks(self, move) -> List[Mark]:
        sowing = self._suggested()
        return [self._ring("hint", sowing.origin)] if sowing is not None else []

    # ----- drawing --------------------------------------------------------------------------------
    def _moment(self):
        """What the board shows now: (places, grains in the hand, caption, to move, owed, the
        pit being harvested) - the sowing's moment while one is shown, else the position."""
        state = self.state
        if self.animation is not None:
            timeline = self.animation.data
            t = self.animation.progress * timeline.total
            board, in_hand = timeline.board_at(t)
            to_move, owed = timeline.mover_at(t)
            return board, in_hand, timeline.caption_at(t), to_move, owed, timeline.sowing.origin
        words = caption(self.last.effect) if self.last is not None else ""
        return state.board, None, words, state.to_move, state.owed, None

    def paint(self, ctx) -> None:
        flip = self.flip
        board, _, _, to_move, owed, lifted = self._moment()
        paint.wood(ctx, flip)
        for index in range(ab.RING):
            paint.place(ctx, index, board[index], flip, lifted=index == lifted)
        paint.name_plates(ctx, [board[STORES[0]], board[STORES[1]]], to_move, owed, flip)
        if self.host.animation_speed > 0:
            paint.speed_button(ctx, SPEEDS[self.speed_index])

    def paint_over(self, ctx) -> None:
        """Above the highlights: the sowing paths, the grains in the hand, the words."""
        flip = self.flip
        _, in_hand, words, _, _, _ = self._moment()
        settled = self.animation is None
        previews = self.previews() if settled and self.host.human_to_move() else {}
        suggested = self._suggested() if settled and not previews else None
        for (kind, offset), sowing in zip((("natural", -7), ("reverse", 7)), previews.values()):
            paint.path(ctx, sowing, paint.PATH_COLOURS[kind], offset, flip)
        if suggested is not None:
            paint.path(ctx, suggested, paint.PATH_COLOURS["hint"], 0, flip)
        elif settled and self.path_shown and not previews:
            paint.path(ctx, self.last.effect, paint.PATH_COLOURS["played"], 0, flip)
        if in_hand is not None:
            paint.hand(ctx, *in_hand)
        if previews:
            paint.word_lines(ctx, self._preview_lines(previews))
        elif suggested is not None:
            paint.word_lines(ctx, [(paint.PATH_COLOURS["hint"], f"Hint: {self.suggestion} {outcome(suggested)}")])
        elif words and not (settled and self.state.is_over()):  # at the end the banner says it
            paint.caption_box(ctx, words)

    @staticmethod
    def _preview_lines(previews: Dict[int, Sowing]) -> List[Tuple[str, str]]:
        lines = []
        for kind, (step, sowing) in zip(("natural", "reverse"), previews.items()):
            how = "tap the pit again" if kind == "natural" else "tap the orange end"
            lines.append((paint.PATH_COLOURS[kind], f"{Sow(sowing.pit, step)} {ab.DIRECTION_NAME[step]}: "
                                                    f"{outcome(sowing)} ({how})"))
        return lines

    @classmethod
    def sample(cls):
        state = ab.AbcuazegoState({"max_plies": ab.DEFAULT_MAX_PLIES})
        for text in ("3a", "8a", "10a", "6", "2c", "5"):
            state = state.play(text)
        return state
