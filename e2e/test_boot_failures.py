"""Never stuck on the loading screen (issue 19): each way the boot used to hang now ends
either in a page that plays (storage blocked: a notice says nothing is saved) or in a
page that says what went wrong and what to do (ui/boot-guard.js), whose buttons work:
"Try again", "Open without saved games" (?nosave=1), "Clear this site's data and
reload" (after a confirmation).

Cases: storage blocked by the browser (a profile with site data blocked; the main page
and the embed), a corrupt parlour.zip, a file missing from the offline copy while
offline, a sw.js that lists a file the site does not have, a Python exception while
the page starts, and a request that never answers (the watchdog, its wait shortened
by ?watchdog=<seconds>). No timed assertions: generous waits for what must appear."""
from __future__ import annotations

import io
import json
import re
import zipfile

import pytest

from conftest import BOOT_TIMEOUT_MS, CHROMIUM_ARGS, _chromium_path, wait_controlled, watch_page, watch_requests
from driver import READY, head_for_a_game, open_home, wait_for_turn
from games import driver

APAGOS = driver("apagos")
GAME = "/{page}#/play/apagos?seats=human,human"
PYTHON_READY = "body[data-python='ready']"
FAILED = "#boot-failure"


def plays(page) -> None:
    """The game answers clicks: arrange the ramp at random, then one move by clicks."""
    page.click("#view-actions button[data-action='random']")
    wait_for_turn(page, 1)
    state = APAGOS.state(page)
    APAGOS.click_move(page, state, state.legal_moves()[0])
    wait_for_turn(page, 2)
    assert APAGOS.state(page).ply == 2


def failure(page) -> tuple[str, str]:
    """Wait for the failure page; (what went wrong, what to do)."""
    page.wait_for_selector(FAILED)
    assert page.is_visible("#boot-retry") and page.is_visible("#boot-clear")
    assert not page.is_visible("#loading")  # no loading screen under it
    return page.inner_text("#boot-failure-what"), page.inner_text("#boot-failure-todo")


def forgive(context, *patterns: str) -> None:
    """Drop the console errors and page errors a failing boot is expected to log."""
    context.parlour_problems[:] = [p for p in context.parlour_problems
                                   if p.startswith("foreign request") or not any(re.search(x, p) for x in patterns)]


def zip_with(site_dir, name: str, change) -> bytes:
    """parlour.zip with one file's text changed."""
    out = io.BytesIO()
    with zipfile.ZipFile(site_dir / "parlour.zip") as zin, zipfile.ZipFile(out, "w") as zout:
        for item in zin.namelist():
            data = zin.read(item)
            zout.writestr(item, change(data.decode()).encode() if item == name else data)
    return out.getvalue()


def serve(body: bytes):
    return lambda route: route.fulfill(status=200, body=body, headers={"Content-Type": "application/zip"})


@pytest.fixture
def no_sw_context(browser, base_url):
    """Like conftest's `context`, with no service worker: a test that intercepts the
    site's files needs every request to reach the network (a service worker answers
    from its cache, out of Playwright's reach)."""
    context = browser.new_context(base_url=base_url, service_workers="block")
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    context.parlour_problems = problems = []
    watch_requests(context, problems)
    context.on("page", lambda page: watch_page(page, problems))
    yield context
    context.close()
    assert not problems, problems


# ----- storage blocked by the browser ---------------------------------------------------
@pytest.fixture
def blocked_context(playwright_instance, base_url, tmp_path):
    """A browser profile whose settings block every site's data (cookies, storage,
    IndexedDB, caches, service workers), as the browser's own setting does."""
    profile = tmp_path / "profile"
    (profile / "Default").mkdir(parents=True)
    (profile / "Default" / "Preferences").write_text(
        json.dumps({"profile": {"default_content_setting_values": {"cookies": 2}}}))
    context = playwright_instance.chromium.launch_persistent_context(
        str(profile), executable_path=_chromium_path(), args=CHROMIUM_ARGS, headless=True,
        service_workers="allow", base_url=base_url)
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    problems: list[str] = []
    watch_requests(context, problems)
    context.on("page", lambda page: watch_page(page, problems))
    yield context, problems
    context.close()
    assert not problems, problems


