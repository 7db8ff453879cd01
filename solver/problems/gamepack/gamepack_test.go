package gamepack

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"nimber/solver/contest/contesttest"
	"nimber/solver/gamepack"
	"nimber/solver/span"
	"nimber/solver/split"
	"nimber/solver/sums"
	"nimber/solver/window"
)

func TestSamples(t *testing.T) { contesttest.Samples(t, Problem) }

// play is the game with parameters A B C D played by exhaustive search on
// the multiset of plate sizes, knowing nothing of sums or values.
type play struct {
	a, b, c, d int
	memo       map[string]bool
}

// operate lists what a plate of x candies can become: one plate or, when
// splitting, two.
func (p *play) operate(x int) [][]int {
	var outs [][]int
	switch p.a {
	case 0, 1, 2, 3:
		most := map[int]int{0: x, 1: 3, 2: x / 2, 3: 2}[p.a]
		if p.a == 3 && x%17 == 0 {
			most = 1
		}
		for eat := 1; eat <= min(most, x); eat++ {
			outs = append(outs, []int{x - eat})
		}
	case 4:
		for moved := 1; moved <= x/2; moved++ {
			outs = append(outs, []int{x - moved, moved})
		}
	}
	return outs
}

// blackWins reports whether the player to move wins from plates (sorted).
func (p *play) blackWins(plates []int) bool {
	key := contesttest.Key(plates) // plates below 256
	if w, ok := p.memo[key]; ok {
		return w
	}
	ops := make([][][]int, len(plates))
	var operable []int
	for i, x := range plates {
		ops[i] = p.operate(x)
		if len(ops[i]) > 0 {
			operable = append(operable, i)
		}
	}
	ended := len(operable) == 0
	if p.c == 1 {
		ended = len(operable) < len(plates)
	}
	win := ended && p.d == 1
	if !ended {
		// A turn operates a set of operable plates chosen by B, each once.
		for set := 1; set < 1<<len(operable) && !win; set++ {
			size := 0
			for s := set; s > 0; s &= s - 1 {
				size++
			}
			if p.b == 0 && size != 1 || p.b == 2 && size != len(operable) {
				continue
			}
			var chosen, kept []int
			for j, i := range operable {
				if set>>j&1 == 1 {
					chosen = append(chosen, i)
				}
			}
			for i, x := range plates {
				if !slices.Contains(chosen, i) {
					kept = append(kept, x)
				}
			}
			win = p.someTurnLoses(ops, chosen, kept)
		}
	}
	p.memo[key] = win
	return win
}

// someTurnLoses tries every operation on each chosen plate, next holding
// the plates decided so far, and reports whether some turn leaves the
// opponent a lost position.
func (p *play) someTurnLoses(ops [][][]int, chosen []int, next []int) bool {
	if len(chosen) == 0 {
		slices.Sort(next) // a fresh slice: every step below appends to a copy
		return !p.blackWins(next)
	}
	for _, out := range ops[chosen[0]] {
		if p.someTurnLoses(ops, chosen[1:], append(next[:len(next):len(next)], out...)) {
			return true
		}
	}
	return false
}

// solve answers in as the command line does, with tables only as large as
// the largest plate (TestDirect checks them against the full tables).
func solve(t *testing.T, in string) string {
	t.Helper()
	out, err := Problem.Solve([]byte(in))
	if err != nil {
		t.Fatalf("input %q: %v", in, err)
	}
	return string(out)
}

// playAnswers writes an input of game a b c d with the given cases, and
// the output exhaustive play gives.
func playAnswers(p *play, cs [][]int) (in, want string) {
	var ib, wb strings.Builder
	fmt.Fprintln(&ib, p.a, p.b, p.c, p.d, len(cs))
	for _, plates := range cs {
		fmt.Fprintln(&ib, len(plates))
		for _, x := range plates {
			fmt.Fprint(&ib, x, " ")
		}
		fmt.Fprintln(&ib)
		if p.blackWins(slices.Sorted(slices.Values(plates))) {
			wb.WriteString("Black\n")
		} else {
			wb.WriteString("White\n")
		}
	}
	return ib.String(), wb.String()
}

