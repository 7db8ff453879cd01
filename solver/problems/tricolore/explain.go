package tricolore

import (
	"fmt"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/play"
	"nimber/solver/table"
	"nimber/solver/tricolore"
)

// rowValues returns the value of each row: the xor of its two gaps' values.
func rowValues(g []uint32, rows [][3]int) []uint32 {
	vs := make([]uint32, len(rows))
	for i, r := range rows {
		gaps := tricolore.Gaps(r)
		vs[i] = g[gaps[0]] ^ g[gaps[1]]
	}
	return vs
}

// winningMove returns a winning move for the player to move (Bob when bob)
// on the rows, whose values must xor to non-zero. It analyses the board of
// the few rows contest.XorSubset picks, which has the same nim value, with
// package play; data holds the bytes of the gap table.
func winningMove(f int, rows [][3]int, bob bool, data [][]byte) play.TriMove {
	sub := contest.XorSubset(rowValues(table.BytesUint32(data[0]), rows))
	small := &play.Tricolore{F: f, Bob: bob}
	for _, i := range sub {
		small.Rows = append(small.Rows, rows[i])
	}
	m := play.FirstWinning(small, data)
	m.Row = sub[m.Row]
	return m
}

// explain explains the input as two cases, Alice moving first and Bob
// moving first: the same sum of gaps, won by whoever moves first exactly
// when its nim value is not zero.
func explain(f int, rows [][3]int, data [][]byte) []contest.Case {
	g := table.BytesUint32(data[0])
	vs := rowValues(g, rows)
	parts := make([]contest.Part, len(rows))
	for i, r := range rows {
		gaps := tricolore.Gaps(r)
		l, rt := gaps[0], gaps[1]
		parts[i] = contest.Part{
			Name:  fmt.Sprintf("row %d (%d %d %d): gaps %d and %d", i+1, r[0], r[1], r[2], l, rt),
			Value: fmt.Sprintf("%d ^ %d = %d", g[l], g[rt], vs[i]),
		}
	}
	cases := make([]contest.Case, 2)
	for c, mover := range [2]string{"Alice", "Bob"} {
		other := [2]string{"Bob", "Alice"}[c]
		board := &play.Tricolore{F: f, Rows: rows, Bob: c == 1}
		e := contest.Case{Name: mover + " moves first", At: input.Pos{Line: 1, Col: 1}, Parts: parts, Game: "tricolore"}
		if e.NimSum(vs, mover, other) != 0 {
			e.Move = board.Describe(winningMove(f, rows, c == 1, data)) + " (the rows' values then xor to 0)"
		}
		e.Position, e.NoPlay = play.Fit(e.Game, board.String())
		cases[c] = e
	}
	return cases
}
