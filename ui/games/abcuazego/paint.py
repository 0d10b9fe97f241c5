"""Drawing the Abcuazego board: the wood, the pits and stores with their maize kernels
and counts, a sowing's path, the grains in the hand, the name plates and the words
between the rows. Pure drawing onto any 2D-context-like object; `flip` turns the board
round (see layout.py)."""
from __future__ import annotations

import math
from typing import List, Sequence, Tuple

from engines import abcuazego as ab
from engines.abcuazego import STORES, Sowing

from ui.drawing import FONT, label_box, rounded_rect, text
from ui.games.abcuazego.layout import (BOARD, COLUMN_DX, COLUMN_X0, HEIGHT, PIT_R, SPEED_BOX, STORE_RX,
                                       STORE_RY, STORE_Y, WIDTH, count_label_centre, kernel_slots, near,
                                       place_centre)

SEAT_COLOURS = ("#c8102e", "#1f7a8c")  # Zipa red, Zaque teal
SEAT_TINTS = ("rgba(200, 16, 46, 0.13)", "rgba(31, 122, 140, 0.15)")
PATH_COLOURS = {"natural": "#1f6fd1", "reverse": "#d9730d", "hint": "#2e8b57", "played": "#7a3fb0"}
KERNEL_COLOURS = ("#f2c230", "#e8a317", "#f7d774", "#d98a1c")
LIFTED = "#1f6fd1"  # the outline of the pit being harvested while its grains are sown


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


def wood(ctx, flip: bool) -> None:
    """The table, the wooden board with its grain, and each player's half tinted in their colour."""
    ctx.fillStyle = "#f4ecdd"
    ctx.fillRect(0, 0, WIDTH, HEIGHT)
    x, y, w, h = BOARD
    ctx.save()
    ctx.shadowColor = "rgba(50, 30, 10, 0.45)"
    ctx.shadowBlur = 14
    ctx.shadowOffsetY = 6
    gradient = ctx.createLinearGradient(0, y, 0, y + h)
    gradient.addColorStop(0, "#9c6b3c")
    gradient.addColorStop(0.5, "#b5824f")
    gradient.addColorStop(1, "#8d5e33")
    ctx.fillStyle = gradient
    rounded_rect(ctx, x, y, w, h, 40)
    ctx.fill()
    ctx.restore()
    ctx.strokeStyle = "rgba(90, 55, 25, 0.18)"
    ctx.lineWidth = 1.5
    for i in range(9):
        yy = y + 20 + i * (h - 40) / 8
        ctx.beginPath()
        ctx.moveTo(x + 40, yy)
        ctx.bezierCurveTo(x + w * 0.3, yy + 6, x + w * 0.6, yy - 6, x + w - 40, yy + 3)
        ctx.stroke()
    for seat in (ab.ZIPA, ab.ZAQUE):  # the count badges inside the tint too
        ctx.fillStyle = SEAT_TINTS[seat]
        _, row_y = place_centre(ab.pit_index(seat, 1), flip)
        top = row_y - PIT_R - (8 if near(seat, flip) else 34)
        rounded_rect(ctx, COLUMN_X0 - PIT_R - 12, top, COLUMN_DX * 9 + 2 * PIT_R + 24, 2 * PIT_R + 42, 22)
        ctx.fill()


def place(ctx, index: int, count: int, flip: bool, lifted: bool = False) -> None:
    """A pit or store: the hollow, its rim (the store's in its owner's colour; `lifted`
    marks the pit being harvested), its kernels and its count."""
    x, y = place_centre(index, flip)
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
    ctx.lineWidth = 5 if lifted else 3
    ctx.strokeStyle = LIFTED if lifted else (SEAT_COLOURS[seat] if store else "#6e4622")
    ctx.stroke()
    ctx.restore()
    for kx, ky, angle, shade in kernel_slots(index, count, flip):
        kernel(ctx, kx, ky, angle, KERNEL_COLOURS[shade])
    lx, ly = count_label_centre(index, flip)
    badge(ctx, lx, ly, str(count), SEAT_COLOURS[seat] if count else "#8a7a66")


def badge(ctx, x: float, y: float, words: str, colour: str) -> None:
    """A round count badge ringed in `colour`."""
    ctx.fillStyle = "#fff8e8"
    ctx.beginPath()
    ctx.arc(x, y, 13, 0, 2 * math.pi)
    ctx.fill()
    ctx.lineWidth = 2
    ctx.strokeStyle = colour
    ctx.stroke()
    text(ctx, words, x, y + 1, f"bold 14px {FONT}", "#2b2118", align="center")


