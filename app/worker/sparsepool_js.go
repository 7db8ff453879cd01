//go:build js

package main

// The runs of subtraction.Sparse's side of the pool (pool_js.go): the run
// hands each block over (subtraction.Job) and takes chunks of its far moves
// from the first while the helpers take them from the last (the job's
// Claims, a slot of Control changed with Atomics.compareExchange); a
// helper marks its chunks into rows of its own, from its own copy of the
// values, which the run sends as it finds them, 32 bits each, and writes
// them into its part of Marks, which the run ORs into its rows.

import (
	"syscall/js"

	"nimber/app/browser"
	"nimber/app/protocol"
	"nimber/solver/subtraction"
)

// A Sparse job's slots in Control, from ctlJob on.
const (
	sparseLo = iota
	sparseHi
	sparseNear
	sparseShift
	sparseClaims
)

// sparsePatience is how long the run waits for helpers still at their
// last chunks, as a share of the time since it handed the job over (a
// chunk is a sixteenth of a block's far moves). sparseRowBytes is the
// most bytes of rows of a block: Marks has that many for each helper.
const (
	sparsePatience = 0.25
	sparseRowBytes = len(subtraction.Rows{})
)

// sparsePool returns the Pool of Sparse's runs with the given workers
// (pageWorkers), or nil for one. A run over, it sets *took to the workers
// that valued it: 1, or the pool's size when the helpers took a job.
func sparsePool(workers int, took *int) subtraction.Pool {
	if workers < 2 {
		return nil
	}
	return func(moves []int, n int) (subtraction.Helpers, func()) {
		p := &sparseHelpers{poolRun: startPool(n, workers, sparseValueBytes(n), sparseRowBytes*(workers-1), sparsePatience,
			func(r *poolRun, i int) protocol.Message { return sparseHelpMessage(r, moves, i) })}
		return p, func() {
			p.end()
			*took = 1
			if p.sent > 0 {
				*took = workers
			}
		}
	}
}

// sparseValueBytes is the most bytes of the values of a run to heap n.
func sparseValueBytes(n int) int { return 4 * (n + 1) }

// sparseHelpMessage returns the message making a worker the i-th helper of
// the run r over moves.
func sparseHelpMessage(r *poolRun, moves []int, i int) protocol.SparseHelp {
	return protocol.SparseHelp{Moves: moves, N: r.n, Index: i, Control: r.ctl, Values: r.values, Marks: r.marks}
}

// sparseHelpers are a run's side of the pool: subtraction.Helpers.
type sparseHelpers struct {
	*poolRun
	job  subtraction.Job
	sent int    // the values of heaps 0..sent−1 are in values (> 0 once a job is handed over)
	read []byte // a helper's rows, as read
}

// Start hands the job over when every helper is ready and done with the
// last job.
func (p *sparseHelpers) Start(job subtraction.Job, g []uint32) bool {
	if !p.ready() {
		return false
	}
	grow(p.values, 4*job.Lo)
	moveBytes(p.values, 4*p.sent, browser.WordBytes(g[p.sent:job.Lo]), true)
	p.sent, p.job = job.Lo, job
	grow(p.marks, sparseRowBytes*p.helpers)
	p.handOver(job.Lo, job.Hi, job.Near, job.Shift, int(subtraction.Unclaimed))
	return true
}

func (p *sparseHelpers) Claim() (lo, hi int) { return claim(p.ctl, subtraction.Claims.Front) }

// Marks waits for the helpers (sparsePatience) and ORs their rows into
// rows; it reports false when they are late.
func (p *sparseHelpers) Marks(rows []byte) bool {
	if !p.wait() {
		return false
	}
	if p.read == nil {
		p.read = make([]byte, sparseRowBytes)
	}
	read := p.read[:len(rows)]
	for i := range p.helpers {
		p.readMarks(i*sparseRowBytes, read)
		subtraction.OrRows(rows, read)
	}
	return true
}

// claim takes a chunk of the job whose Claims are in ctl from side (Front
// or Back): chunks lo..hi−1.
func claim(ctl js.Value, side func(subtraction.Claims) (subtraction.Claims, int, int)) (lo, hi int) {
	for {
		c := atomics.Call("load", ctl, ctlJob+sparseClaims).Int()
		next, lo, hi := side(subtraction.Claims(c))
		if lo == hi || atomics.Call("compareExchange", ctl, ctlJob+sparseClaims, c, int(next)).Int() == c {
			return lo, hi
		}
	}
}

// sparseHelp is a helper worker's part of a run of Sparse (m): for each job
// it takes chunks until none is left, then writes its rows.
func sparseHelp(m protocol.SparseHelp) {
	ctl, values, marksBuf := m.Control.(js.Value), m.Values.(js.Value), m.Marks.(js.Value)
	g := make([]uint32, m.N+1)
	rows := new(subtraction.Rows)
	have := 0 // the values of heaps 0..have−1 are in g
	helpRuns(ctl, func(slot func(int) int) bool {
		job := subtraction.Job{Lo: slot(sparseLo), Hi: slot(sparseHi), Near: slot(sparseNear), Shift: slot(sparseShift)}
		if !job.Valid(m.N) || job.Lo < have {
			logf("sparse helper: job %+v after heap %d of %d", job, have, m.N)
			return false
		}
		moveBytes(values, 4*have, browser.WordBytes(g[have:job.Lo]), false)
		have = job.Lo
		clear(rows[:job.Bytes()])
		for {
			lo, hi := claim(ctl, subtraction.Claims.Back)
			if lo == hi {
				break
			}
			job.Mark(rows, m.Moves, g, lo, hi)
		}
		moveBytes(marksBuf, m.Index*sparseRowBytes, rows[:job.Bytes()], true)
		return true
	})
}
