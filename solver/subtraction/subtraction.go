// Package subtraction computes the Sprague–Grundy values of subtraction
// games: a move takes k tokens from a heap, for any k in a fixed move set.
//
// Values uses the push form of the mex computation on bitsets. For each value
// v it keeps the set of heap sizes that have an option of value v; once g(i)
// is known, every heap i+k with k a move gains an option of value g(i), so
// the move set shifted by i is ORed into the set of g(i). The mex of heap i is
// then the first value whose set misses i.
//
// Sixty-four copies of the move set, shifted by 0..63 bits, turn each shift
// into a whole-word offset, so that pushing is a plain OR of word slices.
// Heaps are taken in blocks of 64 (one word): only the first words of each
// heap's moves are pushed at once, as the next heaps of the block need them;
// the rest is pushed when the block is done, all heaps of one value of the
// block in a single pass over their set, which a block has far fewer of than
// heaps.
//
// The work is about n²/128 word loads for a dense move set (less when the
// largest move is small), and the memory one bitset of n+1 bits per distinct
// value, which suits games whose values stay small: for the primes and
// semiprimes up to 2·10^5 they stay below 30.
package subtraction

import (
	"math/bits"

	"github.com/bits-and-blooms/bitset"
)

// Values returns g(0), g(1), ..., g(n) for the subtraction game whose moves
// are the members of moves (bit k set: k tokens may be taken; bit 0 and bits
// past n play no part). progress, which may be nil, hears after each block
// of 64 heaps how much of the work is done, in units of a total.
func Values(moves *bitset.BitSet, n int, progress func(done, total int)) []uint32 {
	if n < 0 {
		return []uint32{}
	}
	words := n/64 + 1
	set := make([]uint64, words)
	copy(set, moves.Words())
	set[0] &^= 1
	if k := (n + 1) & 63; k != 0 {
		set[words-1] &= 1<<k - 1
	}
	p := &pusher{g: make([]uint32, n+1), words: words}
	var ok bool
	if p.lo, p.hi, ok = bounds(set); !ok {
		return p.g // no move: every heap is lost
	}
	p.shifted = newShifted(set)
	for q := 0; q < words; q++ {
		p.block(q)
		p.pushFar(q)
		if progress != nil {
			// Block q's pushes span about words-q words.
			progress((q+1)*words-q*(q+1)/2, words*(words+1)/2)
		}
	}
	return p.g
}

// near is how many words of a heap's moves are pushed as soon as its value
// is known: the moves from the last heap of a block reach into the next
// block's word, which must be complete before that block starts.
const near = 2

// pusher holds the state of Values.
type pusher struct {
	g      []uint32
	words  int // words of a bitset of heaps 0..n
	lo, hi int // the smallest and largest move

	// shifted[r] is the move set shifted left by r bits, one word longer
	// than a bitset of heaps. The moves from heap 64q + r are its words
	// (r+lo)/64 .. (r+hi)/64, placed q words on.
	shifted [64][]uint64

	has   [][]uint64 // has[v]: the heaps with an option of value v
	group []uint64   // group[v]: the heaps of the current block with value v
	seen  []int      // the values of the current block, in order met
}

// block computes the values of the heaps in word q, pushing the near words
// of their moves.
func (p *pusher) block(q int) {
	for r := 0; r < 64 && 64*q+r < len(p.g); r++ {
		v := 0
		for v < len(p.has) && p.has[v][q]>>r&1 != 0 {
			v++
		}
		if v == len(p.has) {
			p.has = append(p.has, make([]uint64, p.words))
			p.group = append(p.group, 0)
		}
		p.g[64*q+r] = uint32(v)
		if p.group[v] == 0 {
			p.seen = append(p.seen, v)
		}
		p.group[v] |= 1 << r
		row, c := p.has[v][q:], p.shifted[r]
		for j := (r + p.lo) >> 6; j < min(near, (r+p.hi)>>6+1, len(row)); j++ {
			row[j] |= c[j]
		}
	}
}

// pushFar pushes the words past near of the moves of block q's heaps, four
// shifted copies at a time into the set of their value.
func (p *pusher) pushFar(q int) {
	from, to := max(near, p.lo>>6), min((p.hi+63)>>6+1, p.words-q)
	for _, v := range p.seen {
		m := p.group[v]
		p.group[v] = 0
		if from >= to {
			continue
		}
		dst := p.has[v][q+from : q+to]
		var src [4][]uint64
		for m != 0 {
			k := 0
			for ; k < len(src) && m != 0; k++ {
				src[k] = p.shifted[bits.TrailingZeros64(m)][from:to]
				m &= m - 1
			}
			if k == 1 {
				orInto(dst, src[0])
				continue
			}
			for ; k < len(src); k++ {
				src[k] = dst // dst | dst is dst: pads a short group
			}
			or4Into(dst, src[0], src[1], src[2], src[3])
		}
	}
	p.seen = p.seen[:0]
}

// bounds returns the lowest and highest set bits of set.
func bounds(set []uint64) (lo, hi int, ok bool) {
	lo, hi = -1, -1
	for i, w := range set {
		if w != 0 {
			if lo < 0 {
				lo = 64*i + bits.TrailingZeros64(w)
			}
			hi = 64*i + 63 - bits.LeadingZeros64(w)
		}
	}
	return lo, hi, lo >= 0
}

// newShifted returns the 64 copies of set shifted left by 0..63 bits, each
// one word longer than set.
func newShifted(set []uint64) [64][]uint64 {
	var shifted [64][]uint64
	n := len(set) + 1
	all := make([]uint64, 64*n)
	for r := range shifted {
		c := all[r*n : (r+1)*n : (r+1)*n]
		var carry uint64
		for j, w := range set {
			c[j] = w<<r | carry
			if r > 0 {
				carry = w >> (64 - r)
			}
		}
		c[n-1] = carry
		shifted[r] = c
	}
	return shifted
}
