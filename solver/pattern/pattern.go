// Package pattern looks for a rule that explains a table of game values and
// predicts them beyond it, and says honestly how far the rule is known to
// hold.
//
// The finder works on plain data: the values g(0..N) of a one-dimensional
// game (Find), a two-dimensional table g(a, b) (Find2), or the tables of a
// family indexed by a parameter (FindFamily). It tries, from the simplest:
//
//   - eventually periodic and arithmetic-periodic values (a period, a
//     preperiod, and a saltus added each period);
//   - g(n) = a·F(n) + b for an arithmetic feature F of n or n+1 (the
//     exponent of 2, popcount, ⌊log2 n⌋, ⌊√n⌋, π, the least prime factor and
//     its index, Ω, ω, the number of divisors), and g(n) = a·n + h(F(n))
//     with h eventually periodic;
//   - piecewise rules by residue class mod 2, 3 or 4, primality, or parity
//     and primality, each class a constant, such a feature, or a relation
//     g(n) = g(f(n)) with f(n) < n (⌊n/2⌋, n/lpf(n), lpf(n), the odd part of
//     n, n − 2^⌊log2 n⌋), or g(n) = T[g(f(n))] through a small table;
//   - in two dimensions: the XOR of a row and a column rule, P-positions on
//     a pair of complementary Beatty sequences (Wythoff-like), a period in
//     each coordinate, every row (or column) additively periodic with its
//     period, preperiod and saltus as functions of the row where one fits;
//   - for a family: each member's rule, and its period and preperiod as an
//     affine or quadratic function of the parameter ("period k(k+1)").
//
// Honesty: a candidate's constants are fitted on the first three quarters
// of the values and checked on all of them; it must hold at every position
// except an explicit list of exceptions (few, and early), with several
// periods of evidence for a period. The shortest description wins; when two
// accepted rules disagree beyond the table, the finder abstains. A rule is
// "proven" only when a theorem applies (a periodicity bound of the game's
// family, package period, or its test of the values themselves, such as
// the all-but subtraction games'); otherwise it is checked for every n ≤ N
// and not proven. Nothing is ever returned that fails on the table.
//
// Emit writes a rule as code (C++, Python, Go) from the same tree of nodes
// Predict evaluates (code.go), after evaluating it at every n of the table.
package pattern

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"nimber/solver/period"
)

// MaxN is the largest table size (positions 0..MaxN) Find accepts.
const MaxN = 1 << 16

// minN is the smallest table on which an unproven rule is trusted.
const minN = 24

// maxExceptions bounds the explicit exceptions of a rule that is not
// periodic in each class of its pieces (a periodic rule lists the
// mismatches of its preperiod).
const maxExceptions = 3

// An Exception is a position whose value a rule lists explicitly.
type Exception struct {
	N     int
	Value uint32
}

// A Rule explains values g(0..N) and predicts them beyond.
type Rule struct {
	Sentence   string      // one sentence in words
	Formula    string      // the rule as a formula, exceptions apart
	N          int         // the rule holds at every n ≤ N (checked)
	Exceptions []Exception // positions where the formula does not apply, sorted
	Proven     bool        // a theorem makes the rule hold for every n
	Proof      string      // the theorem and its hypothesis, when Proven
	Size       int         // description length: the finder prefers the smallest

	format func(uint32) string // writes a value (Options.Format)

	body     cases        // the formula, exceptions apart
	periodic *periodShape // the period of a periodic rule
}

// periodShape is a periodic rule's preperiod, period and saltus.
type periodShape struct {
	pre, p int
	s      uint32
}

// Predict returns the rule's value of position n, from the rule alone; ok
// is false when the rule cannot evaluate n (n < 0, an arithmetic feature
// past MaxArith, or a value past 2^32).
func (r *Rule) Predict(n int) (v uint32, ok bool) { return r.at(n, true) }

// Sieved reports whether the rule reads arithmetic features known only up
// to MaxArith (the least prime factor, the prime count).
func (r *Rule) Sieved() bool { return r.body.sieve() }

// exact is Predict as emitted code computes it: every feature computed,
// none read from the table the rule was found in.
func (r *Rule) exact(n int) (uint32, bool) { return r.at(n, false) }

