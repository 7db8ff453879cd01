package nim

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/contest/contesttest"
	"nimber/solver/play"
)

// TestExplainAgainstSearch checks the explanations of generated inputs:
// against the search of nim where every heap is at most 7
// (contesttest.WinningMove), by the nim sum elsewhere.
func TestExplainAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 3))
	for range 20 {
		in := string(Problem.Generate(contest.Random, rng.Uint64(), 30))
		e := contesttest.Cache{}.Explain(t, Problem, in)
		r := strings.Fields(in)[1:]
		for _, c := range e.Cases {
			var heaps []int64
			n := 0
			fmt.Sscan(r[0], &n)
			fields := r[1 : 1+n]
			r = r[1+n:]
			for _, f := range fields {
				var h int64
				fmt.Sscan(f, &h)
				heaps = append(heaps, h)
			}
			x := int64(0)
			for _, h := range heaps {
				x ^= h
			}
			if slices.Max(heaps) > 7 { // beyond the search: the nim sum decides
				if (x != 0) != (c.Move != "") {
					t.Fatalf("%s %v: nim value %d but move %q", c.Name, heaps, x, c.Move)
				}
				continue
			}
			board, err := play.ParseNim(strings.Join(fields, ","))
			if err != nil {
				t.Fatal(err)
			}
			contesttest.WinningMove(t, c, board, func() play.HeapMove {
				i, to := winningMove(heaps, x)
				return play.HeapMove{{Heap: i, To: []int{int(to)}}}
			}, func(b *play.Heaps) bool { return nim.FirstWins(b.Heaps) })
		}
	}
}

func TestCheck(t *testing.T) { contesttest.Cache{}.Check(t, Problem, contest.Random, 10) }

func TestGenerate(t *testing.T) {
	contesttest.Generate(t, Problem, 50, 1, func(vs []int) error {
		if vs[0] != maxGenCases || vs[1] != maxHeaps {
			return fmt.Errorf("T = %d, first n = %d", vs[0], vs[1])
		}
		return contesttest.Reach("heap", vs, maxHeap)
	})
}
