"""Abalone on the canvas: the hexagonal board with its coordinates, shaded marbles, the
trays of pushed-off marbles above and below it, and taps (or drags) into moves.

How a person moves: tap one of your marbles (at 4 players, your partner's too) and then
tap a lit spot; or tap two or three marbles in a line first (tapping the two ends of a
line of three selects all three), then a lit spot. A single selected marble also offers
the in-line moves of the line it is the rear of. Tapping a selected marble again: a lone
one lets go; an end of a line leaves it, and what stays selected can always move (the
rest of the line, else the other end alone, else nothing). Dragging across 1-3 marbles
selects them; dragging from a selected marble in a direction moves that way. Only legal
moves light up; a push shows the marbles it moves away, and a push off the board marks
the marble that will fall (it then flies into the pusher's tray).

Nothing on the board says whose turn it is (the page does); the seats panel gets each
seat's push-offs from `seat_detail`. The board's geometry and hit-testing are in
layout.py, the pictures in pictures.py, the trays in panel.py; what a move did comes from
the engine (`last.effect`). No browser import: drawing goes to any 2D-context-like
object, tested in CPython.
"""
from __future__ import annotations

import math
from typing import List, Optional, Tuple

import engines
from engines import abalone
from engines.abalone import AbaloneEffect, AbaloneMove

from ui.drawing import Mark, ease, lerp
from ui.games.abalone.layout import (BOARD_BOX, HEIGHT, MARBLE_R, TARGET_R, WIDTH, beyond, candidates, cell_at,
                                     cell_point, centroid, line_between, move_at, move_toward, spot_point, to_units,
                                     turns_for)
from ui.games.abalone.layout import selection_for  # noqa: F401 - e2e drivers find it here
from ui.games.abalone.panel import TRAY_R, PushOff, Tray, contents, paint_trays, push_offs, trays
from ui.games.abalone.pictures import PictureCache, arrow, marble, paint_board
from ui.view import LastMove, View

NAMES = abalone.CELL_NAMES
PUSH_INK = "#e8590c"             # the dashed ring of a marble a lit move would push
FALL_INK = "#c92a2a"             # the cross on the marble it would push off
SLIDE_SHARE = 0.45               # of a push-off's animation, the slide; then the marble flies to its tray