// at evaluates the rule at n: an exception, or the body (whose features
// read their columns of the table when cached).
func (r *Rule) at(n int, cached bool) (uint32, bool) {
	if n < 0 {
		return 0, false
	}
	if i, found := slices.BinarySearchFunc(r.Exceptions, n, func(e Exception, n int) int { return e.N - n }); found {
		return r.Exceptions[i].Value, true
	}
	e := env{cached: cached, g: r.Predict}
	if !cached {
		e.g = r.exact
	}
	if r.body.sieve() {
		t, ok := arithUpTo(n + 1)
		if !ok {
			return 0, false
		}
		e.t = t
	}
	return r.body.value(&e, n)
}

// Verify compares the rule with values v computed further: it returns the
// first position n ≥ from where the rule does not give v[n] (or cannot
// evaluate it), ok when there is none.
func (r *Rule) Verify(v []uint32, from int) (n int, ok bool) {
	for x := max(from, 0); x < len(v); x++ {
		if got, ok := r.Predict(x); !ok || got != v[x] {
			return x, false
		}
	}
	return 0, true
}

// Status says how far the rule is known to hold.
func (r *Rule) Status() string {
	if r.Proven {
		return "proven for every n: " + r.Proof
	}
	return fmt.Sprintf("checked for every n ≤ %d, not proven", r.N)
}

// A Condition is what a rule of a game file's values holds under when
// the file's rules were recognised as a code on the heaps read. A proof is
// then the code's theorem: it holds for the code, not for the file, whose
// rules past the heaps read are unknown, so for the file the rule is
// checked as far as those heaps. When the values past the heaps read were
// the code's, from its own engine (Engine), a check beyond them holds for
// the code only.
type Condition struct {
	What   string // what the rules were recognised as: "code 0.77 (kayles)"; "" for none
	Upto   int    // the last heap read: the rules match What on every heap ≤ Upto
	Engine bool
}

// Matched writes the code and how far the rules match it: "code 0.77
// (kayles), which these rules match on every heap ≤ 256".
func (c Condition) Matched() string {
	return fmt.Sprintf("%s, which these rules match on every heap ≤ %d", c.What, c.Upto)
}

// ProvenFor says that a proof holds for the code matched, not for the file.
func (c Condition) ProvenFor() string {
	return "proven for " + c.Matched() + "; not proven for this file"
}

// Period writes p, a period of the file's values: as p.String(), but a
// period the code's theorem proves is proven for the code, not the file,
// and one observed where the values past the heaps read came from the
// code's engine is observed for the code.
func (c Condition) Period(p period.Result) string {
	switch {
	case c.What != "" && p.Proven:
		return p.Lengths() + " (" + c.ProvenFor() + ")"
	case c.Engine && p.Found:
		return p.Lengths() + fmt.Sprintf(" (observed up to %d for %s)", p.Observed-1, c.Matched())
	}
	return p.String()
}

// StatusUnder is Status under the condition c.
func (r *Rule) StatusUnder(c Condition) string {
	switch {
	case c.What == "":
	case r.Proven:
		return fmt.Sprintf("checked for every n ≤ %d, not proven for this file; proven for every n for %s: %s", min(c.Upto, r.N), c.Matched(), r.Proof)
	case c.Engine:
		return fmt.Sprintf("checked for every n ≤ %d, and for every n ≤ %d for %s, not proven", min(c.Upto, r.N), r.N, c.Matched())
	}
	return r.Status()
}

// ExceptionList prints the exceptions as "g(0) = 1, g(5) = 2", or "none".
func (r *Rule) ExceptionList() string {
	if len(r.Exceptions) == 0 {
		return "none"
	}
	s := make([]string, len(r.Exceptions))
	for i, e := range r.Exceptions {
		s[i] = fmt.Sprintf("g(%d) = %s", e.N, r.format(e.Value))
	}
	return strings.Join(s, ", ")
}

// Options are what the finder knows about the values beyond the table.
type Options struct {
	// Bound is the game family's periodicity theorem, nil when none applies.
	Bound period.Bound
	// Prove is the family's test proving a period from the values
	// themselves (period.Prover), nil when none applies.
	Prove period.Prover
	// Theorem names Bound or Prove in a proof's text ("" for "the game
	// family's periodicity theorem").
	Theorem string
	// Format writes a value in the rule's text (nil: in decimal), for
	// values that stand for something else, such as sums.Ended.
	Format func(uint32) string
}

