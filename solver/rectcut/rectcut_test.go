package rectcut

import (
	"math/rand/v2"
	"testing"
)

// TestAgainstMaps checks Values against the mex taken over every cut
// (both halves of each cut, i and w−i alike), with the values kept in a
// map by rectangle and the options in a map by value.
func TestAgainstMaps(t *testing.T) {
	const n = 40
	for min := 1; min <= 4; min++ {
		type rect struct{ w, h int }
		want := map[rect]uint32{}
		for w := 1; w <= n; w++ {
			for h := 1; h <= n; h++ {
				opts := map[uint32]bool{}
				for i := 1; i < w; i++ {
					if i >= min && w-i >= min {
						opts[want[rect{i, h}]^want[rect{w - i, h}]] = true
					}
				}
				for j := 1; j < h; j++ {
					if j >= min && h-j >= min {
						opts[want[rect{w, j}]^want[rect{w, h - j}]] = true
					}
				}
				v := uint32(0)
				for opts[v] {
					v++
				}
				want[rect{w, h}] = v
			}
		}
		got := Values(n, min, nil)
		for r, v := range want {
			if g := got[r.w*(n+1)+r.h]; g != v {
				t.Fatalf("min %d: g(%d, %d) = %d, mex over every cut %d", min, r.w, r.h, g, v)
			}
		}
	}
}

// TestStrips checks min = 1 on strips 1×w, which is the game of splitting a
// heap of w into two non-empty heaps: w−1 moves are made whatever the
// players do, so the value is (w−1) mod 2.
func TestStrips(t *testing.T) {
	const n = 30
	g := Values(n, 1, nil)
	for w := 1; w <= n; w++ {
		if got := g[1*(n+1)+w]; got != uint32((w-1)%2) {
			t.Errorf("g(1, %d) = %d, want %d", w, got, (w-1)%2)
		}
	}
	// Any rectangle of w·h squares lasts w·h−1 cuts.
	rng := rand.New(rand.NewPCG(1, 3))
	for range 100 {
		w, h := 1+rng.IntN(n), 1+rng.IntN(n)
		if got := g[w*(n+1)+h]; got != uint32((w*h-1)%2) {
			t.Errorf("g(%d, %d) = %d, want %d", w, h, got, (w*h-1)%2)
		}
	}
}
