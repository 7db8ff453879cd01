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

// ahead is the contest input of the last protocol.ReadAhead, kept until
// the next one: the input itself, which a request with Kept set runs
// (keptInput), and what reading it made, until a request takes that: the
// job read, or its answer when making that built no table (see readAhead).
var ahead struct {
	problem string
	input   js.Value // the Uint8Array received
	job     *contest.Job
	answer  *answer
	parse   float64 // the milliseconds reading it took
}

// readAhead keeps the input of m in place of the one kept before, reads
// it and keeps what it read; when the job's answer needs no table built
// (answerJob's cachedOnly), it answers it too and keeps the answer instead
// of the job. An input that cannot be read is kept all the same, and
// nothing read: the request that runs it reads it again and reports the
// error. The garbage collector is off meanwhile, as in solve (package gc).
func readAhead(s *store, m protocol.ReadAhead) {
	dropAhead()
	ahead.problem, ahead.input = m.Problem, js.Undefined()
	if v, ok := m.Input.(js.Value); ok {
		ahead.input = v
	}
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
	ahead.job = job
	ahead.parse = millis(time.Since(t0))
	if a, ok := answerJob(s, 0, job, true); ok {
		clear(a.f.data) // the tables' bytes: a Solve posting a needs their number only
		ahead.job, ahead.answer = nil, &a
	}
}

// keptInput returns the input a request of problem runs: input itself,
// unless kept is set (the request's Kept): then the input of the last
// ReadAhead, which the page only leaves out when that was of problem.
// Otherwise, or when no input was read ahead, it returns undefined, which
// the request reports as no text.
func keptInput(problem string, input protocol.Blob, kept bool) protocol.Blob {
	if !kept {
		return input
	}
	if problem != ahead.problem {
		return js.Undefined()
	}
	return ahead.input
}

// clearCache empties the cache and drops an answer made ahead from it (and
// the job read ahead, keeping the input): a Solve then answers afresh,
// builds the tables and keeps them again.
func clearCache(s *store) {
	s.clear()
	dropAhead()
}

// dropAhead drops what readAhead read, keeping the input.
func dropAhead() {
	ahead.job, ahead.answer = nil, nil
}

// aheadOf reports whether what readAhead kept is of problem's input: the
// input kept itself (keptInput's, for a request with Kept). An input
// posted again is other bytes, read anew.
func aheadOf(problem string, input protocol.Blob) bool {
	v, ok := input.(js.Value)
	return ok && problem == ahead.problem && v.Truthy() && v.Equal(ahead.input)
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
// made ahead is not a job). Either way what was read is dropped (the input
// stays kept): a job serves one request, since answering may change what
// it holds.
func takeAhead(problem string, input protocol.Blob) (*contest.Job, float64) {
	job, parse, match := ahead.job, ahead.parse, aheadOf(problem, input)
	dropAhead()
	if job == nil || !match {
		return nil, 0
	}
	return job, parse
}
