// Nimber's solver worker: starts web/worker.wasm (app/worker) and hands it
// the page's messages. Messages that arrive before the Go program listens are
// queued, then delivered in order. If the Go program stops (a panic, running
// out of memory) or fails to load, the page gets {type: "crash"}.
"use strict";

importScripts("../wasm_exec.js");

const queue = [];
self.onmessage = (event) => queue.push(event.data);

// Called by the Go program once it listens, with its message handler.
self.nimberWorkerStarted = (receive) => {
  self.onmessage = (event) => receive(event.data);
  for (const msg of queue.splice(0)) {
    receive(msg);
  }
  postMessage({ type: "ready" });
};

const crash = (message) => postMessage({ type: "crash", message: String(message) });

const go = new Go();
go.exit = (code) => crash("the solver stopped (exit code " + code + ")");
WebAssembly.instantiateStreaming(fetch("worker.wasm"), go.importObject)
  .then((result) => go.run(result.instance))
  .catch((err) => crash(err && err.message ? err.message : err));
