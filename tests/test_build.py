"""Unit tests of the toolchain: serve.py's Netlify header matching (against the
real netlify.toml) and build.py's content-hashed cache version."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build  # noqa: E402
import serve  # noqa: E402


@pytest.fixture(scope="module")
def rules():
    return serve.load_header_rules(ROOT / "netlify.toml")


def test_pattern_semantics():
    rx = serve.pattern_to_regex
    assert rx("/*").match("/") and rx("/*").match("/a/b/c.wasm")
    assert rx("/pyodide/*").match("/pyodide/pyodide.mjs")
    assert not rx("/pyodide/*").match("/pyscript/core.js")
    assert not rx("/pyodide/*").match("/x/pyodide/y")
    assert rx("/*.wasm").match("/pyodide/pyodide.asm.wasm")
    assert not rx("/*.wasm").match("/pyodide/pyodide.mjs")
    assert rx("/sw.js").match("/sw.js") and not rx("/sw.js").match("/sw.jsx")
    assert rx("/games/:name").match("/games/apagos") and not rx("/games/:name").match("/games/a/b")
    assert rx("/").match("/") and not rx("/").match("/index.html")


def test_every_path_gets_the_security_headers(rules):
    for path in ("/", "/index.html", "/runtime/pyodide-314.0.7/pyodide.asm.wasm", "/bench/hello.html", "/nope"):
        h = serve.headers_for_path(rules, path)
        assert h["Content-Security-Policy"].startswith("default-src 'self';"), path
        assert h["X-Content-Type-Options"] == "nosniff"
        assert "Referrer-Policy" in h and "Permissions-Policy" in h


def test_csp_is_one_line_and_strict(rules):
    csp = serve.headers_for_path(rules, "/")["Content-Security-Policy"]
    assert "\n" not in csp and "  " not in csp
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";"))
    assert directives["default-src"] == "'self'"
    assert directives["script-src"] == "'self' 'wasm-unsafe-eval' 'unsafe-eval'"
    assert directives["style-src"] == "'self'"
    assert directives["object-src"] == "'none'"
    assert "unsafe-inline" not in csp and "http" not in csp


@pytest.mark.parametrize(
    "path,content_type,cache",
    [
        ("/runtime/pyodide-314.0.7/pyodide.asm.wasm", "application/wasm", "public, max-age=31536000, immutable"),
        ("/runtime/pyodide-314.0.7/pyodide.mjs", "text/javascript; charset=utf-8", "public, max-age=31536000, immutable"),
        ("/runtime/pyscript-0.7.31/core.js", None, "public, max-age=31536000, immutable"),
        ("/sw.js", None, "no-cache"),
        ("/", None, "no-cache"),
        ("/index.html", None, "no-cache"),
        ("/parlour.zip", None, "no-cache"),
        ("/build-manifest.json", None, "no-cache"),
        ("/pyscript.toml", None, "no-cache"),
        ("/bench/hello.html", None, "no-cache"),
        ("/ui/style.css", None, "no-cache"),
        ("/ui/embed-host.js", None, "no-cache"),
        ("/embed.html", None, "no-cache"),
        ("/manifest.webmanifest", None, "no-cache"),
        ("/assets/icons/icon-192.png", None, "no-cache"),
        ("/oembed/apagos.json", None, "no-cache"),
    ],
)
def test_headers_per_path(rules, path, content_type, cache):
    h = serve.headers_for_path(rules, path)
    assert h.get("Content-Type") == content_type
    assert h.get("Cache-Control") == cache


# What other sites may use: the embed page (framed), the script that fits its frame
# (<script src> on a blog), the oEmbed descriptions. Everything else is for our own pages.
FOR_OTHER_SITES = {"embed.html", "ui/embed-host.js", "oembed/apagos.json"}


@pytest.fixture(scope="module")
def built_site(tmp_path_factory):
    """The real site, bench pages included (no snapshot: it changes no file name)."""
    out = tmp_path_factory.mktemp("built") / "site"
    build.build(out, quiet=True, snapshot=False, bench=True)
    return out


def test_every_file_of_a_built_site_gets_a_cache_control_header(rules, built_site):
    """A file with no Cache-Control is cached by each browser's guess (the manifest and the
    icons were). The runtime's versioned folders are cached for good, the rest revalidated."""
    files = build.site_files(built_site)
    assert "manifest.webmanifest" in files and "ui/embed-host.js" in files and "bench/hello.html" in files
    for rel in ["", *files]:
        cache = serve.headers_for_path(rules, "/" + rel).get("Cache-Control")
        want = "public, max-age=31536000, immutable" if rel.startswith("runtime/") else "no-cache"
        assert cache == want, (rel, cache)


