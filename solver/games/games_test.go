package games

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"nimber/solver/intmath"
	"nimber/solver/sums"
	"nimber/solver/table"
)

func mustParse(t testing.TB, spec string) Game {
	t.Helper()
	g, err := Parse(spec)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestParse(t *testing.T) {
	for spec, want := range map[string]string{
		"0.07": "0.07", "04.30": "4.3", ".77": "0.77", "0.3F": "0.3f", "4.7": "4.7", "0.0070": "0.007", "c.0": "c.0",
		"4!.0": "4!.0", "0.[3]": "0.[3]", "0.3[3]": "0.[3]", "0.{1,2!}": "0.6!", "kayles": "0.77", "grundy": "4!.0", "Kayles": "0.77", "DAWSON-CHESS": "0.137",
		"sub:1,3,4": "sub:1,3,4", "sub:3,2,1": "sub:1-3", "sub:1-3,7,!2": "sub:1,3,7",
		"sub:primes,semiprimes,!6": "sub:primes,semiprimes,!6", "sub:all,5,!1-2": "sub:all,!1,!2",
		"sub:primes,2,4,!7": "sub:primes,4,!7", "sub:1-3,!2-9": "sub:1", "coprime": "coprime", "flip:10": "flip:10",
		"split": "split", "half": "half", "mod17": "mod17",
	} {
		g, err := Parse(spec)
		if err != nil {
			t.Errorf("Parse(%q): %v", spec, err)
			continue
		}
		if g.String() != want {
			t.Errorf("Parse(%q) = %s, want %s", spec, g, want)
		}
	}
	for spec, want := range map[string]string{
		"":         "game:1:1: expected a game (a code like 0.07, a name like kayles, sub:LIST, coprime, half, mod17, split or flip:N), found end of spec",
		"kayle":    `game:1:1: expected a game (a code like 0.07, a name like kayles, sub:LIST, coprime, half, mod17, split or flip:N), found "kayle"; the names, closest first: kayles, lasker, guiles, nim, dawson, daisies, grundy, officers, double-kayles, treblecross, dawson-chess`,
		"sub":      `game:1:1: expected a game (a code like 0.07, a name like kayles, sub:LIST, coprime, half, mod17, split or flip:N), found "sub"; the names, closest first: nim, lasker, dawson, guiles, grundy, kayles, daisies, officers, treblecross, double-kayles, dawson-chess`,
		"+1":       `game:1:1: expected a game (a code like 0.07, a name like kayles, sub:LIST, coprime, half, mod17, split or flip:N), found "+1"`,
		"0.7g":     `game:1:4: digit g (16) leaves 4 heaps or more: only moves leaving 0 to 3 heaps are supported (digits 0 to f)`,
		"0.7x":     `game:1:4: expected a hex digit, found "x"`,
		"0.!7":     `game:1:3: modifier '!' must follow a digit`,
		"0.[]":     `game:1:4: expected a digit: the repeating block [] is empty`,
		"0.[37":    `game:1:6: expected a digit or ']' closing the '[' at column 3, found end of code`,
		"0.{2+}":   `game:1:5: {2+} (2 heaps or more): only moves leaving 0 to 3 heaps are supported (digits 0 to f)`,
		"20.017":   "game:1:1: the digits before d0 add tokens to a heap, which is not supported: d0 is the one digit before the point",
		"1.7":      "game:1:1: d0 = 1: without taking, a move may only split (0, 4, 8 or c)",
		"04":       "game:1:3: expected '.', found end of code",
		"sub:1,,2": `game:1:7: expected an integer, a range a-b, primes, semiprimes, all or !k, found ",2"`,
		"sub:0":    "game:1:5: 0 is not a move 1 ≤ a ≤ b",
		"sub:5-3":  "game:1:5: 5-3 is not a move 1 ≤ a ≤ b",
		"sub:1;2":  `game:1:6: expected ',' or end of spec, found ";2"`,
		"flip:0":   "game:1:6: N = 0 is out of range [1, 1073741824]",
		// A number too large is quoted whole.
		"sub:12345678901":            "game:1:5: 12345678901 is out of range [1, 1073741824]",
		"sub:1,99999999999999999999": "game:1:7: 99999999999999999999 is out of range [1, 1073741824]",
		"flip:5x":                    `game:1:7: expected end of spec, found "x"`,
		"sub:!prim":                  `game:1:6: expected an integer, a range a-b, primes, semiprimes, all or !k, found "prim"`,
		// Games with no move are refused (issue 15 D15), as are exclusions
		// that take nothing out.
		"0.":         "game:1:1: the code has no move: every digit is 0",
		"0.000":      "game:1:1: the code has no move: every digit is 0",
		"sub:":       "game:1:5: expected an integer, a range a-b, primes, semiprimes, all or !k, found end of spec",
		"sub:1,":     "game:1:7: expected an integer, a range a-b, primes, semiprimes, all or !k, found end of spec",
		"sub:!6":     "game:1:5: !6 removes no move: an exclusion takes moves out of primes, semiprimes, all or the numbers listed",
		"sub:1,!2-4": "game:1:7: !2-4 removes no move: an exclusion takes moves out of primes, semiprimes, all or the numbers listed",
		"sub:3,!3":   "game:1:5: the game has no move: every move listed is excluded",
	} {
		if _, err := Parse(spec); err == nil || err.Error() != want {
			t.Errorf("Parse(%q): %v, want %s", spec, err, want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"0.07", "4.7", "0.3f", "sub:1-3,!2", "sub:primes,semiprimes,!6", "flip:9", "coprime", "04.30", "sub:all,!1",
		"4!.0", "0.[37]", "0.7[03]!", "0.{1,2!}", "kayles", "kayle", "0.[", "0.&12;?", "c=.0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		g, err := Parse(spec)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "game:1:") {
				t.Fatalf("%q: error %q without a position", spec, err)
			}
			return
		}
		again, err := Parse(g.String())
		if err != nil || again.String() != g.String() {
			t.Fatalf("%q: printed %q, parsed back as %v (%v)", spec, g, again, err)
		}
		if g.Family() == Flip {
			return // its values need all the cells, up to 2^30
		}
		grundy := Kinds[0]
		v, err := Values(g, grundy.Kind, grundy.Conv, 24, nil)
		w, werr := Values(again, grundy.Kind, grundy.Conv, 24, nil)
		if err != nil || werr != nil || !slices.Equal(v, w) {
			t.Fatalf("%q: printed %q, whose values differ: %v (%v), %v (%v)", spec, g, v, err, w, werr)
		}
	})
}

