"""Abalone on the canvas: the hexagonal board, shaded marbles, the trays of pushed-off
marbles, and taps (or drags) into moves.

How a person moves: tap one of your marbles (at 4 players, your partner's too) and then
tap a lit spot; or tap two or three marbles in a line first (tapping the two ends of a
line of three selects all three), then a lit spot. A single selected marble also offers
the in-line moves of the line it is the rear of. Dragging across 1-3 marbles selects
them; dragging from a selected marble in a direction moves that way. Only legal moves
light up; a push shows the marbles it moves away, and a push off the board marks the
marble that will fall.

Pure geometry and drawing onto any 2D-context-like object: no browser import here,
so layout and hit-testing are tested in CPython. Rule questions go to the engine.
"""
from __future__ import annotations

import math
from typing import List, Optional, Sequence, Tuple

import engines
from engines import abalone
from engines import hexgrid as hg
from engines.abalone import AbaloneMove

from ui.drawing import banner, ease, lerp, rounded_rect
from ui.view import View

WIDTH, HEIGHT = 900, 640
BOARD_X, BOARD_Y = 326, 320      # the centre cell e5
SPACING = 64                     # centre to centre of neighbouring cells
MARBLE_R = 27
HOLE_R = 22
SPOT_R = 0.42                    # how close (in cell units) a tap must be to a lit spot
PANEL_X = 660

SEAT_STYLES = {
    # name: (highlight, body, rim, symbol colour, symbol)
    "Black": ("#6d6d6d", "#1b1b1b", "#000000", "#f2f2f2", None),
    "White": ("#ffffff", "#e9e6df", "#9a958c", "#333333", None),
    "Blue": ("#8fc1ff", "#1e63c8", "#0b2f66", "#ffffff", "triangle"),
    "Red": ("#ffb48a", "#d9480f", "#6e2106", "#ffffff", "square"),
}
"""Marble shading per seat colour. The coloured marbles carry a symbol (triangle, square)
so no two seats depend on telling hues apart; black and white differ in lightness."""
TEAM_NAMES = {0: "Black & White", 1: "Blue & Red"}


# ----- geometry ------------------------------------------------------------------------------
def rotate(x: float, y: float, turns: int) -> Tuple[float, float]:
    """(x, y) turned by `turns` sixths of a full turn about the centre."""
    if not turns:
        return x, y
    angle = turns * math.pi / 3
    c, s = math.cos(angle), math.sin(angle)
    return x * c - y * s, x * s + y * c


def unit_point(ux: float, uy: float, turns: int = 0) -> Tuple[float, float]:
    """A point in cell units (e5 at 0, 0) in design units."""
    x, y = rotate(ux, uy, turns)
    return BOARD_X + x * SPACING, BOARD_Y + y * SPACING


def cell_point(cell: int, turns: int = 0) -> Tuple[float, float]:
    """Centre of a cell (or of a padding cell just off the board) in design units."""
    return unit_point(*hg.unit_xy(cell), turns)


def to_units(x: float, y: float, turns: int = 0) -> Tuple[float, float]:
    """Design units back to cell units (the inverse of unit_point)."""
    return rotate((x - BOARD_X) / SPACING, (y - BOARD_Y) / SPACING, -turns)


def cell_at(x: float, y: float, turns: int = 0) -> Optional[int]:
    """The cell under (x, y), if any."""
    return hg.nearest_cell(*to_units(x, y, turns), limit=0.5)


def spot_units(state, move: AbaloneMove) -> Tuple[float, float]:
    """Where a person taps (in cell units) to make `move` once its group is selected: for
    an in-line move, the cell the head of the line moves into; for a sideways move, the
    middle of where the line goes. The six spots around a selection never coincide."""
    cells = state.group(move)
    dx, dy = hg.direction_xy(move.step)
    if move.kind == "inline":
        x, y = hg.unit_xy(cells[-1])
        return x + dx, y + dy
    points = [hg.unit_xy(c) for c in cells]
    return (sum(p[0] for p in points) / len(points) + dx, sum(p[1] for p in points) / len(points) + dy)


def spot_point(state, move: AbaloneMove, turns: int = 0) -> Tuple[float, float]:
    """`spot_units` in design units."""
    return unit_point(*spot_units(state, move), turns)


