"""The game registry and the package-level API of engines/."""
import json

import pytest

import engines
from engines import GameInfo, State


def test_games_has_apagos():
    assert "apagos" in engines.GAMES
    info = engines.GAMES["apagos"]
    assert isinstance(info, GameInfo)
    assert info.id == "apagos" and info.name == "Apagos"
    assert info.players == (2,)
    assert [opt.name for opt in info.options] == ["setup"]


def test_every_registered_game_starts():
    for game_id, info in engines.GAMES.items():
        assert info.id == game_id
        state = engines.new_game(game_id)
        assert isinstance(state, State)
        assert state.game_id == game_id
        assert state.num_players in info.players
        assert state.moves == () and not state.is_over()
        for option in info.options:
            assert option.name and option.label
            assert option.validate(option.default) == option.default


@pytest.mark.parametrize("game_id", ["chess", "", "APAGOS", None, 7, ["apagos"]])
def test_new_game_unknown_game_lists_the_games(game_id):
    with pytest.raises(ValueError) as excinfo:
        engines.new_game(game_id)
    message = str(excinfo.value)
    for known in engines.GAMES:
        assert known in message


def test_new_game_unknown_option_names_it_and_the_allowed_ones():
    with pytest.raises(ValueError) as excinfo:
        engines.new_game("apagos", players=3)
    assert "players" in str(excinfo.value) and "setup" in str(excinfo.value)


def test_record_shape():
    state = engines.new_game("apagos").play("setup 5 3 7 1").play("B2")
    record = state.record()
    assert record == {"game": "apagos", "options": {"setup": None}, "moves": ["setup 5 3 7 1", "B2"]}
    assert list(record) == ["game", "options", "moves"]
    assert json.loads(json.dumps(record)) == record
    assert engines.load(record) == state
    # the record is a copy: changing it changes nothing
    record["moves"].append("W1")
    record["options"]["setup"] = [1, 3, 5, 7]
    assert state.record() == {"game": "apagos", "options": {"setup": None}, "moves": ["setup 5 3 7 1", "B2"]}


def test_load_minimal_record_defaults():
    assert engines.load({"game": "apagos"}) == engines.new_game("apagos")
    assert engines.load({"game": "apagos", "options": None, "moves": []}) == engines.new_game("apagos")
    assert engines.load({"game": "apagos", "moves": ("setup 5 3 7 1",)}).moves == ("setup 5 3 7 1",)


def test_public_names():
    for name in ("CHANCE", "GAMES", "GameInfo", "IllegalMove", "Move", "Option", "State",
                 "load", "new_game", "random_outcome"):
        assert hasattr(engines, name)
    assert engines.CHANCE == -1
    assert issubclass(engines.IllegalMove, ValueError)


def test_engines_are_pure_python():
    import pathlib
    import re
    root = pathlib.Path(engines.__file__).parent
    browser = re.compile(r"^\s*(import|from)\s+(js|pyodide|pyscript)\b", re.MULTILINE)
    for path in root.rglob("*.py"):
        match = browser.search(path.read_text())
        assert match is None, f"{path} imports the browser: {match.group(0).strip()}"
