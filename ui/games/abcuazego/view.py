"""Abcuazego on the canvas: an upright wooden board, two columns of ten pits, a store at
each end, maize kernels, sowing previews and grain-by-grain sowing.

No browser import: the view is tested in CPython. Every rule question goes to the
engine: `legal_moves`, `why_illegal`, `directions` and `effect` (where every grain of a
move falls, what it captures, who plays next). Where things are is in layout.py, how
they are drawn in paint.py, a sowing's course in time in timeline.py, the words in
words.py. The player at `host.bottom_seat()` is drawn nearest: their pits in the left
column, their store at the bottom (layout.py says why); so the board is turned round
when that is the Zaque. Words the board has no room for (what a pit would do, what a
move did) are the page's: `hint`, `describe`, `seat_detail`; the sowing speed is one
of `actions`.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from engines import abcuazego as ab
from engines.abcuazego import CCW, STORES, Sow, Sowing

from ui.drawing import Mark
from ui.games.abcuazego import paint
from ui.games.abcuazego.layout import (HEIGHT, PIT_RX, PIT_RY, STORE_RX, STORE_RY, WIDTH, near, place_at,
                                       place_centre)
from ui.games.abcuazego.timeline import Timeline
from ui.games.abcuazego.words import outcome, plural, sowed
from ui.view import Animation, LastMove, View

__all__ = ["AbcuazegoView", "HEIGHT", "SPEEDS", "WIDTH", "place_at", "place_centre"]

SPEEDS = (1.0, 2.0, 4.0)  # the sowing-speed button's steps, on top of the animation setting
MAX_QUEUED = 3  # sowings waiting to be shown; older ones are skipped


class AbcuazegoView(View):
    """Draws an Abcuazego state, previews sowings and turns taps into moves."""

    game_id = "abcuazego"
    SIZE = (WIDTH, HEIGHT)
    THUMBNAIL_BOX = (0, HEIGHT - 504, WIDTH, 504)  # the home page's landscape card: the near half

    def __init__(self, host):
        super().__init__(host)
        self.selected: Optional[int] = None  # the mover's pit number being previewed
        self.queue: List[Animation] = []  # sowings being shown, the running one first
        self.speed_index = 0
        self.path_shown = False  # the last move drawn as a path (it was not animated)

    @property
    def flip(self) -> bool:
        """Is the board turned round (the Zaque's column and store nearest the player)?"""
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
        owed = " (you play twice)" if state.owed else ""
        words = f"tap one of your pits (the {self._column(state.to_move)}) to see where its grains go{owed}."
        suggested = self._suggested() if self.suggestion is not None else None
        if suggested is not None:
            words += f" Hint: {self.suggestion} {outcome(suggested)} (the green path)."
        return words

    def _column(self, seat: int) -> str:
        """Where `seat`'s pits are drawn, in words."""
        return "left column" if near(seat, self.flip) else "right column"

    def _selection_words(self) -> str:
        """What the chosen pit would do each way, and how to sow it (the previews in words)."""
        state = self.state
        pit = self.selected
        grains = state.pit(state.to_move, pit)
        natural, *reverse = self.previews().values()
        words = (f"pit {pit}: {plural(grains, 'grain')} sow {ab.DIRECTION_NAME[natural.step]} "
                 f"({'odd' if grains % 2 else 'even'}, the blue path): {outcome(natural)}. Tap the pit again to sow")
        if reverse:
            other = reverse[0]
            how = f"press {Sow(pit, other.step)}" if other.last == other.origin else "tap the orange end"
            words += f"; or {how} to sow {ab.DIRECTION_NAME[other.step]}: {outcome(other)}"
        return words + "."

    def seat_detail(self, seat: int) -> str:
        """Where the seat's pits are and how many grains they hold (their store is the score)."""
        state = self.state
        if state is None:
            return ""
        words = f"{self._column(seat).capitalize()}, {plural(sum(state.row(seat)), 'grain')} in pits"
        if state.to_move == seat and state.owed:
            words += ", plays twice"
        return words

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
        """While a pit is chosen, a button for each way to sow it and Cancel; then, while
        moves are animated and the game goes on, the sowing speed."""
        state = self.state
        out: List[Tuple[str, str]] = []
        if (state is not None and not state.is_over() and self.selected is not None
                and self.host.human_to_move()):
            directions = state.directions(self.selected)
            for step in directions:
                move = Sow(self.selected, step)
                arrow = "\u21ba" if step == CCW else "\u21bb"
                kind = "" if step == directions[0] else " (reverse)"
                out.append((f"sow-{move}", f"{arrow} Sow {move}: {ab.DIRECTION_NAME[step]}{kind}"))
            out.append(("cancel", "Cancel"))
        if self.host.animation_speed > 0 and state is not None and not state.is_over():
            out.append(("speed", f"Sowing speed: {SPEEDS[self.speed_index]:g}\u00d7"))
        return out

    def action(self, name: str) -> None:
        if name == "speed":
            self.speed_index = (self.speed_index + 1) % len(SPEEDS)
            self.host.say(f"Sowing speed {SPEEDS[self.speed_index]:g}\u00d7.")
            self.host.redraw()
        elif name == "cancel":
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
        in; a path that ends where it began is sown with its button)."""
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
        return found

    def tap(self, x: float, y: float) -> None:
        """A tap anywhere in a place's cell: choose a pit (its previews), sow it (the pit
        again, or the orange end), or be told why not; a tap also ends a sowing being shown."""
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
        if place is None or place in STORES or ab.pit_of(place)[0] != seat:
            if self.selected is not None:  # a tap away from the previews drops them
                self.selected = None
                self.host.redraw()
            if place in STORES:
                self.host.say("Stores are never harvested: tap one of your pits.")
            elif place is not None:
                self.host.say(f"That pit is the {ab.SEAT_NAMES[1 - seat]}'s: the {ab.SEAT_NAMES[seat]} "
                              f"harvests the {self._column(seat)}.")
            return
        pit = ab.pit_of(place)[1]
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
        """A highlight round a pit or a store (a rounded box round its hollow)."""
        x, y = place_centre(index, self.flip)
        if index in STORES:
            return Mark(kind, x, y, w=2 * STORE_RX + 10, h=2 * STORE_RY + 10)
        return Mark(kind, x, y, w=2 * PIT_RX + 8, h=2 * PIT_RY + 8)

    def result_marks(self) -> List[Mark]:
        """At the end, the winner's store (both stores at a draw)."""
        winners = self.state.winners()
        seats = winners if winners else (ab.ZIPA, ab.ZAQUE)
        return [self._ring("win", STORES[seat]) for seat in seats]

    def last_move_marks(self, last: LastMove) -> List[Mark]:
        """The pit harvested, the place of the last grain and any pit captured."""
        sowing = last.effect
        places = (sowing.origin, sowing.last) + tuple(capture.index for capture in sowing.captures)
        return [self._ring("last", index) for index in dict.fromkeys(places)]

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
        """What the board shows now: (places, grains in the air, to move, the pit being
        harvested) - the sowing's moment while one is shown, else the position."""
        state = self.state
        if self.animation is not None:
            timeline = self.animation.data
            t = self.animation.progress * timeline.total
            board, in_hand = timeline.board_at(t)
            return board, in_hand, timeline.mover_at(t)[0], timeline.sowing.origin
        return state.board, None, state.to_move, None

    def paint(self, ctx) -> None:
        flip = self.flip
        board, _, to_move, lifted = self._moment()
        paint.wood(ctx, flip, to_move)
        for index in range(ab.RING):
            paint.place(ctx, index, board[index], flip, lifted=index == lifted)
        paint.pit_numbers(ctx, flip)

    def paint_over(self, ctx) -> None:
        """Above the highlights: the sowing paths (the previews, the hint, a move shown
        without its sowing) and the grains in the air."""
        flip = self.flip
        _, in_hand, _, _ = self._moment()
        settled = self.animation is None
        previews = self.previews() if settled and self.host.human_to_move() else {}
        suggested = self._suggested() if settled and not previews else None
        for (kind, offset), sowing in zip((("natural", -8), ("reverse", 8)), previews.values()):
            paint.path(ctx, sowing, paint.PATH_COLOURS[kind], offset, flip)
        if suggested is not None:
            paint.path(ctx, suggested, paint.PATH_COLOURS["hint"], 0, flip)
        elif settled and self.path_shown and not previews:
            paint.path(ctx, self.last.effect, paint.PATH_COLOURS["played"], 0, flip)
        if in_hand is not None:
            paint.hand(ctx, *in_hand)

    @classmethod
    def sample(cls):
        state = ab.AbcuazegoState({"max_plies": ab.DEFAULT_MAX_PLIES})
        for text in ("3a", "8a", "10a", "6", "2c", "5"):
            state = state.play(text)
        return state
