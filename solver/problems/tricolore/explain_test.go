package tricolore

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/contest/contesttest"
	"nimber/solver/play"
)

// TestExplainAgainstSearch plays the explained winning move of each first
// player and asks the exhaustive search whether the opponent is then lost.
func TestExplainAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 1))
	fs := []int{2, 3, 4, 6, 9, 200000}
	widths := []int{0, 16, 10, 7}
	searches := searches{}
	for range 300 {
		f := fs[rng.IntN(len(fs))]
		s := searches.of(f, widths[1])
		n := 1 + rng.IntN(3)
		rows := make([][3]int, n)
		var in strings.Builder
		fmt.Fprintln(&in, n, f)
		for i := range rows {
			lo := rng.IntN(21) - 10
			width := 2 + rng.IntN(widths[n]-1)
			rows[i] = [3]int{lo, lo + 1 + rng.IntN(width-1), lo + width}
			fmt.Fprintln(&in, rows[i][0], rows[i][1], rows[i][2])
		}
		e := tables.Explain(t, Problem, in.String())
		job, _ := Problem.Prepare([]byte(in.String()))
		data := [][]byte{tables[job.Tables[0].Key]}
		wins := func(b *play.Tricolore) bool { return s.wins(board(b.Rows), !b.Bob) }
		for c, bob := range []bool{false, true} {
			contesttest.WinningMove(t, e.Cases[c], &play.Tricolore{F: f, Rows: rows, Bob: bob},
				func() play.TriMove { return winningMove(f, rows, bob, data) }, wins)
		}
	}
}

// TestExplainLarge explains inputs of many rows, where the move comes from
// a few of them.
func TestExplainLarge(t *testing.T) {
	for seed := range uint64(3) {
		in := Problem.Generate(contest.Random, seed, 5000)
		e := tables.Explain(t, Problem, string(in))
		if e.Cases[0].Position != "" || e.Cases[0].NoPlay == "" {
			t.Errorf("5000 rows offered to the play board")
		}
	}
}

func TestCheck(t *testing.T) { tables.Check(t, Problem, contest.Random, 5) }

func TestGenerate(t *testing.T) {
	contesttest.Generate(t, Problem, 50, 1, func(vs []int) error {
		if vs[0] != maxRows || vs[1] != maxF {
			return fmt.Errorf("n = %d, f = %d", vs[0], vs[1])
		}
		if err := contesttest.Reach("column", vs[2:], maxCoord); err != nil {
			return err
		}
		return contesttest.Reach("negated column", negate(vs[2:]), maxCoord)
	})
}

func negate(vs []int) []int {
	out := make([]int, len(vs))
	for i, v := range vs {
		out[i] = -v
	}
	return out
}
