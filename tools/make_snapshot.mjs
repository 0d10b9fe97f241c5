// Make Parlour's Pyodide memory snapshot (called by tools/build.py; Node 18+).
//
//   node tools/make_snapshot.mjs --pyodide node_modules/pyodide --zip site/parlour.zip \
//        --out site/parlour.snapshot --modules engines,ui.session,...
//
// Boots Pyodide (the same npm package the site serves) with the private
// `_makeSnapshot` option, unpacks parlour.zip into the working directory exactly
// as PyScript's `[files] "./parlour.zip" = "./*"` does in the page, imports the
// given modules (pure Python only: nothing that touches `js`), and writes the
// interpreter's memory behind a small header. Half of that memory is pages of
// zeros, which are left out: the payload is the other pages, back to back.
//
//   bytes 0-7    "PLRSNAP2"
//   bytes 8-11   n, the header length (uint32, little-endian)
//   bytes 12-    n bytes of JSON: {format: 2, pyodide, zip_sha256, raw_bytes,
//                page_bytes, runs: [[first page, pages], ...], payload_bytes, modules}
//   then         gzip(payload): the pages of the runs, in order (the last page of
//                memory may be short); every other page of the raw_bytes is zeros
//
// The service worker stores the payload unzipped (the same file with the plain
// payload: payload_bytes long), which the page reads far faster than it unzips.
//
// ui/pyodide_snapshot.mjs checks the header (zip_sha256 must be the hash of the
// parlour.zip it is served with) before it lets Pyodide restore the snapshot.
//
// The output is byte-for-byte reproducible: the clocks and the random sources the
// interpreter reads while it starts are fixed here (so the build's content hash,
// and with it the service worker's cache, only change when the inputs change),
// PYTHONHASHSEED is 0 and `random` is seeded with 0. The page reseeds `random`
// from the system's entropy after restoring; string hashing stays fixed, as it
// would in any snapshot.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import crypto from "node:crypto";
import { pathToFileURL } from "node:url";

function args() {
  const out = {};
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) {
    if (!argv[i].startsWith("--") || argv[i + 1] === undefined) throw new Error(`bad arguments: ${argv.join(" ")}`);
    out[argv[i].slice(2)] = argv[i + 1];
  }
  for (const key of ["pyodide", "zip", "out", "modules"]) {
    if (!out[key]) throw new Error(`missing --${key}`);
  }
  return out;
}

// Deterministic time and entropy while the interpreter starts (see above).
function freezeTheWorld() {
  const fixedNow = Date.UTC(2020, 0, 1);
  Date.now = () => fixedNow;
  let tick = 0;
  performance.now = () => (tick += 0.001);
  let state = 0x9e3779b9;
  const fill = (view) => {
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    for (let i = 0; i < bytes.length; i++) {
      state ^= state << 13; state ^= state >>> 17; state ^= state << 5;
      bytes[i] = state & 255;
    }
    return view;
  };
  crypto.randomFillSync = fill;           // what Emscripten uses under Node
  globalThis.crypto.getRandomValues = fill;
}

const PAGE_BYTES = 4096;

// The runs of pages of `raw` that are not all zeros, and those pages back to back.
function nonZeroPages(raw) {
  const pages = Math.ceil(raw.length / PAGE_BYTES);
  const isZero = (page) => {
    const end = Math.min(raw.length, (page + 1) * PAGE_BYTES);
    for (let i = page * PAGE_BYTES; i < end; i++) if (raw[i] !== 0) return false;
    return true;
  };
  const runs = [];
  const parts = [];
  for (let page = 0; page < pages;) {
    if (isZero(page)) { page++; continue; }
    const first = page;
    while (page < pages && !isZero(page)) page++;
    runs.push([first, page - first]);
    parts.push(raw.subarray(first * PAGE_BYTES, Math.min(raw.length, page * PAGE_BYTES)));
  }
  return { runs, payload: Buffer.concat(parts) };
}

