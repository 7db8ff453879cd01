package notnim

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/contest/contesttest"
	"nimber/solver/intmath"
	"nimber/solver/notnim"
)

func TestSamples(t *testing.T) { contesttest.Samples(t, Problem) }

// notNim plays the game itself: a move takes y stones from a pile of x
// when gcd(x, y) = 1.
var notNim = &contesttest.HeapSearch{Options: func(x int) [][]int {
	var o [][]int
	for y := 1; y <= x; y++ {
		if intmath.GCD(x, y) == 1 {
			o = append(o, []int{x - y})
		}
	}
	return o
}}

func TestAgainstExhaustiveSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 9))
	var want []byte
	const cases = 4000
	in := contest.Line(nil, cases)
	for c := 0; c < cases; c++ {
		piles := make([]int, 1+rng.IntN(4))
		for i := range piles {
			piles[i] = 1 + rng.IntN(24)
		}
		in = contest.List(in, piles)
		want = contest.AppendWinner(want, notNim.FirstWins(piles), "Alice", "Bob")
	}
	if got := contesttest.Solve(t, Problem, string(in)); got != string(want) {
		t.Fatalf("answers differ from exhaustive search")
	}
}

func TestLargePiles(t *testing.T) {
	// 9999991 is the 664579th prime; 9999973 = 9999991 − 18 is the
	// 664578th; 9999999 = 3²·239·4649 has value π(3) = 2, as has 3.
	in := "4\n1\n9999991\n3\n9999991 10000000 9999991\n2\n9999999 3\n2\n9999999 5\n"
	if got := contesttest.Solve(t, Problem, in); got != "Alice\nBob\nBob\nAlice\n" {
		t.Errorf("got %q", got)
	}
}

func TestErrors(t *testing.T) {
	contesttest.ErrorFile(t, Problem)
	contesttest.Errors(t, Problem, map[string]string{
		"2\n300000\n" + strings.Repeat("1 ", 300000) + "\n1\n1\n": "input:4:1: total n = 300001 exceeds 300000",
	})
}

func FuzzPrepare(f *testing.F) {
	// Building the table takes tens of milliseconds, so the fuzz run checks
	// parsing only; answers are checked against exhaustive search above.
	contesttest.Fuzz(f, Problem, 1<<12, func([]byte) bool { return false })
}

// BenchmarkTable builds the table of odd piles up to 10^7.
func BenchmarkTable(b *testing.B) {
	for b.Loop() {
		notnim.Table().Build(nil)
	}
}

// BenchmarkSolveMax answers an input of the largest size: 10^4 cases and
// 3·10^5 piles of random sizes up to 10^7, parsing, table and answer.
func BenchmarkSolveMax(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	var in strings.Builder
	fmt.Fprintln(&in, maxCases)
	for range maxCases {
		fmt.Fprintln(&in, maxTotal/maxCases)
		for range maxTotal / maxCases {
			fmt.Fprint(&in, 1+rng.IntN(notnim.MaxPile), " ")
		}
		fmt.Fprintln(&in)
	}
	data := []byte(in.String())
	contesttest.BenchSolve(b, Problem, data)
}
