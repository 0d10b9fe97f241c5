"""The strip under Abagio's board: the dice of the current roll drawn large (used ones
faded, lost ones crossed out), whose dice they are, the Top Frog's resting place, and a
line reading the stack pointed at or tapped, bottom to top.

Every button is in the page's actions bar (Roll, Set the Top Frog aside) and every
per-seat count in its seats panel: nothing here is to be tapped."""
from __future__ import annotations

from typing import Optional, Tuple

from engines.abagio import LEAP, ROLL, TOP
from ui.drawing import FONT, rounded_rect, text
from ui.games.abagio.layout import (BX, CAPTION_Y, DICE_Y, DIE, HEIGHT, ROLLER_AT, STRIP_Y, TEXT_PX,
                                    TOP_FROG_BOX, TOP_FROG_HOME, WIDTH, Place, die_box, stack_caption)
from ui.games.abagio.pieces import FROG_SHADES, LETTERS, TOP_FROG_SHADES, die_face, frog

INK, FAINT = "#3b2f24", "#6a5a46"
WORDS = f"{TEXT_PX}px {FONT}"
BOLD = f"bold {TEXT_PX}px {FONT}"


def paint_strip(ctx, state, place: Optional[Place] = None, rolling: Optional[float] = None,
                still: bool = False) -> None:
    """The strip for `state`: the dice (tumbling while `rolling` goes 0 to 1), the Top
    Frog, and the stack on `place` in words (or, unless the board is a `still` picture,
    how to read one)."""
    ctx.fillStyle = "#efe6d2"
    ctx.fillRect(0, STRIP_Y, WIDTH, HEIGHT - STRIP_Y)
    if state.board is None and rolling is None:
        text(ctx, "Roll-off: the higher die leaps first.", BX + 8, DICE_Y + DIE / 2, BOLD, INK)
        return
    _dice(ctx, state, rolling)
    _top_frog(ctx, state)
    if place is None and still:
        return
    first, second = stack_caption(state, place) if place is not None else ("Tap a stack to read it here.", "")
    text(ctx, first, BX + 8, CAPTION_Y, BOLD if place is not None else WORDS, INK if place is not None else FAINT,
         max_width=WIDTH - 2 * BX - 16)
    if second:
        text(ctx, second, BX + 8, CAPTION_Y + 30, WORDS, INK, max_width=WIDTH - 2 * BX - 16)
    ctx.textAlign = "left"


def roll_shown(state) -> Tuple[int, Tuple[int, ...], Tuple[bool, ...], Tuple[bool, ...]]:
    """The roll shown: (who rolled it, its dice larger first (four for a double), which are
    used, which were lost)."""
    low, high = state.rolled
    dice = (high,) * 4 if low == high else (high, low)
    roller = 1 - state.player if state.phase == ROLL else state.player
    left = list(state.dice) if state.phase == LEAP else []
    lost = [] if state.phase == LEAP else list(state.lost)
    used, crossed = [], []
    for value in dice:
        is_used = value not in left
        if not is_used:
            left.remove(value)
        is_lost = is_used and value in lost
        if is_lost:
            lost.remove(value)
        used.append(is_used)
        crossed.append(is_lost)
    return roller, dice, tuple(used), tuple(crossed)


def _dice(ctx, state, rolling: Optional[float]) -> None:
    """The roll: dice still to use bright, used ones faded, lost ones crossed out; the
    roller's frog before them."""
    if rolling is not None:
        seed = int(rolling * 12)
        for index in range(2):
            x, y, size, _ = die_box(index, 2)
            die_face(ctx, x, y, size, 1 + (seed * 5 + index * 3) % 6)
        if state.board is not None:
            frog(ctx, *ROLLER_AT, FROG_SHADES[state.player], face=True, letter=LETTERS[state.player])
        return
    if state.rolled is None:
        text(ctx, "No dice rolled yet.", BX + 8, DICE_Y + DIE / 2, WORDS, FAINT)
        return
    roller, dice, used, lost = roll_shown(state)
    frog(ctx, *ROLLER_AT, FROG_SHADES[roller], face=True, letter=LETTERS[roller])
    for index, value in enumerate(dice):
        x, y, size, _ = die_box(index, len(dice))
        die_face(ctx, x, y, size, value, faded=used[index], lost=lost[index])


def top_frog_words(state) -> str:
    """Where the Top Frog is, in two words or three."""
    if state.top_frog:
        return f"on {state.top_frog}"
    return "to place" if state.phase == TOP else "set aside"


def _top_frog(ctx, state) -> None:
    """The Top Frog's resting place: the frog itself while it is off the board."""
    x, y, w, h = TOP_FROG_BOX
    ctx.strokeStyle = "#c9b48e"
    ctx.lineWidth = 1.5
    rounded_rect(ctx, x, y, w, h, 12)
    ctx.stroke()
    fx, fy = TOP_FROG_HOME
    if not state.top_frog:
        frog(ctx, fx, fy, TOP_FROG_SHADES, face=True, letter="T")
    else:
        ctx.save()
        ctx.globalAlpha = 0.3
        frog(ctx, fx, fy, TOP_FROG_SHADES)
        ctx.restore()
    text(ctx, "Top Frog", fx + 44, fy, BOLD, INK)
    text(ctx, top_frog_words(state), fx + 44, fy + 34, WORDS, INK)
