package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/protocol"
)

// workerScript is the solver worker's entry point (see app/worker).
const workerScript = "/web/solver-worker.js"

// cacheInfo is the content of the worker's table cache.
type cacheInfo = protocol.Cache

// solverWorker runs the solver worker: the page posts requests, the worker
// answers with messages (package protocol) handed to the receive function.
// receive is called from a JavaScript callback; it must not block (it
// dispatches to the UI).
type solverWorker struct {
	worker    app.Value
	onMessage app.Func
	onError   app.Func
	nextID    int
}

// startWorker starts a solver worker.
func startWorker(receive func(protocol.Message)) *solverWorker {
	w := &solverWorker{}
	w.onMessage = app.FuncOf(func(_ app.Value, args []app.Value) any {
		m, err := protocol.Decode(args[0].Get("data"))
		if err != nil {
			app.Log("solver worker:", err)
			return nil
		}
		receive(m)
		return nil
	})
	w.onError = app.FuncOf(func(_ app.Value, args []app.Value) any {
		args[0].Call("preventDefault")
		msg := "the solver failed to start"
		if m := args[0].Get("message"); m.Truthy() {
			msg = "the solver failed: " + m.String()
		}
		receive(protocol.Crash{Message: msg})
		return nil
	})
	w.worker = app.Window().Get("Worker").New(workerScript)
	w.worker.Set("onmessage", w.onMessage)
	w.worker.Set("onerror", w.onError)
	return w
}

// solve asks for the answer to input (a JavaScript string, posted without
// going through Go) and returns the request's id.
func (w *solverWorker) solve(problemID string, input app.Value) int {
	id := w.newID()
	w.post(protocol.Solve{ID: id, Problem: problemID, Input: input})
	return id
}

// listCache asks for the cache's content.
func (w *solverWorker) listCache() { w.post(protocol.CacheList{ID: w.newID()}) }

// clearCache asks to delete every cached table.
func (w *solverWorker) clearCache() { w.post(protocol.CacheClear{ID: w.newID()}) }

// newID returns the id of a new request.
func (w *solverWorker) newID() int {
	w.nextID++
	return w.nextID
}

// post sends the request m.
func (w *solverWorker) post(m protocol.Message) {
	w.worker.Call("postMessage", protocol.Encode(m))
}

// stop terminates the worker at once, whatever it is doing.
func (w *solverWorker) stop() {
	w.worker.Call("terminate")
	w.onMessage.Release()
	w.onError.Release()
}

// blobValue returns the JavaScript value a received protocol.Blob holds, or
// nil when the message had none.
func blobValue(b protocol.Blob) app.Value {
	v, _ := b.(app.Value)
	return v
}
