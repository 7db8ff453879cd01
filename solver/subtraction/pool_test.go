package subtraction

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/bits-and-blooms/bitset"
)

// remote are Helpers as the browser's workers are: a copy of the values
// of their own, brought up to date at each job, which may refuse a job or
// be late with it (rng decides), and which check what the run hands over.
type remote struct {
	t      *testing.T
	rng    *rand.Rand
	moves  []int
	n      int
	g      []uint32 // their copy
	have   int      // heaps copied
	job    Job
	marked bool // the job's masks are ready
	run    []uint32
	masks  Masks
	jobs   int
}

func (r *remote) Start(job Job, g []uint32) bool {
	if !job.Valid(r.n) || len(g) != job.Known {
		r.t.Fatalf("job %+v with %d values, run to %d", job, len(g), r.n)
	}
	if r.rng.IntN(8) == 0 {
		return false
	}
	copy(r.g[r.have:job.Known], g[r.have:])
	r.have, r.job, r.run, r.jobs = job.Known, job, g, r.jobs+1
	r.marked = r.rng.IntN(4) != 0
	if r.marked {
		job.Mark(&r.masks, r.moves, r.g, job.Lo, job.Hi)
	}
	return true
}

func (r *remote) Done() bool { return r.marked }

func (r *remote) Marks(masks []uint64) bool {
	if len(masks) != r.job.Words() {
		r.t.Fatalf("marks of %d words for job %+v", len(masks), r.job)
	}
	if !slices.Equal(r.run[:r.have], r.g[:r.have]) {
		r.t.Fatalf("the run changed values it had handed over (job %+v)", r.job)
	}
	if !r.marked { // late
		return false
	}
	copy(masks, r.masks[:len(masks)])
	return true
}

// Sparse with helpers, on goroutines or with copies of their own that
// refuse jobs and are late at random, values as Values does: on values
// below 64 and above, past the widest masks (1..600), with moves beyond a
// block, and on the squares.
func TestSparseHelpers(t *testing.T) {
	const n = minPooled + 3000
	rng := rand.New(rand.NewPCG(3, 5))
	for _, moves := range [][]int{squaresTo(n), {2, 3, 7, 5000}, upTo(70), upTo(300), upTo(600), {1, 9000, 9001}} {
		set := bitset.New(n + 1)
		for _, k := range moves {
			set.Set(uint(k))
		}
		want := Values(set, n, nil)
		var jobs int
		remotes := func(moves []int, n int) (Helpers, func()) {
			r := &remote{t: t, rng: rng, moves: moves, n: n, g: make([]uint32, n+1)}
			return r, func() { jobs = r.jobs }
		}
		for name, pool := range map[string]Pool{"goroutines": Goroutines(3), "remote": remotes} {
			if got := Sparse(moves, n, pool, nil); !slices.Equal(got, want) {
				t.Errorf("Sparse(%v…) with %s helpers differs from Values", moves[:min(len(moves), 5)], name)
			}
		}
		if jobs == 0 {
			t.Errorf("moves %v…: the helpers took no job", moves[:min(len(moves), 5)])
		}
	}
}
