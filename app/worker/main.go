//go:build js

// Command worker is Nimber's solver, run in a Web Worker as web/worker.wasm
// behind the shim web/solver-worker.js. It receives messages from the page,
// parses and solves with the contest problems and the game explorer, keeps
// their precomputed tables in IndexedDB, and posts progress and results back.
// It is plain syscall/js: the page's UI framework is not needed here.
//
// Messages in (objects with a "type"; handlers maps each type to its
// handler, the one place where a new type is added):
//
//	{type: "solve", id, problem, input}  answer one contest input
//	{type: "table", id, game, kind, n}   the values of a heap game (a spec
//	                                     of package games, a value kind, the
//	                                     largest heap as a decimal string)
//	{type: "pattern", id, game, kind, n, verify}
//	                                     a rule for the values of heaps 0..n
//	                                     (as for table); verify, when set, a
//	                                     larger M to check the rule up to
//	{type: "analyze", id, game, pos}     a position of the play page: game
//	                                     is a board id (see playBoards), pos
//	                                     its text form (package play)
//	{type: "cache-list", id}             list the cached tables
//	{type: "cache-clear", id}            delete every cached table
//
// Messages out:
//
//	{type: "progress", id, done, total}   while tables are built (percents)
//	{type: "result", id, output, source, tables}
//	                                      a contest output
//	{type: "values", id, values, period, pre, length, saltus, proven, rare, source}
//	                                      a game's values: values is a Uint8Array
//	                                      of 32-bit little-endian words (heaps
//	                                      0..n, transferred), period the period's
//	                                      text and pre, length, saltus, proven its
//	                                      parts (length 0: none found); rare is
//	                                      null, or for the Grundy values of a
//	                                      take-and-break code {mask, computed,
//	                                      positions: Uint8Array of 32-bit words}
//	{type: "pattern", id, n, found, sentence, formula, status, exceptions,
//	       predicted, verified, counter, why, tried, best}
//	                                      the rule found in heaps 0..n (found
//	                                      false: why, what was tried, one per
//	                                      line, and the best partial fit);
//	                                      predicted is a Uint8Array of 32-bit
//	                                      words, the rule's values from n+1 on;
//	                                      verified the M checked and counter
//	                                      null or {n, predicted, actual}, the
//	                                      first value past n the rule misses
//	{type: "analysis", id, game, pos, over, wins, unknown, value, remoteness,
//	       count, partial, moves, longest, reply, source}
//	                                      a position's analysis (play.Analysis):
//	                                      pos is the canonical text; moves the
//	                                      first winning moves (at most maxSent of
//	                                      count), longest (with none) and reply
//	                                      (null when over) each {say, move}: the
//	                                      move described and as JSON
//	{type: "error", id, message}          bad input, or a value not defined
//	{type: "cache", id, available, entries: [{key, size}]}
//
// source is "cache" when every table came from the cache, else "computed".
// The shim adds {type: "ready"} and {type: "crash", message}.
package main

import (
	"syscall/js"
)

// handlers answers each message type in; each handler posts its own answers.
var handlers = map[string]func(s *store, msg js.Value){
	"solve":       solve,
	"table":       explore,
	"pattern":     findPattern,
	"analyze":     analyze,
	"cache-list":  func(s *store, msg js.Value) { postCache(s, msg.Get("id")) },
	"cache-clear": func(s *store, msg js.Value) { s.clear(); postCache(s, msg.Get("id")) },
}

func main() {
	inbox := make(chan js.Value, 64)
	receive := js.FuncOf(func(_ js.Value, args []js.Value) any {
		// Never block in a callback: hand the message to the main loop.
		msg := args[0]
		go func() { inbox <- msg }()
		return nil
	})
	js.Global().Call("nimberWorkerStarted", receive)

	s := openStore()
	for msg := range inbox {
		kind := msg.Get("type").String()
		if h, ok := handlers[kind]; ok {
			h(s, msg)
		} else {
			postError(msg.Get("id"), "unknown message type "+kind)
		}
	}
}

// post sends msg to the page, transferring the given ArrayBuffers (they are
// unusable here afterwards).
func post(msg map[string]any, transfer ...any) {
	if len(transfer) == 0 {
		js.Global().Call("postMessage", msg)
		return
	}
	js.Global().Call("postMessage", msg, transfer)
}

func postError(id js.Value, message string) {
	post(map[string]any{"type": "error", "id": id, "message": message})
}

func postCache(s *store, id js.Value) {
	entries := s.list()
	list := make([]any, len(entries))
	for i, e := range entries {
		list[i] = map[string]any{"key": e.key, "size": e.size}
	}
	post(map[string]any{"type": "cache", "id": id, "available": s.available(), "entries": list})
}
