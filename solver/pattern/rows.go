package pattern

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// A rowPeriod is one line (row or column) of a table, additively periodic:
// g(b + p) = g(b) + s for b ≥ pre, its first pre + p values given.
type rowPeriod struct {
	pre, p int
	s      uint32
	head   []uint32 // the values of 0..pre−1
	t      []uint32 // the values of pre..pre+p−1
}

// node is the line as the eventually periodic function of n (the position
// along the line), the node its code is written from.
func (r rowPeriod) node() per {
	q := per{pre: r.pre, p: r.p, s: int64(r.s), t: r.t, x: feat{f: &features[0]}}
	if r.pre > 0 {
		q.head = r.head // none is written for an empty head
	}
	return q
}

// rowsShape is a rule whose every row (or, transposed, every column) of
// the table is additively periodic; a symmetric table also gives the
// mirror images of its rows.
type rowsShape struct {
	lines   []rowPeriod
	columns bool // the lines are the columns
	mirror  bool // g(a, b) = g(b, a) on the table: line x also gives the other coordinate's line x
}

// at returns g(a, b) from the lines, ok false outside them.
func (s *rowsShape) at(a, b int) (uint32, bool) {
	line, along := a, b
	if s.columns {
		line, along = b, a
	}
	if line >= len(s.lines) && s.mirror {
		line, along = along, line
	}
	if line >= len(s.lines) {
		return 0, false
	}
	r := s.lines[line]
	if r.s > 0 && along >= r.pre && (along-r.pre)/r.p > math.MaxUint32/int(r.s) {
		return 0, false // past 2^32, and the product might overflow
	}
	v, ok := r.node().value(&env{}, along)
	return uint32(v), ok && v >= 0 && v < 1<<32
}

// linePeriod returns the smallest additive period of v (g(b + p) = g(b) +
// s for b ≥ pre, s ≥ 0) with minPeriods periods after the preperiod in the
// fitted three quarters and the periodic part more than half the line, as
// a one-dimensional period needs.
func linePeriod(v []uint32) (rowPeriod, bool) {
	fit := fitLen(len(v) - 1)
	for p := 1; minPeriods*p <= fit; p++ {
		pre, s, ok := preperiod(v, p)
		if ok && pre+minPeriods*p <= fit && 2*pre < len(v) {
			return rowPeriod{pre, p, s, slices.Clone(v[:pre]), slices.Clone(v[pre : pre+p])}, true
		}
	}
	return rowPeriod{}, false
}

// rowsRule returns the rule "every row is additively periodic" (with
// columns, every column) when every line of t has such a period, or nil.
// It predicts only the lines of the table (and their mirror images on a
// symmetric table): nothing says what a further line holds.
func rowsRule(t Table2, columns bool) *Rule2 {
	lines, length := t.Rows, t.Cols
	if columns {
		lines, length = t.Cols, t.Rows
	}
	if length <= minN || lines < 1 {
		return nil
	}
	s := &rowsShape{columns: columns, mirror: t.Rows == t.Cols}
	v := make([]uint32, length)
	for x := range lines {
		for y := range length {
			if columns {
				v[y] = t.at(y, x)
			} else {
				v[y] = t.at(x, y)
			}
			s.mirror = s.mirror && t.at(x, y) == t.at(y, x)
		}
		r, ok := linePeriod(v)
		if !ok {
			return nil
		}
		s.lines = append(s.lines, r)
	}
	size := 1
	for _, r := range s.lines {
		size += 2 + r.pre + r.p
	}
	r := &Rule2{Rows: t.Rows, Cols: t.Cols, Size: size, rows: s, eval: s.at}
	r.Sentence, r.Formula = s.describe()
	return r
}

