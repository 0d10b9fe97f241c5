"""Abagio on the canvas: the square track round the Pond, the two diamond spots, the two
Safe Zones in their colours, the Root; stacks drawn from the side so every stack's
colour order reads at a glance; dice, the Top Frog, and taps into leaps.

Pure geometry and drawing onto any 2D-context-like object (no browser import), so
layout, hit-testing and taps are tested in CPython. Every rule question goes to the
engine (`legal_moves`, `why_illegal`, `forced_note`); this module only knows where
things are drawn. The board is a reconstruction (the rulebook's figures are lost):
a 6 x 6 square, the Outer Path on its edge, the Inner Path a ring of 5 x 4 spaces
round the Pond.
"""
from __future__ import annotations

import math
from typing import Dict, List, Optional, Tuple, Union

from engines import abagio
from engines.abagio import (EIGHT_SPOT, LEAP, ONE_SPOT, OVER, POND, PURPLE, RED, ROLL, ROLLOFF,
                            SAFE_FIRST, SAFE_LAST, TOP, Leap, Roll, RollOff, TopFrog)

from ui.drawing import banner, ease, inside, label_box, lerp, rounded_rect, wrap
from ui.view import View

WIDTH, HEIGHT = 1000, 700
BX, BY, U = 20, 38, 104            # the board's corner and the Outer Path's square
INNER_X, INNER_Y = BX + U, BY + U  # the Inner Path's 4U x 4U area: 5 columns, 4 rows
IW, IH = 4 * U / 5, U
PANEL_X, PANEL_W = 668, 312

Place = Union[int, str, Tuple]
"""A place on the board: a shared step (1-18, 25), ("safe", colour, step), ("root", colour), "pond"."""


def outer_cell(step: int) -> Tuple[int, int]:
    """(column, row) of an Outer Path step on the 6 x 6 grid: up the left edge from the
    Root in the lower-left corner, along the top, down the right, back along the bottom."""
    if step <= 5:
        return 0, 5 - step
    if step <= 10:
        return step - 5, 0
    if step <= 15:
        return 5, step - 10
    return 20 - step, 5


SAFE_CELLS = {RED: {19: (1, 3), 20: (0, 3), 21: (0, 2), 22: (0, 1), 23: (0, 0), 24: (1, 0)},
              PURPLE: {19: (3, 3), 20: (4, 3), 21: (4, 2), 22: (4, 1), 23: (4, 0), 24: (3, 0)}}
"""(column, row) of each Safe Zone step in the Inner Path's 5 x 4 ring."""
SPOT_CELLS = {EIGHT_SPOT: (2, 3), ONE_SPOT: (2, 0)}
ROOT_BOX = (BX, BY + 5 * U, 3 * U, U)
POND_BOX = (INNER_X + IW, INNER_Y + IH, 3 * IW, 2 * IH)
COLOUR_WORDS = abagio.COLOUR_WORDS


def place_for(colour: int, step: int) -> Place:
    """The place where a frog of `colour` on `step` stands (0 the Root, 26 the Pond)."""
    if step == abagio.ROOT:
        return ("root", colour)
    if step >= POND:
        return "pond"
    if SAFE_FIRST <= step <= SAFE_LAST:
        return ("safe", colour, step)
    return step


def place_rect(place: Place) -> Tuple[float, float, float, float]:
    """(x, y, width, height) of a place."""
    if place == "pond":
        return POND_BOX
    if isinstance(place, tuple):
        if place[0] == "root":
            x, y, w, h = ROOT_BOX
            return (x + 8, y + 8, w / 2 - 12, h - 16) if place[1] == RED else (x + w / 2 + 4, y + 8, w / 2 - 12, h - 16)
        _, colour, step = place
        col, row = SAFE_CELLS[colour][step]
        return INNER_X + col * IW, INNER_Y + row * IH, IW, IH
    if place in SPOT_CELLS:
        col, row = SPOT_CELLS[place]
        return INNER_X + col * IW, INNER_Y + row * IH, IW, IH
    col, row = outer_cell(place)
    return BX + col * U, BY + row * U, U, U


def place_centre(place: Place) -> Tuple[float, float]:
    x, y, w, h = place_rect(place)
    return x + w / 2, y + h / 2


def all_places() -> List[Place]:
    """Every place of the board, in track order (Red's Safe Zone before Purple's)."""
    out: List[Place] = [("root", RED), ("root", PURPLE)]
    out += list(range(abagio.OUTER_FIRST, EIGHT_SPOT + 1))
    out += [("safe", RED, s) for s in range(SAFE_FIRST, SAFE_LAST + 1)]
    out += [("safe", PURPLE, s) for s in range(SAFE_FIRST, SAFE_LAST + 1)]
    return out + [ONE_SPOT, "pond"]


PLACES = all_places()


def place_at(x: float, y: float) -> Optional[Place]:
    """The place drawn at (x, y), or None."""
    for place in PLACES:
        px, py, w, h = place_rect(place)
        if px <= x <= px + w and py <= y <= py + h:
            return place
    return None


