#!/usr/bin/env python3
"""Draw the pictures the page shows before Python is up, with the views' own code.

    .venv/bin/python tools/make_thumbnails.py

For every game of the registry (ui/games), into assets/thumbnails/:
  <game>-card.webp    the home page card's picture: the view's `thumbnail()` (its
                      sample position), CARD_SCALE times the card's CSS size
  <game>-start.webp   the game page's board before Python is up: the view's
                      `picture()` of a new game, the view's whole SIZE
  thumbnails.json     for each game: the files, their CSS sizes (the view's SIZE for
                      the board) and `inputs`, a hash of the code that draws them

The views draw on a canvas, so they draw here in headless Chromium: Pyodide (from
node_modules, served to the page by Playwright, no server and no network) runs the
game's view on a real canvas and hands back `toDataURL()`. tests/test_thumbnails.py
compares `inputs` with the code as it is now: when a view, its engine or this script
changes, it says which pictures are stale and to run this script again.
"""
from __future__ import annotations

import ast
import base64
import hashlib
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "thumbnails"
INDEX = OUT / "thumbnails.json"
CARD_SIZE = (320, 224)   # the card's picture in CSS pixels (ui/style.css .thumb keeps its shape)
CARD_SCALE = 2           # drawn at twice that, sharp on most screens
QUALITY = 0.86           # WebP quality of both pictures
PYODIDE = ROOT / "node_modules" / "pyodide"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
PAGE_URL = "http://thumbnails.parlour/"


# ----- what draws a game's pictures -----------------------------------------------------
def _module_file(name: str, root: Path):
    """The file of one of our modules (engines.x, ui.y.z), None for anything else or a package."""
    path = root.joinpath(*name.split("."))
    return path.with_suffix(".py") if path.with_suffix(".py").is_file() else None


def _imports(path: Path, root: Path) -> set:
    """Every module an import statement of this file may name (for `from a import b`:
    a and a.b), relative imports resolved."""
    package = path.parent.relative_to(root).as_posix().replace("/", ".")
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            source = ".".join(base + ([node.module] if node.module else []))
            names.add(source)
            names.update(f"{source}.{alias.name}" for alias in node.names)
    return names


def drawing_files(game_id: str, root: Path = ROOT) -> list:
    """The files whose code draws `game_id`'s pictures: its view module and every module
    of ours it imports, directly or not (a package's __init__, which only names things,
    is left out), and this script; as sorted paths relative to `root`."""
    start = root / "ui" / "games" / game_id / "view.py"
    found, todo = set(), [start]
    while todo:
        path = todo.pop()
        if path in found:
            continue
        found.add(path)
        todo.extend(f for f in (_module_file(n, root) for n in _imports(path, root)) if f is not None)
    found.add(root / "tools" / "make_thumbnails.py")
    return sorted(p.relative_to(root).as_posix() for p in found)


def inputs_hash(game_id: str, root: Path = ROOT) -> str:
    """A hash of the code that draws `game_id`'s pictures (drawing_files), path and bytes."""
    digest = hashlib.sha256()
    for rel in drawing_files(game_id, root):
        digest.update(rel.encode() + b"\0" + hashlib.sha256((root / rel).read_bytes()).digest())
    return digest.hexdigest()[:16]


def stale(game_ids, root: Path = ROOT) -> list:
    """What is wrong with the pictures of `game_ids`, in words (missing, or drawn by other
    code than today's); empty when every one is current."""
    folder = root / OUT.relative_to(ROOT)
    index = json.loads((folder / INDEX.name).read_text()) if (folder / INDEX.name).is_file() else {}
    problems = []
    for game_id in game_ids:
        entry = index.get(game_id)
        if entry is None:
            problems.append(f"{game_id}: no pictures")
        elif entry.get("inputs") != inputs_hash(game_id, root):
            problems.append(f"{game_id}: drawn by older code")
        elif not all((folder / entry[key]).is_file() for key in ("card", "start")):
            problems.append(f"{game_id}: a picture file is missing")
    return problems


