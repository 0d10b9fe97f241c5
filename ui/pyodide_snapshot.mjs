// Parlour's Pyodide loader: pyscript.toml's `interpreter`. It is Pyodide's own
// pyodide.mjs (everything re-exported) with one difference: loadPyodide() starts
// Python from the memory snapshot the build made (parlour.snapshot: the
// interpreter already started, our pure-Python modules already imported, the
// others compiled) when it can, which takes a fraction of a normal start;
// otherwise, and whenever anything about the snapshot goes wrong, it starts
// Python normally. The computer player's worker (ui/ai_worker.js) starts its
// Python through this module too, told the page's way in its URL (?boot=).
//
// When the snapshot is used ("auto", the default): on every visit to the site's own
// pages, the first one included. Restoring takes a fraction of the CPU of a normal
// start and holds the main thread for a fraction of the time (BENCHMARKS.md, "The
// memory snapshot on the first visit"); a first visit downloads it with the runtime
// instead of after it (the service worker precaches it with the rest of the site
// anyway, so the visit's bytes are the same). An embed (embed.html in a blog post)
// installs no service worker and keeps no copy of the site, so its first visit starts
// Python normally and downloads nothing it does not need; once a worker of ours
// controls it (embed.html on Parlour's own site), it restores like the rest.
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
// ... less the modules the snapshot holds in memory: what a restored interpreter starts with.
const SNAPSHOT_STDLIB_URL = new URL("../parlour-stdlib-snapshot.zip", import.meta.url).href;
const FULL_STDLIB_URL = `${INDEX_URL}python_stdlib.zip`;
const FULL_STDLIB_PATH = "/lib/parlour-full-stdlib.zip";
const BROTLI_URL = new URL("../runtime/brotli-dec-wasm-2.3.2/brotli_dec_wasm.js", import.meta.url).href;
const BROTLI_WASM_URL = new URL("../runtime/brotli-dec-wasm-2.3.2/brotli_dec_wasm_bg.wasm", import.meta.url).href;
const MAGIC = "PLRSNAP3";

// A snapshot file's head, before its payload: MAGIC, the header's length (4 bytes, little
// endian) and the header as JSON text (tools/make_snapshot.mjs).
function snapshotHead(header) {
  const text = new TextEncoder().encode(JSON.stringify(header));
  const head = new Uint8Array(12 + text.length);
  head.set(new TextEncoder().encode(MAGIC));
  new DataView(head.buffer).setUint32(8, text.length, true);
  head.set(text, 12);
  return head;
}
// Whether a service worker of ours controls this page (a repeat visit: our copy of the site is kept).
const controlled = !!globalThis.navigator?.serviceWorker?.controller;

