package misere

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
)

// randomGame returns a heap game of heaps 1..n whose moves are drawn at
// random: each heap gets up to four moves, each leaving up to three heaps
// (heap 0 among them now and then) of fewer tokens in all than the heap
// moved.
func randomGame(rng *rand.Rand, n int) rules {
	moves := make([][][]int, n+1)
	for x := 1; x <= n; x++ {
		for range rng.IntN(5) {
			var to []int
			for left := x - 1; len(to) < 3 && left > 0 && rng.IntN(4) > 0; {
				h := rng.IntN(left + 1)
				to, left = append(to, h), left-h
			}
			moves[x] = append(moves[x], to)
		}
	}
	return rules{fmt.Sprint(moves), func(x int) [][]int { return moves[x] }}
}

// TestRandomGames: games of random moves (no take-and-break codes: any
// heap game whose moves leave smaller heaps, up to three of them) have
// quotients that decide every sum of up to four heaps of at most 7 as the
// exhaustive search does. A game whose quotient stops at a cap is skipped
// (4.77's kind: the copies of a heap repeat only after a number of copies
// that grows with those of another heap).
func TestRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 2026))
	capped := 0
	for range 120 {
		g := randomGame(rng, 7)
		q, err := Compute(context.Background(), g, 7, DefaultLimits, nil)
		if ce := (*CapError)(nil); errors.As(err, &ce) {
			capped++
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		sumsUpTo(4, 7, agrees(t, q, &brute{moves: g.moves, memo: map[string]bool{}}))
	}
	t.Logf("%d games stopped by a cap", capped)
}
