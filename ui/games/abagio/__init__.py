"""Abagio in the page: its view (`VIEW`), its rules page (`RULES`) and its tutorial (`LESSONS`)."""
from ui.games.abagio.lessons import TUTORIAL as LESSONS
from ui.games.abagio.rules import SECTIONS as RULES
from ui.games.abagio.view import AbagioView as VIEW

__all__ = ["LESSONS", "RULES", "VIEW"]
