package bridge

import "nimber/app/protocol"

// Quotient asks for the misère quotient of game's heaps 1..n (n as typed)
// and returns the request's id.
func (w *Worker) Quotient(game protocol.GameRef, n string) int {
	id := w.NewID()
	w.Post(protocol.Quotient{ID: id, Game: game, N: n})
	return id
}

// MisereSum asks who wins the sum of heaps (space separated) of game in
// misère play, from its quotient of heaps 1..n, and returns the request's
// id.
func (w *Worker) MisereSum(game protocol.GameRef, n, heaps string) int {
	id := w.NewID()
	w.Post(protocol.MisereSum{ID: id, Game: game, N: n, Heaps: heaps})
	return id
}
