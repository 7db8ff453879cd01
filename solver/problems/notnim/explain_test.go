package notnim

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/contest/contesttest"
	"nimber/solver/intmath"
	"nimber/solver/notnim"
	"nimber/solver/play"
	"nimber/solver/table"
)

var tables = contesttest.Cache{}

// oddTable builds the values of the odd piles once for the tests.
var oddTable = sync.OnceValue(func() []uint32 { return table.BytesUint32(notnim.Table().Build(nil)) })

// TestExplainAgainstSearch checks the explanations of 1000 random cases of
// piles up to 24 against the search of coprime takes
// (contesttest.WinningMove).
func TestExplainAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 2))
	m := &mover{odd: oddTable()}
	var in strings.Builder
	const cases = 1000
	fmt.Fprintln(&in, cases)
	all := make([][]int64, cases)
	for c := range all {
		for range 1 + rng.IntN(4) {
			all[c] = append(all[c], 1+rng.Int64N(24))
		}
		fmt.Fprintln(&in, len(all[c]))
		for _, a := range all[c] {
			fmt.Fprint(&in, a, " ")
		}
		fmt.Fprintln(&in)
	}
	e := tables.Explain(t, Problem, in.String())
	wins := func(b *play.Heaps) bool { return notNim.FirstWins(b.Heaps) }
	for c, piles := range all {
		board, err := play.ParseNotNim(strings.Trim(strings.Join(strings.Fields(fmt.Sprint(piles)), ","), "[]"))
		if err != nil {
			t.Fatal(err)
		}
		x := uint32(0)
		for _, a := range piles {
			x ^= notnim.Value(m.odd, int(a))
		}
		contesttest.WinningMove(t, e.Cases[c], board, func() play.HeapMove {
			i, z := m.winningMove(piles, x)
			return play.HeapMove{{Heap: i, To: []int{int(z)}}}
		}, wins)
	}
}

// TestExplainLargePiles checks moves to primes of large rank.
func TestExplainLargePiles(t *testing.T) {
	m := &mover{odd: oddTable()}
	for _, piles := range [][]int64{{9999991, 9999973}, {9999991, 3}, {9999991, 10000000}, {9999999, 5}} {
		x := uint32(0)
		for _, a := range piles {
			x ^= notnim.Value(m.odd, int(a))
		}
		i, z := m.winningMove(piles, x)
		if y := piles[i] - z; y < 1 || intmath.GCD(int(piles[i]), int(y)) != 1 || notnim.Value(m.odd, int(z)) != notnim.Value(m.odd, int(piles[i]))^x {
			t.Errorf("%v: pile %d to %d does not win", piles, i+1, z)
		}
	}
}

func TestCheck(t *testing.T) { tables.Check(t, Problem, contest.Random, 5) }

func TestGenerate(t *testing.T) {
	contesttest.Generate(t, Problem, 50, 1, func(vs []int) error {
		if vs[0] != maxCases || (len(vs)-1-maxCases) != maxTotal {
			return fmt.Errorf("t = %d, %d piles", vs[0], len(vs)-1-maxCases)
		}
		return contesttest.Reach("pile", vs, maxPile)
	})
}
