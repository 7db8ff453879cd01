package splitting

import (
	"fmt"
	"strconv"

	"nimber/solver/contest"
	"nimber/solver/input"
	boards "nimber/solver/play"
	"nimber/solver/tokensplit"
)

// bottles is one case of an input: where it starts, its bean counts and its
// winning first moves.
type bottles struct {
	at    input.Pos
	beans []int
	moves []tokensplit.Move
}

// explain explains each case: every bean is a game of its own, worth the
// value of its bottle, and two beans in one bottle cancel.
func explain(cases []bottles) []contest.Case {
	out := make([]contest.Case, len(cases))
	for c, bc := range cases {
		g := tokensplit.Values(len(bc.beans))
		var parts []contest.Part
		var vs []uint32
		for i, b := range bc.beans {
			if b == 0 {
				continue
			}
			v := g[i] * uint32(b%2)
			parts = append(parts, contest.Part{
				Name:  fmt.Sprintf("bottle %d: %d beans of value %d", i, b, g[i]),
				Value: strconv.Itoa(int(v)),
			})
			vs = append(vs, v)
		}
		x := uint32(0)
		for _, v := range vs {
			x ^= v
		}
		board := &boards.Bottles{Beans: bc.beans}
		e := contest.Case{
			Name:    fmt.Sprintf("case %d", c+1),
			At:      bc.at,
			Parts:   parts,
			Value:   contest.XorText(vs),
			Verdict: contest.NimVerdict(x, "a winning first move", "-1 -1 -1"),
			Game:    "splitting",
			Answer:  []string{"-1", "-1", "-1", "0"},
		}
		e.Position, e.NoPlay = boards.Fit(e.Game, board.String())
		if len(bc.moves) > 0 {
			m := bc.moves[0]
			e.Move = fmt.Sprintf("%s, the smallest of the %d winning first moves", board.Describe(m), len(bc.moves))
			e.Answer = []string{strconv.Itoa(m.I), strconv.Itoa(m.J), strconv.Itoa(m.K), strconv.Itoa(len(bc.moves))}
		}
		out[c] = e
	}
	return out
}
