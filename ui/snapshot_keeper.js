// Stores the memory snapshot unzipped in the service worker's cache, off the page's
// main thread (ui/pyodide_snapshot.mjs keepUnzipped: the page, once restored from the
// zipped snapshot, hands this worker the unzipped payload as a transferred buffer; done
// on the page, joining tens of MB into one Blob froze it for a tenth of a second or more).
//   in:  {header: the snapshot's header as JSON text, payload: ArrayBuffer}
//   out: {kept: true} or {kept: false, reason}
// Only a stored copy of this very build's snapshot (its header the same text) is
// replaced, by the same snapshot with "encoding": "none", which later visits copy
// instead of unzipping.
const MAGIC = "PLRSNAP3";
const SNAPSHOT_URL = new URL("../parlour.snapshot", self.location.href).href;

async function keep(headerText, payload) {
  if (typeof headerText !== "string" || !(payload instanceof ArrayBuffer)) throw new Error("not a snapshot");
  const header = JSON.parse(headerText);
  if (!header || header.encoding !== "br" || payload.byteLength !== header.payload_bytes) {
    throw new Error("the payload does not match its header");
  }
  const plainHeader = new TextEncoder().encode(JSON.stringify({ ...header, encoding: "none" }));
  const prefix = new Uint8Array(12);
  prefix.set(new TextEncoder().encode(MAGIC));
  new DataView(prefix.buffer).setUint32(8, plainHeader.length, true);
  let kept = false;
  for (const name of await caches.keys()) {
    if (!name.startsWith("parlour-")) continue;
    const cache = await caches.open(name);
    const stored = await cache.match(SNAPSHOT_URL);
    if (!stored) continue;
    const bytes = new Uint8Array(await stored.arrayBuffer());
    const length = bytes.length >= 12 ? new DataView(bytes.buffer).getUint32(8, true) : 0;
    if (new TextDecoder().decode(bytes.subarray(12, 12 + length)) !== headerText) continue;
    const body = new Blob([prefix, plainHeader, payload], { type: "application/octet-stream" });
    await cache.put(SNAPSHOT_URL, new Response(body, { headers: { "Content-Type": "application/octet-stream" } }));
    kept = true;
  }
  if (!kept) throw new Error("the offline copy holds no copy of this snapshot");
}

self.onmessage = (event) => {
  const { header, payload } = event.data || {};
  keep(header, payload).then(
    () => self.postMessage({ kept: true }),
    (error) => self.postMessage({ kept: false, reason: String(error && error.message || error) }));
};
