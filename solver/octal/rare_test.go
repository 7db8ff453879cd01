package octal

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Values from the literature (OEIS A002186, A002187, A046695), heap 0 first.
var (
	kayles = []uint32{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7,
		4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8,
		1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7}
	// Dawson's chess, 0.137; Dawson's Kayles 0.07 has its values shifted by one.
	dawsonChess = []uint32{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1,
		3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2,
		3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2,
		4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1}
	officers = []uint32{0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0, 2, 1, 4,
		5, 1, 4, 5, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 1, 0, 2, 8, 4, 5, 3, 4,
		5, 6, 2, 5, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 0, 2, 3, 4, 5, 3, 4, 5, 6, 4,
		5, 6, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 0, 2, 3, 4}
)

func TestKnownSequences(t *testing.T) {
	for _, c := range []struct {
		code string
		want []uint32
	}{
		{"0.77", kayles},
		{"0.137", dawsonChess},
		{"0.07", append([]uint32{0}, dawsonChess[:len(dawsonChess)-1]...)},
		{"0.6", officers},
	} {
		g := mustParse(t, c.code)
		got, _ := g.FastValues(len(c.want)-1, nil)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: FastValues %v\nwant %v", c.code, got, c.want)
		}
	}
}

// randomGame returns a random take-and-break game with digits up to 7 (or
// 15 with three-heap splits) and maybe a splitting d0.
func randomGame(rng *rand.Rand, top int) Game {
	digits := []uint8{uint8(rng.IntN(2) * 4)}
	for range 1 + rng.IntN(4) {
		digits = append(digits, uint8(rng.IntN(top+1)))
	}
	g, err := New(digits)
	if err != nil {
		panic(err)
	}
	return g
}

// TestFastEqualsNaive compares FastValues with Values on random games,
// long enough for masks to be chosen and periods to be used.
func TestFastEqualsNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 300 {
		g := randomGame(rng, 7)
		if i%10 == 0 {
			g = randomGame(rng, 15)
		}
		n := 300 + rng.IntN(300)
		if g.Parts() == 3 {
			n = 60
		}
		fast, rare := g.FastValues(n, nil)
		naive := g.Values(n + 1)
		for x := range naive {
			if int(fast[x]) != naive[x] {
				t.Fatalf("%s heap %d: fast %d, naive %d (mask %b)", g, x, fast[x], naive[x], rare.Mask)
			}
		}
		for _, x := range rare.Positions {
			if Common(fast[x], rare.Mask) {
				t.Fatalf("%s: heap %d listed rare with common value %d", g, x, fast[x])
			}
		}
	}
}

// TestProvenPeriodHolds checks that a period proven from few values holds
// far beyond, in values computed from the definition.
func TestProvenPeriodHolds(t *testing.T) {
	for _, code := range []string{"0.77", "0.07", "0.137", "0.33", "0.51", "0.71"} {
		g := mustParse(t, code)
		values := g.Values(4000)
		short := values[:0]
		for size := 16; size <= 1000; size *= 2 {
			short = values[:size]
			if _, _, ok := g.Period(short); ok {
				break
			}
		}
		start, p, ok := g.Period(short)
		if !ok {
			t.Errorf("%s: no period proven from 1000 values", code)
			continue
		}
		for n := start; n+p < len(values); n++ {
			if values[n+p] != values[n] {
				t.Fatalf("%s: period %d from %d proven by %d values fails at %d", code, p, start, len(short), n)
			}
		}
	}
}

