//go:build js

package main

import (
	"syscall/js"
	"time"

	"nimber/app/gc"
	"nimber/app/protocol"
	"nimber/solver/contest"
	"nimber/solver/problems"
)

// ahead is the contest input read ahead of its run (protocol.ReadAhead),
// kept until a request takes it or another input replaces it: the job read,
// or its answer when making that built no table (see readAhead).
var ahead struct {
	problem string
	input   js.Value // the JavaScript string read
	job     *contest.Job
	answer  *answer
	parse   float64 // the milliseconds reading it took
}

// readAhead reads the input of m and keeps what it read, dropping what was
// kept before; when the job's answer needs no table built (answerJob's
// cachedOnly), it answers it too and keeps the answer instead of the job.
// An input that cannot be read keeps nothing: the request that runs it
// reads it again and reports the error. The garbage collector is off
// meanwhile, as in solve (package gc).
func readAhead(s *store, m protocol.ReadAhead) {
	dropAhead()
	restoreGC := gc.Off()
	defer restoreGC()
	t0 := time.Now()
	p := problems.Lookup(m.Problem)
	if p == nil {
		return
	}
	in, ok := text(m.Input)
	if !ok {
		return
	}
	job, err := p.Prepare(in)
	if err != nil {
		return
	}
	ahead.problem, ahead.input, ahead.job = m.Problem, m.Input.(js.Value), job
	ahead.parse = millis(time.Since(t0))
	if a, ok := answerJob(s, 0, job, true); ok {
		clear(a.f.data) // the tables' bytes: a Solve posting a needs their number only
		ahead.job, ahead.answer = nil, &a
	}
}

// clearCache empties the cache and drops an answer made ahead from it: a
// Solve then answers afresh, builds the tables and keeps them again.
func clearCache(s *store) {
	s.clear()
	dropAhead()
}

// dropAhead drops what readAhead kept.
func dropAhead() {
	ahead.job, ahead.answer, ahead.input = nil, nil, js.Undefined()
}

// aheadOf reports whether what readAhead kept is of problem's input, a
// string equal to the one read (not necessarily the same object: a
// message's string is a copy).
func aheadOf(problem string, input protocol.Blob) bool {
	v, ok := input.(js.Value)
	return ok && problem == ahead.problem && v.Type() == js.TypeString && v.Equal(ahead.input)
}

// takeAnswer returns the answer made ahead of input, of problem, and the
// milliseconds reading the input took, and drops it; false when there is
// none, leaving what was read ahead as it is.
func takeAnswer(problem string, input protocol.Blob) (answer, float64, bool) {
	if ahead.answer == nil || !aheadOf(problem, input) {
		return answer{}, 0, false
	}
	a, parse := *ahead.answer, ahead.parse
	dropAhead()
	return a, parse, true
}

// takeAhead returns the job read ahead of input, of problem, and the
// milliseconds reading it took, and nil when there is none (an answer
// made ahead is not a job). Either way what was kept is dropped: a job
// serves one request, since answering may change what it holds.
func takeAhead(problem string, input protocol.Blob) (*contest.Job, float64) {
	job, parse, match := ahead.job, ahead.parse, aheadOf(problem, input)
	dropAhead()
	if job == nil || !match {
		return nil, 0
	}
	return job, parse
}
