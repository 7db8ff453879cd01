//go:build js

package main

import (
	"syscall/js"

	"nimber/app/protocol"
	"nimber/solver/problems"
)

// solve answers one contest input (protocol.Solve): errors in the input
// come back as the parser's message; the tables come through the cache.
func solve(s *store, m protocol.Solve) {
	p := problems.Lookup(m.Problem)
	if p == nil {
		postError(m.ID, "unknown problem "+m.Problem)
		return
	}
	input, ok := m.Input.(js.Value)
	if !ok || input.Type() != js.TypeString {
		postError(m.ID, "the input is not text")
		return
	}
	job, err := p.Prepare([]byte(input.String()))
	if err != nil {
		postError(m.ID, err.Error())
		return
	}
	f := s.fetch(m.ID, job.Tables)
	out := job.Answer(f.data)
	post(protocol.Result{ID: m.ID, Output: string(out), Source: f.source, Tables: len(job.Tables)})
	s.stored(m.ID, f)
}
