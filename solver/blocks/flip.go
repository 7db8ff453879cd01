package blocks

import (
	"encoding/binary"
	"errors"
	"math"
)

// MaxFlipN is the largest n NewFlip accepts.
const MaxFlipN = 1 << 30

// Flip holds the Sprague–Grundy values of the coin-turning game on the cells
// 1..n where a move picks a white cell x and some k in 1..floor(n/x) and
// flips the cells x, 2x, ..., kx. A position is a sum of single white cells
// (two white coins on one cell cancel), so Cell(x) is all a position needs:
// the player to move wins exactly when the values of its white cells do not
// xor to zero.
//
// # The recurrence
//
// Flipping x, ..., kx from the lone white cell x leaves the white cells
// 2x, ..., kx, so g(x) = mex over k of g(2x) ⊕ ... ⊕ g(kx) (k = 1 gives 0).
// Since floor(n/(jx)) = floor(floor(n/x)/j), induction from the largest x
// down shows that g(x) = G(floor(n/x)) for a single sequence G that does not
// depend on n:
//
//	G(m) = mex { P_k(m) : 1 ≤ k ≤ m },  P_k(m) = G(⌊m/2⌋) ⊕ ... ⊕ G(⌊m/k⌋).
//
// G(1) = 1, and G(2h+1) = G(2h) for h ≥ 1: ⌊(2h+1)/j⌋ and ⌊2h/j⌋ differ
// only for odd j dividing 2h+1, where they are an odd u ≥ 3 and u−1, whose
// values agree by induction, or j = 2h+1 itself, which lengthens the final
// run of terms G(1) from h to h+1 terms; both lengths are at least 2 for
// h ≥ 2, so the prefixes take the same set of values (h = 1 by hand). Hence
// G(m) = F(⌊m/2⌋) for m ≥ 2 with F(h) = G(2h), and for j ≤ h the term
// G(⌊m/j⌋) is F(⌊h/j⌋): F is the same kind of sequence over half the range,
//
//	F(h) = mex ({ Q_k(h) : 1 ≤ k ≤ h } ∪ { Q_h(h) ⊕ 1 }),  Q_k(h) = F(⌊h/2⌋) ⊕ ... ⊕ F(⌊h/k⌋),
//
// the extra value being the last prefix followed by the terms G(1) = 1.
// Flip keeps F on the quotients of n/2: g(x) = F(⌊⌊n/2⌋/x⌋) for x ≤ n/2,
// and g(x) = 1 for x > n/2.
//
// # Computing one value
//
// For h, the terms F(⌊h/j⌋) are constant on the blocks of floor(h/j), and
// the distinct quotients of h are among those of n/2, so everything is
// computed on the quotients of n/2 in increasing order. The prefixes are
// taken in two parts.
//
// The first terms, j ≤ jb, are taken one at a time: each gives one prefix
// value to mark. When ⌊h/j⌋ is a quotient above √(n/2) it is the quotient
// of index Len−xj for h = ⌊(n/2)/x⌋, a plain lookup; below, it is a
// division by j, done as a multiplication by a precomputed reciprocal.
//
// The last terms, those with ⌊h/j⌋ small, are taken run by run: the small
// values of F come in runs of equal values (about 1 900 runs below 22 400),
// and a run lo..hi covers the terms ⌊h/(hi+1)⌋ < j ≤ ⌊h/lo⌋, one division.
// Within a run the prefix alternates between the prefix p before it and
// p ⊕ c, so the run marks p ⊕ c (when it holds a term at all) and leaves
// p ⊕ c when it holds an odd number of terms. The split jb = ⌊h/lo⌋ is put
// at the run starting above 2·√h (or above √(n/2)), which about balances the
// time of the two parts and keeps jb within the table of reciprocals; both
// loops are free of branches.
//
// For n = 10^9 this is about 9.4 million steps of a multiplication, a load
// and a store each, for 45 000 quotients; the textbook method, which takes
// every block of every quotient of n with two divisions, has 30 million.
type Flip struct {
	n    int
	half Quotients // the quotients of n/2
	vals []uint16  // vals[i] = F(half.Value(i))
}

