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
//
// The sieve runs over segments that fit in a cache, writing the ranks of
// the primes up to √n from the largest down so that the smallest factor
// writes last; what is left blank in a segment are the primes, ranked by a
// running count. progress (which may be nil) hears after each segment.
func OddFactorIndex(n int, progress func(done, total int)) []uint32 {
	if n < 1 {
		return []uint32{}
	}
	table := make([]uint32, (n+1)/2)
	// The odd primes up to √n, whose multiples are marked, with their ranks.
	var small []int
	root := intmath.Sqrt(n)
	rootPrimes := Primes(root)
	for p, ok := rootPrimes.NextSet(3); ok; p, ok = rootPrimes.NextSet(p + 1) {
		small = append(small, int(p))
	}
	const segment = 1 << 15 // entries: 128 KiB of table
	count := uint32(1)      // primes ranked so far; 2 is the first
	for lo := 0; lo < len(table); lo += segment {
		hi := min(lo+segment, len(table))
		seg := table[lo:hi]
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
		for i, v := range seg {
			if v == 0 && lo+i != 0 {
				count++
				seg[i] = count
			}
		}
		if progress != nil {
			progress(hi, len(table))
		}
	}
	return table
}

// fill sets s[i] = v for i = start, start+step, ... within s.
func fill(s []uint32, start, step int, v uint32) {
	for i := start; i < len(s); i += step {
		s[i] = v
	}
}
