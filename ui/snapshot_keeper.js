// Stores the memory snapshot unzipped in the service worker's cache, off the page's
// main thread (ui/pyodide_snapshot.mjs keepUnzipped: the page, once restored from the
// zipped snapshot, hands this worker the unzipped payload as a transferred buffer; done
// on the page, joining tens of MB into one Blob froze it for a tenth of a second or more).
//   in:  {head: the zipped snapshot's head as the page read it (magic, header length,
//         header), plainHead: the head of the same snapshot unzipped, payload: ArrayBuffer}
//   out: {kept: true} or {kept: false, reason}
// Only a stored copy of this very build's snapshot (its head the same bytes) is
// replaced, by plainHead and the payload, which later visits copy instead of unzipping.
const SNAPSHOT_URL = new URL("../parlour.snapshot", self.location.href).href;

function startsWith(bytes, head) {
  return bytes.length >= head.length && head.every((byte, at) => bytes[at] === byte);
}

async function keep(head, plainHead, payload) {
  if (!(head instanceof Uint8Array) || !(plainHead instanceof Uint8Array) || !(payload instanceof ArrayBuffer)) {
    throw new Error("not a snapshot");
  }
  let kept = false;
  for (const name of await caches.keys()) {
    if (!name.startsWith("parlour-")) continue;
    const cache = await caches.open(name);
    const stored = await cache.match(SNAPSHOT_URL);
    if (!stored || !startsWith(new Uint8Array(await stored.arrayBuffer()), head)) continue;
    const body = new Blob([plainHead, payload], { type: "application/octet-stream" });
    await cache.put(SNAPSHOT_URL, new Response(body, { headers: { "Content-Type": "application/octet-stream" } }));
    kept = true;
  }
  if (!kept) throw new Error("the offline copy holds no copy of this snapshot");
}

self.onmessage = (event) => {
  const { head, plainHead, payload } = event.data || {};
  keep(head, plainHead, payload).then(
    () => self.postMessage({ kept: true }),
    (error) => self.postMessage({ kept: false, reason: String(error && error.message || error) }));
};
