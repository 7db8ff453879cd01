package games

import (
	"fmt"
	"strconv"
	"strings"

	"nimber/solver/period"
)

// maxStateSpread bounds the values above the mex that an all-but state may
// hold: a state spread wider is not compared (no proof there).
const maxStateSpread = 1 << 12

// allButProver is the test proving the Grundy values of the all-but
// subtraction game that may take any number of tokens but those of excl
// (finite, sorted; f its largest, 0 when empty) arithmetic-periodic.
//
// Proof. For n ≥ f every move is legal but the excluded ones, so
// g(n) = mex(P ∪ W), P = {g(m) : m ≤ n−f−1} (the moves s > f) and W =
// {g(n−s) : 1 ≤ s ≤ f, s ∉ excl}. Let c = mex P: every value below c is in P,
// so g(n) = c + mex of {x − c : x in P ∪ W, x > c or x = c}, and a value
// below c changes nothing when it joins P. Call the state at n the set
// {x − c : x ∈ P, x > c} with the f values g(n−f..n−1) less c (those below c
// marked as such). Then g(n) − c, the state at n+1 and the growth of c
// from n to n+1 are functions of the state at n alone. If the states at
// n0 ≥ f and n1 > n0 are equal, by induction so are the states at n0+j and
// n1+j for every j ≥ 0, c grows by the same amounts, and g(n+p) = g(n) + d
// for every n ≥ n0, with p = n1 − n0 and d the growth of c from n0 to n1.
// The test finds the first state that repeats among those it can form from
// the values given and proves that relation; period.Reduce then gives the
// smallest period and preperiod it implies. (Every all-but subtraction game
// is arithmetic-periodic: A. Siegel, "Finite excluded subtraction sets and
// infinite geography", 2005, as cited by Sleator and Slusky,
// arXiv:1201.3299; the test needs only the argument above.)
func allButProver(excl []int) (period.Prover, string) {
	f := 0
	if len(excl) > 0 {
		f = excl[len(excl)-1]
	}
	prove := func(v []uint32) period.Result {
		var inP []bool // inP[x]: x ∈ P
		c := 0         // mex P
		type at struct{ n, c int }
		seen := map[string]at{}
		var key strings.Builder
		for n := f; n <= len(v); n++ {
			if m := n - f - 1; m >= 0 { // P gains g(n−f−1)
				for int(v[m]) >= len(inP) {
					inP = append(inP, false)
				}
				inP[v[m]] = true
				for c < len(inP) && inP[c] {
					c++
				}
			}
			if len(inP)-c > maxStateSpread {
				continue
			}
			key.Reset()
			for x := c + 1; x < len(inP); x++ {
				if inP[x] {
					key.WriteString(strconv.Itoa(x - c))
					key.WriteByte(' ')
				}
			}
			key.WriteByte('|')
			for s := f; s >= 1; s-- {
				w := int(v[n-s]) - c
				if w < 0 {
					w = -1
				}
				key.WriteString(strconv.Itoa(w))
				key.WriteByte(' ')
			}
			if s0, ok := seen[key.String()]; ok {
				r := period.Result{Found: true, Pre: s0.n, Period: n - s0.n, Saltus: uint32(c - s0.c), Proven: true, Observed: len(v), Need: n}
				return period.Reduce(v, r)
			}
			seen[key.String()] = at{n, c}
		}
		return period.Result{Observed: len(v)}
	}
	name := "the state test for all-but subtraction games (moves: any number; g(n) is the mex of the values before n"
	if len(excl) > 0 {
		name = fmt.Sprintf("the state test for all-but subtraction games (moves: any number but %s; for n ≥ %d, g(n) is the mex of the values up to n − %d and of the allowed ones among the %d before n", joinInts(excl), f, f+1, f)
	}
	return prove, name + ": a state of those values, taken relative to their mex, that repeats repeats for ever)"
}

// joinInts writes xs as "2, 5".
func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ", ")
}
