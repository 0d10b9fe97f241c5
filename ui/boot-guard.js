// The boot guard: the page is never stuck on its loading screen. A classic script,
// first in <head>, so it runs before PyScript, Pyodide and ui/boot.js.
//
// 1. Storage. When the browser blocks this site's storage (site data blocked, or a
//    third-party frame in a browser that blocks those), PyScript's IndexedDB
//    wrapper fails and PyScript waits forever. Here, before PyScript loads,
//    IndexedDB is replaced by a store in memory when storage is blocked (and made
//    to fall back to one if opening a database fails later), so the games start
//    and play; nothing is kept. `?nosave=1` in the address ("Open without saved
//    games") does the same on purpose, and also gives the page a localStorage in
//    memory: nothing saved in this browser is read or written.
//    For Python (ui/main.py shows the notice): globalThis.parlourStorageBlocked and
//    globalThis.parlourNoSave (booleans).
// 2. The watchdog. Until Python says the page is up (the "parlour:ready" event,
//    after the first routing), any of these ends in a page that says what went
//    wrong and what to do ("Try again", "Open without saved games", "Clear this
//    site's data and reload"): an uncaught error or unhandled rejection, Python
//    finishing its start-up script without the page coming up (an exception in
//    ui/main.py: PyScript then dispatches py:done), or no progress for a while.
//    Progress is any file arriving, any PyScript progress event, any stage of
//    ours, or the main thread being busy; while a download is still open the wait
//    is four times longer, so a slow connection is not taken for a stuck one.
//    `?watchdog=<seconds>` sets the wait (tests); the default is 40 s (160 s with a
//    download open). The wait of a first visit's home page for the visitor to head for
//    a game, before Python starts (ui/python-start.mjs), is not counted.
// 3. The offline copy. The service worker says when a file is missing from its
//    cache and the network cannot give it ("parlour:missing"), and when it could not
//    make the offline copy at all ("parlour:offline-unavailable"): the first shapes
//    the failure message, the second becomes a notice.
(() => {
  "use strict";

  const params = new URLSearchParams(location.search);
  const started = performance.now();
  const seconds = Number(params.get("watchdog"));
  const QUIET_MS = (seconds >= 1 && seconds <= 600 ? seconds : 40) * 1000;
  const DOWNLOAD_FACTOR = 4; // the wait while a file is still arriving
  const GRACE_MS = 1500; // after an error, the time the boot still has to come up

  // ----- storage ---------------------------------------------------------------------
  const realLocalStorage = Object.getOwnPropertyDescriptor(window, "localStorage");
  let realIndexedDB = null;
  try {
    realIndexedDB = window.indexedDB || null;
  } catch {
    // an opaque origin: no IndexedDB at all
  }

  function storageBlocked() {
    try {
      const store = window.localStorage;
      store.getItem("parlour:probe");
      return false;
    } catch {
      return true; // SecurityError: the browser blocks this site's storage
    }
  }

  function memoryStorage() {
    const items = new Map();
    return {
      get length() { return items.size; },
      key: (i) => [...items.keys()][i] ?? null,
      getItem: (key) => (items.has(String(key)) ? items.get(String(key)) : null),
      setItem: (key, value) => void items.set(String(key), String(value)),
      removeItem: (key) => void items.delete(String(key)),
      clear: () => items.clear(),
    };
  }

  // What IndexedDB's users on this page need (PyScript's IDBMap: open, one object
  // store, count/get/getKey/getAllKeys/put/delete/clear), kept in memory.
  function memoryIndexedDB() {
    const databases = new Map();
    const later = (fn) => Promise.resolve().then(fn);
    const request = (run) => {
      const req = { result: undefined, error: null, readyState: "pending", onsuccess: null, onerror: null };
      later(() => {
        try {
          req.result = run();
          req.readyState = "done";
          if (req.onsuccess) req.onsuccess({ type: "success", target: req });
        } catch (error) {
          req.error = error;
          req.readyState = "done";
          if (req.onerror) req.onerror({ type: "error", target: req });
        }
      });
      return req;
    };
    const objectStore = (map) => {
      const keys = () => [...map.keys()].sort();
      return {
        count: () => request(() => map.size),
        clear: () => request(() => void map.clear()),
        delete: (key) => request(() => void map.delete(key)),
        get: (key) => request(() => (map.has(key) ? structuredClone(map.get(key)) : undefined)),
        getKey: (key) => request(() => (map.has(key) ? key : undefined)),
        getAll: () => request(() => keys().map((key) => structuredClone(map.get(key)))),
        getAllKeys: () => request(keys),
        put: (value, key) => request(() => (map.set(key, structuredClone(value)), key)),
        add: (value, key) => request(() => {
          if (map.has(key)) throw new DOMException("Key already exists", "ConstraintError");
          return map.set(key, structuredClone(value)), key;
        }),
      };
    };
    const database = (name) => {
      if (!databases.has(name)) databases.set(name, new Map());
      const stores = databases.get(name);
      const store = (storeName) => {
        if (!stores.has(storeName)) stores.set(storeName, new Map());
        return objectStore(stores.get(storeName));
      };
      return {
        name,
        version: 1,
        get objectStoreNames() {
          const names = [...stores.keys()];
          return Object.assign(names, { contains: (n) => stores.has(n), item: (i) => names[i] ?? null });
        },
        createObjectStore: store,
        deleteObjectStore: (storeName) => void stores.delete(storeName),
        transaction(_names, mode) {
          const tx = { mode, error: null, oncomplete: null, onerror: null, onabort: null,
                       objectStore: store, abort() {}, commit() {} };
          later(() => later(() => tx.oncomplete && tx.oncomplete({ type: "complete", target: tx })));
          return tx;
        },
        close() {},
      };
    };
    return {
      open: (name) => Object.assign(request(() => database(String(name))), { onupgradeneeded: null, onblocked: null }),
      deleteDatabase: (name) => request(() => void databases.delete(String(name))),
      databases: async () => [...databases.keys()].map((name) => ({ name, version: 1 })),
      cmp: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    };
  }

  const blocked = storageBlocked();
  const noSave = /^(1|true|yes|)$/i.test(params.get("nosave") ?? "x");
  globalThis.parlourStorageBlocked = blocked;
  globalThis.parlourNoSave = noSave;
  let memoryDB = null;
  const inMemory = () => (memoryDB ||= memoryIndexedDB());
  if (blocked || noSave || !realIndexedDB) {
    Object.defineProperty(window, "indexedDB", { configurable: true, enumerable: true, get: inMemory });
  } else {
    // Allowed now, but opening a database may still fail (a private window, a
    // browser that refuses IndexedDB only): that database then lives in memory.
    const open = realIndexedDB.open.bind(realIndexedDB);
    realIndexedDB.open = (name, version) => {
      let req;
      try {
        req = version === undefined ? open(name) : open(name, version);
      } catch (error) {
        console.warn(`Parlour: IndexedDB refused (${error.message}); keeping ${name} in memory`);
        return inMemory().open(name);
      }
      req.addEventListener("error", (event) => {
        event.preventDefault();
        event.stopImmediatePropagation();
        console.warn(`Parlour: IndexedDB failed (${req.error && req.error.message}); keeping ${name} in memory`);
        const fallback = inMemory().open(name);
        fallback.onsuccess = (ok) => req.onsuccess && req.onsuccess({ type: "success", target: ok.target });
      });
      return req;
    };
  }
  if (noSave && !blocked) {
    const store = memoryStorage();
    Object.defineProperty(window, "localStorage", { configurable: true, enumerable: true, get: () => store });
  }

  // ----- the failure page ------------------------------------------------------------
  const state = {
    ready: false, // Python says the page is up
    failure: null, // {kind, message, details}
    lastTick: started,
    lastStep: "",
    pending: new Map(), // url -> fetches started and not yet arrived
    failedFetches: [], // "url: status" of files that did not come
    missing: [], // files the service worker has no copy of (offline)
  };
  const controlled = () => {
    try {
      return !!navigator.serviceWorker?.controller;
    } catch {
      return false;
    }
  };

  const TEXT = {
    python: ["Parlour's Python code stopped with an error while starting.",
             "Try again. If it happens again, open the site without saved games (a damaged saved game can cause this), or clear this site's data."],
    offline: ["Some of the site's files are missing from this browser's offline copy.",
              "Reconnect to the internet and reload: the missing files will come from the network."],
    network: ["Some of the site's files could not be downloaded.",
              "Check your connection and try again."],
    server: ["The server did not send some of the site's files.",
             "Try again in a moment: the site may be in the middle of an update."],
    damaged: ["One of the site's files arrived damaged.",
              "Try again. If it keeps happening, clear this site's data and reload: the browser may keep a broken copy."],
    timeout: ["Starting Parlour is taking far too long: nothing has happened for a while.",
              "Try again. On a slow connection the first visit can take a few minutes; later visits are quick."],
    error: ["Something went wrong while Parlour was starting.",
            "Try again. If it happens again, open the site without saved games, or clear this site's data."],
  };

  function classify(kind, message) {
    if (state.missing.length || (controlled() && !navigator.onLine && (state.failedFetches.length || kind !== "python"))) {
      return "offline";
    }
    if (kind === "python" || kind === "timeout") return kind;
    if (/unpack_archive|BadZipFile|zipfile|ReadError|not a zip|Unsupported archive|invalid (zip|archive)/i.test(message)) {
      return "damaged";
    }
    if (state.failedFetches.some((f) => / \(\d{3}\)$/.test(f)) || /^\[\d{3}\] Unable to fetch/.test(message)) {
      return "server";
    }
    if (state.failedFetches.length || /Unable to fetch|Failed to fetch|NetworkError|Load failed/i.test(message)) {
      return "network";
    }
    return "error";
  }

  function el(tag, props = {}, children = []) {
    const node = Object.assign(document.createElement(tag), props);
    node.append(...children);
    return node;
  }

  function withoutNoSave(href) {
    const url = new URL(href);
    url.searchParams.delete("nosave");
    return url.href;
  }

  // Each step on its own, none allowed to hang: a browser that blocks storage, or
  // has no service workers, refuses some of them.
  async function clearSiteData() {
    const step = (run) => Promise.race([Promise.resolve().then(run), new Promise((ok) => setTimeout(ok, 3000))])
      .catch(() => {});
    await step(async () => {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((r) => r.unregister()));
    });
    await step(async () => Promise.all((await caches.keys()).map((name) => caches.delete(name))));
    await step(() => realLocalStorage.get.call(window).clear());
    await step(() => sessionStorage.clear());
    await step(async () => {
      const names = (await realIndexedDB.databases()).map((d) => d.name);
      await Promise.all(names.map((name) => new Promise((done) => {
        const req = realIndexedDB.deleteDatabase(name);
        req.onsuccess = req.onerror = req.onblocked = done;
      })));
    });
    // (the same address with a #fragment would only scroll, not load)
    const next = withoutNoSave(location.href);
    if (next === location.href) location.reload();
    else location.replace(next);
  }

  function render() {
    const failure = state.failure;
    const which = classify(failure.kind, failure.message);
    let [what, todo] = TEXT[which];
    const files = which === "offline" ? state.missing : state.failedFetches;
    if (files.length && ["offline", "network", "server"].includes(which)) {
      const names = [...new Set(files.map((f) => f.replace(/^.*\/([^/]+)$/, "$1")))];
      what = `${what.slice(0, -1)} (${names.join(", ")}).`;
    }
    document.body.dataset.bootFailed = which;
    let page = document.getElementById("boot-failure");
    if (!page) {
      page = el("section", { id: "boot-failure", className: "boot-failure" });
      page.setAttribute("role", "alert");
      (document.querySelector("main") || document.body).prepend(page);
    }
    const confirm = el("div", { id: "boot-clear-confirm", className: "boot-clear-confirm", hidden: true }, [
      el("p", { textContent: "This deletes every game kept in this browser, your settings and the offline copy of the site, then reloads." }),
      el("button", { id: "boot-clear-yes", type: "button", textContent: "Delete and reload", onclick: clearSiteData }),
      el("button", { id: "boot-clear-no", type: "button", textContent: "Cancel",
                     onclick: () => { confirm.hidden = true; } }),
    ]);
    const actions = el("div", { className: "boot-actions" }, [
      el("button", { id: "boot-retry", type: "button", textContent: "Try again", onclick: () => location.reload() }),
    ]);
    if (!noSave) {
      actions.append(el("button", {
        id: "boot-nosave", type: "button", textContent: "Open without saved games",
        onclick: () => {
          const url = new URL(location.href);
          url.searchParams.set("nosave", "1");
          location.assign(url.href);
        },
      }));
    }
    const embed = document.body.dataset.mode === "embed";
    if (!embed && !/^#?\/?$/.test(location.hash)) { // the address itself may be what fails
      actions.append(el("button", {
        id: "boot-home", type: "button", textContent: "Open the list of games",
        onclick: () => {
          history.replaceState(null, "", "#/");
          location.reload();
        },
      }));
    }
    actions.append(el("button", { id: "boot-clear", type: "button", textContent: "Clear this site's data and reload",
                                  onclick: () => { confirm.hidden = false; } }));
    const details = [failure.message, failure.details, ...state.failedFetches.map((f) => `not loaded: ${f}`),
                     ...state.missing.map((f) => `missing from the offline copy: ${f}`)].filter(Boolean).join("\n");
    page.replaceChildren(
      el("h1", { textContent: "Parlour could not start" }),
      el("p", { id: "boot-failure-what", textContent: what }),
      el("p", { id: "boot-failure-todo", textContent: todo }),
      actions,
      confirm,
      el("details", {}, [el("summary", { textContent: "Details" }), el("pre", { textContent: details })]),
    );
  }

  function fail(kind, message, details = "") {
    if (state.ready || state.failure) return;
    state.failure = { kind, message: String(message || ""), details: String(details || "") };
    console.error(`Parlour could not start (${kind}): ${state.failure.message}`);
    if (document.body) render();
    else document.addEventListener("DOMContentLoaded", render, { once: true });
  }

  // An error or a rejection: unless the boot comes up within GRACE_MS after all.
  function failSoon(kind, message, details) {
    if (state.ready || state.failure || state.failSoon) return;
    state.failSoon = setTimeout(() => fail(kind, message, details), GRACE_MS);
  }

  function describe(reason) {
    if (reason instanceof Event) return `${reason.type} event on ${reason.target?.constructor?.name || "?"}`;
    return (reason && (reason.message || reason.name)) || String(reason);
  }

  // ----- what the watchdog watches ---------------------------------------------------
  function tick(step) {
    state.lastTick = performance.now();
    if (step) state.lastStep = step;
  }

  function onError(event) {
    if (state.ready) return;
    const target = event.target;
    if (target && target !== window && (target.tagName === "SCRIPT" || target.tagName === "LINK")) {
      const src = target.src || target.href;
      state.failedFetches.push(src);
      if (target.tagName === "SCRIPT") failSoon("error", `${src} could not be loaded`);
      return;
    }
    failSoon("error", event.message || describe(event.error), event.error && event.error.stack);
  }
  addEventListener("error", onError, true);
  addEventListener("unhandledrejection", (event) => {
    if (!state.ready) failSoon("error", describe(event.reason), event.reason && event.reason.stack);
  });

  const url = (input) => {
    try {
      return new URL(input instanceof Request ? input.url : String(input), document.baseURI).href;
    } catch {
      return "";
    }
  };
  const arrived = (href) => {
    const n = (state.pending.get(href) || 0) - 1;
    if (n > 0) state.pending.set(href, n);
    else state.pending.delete(href);
  };
  const realFetch = globalThis.fetch;
  function watchedFetch(input, init) {
    const promise = realFetch.call(globalThis, input, init);
    if (state.ready) return promise;
    const href = url(input);
    state.pending.set(href, (state.pending.get(href) || 0) + 1);
    promise.then((response) => {
      tick();
      if (!response.ok) {
        state.failedFetches.push(`${href} (${response.status})`);
        arrived(href);
      }
    }, (error) => {
      state.failedFetches.push(`${href} (${error.message})`);
      arrived(href);
    });
    return promise;
  }
  globalThis.fetch = watchedFetch;

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        arrived(entry.name);
        tick(entry.name);
      }
    }).observe({ type: "resource", buffered: true });
  } catch { /* no resource timing: the quiet time alone decides */ }
  addEventListener("py:progress", (event) => tick(String(event.detail)));
  document.addEventListener("py:ready", () => tick("py:ready"), true);
  document.addEventListener("parlour:stage", (event) => tick(String(event.detail?.text ?? event.detail)));
  document.addEventListener("visibilitychange", () => tick()); // a hidden tab is slowed down, not stuck
  // Python ran its start-up script and the page did not come up: it raised.
  document.addEventListener("py:done", () => {
    if (state.ready) return;
    const errors = [...document.querySelectorAll(".py-error")].map((node) => node.textContent.trim());
    const last = errors.pop() || "";
    const line = last.split("\n").filter(Boolean).pop() || "the start-up script ended without starting the page";
    fail("python", line, last);
  }, true);
  document.addEventListener("parlour:ready", () => {
    state.ready = true;
    clearTimeout(state.failSoon);
    clearInterval(timer);
    if (globalThis.fetch === watchedFetch) globalThis.fetch = realFetch;
    if (state.failure) { // it came up after all (an error that did not matter)
      document.getElementById("boot-failure")?.remove();
      delete document.body.dataset.bootFailed;
    }
  });

  let beat = performance.now();
  const timer = setInterval(() => {
    if (state.ready || state.failure) return clearInterval(timer);
    // Python waits for the visitor to head for a game (ui/python-start.mjs): nothing is late.
    if (document.documentElement.dataset.pythonStart === "waiting") return tick();
    // A late beat: the main thread was busy (compiling, starting Python, importing
    // the games), which is progress; a stuck boot waits with the thread idle.
    const late = performance.now() - beat > 2500;
    beat = performance.now();
    if (document.hidden || late) return tick();
    const quiet = performance.now() - state.lastTick;
    const limit = state.pending.size ? QUIET_MS * DOWNLOAD_FACTOR : QUIET_MS;
    if (quiet > limit) {
      const waiting = [...state.pending.keys()].map((href) => `still waiting for ${href}`).join("\n");
      fail("timeout", `nothing happened for ${Math.round(quiet / 1000)} s; last step: ${state.lastStep || "none"}`, waiting);
    } else if (quiet > 8000) {
      const detail = document.getElementById("boot-detail");
      if (detail) detail.textContent = `Still working\u2026 (${Math.round((performance.now() - started) / 1000)} s)`;
    }
  }, 1000);

  // ----- the service worker's reports ------------------------------------------------
  function notice(id, text) {
    const box = document.getElementById("site-notices");
    if (!box || document.getElementById(id)) return;
    box.append(el("p", { id, className: "site-notice", textContent: text }));
  }
  try {
    const container = navigator.serviceWorker;
    if (container) {
      container.addEventListener("message", (event) => {
        const data = event.data || {};
        if (data.type === "parlour:missing") {
          state.missing.push(String(data.url));
          if (state.failure) render();
        } else if (data.type === "parlour:offline-unavailable") {
          console.warn(`Parlour: offline play unavailable (${data.reason})`);
          notice("offline-unavailable", "Offline play is unavailable: this browser could not keep a copy of the site " +
                 "(some of its files did not download). The games work while you are online.");
        }
      });
      container.startMessages();
    }
  } catch { /* no service workers here (an opaque origin) */ }
})();
