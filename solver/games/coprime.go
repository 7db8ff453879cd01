package games

import (
	"fmt"
	"slices"

	"nimber/solver/intmath"
	"nimber/solver/sieve"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// Coprime is the game taking y tokens from a heap of x when gcd(x, y) = 1.
var Coprime = &Family{
	Name:   "coprime",
	Syntax: "coprime",
	Doc:    "take y tokens from a heap of x when gcd(x, y) = 1",
	match:  is("coprime"),
	parse:  always(coprime{}),
}

type coprime struct{ heapRules }

func (coprime) family() *Family { return Coprime }
func (coprime) String() string  { return "coprime" }

func (coprime) options(int) func(int, func([]int) bool) {
	var b [1]int
	return func(x int, yield func([]int) bool) {
		for z := x - 1; z >= 0; z-- {
			if intmath.GCD(x, z) == 1 {
				b[0] = z
				if !yield(b[:]) {
					return
				}
			}
		}
	}
}

func (coprime) values(k sums.Kind, c sums.Convention, n int, progress table.Progress) []uint32 {
	if k == sums.Grundy && c.Sum == sums.Disjunctive {
		return coprimeValues(n, progress)
	}
	return nil
}

func (coprime) limit(k sums.Kind, c sums.Convention, _ int) int {
	if k == sums.Grundy && c.Sum == sums.Disjunctive {
		return MaxN
	}
	return MaxNaive
}

// coprimeValues returns the Grundy values of coprime for heaps 0..n: 0 for
// even heaps, 1 for 1, and the prime rank of the smallest prime factor for
// odd heaps (the proof is in package notnim's documentation; the tests check
// it against the definition).
func coprimeValues(n int, progress table.Progress) []uint32 {
	v := make([]uint32, n+1)
	for i, g := range coprimeOdd(n, progress) {
		v[2*i+1] = g
	}
	return v
}

// coprimeOdd returns the Grundy values of coprime for the odd heaps up to n:
// entry i is the value of heap 2i+1.
func coprimeOdd(n int, progress table.Progress) []uint32 {
	odd := sieve.OddFactorIndex(n, progress)
	oneToken(0, odd)
	return odd
}

// oneToken sets the value of the heap of one token, which the sieve gives
// no factor, in seg, the entries from index lo of the odd heaps' values.
func oneToken(lo int, seg []uint32) {
	if lo == 0 && len(seg) > 0 {
		seg[0] = 1
	}
}

// CoprimeOf returns the Grundy values of coprime for heaps (each in
// [1, 2^32)), in their order: the values CoprimeOddTable holds, found without it.
// The sieve runs once up to the largest odd heap, a segment in memory at a
// time, and each odd heap is read from its segment, the heaps having been
// sorted by segment: a few hundred kilobytes where the table takes 2 bytes
// per heap size, and no lookups all over it.
func CoprimeOf(heaps []int64) []uint32 {
	vals := make([]uint32, len(heaps))
	top := int64(-1) // the largest odd heap
	for _, h := range heaps {
		if h%2 == 1 {
			top = max(top, h)
		}
	}
	if top < 0 {
		return vals
	}
	last := int(top/2) / sieve.Segment
	// A counting sort of the odd heaps by segment: those of segment s are
	// heap[at[s]:at[s+1]], with their places in heaps in place.
	at := make([]int, last+2)
	for _, h := range heaps {
		if h%2 == 1 {
			at[int(h/2)/sieve.Segment+1]++
		}
	}
	for s := range last + 1 {
		at[s+1] += at[s]
	}
	heap, place := make([]int32, at[last+1]), make([]int32, at[last+1])
	next := slices.Clone(at)
	for i, h := range heaps {
		if h%2 == 1 {
			s := int(h/2) / sieve.Segment
			heap[next[s]], place[next[s]] = int32(h/2), int32(i)
			next[s]++
		}
	}
	sieve.OddFactorSegments(int(top), func(lo int, seg []uint32) {
		oneToken(lo, seg)
		s := lo / sieve.Segment
		for k := at[s]; k < at[s+1]; k++ {
			vals[place[k]] = seg[int(heap[k])-lo]
		}
	})
	return vals
}

// CoprimeOddTable is the table of the Grundy values of coprime
// (take y from x when gcd(x, y) = 1) for the odd heaps up to n, as 32-bit
// little-endian words: entry i is the value of heap 2i+1. Even heaps are
// worth 0, so this is all of the table in half the space. Its sieve builds
// it faster than a cache reads it back (20 MB in about 100 ms for n = 10^7),
// so it is marked Recompute.
func CoprimeOddTable(n int) table.Table {
	return table.Table{
		Key: fmt.Sprintf("coprime-odd/v1/n=%d", n),
		Build: func(progress table.Progress) []byte {
			return table.Uint32Bytes(coprimeOdd(n, progress))
		},
		Recompute: true,
	}
}
