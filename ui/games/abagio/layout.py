"""Where everything of Abagio is drawn: the board's geometry, its places, hit-testing,
the stack slots, the die labels and choices, the strip under the board, and the words
for places.

One portrait design (SIZE 720 x 900) serves a phone and a laptop alike: the square board
on top at the full width, and under it a strip with the dice of the current roll, the
Top Frog's resting place and a line reading the stack pointed at. Text is never under
TEXT_PX design units (11 CSS px on a 390 px wide phone), and every place is a whole
square (at least 50 CSS px there).

The board is a reconstruction (the rulebook's figures are lost): a 6 x 6 square, the
Outer Path on its edge, the Inner Path a ring of 5 x 4 spaces round the Pond. A place
is a shared step (1-18, 25), ("safe", colour, step), ("root", colour) or "pond".
"""
from __future__ import annotations

from typing import List, Optional, Tuple, Union

from engines import abagio
from engines.abagio import EIGHT_SPOT, ONE_SPOT, POND, PURPLE, RED, SAFE_FIRST, SAFE_LAST
from ui.drawing import Box, inside

WIDTH, HEIGHT = 720, 900
U = 116                            # the Outer Path's square
BX = BY = (WIDTH - 6 * U) / 2      # the board's corner: the board is 6U x 6U on top
INNER_X, INNER_Y = BX + U, BY + U  # the Inner Path's 4U x 4U area: 5 columns, 4 rows
IW, IH = 4 * U / 5, U
BOARD_BOTTOM = BY + 6 * U + BX     # the strip below starts here
TEXT_PX = 21                       # the smallest text drawn (11.4 CSS px on a phone)
FROG_STEP = 16                     # the height of one frog in a stack drawn from the side ...
INNER_STEP = 14                    # ... and on the narrower spaces of the Inner Path

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


def place_rect(place: Place) -> Box:
    """(x, y, width, height) of a place: all of it answers a tap (the Root's two hollows
    are its two halves)."""
    if place == "pond":
        return POND_BOX
    if isinstance(place, tuple):
        if place[0] == "root":
            x, y, w, h = ROOT_BOX
            return (x, y, w / 2, h) if place[1] == RED else (x + w / 2, y, w / 2, h)
        _, colour, step = place
        col, row = SAFE_CELLS[colour][step]
        return INNER_X + col * IW, INNER_Y + row * IH, IW, IH
    if place in SPOT_CELLS:
        col, row = SPOT_CELLS[place]
        return INNER_X + col * IW, INNER_Y + row * IH, IW, IH
    col, row = outer_cell(place)
    return BX + col * U, BY + row * U, U, U


def place_centre(place: Place) -> Tuple[float, float]:
    """The centre of a place (where a tap on it lands)."""
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
        if inside(x, y, place_rect(place)):
            return place
    return None


def slot_xy(place: Place, index: int) -> Tuple[float, float]:
    """Where the frog at `index` (0 the bottom) of a place's stack is drawn: a stack stands
    a little right of the middle, clear of the step number in the top-left corner."""
    x, y, w, h = place_rect(place)
    if place == "pond":
        return x + w / 2, y + h / 2
    if isinstance(place, tuple) and place[0] == "root":
        return x + 64, y + h - 22 - min(index, 5) * 9
    if place in SPOT_CELLS:
        return x + w / 2, y + h / 2 + 18 - index * FROG_STEP
    step = FROG_STEP if w == U else INNER_STEP  # a tall stack on the Inner Path stays clear of its number
    return x + w / 2 + 6, y + h - 15 - index * step


def frog_width(place: Place) -> float:
    """How wide a frog of a stack on `place` is drawn (narrower on the Inner Path)."""
    _, _, w, _ = place_rect(place)
    return min(80.0, 0.78 * w)


# ----- the Pond's rows of frogs home ---------------------------------------------------------
def pond_row(colour: int) -> Tuple[float, float]:
    """(y of the row of `colour`'s frogs home, y of its words) in the Pond."""
    _, y, _, _ = POND_BOX
    return (y + 80, y + 105) if colour == RED else (y + 145, y + 170)


# ----- die labels on the lit spots, and the choice of die at the Pond -----------------------
BADGE = 30


def badge_rect(place: Place, order: int = 0) -> Box:
    """The die label in the corner of a lit landing spot (`order`: the next die on the same
    spot, to its left). A label, not a button: a tap there is a tap on the spot."""
    x, y, w, h = place_rect(place)
    if place == "pond":
        return x + w - BADGE - 30 - order * (BADGE + 4), y + 8, BADGE, BADGE
    return x + w - BADGE - 4 - order * (BADGE + 4), y + 4, BADGE, BADGE


CHOICE = 84
"""The side of a die offered as a choice (45 CSS px on a phone)."""


def choice_rect(order: int) -> Box:
    """The die picture of the `order`-th choice (larger die first) when two dice take the
    picked frog into the Pond: two dice side by side in the middle of the Pond."""
    x, y, w, h = POND_BOX
    cx, cy = x + w / 2, y + h / 2 + 14
    left = cx - CHOICE - 10 if order == 0 else cx + 10
    return left, cy - CHOICE / 2, CHOICE, CHOICE


def choice_hit(order: int) -> Box:
    """Where a tap chooses the `order`-th die: its picture and the margin round it (the two
    halves of the middle of the Pond)."""
    x, y, w, h = choice_rect(order)
    return (x - 10, y - 10, CHOICE + 20, CHOICE + 20)


# ----- the strip under the board --------------------------------------------------------------
STRIP_Y = BOARD_BOTTOM
DIE = 84                                         # a die of the current roll (4 for a double)
DICE_X, DICE_Y = BX + 86, STRIP_Y + 6           # the first die (the roller's frog to its left)
ROLLER_AT = (BX + 38, DICE_Y + DIE / 2)          # the frog showing whose dice they are
TOP_FROG_HOME = (BX + 520, DICE_Y + 26)          # the Top Frog while not on the board
TOP_FROG_BOX = (BX + 478, DICE_Y - 2, 218, DIE + 4)
CAPTION_Y = STRIP_Y + DIE + 30                   # the line reading the stack pointed at


def die_box(index: int, count: int) -> Box:
    """The `index`-th die of a roll of `count` dice (2, or 4 for a double)."""
    gap = 10 if count == 4 else 16
    return DICE_X + index * (DIE + gap), DICE_Y, DIE, DIE


# ----- words for places and what they hold -------------------------------------------------
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


def step_words(step: int) -> str:
    """A step in a sentence: 'the Root', '7', 'the Pond'."""
    if step == abagio.ROOT:
        return "the Root"
    if step >= POND:
        return "the Pond"
    return str(step)


def stack_caption(state, place: Place) -> Tuple[str, str]:
    """What is on `place`, in two lines: its name and frogs, then what that means."""
    stack = stack_of(state, place)
    if place == "pond":
        red, purple = state.pond
        return f"The Pond: {red} red and {purple} purple frogs home.", ""
    if isinstance(place, tuple) and place[0] == "root":
        return f"The Root: {len(stack)} {COLOUR_WORDS[place[1]]} frogs waiting.", ""
    name = place_name(place)
    status = stack_status(stack, place)
    if isinstance(place, int) and place == state.top_frog:
        status = "; ".join(filter(None, (status, "the Top Frog sits on it: no frog may land here")))
    return f"{name[0].upper()}{name[1:]}: {stack_words(stack)}", status
