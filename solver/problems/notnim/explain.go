package notnim

import (
	"fmt"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/notnim"
	"nimber/solver/play"
)

// mover finds winning moves. A pile of value g moved to value t < g goes to
// an even pile (t = 0: take one stone from the odd pile), to the pile of one
// (t = 1: take all but one; x−1 is coprime to x) or to the prime of rank t,
// which is smaller than the smallest prime factor of the pile (whose rank is
// g) and so coprime to it.
type mover struct {
	odd    []uint32
	primes []int64 // primes[t] is the prime of rank t, filled when needed
}

// prime returns the prime of rank t ≥ 2. The odd piles from 3 up meet
// the values 2, 3, ... first at the primes, in order: a pile is worth the
// rank of its smallest prime factor, which is at most the pile.
func (m *mover) prime(t uint32) int64 {
	if m.primes == nil {
		m.primes = []int64{0, 2} // ranks 0 and 1 (no prime; 2, which is even)
		for i := 1; i < len(m.odd); i++ {
			if int(m.odd[i]) == len(m.primes) {
				m.primes = append(m.primes, int64(2*i+1))
			}
		}
	}
	return m.primes[t]
}

// winningMove returns a winning move of piles whose values xor to x ≠ 0:
// pile i goes down to z stones.
func (m *mover) winningMove(piles []int64, x uint32) (i int, z int64) {
	for i, a := range piles {
		t := notnim.Value(m.odd, int(a)) ^ x
		switch {
		case t >= notnim.Value(m.odd, int(a)):
		case t == 0:
			return i, a - 1
		case t == 1:
			return i, 1
		default:
			return i, m.prime(t)
		}
	}
	panic("notnim: no winning move from a non-zero nim value")
}

// explain explains each case: piles case after case, ends[c] where case c
// ends, at[c] where it starts in the input.
func explain(odd []uint32, piles []int64, ends []int, at []input.Pos) []contest.Case {
	m := &mover{odd: odd}
	out := make([]contest.Case, len(ends))
	start := 0
	for c, end := range ends {
		ps := piles[start:end]
		start = end
		board := &play.Heaps{Board: play.NotNim, Heaps: make([]int, len(ps))}
		vs := make([]uint32, len(ps))
		parts := make([]contest.Part, len(ps))
		for i, a := range ps {
			board.Heaps[i] = int(a)
			vs[i] = notnim.Value(odd, int(a))
			parts[i] = contest.Part{Name: fmt.Sprintf("pile %d (size %d)", i+1, a), Value: fmt.Sprint(vs[i])}
		}
		e := contest.Case{Name: fmt.Sprintf("case %d", c+1), At: at[c], Parts: parts, Game: "notnim"}
		if x := e.NimSum(vs, "Alice", "Bob"); x != 0 {
			i, z := m.winningMove(ps, x)
			e.Move = fmt.Sprintf("%s, leaving %d (value %d)", board.Describe(play.HeapMove{{Heap: i, To: []int{int(z)}}}), z, notnim.Value(odd, int(z)))
		}
		e.Position, e.NoPlay = play.Fit(e.Game, board.String())
		out[c] = e
	}
	return out
}