def test_the_sounds_of_a_move_are_in_the_site_and_are_what_their_tool_makes(built_site):
    import make_sounds
    for name, data in make_sounds.sounds().items():
        assert (ROOT / "assets" / "sounds" / name).read_bytes() == data, f"stale: run tools/make_sounds.py ({name})"
        assert (built_site / "assets" / "sounds" / name).read_bytes() == data
        assert serve.MIME_TYPES[".wav"] == "audio/wav"


def test_every_file_is_for_our_own_pages_but_what_other_sites_embed(rules, built_site):
    assert FOR_OTHER_SITES <= set(build.site_files(built_site))
    for rel in ["", *build.site_files(built_site)]:
        h = serve.headers_for_path(rules, "/" + rel)
        assert h["Strict-Transport-Security"] == "max-age=63072000; includeSubDomains", rel
        other = rel in FOR_OTHER_SITES or rel.startswith("oembed/")
        assert h["Cross-Origin-Resource-Policy"] == ("cross-origin" if other else "same-origin"), rel
    assert serve.headers_for_path(rules, "/oembed/apagos.json")["Access-Control-Allow-Origin"] == "*"


def test_later_rule_overrides_earlier(tmp_path):
    cfg = tmp_path / "netlify.toml"
    cfg.write_text(
        '[[headers]]\nfor = "/*"\n[headers.values]\nX-A = "1"\nX-B = "1"\n'
        '[[headers]]\nfor = "/x/*"\n[headers.values]\nx-a = "2"\n'
    )
    rules = serve.load_header_rules(cfg)
    assert serve.headers_for_path(rules, "/x/y") == {"X-B": "1", "x-a": "2"}
    assert serve.headers_for_path(rules, "/y") == {"X-A": "1", "X-B": "1"}


def _fake_repo(tmp_path: Path) -> Path:
    """A minimal repo: real node_modules (symlinked) + a tiny engines/ui/index."""
    repo = tmp_path / "repo"
    repo.mkdir()
    if not (ROOT / "node_modules" / "pyodide").is_dir():
        pytest.skip("node_modules missing: run npm ci")
    (repo / "node_modules").symlink_to(ROOT / "node_modules")
    (repo / "engines").mkdir()
    (repo / "engines" / "__init__.py").write_text("")
    (repo / "engines" / "game.py").write_text("X = 1\n")
    (repo / "ui").mkdir()
    (repo / "ui" / "main.py").write_text("print('ui')\n")
    (repo / "ui" / "style.css").write_text("body{}\n")
    (repo / "ui" / "__pycache__").mkdir()
    (repo / "ui" / "__pycache__" / "main.cpython-311.pyc").write_bytes(b"junk")
    (repo / "index.html").write_text('<!doctype html><head><title>t</title><script type="module" src="./runtime/pyscript-0.7.31/core.js"></script></head><body></body>\n')
    return repo


@pytest.fixture
def fake_repo(tmp_path, monkeypatch):
    repo = _fake_repo(tmp_path)
    monkeypatch.setattr(build, "PYODIDE_DIR", repo / "node_modules" / "pyodide")
    monkeypatch.setattr(build, "PYSCRIPT_DIST", repo / "node_modules" / "@pyscript" / "core" / "dist")
    return repo


