package jiangnan

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"nimber/solver/contest/contesttest"
	"nimber/solver/evensplit"
)

func TestSamples(t *testing.T) { contesttest.Samples(t, Problem) }

// tables caches built tables by Key across the tests, as the browser does.
var tables = contesttest.Cache{}

// search plays the game itself for the threshold f: a move replaces a pile
// a ≥ f by m ≥ 2 piles of sizes ⌊a/m⌋ and ⌈a/m⌉ adding up to a.
func search(f int) *contesttest.HeapSearch {
	return &contesttest.HeapSearch{Options: func(a int) [][]int {
		var o [][]int
		for m := 2; a >= f && m <= a; m++ {
			parts := make([]int, m)
			for i := range parts {
				parts[i] = a / m
				if i < a%m {
					parts[i]++
				}
			}
			o = append(o, parts)
		}
		return o
	}}
}

func TestAgainstExhaustiveSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	searches := map[int]*contesttest.HeapSearch{}
	for input := 0; input < 30; input++ {
		f := 1 + rng.IntN(6)
		if searches[f] == nil {
			searches[f] = search(f)
		}
		var in, want strings.Builder
		fmt.Fprintln(&in, maxCases, f)
		for c := 0; c < maxCases; c++ {
			piles := make([]int, 1+rng.IntN(3))
			for i := range piles {
				piles[i] = 1 + rng.IntN(10)
			}
			fmt.Fprint(&in, len(piles))
			for _, a := range piles {
				fmt.Fprint(&in, " ", a)
			}
			fmt.Fprintln(&in)
			if c > 0 {
				want.WriteString(" ")
			}
			if searches[f].FirstWins(piles) {
				want.WriteString("1")
			} else {
				want.WriteString("0")
			}
		}
		want.WriteString("\n")
		if got := tables.Solve(t, Problem, in.String()); got != want.String() {
			t.Fatalf("f = %d: answers differ from exhaustive search\ninput:\n%s\ngot  %s\nwant %s", f, in.String(), got, want.String())
		}
	}
}

func TestLargePiles(t *testing.T) {
	// With F above every pile no move exists; with F = 10^5 only the pile of
	// 10^5 moves, and it wins by splitting into 10^5 piles of one stone
	// (an even number of lost piles).
	in := "3 100000\n2 99999 1\n1 100000\n2 100000 100000\n"
	if got := tables.Solve(t, Problem, in); got != "0 1 0\n" {
		t.Errorf("got %q", got)
	}
}

func TestErrors(t *testing.T) { contesttest.ErrorFile(t, Problem) }

func FuzzPrepare(f *testing.F) {
	// A table takes tens of milliseconds, so the fuzz run checks parsing only;
	// answers are checked against exhaustive search above.
	contesttest.Fuzz(f, Problem, 1<<12, func([]byte) bool { return false })
}

// maxInput returns an input of the largest size: 100 cases of 100 random
// piles up to 10^5, with F = 1, the threshold that makes the most work.
func maxInput() []byte {
	rng := rand.New(rand.NewPCG(1, 1))
	var in strings.Builder
	fmt.Fprintln(&in, maxCases, 1)
	for range maxCases {
		fmt.Fprint(&in, maxPiles)
		for range maxPiles {
			fmt.Fprint(&in, " ", 1+rng.IntN(evensplit.JiangnanPile))
		}
		fmt.Fprintln(&in)
	}
	return []byte(in.String())
}

// BenchmarkTable builds the table for F = 1 (every pile of two or more moves).
func BenchmarkTable(b *testing.B) {
	tab := evensplit.JiangnanTable(1)
	b.ReportAllocs()
	for b.Loop() {
		tab.Build(nil)
	}
}

// BenchmarkSolveMax answers an input of the largest size: parsing, the table
// and the answer.
func BenchmarkSolveMax(b *testing.B) { contesttest.BenchSolve(b, Problem, maxInput()) }
