package cutting

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/contest/contesttest"
	"nimber/solver/play"
)

var tables = contesttest.Cache{}

// TestExplainAgainstSearch plays each explained winning cut and asks the
// exhaustive search whether the opponent is then lost.
func TestExplainAgainstSearch(t *testing.T) {
	s := search()
	var in strings.Builder
	const side = 8
	for w := 2; w <= side; w++ {
		for h := 2; h <= side; h++ {
			fmt.Fprintln(&in, w, h)
		}
	}
	e := tables.Explain(t, Problem, in.String())
	data := [][]byte{tables[values.Key]}
	wins := func(b *play.Paper) bool {
		pieces := make([]int, len(b.Pieces))
		for i, p := range b.Pieces {
			pieces[i] = p[0]*1000 + p[1]
		}
		return s.FirstWins(pieces)
	}
	for c, ec := range e.Cases {
		board := &play.Paper{Pieces: [][2]int{{2 + c/(side-1), 2 + c%(side-1)}}}
		contesttest.WinningMove(t, ec, board, func() play.CutMove { return play.FirstWinning(board, data) }, wins)
	}
}

func TestCheck(t *testing.T) { tables.Check(t, Problem, contest.Random, 5) }

func TestGenerate(t *testing.T) {
	contesttest.Generate(t, Problem, 50, 1, func(vs []int) error {
		if len(vs) != 2*(maxSide-1)*(maxSide-1) || slices.Min(vs) != 2 {
			return fmt.Errorf("%d numbers, the smallest %d", len(vs), slices.Min(vs))
		}
		return contesttest.Reach("side", vs, maxSide)
	})
}