// decimal writes a value in decimal, the default Format.
func decimal(x uint32) string { return strconv.FormatUint(uint64(x), 10) }

// Result is the finder's answer: a Rule it trusts, or none with what it
// tried and the best partial fit.
type Result struct {
	Rule  *Rule    // nil when no rule is trusted
	Why   string   // when Rule is nil: why (nothing fits, or rules disagree)
	Tried []string // the rule classes tried
	Best  string   // when Rule is nil: the best partial fit
}

// tried lists the one-dimensional rule classes, for reports.
func tried() []string {
	var f []string
	for _, x := range features {
		f = append(f, x.formula)
	}
	var r []string
	for _, x := range relations {
		r = append(r, "g("+x.formula+")")
	}
	var p []string
	for _, x := range partitions[1:] {
		p = append(p, x.name)
	}
	return []string{
		"eventually periodic or arithmetic-periodic, with 4 periods after the preperiod in the first 3/4 of the table",
		"g(n) = a·F(n) + b, a ∈ {1, 2}, F(n) or F(n+1) for F in " + strings.Join(f, ", "),
		"g(n) = a·n + h(F(n)), a ∈ {0, 1, 2}, h eventually periodic (period ≤ 64) for those F but n and ⌊n/2⌋",
		"piecewise by " + strings.Join(p, ", ") + "; each class a constant, such an F or h(F), a relation " + strings.Join(r, ", ") + ", or T[g(f(n))] for those f",
	}
}

// Find looks for a rule explaining v = g(0..N), N = len(v)−1 ≤ MaxN.
func Find(v []uint32, o Options) Result {
	res := Result{Tried: tried()}
	n := len(v) - 1
	if n < 0 || n > MaxN {
		res.Why = fmt.Sprintf("the table must hold 1 to %d values, not %d", MaxN+1, len(v))
		return res
	}
	if o.Format == nil {
		o.Format = decimal
	}
	if p := provenPeriod(v, o); p != nil {
		res.Rule = p
		return res
	}
	if n < minN {
		res.Why = fmt.Sprintf("too few values to trust a rule without a proof (at least %d needed)", minN+1)
		return res
	}
	var cands []*Rule
	best := partial{misses: len(v) + 1}
	if r := observedPeriod(v, o.Format); r != nil {
		cands = append(cands, r)
	}
	pc, pb := piecewise(v, o.Format)
	cands = append(cands, pc...)
	if pb.misses < best.misses {
		best = pb
	}
	// The constructions guarantee this; a rule failing on the table must
	// never leave the package, whatever a bug might do.
	cands = slices.DeleteFunc(cands, func(c *Rule) bool { return !c.holds(v) })
	if len(cands) == 0 {
		if bp := bestPeriodic(v); bp.misses < best.misses {
			best = bp
		}
	}
	return choose(res, cands, n, best)
}

// partial is the best rule found with too many exceptions.
type partial struct {
	what   string
	misses int
}

// choose returns the shortest candidate, or abstains when a candidate at
// most twice as long (one that fits about as well) disagrees with it on
// some position in N+1..2N+1.
func choose(res Result, cands []*Rule, n int, best partial) Result {
	if len(cands) == 0 {
		res.Why = "no rule fits every value"
		if best.misses <= n {
			res.Best = fmt.Sprintf("%s, except at %d of the %d positions", best.what, best.misses, n+1)
		}
		return res
	}
	slices.SortStableFunc(cands, func(a, b *Rule) int { return a.Size - b.Size })
	for _, c := range cands[1:] {
		if c.Size > 2*cands[0].Size {
			break
		}
		for x := n + 1; x <= 2*n+1; x++ {
			a, okA := cands[0].Predict(x)
			b, okB := c.Predict(x)
			if okA && okB && a != b {
				res.Why = fmt.Sprintf("two rules fit every value up to %d but disagree at %d (%d against %d): %q and %q", n, x, a, b, cands[0].Sentence, c.Sentence)
				res.Best = cands[0].Sentence
				return res
			}
		}
	}
	res.Rule = cands[0]
	return res
}

// holds reports whether r gives every value of the table.
func (r *Rule) holds(v []uint32) bool {
	_, ok := r.Verify(v, 0)
	return ok
}

func itoa(n int) string { return strconv.Itoa(n) }
