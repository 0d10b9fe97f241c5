// Make Parlour's Pyodide memory snapshot (called by tools/build.py; Node 18+).
//
//   node tools/make_snapshot.mjs --pyodide node_modules/pyodide --zip site/parlour.zip \
//        --out site/parlour.snapshot --modules engines,ui.session,...
//
// Boots Pyodide (the same npm package the site serves) with the private
// `_makeSnapshot` option, unpacks parlour.zip into the working directory exactly
// as PyScript's `[files] "./parlour.zip" = "./*"` does in the page, imports the
// given modules (pure Python only: nothing that touches `js`), and writes the
// interpreter's memory, gzipped, behind a small header:
//
//   bytes 0-7    "PLRSNAP1"
//   bytes 8-11   n, the header length (uint32, little-endian)
//   bytes 12-    n bytes of JSON: {format, pyodide, zip_sha256, raw_bytes, modules}
//   then         gzip(the Pyodide snapshot, raw_bytes long)
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
    _makeSnapshot: true,
    env: { PYTHONHASHSEED: "0" },
    stdout: (line) => process.stderr.write(`[python] ${line}\n`),
    stderr: (line) => process.stderr.write(`[python] ${line}\n`),
  });
  py.unpackArchive(new Uint8Array(zipBytes), "zip", { extractDir: "." });
  py.globals.set("_parlour_modules", py.toPy(modules));
  py.runPython(`
import gc, importlib, os, random, sys
_before = set(sys.modules)
for _name in _parlour_modules:
    importlib.import_module(_name)
_leaked = sorted(n for n in set(sys.modules) - _before
                 if n.split(".")[0] in ("js", "pyodide_js", "pyscript", "pyodide", "_pyodide"))
if _leaked:
    raise ImportError(f"snapshot modules imported {_leaked}: only pure-Python modules may be in the snapshot")
os.environ.pop("PYTHONHASHSEED", None)
random.seed(0)
del _name, _leaked, _before
gc.collect()
`);
  py.globals.delete("_parlour_modules");
  const raw = py.makeMemorySnapshot();
  const header = Buffer.from(JSON.stringify({
    format: 1, pyodide: version, zip_sha256: zipSha, raw_bytes: raw.length, modules,
  }));
  const gz = zlib.gzipSync(raw, { level: 9 });
  const prefix = Buffer.alloc(12);
  prefix.write("PLRSNAP1", 0, "latin1");
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
