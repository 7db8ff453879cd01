package alicegame

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

// TestExplainAgainstSearch checks the explanations of 2000 random rows of
// monsters (k ≤ 8, n < 40) against the search of the game on segments
// (contesttest.WinningMove).
func TestExplainAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 7))
	var in strings.Builder
	const cases = 2000
	rows := make([]monsterRow, cases)
	fmt.Fprintln(&in, cases)
	for c := range rows {
		rows[c] = monsterRow{k: 2 + rng.IntN(7), n: rng.IntN(40)}
		fmt.Fprintln(&in, rows[c].k, rows[c].n)
	}
	e := contesttest.Cache{}.Explain(t, Problem, in.String())
	for c, r := range rows {
		contesttest.WinningMove(t, e.Cases[c], r.board(), func() play.MonsterMove { return play.FirstWinning(r.board(), nil) },
			func(b *play.Monsters) bool {
				var segs []int
				for _, s := range b.Segments {
					segs = append(segs, s[1]-s[0]+1)
				}
				slices.Sort(segs)
				return search(r.k).value(segs) != 0
			})
	}
}

func TestCheck(t *testing.T) { contesttest.Cache{}.Check(t, Problem, contest.Random, 10) }

func TestGenerate(t *testing.T) {
	contesttest.Generate(t, Problem, 50, 2, func(vs []int) error {
		if vs[0] != maxCases || len(vs) != 1+2*maxCases {
			return fmt.Errorf("T = %d, %d numbers", vs[0], len(vs))
		}
		if vs[1] != maxK {
			return fmt.Errorf("the first k is %d, not %d", vs[1], maxK)
		}
		return contesttest.Reach("n", vs, maxN)
	})
}
