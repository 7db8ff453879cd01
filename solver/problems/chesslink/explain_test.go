package chesslink

import (
	"fmt"
	"strings"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/contest/contesttest"
	"nimber/solver/play"
)

// TestExplainAgainstSearch plays each explained winning move from every
// start of the boards n = 2 and 3 and asks the exhaustive search whether the
// opponent is then lost.
func TestExplainAgainstSearch(t *testing.T) {
	for n := 2; n <= 3; n++ {
		c := newCube(n)
		memo := map[uint64]bool{}
		e := contesttest.Cache{}.Explain(t, Problem, allStarts(c))
		for v, ec := range e.Cases {
			win := c.wins(1<<v, v, memo)
			if win != (ec.Move != "") {
				t.Fatalf("n=%d %v: the search says the first player wins = %v, the move is %q", n, c.triple(v), win, ec.Move)
			}
			if !win {
				continue
			}
			cc := chessCase{n: n, start: c.triple(v)}
			m := play.FirstWinning(cc.board(), nil)
			if !strings.HasPrefix(ec.Move, cc.board().Describe(m)) {
				t.Fatalf("n=%d %v: move %q is not %v", n, c.triple(v), ec.Move, m)
			}
			next, err := cc.board().Play(m)
			if err != nil {
				t.Fatalf("n=%d %v: the move %q is illegal: %v", n, c.triple(v), ec.Move, err)
			}
			u := c.index(next.Current())
			if c.wins(1<<v|1<<u, u, memo) {
				t.Fatalf("n=%d %v: the move %q is won for the opponent", n, c.triple(v), ec.Move)
			}
		}
	}
}

func TestCheck(t *testing.T) { contesttest.Cache{}.Check(t, Problem, contest.Random, 10) }

func TestGenerate(t *testing.T) {
	contesttest.Generate(t, Problem, 50, 2, func(vs []int) error {
		total := 0
		for c := range maxCases {
			total += vs[1+4*c]
		}
		if vs[0] != maxCases || total < maxTotal-maxCases {
			return fmt.Errorf("T = %d, total n = %d", vs[0], total)
		}
		return contesttest.Reach("n", vs, maxN)
	})
}