// --- the brute force: the heap game played for real ---

// bruteOptions lists the heaps each move of heap x leaves, from the rules
// as stated (not through Rules).
func bruteOptions(g Game, x int) [][]int {
	var out [][]int
	switch r := g.r.(type) {
	case code:
		for k := 0; k <= x; k++ {
			d, m := r.g.Digit(k), r.g.Modifier(k)
			s := x - k
			if d&1 != 0 && s == 0 {
				out = append(out, []int{0})
			}
			if d&2 != 0 && s > 0 && k > 0 {
				out = append(out, []int{s})
			}
			if d&4 != 0 {
				for a := 1; a <= s-a; a++ {
					if m.Allows(a, s-a) {
						out = append(out, []int{a, s - a})
					}
				}
			}
			if d&8 != 0 {
				for a := 1; a <= s; a++ {
					for b := a; b <= s-a-b; b++ {
						if m.Allows(a, b, s-a-b) {
							out = append(out, []int{a, b, s - a - b})
						}
					}
				}
			}
		}
	case subtractionGame:
		for k := 1; k <= x; k++ {
			in := slices.Contains(r.set.nums, k)
			switch {
			case r.set.named&setAll != 0:
				in = true
			case r.set.named&setPrimes != 0 && intmath.PrimeFactors(k) == 1,
				r.set.named&setSemiprimes != 0 && intmath.PrimeFactors(k) == 2:
				in = true
			}
			if in && !slices.Contains(r.set.excl, k) {
				out = append(out, []int{x - k})
			}
		}
	case coprime:
		for y := 1; y <= x; y++ {
			if intmath.GCD(x, y) == 1 {
				out = append(out, []int{x - y})
			}
		}
	case half:
		for y := 1; y <= x/2; y++ {
			out = append(out, []int{x - y})
		}
	case mod17:
		for y := 1; y <= 2 && y <= x; y++ {
			if y == 1 || x%17 != 0 {
				out = append(out, []int{x - y})
			}
		}
	case splitGame:
		for a := 1; a < x; a++ {
			if a <= x-a {
				out = append(out, []int{a, x - a})
			}
		}
	}
	return out
}

type brute struct {
	g    Game
	c    sums.Convention
	memo map[string]bool
}

// win reports whether the player to move wins the sum of heaps hs.
func (b *brute) win(hs []int) bool {
	hs = slices.Clone(hs)
	slices.Sort(hs)
	key := fmt.Sprint(hs)
	if w, ok := b.memo[key]; ok {
		return w
	}
	next, ended := b.moves(hs)
	w := ended && b.c.Play == sums.Misere
	for _, next := range next {
		if !b.win(next) {
			w = true
			break
		}
	}
	b.memo[key] = w
	return w
}

