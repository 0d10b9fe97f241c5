// Parlour embeds, for the page around them: include this once, and every Parlour
// game iframe on the page grows to the height of its game. Only the embeds the page's
// author pasted are resized: frames whose address (their src) is an embed page of
// Parlour's origin (this script's), whatever a frame has been navigated to since. Only
// height messages from such a frame are heard, and only numbers are used.
(function () {
  var script = document.currentScript;
  var origin = new URL(script ? script.src : location.href).origin;

  function isEmbed(frame) {
    try {
      var url = new URL(frame.src, document.baseURI);
      return url.origin === origin && /\/embed\.html$/.test(url.pathname);
    } catch (error) {
      return false; // no address, or not one
    }
  }

  addEventListener("message", function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.type !== "parlour:height") return;
    var height = Number(data.height);
    if (!(height > 0 && height < 10000)) return;
    var frames = document.getElementsByTagName("iframe");
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source && isEmbed(frames[i])) frames[i].style.height = Math.ceil(height) + "px";
    }
  });
})();