// TestDirect checks the command line's answers, from closed forms or
// tables only as large as the largest plate, against those from the full
// tables (what the browser builds and caches) and exhaustive play: every
// one of the sixty games, on small cases and on plates of 1 alone (the
// smallest tables).
func TestDirect(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for a := 0; a <= 4; a++ {
		for b := range 3 {
			for c := range 2 {
				for d := range 2 {
					p := &play{a: a, b: b, c: c, d: d, memo: map[string]bool{}}
					most := 6
					if b == 1 {
						most = 4
					}
					for _, cs := range [][][]int{cases(rng, most, 10), {{1}, {1, 1}}} {
						in, want := playAnswers(p, cs)
						if got := contesttest.Solve(t, Problem, in); got != want {
							t.Errorf("A=%d B=%d C=%d D=%d: got\n%s\nwant\n%s\ninput\n%s", a, b, c, d, got, want, in)
						}
					}
				}
			}
		}
	}
}

// TestAnswerSpans checks that answer, which reads the plates a span at a
// time, gives each case the winner of its plates folded one by one with
// Combine, for cases of 1 to 3000 plates or to a span's end, starting and
// ending anywhere in the spans, in every game.
func TestAnswerSpans(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	const size = 60
	for i := range 60 {
		pack := gamepack.Pack{i / 12, i / 4 % 3, i / 2 % 2, i % 2}
		g := newGame(pack)
		ts := g.tables(size)
		data := make([][]byte, len(ts))
		for i, tb := range ts {
			data[i] = tb.Build(nil)
		}
		pp := g.parts(data)
		var plates, ends []int32
		var want strings.Builder
		for len(plates) < 3*span.Len {
			n := 1 + rng.IntN(3000)
			switch rng.IntN(3) {
			case 0:
				n = 1 + rng.IntN(3)
			case 1: // to the end of the span, or the next
				n = span.Len - len(plates)%span.Len + rng.IntN(2)*span.Len
			}
			sum := sums.Part{}
			for i := range n {
				x := int32(1 + rng.IntN(size))
				plates = append(plates, x)
				if i == 0 {
					sum = pp.one(x)
				} else {
					sum = g.conv.Combine(sum, pp.one(x))
				}
			}
			ends = append(ends, int32(len(plates)))
			want.WriteString(map[bool]string{true: "Black\n", false: "White\n"}[g.conv.FirstWins(sum)])
		}
		if got := string(g.answer(pp, plates, ends)); got != want.String() {
			t.Fatalf("%v: the answers of %d cases differ from folding each case", pack, len(ends))
		}
	}
}

// cases returns every multiset of 1 to 3 plates of sizes 1..most, then
// random multisets of 4 plates of sizes 1..most.
func cases(rng *rand.Rand, most, random int) [][]int {
	var all [][]int
	for a := 1; a <= most; a++ {
		all = append(all, []int{a})
		for b := a; b <= most; b++ {
			all = append(all, []int{a, b})
			for c := b; c <= most; c++ {
				all = append(all, []int{a, b, c})
			}
		}
	}
	for range random {
		c := make([]int, 4)
		for i := range c {
			c[i] = 1 + rng.IntN(most)
		}
		all = append(all, c)
	}
	return all
}

// TestAgainstPlay compares all sixty games with exhaustive play on every
// small position and random larger ones.
func TestAgainstPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for a := 0; a <= 4; a++ {
		for b := 0; b <= 2; b++ {
			most := 10
			if a == 4 {
				most = 7
			}
			if b == 1 {
				most -= 2
			}
			for c := 0; c <= 1; c++ {
				for d := 0; d <= 1; d++ {
					p := &play{a: a, b: b, c: c, d: d, memo: map[string]bool{}}
					cs := cases(rng, most, 100)
					in, want := playAnswers(p, cs)
					t.Logf("A=%d B=%d C=%d D=%d: %d cases, %d Black, %d positions", a, b, c, d, len(cs), strings.Count(want, "B"), len(p.memo))
					got := strings.Split(solve(t, in), "\n")
					for i, w := range strings.Split(want, "\n") {
						if got[i] != w {
							t.Errorf("A=%d B=%d C=%d D=%d plates %v: got %s, want %s", a, b, c, d, cs[i], got[i], w)
							break
						}
					}
				}
			}
		}
	}
}

