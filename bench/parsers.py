"""How long each parser of outside input takes on a megabyte of hostile input (issue 19:
under 1 s each). Run: .venv/bin/python bench/parsers.py  (CPython; Pyodide is about 1.8x)."""
from __future__ import annotations

import json
import sys
import time
from urllib.parse import unquote
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
from engines.checked import json_value  # noqa: E402
from engines.notation import load_text  # noqa: E402
from ui import share  # noqa: E402
from ui.embed_commands import command_from_json  # noqa: E402
from ui.router import parse_route  # noqa: E402

MB = 1_000_000
INPUTS = {
    "deep brackets": "[" * MB,
    "long JSON list": json.dumps(["a1b2"] * (MB // 8)),
    "plain text": "x" * MB,
}
PARSERS = {
    "engines.load": lambda text: engines.load(json_value(text, "a record", max_chars=2 * MB, max_depth=8)),
    "notation.load_text": lambda text: load_text(text, game_id="abalone"),
    "link (g=, o=)": lambda text: share.session_from_link("apagos", {"g": "1." + text[:MB], "o": text}),
    "address (options=)": lambda text: share.session_from_params("apagos", {"options": text}),
    "route": lambda text: parse_route("/play/apagos?o=" + text, unquote),
    "storage (json_value)": lambda text: json_value(text, "saved", max_chars=4_000_000, max_depth=12),
    "embed message": command_from_json,
}


def main() -> None:
    print(f"| parser | {' | '.join(INPUTS)} |")
    print("|---|" + "---|" * len(INPUTS))
    for name, parse in PARSERS.items():
        cells = []
        for text in INPUTS.values():
            start = time.perf_counter()
            try:
                parse(text)
            except ValueError:
                pass
            cells.append(f"{(time.perf_counter() - start) * 1000:.0f} ms")
        print(f"| {name} | {' | '.join(cells)} |")


if __name__ == "__main__":
    main()
