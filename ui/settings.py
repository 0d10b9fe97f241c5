"""The player's settings: what they are, their defaults, and reading them back from
storage without trusting it. No browser import (the page's dialog is in ui/shell.py).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Dict

SPEEDS = (0.0, 0.5, 1.0, 2.0)
ORIENTATIONS = ("mine", "first")


@dataclass
class Settings:
    """Hints on the board, animation speed, sound, which seat is drawn at the bottom, the
    evaluation bar and the solver (both off unless the player turns them on)."""

    hints: bool = True          # light up where the selected piece may go
    speed: float = 1.0          # animations: 0 (off), 0.5, 1 or 2
    sound: bool = True          # short clicks on moves
    orientation: str = "mine"   # "mine": my seat at the bottom; "first": the first seat
    eval_bar: bool = False      # the evaluation bar under the board while playing (ui/eval_bar.py)
    solver: bool = False        # during play, what the exact solver knows (Apagos); always in review

    @classmethod
    def from_saved(cls, saved: Any, reduced_motion: bool = False) -> "Settings":
        """Settings from what storage held; anything missing or invalid takes its default
        (no animation by default when the system asks for reduced motion)."""
        settings = cls(speed=0.0 if reduced_motion else 1.0)
        if not isinstance(saved, dict):
            return settings
        speed, orientation = saved.get("speed"), saved.get("orientation")
        if isinstance(speed, (int, float)) and not isinstance(speed, bool) and float(speed) in SPEEDS:
            settings.speed = float(speed)
        if orientation in ORIENTATIONS:
            settings.orientation = orientation
        for name in ("hints", "sound", "eval_bar", "solver"):
            if isinstance(saved.get(name), bool):
                setattr(settings, name, saved[name])
        return settings

    def to_saved(self) -> Dict[str, Any]:
        """A JSON-safe dict for storage."""
        return asdict(self)
