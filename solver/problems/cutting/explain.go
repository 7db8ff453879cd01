package cutting

import (
	"fmt"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/play"
	"nimber/solver/table"
)

// explain explains each line: one sheet, won by the first player exactly
// when its value in the table is not zero.
func explain(papers []int, at []input.Pos, data [][]byte) []contest.Case {
	g := table.BytesUint32(data[0])
	out := make([]contest.Case, len(papers))
	for c, p := range papers {
		w, h := p/(maxSide+1), p%(maxSide+1)
		e := contest.Case{
			Name:    fmt.Sprintf("line %d", c+1),
			At:      at[c],
			Parts:   []contest.Part{{Name: fmt.Sprintf("a sheet of %d×%d", w, h), Value: fmt.Sprint(g[p])}},
			Value:   fmt.Sprintf("the sheet's value is %d (cuts into parts of at least 2×2 only: a thinner part hands the opponent a 1×1 cut)", g[p]),
			Verdict: contest.NimVerdict(g[p], "WIN", "LOSE"),
			Game:    "cutting",
			Answer:  []string{"LOSE"},
		}
		board := &play.Paper{Pieces: [][2]int{{w, h}}}
		if g[p] != 0 {
			e.Answer[0] = "WIN"
			e.Move = board.Describe(play.FirstWinning(board, data)) + " (the two parts' values are equal)"
		}
		e.Position, e.NoPlay = play.Fit(e.Game, board.String())
		out[c] = e
	}
	return out
}