func TestErrors(t *testing.T) {
	over := "0 0 0 0 2\n300000\n" + strings.Repeat("1 ", 300000) + "\n300000\n"
	contesttest.ErrorFile(t, Problem)
	contesttest.Errors(t, Problem, map[string]string{
		over: "input:4:1: n = 300000 brings the plates to 600000, more than 500000",
	})
}

// TestLeast checks that the plates without an operation are exactly those
// below game.least, for every operation and plate size.
func TestLeast(t *testing.T) {
	for a := range 5 {
		g := newGame(gamepack.Pack{a, 0, 0, 0})
		for x := 1; x <= maxSize; x++ {
			if g.inoperable(x) != (x < int(g.least)) {
				t.Fatalf("A=%d: plate %d inoperable %v, least %d", a, x, g.inoperable(x), g.least)
			}
		}
	}
}

// TestPreferDirect checks which games the browser answers with Direct,
// caching no table: the splitting games whose values have closed forms,
// every one but diminished disjunctive misère (B=0 C=1 D=1).
func TestPreferDirect(t *testing.T) {
	for a := range 5 {
		for b := range 3 {
			for c := range 2 {
				for d := range 2 {
					job, err := prepare(fmt.Appendf(nil, "%d %d %d %d 1\n2\n5 9\n", a, b, c, d))
					if err != nil {
						t.Fatal(err)
					}
					want := a == 4 && !(b == 0 && c == 1 && d == 1)
					if got := job.PreferDirect(); got != want {
						t.Errorf("A=%d B=%d C=%d D=%d: PreferDirect %v, want %v", a, b, c, d, got, want)
					}
				}
			}
		}
	}
}

// FuzzPrepare answers only splitting games (A = 4), whose tables are cheap.
func FuzzPrepare(f *testing.F) {
	contesttest.Fuzz(f, Problem, 1<<12, func(in []byte) bool {
		return len(bytes.Fields(in)) > 0 && string(bytes.Fields(in)[0]) == "4"
	})
}

// The disjunctive misère answers rest on every plate being tame; checking
// every size up to the limit proves it for all inputs.
func TestPlatesAreTame(t *testing.T) {
	for a := range 5 {
		ts := game{a: a, conv: sums.Convention{Sum: sums.Disjunctive, Play: sums.Misere}}.tables(maxSize)
		g, m := values(ts[0].Build(nil)), values(ts[1].Build(nil))
		for x := 1; x <= maxSize; x++ {
			if !sums.Tame(g[x], m[x]) {
				t.Fatalf("A=%d: plate %d has Grundy values %d and %d (misère): not tame", a, x, g[x], m[x])
			}
		}
	}
}

// TestParts checks that the Part of every plate size is its values, for
// each of the sixty games, whatever width its tables are packed in.
func TestParts(t *testing.T) {
	const size = 2000
	ways := map[string]int{}
	for a := range 5 {
		for b := range 3 {
			for c := range 2 {
				for d := range 2 {
					g := newGame(gamepack.Pack{a, b, c, d})
					var vals [][]uint32
					for _, k := range g.conv.Kinds() {
						if a == gamepack.Split {
							vals = append(vals, split.Values(g.conv, k, size))
						} else {
							vals = append(vals, window.Values(k, gamepack.Eat[a], size))
						}
					}
					ways[checkParts(t, g, vals)]++
				}
			}
		}
	}
	for _, w := range []string{"4", "8", "16"} {
		if ways[w] == 0 {
			t.Errorf("no game packs its values in %s bits (%v): want each width taken", w, ways)
		}
	}
}

