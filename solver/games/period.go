package games

import (
	"nimber/solver/period"
	"nimber/solver/sums"
)

// Bound returns the family's theorem turning an observed period of values
// of kind k into a proven one, or nil when none applies.
func (g Game) Bound(k sums.Kind) period.Bound {
	b, _ := g.r.theorem(k)
	return b
}

// Theorem names the theorem Bound(k) applies, for a proof's text; "" when
// none applies.
func (g Game) Theorem(k sums.Kind) string {
	_, name := g.r.theorem(k)
	return name
}

// Period finds the period of the values of kind k of heaps 0..n and proves
// it where g's family has a theorem.
func Period(g Game, k sums.Kind, c sums.Convention, n int) (period.Result, error) {
	v, err := Values(g, k, c, n, nil)
	if err != nil {
		return period.Result{}, err
	}
	return period.Find(v, g.Bound(k)), nil
}
