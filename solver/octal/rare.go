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
// the count of each value, mask m makes (N + h[m])/2 heaps rare. At the same
// moments the values are checked for a proven period (Bound); once one is
// proven the rest is filled in periodically.

import (
	"math/bits"
	"slices"

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

// firstPeriodLook is the first heap at which FastValues looks for a proven
// period, again at every power of two after it.
const firstPeriodLook = 64

// FastValues returns the Grundy values of heaps 0..n (n+1 values), equal to
// Values(n+1), and the rare/common split used. Games with splits into three
// heaps are computed by Values. progress, which may be nil, hears now and
// then how many heaps are done out of n+1. Games with modifiers are computed
// by Values as well.
func (g Game) FastValues(n int, progress func(done, total int)) ([]uint32, Rare) {
	if n < 0 {
		return []uint32{}, Rare{}
	}
	if g.Parts() == 3 || len(g.mods) > 0 || g.repeat > 0 {
		naive := g.Values(n + 1)
		v := make([]uint32, n+1)
		for i, x := range naive {
			v[i] = uint32(x)
		}
		return v, Rare{Computed: n + 1, Period: period.Find(v, g.Bound())}
	}
	f := newFast(g, n)
	bound := g.Bound()
	for x := 1; x <= n; x++ {
		if x&(x-1) == 0 && x >= firstPeriodLook {
			if r := period.Find(f.v[:x], bound); r.Proven {
				for y := x; y <= n; y++ {
					f.v[y] = f.v[y-r.Period]
				}
				return f.v, Rare{f.mask, f.rare, x, r}
			}
			f.chooseMask(x)
		}
		f.value(x)
		if progress != nil && x%reportEvery == 0 {
			progress(x, n+1)
		}
	}
	return f.v, Rare{f.mask, f.rare, n + 1, period.Find(f.v, bound)}
}

// fast is the state of FastValues.
type fast struct {
	g      Game
	v      []uint32 // the values of heaps 0..n
	back   []uint32 // back[n−y] = v[y]: both parts of a split walk forwards
	splits []int    // the takes k whose digit splits in two
	mask   uint32   // 0 at first: every value rare
	rare   []int    // heaps ≥ 1 with a rare value
	rareV  []uint32 // rareV[i] = v[rare[i]]
	count  []int    // count[w]: heaps ≥ 1 with value w
	// seen[w] == x: value w is an option of heap x. One slice serves every
	// heap without clearing; it is kept at least twice as long as the next
	// power of two above every value, so it holds every xor of two values
	// and the least common value that is missing.
	seen    []int32
	missing []uint32 // scratch: rare values still to be found
}

// scan marks scanBlock splits between two looks at the missing values,
// in scanStride passes (see scan).
const scanBlock, scanStride = 64, 4

func newFast(g Game, n int) *fast {
	f := &fast{g: g, v: make([]uint32, n+1), back: make([]uint32, n+1), seen: make([]int32, 2), count: make([]int, 1)}
	for k := 0; k <= g.MaxTake(); k++ {
		if g.Digit(k)&4 != 0 {
			f.splits = append(f.splits, k)
		}
	}
	return f
}

// value computes the value of heap x from those of smaller heaps.
func (f *fast) value(x int) {
	stamp := int32(x)
	for k := 1; k <= min(x, f.g.MaxTake()); k++ {
		d := f.g.digits[k-1]
		if d&1 != 0 && k == x {
			f.seen[0] = stamp
		}
		if d&2 != 0 && k < x {
			f.seen[f.v[x-k]] = stamp
		}
	}
	for _, k := range f.splits {
		s := x - k
		if s < 2 {
			continue
		}
		r, _ := slices.BinarySearch(f.rare, s)
		markRare(f.seen, f.back[len(f.back)-1-s:], f.rare[:r], f.rareV[:r], stamp)
	}
	var w uint32
	if f.mask == 0 {
		// Every value is rare and every split was marked.
		w = f.mex(stamp)
	} else {
		c, missing := uint32(0), f.missing[:0]
		for ; f.seen[c] == stamp || !Common(c, f.mask); c++ {
			if f.seen[c] != stamp {
				missing = append(missing, c)
			}
		}
		f.missing = missing
		w = c
		if len(missing) > 0 && !f.scan(x, missing) {
			w = f.mex(stamp)
		}
	}
	f.set(x, w)
}

// set records w as the value of heap x.
func (f *fast) set(x int, w uint32) {
	f.v[x] = w
	f.back[len(f.back)-1-x] = w
	if f.mask == 0 || !Common(w, f.mask) {
		f.rare = append(f.rare, x)
		f.rareV = append(f.rareV, w)
	}
	if int(w) >= len(f.count) {
		f.count = append(f.count, make([]int, int(w)+1-len(f.count))...)
	}
	f.count[w]++
	if size := 1 << bits.Len32(w); 2*size > len(f.seen) {
		grown := make([]int32, 2*size)
		copy(grown, f.seen)
		f.seen = grown
	}
}

// mex returns the least value that is not an option of heap stamp.
func (f *fast) mex(stamp int32) uint32 {
	w := uint32(0)
	for f.seen[w] == stamp {
		w++
	}
	return w
}

// scan marks the splits of heap x, a block at a time, until every value in
// missing is marked; it reports whether they all were. The blocks are taken
// in scanStride passes, each over every scanStride-th block: the values of
// nearby heaps are correlated, so neighbouring blocks repeat one another's
// options, and spreading the blocks finds the missing values with a quarter
// to a third fewer splits in Officers. After
// a block only the first value still missing is looked at, and the others
// only once it is found: that is a third of the looks.
func (f *fast) scan(x int, missing []uint32) bool {
	stamp := int32(x)
	for _, k := range f.splits {
		s := x - k
		// Split s = a + (s−a) for 1 ≤ a ≤ s/2: v[a] and v[s−a] = back[n−s+a].
		upper := f.back[len(f.back)-1-s:]
		for pass := range scanStride {
			for lo := 1 + pass*scanBlock; lo <= s/2; lo += scanStride * scanBlock {
				hi := min(lo+scanBlock, s/2+1)
				markSplits(f.seen, f.v[lo:hi], upper[lo:], stamp)
				if f.seen[missing[0]] != stamp {
					continue // the first value still missing: no need to look at the rest yet
				}
				if missing = unmarked(f.seen, missing, stamp); len(missing) == 0 {
					return true
				}
			}
		}
	}
	return false
}

// The two kernels below mark the values of many splits at once. They are
// unrolled by eight: Go compiled to WebAssembly pays for every turn of a
// loop, and unrolled they ran two to four times faster there under Node
// (natively about the same). Rare positions held as int32 rather than int
// made markRare 1.6 times slower there.

// markRare marks the values of the splits of a heap s with a rare part:
// rareV[i] = v[rare[i]] xor upper[rare[i]], where upper[r] = v[s−r].
func markRare(seen []int32, upper []uint32, rare []int, rareV []uint32, stamp int32) {
	rareV = rareV[:len(rare)]
	for len(rare) >= 8 {
		r, w := rare[:8], rareV[:8]
		seen[w[0]^upper[r[0]]] = stamp
		seen[w[1]^upper[r[1]]] = stamp
		seen[w[2]^upper[r[2]]] = stamp
		seen[w[3]^upper[r[3]]] = stamp
		seen[w[4]^upper[r[4]]] = stamp
		seen[w[5]^upper[r[5]]] = stamp
		seen[w[6]^upper[r[6]]] = stamp
		seen[w[7]^upper[r[7]]] = stamp
		rare, rareV = rare[8:], rareV[8:]
	}
	for i, r := range rare {
		seen[rareV[i]^upper[r]] = stamp
	}
}

// markSplits marks the values lower[i] xor upper[i].
func markSplits(seen []int32, lower, upper []uint32, stamp int32) {
	upper = upper[:len(lower)]
	for len(lower) >= 8 {
		l, u := lower[:8], upper[:8]
		seen[l[0]^u[0]] = stamp
		seen[l[1]^u[1]] = stamp
		seen[l[2]^u[2]] = stamp
		seen[l[3]^u[3]] = stamp
		seen[l[4]^u[4]] = stamp
		seen[l[5]^u[5]] = stamp
		seen[l[6]^u[6]] = stamp
		seen[l[7]^u[7]] = stamp
		lower, upper = lower[8:], upper[8:]
	}
	for i, w := range lower {
		seen[w^upper[i]] = stamp
	}
}

// unmarked moves the values of missing not marked stamp to its front and
// returns them. Whether a value is kept is computed, not branched on: which
// are found is unpredictable.
func unmarked(seen []int32, missing []uint32, stamp int32) []uint32 {
	n := 0
	for _, w := range missing {
		missing[n] = w
		d := uint32(seen[w] ^ stamp) // 0 when marked
		n += int((d | -d) >> 31)     // 1 when not
	}
	return missing[:n]
}

// maxMasks is the most masks chooseMask tries; past it the mask is kept.
const maxMasks = 1 << 22

// chooseMask picks the mask that makes the fewest of heaps 1..x−1 rare and
// rebuilds the list of rare heaps.
func (f *fast) chooseMask(x int) {
	size := 1 << bits.Len(uint(len(f.count)-1))
	if size > maxMasks {
		return // too many masks to try; keep the current one
	}
	// h[m] = Σ_w count[w]·(−1)^popcount(w&m), by the fast Walsh–Hadamard
	// transform.
	h := make([]int, size)
	copy(h, f.count)
	for half := 1; half < size; half *= 2 {
		for i := 0; i < size; i += 2 * half {
			for j := i; j < i+half; j++ {
				h[j], h[j+half] = h[j]+h[j+half], h[j]-h[j+half]
			}
		}
	}
	best := f.mask
	for m := 1; m < size; m++ {
		if best == 0 || h[m] < h[best] {
			best = uint32(m)
		}
	}
	if best == f.mask {
		return
	}
	f.mask = best
	f.rare, f.rareV = f.rare[:0], f.rareV[:0]
	for y := 1; y < x; y++ {
		if !Common(f.v[y], best) {
			f.rare = append(f.rare, y)
			f.rareV = append(f.rareV, f.v[y])
		}
	}
}
