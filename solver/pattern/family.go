package pattern

import (
	"fmt"
	"math"
	"strings"
)

// A Member is one game of a family: its parameter value and its values.
type Member struct {
	K       int
	V       []uint32
	Options Options // the member's periodicity theorem and value format
}

// A FamilyRule states each member's rule and how its shape depends on the
// parameter k ("period 4k+2").
type FamilyRule struct {
	Sentence string
	Formula  string
	Members  []*Rule // the rule of each member, in the order given
	Ks       []int
	Proven   bool // every member's rule is proven (the form in k is checked only on the Ks)
}

// Predict returns member k's predicted value of n; ok is false for a k not
// among the members or where the member's rule cannot evaluate n.
func (f *FamilyRule) Predict(k, n int) (uint32, bool) {
	for i, x := range f.Ks {
		if x == k {
			return f.Members[i].Predict(n)
		}
	}
	return 0, false
}

// FamilyResult is FindFamily's answer.
type FamilyResult struct {
	Rule *FamilyRule
	Why  string
	Best string // the members' rules found, when no common form was
}

// minMembers is how many parameter values a form in k needs: two fix an
// affine function, the others check it.
const minMembers = 3

// FindFamily finds each member's rule and, when they are all periodic, the
// period, preperiod and saltus as affine or quadratic functions of k (a
// quadratic with minQuadratic values of k), or else of k for odd k and for
// even k (each with minMembers values); when they all have the same
// sentence, that sentence for every k.
func FindFamily(ms []Member) FamilyResult {
	var res FamilyResult
	if len(ms) < minMembers {
		res.Why = fmt.Sprintf("a rule in the parameter needs at least %d values of it, not %d", minMembers, len(ms))
		return res
	}
	for i, m := range ms {
		for _, o := range ms[:i] {
			if o.K == m.K {
				res.Why = fmt.Sprintf("k = %d is given twice: a rule in the parameter needs %d different values of it", m.K, minMembers)
				return res
			}
		}
	}
	f := &FamilyRule{Proven: true}
	var found []string
	for _, m := range ms {
		r := Find(m.V, m.Options)
		if r.Rule == nil {
			res.Why = fmt.Sprintf("no rule for k = %d: %s", m.K, r.Why)
			res.Best = strings.Join(found, " ")
			return res
		}
		f.Members = append(f.Members, r.Rule)
		f.Ks = append(f.Ks, m.K)
		f.Proven = f.Proven && r.Rule.Proven
		found = append(found, fmt.Sprintf("k = %d: %s", m.K, r.Rule.Sentence))
	}
	same := true
	for _, r := range f.Members {
		same = same && r.Formula == f.Members[0].Formula
	}
	if same {
		f.Sentence = fmt.Sprintf("For every k in %s: %s", ksText(f.Ks), f.Members[0].Sentence)
		f.Formula = f.Members[0].Formula
		res.Rule = f
		return res
	}
	var pre, per, sal []int
	for _, r := range f.Members {
		if r.periodic == nil {
			res.Why = "the members' rules have no common form"
			res.Best = strings.Join(found, " ")
			return res
		}
		pre = append(pre, r.periodic.pre)
		per = append(per, r.periodic.p)
		sal = append(sal, int(r.periodic.s))
	}
	if parts, ok := shapeIn(f.Ks, per, pre, sal); ok {
		f.Sentence = fmt.Sprintf("For k in %s, g is eventually periodic with %s.", ksText(f.Ks), strings.Join(parts, ", "))
		f.Formula = strings.Join(parts, "; ")
		res.Rule = f
		return res
	}
	// By the parity of k: each class needs minMembers values of its own.
	var sentences, formulas []string
	for _, class := range []struct {
		name string
		odd  int
	}{{"odd k", 1}, {"even k", 0}} {
		var ks, cper, cpre, csal []int
		for i, k := range f.Ks {
			if k&1 == class.odd {
				ks, cper, cpre, csal = append(ks, k), append(cper, per[i]), append(cpre, pre[i]), append(csal, sal[i])
			}
		}
		var parts []string
		ok := len(ks) >= minMembers
		if ok {
			parts, ok = shapeIn(ks, cper, cpre, csal)
		}
		if !ok {
			res.Why = "the members are periodic, but their period, preperiod and saltus are not affine or quadratic functions of k, nor of k for odd and for even k"
			res.Best = strings.Join(found, " ")
			return res
		}
		sentences = append(sentences, strings.Join(parts, ", ")+" for "+class.name)
		formulas = append(formulas, class.name+": "+strings.Join(parts, "; "))
	}
	f.Sentence = fmt.Sprintf("For k in %s, g is eventually periodic with %s.", ksText(f.Ks), strings.Join(sentences, "; "))
	f.Formula = strings.Join(formulas, "; ")
	res.Rule = f
	return res
}

