package pattern

import (
	"math/rand/v2"
	"strings"
	"testing"

	"nimber/solver/games"
	"nimber/solver/games/gamestest"
	"nimber/solver/intmath"
	"nimber/solver/period"
	"nimber/solver/sums"
)

// --- brute force: the games played for real, values by the mex rule ---

// mex returns the least natural number not in xs.
func mex(xs []uint32) uint32 {
	seen := map[uint32]bool{}
	for _, x := range xs {
		seen[x] = true
	}
	m := uint32(0)
	for seen[m] {
		m++
	}
	return m
}

// heapGame returns the Grundy values of heaps 0..n of a one-heap game
// whose moves from x leave the sums of heaps listed by moves(x).
func heapGame(n int, moves func(x int) [][]int) []uint32 {
	g := make([]uint32, n+1)
	for x := 0; x <= n; x++ {
		var opts []uint32
		for _, o := range moves(x) {
			v := uint32(0)
			for _, h := range o {
				v ^= g[h]
			}
			opts = append(opts, v)
		}
		g[x] = mex(opts)
	}
	return g
}

// properDivisor: subtract a divisor d < x of x.
func properDivisor(x int) [][]int {
	var o [][]int
	for d := 1; d < x; d++ {
		if x%d == 0 {
			o = append(o, []int{x - d})
		}
	}
	return o
}

// coprimeMoves: take y from x with gcd(x, y) = 1.
func coprimeMoves(x int) [][]int {
	var o [][]int
	for y := 1; y <= x; y++ {
		if intmath.GCD(x, y) == 1 {
			o = append(o, []int{x - y})
		}
	}
	return o
}

// halfMoves: take 1..⌊x/2⌋.
func halfMoves(x int) [][]int {
	var o [][]int
	for y := 1; 2*y <= x; y++ {
		o = append(o, []int{x - y})
	}
	return o
}

// subtract returns the moves of the subtraction game with set s.
func subtract(s ...int) func(int) [][]int {
	return func(x int) [][]int {
		var o [][]int
		for _, y := range s {
			if y <= x {
				o = append(o, []int{x - y})
			}
		}
		return o
	}
}

// nimHeap: take any number of tokens (Nim on one heap).
func nimHeap(x int) [][]int {
	var o [][]int
	for y := 0; y < x; y++ {
		o = append(o, []int{y})
	}
	return o
}

// grundysGame: split a heap into two unequal non-empty heaps.
func grundysGame(x int) [][]int {
	var o [][]int
	for a := 1; 2*a < x; a++ {
		o = append(o, []int{a, x - a})
	}
	return o
}

// table2 returns the Grundy values of the two-heap game whose moves from
// (a, b) are listed by moves, for 0 ≤ a, b < n.
func table2(n int, moves func(a, b int) [][2]int) Table2 {
	t := Table2{Rows: n, Cols: n, V: make([]uint32, n*n)}
	for a := range n {
		for b := range n {
			var opts []uint32
			for _, m := range moves(a, b) {
				opts = append(opts, t.V[m[0]*n+m[1]])
			}
			t.V[a*n+b] = mex(opts)
		}
	}
	return t
}

// wythoff: take from one heap, or the same number from both.
func wythoff(a, b int) [][2]int {
	var o [][2]int
	for k := 1; k <= max(a, b); k++ {
		if k <= a {
			o = append(o, [2]int{a - k, b})
		}
		if k <= b {
			o = append(o, [2]int{a, b - k})
		}
		if k <= a && k <= b {
			o = append(o, [2]int{a - k, b - k})
		}
	}
	return o
}

// fraenkel2 is Fraenkel's 2-Wythoff: take from one heap, or k from one and
// l from the other with |k − l| < 2 (P-positions b_n − a_n = 2n).
func fraenkel2(a, b int) [][2]int {
	var o [][2]int
	for k := 0; k <= a; k++ {
		for l := 0; l <= b; l++ {
			if k+l > 0 && (k == 0 || l == 0 || k-l < 2 && l-k < 2) {
				o = append(o, [2]int{a - k, b - l})
			}
		}
	}
	return o
}

