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
		return &goroutines{moves: moves, masks: make([]Masks, k)}, func() {}
	}
}

// goroutines are the Helpers of Goroutines: helper i marks the i-th of
// len(masks) shares of each job's heaps into masks[i].
type goroutines struct {
	moves []int
	masks []Masks
	job   Job
	left  atomic.Int32 // helpers still marking the job
	wg    sync.WaitGroup
}

func (h *goroutines) Start(job Job, g []uint32) bool {
	h.job = job
	h.left.Store(int32(len(h.masks)))
	h.wg.Add(len(h.masks))
	for i := range h.masks {
		lo, hi := h.job.Share(i, len(h.masks))
		go func() {
			defer h.wg.Done()
			defer h.left.Add(-1)
			job.Mark(&h.masks[i], h.moves, g, lo, hi)
		}()
	}
	return true
}

func (h *goroutines) Done() bool { return h.left.Load() == 0 }

// Marks waits for every helper: goroutines are never late.
func (h *goroutines) Marks(masks []uint64) bool {
	h.wg.Wait()
	for i := range h.masks {
		lo, hi := h.job.Share(i, len(h.masks))
		copy(masks[(lo-h.job.Lo)<<h.job.Shift:], h.masks[i][:(hi-lo)<<h.job.Shift])
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
