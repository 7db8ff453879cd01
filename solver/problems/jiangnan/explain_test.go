package jiangnan

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/contest/contesttest"
	"nimber/solver/play"
	"nimber/solver/table"
)

// TestExplainAgainstSearch checks the explanations of random inputs of
// piles up to 10, for thresholds F up to 6, against the search of even
// splits (contesttest.WinningMove).
func TestExplainAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 4))
	searches := map[int]*contesttest.HeapSearch{}
	for range 20 {
		f := 1 + rng.IntN(6)
		if searches[f] == nil {
			searches[f] = search(f)
		}
		var in strings.Builder
		all := make([][]int, maxCases)
		fmt.Fprintln(&in, maxCases, f)
		for c := range all {
			for range 1 + rng.IntN(3) {
				all[c] = append(all[c], 1+rng.IntN(10))
			}
			fmt.Fprintln(&in, len(all[c]), strings.Trim(fmt.Sprint(all[c]), "[]"))
		}
		e := tables.Explain(t, Problem, in.String())
		job, _ := Problem.Prepare([]byte(in.String()))
		data := [][]byte{tables[job.Tables[0].Key]}
		g := table.BytesUint32(data[0])
		wins := func(b *play.Piles) bool { return searches[f].FirstWins(b.Piles) }
		for c, piles := range all {
			contesttest.WinningMove(t, e.Cases[c], &play.Piles{F: f, Piles: piles},
				func() play.SplitMove { return winningMove(f, piles, g, data) }, wins)
		}
	}
}

func TestCheck(t *testing.T) { tables.Check(t, Problem, contest.Random, 5) }

func TestGenerate(t *testing.T) {
	contesttest.Generate(t, Problem, 50, 1, func(vs []int) error {
		if vs[0] != maxCases || vs[2] != maxPiles || len(vs) != 2+maxCases*(1+maxPiles) {
			return fmt.Errorf("T = %d, first N = %d, %d numbers", vs[0], vs[2], len(vs))
		}
		return contesttest.Reach("pile", vs, maxPile)
	})
}
