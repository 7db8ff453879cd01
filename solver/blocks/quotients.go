// Package blocks works with the blocks of floor(n/x): the values x = 1..n
// that share one quotient floor(n/x). There are only about 2·√n distinct
// quotients, so a quantity that depends on x only through floor(n/x) can be
// computed once per block instead of once per x.
//
// Quotients enumerates the blocks; Flip uses them to compute the
// Sprague–Grundy values of a coin-turning game on the cells 1..n, in which a
// move flips x, 2x, ..., kx for a white cell x and any k ≤ floor(n/x).
package blocks

import "nimber/solver/intmath"

// Quotients is the set of distinct values of floor(n/x) for x = 1..n,
// numbered 0, 1, ..., Len()-1 in increasing order of value.
//
// With s = ⌊√n⌋, every v ≤ s is a quotient (of x = floor(n/v)), and the
// quotients above s are floor(n/i) for i = 1..t, where t = floor(n/(s+1)) is
// the last i with floor(n/i) > s; those are all distinct. So value v ≤ s has
// index v−1 and floor(n/i) has index s+t−i: both ways need no search.
type Quotients struct {
	n, s, t int
}

// NewQuotients returns the quotients of n ≥ 0 (none when n is 0).
func NewQuotients(n int) Quotients {
	if n < 0 {
		panic("blocks: negative n")
	}
	s := intmath.Sqrt(n)
	return Quotients{n: n, s: s, t: n / (s + 1)}
}

// N returns n.
func (q Quotients) N() int { return q.n }

// Len returns the number of distinct quotients, about 2·√n.
func (q Quotients) Len() int { return q.s + q.t }

// Value returns the quotient with index i, 0 ≤ i < Len().
func (q Quotients) Value(i int) int {
	if i < q.s {
		return i + 1
	}
	return q.n / (q.s + q.t - i)
}

// Index returns the index of v, which must be a quotient of n.
func (q Quotients) Index(v int) int {
	if v <= q.s {
		return v - 1
	}
	return q.s + q.t - q.n/v
}

// IndexOf returns the index of floor(n/x) for 1 ≤ x ≤ n.
func (q Quotients) IndexOf(x int) int {
	if x <= q.t {
		return q.s + q.t - x
	}
	return q.n/x - 1
}

// Cells returns the block of quotient i: floor(n/x) = Value(i) exactly for
// lo ≤ x ≤ hi. Blocks of increasing index are ranges of decreasing x.
func (q Quotients) Cells(i int) (lo, hi int) {
	v := q.Value(i)
	return q.n/(v+1) + 1, q.n / v
}
