package subtraction

import (
	"testing"

	"nimber/solver/intmath"
)

// TestPrimeShifts checks the moves against trial factorisation: a move is a
// number with exactly two prime factors counted with multiplicity, or one.
func TestPrimeShifts(t *testing.T) {
	const n = 1000
	s := NewPrimeShifts(n)
	var listed []int
	s.Moves(func(k int) bool { listed = append(listed, k); return true })
	i := 0
	for k := 0; k <= n+5; k++ {
		want := k >= 2 && k <= n && intmath.PrimeFactors(k) <= 2
		if got := s.Allowed(k, -1); got != want {
			t.Fatalf("Allowed(%d) = %v, want %v", k, got, want)
		}
		if want {
			if i >= len(listed) || listed[i] != k {
				t.Fatalf("Moves: move %d missing or out of order", k)
			}
			i++
		}
	}
	if i != len(listed) {
		t.Fatalf("Moves lists %d moves, want %d", len(listed), i)
	}
	if s.Allowed(6, 6) || !s.Allowed(6, 7) {
		t.Fatal("a forbidden move must not be allowed, and only it")
	}
	if s.Table(8).Key != s.Table(-1).Key || s.Table(6).Key == s.Table(-1).Key || s.Table(6).Key == s.Table(9).Key {
		t.Fatal("tables must be shared exactly when the forbidden value is no move")
	}
}
