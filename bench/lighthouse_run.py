"""Lighthouse 12 (desktop preset) on the home page and a game page, with the bare
PyScript page for reference: `bench/run.py --only lighthouse` (issue 14).

Lighthouse is pinned in bench/lighthouse/package.json (12.2.3, which runs on Node 20)
and installed there by `./parlour bench` (`npm ci --prefix bench/lighthouse`), not in
the root package.json, so the tests' `npm ci` never downloads it. Chromium is Debian's
(CHROME_PATH). Each page is run `runs` times (a fresh profile each time, Lighthouse's
default); the median performance score's run is reported with its figures.
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
LIGHTHOUSE = HERE / "lighthouse" / "node_modules" / ".bin" / "lighthouse"
CHROME_FLAGS = "--headless --no-sandbox --disable-gpu --disable-dev-shm-usage"
PAGES = {
    "home": "index.html",
    "game": "index.html#/play/apagos",
    "bare": "bench/hello.html",
}
AUDITS = {  # the report's key figures: audit id -> label
    "first-contentful-paint": "FCP",
    "largest-contentful-paint": "LCP",
    "total-blocking-time": "TBT",
    "cumulative-layout-shift": "CLS",
    "speed-index": "SI",
}


def lighthouse(url: str, out: Path, tries: int = 3) -> dict:
    """One Lighthouse run (desktop preset, performance and accessibility) -> its figures
    (tried again when Lighthouse gives up, as it does on a machine too loaded to answer it)."""
    if not LIGHTHOUSE.exists():
        raise SystemExit(f"{LIGHTHOUSE} is missing: run `npm ci --prefix {HERE / 'lighthouse'}` "
                         "(./parlour bench does)")
    env = {**os.environ, "CHROME_PATH": os.environ.get("CHROME_PATH", "/usr/bin/chromium")}
    for attempt in range(tries):
        done = subprocess.run([str(LIGHTHOUSE), url, "--preset=desktop", "--only-categories=performance,accessibility",
                               "--output=json", f"--output-path={out}", f"--chrome-flags={CHROME_FLAGS}", "--quiet",
                               "--max-wait-for-load=120000"],
                              env=env, timeout=300, capture_output=True, text=True)
        if done.returncode == 0:
            break
        print(f"lighthouse failed on {url} (try {attempt + 1}): {done.stderr.strip().splitlines()[:1]}", flush=True)
    else:
        raise RuntimeError(f"lighthouse failed {tries} times on {url}")
    report = json.loads(out.read_text(encoding="utf-8"))
    audits = report["audits"]
    failing = [f"{a['id']}: {a['title']}" for ref in report["categories"]["accessibility"]["auditRefs"]
               if (a := audits[ref["id"]]).get("score") is not None and a["score"] < 1 and ref["weight"] > 0]
    return {
        "performance": report["categories"]["performance"]["score"],
        "accessibility": report["categories"]["accessibility"]["score"],
        **{label: audits[audit]["numericValue"] for audit, label in AUDITS.items()},
        "lcp_element": _lcp_element(audits),
        "accessibility_failing": failing,
        "render_blocking": [i["url"] for i in audits.get("render-blocking-resources", {}).get("details", {}).get("items", [])],
    }


def _lcp_element(audits: dict) -> str:
    try:
        items = audits["largest-contentful-paint-element"]["details"]["items"][0]["items"]
        return items[0]["node"].get("snippet", "")[:120]
    except (KeyError, IndexError, TypeError):
        return ""


def bench_lighthouse(base: str, runs: int, pages=tuple(PAGES)) -> dict:
    """Per page: every run's scores, and the run with the median performance score."""
    report = {}
    with tempfile.TemporaryDirectory() as tmp:
        for page in pages:
            results = [lighthouse(base + PAGES[page], Path(tmp) / f"{page}-{i}.json") for i in range(runs)]
            results.sort(key=lambda r: r["performance"])
            median = results[len(results) // 2]
            report[page] = {**median, "performance_all": [r["performance"] for r in results],
                            "performance_median": statistics.median(r["performance"] for r in results)}
    return report


def print_lighthouse(report: dict, runs: int) -> None:
    """Markdown rows: one a page."""
    for page, r in report.items():
        print(f"| Lighthouse, {page} ({PAGES[page]}), median of {runs} | performance {r['performance']:.2f} "
              f"({', '.join(f'{p:.2f}' for p in r['performance_all'])}), accessibility {r['accessibility']:.2f}; "
              f"FCP {r['FCP']:.0f} ms, LCP {r['LCP']:.0f} ms, TBT {r['TBT']:.0f} ms, CLS {r['CLS']:.3f}, "
              f"SI {r['SI']:.0f} ms |")
        if r["accessibility_failing"]:
            print(f"| ... accessibility audits failing | {'; '.join(r['accessibility_failing'])} |")
