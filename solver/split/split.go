// Package split values the heap game where a move splits one heap into two
// non-empty heaps, under each of Conway's twelve sum conventions.
//
// A split creates a sum, so a heap's values come from the values of the
// sums of two heaps (sums.Convention.Combine). Every convention but one then
// has a short closed form, proven in the comments below (Closed); the
// diminished disjunctive misère one is an octal-like game whose values
// become periodic, found and proven here.
package split

import (
	"fmt"
	"math/bits"

	"nimber/solver/sums"
)

// Values returns the values of kind k (one of c.Kinds()) of the heaps 1..n
// under convention c, at indices 1..n; index 0 is not a heap and holds 0.
// A heap of one token cannot move and is over.
func Values(c sums.Convention, k sums.Kind, n int) []uint32 {
	if f := Closed(c, k); f != nil {
		v := make([]uint32, n+1)
		for x := 1; x <= n; x++ {
			v[x] = f(x)
		}
		return v
	}
	switch {
	case c.Sum == sums.DiminishedDisjunctive && k == sums.MisereEarly:
		// Splitting off a 1 ends the sum and loses: the other moves split
		// into two parts of at least 2, whose values xor.
		return endedAtOne(PairGrundy(2, n))
	default:
		panic(fmt.Sprintf("split: %v is not a value of the %v sum", k, c))
	}
}

// Closed returns the value of kind k (one of c.Kinds()) of a heap of x ≥ 1
// tokens under convention c as a function of x, when it has a closed form,
// else nil. Values reads its tables off it.
func Closed(c sums.Convention, k sums.Kind) func(x int) uint32 {
	var f func(x int) bool // a closed form for outcomes and Grundy parities
	switch {
	case c.Sum == sums.Disjunctive && k == sums.Grundy:
		// Every split adds a heap and play stops when all heaps are 1,
		// so a heap of x lasts exactly x-1 moves however it is played. A
		// game that always lasts L moves has Grundy value L mod 2 and
		// misère value 1 - L mod 2.
		f = func(x int) bool { return x%2 == 0 }
	case c.Sum == sums.Disjunctive && k == sums.MisereGrundy:
		f = func(x int) bool { return x%2 == 1 }
	case c.Sum == sums.Selective && k == sums.Outcome:
		// A sum is lost when all its parts are. An odd heap splits into an
		// odd and an even part, and an even heap splits into 1 and an odd
		// part: so by induction exactly the even heaps are won.
		f = func(x int) bool { return x%2 == 0 }
	case c.Sum == sums.Selective && k == sums.MisereOutcome:
		// Heaps of 1 are over and inert; a lone live heap is played as
		// itself, two live heaps as in normal play. 2 -> 1+1 and 4 -> 1+3
		// or 2+2 only reach won sums; 1 is over (won in misère), 3 -> 1+2
		// and 5 -> 1+4 win, an even x >= 6 wins by 3 + (x-3) (two odd,
		// lost parts), an odd x >= 7 always leaves an even part >= 2 or
		// 1 + (an even heap >= 6), all won.
		f = func(x int) bool { return x <= 5 && x%2 == 1 || x >= 6 && x%2 == 0 }
	case c.Sum == sums.ShortenedSelective && k == sums.Outcome:
		// Splitting off a 1 ends the sum, so every heap >= 2 is won.
		f = func(x int) bool { return x >= 2 }
	case c.Sum == sums.ShortenedSelective && k == sums.MisereOutcome:
		// A sum is lost when all its parts are; 1 is over and won. Lost
		// heaps are those that are no sum of two lost heaps: x = 2, 3
		// (mod 5), as sums of two of them cover every x >= 4 that is 4, 0
		// or 1 (mod 5) and no other.
		f = func(x int) bool { return x%5 == 0 || x%5 == 1 || x%5 == 4 }
	case c.Sum == sums.Conjunctive && k == sums.Remoteness:
		// The remoteness of a sum is the least of its parts'. Every x >= 2
		// can split off a 1, of remoteness 0 (even): its remoteness is 1.
		return func(x int) uint32 { return uint32(min(x-1, 1)) }
	case c.Sum == sums.Conjunctive && k == sums.MisereRemoteness:
		// As above, 1 has 0 and 2 and 3 only split into parts with a 1
		// (so a sum worth 0): they have 1. Every x >= 4 can split off a
		// 2, and 1 is the least odd remoteness: x has 2.
		return func(x int) uint32 { return uint32(min(x-1, 1) + min(x/4, 1)) }
	case c.Sum == sums.ContinuedConjunctive && k == sums.Suspense:
		// The suspense of a sum is the greatest of its parts'. Suppose the
		// values below x are 2m-2 at x = 2^m - 1 and 2m-1 on [2^m,
		// 2^(m+1)-2]: they never decrease, so a split of x is worth its
		// larger part, any size in [ceil(x/2), x-1]. For x = 2^m - 1 that
		// window holds only 2m-3, odd: x has 2m-2. For x in [2^m,
		// 2^(m+1)-2] it holds 2^m - 1 and no other size worth an even
		// value: x has 2m-1. By induction the values are these for all x
		// (1 = 2^1 - 1 has 0).
		return func(x int) uint32 {
			m := bits.Len(uint(x+1)) - 1
			if x+1 == 1<<m {
				return uint32(2*m - 2)
			}
			return uint32(2*m - 1)
		}
	case c.Sum == sums.ContinuedConjunctive && k == sums.MisereSuspense:
		// In the same way, with odd and even swapped: 1 has 0, x = 3·2^k
		// - 1 has 2k+1 (its window holds only 2k, or 0 for x = 2) and x in
		// [3·2^k, 3·2^(k+1)-2] has 2k+2 (its window holds 3·2^k - 1 and no
		// other size worth an odd value).
		return func(x int) uint32 {
			if x == 1 {
				return 0
			}
			k := bits.Len(uint((x+1)/3)) - 1
			if x+1 == 3<<k {
				return uint32(2*k + 1)
			}
			return uint32(2*k + 2)
		}
	case c.Sum == sums.DiminishedDisjunctive && k == sums.Early:
		// A heap of 1 has ended; any larger heap can split one off.
		return func(x int) uint32 {
			if x == 1 {
				return sums.Ended
			}
			return sums.EndsNext
		}
	default:
		return nil
	}
	return func(x int) uint32 {
		if f(x) {
			return 1
		}
		return 0
	}
}

