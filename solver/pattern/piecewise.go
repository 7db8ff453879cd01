package pattern

import (
	"fmt"
	"slices"
	"strings"
)

// A sub is the rule of one class of a piecewise rule.
type sub struct {
	size    int
	formula string // "v2(n) + 1", "0", "g(⌊n/2⌋)"
	words   string // "the exponent of 2 in n, plus 1"
	x       expr
}

// column is a feature's values on 0..N (−1 where undefined), for fitting.
type column struct {
	f     *feature
	shift int
	v     []int64
}

// columns evaluates every feature of n and of n+1 on 0..N.
func columns(t arith, n int) []column {
	var cs []column
	for i := range features {
		f := &features[i]
		for shift := range 2 {
			c := column{f, shift, make([]int64, n+1)}
			for x := range c.v {
				if y, ok := f.at(t, x+shift); ok {
					c.v[x] = int64(y)
				} else {
					c.v[x] = -1
				}
			}
			cs = append(cs, c)
		}
	}
	return cs
}

// shiftFormula and shiftWords write a feature's formula and words of n as
// those of n+1 (built once: fits tries every feature shifted).
var (
	shiftFormula = strings.NewReplacer("(n)", "(n+1)", " n⌋", " (n+1)⌋", "√n", "√(n+1)", "⌊n/", "⌊(n+1)/")
	shiftWords   = strings.NewReplacer(" n", " (n+1)", "⌊n/", "⌊(n+1)/")
)

// affine returns the sub a·F(n+shift) + b of column c.
func affine(c column, a, b int64) sub {
	formula, words := c.f.formula, c.f.words
	if c.shift != 0 {
		formula = shiftFormula.Replace(formula)
		words = shiftWords.Replace(words)
		if formula == "n" {
			formula, words = "n+1", "n+1"
		}
	}
	size := 2
	if a != 1 {
		formula = fmt.Sprintf("%d·%s", a, formula)
		words = fmt.Sprintf("%d times %s", a, words)
		size++
	}
	if b != 0 {
		formula += fmt.Sprintf(" %s %d", sign(b), abs(b))
		words += fmt.Sprintf(", %s %d", map[bool]string{true: "plus", false: "minus"}[b > 0], abs(b))
		size++
	}
	size += c.shift
	return sub{size, formula, words, lin{a, b, feat{c.f, c.shift, c.v}}}
}

func sign(b int64) string {
	if b < 0 {
		return "−"
	}
	return "+"
}

func abs(b int64) int64 { return max(b, -b) }

func constant(c uint32, format func(uint32) string) sub {
	return sub{1, format(c), format(c), num{int64(c)}}
}

func relate(r *relation) sub {
	return sub{2, "g(" + r.formula + ")", "g(" + r.formula + ")", rec{r}}
}

// fitted is a sub with the positions of its class where it fails.
type fitted struct {
	sub
	misses []int
}

// fits returns the subs that hold on class members (a sorted list of
// positions) but for a few early exceptions, smallest first, and the sub
// tried that misses the fewest members.
func fits(v []uint32, t arith, cols []column, members []int, format func(uint32) string) (ok []fitted, closest fitted) {
	n := len(v) - 1
	fit := fitLen(n)
	head := members[:0:0]
	for _, x := range members {
		if x < fit {
			head = append(head, x)
		}
	}
	var subs []sub
	vals := make([]uint32, len(head))
	for i, x := range head {
		vals[i] = v[x]
	}
	subs = append(subs, constant(mode(vals), format)) // sorts vals, a copy
	d := make([]int64, 0, len(head))
	for _, c := range cols {
		for a := int64(1); a <= 2; a++ {
			d = d[:0]
			for _, x := range head {
				if c.v[x] >= 0 {
					d = append(d, int64(v[x])-a*c.v[x])
				}
			}
			if len(d) > 0 {
				subs = append(subs, affine(c, a, mode(d)))
			}
		}
	}
	for _, c := range cols {
		if notH[c.f.formula] {
			continue
		}
		for a := range int64(3) {
			if s, ok := periodicIn(v, c, cols[0], head, a); ok {
				subs = append(subs, s)
			}
		}
	}
	for i := range relations {
		subs = append(subs, relate(&relations[i]))
		if s, ok := lookupOf(v, t, &relations[i], head, members); ok {
			subs = append(subs, s)
		}
	}
	e := env{t: t, g: func(x int) (uint32, bool) { return v[x], x >= 0 && x <= n }, cached: true}
	closest.misses = members
	for _, s := range subs {
		var misses []int
		for _, x := range members {
			if got, ok := s.x.value(&e, x); !ok || got != int64(v[x]) {
				misses = append(misses, x)
				if len(misses) > maxExceptions && len(misses) >= len(closest.misses) {
					break // neither trusted nor the closest
				}
			}
		}
		if len(misses) < len(closest.misses) {
			closest = fitted{s, misses}
		}
		if trusted(misses, members, n) {
			ok = append(ok, fitted{s, misses})
		}
	}
	slices.SortStableFunc(ok, func(a, b fitted) int { return a.cost() - b.cost() })
	return ok, closest
}

