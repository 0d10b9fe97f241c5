"""The measured strength of the computer's levels in each game, for the pages that name
them (the new-game dialog, the rules page).

Ratings are Elo-like (400 points: 10 to 1 odds; 200 points ahead wins about 76%), each
game's weakest level anchored at 1000, fitted to a round robin of the levels
(`bench/ladder_rating.py`; BENCHMARKS.md, "Issue 17 ... where it stands", says how each
row was made). A rating compares levels of one game only.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Sequence

RATINGS: Dict[str, Dict[str, int]] = {
    "apagos": {"beginner": 1000, "easy": 1200, "medium": 1410, "hard": 1650, "expert": 1830},
    "abagio": {"beginner": 1000, "easy": 1140, "medium": 1320, "hard": 1500, "expert": 1630},
    "abalone": {"beginner": 1000, "easy": 1230, "medium": 1380, "hard": 1600, "expert": 1840},
    "abcuazego": {"beginner": 1000, "easy": 1200, "medium": 1460, "hard": 1670, "expert": 1840},
}
"""game id -> level -> rating (a game or level not measured is left out)."""

LEVEL_WORDS = {
    "beginner": "plays sensible moves but misses the better ones",
    "easy": "sees the obvious, little more",
    "medium": "looks a little ahead",
    "hard": "searches deeper, up to 2 seconds a move",
    "expert": "the strongest: up to 4 seconds a move",
}
"""What each level is like, in a few words."""

GAME_LEVEL_WORDS: Dict[str, Dict[str, str]] = {
    "apagos": {"hard": "arranges a ramp that wins, then reads ahead but may go wrong",
               "expert": "plays perfectly: it knows who wins every position"},
    "abagio": {"medium": "judges each turn well, but now and then misses the better one",
               "expert": "the strongest: judges as thousands of games against itself taught it, up to 4 seconds a move"},
    "abalone": {"easy": "looks a little ahead, but slips now and then",
                "medium": "looks a little ahead and does not slip"},
    "abcuazego": {"hard": "searches deeper, judging as thousands of games against itself taught it, up to 2 seconds a move",
                  "expert": "the strongest: weighs sixteen times as many positions as hard, up to 8 seconds a move"},
}
"""A game's own words for a level, where LEVEL_WORDS would not be true of it."""


def level_words(game_id: str, level: str) -> str:
    """What `level` is like in `game_id`, in a few words."""
    return GAME_LEVEL_WORDS.get(game_id, {}).get(level) or LEVEL_WORDS.get(level, "")


def rating(game_id: str, level: str, players: int = 2) -> Optional[int]:
    """The measured rating of `level` in `game_id`, or None. The ladders are two-player
    games, so a game of more players has no rating."""
    return RATINGS.get(game_id, {}).get(level) if players == 2 else None


def level_lines(game_id: str, levels, player_counts: Sequence[int] = (2,)) -> List[str]:
    """One line per level for a rules page: its name, what it is like, its rating
    (`player_counts`: the numbers of players the game allows, to say where a rating holds)."""
    where = "" if tuple(player_counts) == (2,) else " in a two-player game"
    out = []
    for level in levels:
        value = rating(game_id, level)
        words = level_words(game_id, level)
        out.append(f"{level.capitalize()}: {words}" + (f" (rating {value}{where})." if value is not None else "."))
    return out


__all__ = ["GAME_LEVEL_WORDS", "LEVEL_WORDS", "RATINGS", "level_lines", "level_words", "rating"]
