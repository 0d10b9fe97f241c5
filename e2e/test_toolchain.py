"""Smoke tests of the toolchain: runtime boots under the strict CSP, served
headers, and the service worker makes the site work offline. The bare page
(bench/hello.html) is only in a build --with-bench (the `bench_url` site)."""
from __future__ import annotations

import json
import time
import urllib.error
import urllib.request

from conftest import wait_controlled

HELLO = "/bench/hello.html"


def _get_headers(url: str):
    try:
        with urllib.request.urlopen(url) as resp:
            return resp.status, resp.headers
    except urllib.error.HTTPError as err:  # a 404 still carries the headers
        return err.code, err.headers


def _wait_hello(page):
    page.locator("#out", has_text="hello").wait_for()
    assert page.locator("#out").text_content() == "hello"


def test_hello_boots_under_strict_csp(page, bench_url):
    logs = []
    page.on("console", lambda m: logs.append(m.text))
    t0 = time.perf_counter()
    response = page.goto(bench_url + HELLO)
    assert response.status == 200
    csp = response.headers.get("content-security-policy", "")
    assert "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'" in csp
    assert "'unsafe-inline'" not in csp
    _wait_hello(page)
    elapsed = time.perf_counter() - t0
    assert "hello" in logs  # print() reached the console
    hello_ms = int(page.locator("html").get_attribute("data-hello-ms"))
    print(f"\nhello printed {elapsed:.2f}s after goto (performance.now() = {hello_ms} ms)")


def test_served_headers(base_url):
    status, headers = _get_headers(base_url + "/runtime/pyodide-314.0.7/pyodide.asm.wasm")
    assert status == 200
    assert headers["Content-Type"] == "application/wasm"
    assert headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert len(headers.get_all("Content-Type")) == 1

    status, headers = _get_headers(base_url + "/runtime/pyodide-314.0.7/pyodide.mjs")
    assert status == 200
    assert headers["Content-Type"].startswith("text/javascript")
    assert "immutable" in headers["Cache-Control"]

    status, headers = _get_headers(base_url + "/")
    csp = headers["Content-Security-Policy"]
    assert csp.startswith("default-src 'self';")
    assert "object-src 'none'" in csp and "frame-ancestors 'self'" in csp
    assert headers["Referrer-Policy"] and headers["Permissions-Policy"]

    for path in ("/sw.js", "/parlour.zip", "/build-manifest.json"):
        status, headers = _get_headers(base_url + path)
        assert status == 200, path
        assert headers["Cache-Control"] == "no-cache", path

    status, _ = _get_headers(base_url + "/no/such/file.js")
    assert status == 404


def test_works_offline_after_first_visit(context, page, bench_url):
    manifest = json.loads(urllib.request.urlopen(bench_url + "/build-manifest.json").read())
    page.goto(bench_url + HELLO)
    _wait_hello(page)
    wait_controlled(page)
    assert page.evaluate("caches.keys()") == [manifest["cache"]]
    cached = page.evaluate(
        "caches.open(%s).then(c => c.keys()).then(ks => ks.length)" % json.dumps(manifest["cache"])
    )
    assert cached >= len(manifest["files"])

    context.set_offline(True)
    response = page.reload()
    assert response.from_service_worker
    _wait_hello(page)

    # A navigation with a query string and a hash is answered from the cache too.
    response = page.goto(bench_url + HELLO + "?seat=2#/game/x")
    assert response.from_service_worker
    _wait_hello(page)
    context.set_offline(False)


def test_watchdog_sees_foreign_requests_and_errors(context, page, base_url):
    """The fixtures' own check: a foreign request and a console error are caught.
    (The foreign host is answered by a Playwright route: nothing leaves the machine.)"""
    context.route("http://foreign.test/**", lambda route: route.fulfill(body="x"))
    page.goto("/build-manifest.json")
    page.evaluate("() => { const i = new Image(); i.src = 'http://foreign.test/pixel.png'; }")
    page.evaluate("console.error('boom')")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and len(context.parlour_problems) < 2:
        page.wait_for_timeout(100)
    problems = list(context.parlour_problems)
    context.parlour_problems.clear()  # expected here: do not fail the test
    assert any("foreign request" in p and "foreign.test" in p for p in problems), problems
    assert any("console error: boom" in p for p in problems), problems
