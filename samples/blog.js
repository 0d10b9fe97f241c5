// The sample blog post's own script: point the embeds at the Parlour site, include
// Parlour's embed-host.js (which sizes the frames), and show what the games say.
(function () {
  var site = new URLSearchParams(location.search).get("site") || "http://localhost:8000/";
  if (!/\/$/.test(site)) site += "/";
  var origin = new URL(site).origin;
  var frames = document.querySelectorAll("iframe.parlour");
  frames.forEach(function (frame) { frame.src = site + frame.getAttribute("data-embed"); });
  var host = document.createElement("script");
  host.src = site + "ui/embed-host.js";
  document.head.appendChild(host);

  var events = document.getElementById("events");
  addEventListener("message", function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || typeof data.type !== "string") return;
    if (data.type === "parlour:height") return;
    var index = Array.prototype.indexOf.call(frames, Array.prototype.find.call(frames, function (f) {
      return f.contentWindow === event.source;
    }));
    var item = document.createElement("li");
    item.textContent = "board " + (index + 1) + ": " + data.type + (data.move ? " " + data.move : "") +
      (data.result ? " (" + data.result + ")" : "");
    item.setAttribute("data-type", data.type);
    item.setAttribute("data-board", String(index + 1));
    events.appendChild(item);
  });

  document.getElementById("new-first").addEventListener("click", function () {
    frames[0].contentWindow.postMessage({ type: "parlour:new-game" }, origin);
  });
  document.getElementById("load-first").addEventListener("click", function () {
    frames[0].contentWindow.postMessage({ type: "parlour:load", record: {
      game: "apagos", options: {}, moves: ["setup 3 3 5 1", "B4", "W2", "B2"] } }, origin);
  });
})();
