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
	searches := map[int]*search{}
	for range 300 {
		f := fs[rng.IntN(len(fs))]
		s := searches[f]
		if s == nil {
			s = &search{shifts(widths[1], f), map[string]bool{}}
			searches[f] = s
		}
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
		for c, alice := range []bool{true, false} {
			ec := e.Cases[c]
			win := s.wins(board(rows), alice)
			if win != (ec.Move != "") {
				t.Fatalf("%s on %v, f = %d: the search says the mover wins = %v, the move is %q", ec.Name, rows, f, win, ec.Move)
			}
			if !win {
				continue
			}
			full := &play.Tricolore{F: f, Rows: rows, Bob: !alice}
			m := winningMove(f, rows, !alice, data)
			if !strings.HasPrefix(ec.Move, full.Describe(m)) {
				t.Fatalf("%s: move %q is not %v", ec.Name, ec.Move, m)
			}
			next, err := full.Play(m)
			if err != nil {
				t.Fatalf("%s on %v: the explained move %q is illegal: %v", ec.Name, rows, ec.Move, err)
			}
			if s.wins(board(next.Rows), !alice) {
				t.Fatalf("%s on %v, f = %d: the move %q leaves %v, won for the opponent", ec.Name, rows, f, ec.Move, next.Rows)
			}
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
