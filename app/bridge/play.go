package bridge

import "nimber/app/protocol"

// Analyze asks for the analysis of the position pos of game and returns the
// request's id.
func (w *Worker) Analyze(game, pos string) int {
	id := w.NewID()
	w.Post(protocol.Analyze{ID: id, Game: game, Pos: pos})
	return id
}
