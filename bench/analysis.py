"""Game analysis (issue 16): how long the Analyse action takes for a 60-move game of each
game at the default budget, in CPython, in Pyodide (under Node: the site's own runtime,
no browser), and in the browser's page (the real thing: the computer player's worker,
already started, from the click on Analyse to the graph); and how stable the move classes are: the share
of the moves whose class stays the same at twice the budget.

    nice -n 10 python bench/analysis.py [--pyodide] [--browser] [--plies 60]

The games are seeded self-play games (bench/analysis_games.py: easy against easy), 60
moves or, when a game ends sooner (Apagos, Abcuazego), to its end: the time per
position is given too, so the time for 60 moves can be read off.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from analysis_games import self_play  # noqa: E402
from engines.ai import analysis  # noqa: E402

GAMES = ("apagos", "abcuazego", "abalone", "abagio")


def games(plies: int):
    """Each game's benchmark game (seeded)."""
    return {g: self_play(g, plies, seed=1, levels=("easy", "easy")) for g in GAMES}


def agreement(record, budget: int) -> float:
    """The share of the classified moves whose class is the same at `budget` and at twice it."""
    one = analysis.analyse_game(record, budget)
    two = analysis.analyse_game(record, 2 * budget)
    pairs = [(a["class"], b["class"]) for a, b in zip(one["marks"], two["marks"]) if a["class"] is not None]
    return sum(1 for a, b in pairs if a == b) / len(pairs) if pairs else 1.0


PYODIDE_CODE = """
import json, time
from engines.ai import analysis
records = json.loads(%r)
out = {}
for game, record in records.items():
    start = time.perf_counter()
    analysis.analyse_game(record, analysis.DEFAULT_BUDGET)
    out[game] = time.perf_counter() - start
result = json.dumps(out)
"""


def pyodide_times(records) -> dict:
    from pyodide_node import run_python
    return run_python(PYODIDE_CODE % json.dumps(records))


def browser_times(records) -> dict:
    """Click Analyse on each game opened by a share link in the built site; seconds to the graph."""
    import subprocess
    from playwright.sync_api import sync_playwright
    from engines import load
    from ui import share
    from ui.session import Session
    site = ROOT / "site"
    server = subprocess.Popen([sys.executable, str(ROOT / "tools" / "serve.py"), "--port", "8149"],
                              cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    out = {}
    try:
        time.sleep(1.5)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=[
                "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
            page = browser.new_page()
            # a game against the computer first: its worker's Python starts (timed on its own)
            page.goto("http://127.0.0.1:8149/index.html?bench=1#/play/abalone?seats=easy,easy")
            page.wait_for_selector("body[data-ready='1']", state="attached")
            start = time.perf_counter()
            page.wait_for_selector("#play:not([data-ply='0'])", state="attached", timeout=120_000)
            out["worker start"] = time.perf_counter() - start
            for game, record in records.items():
                query = share.share_query(Session.from_state(load(record)))
                page.goto(f"http://127.0.0.1:8149/index.html?bench=1#/play/{game}?{query}")  # (the same page)
                page.wait_for_selector(f"#play[data-ply='{len(record['moves'])}'][data-settled='1']", state="attached")
                start = time.perf_counter()
                page.click("#analyse-button")
                page.wait_for_selector("#eval-graph:not([hidden])", timeout=600_000)
                out[game] = time.perf_counter() - start
            browser.close()
    finally:
        server.terminate()
    assert site.exists()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=60)
    parser.add_argument("--pyodide", action="store_true", help="also time it in Pyodide under Node")
    parser.add_argument("--browser", action="store_true", help="also time it in the built site (site/)")
    args = parser.parse_args()
    played = games(args.plies)
    records = {g: s.record() for g, s in played.items()}
    rows = {}
    for game, record in records.items():
        start = time.process_time()
        analysis.analyse_game(record, analysis.DEFAULT_BUDGET)
        cpu = time.process_time() - start
        rows[game] = {"plies": played[game].ply, "cpython": cpu, "agreement": agreement(record, analysis.DEFAULT_BUDGET)}
    if args.pyodide:
        for game, seconds in pyodide_times(records).items():
            rows[game]["pyodide"] = seconds
    worker = None
    if args.browser:
        for game, seconds in browser_times(records).items():
            if game in rows:
                rows[game]["browser"] = seconds
            else:
                worker = seconds
    print(f"Budget {analysis.DEFAULT_BUDGET} per position (alpha-beta nodes; MCTS: "
          f"{int(analysis.DEFAULT_BUDGET * analysis.MCTS_PER_BUDGET)} iterations)\n")
    print("| game | moves | CPython (CPU) | Pyodide (Node) | browser (click to graph) | per position, browser | "
          "same class at 2x budget |")
    print("|---|---|---|---|---|---|---|")
    for game, row in rows.items():
        def sec(key):
            return f"{row[key]:.1f} s" if key in row else "-"
        per = f"{row['browser'] / (row['plies'] + 1) * 1000:.0f} ms" if "browser" in row else "-"
        print(f"| {game} | {row['plies']} | {sec('cpython')} | {sec('pyodide')} | {sec('browser')} | {per} | "
              f"{row['agreement']:.0%} |")
    if worker is not None:
        print(f"\nThe worker's Python started (page ready to the computer's first move) in {worker:.1f} s "
              "before the first analysis (a first Analyse in a visit waits for it too).")


if __name__ == "__main__":
    main()
