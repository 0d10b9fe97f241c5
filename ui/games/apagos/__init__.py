"""Apagos in the page: its view (`VIEW`), its rules page (`RULES`) and its tutorial (`LESSONS`)."""
from ui.games.apagos.lessons import TUTORIAL as LESSONS
from ui.games.apagos.rules import SECTIONS as RULES
from ui.games.apagos.view import ApagosView as VIEW

STARTS = "White moves first, arranging the ramp; then Black adds the first ball."
NOTE = ("The arrangement decides a lot: 20 of the 118 arrangements win for the arranger with "
        "perfect play. The computer at hard and expert always picks one of them as White, so "
        "against it Black starts from a lost position (hard may still go wrong later; expert "
        "plays perfectly); Random seats or playing White gives you the arrangement.")

__all__ = ["LESSONS", "NOTE", "RULES", "STARTS", "VIEW"]
