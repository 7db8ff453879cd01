//go:build js

package main

import (
	"slices"
	"syscall/js"
	"time"

	"nimber/app/browser"
	"nimber/app/gc"
	"nimber/app/protocol"
	"nimber/solver/contest"
	"nimber/solver/table"
)

// solve answers one contest input (protocol.Solve): errors in the input
// come back as the parser's message (an input read ahead is not read
// again, see read, and one answered ahead is not answered again, see
// readAhead); the tables come through the cache, unless the job prefers
// its Direct (contest.Job.PreferDirect): then no table is built, and the
// result says the answer used none. The output goes out as its UTF-8
// bytes with where its lines start, both transferred, so that the page
// decodes and shows it without reading it into Go (a string would be
// decoded here, then copied as the message crosses over). The cache's
// content, posted last (see stored), tells the page the tables are kept.
// The garbage collector is off until the result is posted (package gc).
func solve(s *store, m protocol.Solve) {
	restoreGC := gc.Off()
	defer restoreGC() // again, harmlessly, when the result went out
	a, parse, answered := takeAnswer(m.Problem, m.Input)
	early := answered
	if !answered {
		var job *contest.Job
		if _, job, parse, early = read(m.ID, m.Problem, m.Input); job == nil {
			return
		}
		a, _ = answerJob(s, m.ID, job, false)
	}
	post(protocol.Result{
		ID: m.ID, Output: a.text, Lines: a.lines, Source: a.f.source, Tables: len(a.f.data),
		Phases: protocol.Phases{Parse: parse, Ahead: early, Answered: answered, Tables: a.tables, Solve: a.solve},
	}, a.text, a.lines)
	restoreGC()
	s.stored(m.ID, a.f)
}

// answer is a job's output ready to post: its text (UTF-8 bytes) and where
// its lines start as typed arrays, which the result transfers, the tables
// it used, and the milliseconds of getting those and of the rest.
type answer struct {
	text, lines   js.Value
	f             fetched
	tables, solve float64
}

// answerJob answers job for request id: by its Direct when it prefers
// that, else from its tables through the cache (see fetch). With
// cachedOnly it answers only when that builds no table (Direct, or every
// table in the cache), and otherwise reports false, the job unanswered.
func answerJob(s *store, id int, job *contest.Job, cachedOnly bool) (answer, bool) {
	t1 := time.Now()
	a, t2 := answer{f: fetched{source: protocol.SourceComputed}}, t1
	var out []byte
	if job.PreferDirect() {
		out = job.Direct()
	} else {
		// Every table's entry is looked for before any is read.
		if cachedOnly && slices.ContainsFunc(job.Tables, func(t table.Table) bool { return t.Recompute || !s.has(t.Key) }) {
			return answer{}, false
		}
		a.f = s.read(job.Tables)
		if cachedOnly && slices.ContainsFunc(a.f.data, func(d []byte) bool { return d == nil }) {
			return answer{}, false
		}
		s.complete(id, job.Tables, &a.f)
		t2 = time.Now()
		out = job.Answer(a.f.data)
	}
	a.text = browser.Uint8Array(out)
	a.lines = uint32sToJS(protocol.LineStarts(out))
	a.tables, a.solve = millis(t2.Sub(t1)), millis(time.Since(t2))
	return a, true
}

func millis(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// uint32sToJS returns a new Uint32Array holding v.
func uint32sToJS(v []uint32) js.Value {
	return js.Global().Get("Uint32Array").New(browser.Uint8Array(table.Uint32Bytes(v)).Get("buffer"))
}
