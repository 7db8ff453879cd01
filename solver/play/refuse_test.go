package play

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"nimber/solver/games"
	"nimber/solver/sums"
	"nimber/solver/tokensplit"
)

// randomMoves checks that a board refuses illegal moves: on n positions
// from pos it plays 200 moves from move (fields in small ranges, most of
// them illegal), and each move the board accepts, as each move its Moves
// lists, must lead to a position one of the statement's moves reaches
// (state is the test's key of a position, next the keys the statement's
// moves reach).
func randomMoves[P fmt.Stringer, M any](t *testing.T, name string, n int, pos func() P, move func() M, play func(P, M) (P, error), moves func(P) []M, state func(P) string, next func(P) []string) {
	accepted, refused := 0, 0
	for range n {
		p := pos()
		legal := map[string]bool{}
		for _, s := range next(p) {
			legal[s] = true
		}
		for _, m := range moves(p) {
			q, err := play(p, m)
			if err != nil || !legal[state(q)] {
				t.Fatalf("%s %v: listed move %+v: %v %v", name, p, m, q, err)
			}
		}
		for range 200 {
			m := move()
			q, err := play(p, m)
			if err != nil {
				refused++
				continue
			}
			accepted++
			if !legal[state(q)] {
				t.Fatalf("%s %v: move %+v accepted, leads to %v, not a move of the statement", name, p, m, q)
			}
		}
	}
	t.Logf("%s: %d positions, %d moves accepted, %d refused", name, n, accepted, refused)
}

// TestRandomMovesAgainstStatement: random moves on every board, most of
// them illegal, are refused unless the statement allows them.
func TestRandomMovesAgainstStatement(t *testing.T) {
	r := rand.New(rand.NewPCG(77, 78))
	sm := func(lo, hi int) int { return lo + r.IntN(hi-lo+1) }

	tb := &triBrute{f: 6}
	randomMoves(t, "tricolore", 300, func() *Tricolore { return randomTri(r, 6) },
		func() TriMove { return TriMove{sm(-1, 2), Piece(sm(0, 3)), sm(-2, 14)} },
		(*Tricolore).Play, (*Tricolore).Moves,
		func(p *Tricolore) string { return triState(p.Rows, p.Bob) },
		func(p *Tricolore) []string {
			var out []string
			for _, n := range tb.next(p.Rows, p.Bob) {
				out = append(out, triState(n, !p.Bob))
			}
			return out
		})

	cb := &cellsBrute{n: 12}
	randomMoves(t, "arraygame", 300, func() *Cells {
		p := &Cells{N: 12}
		for x := 1; x <= 12; x++ {
			if r.IntN(3) == 0 {
				p.White = append(p.White, x)
			}
		}
		return p
	}, func() CellMove { return CellMove{sm(-1, 13), sm(-1, 13)} },
		(*Cells).Play, (*Cells).Moves,
		func(p *Cells) string { return fmt.Sprint(cellsMask(p)) },
		func(p *Cells) []string { return sprints(cb.next(cellsMask(p))) })

	for _, misere := range []bool{false, true} {
		mb := &monsterBrute{k: 3}
		randomMoves(t, "alicegame", 300, func() *Monsters {
			p := randomMonsters(r, 3, 14)
			p.Misere = misere
			return p
		}, func() MonsterMove { return MonsterMove{sm(0, 15), sm(0, 15)} },
			(*Monsters).Play, (*Monsters).Moves,
			func(p *Monsters) string { return fmt.Sprint(monstersMask(p)) },
			func(p *Monsters) []string { return sprints(mb.next(monstersMask(p))) })
	}

	chb := &chessBrute{n: 3}
	randomMoves(t, "chesslink", 300, func() *Chess { return randomChess(r, 3, r.IntN(8)) },
		func() ChessMove { return ChessMove{sm(-1, 3), sm(-2, 2)} },
		(*Chess).Play, (*Chess).Moves,
		func(p *Chess) string { return fmt.Sprint(chb.state(p)) },
		func(p *Chess) []string { return sprints(chb.next(chb.state(p))) })

	pg := paperGame()
	randomMoves(t, "cutting", 300, func() *Paper { return randomPaper(r, 20) },
		func() CutMove { return CutMove{sm(-1, 4), r.IntN(2) == 0, sm(-1, 7)} },
		(*Paper).Play, (*Paper).Moves,
		func(p *Paper) string { return pg.state(p.Pieces) },
		func(p *Paper) []string { return pg.states(p.Pieces) })

	for _, misere := range []bool{false, true} {
		bb := &beanBrute{n: 5}
		randomMoves(t, "splitting", 300, func() *Bottles {
			p := &Bottles{Beans: make([]int, 5), Misere: misere}
			for i := range p.Beans {
				p.Beans[i] = r.IntN(3)
			}
			return p
		}, func() BeanMove { return tokensplit.Move{I: sm(-1, 5), J: sm(-1, 5), K: sm(-1, 5)} },
			(*Bottles).Play, (*Bottles).Moves,
			func(p *Bottles) string { return fmt.Sprint(beanState(p)) },
			func(p *Bottles) []string { return sprints(bb.next(beanState(p))) })
	}

	for _, misere := range []bool{false, true} {
		for f := 1; f <= 4; f++ {
			g := pilesGame(f)
			randomMoves(t, fmt.Sprint("jiangnan F=", f), 100, func() *Piles {
				p := &Piles{F: f, Misere: misere}
				for range 1 + r.IntN(3) {
					p.Piles = append(p.Piles, r.IntN(9))
				}
				return p
			}, func() SplitMove { return SplitMove{sm(-1, 3), sm(-1, 10)} },
				(*Piles).Play, (*Piles).Moves,
				func(p *Piles) string { return g.state(p.Piles) },
				func(p *Piles) []string { return g.states(p.Piles) })
		}
	}

	for _, conv := range sums.All() {
		b := &bruteHeaps{heapRules{octalOptions([]int{0, 0, 7}), conv}, map[string]bool{}}
		randomMoves(t, "0.07/"+conv.String(), 50, func() *Heaps {
			p, err := ParseSpec("0.07/" + commaList(randomHeaps(r, 3, 7, 0)) + "/" + conv.String())
			if err != nil {
				t.Fatal(err)
			}
			return p
		}, func() HeapMove {
			m := make(HeapMove, 1+r.IntN(2))
			for i := range m {
				m[i] = games.Change{Heap: sm(-1, 3), To: make([]int, r.IntN(3))}
				for j := range m[i].To {
					m[i].To[j] = sm(-1, 7)
				}
			}
			return m
		}, (*Heaps).Play, (*Heaps).Moves,
			func(p *Heaps) string { return sortedKey(p.Heaps) },
			func(p *Heaps) []string {
				var out []string
				ms, _ := b.moves(p.Heaps)
				for _, m := range ms {
					out = append(out, sortedKey(applyChanges(p.Heaps, m)))
				}
				return out
			})
	}
}

// sprints writes each of xs as fmt.Sprint does.
func sprints[T any](xs []T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = fmt.Sprint(x)
	}
	return out
}
