package games

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// BenchmarkSubtraction100Moves: a finite subtraction game with 100 moves
// below 1000, 10^6 values.
func BenchmarkSubtraction100Moves(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	items := make([]string, 100)
	for i := range items {
		items[i] = fmt.Sprint(1 + rng.IntN(1000))
	}
	g := mustParse(b, "sub:"+strings.Join(items, ","))
	k := Kinds[0]
	b.ReportAllocs()
	for b.Loop() {
		Values(g, k.Kind, k.Conv, 1000000, nil)
	}
}
