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
	onHide    app.Func
	// kept is the input this worker was last given to read ahead, which it
	// keeps (protocol.ReadAhead): requests of that problem and input leave
	// it out (see input).
	kept struct {
		problem string
		input   app.Value
	}
}

// lastID is the id of the page's last request, to whichever worker: a
// worker started in place of another (after Cancel) never reuses an id
// that a panel may still be waiting on.
var lastID int

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
	// A page that goes away for good (a reload, another address; not one
	// kept in the back-forward cache, event.persisted) ends its worker
	// as it goes. Otherwise the browser ends it once the next page has
	// taken the tab, and the next page's parsing (its head starts its
	// own wasm) waited for that worker's end: 0.1 to 0.25 s in traces on
	// a loaded machine, when the worker was still compiling its wasm.
	w.onHide = app.FuncOf(func(_ app.Value, args []app.Value) any {
		if !args[0].Get("persisted").Bool() {
			w.worker.Call("terminate")
		}
		return nil
	})
	w.worker = app.Window().Get("Worker").New(workerScript)
	w.worker.Set("onmessage", w.onMessage)
	w.worker.Set("onerror", w.onError)
	app.Window().Call("addEventListener", "pagehide", w.onHide)
	return w
}

// Solve asks for the answer to input (a JavaScript string, which goes to
// the worker without passing through Go, see input) and returns the
// request's id.
func (w *Worker) Solve(problemID string, input app.Value) int {
	id := w.NewID()
	in, kept := w.input(problemID, input)
	w.Post(protocol.Solve{ID: id, Problem: problemID, Input: in, Kept: kept}, in)
	return id
}

// ReadAhead gives the worker the input of problemID to read before it is
// run (protocol.ReadAhead), which it then keeps.
func (w *Worker) ReadAhead(problemID string, input app.Value) {
	in := textBytes(input)
	w.Post(protocol.ReadAhead{Problem: problemID, Input: in}, in)
	w.kept.problem, w.kept.input = problemID, input
}

// input returns what a request of problemID sends of input: nothing, and
// kept true, when it is the input the worker was last given to read ahead
// (equal strings are equal values), which it holds; else its bytes
// (textBytes).
func (w *Worker) input(problemID string, input app.Value) (app.Value, bool) {
	if w.kept.input != nil && problemID == w.kept.problem && input.Equal(w.kept.input) {
		return nil, true
	}
	return textBytes(input), false
}

// textBytes returns the UTF-8 bytes of the JavaScript string s in a new
// Uint8Array, for a request to transfer to the worker (see Post), where
// they are copied into Go at once. A string would be copied as the message
// crosses over, then hashed in the worker (wasm_exec's table of the values
// it hands Go) and encoded to UTF-8 there: tens of milliseconds for a
// megabyte in a worker just started, in profiles.
func textBytes(s app.Value) app.Value {
	return app.Window().Get("TextEncoder").New().Call("encode", s)
}

// ListCache asks for the cache's content and returns the request's id.
func (w *Worker) ListCache() int {
	id := w.NewID()
	w.Post(protocol.CacheList{ID: id})
	return id
}

// ClearCache asks to delete every cached table.
func (w *Worker) ClearCache() { w.Post(protocol.CacheClear{ID: w.NewID()}) }

// NewID returns the id of a new request, unique in the page.
func (w *Worker) NewID() int {
	lastID++
	return lastID
}

// Post sends the request m, transferring to the worker the memory of each
// typed array given (nil ones aside): the page's arrays are empty after.
func (w *Worker) Post(m protocol.Message, arrays ...app.Value) {
	transfer := app.Window().Get("Array").New()
	for _, a := range arrays {
		if a != nil {
			transfer.Call("push", a.Get("buffer"))
		}
	}
	w.worker.Call("postMessage", protocol.Encode(m), transfer)
}

// Stop terminates the worker at once, whatever it is doing.
func (w *Worker) Stop() {
	w.worker.Call("terminate")
	app.Window().Call("removeEventListener", "pagehide", w.onHide)
	w.onMessage.Release()
	w.onError.Release()
	w.onHide.Release()
}

// Text returns the JavaScript string of a received protocol.Blob holding
// UTF-8 bytes (a Uint8Array, as a Result's output), or nil when the
// message had none.
func Text(b protocol.Blob) app.Value {
	v := BlobValue(b)
	if v == nil {
		return nil
	}
	return app.Window().Get("TextDecoder").New().Call("decode", v)
}

// BlobValue returns the JavaScript value a received protocol.Blob holds, or
// nil when the message had none.
func BlobValue(b protocol.Blob) app.Value {
	v, _ := b.(app.Value)
	return v
}