// The modules of parlour.zip that cannot be imported here (they use the browser)
// are compiled here, and a finder first on sys.meta_path hands the page their code
// objects: importing them after a restore then skips the compiler. The page only
// restores a snapshot made from its very parlour.zip, so the code is never stale.
const PRECOMPILED = `
import importlib.util
import os
import sys
import zipfile


class ParlourPrecompiled:
    """Imports the modules of parlour.zip from code compiled when the snapshot was made."""

    def __init__(self, table):
        self.table = table  # module name -> (file, is a package, code object)

    def find_spec(self, name, path=None, target=None):
        entry = self.table.get(name)
        if entry is None:
            return None
        file, package, _ = entry
        return importlib.util.spec_from_file_location(
            name, file, loader=self,
            submodule_search_locations=[os.path.dirname(file)] if package else None)

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        exec(self.table[module.__name__][2], module.__dict__)

    def invalidate_caches(self):
        pass


def install(zip_path):
    """Compile every module of the zip (unpacked in the working directory) that is
    not imported yet, and put a ParlourPrecompiled finder for them first in line."""
    with zipfile.ZipFile(zip_path) as archive:
        sources = [name for name in archive.namelist() if name.endswith(".py")]
    table = {}
    for rel in sources:
        package = rel.endswith("/__init__.py")
        name = (rel[: -len("/__init__.py")] if package else rel[:-3]).replace("/", ".")
        if name in sys.modules:
            continue
        file = os.path.abspath(rel)
        with open(file, encoding="utf-8") as source:
            table[name] = (file, package, compile(source.read(), file, "exec", dont_inherit=True))
    sys.meta_path.insert(0, ParlourPrecompiled(table))
`;

async function main() {
  const opts = args();
  const started = process.hrtime.bigint();
  const zipBytes = fs.readFileSync(opts.zip);
  const zipSha = crypto.createHash("sha256").update(zipBytes).digest("hex");
  const modules = opts.modules.split(",").map((m) => m.trim()).filter(Boolean);
  for (const name of modules) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(name)) throw new Error(`bad module name ${name}`);
  }
  const indexURL = path.resolve(opts.pyodide) + "/";
  const version = JSON.parse(fs.readFileSync(path.join(indexURL, "package.json"), "utf8")).version;

  freezeTheWorld();
  const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
  const py = await loadPyodide({
    indexURL,
    // The trimmed standard library the page is served (tools/stdlib_trim.py), if given:
    // the snapshot's import caches must match the zip it is restored with.
    ...(opts.stdlib ? { stdLibURL: path.resolve(opts.stdlib) } : {}),
    _makeSnapshot: true,
    env: { PYTHONHASHSEED: "0" },
    stdout: (line) => process.stderr.write(`[python] ${line}\n`),
    stderr: (line) => process.stderr.write(`[python] ${line}\n`),
  });
  py.unpackArchive(new Uint8Array(zipBytes), "zip", { extractDir: "." });
  py.FS.writeFile("/tmp/parlour.zip", new Uint8Array(zipBytes));
  py.globals.set("_parlour_modules", py.toPy(modules));
  py.globals.set("_PRECOMPILED", PRECOMPILED);
  py.runPython(`
import gc, importlib, os, random, sys, zipfile
_before = set(sys.modules)
for _name in _parlour_modules:
    importlib.import_module(_name)
_leaked = sorted(n for n in set(sys.modules) - _before
                 if n.split(".")[0] in ("js", "pyodide_js", "pyscript", "pyodide", "_pyodide"))
if _leaked:
    raise ImportError(f"snapshot modules imported {_leaked}: only pure-Python modules may be in the snapshot")
_module = type(sys)("_parlour_precompiled")
exec(_PRECOMPILED, _module.__dict__)
sys.modules[_module.__name__] = _module
_module.install("/tmp/parlour.zip")
os.remove("/tmp/parlour.zip")
del _module
os.environ.pop("PYTHONHASHSEED", None)
random.seed(0)
del _name, _leaked, _before
gc.collect()
`);
  py.globals.delete("_parlour_modules");
  py.globals.delete("_PRECOMPILED");
  const raw = py.makeMemorySnapshot();
  const { runs, payload } = nonZeroPages(raw);
  const header = Buffer.from(JSON.stringify({
    format: 2, pyodide: version, zip_sha256: zipSha, raw_bytes: raw.length,
    page_bytes: PAGE_BYTES, runs, payload_bytes: payload.length, modules,
  }));
  const gz = zlib.gzipSync(payload, { level: 9 });
  const prefix = Buffer.alloc(12);
  prefix.write("PLRSNAP2", 0, "latin1");
  prefix.writeUInt32LE(header.length, 8);
  fs.writeFileSync(opts.out, Buffer.concat([prefix, header, gz]));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  process.stdout.write(JSON.stringify({
    bytes: prefix.length + header.length + gz.length, raw_bytes: raw.length, modules, seconds,
  }) + "\n");
}

main().then(() => process.exit(0), (error) => {
  process.stderr.write(`make_snapshot: ${error && error.stack || error}\n`);
  process.exit(1);
});
