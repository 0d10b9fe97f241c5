#!/usr/bin/env python3
"""Assemble the static site for Parlour.

    python3 tools/build.py [--out site] [--quiet] [--no-snapshot] [--with-bench]

Output (default ./site):
  runtime/pyodide-<v>/  the Pyodide runtime files the boot actually fetches
  runtime/pyscript-<v>/ PyScript core.js, core.css and the chunks it imports
  runtime/brotli-dec-wasm-<v>/  the Brotli decoder that unzips the snapshot in the page
                        (folders named by the pinned versions, so they can be cached
                        forever; the build checks the page refers to these exact ones)
  parlour.zip           engines/**/*.py + ui/**/*.py and engines/*.bin (deterministic zip)
  parlour-stdlib.zip    the standard library's modules the site imports (tools/stdlib_trim.py),
                        which the page's Python starts with; the full python_stdlib.zip
                        stays in runtime/, fetched only if a module left out is imported
  index.html, pyscript.toml          (if present at the repo root); index.html with
                        the home page's cards and the board pictures' data written
                        in (tools/static_content.py), embed.html made from it
  ui/**/*.{css,js,mjs,...}           non-Python static files of ui/
  assets/**                          (if present)
  bench/**/*.{html,toml,js,...}      only with --with-bench: the bench pages (the bare
                                     PyScript page bench/run.py and the e2e measure
                                     against; not the CPython bench scripts). Never
                                     in the deployed site.
  parlour.snapshot      Pyodide memory snapshot: the interpreter started and the
                        pure-Python modules of parlour.zip that the page imports
                        already imported (made by tools/make_snapshot.mjs under
                        Node from the parlour.zip above; restored by
                        ui/pyodide_snapshot.mjs). Made only when pyscript.toml
                        names that loader; --no-snapshot skips it.
  parlour-stdlib-snapshot.zip  with the snapshot: parlour-stdlib.zip less the files of
                        the modules the snapshot holds in memory (what a restoring page
                        starts with)
  build-manifest.json   every file with its size, the total, and the version
  sw.js                 service worker precaching every file above into the
                        cache "parlour-<version>"

version = first 12 hex digits of a sha256 over every file's path and bytes, so
any change to any shipped file makes a new cache (and a new service worker).
"""
from __future__ import annotations

import argparse
import ast
import os
import re
import hashlib
import json
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

from static_content import write_static_content
from stdlib_trim import imports_in_tree, trimmed_stdlib

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
PYODIDE_DIR = NODE_MODULES / "pyodide"
PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"
BROTLI_DIR = NODE_MODULES / "brotli-dec-wasm"
SW_TEMPLATE = ROOT / "tools" / "sw.template.js"

