// Registers the site's service worker (/sw.js, scope "/") once PyScript has
// finished, so the precache download does not compete with the boot being
// measured. A separate file because the CSP forbids inline scripts.
if ("serviceWorker" in navigator) {
  const swUrl = new URL("../sw.js", import.meta.url);
  const register = () =>
    navigator.serviceWorker
      .register(swUrl, { scope: new URL("../", import.meta.url).pathname })
      .catch((err) => console.warn("service worker registration failed:", err));
  addEventListener("py:all-done", register, { once: true });
}
