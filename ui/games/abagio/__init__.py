"""Abagio in the page: its view (`VIEW`) and its rules page (`RULES`)."""
from ui.games.abagio.rules import SECTIONS as RULES
from ui.games.abagio.view import AbagioView as VIEW

__all__ = ["RULES", "VIEW"]