func (f fitted) cost() int { return f.size + 2*len(f.misses) }

// trusted reports whether a sub missing the given members of its class has
// evidence enough: few misses, all in the first half of the fitted prefix,
// and at least 8 members past the last miss, 3 of them held out.
func trusted(misses, members []int, n int) bool {
	if len(misses) > maxExceptions {
		return false
	}
	last := -1
	if len(misses) > 0 {
		last = misses[len(misses)-1]
	}
	if 2*last >= fitLen(n) {
		return false
	}
	after, held := 0, 0
	for _, x := range members {
		if x > last {
			after++
		}
		if x >= fitLen(n) {
			held++
		}
	}
	return after >= 8 && held >= 3
}

// piecewise returns the piecewise rules (including the one-piece rules
// g(n) = a·F(n) + b) that hold on v, with alternatives where a class has
// several, and the best partial fit among them.
func piecewise(v []uint32, format func(uint32) string) ([]*Rule, partial) {
	n := len(v) - 1
	t, _ := arithUpTo(n + 1)
	cols := columns(t, n)
	var rules []*Rule
	best := partial{misses: len(v) + 1}
	for i := range partitions {
		p := &partitions[i]
		chosen := make([]fitted, len(p.classes))
		var alts [][]fitted
		complete := true
		for i, c := range p.classes {
			var members []int
			for x := 0; x <= n; x++ {
				if c.in(t, x) {
					members = append(members, x)
				}
			}
			if len(members) == 0 {
				complete = false
				break
			}
			ok, closest := fits(v, t, cols, members, format)
			if len(p.classes) == 1 && len(closest.misses) < best.misses {
				best = partial{"g(n) = " + closest.formula, len(closest.misses)}
			}
			if len(ok) == 0 {
				complete = false
				continue
			}
			chosen[i] = ok[0]
			alts = append(alts, ok[1:min(len(ok), 4)])
		}
		if !complete {
			continue
		}
		rules = append(rules, piecewiseRule(v, p, chosen, format))
		for i, alt := range alts {
			for _, a := range alt {
				other := slices.Clone(chosen)
				other[i] = a
				rules = append(rules, piecewiseRule(v, p, other, format))
			}
		}
	}
	return rules, best
}

// piecewiseRule builds the rule of partition p with the subs of its classes.
func piecewiseRule(v []uint32, p *partition, subs []fitted, format func(uint32) string) *Rule {
	r := &Rule{N: len(v) - 1, Size: len(subs) - 1, format: format}
	var words, formulas []string
	for i, s := range subs {
		r.Size += s.size
		for _, x := range s.misses {
			r.Exceptions = append(r.Exceptions, Exception{x, v[x]})
		}
		if len(subs) == 1 {
			words = append(words, s.words)
			formulas = append(formulas, s.formula)
		} else {
			words = append(words, s.words+" for "+p.classes[i].name)
			formulas = append(formulas, s.formula+" if "+p.classes[i].name)
		}
	}
	slices.SortFunc(r.Exceptions, func(a, b Exception) int { return a.N - b.N })
	r.Size += 2 * len(r.Exceptions)
	r.Sentence = "g(n) is " + strings.Join(words, "; ") + exceptText(r.Exceptions) + "."
	r.Formula = "g(n) = " + strings.Join(formulas, "; ")
	r.body = cases{p, make([]expr, len(subs))}
	for i, s := range subs {
		r.body.subs[i] = s.x
	}
	return r
}

// exceptText words a few exceptions: ", except at n = 0, 3 and 7".
func exceptText(e []Exception) string {
	if len(e) == 0 {
		return ""
	}
	s := make([]string, len(e))
	for i, x := range e {
		s[i] = itoa(x.N)
	}
	if len(s) == 1 {
		return ", except at n = " + s[0]
	}
	return ", except at n = " + strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}
