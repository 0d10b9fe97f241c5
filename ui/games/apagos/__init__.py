"""Apagos in the page: its view (`VIEW`) and its rules page (`RULES`)."""
from ui.games.apagos.rules import SECTIONS as RULES
from ui.games.apagos.view import ApagosView as VIEW

__all__ = ["RULES", "VIEW"]