// moves lists the positions one move of the sum reaches, or reports that
// the sum has ended.
func (b *brute) moves(hs []int) ([][]int, bool) {
	opts := make([][][]int, len(hs))
	over, anyOver := true, false
	for i, h := range hs {
		opts[i] = bruteOptions(b.g, h)
		if len(opts[i]) == 0 {
			anyOver = true
		} else {
			over = false
		}
	}
	early := b.c.Sum == sums.DiminishedDisjunctive || b.c.Sum == sums.ShortenedSelective || b.c.Sum == sums.Conjunctive
	if over || early && anyOver {
		return nil, true
	}
	var out [][]int
	// pick, per heap, -1 (stay) or an option index.
	pick := make([]int, len(hs))
	var rec func(i int)
	rec = func(i int) {
		if i == len(hs) {
			moved, ok := 0, true
			for j, p := range pick {
				if p >= 0 {
					moved++
				}
				switch b.c.Sum {
				case sums.Conjunctive:
					ok = ok && p >= 0
				case sums.ContinuedConjunctive:
					ok = ok && (p >= 0) == (len(opts[j]) > 0)
				}
			}
			if !ok || moved == 0 || (b.c.Sum == sums.Disjunctive || b.c.Sum == sums.DiminishedDisjunctive) && moved != 1 {
				return
			}
			var next []int
			for j, p := range pick {
				if p < 0 {
					next = append(next, hs[j])
				} else {
					next = append(next, opts[j][p]...)
				}
			}
			out = append(out, next)
			return
		}
		for p := -1; p < len(opts[i]); p++ {
			pick[i] = p
			rec(i + 1)
		}
	}
	rec(0)
	return out, false
}

// families are games of every family for the brute-force comparisons.
var families = []string{"0.07", "0.77", "0.6", "0.137", "4.7", "0.3f", "0.007", "0.15", "8.1", "0.4",
	"4!.0", "0.7?f!", "8=.3", "0.[3]", "4.[3]", "0.7[03]", "0.3[03]", "0.03[3]", "0.[7]",
	"sub:1,3,4", "sub:2,3,7", "sub:1-3", "sub:primes,semiprimes,!6", "sub:all,!2", "sub:2,5",
	"coprime", "half", "mod17", "split"}

// TestSumsAgainstBruteForce plays sums of 2 to 4 small heaps of every family
// under all twelve conventions by exhaustive search, and compares the winner,
// the number of winning moves and each listed winning move with Analyze.
func TestSumsAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	skipped := 0
	for _, spec := range families {
		g := mustParse(t, spec)
		for _, c := range sums.All() {
			b := &brute{g: g, c: c, memo: map[string]bool{}}
			for range 12 {
				k, top := 2+rng.IntN(3), 7
				if c.Sum == sums.Selective || c.Sum == sums.ShortenedSelective || g.Limit(sums.Remoteness, c, 64) < MaxN {
					k, top = 2+rng.IntN(2), 5
				}
				if g.Family() == Mod17 {
					k, top = 2, 20
				}
				hs := make([]int, k)
				for i := range hs {
					hs[i] = rng.IntN(top + 1)
				}
				res, err := Analyze(g, c, hs, 1000)
				if err != nil {
					if c.Sum == sums.Disjunctive && c.Play == sums.Misere && strings.Contains(err.Error(), "tame") {
						skipped++
						continue
					}
					t.Fatalf("%s %v %v: %v", g, c, hs, err)
				}
				if want := b.win(hs); res.FirstWins != want {
					t.Fatalf("%s %v heaps %v: FirstWins %v, search %v", g, c, hs, res.FirstWins, want)
				}
				next, _ := b.moves(hs)
				count := 0
				for _, n := range next {
					if !b.win(n) {
						count++
					}
				}
				if res.Count != uint64(count) || len(res.Moves) != min(count, 1000) {
					t.Fatalf("%s %v heaps %v: %d winning moves (%d listed), search %d", g, c, hs, res.Count, len(res.Moves), count)
				}
				for _, m := range res.Moves {
					after := slices.Clone(hs)
					var extra []int
					for _, ch := range m {
						after[ch.Heap] = ch.To[0]
						extra = append(extra, ch.To[1:]...)
					}
					if b.win(append(after, extra...)) {
						t.Fatalf("%s %v heaps %v: move %v does not win", g, c, hs, m)
					}
				}
			}
		}
	}
	if skipped > 200 {
		t.Errorf("%d misère sums skipped as not tame", skipped)
	}
}

