package jiangnan

import (
	"fmt"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/play"
	"nimber/solver/table"
)

// winningMove returns a winning move on piles whose values (g) xor to
// non-zero. It analyses the board of the few piles contest.XorSubset picks,
// which has the same nim value, with package play; data holds the bytes of
// the table.
func winningMove(f int, piles []int, g []uint32, data [][]byte) play.SplitMove {
	vs := make([]uint32, len(piles))
	for i, a := range piles {
		vs[i] = g[a]
	}
	sub := contest.XorSubset(vs)
	small := &play.Piles{F: f}
	for _, i := range sub {
		small.Piles = append(small.Piles, piles[i])
	}
	m := play.FirstWinning(small, data)
	m.Pile = sub[m.Pile]
	return m
}

// explain explains each case: its piles are played independently, each
// worth its value in the table.
func explain(f int, cases [][]int64, at []input.Pos, data [][]byte) []contest.Case {
	g := table.BytesUint32(data[0])
	out := make([]contest.Case, len(cases))
	for c, ps := range cases {
		board := &play.Piles{F: f, Piles: make([]int, len(ps))}
		vs := make([]uint32, len(ps))
		parts := make([]contest.Part, len(ps))
		stones := 0
		for i, a := range ps {
			board.Piles[i] = int(a)
			vs[i] = g[a]
			stones += int(a)
			parts[i] = contest.Part{Name: fmt.Sprintf("pile %d (size %d)", i+1, a), Value: fmt.Sprint(vs[i])}
		}
		e := contest.Case{Name: fmt.Sprintf("case %d", c+1), At: at[c], Parts: parts, Game: "jiangnan"}
		if e.NimSum(vs, "1", "0") != 0 {
			e.Move = board.Describe(winningMove(f, board.Piles, g, data)) + " (the piles' values then xor to 0)"
		}
		e.Position, e.NoPlay = play.Fit(e.Game, board.String())
		out[c] = e
	}
	return out
}
