package octal

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func mustParse(t testing.TB, code string) Game {
	t.Helper()
	g, err := Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestParse(t *testing.T) {
	for code, want := range map[string]string{
		"0.77": "0.77", ".77": "0.77", "0.0700": "0.07", "0.": "0.0", "0.000": "0.0", "0.137": "0.137",
	} {
		if got := mustParse(t, code).String(); got != want {
			t.Errorf("Parse(%q) = %s, want %s", code, got, want)
		}
	}
	for code, want := range map[string]string{
		"77":    `code:3: expected '.', found end of code`,
		"0.7g":  `code:4: digit g (16) leaves 4 heaps or more: only moves leaving 0 to 3 heaps are supported (digits 0 to f)`,
		"0.1 2": `code:4: expected a hex digit, found " 2"`,
	} {
		if _, err := Parse(code); err == nil || err.Error() != want {
			t.Errorf("Parse(%q): error %v, want %q", code, err, want)
		}
	}
}

// heaps is the exhaustive search of an octal game played on several heaps:
// a position is the multiset of heap sizes (sorted, no empty heaps), and its
// Grundy value is the mex over the positions one move reaches.
type heaps struct {
	g    Game
	memo map[string]int
}

func (s *heaps) value(hs []int) int {
	key := make([]byte, len(hs))
	for i, h := range hs {
		key[i] = byte(h)
	}
	if v, ok := s.memo[string(key)]; ok {
		return v
	}
	seen := map[int]bool{}
	for i, h := range hs {
		rest := slices.Delete(slices.Clone(hs), i, i+1)
		for j := 1; j <= min(h, s.g.MaxTake()); j++ {
			d := s.g.digits[j-1]
			var results [][]int // the heaps that replace h
			if d&1 != 0 && h == j {
				results = append(results, nil)
			}
			if d&2 != 0 && h > j {
				results = append(results, []int{h - j})
			}
			if d&4 != 0 {
				for a := 1; a < h-j; a++ {
					results = append(results, []int{a, h - j - a})
				}
			}
			for _, r := range results {
				next := append(slices.Clone(rest), r...)
				slices.Sort(next)
				seen[s.value(next)] = true
			}
		}
	}
	v := 0
	for seen[v] {
		v++
	}
	s.memo[string(key)] = v
	return v
}

// TestValuesAgainstSearch compares Values with the searched value of single
// heaps, and the xor of Values with the searched value of pairs of heaps, for
// random codes.
func TestValuesAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	const size = 16
	for range 200 {
		code := []byte("0.")
		for range 1 + rng.IntN(4) {
			code = append(code, '0'+byte(rng.IntN(8)))
		}
		g := mustParse(t, string(code))
		s := &heaps{g: g, memo: map[string]int{}}
		values := g.Values(size)
		for n := range size {
			hs := []int{n}
			if n == 0 {
				hs = nil
			}
			if got := s.value(hs); got != values[n] {
				t.Fatalf("%s heap %d: Values %d, search %d", g, n, values[n], got)
			}
		}
		for range 20 {
			a, b := 1+rng.IntN(size/2), 1+rng.IntN(size/2)
			if got := s.value([]int{min(a, b), max(a, b)}); got != values[a]^values[b] {
				t.Fatalf("%s heaps %d, %d: search %d, Values xor %d", g, a, b, got, values[a]^values[b])
			}
		}
	}
}

// TestKnownResults checks Values and Period against published results.
func TestKnownResults(t *testing.T) {
	kayles := mustParse(t, "0.77").Values(200)
	if want := []int{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6}; !slices.Equal(kayles[:12], want) {
		t.Errorf("Kayles starts %v, want %v", kayles[:12], want)
	}
	for _, c := range []struct {
		code             string
		size, start, per int
	}{
		{"0.77", 200, 71, 12}, // Kayles
		{"0.07", 200, 53, 34}, // Dawson's Kayles
		{"0.33", 20, 0, 3},    // take 1 or 2: n mod 3
		{"0.7", 10, 0, 2},     // take one token
	} {
		g := mustParse(t, c.code)
		start, per, ok := g.Period(g.Values(c.size))
		if !ok || start != c.start || per != c.per {
			t.Errorf("%s: Period %d, %d, %v; want %d, %d", c.code, start, per, ok, c.start, c.per)
		}
	}
	// Too few values to prove Kayles' period.
	g := mustParse(t, "0.77")
	if _, _, ok := g.Period(g.Values(150)); ok {
		t.Errorf("0.77: a period proven from 150 values")
	}
}

func BenchmarkValues(b *testing.B) {
	g := mustParse(b, "0.77")
	b.ReportAllocs()
	for b.Loop() {
		g.Values(4000)
	}
}

// FuzzParse checks that Parse never panics and that an accepted code prints
// as a code that parses back to the same game.
func FuzzParse(f *testing.F) {
	for _, code := range []string{"0.77", ".137", "0.0700", "4.7", "0.78", "4!.0", "0.[37]", "0.7[03]", "0.{1,2!}", "8?.3f=", "0.&13;", "04.00[30]"} {
		f.Add(code)
	}
	f.Fuzz(func(t *testing.T, code string) {
		g, err := Parse(code)
		if err != nil {
			return
		}
		again, err := Parse(g.String())
		if err != nil || again.String() != g.String() || len(g.String()) > len(code)+2 {
			t.Fatalf("%q: printed %q, parsed back as %v (%v)", code, g, again, err)
		}
		if !slices.Equal(again.Values(12), g.Values(12)) {
			t.Fatalf("%q: printed %q, whose values differ", code, g)
		}
	})
}
