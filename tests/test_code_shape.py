"""The shape of the code that keeps it easy to extend (issue 12): each game's view
asks the engine only through its public API, one game's code never reaches into
another's, modules stay small, and the page's wiring stays thin."""
import ast
from pathlib import Path

import pytest

import engines
from ui.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
MAX_LINES = 600
SHELL_MAX_LINES = 300


def imported_modules(path: Path):
    """Every module `path` imports (`from a import b` counts as a and a.b)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module
            yield from (f"{node.module}.{alias.name}" for alias in node.names)


def python_files(*folders):
    return sorted(p for folder in folders for p in (ROOT / folder).rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_view_asks_the_engine_only_through_the_package_and_its_own_game(game_id):
    allowed = {"engines", f"engines.{game_id}"}
    for path in python_files(f"ui/games/{game_id}"):
        for name in imported_modules(path):
            if name == "engines" or name.startswith("engines."):
                parts = name.split(".")
                # `from engines import apagos` names engines.apagos; `from engines.apagos import Add`
                # names engines.apagos.Add: both are the game's own module (so is engines.apagos_table)
                module = ".".join(parts[:2])
                assert module in allowed or module.startswith(f"engines.{game_id}_"), \
                    f"{path.relative_to(ROOT)} imports {name}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_one_games_code_never_imports_another_games(game_id):
    others = set(GAMES) - {game_id}
    for path in python_files(f"ui/games/{game_id}"):
        for name in imported_modules(path):
            parts = name.split(".")
            assert not (parts[:2] == ["ui", "games"] and len(parts) > 2 and parts[2] in others), \
                f"{path.relative_to(ROOT)} imports {name}"
            assert not (parts[0] == "engines" and len(parts) > 1 and parts[1] in others), \
                f"{path.relative_to(ROOT)} imports {name}"
    engine_files = [p for p in python_files("engines") if p.parent.name == "engines" and p.stem.startswith(game_id)]
    for path in engine_files:
        for name in imported_modules(path):
            parts = name.split(".")
            assert not (parts[0] == "engines" and len(parts) > 1 and parts[1] in others), \
                f"{path.relative_to(ROOT)} imports {name}"


def test_every_game_has_an_engine_and_a_page_folder():
    assert set(GAMES) == set(engines.GAMES)
    for game_id, game in GAMES.items():
        assert game.view.game_id == game_id and game.rules
        assert (ROOT / "ui" / "games" / game_id / "view.py").is_file()


def test_no_module_is_over_600_lines():
    long = {str(p.relative_to(ROOT)): n for p in python_files("engines", "ui", "tools", "bench", "e2e", "tests")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}


def test_the_pages_wiring_stays_thin():
    assert len((ROOT / "ui" / "shell.py").read_text(encoding="utf-8").splitlines()) < SHELL_MAX_LINES


def test_no_two_test_files_share_a_name():
    """tests/ and e2e/ have no __init__.py: pytest imports their files by bare name, so two
    files of one name cannot both be collected in one run."""
    units = {p.name for p in (ROOT / "tests").glob("test_*.py")}
    browser = {p.name for p in (ROOT / "e2e").glob("test_*.py")}
    assert not units & browser, f"rename one of each: {sorted(units & browser)}"
