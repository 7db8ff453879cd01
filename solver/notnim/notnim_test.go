package notnim

import (
	"sync"
	"testing"

	"nimber/solver/intmath"
	"nimber/solver/table"
)

// oddTable builds the table once for the tests.
var oddTable = sync.OnceValue(func() []uint32 { return table.BytesUint32(Table().Build(nil)) })

func TestSinglePileAgainstMex(t *testing.T) {
	// g(x) = mex of g(x−y) over the y in 1..x coprime to x.
	const limit = 600
	g := make([]uint32, limit+1)
	for x := 1; x <= limit; x++ {
		seen := make([]bool, x+1)
		for y := 1; y <= x; y++ {
			if intmath.GCD(x, y) == 1 {
				seen[g[x-y]] = true
			}
		}
		for seen[g[x]] {
			g[x]++
		}
	}
	odd := oddTable()
	for x := 1; x <= limit; x++ {
		if got := Value(odd, x); got != g[x] {
			t.Fatalf("g(%d) = %d, mex over the moves gives %d", x, got, g[x])
		}
	}
}

func TestLargePiles(t *testing.T) {
	// 9999991 is the 664579th prime; 9999973 = 9999991 − 18 is the
	// 664578th; 9999999 = 3²·239·4649 has value π(3) = 2.
	odd := oddTable()
	for x, want := range map[int]uint32{9999991: 664579, 9999973: 664578, 9999999: 2, 10000000: 0} {
		if g := Value(odd, x); g != want {
			t.Errorf("g(%d) = %d, want %d", x, g, want)
		}
	}
}
