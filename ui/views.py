"""Every game's view, by game id: the one place the shell learns which games it can show."""
from ui.apagos_view import ApagosView

VIEWS = {view.game_id: view for view in (ApagosView,)}
