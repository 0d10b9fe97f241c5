"""Python from a memory snapshot (issue #8): a repeat visit restores the snapshot the
build made (online, in a new tab, offline), a first visit restores it too (an embed's
first visit, which keeps no copy of the site, boots normally), and any
snapshot that cannot be used (damaged, made from other Python files, refused by
Pyodide, missing) falls back to the normal boot with nothing lost but the time.

<body data-boot> says which boot happened: "snapshot", "normal" or "fallback".
The URL's ?boot= (normal | snapshot | auto) overrides localStorage["parlour:boot"],
which PARLOUR_BOOT sets for the whole suite (see conftest.py)."""
from __future__ import annotations

import hashlib
import json
import struct
import subprocess
from pathlib import Path

import pytest

from conftest import BOOT_TIMEOUT_MS, CHROMIUM_ARGS, _chromium_path, wait_controlled, watch_page, watch_requests
from driver import READY, wait_for_turn
from games import driver

APAGOS = driver("apagos")

GAME = "/index.html?boot={mode}#/play/apagos?seats=human,human"
SNAPSHOT = "parlour.snapshot"


def boot(page, mode: str) -> str:
    page.goto(GAME.format(mode=mode))
    page.wait_for_selector(READY)
    return page.get_attribute("body", "data-boot")


def plays(page) -> None:
    """The game answers clicks: arrange the ramp at random, then one move by clicks."""
    page.click("#view-actions button[data-action='random']")
    wait_for_turn(page, 1)
    state = APAGOS.state(page)
    APAGOS.click_move(page, state, state.legal_moves()[0])
    wait_for_turn(page, 2)
    assert APAGOS.state(page).ply == 2


def test_the_build_ships_a_snapshot_of_its_own_python(site_dir):
    manifest = json.loads((site_dir / "build-manifest.json").read_text())
    assert SNAPSHOT in manifest["files"] and manifest["snapshot"]["modules"]
    assert f'"./{SNAPSHOT}"' in (site_dir / "sw.js").read_text()  # precached
    data = (site_dir / SNAPSHOT).read_bytes()
    assert data[:8] == b"PLRSNAP3"
    header = json.loads(data[12:12 + struct.unpack("<I", data[8:12])[0]])
    assert header["zip_sha256"] == hashlib.sha256((site_dir / "parlour.zip").read_bytes()).hexdigest()
    assert {"engines", "ui.session"} <= set(header["modules"])
    assert not {"ui.shell", "ui.main"} & set(header["modules"])  # they touch the browser


CACHED_HEADER = f"""caches.match('./{SNAPSHOT}').then((r) => r.arrayBuffer()).then((b) => {{
  const n = new DataView(b).getUint32(8, true);
  return [b.byteLength, JSON.parse(new TextDecoder().decode(new Uint8Array(b, 12, n)))];
}})"""


def test_first_and_repeat_visits_restore_the_snapshot(context, page, site_dir):
    fetched = []
    page.on("response", lambda r: r.url.endswith("/" + SNAPSHOT) and fetched.append(r.from_service_worker))
    assert boot(page, "auto") == "snapshot"  # a first visit: fetched with the runtime
    assert fetched and not fetched[0]
    wait_controlled(page)
    # the service worker has precached the snapshot with the rest of this build, and the
    # page has stored it there unzipped (later visits copy it instead of unzipping it)
    page.wait_for_selector("body[data-snapshot-kept='unzipped']", state="attached")
    header, _ = _split((site_dir / SNAPSHOT).read_bytes())
    size, kept = page.evaluate(CACHED_HEADER)
    assert kept == dict(header, encoding="none")
    assert size == 12 + len(json.dumps(kept, separators=(",", ":")).encode()) + header["payload_bytes"]
    page.reload()
    page.wait_for_selector(READY)
    assert page.get_attribute("body", "data-boot") == "snapshot"
    assert page.get_attribute("body", "data-snapshot-kept") is None  # (nothing left to store)

    page.reload()
    page.wait_for_selector(READY)
    assert page.get_attribute("body", "data-boot") == "snapshot"
    plays(page)

    second = context.new_page()  # a new tab
    assert boot(second, "auto") == "snapshot"
    plays(second)

    # ?boot=normal (or localStorage["parlour:boot"]) forces the normal boot
    assert boot(second, "normal") == "normal"

    context.set_offline(True)
    page.reload()
    page.wait_for_selector(READY)
    assert page.get_attribute("body", "data-boot") == "snapshot"
    plays(page)
    context.set_offline(False)


PYSCRIPT_LOADERS = """async () => {
  const loader = await import('./ui/pyodide_snapshot.mjs');
  const py = await loader.loadPyodide();  // the page's own interpreter
  return py.runPython(`
import sys
sorted({type(m.__spec__.loader).__name__ for n, m in list(sys.modules.items())
        if n.split('.')[0] == 'pyscript' and getattr(m, '__spec__', None) and getattr(m, '__file__', None)})`).toJs();
}"""


def test_pyscripts_own_python_comes_compiled_with_the_snapshot(page):
    """PyScript writes its package's files at every start and imports them: after a restore
    their code comes from the snapshot (its sources checked against the files), not the
    compiler."""
    assert boot(page, "snapshot") == "snapshot"
    assert page.evaluate(PYSCRIPT_LOADERS) == ["ParlourPrecompiled"]
    plays(page)