@pytest.mark.parametrize("page_name", ["index.html", "embed.html"])
def test_with_storage_blocked_the_game_plays_and_the_page_says_nothing_is_saved(blocked_context, page_name):
    context, problems = blocked_context
    page = context.new_page()
    watch_page(page, problems)
    page.goto(GAME.format(page=page_name))
    assert page.evaluate("() => { try { localStorage.length; return false } catch { return true } }")  # blocked
    page.wait_for_selector(READY)
    assert "blocks this site's storage: games are not saved" in page.inner_text("#storage-notice")
    assert page.is_visible("#storage-notice")
    plays(page)
    assert not page.query_selector(FAILED)


# ----- a corrupt parlour.zip -------------------------------------------------------------
def test_a_corrupt_parlour_zip_says_so_and_try_again_boots(context, page):
    context.route("**/parlour.zip", serve(b"PK\x03\x04 not really a zip " * 400))
    page.goto(GAME.format(page="index.html"))
    what, todo = failure(page)
    assert "arrived damaged" in what and "clear this site's data" in todo
    context.unroute("**/parlour.zip")
    page.click("#boot-retry")
    page.wait_for_selector(READY)
    assert not page.query_selector(FAILED)
    plays(page)
    forgive(context, "Parlour could not start", "unpack_archive|ReadError|BadZipFile|zip")


# ----- the offline copy has lost a file ---------------------------------------------------
def test_a_file_missing_from_the_offline_copy_says_reconnect_and_the_worker_falls_back_to_the_network(
        context, page):
    open_home(page)
    wait_controlled(page)
    removed = page.evaluate("""async () => {
        const name = (await caches.keys()).find((n) => n.startsWith('parlour-'));
        return (await caches.open(name)).delete('./parlour.zip'); }""")
    assert removed
    context.set_offline(True)
    page.goto("/index.html?offline=1#/")
    what, todo = failure(page)
    assert "missing from this browser's offline copy (parlour.zip)" in what
    assert "Reconnect" in todo
    context.set_offline(False)
    page.click("#boot-retry")  # online again: the worker gets the file from the network
    page.wait_for_selector(PYTHON_READY, state="attached")
    assert not page.query_selector(FAILED)
    forgive(context, "Parlour could not start", "Failed to fetch|Failed to load resource|ERR_INTERNET_DISCONNECTED",
            "Unable to fetch|NetworkError|network error")


# ----- sw.js lists a file the site does not have ------------------------------------------
def test_a_service_worker_that_cannot_make_the_offline_copy_says_offline_play_is_unavailable(browser, own_site):
    site, url = own_site
    sw = site / "sw.js"
    text = sw.read_text()
    assert '  "./build-manifest.json"' in text
    sw.write_text(text.replace('  "./build-manifest.json"', '  "./no-such-file.js",\n  "./build-manifest.json"', 1))
    context = browser.new_context(base_url=url, service_workers="allow")
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    problems: list[str] = []
    watch_requests(context, problems)
    try:
        page = context.new_page()
        watch_page(page, problems)
        page.goto(GAME.format(page="index.html"))
        page.wait_for_selector(READY)
        page.wait_for_selector("#offline-unavailable")
        assert "Offline play is unavailable" in page.inner_text("#offline-unavailable")
        plays(page)  # the game itself is unaffected
        assert page.evaluate("navigator.serviceWorker.controller") is None
        assert page.evaluate("caches.keys()") == []  # no offline copy with a hole in it
    finally:
        context.close()
    assert not problems, problems


