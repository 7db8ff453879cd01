package period_test

import (
	"testing"

	"nimber/solver/games"
)

// TestPublishedPeriods checks the periods Find proves for games' Grundy
// values against the published ones (Berlekamp, Conway and Guy, Winning
// Ways, ch. 4 and 15).
func TestPublishedPeriods(t *testing.T) {
	grundy := games.Kinds[0]
	for _, c := range []struct {
		name, spec  string
		pre, period int
	}{
		{"Kayles", "0.77", 71, 12},
		{"Dawson's Kayles", "0.07", 53, 34},
		{"Dawson's chess", "0.137", 52, 34},
		{"Guiles", "0.15", 1, 10},
		{"take 1 or 2", "0.33", 0, 3},
		{"take 1, 2 or 3", "sub:1-3", 0, 4},
		{"subtraction {1, 3, 4}", "sub:1,3,4", 0, 7},
		{"subtraction {1, 4}", "sub:1,4", 0, 5},
		{"subtraction {1, 2, 4}", "sub:1,2,4", 0, 3},
		{"subtraction {2, 3, 7}", "sub:2,3,7", 0, 5},
	} {
		g, err := games.Parse(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		r, err := games.Period(g, grundy.Kind, grundy.Conv, 1000)
		if err != nil || !r.Proven || r.Pre != c.pre || r.Period != c.period || r.Saltus != 0 {
			t.Errorf("%s (%s): %v (%v), want preperiod %d, period %d (proven)", c.name, c.spec, r, err, c.pre, c.period)
		}
	}
}
