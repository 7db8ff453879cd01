// Package tokensplit values the game of beans in bottles 0..n−1 in which a
// move takes one bean out of some bottle i and puts one bean into each of
// two bottles j and k with i < j ≤ k ≤ n−1 (possibly the same bottle twice);
// who cannot move (every bean in the last bottle) loses.
//
// Every bean moves on its own, so a position is the sum of one game per
// bean, and a bean in bottle i is worth
//
//	g(i) = mex { g(j) ⊕ g(k) : i < j ≤ k ≤ n−1 },
//
// g(n−1) = 0. Two beans in one bottle cancel, so a position is worth the xor
// of g(i) over the bottles holding an odd number of beans. A move from i to
// j, k changes that value by g(i) ⊕ g(j) ⊕ g(k), so it wins exactly when
// this equals the position's value.
package tokensplit

// MaxBottles is the most bottles, as Luogu P3185 [HNOI2007] "The Splitting
// Game" states it (the contest problem and the play board).
const MaxBottles = 21

// Values returns g(0..n−1) for n ≥ 1 bottles. The values depend only on the
// distance n−1−i to the last bottle; the work is O(n^3).
func Values(n int) []uint32 {
	g := make([]uint32, n)
	var seen []bool
	for i := n - 2; i >= 0; i-- {
		// The mex is at most the number of options, d(d+1)/2.
		d := n - 1 - i
		seen = append(seen[:0], make([]bool, d*(d+1)/2+1)...)
		for j := i + 1; j < n; j++ {
			for k := j; k < n; k++ {
				if v := g[j] ^ g[k]; int(v) < len(seen) {
					seen[v] = true
				}
			}
		}
		for seen[g[i]] {
			g[i]++
		}
	}
	return g
}

// Move takes a bean out of bottle I and puts one into J and one into K,
// I < J ≤ K.
type Move struct {
	I, J, K int
}

// WinningMoves returns the moves from the position with beans[i] beans in
// bottle i after which the player to move loses, in lexicographic order of
// (I, J, K); g is Values(len(beans)).
func WinningMoves(g []uint32, beans []int) []Move {
	var x uint32
	for i, b := range beans {
		if b%2 == 1 {
			x ^= g[i]
		}
	}
	var moves []Move
	for i, b := range beans {
		if b == 0 {
			continue
		}
		for j := i + 1; j < len(beans); j++ {
			for k := j; k < len(beans); k++ {
				if g[i]^g[j]^g[k] == x {
					moves = append(moves, Move{i, j, k})
				}
			}
		}
	}
	return moves
}
