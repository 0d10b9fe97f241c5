"""A new build reaches players without breaking a game in progress: the old service
worker keeps serving the old files until its tabs are gone, then the new one takes
over and the old cache is deleted."""
from __future__ import annotations

import sys
from pathlib import Path

from conftest import BOOT_TIMEOUT_MS, ROOT, watch_page, watch_requests
from driver import READY, wait_for_turn
from games import driver

sys.path.insert(0, str(ROOT / "tools"))
import build  # noqa: E402

APAGOS = driver("apagos")


def deploy_new_version(site: Path) -> str:
    """Change one file of a built site and rewrite its service worker, as a new build does."""
    style = site / "ui" / "style.css"
    style.write_text(style.read_text() + "\n/* a new release */\n")
    files = [f for f in build.site_files(site) if f not in ("sw.js", "build-manifest.json")]
    version = build.content_version(site, files)
    build.write_sw(site, files + ["build-manifest.json"], version)
    return version


def cache_names(page):
    return sorted(page.evaluate("caches.keys()"))


def test_an_update_waits_for_the_game_in_progress_then_replaces_the_old_cache(browser, own_site):
    site, url = own_site
    context = browser.new_context(base_url=url, service_workers="allow")
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    problems: list[str] = []
    watch_requests(context, problems)
    context.on("page", lambda p: watch_page(p, problems))
    try:
        page = context.new_page()
        page.goto("/index.html#/play/apagos?seats=human,human")
        page.wait_for_selector(READY)
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        old_caches = cache_names(page)
        assert len(old_caches) == 1
        page.click("#view-actions button[data-action='random']")
        wait_for_turn(page, 1)

        new_version = deploy_new_version(site)
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        page.wait_for_function("navigator.serviceWorker.getRegistration().then((r) => !!r.waiting)")
        # the game goes on, served by the old worker, with both caches present
        state = APAGOS.state(page)
        APAGOS.click_move(page, state, state.legal_moves()[0])
        wait_for_turn(page, 2)
        assert APAGOS.state(page).ply == 2
        assert f"parlour-{new_version}" in cache_names(page) and old_caches[0] in cache_names(page)

        page.close()  # the last tab of the old version goes away
        page = context.new_page()
        page.wait_for_timeout(1000)  # the waiting worker activates once no old client is left
        page.goto("/index.html#/play/apagos?seats=human,human")
        page.wait_for_selector(READY)
        page.wait_for_function(
            "(name) => caches.keys().then((keys) => keys.length === 1 && keys[0] === name)",
            arg=f"parlour-{new_version}")
        assert "a new release" in page.evaluate("fetch('./ui/style.css').then((r) => r.text())")
    finally:
        context.close()
    assert not problems, problems
