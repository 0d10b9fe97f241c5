"""The measured strength of the computer's levels in each game, for the pages that name
them (the new-game dialog, the rules page).

Ratings are Elo-like (400 points: 10 to 1 odds; 200 points ahead wins about 76%), each
game's weakest level anchored at 1000, fitted to a round robin of the levels
(`bench/ladder_rating.py`; BENCHMARKS.md, "Levels a player can climb", says how). A
rating compares levels of one game only.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Sequence

RATINGS: Dict[str, Dict[str, int]] = {
    "apagos": {"beginner": 1000, "easy": 1180, "medium": 1440, "hard": 2020, "expert": 2020},
    "abagio": {"beginner": 1000, "easy": 1140, "medium": 1230, "hard": 1240, "expert": 1260},
    "abalone": {"beginner": 1000, "easy": 1170, "medium": 1350},  # hard, expert: not yet at their browser budgets
    "abcuazego": {"beginner": 1000, "easy": 1210, "medium": 1460, "hard": 1630, "expert": 1710},
}
"""game id -> level -> rating (a game or level not measured is left out)."""

LEVEL_WORDS = {
    "beginner": "plays sensible moves but misses the better ones",
    "easy": "sees the obvious, little more",
    "medium": "looks a little ahead",
    "hard": "searches within about 2 seconds a move",
    "expert": "the strongest: about 4 seconds a move",
}
"""What each level is like, in a few words."""


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
        words = LEVEL_WORDS.get(level, "")
        out.append(f"{level.capitalize()}: {words}" + (f" (rating {value}{where})." if value is not None else "."))
    return out


__all__ = ["LEVEL_WORDS", "RATINGS", "level_lines", "rating"]