# ----- drawing them in Chromium ---------------------------------------------------------
PAGE = ("<!doctype html><meta charset=utf-8><script type=module>"
        "import { loadPyodide } from './pyodide/pyodide.mjs'; window.loadPyodide = loadPyodide;"
        "</script>")

DRAW = """
import json, js
import engines
from ui.games import GAMES

def drawn(width, height, scale, paint):
    canvas = js.document.createElement("canvas")
    canvas.width, canvas.height = round(width * scale), round(height * scale)
    ctx = canvas.getContext("2d")
    ctx.scale(scale, scale)
    paint(ctx)
    return canvas.toDataURL("image/webp", QUALITY)

pictures = {}
for game_id, game in GAMES.items():
    view = game.view
    width, height = view.SIZE
    pictures[game_id] = {
        "card": drawn(*CARD_SIZE, CARD_SCALE, lambda ctx: view.thumbnail(ctx, *CARD_SIZE)),
        "start": drawn(width, height, 1, lambda ctx: view.picture(ctx, engines.new_game(game_id), width, height)),
        "size": [width, height],
    }
json.dumps(pictures)
"""


def _zip_of_our_code() -> bytes:
    sys.path.insert(0, str(ROOT / "tools"))
    import tempfile

    import build
    with tempfile.TemporaryDirectory() as tmp:
        build.write_zip(Path(tmp) / "parlour.zip", ROOT)
        return (Path(tmp) / "parlour.zip").read_bytes()


def draw_in_chromium() -> dict:
    """{game: {"card": data URL, "start": data URL, "size": [w, h]}}, drawn by the views in Pyodide."""
    from playwright.sync_api import sync_playwright

    code_zip = _zip_of_our_code()
    types = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
             ".json": "application/json", ".zip": "application/zip"}

    def answer(route):
        path = route.request.url[len(PAGE_URL):].split("?")[0]
        if path == "":
            return route.fulfill(body=PAGE, content_type="text/html")
        if path == "parlour.zip":
            return route.fulfill(body=code_zip, content_type="application/zip")
        file = PYODIDE / path[len("pyodide/"):] if path.startswith("pyodide/") else None
        if file is None or not file.is_file():
            return route.fulfill(status=404, body="")
        return route.fulfill(body=file.read_bytes(), content_type=types.get(file.suffix, "application/octet-stream"))

    constants = f"QUALITY = {QUALITY}\nCARD_SIZE = {CARD_SIZE}\nCARD_SCALE = {CARD_SCALE}\n"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=os.environ.get("PARLOUR_CHROMIUM") or "/usr/bin/chromium",
                                     args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.route(PAGE_URL + "**", answer)
        page.goto(PAGE_URL)
        page.wait_for_function("!!window.loadPyodide")
        result = page.evaluate("""async (code) => {
            const py = await loadPyodide({ indexURL: new URL('./pyodide/', location.href).href });
            const zip = await (await fetch('./parlour.zip')).arrayBuffer();
            py.unpackArchive(zip, 'zip', { extractDir: '/parlour' });
            py.runPython("import sys\\nsys.path.insert(0, '/parlour')");
            return py.runPython(code);
        }""", constants + DRAW)
        browser.close()
    return json.loads(result)


def _file_of(data_url: str) -> bytes:
    head, _, body = data_url.partition(",")
    if head != "data:image/webp;base64":
        raise RuntimeError(f"Chromium did not make a WebP picture ({head[:40]})")
    return base64.b64decode(body)


def main() -> int:
    pictures = draw_in_chromium()
    OUT.mkdir(parents=True, exist_ok=True)
    index = {}
    for game_id, drawn in pictures.items():
        entry = {"card": f"{game_id}-card.webp", "card_size": list(CARD_SIZE),
                 "start": f"{game_id}-start.webp", "size": drawn["size"], "inputs": inputs_hash(game_id)}
        for key in ("card", "start"):
            (OUT / entry[key]).write_bytes(_file_of(drawn[key]))
        index[game_id] = entry
        print(f"{game_id}: {entry['card']} {(OUT / entry['card']).stat().st_size / 1e3:.1f} kB, "
              f"{entry['start']} {(OUT / entry['start']).stat().st_size / 1e3:.1f} kB")
    INDEX.write_text(json.dumps(index, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
