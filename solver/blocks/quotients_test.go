package blocks

import (
	"math/rand/v2"
	"slices"
	"testing"

	"nimber/solver/intmath"
)

// checkQuotients checks q against the definition at every block: the blocks,
// taken in decreasing index, must tile 1..n in order, each x in a block
// having the block's value as floor(n/x), with values strictly increasing.
func checkQuotients(t *testing.T, q Quotients, rng *rand.Rand) {
	t.Helper()
	n := q.N()
	next := 1 // the first x not yet covered
	for i := q.Len() - 1; i >= 0; i-- {
		lo, hi := q.Cells(i)
		v := q.Value(i)
		if lo != next || hi < lo || n/lo != v || n/hi != v || (hi < n && n/(hi+1) == v) {
			t.Fatalf("n=%d: block %d is %d..%d with value %d after x=%d", n, i, lo, hi, v, next-1)
		}
		if q.Index(v) != i {
			t.Fatalf("n=%d: Index(%d) = %d, want %d", n, v, q.Index(v), i)
		}
		for _, x := range []int{lo, hi, lo + rng.IntN(hi-lo+1)} {
			if q.IndexOf(x) != i {
				t.Fatalf("n=%d: IndexOf(%d) = %d, want %d", n, x, q.IndexOf(x), i)
			}
		}
		next = hi + 1
	}
	if next != n+1 {
		t.Fatalf("n=%d: blocks end at %d", n, next-1)
	}
}

func TestQuotientsSmall(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for n := 0; n <= 500; n++ {
		q := NewQuotients(n)
		var want []int
		for x := n; x >= 1; x-- {
			want = append(want, n/x)
		}
		want = slices.Compact(want)
		got := make([]int, q.Len())
		for i := range got {
			got[i] = q.Value(i)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("n=%d: quotients %v, want %v", n, got, want)
		}
		checkQuotients(t, q, rng)
	}
}

func TestQuotientsLarge(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	ns := []int{1 << 20, 999999937, 1e9, MaxFlipN, 1<<31 - 1}
	for range 5 {
		ns = append(ns, 1+rng.IntN(1<<31-1))
	}
	for _, n := range ns {
		q := NewQuotients(n)
		if s := intmath.Sqrt(n); s*s > n || (s+1)*(s+1) <= n {
			t.Fatalf("Sqrt(%d) = %d", n, s)
		}
		if q.Len() < 2*intmath.Sqrt(n)-1 || q.Len() > 2*intmath.Sqrt(n) {
			t.Fatalf("n=%d: %d quotients", n, q.Len())
		}
		checkQuotients(t, q, rng)
	}
}
