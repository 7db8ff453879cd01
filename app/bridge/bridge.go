// Package bridge is the pages' side of the solver worker: it starts the
// worker, posts the requests of package protocol and hands the answers to
// the page. Large inputs, outputs and tables stay JavaScript values.
package bridge

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/protocol"
)

// workerScript is the solver worker's entry point (see app/worker).
const workerScript = "/web/solver-worker.js"

// Worker runs the solver worker: the page posts requests, the worker
// answers with messages (package protocol) handed to the receive function.
// receive is called from a JavaScript callback; it must not block (it
// dispatches to the UI).
type Worker struct {
	worker    app.Value
	onMessage app.Func
	onError   app.Func
	nextID    int
}

// Start starts a solver worker.
func Start(receive func(protocol.Message)) *Worker {
	w := &Worker{}
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

// Solve asks for the answer to input (a JavaScript string, posted without
// going through Go) and returns the request's id.
func (w *Worker) Solve(problemID string, input app.Value) int {
	id := w.NewID()
	w.Post(protocol.Solve{ID: id, Problem: problemID, Input: input})
	return id
}

// ListCache asks for the cache's content and returns the request's id.
func (w *Worker) ListCache() int {
	id := w.NewID()
	w.Post(protocol.CacheList{ID: id})
	return id
}

// ClearCache asks to delete every cached table.
func (w *Worker) ClearCache() { w.Post(protocol.CacheClear{ID: w.NewID()}) }

// NewID returns the id of a new request.
func (w *Worker) NewID() int {
	w.nextID++
	return w.nextID
}

// Post sends the request m.
func (w *Worker) Post(m protocol.Message) {
	w.worker.Call("postMessage", protocol.Encode(m))
}

// Stop terminates the worker at once, whatever it is doing.
func (w *Worker) Stop() {
	w.worker.Call("terminate")
	w.onMessage.Release()
	w.onError.Release()
}

// BlobValue returns the JavaScript value a received protocol.Blob holds, or
// nil when the message had none.
func BlobValue(b protocol.Blob) app.Value {
	v, _ := b.(app.Value)
	return v
}
