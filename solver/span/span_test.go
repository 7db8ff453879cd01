package span

import "testing"

// TestEach checks that the spans cover [0, n) in order, none longer than
// Len, none empty.
func TestEach(t *testing.T) {
	for _, n := range []int{0, 1, Len - 1, Len, Len + 1, 3*Len + 7} {
		next := 0
		Each(n, func(lo, hi int) {
			if lo != next || hi <= lo || hi-lo > Len || hi > n {
				t.Fatalf("n = %d: span [%d, %d) after %d", n, lo, hi, next)
			}
			next = hi
		})
		if next != n {
			t.Fatalf("n = %d: the spans end at %d", n, next)
		}
	}
}
