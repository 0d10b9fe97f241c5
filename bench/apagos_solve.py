"""Solve Apagos exactly from every arrangement and check engines.apagos.ARRANGER_WINS.

    python bench/apagos_solve.py      # about 3-4 minutes and 3 GB on CPython

The rules file says 20 of the 118 arrangements win for the arranging player.
"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
sys.setrecursionlimit(10000)

from engines import apagos  # noqa: E402


def main() -> int:
    start = time.perf_counter()
    wins = []
    for arrangement in apagos.ARRANGEMENTS:
        ramp = tuple((holes, 0, 0) for holes in arrangement)
        if apagos._solve(ramp, apagos.BLACK) < 0:
            wins.append(arrangement)
    seconds = time.perf_counter() - start
    positions = apagos._solve.cache_info().currsize
    print(f"{len(apagos.ARRANGEMENTS)} arrangements, {len(wins)} win for the arranger; "
          f"{positions} positions solved in {seconds:.0f} s ({positions / seconds:,.0f} positions/s)")
    ok = tuple(wins) == apagos.ARRANGER_WINS
    print("matches ARRANGER_WINS" if ok else f"MISMATCH: {wins}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
