package gamepack

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/contest/contesttest"
	"nimber/solver/gamepack"
	boards "nimber/solver/play"
)

// TestExplainAgainstPlay plays each explained winning move of all sixty
// games and asks the exhaustive search whether White is then lost.
func TestExplainAgainstPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	tables := contesttest.Cache{}
	for a := 0; a <= 4; a++ {
		for b := 0; b <= 2; b++ {
			for c := 0; c <= 1; c++ {
				for d := 0; d <= 1; d++ {
					p := &play{a: a, b: b, c: c, d: d, memo: map[string]bool{}}
					const cases = 20
					var in strings.Builder
					all := make([][]int, cases)
					fmt.Fprintln(&in, a, b, c, d, cases)
					for i := range all {
						for range 1 + rng.IntN(3) {
							all[i] = append(all[i], 1+rng.IntN(6))
						}
						fmt.Fprintln(&in, len(all[i]), strings.Trim(fmt.Sprint(all[i]), "[]"))
					}
					e := tables.Explain(t, Problem, in.String())
					g := newGame(gamepack.Pack{a, b, c, d})
					wins := func(b *boards.Heaps) bool { return p.blackWins(slices.Sorted(slices.Values(b.Heaps))) }
					for i, plates := range all {
						xs := make([]int32, len(plates))
						for j, x := range plates {
							xs[j] = int32(x)
						}
						board, _ := g.board(xs)
						if over, _ := board.Over(); over {
							if e.Cases[i].Move != "" {
								t.Fatalf("A=%d B=%d C=%d D=%d %v: no move to make, the move is %q", a, b, c, d, plates, e.Cases[i].Move)
							}
							continue
						}
						contesttest.WinningMove(t, e.Cases[i], board, func() boards.HeapMove { return boards.FirstWinning(board, nil) }, wins)
					}
				}
			}
		}
	}
}

func TestCheck(t *testing.T) { contesttest.Cache{}.Check(t, Problem, contest.Edge, 5) }

func TestGenerate(t *testing.T) {
	contesttest.Generate(t, Problem, 50, 2, func(vs []int) error {
		if vs[4] != maxGenCases || len(vs) != 5+maxGenCases+maxPlates {
			return fmt.Errorf("T = %d, %d numbers", vs[4], len(vs))
		}
		return contesttest.Reach("plate", vs, maxSize)
	})
}

// TestNimMoveAgainstPlay plays the moves found without the play board (for
// disjunctive normal-play cases beyond its limits) on small cases of every
// operation, and asks the exhaustive search whether White is then lost.
func TestNimMoveAgainstPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 1))
	for a := 0; a <= 4; a++ {
		p := &play{a: a, memo: map[string]bool{}}
		g := newGame(gamepack.Pack{a, 0, 0, 0})
		packed := g.tables(40)[0].Build(nil)
		grundy := values(packed)
		for range 300 {
			plates := make([]int, 1+rng.IntN(3))
			xs := make([]int32, len(plates))
			x := uint32(0)
			for i := range plates {
				plates[i] = 1 + rng.IntN(9)
				xs[i] = int32(plates[i])
				x ^= grundy[plates[i]]
			}
			if x == 0 {
				continue
			}
			m := g.nimMove(&nimTable{packed: packed}, xs, x)
			board, _ := g.board(xs)
			next, err := board.Play(m)
			if err != nil {
				t.Fatalf("A=%d %v: the move %s is illegal: %v", a, plates, board.Describe(m), err)
			}
			if p.blackWins(slices.Sorted(slices.Values(next.Heaps))) {
				t.Fatalf("A=%d %v: the move %s leaves %v, won for White", a, plates, board.Describe(m), next.Heaps)
			}
		}
	}
}

// TestExplainLargeDisjunctive explains a disjunctive normal-play case
// beyond the play board: its move comes from nimMove.
func TestExplainLargeDisjunctive(t *testing.T) {
	e := contesttest.Cache{}.Explain(t, Problem, "0 0 0 0 1\n2\n500000 3\n")
	if got := e.Cases[0].Move; got != "plate 1: eat 499997" {
		t.Errorf("move %q", got)
	}
}

// TestLargeMovesAgainstPlay plays the moves found without the play board
// (for cases beyond it) on small cases of all sixty games, and asks the
// exhaustive search whether White is then lost.
func TestLargeMovesAgainstPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 2))
	for a := 0; a <= 4; a++ {
		for b := 0; b <= 2; b++ {
			for c := 0; c <= 1; c++ {
				for d := 0; d <= 1; d++ {
					p := &play{a: a, b: b, c: c, d: d, memo: map[string]bool{}}
					g := newGame(gamepack.Pack{a, b, c, d})
					ts := g.tables(40)
					data := make([][]byte, len(ts))
					for i, tab := range ts {
						data[i] = tab.Build(nil)
					}
					part := g.parts(data)
					for range 60 {
						xs := make([]int32, 1+rng.IntN(3))
						for i := range xs {
							xs[i] = int32(1 + rng.IntN(8))
						}
						board, _ := g.board(xs)
						plates := slices.Sorted(slices.Values(board.Heaps))
						if over, _ := board.Over(); over || !p.blackWins(plates) {
							continue
						}
						budget := moveBudget
						m, ok := g.largeMove(&nimTable{packed: data[0]}, part.one, xs, &budget)
						if !ok {
							t.Fatalf("A=%d B=%d C=%d D=%d %v: no move found", a, b, c, d, xs)
						}
						next, err := board.Play(m)
						if err != nil {
							t.Fatalf("A=%d B=%d C=%d D=%d %v: the move %s is illegal: %v", a, b, c, d, xs, board.Describe(m), err)
						}
						if p.blackWins(slices.Sorted(slices.Values(next.Heaps))) {
							t.Fatalf("A=%d B=%d C=%d D=%d %v: the move %s leaves %v, won for White", a, b, c, d, xs, board.Describe(m), next.Heaps)
						}
					}
				}
			}
		}
	}
}
