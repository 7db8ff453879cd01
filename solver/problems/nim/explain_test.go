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

// TestExplainAgainstSearch plays each explained winning move and asks the
// exhaustive search whether the opponent is then lost.
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
			for _, f := range r[1 : 1+n] {
				var h int64
				fmt.Sscan(f, &h)
				heaps = append(heaps, h)
			}
			r = r[1+n:]
			small := slices.Max(heaps) <= 7
			x := int64(0)
			for _, h := range heaps {
				x ^= h
			}
			if (x != 0) != (c.Move != "") {
				t.Fatalf("%s %v: nim value %d but move %q", c.Name, heaps, x, c.Move)
			}
			if x == 0 || !small {
				continue
			}
			i, to := winningMove(heaps, x)
			board := &play.Heaps{Board: play.Nim, Heaps: toInts(heaps)}
			if !strings.HasPrefix(c.Move, board.Describe(play.HeapMove{{Heap: i, To: []int{int(to)}}})) {
				t.Fatalf("%s: move %q is not heap %d to %d", c.Name, c.Move, i+1, to)
			}
			next := toInts(heaps)
			next[i] = int(to)
			slices.Sort(next)
			if nim.FirstWins(next) {
				t.Fatalf("%s %v: the explained move %q leaves %v, which the search finds won for the opponent", c.Name, heaps, c.Move, next)
			}
		}
	}
}

func toInts(vs []int64) []int {
	out := make([]int, len(vs))
	for i, v := range vs {
		out[i] = int(v)
	}
	return out
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
