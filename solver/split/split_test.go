package split

import (
	"fmt"
	"slices"
	"testing"

	"nimber/solver/sums"
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

// The window reductions of the conjunctive sums need values that never
// decrease; checking them on every heap up to the contest's limit proves
// the tables built there.
func TestConjunctiveValuesNeverDecrease(t *testing.T) {
	for _, c := range sums.All() {
		if c.Sum != sums.Conjunctive && c.Sum != sums.ContinuedConjunctive {
			continue
		}
		k := c.Kinds()[0]
		v := Values(c, k, 500000)
		for x := 2; x < len(v); x++ {
			if v[x] < v[x-1] {
				t.Fatalf("%v %v decreases at %d", c, k, x)
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
