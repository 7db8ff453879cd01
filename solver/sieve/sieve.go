// Package sieve finds primes, semiprimes and smallest prime factors with
// sieves of Eratosthenes.
//
// Sets of numbers are bitsets in which bit m stands for the number m; tables
// indexed by number are plain slices.
package sieve

import (
	"github.com/bits-and-blooms/bitset"

	"nimber/solver/intmath"
)

// Primes returns the set of primes up to n (a bitset of n+1 bits; empty for
// n < 2).
func Primes(n int) *bitset.BitSet {
	if n < 2 {
		return bitset.New(uint(max(n+1, 0)))
	}
	set := bitset.New(uint(n + 1))
	w := set.Words()
	// Start from 2 and every odd number from 3, then clear odd multiples.
	for i := range w {
		w[i] = 0xAAAA_AAAA_AAAA_AAAA // odd numbers
	}
	w[0] ^= 1<<1 | 1<<2 // 1 is not prime, 2 is
	for p := 3; p*p <= n; p += 2 {
		if w[p>>6]&(1<<(p&63)) == 0 {
			continue
		}
		for m := p * p; m <= n; m += 2 * p {
			w[m>>6] &^= 1 << (m & 63)
		}
	}
	clearAbove(w, n)
	return set
}

// clearAbove clears the bits past n in the last word of w.
func clearAbove(w []uint64, n int) {
	if k := (n + 1) & 63; k != 0 {
		w[len(w)-1] &= 1<<k - 1
	}
}

// Semiprimes returns the set of numbers up to n that are the product of
// exactly two primes, equal or not (4, 6, 9, 10, 14, ...).
func Semiprimes(n int) *bitset.BitSet {
	primes := Primes(n / 2)
	set := bitset.New(uint(max(n+1, 0)))
	for p, ok := primes.NextSet(0); ok && p*p <= uint(n); p, ok = primes.NextSet(p + 1) {
		for q, ok := p, true; ok && p*q <= uint(n); q, ok = primes.NextSet(q + 1) {
			set.Set(p * q)
		}
	}
	return set
}

// OddFactorIndex returns, for every odd number m = 2i+1 up to n, at index i,
// the rank among the primes of m's smallest prime factor (2 has rank 1, 3
// rank 2, 5 rank 3, ...), and 0 for m = 1. A prime's entry is thus its own
// rank, and the count of primes up to an odd prime p is the entry of p.
// progress (which may be nil) hears after each segment (see oddFactors).
func OddFactorIndex(n int, progress func(done, total int)) []uint32 {
	table := make([]uint32, max((n+1)/2, 0))
	oddFactors(n, func(lo, hi int) []uint32 { return table[lo:hi] }, func(lo int, seg []uint32) {
		if progress != nil {
			progress(lo+len(seg), len(table))
		}
	})
	return table
}

// Segment is the number of entries in a segment of OddFactorSegments.
const Segment = 1 << 15 // 128 KiB of entries

// OddFactorSegments computes the entries of OddFactorIndex(n) a Segment at a
// time in one buffer, which it hands to visit after each: seg[j] is the entry
// of index lo+j, and visit may change it. It needs a Segment's memory where
// the whole index takes 2n bytes.
func OddFactorSegments(n int, visit func(lo int, seg []uint32)) {
	buf := make([]uint32, min(Segment, max((n+1)/2, 0)))
	oddFactors(n, func(lo, hi int) []uint32 {
		seg := buf[:hi-lo]
		clear(seg)
		return seg
	}, visit)
}

// oddFactors runs the sieve of OddFactorIndex(n) over segments of Segment
// entries, which fit in a cache: segment(lo, hi) is where to write the
// entries lo..hi-1 (all zero), and done hears of each segment once written.
// It writes the ranks of the primes up to √n from the largest down, so that
// the smallest factor writes last; what is left blank in a segment are the
// primes, ranked by a running count.
func oddFactors(n int, segment func(lo, hi int) []uint32, done func(lo int, seg []uint32)) {
	size := (n + 1) / 2
	if size < 1 {
		return
	}
	// The odd primes up to √n, whose multiples are marked, with their ranks.
	var small []int
	root := intmath.Sqrt(n)
	rootPrimes := Primes(root)
	for p, ok := rootPrimes.NextSet(3); ok; p, ok = rootPrimes.NextSet(p + 1) {
		small = append(small, int(p))
	}
	count := uint32(1) // primes ranked so far; 2 is the first
	for lo := 0; lo < size; lo += Segment {
		seg := segment(lo, min(lo+Segment, size))
		sieveSegment(seg, lo, small, &count)
		done(lo, seg)
	}
}

// sieveSegment writes the entries of oddFactors from index lo into seg (all
// zero), small being the odd primes up to √n and *count the primes ranked
// before lo. It is a call of its own for each segment, so that WebAssembly
// runs most segments in optimized code (see package span).
//
//go:noinline
func sieveSegment(seg []uint32, lo int, small []int, count *uint32) {
	hi := lo + len(seg)
	// Odd multiples m = p(2j+1) of p sit at index pj + (p-1)/2.
	for k := len(small) - 1; k >= 0; k-- {
		p := small[k]
		first := (p*p - 1) / 2
		if first >= hi {
			continue
		}
		start := max(first, lo)
		start += ((p-1)/2 - start%p + p) % p
		fill(seg, start-lo, p, uint32(k+2))
	}
	first := 0
	if lo == 0 {
		first = 1 // 1, at index 0, is no prime
	}
	rankPrimes(seg[first:], count)
}

// rankPrimes gives each blank entry of seg, a prime, the next rank after
// *count, and advances *count. It does not branch on the entries, which
// would guess wrong at every prime.
func rankPrimes(seg []uint32, count *uint32) {
	c := *count
	for i, v := range seg {
		prime := uint32(0)
		if v == 0 {
			prime = 1
		}
		c += prime
		if v == 0 {
			v = c
		}
		seg[i] = v
	}
	*count = c
}

// fill sets s[i] = v for i = start, start+step, ... within s.
func fill(s []uint32, start, step int, v uint32) {
	for i := start; i < len(s); i += step {
		s[i] = v
	}
}
