// Package notnim defines the game of Codeforces 2004E "Not a Nim Problem":
// from a pile of x stones a move takes y ≥ 1 stones with gcd(x, y) = 1 (the
// explorer's coprime game, package games). The contest problem
// (problems/notnim) and the play board (play.Heaps) read its limit, table
// and values here.
//
// Taking y leaves z = x−y with gcd(x, z) = gcd(x, y), so the options of x are
// the 1 ≤ z < x coprime to x. Writing π(p) for the rank of the prime p
// (π(2) = 1, π(3) = 2, ...), the Grundy value g(x) is 0 for even x, 1 for
// x = 1, and π(p) for odd x ≥ 3 whose smallest prime factor is p. By
// induction on x:
//   - an odd x can leave x−1, even, of value 0; an even x can only take an odd
//     y and leave an odd pile, of value at least 1: so g is 0 exactly on the
//     even piles;
//   - an odd x ≥ 3 with smallest prime factor p can leave 2 (value 0), 1
//     (value 1) and every odd prime q < p (value π(q)), which covers 0 to
//     π(p)−1; it cannot leave a pile of value π(p), as such a pile is a
//     multiple of p (or 1 when p = 2, but x is odd): so g(x) = π(p).
//
// Table holds g of the odd piles up to MaxPile, built by a sieve of
// smallest prime factors (5·10^6 values, 20 MB); the even piles need none.
package notnim

import (
	"nimber/solver/games"
	"nimber/solver/table"
)

// MaxPile is the largest pile, as the contest states it.
const MaxPile = 10000000

// Table returns the table of the values of the odd piles up to MaxPile
// (games.CoprimeOddTable): entry i is g(2i+1).
func Table() table.Table { return games.CoprimeOddTable(MaxPile) }

// Value returns g(x) from odd, the decoded Table.
func Value(odd []uint32, x int) uint32 {
	if x%2 == 0 {
		return 0
	}
	return odd[x/2]
}

// Values returns g of each pile, in order, without the Table: the sieve runs
// a segment at a time up to the largest odd pile (games.CoprimeOf).
func Values(piles []int64) []uint32 { return games.CoprimeOf(piles) }