class AbaloneView(View):
    """Draws an Abalone state and turns taps and drags into Abalone moves."""

    game_id = "abalone"
    SIZE = (WIDTH, HEIGHT)
    THUMBNAIL_BOX = BOARD_BOX    # the home page shows the board without its trays

    def __init__(self, host):
        super().__init__(host)
        self.selection: List[int] = []
        self.turns = 0
        self.bottom = 0
        self._push_offs: Tuple[object, List[PushOff]] = (None, [])
        self.cache = PictureCache()
        self._lit_for: Tuple[object, Tuple[int, ...], List[AbaloneMove]] = (None, (), [])

    # ----- the position shown -----
    def on_new_state(self, state, previous=None, move=None, animate: bool = True) -> None:
        self.bottom = self.host.bottom_seat()
        self.turns = turns_for(state, self.bottom)
        known, pushed = self._push_offs
        super().on_new_state(state, previous, move, animate)
        self.selection = []
        if self.last is not None and previous is known:     # one move on: only it can add one
            off = self.last.effect.pushed_off
            pushed = pushed + [(self.last.effect.seat, off.seat)] if off is not None else pushed
        else:
            pushed = push_offs(state)
        self._push_offs = (state, pushed)

    @property
    def pushed(self) -> List[PushOff]:
        """Every push-off of the game shown, in order: (pusher, owner of the marble)."""
        return self._push_offs[1]

    def trays(self) -> List[Tray]:
        """Where each side's tray is drawn (the bottom seat's below the board)."""
        return trays(self.state, self.bottom, self.turns)

    def animate(self, last: LastMove) -> None:
        """Slide the marbles the move displaced; a marble pushed off goes over the rim and
        flies into the pusher's tray."""
        effect = last.effect
        if effect.kind != "pass":
            self.start_animation("slide", effect, 0.9 if effect.pushed_off else 0.3)

    # ----- words -----
    def hint(self) -> str:
        state = self.state
        if self.selection:
            names = _span(self.selection)
            if not self._lit():
                return (f"{names} selected, but it cannot move: tap a marble in line to add it, "
                        "or an empty hole to let go.")
            if len(self.selection) == 1:
                return (f"{names} selected: tap a lit spot to move, a marble in line to add it, "
                        f"or {names} again to let go.")
            return f"{names} selected: tap a lit spot to move, an end to take it out, or an empty hole to let go."
        if state.legal_moves() == [abalone.PASS]:
            return "no move is possible: press Pass."
        whose = "one of your marbles (or your partner's)" if state.num_players == 4 else "one of your marbles"
        return f"tap {whose}, or the two ends of a line of up to three, then a lit spot."

    def describe(self, before, move, after) -> str:
        who = before.seat_name(before.to_move)
        effect = before.effect(move)
        if effect.kind == "pass":
            return f"{who} could not move and passed."
        count = len(effect.moved)
        what = "a marble" if count == 1 else f"{count} marbles"
        text = f"{who} moved {what} {_way(effect)} ({move})"
        if effect.pushed:
            victims = sorted({before.seat_name(s.seat) for s in effect.pushed})
            text += f", pushing {len(effect.pushed)} {' and '.join(victims)}"
            if effect.pushed_off:
                text += f" and one off the board! {who} has pushed off {after.credit[before.to_move]}"
                if before.num_players == 4:
                    text += f" (team {after.side_credit(before.to_move)} of 6)"
        return text + "."

    def seat_detail(self, seat: int) -> str:
        """Push-offs for the seats panel: "2 pushed off"; at 3 players the seat's own marbles
        lost too ("2 pushed off, 3 lost"), at 4 its team's count towards six ("1 pushed off,
        team 4/6")."""
        state = self.state
        if state is None or not 0 <= seat < state.num_players:
            return ""
        words = f"{state.credit[seat]} pushed off"
        if state.num_players == 3:
            words += f", {state.lost(seat)} lost"
        elif state.num_players == 4:
            words += f", team {state.side_credit(seat)}/{abalone.WIN_PUSH_OFFS}"
        return words

    def result(self, state) -> str:
        winners = state.winners()
        if not winners:
            return "The game is drawn: both sides pushed off as many marbles."
        names = " and ".join(state.seat_name(s) for s in winners)
        total = state.side_credit(winners[0])
        how = "pushed off six marbles" if total >= abalone.WIN_PUSH_OFFS else f"pushed off more ({total})"
        return f"{names} {'win' if len(winners) > 1 else 'wins'}: {how}."

    # ----- input -----
    def _can_play(self) -> bool:
        return self.state is not None and not self.state.is_over() and self.host.human_to_move()

    def actions(self) -> List[Tuple[str, str]]:
        if self._can_play() and self.state.legal_moves() == [abalone.PASS]:
            return [("pass", "Pass")]
        return []

    def action(self, name: str) -> None:
        if name == "pass":
            self.host.try_move(abalone.PASS)

    def _friendly(self, cell: int) -> bool:
        owner = self.state.owner(cell)
        return owner is not None and owner in self.state.team(self.state.to_move)

    def _lit(self) -> List[AbaloneMove]:
        """The legal moves of the selection (kept while the position and selection stay)."""
        state, selection, moves = self._lit_for
        if state is not self.state or selection != tuple(self.selection):
            moves = candidates(self.state, self.selection)
            self._lit_for = (self.state, tuple(self.selection), moves)
        return moves

    def tap(self, x: float, y: float) -> None:
        if not self._can_play():
            return
        if self.selection:
            friendly = [c for seat in self.state.team(self.state.to_move) for c in self.state.marbles(seat)]
            move = move_at(self.state, self._lit(), x, y, self.turns, friendly)
            if move is not None:
                self.selection = []
                self.host.try_move(move)
                return
        cell = cell_at(x, y, self.turns)
        if cell is None or not self._friendly(cell):
            if self.selection:
                self.selection = []
                self.host.say("Selection dropped.")
            elif cell is not None and self.state.owner(cell) is not None:
                self.host.say(f"That marble on {NAMES[cell]} is not yours: tap one of your own.")
            self.host.redraw()
            return
        self._select(cell)

    def _select(self, cell: int) -> None:
        selection = self.selection
        if cell in selection:
            self._take_out(cell)
            self.host.redraw()
            return
        if selection:
            grown = line_between(selection[0], cell) or line_between(selection[-1], cell)
            self.selection = [cell]
            if grown is not None:
                whole = sorted(set(grown) | set(selection))
                ordered = line_between(whole[0], whole[-1])
                if ordered and ordered == whole and all(self._friendly(c) for c in ordered):
                    self.selection = ordered
        else:
            self.selection = [cell]
        if self.selection and not self._lit():
            self.host.say(f"{_span(self.selection)} has no legal move.")
        self.host.redraw()

    def _take_out(self, cell: int) -> None:
        """A selected marble tapped again. A lone marble, or the middle of three, lets go.
        An end leaves the line: the rest stays selected if it can move, else the other end
        alone if it can (the marble the line was begun from, or ended at), else nothing."""
        selection = self.selection
        if len(selection) == 1 or cell not in (selection[0], selection[-1]):
            self.selection = []
            self.host.say("Selection dropped.")
            return
        rest = [c for c in selection if c != cell]
        other = selection[-1] if cell == selection[0] else selection[0]
        if candidates(self.state, rest):
            self.selection = rest
        elif len(rest) > 1 and candidates(self.state, [other]):
            self.selection = [other]
            self.host.say(f"{NAMES[cell]} taken out; {_span(rest)} cannot move, so {NAMES[other]} stays selected.")
        else:
            self.selection = []
            self.host.say(f"Selection dropped: {_span(rest)} cannot move.")

    def places(self) -> List[Tuple[float, float, str]]:
        """Keyboard play: the marbles the person may select, and the lit spots of the selection."""
        if not self._can_play():
            return []
        state = self.state
        out = []
        for seat in state.team(state.to_move):
            for cell in state.marbles(seat):
                words = f"{state.seat_name(seat)} marble {NAMES[cell]}"
                if cell in self.selection:
                    words += ", selected"
                out.append((*cell_point(cell, self.turns), words))
        for move in self._lit():
            effect = state.effect(move)
            count = len(effect.moved)
            words = f"move {move}, {count} marble{'s' if count > 1 else ''} {_way(effect)}"
            if effect.pushed:
                words += f", pushing {len(effect.pushed)}" + (" off the board" if effect.pushed_off else "")
            out.append((*spot_point(state, move, self.turns), words))
        out.sort(key=lambda p: (round(p[1]), p[0]))
        return out

    def cancel(self) -> None:
        if self.selection:
            self.selection = []
            self.host.say("Selection dropped.")
            self.host.redraw()

    def drag(self, x0: float, y0: float, x1: float, y1: float) -> None:
        """A press at (x0, y0) released at (x1, y1), farther than a tap.

        From a selected marble in a direction: move the selection that way. Otherwise, from a
        marble to another in line: select that line; from a marble towards anything else:
        move that marble (with the line it heads) that way, if it can."""
        if not self._can_play():
            return
        start = cell_at(x0, y0, self.turns)
        end = cell_at(x1, y1, self.turns)
        if start is None or not self._friendly(start):
            return
        if start not in self.selection and end is not None and end != start and self._friendly(end):
            line = line_between(start, end)
            if line and all(self._friendly(c) for c in line):
                self.selection = line
                if not self._lit():
                    self.host.say("That selection has no legal move.")
                self.host.redraw()
                return
        if start not in self.selection:
            self.selection = [start]
        ux0, uy0 = to_units(x0, y0, self.turns)
        ux1, uy1 = to_units(x1, y1, self.turns)
        best = move_toward(self._lit(), ux1 - ux0, uy1 - uy0)
        if best is not None:
            self.selection = []
            self.host.try_move(best)
        else:
            self.host.say("No legal move that way.")
            self.host.redraw()

    # ----- painting -----
    def _sliding(self) -> Optional[AbaloneEffect]:
        """The move whose marbles are in flight now, if any."""
        anim = self.animation
        return anim.data if anim is not None and anim.kind == "slide" else None

    def paint(self, ctx) -> None:
        """The board, the marbles (those of a move in flight where the animation has them)
        and the trays (without the marble in flight until it lands)."""
        board = self.cache.get(ctx, ("board", self.turns), WIDTH, HEIGHT, lambda layer: paint_board(layer, self.turns))
        if board is not None:
            ctx.drawImage(board, 0, 0, WIDTH, HEIGHT)
        else:
            paint_board(ctx, self.turns)
        state = self.state
        sliding = self._sliding()
        landed = {s.target for s in sliding.slides} if sliding is not None else set()
        for seat in range(state.num_players):
            name = state.seat_name(seat)
            for cell in state.marbles(seat):
                if cell not in landed:
                    x, y = cell_point(cell, self.turns)
                    self.marble(ctx, x, y - (3 if cell in self.selection else 0), MARBLE_R, name)
        in_flight = sliding is not None and sliding.pushed_off is not None
        paint_trays(ctx, state, self.trays(), self.pushed[:-1] if in_flight else self.pushed, self.marble)
        if sliding is not None:
            self._paint_slides(ctx, sliding, self.animation.progress)

    def _paint_slides(self, ctx, effect: AbaloneEffect, progress: float) -> None:
        """Each displaced marble one step on; one pushed off goes over the rim in the first
        part of the animation, then flies into its place in the pusher's tray."""
        share = SLIDE_SHARE if effect.pushed_off is not None else 1.0
        t = ease(min(1.0, progress / share))
        for slide in effect.slides:
            x0, y0 = cell_point(slide.source, self.turns)
            x1, y1 = beyond(slide.source, effect.step, 1, self.turns)
            x, y = lerp(x0, x1, t), lerp(y0, y1, t)
            name = self.state.seat_name(slide.seat)
            if slide.target is None:
                fly = ease(max(0.0, (progress - share) / (1 - share)))
                x2, y2 = self._landing(effect)
                x, y = lerp(x, x2, fly), lerp(y, y2, fly) - 60 * math.sin(math.pi * fly)
                marble(ctx, x, y, lerp(MARBLE_R, TRAY_R - 1, fly), name)
            else:
                self.marble(ctx, x, y, MARBLE_R, name)

    def _landing(self, effect: AbaloneEffect) -> Tuple[float, float]:
        """Where the marble `effect` pushes off lands: the next hole of the pusher's tray."""
        tray = next(t for t in self.trays() if effect.seat in t.side)
        held = len(contents(tray.side, self.pushed[:-1]))
        return tray.slot(min(held, abalone.WIN_PUSH_OFFS - 1))

    def paint_over(self, ctx) -> None:
        """Above the marks: the suggestion's arrow, and what the lit moves would push."""
        if self.animation is not None or self.state.is_over():
            return
        move = self.suggestion
        if move is not None:
            if move.kind != "pass":
                arrow(ctx, *centroid(self.state.group(move), self.turns),
                      *spot_point(self.state, move, self.turns), "#6f42c1")
        elif self.selection and self.host.show_hints and self.host.human_to_move():
            self._paint_pushes(ctx)

    def _paint_pushes(self, ctx) -> None:
        """A dashed ring on each marble a lit move would push, a cross on one it would push off."""
        ctx.save()
        for move in self._lit():
            effect = self.state.effect(move)
            ctx.strokeStyle = PUSH_INK
            ctx.lineWidth = 3
            ctx.setLineDash([6, 4])
            for slide in effect.pushed:
                x, y = cell_point(slide.source, self.turns)
                ctx.beginPath()
                ctx.arc(x, y, MARBLE_R + 3, 0, 2 * math.pi)
                ctx.stroke()
            ctx.setLineDash([])
            if effect.pushed_off is not None:
                x, y = cell_point(effect.pushed_off.source, self.turns)
                ctx.strokeStyle = FALL_INK
                ctx.lineWidth = 5
                ctx.beginPath()
                ctx.moveTo(x - 12, y - 12)
                ctx.lineTo(x + 12, y + 12)
                ctx.moveTo(x + 12, y - 12)
                ctx.lineTo(x - 12, y + 12)
                ctx.stroke()
        ctx.restore()

    def marble(self, ctx, x: float, y: float, r: float, seat_name: str) -> None:
        """A marble, from a picture drawn once per colour and size when the canvas allows."""
        pad = r * 1.3
        picture = self.cache.get(ctx, ("marble", seat_name, r), 2 * pad, 2 * pad,
                                 lambda c: marble(c, pad, pad, r, seat_name))
        if picture is not None:
            ctx.drawImage(picture, x - pad, y - pad, 2 * pad, 2 * pad)
        else:
            marble(ctx, x, y, r, seat_name)

    # ----- highlights -----
    def last_move_marks(self, last: LastMove) -> List[Mark]:
        """A ring where each marble of the mover's line landed."""
        return [Mark("last", *cell_point(s.target, self.turns), r=MARBLE_R + 4) for s in last.effect.moved]

    def result_marks(self) -> List[Mark]:
        """At the end: the winning side's full tray, and the line whose push won the game."""
        winners = set(self.state.winners() or [])
        marks = [Mark("win", *tray.centre, w=tray.w + 12, h=tray.h + 12)
                 for tray in self.trays() if winners & set(tray.side)]
        last = self.last
        if last is not None and last.effect.pushed_off is not None and last.effect.seat in winners:
            marks += [Mark("win", *cell_point(s.target, self.turns), r=MARBLE_R + 4) for s in last.effect.moved]
        return marks

    def suggestion_marks(self, move) -> List[Mark]:
        """The suggested line, and the spot a tap would make the move (the arrow is paint_over's)."""
        if move.kind == "pass":
            return []
        marks = [Mark("hint", *cell_point(c, self.turns), r=MARBLE_R + 5) for c in self.state.group(move)]
        return marks + [Mark("hint", *spot_point(self.state, move, self.turns), r=TARGET_R)]

    def selection_marks(self) -> List[Mark]:
        return [Mark("selected", *cell_point(c, self.turns), r=MARBLE_R + 4) for c in self.selection]

    def target_marks(self) -> List[Mark]:
        """The lit spots: tap one to make that move of the selection."""
        return [Mark("target", *spot_point(self.state, m, self.turns), r=TARGET_R) for m in self._lit()]

    @classmethod
    def sample(cls):
        state = engines.new_game("abalone", layout="belgian")
        for text in ("c3d4", "c6d6", "b2c3", "g4f4", "g7f6", "b5c6"):
            state = state.play(text)
        return state


def _span(selection: List[int]) -> str:
    """A selection in words: "c3", or its two ends "a1-c3"."""
    if len(selection) == 1:
        return NAMES[selection[0]]
    return f"{NAMES[selection[0]]}-{NAMES[selection[-1]]}"


def _way(effect: AbaloneEffect) -> str:
    """Which way a move went, in words: 'sideways' or a compass direction."""
    return "sideways" if effect.kind == "broadside" else effect.direction
