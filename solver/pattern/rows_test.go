package pattern

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// wythoffRows returns Wythoff's game on rows 0..rows−1 and columns
// 0..cols−1, by the mex rule: from (a, b) take any number from one heap,
// or the same number from both.
func wythoffRows(rows, cols int) Table2 {
	t := Table2{Rows: rows, Cols: cols, V: make([]uint32, rows*cols)}
	for a := range rows {
		inRow := make([]bool, 2*cols+2*rows) // the values of g(a, 0..b−1)
		for b := range cols {
			other := map[uint32]bool{}
			for k := 1; k <= a; k++ {
				other[t.at(a-k, b)] = true
				if k <= b {
					other[t.at(a-k, b-k)] = true
				}
			}
			m := uint32(0)
			for inRow[m] || other[m] {
				m++
			}
			t.V[a*cols+b] = m
			inRow[m] = true
		}
	}
	return t
}

// TestRowsWythoff: the rows of Wythoff's game are additively periodic
// (Dress, Flammenkamp and Pink, 1999); from 13 rows of 1001 values the
// finder states each row's period and predicts the rows to 4000.
func TestRowsWythoff(t *testing.T) {
	r := Find2(wythoffRows(13, 1001))
	if r.Rule == nil || r.Rule.rows == nil {
		t.Fatalf("Wythoff's rows: %+v", r)
	}
	for _, want := range []string{"Each row a ≤ 12 is additively periodic", "s(a) = p(a)", "p(a), pre(a) as the rows' table lists"} {
		if !strings.Contains(r.Rule.Sentence, want) {
			t.Errorf("sentence %q lacks %q", r.Rule.Sentence, want)
		}
	}
	if !strings.Contains(r.Rule.Formula, "3: 8 6 6;") || !strings.HasSuffix(r.Rule.Formula, "12: 347 48 48") {
		t.Errorf("formula %q", r.Rule.Formula)
	}
	if got, want := r.Rule.Status(), "each row a ≤ 12 checked additively periodic for every b ≤ 1000, not proven"; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	checkBeyond(t, "Wythoff's rows", r.Rule, wythoffRows(13, 4000))
	if _, ok := r.Rule.Predict(13, 5); ok {
		t.Errorf("row 13 predicted")
	}
	// Row 13 has preperiod 382 and period 96: 1001 values are too few.
	if r := Find2(wythoffRows(14, 1001)); r.Rule != nil {
		t.Errorf("14 rows: %q", r.Rule.Sentence)
	}
}

// additiveRows returns a table whose row a is additively periodic with
// preperiod pre(a), period p(a) and saltus s(a), random values below 10
// (the period's first value 10, so no shorter period fits); the transposed
// table with columns.
func additiveRows(rng *rand.Rand, rows, cols int, pre, p, s func(a int) int) Table2 {
	t := Table2{Rows: rows, Cols: cols, V: make([]uint32, rows*cols)}
	for a := range rows {
		pre, p, s := pre(a), p(a), s(a)
		head := make([]uint32, pre)
		for i := range head {
			head[i] = uint32(rng.IntN(10))
		}
		tab := make([]uint32, p)
		for i := range tab {
			tab[i] = uint32(rng.IntN(10))
		}
		tab[0] = 10
		if len(head) > 0 {
			head[len(head)-1] = 20 // breaks the period just before it
		}
		for b := range cols {
			v := uint32(0)
			if b < pre {
				v = head[b]
			} else {
				d := b - pre
				v = tab[d%p] + uint32(s*(d/p))
			}
			t.V[a*cols+b] = v
		}
	}
	return t
}

func transpose(t Table2) Table2 {
	u := Table2{Rows: t.Cols, Cols: t.Rows, V: make([]uint32, len(t.V))}
	for a := range t.Rows {
		for b := range t.Cols {
			u.V[b*u.Cols+a] = t.at(a, b)
		}
	}
	return u
}