// NewFlip computes the values for cells 1..n, 1 ≤ n ≤ MaxFlipN. progress,
// which may be nil, hears now and then how many of the quotients of n/2 are
// done.
func NewFlip(n int, progress func(done, total int)) *Flip {
	if n < 1 || n > MaxFlipN {
		panic("blocks: NewFlip: n out of range")
	}
	half := NewQuotients(n / 2)
	return &Flip{n: n, half: half, vals: halfValues(half, progress)}
}

// N returns n.
func (f *Flip) N() int { return f.n }

// Cell returns the Grundy value of a lone white cell x, 1 ≤ x ≤ n.
func (f *Flip) Cell(x int) int {
	if x > f.n/2 {
		return 1 // only k = 1: flip x alone
	}
	return int(f.vals[f.half.IndexOf(x)])
}

// Bytes returns the values in a compact form for storage: two bytes (little
// endian) per quotient of n/2.
func (f *Flip) Bytes() []byte {
	b := make([]byte, 0, 2*len(f.vals))
	for _, v := range f.vals {
		b = binary.LittleEndian.AppendUint16(b, v)
	}
	return b
}

// LoadFlip returns the Flip for cells 1..n whose Bytes are b.
func LoadFlip(n int, b []byte) (*Flip, error) {
	if n < 1 || n > MaxFlipN {
		return nil, errors.New("blocks: LoadFlip: n out of range")
	}
	half := NewQuotients(n / 2)
	if len(b) != 2*half.Len() {
		return nil, errors.New("blocks: LoadFlip: wrong length")
	}
	vals := make([]uint16, half.Len())
	for i := range vals {
		vals[i] = binary.LittleEndian.Uint16(b[2*i:])
	}
	return &Flip{n: n, half: half, vals: vals}, nil
}

// maxSmall bounds the small quotients: ⌊√(MaxFlipN/2)⌋ < maxSmall.
const maxSmall = 1 << 15

// marks records which values some prefix takes, by the stamp of the quotient
// being computed. Values are below 2^16 (F(h) is at most the number of
// prefixes that differ, 2·√h + 1 < 2^16); bit 16 is a slot for marks to
// throw away.
type marks [markSlots]uint32

const markSlots = 1 << 17

// reportEvery is the quotients between two progress reports.
const reportEvery = 1 << 10

// halfValues returns F on the quotients of q.
func halfValues(q Quotients, progress func(done, total int)) []uint16 {
	b := newBuilder(q)
	size := q.Len()
	for i := range size {
		if progress != nil && i%reportEvery == 0 {
			progress(i, size)
		}
		b.add(i, b.value(i))
	}
	if progress != nil {
		progress(size, size)
	}
	return b.vals
}

// builder computes F on the quotients of q in increasing order. Each value
// is one call of value: WebAssembly engines optimise a function between its
// calls, not during a long one.
type builder struct {
	q     Quotients
	recip []uint64          // recip[d] = reciprocal(d) for d ≤ s+1
	vals  []uint16          // vals[i] = F(q.Value(i))
	small *[maxSmall]uint16 // small[v-1] = F(v) for v ≤ s
	seen  *marks
	// runs[r] is the reciprocal of the first value of the r-th run of
	// equal values among F(1..s), with the run's value in bits 40 and up;
	// runs[len(runs)-1] is the reciprocal of the value after the last run
	// so far. runOf[v-1] is the run holding v.
	runs  []uint64
	runOf []int32
}

func newBuilder(q Quotients) *builder {
	recip := make([]uint64, q.s+2)
	for d := 1; d < len(recip); d++ {
		recip[d] = reciprocal(d)
	}
	return &builder{
		q:     q,
		recip: recip,
		vals:  make([]uint16, q.Len()),
		small: new([maxSmall]uint16),
		seen:  new(marks),
		runs:  []uint64{recip[1]},
		runOf: make([]int32, q.s),
	}
}

