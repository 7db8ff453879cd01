package intmath

import (
	"math"
	"testing"
)

func TestSqrt(t *testing.T) {
	ns := []int{0, 1, 2, 3, 4, 8, 9, 10, 99, 100, 1<<31 - 1, 1 << 32, 1<<62 - 1, 1 << 62, math.MaxInt}
	for r := range 2000 {
		ns = append(ns, r*r-1, r*r, r*r+1)
	}
	for _, r := range []int{maxRoot - 1, maxRoot} {
		ns = append(ns, r*r-1, r*r, r*r+1)
	}
	for _, n := range ns {
		if n < 0 {
			continue
		}
		s := Sqrt(n)
		if s < 0 || s*s > n || s < maxRoot && (s+1)*(s+1) <= n {
			t.Fatalf("Sqrt(%d) = %d", n, s)
		}
	}
	if s := Sqrt(math.MaxInt); s != maxRoot {
		t.Fatalf("Sqrt(MaxInt) = %d, want %d", s, maxRoot)
	}
}

// TestPrimeFactors checks the counts of primes, of 1, and of products: the
// factors of a·b are those of a and those of b.
func TestPrimeFactors(t *testing.T) {
	for _, p := range []int{2, 3, 5, 7, 11, 97, 7919, 999983} {
		if c := PrimeFactors(p); c != 1 {
			t.Fatalf("PrimeFactors(%d) = %d, want 1", p, c)
		}
	}
	if c := PrimeFactors(1); c != 0 {
		t.Fatalf("PrimeFactors(1) = %d", c)
	}
	for a := 1; a <= 200; a++ {
		for b := 1; b <= 200; b++ {
			if got, want := PrimeFactors(a*b), PrimeFactors(a)+PrimeFactors(b); got != want {
				t.Fatalf("PrimeFactors(%d·%d) = %d, want %d", a, b, got, want)
			}
		}
	}
}

// TestGCD checks GCD against the largest number found by trial to divide
// both arguments, over small arguments of either sign.
func TestGCD(t *testing.T) {
	for a := -60; a <= 60; a++ {
		for b := -60; b <= 60; b++ {
			want := 0
			for d := 1; d <= max(a, -a, b, -b); d++ {
				if a%d == 0 && b%d == 0 {
					want = d
				}
			}
			if got := GCD(a, b); got != want {
				t.Fatalf("GCD(%d, %d) = %d, want %d", a, b, got, want)
			}
		}
	}
}
