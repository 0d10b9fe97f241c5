"""Apagos solved: check the shipped table (engines/apagos_table.bin) against the exact
solver on every first move of all 118 arrangements, and measure what the table costs.

    python bench/apagos_solve.py [--pyodide]   # about 4-6 minutes and 4 GB on CPython

Solving from scratch also checks engines.apagos.ARRANGER_WINS (the rules file says 20 of
the 118 arrangements win for the arranging player). --pyodide adds the table's time to
load and per position in Pyodide under Node.
"""
import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.dirname(__file__))
sys.setrecursionlimit(10000)

import engines  # noqa: E402
from engines import apagos, apagos_table  # noqa: E402

# per position: every legal move's value, as the page asks for it; the first call loads the table
TIMING = r"""
import json, random, time
t = time.perf_counter()
import engines
from engines import apagos_table
state = engines.new_game("apagos", setup=[7, 5, 5, 3])
apagos_table.move_values(state)
load = time.perf_counter() - t
rng = random.Random(1)
times = []
while len(times) < 2000:
    state = engines.new_game("apagos", setup=list(rng.choice(engines.apagos.ARRANGEMENTS)))
    while not state.is_over() and len(times) < 2000:
        t = time.perf_counter()
        apagos_table.move_values(state)
        times.append(time.perf_counter() - t)
        state = state.play(rng.choice(state.legal_moves()))
times.sort()
result = json.dumps({"load_s": load, "median_ms": 1000 * times[len(times) // 2], "max_ms": 1000 * times[-1]})
"""


def check_first_moves() -> dict:
    """Every first move (Black's, after each arrangement): the table against the solver."""
    start = time.perf_counter()
    wins, checked, wrong = [], 0, []
    for arrangement in apagos.ARRANGEMENTS:
        state = engines.new_game("apagos", setup=list(arrangement))
        if apagos._solve(state.platforms, state.to_move) < 0:
            wins.append(arrangement)
        for move, table_says in apagos_table.move_values(state).items():
            after = state.play(move)
            solver_says = after.winners() == [state.to_move] if after.is_over() else \
                apagos._solve(after.platforms, after.to_move) < 0
            checked += 1
            if solver_says != table_says:
                wrong.append(f"{arrangement} {move}")
    return {"arrangements": len(apagos.ARRANGEMENTS), "arranger_wins": len(wins),
            "matches_rules": tuple(wins) == apagos.ARRANGER_WINS, "first_moves": checked, "wrong": wrong,
            "positions_solved": apagos._solve.cache_info().currsize, "seconds": time.perf_counter() - start}


def table_cost() -> dict:
    """Bytes shipped, and CPython's time to load the table and per position (TIMING, the
    same code as in Pyodide)."""
    scope: dict = {}
    exec(TIMING, scope)  # noqa: S102 - our own benchmark code
    return {"bytes": apagos_table.TABLE_FILE.stat().st_size, "positions": apagos_table.SIZE,
            **json.loads(scope["result"])}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pyodide", action="store_true", help="also time the table in Pyodide under Node")
    args = parser.parse_args()
    cost = table_cost()
    print(f"table: {cost['bytes']:,} bytes for {cost['positions']:,} positions; CPython: load "
          f"{cost['load_s'] * 1000:.0f} ms, every move of a position {cost['median_ms']:.3f} ms median, "
          f"{cost['max_ms']:.3f} ms at most")
    if args.pyodide:
        from pyodide_node import pyodide_version, run_python
        timing = run_python(TIMING)
        print(f"Pyodide {pyodide_version()} under Node: load {timing['load_s'] * 1000:.0f} ms, every move of "
              f"a position {timing['median_ms']:.3f} ms median, {timing['max_ms']:.3f} ms at most")
    first = check_first_moves()
    print(f"{first['arrangements']} arrangements, {first['arranger_wins']} win for the arranger "
          f"({'matches' if first['matches_rules'] else 'DOES NOT MATCH'} ARRANGER_WINS); "
          f"{first['first_moves']} first moves checked against the solver, {len(first['wrong'])} wrong; "
          f"{first['positions_solved']:,} positions solved in {first['seconds']:.0f} s")
    print(json.dumps({k: v for k, v in first.items() if k != "wrong"}))
    return 0 if first["matches_rules"] and not first["wrong"] else 1


if __name__ == "__main__":
    sys.exit(main())