// twoHeaps plays game f on the first heap or h on the second.
func twoHeaps(f, h func(int) [][]int) func(a, b int) [][2]int {
	return func(a, b int) [][2]int {
		var o [][2]int
		for _, m := range f(a) {
			o = append(o, [2]int{m[0], b})
		}
		for _, m := range h(b) {
			o = append(o, [2]int{a, m[0]})
		}
		return o
	}
}

// octalValues returns the Grundy values of a take-and-break code from the
// project's engine, and its periodicity theorem.
func octalValues(t testing.TB, code string, n int) ([]uint32, Options) {
	t.Helper()
	g, err := games.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	return gamestest.Values(t, code, "grundy-normal", n), Options{Bound: g.Bound(sums.Grundy)}
}

// mustHold fails when a returned rule does not give every value of v.
func mustHold(t *testing.T, name string, r Result, v []uint32) {
	t.Helper()
	if r.Rule != nil && !r.Rule.holds(v) {
		t.Fatalf("%s: rule %q fails on the table", name, r.Rule.Formula)
	}
}

// --- known results ---

func TestOctalPeriods(t *testing.T) {
	for _, c := range []struct {
		code        string
		pre, period int
	}{
		{"0.07", 53, 34}, // Dawson's Kayles (Winning Ways)
		{"0.77", 71, 12}, // Kayles (Guy and Smith)
		{"0.137", 52, 34},
		{"4.7", 1, 2},
	} {
		v, o := octalValues(t, c.code, 1000)
		for _, bound := range []bool{true, false} {
			oo := o
			if !bound {
				oo.Bound = nil
			}
			r := Find(v, oo)
			mustHold(t, c.code, r, v)
			if r.Rule == nil || r.Rule.periodic == nil {
				t.Fatalf("%s (bound %v): no periodic rule: %s", c.code, bound, r.Why)
			}
			p := r.Rule.periodic
			if p.pre != c.pre || p.p != c.period || p.s != 0 {
				t.Errorf("%s: preperiod %d period %d saltus %d, want %d %d 0", c.code, p.pre, p.p, p.s, c.pre, c.period)
			}
			if r.Rule.Proven != bound {
				t.Errorf("%s (bound %v): proven = %v", c.code, bound, r.Rule.Proven)
			}
			if !bound && r.Rule.Status() != "checked for every n ≤ 1000, not proven" {
				t.Errorf("%s: status %q", c.code, r.Rule.Status())
			}
		}
	}
}

// TestAllButProven: the Grundy values of the all-but subtraction game
// sub:all,!2,!5 (values computed by brute force) are proven
// arithmetic-periodic by the family's test, and predicted past the table;
// the same values without it are only checked.
func TestAllButProven(t *testing.T) {
	moves := func(x int) [][]int {
		var o [][]int
		for s := 1; s <= x; s++ {
			if s != 2 && s != 5 {
				o = append(o, []int{x - s})
			}
		}
		return o
	}
	v, far := heapGame(200, moves), heapGame(1500, moves)
	g, err := games.Parse("sub:all,!2,!5")
	if err != nil {
		t.Fatal(err)
	}
	o := Options{Bound: g.Bound(sums.Grundy), Prove: g.Prover(sums.Grundy), Theorem: g.Theorem(sums.Grundy)}
	r := Find(v, o)
	mustHold(t, "sub:all,!2,!5", r, v)
	if r.Rule == nil || !r.Rule.Proven || r.Rule.Formula != "g(n) = T[n mod 4] + 2·⌊n/4⌋, T = 0 1 0 1" ||
		!strings.HasPrefix(r.Rule.Proof, "g(n + 4) = g(n) + 2 for every n ≥ 0 follows from the values up to 8 by the state test for all-but subtraction games") {
		t.Fatalf("sub:all,!2,!5: %+v", r.Rule)
	}
	if n, ok := r.Rule.Verify(far, 0); !ok {
		t.Errorf("the rule fails at %d", n)
	}
	o.Prove = nil
	if r := Find(v, o); r.Rule == nil || r.Rule.Proven {
		t.Errorf("without the test: %+v", r.Rule)
	}
}

