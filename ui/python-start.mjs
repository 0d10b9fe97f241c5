// When Python starts. Every page of the site needs Python (it draws the boards, plays
// the games, keeps the saves) but one: the home page, whose cards are static HTML the
// build wrote (tools/static_content.py). Starting Python holds the page's main thread
// for a while (restoring the memory snapshot, unpacking and importing the games), so
// on the home page of a first visit, with nothing of this site kept in the browser
// and so no "Your games" to list, it starts only when the visitor heads somewhere it
// is needed: a pointer over (or a finger on, or the keyboard's focus on) a link or a
// button, or an address that is not the home page's. Meanwhile the runtime downloads
// at low priority, so the start itself is only the CPU's part. Everywhere else (a
// game's page, rules, a lesson, an embed, a repeat visit, saved games to list) it
// starts at once.
//
// <html data-python-start> says which: "now" (started at once), "waiting" (the home
// page, waiting for the visitor), "started" (started when the visitor headed on);
// <html data-preloaded> is there once the downloads ahead are done. ui/boot-guard.js's
// watchdog does not count the wait against the boot; ui/style.css hides the loading
// note once the downloads are done and Python waits.
//
// Starting is importing our loader (ui/pyodide_snapshot.mjs, pyscript.toml's
// `interpreter`, which starts Python as soon as it is evaluated) and PyScript, which
// runs index.html's <script type="py"> with that same interpreter.
const LOADER = "./pyodide_snapshot.mjs";
const PYSCRIPT = "../runtime/pyscript-0.7.31/core.js";
// The modules those two import in turn (Pyodide's, 1.3 MB), each found only once the one
// before has arrived and run: asked for with them (modulepreload), so they arrive (and
// compile) meanwhile.
const IMPORTED = ["../runtime/pyodide-314.0.7/pyodide.mjs", "../runtime/pyodide-314.0.7/pyodide.asm.mjs"];
// A site built without the memory snapshot (tools/build.py --no-snapshot) says so on its
// <html> element: its snapshot files do not exist, so they are not fetched.
const NO_SNAPSHOT = document.documentElement.dataset.snapshot === "none";
const SNAPSHOT_FILES = ["../parlour-stdlib-snapshot.zip", "../parlour.snapshot"];
// What starting Python fetches besides those modules (Pyodide's files, the games, the
// standard library and the snapshot): downloaded ahead while Python waits.
const FILES = [
  "../runtime/pyodide-314.0.7/pyodide.asm.wasm",
  "../runtime/pyodide-314.0.7/pyodide.asm.mjs",
  "../runtime/pyodide-314.0.7/pyodide-lock.json",
  "../parlour.zip",
  "../pyscript.toml",
  ...(NO_SNAPSHOT ? [] : SNAPSHOT_FILES),
];
// Storage keys that say nothing about the visitor (set by tests and by hand).
const NOT_A_VISIT = new Set(["parlour:boot"]);

const root = document.documentElement;

function keptHere() {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith("parlour:") && !NOT_A_VISIT.has(key)) return true;
    }
  } catch {
    // storage blocked: nothing kept
  }
  return false;
}

function neededNow() {
  return root.dataset.route !== "home" // (ui/first-paint.js has marked the page the address asks for)
    || document.body.dataset.mode === "embed"
    || !!navigator.serviceWorker?.controller // a repeat visit: the local copy restores in a moment
    || keptHere(); // games (or settings, progress) to show
}

function start(how) {
  if (root.dataset.pythonStart && root.dataset.pythonStart !== "waiting") return;
  root.dataset.pythonStart = how;
  // The games' code, which both ways of starting wait for: asked for now, not once
  // PyScript has read its configuration.
  const games = Object.assign(document.createElement("link"), { rel: "preload", as: "fetch", crossOrigin: "anonymous" });
  games.href = new URL("../parlour.zip", import.meta.url).href;
  document.head.append(games);
  modulePreload(IMPORTED);
  for (const module of [LOADER, PYSCRIPT]) {
    // (a failure is the boot's: ui/boot-guard.js reports it)
    import(module).catch((error) => dispatchEvent(new ErrorEvent("error", { message: `${module} could not be loaded: ${error.message}`, error })));
  }
}

function modulePreload(modules) {
  for (const module of modules) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = new URL(module, import.meta.url).href;
    document.head.append(link);
  }
}

function preload() {
  modulePreload([LOADER, PYSCRIPT]);
  // (each read whole as a Blob, which the browser fills off this thread and which is let
  // go at once: piped into an empty stream here, the chunks of 20 MB came through this
  // thread, once held for 230 ms on a loaded CI machine)
  const downloads = FILES.map((file) => fetch(new URL(file, import.meta.url), { priority: "low" })
    .then((response) => response.blob()));
  // (a file that failed is fetched again by the start, which reports what fails then)
  Promise.allSettled(downloads).then(() => { root.dataset.preloaded = ""; });
}

// A click on a button Python answers (Settings), made before Python is up: made again
// once it is, so it is never lost.
function keepClicks() {
  let pending = null;
  const onClick = (event) => {
    const button = event.target instanceof Element && event.target.closest("header button[id]");
    if (button && document.body.dataset.python !== "ready") pending = button.id;
  };
  document.addEventListener("click", onClick);
  document.addEventListener("parlour:ready", () => {
    document.removeEventListener("click", onClick);
    if (pending) document.getElementById(pending)?.click();
  }, { once: true });
}

function waitForTheVisitor() {
  root.dataset.pythonStart = "waiting";
  const events = ["pointerover", "pointerdown", "focusin", "keydown"];
  const headingOn = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === "keydown" || target?.closest("a[href], button, input, select, summary")) go();
  };
  const onHash = () => {
    if (root.dataset.route !== "home") go();
  };
  function go() {
    for (const type of events) removeEventListener(type, headingOn, true);
    removeEventListener("hashchange", onHash);
    start("started");
  }
  for (const type of events) addEventListener(type, headingOn, { capture: true, passive: true });
  addEventListener("hashchange", onHash); // (after first-paint.js's own, which marks the route)
  if (document.readyState === "complete") preload();
  else addEventListener("load", preload, { once: true });
}

keepClicks();
if (neededNow()) start("now");
else waitForTheVisitor();
