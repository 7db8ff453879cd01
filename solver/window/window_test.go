package window

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"nimber/solver/sums"
)

var allKinds = []sums.Kind{sums.Grundy, sums.MisereGrundy, sums.Outcome, sums.MisereOutcome,
	sums.Early, sums.MisereEarly, sums.Remoteness, sums.MisereRemoteness, sums.Suspense,
	sums.MisereSuspense}

// naive computes the values of kind k from the definition, listing every
// option of every heap.
func naive(k sums.Kind, r Rule, n int) []uint32 {
	v := make([]uint32, n+1)
	for x := 0; x <= n; x++ {
		lo, hi := r(x)
		var opts []uint32
		for y := lo; y <= hi; y++ {
			opts = append(opts, v[y])
		}
		v[x] = k.Of(opts)
	}
	return v
}

// randomRule returns a rule on heaps 0..n with random monotone windows, some
// of them empty, narrow or wide as wide says.
func randomRule(rng *rand.Rand, n int, empty float64, wide int) Rule {
	los, his := make([]int, n+1), make([]int, n+1)
	lo, hi := 0, -1
	for x := 0; x <= n; x++ {
		if x == 0 || rng.Float64() < empty {
			los[x], his[x] = x+1, x // no move; any bounds with lo > hi
			continue
		}
		hi += rng.IntN(min(x-1-hi, wide) + 1)
		if hi < lo {
			hi = lo
			if hi > x-1 {
				los[x], his[x] = x+1, x
				hi = x - 1
				continue
			}
		}
		lo += rng.IntN(hi - lo + 1)
		los[x], his[x] = lo, hi
	}
	return func(x int) (int, int) { return los[x], his[x] }
}

func TestAgainstNaiveOnRandomWindows(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := 0; trial < 300; trial++ {
		n := 1 + rng.IntN(120)
		r := randomRule(rng, n, []float64{0, 0.05, 0.3}[trial%3], 1+rng.IntN(6))
		for _, k := range allKinds {
			if got, want := Values(k, r, n), naive(k, r, n); !slices.Equal(got, want) {
				t.Fatalf("trial %d, %v: got %v, want %v", trial, k, got, want)
			}
		}
	}
}

// TestMod17Options checks the rule's options on heaps around multiples of 17.
func TestMod17Options(t *testing.T) {
	for x, want := range map[int][2]int{0: {0, -1}, 1: {0, 0}, 2: {0, 1}, 16: {14, 15}, 17: {16, 16}, 18: {16, 17}, 34: {33, 33}} {
		if lo, hi := Mod17(x); lo != want[0] || hi != want[1] {
			t.Errorf("Mod17(%d) = [%d, %d], want %v", x, lo, hi, want)
		}
	}
}

func TestAgainstNaiveOnNamedRules(t *testing.T) {
	rules := map[string]Rule{
		"take 1..3":             TakeBetween(1, 3),
		"take any":              TakeBetween(1, math.MaxInt),
		"take 2..5":             TakeBetween(2, 5),
		"take at most 1/2":      TakeAtMostHalf,
		"take 1 or 2, 1 at 17k": Mod17,
	}
	for name, r := range rules {
		for _, k := range allKinds {
			if got, want := Values(k, r, 600), naive(k, r, 600); !slices.Equal(got, want) {
				t.Errorf("%s, %v: differs from naive at %d", name, k, firstDiff(got, want))
			}
		}
	}
}

func firstDiff(a, b []uint32) int {
	for i := range a {
		if a[i] != b[i] {
			return i
		}
	}
	return -1
}

// Known closed forms, computed by hand from the definitions.
func TestKnownValues(t *testing.T) {
	const n = 1000
	check := func(name string, got []uint32, want func(x int) uint32) {
		t.Helper()
		for x, g := range got {
			if w := want(x); g != w {
				t.Fatalf("%s(%d) = %d, want %d", name, x, g, w)
			}
		}
	}
	check("Grundy take 1..3", Grundy(TakeBetween(1, 3), n), func(x int) uint32 { return uint32(x % 4) })
	check("Grundy take any", Grundy(TakeBetween(1, math.MaxInt), n), func(x int) uint32 { return uint32(x) })
	// Misère Nim swaps 0 and 1 only on heaps 0 and 1.
	check("MisereGrundy take any", MisereGrundy(TakeBetween(1, math.MaxInt), n),
		func(x int) uint32 {
			if x <= 1 {
				return uint32(1 - x)
			}
			return uint32(x)
		})
	half := Grundy(TakeAtMostHalf, n)
	check("Grundy take at most half", half, func(x int) uint32 {
		for x%2 == 1 {
			x /= 2
		}
		return uint32(x / 2)
	})
	// Taking any amount, the winner empties the heap: remoteness and
	// suspense 1. Taking one token, every game lasts x moves.
	for _, k := range []sums.Kind{sums.Remoteness, sums.Suspense} {
		check(k.String()+" take any", Values(k, TakeBetween(1, math.MaxInt), n),
			func(x int) uint32 { return uint32(min(x, 1)) })
	}
	for _, k := range []sums.Kind{sums.Remoteness, sums.MisereRemoteness, sums.Suspense, sums.MisereSuspense} {
		check(k.String()+" take 1", Values(k, TakeBetween(1, 1), n),
			func(x int) uint32 { return uint32(x) })
	}
	check("Early take 1..3", Early(TakeBetween(1, 3), n), func(x int) uint32 {
		switch {
		case x == 0:
			return sums.Ended
		case x <= 3:
			return sums.EndsNext
		}
		return uint32((x - 4) % 4)
	})
}

func TestNotMonotonePanics(t *testing.T) {
	bad := func(x int) (int, int) {
		if x == 5 {
			return 0, 1
		}
		return max(0, x-2), x - 1
	}
	defer func() {
		if r := recover(); r == nil || fmt.Sprint(r) != "window: rule not monotone: [0, 1] after [2, 3]" {
			t.Fatalf("panic %v", r)
		}
	}()
	Grundy(bad, 10)
}

func TestMexSetCapacity(t *testing.T) {
	for _, c := range []int{1, 63, 64, 65, 4096, 4097, 300000} {
		s := newMexSet(c)
		for v := 0; v < c; v++ {
			if s.mex() != uint32(v) {
				t.Fatalf("capacity %d: mex %d, want %d", c, s.mex(), v)
			}
			s.add(uint32(v))
		}
		if s.mex() != uint32(c) {
			t.Fatalf("capacity %d full: mex %d", c, s.mex())
		}
		s.remove(uint32(c / 2))
		if s.mex() != uint32(c/2) {
			t.Fatalf("capacity %d: mex %d after removing %d", c, s.mex(), c/2)
		}
	}
}