// TestValuesFastEqualNaive compares every kind's fast engine with the
// definition (Naive) for every family.
func TestValuesFastEqualNaive(t *testing.T) {
	for _, spec := range append(families, "sub:1-100", "sub:all", "sub:5,9-12") {
		g := mustParse(t, spec)
		n := 300
		if strings.Contains(spec, "[") {
			n = 100 // a heap has about n options per heap it may leave
		}
		for _, kc := range Kinds {
			n := n
			if kc.Conv == sums.MisereDisjunctive && g.r.splits() {
				n = 24 // wild sums are played out, which grows fast
			}
			fast, err := Values(g, kc.Kind, kc.Conv, n, nil)
			naive, nerr := Naive(g.Rules(n), kc.Conv, n, nil)
			if (err != nil) != (nerr != nil) {
				t.Fatalf("%s %v: Values error %v, Naive error %v", g, kc.Kind, err, nerr)
			}
			if err != nil {
				continue
			}
			i := slices.Index(kc.Conv.Kinds(), kc.Kind)
			for x := range fast {
				if fast[x] != naive[x].V[i] {
					t.Fatalf("%s %v heap %d: fast %d, naive %d", g, kc.Kind, x, fast[x], naive[x].V[i])
				}
			}
		}
	}
}

func TestPeriods(t *testing.T) {
	grundy := Kinds[0]
	for _, c := range []struct {
		spec string
		n    int
		want string
	}{
		{"sub:2,3,7", 100, "preperiod 0, period 5 (proven)"},
		{"0.0330003", 100, "preperiod 0, period 5 (proven)"},
		{"0.77", 300, "preperiod 71, period 12 (proven)"},
		{"0.07", 300, "preperiod 53, period 34 (proven)"},
		{"sub:all", 100, "preperiod 0, period 1, saltus 1 (observed up to 100)"},
		{"mod17", 200, "preperiod 0, period 34 (proven)"},
	} {
		r, err := Period(mustParse(t, c.spec), grundy.Kind, grundy.Conv, c.n)
		if err != nil || r.String() != c.want {
			t.Errorf("%s: %v (%v), want %s", c.spec, r, err, c.want)
		}
		long, _ := Values(mustParse(t, c.spec), grundy.Kind, grundy.Conv, 20000, nil)
		for x := r.Pre; r.Saltus == 0 && x+r.Period < len(long); x++ {
			if long[x+r.Period] != long[x] {
				t.Fatalf("%s: %v fails at %d", c.spec, r, x)
			}
		}
	}
	// Proven periods hold far beyond where they were proven, for every kind
	// of random finite subtraction games.
	rng := rand.New(rand.NewPCG(7, 7))
	for range 100 {
		moves := []int{1 + rng.IntN(9), 1 + rng.IntN(9), 1 + rng.IntN(9)}
		code := []byte("0.000000000")
		for _, k := range moves {
			code[1+k] = '3'
		}
		// The subtraction game and its code.
		for _, g := range []Game{mustParse(t, fmt.Sprintf("sub:%d,%d,%d", moves[0], moves[1], moves[2])), mustParse(t, string(code))} {
			checkProvenPeriods(t, g)
		}
	}
}

// checkProvenPeriods checks that the periods proven from 120 values of
// each kind hold up to 3000.
func checkProvenPeriods(t *testing.T, g Game) {
	t.Helper()
	for _, kc := range Kinds {
		long, _ := Values(g, kc.Kind, kc.Conv, 3000, nil)
		r, _ := Period(g, kc.Kind, kc.Conv, 120)
		if !r.Proven {
			continue
		}
		for x := r.Pre; x+r.Period < len(long); x++ {
			if long[x+r.Period] != long[x] {
				t.Fatalf("%s %v: %v fails at %d", g, kc.Kind, r, x)
			}
		}
	}
}

// RareTables computes a code's values once for both tables, and the split
// it stores is the one octal's fast method reports.
func TestRareTables(t *testing.T) {
	g := mustParse(t, "0.6")
	const n = 3000
	values, rare, err := RareTables(g, n)
	if err != nil {
		t.Fatal(err)
	}
	mask, computed, positions := DecodeRare(rare.Build(nil))
	data := values.Build(func(int, int) { t.Fatal("the values were computed a second time") })
	want, wantRare := g.r.(code).g.FastValues(n, nil)
	if !slices.Equal(table.BytesUint32(data), want) {
		t.Fatal("values table differs from the fast values")
	}
	got := table.BytesUint32(positions)
	if mask != wantRare.Mask || computed != wantRare.Computed || len(got) != len(wantRare.Positions) {
		t.Fatalf("split: mask %#x computed %d %d positions; want %#x, %d, %d", mask, computed, len(got), wantRare.Mask, wantRare.Computed, len(wantRare.Positions))
	}
	for i, x := range wantRare.Positions {
		if int(got[i]) != x {
			t.Fatalf("rare position %d: %d, want %d", i, got[i], x)
		}
	}
	// Nim's values come from the subtraction engines, not the definition.
	values, _, err = RareTables(mustParse(t, "nim"), MaxN)
	if err != nil {
		t.Fatal(err)
	}
	if v := table.BytesUint32(values.Build(nil)); len(v) != MaxN+1 || v[MaxN] != MaxN {
		t.Fatalf("nim: %d values, the last %d", len(v), v[len(v)-1])
	}
	if _, _, err := RareTables(mustParse(t, "sub:1,3,4"), n); err == nil {
		t.Fatal("a subtraction game has no rare/common split, want an error")
	}
}

