// Boot progress and the service worker. Runs before PyScript starts, so the page
// shows what is happening (with real byte counts) while Pyodide loads, and it
// registers the service worker that makes the next visit work offline (not from an
// embed in another site's page: see below).

const stage = document.getElementById("boot-stage");
const bar = document.getElementById("boot-progress");
const detail = document.getElementById("boot-detail");
const MB = 1024 * 1024;

// The stages only go forward: a late event of an earlier stage changes nothing.
let reached = 0;
function show(text, percent) {
  if (percent < reached) return;
  reached = percent;
  if (stage && text) stage.textContent = text;
  if (bar) {
    bar.value = Math.min(100, percent);
    bar.textContent = `${Math.round(bar.value)}%`;
  }
}

// Download progress: the runtime files and their sizes come from the build's
// manifest; each file counts once it has arrived (from the network or a cache).
const runtime = new Map();
let expected = 0;
let arrived = 0;
const seen = new Set();

// The standard library is one of two zips: the trimmed one a normal start reads, or that
// less what the snapshot holds, which a restoring one reads; one slot, sized by whichever comes.
const STDLIB = "stdlib";
const stdlibSizes = new Map();

function account(entry) {
  const path = new URL(entry.name, location.href).pathname;
  const arrivedAt = (file) => path.endsWith("/" + file);
  const stdlib = [...stdlibSizes.keys()].find(arrivedAt);
  const slot = stdlib ? STDLIB : [...runtime.keys()].find(arrivedAt);
  if (!slot || seen.has(slot)) return;
  if (stdlib) {
    expected += stdlibSizes.get(stdlib) - runtime.get(STDLIB);
    runtime.set(STDLIB, stdlibSizes.get(stdlib));
  }
  seen.add(slot);
  arrived += runtime.get(slot);
  const fraction = expected ? arrived / expected : 0;
  const downloading = reached < 80; // (a file's arrival can be seen late, when Python has started)
  show(`Downloading the Python runtime\u2026`, 5 + 70 * fraction);
  if (detail && downloading) detail.textContent = `${(arrived / MB).toFixed(1)} of ${(expected / MB).toFixed(1)} MB`;
  if (seen.size === runtime.size) show("Starting Python\u2026", 80);
}

fetch(new URL("build-manifest.json", document.baseURI), { cache: "no-cache" })
  .then((response) => (response.ok ? response.json() : null))
  .then((manifest) => {
    if (!manifest || !manifest.files) return;
    for (const [file, size] of Object.entries(manifest.files)) {
      if (/^runtime\/(pyodide-[^/]+\/pyodide|pyscript-[^/]+\/core[^/]*\.js$)/.test(file)) {
        runtime.set(file, size);
        expected += size;
      } else if (file === "parlour-stdlib.zip" || file === "parlour-stdlib-snapshot.zip") {
        stdlibSizes.set(file, size);
      }
    }
    if (stdlibSizes.size) {  // (counted as the smaller until one comes)
      runtime.set(STDLIB, Math.min(...stdlibSizes.values()));
      expected += runtime.get(STDLIB);
    }
    for (const entry of performance.getEntriesByType("resource")) account(entry);
    new PerformanceObserver((list) => list.getEntries().forEach(account)).observe({ type: "resource" });
  })
  .catch(() => {});

show("Loading the Python runtime\u2026", 2);
// After the downloads: PyScript's own progress events (polyscript's "Loading
// files", "Loaded Pyodide"), then ours. Each says what is going on, so the
// text never sits on "Starting Python" while the games are unpacked and imported.
const PYSCRIPT_STAGES = {
  "Loading files": ["Unpacking the games\u2026", 85],
  "Loaded Pyodide": ["Loading the games\u2026", 88],
};
addEventListener("py:progress", (event) => {
  const known = PYSCRIPT_STAGES[String(event.detail)];
  if (known) {
    show(...known);
    if (detail) detail.textContent = "";
  }
});
document.addEventListener("py:ready", () => show("Loading the games\u2026", 90), true);
// Ours: ui/pyodide_snapshot.mjs ("Starting Python\u2026" or "Restoring Python\u2026", with a
// note), ui/main.py ("Setting up the games\u2026").
document.addEventListener("parlour:stage", (event) => {
  const [text, percent] = typeof event.detail === "string" ? [event.detail, 95] : [event.detail.text, event.detail.percent];
  show(String(text), Number(percent) || 95);
  if (detail && typeof event.detail.note === "string" && reached <= (Number(percent) || 95)) detail.textContent = event.detail.note;
});

// The service worker precaches the whole site (about 21 MB, mostly already in the
// browser's cache by then): registered once the games are up, so it never slows the boot.
// Not by an embed (embed.html in someone's blog post): browsers keep a separate storage
// for each site a frame is shown in, so every blog would make its readers download and
// keep a whole copy of Parlour. An embed has the browser's HTTP cache; a frame that a
// worker of ours already controls (embed.html on Parlour's own site) keeps using it.
const embed = document.body.dataset.mode === "embed";
if ("serviceWorker" in navigator && location.protocol.startsWith("http") && !embed) {
  document.addEventListener("parlour:ready", () => {
    navigator.serviceWorker.register("./sw.js").catch((error) => {
      console.warn(`Offline play unavailable: ${error.message}`);
    });
  }, { once: true });
}

// In a page of another site, any worker and cache of ours were made by an embed before
// it stopped installing one (they would download the whole site again at every update):
// removed once the game is up. Under Parlour's own pages (the share dialog's preview)
// they are the site's offline copy, and stay.
function inAnotherSite() {
  try {
    return window.top !== window && window.top.location.origin !== location.origin;
  } catch {
    return true; // the page around us is of another origin
  }
}
if (embed && "serviceWorker" in navigator && inAnotherSite()) {
  document.addEventListener("parlour:ready", async () => {
    try {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const name of await caches.keys()) if (name.startsWith("parlour-")) await caches.delete(name);
    } catch (error) {
      console.warn(`Parlour: an older embed's offline copy stays (${error.message})`);
    }
  }, { once: true });
}
