package subtraction

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// Goroutines returns a Pool of k helpers, each a goroutine a job, which
// read the run's own values (Sparse never writes a heap below a block
// again); nil when k < 1.
func Goroutines(k int) Pool {
	if k < 1 {
		return nil
	}
	return func(moves []int, n int) (Helpers, func()) {
		return &goroutines{moves: moves, rows: make([]Rows, k)}, func() {}
	}
}

// goroutines are the Helpers of Goroutines: helper i takes chunks of the
// job from the last and marks them into rows[i].
type goroutines struct {
	moves  []int
	job    Job
	claims atomic.Uint32 // the job's Claims
	rows   []Rows
	wg     sync.WaitGroup
}

// take takes a chunk of the job with Front or Back: chunks lo..hi−1.
func (h *goroutines) take(side func(Claims) (Claims, int, int)) (lo, hi int) {
	for {
		c := h.claims.Load()
		next, lo, hi := side(Claims(c))
		if lo == hi || h.claims.CompareAndSwap(c, uint32(next)) {
			return lo, hi
		}
	}
}

func (h *goroutines) Start(job Job, g []uint32) bool {
	h.job = job
	h.claims.Store(uint32(Unclaimed))
	h.wg.Add(len(h.rows))
	for i := range h.rows {
		go func() {
			defer h.wg.Done()
			clear(h.rows[i][:job.Bytes()])
			for {
				lo, hi := h.take(Claims.Back)
				if lo == hi {
					return
				}
				job.Mark(&h.rows[i], h.moves, g, lo, hi)
			}
		}()
	}
	return true
}

func (h *goroutines) Claim() (lo, hi int) { return h.take(Claims.Front) }

// Marks waits for every helper: goroutines are never late.
func (h *goroutines) Marks(rows []byte) bool {
	h.wg.Wait()
	for i := range h.rows {
		OrRows(rows, h.rows[i][:])
	}
	return true
}

type poolKey struct{}

// WithPool returns ctx carrying p, the pool of the runs of Sparse made
// under it (PoolFrom).
func WithPool(ctx context.Context, p Pool) context.Context {
	return context.WithValue(ctx, poolKey{}, p)
}

// PoolFrom returns the pool ctx carries (WithPool), else a goroutine a
// core besides the run's own: none on one core, as in WebAssembly.
func PoolFrom(ctx context.Context) Pool {
	if p, ok := ctx.Value(poolKey{}).(Pool); ok {
		return p
	}
	return Goroutines(runtime.GOMAXPROCS(0) - 1)
}
