// The page before Python is up: what the address asks for, at once. A classic script in
// <head>, so it runs before the body is drawn:
// - it marks <html data-route="home|play|rules"> from the address (a lesson, #/learn/<game>, is "play"), and ui/style.css shows
//   that page from the first frame: the home page with its cards (static HTML written by
//   the build, tools/static_content.py), a game's page, or a rules page (the build's
//   static copy, in the data block #rules-static, its diagrams to come with Python);
// - on a game's page it shows the board's picture where the live canvas will be, sized
//   exactly as ui/board_canvas.py will size it (so nothing moves when Python takes over):
//   the saved position's picture when the address brings back the saved game (kept with
//   the autosave by ui/board_picture.py), else the starting position's picture
//   (assets/thumbnails, named in the build's data block #board-pictures, in <head>), or
//   none for a shared game (its position is not the start); sized as soon as the canvas
//   is parsed, before the first frame that shows it (a MutationObserver), and shown as an
//   image too (#board-picture over the canvas, hidden with the other before-Python parts:
//   browsers count an image, not a canvas, as the page's content being painted);
// - "Your games" (a returning visitor's games), from the lines ui/saved_games.py keeps beside
//   the games (`parlour:your-games`), so the cards below are where they will stay;
// - a click on a card goes to the game's page (an ordinary #/play/<game> address, which
//   the router opens once Python is up); a click on a line of "Your games" marks it as
//   opening, and is made again on Python's own line once Python is up: never lost.
// Once Python is up (<body data-python="ready">) it does nothing more: ui/shell.py owns the page.
(() => {
  "use strict";

  const root = document.documentElement;
  const SAVED = "parlour:picture:"; // + game id: ui/board_picture.py's key in localStorage
  const LISTING = "parlour:your-games"; // ui/saved_games.py's lines of "Your games"
  const START_PARAMS = new Set(["seats", "clock"]); // a new game from these starts at the start
  let pictures = null; // {game: {name, size: [w, h], start: url}}, once the body is parsed
  let shown = null; // the picture on the canvas: {key, image}

  const pythonUp = () => !!document.body && document.body.dataset.python === "ready";

  function route() {
    const [path, query = ""] = location.hash.replace(/^#/, "").split("?");
    const parts = path.split("/").filter(Boolean);
    const game = parts.length === 2 && ["play", "rules", "learn", "puzzles"].includes(parts[0]) ? parts[1] : null;
    if (game === null || (pictures !== null && !Object.prototype.hasOwnProperty.call(pictures, game))) return { page: "home" };
    // a lesson is shown on the game's page, its board starting as a new game's (never the saved game's);
    // a puzzle too, with no picture until Python draws its position
    const lesson = parts[0] === "learn" || parts[0] === "puzzles";
    return { page: lesson ? "play" : parts[0], game, lesson, puzzle: parts[0] === "puzzles",
             params: new URLSearchParams(query) };
  }

  // An embed never shows the reader's games; "Open without saved games" (?nosave) neither.
  const keepsNothing = () => document.body.dataset.mode === "embed"
    || /^(1|true|yes|)$/i.test(new URLSearchParams(location.search).get("nosave") ?? "x");

  function savedPicture(game) {
    if (keepsNothing()) return null;
    try {
      const url = JSON.parse(localStorage.getItem(SAVED + game));
      return typeof url === "string" && url.startsWith("data:image/") ? url : null;
    } catch {
      return null; // storage blocked, or something else under that key
    }
  }

  // The picture for this address: [kind, url], or [null, null] when none fits.
  function pictureFor({ game, lesson, puzzle, params }) {
    if (puzzle) return [null, null];
    const names = [...params.keys()];
    if (names.length === 0 && !lesson) {
      const saved = savedPicture(game);
      if (saved) return ["saved", saved];
    }
    return names.every((name) => START_PARAMS.has(name)) ? ["start", pictures[game].start] : [null, null];
  }

  // ui/board_canvas.py's BoardCanvas.fit: the largest box of the view's shape that fits the
  // container's width and CSS max-height, at the device pixel ratio.
  function fit(canvas, [designW, designH]) {
    const parent = canvas.parentElement;
    const roomW = Math.max(1, parent.clientWidth);
    const maxHeight = getComputedStyle(parent).maxHeight;
    const roomH = (maxHeight.endsWith("px") ? parseFloat(maxHeight) : 0) || innerHeight * 0.8;
    const scale = Math.max(0.05, Math.min(roomW / designW, Math.max(160, roomH) / designH));
    const ratio = devicePixelRatio || 1;
    canvas.style.width = `${designW * scale}px`;
    canvas.style.height = `${designH * scale}px`;
    canvas.width = Math.round(designW * scale * ratio);
    canvas.height = Math.round(designH * scale * ratio);
  }

  function paint(canvas) {
    if (shown && shown.image.complete && shown.image.naturalWidth) {
      canvas.getContext("2d").drawImage(shown.image, 0, 0, canvas.width, canvas.height);
      canvas.dataset.picture = shown.kind;
    }
  }

  function showImage(canvas, url) {
    const image = document.getElementById("board-picture");
    if (!image) return;
    image.hidden = !url;
    if (!url) return;
    image.style.width = canvas.style.width;
    image.style.height = canvas.style.height;
    if (image.getAttribute("src") !== url) image.src = url;
  }

  function showBoard(where) {
    const canvas = document.getElementById("board");
    if (!canvas) return;
    fit(canvas, pictures[where.game].size);
    const title = document.getElementById("play-title");
    if (title) title.textContent = pictures[where.game].name;
    const [kind, url] = pictureFor(where);
    showImage(canvas, url);
    if (!url) {
      shown = null;
      canvas.dataset.picture = "none";
      return;
    }
    if (!shown || shown.url !== url) {
      const image = new Image();
      shown = { url, kind, image };
      image.addEventListener("load", () => {
        if (!pythonUp() && shown && shown.image === image) paint(canvas);
      });
      image.src = url;
    }
    paint(canvas);
  }

  // A rules page: the build's copy of it, once its place is parsed.
  function showRules(game) {
    const body = document.getElementById("rules-body");
    const data = document.getElementById("rules-static");
    if (!body || !data || body.dataset.staticRules === game) return;
    let page = null;
    try {
      page = JSON.parse(data.textContent)[game];
    } catch {
      return; // (the page says the rules are loading, as it would without the copy)
    }
    if (typeof page !== "string") return;
    body.innerHTML = page; // the build's own HTML (tools/static_content.py)
    body.dataset.staticRules = game;
    for (const box of body.querySelectorAll(".rules-diagram[data-size]")) {
      const [width, height] = box.dataset.size.split(" ").map(Number);
      box.style.width = `${width}px`;
      box.style.aspectRatio = `${width} / ${height}`;
    }
  }

  // "Your games", once its place is parsed: each line as ui/home_page.py draws it.
  function showYourGames() {
    const section = document.getElementById("your-games");
    const list = document.getElementById("your-games-list");
    if (!section || !list || "staticLines" in list.dataset || keepsNothing()) return;
    list.dataset.staticLines = "";
    let lines = [];
    try {
      lines = JSON.parse(localStorage.getItem(LISTING)) ?? [];
    } catch {
      return; // storage blocked, or something else under that key: Python lists them
    }
    const text = (value) => (typeof value === "string" ? value : "");
    for (const line of Array.isArray(lines) ? lines : []) {
      if (!line || typeof line.key !== "string" || !text(line.label)) continue;
      const item = document.createElement("li");
      const button = Object.assign(document.createElement("button"), { type: "button", className: "saved-game" });
      button.textContent = line.label;
      button.dataset.key = line.key;
      const detail = Object.assign(document.createElement("span"), { className: "detail" });
      detail.textContent = text(line.detail);
      item.append(button, detail);
      list.append(item);
    }
    section.hidden = list.childElementCount === 0;
  }

  // A line of "Your games" clicked before Python is up: marked as opening, and clicked
  // again on Python's own line (the same game's key) once Python is up.
  let opening = null; // the key of the game to open once Python is up
  function openWhenReady(button) {
    for (const other of document.querySelectorAll("#your-games-list [aria-busy]")) other.removeAttribute("aria-busy");
    button.setAttribute("aria-busy", "true");
    button.title = "Opens as soon as the games are loaded";
    if (opening === null) {
      document.addEventListener("parlour:ready", () => {
        for (const line of document.querySelectorAll("#your-games-list button[data-key]")) {
          if (line.dataset.key === opening) return line.click();
        }
      }, { once: true });
    }
    opening = button.dataset.key;
  }

  function show() {
    if (pythonUp()) return;
    showYourGames();
    const where = route();
    root.dataset.route = where.page;
    if (where.page === "play" && pictures !== null) showBoard(where);
    if (where.page === "rules") showRules(where.game);
  }

  function readPictures() {
    try {
      pictures = JSON.parse(document.getElementById("board-pictures")?.textContent || "{}");
    } catch {
      pictures = {};
    }
  }

  // The board as soon as its picture's place is parsed: before the first frame that shows it.
  const boardParsed = () => !!document.getElementById("board-picture") || document.readyState !== "loading";
  let watching = null;
  if (document.getElementById("board-pictures")) {
    readPictures();
    if (!boardParsed() && typeof MutationObserver === "function") {
      watching = new MutationObserver(() => {
        if (boardParsed()) {
          watching.disconnect();
          show();
        }
      });
      watching.observe(root, { childList: true, subtree: true });
    }
  }

  function bodyParsed() {
    if (watching) watching.disconnect();
    readPictures();
    show();
    document.addEventListener("click", (event) => {
      const target = !pythonUp() && event.target instanceof Element ? event.target : null;
      const card = target?.closest("#game-list [data-game]");
      if (card) location.hash = `#/play/${card.dataset.game}`;
      const line = target?.closest("#your-games-list button[data-key]");
      if (line) openWhenReady(line);
    });
    addEventListener("resize", () => {
      if (!pythonUp() && root.dataset.route === "play") show();
    });
  }

  show();
  addEventListener("hashchange", () => {
    if (!pythonUp()) {
      show();
      scrollTo(0, 0);
    }
  });
  if (document.readyState === "loading") {
    document.addEventListener("readystatechange", bodyParsed, { once: true });
  } else {
    bodyParsed();
  }
})();