PYODIDE_VERSION = "314.0.7"
PYSCRIPT_VERSION = "0.7.31"
PYODIDE_OUT = f"runtime/pyodide-{PYODIDE_VERSION}"
PYSCRIPT_OUT = f"runtime/pyscript-{PYSCRIPT_VERSION}"
# The Brotli decoder the snapshot's loader unzips the snapshot with (the module and its wasm).
BROTLI_VERSION = "2.3.2"
BROTLI_OUT = f"runtime/brotli-dec-wasm-{BROTLI_VERSION}"
BROTLI_FILES = ["pkg/brotli_dec_wasm.js", "pkg/brotli_dec_wasm_bg.wasm", "LICENSE-MIT.txt"]
# Where compressed snapshots are kept between builds (tools/make_snapshot.mjs --cache).
SNAPSHOT_CACHE = NODE_MODULES / ".cache" / "parlour-snapshot"
# Files that name the runtime folders: each must name the pinned ones.
RUNTIME_REFERENCES = {
    "ui/python-start.mjs": (PYSCRIPT_OUT, PYODIDE_OUT), "pyscript.toml": (PYODIDE_OUT,),
    "bench/hello.html": (PYSCRIPT_OUT,), "bench/hello.toml": (PYODIDE_OUT,),
    "ui/pyodide_snapshot.mjs": (PYODIDE_OUT, BROTLI_OUT),
}
# The memory snapshot (issue #8). pyscript.toml may name our loader instead of
# pyodide.mjs: the loader itself must then name the pinned runtime (checked above).
SNAPSHOT_LOADER = "ui/pyodide_snapshot.mjs"
SNAPSHOT_OUT = "parlour.snapshot"
SNAPSHOT_MAKER = ROOT / "tools" / "make_snapshot.mjs"
# What the page (index.html) and the computer player's worker (ui/ai_worker.js) import:
# the snapshot holds the pure part of their imports.
SNAPSHOT_ENTRIES = ("ui.main", "ui.ai_service")
# Modules that reach the browser (or PyScript): not in a snapshot, nor anything importing them.
SNAPSHOT_IMPURE = {"js", "pyodide", "pyodide_js", "pyscript", "_pyodide", "micropip"}
SNAPSHOT_TIMEOUT_S = 300
# Standard-library modules imported on every boot (by PyScript's own Python; by our
# loader: the trimmed standard library's fallback): imported into the snapshot too, so a
# restored page does not import them.
SNAPSHOT_STDLIB = ("html", "_parlour_stdlib")

# What Pyodide 314 fetches at boot (observed in Chromium, network log), and
# nothing else: no console.html, no .d.ts, no source maps, no pyodide.js (UMD).
PYODIDE_FILES = [
    "pyodide.mjs",          # loader, imported by PyScript (interpreter = ...)
    "pyodide.asm.mjs",      # emscripten glue (314 ships .asm.mjs, not .asm.js)
    "pyodide.asm.wasm",     # the interpreter
    "python_stdlib.zip",    # the standard library
    "pyodide-lock.json",    # package index; fetched even with no packages
]

# PyScript: core.js and core.css, plus every chunk reachable from core.js by
# static import, plus the chunks core.js imports dynamically on every boot
# (observed in Chromium): toml (parses pyscript.toml), error (shows Python errors),
# deprecations-manager, and the plugin entry points donkey/py-editor/py-game/py-terminal, which
# PyScript imports on every boot unless the config says
# plugins = ["!donkey", "!py-editor", "!py-game", "!py-terminal"].
# NOT shipped (~0.8 MB): the codemirror/xterm/MicroPython chunks those plugins
# load only when a page really uses <script type="py-editor">, the `terminal`
# attribute, py-game or mpy. Such a page would need them added here.
PYSCRIPT_ENTRY = ["core.js", "core.css"]
PYSCRIPT_LAZY_PREFIXES = [
    "toml-", "error-", "deprecations-manager-",
    "donkey-", "py-editor-", "py-game-", "py-terminal-",
]

STATIC_EXTS = {
    ".css", ".js", ".mjs", ".json", ".svg", ".png", ".jpg", ".jpeg", ".gif", ".webp",
    ".ico", ".woff", ".woff2", ".ttf", ".txt", ".webmanifest",
}
BENCH_EXTS = {".html", ".toml", ".css", ".js", ".mjs", ".svg", ".png"}
SKIP_PARTS = {"__pycache__", "node_modules", ".pytest_cache"}
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


class BuildError(RuntimeError):
    pass


def _log(quiet: bool, *args) -> None:
    if not quiet:
        print(*args, flush=True)


def _check_node_modules() -> None:
    problems = []
    for name, pkg_dir, want in (
        ("pyodide", PYODIDE_DIR, PYODIDE_VERSION),
        ("@pyscript/core", PYSCRIPT_DIST.parent, PYSCRIPT_VERSION),
        ("brotli-dec-wasm", BROTLI_DIR, BROTLI_VERSION),
    ):
        pkg_json = pkg_dir / "package.json"
        if not pkg_json.is_file():
            problems.append(f"{name} is not installed ({pkg_json} missing)")
            continue
        got = json.loads(pkg_json.read_text())["version"]
        if got != want:
            problems.append(f"{name} is {got}, package.json pins {want}")
    if problems:
        raise BuildError(
            "node_modules is missing or stale:\n  - " + "\n  - ".join(problems)
            + "\nRun `npm ci` (or `./parlour build`, which does it for you)."
        )


