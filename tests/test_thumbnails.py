"""The pictures the page shows before Python is up (assets/thumbnails, drawn by the views
in Chromium by tools/make_thumbnails.py) are those today's code draws: each is stored
with a hash of the code that drew it, and this says which are stale, without a browser."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

from ui.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import make_thumbnails  # noqa: E402


def test_every_games_pictures_are_current():
    problems = make_thumbnails.stale(GAMES)
    assert not problems, "stale: run tools/make_thumbnails.py (" + "; ".join(problems) + ")"


def test_the_code_that_draws_a_game_is_its_view_its_parts_and_its_engine_only():
    files = make_thumbnails.drawing_files("abalone")
    assert {"ui/games/abalone/view.py", "ui/games/abalone/pictures.py", "ui/view.py", "ui/drawing.py",
            "engines/abalone.py", "engines/hexgrid.py", "engines/core.py", "tools/make_thumbnails.py"} <= set(files)
    assert not [f for f in files if any(other in f for other in set(GAMES) - {"abalone"})], files


def test_a_change_to_that_code_makes_only_that_games_pictures_stale(tmp_path):
    repo = tmp_path / "repo"
    for folder in ("engines", "ui", "assets/thumbnails"):
        shutil.copytree(ROOT / folder, repo / folder, ignore=shutil.ignore_patterns("__pycache__"))
    (repo / "tools").mkdir()
    shutil.copyfile(ROOT / "tools" / "make_thumbnails.py", repo / "tools" / "make_thumbnails.py")
    assert make_thumbnails.stale(GAMES, repo) == []
    with open(repo / "ui" / "games" / "apagos" / "paint.py", "a", encoding="utf-8") as file:
        file.write("\n# a change\n")
    assert make_thumbnails.stale(GAMES, repo) == ["apagos: drawn by older code"]
    (repo / "assets" / "thumbnails" / "abagio-card.webp").unlink()
    assert make_thumbnails.stale(["abagio", "chess"], repo) == ["abagio: a picture file is missing",
                                                                 "chess: no pictures"]
