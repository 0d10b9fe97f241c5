"""Parlour's benchmarks (`./parlour bench`): boot time against a bare PyScript page,
bytes on a first and a repeat visit, first and repeat visits in a real browser profile
(the repeat ones start Python from the memory snapshot), what one embed in a blog
post on another origin costs its reader (bytes and storage), how soon the page shows
something (`firstpaint`: the home page's cards and a board's picture, before Python is
up), and the search player's speed in CPython and in Pyodide (under Node). Prints a
Markdown report; BENCHMARKS.md keeps the figures.

    python bench/run.py [--runs 5] [--only boot,bytes,visits,firstvisit,lighthouse,embed,firstpaint,search] [--site DIR]

`lighthouse` (bench/lighthouse_run.py): Lighthouse 12 (desktop) on the home page, a game
page and the bare page (`--lighthouse-runs`, default 3).
`firstvisit` (bench/first_visit.py): first and repeat visits against the bare page on the
local server and on an emulated 20 Mbit/s, 40 ms network (`--networks local,20mbit`).

--site measures a site already built (another commit's, say) instead of building one
(`tools/build.py --with-bench` for the sections that use the bare page: boot, visits).
"""
from __future__ import annotations

import argparse
import functools
import http.server
import json
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from pyodide_node import run_python  # noqa: E402
from first_visit import bench_first_visit, print_first_visit  # noqa: E402
from lighthouse_run import bench_lighthouse, print_lighthouse  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
GAME_URL = "index.html#/play/apagos?seats=human,human"
HELLO_URL = "bench/hello.html"


