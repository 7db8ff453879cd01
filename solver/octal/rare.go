package octal

// The rare and common values (Flammenkamp's method, as in Gangolli and
// Plambeck's computation of Officers). Pick a mask m and call a value common
// when v&m has an odd number of bits, rare otherwise (0 is rare). The xor of
// two common values is then rare. A split of s = a + b into two heaps whose
// values are both common can only give a rare value, so the common values
// among the options of a heap come from single-heap options and from the
// splits that have a rare part: a pass over the few rare positions. Let c be
// the least common value missing among those; the Grundy value is c unless
// some rare value below c is missing from every option, which only a full
// scan of the splits can tell. The full scan stops once every rare value
// below c is found, so it runs to the end only when the value is rare, which
// with a good mask is seldom.
//
// The mask is chosen at powers of two of the heap size as the one making the
// fewest heaps rare so far (a search over the masks below the largest value's
// next power of two, weighting each value by its count). At the same
// moments the values are checked for a proven period (Bound); once one is
// proven the rest is filled in periodically.

import (
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

// FastValues returns the Grundy values of heaps 0..n (n+1 values), equal to
// Values(n+1), and the rare/common split used. Games with splits into three
// heaps are computed by Values. progress, which may be nil, hears now and
// then how many heaps are done out of n+1.
func (g Game) FastValues(n int, progress func(done, total int)) ([]uint32, Rare) {
	if n < 0 {
		return []uint32{}, Rare{}
	}
	if g.Parts() == 3 {
		naive := g.Values(n + 1)
		v := make([]uint32, n+1)
		for i, x := range naive {
			v[i] = uint32(x)
		}
		return v, Rare{Computed: n + 1, Period: period.Find(v, g.Bound())}
	}
	f := fast{g: g, v: make([]uint32, n+1), seen: make([]int32, 2)}
	for k := 0; k <= g.MaxTake(); k++ {
		if d := g.Digit(k); d&4 != 0 {
			f.splits = append(f.splits, k)
		}
	}
	bound := g.Bound()
	for x := 1; x <= n; x++ {
		if x&(x-1) == 0 && x >= 64 {
			if r := period.Find(f.v[:x], bound); r.Proven {
				for y := x; y <= n; y++ {
					f.v[y] = f.v[y-r.Period]
				}
				return f.v, Rare{f.mask, f.rare, x, r}
			}
			f.chooseMask(x)
		}
		f.value(x)
		if progress != nil && x&4095 == 0 {
			progress(x, n+1)
		}
	}
	return f.v, Rare{f.mask, f.rare, n + 1, period.Find(f.v, bound)}
}

// fast is the state of FastValues.
type fast struct {
	g      Game
	v      []uint32
	splits []int   // the takes k whose digit splits in two
	mask   uint32  // 0 at first: every value rare
	rare   []int   // heaps ≥ 1 with a rare value
	seen   []int32 // seen[w] == x: value w is an option of heap x
}

// mark records w as an option value of heap x. seen is kept longer than
// any xor of two values (see value).
func (f *fast) mark(w uint32, x int32) { f.seen[w] = x }

// value computes the value of heap x.
func (f *fast) value(x int) {
	v, stamp := f.v, int32(x)
	for k := 1; k <= min(x, f.g.MaxTake()); k++ {
		d := f.g.digits[k-1]
		if d&1 != 0 && k == x {
			f.mark(0, stamp)
		}
		if d&2 != 0 && k < x {
			f.mark(v[x-k], stamp)
		}
	}
	for _, k := range f.splits {
		s := x - k
		for _, r := range f.rare {
			if r >= s {
				break
			}
			f.mark(v[r]^v[s-r], stamp)
		}
	}
	// c: the least common value not seen; missing: rare values below it
	// not seen.
	c, missing := uint32(0), 0
	for ; ; c++ {
		if f.seen[c] == stamp {
			continue
		}
		if f.mask != 0 && Common(c, f.mask) {
			break
		}
		missing++
		if f.mask == 0 {
			break // no common values: c is the first gap
		}
	}
	if missing > 0 {
		missing = f.scan(x, c, missing)
	}
	if missing == 0 {
		v[x] = c
	} else {
		m := uint32(0)
		for f.seen[m] == stamp {
			m++
		}
		v[x] = m
	}
	if f.mask == 0 || !Common(v[x], f.mask) {
		f.rare = append(f.rare, x)
	}
	if size := 1 << bits.Len32(v[x]); 2*size > len(f.seen) {
		grown := make([]int32, 2*size)
		copy(grown, f.seen)
		f.seen = grown
	}
}

// scan marks the values of every split of heap x until the missing rare
// values below c are all found, and returns how many are still missing.
func (f *fast) scan(x int, c uint32, missing int) int {
	stamp := int32(x)
	for _, k := range f.splits {
		s := x - k
		if s < 2 {
			continue
		}
		v, seen := f.v[:s+1], f.seen
		for a := 1; 2*a <= s; a++ {
			w := v[a] ^ v[s-a]
			if seen[w] == stamp {
				continue
			}
			f.mark(w, stamp)
			if w < c && (f.mask == 0 || !Common(w, f.mask)) {
				if missing--; missing == 0 {
					return 0
				}
			}
		}
	}
	return missing
}

// chooseMask picks the mask that makes the fewest of heaps 1..x−1 rare and
// rebuilds the list of rare heaps.
func (f *fast) chooseMask(x int) {
	var top uint32
	for _, w := range f.v[1:x] {
		top |= w
	}
	size := uint32(1) << bits.Len32(top)
	if size > 1<<12 {
		return // too many masks to try; keep the current one
	}
	count := make([]int, size)
	for _, w := range f.v[1:x] {
		count[w]++
	}
	best, bestRare := f.mask, x
	for m := uint32(1); m < size; m++ {
		rare := 0
		for w, c := range count {
			if !Common(uint32(w), m) {
				rare += c
			}
		}
		if rare < bestRare {
			best, bestRare = m, rare
		}
	}
	f.mask = best
	f.rare = f.rare[:0]
	for y := 1; y < x; y++ {
		if !Common(f.v[y], best) {
			f.rare = append(f.rare, y)
		}
	}
}
