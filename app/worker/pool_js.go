//go:build js

package main

// The pool of a run: where the page is cross-origin isolated, the solver
// worker computes (the run) and helper workers — solver workers started by
// it, each a Go instance of its own, made helpers by a protocol.FarHelp or
// protocol.SparseHelp — mark a share of the run's jobs, each from its own
// copy of the values. Go's WebAssembly cannot share its memory, so the
// values and the marks travel through SharedArrayBuffers, copied in and out
// of Go, and the hand-overs are Atomics on an Int32Array (Control): the run
// writes the values new since the last job and the job, then bumps ctlSeq;
// each helper copies the new values, marks its share of the heaps, writes
// its marks and counts ctlLeft down; the run waits for ctlLeft to be 0 and
// reads the marks. It waits no longer than its patience: helpers that are
// late (a busy machine, a helper stopped) are left to finish unread, and
// the run marks those heaps itself. The helpers' waits have a timeout
// (poolWait), after which they look at the quit flag. farpool_js.go holds
// the far runs' jobs (octal.Helpers), sparsepool_js.go those of
// subtraction.Sparse.

import (
	"syscall/js"
	"time"

	"nimber/app/protocol"
)

// Control's slots: the hand-overs, then the job (its slots are the run's
// kind's: farpool_js.go, sparsepool_js.go).
const (
	ctlSeq   = iota // the job's number: the helpers wait for it to change
	ctlQuit         // 1 once the run is over: the helpers go back to their messages
	ctlReady        // helpers set up for the run
	ctlLeft         // helpers still marking the job
	ctlJob          // the job's first slot
	ctlSlots = ctlJob + 8
)

// poolWait is the longest wait on Control, in milliseconds.
const poolWait = 100

var (
	atomics    = js.Global().Get("Atomics")
	uint8Array = js.Global().Get("Uint8Array")
)

// helperWorkers are the helper workers started so far: the pool keeps them
// from one run to the next.
var helperWorkers []js.Value

// poolRun is a run's side of the pool.
type poolRun struct {
	ctl           js.Value // Control
	values, marks js.Value // the SharedArrayBuffers
	n, helpers    int
	// patience is how long Marks waits for late helpers, as a share of
	// the time since the job was handed over.
	patience float64
	started  time.Time // when the job under way was handed over
}

// pageWorkers returns the workers of a run on this page (poolWorkers)
// when the request asks for at most asked (0: the default).
func pageWorkers(asked int) int {
	isolated, cores := js.Global().Get("crossOriginIsolated").Truthy(), 1
	if isolated {
		cores = js.Global().Get("navigator").Get("hardwareConcurrency").Int()
	}
	return poolWorkers(isolated, cores, asked)
}

// startPool returns the pool of a run to heap n with the given workers,
// the run's own included, starting the helper workers it lacks, or nil for
// one worker. The values and marks may grow to the given bytes; help
// returns the message that makes a worker the i-th helper.
func startPool(n, workers, valueBytes, markBytes int, patience float64, help func(r *poolRun, i int) protocol.Message) *poolRun {
	if workers < 2 {
		return nil
	}
	startHelpers(workers - 1)
	r := newPoolRun(n, workers-1, valueBytes, markBytes, patience)
	for i := range r.helpers {
		helperWorkers[i].Call("postMessage", protocol.Encode(help(r, i)))
	}
	return r
}

// startHelpers starts helper workers until there are k: each loads and
// starts web/worker.wasm, which the page's own worker has in the
// browser's cache, on a thread of its own.
func startHelpers(k int) {
	for len(helperWorkers) < k {
		w := js.Global().Get("Worker").New(js.Global().Get("location").Get("href"))
		w.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if m, err := protocol.Decode(args[0].Get("data")); err == nil {
				if c, ok := m.(protocol.Crash); ok {
					logf("a helper stopped: %s", c.Message)
				}
			}
			return nil
		}))
		helperWorkers = append(helperWorkers, w)
	}
}

