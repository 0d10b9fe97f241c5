"""Make engines/apagos_table.bin: Apagos solved, one bit per position of
engines.apagos_table's index, from the engine's exact solver (engines.apagos._solve).

    python3 tools/make_apagos_table.py [--check N]

Takes some minutes and a few GB of memory. tests/test_apagos_table.py checks the table
against the solver on sampled positions; the bench checks every first move.
"""
from __future__ import annotations

import argparse
import hashlib
import sys
import time
import zlib
from itertools import product
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.setrecursionlimit(10_000)

from engines import apagos, apagos_table  # noqa: E402
from engines.apagos import BALLS_PER_COLOUR  # noqa: E402


def _counts(holes: int):
    """Every (holes, black, white) a platform can hold, in the index's order."""
    return [(holes, black, white) for black in range(holes + 1) for white in range(holes + 1 - black)]


def solve_all() -> bytearray:
    """The table's bits: 1 where the side to move wins; 0 for a full ramp or for counts
    the trays cannot give (more than ten balls of a colour)."""
    bits = bytearray((apagos_table.SIZE + 7) // 8)
    start, done = time.time(), 0
    for order, base in apagos_table.ORDER_BASES.items():
        if not order:
            continue
        code = base
        for platforms in product(*(_counts(holes) for holes in order)):
            black = sum(p[1] for p in platforms)
            white = sum(p[2] for p in platforms)
            if black <= BALLS_PER_COLOUR and white <= BALLS_PER_COLOUR and \
                    not all(b + w == h for h, b, w in platforms):
                for to_move in (0, 1):
                    if apagos._solve(platforms, to_move) > 0:
                        bits[(code + to_move) >> 3] |= 1 << ((code + to_move) & 7)
            code += 2
        done += 1
        print(f"  {order}: up to {code:,} of {apagos_table.SIZE:,} ({time.time() - start:.0f} s)", file=sys.stderr)
    return bits


def main() -> None:
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args()
    bits = solve_all()
    packed = zlib.compress(bytes(bits), 9)
    apagos_table.TABLE_FILE.write_bytes(packed)
    print(f"{apagos_table.TABLE_FILE.relative_to(ROOT)}: {apagos_table.SIZE:,} positions, "
          f"{len(bits):,} bytes, {len(packed):,} compressed, sha256 {hashlib.sha256(packed).hexdigest()[:16]}")


if __name__ == "__main__":
    main()
