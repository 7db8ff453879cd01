package main

import "nimber/app/protocol"

// analysisView is a position's analysis as the solver worker sent it.
type analysisView = protocol.Analysis

// moveView is a move of an analysis: described, and as JSON for
// playBoard.play.
type moveView = protocol.Move

// analyze asks for the analysis of the position pos of game and returns the
// request's id.
func (w *solverWorker) analyze(game, pos string) int {
	id := w.newID()
	w.post(protocol.Analyze{ID: id, Game: game, Pos: pos})
	return id
}
