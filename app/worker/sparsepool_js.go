//go:build js

package main

// The runs of subtraction.Sparse's side of the pool (pool_js.go): a helper
// marks the far moves of its share of a block's heaps (subtraction.Job)
// from its own copy of the values, which the run sends as it finds them,
// 32 bits each, while the run marks the other heaps of the block.

import (
	"syscall/js"

	"nimber/app/browser"
	"nimber/app/protocol"
	"nimber/solver/subtraction"
)

// A Sparse job's slots in Control, from ctlJob on.
const (
	sparseKnown = iota
	sparseLo
	sparseHi
	sparseNear
	sparseShift
)

// sparsePatience is how long the run waits for late helpers: as long
// again as it took to mark its own share (they mark at the same time).
// sparseMarkBytes is the most bytes of a job's masks: a block's.
const (
	sparsePatience  = 1.0
	sparseMarkBytes = 8 * len(subtraction.Masks{})
)

// sparsePool returns the Pool of Sparse's runs with the given workers
// (pageWorkers), or nil for one. A run over, it sets *took to the workers
// that valued it: 1, or the pool's size when the helpers took a job.
func sparsePool(workers int, took *int) subtraction.Pool {
	if workers < 2 {
		return nil
	}
	return func(moves []int, n int) (subtraction.Helpers, func()) {
		p := &sparseHelpers{poolRun: startPool(n, workers, sparseValueBytes(n), sparseMarkBytes, sparsePatience,
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

// sparseHelpMessage returns the message making a worker the i-th helper
// of the run r over moves.
func sparseHelpMessage(r *poolRun, moves []int, i int) protocol.SparseHelp {
	return protocol.SparseHelp{Moves: moves, N: r.n, Index: i, Helpers: r.helpers, Control: r.ctl, Values: r.values, Marks: r.marks}
}

// sparseHelpers are a run's side of the pool: subtraction.Helpers.
type sparseHelpers struct {
	*poolRun
	sent int // the values of heaps 0..sent−1 are in values (> 0 once a job is handed over)
}

// Start hands the job over when every helper is ready and done with the
// last job.
func (p *sparseHelpers) Start(job subtraction.Job, g []uint32) bool {
	if !p.ready() {
		return false
	}
	grow(p.values, 4*job.Known)
	moveBytes(p.values, 4*p.sent, browser.WordBytes(g[p.sent:job.Known]), true)
	p.sent = job.Known
	grow(p.marks, 8*job.Words())
	p.handOver(job.Known, job.Lo, job.Hi, job.Near, job.Shift)
	return true
}

// sparseHelp is a helper worker's part of a run of Sparse (m): it marks
// the run's jobs until the run ends.
func sparseHelp(m protocol.SparseHelp) {
	ctl, values, marksBuf := m.Control.(js.Value), m.Values.(js.Value), m.Marks.(js.Value)
	g := make([]uint32, m.N+1)
	var masks subtraction.Masks
	have := 0 // the values of heaps 0..have−1 are in g
	helpRuns(ctl, func(slot func(int) int) bool {
		job := subtraction.Job{Known: slot(sparseKnown), Lo: slot(sparseLo), Hi: slot(sparseHi), Near: slot(sparseNear), Shift: slot(sparseShift)}
		if !job.Valid(m.N) || job.Known < have {
			logf("sparse helper: job %+v after heap %d of %d", job, have, m.N)
			return false
		}
		moveBytes(values, 4*have, browser.WordBytes(g[have:job.Known]), false)
		have = job.Known
		if a, b := job.Share(m.Index, m.Helpers); a < b {
			job.Mark(&masks, m.Moves, g, a, b)
			moveBytes(marksBuf, 8*((a-job.Lo)<<job.Shift), browser.WordBytes(masks[:(b-a)<<job.Shift]), true)
		}
		return true
	})
}