def _check_runtime_references(root: Path) -> None:
    """Fail when a page names a runtime folder other than the pinned versions'."""
    stale = []
    for name, folders in RUNTIME_REFERENCES.items():
        path = root / name
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        named = set(re.findall(r"runtime/(?:pyodide|pyscript)-[0-9][^/\"']*", text))
        names_loader = name == "pyscript.toml" and SNAPSHOT_LOADER in text
        for folder in folders:
            if (folder not in text and not names_loader) or any(n.split("-")[0] == folder.split("-")[0] and n != folder for n in named):
                stale.append(f"{name} must refer to {folder}/ (found: {', '.join(sorted(named)) or 'none'})")
    if stale:
        raise BuildError("runtime folder mismatch with package.json's pins:\n  - " + "\n  - ".join(stale))


def _iter_files(base: Path, exts: set[str] | None = None):
    if not base.is_dir():
        return
    for path in sorted(base.rglob("*")):
        if not path.is_file() or SKIP_PARTS.intersection(path.relative_to(base).parts):
            continue
        if path.name.startswith("."):
            continue
        if exts is None or path.suffix.lower() in exts:
            yield path


def _pyscript_files() -> list[str]:
    """core.js + core.css + static import closure + selected lazy chunks."""

    static_import = re.compile(r"""(?:\bfrom\s*|\bimport\s*)["'](\./[^"']+\.js)["']""")
    wanted, todo = set(), list(PYSCRIPT_ENTRY)
    for name in sorted(PYSCRIPT_DIST.iterdir()):
        if name.suffix == ".js" and any(name.name.startswith(p) for p in PYSCRIPT_LAZY_PREFIXES):
            todo.append(name.name)
    while todo:
        name = todo.pop()
        if name in wanted:
            continue
        path = PYSCRIPT_DIST / name
        if not path.is_file():
            raise BuildError(f"@pyscript/core/dist/{name} not found")
        wanted.add(name)
        if name.endswith(".js"):
            for m in static_import.finditer(path.read_text(encoding="utf-8")):
                todo.append(m.group(1)[2:])
    return sorted(wanted)


ZIP_DATA_EXTS = {".bin"}  # data a module reads beside itself (engines/apagos_table.bin)