// newPoolRun returns the shared memory of a run to heap n with the given
// helpers, its values and marks growable to the given bytes.
func newPoolRun(n, helpers, valueBytes, markBytes int, patience float64) *poolRun {
	sab := js.Global().Get("SharedArrayBuffer")
	growable := func(most int) js.Value {
		return sab.New(0, map[string]any{"maxByteLength": most})
	}
	return &poolRun{n: n, helpers: helpers, patience: patience,
		ctl:    js.Global().Get("Int32Array").New(sab.New(4 * ctlSlots)),
		values: growable(valueBytes),
		marks:  growable(markBytes),
	}
}

// end sends the helpers back to their messages.
func (r *poolRun) end() {
	if r != nil {
		atomics.Call("store", r.ctl, ctlQuit, 1)
		atomics.Call("notify", r.ctl, ctlSeq)
	}
}

// ready reports whether every helper is set up and done with the last job.
func (r *poolRun) ready() bool {
	return atomics.Call("load", r.ctl, ctlReady).Int() >= r.helpers && r.Done()
}

// handOver writes the job (job[i] into slot ctlJob+i) and wakes the
// helpers.
func (r *poolRun) handOver(job ...int) {
	for i, x := range job {
		atomics.Call("store", r.ctl, ctlJob+i, x)
	}
	atomics.Call("store", r.ctl, ctlLeft, r.helpers)
	atomics.Call("add", r.ctl, ctlSeq, 1)
	atomics.Call("notify", r.ctl, ctlSeq)
	r.started = time.Now()
}

// Done reports whether every helper has marked its share of the last job.
func (r *poolRun) Done() bool { return atomics.Call("load", r.ctl, ctlLeft).Int() == 0 }

// Workers returns the run's worker and the helpers ready.
func (r *poolRun) Workers() int {
	return 1 + min(atomics.Call("load", r.ctl, ctlReady).Int(), r.helpers)
}

// wait waits for the helpers to be done with the job, up to the run's
// patience; it reports false when they are late.
func (r *poolRun) wait() bool {
	deadline := time.Now().Add(time.Duration(float64(time.Since(r.started)) * r.patience))
	for {
		left := atomics.Call("load", r.ctl, ctlLeft).Int()
		if left == 0 {
			return true
		}
		wait := time.Until(deadline)
		if wait <= 0 {
			return false
		}
		atomics.Call("wait", r.ctl, ctlLeft, left, float64(wait)/float64(time.Millisecond))
	}
}

// readMarks copies the marks from byte at on into marks.
func (r *poolRun) readMarks(at int, marks []byte) {
	moveBytes(r.marks, at, marks, false)
}

// helpRuns is a helper worker's loop: it counts itself ready, then calls
// mark with the job's slots (ctlJob on) for each job handed over, and
// counts it done, until the run ends (a job handed over before the end
// is marked). A job mark refuses (false: a job the run should not have
// handed over) is never counted done: the run marks it, and every job
// after, itself.
func helpRuns(ctl js.Value, mark func(slot func(i int) int) bool) {
	seen := 0
	slot := func(i int) int { return atomics.Call("load", ctl, ctlJob+i).Int() }
	atomics.Call("add", ctl, ctlReady, 1)
	for {
		seq := atomics.Call("load", ctl, ctlSeq).Int()
		if seq == seen {
			if atomics.Call("load", ctl, ctlQuit).Int() != 0 {
				return
			}
			atomics.Call("wait", ctl, ctlSeq, seen, poolWait)
			continue
		}
		seen = seq
		if !mark(slot) {
			return
		}
		if atomics.Call("sub", ctl, ctlLeft, 1).Int() == 1 {
			atomics.Call("notify", ctl, ctlLeft)
		}
	}
}

// moveBytes copies b into buf at off when toJS, else buf's bytes there
// into b.
func moveBytes(buf js.Value, off int, b []byte, toJS bool) {
	if len(b) == 0 {
		return
	}
	view := uint8Array.New(buf, off, len(b))
	if toJS {
		js.CopyBytesToJS(view, b)
	} else {
		js.CopyBytesToGo(b, view)
	}
}

// grow makes buf, a growable SharedArrayBuffer, at least size bytes long.
func grow(buf js.Value, size int) {
	if buf.Get("byteLength").Int() < size {
		buf.Call("grow", size)
	}
}
