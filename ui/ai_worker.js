// The computer player's thread: its own Pyodide running engines.ai, so the page
// never freezes while the computer thinks. Messages are JSON text both ways:
//   in:  {"id": n, "request": {"record", "level", "seed", "budget"}}
//   out: {"type": "ready"} once, then {"id": n, "reply": {"move"} | {"error"[, "failed": true]}}
// An analysis request ({"analyse": true, "record", "ply", "budget", "seed"}) is answered
// with that one position's analysis (ui/ai_service.analyse_position).
// Its Python starts through the page's loader, from the memory snapshot when this
// script's URL says ?boot=snapshot (the page booted that way), else normally.
import { loadPyodide } from "./pyodide_snapshot.mjs";

const service = (async () => {
  const pyodide = await loadPyodide(); // (with the games' code in place: parlour.zip)
  const module = pyodide.pyimport("ui.ai_service");
  self.postMessage(JSON.stringify({ type: "ready" }));
  return module;
})();

self.onmessage = async (event) => {
  let id = null;
  try {
    const message = JSON.parse(String(event.data));
    id = Number.isInteger(message.id) ? message.id : null;
    let module;
    try {
      module = await service;
    } catch (error) {  // this worker's Python could not start: the page lets a person take over
      self.postMessage(JSON.stringify({ id, reply: { error: String(error && error.message || error), failed: true } }));
      return;
    }
    const request = message.request || {};
    const reply = request.analyse === true ? module.analyse_position(JSON.stringify(request))
      : module.choose(JSON.stringify(request));
    self.postMessage(JSON.stringify({ id, reply: JSON.parse(reply) }));
  } catch (error) {
    self.postMessage(JSON.stringify({ id, reply: { error: String(error && error.message || error) } }));
  }
};
