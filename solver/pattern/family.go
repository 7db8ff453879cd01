package pattern

import (
	"fmt"
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
// period, preperiod and saltus as affine functions of k, or else of k for
// odd k and for even k (each with minMembers values); when they all have the
// same sentence, that sentence for every k.
func FindFamily(ms []Member) FamilyResult {
	var res FamilyResult
	if len(ms) < minMembers {
		res.Why = fmt.Sprintf("a rule in the parameter needs at least %d values of it, not %d", minMembers, len(ms))
		return res
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
		parts, ok := shapeIn(ks, cper, cpre, csal)
		if len(ks) < minMembers || !ok {
			res.Why = "the members are periodic, but their period, preperiod and saltus are not affine functions of k, nor of k for odd and for even k"
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
// parameters ks as affine functions of k ("period 4k+2", "preperiod 0"; a
// zero saltus is left out), or reports that one is not affine.
func shapeIn(ks, per, pre, sal []int) ([]string, bool) {
	var parts []string
	for _, q := range []struct {
		name string
		xs   []int
	}{{"period", per}, {"preperiod", pre}, {"saltus", sal}} {
		form, ok := affineIn(ks, q.xs)
		if !ok {
			return nil, false
		}
		if q.name != "saltus" || form != "0" {
			parts = append(parts, q.name+" "+form)
		}
	}
	return parts, true
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
	var s string
	switch a {
	case 0:
		return itoa(b), true
	case 1:
		s = "k"
	default:
		s = itoa(a) + "k"
	}
	switch {
	case b > 0:
		s += "+" + itoa(b)
	case b < 0:
		s += "−" + itoa(-b)
	}
	return s, true
}

func ksText(ks []int) string {
	s := make([]string, len(ks))
	for i, k := range ks {
		s[i] = itoa(k)
	}
	return "{" + strings.Join(s, ", ") + "}"
}