# ----- a Python exception while the page starts -------------------------------------------
def test_a_python_exception_at_boot_shows_the_error_page_and_each_button_works(no_sw_context, site_dir):
    context = no_sw_context
    page = context.new_page()
    broken = zip_with(site_dir, "ui/main.py", lambda text: text.replace(
        "    global _shell\n", "    global _shell\n    raise RuntimeError('boom at boot')\n", 1))
    tries = iter(range(1, 10))

    def fail_once():
        context.route("**/parlour.zip", serve(broken))
        page.goto(GAME.format(page=f"index.html?try={next(tries)}"))  # a new query: a full load
        what, todo = failure(page)
        assert "Python code stopped with an error" in what
        assert "RuntimeError: boom at boot" in page.text_content("#boot-failure details pre")
        context.unroute("**/parlour.zip")

    open_home(page)
    page.evaluate("localStorage.setItem('parlour:test-kept', '1')")

    # Try again: a reload, which boots now that parlour.zip is whole again
    fail_once()
    page.click("#boot-retry")
    page.wait_for_selector(READY)
    assert not page.query_selector(FAILED)

    # Open the list of games: the address itself may be what fails
    fail_once()
    page.click("#boot-home")
    page.wait_for_selector(PYTHON_READY, state="attached")
    assert page.url.endswith("#/") and page.is_visible("#game-list li")

    # Open without saved games: ?nosave=1, storage neither read nor written, and said so
    fail_once()
    page.click("#boot-nosave")
    page.wait_for_selector(READY)
    assert "nosave=1" in page.url
    assert "Opened without saved games" in page.inner_text("#storage-notice")
    assert page.evaluate("localStorage.getItem('parlour:test-kept')") is None
    plays(page)
    page.click("#storage-notice a")  # "Open with saved games"
    page.wait_for_selector(READY)
    assert "nosave" not in page.url and not page.query_selector("#storage-notice")
    assert page.evaluate("localStorage.getItem('parlour:test-kept')") == "1"  # nothing was lost

    # Clear this site's data: asks first (Cancel keeps everything), then clears and reloads
    fail_once()
    page.click("#boot-clear")
    assert page.is_visible("#boot-clear-confirm")
    page.click("#boot-clear-no")
    assert not page.is_visible("#boot-clear-confirm")
    assert page.evaluate("localStorage.getItem('parlour:test-kept')") == "1"
    page.click("#boot-clear")
    page.click("#boot-clear-yes")
    page.wait_for_selector(READY)
    assert page.evaluate("localStorage.getItem('parlour:test-kept')") is None
    forgive(context, "Parlour could not start", "boom at boot")


# ----- a request that never answers ---------------------------------------------------------
def test_the_watchdog_ends_a_boot_that_waits_forever(context, page):
    held = []
    context.route("**/parlour.zip", lambda route: held.append(route))  # never answered (until the context closes)
    page.goto("/index.html?watchdog=5#/")  # 5 s idle, 20 s with a download open
    head_for_a_game(page)  # (Python starts)
    what, todo = failure(page)
    assert "taking far too long" in what and "Try again" in todo
    assert "parlour.zip" in page.text_content("#boot-failure details pre")  # what it was waiting for
    assert held
    forgive(context, "Parlour could not start")
    page.close()
    for route in held:  # answered at last, once nobody is listening
        try:
            route.abort()
        except Exception:
            pass


# ----- the progress text --------------------------------------------------------------------
def test_the_progress_text_moves_on_after_the_downloads(context, page):
    page.add_init_script("""document.addEventListener('DOMContentLoaded', () => {
        const stage = document.getElementById('boot-stage');
        if (!stage) return;  // (the share dialog's empty frame)
        window.stages = [stage.textContent];
        new MutationObserver(() => window.stages.push(stage.textContent))
            .observe(stage, { childList: true, characterData: true, subtree: true }); });""")
    open_home(page, "/index.html?boot=normal#/")
    stages = page.evaluate("window.stages")
    later = [s for s in stages if s in ("Unpacking the games\u2026", "Loading the games\u2026", "Setting up the games\u2026")]
    assert later and stages[-1] == "Setting up the games\u2026", stages
    assert stages.index(later[0]) > max((i for i, s in enumerate(stages) if s.startswith("Downloading")), default=-1)