def path(ctx, sowing: Sowing, colour: str, offset: float, flip: bool) -> None:
    """A sowing's path: a dashed line through every place a grain falls, a dot on each,
    and a ring round the place of the last grain."""
    points = [place_centre(p, flip) for p in (sowing.origin,) + sowing.drops]
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
    lx, ly = place_centre(sowing.last, flip)
    ctx.lineWidth = 5
    ctx.beginPath()
    if sowing.last in STORES:
        ctx.ellipse(lx, ly, STORE_RX + 6, STORE_RY + 6, 0, 0, 2 * math.pi)
    else:
        ctx.arc(lx, ly, PIT_R + 7, 0, 2 * math.pi)
    ctx.stroke()
    ctx.restore()


def hand(ctx, x: float, y: float, count: int) -> None:
    """The grains being sown, carried along the path, with how many are left."""
    for i in range(min(count, 6)):
        kernel(ctx, x + (i % 3 - 1) * 7, y - 8 - (i // 3) * 6, i * 0.9, KERNEL_COLOURS[i % 4], 1.1)
    badge(ctx, x + 20, y - 22, str(count), "#3b2f24")


def name_plates(ctx, stores: Sequence[int], to_move, owed: bool, flip: bool) -> None:
    """Each player's pit numbers, name plate (row, sowing direction, grains in store; a
    marker for the player to move) and store label."""
    for seat in (ab.ZIPA, ab.ZAQUE):
        toward_player = near(seat, flip)
        ctx.textBaseline = "middle"
        ctx.font = f"12px {FONT}"
        ctx.fillStyle = "#fff1d6"
        ctx.textAlign = "center"
        for pit in range(1, ab.PITS + 1):  # each owner's numbering, on the edge by their row
            x, y = place_centre(ab.pit_index(seat, pit), flip)
            ctx.fillText(str(pit), x + PIT_R - 2, y + (PIT_R - 2 if toward_player else -(PIT_R - 2)))
        name = ab.SEAT_NAMES[seat]
        arrow = "\u2192" if toward_player else "\u2190"
        row = "near" if toward_player else "far"
        words = f"{name}: {row} row, pits 1\u201310 {arrow} store  ({stores[seat]} in store)"
        if to_move == seat:
            words = "\u25B6 " + words + ("  \u00b7 plays twice" if owed else "")
        text(ctx, words, WIDTH / 2 - 40, HEIGHT - 24 if toward_player else 30, f"bold 18px {FONT}",
             SEAT_COLOURS[seat], align="center")
        sx, _ = place_centre(STORES[seat], flip)
        text(ctx, f"{name}'s", sx, STORE_Y - STORE_RY + 22, f"bold 13px {FONT}", "#fff1d6", align="center")
        text(ctx, "store", sx, STORE_Y - STORE_RY + 38, f"bold 13px {FONT}", "#fff1d6", align="center")


def speed_button(ctx, speed: float) -> None:
    """The sowing-speed button."""
    label_box(ctx, SPEED_BOX, f"\u25B6\u25B6 speed {speed:g}\u00d7", "#fff8e8", "#2b2118", 10,
              outline="#8a5a2b", dy=1)


def caption_box(ctx, words: str) -> None:
    """What the last move did, white on dark between the rows."""
    ctx.font = f"bold 15px {FONT}"
    width = min(WIDTH - 40, ctx.measureText(words).width + 30)
    y = STORE_Y - 16
    ctx.fillStyle = "rgba(30, 24, 18, 0.82)"
    rounded_rect(ctx, (WIDTH - width) / 2, y, width, 32, 10)
    ctx.fill()
    text(ctx, words, WIDTH / 2, y + 17, f"bold 15px {FONT}", "#fff8e8", align="center", max_width=WIDTH - 60)


def word_lines(ctx, lines: List[Tuple[str, str]]) -> None:
    """Boxed lines of (colour, words) between the rows: the previews, the hint."""
    ctx.font = f"bold 14px {FONT}"
    y = STORE_Y - 14 * len(lines) + 14
    for colour, words in lines:
        width = min(WIDTH - 260, ctx.measureText(words).width + 24)
        ctx.fillStyle = "rgba(255, 248, 232, 0.93)"
        rounded_rect(ctx, (WIDTH - width) / 2, y - 12, width, 25, 8)
        ctx.fill()
        ctx.lineWidth = 2
        ctx.strokeStyle = colour
        ctx.stroke()
        text(ctx, words, WIDTH / 2, y + 1, f"bold 14px {FONT}", colour, align="center", max_width=WIDTH - 280)
        y += 29