def selection_for(state, move: AbaloneMove) -> List[int]:
    """The marbles to tap to select `move`'s group: the rear alone for an in-line move,
    the two ends of the line for a sideways one."""
    if move.kind == "inline":
        return [move.rear]
    cells = state.group(move)
    return [cells[0], cells[-1]] if len(cells) > 1 else cells


def line_between(a: int, b: int) -> Optional[List[int]]:
    """The cells from a to b if they lie on one line at most 3 cells long, in order."""
    if a == b:
        return [a]
    for step in hg.DIRECTIONS:
        for n in (1, 2):
            if a + n * step == b:
                return hg.line(a, step, n + 1)
    return None


def candidates(state, selection: Sequence[int]) -> List[AbaloneMove]:
    """The legal moves a selection can make: for one marble, the moves it is the rear of
    (alone or heading its line); for a line, the moves of exactly that line."""
    if state.is_over() or not selection:
        return []
    chosen = set(selection)
    out = []
    for move in state.legal_moves():
        if move.kind == "pass":
            continue
        if len(selection) == 1:
            if move.kind == "inline" and move.rear == selection[0]:
                out.append(move)
        elif set(state.group(move)) == chosen:
            out.append(move)
    return out


class AbaloneView(View):
    """Draws an Abalone state and turns taps and drags into Abalone moves."""

    game_id = "abalone"
    SIZE = (WIDTH, HEIGHT)

    def __init__(self, host):
        super().__init__(host)
        self.selection: List[int] = []
        self.turns = 0
        self.cache = PictureCache()

    # ----- state changes from the shell -----
    def on_new_state(self, state, previous=None, move=None, animate: bool = True) -> None:
        super().on_new_state(state, previous, move, animate)
        self.selection = []
        self.turns = self._turns_for(state)
        self.last = (previous, move) if previous is not None and move is not None else None
        if previous is not None and isinstance(move, AbaloneMove) and move.kind != "pass":
            effect = previous.effect(move)
            sliding = [(s.seat, s.source) for s in effect.slides]
            off = [effect.pushed_off.source] if effect.pushed_off else []
            self.start_animation("slide", {"previous": previous, "move": move, "sliding": sliding,
                                           "off": off}, 0.55 if off else 0.3)

    def _turns_for(self, state) -> int:
        """Sixths of a turn that bring the seat nearest the player to the bottom edge."""
        bottom = getattr(self.host, "bottom_seat", None)
        seat = bottom() if callable(bottom) else 0
        if not seat or seat >= state.num_players:
            return 0
        start = engines.new_game("abalone", players=state.num_players,
                                 layout=state.options.get("layout", "standard"))
        mine = [hg.unit_xy(c) for c in start.marbles(seat)]
        x = sum(p[0] for p in mine) / len(mine)
        y = sum(p[1] for p in mine) / len(mine)
        if math.hypot(x, y) < 1.0:                # the daisies sit on both sides: no turn helps
            return 0
        angle = math.atan2(y, x)                  # where the seat sits now
        wanted = math.pi / 2                      # straight down on screen
        return round((wanted - angle) / (math.pi / 3)) % 6

    # ----- words -----
    def hint(self) -> str:
        state = self.state
        if self.selection:
            names = "-".join(hg.NAMES[c] for c in (self.selection[0], self.selection[-1])) \
                if len(self.selection) > 1 else hg.NAMES[self.selection[0]]
            return (f"{names} selected: tap a lit spot to move, another marble in line to add it, "
                    "or the selection to drop it.")
        if state.legal_moves() == [abalone.PASS]:
            return "no move is possible: press Pass."
        whose = "one of your marbles (or your partner's)" if state.num_players == 4 else "one of your marbles"
        return f"tap {whose}, or the two ends of a line of up to three, then a lit spot."

    def describe(self, before, move, after) -> str:
        who = before.seat_name(before.to_move)
        if move.kind == "pass":
            return f"{who} could not move and passed."
        effect = before.effect(move)
        count = len(effect.moved)
        what = "a marble" if count == 1 else f"{count} marbles"
        way = "sideways" if move.kind == "broadside" else hg.DIRECTION_NAMES[move.step]
        text = f"{who} moved {what} {way} ({move})"
        if effect.pushed:
            victims = sorted({before.seat_name(s.seat) for s in effect.pushed})
            text += f", pushing {len(effect.pushed)} {' and '.join(victims)}"
            if effect.pushed_off:
                text += f" and one off the board! {who} has pushed off {after.credit[before.to_move]}"
                if before.num_players == 4:
                    text += f" (team {after.side_credit(before.to_move)} of 6)"
        return text + "."

    def result(self, state) -> str:
        winners = state.winners()
        if not winners:
            return "The game is drawn: both sides pushed off as many marbles."
        names = " and ".join(state.seat_name(s) for s in winners)
        total = state.side_credit(winners[0])
        how = "pushed off six marbles" if total >= abalone.WIN_PUSH_OFFS else f"pushed off more ({total})"
        return f"{names} {'win' if len(winners) > 1 else 'wins'}: {how}."

    # ----- input -----
    def actions(self) -> List[Tuple[str, str]]:
        state = self.state
        if state is not None and not state.is_over() and self.host.human_to_move():
            if state.legal_moves() == [abalone.PASS]:
                return [("pass", "Pass")]
        return []

    def action(self, name: str) -> None:
        if name == "pass":
            self.host.try_move(abalone.PASS)

    def _friendly(self, cell: int) -> bool:
        owner = self.state.owner(cell)
        return owner is not None and owner in self.state.team(self.state.to_move)

    def _lit(self) -> List[AbaloneMove]:
        return candidates(self.state, self.selection)

    def tap(self, x: float, y: float) -> None:
        state = self.state
        if state is None or state.is_over() or not self.host.human_to_move():
            return
        if self.selection:
            move = self._move_at(x, y)
            if move is not None:
                self.selection = []
                self.host.try_move(move)
                return
        cell = cell_at(x, y, self.turns)
        if cell is None or not self._friendly(cell):
            if self.selection:
                self.selection = []
                self.host.say("Selection dropped.")
            elif cell is not None and state.owner(cell) is not None:
                self.host.say(f"That marble on {hg.NAMES[cell]} is not yours: tap one of your own.")
            self.host.redraw()
            return
        self._select(cell)

    def _select(self, cell: int) -> None:
        selection = self.selection
        if cell in selection:
            if len(selection) > 1 and cell in (selection[0], selection[-1]):
                selection.remove(cell)            # shrink from an end
            else:
                selection.clear()
        elif selection:
            grown = line_between(selection[0], cell) or line_between(selection[-1], cell)
            if grown is not None:
                whole = sorted(set(grown) | set(selection))
                ordered = line_between(whole[0], whole[-1])
                if ordered and ordered == whole and all(self._friendly(c) for c in ordered):
                    self.selection = ordered
                else:
                    self.selection = [cell]
            else:
                self.selection = [cell]
        else:
            self.selection = [cell]
        if self.selection and not self._lit():
            self.host.say("That selection has no legal move.")
        self.host.redraw()

    def places(self) -> List[Tuple[float, float, str]]:
        """Keyboard play: the marbles the person may select, and the lit spots of the selection."""
        state = self.state
        if state is None or state.is_over() or not self.host.human_to_move():
            return []
        out = []
        team = state.team(state.to_move)
        for seat in team:
            for cell in state.marbles(seat):
                words = f"{state.seat_name(seat)} marble {hg.NAMES[cell]}"
                if cell in self.selection:
                    words += ", selected"
                out.append((*cell_point(cell, self.turns), words))
        for move in self._lit():
            effect = state.effect(move)
            words = f"move {move}, {len(effect.moved)} marble{'s' if len(effect.moved) > 1 else ''} " \
                    f"{'sideways' if move.kind == 'broadside' else hg.DIRECTION_NAMES[move.step]}"
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

    def _move_at(self, x: float, y: float) -> Optional[AbaloneMove]:
        ux, uy = to_units(x, y, self.turns)
        best, best_d = None, SPOT_R
        for move in self._lit():
            sx, sy = spot_units(self.state, move)
            d = math.hypot(ux - sx, uy - sy)
            if d <= best_d:
                best, best_d = move, d
        return best

    def drag(self, x0: float, y0: float, x1: float, y1: float) -> None:
        """A press at (x0, y0) released at (x1, y1), farther than a tap.

        From a selected marble in a direction: move the selection that way. Otherwise, from a
        marble to another in line: select that line; from a marble towards anything else:
        move that marble (with the line it heads) that way, if it can."""
        state = self.state
        if state is None or state.is_over() or not self.host.human_to_move():
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
        dx, dy = ux1 - ux0, uy1 - uy0
        length = math.hypot(dx, dy) or 1.0
        best, best_dot = None, 0.8
        for move in self._lit():
            mx, my = hg.direction_xy(move.step)
            dot = (dx * mx + dy * my) / length
            if dot > best_dot:
                best, best_dot = move, dot
        if best is not None:
            self.selection = []
            self.host.try_move(best)
        else:
            self.host.say("No legal move that way.")
            self.host.redraw()

    # ----- drawing -----
    def draw(self, ctx, now: float) -> bool:
        state = self.state
        animating = self.tick(now)
        anim = self.animation
        shown = anim.data["previous"] if anim is not None and anim.kind == "slide" else state
        board = self.cache.get(ctx, ("board", self.turns), WIDTH, HEIGHT, self._draw_board)
        if board is not None:
            ctx.drawImage(board, 0, 0, WIDTH, HEIGHT)
        else:
            self._draw_board(ctx)
        hidden = set()
        if anim is not None and anim.kind == "slide":
            hidden = {cell for _, cell in anim.data["sliding"]}
        self._draw_last_move(ctx, state, anim)
        for seat in range(shown.num_players):
            style = shown.seat_name(seat)
            for cell in shown.marbles(seat):
                if cell not in hidden:
                    x, y = cell_point(cell, self.turns)
                    self.marble(ctx, x, y - (3 if cell in self.selection else 0), MARBLE_R, style)
        if anim is not None and anim.kind == "slide":
            self._draw_sliding(ctx, anim)
        elif not state.is_over():
            self._draw_hints(ctx, state)
        self._draw_panel(ctx, state if anim is None else shown)
        if state.is_over() and anim is None:
            banner(ctx, self.SIZE, self.result(state))
        return animating

    def marble(self, ctx, x: float, y: float, r: float, seat_name: str) -> None:
        """A marble, from a picture drawn once per colour and size when the canvas allows."""
        pad = r * 1.3
        picture = self.cache.get(ctx, ("marble", seat_name, r), 2 * pad, 2 * pad,
                                 lambda c: marble(c, pad, pad, r, seat_name))
        if picture is not None:
            ctx.drawImage(picture, x - pad, y - pad, 2 * pad, 2 * pad)
        else:
            marble(ctx, x, y, r, seat_name)

    def _draw_board(self, ctx) -> None:
        ctx.fillStyle = "#efe6d6"
        ctx.fillRect(0, 0, WIDTH, HEIGHT)
        # the hexagonal frame, flat at the top and bottom like the rows, with a bevel
        corners = [unit_point(4.97 * math.cos(k * math.pi / 3), 4.97 * math.sin(k * math.pi / 3), self.turns)
                   for k in range(6)]
        inner = [unit_point(4.55 * math.cos(k * math.pi / 3), 4.55 * math.sin(k * math.pi / 3), self.turns)
                 for k in range(6)]
        ctx.save()
        ctx.shadowColor = "rgba(40, 25, 10, 0.45)"
        ctx.shadowBlur = 18
        ctx.shadowOffsetY = 6
        grad = ctx.createLinearGradient(BOARD_X, BOARD_Y - 320, BOARD_X, BOARD_Y + 320)
        grad.addColorStop(0, "#5f6f86")
        grad.addColorStop(1, "#2c3646")
        ctx.fillStyle = grad
        _polygon(ctx, corners)
        ctx.fill()
        ctx.restore()
        grad = ctx.createRadialGradient(BOARD_X - 60, BOARD_Y - 80, 40, BOARD_X, BOARD_Y, 330)
        grad.addColorStop(0, "#c9d3df")
        grad.addColorStop(1, "#97a5b6")
        ctx.fillStyle = grad
        _polygon(ctx, inner)
        ctx.fill()
        ctx.strokeStyle = "rgba(255, 255, 255, 0.35)"
        ctx.lineWidth = 2
        ctx.stroke()
        for cell in hg.CELLS:
            x, y = cell_point(cell, self.turns)
            hole = ctx.createRadialGradient(x + 3, y + 4, 2, x, y, HOLE_R)
            hole.addColorStop(0, "#8d9aab")
            hole.addColorStop(0.75, "#6f7d90")
            hole.addColorStop(1, "#4c586a")
            ctx.fillStyle = hole
            ctx.beginPath()
            ctx.arc(x, y, HOLE_R, 0, 2 * math.pi)
            ctx.fill()
        # row letters on the left rim, diagonal numbers where each diagonal meets the lower rim
        ctx.fillStyle = "#e8edf4"
        ctx.font = "bold 15px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        for r in range(hg.ROWS):
            first = hg.index(r, max(0, r - hg.SIDE + 1))
            x, y = unit_point(*_towards(first, hg.W, 0.82), self.turns)
            ctx.fillText(hg.ROW_LETTERS[r].upper(), x, y)
        for d in range(hg.ROWS):
            lower = hg.index(max(0, d - hg.SIDE + 1), d)
            x, y = unit_point(*_towards(lower, hg.SE, 0.82), self.turns)
            ctx.fillText(str(d + 1), x, y)

    def _draw_last_move(self, ctx, state, anim) -> None:
        if anim is not None or self.last is None:
            return
        previous, move = self.last
        if move.kind == "pass":
            return
        ctx.save()
        ctx.strokeStyle = "rgba(255, 214, 90, 0.9)"
        ctx.lineWidth = 3
        for cell in previous.group(move):
            x, y = cell_point(cell + move.step, self.turns)
            ctx.beginPath()
            ctx.arc(x, y, MARBLE_R + 4, 0, 2 * math.pi)
            ctx.stroke()
        ctx.restore()

    def _draw_hints(self, ctx, state) -> None:
        if self.suggestion is not None and isinstance(self.suggestion, AbaloneMove) \
                and self.suggestion.kind != "pass":
            cells = state.group(self.suggestion)
            ctx.save()
            ctx.strokeStyle = "#ffd43b"
            ctx.lineWidth = 4
            for cell in cells:
                x, y = cell_point(cell, self.turns)
                ctx.beginPath()
                ctx.arc(x, y, MARBLE_R + 5, 0, 2 * math.pi)
                ctx.stroke()
            sx, sy = spot_point(state, self.suggestion, self.turns)
            _arrow(ctx, *_centroid(cells, self.turns), sx, sy, "#ffd43b")
            ctx.restore()
        if not self.selection or not self.host.human_to_move():
            return
        show = getattr(self.host, "show_hints", True)
        ctx.save()
        for cell in self.selection:
            x, y = cell_point(cell, self.turns)
            ctx.strokeStyle = "#2f9e44"
            ctx.lineWidth = 4
            ctx.beginPath()
            ctx.arc(x, y, MARBLE_R + 4, 0, 2 * math.pi)
            ctx.stroke()
        if show:
            for move in self._lit():
                effect = state.effect(move)
                sx, sy = spot_point(state, move, self.turns)
                push = bool(effect.pushed)
                colour = "#e8590c" if push else "#2f9e44"
                ctx.fillStyle = "rgba(232, 89, 12, 0.35)" if push else "rgba(47, 158, 68, 0.35)"
                ctx.strokeStyle = colour
                ctx.lineWidth = 3
                ctx.beginPath()
                ctx.arc(sx, sy, 13, 0, 2 * math.pi)
                ctx.fill()
                ctx.stroke()
                for cell in (s.source for s in effect.pushed):  # the marbles this push moves away
                    x, y = cell_point(cell, self.turns)
                    ctx.setLineDash([6, 4])
                    ctx.strokeStyle = "#e8590c"
                    ctx.lineWidth = 3
                    ctx.beginPath()
                    ctx.arc(x, y, MARBLE_R + 3, 0, 2 * math.pi)
                    ctx.stroke()
                    ctx.setLineDash([])
                for cell in ([effect.pushed_off.source] if effect.pushed_off else []):  # the one that falls
                    x, y = cell_point(cell, self.turns)
                    ctx.strokeStyle = "#c92a2a"
                    ctx.lineWidth = 5
                    ctx.beginPath()
                    ctx.moveTo(x - 10, y - 10)
                    ctx.lineTo(x + 10, y + 10)
                    ctx.moveTo(x + 10, y - 10)
                    ctx.lineTo(x - 10, y + 10)
                    ctx.stroke()
        ctx.restore()

    def _draw_sliding(self, ctx, anim) -> None:
        previous = anim.data["previous"]
        step = anim.data["move"].step
        t = ease(anim.progress)
        for seat, cell in anim.data["sliding"]:
            x0, y0 = cell_point(cell, self.turns)
            x1, y1 = cell_point(cell + step, self.turns)
            x, y = lerp(x0, x1, t), lerp(y0, y1, t)
            radius = MARBLE_R
            if cell in anim.data["off"]:            # over the rim: it drops and shrinks
                fall = max(0.0, (anim.progress - 0.5) * 2)
                radius = MARBLE_R * (1 - 0.7 * fall)
                x1b, y1b = cell_point(cell + 2 * step, self.turns)
                x, y = lerp(x, x1b, fall * 0.6), lerp(y, y1b, fall * 0.6) + 30 * fall
            if radius == MARBLE_R:
                self.marble(ctx, x, y, radius, previous.seat_name(seat))
            else:
                marble(ctx, x, y, radius, previous.seat_name(seat))

    def _draw_panel(self, ctx, state) -> None:
        """Per seat: its colour, its marbles pushed off the board (in a tray beside the
        board, like the real game's), and how many it has pushed off."""
        x0 = PANEL_X
        n = state.num_players
        step = {2: 170, 3: 150, 4: 144}[n]
        box = step - 8
        y = 40
        ctx.textAlign = "left"
        ctx.textBaseline = "middle"
        ctx.font = "bold 15px system-ui, sans-serif"
        ctx.fillStyle = "#3b2f24"
        ctx.fillText(f"{TEAM_NAMES[0]} vs {TEAM_NAMES[1]}" if n == 4 else "First to push off 6 wins", x0, 20)
        for seat in range(n):
            name = state.seat_name(seat)
            ctx.fillStyle = "#d3ecd9" if state.to_move == seat else "#e3d7c3"
            rounded_rect(ctx, x0 - 8, y, WIDTH - x0 - 4, box, 10)
            ctx.fill()
            if n == 4:  # the team shows as the frame: dark for Black & White, blue for Blue & Red
                ctx.strokeStyle = "#343a40" if seat % 2 == 0 else "#1e63c8"
                ctx.lineWidth = 3
                ctx.stroke()
            self.marble(ctx, x0 + 18, y + 24, 14, name)
            ctx.fillStyle = "#2b2118"
            ctx.font = "bold 17px system-ui, sans-serif"
            ctx.fillText(name, x0 + 42, y + 18)
            if state.to_move == seat:
                ctx.fillStyle = "#2f9e44"
                ctx.font = "bold 13px system-ui, sans-serif"
                ctx.fillText("\u25B6 to move", x0 + 120, y + 18)
                ctx.fillStyle = "#2b2118"
            ctx.font = "13px system-ui, sans-serif"
            line = f"pushed off {state.credit[seat]}"
            if n == 4:
                line += f" \u00b7 team {state.side_credit(seat)}/6"
            ctx.fillText(line, x0 + 42, y + 38)
            lost = state.lost(seat)
            ctx.fillStyle = "#5a4632"
            ctx.font = "12px system-ui, sans-serif"
            ctx.fillText("off the board:" if lost else "none off the board", x0 + 2, y + 62)
            slots = max(lost, abalone.WIN_PUSH_OFFS if n == 2 else 0)
            for i in range(slots):
                cx = x0 + 14 + (i % 9) * 26
                cy = y + 86 + (i // 9) * 26
                if i < lost:
                    self.marble(ctx, cx, cy, 11, name)
                else:
                    ctx.strokeStyle = "rgba(90, 70, 50, 0.35)"
                    ctx.lineWidth = 1.5
                    ctx.beginPath()
                    ctx.arc(cx, cy, 11, 0, 2 * math.pi)
                    ctx.stroke()
            y += step

    @classmethod
    def sample(cls):
        state = engines.new_game("abalone", layout="belgian")
        for text in ("c3d4", "c6d6", "b2c3", "g4f4", "g7f6", "b5c6"):
            state = state.play(text)
        return state


# ----- drawing helpers --------------------------------------------------------------------------
class PictureCache:
    """Pictures drawn once into offscreen canvases at the board's current scale, then copied
    with one `drawImage` each frame (a canvas call from Python crosses into JavaScript, so
    fewer calls keep frames short). A context that cannot make canvases (a test's fake)
    gets None, and the caller draws directly."""

    def __init__(self):
        self.scale = None
        self.pictures = {}

    def get(self, ctx, key, width: float, height: float, paint):
        try:
            scale = float(ctx.getTransform().a)
            document = ctx.canvas.ownerDocument
        except Exception:  # noqa: BLE001 - anything but a real 2D context
            return None
        if scale != self.scale:
            self.scale = scale
            self.pictures = {}
        picture = self.pictures.get(key)
        if picture is None:
            picture = document.createElement("canvas")
            picture.width = max(1, math.ceil(width * scale))
            picture.height = max(1, math.ceil(height * scale))
            layer = picture.getContext("2d")
            layer.scale(scale, scale)
            paint(layer)
            self.pictures[key] = picture
        return picture


def marble(ctx, x: float, y: float, r: float, seat_name: str) -> None:
    """A glossy marble: a shadow below, a body shaded from the top left, a highlight, and
    for the coloured seats a symbol, so colour is never the only difference."""
    light, body, rim, ink, symbol = SEAT_STYLES[seat_name]
    ctx.fillStyle = "rgba(20, 20, 30, 0.30)"
    ctx.beginPath()
    ctx.arc(x + r * 0.12, y + r * 0.18, r * 1.02, 0, 2 * math.pi)
    ctx.fill()
    grad = ctx.createRadialGradient(x - r * 0.38, y - r * 0.42, r * 0.08, x, y, r)
    grad.addColorStop(0, light)
    grad.addColorStop(0.55, body)
    grad.addColorStop(1, rim)
    ctx.fillStyle = grad
    ctx.beginPath()
    ctx.arc(x, y, r, 0, 2 * math.pi)
    ctx.fill()
    ctx.fillStyle = "rgba(255, 255, 255, 0.55)"
    ctx.beginPath()
    ctx.arc(x - r * 0.35, y - r * 0.4, r * 0.22, 0, 2 * math.pi)
    ctx.fill()
    if symbol is not None:
        ctx.fillStyle = ink
        ctx.strokeStyle = ink
        s = r * 0.42
        ctx.beginPath()
        if symbol == "triangle":
            ctx.moveTo(x, y - s)
            ctx.lineTo(x + s * 0.95, y + s * 0.7)
            ctx.lineTo(x - s * 0.95, y + s * 0.7)
            ctx.closePath()
        else:
            ctx.rect(x - s * 0.75, y - s * 0.75, s * 1.5, s * 1.5)
        ctx.fill()


def _towards(cell: int, step: int, fraction: float) -> Tuple[float, float]:
    """A point `fraction` of a step from a cell's centre (cell units)."""
    x, y = hg.unit_xy(cell)
    dx, dy = hg.direction_xy(step)
    return x + dx * fraction, y + dy * fraction


def _polygon(ctx, points) -> None:
    ctx.beginPath()
    ctx.moveTo(*points[0])
    for point in points[1:]:
        ctx.lineTo(*point)
    ctx.closePath()


def _centroid(cells, turns) -> Tuple[float, float]:
    points = [cell_point(c, turns) for c in cells]
    return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)


def _arrow(ctx, x0, y0, x1, y1, colour) -> None:
    ctx.strokeStyle = colour
    ctx.fillStyle = colour
    ctx.lineWidth = 5
    ctx.beginPath()
    ctx.moveTo(x0, y0)
    ctx.lineTo(x1, y1)
    ctx.stroke()
    angle = math.atan2(y1 - y0, x1 - x0)
    ctx.beginPath()
    ctx.moveTo(x1, y1)
    ctx.lineTo(x1 - 14 * math.cos(angle - 0.45), y1 - 14 * math.sin(angle - 0.45))
    ctx.lineTo(x1 - 14 * math.cos(angle + 0.45), y1 - 14 * math.sin(angle + 0.45))
    ctx.closePath()
    ctx.fill()

