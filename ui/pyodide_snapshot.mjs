// Parlour's Pyodide loader: pyscript.toml's `interpreter`. It is Pyodide's own
// pyodide.mjs (everything re-exported) with one difference: loadPyodide() starts
// Python from the memory snapshot the build made (parlour.snapshot: the
// interpreter already started, our pure-Python modules already imported, the
// others compiled) when it can, which takes a fraction of a normal start;
// otherwise, and whenever anything about the snapshot goes wrong, it starts
// Python normally. The computer player's worker (ui/ai_worker.js) starts its
// Python through this module too, told the page's way in its URL (?boot=).
//
// When the snapshot is used ("auto", the default): only when the page is served
// by our service worker, which precached the snapshot with the rest of the same
// build. A first visit therefore boots normally and downloads nothing extra
// before the game is up; the worker fetches the snapshot in the background.
//
// It starts Python at once: index.html runs this module before PyScript's own
// script, so the runtime download, the snapshot and the interpreter's start all
// overlap with PyScript setting itself up; PyScript's loadPyodide() call then gets
// that same interpreter. (PyScript's stdout and stderr are bound when it calls.)
//
// Forcing a mode (tests, benchmarks, debugging):
//   ?boot=normal | ?boot=snapshot                        in the page's URL, or
//   localStorage["parlour:boot"] = "normal" | "snapshot"
// "snapshot" tries the snapshot even without the service worker (from the network).
//
// <body data-boot="..."> says what happened: "snapshot" (restored), "normal" (not
// tried), or "fallback" (tried, failed, started normally; the reason is in a
// console warning). <body data-python-ms> is performance.now() when Python was up.
import * as pyodide from "../runtime/pyodide-314.0.7/pyodide.mjs";

export * from "../runtime/pyodide-314.0.7/pyodide.mjs";

const INDEX_URL = new URL("../runtime/pyodide-314.0.7/", import.meta.url).href;
const SNAPSHOT_URL = new URL("../parlour.snapshot", import.meta.url).href;
const ZIP_URL = new URL("../parlour.zip", import.meta.url).href;
// The standard library trimmed to what the site imports (tools/stdlib_trim.py), and the
// full one, fetched only if a module left out of it is imported (its FullStdlibFinder).
const STDLIB_URL = new URL("../parlour-stdlib.zip", import.meta.url).href;
const FULL_STDLIB_URL = `${INDEX_URL}python_stdlib.zip`;
const FULL_STDLIB_PATH = "/lib/parlour-full-stdlib.zip";
const MAGIC = "PLRSNAP2";

function bootMode() {
  let mode = null;
  try {
    mode = new URLSearchParams(location.search).get("boot") || localStorage.getItem("parlour:boot");
  } catch {
    // storage may be unavailable (privacy settings): auto
  }
  return mode === "normal" || mode === "snapshot" ? mode : "auto";
}

async function sha256Hex(buffer) {
  const digest = await crypto.subtle.digest("SHA-256", buffer);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function fetchOk(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.arrayBuffer();
}

async function gunzip(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// The raw Pyodide snapshot, once its header says it was made from the very
// parlour.zip this page is given (so it can never be stale) and it unpacks whole.
// (Format: tools/make_snapshot.mjs. The payload is plain when the service worker
// has unzipped it, gzipped as the build wrote it otherwise.)
async function prepareSnapshot() {
  const [file, zip] = await Promise.all([fetchOk(SNAPSHOT_URL), fetchOk(ZIP_URL)]);
  const bytes = new Uint8Array(file);
  if (bytes.length < 12 || new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC) {
    throw new Error("not a Parlour snapshot");
  }
  const headerLength = new DataView(file).getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength)));
  if (header.format !== 2) throw new Error(`unknown snapshot format ${header.format}`);
  if (header.pyodide !== pyodide.version) {
    throw new Error(`snapshot made by Pyodide ${header.pyodide}, this is ${pyodide.version}`);
  }
  if (header.zip_sha256 !== (await sha256Hex(zip))) {
    throw new Error("snapshot made from another parlour.zip");
  }
  let payload = bytes.subarray(12 + headerLength);
  if (payload.length !== header.payload_bytes) payload = await gunzip(payload);
  if (payload.length !== header.payload_bytes) {
    throw new Error(`snapshot payload is ${payload.length} bytes, expected ${header.payload_bytes}`);
  }
  const raw = new Uint8Array(header.raw_bytes); // zeros, but for the runs of pages
  let offset = 0;
  for (const [first, pages] of header.runs) {
    const at = first * header.page_bytes;
    const length = Math.min(pages * header.page_bytes, raw.length - at);
    if (!(length > 0) || offset + length > payload.length) throw new Error("snapshot pages do not fit");
    raw.set(payload.subarray(offset, offset + length), at);
    offset += length;
  }
  if (offset !== payload.length) throw new Error("snapshot payload has pages left over");
  return raw;
}

