//go:build js

// Command worker is Nimber's solver, run in a Web Worker as web/worker.wasm
// behind the shim web/solver-worker.js. It receives messages from the page,
// parses and solves with the contest problems and the game explorer, keeps
// their precomputed tables in IndexedDB, and posts progress and results back.
// It is plain syscall/js: the page's UI framework is not needed here.
//
// The messages in and out are those of package protocol; handle maps each
// request to its handler. The shim adds protocol.Ready and protocol.Crash.
package main

import (
	"sync"
	"syscall/js"

	"nimber/app/protocol"
)

// handle answers one request; each handler posts its own answers. A Stop
// is handled as it arrives (see main). A contest request with Kept set
// runs the input read ahead (keptInput).
func handle(s *store, m protocol.Message) {
	switch m := m.(type) {
	case protocol.Solve:
		m.Input = keptInput(m.Problem, m.Input, m.Kept)
		solve(s, m)
	case protocol.ReadAhead:
		readAhead(s, m)
	case protocol.Table:
		tableValues(s, m)
	case protocol.Moves:
		listMoves(s, m)
	case protocol.Options:
		options(m)
	case protocol.Play:
		playSum(m)
	case protocol.Pattern:
		findPattern(s, m)
	case protocol.Emit:
		emitRule(s, m)
	case protocol.Position:
		position(s, m)
	case protocol.Quotient:
		misereQuotient(s, m)
	case protocol.MisereSum:
		misereSum(s, m)
	case protocol.Explain:
		m.Input = keptInput(m.Problem, m.Input, m.Kept)
		explain(s, m)
	case protocol.Check:
		m.Input = keptInput(m.Problem, m.Input, m.Kept)
		check(s, m)
	case protocol.Generate:
		generate(s, m)
	case protocol.FarHelp:
		farHelp(m)
	case protocol.SparseHelp:
		sparseHelp(m)
	case protocol.CacheList:
		postCache(s, m.ID)
	case protocol.CacheClear:
		clearCache(s)
		postCache(s, m.ID)
	default:
		logf("%s is not a request", m.Type())
	}
}

// inboxSize is how many received requests the main loop's channel holds;
// past that, the goroutines handing them over wait their turn.
const inboxSize = 64

// dropped holds the requests a Stop came for while they waited for the
// main loop (a far run in progress is stopped by stopFar instead): the
// loop skips them.
var dropped struct {
	sync.Mutex
	ids map[int]bool
}

// stop stops request id: the far run in progress, or a request waiting.
// It does not block: the message callback calls it.
func stop(id int) {
	if stopFar(id) {
		return
	}
	dropped.Lock()
	defer dropped.Unlock()
	if dropped.ids == nil {
		dropped.ids = map[int]bool{}
	}
	dropped.ids[id] = true
}

// skip reports whether a Stop came for request id before the main loop
// took it up, forgetting it.
func skip(id int) bool {
	dropped.Lock()
	defer dropped.Unlock()
	if dropped.ids[id] {
		delete(dropped.ids, id)
		return true
	}
	return false
}

func main() {
	inbox := make(chan js.Value, inboxSize)
	receive := js.FuncOf(func(_ js.Value, args []js.Value) any {
		// Never block in a callback: hand the message to the main loop,
		// but a Stop, which the main loop, busy with the request it stops,
		// would read too late.
		msg := args[0]
		if m, err := protocol.Decode(msg); err == nil {
			if s, ok := m.(protocol.Stop); ok {
				stop(s.ID)
				return nil
			}
		}
		go func() { inbox <- msg }()
		return nil
	})
	js.Global().Call("nimberWorkerStarted", receive)

	s := openStore()
	for msg := range inbox {
		m, err := protocol.Decode(msg)
		if err != nil {
			id := 0 // the page then ignores the error, as a request of its own it could not read
			if v := msg.Get("id"); v.Type() == js.TypeNumber {
				id = v.Int()
			}
			postError(id, err.Error())
			continue
		}
		if v := msg.Get("id"); v.Type() == js.TypeNumber && skip(v.Int()) {
			continue
		}
		handle(s, m)
	}
}

// post sends m to the page, transferring the memory (the ArrayBuffer) of
// each typed array given: they are empty here afterwards.
func post(m protocol.Message, arrays ...js.Value) {
	if len(arrays) == 0 {
		js.Global().Call("postMessage", protocol.Encode(m))
		return
	}
	transfer := make([]any, len(arrays))
	for i, a := range arrays {
		transfer[i] = a.Get("buffer")
	}
	js.Global().Call("postMessage", protocol.Encode(m), transfer)
}

func postError(id int, message string) {
	post(protocol.Error{ID: id, Message: message})
}

func postCache(s *store, id int) {
	post(protocol.Cache{ID: id, Available: s.available(), Entries: s.list()})
}