def write_zip(out_zip: Path, root: Path = ROOT, folders=("engines", "ui")) -> list[str]:
    """Deterministic zip of every .py under `folders` and the data files beside them
    (sorted, fixed dates); returns the .py files' names."""
    names = []
    for folder in folders:
        for path in _iter_files(root / folder, {".py"} | ZIP_DATA_EXTS):
            names.append(path.relative_to(root).as_posix())
    names.sort()
    with zipfile.ZipFile(out_zip, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name in names:
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3  # unix, regardless of the build machine
            zf.writestr(info, (root / name).read_bytes(), compresslevel=9)
    return [name for name in names if name.endswith(".py")]


def _module_name(rel: str) -> str:
    parts = rel[: -len(".py")].split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported_names(tree: ast.AST, module: str, is_package: bool, module_level_only: bool) -> set[str]:
    """Every module an import statement of `module` may name (for `from a import b`,
    both a and a.b). Function bodies are skipped when module_level_only."""
    return imports_in_tree(tree, module, is_package, in_functions=not module_level_only)


def snapshot_modules(root: Path, python_files: list[str], entries=SNAPSHOT_ENTRIES) -> list[str]:
    """Our modules that go into the memory snapshot: those the page and the worker
    import (the import closure of `entries`, imports inside functions included) whose import runs
    pure Python only: no module-level import, direct or through our other modules
    or their packages, of js/pyodide/pyscript (a snapshot cannot hold JS objects)."""
    modules = {_module_name(rel): rel for rel in python_files}
    eager, lazy = {}, {}
    for name, rel in modules.items():
        tree = ast.parse((root / rel).read_text(encoding="utf-8"), rel)
        is_package = rel.endswith("__init__.py")
        eager[name] = _imported_names(tree, name, is_package, module_level_only=True)
        lazy[name] = _imported_names(tree, name, is_package, module_level_only=False)

    def parents(name):
        parts = name.split(".")
        return {".".join(parts[:i]) for i in range(1, len(parts))} & modules.keys()

    impure = set()
    changed = True
    while changed:
        changed = False
        for name in modules:
            if name in impure:
                continue
            deps = {n for n in eager[name] if n in modules} | parents(name)
            if any(n.split(".")[0] in SNAPSHOT_IMPURE for n in eager[name]) or deps & impure:
                impure.add(name)
                changed = True
    closure, todo = set(), list(entries)
    while todo:
        name = todo.pop()
        if name in closure or name not in modules:
            continue
        closure.add(name)
        todo.extend({n for n in lazy[name] if n in modules} | parents(name))
    return sorted(closure - impure)


def make_snapshot(out: Path, modules: list[str], quiet: bool = False) -> dict:
    """Run tools/make_snapshot.mjs under Node on out/parlour.zip -> out/parlour.snapshot."""
    node = shutil.which("node")
    if not node:
        raise BuildError(
            "node is not installed, and pyscript.toml boots through the memory snapshot "
            f"({SNAPSHOT_LOADER}): install Node 18+ (`./parlour build` does), or build with "
            "--no-snapshot (every visit then starts Python the normal way, ~4x slower)")
    modules = [*modules, *SNAPSHOT_STDLIB]
    cmd = [node, str(SNAPSHOT_MAKER), "--pyodide", str(PYODIDE_DIR), "--zip", str(out / "parlour.zip"),
           "--out", str(out / SNAPSHOT_OUT), "--modules", ",".join(modules), "--stdlib", str(out / STDLIB_OUT),
           "--cache", str(SNAPSHOT_CACHE), "--pyscript", str(PYSCRIPT_DIST.parent)]
    try:
        result = subprocess.run(cmd, capture_output=True, text=True, timeout=SNAPSHOT_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        raise BuildError(f"making the memory snapshot took over {SNAPSHOT_TIMEOUT_S}s (tools/make_snapshot.mjs)")
    if result.returncode != 0 or not (out / SNAPSHOT_OUT).is_file():
        (out / SNAPSHOT_OUT).unlink(missing_ok=True)
        raise BuildError(
            "tools/make_snapshot.mjs could not make the memory snapshot (build with --no-snapshot "
            "to ship without it):\n" + (result.stderr or result.stdout)[-3000:])
    info = json.loads(result.stdout.strip().splitlines()[-1])
    _log(quiet, f"snapshot: {SNAPSHOT_OUT} {info['bytes'] / 1e6:.2f} MB ({info['raw_bytes'] / 1e6:.1f} MB "
                f"unpacked), {len(modules)} modules imported, {info['seconds']:.1f}s")
    stdlib = write_snapshot_stdlib(out, info["stdlib_in_memory"], quiet)
    return {"bytes": info["bytes"], "raw_bytes": info["raw_bytes"], "modules": modules, "stdlib": stdlib}


def write_snapshot_stdlib(out: Path, in_memory: list[str], quiet: bool = False) -> dict:
    """out/parlour-stdlib-snapshot.zip: the trimmed standard library less the files whose
    modules the snapshot holds in memory (a restored page never reads them), the zip a page
    restoring the snapshot starts with; the same entries, bytes and dates otherwise."""
    skip = set(in_memory)
    kept = 0
    with zipfile.ZipFile(out / STDLIB_OUT) as source, \
            zipfile.ZipFile(out / SNAPSHOT_STDLIB_OUT, "w") as target:
        for info in source.infolist():
            if info.filename not in skip:
                target.writestr(info, source.read(info), compress_type=info.compress_type)
                kept += 1
    size = (out / SNAPSHOT_STDLIB_OUT).stat().st_size
    _log(quiet, f"stdlib: {SNAPSHOT_STDLIB_OUT} {size / 1e6:.2f} MB ({kept} files; "
                f"{len(skip)} already in the snapshot's memory)")
    return {"bytes": size, "files": kept, "in_memory": len(skip)}


def write_stdlib(out: Path, root: Path, zipped: list[str], quiet: bool = False) -> dict:
    """out/parlour-stdlib.zip: the standard library trimmed to what our Python, Pyodide's
    and PyScript's import (tools/stdlib_trim.py)."""
    sources = {_module_name(rel): (root / rel).read_text(encoding="utf-8") for rel in zipped}
    javascript = [out / PYODIDE_OUT / "pyodide.mjs", out / PYODIDE_OUT / "pyodide.asm.mjs",
                  *sorted((out / PYSCRIPT_OUT).glob("*.js"))]
    info = trimmed_stdlib(out / PYODIDE_OUT / "python_stdlib.zip", out / STDLIB_OUT, sources, javascript,
                          modules=SNAPSHOT_STDLIB)  # (imported into the snapshot)
    _log(quiet, f"stdlib: {STDLIB_OUT} {info['bytes'] / 1e6:.2f} MB ({len(info['modules'])} modules) "
                f"of {info['full_bytes'] / 1e6:.2f} MB")
    return {"bytes": info["bytes"], "modules": len(info["modules"]), "absent": len(info["absent"])}


def site_files(out: Path) -> list[str]:
    """Every file under out, as sorted posix paths relative to out."""
    return sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())


def content_version(out: Path, files: list[str]) -> str:
    h = hashlib.sha256()
    for rel in files:
        h.update(rel.encode() + b"\0")
        h.update(hashlib.sha256((out / rel).read_bytes()).digest())
    return h.hexdigest()[:12]


def write_sw(out: Path, files: list[str], version: str, template: Path = SW_TEMPLATE) -> None:
    # "./" (the app shell) only when there is an index.html to answer it.
    urls = (["./"] if "index.html" in files else []) + ["./" + f for f in files]
    text = template.read_text(encoding="utf-8")
    for key in ("__PARLOUR_VERSION__", "__PARLOUR_PRECACHE__"):
        if key not in text:
            raise BuildError(f"{template} lacks the placeholder {key}")
    text = text.replace('"__PARLOUR_VERSION__"', json.dumps(version))
    text = text.replace('"__PARLOUR_PRECACHE__"', json.dumps(urls, indent=2))
    (out / "sw.js").write_text(text, encoding="utf-8")
    check_precache(out)


def check_precache(out: Path) -> list[str]:
    """Fail the build if sw.js precaches a file the site does not have: the service
    worker's install would fail in every browser, and offline play with it."""
    text = (out / "sw.js").read_text(encoding="utf-8")
    found = re.search(r"^const PRECACHE = (\[.*?\]);$", text, re.MULTILINE | re.DOTALL)
    if not found:
        raise BuildError("sw.js: no precache list (const PRECACHE = [...];) found")
    urls = json.loads(found.group(1))
    missing = [u for u in urls if not (out / (u[2:] if u != "./" else "index.html")).is_file()]
    if missing:
        raise BuildError("sw.js precaches files the site does not have (its install would fail):\n  - "
                         + "\n  - ".join(missing))
    return urls


EMBED_SIZES = {"small": (480, 470), "medium": (640, 600), "large": (820, 740)}


# The embed page's first filter of the messages from the page around it (only embed.html hears them).
EMBED_FILTER = '<script src="./ui/embed-filter.js" defer></script>'


STDLIB_OUT = "parlour-stdlib.zip"
SNAPSHOT_STDLIB_OUT = "parlour-stdlib-snapshot.zip"  # (what a restored page starts with)
# (No preload hints for the runtime's files: measured in issue 14, they made the home
# page's pictures wait behind the runtime on a slow network, 0.6 -> 3.9 s, and did not
# shorten the boot measurably; see BENCHMARKS.md.)


def write_embed_page(out: Path) -> None:
    """embed.html: the same page in embed mode (board and a small bar; the CSS and
    ui/shell.py read <body data-mode="embed">), so the two can never drift apart, plus
    the filter of incoming messages (EMBED_FILTER)."""
    page = (out / "index.html").read_text(encoding="utf-8")
    if "<body>" not in page or "</head>" not in page:
        raise BuildError("index.html must have a </head> and a plain <body> tag for the embed page")
    page = page.replace("<body>", '<body data-mode="embed">', 1)
    page = page.replace("</head>", f"  {EMBED_FILTER}\n</head>", 1)
    page = re.sub(r"<title>[^<]*</title>", "<title>A game on Parlour</title>", page, count=1)
    (out / "embed.html").write_text(page, encoding="utf-8")


def mark_no_snapshot(out: Path) -> None:
    """A site built without the memory snapshot says so on the <html> element of its
    pages (`data-snapshot="none"`), so the page neither fetches nor tries a snapshot
    that does not exist (ui/python-start.mjs, ui/pyodide_snapshot.mjs)."""
    for name in ("index.html", "embed.html"):
        path = out / name
        if not path.is_file():
            continue
        page, count = re.subn(r"<html\b", '<html data-snapshot="none"', path.read_text(encoding="utf-8"), count=1)
        if count:  # (a page with no <html> tag tries the snapshot and starts normally when it is missing)
            path.write_text(page, encoding="utf-8")


def game_titles(root: Path) -> dict:
    """Every game the page shows, id -> name, read from the UI's registry (ui/games) by
    a Python started in `root` (so the build never mixes in modules of another tree)."""
    if not (root / "ui" / "games" / "__init__.py").is_file():
        return {}  # a tree with no games yet (the build's own tests)
    code = "import json, ui.games as g; print(json.dumps({k: v.name for k, v in g.GAMES.items()}))"
    result = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True)
    if result.returncode != 0:
        raise BuildError(f"could not read the games from ui/games:\n{result.stderr[-2000:]}")
    return json.loads(result.stdout)