// TestLimit checks that Limit is the n where check starts refusing.
func TestLimit(t *testing.T) {
	for _, c := range []struct {
		spec, kind string
		want       int
	}{
		{"0.07", "grundy", MaxN},
		{"0.07", "misere", MaxNaive},
		{"coprime", "grundy", MaxN},
		{"coprime", "remoteness", MaxNaive},
		{"sub:1-3", "misere", MaxN},
		{"flip:40", "grundy", 40},
		{"grundy", "grundy", MaxN},
		{"grundy", "misere", MaxNaive},
		{"0.8", "grundy", 1 << 10},
		{"0.8", "misere", 1 << 10},
		{"0.7!", "misere", MaxNaive},
		{"0.3f=", "grundy", 1 << 10},
		{"0.[3]", "remoteness", MaxN},
		{"0.3[03]", "grundy", MaxN},
		{"0.3[03]", "misere", MaxNaive},
		{"lasker", "grundy", MaxNaive},
		{"0.[37]", "grundy", 1 << 10},
		{"0.f[3]", "grundy", 1 << 10},
		{"0.[f]", "outcome", 1 << 8},
	} {
		g := mustParse(t, c.spec)
		k, conv, err := ParseKind(c.kind)
		if err != nil {
			t.Fatal(err)
		}
		got := g.Limit(k, conv, 1<<30)
		if got != c.want {
			t.Errorf("%s %s: limit %d, want %d", c.spec, c.kind, got, c.want)
		}
		if err := g.check(k, conv, got); err != nil {
			t.Errorf("%s %s: n = limit refused: %v", c.spec, c.kind, err)
		}
		if err := g.check(k, conv, got+1); err == nil {
			t.Errorf("%s %s: n = limit+1 accepted", c.spec, c.kind)
		}
	}
	// A kind its convention does not value is refused, not valued as
	// zeros: the remoteness of Kayles's own play is package explore's.
	normal := sums.NormalDisjunctive
	if _, err := Values(mustParse(t, "0.77"), sums.Remoteness, normal, 10, nil); err == nil || err.Error() != "0.77: the disjunctive-normal convention does not value remoteness-normal" {
		t.Errorf("remoteness under disjunctive-normal: %v", err)
	}
}

// CoprimeOf gives each heap the value CoprimeOddTable holds for it, with
// heaps in any order, repeated, even or odd, in one segment of the sieve or
// many, and the heap of one token.
func TestCoprimeOf(t *testing.T) {
	const n = 300001 // over four segments of odd heaps
	odd := table.BytesUint32(CoprimeOddTable(n).Build(nil))
	rng := rand.New(rand.NewPCG(3, 4))
	check := func(heaps []int64) {
		got := CoprimeOf(heaps)
		for i, h := range heaps {
			want := uint32(0)
			if h%2 == 1 {
				want = odd[h/2]
			}
			if got[i] != want {
				t.Fatalf("CoprimeOf(%v): heap %d has %d, want %d", heaps, h, got[i], want)
			}
		}
	}
	for _, heaps := range [][]int64{{}, {2, 4}, {1}, {n, 1, n, 2, 3, 3}, {65535, 65536, 65537, 65539}} {
		check(heaps)
		for range 2000 {
			heaps = append(heaps, rng.Int64N(n)+1)
		}
		check(heaps)
	}
}

