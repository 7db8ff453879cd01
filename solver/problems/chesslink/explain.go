package chesslink

import (
	"fmt"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/play"
)

// chessCase is one case of an input: where it starts, n and the start
// triple (r, g, b).
type chessCase struct {
	at    input.Pos
	n     int
	start [3]int
}

func (c chessCase) board() *play.Chess {
	return &play.Chess{N: c.n, Trail: [][3]int{c.start}}
}

// parity names the parity of v.
func parity(v int) string {
	if v%2 == 0 {
		return "even"
	}
	return "odd"
}

// explain explains each case. The game is not a sum: it walks a token on
// the grid of triples without revisiting one, and the parities of n and of
// r+g+b decide it (see the package comment).
func explain(cases []chessCase) []contest.Case {
	out := make([]contest.Case, len(cases))
	moves := map[chessCase]string{} // cases met before (small boards repeat)
	for i, c := range cases {
		s := c.start
		sum := s[0] + s[1] + s[2]
		e := contest.Case{
			Name: fmt.Sprintf("case %d", i+1),
			At:   c.at,
			Parts: []contest.Part{
				{Name: fmt.Sprintf("n = %d", c.n), Value: parity(c.n)},
				{Name: fmt.Sprintf("r + g + b = %d + %d + %d = %d", s[0], s[1], s[2], sum), Value: parity(sum)},
			},
			Value:  "the triples form a grid graph coloured by the parity of r + g + b; the first player wins exactly when every maximum matching covers the start",
			Game:   "chesslink",
			Answer: []string{"Alice"},
		}
		e.Position, e.NoPlay = play.Fit(e.Game, c.board().String())
		switch {
		case c.n%2 == 0:
			e.Verdict = "n is even: pairing red's cells 1–2, 3–4, … is a perfect matching, so the first player (Alice) wins by always moving to the current triple's partner"
		case sum%2 == 0:
			e.Verdict = "n is odd and r + g + b even: the odd triples outnumber the even ones by one and every maximum matching covers each even triple, so the first player (Alice) wins"
		default:
			e.Verdict = "n and r + g + b are odd: the grid without the start has a perfect matching, so the second player (Bob) wins by answering along it"
			e.Answer[0] = "Bob"
		}
		if e.Answer[0] == "Alice" {
			key := chessCase{n: c.n, start: c.start}
			if moves[key] == "" {
				moves[key] = c.board().Describe(play.FirstWinning(c.board(), nil)) // by matchings on small boards, else by the strategy of the proof
			}
			e.Move = moves[key]
		}
		out[i] = e
	}
	return out
}
