"""Abagio on the canvas: the square track round the Pond, the two diamond spots, the two
Safe Zones in their colours, the Root; stacks drawn from the side so every stack's
colour order reads at a glance; dice, the Top Frog, and taps into leaps.

The view keeps what a person is doing (the frog picked up, the stack inspected) and
turns taps into leaps and Top Frog moves (Roll and Set the Top Frog aside are the page's
buttons, from `actions()`); every rule question goes to the engine (`legal_moves`,
`why_illegal`, `forced_note`, and `effect` for what a move did). Where things are is in
layout.py, the pieces in pieces.py, the board in board.py and the strip under it (the
dice, the Top Frog, the stack read out) in strip.py; the counts of each seat are words
beside the seat (`seat_detail`).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Dict, List, Optional, Tuple

from engines import abagio
from engines.abagio import LEAP, POND, PURPLE, RED, ROLL, ROLLOFF, TOP, AbagioEffect, Leap, TopFrog
from ui.drawing import FONT, Box, Mark, ease, inside, label_box, lerp, rounded_rect
from ui.drawing import text as write
from ui.games.abagio.board import paint_board, paint_pond, paint_stacks, paint_top_frog
from ui.games.abagio.layout import (BOARD_BOTTOM, COLOUR_WORDS, FROG_STEP, HEIGHT, PLACES, POND_BOX, TEXT_PX,
                                    TOP_FROG_BOX, WIDTH, Place, badge_rect, choice_hit, choice_rect, die_box,
                                    frog_width, place_at, place_centre, place_for, place_name, place_rect, pond_row,
                                    slot_xy, stack_caption, stack_of, stack_words, step_words)
from ui.games.abagio.pieces import FROG_SHADES, LETTERS, TOP_FROG_SHADES, die_face, frog
from ui.games.abagio.strip import paint_strip
from ui.view import LastMove, StillHost, View

__all__ = ["HEIGHT", "WIDTH", "AbagioView", "Flight", "badge_rect", "choice_rect", "place_centre", "place_for",
           "place_name"]


@dataclass(frozen=True)
class Flight:
    """A leap being animated: what it did, the place it lands on, where the frog takes
    off and lands, and the Root slot a hit frog flies back to."""

    effect: AbagioEffect
    target: Place
    start: Tuple[float, float]
    end: Tuple[float, float]
    root: Tuple[float, float]


def place_mark(kind: str, place: Place, inset: float = 4) -> Mark:
    """A highlight of `kind` over a whole place."""
    x, y, w, h = place_rect(place)
    return Mark(kind, x + w / 2, y + h / 2, w=w - 2 * inset, h=h - 2 * inset)


def box_mark(kind: str, box: Box) -> Mark:
    """A highlight of `kind` round a button."""
    x, y, w, h = box
    return Mark(kind, x + w / 2, y + h / 2, w=w + 8, h=h + 8)


class AbagioView(View):
    """Draws an Abagio state and turns taps into leaps and Top Frog moves (its buttons into rolls)."""

    game_id = "abagio"
    SIZE = (WIDTH, HEIGHT)
    THUMBNAIL_BOX = (0, 0, WIDTH, BOARD_BOTTOM)  # the board without the strip

    def __init__(self, host):
        super().__init__(host)
        self.selected: Optional[Place] = None   # the place whose top frog is about to leap
        self.inspected: Optional[Place] = None  # the stack read out under the board
        self.hovered: Optional[Place] = None    # the stack under the mouse (shown instead)

    def human_rolls(self) -> bool:
        state = self.state
        if state is None or state.phase not in (ROLL, ROLLOFF):
            return False
        if state.phase == ROLLOFF:
            return any(self.host.is_human(s) for s in (RED, PURPLE))
        return self.host.is_human(state.player)

    def _my_turn(self) -> bool:
        return self.host.human_to_move()

    # ----- animation: from what the engine says the move did -----
    def animate(self, last: LastMove) -> None:
        effect = last.effect
        if effect.kind == "leap":
            colour = effect.colour
            source, target = place_for(colour, effect.source), place_for(colour, effect.target)
            start = slot_xy(source, max(0, len(stack_of(last.before, source)) - 1))
            end = place_centre("pond") if effect.home else slot_xy(target, effect.landed_on)
            root = end
            if effect.hit:
                root = slot_xy(("root", effect.hit_colour), self.state.root[effect.hit_colour] - 1)
            self.start_animation("leap", Flight(effect, target, start, end, root), 0.95 if effect.hit else 0.5)
        elif effect.kind == "roll":
            self.start_animation("roll", effect, 0.45)
        elif effect.kind == "top" and effect.top_frog:
            self.start_animation("top", effect, 0.4)

    def _progress(self, kind: str) -> Optional[float]:
        """How far the running animation of `kind` is (0 to 1), or None if none runs."""
        anim = self.animation
        return anim.progress if anim is not None and anim.kind == kind else None

    # ----- highlights -----
    def last_move_marks(self, last: LastMove) -> List[Mark]:
        effect = last.effect
        if effect.kind == "leap":
            return [place_mark("last", place_for(effect.colour, effect.source)),
                    place_mark("last", place_for(effect.colour, effect.target))]
        if effect.kind == "top" and effect.top_frog:
            return [place_mark("last", effect.top_frog)]
        if effect.kind == "roll":  # the fresh dice under the board
            count = 4 if last.move.low == last.move.high else 2
            x, y, _, h = die_box(0, count)
            right, _, w, _ = die_box(count - 1, count)
            return [box_mark("last", (x, y, right + w - x, h))]
        return []

    def selection_marks(self) -> List[Mark]:
        if self.selected is None or self.state.phase != LEAP:
            return []
        return [place_mark("selected", self.selected, inset=6)]

    def target_marks(self) -> List[Mark]:
        state = self.state
        if state.phase == LEAP:
            return [place_mark("target", place) for place in self._targets()]
        if state.phase == TOP:
            return [place_mark("target", step, inset=6) for step in state.top_frog_spots()]
        return []

    def suggestion_marks(self, move) -> List[Mark]:
        state = self.state
        if isinstance(move, Leap):
            return [place_mark("hint", place_for(state.player, move.source), inset=6),
                    place_mark("hint", place_for(state.player, move.target), inset=6)]
        if isinstance(move, TopFrog):
            return [place_mark("hint", move.step, inset=6) if move.step else box_mark("hint", TOP_FROG_BOX)]
        return []

    def result_marks(self) -> List[Mark]:
        """The winner's twelve frogs in the Pond."""
        winner = self.state.winners()[0]
        frogs_y, words_y = pond_row(winner)
        x, _, w, _ = POND_BOX
        return [Mark("win", x + w / 2, (frogs_y + words_y) / 2 - 2, w=w - 40, h=words_y - frogs_y + 34)]

    # ----- painting -----
    def paint(self, ctx) -> None:
        """The board, the Pond and the strip under the board: what the highlights lie on."""
        state = self.state
        paint_board(ctx)
        flight = self._flight()
        home = flight is not None and flight.effect.home
        leap = self._progress("leap")
        paint_pond(ctx, state, arriving=flight.effect.colour if home else None,
                   ripple=(leap - 0.6) / 0.4 if home and leap > 0.6 else None)
        paint_strip(ctx, state, self.hovered if self.hovered is not None else self.inspected,
                    self._progress("roll"), still=isinstance(self.host, StillHost))

    def paint_over(self, ctx) -> None:
        """Above the highlights, so that they light the spaces and not the frogs: the
        stacks, the rings of what may be tapped, the Top Frog, the dice labels of the lit
        spots and the choice of die at the Pond, and the frogs in flight above everything."""
        state = self.state
        if state.board is None:
            return
        flight = self._flight()
        hide: Dict[Place, int] = {}
        root_hide = [0, 0]
        if flight is not None:
            hide[flight.target] = 1
            if flight.effect.hit:
                root_hide[flight.effect.hit_colour] = 1
        paint_stacks(ctx, state, hide, root_hide)
        self._affordances(ctx)
        paint_top_frog(ctx, state, self._progress("top"))
        if self._settled_turn() and state.phase == LEAP and (self.host.show_hints or self.suggestion is not None):
            for move, box in self._badges():
                label_box(ctx, box, str(move.die), "#1e9e55", "#ffffff", 6, font=f"bold {TEXT_PX}px {FONT}", dy=1)
        if self._settled_turn():
            self._paint_choices(ctx)
        flight = self._flight()
        if flight is None:
            return
        progress = self.animation.progress
        effect = flight.effect
        split = 0.55 if effect.hit else 1.0
        t = ease(min(1.0, progress / split))
        (sx, sy), (tx, ty) = flight.start, flight.end
        if effect.hit:  # the hit frog waits, then flies back to its Root
            u = ease(max(0.0, (progress - split) / (1 - split)))
            rx, ry = flight.root
            hx, hy = lerp(tx, rx, u), lerp(ty - FROG_STEP, ry, u) - 70 * math.sin(math.pi * u)
            frog(ctx, hx, hy, FROG_SHADES[effect.hit_colour], frog_width(flight.target), face=True,
                 letter=LETTERS[effect.hit_colour])
        x, y = lerp(sx, tx, t), lerp(sy, ty, t) - 50 * math.sin(math.pi * t)
        frog(ctx, x, y, FROG_SHADES[effect.colour], frog_width(flight.target), face=True,
             letter=LETTERS[effect.colour])

    def _paint_choices(self, ctx) -> None:
        """Two dice take the picked frog into the Pond: the two dice, to tap the one to use,
        over the Pond's water (its frogs and counts hidden meanwhile)."""
        choices = self._pond_choices()
        if not choices:
            return
        px, py, pw, ph = POND_BOX
        ctx.fillStyle = "#3f86b4"
        ctx.beginPath()
        ctx.ellipse(px + pw / 2, py + ph / 2, pw / 2 - 8, ph / 2 - 8, 0, 0, 2 * math.pi)
        ctx.fill()
        write(ctx, "Which die?", px + pw / 2, py + 40, f"bold {TEXT_PX}px {FONT}", "#ffffff", align="center")
        for order, move in enumerate(choices):
            x, y, w, h = choice_rect(order)
            die_face(ctx, x, y, w, move.die)
            ctx.strokeStyle = "#1e9e55"
            ctx.lineWidth = 4
            rounded_rect(ctx, x - 4, y - 4, w + 8, h + 8, 14)
            ctx.stroke()

    def _flight(self) -> Optional[Flight]:
        anim = self.animation
        return anim.data if anim is not None and anim.kind == "leap" else None

    def _settled_turn(self) -> bool:
        """The person here is to move and nothing is moving on the board."""
        return self._my_turn() and self.animation is None and not self.state.is_over()

    def _affordances(self, ctx) -> None:
        """What a tap may do, painted on the board: the stack read out (dashed),
        the frogs that may leap (ringed) and the Top Frog's squares (a small Top Frog)."""
        state = self.state
        place = self.hovered if self.hovered is not None else self.inspected
        if place is not None:
            x, y, w, h = place_rect(place)
            ctx.strokeStyle = "rgba(40, 40, 40, 0.55)"
            ctx.lineWidth = 2
            ctx.setLineDash([5, 4])
            rounded_rect(ctx, x + 2, y + 2, w - 4, h - 4, 10)
            ctx.stroke()
            ctx.setLineDash([])
        if not self._settled_turn():
            return
        if state.phase == LEAP:  # dashed blue: may be picked up (the "selected" mark is solid blue)
            ctx.strokeStyle = "#1f6fd1"
            ctx.lineWidth = 2.5
            ctx.setLineDash([7, 5])
            for place in self._sources():
                if place == self.selected:
                    continue
                x, y, w, h = place_rect(place)
                rounded_rect(ctx, x + 6, y + 6, w - 12, h - 12, 9)
                ctx.stroke()
            ctx.setLineDash([])
        elif state.phase == TOP:
            for step in state.top_frog_spots():
                x, y, w, _ = place_rect(step)
                frog(ctx, x + w - 26, y + 20, TOP_FROG_SHADES, 34, 13)

    # ----- words -----
    def hint(self) -> str:
        state = self.state
        if state is None or state.board is None:
            return "press Roll for the first player: the higher single die starts."
        name = state.seat_name(state.player)
        if state.phase == ROLL:
            return f"{name} to roll: press Roll the dice."
        if state.phase == LEAP:
            dice = abagio.dice_words(state.dice)
            note = state.forced_note()
            if self._pond_choices():
                return "two dice take this frog into the Pond: tap the die to use."
            text = (f"leap with {dice}: tap a frog that may leap (ringed), then a lit landing spot "
                    "(its label shows the die it uses).")
            return f"{text} {note}".strip()
        if state.phase == TOP:
            return ("place the Top Frog: tap a lit square of the Outer Path, or press "
                    "Set the Top Frog aside.")
        return "the game is over."

    def describe(self, before, move, after) -> str:
        effect = before.effect(move)
        if effect.kind == "rolloff":
            return f"{abagio.COLOUR_NAMES[effect.colour]} won the roll-off and leaps first."
        name = before.seat_name(effect.colour)
        if effect.kind == "roll":
            text = f"{name} rolled {move}."
            if effect.next_phase != LEAP:
                text += " No leap is possible: the roll is lost."
                if effect.next_phase == TOP:
                    text += f" {name} may still play the Top Frog."
            else:
                note = after.forced_note()
                if note:
                    text += " " + note
            return text
        if effect.kind == "leap":
            other = COLOUR_WORDS[1 - effect.colour]
            if effect.home:
                text = f"{name} jumped a frog from {effect.source} into the Pond with the {effect.die}."
            else:
                text = (f"{name} leapt {step_words(effect.source)} to {step_words(effect.target)} "
                        f"with the {effect.die}.")
            if effect.hit:
                text += f" It hit a {COLOUR_WORDS[effect.hit_colour]} blot, sent back to the Root."
            elif effect.capped:
                text += f" It capped a {other} pair: those frogs are trapped."
            if effect.won:
                return text  # the shell adds the result
            if effect.lost:
                text += f" The {abagio.dice_words(effect.lost)} cannot be played: lost."
            return text
        if effect.top_frog:
            return f"{name} placed the Top Frog on {effect.top_frog}: no frog may land there next turn."
        return f"{name} set the Top Frog aside."

    def seat_detail(self, seat: int) -> str:
        """The seat's frogs home, at the Root, and its pip count."""
        state = self.state
        if state is None:
            return ""
        return f"{state.pond[seat]} of 12 home, {state.root[seat]} at the Root, {state.pips(seat)} pips to go"

    def result(self, state) -> str:
        winner = state.winners()[0]
        loser = 1 - winner
        return (f"{state.seat_name(winner)} wins: all twelve frogs in the Pond "
                f"({state.seat_name(loser)} had {state.pond[loser]}).")

    # ----- input -----
    def actions(self) -> List[Tuple[str, str]]:
        state = self.state
        if state is None:
            return []
        if state.phase == ROLLOFF and self.host.may_roll():  # (not in review, nor before a link's dice are in)
            return [("roll", "Roll for the first player")]
        if state.phase == ROLL and self.host.may_roll():
            return [("roll", "Roll the dice")]
        if state.phase == TOP and self._my_turn():
            return [("aside", "Set the Top Frog aside")]
        return []

    def action(self, name: str) -> None:
        state = self.state
        if name == "roll" and state is not None and state.phase in (ROLL, ROLLOFF):
            self.host.roll()
        elif name == "aside" and state is not None and state.phase == TOP:
            self.host.try_move(TopFrog(0))

    def hover(self, x: float, y: float) -> None:
        """The pointer is over (x, y) (a mouse): read that stack out under the board."""
        place = place_at(x, y)
        if place != self.hovered:
            self.hovered = place
            self.host.redraw()

    def cancel(self) -> None:
        self.selected = None
        self.suggestion = None
        self.host.redraw()

    def tap(self, x: float, y: float) -> None:
        state = self.state
        if state is None:
            return
        if state.board is None:
            return
        # two dice take the picked frog into the Pond: the die tapped
        if self._my_turn():
            for order, leap in enumerate(self._pond_choices()):
                if inside(x, y, choice_hit(order)):
                    self.selected = None
                    self.host.try_move(leap)
                    return
        place = place_at(x, y)
        if place is None:
            if self.selected is not None:
                self.selected = None
                self.host.redraw()
            return
        self.inspected = place
        if not self._my_turn() or state.is_over():
            self._say_stack(place)
            self.host.redraw()
            return
        if state.phase == TOP:
            if isinstance(place, int) and abagio.OUTER_FIRST <= place <= abagio.OUTER_LAST:
                self.host.try_move(TopFrog(place))  # the engine refuses a square it may not take, saying why
            else:
                self.host.say("The Top Frog goes only on the Outer Path (steps 1-17): tap a lit square, "
                              "or set it aside.")
                self.host.redraw()
            return
        if state.phase != LEAP:
            self._say_stack(place)
            self.host.redraw()
            return
        colour = state.player
        if self.selected is not None and place == self.selected:
            self.selected = None
            self.host.say("Frog put back.")
            self.host.redraw()
            return
        step = self._step_of(place, colour) if self.selected is not None else None
        choices = [m for m in self._selected_leaps() if step is not None and m.target == step]
        if len(choices) == 1:
            self.selected = None
            self.host.try_move(choices[0])
            return
        if choices:
            dice = " or the ".join(str(m.die) for m in self._pond_choices())
            self.host.say(f"Two dice take this frog into the Pond: tap the die to use, the {dice}.")
            self.host.redraw()
            return
        if place in self._sources():  # (another) frog picked up
            self.selected = place
            self._say_selected()
        elif self.selected is None:
            self._say_why_not(place)
        elif step is not None and step > (source := self._step_of(self.selected, colour)):
            self.host.try_move(Leap(source, step, min(step, POND) - source))  # refused with the reason
            return
        else:
            self.host.say(f"That frog cannot leap to {place_name(place)}: tap a lit spot.")
        self.host.redraw()

    def _step_of(self, place: Place, colour: int) -> Optional[int]:
        """The step of `place` in `colour`'s numbering, or None if that colour never stands there."""
        if place == "pond":
            return POND
        if isinstance(place, tuple):
            if place[1] != colour:
                return None
            return abagio.ROOT if place[0] == "root" else place[2]
        return place

    def _sources(self) -> List[Place]:
        state = self.state
        if state is None or state.phase != LEAP:
            return []
        seen = []
        for move in state.leaps():
            place = place_for(state.player, move.source)
            if place not in seen:
                seen.append(place)
        return seen

    def _selected_leaps(self) -> List[Leap]:
        state = self.state
        if self.selected is None or state is None or state.phase != LEAP:
            return []
        step = self._step_of(self.selected, state.player)
        return [m for m in state.leaps() if m.source == step]

    def _targets(self) -> Dict[Place, List[Leap]]:
        """Lit landing spots of the selected frog (or of a suggested leap): place -> leaps."""
        state = self.state
        out: Dict[Place, List[Leap]] = {}
        leaps = self._selected_leaps()
        if isinstance(self.suggestion, Leap) and state is not None and state.phase == LEAP:
            leaps = [self.suggestion]
        for move in leaps:
            out.setdefault(place_for(state.player, move.target), []).append(move)
        return out

    def _pond_choices(self) -> List[Leap]:
        """The leaps into the Pond of the picked frog, larger die first, when there are two
        (the person taps the die to use); otherwise none."""
        if self.state is None or self.state.is_over():
            return []
        choices = sorted((m for m in self._selected_leaps() if m.target >= POND), key=lambda m: -m.die)
        return choices if len(choices) > 1 else []

    def _badges(self) -> List[Tuple[Leap, Box]]:
        """The die labels of the lit spots (none at the Pond while its dice are offered)."""
        out = []
        choosing = bool(self._pond_choices())
        for place, moves in self._targets().items():
            if place == "pond" and choosing:
                continue
            for order, move in enumerate(sorted(moves, key=lambda m: -m.die)):
                out.append((move, badge_rect(place, order)))
        return out

    def _say_selected(self) -> None:
        by_target: Dict[int, List[int]] = {}
        for move in self._selected_leaps():
            by_target.setdefault(move.target, []).append(move.die)
        spots = ", ".join(f"{step_words(target)} with the " + " or the ".join(map(str, sorted(dice, reverse=True)))
                          for target, dice in by_target.items())
        choose = " (then the die to use)" if any(len(dice) > 1 for dice in by_target.values()) else ""
        self.host.say(f"This frog may leap to {spots}: tap a lit spot{choose}.")

    def _say_stack(self, place: Place) -> None:
        first, second = stack_caption(self.state, place)
        if second:
            self.host.say(f"{first}; {second}.")
        else:
            self.host.say(first if first.endswith(".") else f"{first}.")

    def _say_why_not(self, place: Place) -> None:
        state = self.state
        colour = state.player
        stack = stack_of(state, place)
        name = place_name(place)
        if isinstance(place, tuple) and place[0] == "root" and place[1] == colour and stack:
            self.host.say(f"No frog at the Root can leap with {abagio.dice_words(state.dice)}.")
        elif not stack or colour not in stack:
            self._say_stack(place)
        elif stack[-1] != colour:
            self.host.say(f"Only the frog on top of a stack may leap: on {name} it is "
                          f"{COLOUR_WORDS[stack[-1]]} ({stack_words(stack)}).")
        else:
            note = state.forced_note()
            self.host.say(f"The frog on {name} has no leap allowed with {abagio.dice_words(state.dice)}."
                          + (f" {note}" if note else ""))

    def places(self) -> List[Tuple[float, float, str]]:
        """For the keyboard: the frogs that may leap and, once one is chosen, its landing
        spots (when two dice take it into the Pond, each die offered there, as a click
        does); the Top Frog's squares; otherwise every stack, to hear it read. (Roll and
        Set the Top Frog aside are the page's buttons.)"""
        state = self.state
        out: List[Tuple[float, float, str]] = []
        if state is None or state.board is None:
            return out
        if self._my_turn() and state.phase == LEAP:
            if self.selected is not None:
                for place, moves in self._targets().items():
                    if len(moves) == 1:
                        out.append((*place_centre(place), f"land on {place_name(place)} with the {moves[0].die}"))
                for order, move in enumerate(self._pond_choices()):
                    x, y, w, h = choice_rect(order)
                    out.append((x + w / 2, y + h / 2, f"land on the Pond with the {move.die}"))
            for place in self._sources():
                out.append((*place_centre(place), f"{place_name(place)}: {stack_words(stack_of(state, place))}; "
                                                  "a frog that may leap"))
            return out
        if self._my_turn() and state.phase == TOP:
            for step in state.top_frog_spots():
                out.append((*place_centre(step), f"place the Top Frog on {place_name(step)}"))
            return out
        for place in PLACES:
            stack = stack_of(state, place)
            if stack:
                out.append((*place_centre(place), f"{place_name(place)}: {stack_words(stack)}"))
        return out


    # ----- pictures -----
    @classmethod
    def sample(cls):
        state = abagio.AbagioState({"first": "red"})
        for text in ("4-5", "0/5", "0/4", "5-6", "0/5", "0/6", "2-3", "10/13", "4/6", "3-3", "0/3", "0/3"):
            state = state.play(text)
        return state