def write_oembed(out: Path, root: Path, site_url: str) -> None:
    """oembed/<game>.json: what oEmbed consumers (blog platforms) need to embed a game."""
    site_url = site_url.rstrip("/")
    width, height = EMBED_SIZES["medium"]
    for game, title in game_titles(root).items():
        html = (f'<iframe src="{site_url}/embed.html#/play/{game}?seats=human,medium" width="{width}" '
                f'height="{height}" style="border:0;max-width:100%" title="{title} on Parlour" '
                f'loading="lazy"></iframe><script src="{site_url}/ui/embed-host.js" async></script>')
        data = {"version": "1.0", "type": "rich", "provider_name": "Parlour", "provider_url": site_url + "/",
                "title": f"{title} on Parlour", "html": html, "width": width, "height": height}
        (out / "oembed").mkdir(exist_ok=True)
        (out / "oembed" / f"{game}.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def build(out: Path | str = ROOT / "site", root: Path = ROOT, quiet: bool = False,
          site_url: str | None = None, snapshot: bool = True, bench: bool = False) -> dict:
    """Build the site into `out` (see the module's docstring); `bench` adds the bench pages."""
    t0 = time.perf_counter()
    # Netlify sets URL to the site's address during its build; oEmbed needs absolute URLs.
    site_url = site_url or os.environ.get("URL") or "http://localhost:8000"
    out = Path(out).resolve()
    if out == root or out in root.parents or out == Path(out.anchor):
        raise BuildError(f"refusing to build into {out}")
    _check_node_modules()
    _check_runtime_references(root)

    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)

    def copy(src: Path, rel: str) -> None:
        dst = out / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)

    for name in PYODIDE_FILES:
        src = PYODIDE_DIR / name
        if not src.is_file():
            raise BuildError(f"node_modules/pyodide/{name} not found")
        copy(src, f"{PYODIDE_OUT}/{name}")
    for name in _pyscript_files():
        copy(PYSCRIPT_DIST / name, f"{PYSCRIPT_OUT}/{name}")
    for name in BROTLI_FILES:
        copy(BROTLI_DIR / name, f"{BROTLI_OUT}/{name.rsplit('/', 1)[-1]}")

    zipped = write_zip(out / "parlour.zip", root)
    stdlib_info = write_stdlib(out, root, zipped, quiet)

    for name in ("index.html", "pyscript.toml", "manifest.webmanifest"):
        if (root / name).is_file():
            copy(root / name, name)
        else:
            _log(quiet, f"note: {name} does not exist yet, skipped")
    if (root / "index.html").is_file():
        write_embed_page(out)
        write_oembed(out, root, site_url)
        try:
            write_static_content(out, root)  # the cards and board pictures shown before Python is up
        except ValueError as exc:
            raise BuildError(str(exc)) from None
    for path in _iter_files(root / "ui", STATIC_EXTS):
        copy(path, path.relative_to(root).as_posix())
    for path in _iter_files(root / "assets"):
        copy(path, path.relative_to(root).as_posix())
    if bench:
        for path in _iter_files(root / "bench", BENCH_EXTS):
            copy(path, path.relative_to(root).as_posix())

    # The memory snapshot, from the parlour.zip just written, when the page boots through our loader.
    snapshot_info = None
    toml = root / "pyscript.toml"
    if toml.is_file() and SNAPSHOT_LOADER in toml.read_text(encoding="utf-8"):
        if not (out / SNAPSHOT_LOADER).is_file():
            raise BuildError(f"pyscript.toml names {SNAPSHOT_LOADER}, which does not exist")
        if snapshot:
            snapshot_info = make_snapshot(out, snapshot_modules(root, zipped), quiet)
        else:
            mark_no_snapshot(out)
            _log(quiet, f"snapshot: skipped (--no-snapshot): {SNAPSHOT_LOADER} will start Python normally")

    files = site_files(out)
    version = content_version(out, files)
    sizes = {rel: (out / rel).stat().st_size for rel in files}
    manifest = {
        "version": version,
        "cache": f"parlour-{version}",
        "pyodide": PYODIDE_VERSION,
        "pyscript": PYSCRIPT_VERSION,
        "total_bytes": sum(sizes.values()),
        "files": sizes,
        "snapshot": snapshot_info,
        "stdlib": stdlib_info,
    }
    (out / "build-manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    write_sw(out, files + ["build-manifest.json"], version)

    elapsed = time.perf_counter() - t0
    _log(
        quiet,
        f"built {out.relative_to(root) if root in out.parents else out}: {len(files) + 2} files, "
        f"{manifest['total_bytes'] / 1e6:.2f} MB, {len(zipped)} Python files in parlour.zip, "
        f"version {version}, {elapsed:.2f}s",
    )
    return manifest


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Build the Parlour static site.")
    parser.add_argument("--out", default=str(ROOT / "site"), help="output folder (default: site)")
    parser.add_argument("--quiet", action="store_true")
    parser.add_argument("--no-snapshot", action="store_true",
                        help="do not make parlour.snapshot (no Node needed; every visit starts Python normally)")
    parser.add_argument("--with-bench", action="store_true",
                        help="add the bench pages (bench/run.py and the e2e tests; never for the deployed site)")
    args = parser.parse_args(argv)
    try:
        build(Path(args.out), quiet=args.quiet, snapshot=not args.no_snapshot, bench=args.with_bench)
    except BuildError as exc:
        print(f"build.py: ERROR: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
