package split

import (
	"fmt"
	"slices"
	"testing"

	"nimber/solver/sums"
	"nimber/solver/window"
)

// naive values heaps 1..n under c from the definitions: the options of x are
// the sums y + (x-y), valued by Combine, and each kind is taken over them.
func naive(c sums.Convention, n int) []sums.Part {
	kinds := c.Kinds()
	ps := make([]sums.Part, n+1)
	for x := 1; x <= n; x++ {
		var opts []sums.Part
		for y := 1; y < x; y++ {
			opts = append(opts, c.Combine(ps[y], ps[x-y]))
		}
		ps[x].Over = len(opts) == 0
		for k, kind := range kinds {
			vals := make([]uint32, len(opts))
			for i, o := range opts {
				vals[i] = o.V[k]
			}
			ps[x].V[k] = kind.Of(vals)
		}
	}
	return ps
}

func TestAgainstNaive(t *testing.T) {
	const n = 300
	for _, c := range sums.All() {
		want := naive(c, n)
		for k, kind := range c.Kinds() {
			got := Values(c, kind, n)
			for x := 1; x <= n; x++ {
				if got[x] != want[x].V[k] {
					t.Fatalf("%v %v of heap %d: %d, want %d", c, kind, x, got[x], want[x].V[k])
				}
			}
		}
	}
}

// TestConjunctiveWindows checks the closed forms of the conjunctive sums
// against the window games their proofs reduce them to (package window),
// computed the long way up to the contest's limit.
func TestConjunctiveWindows(t *testing.T) {
	const n = 500000
	for _, c := range sums.All() {
		var rule window.Rule
		switch c.Sum {
		case sums.Conjunctive: // worth the smaller part
			rule = func(x int) (int, int) { return 1, x / 2 }
		case sums.ContinuedConjunctive: // worth the larger part
			rule = window.TakeAtMostHalf
		default:
			continue
		}
		k := c.Kinds()[0]
		got, want := Values(c, k, n), window.Values(k, rule, n)
		for x := 1; x <= n; x++ {
			if got[x] != want[x] {
				t.Fatalf("%v %v of heap %d: %d, the window game %d", c, k, x, got[x], want[x])
			}
		}
	}
}

func TestPairGrundy(t *testing.T) {
	for least := 1; least <= 2; least++ {
		want := pairGrundyDirect(least, 3000)
		if got := PairGrundy(least, 3000); !slices.Equal(got, want) {
			t.Errorf("least %d: periodic values differ from direct ones", least)
		}
	}
	// Splitting into parts of at least 2 is octal game 0.04 shifted by one
	// token; its values have period 34.
	g := pairGrundyDirect(2, 2000)
	if p, ok := period(g, 2); !ok || p != 34 {
		t.Errorf("period %d, %v", p, ok)
	}
}

func TestWrongKindPanics(t *testing.T) {
	defer func() {
		if r := recover(); fmt.Sprint(r) != "split: grundy-normal is not a value of the conjunctive-normal sum" {
			t.Fatalf("panic %v", r)
		}
	}()
	Values(sums.Convention{Sum: sums.Conjunctive}, sums.Grundy, 10)
}
