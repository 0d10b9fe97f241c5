"""Run benchmark code in Pyodide under Node: the same npm package the site serves,
without a browser (the speed of our Python in the real runtime)."""
from __future__ import annotations

import json
import subprocess
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"

# node run.cjs <pyodide dir> <zip of our Python> <script>: unpacks the zip into
# /parlour (first on sys.path), runs the script, prints its global `result`.
NODE_RUNNER = r"""
const { loadPyodide } = require(process.argv[2] + "/pyodide.js");
const fs = require("fs");
(async () => {
  try {
    const py = await loadPyodide({ indexURL: process.argv[2] + "/" });
    py.unpackArchive(new Uint8Array(fs.readFileSync(process.argv[3])), "zip", { extractDir: "/parlour" });
    py.runPython("import sys; sys.path.insert(0, '/parlour')");
    py.runPython(fs.readFileSync(process.argv[4], "utf8"));
    console.log(py.globals.get("result"));
  } catch (error) { console.error(String(error.message).slice(-3000)); process.exit(1); }
})();
"""


def run_python(code: str, archive: Path | None = None, timeout: float = 1800) -> dict:
    """Run `code` (which sets a global `result`, JSON text) with the modules of `archive`
    (default: engines/ zipped, with its data files) importable; the parsed `result`. RuntimeError if it fails."""
    with tempfile.TemporaryDirectory() as tmp:
        if archive is None:
            archive = Path(tmp) / "engines.zip"
            with zipfile.ZipFile(archive, "w") as zf:
                for path in sorted(p for p in (ROOT / "engines").rglob("*") if p.suffix in (".py", ".bin")):
                    zf.write(path, path.relative_to(ROOT).as_posix())
        runner, script = Path(tmp) / "run.cjs", Path(tmp) / "bench.py"
        runner.write_text(NODE_RUNNER)
        script.write_text(code)
        out = subprocess.run(["node", str(runner), str(PYODIDE_DIR), str(archive), str(script)],
                             capture_output=True, text=True, timeout=timeout)
    if out.returncode != 0:
        raise RuntimeError(f"Pyodide under Node failed:\n{out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def pyodide_version() -> str:
    return json.loads((PYODIDE_DIR / "package.json").read_text())["version"]