// shapeIn writes the period, preperiod and saltus of members with
// parameters ks as functions of k (formIn: "period 4k+2", "preperiod 0",
// "period k(k+1)"; a zero saltus is left out), or reports that one has no
// such form.
func shapeIn(ks, per, pre, sal []int) ([]string, bool) {
	var parts []string
	for _, q := range []struct {
		name string
		xs   []int
	}{{"period", per}, {"preperiod", pre}, {"saltus", sal}} {
		form, ok := formIn(ks, q.xs)
		if !ok {
			return nil, false
		}
		if q.name != "saltus" || form != "0" {
			parts = append(parts, q.name+" "+form)
		}
	}
	return parts, true
}

// formIn returns xs as the simplest polynomial in k that gives xs[i] at
// ks[i]: affine (affineIn), else quadratic (quadraticIn).
func formIn(ks, xs []int) (string, bool) {
	if f, ok := affineIn(ks, xs); ok {
		return f, true
	}
	if q, ok := quadraticIn(ks, xs); ok {
		return q.String(), true
	}
	return "", false
}

// affineIn returns xs as "a·k + b" (printed as "4k+2", "k", "3") when
// xs[i] = a·ks[i] + b for integers a, b fitted on the first two members and
// checked on the rest.
func affineIn(ks, xs []int) (string, bool) {
	if ks[1] == ks[0] || (xs[1]-xs[0])%(ks[1]-ks[0]) != 0 {
		return "", false
	}
	a := (xs[1] - xs[0]) / (ks[1] - ks[0])
	b := xs[0] - a*ks[0]
	for i := range ks {
		if xs[i] != a*ks[i]+b {
			return "", false
		}
	}
	return quadratic{0, int64(a), int64(b), 1}.String(), true
}

// minQuadratic is the fewest members a quadratic form in k needs: three
// fix its coefficients, four more are evidence.
const minQuadratic = 3 + 4

// maxQuadraticK and maxQuadraticX bound the parameters and values a
// quadratic is fitted to, so that its arithmetic stays within 64 bits.
const (
	maxQuadraticK = 1 << 12
	maxQuadraticX = 1 << 20
)

// quadratic is (a·k² + b·k + c)/d, d ≥ 1.
type quadratic struct{ a, b, c, d int64 }

// quadraticIn returns the quadratic (not affine) form through the members'
// xs, fitted on the first three quarters of the members (through the
// first, middle and last of them) and checked on every member, the
// held-out quarter included. It needs minQuadratic members with distinct
// parameters.
func quadraticIn(ks, xs []int) (quadratic, bool) {
	if len(ks) < minQuadratic {
		return quadratic{}, false
	}
	seen := map[int]bool{}
	for i, k := range ks {
		if seen[k] || abs(int64(k)) > maxQuadraticK || abs(int64(xs[i])) > maxQuadraticX {
			return quadratic{}, false
		}
		seen[k] = true
	}
	fit := 3 * len(ks) / 4
	i, j, l := 0, fit/2, fit-1
	q, ok := through([]int{ks[i], ks[j], ks[l]}, []int{xs[i], xs[j], xs[l]})
	if !ok || q.a == 0 {
		return quadratic{}, false
	}
	for i, k := range ks {
		x := int64(k)
		if n := q.a*x*x + q.b*x + q.c; n%q.d != 0 || n/q.d != int64(xs[i]) {
			return quadratic{}, false
		}
	}
	return q, true
}

