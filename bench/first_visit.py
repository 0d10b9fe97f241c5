"""First and repeat visits to a playable board against the bare PyScript page, on the
local server as it is and on an emulated 20 Mbit/s, 40 ms network (issue 14):
`bench/run.py --only firstvisit`.

Each run, interleaved so every page sees the same machine load, and for each network:
the bare page (bench/hello.html) as a first visit in a just-started browser with a new
profile; then Parlour's game page the same way (the first visit: nothing cached; the
bytes its server sent until the board is playable), and, after restarting that browser
on the same profile (the service worker's copy in place), the repeat visit. Then the
repeat visit of a player who played on the first visit (`repeat_played`: a game of the
computer against itself watched for PLAYED_S seconds before the browser restarts). The two
repeat visits differ by what Chrome keeps: it keeps the runtime's compiled machine code
beside the WebAssembly file only once enough of it has been optimised (a visit that ran
Python for a while), and a visit that finds it compiles nothing (traced: 2 lazy compiles
instead of 1,852). The network
emulation is Chrome's (DevTools Protocol `Network.emulateNetworkConditions` on the
page's target, before navigating), the same for both pages.
"""
from __future__ import annotations

import statistics
import tempfile

NETWORKS = {
    "local": None,
    # 20 Mbit/s both ways, 40 ms of latency added to every request (Chrome's throttling).
    "20mbit": {"offline": False, "latency": 40, "downloadThroughput": 20e6 / 8, "uploadThroughput": 20e6 / 8},
}
GAME_URL = "index.html#/play/apagos?seats=human,human"
PLAYED_URL = "index.html#/play/apagos?seats=easy,easy"  # a first visit that plays: the computer against itself
PLAYED_S = 15
HELLO_URL = "bench/hello.html"
READY = 120_000
# When the visit's last download (of those begun by then) ended: the network's part of
# the visit, which the machine's load hardly changes.
LAST_DOWNLOAD = "Math.max(0, ...performance.getEntriesByType('resource').map((e) => e.responseEnd))"


def _launch(pw, profile: str, chromium_args: list[str]):
    context = pw.chromium.launch_persistent_context(
        profile, executable_path="/usr/bin/chromium", args=chromium_args, headless=True, service_workers="allow")
    return context, (context.pages[0] if context.pages else context.new_page())


def _emulate(context, page, network) -> None:
    if network:
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", network)


def _hello(pw, base: str, counter: dict, network, chromium_args) -> dict:
    with tempfile.TemporaryDirectory() as profile:
        context, page = _launch(pw, profile, chromium_args)
        _emulate(context, page, network)
        counter["bytes"] = counter["requests"] = 0
        page.goto(base + HELLO_URL, wait_until="commit", timeout=READY)
        page.wait_for_selector("html[data-hello-ms]", state="attached", timeout=READY)
        ms = float(page.get_attribute("html", "data-hello-ms"))
        sent = counter["bytes"]  # (before its service worker's precache)
        fetched = page.evaluate(LAST_DOWNLOAD)
        context.close()
    return {"ms": ms, "bytes": sent, "fetched_ms": fetched}


def _game(page, counter: dict, url: str) -> dict:
    counter["bytes"] = counter["requests"] = 0
    page.goto(url, wait_until="commit", timeout=READY)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=READY)
    return {"ms": float(page.get_attribute("body", "data-ready-ms")),
            "fetched_ms": page.evaluate(LAST_DOWNLOAD),
            "python_ms": float(page.get_attribute("body", "data-python-ms") or "nan"),
            "boot": page.get_attribute("body", "data-boot"),
            "bytes": counter["bytes"], "requests": counter["requests"]}


def _parlour(pw, base: str, counter: dict, network, chromium_args, first_boot: str = "",
             played: bool = False) -> tuple[dict, dict]:
    """A first visit and, the browser restarted, a repeat visit; `played`: the first visit
    goes on to watch a game for PLAYED_S seconds before the browser closes."""
    with tempfile.TemporaryDirectory() as profile:
        context, page = _launch(pw, profile, chromium_args)
        _emulate(context, page, network)
        first = _game(page, counter, base + GAME_URL.replace("index.html", f"index.html?boot={first_boot}" if first_boot else "index.html"))
        page.wait_for_function("!!navigator.serviceWorker.controller", timeout=READY)
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        if first["boot"] == "snapshot":  # the snapshot stored unzipped in the worker's cache, as a visit that stays would
            page.wait_for_selector("body[data-snapshot-kept]", state="attached", timeout=READY)
        if played:
            _game(page, counter, base + PLAYED_URL)
            page.wait_for_timeout(PLAYED_S * 1000)
        page.wait_for_timeout(1000)
        context.close()
        context, page = _launch(pw, profile, chromium_args)  # the browser restarted, caches primed
        _emulate(context, page, network)
        repeat = _game(page, counter, base + GAME_URL)
        context.close()
    return first, repeat