def test_build_output_and_version_changes_with_content(fake_repo, tmp_path):
    out = tmp_path / "out"
    m1 = build.build(out, root=fake_repo, quiet=True)
    files = set(m1["files"])
    pyo, pys = build.PYODIDE_OUT, build.PYSCRIPT_OUT
    assert {f"{pyo}/pyodide.mjs", f"{pyo}/pyodide.asm.wasm", f"{pyo}/python_stdlib.zip",
            f"{pyo}/pyodide-lock.json", f"{pys}/core.js", f"{pys}/core.css",
            "parlour.zip", "index.html", "ui/style.css"} <= files
    assert not any(f.endswith(".map") for f in files)
    assert "pyscript.toml" not in files  # missing at the root: skipped, no error
    with zipfile.ZipFile(out / "parlour.zip") as zf:
        assert zf.namelist() == ["engines/__init__.py", "engines/game.py", "ui/main.py"]
        assert {i.date_time for i in zf.infolist()} == {build.ZIP_DATE}
    manifest = json.loads((out / "build-manifest.json").read_text())
    assert manifest["version"] == m1["version"] and len(m1["version"]) == 12
    assert manifest["total_bytes"] == sum(manifest["files"].values())
    sw = (out / "sw.js").read_text()
    assert json.dumps(m1["version"]) in sw and "__PARLOUR_" not in sw
    for f in files:
        assert json.dumps("./" + f) in sw, f
    assert '"./build-manifest.json"' in sw and '"./"' in sw
    assert "skipWaiting()" in sw and sw.count("skipWaiting()") == 1  # only on message
    zip_bytes = (out / "parlour.zip").read_bytes()

    # Same inputs -> byte-identical zip and the same version.
    out2 = tmp_path / "out2"
    assert build.build(out2, root=fake_repo, quiet=True)["version"] == m1["version"]
    assert (out2 / "parlour.zip").read_bytes() == zip_bytes

    # Any content change -> a new version (so a new cache and a new sw.js).
    (fake_repo / "engines" / "game.py").write_text("X = 2\n")
    m3 = build.build(out, root=fake_repo, quiet=True)
    assert m3["version"] != m1["version"]
    (fake_repo / "ui" / "style.css").write_text("body{color:red}\n")
    m4 = build.build(out, root=fake_repo, quiet=True)
    assert m4["version"] not in (m1["version"], m3["version"])
    assert json.dumps(m4["version"]) in (out / "sw.js").read_text()


def test_the_bench_pages_are_only_in_a_build_with_bench(fake_repo, tmp_path):
    """The deployed site has no bench/ pages (nor does its service worker precache them);
    bench/run.py and the e2e build --with-bench for the bare PyScript page."""
    (fake_repo / "bench").mkdir()
    (fake_repo / "bench" / "hello.html").write_text('<script type="module" src="../runtime/pyscript-0.7.31/core.js"></script>\n')
    (fake_repo / "bench" / "run.py").write_text("print('bench')\n")
    deployed = build.build(tmp_path / "deployed", root=fake_repo, quiet=True)
    assert not any(f.startswith("bench/") for f in deployed["files"])
    assert "bench/" not in (tmp_path / "deployed" / "sw.js").read_text()
    benched = build.build(tmp_path / "benched", root=fake_repo, quiet=True, bench=True)
    assert {f for f in benched["files"] if f.startswith("bench/")} == {"bench/hello.html"}
    assert '"./bench/hello.html"' in (tmp_path / "benched" / "sw.js").read_text()


def test_the_build_fails_when_sw_js_would_precache_a_file_the_site_lacks(fake_repo, tmp_path):
    """A service worker listing a missing file fails its install in every browser (and
    offline play with it): the build checks the list it wrote."""
    out = tmp_path / "out"
    build.build(out, root=fake_repo, quiet=True)
    urls = build.check_precache(out)
    assert "./" in urls and "./index.html" in urls and "./build-manifest.json" in urls
    (out / "ui" / "style.css").unlink()
    with pytest.raises(build.BuildError, match=r"ui/style\.css"):
        build.check_precache(out)
    with pytest.raises(build.BuildError, match="precaches files the site does not have"):
        build.write_sw(out, ["index.html", "ui/style.css", "build-manifest.json"], "v1")