func TestSubtractionSets(t *testing.T) {
	for _, c := range []struct {
		set  []int
		want string
	}{
		{[]int{1, 2, 3}, "g(n) = n mod 4"},
		{[]int{1, 3, 4}, "g(n) = T[n mod 7], T = 0 1 0 1 2 3 2"},
		{[]int{2, 5, 7}, ""}, // any rule, as long as it predicts
	} {
		v := heapGame(600, subtract(c.set...))
		r := Find(v, Options{})
		mustHold(t, "subtraction", r, v)
		if r.Rule == nil {
			t.Fatalf("%v: no rule: %s", c.set, r.Why)
		}
		if c.want != "" && r.Rule.Formula != c.want {
			t.Errorf("%v: %q, want %q", c.set, r.Rule.Formula, c.want)
		}
	}
}

func TestArithmeticRules(t *testing.T) {
	for _, c := range []struct {
		name    string
		moves   func(int) [][]int
		formula string
		except  string
	}{
		{"subtract a proper divisor", properDivisor, "g(n) = v2(n)", "g(0) = 0"},
		{"coprime", coprimeMoves, "g(n) = 0 if even n; π(lpf(n)) if odd n", "g(1) = 1"},
		{"take at most half", halfMoves, "g(n) = ⌊n/2⌋ if even n; g(⌊n/2⌋) if odd n", "none"},
		{"nim", nimHeap, "g(n) = n", "none"},
	} {
		v := heapGame(500, c.moves)
		r := Find(v, Options{})
		mustHold(t, c.name, r, v)
		if r.Rule == nil {
			t.Fatalf("%s: no rule: %s (best %s)", c.name, r.Why, r.Best)
		}
		if r.Rule.Formula != c.formula || r.Rule.ExceptionList() != c.except {
			t.Errorf("%s: %q except %s, want %q except %s", c.name, r.Rule.Formula, r.Rule.ExceptionList(), c.formula, c.except)
		}
		if r.Rule.Proven {
			t.Errorf("%s: proven without a theorem", c.name)
		}
		_, far := r.Rule.Predict(MaxArith + 5)
		if arith := strings.Contains(r.Rule.Formula, "π"); far == arith {
			t.Errorf("%s: a prediction past MaxArith is given: %v", c.name, far)
		}
	}
}

// TestPredictionsFarBeyond is the property test: on games with a known
// closed form, whatever rule the finder returns from 0..N predicts the
// values computed up to 6N.
func TestPredictionsFarBeyond(t *testing.T) {
	const n, far = 250, 1500
	cases := map[string][]uint32{
		"proper divisor": heapGame(far, properDivisor),
		"coprime":        heapGame(far, coprimeMoves),
		"half":           heapGame(far, halfMoves),
		"nim":            heapGame(far, nimHeap),
		"sub 1,3,4":      heapGame(far, subtract(1, 3, 4)),
		"sub 3,5":        heapGame(far, subtract(3, 5)),
		"sub 1,2,4,8":    heapGame(far, subtract(1, 2, 4, 8)),
	}
	for _, code := range []string{"0.07", "0.77", "0.137", "0.4", "0.51", "4.7"} {
		cases[code], _ = octalValues(t, code, far)
	}
	found := 0
	for name, v := range cases {
		for _, size := range []int{n, 2 * n, 4 * n} {
			r := Find(v[:size+1], Options{})
			mustHold(t, name, r, v[:size+1])
			if r.Rule == nil {
				continue
			}
			found++
			for x := size + 1; x <= far; x++ {
				if got, ok := r.Rule.Predict(x); !ok || got != v[x] {
					t.Fatalf("%s, N = %d: %q predicts g(%d) = %d (ok %v), the game has %d", name, size, r.Rule.Formula, x, got, ok, v[x])
				}
			}
		}
	}
	if found < len(cases)*2 {
		t.Errorf("only %d rules found on %d tables", found, 3*len(cases))
	}
}

