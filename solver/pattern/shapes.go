package pattern

import (
	"fmt"
	"slices"
	"strings"
)

// notH are the features a class's values are not tried as a periodic
// function of: a periodic function of n (or ⌊n/2⌋) is a periodic rule, or
// a piecewise one by residue class.
var notH = map[string]bool{"n": true, "⌊n/2⌋": true}

// maxHPeriod bounds the period of h in a rule a·n + h(F(n)): the search
// stays linear in the number of values of F.
const maxHPeriod = 64

// maxLookup bounds the table of a rule g(n) = T[g(f(n))].
const maxLookup = 8

// periodicIn returns the sub a·n + h(F(n)) of a class, F the feature of
// column c and id the column of n, with h eventually periodic (possibly
// with a saltus): h(y) is g(n) − a·n at the last of the fitted members
// head with F(n) = y (exceptions come early), and h must repeat over
// minPeriods periods of the values of F seen there after its preperiod.
// ok is false when h is no such function, or is affine (a shape fitted
// already). Every member is checked against the sub afterwards.
func periodicIn(v []uint32, c, id column, head []int, a int64) (sub, bool) {
	var h []int64
	var seen []bool
	for _, x := range head {
		y := c.v[x]
		if y < 0 {
			continue
		}
		for int64(len(h)) <= y {
			h, seen = append(h, 0), append(seen, false)
		}
		h[y], seen[y] = int64(v[x])-a*id.v[x], true
	}
	y0 := slices.Index(seen, true)
	if y0 < 0 {
		return sub{}, false
	}
	y1 := len(h) - 1
	for p := 1; y0+minPeriods*p <= y1+1 && p <= maxHPeriod; p++ {
		if !seen[y1-p] {
			continue
		}
		s := h[y1] - h[y1-p]
		pre := y1 - p + 1
		for pre > y0 && (!seen[pre-1] || !seen[pre-1+p] || h[pre-1+p]-h[pre-1] == s) {
			pre--
		}
		if s < 0 || pre-y0+minPeriods*p > y1-y0+1 || p == 1 && pre == y0 {
			continue
		}
		q := per{pre: pre, p: p, s: s, x: feat{c.f, c.shift, c.v}, head: make([]uint32, pre)}
		valid := true
		for y := range pre + p {
			valid = valid && (seen[y] || y < y0) && h[y] >= 0 && h[y] < 1<<31 // not a special value (sums.Ended)
			if y < pre {
				q.head[y] = uint32(h[y])
			} else {
				q.t = append(q.t, uint32(h[y]))
			}
		}
		if !valid {
			return sub{}, false
		}
		return hSub(q, c, a, y0, h), true
	}
	return sub{}, false
}

// hSub words the sub a·n + h(F(n)) of periodic function q of F.
func hSub(q per, c column, a int64, y0 int, h []int64) sub {
	f := affine(c, 1, 0) // F(n) or F(n+1), as written
	vals := make([]string, 0, q.pre+q.p-y0)
	for _, x := range h[y0 : q.pre+q.p] {
		vals = append(vals, fmt.Sprint(x))
	}
	def := fmt.Sprintf("h(y) = %s for y = %d, %d, …, period %d from y = %d", strings.Join(vals, " "), y0, y0+1, q.p, q.pre)
	if q.s != 0 {
		def += fmt.Sprintf(", h(y + %d) = h(y) + %d", q.p, q.s)
	}
	size := 2 + 2*(q.pre-y0) + q.p // a value before the period costs as an exception does
	formula, words := "h("+f.formula+")", "h("+f.words+")"
	var x expr = q
	if a != 0 {
		formula, words = fmt.Sprintf("%dn + %s", a, formula), fmt.Sprintf("%d·n + %s", a, words)
		x = add{lin{a, 0, feat{f: &features[0]}}, q}
		size++
	}
	if q.s != 0 {
		size++
	}
	return sub{size, formula + ", " + def, words + ", " + def, x}
}

// lookupOf returns the sub T[g(f(n))] of a class for relation r: T maps
// each value g(f(n)) takes on the fitted members head, 0..K−1 (K at most
// maxLookup, each seen at least 3 times), to g(n) at the last member with
// it; each value must recur among the held-out members too (a value seen
// only at rare positions, such as the powers of 2, is no evidence). ok is
// false otherwise, or when T is the identity or constant (shapes fitted
// already).
func lookupOf(v []uint32, t arith, r *relation, head, members []int) (sub, bool) {
	held := make([]int, maxLookup)
	for _, x := range members[len(head):] {
		if m, ok := r.at(t, x); ok && m < x && v[m] < maxLookup {
			held[v[m]]++
		}
	}
	var tab []uint32
	var count []int
	for _, x := range head {
		m, ok := r.at(t, x)
		if !ok || m >= x {
			continue
		}
		k := v[m]
		if k >= maxLookup {
			return sub{}, false
		}
		for uint32(len(tab)) <= k {
			tab, count = append(tab, 0), append(count, 0)
		}
		tab[k] = v[x] // the last: exceptions come early
		count[k]++
	}
	identity, constant := true, true
	for k, x := range tab {
		if count[k] < 3 || held[k] < 2 {
			return sub{}, false
		}
		identity = identity && x == uint32(k)
		constant = constant && x == tab[0]
	}
	if identity || constant {
		return sub{}, false
	}
	vals := make([]string, len(tab))
	for i, x := range tab {
		vals[i] = fmt.Sprint(x)
	}
	formula := fmt.Sprintf("T[g(%s)], T = %s", r.formula, strings.Join(vals, " "))
	return sub{2 + len(tab), formula, formula, lookup{tab, rec{r}}}, true
}