def bench_first_visit(pw, base: str, counter: dict, runs: int, chromium_args: list[str],
                      networks=tuple(NETWORKS), first_boot: str = "", before: str | None = None) -> dict:
    """Per network: medians (and every run) of the bare page's first visit and Parlour's
    first and repeat visits, with the ratios to the bare page and the first visit's bytes.
    `first_boot` ("snapshot" or "normal") forces the first visit's boot (the site's own
    choice: the memory snapshot, fetched with the runtime). `before`: another server's address (a build of
    another commit), whose Parlour is measured in the same runs too ("first_before",
    "repeat_before")."""
    kinds = ("first", "repeat", "repeat_played") + (("first_before", "repeat_before") if before else ())
    out = {net: {kind: [] for kind in ("hello", "hello_before", *kinds)} for net in networks}
    for _ in range(runs):
        for net in networks:
            out[net]["hello"].append(_hello(pw, base, counter, NETWORKS[net], chromium_args))
            first, repeat = _parlour(pw, base, counter, NETWORKS[net], chromium_args, first_boot)
            out[net]["first"].append(first)
            out[net]["repeat"].append(repeat)
            out[net]["repeat_played"].append(_parlour(pw, base, counter, NETWORKS[net], chromium_args, first_boot,
                                                      played=True)[1])
            if before:
                out[net]["hello_before"].append(_hello(pw, before, counter, NETWORKS[net], chromium_args))
                first, repeat = _parlour(pw, before, counter, NETWORKS[net], chromium_args)
                out[net]["first_before"].append(first)
                out[net]["repeat_before"].append(repeat)
    report = {}
    for net, measured in out.items():
        hello = statistics.median(r["ms"] for r in measured["hello"])
        report[net] = {"hello_ms": hello, "hello_all": [round(r["ms"]) for r in measured["hello"]],
                       "hello_fetched_ms": statistics.median(r["fetched_ms"] for r in measured["hello"]),
                       "hello_bytes": min(r["bytes"] for r in measured["hello"])}
        if before:
            report[net]["hello_before_ms"] = statistics.median(r["ms"] for r in measured["hello_before"])
            report[net]["hello_before_all"] = [round(r["ms"]) for r in measured["hello_before"]]
            report[net]["hello_before_bytes"] = min(r["bytes"] for r in measured["hello_before"])
            report[net]["hello_before_fetched_ms"] = statistics.median(r["fetched_ms"] for r in measured["hello_before"])
        for kind in kinds:
            rs = measured[kind]
            ms = statistics.median(r["ms"] for r in rs)
            reference = report[net]["hello_before_ms"] if kind.endswith("_before") else hello
            report[net][kind] = {"ms": ms, "ratio": ms / reference, "all": [round(r["ms"]) for r in rs],
                                 "fetched_ms": statistics.median(r["fetched_ms"] for r in rs),
                                 "python_ms": statistics.median(r["python_ms"] for r in rs),
                                 "boots": sorted({r["boot"] for r in rs}),
                                 "bytes": statistics.median(r["bytes"] for r in rs),
                                 "requests": statistics.median(r["requests"] for r in rs)}
    return report


def print_first_visit(report: dict, runs: int) -> None:
    """The report's rows, as Markdown table rows."""
    for net, r in report.items():
        label = "local server" if net == "local" else "emulated 20 Mbit/s, 40 ms"
        print(f"| {label}: bare PyScript page, first visit, median of {runs} | {r['hello_ms']:.0f} ms "
              f"({', '.join(map(str, r['hello_all']))}); {r['hello_bytes'] / 1e6:.2f} MB, downloads done at "
              f"{r['hello_fetched_ms']:.0f} ms |")
        if "hello_before_ms" in r:
            print(f"| {label}: bare PyScript page, the server before (no gzip) | {r['hello_before_ms']:.0f} ms "
                  f"({', '.join(map(str, r['hello_before_all']))}); {r['hello_before_bytes'] / 1e6:.2f} MB, downloads done at "
                  f"{r['hello_before_fetched_ms']:.0f} ms |")
        for kind, what in (("first", "first visit"), ("repeat", "repeat visit (browser restarted)"),
                           ("repeat_played", f"repeat visit after a first visit that played ({PLAYED_S} s)"),
                           ("first_before", "first visit, the build before"),
                           ("repeat_before", "repeat visit, the build before")):
            if kind not in r:
                continue
            v = r[kind]
            print(f"| {label}: Parlour {what}, playable board, boot {'/'.join(v['boots'])} | {v['ms']:.0f} ms = "
                  f"**{v['ratio']:.2f}x** ({', '.join(map(str, v['all']))}; Python up at {v['python_ms']:.0f} ms); "
                  f"{v['bytes'] / 1e6:.2f} MB in {v['requests']:.0f} responses, downloads done at {v['fetched_ms']:.0f} ms |")
