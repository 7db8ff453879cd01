package bridge

import "nimber/app/protocol"

// Table asks for the values of kind of the game spec for heaps 0..n (n as
// typed: the worker parses it) and returns the request's id.
func (w *Worker) Table(game, kind, n string) int {
	id := w.NewID()
	w.Post(protocol.Table{ID: id, Game: game, Kind: kind, N: n})
	return id
}

// Pattern asks the worker for a rule in the values of heaps 0..n of the
// game (as the table request), checked up to verify when not empty.
func (w *Worker) Pattern(game, kind, n, verify string) int {
	id := w.NewID()
	w.Post(protocol.Pattern{ID: id, Game: game, Kind: kind, N: n, Verify: verify})
	return id
}