// takeAndBreak returns the game with code "d0.d1d2…" in hexadecimal digits
// ("4.7" splits a heap in two without taking, or takes one token).
func takeAndBreak(t testing.TB, code string) Game {
	t.Helper()
	before, after, _ := strings.Cut(code, ".")
	var digits []uint8
	for _, d := range before + after {
		x, err := strconv.ParseUint(string(d), 16, 8)
		if err != nil {
			t.Fatal(err)
		}
		digits = append(digits, uint8(x))
	}
	g, err := New(digits)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestFastSplitting compares FastValues with Values on games whose values
// come mostly from splits, far enough for several masks and (in Officers)
// more than 800 rare heaps, and checks that Positions lists exactly the
// heaps computed whose value is rare.
func TestFastSplitting(t *testing.T) {
	for _, c := range []struct {
		code    string
		n       int
		maxRare int // an upper bound on the rare heaps a good mask leaves
	}{
		{"0.6", 5000, 1000}, // Officers
		{"0.4", 3000, 120},
		{"0.16", 3000, 60},
		{"0.56", 3000, 60},
		{"4.7", 3000, 100},
		{"0.37", 3000, 1000},
		{"0.177", 3000, 20},
	} {
		g := takeAndBreak(t, c.code)
		fast, rare := g.FastValues(c.n, nil)
		naive := g.Values(c.n + 1)
		for x := range naive {
			if int(fast[x]) != naive[x] {
				t.Fatalf("%s heap %d: fast %d, naive %d (mask %b)", c.code, x, fast[x], naive[x], rare.Mask)
			}
		}
		var want []int
		for x := 1; x < rare.Computed; x++ {
			if !Common(fast[x], rare.Mask) {
				want = append(want, x)
			}
		}
		if !slices.Equal(rare.Positions, want) {
			t.Errorf("%s: rare heaps %v\nwant %v (mask %b)", c.code, rare.Positions, want, rare.Mask)
		}
		if len(want) > c.maxRare {
			t.Errorf("%s: %d rare heaps below %d with mask %b", c.code, len(want), rare.Computed, rare.Mask)
		}
	}
}

func benchmarkFast(b *testing.B, code string, n int) {
	g := mustParse(b, code)
	b.ReportAllocs()
	for b.Loop() {
		g.FastValues(n, nil)
	}
}

func BenchmarkFastOfficers1e5(b *testing.B)     { benchmarkFast(b, "0.6", 100000) }
func BenchmarkFastDawsonKayles1e5(b *testing.B) { benchmarkFast(b, "0.07", 100000) }
func BenchmarkFastOfficers1e6(b *testing.B)     { benchmarkFast(b, "0.6", 1000000) }
func BenchmarkFastDawsonKayles1e6(b *testing.B) { benchmarkFast(b, "0.07", 1000000) }

// TestKernels checks the unrolled kernels against plain loops on every
// length up to 20, to cover their tails.
func TestKernels(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for n := range 21 {
		lower, upper := make([]uint8, n), make([]uint8, n)
		for i := range upper {
			upper[i] = uint8(rng.IntN(64))
			lower[i] = uint8(rng.IntN(64))
		}
		v := make([]uint16, n+3)
		for i := range v {
			v[i] = uint16(rng.IntN(64))
		}
		rare, rareV := make([]int, n), make([]uint32, n)
		for i := range rare {
			rare[i] = 1 + rng.IntN(len(v)-1)
			rareV[i] = uint32(rng.IntN(64))
		}
		for _, kernel := range []struct {
			name string
			mark func(seen []uint32)
			want func(seen []uint32)
		}{
			{"markSplits", func(seen []uint32) { markSplits(seen, lower, upper, 7) }, func(seen []uint32) {
				for i := range lower {
					seen[lower[i]^upper[n-1-i]] = 7
				}
			}},
			{"markRare", func(seen []uint32) { markRare(seen, v, rare, rareV, 7) }, func(seen []uint32) {
				for i, r := range rare {
					seen[rareV[i]^uint32(v[len(v)-r])] = 7
				}
			}},
		} {
			got, want := make([]uint32, 64), make([]uint32, 64)
			kernel.mark(got)
			kernel.want(want)
			if !slices.Equal(got, want) {
				t.Fatalf("%s, length %d: marked %v, want %v", kernel.name, n, got, want)
			}
		}
		seen := make([]uint32, 64)
		var want, missing []uint32
		for i, w := range lower {
			if i%3 == 0 {
				seen[w] = 7
			}
		}
		for _, w := range lower {
			missing = append(missing, uint32(w))
			if seen[w] != 7 {
				want = append(want, uint32(w))
			}
		}
		if got := unmarked(seen, missing, 7); !slices.Equal(got, want) {
			t.Fatalf("unmarked, length %d: %v, want %v", n, got, want)
		}
	}
}
