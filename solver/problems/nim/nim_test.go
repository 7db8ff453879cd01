package nim

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"nimber/solver/contest/contesttest"
)

func TestSamples(t *testing.T) { contesttest.Samples(t, Problem) }

// firstWins plays Nim by exhaustive search: a position is won when some move
// (take 1..h tokens from one heap) leads to a lost position.
func firstWins(heaps []int, memo map[string]bool) bool {
	key := fmt.Sprint(heaps)
	if w, ok := memo[key]; ok {
		return w
	}
	win := false
	for i := range heaps {
		for take := 1; take <= heaps[i] && !win; take++ {
			next := slices.Clone(heaps)
			next[i] -= take
			slices.Sort(next)
			win = !firstWins(next, memo)
		}
	}
	memo[key] = win
	return win
}

func TestAgainstExhaustiveSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	memo := map[string]bool{}
	var in, want strings.Builder
	const cases = 2000
	fmt.Fprintln(&in, cases)
	for c := 0; c < cases; c++ {
		heaps := make([]int, 1+rng.IntN(4))
		for i := range heaps {
			heaps[i] = rng.IntN(7)
		}
		fmt.Fprintln(&in, len(heaps))
		for _, h := range heaps {
			fmt.Fprint(&in, h, " ")
		}
		fmt.Fprintln(&in)
		sorted := slices.Sorted(slices.Values(heaps))
		if firstWins(sorted, memo) {
			want.WriteString("Yes\n")
		} else {
			want.WriteString("No\n")
		}
	}
	if got := contesttest.Solve(t, Problem, in.String()); got != want.String() {
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
