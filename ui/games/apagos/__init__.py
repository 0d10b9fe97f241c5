"""Apagos in the page: its view (`VIEW`) and its rules page (`RULES`)."""
from ui.games.apagos.rules import SECTIONS as RULES
from ui.games.apagos.view import ApagosView as VIEW

NOTE = ("White arranges the ramp, then Black moves first. 20 of the 118 arrangements win for "
        "the arranger with perfect play, and the hard computer as White always picks one of them.")

__all__ = ["NOTE", "RULES", "VIEW"]
