package pattern

import (
	"fmt"
	"math"
	"slices"
)

// Table2 is a two-dimensional table of values: V[a*Cols+b] = g(a, b) for
// 0 ≤ a < Rows, 0 ≤ b < Cols.
type Table2 struct {
	Rows, Cols int
	V          []uint32
}

func (t Table2) at(a, b int) uint32 { return t.V[a*t.Cols+b] }

// A Rule2 explains a two-dimensional table and predicts beyond it.
type Rule2 struct {
	Sentence   string
	Formula    string
	Rows, Cols int  // the rule holds at every a < Rows, b < Cols (checked, not proven)
	Zeros      bool // the rule says only where the value is 0: Predict gives 0 or 1 (non-zero)
	Size       int

	eval func(a, b int) (uint32, bool)
	xor  *[2]*Rule  // g1 and g2 of a rule g1(a) ⊕ g2(b), for Emit
	grid *gridShape // the periods of a rule periodic in each coordinate
	rows *rowsShape // the periods of a rule whose rows (or columns) are additively periodic
}

// gridShape is a rule periodic in each coordinate: period pA from row preA
// on, pB from column preB on, the values read off t.
type gridShape struct {
	preA, pA, preB, pB int
	t                  Table2
}

// Predict returns the rule's value of (a, b) (with Zeros, 0 or 1 for
// "non-zero"); ok is false where the rule cannot evaluate it.
func (r *Rule2) Predict(a, b int) (v uint32, ok bool) {
	if a < 0 || b < 0 {
		return 0, false
	}
	return r.eval(a, b)
}

// Status says how far the rule is known to hold.
func (r *Rule2) Status() string {
	if r.rows != nil {
		return r.rows.status(r.Rows, r.Cols)
	}
	return fmt.Sprintf("checked for every a ≤ %d and b ≤ %d, not proven", r.Rows-1, r.Cols-1)
}

// Result2 is Find2's answer, as Result is Find's.
type Result2 struct {
	Rule  *Rule2
	Why   string
	Tried []string
	Best  string
}

// MaxCells bounds the cells of a table Find2 accepts.
const MaxCells = 1 << 20

// Find2 looks for a rule explaining a two-dimensional table.
func Find2(t Table2) Result2 {
	res := Result2{Tried: []string{
		"g(a, b) = g1(a) ⊕ g2(b), g1 and g2 one-dimensional rules of the first row and column",
		"a period in each coordinate (rows and columns eventually periodic, 3 periods of evidence)",
		"P-positions (value 0) on complementary Beatty sequences (⌊kα⌋, ⌊kβ⌋), β = α + c·… (Wythoff-like)",
		"every row (or every column) additively periodic, g(a, b + p(a)) = g(a, b) + s(a) for b ≥ pre(a), 4 periods of evidence in 3/4 of each row",
	}}
	if t.Rows < 1 || t.Cols < 1 || t.Rows*t.Cols > MaxCells || len(t.V) != t.Rows*t.Cols {
		res.Why = fmt.Sprintf("the table must be Rows×Cols values with 1 ≤ Rows·Cols ≤ %d", MaxCells)
		return res
	}
	var cands []*Rule2
	for _, columns := range []bool{false, true} {
		if r := rowsRule(t, columns); r != nil {
			cands = append(cands, r)
		}
	}
	switch {
	case t.Rows > minN && t.Cols > minN:
		if r := xorRule(t); r != nil {
			cands = append(cands, r)
		}
		if r := gridPeriod(t); r != nil {
			cands = append(cands, r)
		}
		if r := beatty(t); r != nil {
			cands = append(cands, r)
		}
	case len(cands) == 0:
		res.Why = fmt.Sprintf("too few rows or columns to trust a rule (at least %d each, or every row of at least %d columns additively periodic)", minN+1, minN+1)
		return res
	}
	cands = slices.DeleteFunc(cands, func(r *Rule2) bool { return !r.holds(t) })
	if len(cands) == 0 {
		res.Why = "no rule fits every value"
		return res
	}
	slices.SortStableFunc(cands, func(a, b *Rule2) int { return a.Size - b.Size })
	for _, c := range cands[1:] {
		if a, b, ok := disagree(cands[0], c, t); ok {
			res.Why = fmt.Sprintf("two rules fit the table but disagree at (%d, %d): %q and %q", a, b, cands[0].Sentence, c.Sentence)
			res.Best = cands[0].Sentence
			return res
		}
	}
	res.Rule = cands[0]
	return res
}

