//go:build js

package main

import (
	"syscall/js"

	"nimber/solver/problems"
)

// solve answers one contest input ({type: "solve"}): errors in the input
// come back as the parser's message; the tables come through the cache.
func solve(s *store, msg js.Value) {
	id, problem := msg.Get("id"), msg.Get("problem").String()
	p := problems.Lookup(problem)
	if p == nil {
		postError(id, "unknown problem "+problem)
		return
	}
	job, err := p.Prepare([]byte(msg.Get("input").String()))
	if err != nil {
		postError(id, err.Error())
		return
	}
	f := s.fetch(id, job.Tables)
	out := job.Answer(f.data)
	post(map[string]any{"type": "result", "id": id, "output": string(out), "source": f.source, "tables": len(job.Tables)})
	s.stored(id, f)
}