// What a restored interpreter must not share with every other visit: the state of
// `random` (seeded at build time). Also drop the import system's directory caches made at build time.
// (Each finder's own invalidate_caches(): importlib.invalidate_caches() would also
// import importlib.metadata, a tenth of a second here.)
const AFTER_RESTORE = `
import random, sys
random.seed()
for finder in list(sys.path_importer_cache.values()):
    if hasattr(finder, "invalidate_caches"):
        finder.invalidate_caches()
while sys.path.count("") > 1:
    sys.path.remove("")
`;

const mode = bootMode();
const useSnapshot =
  mode === "snapshot" || (mode === "auto" && !!globalThis.navigator?.serviceWorker?.controller);
// Started now, while PyScript is still fetching the rest: the download (from the
// service worker's cache) and unpacking overlap with Pyodide's own loading.
const snapshot = useSnapshot ? prepareSnapshot() : null;
if (snapshot) snapshot.catch(() => {}); // reported below, when loadPyodide awaits it

function mark(how) {
  const body = globalThis.document?.body;
  if (body) {
    body.dataset.boot = how;
    body.dataset.pythonMs = String(Math.round(performance.now()));
  }
}

// A stage of the boot for the progress text (ui/boot.js) and the watchdog (ui/boot-guard.js).
function stage(text, percent, note) {
  globalThis.document?.dispatchEvent(new CustomEvent("parlour:stage", { detail: { text, percent, note } }));
}

// Pyodide compiles its runtime while it downloads (off the main thread); then starting
// (or restoring) Python holds the main thread for seconds on a first visit, and the page
// cannot change meanwhile. So once the runtime is compiled, the page says what comes next
// and is drawn with it, and only then does Python start.
function sayOnceCompiled(text, percent, note) {
  const compile = WebAssembly.instantiateStreaming;
  if (!globalThis.document || typeof compile !== "function") return;
  WebAssembly.instantiateStreaming = async (...args) => {
    WebAssembly.instantiateStreaming = compile; // Pyodide's one call only
    const compiled = await compile.apply(WebAssembly, args);
    stage(text, percent, note);
    await new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0)));
    return compiled;
  };
}

// The trimmed standard library's fallback: the full zip, fetched synchronously (an import
// cannot wait), into the file system; its path for the finder.
function fullStdlib(py) {
  return () => {
    const request = new XMLHttpRequest();
    request.open("GET", FULL_STDLIB_URL, false);
    request.overrideMimeType("text/plain; charset=x-user-defined"); // bytes, as one char each
    request.send();
    if (request.status !== 200) throw new Error(`${FULL_STDLIB_URL} answered ${request.status}`);
    const text = request.responseText;
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
    py.FS.writeFile(FULL_STDLIB_PATH, bytes);
    return FULL_STDLIB_PATH;
  };
}

function withFallback(py) {
  try {
    py.pyimport("_parlour_stdlib").install(fullStdlib(py));
  } catch (error) {
    console.warn(`Parlour: no fallback for the trimmed standard library (${error && error.message || error})`);
  }
  return py;
}

// Python's output goes to these until PyScript's loadPyodide() call supplies its own.
const output = { stdout: (line) => console.log(line), stderr: (line) => console.warn(line) };

async function boot() {
  const config = {
    indexURL: INDEX_URL,
    stdLibURL: STDLIB_URL,
    stdout: (line) => output.stdout(line),
    stderr: (line) => output.stderr(line),
  };
  if (snapshot) {
    snapshot.then(() => stage("Restoring Python\u2026", 81, ""), () => {});
    sayOnceCompiled("Restoring Python\u2026", 82, "");
    try {
      const py = await pyodide.loadPyodide({ ...config, _loadSnapshot: snapshot });
      const scratch = py.toPy({});
      py.runPython(AFTER_RESTORE, { globals: scratch });
      scratch.destroy();
      mark("snapshot");
      return withFallback(py);
    } catch (error) {
      console.warn(`Parlour: starting Python normally, the snapshot could not be used (${error && error.message || error})`);
      const py = await pyodide.loadPyodide(config);
      mark("fallback");
      return withFallback(py);
    }
  }
  sayOnceCompiled("Starting Python\u2026", 80, "A few seconds the first time; a moment on later visits.");
  const py = await pyodide.loadPyodide(config);
  mark("normal");
  return withFallback(py);
}

const started = boot();
started.catch(() => {}); // reported to PyScript, which awaits it

/** PyScript's entry point: the interpreter started above, with PyScript's output
 * handlers bound. (indexURL is ours: PyScript derives one from this module's URL.) */
export async function loadPyodide(options = {}) {
  if (typeof options.stdout === "function") output.stdout = options.stdout;
  if (typeof options.stderr === "function") output.stderr = options.stderr;
  return started;
}
