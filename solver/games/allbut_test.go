package games

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"nimber/solver/period"
	"nimber/solver/sums"
)

// allBut returns the Grundy values of heaps 0..n of the game taking any
// number of tokens but those of excl, by the mex rule.
func allBut(n int, excl []int) []uint32 {
	g := make([]uint32, n+1)
	seen := make([]bool, n+2)
	for x := 1; x <= n; x++ {
		clear(seen)
		for s := 1; s <= x; s++ {
			if !slices.Contains(excl, s) {
				seen[g[x-s]] = true
			}
		}
		for seen[g[x]] {
			g[x]++
		}
	}
	return g
}

// TestAllButProver: on random excluded sets, the test proves a relation
// from 600 values that holds on 2500 computed by brute force, with the
// smallest period and preperiod those values show; Parse gives the game
// the test and its name; a finite set and other kinds have none.
func TestAllButProver(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 3))
	for range 60 {
		var excl []int
		for range rng.IntN(5) {
			excl = append(excl, 1+rng.IntN(12))
		}
		slices.Sort(excl)
		excl = slices.Compact(excl)
		big := allBut(2500, excl)
		prove, _ := allButProver(excl)
		r := prove(big[:601])
		if !r.Proven {
			t.Errorf("excluded %v: nothing proven from 601 values", excl)
			continue
		}
		for n := r.Pre; n+r.Period < len(big); n++ {
			if big[n+r.Period] != big[n]+r.Saltus {
				t.Fatalf("excluded %v: proved %v, but g(%d) = %d, g(%d) = %d", excl, r, n, big[n], n+r.Period, big[n+r.Period])
			}
		}
		seen := period.Find(big, nil) // the smallest period the values show
		if seen.Period != r.Period || seen.Pre != r.Pre || seen.Saltus != r.Saltus {
			t.Errorf("excluded %v: proved %v, the values show %v", excl, r, seen)
		}
		if r.Need > 601 {
			t.Errorf("excluded %v: read %d values of 601", excl, r.Need)
		}
	}
	// From too few values nothing is proven.
	prove, _ := allButProver([]int{1, 2, 3, 7})
	if r := prove(allBut(6, []int{1, 2, 3, 7})); r.Proven {
		t.Errorf("7 values of sub:all,!1-3,!7: %v", r)
	}
	g := mustParse(t, "sub:all,!2,!5")
	if g.Prover(sums.Grundy) == nil || !strings.Contains(g.Theorem(sums.Grundy), "the state test for all-but subtraction games (moves: any number but 2, 5; for n ≥ 5") {
		t.Errorf("sub:all,!2,!5: prover %v, theorem %q", g.Prover(sums.Grundy) != nil, g.Theorem(sums.Grundy))
	}
	// Codes that are all-but games: 0.[3] is Nim, 0.3033[3] and 0.30[3] exclude 2.
	v, err := Values(mustParse(t, "0.3033[3]"), sums.Grundy, sums.Convention{}, 300, nil)
	if err != nil || !slices.Equal(v, allBut(300, []int{2})) {
		t.Errorf("0.3033[3] is not sub:all,!2: %v", err)
	}
	for spec, want := range map[string]string{"0.[3]": "(moves: any number;", "0.3033[3]": "(moves: any number but 2; for n ≥ 2", "0.30[3]": "any number but 2;"} {
		g := mustParse(t, spec)
		if g.Prover(sums.Grundy) == nil || !strings.Contains(g.Theorem(sums.Grundy), want) {
			t.Errorf("%s: prover %v, theorem %q", spec, g.Prover(sums.Grundy) != nil, g.Theorem(sums.Grundy))
		}
	}
	for _, c := range []struct {
		spec string
		k    sums.Kind
	}{{"sub:all,!2", sums.Remoteness}, {"sub:1,3,4", sums.Grundy}, {"sub:primes", sums.Grundy}, {"0.[30]", sums.Grundy}, {"0.[2]", sums.Grundy}, {"4.[3]", sums.Grundy}, {"0.33", sums.Grundy}} {
		if mustParse(t, c.spec).Prover(c.k) != nil {
			t.Errorf("%s, %v: a prover", c.spec, c.k)
		}
	}
	if name := mustParse(t, "sub:1,3,4").Theorem(sums.Grundy); !strings.HasPrefix(name, "Golomb's") {
		t.Errorf("sub:1,3,4: %q", name)
	}
}

// TestOctalTheoremWording checks the octal theorem's name as printed,
// in the singular for moves leaving at most one heap.
func TestOctalTheoremWording(t *testing.T) {
	for spec, want := range map[string]string{
		"0.002": "moves taking at most 3 and leaving at most 1 heap)",
		"0.07":  "moves taking at most 2 and leaving at most 2 heaps)",
		"0.f":   "moves taking at most 1 and leaving at most 3 heaps)",
	} {
		if name := mustParse(t, spec).Theorem(sums.Grundy); !strings.HasSuffix(name, want) {
			t.Errorf("%s: %q, want it to end with %q", spec, name, want)
		}
	}
}