def test_an_embeds_first_visit_boots_normally_and_fetches_no_snapshot(page):
    """An embed in a blog post keeps no copy of the site: its first visit downloads only
    what a normal start needs."""
    fetched = []
    page.on("request", lambda r: r.url.endswith("/" + SNAPSHOT) and fetched.append(r.url))
    page.goto("/embed.html?boot=auto#/play/apagos?seats=human,human")
    page.wait_for_selector(READY)
    assert page.get_attribute("body", "data-boot") == "normal"
    plays(page)
    assert fetched == []


def test_the_snapshot_can_be_forced_without_the_service_worker(browser, base_url):
    context = browser.new_context(base_url=base_url, service_workers="block")
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    problems: list[str] = []
    watch_requests(context, problems)
    try:
        page = context.new_page()
        watch_page(page, problems)
        assert boot(page, "snapshot") == "snapshot"
        plays(page)
    finally:
        context.close()
    assert not problems, problems


# ----- fallbacks ------------------------------------------------------------------------
def _split(data: bytes):
    n = struct.unpack("<I", data[8:12])[0]
    return json.loads(data[12:12 + n]), data[12 + n:]


def _join(header: dict, body: bytes) -> bytes:
    text = json.dumps(header).encode()
    return b"PLRSNAP3" + struct.pack("<I", len(text)) + text + body


def damaged(data: bytes) -> bytes:
    header, body = _split(data)
    middle = len(body) // 2
    return _join(header, body[:middle] + bytes(b ^ 0xFF for b in body[middle:middle + 64]) + body[middle + 64:])


def other_python(data: bytes) -> bytes:
    header, body = _split(data)
    return _join(dict(header, zip_sha256="0" * 64), body)


def other_pyodide_build(data: bytes) -> bytes:
    """Valid for us, refused by Pyodide itself: another build id inside the snapshot
    (stored unzipped this time, as the page keeps it in the worker's cache)."""
    header, body = _split(data)
    raw = bytearray(unbrotli(body))
    raw[16:48] = bytes(32)
    return _join(dict(header, encoding="none"), bytes(raw))


def unbrotli(data: bytes) -> bytes:
    """Brotli-compressed bytes unzipped (by Node: Python's standard library has no Brotli)."""
    code = "process.stdout.write(require('zlib').brotliDecompressSync(require('fs').readFileSync(0)))"
    return subprocess.run(["node", "-e", code], input=data, capture_output=True, check=True).stdout


def missing(data: bytes) -> None:
    return None


@pytest.mark.parametrize("spoil", [damaged, other_python, other_pyodide_build, missing], ids=lambda f: f.__name__)
def test_a_snapshot_that_cannot_be_used_falls_back_to_the_normal_boot(browser, own_site, spoil):
    site, url = own_site
    path: Path = site / SNAPSHOT
    spoilt = spoil(path.read_bytes())
    if spoilt is None:
        path.unlink()
    else:
        path.write_bytes(spoilt)
    context = browser.new_context(base_url=url, service_workers="block")
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    problems: list[str] = []
    warnings: list[str] = []
    watch_requests(context, problems)
    try:
        page = context.new_page()
        watch_page(page, problems)
        page.on("console", lambda m: m.type == "warning" and warnings.append(m.text))
        assert boot(page, "snapshot") == "fallback"
        plays(page)
    finally:
        context.close()
    if spoil is missing:  # the browser itself logs the 404 of the missing file
        problems = [p for p in problems if "404" not in p]
    assert not problems, problems
    assert any("starting Python normally" in w for w in warnings), warnings


def test_a_controlled_page_reads_the_snapshot_itself_the_runtime_from_the_worker_and_offline_still_boots(
        playwright_instance, base_url, tmp_path):
    """In a real profile, once the service worker controls the page, the page reads the
    snapshot from the worker's cache itself (ui/pyodide_snapshot.mjs: through the worker
    it arrives several times slower), so no request for it is made at all, online or
    offline; the WebAssembly runtime is asked for once and answered by the worker (from
    its copy, with which Chrome keeps the machine code compiled from it: not the HTTP
    cache's, and not a copy the page reads itself, which keeps none). Offline the page
    still starts from the snapshot and plays, and the network is never reached."""
    context = playwright_instance.chromium.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=_chromium_path(), args=CHROMIUM_ARGS, headless=True,
        service_workers="allow", base_url=base_url)
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    problems: list[str] = []
    watch_requests(context, problems)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        watch_page(page, problems)
        assert boot(page, "auto") == "snapshot"
        wait_controlled(page)
        snapshot, runtime = [], []
        page.on("request", lambda r: r.url.endswith("/parlour.snapshot") and snapshot.append(r.url))
        page.on("response", lambda r: r.url.endswith("/pyodide.asm.wasm") and runtime.append(r.from_service_worker))
        for offline in (False, True):
            context.set_offline(offline)
            page.reload()
            page.wait_for_selector(READY)
            assert page.get_attribute("body", "data-boot") == "snapshot"
            assert snapshot == []
            assert runtime == [True] * (1 + offline)
        assert page.evaluate("fetch('/not-ours.txt').then(() => 'network', () => 'offline')") == "offline"
        plays(page)
    finally:
        context.close()
    # the probe above, refused as it should be
    assert [p for p in problems if "/not-ours.txt" not in p] == [], problems
