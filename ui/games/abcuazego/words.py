"""Abcuazego in words: what a sowing did (for the page's event line) and where a sowing
would end (for the previews, said in the turn line and by the keyboard places), all read
from the engine's `Sowing`. The board itself carries numbers only."""
from __future__ import annotations

from engines import abcuazego as ab
from engines.abcuazego import STORES, Sowing

WHY = {"origin": "same number as harvested", "adjacent": "same number as a neighbour",
       "absolute": "absolute match"}


def plural(count: int, word: str) -> str:
    """'1 grain', '5 grains'."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def where(index: int) -> str:
    """'the Zaque's pit 4', 'the Zipa's store'."""
    if index in STORES:
        return f"the {ab.SEAT_NAMES[STORES.index(index)]}'s store"
    seat, pit = ab.pit_of(index)
    return f"the {ab.SEAT_NAMES[seat]}'s pit {pit}"


def caption(sowing: Sowing) -> str:
    """Short words for what a move did: captures, extra turns, the end ('' if nothing);
    the second half of `sowed`."""
    names = ab.SEAT_NAMES
    me, other = names[sowing.seat], names[1 - sowing.seat]
    parts = []
    for capture in sowing.captures:
        reasons = " and ".join(WHY[k] for k in capture.kinds)
        parts.append(f"Capture! {capture.grains} from {where(capture.index)} ({reasons})")
    if sowing.end == "36":
        parts.append("36 grains: the game is won")
    elif sowing.end:
        taken = names[sowing.row_taken[0]] if sowing.row_taken else None
        reason = "the game has run its length" if sowing.end == "max_plies" else "no grains left to play"
        parts.append(f"Game over ({reason})" + (f": the {me} takes the {taken}'s row" if taken else ""))
    elif sowing.next_turn == "again":
        parts.append(f"Last grain in the {me}'s store: the {me} plays again")
    elif sowing.next_turn == "uaque":
        parts.append(f"Last grain in the {other}'s store: the {other} plays twice")
    elif sowing.next_turn == "owed":
        parts.append(f"The {me} plays the owed second turn")
    return "; ".join(parts)


def outcome(sowing: Sowing) -> str:
    """Where a sowing ends and what it brings, for a preview."""
    words = f"ends in {where(sowing.last)}"
    gain = sum(c.grains for c in sowing.captures)
    if gain:
        words += f", captures {gain}"
    if sowing.end == "36" or (sowing.end and sowing.row_taken and sowing.row_taken[1]):
        words += ", ends the game"
    elif sowing.next_turn == "again":
        words += ", plays again"
    elif sowing.next_turn == "uaque":
        words += ", the opponent plays twice"
    return words


def sowed(sowing: Sowing) -> str:
    """A sentence for the status line: who sowed what, where it ended, what it did."""
    who = ab.SEAT_NAMES[sowing.seat]
    reverse = ", the reverse way" if sowing.reverse else ""
    text = (f"{who} sowed {plural(sowing.grains, 'grain')} from pit {sowing.pit} "
            f"{ab.DIRECTION_NAME[sowing.step]}{reverse}; the last fell in {where(sowing.last)}.")
    words = caption(sowing)
    return f"{text} {words}." if words else text