// --- abstaining ---

func TestAbstains(t *testing.T) {
	officers, _ := octalValues(t, "0.6", 1000)
	cases := map[string][]uint32{
		"Grundy's game": heapGame(1000, grundysGame),
		"Officers 0.6":  officers,
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, alphabet := range []int{2, 3, 5, 16} {
		v := make([]uint32, 600)
		for i := range v {
			v[i] = uint32(rng.IntN(alphabet))
		}
		cases["random over "+itoa(alphabet)+" values"] = v
	}
	for name, v := range cases {
		r := Find(v, Options{})
		if r.Rule != nil {
			t.Errorf("%s: found %q", name, r.Rule.Sentence)
		}
		if r.Why == "" || len(r.Tried) == 0 {
			t.Errorf("%s: abstained without saying why or what was tried", name)
		}
	}
}

// TestLongRunIsNoPeriod: values constant on [2^k, 2^(k+1)) (the remoteness
// of "take at most half") or on a long stretch ending the table (flip:N
// short of N) once passed for a period found on the last stretch; every rule
// found now holds to 2000.
func TestLongRunIsNoPeriod(t *testing.T) {
	for _, c := range []struct{ spec, kind string }{
		{"half", "remoteness-normal"}, {"split", "suspense-normal"}, {"flip:2000", "grundy-normal"},
	} {
		v := gamestest.Values(t, c.spec, c.kind, 2000)
		for _, n := range []int{30, 60, 100, 200, 400, 1000} {
			r := Find(v[:n+1], Options{})
			if r.Rule == nil {
				continue
			}
			if x, ok := r.Rule.Verify(v, n+1); !ok {
				t.Errorf("%s %s, N = %d: %q fails at %d", c.spec, c.kind, n, r.Rule.Formula, x)
			}
		}
	}
	// What no finite check avoids: the misère remoteness of mod17 follows
	// g(n + 3) = g(n) + 2 up to 50, and 51 = 3·17 breaks it. The rule is
	// stated as checked, not proven, and Verify finds the break.
	v := gamestest.Values(t, "mod17", "remoteness-misere", 100)
	r := Find(v[:31], Options{})
	if r.Rule == nil || r.Rule.Proven {
		t.Fatalf("mod17 remoteness-misere to 30: %+v", r)
	}
	if x, ok := r.Rule.Verify(v, 31); ok || x != 51 {
		t.Errorf("mod17 remoteness-misere: first miss %d (ok %v), want 51", x, ok)
	}
}

func TestVerify(t *testing.T) {
	v := heapGame(900, subtract(1, 3, 4))
	r := Find(v[:301], Options{})
	if r.Rule == nil {
		t.Fatal(r.Why)
	}
	if _, ok := r.Rule.Verify(v, 301); !ok {
		t.Error("the rule of sub:1,3,4 fails before 900")
	}
	v[777]++
	if x, ok := r.Rule.Verify(v, 301); ok || x != 777 {
		t.Errorf("first miss %d (ok %v), want 777", x, ok)
	}
}

func TestTooLittleEvidence(t *testing.T) {
	// Dawson's Kayles becomes periodic at 53 with period 34: 120 values
	// hold fewer than three periods after the preperiod and too few for
	// the theorem, so no rule.
	v, o := octalValues(t, "0.07", 120)
	if r := Find(v, o); r.Rule != nil {
		t.Errorf("0.07 up to 120: %q", r.Rule.Sentence)
	}
	if r := Find(v[:minN], Options{}); r.Rule != nil || !strings.Contains(r.Why, "too few") {
		t.Errorf("tiny table: %+v", r)
	}
}

func TestDisagreeingRulesAbstain(t *testing.T) {
	v := make([]uint32, 101)
	zero := &Rule{Sentence: "zero", Formula: "0", N: 100, Size: 1, body: whole(num{0})}
	tab := make([]uint32, 302) // 0 up to 150, then 1
	for i := 151; i < len(tab); i++ {
		tab[i] = 1
	}
	step := &Rule{Sentence: "zero up to 150", Formula: "[n > 150]", N: 100, Size: 1, body: whole(per{0, len(tab), 0, tab, feat{f: &features[0]}, nil})}
	r := choose(Result{}, []*Rule{zero, step}, 100, partial{})
	if r.Rule != nil || !strings.Contains(r.Why, "disagree at 151") {
		t.Errorf("two rules disagreeing at 151: %+v", r)
	}
	if r := choose(Result{}, []*Rule{zero, zero}, 100, partial{}); r.Rule != zero {
		t.Errorf("two agreeing rules: %+v", r)
	}
	_ = v
}

func TestBestPartialFit(t *testing.T) {
	v := heapGame(400, subtract(1, 3, 4))
	for _, x := range []int{50, 120, 200, 310, 390} {
		v[x] = 9
	}
	r := Find(v, Options{})
	if r.Rule != nil {
		t.Fatalf("a rule on a table with late stray values: %q", r.Rule.Sentence)
	}
	if want := "periodic with period 7, except at 5 of the 401 positions"; r.Best != want {
		t.Errorf("best partial fit %q, want %q", r.Best, want)
	}
}

// --- two dimensions and families ---

func TestTwoDimensions(t *testing.T) {
	const n = 48
	nim := table2(n, twoHeaps(nimHeap, nimHeap))
	r := Find2(nim)
	if r.Rule == nil || r.Rule.Formula != "g(a, b) = a ⊕ b" {
		t.Fatalf("nim: %+v", r)
	}
	mixed := table2(n, twoHeaps(subtract(1, 3, 4), properDivisor))
	r = Find2(mixed)
	if r.Rule == nil || !strings.HasPrefix(r.Rule.Formula, "g(a, b) = g1(a) ⊕ g2(b)") {
		t.Fatalf("sum of two games: %+v", r)
	}
	big := table2(2*n, twoHeaps(subtract(1, 3, 4), properDivisor))
	checkBeyond(t, "sum of two games", r.Rule, big)

	w := Find2(table2(n, wythoff))
	if w.Rule == nil || !w.Rule.Zeros || !strings.Contains(w.Rule.Sentence, "Wythoff") {
		t.Fatalf("wythoff: %+v", w)
	}
	checkBeyond(t, "wythoff", w.Rule, table2(3*n, wythoff))

	f2 := Find2(table2(n, fraenkel2))
	if f2.Rule == nil || !strings.Contains(f2.Rule.Formula, "α = √2, β = α + 2") {
		t.Fatalf("2-Wythoff: %+v", f2)
	}
	checkBeyond(t, "2-Wythoff", f2.Rule, table2(3*n/2, fraenkel2))

	periodic := table2(n, twoHeaps(subtract(1, 2), subtract(1, 3, 4)))
	if r := Find2(periodic); r.Rule == nil {
		t.Fatalf("two subtraction games: %+v", r)
	}

	// Not a XOR: (a mod 3)·(b mod 4) repeats with period 3 in a, 4 in b.
	product := func(n int) Table2 {
		t := Table2{Rows: n, Cols: n, V: make([]uint32, n*n)}
		for a := range n {
			for b := range n {
				t.V[a*n+b] = uint32(a % 3 * (b % 4))
			}
		}
		return t
	}
	r = Find2(product(n))
	if r.Rule == nil || !strings.HasPrefix(r.Rule.Sentence, "g(a, b) is periodic in each coordinate: period 3 in a from a = 0 on, period 4 in b from b = 0 on") {
		t.Fatalf("product of residues: %+v", r)
	}
	checkBeyond(t, "product of residues", r.Rule, product(3*n))

	rng := rand.New(rand.NewPCG(3, 4))
	noise := Table2{Rows: n, Cols: n, V: make([]uint32, n*n)}
	for i := range noise.V {
		noise.V[i] = uint32(rng.IntN(4))
	}
	if r := Find2(noise); r.Rule != nil {
		t.Errorf("random table: %q", r.Rule.Sentence)
	}
}

// checkBeyond compares a 2-D rule with a larger computed table.
func checkBeyond(t *testing.T, name string, r *Rule2, big Table2) {
	t.Helper()
	for a := range big.Rows {
		for b := range big.Cols {
			want := big.at(a, b)
			if r.Zeros {
				want = min(want, 1)
			}
			if got, ok := r.Predict(a, b); !ok || got != want {
				t.Fatalf("%s: %q predicts %d at (%d, %d), the game has %d", name, r.Formula, got, a, b, want)
			}
		}
	}
}

// TestFamilyByParity: subtract 1, k or 2k+1 has period 2 for odd k (every
// move is odd) and k+1 for even k, which no affine form in k covers.
func TestFamilyByParity(t *testing.T) {
	var ms []Member
	for k := 2; k <= 9; k++ {
		ms = append(ms, Member{K: k, V: heapGame(400, subtract(1, k, 2*k+1))})
	}
	r := FindFamily(ms)
	if r.Rule == nil || r.Rule.Formula != "odd k: period 2; preperiod 0; even k: period k+1; preperiod 0" {
		t.Fatalf("subtract 1, k or 2k+1: %+v", r)
	}
	for _, m := range ms { // predictions far past the 400 heaps read
		far := heapGame(2000, subtract(1, m.K, 2*m.K+1))
		for n := range far {
			if v, ok := r.Rule.Predict(m.K, n); !ok || v != far[n] {
				t.Fatalf("k = %d, n = %d: predicted %d, %v; the game has %d", m.K, n, v, ok, far[n])
			}
		}
	}
	// Two members of one parity fix nothing: no rule.
	if r := FindFamily(ms[:5]); r.Rule != nil {
		t.Errorf("k = 2..6 (two odd members): %+v", r)
	}
}

func TestFamily(t *testing.T) {
	// Subtract k or 2k: the values ⌊n/k⌋ mod 3 repeat with period 3k.
	var ms []Member
	for k := 1; k <= 4; k++ {
		ms = append(ms, Member{K: k, V: heapGame(400, subtract(k, 2*k))})
	}
	r := FindFamily(ms)
	if r.Rule == nil || r.Rule.Formula != "period 3k; preperiod 0" {
		t.Fatalf("subtract k or 2k: %+v", r)
	}
	// Subtract 1..k: n mod (k+1), the same formula shape but not the same rule.
	ms = ms[:0]
	for k := 2; k <= 5; k++ {
		ms = append(ms, Member{K: k, V: heapGame(300, subtract(seq(k)...))})
	}
	if r := FindFamily(ms); r.Rule == nil || r.Rule.Formula != "period k+1; preperiod 0" {
		t.Fatalf("subtract 1..k: %+v", r)
	}
	if r := FindFamily(ms[:2]); r.Rule != nil {
		t.Errorf("two members: %+v", r)
	}
	// Members with rules of different forms: no rule in k.
	mixed := []Member{ms[0], ms[1], {K: 6, V: heapGame(300, properDivisor)}}
	if r := FindFamily(mixed); r.Rule != nil || r.Why != "the members' rules have no common form" || !strings.Contains(r.Best, "k = 6: g(n) is the exponent of 2 in n") {
		t.Errorf("mixed family: %+v", r)
	}
	// Periods not affine in k: 1..k for k = 2, 3 has period k+1, then 9 for k = 5.
	odd := []Member{ms[0], ms[1], {K: 5, V: heapGame(300, subtract(seq(8)...))}}
	if r := FindFamily(odd); r.Rule != nil || !strings.Contains(r.Why, "are not affine or quadratic functions of k, nor of k for odd and for even k") {
		t.Errorf("periods 3, 4, 9 for k = 2, 3, 5: %+v", r)
	}
}

func seq(k int) []int {
	s := make([]int, k)
	for i := range s {
		s[i] = i + 1
	}
	return s
}

// --- fuzzing ---

func FuzzFind(f *testing.F) {
	f.Add([]byte{0, 1, 0, 1, 2, 3, 2}, uint8(3), uint8(7))
	f.Add([]byte("coprime game values"), uint8(1), uint8(5))
	f.Fuzz(func(t *testing.T, data []byte, repeat, alphabet uint8) {
		var v []uint32
		for range int(repeat)%40 + 1 {
			for _, b := range data {
				v = append(v, uint32(b)%(uint32(alphabet)+1))
			}
		}
		if len(v) > 1500 {
			v = v[:1500]
		}
		r := Find(v, Options{})
		mustHold(t, "fuzz", r, v)
		side := 0
		for (side+1)*(side+1) <= len(v) {
			side++
		}
		Find2(Table2{Rows: side, Cols: side, V: v[:side*side]})
		FindFamily([]Member{{1, v, Options{}}, {2, v, Options{}}, {3, v, Options{}}})
	})
}

// --- speed ---

func BenchmarkFind1000(b *testing.B) {
	officers, _ := octalValues(b, "0.6", 1000)
	for _, c := range []struct {
		name string
		v    []uint32
	}{
		{"officers", officers}, // nothing fits: every class is tried in full
		{"coprime", heapGame(1000, coprimeMoves)},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				Find(c.v, Options{})
			}
		})
	}
}

