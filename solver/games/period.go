package games

import (
	"fmt"

	"nimber/solver/period"
	"nimber/solver/sums"
)

// Bound returns the family's theorem turning an observed period of values
// of kind k into a proven one, or nil when none applies.
func (g Game) Bound(k sums.Kind) period.Bound {
	switch g.Family {
	case Code:
		if k == sums.Grundy {
			return g.code.Bound()
		}
	case Subtraction:
		// A finite set with largest move m: for x ≥ m every move is legal,
		// and a value of any kind with single-heap options is a function
		// of the m values before it. If v(n+p) = v(n) for pre ≤ n < pre+m,
		// the windows ending at pre+m−1 and pre+p+m−1 agree, so do the
		// next values (both heaps ≥ m), and by induction every later one.
		// The relation must hold up to heap pre+p+m−1: need = pre+p+m.
		if m, finite := g.set.finite(); finite {
			return func(pre, p int, saltus uint32) (int, bool) { return pre + p + max(m, 1), saltus == 0 }
		}
	case Mod17:
		// The options of x depend on x mod 17 and reach back two heaps:
		// with p a multiple of 17, two equal consecutive values at pre and
		// pre+p (pre ≥ 2) make the next ones equal, by the same induction.
		return func(pre, p int, saltus uint32) (int, bool) {
			return max(pre, 2) + p + 2, saltus == 0 && p%17 == 0
		}
	}
	return nil
}

// Theorem names the theorem Bound(k) applies, for a proof's text; "" when
// none applies.
func (g Game) Theorem(k sums.Kind) string {
	if g.Bound(k) == nil {
		return ""
	}
	switch g.Family {
	case Code:
		return fmt.Sprintf("the periodicity theorem of octal games (Guy and Smith, 1956; moves taking at most %d and leaving at most %d heaps)", g.code.MaxTake(), g.code.Parts())
	case Subtraction:
		m, _ := g.set.finite()
		return fmt.Sprintf("Golomb's theorem on finite subtraction sets (1966; with largest move %d, each value is a function of the %d before it)", m, m)
	}
	return "the window argument of mod17 (the options of n depend on n mod 17 and reach back two heaps)"
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
