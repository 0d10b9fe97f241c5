"""Every game's view, by game id: the one place the shell learns which games it can show."""
from ui.abagio_view import AbagioView
from ui.abalone_view import AbaloneView
from ui.abcuazego_view import AbcuazegoView
from ui.apagos_view import ApagosView

VIEWS = {view.game_id: view for view in (ApagosView, AbcuazegoView, AbaloneView, AbagioView)}