// TestRowsBuilt: tables of additively periodic rows built for the test,
// their period, preperiod and saltus constant, affine, quadratic or
// periodic in the row, or random; predictions past the table; noise and a
// single non-periodic row state nothing.
func TestRowsBuilt(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 1))
	const rows, cols = 24, 400
	for _, c := range []struct {
		pre, p, s func(a int) int
		want      []string
	}{
		{func(a int) int { return a }, func(int) int { return 4 }, func(a int) int { return a % 3 },
			[]string{"p(%s) = 4", "pre(%[1]s) = %[1]s;", "s(%[1]s) = 0 1 2 repeating from %[1]s = 0 (period 3 in %[1]s)"}},
		{func(a int) int { return 2*a + 1 }, func(a int) int { return a%2 + 2 }, func(a int) int { return a * a },
			[]string{"p(%s) = 2 3 repeating from %[1]s = 0 (period 2 in %[1]s)", "pre(%[1]s) = 2%[1]s+1", "s(%[1]s) = %[1]s²"}},
		{func(a int) int { return rng.IntN(30) }, func(int) int { return 1 + rng.IntN(12) }, func(int) int { return rng.IntN(4) },
			[]string{"p(%s), pre(%[1]s), s(%[1]s) as the"}},
	} {
		for _, columns := range []bool{false, true} {
			big := additiveRows(rng, rows, 3*cols, c.pre, c.p, c.s)
			small := Table2{Rows: rows, Cols: cols}
			for a := range rows {
				small.V = append(small.V, big.V[a*big.Cols:a*big.Cols+cols]...)
			}
			if columns {
				small, big = transpose(small), transpose(big)
			}
			r := Find2(small)
			if r.Rule == nil || r.Rule.rows == nil || r.Rule.rows.columns != columns {
				t.Fatalf("columns %v, want %q: %+v", columns, c.want, r)
			}
			x := map[bool]string{false: "a", true: "b"}[columns]
			for _, w := range c.want {
				w = fmt.Sprintf(w, x)
				if !strings.Contains(r.Rule.Sentence, w) {
					t.Errorf("%q lacks %q", r.Rule.Sentence, w)
				}
			}
			checkBeyond(t, "built rows", r.Rule, big)
		}
	}
	for i := range 20 {
		noise := Table2{Rows: rows, Cols: cols, V: make([]uint32, rows*cols)}
		for j := range noise.V {
			noise.V[j] = uint32(rng.IntN(2 + i%5))
		}
		if r := Find2(noise); r.Rule != nil {
			t.Fatalf("noise: %q", r.Rule.Sentence)
		}
		one := additiveRows(rng, rows, cols, func(int) int { return 3 }, func(int) int { return 5 }, func(int) int { return 1 })
		copy(one.V[(i%rows)*cols:], noise.V[:cols])
		if r := Find2(one); r.Rule != nil {
			t.Fatalf("row %d noise: %q", i%rows, r.Rule.Sentence)
		}
	}
}

// BenchmarkFind2Rows is Find2 on Wythoff's game, 13 rows of 1001 values.
func BenchmarkFind2Rows(b *testing.B) {
	t := wythoffRows(13, 1001)
	for b.Loop() {
		Find2(t)
	}
}

// TestRowsMirror: on a symmetric table (g(a, b) = a + b + (a·b mod 3 == 0))
// the rows also give the columns: every (a, b) with min(a, b) < 30.
func TestRowsMirror(t *testing.T) {
	g := func(a, b int) uint32 {
		v := uint32(a + b)
		if a*b%3 == 0 {
			v += 100
		}
		return v
	}
	const n = 30
	tab := Table2{Rows: n, Cols: n}
	for a := range n {
		for b := range n {
			tab.V = append(tab.V, g(a, b))
		}
	}
	r := Find2(tab)
	if r.Rule == nil || r.Rule.rows == nil || !r.Rule.rows.mirror || !strings.Contains(r.Rule.Sentence, "The table is symmetric") {
		t.Fatalf("symmetric rows: %+v", r)
	}
	for a := range 10 * n {
		for b := range n {
			for _, c := range [][2]int{{a, b}, {b, a}} {
				if v, ok := r.Rule.Predict(c[0], c[1]); !ok || v != g(c[0], c[1]) {
					t.Fatalf("(%d, %d): predicted %d, %v; want %d", c[0], c[1], v, ok, g(c[0], c[1]))
				}
			}
		}
	}
	if _, ok := r.Rule.Predict(n, n); ok {
		t.Errorf("(%d, %d) predicted", n, n)
	}
	code, err := r.Rule.Emit(tab, EmitOptions{Lang: CPP})
	if err != nil || !strings.Contains(code, "if (line >= 30) std::swap(line, along);") {
		t.Errorf("emitted: %v\n%s", err, code)
	}
}
