"""Abagio's side panel: whose turn and what they do, the dice (used ones faded, lost ones
crossed), the Roll and Set-aside buttons, the counts at the Root and in the Pond, the Top
Frog, and the stack inspector that reads any stack bottom to top."""
from __future__ import annotations

from typing import Optional

from engines.abagio import LEAP, OVER, PURPLE, RED, ROLL, TOP
from ui.drawing import FONT, label_box, rounded_rect, text, wrap
from ui.games.abagio.layout import (ASIDE_BUTTON, COLOUR_WORDS, HEIGHT, PANEL_W, PANEL_X, ROLL_BUTTON, Place,
                                    place_name, stack_of, stack_status, stack_words)
from ui.games.abagio.pieces import FROG_SHADES, LETTERS, TOP_FROG_SHADES, die_face, frog

INK, SOFT, FAINT = "#3b2f24", "#6a5a46", "#7a6a55"
TITLES = {ROLL: "to roll", LEAP: "to leap", TOP: "plays the Top Frog", OVER: "wins!"}


def paint_panel(ctx, state, roll_button: bool, aside_button: bool, place: Optional[Place] = None,
                rolling: Optional[float] = None) -> None:
    """The panel for `state`: with the Roll button (`roll_button`: a person here rolls) or
    the Set-aside button (`aside_button`), the stack on `place` read out, and tumbling
    dice while `rolling` (0 to 1)."""
    x = PANEL_X
    ctx.fillStyle = "#f8f2e4"
    rounded_rect(ctx, x, 28, PANEL_W, HEIGHT - 40, 14)
    ctx.fill()
    ctx.strokeStyle = "#c9b48e"
    ctx.lineWidth = 1.5
    ctx.stroke()
    if state.board is None:
        text(ctx, "Roll-off: who leaps first?", x + 14, 56, f"bold 18px {FONT}", INK)
        if roll_button:
            _button(ctx, ROLL_BUTTON, "Roll")
        _footnote(ctx)
        return
    colour = state.winners()[0] if state.phase == OVER else state.player
    frog(ctx, x + 28, 56, FROG_SHADES[colour], 34, 14, face=True)
    text(ctx, f"{state.seat_name(colour)} {TITLES.get(state.phase, '')}", x + 52, 56, f"bold 20px {FONT}",
         "#2b2118")
    _dice(ctx, state, rolling)
    if roll_button:
        _button(ctx, ROLL_BUTTON, "Roll the dice")
    elif aside_button:
        _button(ctx, ASIDE_BUTTON, "Set the Top Frog aside")
    # the counts
    rows = [("", "Red", "Purple"),
            ("Root", str(state.root[RED]), str(state.root[PURPLE])),
            ("Pond (home)", f"{state.pond[RED]}/12", f"{state.pond[PURPLE]}/12"),
            ("Pips to go", str(state.pips(RED)), str(state.pips(PURPLE)))]
    for index, row in enumerate(rows):
        font = ("bold " if index == 0 else "") + f"14px {FONT}"
        for column, words in zip((14, 150, 222), row):
            text(ctx, words, x + column, 214 + index * 21, font, INK)
    frog(ctx, x + 26, 306, TOP_FROG_SHADES, 30, 12, face=True, letter="T")
    where = f"on {state.top_frog}: nobody may land there" if state.top_frog else "set aside"
    text(ctx, f"Top Frog: {where}", x + 48, 306, f"14px {FONT}", INK, max_width=PANEL_W - 60)
    _inspector(ctx, state, place, 334)
    _footnote(ctx)


def _button(ctx, box, label: str) -> None:
    label_box(ctx, box, label, "#6b4423", "#fff8e8", 10)


def _dice(ctx, state, rolling: Optional[float]) -> None:
    """The last roll: dice still to use bright, used ones faded, lost ones crossed out."""
    x, y = PANEL_X + 14, 84
    if rolling is not None:
        seed = int(rolling * 12)
        for index in range(2):
            die_face(ctx, x + index * 60, y, 50, 1 + (seed * 5 + index * 3) % 6)
        return
    if state.rolled is None:
        text(ctx, "No dice rolled yet.", x, y + 25, f"14px {FONT}", FAINT)
        return
    low, high = state.rolled
    dice = [high] * 4 if low == high else [high, low]
    size = 40 if len(dice) == 4 else 50
    left = list(state.dice) if state.phase == LEAP else []
    lost = [] if state.phase == LEAP else list(state.lost)
    for index, value in enumerate(dice):
        used = value not in left
        if not used:
            left.remove(value)
        is_lost = used and value in lost
        if is_lost:
            lost.remove(value)
        die_face(ctx, x + index * (size + 10), y, size, value, faded=used, lost=is_lost)
    if state.phase != LEAP:
        text(ctx, "last roll" + (": the crossed dice were lost" if state.lost else ""), x, y + size + 10,
             f"12px {FONT}", FAINT)


def _inspector(ctx, state, place: Optional[Place], y: float) -> None:
    """The stack on `place` drawn large and read out, or how to use the inspector."""
    x = PANEL_X + 14
    if place is None:
        for index, line in enumerate(("Tap (or point at) any stack to read it here,",
                                      "bottom to top; every stack is also drawn",
                                      "from the side, bottom frog lowest.")):
            text(ctx, line, x, y + 16 + index * 18, f"13px {FONT}", SOFT)
        return
    title = place_name(place)
    text(ctx, title[0].upper() + title[1:], x, y + 12, f"bold 15px {FONT}", INK)
    stack = stack_of(state, place)
    if place == "pond":
        lines = [f"Red {state.pond[RED]}, Purple {state.pond[PURPLE]} home."]
    elif isinstance(place, tuple) and place[0] == "root":
        lines = [f"{len(stack)} {COLOUR_WORDS[place[1]]} frogs waiting to enter."]
    else:
        for index, colour in enumerate(stack):
            frog(ctx, x + 24 + index * 50, y + 48, FROG_SHADES[colour], 42, 18,
                 face=index == len(stack) - 1, letter=LETTERS[colour])
        if isinstance(place, int) and place == state.top_frog:
            frog(ctx, x + 24 + len(stack) * 50, y + 48, TOP_FROG_SHADES, 42, 18, face=True, letter="T")
        if stack:
            text(ctx, "bottom", x + 8, y + 70, f"11px {FONT}", SOFT)
            text(ctx, "top \u2192", x + 46 + (len(stack) - 1) * 50, y + 70, f"11px {FONT}", SOFT, align="right")
        lines = [stack_words(stack)]
        status = stack_status(stack, place)
        if status:
            lines.append(status)
    for index, line in enumerate(lines):
        for part_index, part in enumerate(wrap(line, 42)):
            text(ctx, part, x, y + 92 + index * 36 + part_index * 16, f"13px {FONT}", INK)
    ctx.textAlign = "left"


def _footnote(ctx) -> None:
    for words, y in (("The board is a reconstruction: the rulebook's", HEIGHT - 42),
                     ("figures are lost (see the rules page).", HEIGHT - 26)):
        text(ctx, words, PANEL_X + 14, y, f"italic 11px {FONT}", FAINT)
