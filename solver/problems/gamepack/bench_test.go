package gamepack

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"nimber/solver/contest/contesttest"
	"nimber/solver/sums"
)

// BenchmarkTables builds every table any of the sixty games uses, at full
// size.
func BenchmarkTables(b *testing.B) {
	seen := map[string]bool{}
	for a := range 5 {
		for _, c := range sums.All() {
			for _, tb := range (game{a: a, conv: c}).tables(maxSize) {
				if seen[tb.Key] {
					continue
				}
				seen[tb.Key] = true
				b.Run(strings.TrimPrefix(tb.Key, "gamepack/v2/"), func(b *testing.B) {
					for b.Loop() {
						tb.Build(nil)
					}
				})
			}
		}
	}
}

// maxInput returns a largest input: 1000 cases of 500 random plates.
func maxInput(a, b, c, d int) []byte {
	rng := rand.New(rand.NewPCG(9, 10))
	var in strings.Builder
	fmt.Fprintln(&in, a, b, c, d, 1000)
	for range 1000 {
		in.WriteString("500\n")
		for range 500 {
			fmt.Fprint(&in, 1+rng.IntN(maxSize), " ")
		}
		in.WriteString("\n")
	}
	return []byte(in.String())
}

// BenchmarkSolve solves a largest input from the text, building its tables.
func BenchmarkSolve(b *testing.B) {
	for _, g := range [][4]int{{0, 0, 0, 1}, {2, 0, 1, 0}, {2, 2, 0, 1}, {3, 1, 0, 1}, {4, 0, 1, 1}} {
		in := maxInput(g[0], g[1], g[2], g[3])
		b.Run(fmt.Sprintf("A=%d,B=%d,C=%d,D=%d", g[0], g[1], g[2], g[3]), func(b *testing.B) {
			contesttest.BenchSolve(b, Problem, in)
		})
	}
}