# ----- a server that counts the bytes it sends -----------------------------------------
def counting_server(site: Path, gzip: bool = True, counter: dict | None = None):
    """tools/serve.py's server, counting the body bytes of every response ("requests":
    the responses with a body; "revalidated": the 304s, which have none); `gzip` False:
    nothing sent compressed."""
    import serve

    counter = counter if counter is not None else {"bytes": 0, "requests": 0, "revalidated": 0}

    class Counting(serve.ParlourHandler):
        compressible = serve.COMPRESSIBLE if gzip else set()

        def send_response(self, code, message=None):
            if code == 304:
                counter["revalidated"] += 1
            return super().send_response(code, message)

        def send_header(self, keyword, value):
            if keyword.lower() == "content-length":
                counter["bytes"] += int(value)
                counter["requests"] += 1
            return super().send_header(keyword, value)

    handler = functools.partial(Counting, directory=str(site),
                                header_rules=serve.load_header_rules(ROOT / "netlify.toml"), quiet=True)
    server = serve._Server(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/", counter


def build(site: Path) -> None:
    """The site as deployed, plus the bench pages (bench/hello.html: the bare PyScript page)."""
    subprocess.run([sys.executable, str(ROOT / "tools" / "build.py"), "--out", str(site), "--quiet", "--with-bench"],
                   check=True)


# ----- boot time ------------------------------------------------------------------------
def time_to(browser, url: str, element: str, attribute: str) -> float:
    """Milliseconds from navigation start until the page stamps `attribute` on
    `element` (the page writes performance.now() there when it is ready), cold."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(f"{element}[{attribute}]", state="attached", timeout=120_000)
    ms = float(page.get_attribute(element, attribute))
    context.close()
    return ms


def bench_boot(browser, base: str, runs: int) -> dict:
    game, hello = [], []
    for _ in range(runs):  # interleaved, so both see the same machine load
        hello.append(time_to(browser, base + HELLO_URL, "html", "data-hello-ms"))
        game.append(time_to(browser, base + GAME_URL, "body", "data-ready-ms"))
    return {"hello_ms": statistics.median(hello), "game_ms": statistics.median(game),
            "hello_all": [round(v) for v in hello], "game_all": [round(v) for v in game]}


# ----- bytes ----------------------------------------------------------------------------
def bench_bytes(browser, base: str, counter: dict) -> dict:
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    counter["bytes"] = counter["requests"] = 0
    page.goto(base + GAME_URL)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_timeout(1500)
    first = dict(counter)
    counter["bytes"] = counter["requests"] = 0
    page.reload()
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
    page.wait_for_timeout(1000)
    repeat = dict(counter)
    context.close()
    return {"first_bytes": first["bytes"], "first_requests": first["requests"],
            "repeat_bytes": repeat["bytes"], "repeat_requests": repeat["requests"]}


# ----- first and repeat visits (memory snapshot) ---------------------------------------
def _visit(page, counter, url=None) -> dict:
    """Navigate (or reload) and wait for a playable board: ms, boot kind, bytes sent."""
    counter["bytes"] = counter["requests"] = 0
    if url is None:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
    return {"ms": float(page.get_attribute("body", "data-ready-ms")),
            "python_ms": float(page.get_attribute("body", "data-python-ms") or "nan"),
            "boot": page.get_attribute("body", "data-boot"),
            "bytes": counter["bytes"], "requests": counter["requests"]}


def bench_visits(pw, browser, base: str, counter: dict, runs: int) -> dict:
    """Per run, interleaved so all see the same machine load: the bare page cold, in the
    running browser and as a first visit in a just-started browser with a new profile
    (the reference: the same conditions as the game's visits); then in a real,
    persistent browser profile: a first visit (normal
    boot; the service worker then precaches everything, snapshot included: those
    bytes count here), a repeat visit after restarting the browser (a fresh context
    with the caches primed), a reload, and a visit forced to boot normally with the
    same warm caches (?boot=normal)."""
    keys = ("hello", "hello_fresh", "first", "repeat", "reload", "repeat_normal")
    out = {key: [] for key in keys}

    def launch(profile):
        return pw.chromium.launch_persistent_context(
            profile, executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS, headless=True,
            service_workers="allow")

    for _ in range(runs):
        out["hello"].append({"ms": time_to(browser, base + HELLO_URL, "html", "data-hello-ms")})
        with tempfile.TemporaryDirectory() as profile:  # the bare page, measured as the game's first visit
            context = launch(profile)
            page = context.pages[0] if context.pages else context.new_page()
            page.goto(base + HELLO_URL)
            page.wait_for_selector("html[data-hello-ms]", state="attached", timeout=120_000)
            out["hello_fresh"].append({"ms": float(page.get_attribute("html", "data-hello-ms"))})
            context.close()
        with tempfile.TemporaryDirectory() as profile:
            context = launch(profile)
            page = context.pages[0] if context.pages else context.new_page()
            first = _visit(page, counter, base + GAME_URL)
            page.evaluate("navigator.serviceWorker.ready.then(() => true)")
            page.wait_for_function("!!navigator.serviceWorker.controller", timeout=120_000)
            page.wait_for_timeout(1000)
            first["bytes"], first["requests"] = counter["bytes"], counter["requests"]
            out["first"].append(first)
            context.close()
            context = launch(profile)  # the browser restarted: same profile, caches primed
            page = context.pages[0] if context.pages else context.new_page()
            out["repeat"].append(_visit(page, counter, base + GAME_URL))
            out["reload"].append(_visit(page, counter))
            out["repeat_normal"].append(_visit(page, counter, base + GAME_URL.replace("index.html", "index.html?boot=normal")))
            context.close()
    report = {}
    for key in keys:
        runs_ = out[key]
        report[key] = {"ms": statistics.median(r["ms"] for r in runs_), "all": [round(r["ms"]) for r in runs_]}
        if not key.startswith("hello"):
            report[key].update(boots=sorted({r["boot"] for r in runs_}),
                               python_ms=statistics.median(r["python_ms"] for r in runs_),
                               bytes=statistics.median(r["bytes"] for r in runs_),
                               requests=statistics.median(r["requests"] for r in runs_))
    return report


# ----- what an embed costs a reader (issue 19) ------------------------------------------
EMBED_SETTLE_MS = 10_000  # after the game is up: what the frame still does (a service worker's precache)
EMBED_FRAME = "iframe.parlour"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def blog_server(folder: Path):
    """The sample blog post (samples/) on an origin of its own, as someone else's blog
    would be, plus one-embed.html: the post with only its first embed (Apagos)."""
    shutil.copytree(ROOT / "samples", folder)
    post = (folder / "blog-post.html").read_text(encoding="utf-8")
    frames = re.findall(r'<iframe class="parlour".*?</iframe>', post, re.DOTALL)
    for frame in frames[1:]:
        post = post.replace(frame, "")
    (folder / "one-embed.html").write_text(post, encoding="utf-8")
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/one-embed.html"


def _embed_visit(context, url: str, counter: dict) -> dict:
    """Open the blog post, wait for its game to be up and EMBED_SETTLE_MS more: the bytes
    Parlour's server sent meanwhile, and what the frame then has in the browser."""
    page = context.pages[0] if context.pages else context.new_page()
    counter["bytes"] = counter["requests"] = counter["revalidated"] = 0
    page.goto(url)
    page.locator(EMBED_FRAME).scroll_into_view_if_needed()  # Chromium renders no out-of-view frame
    page.frame_locator(EMBED_FRAME).locator("body[data-ready='1']").wait_for(state="attached", timeout=120_000)
    page.wait_for_timeout(EMBED_SETTLE_MS)
    frame = next(f for f in page.frames if "/embed.html" in f.url)
    inside = frame.evaluate("""async () => ({
        usage: (await navigator.storage.estimate()).usage,
        caches: await caches.keys(),
        controlled: !!(navigator.serviceWorker && navigator.serviceWorker.controller),
        registrations: navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations()).length : 0,
        boot: document.body.dataset.boot || "",
        ready_ms: Number(document.body.dataset.readyMs),
    })""")
    return {"bytes": counter["bytes"], "requests": counter["requests"], "revalidated": counter["revalidated"], **inside}


def _folder_bytes(folder: Path) -> int:
    """What the files under `folder` take (the browser's HTTP cache, which the browser
    may empty whenever it likes: not in `navigator.storage.estimate()`)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def bench_embed(pw, base: str, counter: dict, blog_folder: Path) -> dict:
    """A reader opens a blog post (another origin) with one Parlour embed, in a real
    browser profile: the first visit, then again after restarting the browser."""
    server, blog = blog_server(blog_folder)
    url = f"{blog}?site={base}"
    report = {}
    with tempfile.TemporaryDirectory() as profile:
        for visit in ("first", "repeat"):
            context = pw.chromium.launch_persistent_context(
                profile, executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS, headless=True,
                service_workers="allow")
            report[visit] = _embed_visit(context, url, counter)
            context.close()
            report[visit]["http_cache"] = _folder_bytes(Path(profile) / "Default" / "Cache")
    server.shutdown()
    return report


# ----- first paint: the cards and a board's picture ----------------------------------
# Stamps, at the first animation frame where it holds, when the home page's cards are on
# screen with their pictures, and when the board is (its picture or the live board).
FIRSTPAINT_PROBE = """
(() => {
  const seen = {};
  window.__firstpaint = seen;
  const shown = (e) => !!e && e.checkVisibility() && e.getBoundingClientRect().height > 0;
  const cards = () => {
    const thumbs = [...document.querySelectorAll('#game-list .game-card .thumb')];
    return thumbs.length > 0 && thumbs.every((t) => shown(t) && (t.tagName === 'CANVAS' || (t.complete && t.naturalWidth > 0)));
  };
  const board = () => shown(document.getElementById('board'))
    && (document.body.hasAttribute('data-ready') || document.getElementById('board').hasAttribute('data-picture'));
  const check = () => {
    const now = performance.now();
    if (document.body) {
      if (seen.cards === undefined && cards()) seen.cards = now;
      if (seen.board === undefined && board()) seen.board = now;
    }
    if ((seen.cards === undefined || seen.board === undefined) && now < 120000) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();
"""


def first_paint(browser, base: str, path: str, what: str, then_reload: bool = False) -> dict:
    """Milliseconds from navigation start until `what` ("cards" or "board") is on screen, and
    until Python is up, on a cold visit (no service worker); with `then_reload`, on the
    reload of that visit once its game is saved (the board's picture is then the saved one)."""
    context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 800})
    context.add_init_script(FIRSTPAINT_PROBE)
    page = context.new_page()
    page.goto(base + path)
    if then_reload:
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
        page.wait_for_timeout(500)  # the saved position's picture is kept after a frame
        page.reload()
    page.wait_for_function(f"window.__firstpaint.{what} !== undefined", timeout=120_000)
    python = float("nan")  # the home page of a first visit: Python waits for the visitor (ui/python-start.mjs)
    if page.get_attribute("html", "data-python-start") != "waiting":
        page.wait_for_selector("body[data-python='ready']", state="attached", timeout=120_000)
        python = float(page.get_attribute("body", "data-python-ms") or "nan")
    seen = page.evaluate("window.__firstpaint")
    context.close()
    return {"ms": seen.get(what, float("nan")), "python_ms": python}


FIRSTPAINT_CASES = {
    "cards": ("index.html#/", "cards", False),
    "board": ("index.html#/play/apagos?seats=human,human", "board", False),
    "saved_board": ("index.html#/play/abalone", "board", True),
}


def bench_firstpaint(browser, base: str, runs: int) -> dict:
    """Per case, the median of `runs` cold visits (interleaved)."""
    out = {key: [] for key in FIRSTPAINT_CASES}
    for _ in range(runs):
        for key, (path, what, reload) in FIRSTPAINT_CASES.items():
            out[key].append(first_paint(browser, base, path, what, reload))
    return {key: {"ms": statistics.median(r["ms"] for r in rs), "all": [round(r["ms"]) for r in rs],
                  "python_ms": statistics.median(r["python_ms"] for r in rs)} for key, rs in out.items()}


# ----- search speed ---------------------------------------------------------------------
SEARCH_CODE = r"""
import random, time, json
import engines
from engines import ai
def positions():
    rng = random.Random(1)
    out = []
    for game in range(6):
        state = engines.new_game("apagos", setup=list(engines.apagos.ARRANGEMENTS[game * 17]))
        for _ in range(rng.randrange(0, 8)):
            state = state.play(rng.choice(state.legal_moves()))
        if not state.is_over():
            out.append(state)
    return out
nodes = 0
seconds = 0.0
for state in positions():
    choice = ai.analyse(state, level="hard", rng=random.Random(0), time_budget=0, node_limit=40000)
    nodes += choice.nodes
    seconds += choice.seconds
result = json.dumps({"nodes": nodes, "seconds": seconds, "nps": nodes / seconds})
"""

def bench_search(site: Path) -> dict:
    scope: dict = {}
    exec(SEARCH_CODE, scope)
    cpython = json.loads(scope["result"])
    pyodide = run_python(SEARCH_CODE, site / "parlour.zip", timeout=900)
    return {"cpython_nps": cpython["nps"], "pyodide_nps": pyodide["nps"], "nodes": cpython["nodes"]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="cold boots of each page (median reported)")
    parser.add_argument("--only", default="boot,bytes,visits,firstvisit,lighthouse,embed,firstpaint,search",
                        help="comma list of sections")
    parser.add_argument("--lighthouse-runs", type=int, default=3, help="lighthouse: runs of each page (median reported)")
    parser.add_argument("--networks", default="local,20mbit", help="firstvisit: comma list of local, 20mbit")
    parser.add_argument("--first-boot", default="", choices=["", "snapshot", "normal"],
                        help="firstvisit: force the first visit's boot (the site's default: the snapshot, "
                             "fetched with the runtime; normal: no snapshot)")
    parser.add_argument("--no-gzip", action="store_true", help="serve nothing gzipped (tools/serve.py compresses)")
    parser.add_argument("--before", help="firstvisit: also measure this site (another commit's build, served "
                                         "without gzip as before issue 14) in the same runs")
    parser.add_argument("--site", help="a site already built (default: build one into a temporary folder)")
    args = parser.parse_args()
    sections = set(args.only.split(","))
    report = {}
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(args.site).resolve() if args.site else Path(tmp) / "site"
        if not args.site:
            build(site)
        if sections & {"boot", "bytes", "visits", "firstvisit", "lighthouse", "embed", "firstpaint"}:
            from playwright.sync_api import sync_playwright
            server, base, counter = counting_server(site, gzip=not args.no_gzip)
            before = counting_server(Path(args.before).resolve(), gzip=False, counter=counter) if args.before else None
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
                if "boot" in sections:
                    report["boot"] = bench_boot(browser, base, args.runs)
                if "bytes" in sections:
                    report["bytes"] = bench_bytes(browser, base, counter)
                if "visits" in sections:
                    report["visits"] = bench_visits(pw, browser, base, counter, args.runs)
                if "firstvisit" in sections:
                    report["firstvisit"] = bench_first_visit(pw, base, counter, args.runs, CHROMIUM_ARGS,
                                                             tuple(args.networks.split(",")), args.first_boot,
                                                             before=before[1] if before else None)
                if "firstpaint" in sections:
                    report["firstpaint"] = bench_firstpaint(browser, base, args.runs)
                browser.close()
                if "lighthouse" in sections:
                    report["lighthouse"] = bench_lighthouse(base, args.lighthouse_runs)
                if "embed" in sections:
                    report["embed"] = bench_embed(pw, base, counter, Path(tmp) / "blog")
            server.shutdown()
            if before:
                before[0].shutdown()
        if "search" in sections:
            report["search"] = bench_search(site)
    print(json.dumps(report, indent=1))
    print()
    print("| measure | value |")
    print("|---|---|")
    if "boot" in report:
        b = report["boot"]
        print(f"| bare PyScript page to 'hello', cold, median of {args.runs} | {b['hello_ms']:.0f} ms |")
        print(f"| Apagos to a playable board, cold, median of {args.runs} | {b['game_ms']:.0f} ms |")
        print(f"| ratio (target <= 1.15) | {b['game_ms'] / b['hello_ms']:.2f} |")
    if "bytes" in report:
        b = report["bytes"]
        print(f"| first visit (page, runtime, service worker precache) | {b['first_bytes'] / 1e6:.2f} MB in {b['first_requests']} responses |")
        print(f"| repeat visit (service worker serving) | {b['repeat_bytes'] / 1e3:.1f} kB in {b['repeat_requests']} responses |")
    if "visits" in report:
        v = report["visits"]
        hello = v["hello_fresh"]["ms"]
        print(f"| bare PyScript page to 'hello', cold, in a running browser (same run), median of {args.runs} | "
              f"{v['hello']['ms']:.0f} ms |")
        print(f"| bare PyScript page to 'hello', first visit in a just-started browser with a new profile "
              f"(the reference below) | {hello:.0f} ms |")
        for key, label in (("first", "first visit (real profile, nothing cached)"),
                           ("repeat", "repeat visit (browser restarted, caches primed)"),
                           ("reload", "reload"),
                           ("repeat_normal", "repeat visit forced to boot normally (?boot=normal)")):
            r = v[key]
            print(f"| {label}: playable board, boot {'/'.join(r['boots'])} | {r['ms']:.0f} ms = "
                  f"{r['ms'] / hello:.2f}x the bare page (Python up at {r['python_ms']:.0f} ms); "
                  f"{r['bytes'] / 1e6:.2f} MB in {r['requests']:.0f} responses |")
    if "firstvisit" in report:
        print_first_visit(report["firstvisit"], args.runs)
    if "lighthouse" in report:
        print_lighthouse(report["lighthouse"], args.lighthouse_runs)
    if "embed" in report:
        for key, label in (("first", "first visit"), ("repeat", "repeat visit, browser restarted")):
            e = report["embed"][key]
            worker = "a service worker controls the frame" if e["controlled"] else (
                f"{e['registrations']} service worker(s) registered" if e["registrations"] else "no service worker")
            print(f"| a blog post with one embed, {label}: from Parlour's server, game up + "
                  f"{EMBED_SETTLE_MS / 1000:.0f} s | {e['bytes'] / 1e6:.2f} MB in {e['requests']} responses, "
                  f"{e['revalidated']} revalidated (304) |")
            print(f"| ... the game up in the frame (`data-ready-ms`), boot {e['boot']} | {e['ready_ms']:.0f} ms |")
            print(f"| ... then stored for the embed (`navigator.storage.estimate()` in the frame) | "
                  f"{e['usage'] / 1e6:.2f} MB; {len(e['caches'])} cache(s); {worker} |")
            print(f"| ... and the browser's HTTP cache (the whole profile's, which the browser empties at will) | "
                  f"{e['http_cache'] / 1e6:.2f} MB |")
    if "firstpaint" in report:
        f = report["firstpaint"]
        for key, label in (("cards", "home page: the cards on screen, with their pictures"),
                           ("board", "a game page (Apagos): the board on screen (its picture or the live board)"),
                           ("saved_board", "a saved game (Abalone) reloaded: its board on screen")):
            r = f[key]
            when = "its reload (HTTP cache warm)" if key == "saved_board" else "cold"
            python = ("Python not started: it waits for the visitor" if r["python_ms"] != r["python_ms"]
                      else f"Python up at {r['python_ms']:.0f} ms")
            print(f"| {label}, {when}, median of {args.runs} | {r['ms']:.0f} ms ({python}) |")
    if "search" in report:
        s = report["search"]
        print(f"| search (hard, alpha-beta), CPython {sys.version.split()[0]} | {s['cpython_nps']:,.0f} positions/s |")
        print(f"| search (hard, alpha-beta), Pyodide under Node | {s['pyodide_nps']:,.0f} positions/s |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
