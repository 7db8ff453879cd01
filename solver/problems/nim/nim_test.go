package nim

import (
	"math/rand/v2"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/contest/contesttest"
)

func TestSamples(t *testing.T) { contesttest.Samples(t, Problem) }

// nim plays Nim itself: a move takes 1..x tokens from a heap of x.
var nim = &contesttest.HeapSearch{Options: func(x int) [][]int {
	var o [][]int
	for y := range x {
		o = append(o, []int{y})
	}
	return o
}}

func TestAgainstExhaustiveSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var want []byte
	const cases = 2000
	in := contest.Line(nil, cases)
	for c := 0; c < cases; c++ {
		heaps := make([]int, 1+rng.IntN(4))
		for i := range heaps {
			heaps[i] = rng.IntN(7)
		}
		in = contest.List(in, heaps)
		want = contest.AppendWinner(want, nim.FirstWins(heaps), "Yes", "No")
	}
	if got := contesttest.Solve(t, Problem, string(in)); got != string(want) {
		t.Fatalf("answers differ from exhaustive search")
	}
}

func TestErrors(t *testing.T) { contesttest.ErrorFile(t, Problem) }

func FuzzPrepare(f *testing.F) { contesttest.Fuzz(f, Problem, 1<<12, nil) }
