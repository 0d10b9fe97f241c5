"""What the page shows before Python is up, written into the built pages by tools/build.py.

- index.html: the home page's cards (name, summary, picture, Play, Learn, Rules and Puzzles), the same
  markup ui/home_page.py used to build in Python, in the place the page marks with
  CARDS_MARK; the pictures are assets/thumbnails/<game>-card.webp, drawn by the views
  (tools/make_thumbnails.py).
- index.html: each game's rules page (ui/rules_outline.py's static_html), as HTML text in
  a JSON data block (id "rules-static": text, not elements, so the home page parses it
  at no cost) where the page marks RULES_MARK, which ui/first-paint.js shows at a rules
  address until Python draws the page with its diagrams.
- index.html and embed.html: the board pictures' data (each game's name, the view's SIZE
  and its starting position's picture) in a JSON data block where the page marks
  PICTURES_MARK, read by ui/first-paint.js to show the board before Python is up.

The embed page (made from index.html) gets no cards and no rules: it never shows those pages.
"""
from __future__ import annotations

import html
import json
import subprocess
import sys
from pathlib import Path

CARDS_MARK = "<!-- the games' cards: written by the build (tools/static_content.py) -->"
PICTURES_MARK = "<!-- the board pictures' data: written by the build (tools/static_content.py) -->"
RULES_MARK = "<!-- the games' rules pages: written by the build (tools/static_content.py) -->"
PICTURES = "assets/thumbnails"  # where tools/make_thumbnails.py keeps them, with thumbnails.json


def _printed_by_python(root: Path, code: str, what: str):
    """What `code` prints as JSON, run by a Python started in `root` (so the build reads
    that tree's modules, never another's); ValueError saying `what` failed."""
    result = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True)
    if result.returncode != 0:
        raise ValueError(f"could not {what}:\n{result.stderr[-2000:]}")
    return json.loads(result.stdout)


def games_listed(root: Path) -> list:
    """Every game the home page lists, in its order: [{"id", "name", "summary"}], read from
    the UI's registry (ui/games)."""
    code = ("import json, ui.games as g; print(json.dumps([{'id': k, 'name': v.name, 'summary': v.info.summary}"
            " for k, v in g.GAMES.items()]))")
    return _printed_by_python(root, code, "read the games from ui/games")


def rules_pages(root: Path) -> dict:
    """Every game's rules page as static HTML, id -> HTML (ui/rules_outline.py)."""
    code = ("import json, ui.games as g, ui.rules_outline as r; "
            "print(json.dumps({k: r.static_html(v) for k, v in g.GAMES.items()}))")
    return _printed_by_python(root, code, "write the rules pages from ui/games")


def rules_data(pages: dict) -> str:
    """The data block of the rules pages ui/first-paint.js shows: {game: HTML}."""
    text = json.dumps(pages, separators=(",", ":")).replace("</", "<\\/")
    return f'<script type="application/json" id="rules-static">{text}</script>'


def pictures_of(root: Path, games: list) -> dict:
    """thumbnails.json's entry of every game in `games`; ValueError naming what is missing."""
    index_file = root / PICTURES / "thumbnails.json"
    index = json.loads(index_file.read_text(encoding="utf-8")) if index_file.is_file() else {}
    missing = [g["id"] for g in games if g["id"] not in index
               or not all((root / PICTURES / index[g["id"]][key]).is_file() for key in ("card", "start"))]
    if missing:
        raise ValueError(f"no pictures for {', '.join(missing)} in {PICTURES}/: run tools/make_thumbnails.py")
    return {g["id"]: index[g["id"]] for g in games}


def card_html(game: dict, picture: dict) -> str:
    """One card of the home page: the picture and the words open the game's new-game
    dialog, Play too (before Python is up, both go to the game's page), Learn its
    tutorial, Rules its rules."""
    game_id, name = html.escape(game["id"]), html.escape(game["name"])
    width, height = picture["card_size"]
    return (
        f'<li class="game-card">'
        f'<button type="button" class="game-open" data-game="{game_id}">'
        f'<img class="thumb" src="./{PICTURES}/{html.escape(picture["card"])}" width="{width}" height="{height}" '
        f'alt="A game of {name} in progress" fetchpriority="high">'
        f'<span class="game-name">{name}</span><span class="game-summary">{html.escape(game["summary"])}</span>'
        f'</button>'
        f'<div class="game-links">'
        f'<button type="button" class="play-button" data-game="{game_id}" aria-label="Play {name}">Play</button>'
        f'<a href="#/learn/{game_id}" class="button" aria-label="Learn {name}: a tutorial">Learn</a>'
        f'<a href="#/rules/{game_id}" class="button" aria-label="{name} rules">Rules</a>'
        f'<a href="#/puzzles/{game_id}" class="button" aria-label="{name} puzzles">Puzzles</a>'
        f'</div></li>'
    )


def pictures_data(games: list, pictures: dict) -> str:
    """The data block ui/first-paint.js reads: {game: {"name", "size", "start"}}."""
    data = {g["id"]: {"name": g["name"], "size": pictures[g["id"]]["size"],
                      "start": f"./{PICTURES}/{pictures[g['id']]['start']}"} for g in games}
    text = json.dumps(data, separators=(",", ":")).replace("</", "<\\/")
    return f'<script type="application/json" id="board-pictures">{text}</script>'


def write_static_content(out: Path, root: Path) -> None:
    """Fill the marks of out/index.html (cards, rules pages and pictures) and out/embed.html
    (pictures; its cards' and rules' marks are dropped). A page without the marks is left as it is."""
    pages = [name for name in ("index.html", "embed.html") if (out / name).is_file()]
    texts = {name: (out / name).read_text(encoding="utf-8") for name in pages}
    if not any(mark in text for mark in (CARDS_MARK, PICTURES_MARK, RULES_MARK) for text in texts.values()):
        return
    games = games_listed(root)
    pictures = pictures_of(root, games)
    cards = "".join(card_html(game, pictures[game["id"]]) for game in games)
    rules = rules_data(rules_pages(root)) if any(RULES_MARK in text for text in texts.values()) else ""
    for name, text in texts.items():
        text = text.replace(CARDS_MARK, cards if name == "index.html" else "", 1)
        text = text.replace(RULES_MARK, rules if name == "index.html" else "", 1)
        text = text.replace(PICTURES_MARK, pictures_data(games, pictures), 1)
        (out / name).write_text(text, encoding="utf-8")
