package bridge

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/protocol"
)

// Explain asks for count cases of input (a JavaScript string, sent as
// Solve sends it) explained, from case from on, and returns the request's
// id.
func (w *Worker) Explain(problemID string, input app.Value, from, count int) int {
	id := w.NewID()
	in, kept := w.input(problemID, input)
	w.Post(protocol.Explain{ID: id, Problem: problemID, Input: in, Kept: kept, From: from, Count: count}, in)
	return id
}

// Check asks for output compared with input's expected output (both
// JavaScript strings, sent as Solve sends its input) and returns the
// request's id.
func (w *Worker) Check(problemID string, input, output app.Value) int {
	id := w.NewID()
	in, kept := w.input(problemID, input)
	out := textBytes(output)
	w.Post(protocol.Check{ID: id, Problem: problemID, Input: in, Kept: kept, Output: out}, in, out)
	return id
}

// Generate asks for a test input and its answers and returns the request's
// id.
func (w *Worker) Generate(problemID, kind string, seed, cases int) int {
	id := w.NewID()
	w.Post(protocol.Generate{ID: id, Problem: problemID, Kind: kind, Seed: seed, Cases: cases})
	return id
}
