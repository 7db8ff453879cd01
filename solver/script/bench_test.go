package script

import (
	"context"
	"testing"

	"go.starlark.net/starlark"

	"nimber/solver/memo"
	"nimber/solver/sums"
)

// benchValues compiles an example and values the positions ps, from
// scratch each time: the work between a click and the picture.
func benchValues(b *testing.B, name string, ps []memo.Pos) {
	reportCPU(b, func() {
		g := game(b, name, nil)
		e := memo.New(g, sums.Grundy, 0)
		for _, p := range ps {
			if _, err := e.Value(context.Background(), p); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func pairs(n, m int) []memo.Pos {
	var ps []memo.Pos
	for a := range n + 1 {
		for b := range m + 1 {
			ps = append(ps, memo.Pair(a, b))
		}
	}
	return ps
}

// BenchmarkSquares100: subtract a square, heaps 1..100.
func BenchmarkSquares100(b *testing.B) { benchValues(b, "squares.star", heaps(100)[1:]) }

// BenchmarkGcd2000: take y from x when gcd(x, y) = 1, heaps 0..2000.
func BenchmarkGcd2000(b *testing.B) { benchValues(b, "coprime.star", heaps(2000)) }

// BenchmarkWythoff100: Wythoff's game, the 100×100 pairs (0..99, 0..99).
func BenchmarkWythoff100(b *testing.B) { benchValues(b, "wythoff.star", pairs(99, 99)) }

// benchMoves calls moves on each position and does nothing with the
// result: the time Starlark itself spends, against which the engine's
// overhead (benchValues on the same positions) is measured.
func benchMoves(b *testing.B, name string, ps []memo.Pos) {
	g := game(b, name, nil)
	args := make([]starlark.Tuple, len(ps))
	for i, p := range ps {
		args[i] = starlark.Tuple{Value(p)}
	}
	reportCPU(b, func() {
		for _, a := range args {
			g.thread.Steps = 0
			if _, err := starlark.Call(g.thread, g.moves, a, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkGcd2000Moves: the calls of moves behind BenchmarkGcd2000.
func BenchmarkGcd2000Moves(b *testing.B) { benchMoves(b, "coprime.star", heaps(2000)) }

// BenchmarkWythoff100Moves: the calls of moves behind BenchmarkWythoff100.
func BenchmarkWythoff100Moves(b *testing.B) { benchMoves(b, "wythoff.star", pairs(99, 99)) }

// BenchmarkSquares100Moves: the calls of moves behind BenchmarkSquares100.
func BenchmarkSquares100Moves(b *testing.B) { benchMoves(b, "squares.star", heaps(100)[1:]) }

// BenchmarkGcd2000Compiled: the calls of moves behind BenchmarkGcd2000,
// compiled to Go (fastMoves).
func BenchmarkGcd2000Compiled(b *testing.B) {
	g := game(b, "coprime.star", nil)
	var o memo.Options
	reportCPU(b, func() {
		for n := range 2001 {
			o.Reset()
			if !g.fast.list(int64(n), &o, g.maxSteps) {
				b.Fatal("not listed")
			}
		}
	})
}
