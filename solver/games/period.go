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

// Theorem names the theorem Bound(k) or Prover(k) applies, for a proof's
// text; "" when none applies.
func (g Game) Theorem(k sums.Kind) string {
	if _, name := g.r.theorem(k); name != "" {
		return name
	}
	if p, ok := g.r.(prover); ok {
		_, name := p.prover(k)
		return name
	}
	return ""
}

// prover is a family whose games may have a test proving a period from
// the values themselves (period.Prover).
type prover interface {
	prover(k sums.Kind) (period.Prover, string)
}

// Prover returns the family's test proving a period of the values of kind
// k from the values themselves, or nil when none applies.
func (g Game) Prover(k sums.Kind) period.Prover {
	if p, ok := g.r.(prover); ok {
		test, _ := p.prover(k)
		return test
	}
	return nil
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