// value returns F of quotient i, all smaller quotients being done.
func (b *builder) value(i int) uint16 {
	s, t, size := b.q.s, b.q.t, len(b.vals)
	seen := b.seen
	h := b.q.Value(i)
	h64 := uint64(h)
	stamp := uint32(i + 1)
	seen[0] = stamp // the empty prefix, k = 1
	p := uint16(0)
	j := 2
	if i >= s {
		// ⌊h/j⌋ = ⌊(n/2)/(xj)⌋ is a large quotient while xj ≤ t.
		x := size - i
		for ; x*j <= t; j++ {
			p ^= b.vals[size-x*j]
			seen[p] = stamp
		}
	}
	// The runs that start at or below 2·√h (and ⌊h/2⌋, s) are walked.
	top := min(int(2*math.Sqrt(float64(h))), h/2, s)
	nr := 0
	if top > 0 {
		nr = int(b.runOf[top-1]) + 1
	}
	jb := max(quotient(h64, b.runs[nr]), 1)
	if j <= jb {
		p = markTerms(seen, b.small, b.recip[j:jb+1], h64, p, stamp)
	}
	p = markRuns(seen, b.runs[:nr], h64, jb, p, stamp)
	seen[p^1] = stamp
	v := uint16(0)
	for seen[v] == stamp {
		v++
	}
	return v
}

// add records v = F of quotient i.
func (b *builder) add(i int, v uint16) {
	b.vals[i] = v
	if i >= b.q.s {
		return
	}
	b.small[i] = v
	last := len(b.runs) - 1
	if i == 0 || b.vals[i-1] != v {
		b.runs[last] |= uint64(v) << 40
		b.runs = append(b.runs, 0)
		last++
	}
	b.runs[last] = b.recip[i+2]
	b.runOf[i] = int32(last - 1)
}

// markTerms marks the prefixes p ⊕ F(⌊h/j⌋) ⊕ ... for consecutive j whose
// reciprocals are recip, all with ⌊h/j⌋ ≤ s, and returns the last. (Not
// inlined: in value it would have too few registers.)
//
//go:noinline
func markTerms(seen *marks, small *[maxSmall]uint16, recip []uint64, h uint64, p uint16, stamp uint32) uint16 {
	_, _ = seen[0], small[0] // nil checks once, not per term
	for _, r := range recip {
		p ^= small[(quotient(h, r)-1)&(maxSmall-1)]
		seen[p] = stamp
	}
	return p
}

// markRuns takes the runs in decreasing order of value, that is for
// increasing j, starting after term jb with prefix p, and returns the prefix
// after the last term.
func markRuns(seen *marks, runs []uint64, h uint64, jb int, p uint16, stamp uint32) uint16 {
	prev := jb
	v := uint32(p)
	_ = seen[0] // nil check once, not per run
	for r := len(runs) - 1; r >= 0; r-- {
		run := runs[r]
		end := quotient(h, run)
		terms := end - prev
		c := uint32(run >> 40)
		// An empty run marks slot 1<<16 instead.
		seen[(v^c|uint32(terms-1)>>31<<16)&(markSlots-1)] = stamp
		v ^= c & -uint32(terms&1)
		prev = end
	}
	return uint16(v)
}

// reciprocal returns M | k<<32 such that ⌊m/d⌋ = (m·M) >> k for every
// m < 2^30: with M = ⌈2^k/d⌉ and 2^k ≥ 2^30·d the error m·(M·d−2^k)/(d·2^k)
// stays below 1/d. M ≤ 2^30·2^⌈log₂d⌉/d ≤ 2^31, so m·M fits in 64 bits.
func reciprocal(d int) uint64 {
	k := 30
	for 1<<(k-30) < d {
		k++
	}
	m := (uint64(1)<<k + uint64(d) - 1) / uint64(d)
	return m | uint64(k)<<32
}

// quotient returns ⌊m/d⌋ for the reciprocal r of d and m < 2^30.
func quotient(m, r uint64) int {
	return int(m * uint64(uint32(r)) >> (r >> 32 & 63))
}
