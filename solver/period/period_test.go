package period

import (
	"math/rand/v2"
	"testing"
)

func TestFind(t *testing.T) {
	nim := make([]uint32, 50)
	for i := range nim {
		nim[i] = uint32(i)
	}
	mod := func(n, m int, pre []uint32) []uint32 {
		v := append([]uint32(nil), pre...)
		for i := len(pre); i < n; i++ {
			v = append(v, uint32(i%m))
		}
		return v
	}
	never := func(pre, p int, s uint32) (int, bool) { return 0, false }
	window := func(pre, p int, s uint32) (int, bool) { return pre + p + 3, s == 0 }
	for _, c := range []struct {
		name  string
		v     []uint32
		bound Bound
		want  string
	}{
		{"nim", nim, nil, "preperiod 0, period 1, saltus 1 (observed up to 49)"},
		{"nim, no theorem", nim, never, "preperiod 0, period 1, saltus 1 (observed up to 49)"},
		{"mod 3", mod(30, 3, nil), window, "preperiod 0, period 3 (proven)"},
		{"mod 3 after 7 9 7", mod(30, 3, []uint32{7, 9, 7}), window, "preperiod 3, period 3 (proven)"},
		{"mod 5 seen as counting", mod(10, 5, nil), nil, "preperiod 5, period 1, saltus 1 (observed up to 9)"},
		// Subtract 1..5: the values to 10 look like counting from 6 on,
		// but Golomb's window (largest move 5) proves period 6 from them,
		// a period longer than half the values.
		{"mod 6 proven past counting", mod(11, 6, nil), func(pre, p int, s uint32) (int, bool) { return pre + p + 5, s == 0 }, "preperiod 0, period 6 (proven)"},
		{"mod 6, one value short", mod(10, 6, nil), func(pre, p int, s uint32) (int, bool) { return pre + p + 5, s == 0 }, "no period observed up to 9"},
		{"mod 4 unproven", mod(40, 4, nil), func(pre, p int, s uint32) (int, bool) { return 100, true }, "preperiod 0, period 4 (observed up to 39)"},
		{"none", []uint32{0, 1, 0, 0, 1, 1, 0, 1, 1, 1}, nil, "no period observed up to 9"},
	} {
		if got := Find(c.v, c.bound).String(); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
}

// bruteFind is Find from its definition, trying every period and every
// preperiod: the smallest period p that bound proves (p < n/2, or longer
// while bound's least need, at preperiod 0, is at most n), where a period
// relation v(i+p) = v(i) + s (s ≥ 0, read off the last values) holds from
// its smallest preperiod pre; the search stops at the first multiple of the
// first period observed (at least three periods after pre, pre at most
// n/2) but not proven, unless that one has a saltus: then it goes on
// through the plain periods (s = 0). It returns the observation when
// nothing is proven.
func bruteFind(v []uint32, bound Bound) Result {
	n := len(v)
	observed := Result{Observed: n}
	for p := 1; p < n; p++ {
		if 2*p >= n {
			if bound == nil {
				break
			}
			if need, _ := bound(0, p, 0); need > n {
				break
			}
		}
		if v[n-1] < v[n-1-p] {
			continue
		}
		s := v[n-1] - v[n-1-p]
		arith := observed.Found && observed.Saltus > 0
		if arith && s != 0 {
			continue
		}
		pre := bruteFrom(v, p, s)
		if observed.Found && !arith && p%observed.Period != 0 {
			continue
		}
		if bound != nil {
			if need, ok := bound(pre, p, s); ok && need <= n {
				return Result{Found: true, Pre: pre, Period: p, Saltus: s, Proven: true, Observed: n, Need: need}
			}
			if observed.Found && !arith {
				break
			}
		}
		if !observed.Found && pre+3*p <= n && n-pre >= n/2 {
			observed = Result{Found: true, Pre: pre, Period: p, Saltus: s, Observed: n}
			if bound == nil {
				return observed
			}
			observed.Need, _ = bound(pre, p, s)
		}
	}
	return observed
}

// bruteFrom returns the smallest pre from which v(i+p) = v(i) + s holds for
// every i with i+p < len(v).
func bruteFrom(v []uint32, p int, s uint32) int {
	pre := 0
	for i := 0; i+p < len(v); i++ {
		if v[i+p] < v[i] || v[i+p]-v[i] != s {
			pre = i + 1
		}
	}
	return pre
}

// randomValues returns n values: a random prefix of length pre, then a
// random block of length p repeated, each repetition adding saltus; the
// values are small, so that accidental repetitions happen too.
func randomValues(r *rand.Rand, n, pre, p int, saltus uint32) []uint32 {
	v := make([]uint32, n)
	for i := range v {
		switch {
		case i < pre+p:
			v[i] = uint32(r.IntN(4))
		default:
			v[i] = v[i-p] + saltus
		}
	}
	return v
}

// TestFindAgainstBruteForce compares Find on random sequences, periodic
// after a prefix or not at all, with bruteFind, without and with a bound.
func TestFindAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 14))
	window := func(m int) Bound {
		return func(pre, p int, s uint32) (int, bool) { return pre + p + m, s == 0 }
	}
	for range 3000 {
		n := 8 + r.IntN(80)
		p := 1 + r.IntN(n/3)
		var saltus uint32
		if r.IntN(4) == 0 {
			saltus = uint32(r.IntN(3))
		}
		v := randomValues(r, n, r.IntN(n/2), p, saltus)
		if r.IntN(5) == 0 { // no period at all, most likely
			for i := range v {
				v[i] = uint32(r.IntN(3))
			}
		}
		if got, want := Find(v, nil), bruteFind(v, nil); got != want {
			t.Fatalf("Find(%v) = %+v, brute force %+v", v, got, want)
		}
		m := 1 + r.IntN(4)
		if got, want := Find(v, window(m)), bruteFind(v, window(m)); got != want {
			t.Fatalf("Find(%v, window %d) = %+v, brute force %+v", v, m, got, want)
		}
	}
}

