// Parlour's Pyodide loader: pyscript.toml's `interpreter`. It is Pyodide's own
// pyodide.mjs (everything re-exported) with one difference: loadPyodide() starts
// Python from the memory snapshot the build made (parlour.snapshot: the
// interpreter already started, our pure-Python modules already imported) when
// it can, which takes a fraction of a normal start; otherwise, and whenever
// anything about the snapshot goes wrong, it starts Python normally.
//
// When the snapshot is used ("auto", the default): only when the page is served
// by our service worker, which precached the snapshot with the rest of the same
// build. A first visit therefore boots normally and downloads nothing extra
// before the game is up; the worker fetches the snapshot in the background.
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
const MAGIC = "PLRSNAP1";

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

// The raw Pyodide snapshot, once its header says it was made from the very
// parlour.zip this page is given (so it can never be stale) and it unpacks whole.
async function prepareSnapshot() {
  const [file, zip] = await Promise.all([fetchOk(SNAPSHOT_URL), fetchOk(ZIP_URL)]);
  const bytes = new Uint8Array(file);
  if (bytes.length < 12 || new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC) {
    throw new Error("not a Parlour snapshot");
  }
  const headerLength = new DataView(file).getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength)));
  if (header.format !== 1) throw new Error(`unknown snapshot format ${header.format}`);
  if (header.pyodide !== pyodide.version) {
    throw new Error(`snapshot made by Pyodide ${header.pyodide}, this is ${pyodide.version}`);
  }
  if (header.zip_sha256 !== (await sha256Hex(zip))) {
    throw new Error("snapshot made from another parlour.zip");
  }
  const stream = new Blob([bytes.subarray(12 + headerLength)]).stream().pipeThrough(new DecompressionStream("gzip"));
  const raw = new Uint8Array(await new Response(stream).arrayBuffer());
  if (raw.length !== header.raw_bytes) throw new Error(`snapshot is ${raw.length} bytes, expected ${header.raw_bytes}`);
  return raw;
}

// What a restored interpreter must not share with every other visit: the state of
// `random` (seeded at build time). Also drop import-system caches made at build time.
const AFTER_RESTORE = `
import importlib, random, sys
random.seed()
importlib.invalidate_caches()
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

export async function loadPyodide(options = {}) {
  // PyScript derives indexURL from this module's URL (ui/): the runtime is elsewhere.
  const config = { ...options, indexURL: INDEX_URL };
  if (snapshot) {
    try {
      const py = await pyodide.loadPyodide({ ...config, _loadSnapshot: snapshot });
      const scratch = py.toPy({});
      py.runPython(AFTER_RESTORE, { globals: scratch });
      scratch.destroy();
      mark("snapshot");
      return py;
    } catch (error) {
      console.warn(`Parlour: starting Python normally, the snapshot could not be used (${error && error.message || error})`);
      const py = await pyodide.loadPyodide(config);
      mark("fallback");
      return py;
    }
  }
  const py = await pyodide.loadPyodide(config);
  mark("normal");
  return py;
}
