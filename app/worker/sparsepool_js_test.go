//go:build js

package main

import (
	"syscall/js"
	"testing"

	"nimber/solver/subtraction"
)

// syncSparse is the pool of a run of Sparse with its helpers run in turn on
// the calling goroutine, once the run has taken a few chunks of the job
// (0 to 3): Start hands the job over through the shared memory as the run
// does; the helpers, each a sparseHelp of its own told to quit after the
// job (a new helper a job: it copies every value again), take the rest.
type syncSparse struct {
	*sparseHelpers
	moves         []int
	jobs          int
	before, taken int // the run's chunks before the helpers run, and taken
}

func (p *syncSparse) Start(job subtraction.Job, g []uint32) bool {
	atomics.Call("store", p.ctl, ctlReady, p.helpers)
	if !p.sparseHelpers.Start(job, g) {
		return false
	}
	p.jobs++
	p.before, p.taken = p.jobs%4, 0
	return true
}

func (p *syncSparse) Claim() (lo, hi int) {
	if p.taken == p.before {
		atomics.Call("store", p.ctl, ctlQuit, 1)
		for i := range p.helpers {
			sparseHelp(sparseHelpMessage(p.poolRun, p.moves, i))
		}
		atomics.Call("store", p.ctl, ctlQuit, 0)
	}
	p.taken++
	return p.sparseHelpers.Claim()
}

// TestSparsePoolMemory values subtraction games with Sparse and syncSparse
// under Node — the values and rows through SharedArrayBuffers and
// Atomics, the job's layout in Control, the claims of the run and each
// helper, rows of 64 to 512 bytes — against the definition: a heap's value is the least
// value none of the heaps its moves leave has.
func TestSparsePoolMemory(t *testing.T) {
	if !js.Global().Get("SharedArrayBuffer").Truthy() {
		t.Skip("no SharedArrayBuffer")
	}
	const n = 70000
	var squares, far []int
	for k := 1; k*k <= n; k++ {
		squares = append(squares, k*k)
	}
	for k := 5000; k < n; k += 997 { // past every block: the helpers take some
		far = append(far, k)
	}
	var firsts []int
	for k := 1; k <= 400; k++ {
		firsts = append(firsts, k)
	}
	for _, c := range []struct {
		name    string
		moves   []int
		helpers int
	}{{"squares", squares, 1}, {"squares", squares, 3}, {"1..400 and far", append(firsts, far...), 2}, {"2, 3 and far", append([]int{2, 3}, far...), 2}} {
		var p *syncSparse
		pool := func(moves []int, n int) (subtraction.Helpers, func()) {
			r := newPoolRun(n, c.helpers, sparseValueBytes(n), sparseRowBytes*c.helpers, sparsePatience)
			p = &syncSparse{sparseHelpers: &sparseHelpers{poolRun: r}, moves: moves}
			return p, r.end
		}
		got := subtraction.Sparse(c.moves, n, pool, nil)
		if p.jobs == 0 {
			t.Errorf("%s: no job went through the pool", c.name)
		}
		seen := make([]int, n+2)
		for x := 0; x <= n; x++ {
			for _, k := range c.moves {
				if k <= x {
					seen[got[x-k]] = x + 1
				}
			}
			want := 0
			for seen[want] == x+1 {
				want++
			}
			if got[x] != uint32(want) {
				t.Fatalf("%s with %d helpers, heap %d: %d, definition %d", c.name, c.helpers, x, got[x], want)
			}
		}
	}
}
