package splitting

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/contest/contesttest"
	boards "nimber/solver/play"
)

// TestExplainAgainstSearch compares each explained move with the first
// winning move the exhaustive search finds, and plays it.
func TestExplainAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	s := search{}
	for range 200 {
		var in strings.Builder
		all := make([][]int, 1+rng.IntN(maxCases))
		fmt.Fprintln(&in, len(all))
		for c := range all {
			all[c] = make([]int, minN+rng.IntN(4))
			for range 1 + rng.IntN(5) {
				all[c][rng.IntN(len(all[c]))]++
			}
			in.Write(contest.List(nil, all[c]))
		}
		e := contesttest.Cache{}.Explain(t, Problem, in.String())
		for c, beans := range all {
			ec := e.Cases[c]
			ws := s.winning(beans)
			if (len(ws) > 0) != (ec.Move != "") {
				t.Fatalf("%s %v: the search finds %d winning moves, the move is %q", ec.Name, beans, len(ws), ec.Move)
			}
			if len(ws) == 0 {
				continue
			}
			if want := (&boards.Bottles{Beans: beans}).Describe(ws[0]); !strings.HasPrefix(ec.Move, want) {
				t.Fatalf("%s %v: move %q, the search's first winning move is %q", ec.Name, beans, ec.Move, want)
			}
			if s.wins(play(beans, ws[0])) {
				t.Fatalf("%s %v: the move leaves a position won for the opponent", ec.Name, beans)
			}
		}
	}
}

func TestCheck(t *testing.T) { contesttest.Cache{}.Check(t, Problem, contest.Random, 10) }

func TestGenerate(t *testing.T) {
	contesttest.Generate(t, Problem, 50, 2, func(vs []int) error {
		if vs[0] != maxCases || vs[1] != maxN || len(vs) != 1+maxCases*(1+maxN) {
			return fmt.Errorf("t = %d, first n = %d, %d numbers", vs[0], vs[1], len(vs))
		}
		return contesttest.Reach("bean count", vs, maxBeans)
	})
}
