package segments

import (
	"strings"
	"testing"

	"nimber/solver/octal"
)

// TestPeriodProof proves the closed form for every n when k ≤ 200: one
// segment is the octal game 0.11…15 (k−1 ones), whose values the octal
// periodicity theorem proves periodic with period 4k+2 from heap 1 on, and the
// closed form, also periodic, agrees with them over more than a period.
func TestPeriodProof(t *testing.T) {
	for k := 2; k <= 200; k++ {
		g, err := octal.Parse("0." + strings.Repeat("1", k-1) + "5")
		if err != nil {
			t.Fatal(err)
		}
		values := g.Values(9*k + 6)
		start, p, ok := g.Period(values)
		if !ok || start > 1 || p != 4*k+2 {
			t.Fatalf("k=%d: proven period %d from %d (%v), want %d from 1", k, p, start, ok, 4*k+2)
		}
		for n, v := range values {
			if got := Grundy(k, n); got != v {
				t.Fatalf("k=%d n=%d: grundy %d, octal value %d", k, n, got, v)
			}
		}
	}
}