// BenchmarkFind10000 is the search on N = 10^4: Officers (nothing fits,
// every class and shape is tried in full) and 0.77 (a period found).
func BenchmarkFind10000(b *testing.B) {
	officers, _ := octalValues(b, "0.6", 10000)
	kayles, _ := octalValues(b, "0.77", 10000)
	for _, c := range []struct {
		name string
		v    []uint32
	}{
		{"officers", officers},
		{"kayles", kayles},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				Find(c.v, Options{})
			}
		})
	}
}

// TestConditionPeriod: a game file's period is the file's when nothing was
// recognised; proven by a code's theorem, it is proven for the code; seen
// in values whose heaps past those read came from the code's engine, it is
// observed for the code.
func TestConditionPeriod(t *testing.T) {
	proven := period.Result{Found: true, Pre: 71, Period: 12, Proven: true, Observed: 1001}
	observed := period.Result{Found: true, Pre: 0, Period: 1, Saltus: 1, Observed: 5001}
	none := period.Result{Observed: 5001}
	code := Condition{What: "code 0.[7]", Upto: 92}
	engine := Condition{What: "code 0.[7]", Upto: 92, Engine: true}
	for _, c := range []struct {
		c    Condition
		p    period.Result
		want string
	}{
		{Condition{}, proven, "preperiod 71, period 12 (proven)"},
		{Condition{}, observed, "preperiod 0, period 1, saltus 1 (observed up to 5000)"},
		{code, proven, "preperiod 71, period 12 (proven for code 0.[7], which these rules match on every heap ≤ 92; not proven for this file)"},
		{code, observed, "preperiod 0, period 1, saltus 1 (observed up to 5000)"},
		{engine, observed, "preperiod 0, period 1, saltus 1 (observed up to 5000 for code 0.[7], which these rules match on every heap ≤ 92)"},
		{engine, none, "no period observed up to 5000"},
	} {
		if got := c.c.Period(c.p); got != c.want {
			t.Errorf("%+v, %+v: %q, want %q", c.c, c.p, got, c.want)
		}
	}
}
