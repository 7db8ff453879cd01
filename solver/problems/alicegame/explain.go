package alicegame

import (
	"fmt"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/play"
	"nimber/solver/segments"
)

// monsterRow is one case of an input: where it starts, k and n.
type monsterRow struct {
	at   input.Pos
	k, n int
}

// board returns the case as a play board: one segment on cells 1..n.
func (r monsterRow) board() *play.Monsters {
	b := &play.Monsters{K: r.k}
	if r.n > 0 {
		b.Segments = [][2]int{{1, r.n}}
	}
	return b
}

// explain explains each case: one segment of n monsters, whose value has a
// closed form periodic in n with period 4k+2.
func explain(cases []monsterRow) []contest.Case {
	out := make([]contest.Case, len(cases))
	for c, r := range cases {
		v := uint32(segments.Grundy(r.k, r.n))
		e := contest.Case{
			Name:    fmt.Sprintf("case %d", c+1),
			At:      r.at,
			Value:   fmt.Sprintf("the row's value is %d (values of segments repeat with period 4k+2 = %d)", v, 4*r.k+2),
			Verdict: contest.NimVerdict(v, "Alice", "Bob"),
			Game:    "alicegame",
			Answer:  []string{"Bob"},
		}
		e.Position, e.NoPlay = play.Fit(e.Game, r.board().String())
		if r.n > 0 {
			e.Parts = []contest.Part{{Name: fmt.Sprintf("a segment of %d monsters, k = %d", r.n, r.k), Value: fmt.Sprint(v)}}
		}
		if v != 0 {
			e.Answer[0] = "Alice"
			e.Move = r.board().Describe(play.FirstWinning(r.board(), nil)) + " (what is left is worth 0)"
		}
		out[c] = e
	}
	return out
}