def place_name(place: Place) -> str:
    """Words for a place: 'step 10 (the upper-right corner)', 'Red's Safe Zone, 21'."""
    if place == "pond":
        return "the Pond"
    if isinstance(place, tuple):
        if place[0] == "root":
            return f"the Root ({COLOUR_WORDS[place[1]]} frogs)"
        return f"{abagio.COLOUR_NAMES[place[1]]}'s Safe Zone, step {place[2]}"
    corner = {5: " (upper-left corner)", 10: " (upper-right corner)", 15: " (lower-right corner)"}.get(place, "")
    if place == EIGHT_SPOT:
        return "the Eight Spot (step 18)"
    if place == ONE_SPOT:
        return "the One Spot (step 25)"
    return f"step {place}{corner}"


def stack_of(state, place: Place) -> Tuple[int, ...]:
    """The frogs on a place, bottom to top (the Root and the Pond: that colour's count)."""
    if state.board is None:
        return ()
    if place == "pond":
        return ()
    if isinstance(place, tuple):
        if place[0] == "root":
            return (place[1],) * state.root[place[1]]
        return state.stack(place[2], place[1])
    return state.stack(place)


def stack_words(stack: Tuple[int, ...]) -> str:
    """'purple, red, purple, red (bottom to top)'."""
    if not stack:
        return "empty"
    return ", ".join(COLOUR_WORDS[c] for c in stack) + (" (bottom to top)" if len(stack) > 1 else "")


def stack_status(stack: Tuple[int, ...], place: Place) -> str:
    """What a stack means for the next landing: blot, pair, heap, maxed."""
    if not stack or not isinstance(place, int):
        return ""
    cap = abagio.SPOT_MAX_STACK if place in abagio.SPOTS else abagio.MAX_STACK
    top = COLOUR_WORDS[stack[-1]]
    other = COLOUR_WORDS[1 - stack[-1]]
    run = 1
    while run < len(stack) and stack[-1 - run] == stack[-1]:
        run += 1
    if len(stack) >= cap:
        extra = "; the blot on top cannot be hit" if run == 1 else ""
        return f"maxed ({len(stack)} frogs): nobody may land here{extra}"
    if run == 1:
        return f"a {top} blot: {other} hits it by landing here"
    if run == 2:
        return f"a {top} pair: {other} may cap it (trapping it)"
    return f"a {top} heap of {run}: {other} may not land here"


# ----- drawing helpers --------------------------------------------------------------------
FROG_SHADES = {RED: ("#f07b70", "#c9362b", "#6e1410"), PURPLE: ("#b592e6", "#7442b8", "#37205e")}
TOP_FROG_SHADES = ("#fff1a8", "#f2c21b", "#8a6a00")
FROG_W, FROG_H, FROG_STEP = 58, 14, 12.5
LETTERS = ("R", "P")


def frog(ctx, x: float, y: float, shades, width: float = FROG_W, height: float = FROG_H,
         face: bool = False, letter: str = "") -> None:
    """One frog seen from the side: a rounded body (a stack is a pile of these)."""
    light, body, edge = shades
    gradient = ctx.createLinearGradient(x, y - height / 2, x, y + height / 2)
    gradient.addColorStop(0, light)
    gradient.addColorStop(0.55, body)
    gradient.addColorStop(1, edge)
    ctx.fillStyle = gradient
    ctx.beginPath()
    ctx.ellipse(x, y, width / 2, height / 2, 0, 0, 2 * math.pi)
    ctx.fill()
    ctx.lineWidth = 1.2
    ctx.strokeStyle = edge
    ctx.stroke()
    if face:  # two eyes on the top frog of a stack
        for side in (-1, 1):
            ex, ey = x + side * width * 0.22, y - height * 0.55
            ctx.fillStyle = light
            ctx.beginPath()
            ctx.arc(ex, ey, height * 0.32, 0, 2 * math.pi)
            ctx.fill()
            ctx.strokeStyle = edge
            ctx.stroke()
            ctx.fillStyle = "#111111"
            ctx.beginPath()
            ctx.arc(ex, ey, height * 0.13, 0, 2 * math.pi)
            ctx.fill()
    if letter:
        ctx.fillStyle = "#ffffff" if shades is not TOP_FROG_SHADES else "#5a4600"
        ctx.font = f"bold {int(height * 0.78)}px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillText(letter, x, y + 0.5)


def die_face(ctx, x: float, y: float, size: float, value: int, faded: bool = False,
             lost: bool = False) -> None:
    """A die seen from above with its pips."""
    ctx.save()
    ctx.globalAlpha = 0.35 if faded else 1.0
    ctx.fillStyle = "#fffdf6"
    ctx.strokeStyle = "#4a3b2a"
    ctx.lineWidth = 2
    rounded_rect(ctx, x, y, size, size, size * 0.18)
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = "#2b2118"
    q = size / 4
    spots = {1: [(2, 2)], 2: [(1, 1), (3, 3)], 3: [(1, 1), (2, 2), (3, 3)], 4: [(1, 1), (3, 1), (1, 3), (3, 3)],
             5: [(1, 1), (3, 1), (2, 2), (1, 3), (3, 3)], 6: [(1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)]}
    for sx, sy in spots.get(value, []):
        ctx.beginPath()
        ctx.arc(x + sx * q, y + sy * q, size * 0.085, 0, 2 * math.pi)
        ctx.fill()
    ctx.restore()
    if lost:
        ctx.save()
        ctx.strokeStyle = "#c0392b"
        ctx.lineWidth = 3
        ctx.beginPath()
        ctx.moveTo(x + 4, y + 4)
        ctx.lineTo(x + size - 4, y + size - 4)
        ctx.moveTo(x + size - 4, y + 4)
        ctx.lineTo(x + 4, y + size - 4)
        ctx.stroke()
        ctx.restore()


