package main

import (
	"testing"

	"nimber/solver/sums"
)

// TestRuleText: a cell's rule names the kind as it was asked for (the own
// play's "remoteness", not the conjunctive sum's "remoteness-normal"), and
// Grundy values show their mex.
func TestRuleText(t *testing.T) {
	for _, c := range []struct {
		name string
		k    sums.Kind
		vals []uint32
		v    uint32
		want string
	}{
		{"remoteness", sums.Remoteness, []uint32{5, 4, 6}, 5, "remoteness of the options: 5"},
		{"remoteness-normal", sums.Remoteness, []uint32{2}, 3, "remoteness-normal of the options: 3"},
		{"grundy", sums.Grundy, []uint32{0, 2, 0}, 1, "mex{0, 2} = 1"},
		{"misere", sums.MisereGrundy, nil, 1, "no option: 1"},
	} {
		if got := ruleText(c.name, c.k, c.vals, c.v); got != c.want {
			t.Errorf("%s %v: %q, want %q", c.name, c.vals, got, c.want)
		}
	}
}
