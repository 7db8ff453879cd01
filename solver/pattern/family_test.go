package pattern

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestFamilyQuadratic: subtract 1 or m, m even, has the values 0 1 … 0 1 2
// repeating with period m+1 (heaps below m alternate 0 and 1, as only 1
// can be taken; heap m sees 1 and 0, so 2; heap m+1 sees 2 and 1, so 0,
// and the window of the last m values repeats), so subtract 1 or 2k² has
// period 2k²+1, quadratic in k; the values are computed by brute force,
// and predicted past the table.
func TestFamilyQuadratic(t *testing.T) {
	var ms []Member
	for k := 1; k <= 7; k++ {
		ms = append(ms, Member{K: k, V: heapGame(700, subtract(1, 2*k*k))})
	}
	r := FindFamily(ms)
	if r.Rule == nil || r.Rule.Formula != "period 2k²+1; preperiod 0" {
		t.Fatalf("subtract 1 or 2k²: %+v", r)
	}
	for _, m := range ms {
		far := heapGame(2000, subtract(1, 2*m.K*m.K))
		for n := range far {
			if v, ok := r.Rule.Predict(m.K, n); !ok || v != far[n] {
				t.Fatalf("k = %d, n = %d: predicted %d, %v; the game has %d", m.K, n, v, ok, far[n])
			}
		}
	}
	// Six values of k: three coefficients and three checks are too few.
	if r := FindFamily(ms[:6]); r.Rule != nil {
		t.Errorf("k = 1..6: %+v", r)
	}
}

// periodicMember returns the values 0..n of a sequence of fundamental
// period p from pre on, random values below 4 (the first of the period 9,
// so no smaller period fits).
func periodicMember(rng *rand.Rand, k, n, pre, p int) Member {
	t := make([]uint32, p)
	for i := range t {
		t[i] = uint32(rng.IntN(4))
	}
	t[0] = 9
	v := make([]uint32, n+1)
	for x := range v {
		if x < pre {
			v[x] = 5 + uint32(x%2)
		} else {
			v[x] = t[(x-pre)%p]
		}
	}
	return Member{K: k, V: v}
}

// TestFamilyProducts: periods k(k+1), k²+1 and (k+1)², and preperiod
// k(k−1)/2, on families built for the test.
func TestFamilyProducts(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 26))
	for _, c := range []struct {
		pre, p func(k int) int
		want   string
	}{
		{func(int) int { return 0 }, func(k int) int { return k * (k + 1) }, "period k(k+1); preperiod 0"},
		{func(int) int { return 0 }, func(k int) int { return k*k + 1 }, "period k²+1; preperiod 0"},
		{func(int) int { return 0 }, func(k int) int { return (k + 1) * (k + 1) }, "period (k+1)²; preperiod 0"},
		{func(k int) int { return k * (k - 1) / 2 }, func(int) int { return 5 }, "period 5; preperiod k(k−1)/2"},
	} {
		var ms []Member
		for k := 1; k <= 8; k++ {
			ms = append(ms, periodicMember(rng, k, 900, c.pre(k), c.p(k)))
		}
		if r := FindFamily(ms); r.Rule == nil || r.Rule.Formula != c.want {
			t.Errorf("want %q: %+v", c.want, r)
		}
	}
}

// TestQuadraticNeverMisstated: a form in k is stated only when it gives
// every value, a quadratic only with seven values of k, and a quadratic
// with one value changed (fitted or held out) is no quadratic.
func TestQuadraticNeverMisstated(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 2))
	for range 3000 {
		m := 3 + rng.IntN(8)
		ks := rng.Perm(12)[:m]
		xs := make([]int, m)
		a, b, c := rng.IntN(7)-3, rng.IntN(9)-4, rng.IntN(9)
		for i, k := range ks {
			xs[i] = a*k*k + b*k + c
		}
		if rng.IntN(2) == 0 {
			xs[rng.IntN(m)] += 1 + rng.IntN(3)
		}
		if q, ok := quadraticIn(ks, xs); ok {
			if m < minQuadratic {
				t.Fatalf("quadratic %v stated on %d values", q, m)
			}
			for i, k := range ks {
				x := int64(k)
				if n := q.a*x*x + q.b*x + q.c; n%q.d != 0 || n/q.d != int64(xs[i]) {
					t.Fatalf("%v stated on ks %v, xs %v: wrong at k = %d", q, ks, xs, k)
				}
			}
		}
	}
	// A quadratic read off a fitted three quarters, broken in the held-out quarter.
	ks := []int{1, 2, 3, 4, 5, 6, 7, 8}
	xs := []int{2, 5, 10, 17, 26, 37, 50, 66} // k²+1 but at k = 8
	if q, ok := quadraticIn(ks, xs); ok {
		t.Errorf("held-out value broken: stated %v", q)
	}
	xs[7] = 65
	if q, ok := quadraticIn(ks, xs); !ok || q.String() != "k²+1" {
		t.Errorf("k²+1: %v, %v", q, ok)
	}
}

func TestQuadraticText(t *testing.T) {
	for _, c := range []struct {
		q    quadratic
		want string
	}{
		{quadratic{1, 1, 0, 1}, "k(k+1)"},
		{quadratic{1, 1, 0, 2}, "k(k+1)/2"},
		{quadratic{2, 0, 1, 1}, "2k²+1"},
		{quadratic{1, 0, 1, 2}, "(k²+1)/2"},
		{quadratic{1, 2, 1, 1}, "(k+1)²"},
		{quadratic{2, 2, -12, 1}, "2(k+3)(k−2)"},
		{quadratic{-1, 0, 0, 1}, "−k²"},
		{quadratic{0, 4, 2, 1}, "4k+2"},
		{quadratic{0, 0, 0, 1}, "0"},
	} {
		if got := c.q.String(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.q, got, c.want)
		}
	}
}

// TestFamilyFewOrRepeated: periods that fit no form in k, with too few
// values of k of one parity to try the parity classes, are no rule (this
// panicked), and a value of k given twice counts once: two distinct values
// fit any affine form, so they are no rule either.
func TestFamilyFewOrRepeated(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 29))
	periods := map[int]int{2: 5, 3: 13, 4: 16, 6: 22}
	member := func(k int) Member { return periodicMember(rng, k, 600, 0, periods[k]) }
	for _, ks := range [][]int{{2, 3, 4}, {2, 4, 6}, {6, 4, 2}, {3, 2, 4}} {
		var ms []Member
		for _, k := range ks {
			ms = append(ms, member(k))
		}
		if r := FindFamily(ms); r.Rule != nil || r.Why == "" {
			t.Errorf("k in %v, periods %v: %+v", ks, periods, r)
		}
	}
	two := []Member{member(2), member(3), member(3)}
	two[2].V = two[1].V
	if r := FindFamily(two); r.Rule != nil || !strings.Contains(r.Why, "k = 3 is given twice") {
		t.Errorf("k = 2, 3, 3: %+v", r)
	}
}
