package subtraction

import (
	"strconv"
	"testing"
)

// BenchmarkSparseSquares values subtract-a-square to 10^6 (values up to
// 166) and to 10^4 (values below 64), alone and with a goroutine helper.
func BenchmarkSparseSquares(b *testing.B) {
	for _, n := range []int{10000, 1000000} {
		moves := squaresTo(n)
		for _, p := range []struct {
			name string
			pool Pool
		}{{"alone", nil}, {"helped", Goroutines(1)}} {
			b.Run(strconv.Itoa(n)+"/"+p.name, func(b *testing.B) {
				for b.Loop() {
					Sparse(moves, n, p.pool, nil)
				}
			})
		}
	}
}
