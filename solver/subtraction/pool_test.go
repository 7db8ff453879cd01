package subtraction

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/bits-and-blooms/bitset"
)

// remote are Helpers as the browser's workers are: a copy of the values
// of their own, brought up to date at each job, which may refuse a job,
// take chunks at any time (rng decides: at the start and at each of the
// run's claims) or be late with their marks, and which check what the run
// hands over.
type remote struct {
	t      *testing.T
	rng    *rand.Rand
	moves  []int
	n      int
	g      []uint32 // their copy
	have   int      // heaps copied
	job    Job
	claims Claims
	late   bool
	run    []uint32
	rows   Rows
	jobs   int
}

// help has the helpers take and mark chunks from the last, up to k.
func (r *remote) help(k int) {
	for range k {
		next, lo, hi := r.claims.Back()
		if lo == hi {
			return
		}
		r.claims = next
		r.job.Mark(&r.rows, r.moves, r.g, lo, hi)
	}
}

func (r *remote) Start(job Job, g []uint32) bool {
	if !job.Valid(r.n) || len(g) != job.Lo {
		r.t.Fatalf("job %+v with %d values, run to %d", job, len(g), r.n)
	}
	if r.rng.IntN(8) == 0 {
		return false
	}
	copy(r.g[r.have:job.Lo], g[r.have:])
	r.have, r.job, r.claims, r.run, r.jobs = job.Lo, job, Unclaimed, g, r.jobs+1
	clear(r.rows[:job.Bytes()])
	r.late = r.rng.IntN(6) == 0
	r.help(r.rng.IntN(claimChunks + 2))
	return true
}

func (r *remote) Claim() (lo, hi int) {
	r.help(r.rng.IntN(3))
	next, lo, hi := r.claims.Front()
	r.claims = next
	return lo, hi
}

func (r *remote) Marks(rows []byte) bool {
	if len(rows) != r.job.Bytes() || r.claims&0xffff != r.claims>>16 {
		r.t.Fatalf("rows of %d bytes for job %+v, claims %x", len(rows), r.job, r.claims)
	}
	if !slices.Equal(r.run[:r.have], r.g[:r.have]) {
		r.t.Fatalf("the run changed values it had handed over (job %+v)", r.job)
	}
	if r.late {
		return false
	}
	OrRows(rows, r.rows[:])
	return true
}

// Sparse with helpers, on goroutines or with copies of their own that
// refuse jobs, take any share and are late at random, values as Values
// does: on values below 64 and above, past the widest rows (1..600), and
// on the squares.
func TestSparseHelpers(t *testing.T) {
	const n = minPooled + 3000
	rng := rand.New(rand.NewPCG(3, 5))
	// far are moves past every block: helpers take some of them.
	var far []int
	for k := 5000; k < n; k += 997 {
		far = append(far, k)
	}
	with := func(moves []int) []int { return append(moves, far...) }
	for _, moves := range [][]int{squaresTo(n), with([]int{2, 3, 7}), with(upTo(70)), with(upTo(300)), with(upTo(600)), far} {
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

// Front and Back take chunks from the two ends of a job until they meet,
// each chunk once.
func TestClaims(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for range 100 {
		c := Unclaimed
		taken := make([]int, claimChunks)
		front := 0
		for {
			side, fromFront := Claims.Back, false
			if rng.IntN(2) == 0 {
				side, fromFront = Claims.Front, true
			}
			next, lo, hi := side(c)
			if lo == hi {
				if lo != front || next != c {
					t.Fatalf("nothing left at %d, %x; the run's last chunk %d", lo, next, front-1)
				}
				break
			}
			if hi != lo+1 || lo < 0 || hi > claimChunks {
				t.Fatalf("took %d..%d", lo, hi-1)
			}
			taken[lo]++
			if fromFront {
				if lo != front {
					t.Fatalf("the run took %d after %d", lo, front-1)
				}
				front = hi
			}
			c = next
		}
		for i, k := range taken {
			if k != 1 {
				t.Fatalf("chunk %d taken %d times", i, k)
			}
		}
	}
}
