//go:build js

package main

import (
	"syscall/js"
	"time"

	"nimber/app/protocol"
	"nimber/solver/contest"
	"nimber/solver/problems"
)

// ahead is the contest input read ahead of its run (protocol.ReadAhead),
// kept until a request takes it (takeAhead) or another input replaces it.
var ahead struct {
	problem string
	input   js.Value // the JavaScript string read
	job     *contest.Job
	parse   float64 // the milliseconds reading it took
}

// readAhead reads the input of m and keeps what it read, dropping what was
// kept before. An input that cannot be read keeps nothing: the request
// that runs it reads it again and reports the error.
func readAhead(m protocol.ReadAhead) {
	ahead.job, ahead.input = nil, js.Undefined()
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
}

// takeAhead returns the job read ahead, and the milliseconds reading it
// took, when input, of problem, is the string read (equal, not necessarily
// the same object: a message's string is a copy), and nil otherwise. Either way the job is dropped: a job
// serves one request, since answering may change what it holds.
func takeAhead(problem string, input protocol.Blob) (*contest.Job, float64) {
	job, read := ahead.job, ahead.input
	ahead.job, ahead.input = nil, js.Undefined()
	v, ok := input.(js.Value)
	if job == nil || !ok || problem != ahead.problem || v.Type() != js.TypeString || !v.Equal(read) {
		return nil, 0
	}
	return job, ahead.parse
}
