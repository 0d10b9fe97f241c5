"""Abcuazego in the page: its view (`VIEW`) and its rules page (`RULES`)."""
from ui.games.abcuazego.rules import SECTIONS as RULES
from ui.games.abcuazego.view import AbcuazegoView as VIEW

__all__ = ["RULES", "VIEW"]
