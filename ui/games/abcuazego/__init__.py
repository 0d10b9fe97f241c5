"""Abcuazego in the page: its view (`VIEW`), its rules page (`RULES`) and its tutorial (`LESSONS`)."""
from ui.games.abcuazego.lessons import TUTORIAL as LESSONS
from ui.games.abcuazego.rules import SECTIONS as RULES
from ui.games.abcuazego.view import AbcuazegoView as VIEW

__all__ = ["LESSONS", "RULES", "VIEW"]
