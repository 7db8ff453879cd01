package arraygame

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"nimber/solver/blocks"
	"nimber/solver/contest"
	"nimber/solver/contest/contesttest"
	"nimber/solver/play"
)

var tables = contesttest.Cache{}

// TestExplainAgainstSearch checks the explanations of random queries on
// boards of up to 12 cells against the search over all sets of white cells
// (contesttest.WinningMove).
func TestExplainAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 3))
	for n := 1; n <= 12; n++ {
		win := wins(n)
		var in strings.Builder
		sets := make([]int, 25) // few: play's analysis searches small boards exhaustively
		fmt.Fprintf(&in, "%d\n%d\n", n, len(sets))
		for q := range sets {
			sets[q] = 1 + rng.IntN(len(win)-1)
			var cells []string
			for x := 1; x <= n; x++ {
				if sets[q]&(1<<(n-x)) != 0 {
					cells = append(cells, fmt.Sprint(x))
				}
			}
			fmt.Fprintf(&in, "%d\n%s\n", len(cells), strings.Join(cells, " "))
		}
		e := tables.Explain(t, Problem, in.String())
		data := [][]byte{tables[blocks.FlipTable(n).Key]}
		f := blocks.NewFlip(n, nil)
		wins := func(b *play.Cells) bool {
			s := 0
			for _, x := range b.White {
				s |= 1 << (n - x)
			}
			return win[s]
		}
		for q, s := range sets {
			var white []int
			for x := 1; x <= n; x++ {
				if s&(1<<(n-x)) != 0 {
					white = append(white, x)
				}
			}
			contesttest.WinningMove(t, e.Cases[q], &play.Cells{N: n, White: white},
				func() play.CellMove { return winningMove(n, white, f, data) }, wins)
		}
	}
}

func TestCheck(t *testing.T) { tables.Check(t, Problem, contest.Random, 5) }

func TestGenerate(t *testing.T) {
	contesttest.Generate(t, Problem, 50, 2, func(vs []int) error {
		if vs[0] != maxN || vs[1] != maxQueries || vs[2] != maxCells || len(vs) < 2+maxQueries*maxCells {
			return fmt.Errorf("N = %d, K = %d, first W = %d, %d numbers", vs[0], vs[1], vs[2], len(vs))
		}
		return nil
	})
}
