// Package segments gives the Grundy values of the segment game: a move on a
// segment of n tokens removes the whole segment when n ≤ k, or exactly k
// consecutive tokens from inside it so that both sides keep at least one
// (HDU 7287 "Alice Game", whose rows are sums of such segments).
//
// The game on one segment of length n is the octal game 0.11…15 (k−1 ones,
// then a 5): its Grundy value has period p = 4k+2 from n = 1 on,
//
//	n mod p:  1..k  k+1  k+2..2k+1  2k+2..3k+1  3k+2  3k+3..4k+1, 0
//	G(n):     1     0    1          2           1     2
//
// and G(0) = 0. Proof, by induction on n, for k ≥ 2. A segment of 1..k has
// the one option 0, a segment of k+1 none. For n ≥ k+2 the options are
// G(i) xor G(s−i) for 1 ≤ i < s = n−k; 0 needs two parts of equal value, and
// 1 or 2 needs a part of value 0:
//   - A part of value 0 is some j ≡ k+1 (mod p) with j < s, so exists only
//     when n ≥ 2k+2, and the other part s−j ≡ n−2k−1 has the same residue
//     for every such j: the options 1 and 2 are G(n−2k−1) when it is 1 or 2.
//   - Two parts of equal value exist unless s ≡ 1 (mod p): for even s take
//     i = s/2; for odd s the middle pair i, i+1 lies inside one run of equal
//     values unless the middle falls on a run boundary, and at each boundary
//     but one the next pair out (i−1, i+2) is equal. The exception is the
//     boundary of reflection a ↦ 1−a, which maps the runs 1..k, k+1,
//     k+2..2k+1 onto the runs of values 2, 1, 2, so no pair is equal.
//
// So G(n) = 0 when n ≡ k+1; otherwise 0 is an option and G(n) is 2 when
// G(n−2k−1) = 1, else 1. Adding p/2 = 2k+1 to a residue maps the runs 1..k,
// k+2..2k+1, 2k+2..3k+1, 3k+3..4k+2 (values 1, 1, 2, 2) onto runs of values
// 2, 2, 1, 1, and 3k+2 onto k+1, which gives the table. The tests prove it for
// k ≤ 200 by the octal periodicity theorem; package alicegame's tests check it
// against an exhaustive search of rows of segments.
package segments

// Limits of HDU 7287 "Alice Game" (the contest problem and the play board):
// k in [2, MaxK], segments of at most MaxN tokens.
const (
	MaxK = 10000000
	MaxN = 1000000000
)

// Grundy returns the Grundy value of a segment of n tokens when an inner
// removal takes k of them, k ≥ 2 (see the package comment).
func Grundy(k, n int) int {
	if n == 0 {
		return 0
	}
	switch m := n % (4*k + 2); {
	case m == k+1:
		return 0
	case m == 3*k+2 || m >= 1 && m <= 2*k+1:
		return 1
	}
	return 2
}