// TestCodeOptions lists the options of random codes with modifiers and
// repeating blocks from the code as written, digit by digit, and compares
// them with Rules.
func TestCodeOptions(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 23))
	const hex = "0123456789abcdef"
	for range 300 {
		digits := []int{4 * rng.IntN(4)}
		for range 1 + rng.IntN(4) {
			digits = append(digits, rng.IntN(16))
		}
		mods := make([]int, len(digits))
		for i := range mods {
			mods[i] = rng.IntN(4)
		}
		repeat := rng.IntN(len(digits))
		var spec strings.Builder
		for i, d := range digits {
			if repeat > 0 && i == len(digits)-repeat {
				spec.WriteByte('[')
			}
			spec.WriteByte(hex[d])
			spec.WriteString([]string{"", "!", "?", "="}[mods[i]])
			if i == 0 {
				spec.WriteByte('.')
			}
		}
		if repeat > 0 {
			spec.WriteByte(']')
		}
		g, err := Parse(spec.String())
		if err != nil {
			if strings.Contains(err.Error(), "has no move") {
				continue
			}
			t.Fatalf("%s: %v", spec.String(), err)
		}
		// digit returns the digit for taking k and its modifier as written.
		digit := func(k int) (int, int) {
			if k >= len(digits) {
				if repeat == 0 {
					return 0, 0
				}
				k = len(digits) - repeat + (k-len(digits))%repeat
			}
			return digits[k], mods[k]
		}
		const n = 14
		r := g.Rules(n)
		for x := 0; x <= n; x++ {
			var want []string
			for k := 0; k <= x; k++ {
				d, m := digit(k)
				left := x - k
				if d&1 != 0 && left == 0 && k > 0 {
					want = append(want, "[0]")
				}
				if d&2 != 0 && left > 0 && k > 0 {
					want = append(want, fmt.Sprint([]int{left}))
				}
				for a := 1; d&4 != 0 && 2*a <= left; a++ {
					if m == 0 || m == 3 && a == left-a || m != 3 && a != left-a {
						want = append(want, fmt.Sprint([]int{a, left - a}))
					}
				}
				for a := 1; d&8 != 0 && 3*a <= left; a++ {
					for b := a; a+2*b <= left; b++ {
						c := left - a - b
						equal := (a == b) || (b == c)
						all := a == b && b == c
						if m == 0 || m == 1 && !equal || m == 2 && !all || m == 3 && all {
							want = append(want, fmt.Sprint([]int{a, b, c}))
						}
					}
				}
			}
			var got []string
			for o := range r.Options(x) {
				got = append(got, fmt.Sprint(o))
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("%s (%s) heap %d: options %v, want %v", spec.String(), g, x, got, want)
			}
		}
	}
}