def test_build_fails_loudly_without_node_modules(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(build, "PYODIDE_DIR", tmp_path / "nope" / "pyodide")
    with pytest.raises(build.BuildError, match="npm ci"):
        build.build(tmp_path / "out", root=tmp_path, quiet=True)
    assert build.main(["--out", str(tmp_path / "out"), "--quiet"]) == 1
    assert "npm ci" in capsys.readouterr().err


def test_build_refuses_to_wipe_the_repo():
    with pytest.raises(build.BuildError, match="refusing"):
        build.build(ROOT, quiet=True)


def test_build_refuses_a_page_naming_another_runtime_version(fake_repo, tmp_path):
    (fake_repo / "pyscript.toml").write_text('interpreter = "./runtime/pyodide-0.1.0/pyodide.mjs"\n')
    with pytest.raises(build.BuildError, match="runtime/pyodide-314.0.7"):
        build.build(tmp_path / "out", root=fake_repo, quiet=True)


def test_embed_page_may_be_framed_anywhere_but_the_rest_only_by_itself(rules):
    embed = serve.headers_for_path(rules, "/embed.html")["Content-Security-Policy"]
    page = serve.headers_for_path(rules, "/index.html")["Content-Security-Policy"]
    assert "frame-ancestors *" in embed and "frame-ancestors 'self'" in page
    assert embed.replace("frame-ancestors *", "frame-ancestors 'self'") == page


def test_build_makes_the_embed_page_and_oembed_descriptions(fake_repo, tmp_path):
    games = fake_repo / "ui" / "games"
    games.mkdir(parents=True)
    (fake_repo / "ui" / "__init__.py").write_text("")
    (games / "__init__.py").write_text("class Chess:\n    name = 'Chess'\n\nGAMES = {'chess': Chess}\n")
    out = tmp_path / "out"
    build.build(out, root=fake_repo, quiet=True, site_url="https://parlour.example/")
    embed, page = (out / "embed.html").read_text(), (out / "index.html").read_text()
    assert '<body data-mode="embed">' in embed
    assert build.EMBED_FILTER in embed and build.EMBED_FILTER not in page  # only the embed hears messages
    data = json.loads((out / "oembed" / "chess.json").read_text())
    assert data["type"] == "rich" and data["version"] == "1.0"
    assert 'src="https://parlour.example/embed.html#/play/chess' in data["html"]
    assert data["title"] == "Chess on Parlour"


def _cards_repo(repo: Path) -> Path:
    """The fake repo with a registry of one game, a page marking where the cards and the
    board pictures go, and the game's pictures."""
    import static_content
    (repo / "ui" / "__init__.py").write_text("")
    (repo / "ui" / "games").mkdir()
    (repo / "ui" / "games" / "__init__.py").write_text(
        "class Info:\n    summary = 'Kings & <pawns>.'\n\n"
        "class Chess:\n    name = 'Chess'\n    info = Info\n\nGAMES = {'chess': Chess}\n")
    (repo / "index.html").write_text(
        '<!doctype html><title>t</title><script type="module" src="./runtime/pyscript-0.7.31/core.js"></script>'
        f'</head><body><ul id="game-list">{static_content.CARDS_MARK}</ul><div id="board-wrap">'
        f'{static_content.PICTURES_MARK}</div></body>\n')
    pictures = repo / "assets" / "thumbnails"
    pictures.mkdir(parents=True)
    (pictures / "thumbnails.json").write_text(json.dumps({"chess": {
        "card": "chess-card.webp", "card_size": [320, 224], "start": "chess-start.webp", "size": [800, 800]}}))
    for name in ("chess-card.webp", "chess-start.webp"):
        (pictures / name).write_bytes(b"RIFF")
    return repo


def test_the_build_writes_the_cards_and_the_board_pictures_into_the_pages(fake_repo, tmp_path):
    repo = _cards_repo(fake_repo)
    out = tmp_path / "out"
    manifest = build.build(out, root=repo, quiet=True)
    page, embed = (out / "index.html").read_text(), (out / "embed.html").read_text()
    assert '<button type="button" class="game-open" data-game="chess"><img class="thumb" ' \
           'src="./assets/thumbnails/chess-card.webp" width="320" height="224" alt="A game of Chess in progress" ' \
           'fetchpriority="high">' in page
    assert '<span class="game-summary">Kings &amp; &lt;pawns&gt;.</span>' in page
    assert '<a href="#/rules/chess" class="button" aria-label="Chess rules">Rules</a>' in page
    assert "game-card" not in embed and '<ul id="game-list"></ul>' in embed  # an embed shows no home page
    for text in (page, embed):
        data = json.loads(text.split('<script type="application/json" id="board-pictures">')[1].split("</script>")[0])
        assert data == {"chess": {"name": "Chess", "size": [800, 800], "start": "./assets/thumbnails/chess-start.webp"}}
    assert {"assets/thumbnails/chess-card.webp", "assets/thumbnails/chess-start.webp"} <= set(manifest["files"])
    assert '"./assets/thumbnails/chess-card.webp"' in (out / "sw.js").read_text()  # offline too


def test_the_build_fails_when_a_game_has_no_pictures(fake_repo, tmp_path):
    repo = _cards_repo(fake_repo)
    (repo / "assets" / "thumbnails" / "chess-start.webp").unlink()
    with pytest.raises(build.BuildError, match="no pictures for chess .*run tools/make_thumbnails.py"):
        build.build(tmp_path / "out", root=repo, quiet=True)


# ----- the Pyodide memory snapshot (issue #8) -------------------------------------------
def _snapshot_repo(repo: Path) -> Path:
    """The fake repo booting through ui/pyodide_snapshot.mjs, with a page entry
    (ui/main.py) that touches the browser and pure modules it imports."""
    shutil.copyfile(ROOT / build.SNAPSHOT_LOADER, repo / build.SNAPSHOT_LOADER)
    (repo / "pyscript.toml").write_text(f'interpreter = "./{build.SNAPSHOT_LOADER}"\n')
    (repo / "ui" / "__init__.py").write_text("")
    (repo / "ui" / "main.py").write_text("import js\nfrom ui import shell\n")
    (repo / "ui" / "shell.py").write_text("from . import board\nfrom ui.pure import X\n\ndef later():\n    from ui import lazy\n")
    (repo / "ui" / "board.py").write_text("from pyodide.ffi import create_proxy\n")
    (repo / "ui" / "pure.py").write_text("import engines.game\nX = engines.game.X\n")
    (repo / "ui" / "lazy.py").write_text("import json\n\ndef f():\n    import js\n")
    (repo / "ui" / "unused.py").write_text("X = 3\n")
    (repo / "index.html").write_text('<!doctype html><html lang="en"><head><title>t</title></head><body></body></html>\n')
    return repo


def test_snapshot_holds_the_pure_modules_the_page_imports(fake_repo):
    repo = _snapshot_repo(fake_repo)
    files = sorted(p.relative_to(repo).as_posix() for p in repo.rglob("*.py") if "node_modules" not in p.parts)
    # js at module level (main, board) and what imports them (shell) stay out;
    # imports inside functions are followed (lazy) but do not make a module impure
    assert build.snapshot_modules(repo, files) == ["engines", "engines.game", "ui", "ui.lazy", "ui.pure"]


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_build_makes_a_reproducible_snapshot_of_its_own_zip(fake_repo, tmp_path):
    import hashlib
    import struct
    repo = _snapshot_repo(fake_repo)
    m1 = build.build(tmp_path / "a", root=repo, quiet=True)
    data = (tmp_path / "a" / build.SNAPSHOT_OUT).read_bytes()
    assert data[:8] == b"PLRSNAP3" and build.SNAPSHOT_OUT in m1["files"]
    header_bytes = struct.unpack("<I", data[8:12])[0]
    header = json.loads(data[12:12 + header_bytes])
    assert header["zip_sha256"] == hashlib.sha256((tmp_path / "a" / "parlour.zip").read_bytes()).hexdigest()
    assert header["modules"] == m1["snapshot"]["modules"] == [
        "engines", "engines.game", "ui", "ui.lazy", "ui.pure", *build.SNAPSHOT_STDLIB]
    # the pages of memory that are not zeros, compressed by Brotli: half of the memory or less
    assert header["encoding"] == "br"
    unzip = "process.stdout.write(require('zlib').brotliDecompressSync(require('fs').readFileSync(0)))"
    payload = subprocess.run(["node", "-e", unzip], input=data[12 + header_bytes:], capture_output=True,
                             check=True).stdout
    pages = sum(count for _, count in header["runs"])
    assert len(payload) == header["payload_bytes"] and 0 < len(payload) <= pages * header["page_bytes"]
    assert len(payload) < header["raw_bytes"] * 0.75
    assert header["pyodide"] == build.PYODIDE_VERSION
    assert f'"./{build.SNAPSHOT_OUT}"' in (tmp_path / "a" / "sw.js").read_text()
    assert "data-snapshot" not in (tmp_path / "a" / "index.html").read_text(encoding="utf-8")  # (see below)
    # same inputs, same bytes: a rebuild does not make every player download a new cache
    m2 = build.build(tmp_path / "b", root=repo, quiet=True)
    assert (tmp_path / "b" / build.SNAPSHOT_OUT).read_bytes() == data and m2["version"] == m1["version"]


def test_build_without_a_snapshot(fake_repo, tmp_path, monkeypatch, capsys):
    repo = _snapshot_repo(fake_repo)
    m = build.build(tmp_path / "out", root=repo, snapshot=False)
    assert m["snapshot"] is None and not (tmp_path / "out" / build.SNAPSHOT_OUT).exists()
    assert "--no-snapshot" in capsys.readouterr().out
    # its pages say so, so they neither fetch nor try the snapshot files it lacks
    for page in ("index.html", "embed.html"):
        assert '<html data-snapshot="none"' in (tmp_path / "out" / page).read_text(encoding="utf-8")
    # no Node: a clear error, not a site that silently boots slowly
    monkeypatch.setattr(build.shutil, "which", lambda name: None)
    with pytest.raises(build.BuildError, match="--no-snapshot"):
        build.build(tmp_path / "out", root=repo, quiet=True)
    (repo / build.SNAPSHOT_LOADER).unlink()
    with pytest.raises(build.BuildError, match="does not exist"):
        build.build(tmp_path / "out", root=repo, quiet=True, snapshot=False)


def test_snapshot_header_is_served_without_caching_it_forever(rules):
    assert serve.headers_for_path(rules, "/parlour.snapshot").get("Cache-Control") == "no-cache"


# ----- the trimmed standard library (issue 14, tools/stdlib_trim.py) -----------------
def _trimmed(tmp_path):
    import stdlib_trim
    sources = {build._module_name(p.relative_to(ROOT).as_posix()): p.read_text(encoding="utf-8")
               for folder in ("engines", "ui") for p in sorted((ROOT / folder).rglob("*.py"))}
    javascript = [build.PYODIDE_DIR / "pyodide.mjs", build.PYODIDE_DIR / "pyodide.asm.mjs",
                  *sorted(build.PYSCRIPT_DIST.glob("*.js"))]
    out = tmp_path / "stdlib.zip"
    info = stdlib_trim.trimmed_stdlib(build.PYODIDE_DIR / "python_stdlib.zip", out, sources, javascript)
    return stdlib_trim, sources, out, info


@pytest.mark.skipif(not (ROOT / "node_modules" / "pyodide" / "python_stdlib.zip").is_file(), reason="npm ci first")
def test_the_trimmed_standard_library_has_every_module_our_code_imports_and_a_fallback(tmp_path):
    stdlib_trim, sources, out, info = _trimmed(tmp_path)
    with zipfile.ZipFile(build.PYODIDE_DIR / "python_stdlib.zip") as zf:
        full = set(stdlib_trim._module_files(zf))
    with zipfile.ZipFile(out) as zf:
        kept = set(stdlib_trim._module_files(zf))
        assert zf.testzip() is None
    ours = set().union(*(stdlib_trim.imports_of(src, name, False) for name, src in sources.items()))
    assert ours & full <= kept, sorted((ours & full) - kept)
    assert {"site", "encodings.utf_8", "encodings.cp437", "zipfile", "json", "_pyodide._importhook"} <= kept
    assert info["bytes"] < 0.6 * info["full_bytes"]  # the point of it
    # The fallback finder imports a module left out from the full zip (as the page does, in Pyodide).
    assert "email.mime.text" in info["absent"] and "email.mime.text" not in kept
    scope: dict = {}
    with zipfile.ZipFile(out) as zf:
        exec(zf.read(f"{stdlib_trim.FALLBACK_MODULE}.py").decode(), scope)
    loads = []
    finder = scope["FullStdlibFinder"](lambda: loads.append(1) or str(build.PYODIDE_DIR / "python_stdlib.zip"))
    assert finder.find_spec("json") is None and not loads  # kept: not its business
    spec = finder.find_spec("email.mime")
    assert spec is not None and spec.origin.startswith(str(build.PYODIDE_DIR / "python_stdlib.zip"))
    assert finder.find_spec("antigravity").origin.endswith("antigravity.py") and loads == [1]  # fetched once
