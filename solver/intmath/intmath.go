// Package intmath holds the integer arithmetic several solvers need: square
// roots rounded down, greatest common divisors and counts of prime factors.
package intmath

import "math"

// maxRoot is the largest r with r·r ≤ 2^63−1.
const maxRoot = 3037000499

// Sqrt returns ⌊√n⌋ for n ≥ 0, exactly over the whole range of int.
func Sqrt(n int) int {
	r := min(int(math.Sqrt(float64(n))), maxRoot)
	for r > 0 && r*r > n {
		r--
	}
	for r < maxRoot && (r+1)*(r+1) <= n {
		r++
	}
	return r
}

// GCD returns the greatest common divisor of |a| and |b|, 0 when both are 0.
func GCD(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return max(a, -a)
}

// PrimeFactors counts the prime factors of k ≥ 1 with multiplicity (12 has
// three: 2, 2 and 3), by trial division: for single numbers, where a sieve
// up to k would cost more, and as the count the sieves are checked against.
func PrimeFactors(k int) int {
	c := 0
	for d := 2; d*d <= k; d++ {
		for k%d == 0 {
			k /= d
			c++
		}
	}
	if k > 1 {
		c++
	}
	return c
}
