package games

import (
	"nimber/solver/period"
	"nimber/solver/sums"
)

// Bound returns the family's theorem turning an observed period of values
// of kind k into a proven one, or nil when none applies.
func (g Game) Bound(k sums.Kind) period.Bound { return g.r.bound(k) }

// Period finds the period of the values of kind k of heaps 0..n and proves
// it where g's family has a theorem.
func Period(g Game, k sums.Kind, c sums.Convention, n int) (period.Result, error) {
	v, err := Values(g, k, c, n, nil)
	if err != nil {
		return period.Result{}, err
	}
	return period.Find(v, g.Bound(k)), nil
}
