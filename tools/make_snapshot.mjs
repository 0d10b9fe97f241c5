// Make Parlour's Pyodide memory snapshot (called by tools/build.py; Node 18+).
//
//   node tools/make_snapshot.mjs --pyodide node_modules/pyodide --zip site/parlour.zip \
//        --out site/parlour.snapshot --modules engines,ui.session,... [--quality 10] [--cache DIR]
//        [--pyscript node_modules/@pyscript/core]
//
// Boots Pyodide (the same npm package the site serves) with the private
// `_makeSnapshot` option, unpacks parlour.zip into the working directory exactly
// as ui/pyodide_snapshot.mjs does in the page on a normal start, imports the
// given modules (pure Python only: nothing that touches `js`), and writes the
// interpreter's memory behind a small header. Half of that memory is pages of
// zeros, which are left out: the payload is the other pages, back to back.
//
//   bytes 0-7    "PLRSNAP3"
//   bytes 8-11   n, the header length (uint32, little-endian)
//   bytes 12-    n bytes of JSON: {format: 3, encoding, pyodide, zip_sha256, raw_bytes,
//                page_bytes, runs: [[first page, pages], ...], payload_bytes, modules}
//   then         the payload as `encoding` says: "br" (Brotli, what this writes) or
//                "none" (as the page stores it in the service worker's cache); the payload
//                is the pages of the runs, in order (the last page of memory may be
//                short); every other page of the raw_bytes is zeros
//
// Brotli (quality 10, a 16 MB window) makes the file a third smaller than gzip -9 did
// (6.5 -> 4.6 MB), which is the first visit's largest download; browsers cannot unzip
// Brotli by themselves, so the page does it with a small decoder (brotli-dec-wasm).
// Compressing takes about 20 s: the result is kept in --cache, under the payload's hash
// (a rebuild of the same Python compresses nothing).
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
// PyScript's own Python package (written into the working directory by PyScript at
// every start, then imported: its compiling took 37 ms of a repeat visit) is compiled
// here too, from the sources its npm package bundles (src/stdlib/pyscript.js); its code
// is used only for a file whose text is that very source, so another PyScript's
// files are simply compiled as usual.
const PRECOMPILED = `
import importlib.util
import os
import sys
import zipfile


class ParlourPrecompiled:
    """Imports the modules of parlour.zip from code compiled when the snapshot was made."""

    def __init__(self, table):
        self.table = table  # module name -> (file, is a package, code object, source or None)

    def find_spec(self, name, path=None, target=None):
        entry = self.table.get(name)
        if entry is None:
            return None
        file, package, _, source = entry
        if source is not None and not _holds(file, source):
            return None
        return importlib.util.spec_from_file_location(
            name, file, loader=self,
            submodule_search_locations=[os.path.dirname(file)] if package else None)

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        exec(self.table[module.__name__][2], module.__dict__)

    def invalidate_caches(self):
        pass


def _holds(file, source):
    """Whether \`file\` is there and its text is \`source\`."""
    try:
        with open(file, encoding="utf-8") as handle:
            return handle.read() == source
    except OSError:
        return False


def _module_of(rel):
    package = rel.endswith("/__init__.py")
    return (rel[: -len("/__init__.py")] if package else rel[:-3]).replace("/", "."), package


def install(zip_path, checked):
    """Compile every module of the zip (unpacked in the working directory) that is
    not imported yet, and those of \`checked\` ({path under the working directory: source},
    used only where the file then holds that source), and put a ParlourPrecompiled finder
    for them first in line."""
    with zipfile.ZipFile(zip_path) as archive:
        sources = [name for name in archive.namelist() if name.endswith(".py")]
    table = {}
    for rel in sources:
        name, package = _module_of(rel)
        if name in sys.modules:
            continue
        file = os.path.abspath(rel)
        with open(file, encoding="utf-8") as source:
            table[name] = (file, package, compile(source.read(), file, "exec", dont_inherit=True), None)
    for rel, source in checked.items():
        name, package = _module_of(rel)
        file = os.path.abspath(rel)
        table[name] = (file, package, compile(source, file, "exec", dont_inherit=True), source)
    sys.meta_path.insert(0, ParlourPrecompiled(table))
`;

