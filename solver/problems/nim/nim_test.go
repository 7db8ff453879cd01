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

func TestErrors(t *testing.T) {
	contesttest.Errors(t, Problem, map[string]string{
		"":                             "input:1:1: unexpected end of input: expected T",
		"1\n2\n1 x\n":                  `input:3:3: expected an integer (a_i), found "x"`,
		"2\n1\n5\n":                    "input:4:1: unexpected end of input: 1 more case expected",
		"1\n3\n1 2\n":                  "input:4:1: unexpected end of input: 1 more heap size expected",
		"1\n1\n1000000001\n":           "input:3:1: a_i = 1000000001 is out of range [0, 1000000000]",
		"1\n1\n99999999999999999999\n": "input:3:1: a_i = 99999999999999999999 is out of range [0, 1000000000]",
		"1\r\n1\r\n4 7\r\n":            `input:3:3: expected end of input, found "7"`,
		"0\n":                          "input:1:1: T = 0 is out of range [1, 100000]",
	})
}

func FuzzPrepare(f *testing.F) { contesttest.Fuzz(f, Problem, 1<<12, nil) }
