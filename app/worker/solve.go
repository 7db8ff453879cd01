//go:build js

package main

import (
	"syscall/js"
	"time"

	"nimber/app/browser"
	"nimber/app/gc"
	"nimber/app/protocol"
	"nimber/solver/table"
)

// solve answers one contest input (protocol.Solve): errors in the input
// come back as the parser's message (an input read ahead is not read
// again, see read); the tables come through the cache,
// unless the job prefers its Direct (contest.Job.PreferDirect): then no
// table is built, and the result says the answer used none.
// The output goes out as a JavaScript string with where its lines start,
// so that the page shows it without reading it into Go. The cache's
// content, posted last (see stored), tells the page the tables are kept.
// The garbage collector is off until the result is posted (package gc).
func solve(s *store, m protocol.Solve) {
	restoreGC := gc.Off()
	defer restoreGC() // again, harmlessly, when the result went out
	_, job, parse, early := read(m.ID, m.Problem, m.Input)
	if job == nil {
		return
	}
	t1 := time.Now()
	f, t2 := fetched{source: protocol.SourceComputed}, t1
	var out []byte
	if job.PreferDirect() {
		out = job.Direct()
	} else {
		f = s.fetch(m.ID, job.Tables)
		t2 = time.Now()
		out = job.Answer(f.data)
	}
	text := js.ValueOf(string(out))
	lines := uint32sToJS(protocol.LineStarts(out))
	t3 := time.Now()
	post(protocol.Result{
		ID: m.ID, Output: text, Lines: lines, Source: f.source, Tables: len(f.data),
		Phases: protocol.Phases{Parse: parse, Ahead: early, Tables: millis(t2.Sub(t1)), Solve: millis(t3.Sub(t2))},
	}, lines)
	restoreGC()
	s.stored(m.ID, f)
}

func millis(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// uint32sToJS returns a new Uint32Array holding v.
func uint32sToJS(v []uint32) js.Value {
	return js.Global().Get("Uint32Array").New(browser.Uint8Array(table.Uint32Bytes(v)).Get("buffer"))
}