// nearlyPeriodic returns n values: a block of length p repeated from pre
// on, each repetition adding saltus, and before pre the same pattern
// carried back but for exceptions (each value one with probability 1/gap),
// random below start; the random values are below top: the shape of 0.376's values, whose period 4 holds
// from 2,268,248 on and nearly so from 1.1 million on.
func nearlyPeriodic(r *rand.Rand, n, start, pre, p, gap, top int, saltus uint32) []uint32 {
	v := make([]uint32, n)
	for i := pre; i < pre+p; i++ {
		v[i] = 2*saltus*uint32(n/p) + uint32(r.IntN(top))
	}
	for i := pre - 1; i >= 0; i-- {
		v[i] = v[i+p] - saltus
		if i < start || r.IntN(gap) == 0 {
			v[i] = uint32(r.IntN(top))
		}
	}
	for i := pre + p; i < n; i++ {
		v[i] = v[i-p] + saltus
	}
	return v
}

// TestFindNearlyPeriodic compares Find with bruteFind on long nearly
// periodic sequences, whose multiples of the period walk far back (Find's
// bases), with their period repeating over less than half of them or more.
func TestFindNearlyPeriodic(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 27))
	window := func(pre, p int, s uint32) (int, bool) { return 2*(pre+p) + 3, s == 0 }
	for range 300 {
		n := 500 + r.IntN(3000)
		p := 1 + r.IntN(12)
		pre := n/4 + r.IntN(n*3/4-p)
		var saltus uint32
		if r.IntN(4) == 0 {
			saltus = uint32(r.IntN(3))
		}
		v := nearlyPeriodic(r, n, r.IntN(pre+1), pre, p, 2+r.IntN(200), 4, saltus)
		for _, bound := range []Bound{nil, window} {
			if got, want := Find(v, bound), bruteFind(v, bound); got != want {
				t.Fatalf("n %d, period %d from %d, saltus %d: Find %+v, brute force %+v", n, p, pre, saltus, got, want)
			}
		}
		if saltus == 0 {
			checkNine(t, v, window)
		}
	}
}

// checkNine maps the values v one to one onto values of nine bits, most
// of them past 255, checks that they are read back, and compares FindNine
// on them with bruteFind.
func checkNine(t *testing.T, v []uint32, bound Bound) {
	t.Helper()
	nine := make([]uint32, len(v))
	lo, hi := make([]uint8, len(v)), make([]uint64, (len(v)+63)/64)
	for i, x := range v {
		nine[i] = (x*0x9b + 200) % 512
		lo[i] = uint8(nine[i])
		hi[i/64] |= uint64(nine[i]>>8) << (i % 64)
	}
	for i, x := range nine {
		if got := (values[uint8]{lo, hi}).at(i); got != x {
			t.Fatalf("value %d of nine bits read as %d, want %d", i, got, x)
		}
	}
	if got, want := FindNine(lo, hi, bound), bruteFind(nine, bound); got != want {
		t.Fatalf("values of nine bits: FindNine %+v, brute force %+v", got, want)
	}
}

// TestReduce: a proven multiple of the period, with a late preperiod,
// reduces to the smallest period and preperiod the values show; an
// unproven result is left alone.
func TestReduce(t *testing.T) {
	// 7 9 then 0 1 1 3 3 4 6 6 … : period 3, saltus 3, from n = 2.
	v := []uint32{7, 9}
	for n := range 60 {
		v = append(v, []uint32{0, 1, 1}[n%3]+3*uint32(n/3))
	}
	r := Reduce(v, Result{Found: true, Pre: 20, Period: 12, Saltus: 12, Proven: true, Need: 40})
	if r.Pre != 2 || r.Period != 3 || r.Saltus != 3 || !r.Proven || r.Need != 40 {
		t.Errorf("reduced to %+v", r)
	}
	in := Result{Found: true, Pre: 20, Period: 12, Saltus: 12, Need: 40}
	if r := Reduce(v, in); r != in {
		t.Errorf("unproven %+v became %+v", in, r)
	}
}

// BenchmarkFindNearlyPeriodic looks for a period in 2^21 values shaped like
// 0.376's at heap 2.3 million: period 4 over the last eighth, nearly so
// (an exception every 2000 values) down to the middle, random below, with
// values below 128.
func BenchmarkFindNearlyPeriodic(b *testing.B) {
	const n = 1 << 21
	v := nearlyPeriodic(rand.New(rand.NewPCG(1, 2)), n, n/2, n-n/8, 4, 2000, 128, 0)
	never := func(pre, p int, s uint32) (int, bool) { return pre + p + n, s == 0 }
	for b.Loop() {
		if r := Find(v, never); r.Proven {
			b.Fatal(r)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/value")
}