def diamond(ctx, cx: float, cy: float, rx: float, ry: float) -> None:
    ctx.beginPath()
    ctx.moveTo(cx, cy - ry)
    ctx.lineTo(cx + rx, cy)
    ctx.lineTo(cx, cy + ry)
    ctx.lineTo(cx - rx, cy)
    ctx.closePath()


def slot_xy(place: Place, index: int) -> Tuple[float, float]:
    """Where the frog at `index` (0 the bottom) of a place's stack is drawn."""
    x, y, w, h = place_rect(place)
    if place == "pond":
        return x + w / 2, y + h / 2
    if isinstance(place, tuple) and place[0] == "root":
        return x + w / 2, y + h - 20 - min(index, 5) * 8
    if place in SPOT_CELLS:
        return x + w / 2, y + h / 2 + 12 - index * FROG_STEP
    return x + w / 2, y + h - 16 - index * FROG_STEP


BADGE = 22


def badge_rect(place: Place, order: int) -> Tuple[float, float, float, float]:
    """The die badge of a lit landing spot (`order`: the second die on the same spot...)."""
    x, y, w, h = place_rect(place)
    if place == "pond":
        return x + w - BADGE - 8 - order * (BADGE + 4), y + 8, BADGE, BADGE
    return x + w - BADGE - 4 - order * (BADGE + 3), y + 4, BADGE, BADGE


ROLL_BUTTON = (PANEL_X + 12, 150, 132, 40)
ASIDE_BUTTON = (PANEL_X + 12, 150, 200, 40)


