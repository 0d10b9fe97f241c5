"""Every game the page can show, by id: the one registry that the shell, the rules
pages, the build and the tests read.

A game's browser side is one folder, `ui/games/<game>/`: its view (`view.py`), its
rules page (`rules.py`), its tutorial (`lessons.py`, ui/tutorial.py's steps), and a
package `__init__` that names them `VIEW`, `RULES` and `LESSONS` (and may give the
new-game dialog a `NOTE`, and `STARTS` where "X moves first" would not say enough).
Adding a game here is one name in the import line and one in `GAMES`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple

import engines
from ui.games import abagio, abalone, abcuazego, apagos
from ui.tutorial import Tutorial


@dataclass(frozen=True)
class GameUI:
    """What the page knows of one game beyond its engine: how to draw it, how to teach it."""

    id: str
    view: type        # the game's View subclass (ui/view.py)
    rules: List[Tuple[str, List[Any]]]  # the rules page: (heading, [paragraph or diagram, ...])
    note: str = ""    # what the new-game dialog says about choosing seats, if anything
    starts: str = ""  # who starts, in the new-game dialog, when the first move needs explaining
    lessons: Optional[Tutorial] = None  # the tutorial at #/learn/<game>

    @property
    def info(self) -> engines.GameInfo:
        """The engine's registry entry (name, summary, options, players)."""
        return engines.GAMES[self.id]

    @property
    def name(self) -> str:
        """The game's name as players know it."""
        return self.info.name

    @classmethod
    def of(cls, package) -> "GameUI":
        """The entry for a game package of this folder (its `VIEW`, `RULES`, and `NOTE`,
        `STARTS` and `LESSONS` if any)."""
        return cls(package.VIEW.game_id, package.VIEW, package.RULES,
                   getattr(package, "NOTE", ""), getattr(package, "STARTS", ""), getattr(package, "LESSONS", None))


GAMES: Dict[str, GameUI] = {game.id: game for game in map(GameUI.of, (apagos, abcuazego, abalone, abagio))}
"""Every game shown, by id, in the order the home page lists them."""