// holds reports whether r gives every value of t (or every zero, for Zeros).
func (r *Rule2) holds(t Table2) bool {
	for a := range t.Rows {
		for b := range t.Cols {
			got, ok := r.Predict(a, b)
			want := t.at(a, b)
			if r.Zeros {
				want = min(want, 1)
			}
			if !ok || got != want {
				return false
			}
		}
	}
	return true
}

// disagree returns a cell beyond the table (a < 2·Rows, b < 2·Cols) where
// x and y predict differently (comparing only zeros when either says only
// where zeros are).
func disagree(x, y *Rule2, t Table2) (int, int, bool) {
	for a := range 2 * t.Rows {
		for b := range 2 * t.Cols {
			if a < t.Rows && b < t.Cols {
				continue
			}
			u, okU := x.Predict(a, b)
			w, okW := y.Predict(a, b)
			if x.Zeros || y.Zeros {
				u, w = min(u, 1), min(w, 1)
			}
			if okU && okW && u != w {
				return a, b, true
			}
		}
	}
	return 0, 0, false
}

// xorRule returns g(a, b) = g(a, 0) ⊕ g(0, b) ⊕ g(0, 0) when it holds and
// the first row and column have rules, or nil.
func xorRule(t Table2) *Rule2 {
	g00 := t.at(0, 0)
	for a := range t.Rows {
		for b := range t.Cols {
			if t.at(a, b) != t.at(a, 0)^t.at(0, b)^g00 {
				return nil
			}
		}
	}
	col := make([]uint32, t.Rows) // g(a, 0) ⊕ g(0, 0)
	for a := range col {
		col[a] = t.at(a, 0) ^ g00
	}
	row := make([]uint32, t.Cols) // g(0, b)
	for b := range row {
		row[b] = t.at(0, b)
	}
	ra, rb := Find(col, Options{}), Find(row, Options{})
	if ra.Rule == nil || rb.Rule == nil {
		return nil
	}
	f1, f2 := ra.Rule, rb.Rule
	r := &Rule2{Rows: t.Rows, Cols: t.Cols, Size: f1.Size + f2.Size + 1, xor: &[2]*Rule{f1, f2}}
	r.eval = func(a, b int) (uint32, bool) {
		x, okA := f1.Predict(a)
		y, okB := f2.Predict(b)
		return x ^ y, okA && okB
	}
	if f1.Formula == "g(n) = n" && f2.Formula == "g(n) = n" {
		r.Sentence, r.Formula = "g(a, b) = a ⊕ b, the XOR of the coordinates (Nim on two heaps).", "g(a, b) = a ⊕ b"
		return r
	}
	r.Sentence = fmt.Sprintf("g(a, b) = g1(a) ⊕ g2(b), where for g1: %s For g2: %s", f1.Sentence, f2.Sentence)
	r.Formula = fmt.Sprintf("g(a, b) = g1(a) ⊕ g2(b); g1: %s (exceptions %s); g2: %s (exceptions %s)", f1.Formula, f1.ExceptionList(), f2.Formula, f2.ExceptionList())
	return r
}

// gridPeriod returns the rule "rows repeat with period p from row pre on,
// columns with period q from column preq on", with three periods of
// evidence in each coordinate, or nil.
func gridPeriod(t Table2) *Rule2 {
	preA, pA, okA := vectorPeriod(t.Rows, func(a, b int) bool { return slices.Equal(t.V[a*t.Cols:(a+1)*t.Cols], t.V[b*t.Cols:(b+1)*t.Cols]) })
	preB, pB, okB := vectorPeriod(t.Cols, func(x, y int) bool {
		for a := range t.Rows {
			if t.at(a, x) != t.at(a, y) {
				return false
			}
		}
		return true
	})
	if !okA || !okB {
		return nil
	}
	reduce := func(x, pre, p int) int {
		if x < pre {
			return x
		}
		return pre + (x-pre)%p
	}
	r := &Rule2{Rows: t.Rows, Cols: t.Cols, Size: pA*pB + 4, grid: &gridShape{preA, pA, preB, pB, t}}
	r.eval = func(a, b int) (uint32, bool) { return t.at(reduce(a, preA, pA), reduce(b, preB, pB)), true }
	r.Sentence = fmt.Sprintf("g(a, b) is periodic in each coordinate: period %d in a from a = %d on, period %d in b from b = %d on.", pA, preA, pB, preB)
	r.Formula = fmt.Sprintf("g(a, b) = g(a', b'), a' = a for a < %d else %d + (a − %d) mod %d; b' = b for b < %d else %d + (b − %d) mod %d", preA, preA, preA, pA, preB, preB, preB, pB)
	return r
}