function bootMode() {
  // (a site built without the snapshot says so on its <html>: tools/build.py --no-snapshot)
  if (globalThis.document?.documentElement?.dataset.snapshot === "none") return "normal";
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

// A repeat visit's copy of a file of the site, read by the page itself from the service
// worker's cache (null when there is none: no worker of ours, storage blocked, not
// cached). Through the worker, the snapshot arrives several times slower (16 MB:
// 170-300 ms against 30-50 ms, measured in the page), and the worker's thread competes
// with the runtime's compiling for this machine's two cores. The runtime itself
// (pyodide.asm.wasm) is not read this way: Chrome keeps the machine code it compiled
// beside the response it compiled from, and a response taken from the cache by the page
// keeps none, so through the worker (tools/sw.template.js) the page and the computer's
// worker find the code either of them left (BENCHMARKS.md, twenty-third session).
async function ownCopy(url) {
  if (!controlled || !globalThis.caches) return null;
  try {
    const hit = await caches.match(url);
    return hit && hit.ok ? hit : null;
  } catch {
    return null; // (the worker, or the network, answers instead)
  }
}

// The next task of the browser's: the main thread is handed back meanwhile, so no one
// step of the boot holds it long (each such hold is a frozen page; Lighthouse sums them).
function nextTask() {
  if (typeof globalThis.scheduler?.yield === "function") return globalThis.scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const SLICE_BYTES = 256 * 1024; // the payload is unzipped this much at a time, a task each
const OUT_BYTES = 1024 * 1024;   // (Brotli: at most this much out at a time)

// The Brotli decoder (brotli-dec-wasm), compiled with WebAssembly.compile (Pyodide's own
// call to instantiateStreaming is the one sayOnceCompiled watches).
let brotli = null;
function brotliDecoder() {
  brotli ??= (async () => {
    const [glue, bytes] = await Promise.all([import(BROTLI_URL), fetchOk(BROTLI_WASM_URL)]);
    await glue.default({ module_or_path: await WebAssembly.compile(bytes) });
    return glue;
  })();
  return brotli;
}

// What unzips the payload by the header's `encoding` ("br", as the build writes it, or
// "none", as keepUnzipped stores it): `write(chunk)` unzips a chunk a slice at a time, a
// task each, passing what comes out to `put`; `end()` checks that the payload ended there.
async function unzipper(encoding, put) {
  if (encoding === "none") return { async write(chunk) { put(chunk); }, async end() {} };
  if (encoding === "br") {
    const { BrotliDecStream, BrotliStreamResultCode: codes } = await brotliDecoder();
    const stream = new BrotliDecStream();
    let code = codes.NeedsMoreInput;
    return {
      async write(chunk) {
        // (until the chunk is used up and what it holds is out: its last slice may hold more than OUT_BYTES)
        for (let input = chunk; input.length || code === codes.NeedsMoreOutput;) {
          if (code === codes.ResultSuccess) throw new Error("the snapshot has bytes after its payload");
          const result = stream.dec(input.subarray(0, SLICE_BYTES), OUT_BYTES);
          const out = result.buf;
          code = result.code;
          input = input.subarray(result.input_offset);
          if (!out.length && !result.input_offset && code !== codes.ResultSuccess) {
            throw new Error("the snapshot's payload does not unzip");
          }
          result.free();
          put(out);
          await nextTask();
        }
      },
      async end() {
        stream.free();
        if (code !== codes.ResultSuccess) throw new Error("the snapshot's payload is cut short");
      },
    };
  }
  throw new Error(`the snapshot's payload is in an unknown encoding (${encoding})`);
}

// A download read as it arrives: `need(n)` waits until n bytes have come (false if the
// file ends first); `take()` hands over what has come and forgets it.
function download(response) {
  const reader = response.body.getReader();
  let bytes = new Uint8Array(0);
  return {
    get bytes() { return bytes; },
    async need(count) {
      while (bytes.length < count) {
        const { done, value } = await reader.read();
        if (done) return false;
        const joined = new Uint8Array(bytes.length + value.length);
        joined.set(bytes);
        joined.set(value, bytes.length);
        bytes = joined;
      }
      return true;
    },
    async take() {
      if (bytes.length) {
        const taken = bytes;
        bytes = new Uint8Array(0);
        return taken;
      }
      const { done, value } = await reader.read();
      return done ? null : value;
    },
  };
}

// The snapshot's header, and its payload unzipped while it downloads, a slice at a time
// (one long unzip of the whole was the longest hold of the main thread after the
// runtime's own).
async function readSnapshot() {
  // From the network (no worker of ours in control) the payload is Brotli: the decoder is
  // fetched and compiled meanwhile (its error, if any, is met below). A worker's copy is
  // usually stored unzipped, and the decoder then waits until a header asks for it.
  if (!controlled) brotliDecoder().catch(() => {});
  const response = (await ownCopy(SNAPSHOT_URL)) || (await fetch(SNAPSHOT_URL));
  if (!response.ok) throw new Error(`${SNAPSHOT_URL} answered ${response.status}`);
  const file = download(response);
  if (!(await file.need(12)) || new TextDecoder().decode(file.bytes.subarray(0, 8)) !== MAGIC) {
    throw new Error("not a Parlour snapshot");
  }
  const headerLength = new DataView(file.bytes.buffer, file.bytes.byteOffset).getUint32(8, true);
  if (!(await file.need(12 + headerLength))) throw new Error("the snapshot's header is cut short");
  const header = JSON.parse(new TextDecoder().decode(file.bytes.subarray(12, 12 + headerLength)));
  if (header.format !== 3) throw new Error(`unknown snapshot format ${header.format}`);
  if (header.pyodide !== pyodide.version) {
    throw new Error(`snapshot made by Pyodide ${header.pyodide}, this is ${pyodide.version}`);
  }
  const payload = new Uint8Array(header.payload_bytes);
  let filled = 0;
  const unzip = await unzipper(header.encoding, (chunk) => {
    if (filled + chunk.length > payload.length) throw new Error("the snapshot's payload is longer than its header says");
    payload.set(chunk, filled);
    filled += chunk.length;
  });
  await file.need(12 + headerLength + 1);
  for (let chunk = (await file.take()).subarray(12 + headerLength); chunk; chunk = await file.take()) {
    await unzip.write(chunk);
  }
  await unzip.end();
  if (filled !== payload.length) {
    throw new Error(`snapshot payload is ${filled} bytes, expected ${payload.length}`);
  }
  return { header, head: file.bytes.slice(0, 12 + headerLength), payload };
}

// The raw Pyodide snapshot, once its header says it was made from the very
// parlour.zip this page is given (so it can never be stale) and it unpacks whole.
// (Format: tools/make_snapshot.mjs.)
async function prepareSnapshot() {
  const [{ header, head, payload }, zip] = await Promise.all([readSnapshot(), fetchOk(ZIP_URL)]);
  if (header.zip_sha256 !== (await sha256Hex(zip))) {
    throw new Error("snapshot made from another parlour.zip");
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
  unzipped = header.encoding === "none" ? null : { header, head, payload };
  games = zip;
  return raw;
}

// Once restored from a zipped snapshot, the service worker's copy of it (once the worker
// has one: on a first visit, once it is installed) is replaced by the same snapshot
// unzipped, which later visits copy instead of unzipping (a quarter of a second or more
// of this machine's main thread). The unzipped payload is handed, not copied (a
// transfer), to a worker of its own (ui/snapshot_keeper.js), with the head it is to
// have, which joins the two and stores them off this thread (done here, that join of 16 MB held the page 50-70 ms
// at a quarter of this machine's speed; a message to the service worker, which copies
// it, 100-145 ms). Only a copy of this very build's snapshot is replaced (its header
// the same), and nothing waits on it: if it fails, later visits unzip.
let unzipped = null;
const KEEP_WAIT_MS = 60_000; // (then the payload is let go: no worker of ours is coming)
const KEEPER_URL = new URL("./snapshot_keeper.js", import.meta.url).href;

async function keepUnzipped({ header, head, payload }) {
  const workers = globalThis.navigator?.serviceWorker;
  if (!workers || !globalThis.document || (embed && !workers.controller)) return;
  const ready = await Promise.race([workers.ready, new Promise((resolve) => setTimeout(resolve, KEEP_WAIT_MS))]);
  if (!ready) return;
  const keeper = new Worker(KEEPER_URL, { name: "parlour-snapshot-keeper" });
  try {
    const reply = await new Promise((resolve, reject) => {
      keeper.onmessage = (event) => resolve(event.data);
      keeper.onerror = (event) => { event.preventDefault(); reject(new Error(event.message || "its worker did not start")); };
      const plainHead = snapshotHead({ ...header, encoding: "none" });
      keeper.postMessage({ head, plainHead, payload: payload.buffer }, [payload.buffer]);
    });
    if (!reply?.kept) throw new Error(reply?.reason || "its worker did not keep it");
    document.body.dataset.snapshotKept = "unzipped";
  } finally {
    keeper.terminate();
  }
}

// The games' code (parlour.zip), into the working directory (on sys.path), where the
// snapshot was made from it: whole when Python started normally; when it was restored,
// only its data files (the Apagos table): every module of it is in the snapshot's memory,
// imported or compiled (tools/make_snapshot.mjs), so writing out its hundred .py files
// would be work for nothing. (pyscript.toml has no [files]: PyScript would unpack it all.)
// The data files are read out of the zip here, unzipped by the browser
// (DecompressionStream): Python's zipfile, imported for them, took 25-50 ms of a repeat
// visit.
let games = null; // its bytes, once prepareSnapshot has fetched them

// The zip's entries that are not Python files: [[path, bytes]], read through its central
// directory (the build writes a plain zip: no zip64, stored or deflated entries).
async function dataFiles(zip) {
  const bytes = new Uint8Array(zip);
  const view = new DataView(zip);
  let end = bytes.length - 22; // the end of the central directory (and a comment, if any)
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error("parlour.zip has no central directory");
  const files = [];
  let at = view.getUint32(end + 16, true);
  for (let count = view.getUint16(end + 10, true); count > 0; count--) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error("parlour.zip's central directory is damaged");
    const method = view.getUint16(at + 10, true);
    const [packedSize, size] = [view.getUint32(at + 20, true), view.getUint32(at + 24, true)];
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const local = view.getUint32(at + 42, true);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (name.endsWith("/") || name.endsWith(".py")) continue;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const packed = bytes.subarray(start, start + packedSize);
    let data;
    if (method === 0) data = packed;
    else if (method === 8) {
      const unzipped = new Blob([packed]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
      data = new Uint8Array(await new Response(unzipped).arrayBuffer());
    } else throw new Error(`parlour.zip: ${name} is zipped in an unknown way (${method})`);
    if (data.length !== size) throw new Error(`parlour.zip: ${name} unzips to ${data.length} bytes, not ${size}`);
    files.push([name, data]);
  }
  return files;
}

async function unpackGames(py, restored) {
  const zip = restored && games ? games : await fetchOk(ZIP_URL);
  games = null;
  if (!restored) {
    py.unpackArchive(zip, "zip", { extractDir: "." });
    return;
  }
  const home = py.FS.cwd();
  for (const [name, data] of await dataFiles(zip)) {
    const path = `${home}/${name}`;
    py.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    py.FS.writeFile(path, data);
  }
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
const embed = globalThis.document?.body?.dataset.mode === "embed";
const useSnapshot =
  mode === "snapshot" || (mode === "auto" && (!embed || controlled));
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
      const py = await pyodide.loadPyodide({ ...config, stdLibURL: SNAPSHOT_STDLIB_URL, _loadSnapshot: snapshot });
      await nextTask();
      const scratch = py.toPy({});
      py.runPython(AFTER_RESTORE, { globals: scratch });
      scratch.destroy();
      mark("snapshot");
      if (unzipped) {
        keepUnzipped(unzipped).catch((error) => console.warn(`Parlour: the snapshot stays zipped (${error && error.message || error})`));
        unzipped = null;
      }
      await nextTask();
      await unpackGames(py, true);
      await nextTask(); // (PyScript's own start follows in the task this resolves in)
      return withFallback(py);
    } catch (error) {
      console.warn(`Parlour: starting Python normally, the snapshot could not be used (${error && error.message || error})`);
      const py = await pyodide.loadPyodide(config);
      mark("fallback");
      await unpackGames(py, false);
      return withFallback(py);
    }
  }
  sayOnceCompiled("Starting Python\u2026", 80, "A few seconds the first time; a moment on later visits.");
  const py = await pyodide.loadPyodide(config);
  mark("normal");
  await unpackGames(py, false);
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
