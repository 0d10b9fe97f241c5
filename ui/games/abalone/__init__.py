"""Abalone in the page: its view (`VIEW`), its rules page (`RULES`) and its tutorial (`LESSONS`)."""
from ui.games.abalone.lessons import TUTORIAL as LESSONS
from ui.games.abalone.rules import SECTIONS as RULES
from ui.games.abalone.view import AbaloneView as VIEW

__all__ = ["LESSONS", "RULES", "VIEW"]
