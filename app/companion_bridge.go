package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/protocol"
)

// explain asks for count cases of input (a JavaScript string) explained,
// from case from on, and returns the request's id.
func (w *solverWorker) explain(problemID string, input app.Value, from, count int) int {
	id := w.newID()
	w.post(protocol.Explain{ID: id, Problem: problemID, Input: input, From: from, Count: count})
	return id
}

// check asks for output compared with input's expected output (both
// JavaScript strings) and returns the request's id.
func (w *solverWorker) check(problemID string, input, output app.Value) int {
	id := w.newID()
	w.post(protocol.Check{ID: id, Problem: problemID, Input: input, Output: output})
	return id
}

// generate asks for a test input and its answers and returns the request's
// id.
func (w *solverWorker) generate(problemID, kind string, seed, cases int) int {
	id := w.newID()
	w.post(protocol.Generate{ID: id, Problem: problemID, Kind: kind, Seed: seed, Cases: cases})
	return id
}
