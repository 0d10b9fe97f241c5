"""The speed figures of `bench/ladder.py GAME --speed`, for any game: random playouts
(positions made per second by the rules alone, from each of the game's starts) and
hard's search from fixed positions, plus the game's own figures (its adapter's
`speed_extra`). Imports only `engines` and `ladder_games`, so the very same code runs
in CPython and in Pyodide under Node.
"""
from __future__ import annotations

import random
import time
from typing import Optional

import engines
from ladder_games import adapter


def playouts(game_id: str, options: dict, seconds: float) -> dict:
    """Random games from the start `options` for `seconds`: positions made, wall and CPU
    seconds (chance outcomes drawn like moves)."""
    rng = random.Random(2)
    made = 0
    wall, cpu = time.perf_counter(), time.process_time()
    while not made or time.perf_counter() - wall < seconds:  # at least one game, on a loaded machine too
        state = engines.new_game(game_id, **options)
        while state.to_move is not None:
            moves = state.legal_moves()
            state = state._apply(moves[rng.randrange(len(moves))])
            made += 1
    return {"count": made, "seconds": time.perf_counter() - wall, "cpu": time.process_time() - cpu}


def search_positions(game_id: str, count: int, max_plies: int):
    """`count` positions where a player is to move, each after a seeded random number
    (below `max_plies`) of random moves from the start."""
    rng = random.Random(1)
    out = []
    while len(out) < count:
        state = engines.new_game(game_id)
        for _ in range(rng.randrange(0, max_plies)):
            if state.is_over():
                break
            state = state.play(rng.choice(state.legal_moves()))
        if state.to_move is not None and state.to_move != engines.CHANCE:
            out.append(state)
    return out


def measure(game_id: str, nodes: int, seconds: float = 3.0, positions: Optional[int] = None,
            extra: bool = True) -> dict:
    """Every speed figure of `game_id`: label -> {"count", "seconds", "cpu"} and, for
    the search, "depths" and "worst" (the longest decision, wall seconds). Playouts run
    `seconds` from each start; the search runs from the adapter's number of positions
    (or `positions`); `extra`: the game's own figures too."""
    game = adapter(game_id)
    out = {}
    for name, options in game.speed_starts:
        label = "random playouts, positions" + (f" ({name})" if name else "")
        out[label] = playouts(game_id, options, seconds)
    count, max_plies = game.speed_positions
    count = positions or count
    total, depths, worst = 0, [], 0.0
    wall, cpu = time.perf_counter(), time.process_time()
    for state in search_positions(game_id, count, max_plies):
        start = time.perf_counter()
        found, depth = game.search(state, nodes)
        worst = max(worst, time.perf_counter() - start)
        total += found
        depths.append(depth)
    out[game.search_words.format(count=count, nodes=nodes)] = {
        "count": total, "seconds": time.perf_counter() - wall, "cpu": time.process_time() - cpu,
        "depths": depths, "decisions": count, "worst": worst}
    if extra:
        out.update(game.speed_extra())
    return out


# ----- the table: CPython here, Pyodide under Node (CPython only) ------------------------------
PYODIDE_CODE = """
import json
from ladder_speed import measure
result = json.dumps(measure({game!r}, {nodes!r}))
"""


def pyodide_archive(path) -> None:
    """A zip of what `measure` imports (engines, this module, ladder_games) at `path`."""
    import zipfile
    from pathlib import Path

    bench = Path(__file__).resolve().parent
    with zipfile.ZipFile(path, "w") as zf:
        for source in sorted((bench.parent / "engines").rglob("*.py")):
            zf.write(source, source.relative_to(bench.parent).as_posix())
        for source in [bench / "ladder_speed.py", *sorted((bench / "ladder_games").glob("*.py"))]:
            zf.write(source, source.relative_to(bench).as_posix())


def speed_table(game_id: str, nodes: int, pyodide: bool) -> None:
    """Measure in CPython (and, if `pyodide`, in Pyodide under Node) and print the table."""
    import sys
    import tempfile
    from pathlib import Path

    runtimes = {"CPython " + sys.version.split()[0]: measure(game_id, nodes)}
    if pyodide:
        from pyodide_node import pyodide_version, run_python
        with tempfile.TemporaryDirectory() as tmp:
            archive = Path(tmp) / "ladder.zip"
            pyodide_archive(archive)
            try:
                runtimes[f"Pyodide {pyodide_version()} under Node"] = run_python(
                    PYODIDE_CODE.format(game=game_id, nodes=nodes), archive, timeout=1800)
            except RuntimeError as error:
                print(error)
    print(f"{engines.GAMES[game_id].name}: per second, wall clock (and per CPU second in CPython; "
          "Pyodide's process_time is not CPU time).")
    print("| figure | " + " | ".join(runtimes) + " |")
    print("|---|" + "---|" * len(runtimes))
    for label in next(iter(runtimes.values())):
        cells = []
        for name, figures in runtimes.items():
            f = figures[label]
            cell = f"{f['count'] / f['seconds']:,.0f}"
            if name.startswith("CPython") and f.get("cpu"):
                cell += f" ({f['count'] / f['cpu']:,.0f} per CPU s)"
            cells.append(cell)
        print(f"| {label} | " + " | ".join(cells) + " |")
    for name, figures in runtimes.items():
        for label, f in figures.items():
            if "decisions" in f:
                depths = f"; depths reached {', '.join(map(str, f['depths']))}" if any(f["depths"]) else ""
                print(f"{name}: {label}: {f['seconds'] / f['decisions'] * 1000:.0f} ms a decision on average, "
                      f"longest {f['worst'] * 1000:.0f} ms{depths}")
