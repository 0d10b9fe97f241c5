// The embed page's door for messages from the page around it (a blog post on any
// origin): a cheap first filter in JavaScript, so that a flood of messages never
// reaches Python. A message is dropped unless it comes from the parent window, is a
// plain object of JSON values (nothing else a postMessage can carry: no typed array,
// Map, cycle...), is small (measured by a walk that stops at the limit) and names a
// command an embed accepts. What is left is handed to Python (ui/embed_bridge.py) as
// JSON text in a "parlour:command" event on the document, at most RATE a second: when
// commands come faster, only the latest waits for its turn and the rest are dropped,
// so the host's last word is the one acted on. ui/embed_commands.py then checks each
// command field by field. Only embed.html loads this file (tools/build.py adds it).
(function () {
  "use strict";
  if (window.parent === window) return; // not in a frame: nobody to hear
  var COMMANDS = { "parlour:new-game": true, "parlour:load": true };
  var MAX_CHARS = 100000; // of JSON, as ui/embed_commands.py's MAX_MESSAGE
  var MAX_DEPTH = 6; // as ui/embed_commands.py's
  var RATE = 5; // commands a second into Python, at most (a host sends one per click)

  // About how many characters `value` takes as JSON: more than `budget` (or Infinity
  // for what is not JSON) as soon as it is known to be over, without walking the rest.
  function jsonSize(value, depth, budget) {
    if (typeof value === "string") return value.length + 2;
    if (typeof value === "number" || typeof value === "boolean" || value === null) return 5;
    if (typeof value !== "object" || depth >= MAX_DEPTH) return Infinity;
    var array = Array.isArray(value);
    if (!array && Object.getPrototypeOf(value) !== Object.prototype) return Infinity;
    var keys = array ? null : Object.keys(value);
    var count = array ? value.length : keys.length;
    if (count > budget) return Infinity;
    var total = 2;
    for (var i = 0; i < count && total <= budget; i++) {
      var item = array ? value[i] : value[keys[i]];
      total += (array ? 1 : keys[i].length + 4) + jsonSize(item, depth + 1, budget - total);
    }
    return total;
  }

  function wanted(event) {
    var data = event.data;
    return event.source === window.parent && data !== null && typeof data === "object" &&
      Object.getPrototypeOf(data) === Object.prototype && COMMANDS[data.type] === true &&
      jsonSize(data, 0, MAX_CHARS) <= MAX_CHARS;
  }

  // The rate: a bucket of RATE tokens, refilled at RATE a second; one per command.
  var tokens = RATE;
  var refilled = performance.now();
  var waiting = null; // the latest command that came too soon (JSON text)
  var timer = 0;

  function hand(text) {
    var now = performance.now();
    tokens = Math.min(RATE, tokens + ((now - refilled) * RATE) / 1000);
    refilled = now;
    if (tokens >= 1 && waiting === null) {
      tokens -= 1;
      document.dispatchEvent(new CustomEvent("parlour:command", { detail: text }));
      return;
    }
    waiting = text; // an older one waiting is dropped
    if (!timer) timer = setTimeout(handWaiting, Math.ceil(((1 - tokens) * 1000) / RATE));
  }

  function handWaiting() {
    timer = 0;
    var text = waiting;
    waiting = null;
    if (text !== null) hand(text);
  }

  addEventListener("message", function (event) {
    if (wanted(event)) hand(JSON.stringify(event.data));
  });
})();