// TestNamed: each name is the game of its code, which is in normal form
// (the name is shown beside it), and the codes are the ones of the
// literature: values published for them (OEIS), or their known formulas.
func TestNamed(t *testing.T) {
	seen := map[string]bool{}
	for _, n := range NamedGames() {
		g := mustParse(t, n.Name)
		got, ok := mustParse(t, n.Code).Named()
		if g.String() != n.Code || g.Family() != Code || !ok || got != n {
			t.Errorf("%s: game %s, family %s, its code named %v; want the code %s", n.Name, g, g.Family().Name, got, n.Code)
		}
		if seen[n.Code] {
			t.Errorf("%s: a second name for %s", n.Name, n.Code)
		}
		seen[n.Code] = true
	}
	grundy := Kinds[0]
	values := func(name string, n int) []uint32 {
		v, err := Values(mustParse(t, name), grundy.Kind, grundy.Conv, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	// OEIS A002187: Dawson's Chess (.137); Dawson's Kayles (.07) has its
	// values one heap later.
	a002187 := []uint32{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4,
		0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2,
		0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8}
	if got := values("dawson-chess", len(a002187)-1); !slices.Equal(got, a002187) {
		t.Errorf("dawson-chess: %v, want A002187 %v", got, a002187)
	}
	if got := values("dawson", len(a002187)); !slices.Equal(got[1:], a002187) {
		t.Errorf("dawson: %v, want A002187 one heap later", got)
	}
	// .4 has the values of A002187 two heaps later.
	if got := values("0.4", len(a002187)+1); !slices.Equal(got[2:], a002187) {
		t.Errorf("0.4: %v, want A002187 two heaps later", got)
	}
	// OEIS A002186: Kayles (.77); 4.4 and 4.6 have its values one heap later.
	a002186 := []uint32{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8,
		6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2,
		1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1}
	if got := values("kayles", len(a002186)-1); !slices.Equal(got, a002186) {
		t.Errorf("kayles: %v, want A002186 %v", got, a002186)
	}
	for _, code := range []string{"4.4", "4.6"} {
		if got := values(code, len(a002186)); !slices.Equal(got[1:], a002186) {
			t.Errorf("%s: %v, want A002186 one heap later", code, got)
		}
	}
	// OEIS A071074: Double Kayles (.7777).
	a071074 := []uint32{0, 1, 2, 3, 4, 5, 6, 7, 3, 2, 8, 9, 7, 6, 5, 4, 3, 2, 8, 9, 4, 5, 12, 13, 9, 8, 2, 3, 4, 5, 15, 14,
		3, 2, 8, 9, 7, 6, 5, 4, 3, 2, 8, 9, 13, 12, 15, 14, 9, 8, 2, 3, 4, 5, 16, 17, 10, 11, 8, 9, 14, 15, 5, 4, 3, 2,
		16, 17, 13, 12, 15, 14, 9, 8, 2, 3, 4, 5, 6, 7, 3, 2, 8, 9, 14, 15, 5, 4, 3, 2}
	if got := values("double-kayles", len(a071074)-1); !slices.Equal(got, a071074) {
		t.Errorf("double-kayles: %v, want A071074 %v", got, a071074)
	}
	// OEIS A046695: octal game .6 (Officers).
	a046695 := []uint32{0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0, 2, 1, 4, 5, 1, 4, 5, 1, 2,
		0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 1, 0, 2, 8, 4, 5, 3, 4, 5, 6, 2, 5, 1, 2, 3}
	if got := values("officers", len(a046695)-1); !slices.Equal(got, a046695) {
		t.Errorf("officers: %v, want A046695 %v", got, a046695)
	}
	// OEIS A002188: Grundy's game.
	a002188 := []uint32{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4}
	if got := values("grundy", len(a002188)-1); !slices.Equal(got, a002188) {
		t.Errorf("grundy: %v, want A002188 %v", got, a002188)
	}
	// Nim: n. Lasker's Nim: 4k+1, 4k+2, 4k+4, 4k+3 for heaps 4k+1..4k+4.
	// Daisies: 1 and 2 alternately from heap 1 on (Plambeck).
	nim, lasker, daisies := values("nim", 400), values("lasker", 400), values("daisies", 400)
	for x := 1; x <= 400; x++ {
		l := x + []int{-1, 0, 0, 1}[x%4] // x%4 == 0: 4k+4 → 4k+3; 3: 4k+3 → 4k+4
		if nim[x] != uint32(x) || lasker[x] != uint32(l) || daisies[x] != uint32(2-x%2) {
			t.Fatalf("heap %d: nim %d, lasker %d, daisies %d; want %d, %d, %d", x, nim[x], lasker[x], daisies[x], x, l, 2-x%2)
		}
	}
	// Guiles (.15): period 10 from heap 1, 1101122122 (Winning Ways; octal-games' trivial games).
	guiles := values("guiles", 200)
	for x := 1; x <= 200; x++ {
		if want := "1101122122"[(x-1)%10] - '0'; guiles[x] != uint32(want) {
			t.Fatalf("guiles heap %d: %d, want %d", x, guiles[x], want)
		}
	}
}

// TestFamilies: the registry is what help and errors list, and every family
// parses its own example back.
func TestFamilies(t *testing.T) {
	names := map[string]bool{}
	for _, f := range Families {
		if names[f.Name] || f.Doc == "" || !strings.Contains(Syntaxes(), f.Syntax) {
			t.Errorf("family %s: a second one of that name, no doc, or its syntax %q not listed", f.Name, f.Syntax)
		}
		names[f.Name] = true
	}
	for _, spec := range append(families, "flip:9", "kayles", "grundy", "sub:1.5", "flip:3.5", "c.0", "cc", "04") {
		var matched []string
		for _, f := range Families {
			if f.match(spec) {
				matched = append(matched, f.Name)
			}
		}
		if len(matched) > 1 || len(matched) == 0 && spec != "cc" {
			t.Errorf("%s: matched by %v, want one family", spec, matched)
		}
	}
}

// TestFar checks which games the explorer computes far: the Grundy values
// of finite codes whose moves leave at most two heaps, and nothing else.
func TestFar(t *testing.T) {
	for _, c := range []struct {
		spec, kind string
		want       bool
	}{
		{"grundy", "grundy", true},
		{"0.376", "grundy", true},
		{"kayles", "grundy", true},
		{"0.7!", "grundy", true},
		{"kayles", "misere", false},
		{"kayles", "remoteness", false},
		{"0.[3]", "grundy", false},
		{"0.f", "grundy", false},
		{"coprime", "grundy", false},
		{"sub:1,3,4", "grundy", false},
	} {
		g := mustParse(t, c.spec)
		k, conv, err := ParseKind(c.kind)
		if err != nil {
			t.Fatal(err)
		}
		code, ok := g.Far(k, conv)
		if ok != c.want {
			t.Errorf("%s %s: Far says %v, want %v", c.spec, c.kind, ok, c.want)
		}
		if ok && code.String() != g.String() {
			t.Errorf("%s: Far's code %s, want %s", c.spec, code, g)
		}
	}
}

// TestMisereGrundyPlayedOut checks the misère Grundy values of games whose
// moves leave several heaps, tame or not, against a search that plays
// multisets of heaps (bruteOptions): 1 with no move, else the least number
// no option has. Kayles's heap 5, of genus 4^146, is the first heap that
// is not tame: from heap 7 on, a sum's value comes from playing it out.
func TestMisereGrundyPlayedOut(t *testing.T) {
	for _, spec := range []string{"0.77", "0.07", "0.137", "0.6", "4.7", "4!.0", "0.7[03]", "8.1", "split"} {
		g := mustParse(t, spec)
		known := map[string]uint32{}
		var play func(hs []int) uint32
		play = func(hs []int) uint32 {
			hs = slices.Sorted(slices.Values(hs))
			key := fmt.Sprint(hs)
			if v, ok := known[key]; ok {
				return v
			}
			seen := map[uint32]bool{}
			moved := false
			for i, h := range hs {
				for _, to := range bruteOptions(g, h) {
					seen[play(append(append(slices.Clone(hs[:i]), hs[i+1:]...), to...))] = true
					moved = true
				}
			}
			v := uint32(0)
			if !moved {
				v = 1
			}
			for seen[v] {
				v++
			}
			known[key] = v
			return v
		}
		const n = 18
		got, err := Values(g, sums.MisereGrundy, sums.MisereDisjunctive, n, nil)
		if err != nil {
			t.Fatalf("%s: %v", spec, err)
		}
		for x := range got {
			if want := play([]int{x}); got[x] != want {
				t.Fatalf("%s: misère Grundy value of heap %d is %d, search %d", spec, x, got[x], want)
			}
			// Each option's value, and the heap's winning moves: the options
			// of value 0.
			opts, err := OptionParts(g, sums.MisereDisjunctive, x)
			if err != nil {
				t.Fatalf("%s: options of %d: %v", spec, x, err)
			}
			zeros := 0
			for _, o := range opts {
				want := play(o.To)
				if o.Part.V[1] != want {
					t.Fatalf("%s: heap %d's option %v has misère Grundy value %d, search %d", spec, x, o.To, o.Part.V[1], want)
				}
				if want == 0 {
					zeros++
				}
			}
			res, err := Analyze(g, sums.MisereDisjunctive, []int{x}, 1000)
			if err != nil || res.FirstWins != (got[x] != 0) || res.Count != uint64(zeros) {
				t.Fatalf("%s: heap %d in misère play: %+v %v, want first wins %v with %d winning moves", spec, x, res, err, got[x] != 0, zeros)
			}
		}
	}
	// Past the cap, the error says up to which heap the values are
	// computed, not that the values past it do not exist, and the values
	// up to there come with it (natively only: reaching the cap takes
	// seconds, ten times more in wasm).
	if runtime.GOOS == "js" {
		return
	}
	kayles := mustParse(t, "0.77")
	v, err := Values(kayles, sums.MisereGrundy, sums.MisereDisjunctive, 200, nil)
	ce := (*CapError)(nil)
	if !errors.As(err, &ce) || !regexp.MustCompile(`computed up to heap \d+ only: .*reached the cap of \d+ positions`).MatchString(err.Error()) || strings.Contains(err.Error(), "not defined") {
		t.Fatalf("Kayles's misère Grundy values to 200: %v", err)
	}
	const below = 30 // well below the cap
	want, err := Values(kayles, sums.MisereGrundy, sums.MisereDisjunctive, below, nil)
	if err != nil || len(v) != ce.Heap || ce.Heap <= below || !slices.Equal(v[:below+1], want) {
		t.Errorf("Kayles's misère Grundy values to 200 stop at heap %d with %d values, the first %d %v; to %d: %v, %v", ce.Heap, len(v), below+1, v[:min(len(v), below+1)], below, want, err)
	}
}

// TestFlipNoCell: position 0 of flip:N is no white cell, with no move (its
// options looped for ever, multiples of 0, in the explorer's cell options
// and in Analyze).
func TestFlipNoCell(t *testing.T) {
	g := mustParse(t, "flip:12")
	normal := sums.NormalDisjunctive
	if opts, err := OptionParts(g, normal, 0); err != nil || len(opts) != 0 {
		t.Errorf("options of 0: %v, %v", opts, err)
	}
	if res, err := Analyze(g, normal, []int{0}, 10); err != nil || res.FirstWins || res.Count != 0 {
		t.Errorf("0 alone: %+v, %v", res, err)
	}
	if opts, err := OptionParts(g, normal, 5); err != nil || len(opts) != 2 {
		t.Errorf("options of 5 (5 alone, or 5 and 10; 15 is past 12): %v, %v", opts, err)
	}
}
