package pattern

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"nimber/solver/period"
)

// fitLen is the prefix of a table of n+1 values on which constants are
// fitted; the rest is held out and only checked.
func fitLen(n int) int { return 3 * (n + 1) / 4 }

// provenPeriod returns the periodic rule a family's test (Options.Prove) or
// theorem (Options.Bound) proves on v, or nil.
func provenPeriod(v []uint32, o Options) *Rule {
	theorem := o.Theorem
	if theorem == "" {
		theorem = "the game family's periodicity theorem"
	}
	if o.Prove != nil && len(v) >= 2 {
		if r := o.Prove(v); r.Proven {
			rule := periodicRule(v, r.Pre, r.Period, r.Saltus, o.Format)
			rule.Proven = true
			rule.Proof = fmt.Sprintf("g(n + %d) = g(n)%s for every n ≥ %d follows from the values up to %d by %s", r.Period, saltusText(r.Saltus), r.Pre, r.Need-1, theorem)
			return rule
		}
	}
	if o.Bound == nil || len(v) < 2 {
		return nil
	}
	r := period.Find(v, o.Bound)
	if !r.Proven {
		return nil
	}
	rule := periodicRule(v, r.Pre, r.Period, r.Saltus, o.Format)
	rule.Proven = true
	rule.Proof = fmt.Sprintf("g(n + %d) = g(n)%s holds for %d ≤ n < %d, as %s requires", r.Period, saltusText(r.Saltus), r.Pre, r.Need-r.Period, theorem)
	return rule
}

func saltusText(s uint32) string {
	if s == 0 {
		return ""
	}
	return fmt.Sprintf(" + %d", s)
}

// observedPeriod returns the smallest period p with saltus s ≥ 0 such that
// g(n+p) = g(n) + s for every n ≥ pre, with the preperiod and
// minPeriods full periods inside the fitted prefix (so at least a quarter
// of the table past them is held out) and the periodic part more than half
// of the table (a long run at the end, as of ⌊log2 n⌋, is no period), or nil.
// minPeriods is how many full periods past the preperiod an observed
// period needs inside the fitted prefix. Three let a transient that ends
// past N pass for a period in random subtraction-like games at N of 60 to
// 100; four did not.
const minPeriods = 4

func observedPeriod(v []uint32, format func(uint32) string) *Rule {
	n := len(v) - 1
	fit := fitLen(n)
	for p := 1; minPeriods*p <= fit; p++ {
		pre, s, ok := preperiod(v, p)
		if ok && pre+minPeriods*p <= fit && 2*pre < len(v) {
			return periodicRule(v, pre, p, s, format)
		}
	}
	return nil
}

// preperiod returns the smallest pre with g(x+p) = g(x) + s for pre ≤ x,
// x+p ≤ N, s read off the last values; ok is false when the values decrease.
func preperiod(v []uint32, p int) (pre int, s uint32, ok bool) {
	last := len(v) - 1
	if v[last] < v[last-p] {
		return 0, 0, false
	}
	s = v[last] - v[last-p]
	pre = last - p + 1
	for pre > 0 && v[pre-1+p] >= v[pre-1] && v[pre-1+p]-v[pre-1] == s {
		pre--
	}
	return pre, s, true
}

// periodicRule builds the rule g(n) = T[(n−pre) mod p] + s·⌊(n−pre)/p⌋ with
// T = g(pre..pre+p−1), listing as exceptions the positions before pre where
// the formula does not give g(n).
func periodicRule(v []uint32, pre, p int, s uint32, format func(uint32) string) *Rule {
	t := append([]uint32(nil), v[pre:pre+p]...)
	r := &Rule{N: len(v) - 1, periodic: &periodShape{pre, p, s}, format: format}
	r.body = whole(per{pre, p, int64(s), t, feat{f: &features[0]}, nil})
	for x := 0; x < pre; x++ {
		if got, ok := r.exact(x); !ok || got != v[x] {
			r.Exceptions = append(r.Exceptions, Exception{x, v[x]})
		}
	}
	r.Size = p + 1 + 2*len(r.Exceptions)
	if s != 0 {
		r.Size++
	}
	r.Sentence, r.Formula = describePeriodic(t, pre, p, s, r.Exceptions, format)
	return r
}

// describePeriodic words a periodic rule and writes its formula.
func describePeriodic(t []uint32, pre, p int, s uint32, exceptions []Exception, format func(uint32) string) (sentence, formula string) {
	from := ""
	if pre > 0 {
		from = fmt.Sprintf(" from n = %d on (preperiod %d)", pre, pre)
	}
	if s == 0 {
		sentence = fmt.Sprintf("g(n) is periodic with period %d%s", p, from)
	} else {
		sentence = fmt.Sprintf("g(n) is arithmetic-periodic with period %d and saltus %d%s: g(n + %d) = g(n) + %d", p, s, from, p, s)
	}
	switch {
	case len(exceptions) > maxExceptions:
		sentence += fmt.Sprintf(", with %d earlier values listed as exceptions", len(exceptions))
	default:
		sentence += exceptText(exceptions)
	}
	sentence += "."
	if simple := simplePeriodic(t, pre, p, s); simple != "" && len(exceptions) == 0 {
		return "g(n) = " + simple + ".", "g(n) = " + simple
	}
	vals := make([]string, len(t))
	for i, x := range t {
		vals[i] = format(x)
	}
	arg := "n"
	if pre > 0 {
		arg = fmt.Sprintf("(n − %d)", pre)
	}
	formula = fmt.Sprintf("g(n) = T[%s mod %d]", arg, p)
	if s != 0 {
		formula += fmt.Sprintf(" + %d·⌊%s/%d⌋", s, arg, p)
	}
	formula += ", T = " + strings.Join(vals, " ")
	return sentence, formula
}

// maxBestPeriod is the longest period bestPeriodic tries: the report of
// the best partial fit stays quick on large tables.
const maxBestPeriod = 512

// bestPeriodic returns the period ≤ N/4 (at most maxBestPeriod) that misses the
// fewest positions when each residue class takes the commonest value of its
// positions in the second half of the table.
func bestPeriodic(v []uint32) partial {
	n := len(v) - 1
	best := partial{misses: len(v) + 1}
	for p := 1; 4*p <= n && p <= maxBestPeriod; p++ {
		misses := 0
		for r := 0; r < p; r++ {
			var late []uint32
			for x := r; x <= n; x += p {
				if 2*x >= n {
					late = append(late, v[x])
				}
			}
			m := mode(late)
			for x := r; x <= n; x += p {
				if v[x] != m {
					misses++
				}
			}
		}
		if misses < best.misses {
			best = partial{fmt.Sprintf("periodic with period %d", p), misses}
		}
	}
	return best
}

// mode returns the commonest value of xs (the smallest of equals; the zero
// value for none). It sorts xs.
func mode[T cmp.Ordered](xs []T) T {
	slices.Sort(xs)
	var m T
	best := 0
	for i := 0; i < len(xs); {
		j := i
		for j < len(xs) && xs[j] == xs[i] {
			j++
		}
		if j-i > best {
			m, best = xs[i], j-i
		}
		i = j
	}
	return m
}

// simplePeriodic returns "n" or "n mod p" when the periodic rule is that, or "".
func simplePeriodic(t []uint32, pre, p int, s uint32) string {
	if pre != 0 || s != 0 && int(s) != p {
		return ""
	}
	for r, x := range t {
		if int(x) != r {
			return ""
		}
	}
	if s != 0 {
		return "n"
	}
	return fmt.Sprintf("n mod %d", p)
}
