package contest

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestFull(t *testing.T) {
	g := &Gen{Kind: Max, Rand: rand.New(rand.NewPCG(1, 2))}
	lists := g.Full(4, func(c int) int { return c + 1 }, 5, 9)
	if len(lists) != 4 || lists[0][0] != 9 {
		t.Fatalf("Full = %v, want 4 lists, the first starting at the limit 9", lists)
	}
	for c, l := range lists {
		if len(l) != c+1 || slices.Min(l) < 5 || slices.Max(l) > 9 {
			t.Fatalf("list %d = %v, want %d values in [5, 9]", c, l, c+1)
		}
	}
	if got := g.Full(2, func(int) int { return 0 }, 5, 9); len(got) != 2 || len(got[0]) != 0 {
		t.Fatalf("Full of empty lists = %v", got)
	}
}

func TestPick(t *testing.T) {
	g := &Gen{Rand: rand.New(rand.NewPCG(3, 4))}
	seen := map[int]bool{}
	for range 200 {
		v := g.Pick(2, 3, 5)
		if v != 2 && v != 3 && v != 5 {
			t.Fatalf("Pick(2, 3, 5) = %d", v)
		}
		seen[v] = true
	}
	if len(seen) != 3 {
		t.Fatalf("200 picks of 2, 3, 5 gave only %v", seen)
	}
}