// describe words the rule: the period, preperiod and saltus of line x as
// functions of x where one fits, and the lines' table.
func (s *rowsShape) describe() (sentence, formula string) {
	x, y, lines := "a", "b", "row"
	if s.columns {
		x, y, lines = "b", "a", "column"
	}
	last := len(s.lines) - 1
	var pre, per, sal []int
	for _, r := range s.lines {
		pre, per, sal = append(pre, r.pre), append(per, r.p), append(sal, int(r.s))
	}
	g := func(x, plus string) string { // g(a, b + p(a)) or, for columns, g(a + p(b), b)
		if s.columns {
			return fmt.Sprintf("g(%s%s, %s)", y, plus, x)
		}
		return fmt.Sprintf("g(%s, %s%s)", x, y, plus)
	}
	var funcs, tabled []string
	for _, f := range []struct {
		name string
		xs   []int
	}{{"p", per}, {"pre", pre}, {"s", sal}} {
		name := f.name + "(" + x + ")"
		if form, ok := lineForm(f.xs, x); ok {
			funcs = append(funcs, name+" = "+form)
		} else if f.name == "s" && equalInts(sal, per) {
			funcs = append(funcs, "s("+x+") = p("+x+")")
		} else {
			tabled = append(tabled, name)
		}
	}
	if len(tabled) > 0 {
		funcs = append(funcs, strings.Join(tabled, ", ")+" as the "+lines+"s' table lists")
	}
	sentence = fmt.Sprintf("Each %s %s ≤ %d is additively periodic: %s = %s + s(%s) for %s ≥ pre(%s), with %s.",
		lines, x, last, g(x, " + p("+x+")"), g(x, ""), x, y, x, strings.Join(funcs, "; "))
	if s.mirror {
		sentence += fmt.Sprintf(" The table is symmetric, g(a, b) = g(b, a): the same holds for each %s ≤ %d the other way.", map[bool]string{false: "column b", true: "row a"}[s.columns], last)
	}
	rowsText := make([]string, len(s.lines))
	for i, r := range s.lines {
		rowsText[i] = fmt.Sprintf("%d: %d %d %d", i, r.pre, r.p, r.s)
	}
	formula = fmt.Sprintf("%s = %s + s(%s) for %s ≥ pre(%s); %s: pre(%s) p(%s) s(%s) = %s", g(x, " + p("+x+")"), g(x, ""), x, y, x, x, x, x, x, strings.Join(rowsText, "; "))
	return sentence, formula
}

// lineForm writes xs, a value per line x = 0, 1, …, as a function of x:
// a constant, an affine or quadratic form (formIn, with four lines of
// evidence beyond its coefficients), or a function periodic in x with
// minPeriods periods in the fitted three quarters of the lines; ok is
// false when none fits.
func lineForm(xs []int, x string) (string, bool) {
	n := len(xs)
	xsU := make([]uint32, n)
	ks := make([]int, n)
	constant := true
	for i, v := range xs {
		xsU[i], ks[i] = uint32(v), i
		constant = constant && v == xs[0]
	}
	switch {
	case constant && n >= 1+4:
		return itoa(xs[0]), true
	case constant:
		return "", false
	case n >= 2+4:
		if f, ok := formIn(ks, xs); ok {
			return strings.ReplaceAll(f, "k", x), true
		}
	}
	fit := fitLen(n - 1)
	for q := 2; minPeriods*q <= fit; q++ {
		pre, s, ok := preperiod(xsU, q)
		if ok && s == 0 && pre+minPeriods*q <= fit {
			vals := make([]string, q)
			for i := range q {
				vals[i] = itoa(xs[pre+i])
			}
			return fmt.Sprintf("%s repeating from %s = %d (period %d in %s)", strings.Join(vals, " "), x, pre, q, x), true
		}
	}
	return "", false
}

func equalInts(a, b []int) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return len(a) == len(b)
}

// status says how far the rule is known to hold.
func (s *rowsShape) status(rows, cols int) string {
	if s.columns {
		return fmt.Sprintf("each column b ≤ %d checked additively periodic for every a ≤ %d, not proven", cols-1, rows-1)
	}
	return fmt.Sprintf("each row a ≤ %d checked additively periodic for every b ≤ %d, not proven", rows-1, cols-1)
}
