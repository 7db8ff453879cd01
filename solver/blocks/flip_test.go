package blocks

import (
	"math/rand/v2"
	"testing"
)

// naiveCells returns g(1..n) of the flipping game straight from its rule,
// cell by cell from the right: g(x) is the mex of g(2x) ⊕ ... ⊕ g(kx) over
// k = 1..⌊n/x⌋. It takes about n·ln n steps.
func naiveCells(n int) []int {
	g := make([]int, n+1)
	seen := make([]int, n+2) // seen[v] == x: some prefix for x is v
	for x := n; x >= 1; x-- {
		seen[0] = x
		p := 0
		for kx := 2 * x; kx <= n; kx += x {
			p ^= g[kx]
			if p < len(seen) {
				seen[p] = x
			}
		}
		v := 0
		for seen[v] == x {
			v++
		}
		g[x] = v
	}
	return g
}

// textbook returns G on the quotients of n the usual way: for each quotient
// m in increasing order, the terms G(⌊m/j⌋) block by block, two divisions a
// block. It relies on g(x) depending on floor(n/x) only, but neither on the
// halving nor on the runs and reciprocals of Flip.
func textbook(n int) []int {
	q := NewQuotients(n)
	vals := make([]int, q.Len())
	seen := make([]int, 1<<16)
	for i := range vals {
		m := q.Value(i)
		seen[0] = i + 1
		p := 0
		for j := 2; j <= m; {
			v := vals[q.Index(m/j)]
			end := m / (m / j)
			seen[p^v] = i + 1
			if (end-j)%2 == 0 {
				p ^= v
			}
			j = end + 1
		}
		v := 0
		for seen[v] == i+1 {
			v++
		}
		vals[i] = v
	}
	return vals
}

func TestFlipAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 1))
	ns := make([]int, 0, 1100)
	for n := 1; n <= 1000; n++ {
		ns = append(ns, n)
	}
	for range 10 {
		ns = append(ns, 1000+rng.IntN(5000))
	}
	for _, n := range ns {
		want := naiveCells(n)
		f := NewFlip(n, nil)
		for x := 1; x <= n; x++ {
			if got := f.Cell(x); got != want[x] {
				t.Fatalf("n=%d: Cell(%d) = %d, want %d", n, x, got, want[x])
			}
		}
	}
}

func TestFlipAgainstTextbook(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	ns := []int{1 << 20, 10_000_000}
	for range 3 {
		ns = append(ns, 5000+rng.IntN(3_000_000))
	}
	for _, n := range ns {
		want := textbook(n)
		f := NewFlip(n, nil)
		q := NewQuotients(n)
		for i, w := range want {
			lo, hi := q.Cells(i)
			if a, b := f.Cell(lo), f.Cell(hi); a != w || b != w {
				t.Fatalf("n=%d: cells %d..%d have values %d, %d, want %d", n, lo, hi, a, b, w)
			}
		}
	}
}

// TestFlipKnownValues pins a few values of G(m) = g(1) for n = m. By hand:
// G(1) = mex{0} = 1, G(2) = mex{0, 1} = 2, G(4) = mex{0, 2, 3} = 1; 10 and
// 36 are the first m with G(m) = 4 and 5.
func TestFlipKnownValues(t *testing.T) {
	want := map[int]int{1: 1, 2: 2, 3: 2, 4: 1, 5: 1, 6: 3, 7: 3, 10: 4, 36: 5}
	for n, w := range want {
		if got := NewFlip(n, nil).Cell(1); got != w {
			t.Errorf("G(%d) = %d, want %d", n, got, w)
		}
	}
}

func TestReciprocal(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 3))
	const top = 1<<30 - 1
	for d := 1; d <= maxSmall+1; d++ {
		r := reciprocal(d)
		k := top / d
		for _, m := range []int{0, d - 1, d, k*d - 1, k * d, top, rng.IntN(top + 1)} {
			if got := quotient(uint64(m), r); got != m/d {
				t.Fatalf("quotient(%d, reciprocal(%d)) = %d, want %d", m, d, got, m/d)
			}
		}
	}
}

func TestFlipBytes(t *testing.T) {
	for _, n := range []int{1, 2, 3, 77, 123456} {
		f := NewFlip(n, nil)
		g, err := LoadFlip(n, f.Bytes())
		if err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		for x := 1; x <= n; x += 1 + x/50 {
			if f.Cell(x) != g.Cell(x) {
				t.Fatalf("n=%d: loaded Cell(%d) = %d, want %d", n, x, g.Cell(x), f.Cell(x))
			}
		}
		if _, err := LoadFlip(n, append(f.Bytes(), 0)); err == nil {
			t.Fatalf("n=%d: LoadFlip accepted a byte too many", n)
		}
	}
	if _, err := LoadFlip(MaxFlipN+1, nil); err == nil {
		t.Fatal("LoadFlip accepted n > MaxFlipN")
	}
}

func TestFlipProgress(t *testing.T) {
	const n = 1 << 22
	last, calls := 0, 0
	NewFlip(n, func(done, total int) {
		if total != NewQuotients(n/2).Len() || done < last || done > total {
			t.Fatalf("progress %d of %d after %d", done, total, last)
		}
		last = done
		calls++
	})
	if last != NewQuotients(n/2).Len() || calls < 3 {
		t.Fatalf("progress ended at %d after %d calls", last, calls)
	}
}

// BenchmarkFlip measures the whole table for the contest's largest n.
func BenchmarkFlip(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		NewFlip(1e9, nil)
	}
}
