package chesslink

import (
	"fmt"
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
		wins := func(b *play.Chess) bool {
			visited := uint64(0)
			for _, x := range b.Trail {
				visited |= 1 << c.index(x)
			}
			return c.wins(visited, c.index(b.Current()), memo)
		}
		for v, ec := range e.Cases {
			cc := chessCase{n: n, start: c.triple(v)}
			contesttest.WinningMove(t, ec, cc.board(), func() play.ChessMove { return play.FirstWinning(cc.board(), nil) }, wins)
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
