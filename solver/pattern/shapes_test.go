package pattern

import (
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"
)

// halving: take one token, halve an even heap, or split an odd heap into
// two equal halves (after taking one).
func halving(x int) [][]int {
	var o [][]int
	if x >= 1 {
		o = append(o, []int{x - 1})
	}
	if x >= 2 && x%2 == 0 {
		o = append(o, []int{x / 2})
	}
	if x%2 == 1 {
		o = append(o, []int{x / 2, x / 2})
	}
	return o
}

// mockTurtles returns the values of Mock Turtles' positions 0..n, a coin
// heads at x: turn it over with up to two coins left of it, leaving those
// heads that were tails (a position is the sum of its heads).
func mockTurtles(n int) []uint32 {
	g := make([]uint32, n+1)
	seen := make([]bool, 4*n+4) // the values stay below 2n+2, their XORs below 4n+4
	for x := range g {
		clear(seen)
		seen[0] = true
		for a := range x {
			seen[g[a]] = true
			for b := a + 1; b < x; b++ {
				seen[g[a]^g[b]] = true
			}
		}
		for seen[g[x]] {
			g[x]++
		}
	}
	return g
}

// TestFunctionOfFeature finds rules a·n + h(F(n)), h periodic, in games
// computed by brute force, and compares their predictions with the games'
// values far past N.
func TestFunctionOfFeature(t *testing.T) {
	for _, c := range []struct {
		name    string
		values  func(n int) []uint32
		n, far  int
		formula string
	}{
		{"take one, halve an even heap, split an odd one", func(n int) []uint32 { return heapGame(n, halving) }, 1000, 5000, "g(n) = h(v2(n)), h(y) = 1 0 2 for y = 0, 1, …, period 2 from y = 1"},
		{"Mock Turtles (odious numbers)", mockTurtles, 300, 600, "g(n) = 2n + h(popcount(n)), h(y) = 1 0 for y = 0, 1, …, period 2 from y = 0"},
	} {
		r := Find(c.values(c.n), Options{})
		if r.Rule == nil || r.Rule.Formula != c.formula {
			t.Errorf("%s: %+v", c.name, r)
			continue
		}
		if x, ok := r.Rule.Verify(c.values(c.far), 0); !ok {
			t.Errorf("%s: the rule fails at %d", c.name, x)
		}
	}
}

// TestShapesNeverMisstated builds tables from random rules of the new
// shapes (a·n + h(F(n)), some with T[g(⌊n/2⌋)] for odd n) and from noise.
// Whatever rule Find states must give every value of the table; where the
// table identifies the generating rule (F = v2 or popcount, whose every
// value recurs often), it must predict it far past the table too; on noise
// Find must abstain. (With F = ⌊log2 n⌋ a table can be honestly ambiguous:
// a run of equal h(y) at its end looks like a period, so only the first
// property is asked of it.)
func TestShapesNeverMisstated(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	const n, far = 2000, 8000
	fs := []func(int) int{
		func(x int) int { return bits.TrailingZeros(uint(x)) },
		func(x int) int { return bits.OnesCount(uint(x)) },
		func(x int) int { return bits.Len(uint(x)) - 1 },
	}
	found := 0
	for trial := range 60 {
		f := fs[trial%len(fs)]
		p, pre, a := 2+rng.IntN(2), rng.IntN(2), rng.IntN(2)
		h := make([]int, pre+p)
		for i := range h {
			h[i] = rng.IntN(4)
		}
		g := make([]uint32, far+1)
		for x := 1; x <= far; x++ {
			y := f(x)
			if y >= pre {
				y = pre + (y-pre)%p
			}
			g[x] = uint32(a*x + h[y])
		}
		if trial%4 == 3 {
			tab := []uint32{2, 0, 1, 1}
			for x := 1; x <= far; x += 2 {
				g[x] = tab[min(g[x/2], 3)]
			}
		}
		r := Find(g[:n+1], Options{})
		if r.Rule == nil {
			continue
		}
		found++
		if x, ok := r.Rule.Verify(g[:n+1], 0); !ok {
			t.Errorf("trial %d: %q fails on the table at %d", trial, r.Rule.Formula, x)
		}
		if x, ok := r.Rule.Verify(g, 0); !ok && trial%len(fs) != 2 {
			t.Errorf("trial %d: %q fails at %d", trial, r.Rule.Formula, x)
		}
	}
	if found < 20 {
		t.Errorf("rules found in %d of 60 tables of known shapes", found)
	}
	for trial := range 20 {
		v := make([]uint32, 1+n/2)
		for i := range v {
			v[i] = uint32(rng.IntN(2 + trial%3))
		}
		if r := Find(v, Options{}); r.Rule != nil {
			t.Errorf("noise %d: found %q", trial, r.Rule.Formula)
		}
	}
}

// TestLookupRule finds g(n) = T[g(f(n))] for n/lpf(n).
func TestLookupRule(t *testing.T) {
	const n = 2000
	s, _ := arithUpTo(4 * n)
	g := make([]uint32, 4*n+1)
	g[1] = 1
	for x := 2; x <= 4*n; x++ {
		g[x] = []uint32{2, 0, 1}[g[x/int(s.lpf[x])]]
	}
	r := Find(g[:n+1], Options{})
	if r.Rule == nil || !strings.Contains(r.Rule.Formula, "T[g(n/lpf(n))], T = 2 0 1") {
		t.Fatalf("%+v", r)
	}
	if x, ok := r.Rule.Verify(g, 0); !ok {
		t.Errorf("%q fails at %d", r.Rule.Formula, x)
	}
}
