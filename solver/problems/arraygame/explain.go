package arraygame

import (
	"fmt"
	"slices"

	"nimber/solver/blocks"
	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/play"
)

// winningMove returns a winning move from the white cells (sorted) whose
// values xor to non-zero. It analyses the board of the few white cells
// contest.XorSubset picks, which has the same nim value, with package play:
// a move there flips the same cells of the whole board and changes its
// value just as much.
func winningMove(n int, white []int, f *blocks.Flip, data [][]byte) play.CellMove {
	vs := make([]uint32, len(white))
	for i, x := range white {
		vs[i] = uint32(f.Cell(x))
	}
	small := &play.Cells{N: n}
	for _, i := range contest.XorSubset(vs) {
		small.White = append(small.White, white[i])
	}
	return play.FirstWinning(small, data)
}

// explain explains each query: its white cells are played independently,
// each worth the value of a lone white cell.
func explain(n int, queries [][]int, at []input.Pos, data [][]byte) []contest.Case {
	f, err := blocks.LoadFlip(n, data[0])
	if err != nil { // bytes that are not this table's: build it again
		f = blocks.NewFlip(n, nil)
		data = [][]byte{blocks.FlipTable(n).Build(nil)}
	}
	out := make([]contest.Case, len(queries))
	for q, cells := range queries {
		vs := make([]uint32, len(cells))
		parts := make([]contest.Part, len(cells))
		for i, c := range cells {
			vs[i] = uint32(f.Cell(c))
			parts[i] = contest.Part{Name: fmt.Sprintf("white cell %d (⌊N/x⌋ = %d)", c, n/c), Value: fmt.Sprint(vs[i])}
		}
		board := &play.Cells{N: n, White: slices.Sorted(slices.Values(cells))}
		e := contest.Case{Name: fmt.Sprintf("query %d", q+1), At: at[q], Parts: parts, Game: "arraygame"}
		e.Position, e.NoPlay = play.Fit(e.Game, board.String())
		if e.NimSum(vs, "Yes", "No") != 0 {
			e.Move = board.Describe(winningMove(n, board.White, f, data)) + " (the white cells' values then xor to 0)"
		}
		out[q] = e
	}
	return out
}
