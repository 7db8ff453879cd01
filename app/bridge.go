package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// workerScript is the solver worker's entry point (see app/worker).
const workerScript = "/web/solver-worker.js"

// workerMsg is a message from the solver worker (see app/worker for the
// protocol), decoded into Go values.
type workerMsg struct {
	Type    string // ready, progress, result, values, error, cache or crash
	ID      int    // the request it answers
	Done    int    // progress: done of Total
	Total   int
	Output  string // result: the contest output
	Source  string // result: "cache" when every table came from the cache, else "computed"
	Message string // error and crash: what went wrong
	Cache   cacheInfo
	Raw     app.Value // the message itself, for the fields of other types (see table_bridge.go)
}

// cacheInfo is the content of the worker's table cache.
type cacheInfo struct {
	Available bool // false when the browser gives the worker no storage
	Entries   []cacheEntry
}

type cacheEntry struct {
	Key  string
	Size int
}

// solverWorker runs the solver worker: the page posts requests, the worker
// answers with messages handed to the receive function. receive is called
// from a JavaScript callback; it must not block (it dispatches to the UI).
type solverWorker struct {
	worker    app.Value
	onMessage app.Func
	onError   app.Func
	nextID    int
}

// startWorker starts a solver worker.
func startWorker(receive func(workerMsg)) *solverWorker {
	w := &solverWorker{}
	w.onMessage = app.FuncOf(func(_ app.Value, args []app.Value) any {
		receive(decodeWorkerMsg(args[0].Get("data")))
		return nil
	})
	w.onError = app.FuncOf(func(_ app.Value, args []app.Value) any {
		args[0].Call("preventDefault")
		msg := "the solver failed to start"
		if m := args[0].Get("message"); m.Truthy() {
			msg = "the solver failed: " + m.String()
		}
		receive(workerMsg{Type: "crash", Message: msg})
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
	return w.post("solve", map[string]any{"problem": problemID, "input": input})
}

// listCache asks for the cache's content.
func (w *solverWorker) listCache() int { return w.post("cache-list", nil) }

// clearCache asks to delete every cached table.
func (w *solverWorker) clearCache() int { return w.post("cache-clear", nil) }

func (w *solverWorker) post(kind string, fields map[string]any) int {
	w.nextID++
	msg := map[string]any{"type": kind, "id": w.nextID}
	for k, v := range fields {
		msg[k] = v
	}
	w.worker.Call("postMessage", msg)
	return w.nextID
}

// stop terminates the worker at once, whatever it is doing.
func (w *solverWorker) stop() {
	w.worker.Call("terminate")
	w.onMessage.Release()
	w.onError.Release()
}

func decodeWorkerMsg(v app.Value) workerMsg {
	str := func(name string) string {
		if f := v.Get(name); f.Truthy() {
			return f.String()
		}
		return ""
	}
	num := func(name string) int {
		if f := v.Get(name); f.Truthy() {
			return f.Int()
		}
		return 0
	}
	m := workerMsg{
		Type:    str("type"),
		ID:      num("id"),
		Done:    num("done"),
		Total:   num("total"),
		Output:  str("output"),
		Source:  str("source"),
		Message: str("message"),
		Raw:     v,
	}
	if m.Type == "cache" {
		m.Cache.Available = v.Get("available").Bool()
		entries := v.Get("entries")
		for i := range entries.Length() {
			e := entries.Index(i)
			m.Cache.Entries = append(m.Cache.Entries, cacheEntry{e.Get("key").String(), e.Get("size").Int()})
		}
	}
	return m
}