// vectorPeriod finds the smallest period p of lines 0..n−1 (equal(x, y)
// compares two lines) with preperiod and three periods in the fitted prefix
// and a preperiod of less than half the lines.
func vectorPeriod(n int, equal func(x, y int) bool) (pre, p int, ok bool) {
	fit := fitLen(n - 1)
	for p = 1; 3*p <= fit; p++ {
		pre = n - p
		for pre > 0 && equal(pre-1, pre-1+p) {
			pre--
		}
		if pre+3*p <= fit && 2*pre < n {
			return pre, p, true
		}
	}
	return 0, 0, false
}

// minBeattyZeros is the fewest zeros above the diagonal beatty fits a rule
// to: fewer fit too many rules.
const minBeattyZeros = 10

// beatty returns the rule "the zeros are (⌊kα⌋, ⌊kβ⌋) and their mirror
// images, β = α + c, α = (2 − c + √(c² + 4))/2" (Wythoff's pairs for c = 1,
// the generalised Wythoff pairs b_k − a_k = c·k otherwise), or nil.
func beatty(t Table2) *Rule2 {
	n := min(t.Rows, t.Cols)
	var as []int // a_k for k = 1, 2, …: the zero (a, b) with a < b, by a
	var bs []int
	for a := range n {
		for b := a + 1; b < n; b++ {
			if t.at(a, b) == 0 {
				as = append(as, a)
				bs = append(bs, b)
			}
		}
	}
	if len(as) < minBeattyZeros || as[0] == 0 {
		return nil
	}
	c := bs[0] - as[0]
	if c < 1 {
		return nil
	}
	cf := float64(c)
	alpha := (2 - cf + math.Sqrt(cf*cf+4)) / 2
	beta := alpha + cf
	pair := func(k int) (int, int) { return int(math.Floor(float64(k) * alpha)), int(math.Floor(float64(k) * beta)) }
	zero := func(a, b int) bool {
		if a > b {
			a, b = b, a
		}
		if a == 0 {
			return b == 0
		}
		for k := int(float64(a)/alpha) - 1; k <= int(float64(a)/alpha)+1; k++ {
			if x, y := pair(k); k >= 1 && x == a && y == b {
				return true
			}
		}
		return false
	}
	held := 0
	for k := 1; k <= len(as); k++ {
		if x, y := pair(k); x != as[k-1] || y != bs[k-1] {
			return nil
		}
		if bs[k-1] >= fitLen(n-1) {
			held++
		}
	}
	if held < 3 {
		return nil
	}
	r := &Rule2{Rows: t.Rows, Cols: t.Cols, Zeros: true, Size: 4}
	r.eval = func(a, b int) (uint32, bool) {
		if a > 1<<40 || b > 1<<40 {
			return 0, false
		}
		if zero(a, b) {
			return 0, true
		}
		return 1, true
	}
	name := "generalised Wythoff pairs"
	if c == 1 {
		name = "Wythoff's pairs, α the golden ratio"
	}
	a := alphaText(c)
	r.Sentence = fmt.Sprintf("The P-positions (value 0) are (0, 0) and (⌊kα⌋, ⌊kβ⌋), (⌊kβ⌋, ⌊kα⌋) for k ≥ 1, α = %s ≈ %.6f, β = α + %d (%s); the other values are not predicted.", a, alpha, c, name)
	r.Formula = fmt.Sprintf("g(a, b) = 0 ⇔ {a, b} = {⌊kα⌋, ⌊kβ⌋}, k ≥ 0, α = %s, β = α + %d", a, c)
	return r
}

// alphaText writes α = (2 − c + √(c² + 4))/2, the root of 1/α + 1/(α+c) = 1.
func alphaText(c int) string {
	switch c {
	case 1:
		return "(1 + √5)/2"
	case 2:
		return "√2"
	}
	return fmt.Sprintf("(√%d − %d)/2", c*c+4, c-2)
}