// The heap's free blocks still hold what was there before (a quarter of what is left
// of the snapshot after the pages of zeros): each is taken from the allocator, zeroed and
// given back, the memory never grown meanwhile (a footprint limit), so the pages compress
// far better (7.38 -> 6.50 MB gzipped) and restore the same.
function zeroFreeMemory(module) {
  const footprint = module._malloc_footprint();
  module._malloc_set_footprint_limit(footprint);
  const taken = [];
  try {
    for (let size = 1 << 24; size >= 8; size >>= 1) {
      for (let block = module._malloc(size); block; block = module._malloc(size)) {
        module.HEAPU8.fill(0, block, block + size);
        taken.push(block);
      }
    }
  } finally {
    for (const block of taken) module._free(block);
    module._malloc_set_footprint_limit(0xffffffff); // no limit
  }
  if (module._malloc_footprint() !== footprint) throw new Error("zeroing the free memory grew the heap");
}

// The payload, Brotli-compressed at `quality` (kept in `cacheDir`, if given, under a hash
// of the payload and the settings: the same payload is never compressed twice).
function compressed(payload, quality, cacheDir) {
  if (!(quality >= 0 && quality <= 11)) throw new Error(`bad --quality ${quality}`);
  const settings = `q${quality}-w24-brotli${process.versions.brotli}`;
  const key = crypto.createHash("sha256").update(settings).update(payload).digest("hex");
  const cached = cacheDir && path.join(cacheDir, `${key}.br`);
  if (cached && fs.existsSync(cached)) return fs.readFileSync(cached);
  const { constants } = zlib;
  const out = zlib.brotliCompressSync(payload, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
    },
  });
  if (cached) {
    fs.mkdirSync(cacheDir, { recursive: true });
    const partial = `${cached}.${process.pid}.part`;
    fs.writeFileSync(partial, out);
    fs.renameSync(partial, cached); // (whole or not at all, if two builds race)
  }
  return out;
}

// PyScript's Python package as its npm package bundles it: {path: source}, e.g.
// {"pyscript/__init__.py": "from polyscript import ..."}.
async function pyscriptSources(packageDir) {
  const tree = (await import(pathToFileURL(path.join(path.resolve(packageDir), "src", "stdlib", "pyscript.js")).href)).default;
  const out = {};
  const walk = (node, prefix) => {
    for (const [name, value] of Object.entries(node)) {
      if (typeof value === "string") {
        if (name.endsWith(".py")) out[prefix + name] = value;
      } else walk(value, `${prefix}${name}/`);
    }
  };
  walk(tree, "");
  if (!out["pyscript/__init__.py"]) throw new Error(`${packageDir}: no pyscript/__init__.py in src/stdlib/pyscript.js`);
  return out;
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
  py.globals.set("_pyscript_sources", py.toPy(opts.pyscript ? await pyscriptSources(opts.pyscript) : {}));
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
_module.install("/tmp/parlour.zip", _pyscript_sources)
os.remove("/tmp/parlour.zip")
del _module
os.environ.pop("PYTHONHASHSEED", None)
random.seed(0)
del _name, _leaked, _before, _pyscript_sources
gc.collect()
# The standard library's files whose modules are in memory now: the page that restores
# this snapshot never reads them (tools/build.py leaves them out of its zip).
_zips = [entry for entry in sys.path if entry.startswith("/lib/") and entry.endswith(".zip")]
_parlour_stdlib_in_memory = sorted(
    module.__file__[len(_zips[0]) + 1:] for module in list(sys.modules.values())
    if _zips and isinstance(getattr(module, "__file__", None), str) and module.__file__.startswith(_zips[0] + "/"))
del _zips
`);
  const stdlibInMemory = py.globals.get("_parlour_stdlib_in_memory").toJs();
  py.globals.delete("_parlour_stdlib_in_memory");
  py.globals.delete("_parlour_modules");
  py.globals.delete("_PRECOMPILED");
  zeroFreeMemory(py._module);
  const raw = py.makeMemorySnapshot();
  const { runs, payload } = nonZeroPages(raw);
  const header = Buffer.from(JSON.stringify({
    format: 3, encoding: "br", pyodide: version, zip_sha256: zipSha, raw_bytes: raw.length,
    page_bytes: PAGE_BYTES, runs, payload_bytes: payload.length, modules,
  }));
  const body = compressed(payload, Number(opts.quality ?? 10), opts.cache);
  const prefix = Buffer.alloc(12);
  prefix.write("PLRSNAP3", 0, "latin1");
  prefix.writeUInt32LE(header.length, 8);
  fs.writeFileSync(opts.out, Buffer.concat([prefix, header, body]));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  process.stdout.write(JSON.stringify({
    bytes: prefix.length + header.length + body.length, raw_bytes: raw.length, modules, seconds,
    stdlib_in_memory: stdlibInMemory,
  }) + "\n");
}

main().then(() => process.exit(0), (error) => {
  process.stderr.write(`make_snapshot: ${error && error.stack || error}\n`);
  process.exit(1);
});
