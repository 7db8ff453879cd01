package main

import "nimber/app/protocol"

// table asks for the values of kind of the game spec for heaps 0..n (n as
// typed: the worker parses it) and returns the request's id.
func (w *solverWorker) table(game, kind, n string) int {
	id := w.newID()
	w.post(protocol.Table{ID: id, Game: game, Kind: kind, N: n})
	return id
}
