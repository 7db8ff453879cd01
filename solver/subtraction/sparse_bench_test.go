package subtraction

import (
	"strconv"
	"testing"
)

// BenchmarkSparseSquares values subtract-a-square to 10^6 (values up to
// 166) and to 10^4 (values below 64).
func BenchmarkSparseSquares(b *testing.B) {
	for _, n := range []int{10000, 1000000} {
		moves := squaresTo(n)
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for b.Loop() {
				Sparse(moves, n, nil)
			}
		})
	}
}
