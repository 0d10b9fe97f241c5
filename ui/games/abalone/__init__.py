"""Abalone in the page: its view (`VIEW`) and its rules page (`RULES`)."""
from ui.games.abalone.rules import SECTIONS as RULES
from ui.games.abalone.view import AbaloneView as VIEW

__all__ = ["RULES", "VIEW"]
