package bridge

import "nimber/app/protocol"

// Table asks for the values of kind of the built-in game spec for heaps
// 0..n (n as typed: the worker parses it), valued far by at most workers
// workers (0: the worker's default), and returns the request's id.
func (w *Worker) Table(spec, kind, n string, workers int) int {
	id := w.NewID()
	w.Post(protocol.Table{ID: id, Game: protocol.GameRef{Spec: spec}, Kind: kind, N: n, Workers: workers})
	return id
}

// Pattern asks the worker for a rule in the values of heaps 0..n of the
// built-in game spec (as the table request), checked up to verify when not
// empty.
func (w *Worker) Pattern(spec, kind, n, verify string) int {
	id := w.NewID()
	w.Post(protocol.Pattern{ID: id, Game: protocol.GameRef{Spec: spec}, Kind: kind, N: n, Verify: verify})
	return id
}

// Emit asks the worker for the rule it finds in the values of positions
// 0..n of game (as Pattern) written as a program in lang ("c++", "python"
// or "go").
func (w *Worker) Emit(game protocol.GameRef, kind, n, lang string) int {
	id := w.NewID()
	w.Post(protocol.Emit{ID: id, Game: game, Kind: kind, N: n, Lang: lang})
	return id
}
