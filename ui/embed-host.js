// Parlour embeds, for the page around them: include this once, and every Parlour
// game iframe on the page grows to the height of its game. Only height messages
// from Parlour's own origin are heard, and only numbers are used.
(function () {
  var script = document.currentScript;
  var origin = new URL(script ? script.src : location.href).origin;
  addEventListener("message", function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.type !== "parlour:height") return;
    var height = Number(data.height);
    if (!(height > 0 && height < 10000)) return;
    var frames = document.getElementsByTagName("iframe");
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) frames[i].style.height = Math.ceil(height) + "px";
    }
  });
})();