class AbagioView(View):
    """Draws an Abagio state and turns taps into rolls, leaps and Top Frog moves."""

    game_id = "abagio"
    SIZE = (WIDTH, HEIGHT)

    def __init__(self, host):
        super().__init__(host)
        self.selected: Optional[Place] = None   # the place whose top frog is about to leap
        self.inspected: Optional[Place] = None  # the stack shown in the side panel
        self.hovered: Optional[Place] = None

    def human_rolls(self) -> bool:
        state = self.state
        if state is None or state.phase not in (ROLL, ROLLOFF):
            return False
        if state.phase == ROLLOFF:
            return any(self.host.is_human(s) for s in (RED, PURPLE))
        return self.host.is_human(state.player)

    def _my_turn(self) -> bool:
        return bool(self.host.human_to_move())

    # ----- state changes from the shell -----
    def on_new_state(self, state, previous=None, move=None, animate: bool = True) -> None:
        super().on_new_state(state, previous, move, animate)
        self.selected = None
        if previous is None or move is None or state.board is None:
            return
        if isinstance(move, Leap):
            colour = previous.player
            source = place_for(colour, move.source)
            target = place_for(colour, move.target)
            start = slot_xy(source, max(0, len(stack_of(previous, source)) - 1))
            if target == "pond":
                end = place_centre("pond")
            else:
                end = slot_xy(target, len(stack_of(state, target)) - 1)
            hit = move.target < POND and abagio.landing(previous.board, previous.top_frog, colour, move.target) == 2
            data = {"colour": colour, "from": start, "to": end, "target": target, "hit": hit,
                    "root": slot_xy(("root", 1 - colour), state.root[1 - colour] - 1)}
            self.start_animation("leap", data, 0.95 if hit else 0.5)
        elif isinstance(move, Roll):
            self.start_animation("roll", move, 0.45)
        elif isinstance(move, TopFrog) and move.step:
            self.start_animation("top", move.step, 0.4)

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
            text = (f"leap with {dice}: tap a frog that may leap (ringed), then a lit landing spot "
                    "(its badge shows the die it uses).")
            return f"{text} {note}".strip()
        if state.phase == TOP:
            return ("place the Top Frog: tap a lit square of the Outer Path, or press "
                    "Set the Top Frog aside.")
        return "the game is over."

    def describe(self, before, move, after) -> str:
        if isinstance(move, RollOff):
            return f"{abagio.COLOUR_NAMES[move.colour]} won the roll-off and leaps first."
        name = before.seat_name(before.player)
        if isinstance(move, Roll):
            text = f"{name} rolled {move}."
            if after.phase != LEAP:
                text += " No leap is possible: the roll is lost."
                if after.phase == TOP:
                    text += f" {name} may still play the Top Frog."
            else:
                note = after.forced_note()
                if note:
                    text += " " + note
            return text
        if isinstance(move, Leap):
            colour = before.player
            text = f"{name} leapt {step_words(move.source)} to {step_words(move.target)} with the {move.die}."
            if move.target >= POND:
                text = f"{name} jumped a frog from {move.source} into the Pond with the {move.die}."
            else:
                there = before.stack(move.target, colour)
                code = abagio.landing(before.board, before.top_frog, colour, move.target)
                if code == 2:
                    text += f" It hit a {COLOUR_WORDS[1 - colour]} blot, sent back to the Root."
                elif there and there[-1] != colour:
                    text += f" It capped a {COLOUR_WORDS[1 - colour]} pair: those frogs are trapped."
            if after.phase == OVER:
                return text  # the shell adds the result
            if after.phase != LEAP and after.lost:
                text += f" The {abagio.dice_words(after.lost)} cannot be played: lost."
            return text
        if isinstance(move, TopFrog):
            if move.step:
                return f"{name} placed the Top Frog on {move.step}: no frog may land there next turn."
            return f"{name} set the Top Frog aside."
        return super().describe(before, move, after)

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
        if state.phase == ROLLOFF and self.human_rolls():
            return [("roll", "Roll for the first player")]
        if state.phase == ROLL and self.human_rolls():
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
        """The pointer is over (x, y) (a mouse): show that stack in the side panel."""
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
        if inside(x, y, ROLL_BUTTON) and state.phase in (ROLL, ROLLOFF) and self.human_rolls():
            self.host.roll()
            return
        if inside(x, y, ASIDE_BUTTON) and state.phase == TOP and self._my_turn():
            self.host.try_move(TopFrog(0))
            return
        if state.board is None:
            return
        # a die badge of a lit landing spot
        if self.selected is not None and self._my_turn() and state.phase == LEAP:
            for leap, rect in self._badges():
                if inside(x, y, rect):
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
            if isinstance(place, int) and place in state.top_frog_spots():
                self.host.try_move(TopFrog(place))
            elif isinstance(place, int) and abagio.OUTER_FIRST <= place <= abagio.OUTER_LAST:
                self.host.try_move(TopFrog(place))  # refused with the reason
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
        if self.selected is not None:
            if place == self.selected:
                self.selected = None
                self.host.say("Frog put back.")
                self.host.redraw()
                return
            step = self._step_of(place, colour)
            choices = [m for m in self._selected_leaps() if step is not None and m.target == step]
            if choices:
                self.selected = None
                self.host.try_move(max(choices, key=lambda m: m.die))
                return
            if place in self._sources():
                self.selected = place
                self._say_selected()
                self.host.redraw()
                return
            source = self._step_of(self.selected, colour)
            if step is not None and step > source:
                self.host.try_move(Leap(source, step, min(step, POND) - source))
                return
            self.host.say(f"That frog cannot leap to {place_name(place)}: tap a lit spot.")
            self.host.redraw()
            return
        if place in self._sources():
            self.selected = place
            self._say_selected()
            self.host.redraw()
            return
        self._say_why_not(place)
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

    def _badges(self) -> List[Tuple[Leap, Tuple[float, float, float, float]]]:
        out = []
        for place, moves in self._targets().items():
            for order, move in enumerate(sorted(moves, key=lambda m: -m.die)):
                out.append((move, badge_rect(place, order)))
        return out

    def _say_selected(self) -> None:
        leaps = self._selected_leaps()
        spots = ", ".join(f"{step_words(m.target)} with the {m.die}" for m in leaps)
        self.host.say(f"This frog may leap to {spots}: tap a lit spot.")

    def _say_stack(self, place: Place) -> None:
        stack = stack_of(self.state, place)
        if place == "pond":
            red, purple = self.state.pond
            self.host.say(f"The Pond: {red} red and {purple} purple frogs home.")
        elif isinstance(place, tuple) and place[0] == "root":
            self.host.say(f"The Root: {len(stack)} {COLOUR_WORDS[place[1]]} frogs waiting.")
        else:
            status = stack_status(stack, place)
            self.host.say(f"{place_name(place)[0].upper()}{place_name(place)[1:]}: {stack_words(stack)}"
                          + (f"; {status}." if status else "."))

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
        """For the keyboard: the Roll button when a person here rolls; the frogs that may
        leap and, once one is chosen, its landing spots (a spot two dice reach offers one
        badge per die, as a click does); the Top Frog's squares and the Set aside button;
        otherwise every stack, to hear it read."""
        state = self.state
        out: List[Tuple[float, float, str]] = []
        if state is None:
            return out
        if state.phase in (ROLL, ROLLOFF) and self.human_rolls():
            x, y, w, h = ROLL_BUTTON
            out.append((x + w / 2, y + h / 2, "Roll the dice" if state.phase == ROLL
                        else "Roll for the first player"))
        if state.board is None:
            return out
        if self._my_turn() and state.phase == LEAP:
            if self.selected is not None:
                for place, moves in self._targets().items():
                    if len(moves) == 1:
                        out.append((*place_centre(place), f"land on {place_name(place)} with the {moves[0].die}"))
                        continue
                    for order, move in enumerate(sorted(moves, key=lambda m: -m.die)):
                        x, y, w, h = badge_rect(place, order)
                        out.append((x + w / 2, y + h / 2, f"land on {place_name(place)} with the {move.die}"))
            for place in self._sources():
                out.append((*place_centre(place), f"{place_name(place)}: {stack_words(stack_of(state, place))}; "
                                                  "a frog that may leap"))
            return out
        if self._my_turn() and state.phase == TOP:
            for step in state.top_frog_spots():
                out.append((*place_centre(step), f"place the Top Frog on {place_name(step)}"))
            x, y, w, h = ASIDE_BUTTON
            out.append((x + w / 2, y + h / 2, "Set the Top Frog aside"))
            return out
        for place in PLACES:
            stack = stack_of(state, place)
            if stack:
                out.append((*place_centre(place), f"{place_name(place)}: {stack_words(stack)}"))
        return out

    # ----- drawing -----
    def draw(self, ctx, now: float) -> bool:
        state = self.state
        animating = self.tick(now)
        self._background(ctx)
        self._board(ctx)
        hide: Dict[Place, int] = {}
        root_hide = [0, 0]
        flying = []
        anim = self.animation
        if anim is not None and anim.kind == "leap":
            data = anim.data
            hide[data["target"]] = 1
            split = 0.55 if data["hit"] else 1.0
            t = ease(min(1.0, anim.progress / split))
            (sx, sy), (tx, ty) = data["from"], data["to"]
            arc = 50 * math.sin(math.pi * t)
            flying.append((lerp(sx, tx, t), lerp(sy, ty, t) - arc, FROG_SHADES[data["colour"]],
                           LETTERS[data["colour"]]))
            if data["hit"]:
                loser = 1 - data["colour"]
                root_hide[loser] = 1
                u = ease(max(0.0, (anim.progress - split) / (1 - split)))
                (rx, ry) = data["root"]
                hx, hy = lerp(tx, rx, u), lerp(ty - FROG_STEP, ry, u) - 70 * math.sin(math.pi * u)
                flying.insert(0, (hx, hy, FROG_SHADES[loser], LETTERS[loser]))
        if state.board is not None:
            self._stacks(ctx, state, hide, root_hide)
            self._pond(ctx, state, 1 if anim is not None and anim.kind == "leap" and anim.data["target"] == "pond"
                       and anim.progress < 1 else 0, anim)
            self._highlights(ctx, state)
            self._top_frog(ctx, state, anim)
        for x, y, shades, letter in flying:
            frog(ctx, x, y, shades, face=True, letter=letter)
        self._panel(ctx, state, anim)
        if state.is_over():
            banner(ctx, self.SIZE, self.result(state))
        return animating

    def _background(self, ctx) -> None:
        ctx.fillStyle = "#efe6d2"
        ctx.fillRect(0, 0, WIDTH, HEIGHT)
        ctx.fillStyle = "#8fae6a"
        rounded_rect(ctx, BX - 10, BY - 10, 6 * U + 20, 6 * U + 20, 18)
        ctx.fill()
        ctx.fillStyle = "#5d7a43"
        ctx.font = "bold 20px system-ui, sans-serif"
        ctx.textAlign = "left"
        ctx.textBaseline = "middle"
        ctx.fillText("Abagio", BX, 16)

    def _cell(self, ctx, place: Place, fill: str, edge: str) -> None:
        x, y, w, h = place_rect(place)
        ctx.fillStyle = fill
        rounded_rect(ctx, x + 3, y + 3, w - 6, h - 6, 9)
        ctx.fill()
        ctx.lineWidth = 1.5
        ctx.strokeStyle = edge
        ctx.stroke()

    def _board(self, ctx) -> None:
        ctx.textAlign = "left"
        ctx.textBaseline = "top"
        for step in range(abagio.OUTER_FIRST, abagio.OUTER_LAST + 1):
            self._cell(ctx, step, "#dcebc6" if step not in abagio.CORNERS else "#cfe2b5", "#6f8f52")
            x, y, _, _ = place_rect(step)
            ctx.fillStyle = "#52683c"
            ctx.font = "bold 13px system-ui, sans-serif"
            ctx.textAlign = "left"
            ctx.textBaseline = "top"
            ctx.fillText(str(step), x + 8, y + 7)
        # the Root: two spots, one per colour
        x, y, w, h = ROOT_BOX
        ctx.fillStyle = "#c9b28a"
        rounded_rect(ctx, x + 3, y + 3, w - 6, h - 6, 12)
        ctx.fill()
        ctx.strokeStyle = "#7d6440"
        ctx.lineWidth = 2
        ctx.stroke()
        for colour in (RED, PURPLE):
            rx, ry, rw, rh = place_rect(("root", colour))
            ctx.fillStyle = "#e6d6b8"
            ctx.beginPath()
            ctx.ellipse(rx + rw / 2, ry + rh / 2 + 6, rw / 2 - 6, rh / 2 - 14, 0, 0, 2 * math.pi)
            ctx.fill()
        ctx.fillStyle = "#5b4526"
        ctx.font = "bold 13px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.fillText("ROOT", x + w / 2, y + 8)
        # the Inner Path: the Safe Zones in their colours, the two diamond spots
        for colour, fill, edge in ((RED, "#f3c4be", "#b5544a"), (PURPLE, "#dccbf2", "#7c5bb0")):
            for step in range(SAFE_FIRST, SAFE_LAST + 1):
                place = ("safe", colour, step)
                self._cell(ctx, place, fill, edge)
                px, py, _, _ = place_rect(place)
                ctx.fillStyle = edge
                ctx.font = "bold 12px system-ui, sans-serif"
                ctx.textAlign = "left"
                ctx.textBaseline = "top"
                ctx.fillText(str(step), px + 7, py + 6)
        for step, label in ((EIGHT_SPOT, "Eight Spot"), (ONE_SPOT, "One Spot")):
            cx, cy = place_centre(step)
            ctx.fillStyle = "#f4e3a6"
            diamond(ctx, cx, cy, IW / 2 - 2, IH / 2 - 2)
            ctx.fill()
            ctx.strokeStyle = "#a98328"
            ctx.lineWidth = 2
            ctx.stroke()
            ctx.fillStyle = "#7a5d14"
            ctx.font = "bold 10px system-ui, sans-serif"
            ctx.textAlign = "center"
            ctx.textBaseline = "middle"
            ctx.fillText(label, cx, cy - 24)
            ctx.fillText(str(step), cx, cy - 12)
        # the zone names, faint along their columns
        ctx.save()
        ctx.font = "bold 13px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        for colour, column, text in ((RED, 0, "RED SAFE ZONE"), (PURPLE, 4, "PURPLE SAFE ZONE")):
            ctx.save()  # along the zone's side that faces the Pond
            ctx.translate(INNER_X + column * IW + IW / 2, INNER_Y + 2 * IH)
            ctx.rotate(math.pi / 2 if colour == RED else -math.pi / 2)
            ctx.fillStyle = "rgba(154, 59, 50, 0.30)" if colour == RED else "rgba(93, 63, 145, 0.30)"
            ctx.fillText(text, 0, -IW / 2 + 8)
            ctx.restore()
        ctx.restore()
        # the direction of travel: a small arrowhead between each space and the next
        ctx.fillStyle = "rgba(70, 90, 50, 0.55)"
        for colour, first, last in ((RED, 1, POND), (PURPLE, SAFE_FIRST - 1, POND)):
            for step in range(first, last):
                a, b = place_centre(place_for(colour, step)), place_centre(place_for(colour, step + 1))
                if step + 1 == POND:
                    b = (a[0], a[1] + IH / 2 + 6)
                _arrowhead(ctx, a, b)

    def _stacks(self, ctx, state, hide: Dict[Place, int], root_hide) -> None:
        for place in PLACES:
            if place == "pond":
                continue
            stack = stack_of(state, place)
            if isinstance(place, tuple) and place[0] == "root":
                count = len(stack) - root_hide[place[1]]
                self._root_pile(ctx, place, count)
                continue
            stack = stack[:len(stack) - hide.get(place, 0)]
            x, y, w, h = place_rect(place)
            width = min(FROG_W, w * 0.72)
            for index, colour in enumerate(stack):
                fx, fy = slot_xy(place, index)
                frog(ctx, fx, fy, FROG_SHADES[colour], width, face=index == len(stack) - 1, letter=LETTERS[colour])

    def _root_pile(self, ctx, place, count: int) -> None:
        colour = place[1]
        x, y, w, h = place_rect(place)
        for index in range(min(count, 6)):
            fx, fy = slot_xy(place, index)
            frog(ctx, fx - 18, fy, FROG_SHADES[colour], 48, 12, face=index == min(count, 6) - 1,
                 letter=LETTERS[colour])
        ctx.fillStyle = "#3b2c18"
        ctx.font = "bold 22px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillText(str(count), x + w - 26, y + h / 2 + 6)

    def _pond(self, ctx, state, arriving: int, anim) -> None:
        x, y, w, h = POND_BOX
        gradient = ctx.createRadialGradient(x + w / 2, y + h / 2, 10, x + w / 2, y + h / 2, w / 2)
        gradient.addColorStop(0, "#9fd2ee")
        gradient.addColorStop(1, "#4f93bf")
        ctx.fillStyle = gradient
        ctx.beginPath()
        ctx.ellipse(x + w / 2, y + h / 2, w / 2 - 6, h / 2 - 6, 0, 0, 2 * math.pi)
        ctx.fill()
        ctx.strokeStyle = "#2f6d94"
        ctx.lineWidth = 2
        ctx.stroke()
        if anim is not None and anim.kind == "leap" and anim.data["target"] == "pond" and anim.progress > 0.6:
            ripple = (anim.progress - 0.6) / 0.4
            ctx.strokeStyle = f"rgba(255, 255, 255, {0.8 * (1 - ripple):.3f})"
            ctx.beginPath()
            ctx.ellipse(x + w / 2, y + h / 2, 20 + 60 * ripple, 10 + 30 * ripple, 0, 0, 2 * math.pi)
            ctx.stroke()
        ctx.fillStyle = "#ffffff"
        ctx.font = "bold 15px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillText("THE POND", x + w / 2, y + 30)
        mover = anim.data["colour"] if arriving else None
        for row, colour in enumerate((RED, PURPLE)):
            home = state.pond[colour] - (1 if mover == colour else 0)
            cy = y + h / 2 - 8 + row * 44
            for index in range(home):
                fx = x + 40 + (index % 12) * 14.5
                frog(ctx, fx, cy, FROG_SHADES[colour], 16, 11)
            ctx.fillStyle = "#ffffff"
            ctx.font = "bold 14px system-ui, sans-serif"
            ctx.textAlign = "center"
            ctx.fillText(f"{abagio.COLOUR_NAMES[colour]} {home}/12 home", x + w / 2, cy + 18)

    def _highlights(self, ctx, state) -> None:
        mine = self._my_turn() and not self.animation and not state.is_over()
        hints = getattr(self.host, "show_hints", True)
        if self.inspected is not None or self.hovered is not None:
            place = self.hovered if self.hovered is not None else self.inspected
            x, y, w, h = place_rect(place)
            ctx.strokeStyle = "rgba(40, 40, 40, 0.55)"
            ctx.lineWidth = 2
            ctx.setLineDash([5, 4])
            rounded_rect(ctx, x + 2, y + 2, w - 4, h - 4, 10)
            ctx.stroke()
            ctx.setLineDash([])
        if mine and state.phase == LEAP:
            for place in self._sources():
                x, y, w, h = place_rect(place)
                picked = place == self.selected or (
                    isinstance(self.suggestion, Leap) and place_for(state.player, self.suggestion.source) == place)
                ctx.strokeStyle = "#1f6fd1" if picked else "#e0a100"
                ctx.lineWidth = 5 if picked else 3
                rounded_rect(ctx, x + 4, y + 4, w - 8, h - 8, 9)
                ctx.stroke()
            if hints or self.suggestion is not None:
                for place in self._targets():
                    x, y, w, h = place_rect(place)
                    ctx.strokeStyle = "#1e9e55"
                    ctx.lineWidth = 5
                    if place == "pond":
                        ctx.beginPath()
                        ctx.ellipse(x + w / 2, y + h / 2, w / 2 - 4, h / 2 - 4, 0, 0, 2 * math.pi)
                    else:
                        rounded_rect(ctx, x + 4, y + 4, w - 8, h - 8, 9)
                    ctx.stroke()
                for move, box in self._badges():
                    label_box(ctx, box, str(move.die), "#1e9e55", "#ffffff", 5,
                              font="bold 14px system-ui, sans-serif", dy=1)
        if mine and state.phase == TOP:
            for step in state.top_frog_spots():
                x, y, w, h = place_rect(step)
                ctx.strokeStyle = "#e0a100"
                ctx.lineWidth = 4
                rounded_rect(ctx, x + 5, y + 5, w - 10, h - 10, 9)
                ctx.stroke()
                cx, cy = x + w - 18, y + 18
                frog(ctx, cx, cy, TOP_FROG_SHADES, 22, 10)

    def _top_frog(self, ctx, state, anim) -> None:
        step = state.top_frog
        if not step:
            return
        index = len(state.stack(step))
        tx, ty = slot_xy(step, index)
        if anim is not None and anim.kind == "top":
            t = ease(anim.progress)
            sx, sy = PANEL_X + 40, 250
            tx, ty = lerp(sx, tx, t), lerp(sy, ty, t) - 60 * math.sin(math.pi * t)
        frog(ctx, tx, ty, TOP_FROG_SHADES, FROG_W, FROG_H, face=True, letter="T")

    # ----- the side panel -----
    def _panel(self, ctx, state, anim) -> None:
        x = PANEL_X
        ctx.fillStyle = "#f8f2e4"
        rounded_rect(ctx, x, 28, PANEL_W, HEIGHT - 40, 14)
        ctx.fill()
        ctx.strokeStyle = "#c9b48e"
        ctx.lineWidth = 1.5
        ctx.stroke()
        ctx.textAlign = "left"
        ctx.textBaseline = "middle"
        if state.board is None:
            ctx.fillStyle = "#3b2f24"
            ctx.font = "bold 18px system-ui, sans-serif"
            ctx.fillText("Roll-off: who leaps first?", x + 14, 56)
            if self.human_rolls():
                self._button(ctx, ROLL_BUTTON, "Roll")
            self._footnote(ctx)
            return
        colour = state.player
        title = {ROLL: "to roll", LEAP: "to leap", TOP: "plays the Top Frog", OVER: ""}.get(state.phase, "")
        if state.phase == OVER:
            colour = state.winners()[0]
            title = "wins!"
        frog(ctx, x + 28, 56, FROG_SHADES[colour], 34, 14, face=True)
        ctx.textAlign = "left"
        ctx.fillStyle = "#2b2118"
        ctx.font = "bold 20px system-ui, sans-serif"
        ctx.fillText(f"{state.seat_name(colour)} {title}", x + 52, 56)
        # the dice
        self._dice(ctx, state, anim)
        if state.phase in (ROLL, ROLLOFF) and self.human_rolls():
            self._button(ctx, ROLL_BUTTON, "Roll the dice")
        elif state.phase == TOP and self._my_turn():
            self._button(ctx, ASIDE_BUTTON, "Set the Top Frog aside")
        # counts
        y = 214
        ctx.font = "14px system-ui, sans-serif"
        ctx.fillStyle = "#3b2f24"
        rows = [("", "Red", "Purple"),
                ("Root", str(state.root[RED]), str(state.root[PURPLE])),
                ("Pond (home)", f"{state.pond[RED]}/12", f"{state.pond[PURPLE]}/12"),
                ("Pips to go", str(state.pips(RED)), str(state.pips(PURPLE)))]
        for index, (label, red, purple) in enumerate(rows):
            ctx.font = ("bold " if index == 0 else "") + "14px system-ui, sans-serif"
            ctx.fillText(label, x + 14, y + index * 21)
            ctx.fillText(red, x + 150, y + index * 21)
            ctx.fillText(purple, x + 222, y + index * 21)
        y = 306
        frog(ctx, x + 26, y, TOP_FROG_SHADES, 30, 12, face=True, letter="T")
        ctx.textAlign = "left"
        ctx.fillStyle = "#3b2f24"
        ctx.font = "14px system-ui, sans-serif"
        where = f"on {state.top_frog}: nobody may land there" if state.top_frog else "set aside"
        ctx.fillText(f"Top Frog: {where}", x + 48, y)
        self._inspector(ctx, state, 334)
        self._footnote(ctx)

    def _button(self, ctx, box, label: str) -> None:
        label_box(ctx, box, label, "#6b4423", "#fff8e8", 10)

    def _dice(self, ctx, state, anim) -> None:
        x, y = PANEL_X + 14, 84
        if anim is not None and anim.kind == "roll":
            seed = int(anim.progress * 12)
            for index in range(2):
                die_face(ctx, x + index * 60, y, 50, 1 + (seed * 5 + index * 3) % 6)
            return
        if state.rolled is None:
            ctx.fillStyle = "#7a6a55"
            ctx.font = "14px system-ui, sans-serif"
            ctx.fillText("No dice rolled yet.", x, y + 25)
            return
        low, high = state.rolled
        dice = [high] * 4 if low == high else [high, low]
        size = 40 if len(dice) == 4 else 50
        if state.phase == LEAP:
            left = list(state.dice)
            lost = []
        else:
            left = []
            lost = list(state.lost)
        for index, value in enumerate(dice):
            used = value not in left
            if not used:
                left.remove(value)
            is_lost = used and value in lost
            if is_lost:
                lost.remove(value)
            die_face(ctx, x + index * (size + 10), y, size, value, faded=used, lost=is_lost)
        if state.phase != LEAP:
            ctx.fillStyle = "#7a6a55"
            ctx.font = "12px system-ui, sans-serif"
            ctx.textBaseline = "middle"
            ctx.fillText("last roll" + (": the crossed dice were lost" if state.lost else ""),
                         x, y + size + 10)

    def _inspector(self, ctx, state, y: float) -> None:
        x = PANEL_X + 14
        place = self.hovered if self.hovered is not None else self.inspected
        ctx.fillStyle = "#3b2f24"
        ctx.font = "bold 15px system-ui, sans-serif"
        ctx.textAlign = "left"
        ctx.textBaseline = "middle"
        if place is None:
            ctx.font = "13px system-ui, sans-serif"
            ctx.fillStyle = "#6a5a46"
            for index, line in enumerate(("Tap (or point at) any stack to read it here,",
                                          "bottom to top; every stack is also drawn",
                                          "from the side, bottom frog lowest.")):
                ctx.fillText(line, x, y + 16 + index * 18)
            return
        title = place_name(place)
        ctx.fillText(title[0].upper() + title[1:], x, y + 12)
        stack = stack_of(state, place)
        if place == "pond":
            lines = [f"Red {state.pond[RED]}, Purple {state.pond[PURPLE]} home."]
        elif isinstance(place, tuple) and place[0] == "root":
            lines = [f"{len(stack)} {COLOUR_WORDS[place[1]]} frogs waiting to enter."]
        else:
            lines = []
            for index, colour in enumerate(stack):
                frog(ctx, x + 24 + index * 50, y + 48, FROG_SHADES[colour], 42, 18,
                     face=index == len(stack) - 1, letter=LETTERS[colour])
            if isinstance(place, int) and place == state.top_frog:
                frog(ctx, x + 24 + len(stack) * 50, y + 48, TOP_FROG_SHADES, 42, 18, face=True, letter="T")
            ctx.textAlign = "left"
            if stack:
                ctx.fillStyle = "#6a5a46"
                ctx.font = "11px system-ui, sans-serif"
                ctx.fillText("bottom", x + 8, y + 70)
                ctx.textAlign = "right"
                ctx.fillText("top \u2192", x + 46 + (len(stack) - 1) * 50, y + 70)
                ctx.textAlign = "left"
            lines = [stack_words(stack)]
            status = stack_status(stack, place)
            if status:
                lines.append(status)
        ctx.fillStyle = "#3b2f24"
        ctx.font = "13px system-ui, sans-serif"
        ctx.textAlign = "left"
        for index, line in enumerate(lines):
            for part_index, part in enumerate(wrap(line, 42)):
                ctx.fillText(part, x, y + 92 + index * 36 + part_index * 16)

    def _footnote(self, ctx) -> None:
        ctx.fillStyle = "#7a6a55"
        ctx.font = "italic 11px system-ui, sans-serif"
        ctx.textAlign = "left"
        ctx.textBaseline = "middle"
        ctx.fillText("The board is a reconstruction: the rulebook's", PANEL_X + 14, HEIGHT - 42)
        ctx.fillText("figures are lost (see the rules page).", PANEL_X + 14, HEIGHT - 26)

    @classmethod
    def sample(cls):
        state = abagio.AbagioState({"first": "red"})
        for text in ("4-5", "0/5", "0/4", "5-6", "0/5", "0/6", "2-3", "10/13", "4/6", "3-3", "0/3", "0/3"):
            state = state.play(text)
        return state


def _arrowhead(ctx, a, b) -> None:
    """A small triangle halfway between two places' centres, pointing from a to b."""
    (x1, y1), (x2, y2) = a, b
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    angle = math.atan2(y2 - y1, x2 - x1)
    ctx.save()
    ctx.translate(mx, my)
    ctx.rotate(angle)
    ctx.beginPath()
    ctx.moveTo(5, 0)
    ctx.lineTo(-4, -5)
    ctx.lineTo(-4, 5)
    ctx.closePath()
    ctx.fill()
    ctx.restore()


def step_words(step: int) -> str:
    if step == abagio.ROOT:
        return "the Root"
    if step >= POND:
        return "the Pond"
    return str(step)


