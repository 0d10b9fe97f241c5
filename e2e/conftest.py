"""Playwright fixtures for the end-to-end tests (sync API, Debian's Chromium).

Fixtures:
  site_dir  (session)  builds the site once with tools/build.py into a temp dir
  base_url  (session)  tools/serve.py serving it, with netlify.toml's headers
  bench_url (session)  the same for a build --with-bench (the bare page bench/hello.html,
                       which the deployed site does not have)
  own_site  (function) a private copy of the site on its own server: (folder, url)
  browser   (session)  headless Chromium (/usr/bin/chromium, or $PARLOUR_CHROMIUM)
  context   (function) a fresh context, service workers allowed; tests may
                       call context.set_offline(True)
  page      (function) a page of `context`

Every page of every context made through these fixtures is watched: a request
to any host other than 127.0.0.1/localhost (data:/blob: are fine), a console
message of type "error", or an uncaught page error FAILS the test at teardown,
with the list in the message. A test that expects such things can empty
`context.parlour_problems` (a list) before it ends.
"""
from __future__ import annotations

import contextlib
import functools
import http.server
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from serve import start_server  # noqa: E402

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}
# Boot of Pyodide on a 2-core CI machine: ~5 s; generous for a loaded runner.
BOOT_TIMEOUT_MS = int(os.environ.get("PARLOUR_BOOT_TIMEOUT_MS", "90000"))


def _chromium_path() -> str:
    path = os.environ.get("PARLOUR_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(path).exists():
        pytest.exit(
            f"Chromium not found at {path}: run `./parlour test` (installs it with apt) "
            "or `apt-get install chromium`, or set PARLOUR_CHROMIUM",
            returncode=3,
        )
    return path


def _build(out: Path, *flags: str) -> Path:
    """tools/build.py into `out` (a temp dir, so ./site is untouched)."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build.py"), "--out", str(out), "--quiet", *flags],
        cwd=ROOT, capture_output=True, text=True,
    )
    if result.returncode != 0:
        pytest.exit(f"tools/build.py failed:\n{result.stdout}\n{result.stderr}", returncode=3)
    return out


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@contextlib.contextmanager
def another_site(directory, page: str = ""):
    """Serve `directory` with a plain static server on another port (another origin),
    with none of Parlour's headers, as someone else's blog would be: yields the URL of
    `page` there; the server stops after."""
    handler = functools.partial(_Quiet, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}" + (f"/{page}" if page else "")
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory) -> Path:
    """The site as deployed, built once per session."""
    return _build(tmp_path_factory.mktemp("site") / "site")


@pytest.fixture(scope="session")
def base_url(site_dir):
    server, url = start_server(site_dir, port=0)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def bench_url(tmp_path_factory):
    """A site built --with-bench, served: the bare PyScript page is at /bench/hello.html."""
    server, url = start_server(_build(tmp_path_factory.mktemp("bench-site") / "site", "--with-bench"), port=0)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def playwright_instance():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
def browser(playwright_instance):
    browser = playwright_instance.chromium.launch(
        executable_path=_chromium_path(), args=CHROMIUM_ARGS, headless=True
    )
    _force_boot_mode(browser)
    yield browser
    browser.close()


# PARLOUR_BOOT=normal|snapshot runs the whole suite with Python started that way on
# every visit (ui/pyodide_snapshot.mjs reads localStorage["parlour:boot"]; a page's
# own ?boot= still wins). Unset: the site's default (ui/pyodide_snapshot.mjs).
BOOT_MODE = os.environ.get("PARLOUR_BOOT", "")
if BOOT_MODE not in ("", "auto", "normal", "snapshot"):
    raise ValueError(f"PARLOUR_BOOT must be normal, snapshot or auto, not {BOOT_MODE!r}")


def _force_boot_mode(browser) -> None:
    """Every context of `browser` (the fixtures' and the tests' own) boots in BOOT_MODE."""
    if not BOOT_MODE:
        return
    script = ("try { localStorage.setItem('parlour:boot', %r) } catch (e) {}" % BOOT_MODE)
    new_context = browser.new_context

    def new_context_in_mode(*args, **kwargs):
        ctx = new_context(*args, **kwargs)
        ctx.add_init_script(script)
        return ctx

    browser.new_context = new_context_in_mode


def _is_local(url: str) -> bool:
    if url.startswith(("data:", "blob:", "about:")):
        return True
    parts = urlsplit(url)
    return parts.scheme in ("http", "https", "ws", "wss") and (parts.hostname or "") in LOCAL_HOSTS


def watch_requests(ctx, problems: list[str]) -> None:
    """Record every request of the context (pages, workers, service workers)
    that goes to another host."""
    def on_request(request):
        if not _is_local(request.url):
            problems.append(f"foreign request: {request.method} {request.url}")

    ctx.on("request", on_request)


def watch_page(page, problems: list[str]) -> None:
    """Record console errors and uncaught errors of `page`."""
    def on_console(msg):
        if msg.type == "error":
            loc = msg.location or {}
            problems.append(f"console error: {msg.text} ({loc.get('url', '')}:{loc.get('lineNumber', '')})")

    def on_pageerror(err):
        problems.append(f"page error: {err}")

    page.on("console", on_console)
    page.on("pageerror", on_pageerror)


@pytest.fixture
def own_site(site_dir, tmp_path):
    """A private copy of the built site on its own server (site folder, url): a test may
    change or redeploy its files without touching the shared one."""
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    server, url = start_server(site, port=0)
    yield site, url
    server.shutdown()
    server.server_close()


@pytest.fixture
def context(browser, base_url):
    ctx = browser.new_context(base_url=base_url, service_workers="allow")
    ctx.set_default_timeout(BOOT_TIMEOUT_MS)
    problems: list[str] = []
    ctx.parlour_problems = problems
    watch_requests(ctx, problems)
    ctx.on("page", lambda page: watch_page(page, problems))
    yield ctx
    ctx.close()
    if problems:
        pytest.fail(
            f"{len(problems)} problem(s) seen in the browser:\n  " + "\n  ".join(problems[:50]),
            pytrace=False,
        )


@pytest.fixture
def page(context):
    return context.new_page()


def wait_controlled(page, timeout_s: float = 120) -> None:
    """Wait until the service worker has installed (precached the site) and controls `page`."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    deadline = time.monotonic() + timeout_s
    while not page.evaluate("!!navigator.serviceWorker.controller"):
        assert time.monotonic() < deadline, "the service worker never took control of the page"
        page.wait_for_timeout(200)
