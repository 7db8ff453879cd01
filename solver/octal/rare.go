package octal

// The rare and common values (Flammenkamp's method, as in Gangolli and
// Plambeck's computation of Officers). Pick a mask m and call a value common
// when v&m has an odd number of bits, rare otherwise (0 is rare). The xor of
// two common values is then rare. A split of s = a + b into two heaps whose
// values are both common can only give a rare value, so the common values
// among the options of a heap come from single-heap options and from the
// splits that have a rare part: a pass over the few rare positions. Let c be
// the least common value missing among those; it is not an option at all.
// The Grundy value is c unless some rare value below c is missing from every
// option, which only the splits with two common parts can settle: they are
// scanned block by block until every rare value below c is found, and to
// the end only when the value turns out rare, which with a good mask is
// seldom. In Officers (0.6) the best mask is 0x1ee and the last rare value
// below 2^20 is at heap 20627 (1583 rare heaps in all), so from there on a
// heap costs its 1583 rare splits and a partial scan of about two thousand
// splits, whatever its size.
//
// The mask is chosen at powers of two of the heap size as the one making the
// fewest heaps rare so far: with N heaps and h the Walsh–Hadamard transform of
// the count of each value, mask m makes (N + h[m])/2 heaps rare. Eight times
// between two powers of two the values are checked for a proven period
// (Bound); once one is proven the rest is filled in periodically.
//
// Splits with a modifier: a two-heap split of s into unequal parts (! or ?)
// only loses a = b = s/2, left out of both passes; one into equal parts (=)
// has the single option 0. Splits into three heaps are not computed this
// way (Values computes them from the definition).
//
// Cost: once the rare heaps stop appearing, a heap costs its rare splits
// and a partial scan whatever its size. In Grundy's game (1274 rare heaps,
// the last at 82,860, and some 2000 common splits scanned a heap) a value
// took 7 to 11 µs of wall time over each doubling from 2^15 to 2^21 on the
// project's shared two-core machine (TestFarCostPerValue), with no trend.
// Far (far.go) runs the method.

import (
	"context"
	"math/bits"

	"nimber/solver/period"
)

// Rare describes the rare/common split FastValues used.
type Rare struct {
	Mask      uint32 // a value v is common when bits.OnesCount32(v&Mask) is odd
	Positions []int  // the heap sizes ≥ 1 with a rare value, in increasing order (up to Computed)
	Computed  int    // heaps below this were computed; the rest followed a proven period
	Period    period.Result
}

// Common reports whether v is a common value under mask.
func Common(v, mask uint32) bool { return bits.OnesCount32(v&mask)&1 == 1 }

// reportEvery is the heaps between two progress reports.
const reportEvery = 1 << 12

// FastValues returns the Grundy values of heaps 0..n (n+1 values), equal to
// Values(n+1), and the rare/common split used, computed by Far on every
// core. Games Far does not compute (splits into three heaps) are computed
// by Values. progress, which may be nil, hears now and then how many heaps
// are done out of n+1.
func (g Game) FastValues(n int, progress func(done, total int)) ([]uint32, Rare) {
	if n < 0 {
		return []uint32{}, Rare{}
	}
	var opt Options
	if progress != nil {
		last := 0
		opt.Each = func(s Snapshot) {
			if done := s.Values.Len(); done-last >= reportEvery {
				progress(done, n+1)
				last = done
			}
		}
	}
	r, err := g.Far(context.Background(), n, opt)
	if err != nil {
		naive := g.Values(n + 1)
		v := make([]uint32, n+1)
		for i, x := range naive {
			v[i] = uint32(x)
		}
		return v, Rare{Computed: n + 1, Period: period.Find(v, g.Bound())}
	}
	v := r.Values.Uint32s()
	split := Rare{Mask: r.Mask, Computed: r.Computed, Period: r.Period}
	if r.Period.Proven {
		split.Period.Observed = r.Computed
	} else {
		split.Period = period.Find(v, g.Bound())
	}
	for x := 1; x < r.Computed; x++ {
		if r.Mask == 0 || !Common(v[x], r.Mask) {
			split.Positions = append(split.Positions, x)
		}
	}
	return v, split
}

// RareStats are the figures published for a game's values (Flammenkamp's
// and Czajka's tables): the mask that makes the fewest heaps rare, how many
// heaps from 0 on are rare under it (heap 0, value 0, is always rare) and
// the last of them, and the largest value with the first heap having it.
type RareStats struct {
	Mask           uint32
	Rare, LastRare int
	Max            uint32
	MaxAt          int
}

// Stats returns the RareStats of the values v of heaps 0..v.Len()−1; the
// mask is the best for all of them, engine when no mask does better (the
// last one Far chose, or 0).
func Stats(v Packed, engine uint32) RareStats {
	var st RareStats
	var count []int
	for x := range v.Len() {
		w := v.At(x)
		if int(w) >= len(count) {
			count = append(count, make([]int, int(w)+1-len(count))...)
		}
		count[w]++
		if w > st.Max {
			st.Max, st.MaxAt = w, x
		}
	}
	if len(count) == 0 {
		return st
	}
	st.Mask = bestMask(count, engine)
	for x := range v.Len() {
		if st.Mask == 0 || !Common(v.At(x), st.Mask) {
			st.Rare++
			st.LastRare = x
		}
	}
	return st
}