// endedAtOne marks the heap of one token Ended.
func endedAtOne(v []uint32) []uint32 {
	if len(v) > 1 {
		v[1] = sums.Ended
	}
	return v
}

// firstLength is the first length PairGrundy computes directly.
const firstLength = 256

// PairGrundy returns the Grundy values of heaps 0..n in the game where a
// move splits a heap into two heaps of at least least tokens each (least ≥
// 1): the mex over the splits of the xor of the parts' values.
//
// The values are computed directly up to a length L, doubled until they
// show a period p from some size x0 ≥ least that holds for all x0 ≤ x <
// 2·x0 + p, and continued periodically (or until L reaches n: the values
// of some of these games, as with least = 3, show no period early). That suffices: if G(x+p) = G(x)
// holds below x ≥ 2·x0 + p, the larger part of each split of x+p is at
// least (x+p)/2 ≥ x0 + p, so shortening it by p maps the splits of x+p onto
// the splits of x without changing values, and G(x+p) = G(x).
func PairGrundy(least, n int) []uint32 {
	for length := firstLength; ; length *= 2 {
		if length >= n {
			return pairGrundyDirect(least, n)
		}
		g := pairGrundyDirect(least, length)
		if p, ok := period(g, least); ok {
			v := make([]uint32, n+1)
			copy(v, g)
			for x := len(g); x <= n; x++ {
				v[x] = v[x-p]
			}
			return v
		}
	}
}

// pairGrundyDirect computes PairGrundy for heaps 0..n from the definition.
func pairGrundyDirect(least, n int) []uint32 {
	g := make([]uint32, n+1)
	var seen []bool
	for x := 2 * least; x <= n; x++ {
		seen = append(seen[:0], make([]bool, x/2+2)...)
		for y := least; 2*y <= x; y++ {
			if s := g[y] ^ g[x-y]; int(s) < len(seen) {
				seen[s] = true
			}
		}
		m := uint32(0)
		for seen[m] {
			m++
		}
		g[x] = m
	}
	return g
}

// period finds the least p such that g[x+p] = g[x] for x0 ≤ x < len(g)-p,
// with x0 ≥ least and the proof's range x < 2·x0 + p inside what was
// checked.
func period(g []uint32, least int) (int, bool) {
	n := len(g)
	for p := 1; 3*p < n; p++ {
		x0 := n - p // the start of the longest checked periodic stretch
		for x0 > least && g[x0-1+p] == g[x0-1] {
			x0--
		}
		if 2*x0+p <= n-p {
			return p, true
		}
	}
	return 0, false
}