// TestPartsWidths checks packed tables and parts on values made to need
// each width, the sentinels among them or not.
func TestPartsWidths(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	g := newGame(gamepack.Pack{0, 0, 0, 0})
	for _, c := range []struct {
		tops []uint32 // the largest value of each table that is not a sentinel
		want string   // the width parts reads them in
	}{
		{[]uint32{13, 13}, "4"}, {[]uint32{13}, "8"}, {[]uint32{14, 2}, "8"}, {[]uint32{253}, "8"},
		{[]uint32{254, 2}, "16"}, {[]uint32{65533, 65533}, "16"}, {[]uint32{65534}, "32"},
		{[]uint32{3, sums.EndsNext - 1}, "32"},
	} {
		for _, sentinels := range []bool{false, true} {
			var vals [][]uint32
			for _, top := range c.tops {
				v := make([]uint32, 300)
				for x := range v {
					v[x] = rng.Uint32N(top + 1)
					if sentinels && x%7 == 0 {
						v[x] = sums.Ended - uint32(x%2)
					}
				}
				v[len(v)-1] = top
				if got := values(pack(v)); !slices.Equal(got, v) {
					t.Fatalf("top %d: packed and read back as %v, want %v", top, got, v)
				}
				vals = append(vals, v)
			}
			if got := checkParts(t, g, vals); got != c.want {
				t.Errorf("tops %v, sentinels %v: read in %s bits, want %s", c.tops, sentinels, got, c.want)
			}
		}
	}
}

// checkParts checks that parts of the packed vals gives each plate size its
// values, and returns the width it read them in: "4" for two tables packed
// into a byte, else the widest table's width.
func checkParts(t *testing.T, g game, vals [][]uint32) string {
	t.Helper()
	data := make([][]byte, len(vals))
	way := 0
	for i, v := range vals {
		data[i] = pack(v)
		way = max(way, width(v))
	}
	pp := g.parts(data)
	xs := make([]int32, len(vals[0])-1)
	for i := range xs {
		xs[len(xs)-1-i] = int32(i + 1) // every plate size, largest first
	}
	filled := make([]sums.Part, len(xs))
	pp.fill(xs, filled)
	for i, x := range xs {
		want := sums.Part{Over: g.inoperable(int(x))}
		for k, v := range vals {
			want.V[k] = v[x]
		}
		if got := pp.one(x); got != want {
			t.Fatalf("%v, plate %d: Part %+v, want %+v", g.pack, x, got, want)
		}
		if filled[i] != want {
			t.Fatalf("%v, plate %d: filled Part %+v, want %+v", g.pack, x, filled[i], want)
		}
	}
	if way == 8 && len(vals) == 2 && smallValues(vals[0]) && smallValues(vals[1]) {
		return "4"
	}
	return fmt.Sprint(way)
}

// smallValues reports whether every value is below 14 or a sentinel.
func smallValues(v []uint32) bool {
	return !slices.ContainsFunc(v, func(w uint32) bool { return w >= 14 && w < sums.EndsNext })
}

// FuzzParse checks that reading the cases at once (casesAtOnce) gives what
// reading them one by one gives: the same plates and cases, or the same
// error.
func FuzzParse(f *testing.F) {
	for _, s := range Problem.Samples {
		f.Add([]byte(s.Input))
	}
	for _, s := range []string{"0 0 0 0 2\n1 5\n2 1 2\n", "0 0 0 0 2\n1 5\n2 1\n", "0 0 0 0 1\n1 5 6\n",
		"0 0 0 0 1\n0\n", "0 0 0 0 1\n1 500001\n", "0 0 0 0 1\n1 +5\n", "0 0 0 0 1\n2 1 x\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		_, plates, ends, _, err := parse(in, false)
		_, wplates, wends, _, werr := parse(in, true)
		if fmt.Sprint(err) != fmt.Sprint(werr) {
			t.Fatalf("%q: at once %v, one by one %v", in, err, werr)
		}
		if err == nil && (!slices.Equal(plates, wplates) || !slices.Equal(ends, wends)) {
			t.Fatalf("%q: at once %v %v, one by one %v %v", in, plates, ends, wplates, wends)
		}
	})
}