// through returns the polynomial of degree ≤ 2 through the three points
// (k[i], x[i]) (Lagrange), its coefficients reduced to lowest terms.
func through(k, x []int) (quadratic, bool) {
	k0, k1, k2 := int64(k[0]), int64(k[1]), int64(k[2])
	x0, x1, x2 := int64(x[0]), int64(x[1]), int64(x[2])
	d01, d02, d12 := k0-k1, k0-k2, k1-k2
	// x = Σ xi·Π(k − kj)/Π(ki − kj), over the common denominator D.
	D := d01 * d02 * d12
	if D == 0 {
		return quadratic{}, false
	}
	w0, w1, w2 := x0*d12, -x1*d02, x2*d01 // xi·D/Π(ki − kj)
	q := quadratic{
		a: w0 + w1 + w2,
		b: -(w0*(k1+k2) + w1*(k0+k2) + w2*(k0+k1)),
		c: w0*k1*k2 + w1*k0*k2 + w2*k0*k1,
		d: D,
	}
	if q.d < 0 {
		q = quadratic{-q.a, -q.b, -q.c, -q.d}
	}
	g := gcd(gcd(abs(q.a), abs(q.b)), gcd(abs(q.c), q.d))
	return quadratic{q.a / g, q.b / g, q.c / g, q.d / g}, true
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// String writes the form as "k(k+1)", "(k+1)²", "2k²+1", "4k+2", "3" or
// "k(k+1)/2": factored when its roots are integers.
func (q quadratic) String() string {
	s, product := q.factored()
	if !product {
		s = q.expanded()
	}
	if q.d == 1 {
		return s
	}
	if !product && strings.ContainsAny(strings.TrimPrefix(s, "−"), "+−") {
		s = "(" + s + ")" // a sum: (k²+1)/2
	}
	return s + "/" + fmt.Sprint(q.d)
}

// expanded writes a·k² + b·k + c without the denominator.
func (q quadratic) expanded() string {
	var s string
	for _, t := range []struct {
		coef int64
		pow  string
	}{{q.a, "k²"}, {q.b, "k"}, {q.c, ""}} {
		if t.coef == 0 {
			continue
		}
		m := abs(t.coef)
		term := fmt.Sprint(m)
		if m == 1 && t.pow != "" {
			term = ""
		}
		term += t.pow
		switch {
		case t.coef < 0:
			s += "−" + term
		case s != "":
			s += "+" + term
		default:
			s += term
		}
	}
	if s == "" {
		return "0"
	}
	return s
}

// factored writes a quadratic a·k² + b·k + c with integer roots r1, r2 as
// a·(k − r1)(k − r2) ("k(k+1)", "2(k+3)(k−1)", "(k+1)²").
func (q quadratic) factored() (string, bool) {
	disc := q.b*q.b - 4*q.a*q.c
	if q.a == 0 || disc < 0 {
		return "", false
	}
	root := int64(math.Sqrt(float64(disc)))
	for root*root > disc {
		root--
	}
	for (root+1)*(root+1) <= disc {
		root++
	}
	if root*root != disc || (-q.b+root)%(2*q.a) != 0 || (-q.b-root)%(2*q.a) != 0 {
		return "", false
	}
	r1, r2 := (-q.b-root)/(2*q.a), (-q.b+root)/(2*q.a)
	r1, r2 = min(r1, r2), max(r1, r2)
	factor := func(r int64) string {
		switch {
		case r == 0:
			return "k"
		case r < 0:
			return fmt.Sprintf("(k+%d)", -r)
		}
		return fmt.Sprintf("(k−%d)", r)
	}
	lead := ""
	switch q.a {
	case 1:
	case -1:
		lead = "−"
	default:
		lead = fmt.Sprint(q.a)
	}
	if r1 == r2 {
		f := factor(r1)
		if f == "k" {
			return lead + "k²", true
		}
		return lead + f + "²", true
	}
	f1, f2 := factor(r1), factor(r2)
	if f2 == "k" { // k first: k(k+1)
		f1, f2 = f2, f1
	}
	return lead + f1 + f2, true
}

func ksText(ks []int) string {
	s := make([]string, len(ks))
	for i, k := range ks {
		s[i] = itoa(k)
	}
	return "{" + strings.Join(s, ", ") + "}"
}
