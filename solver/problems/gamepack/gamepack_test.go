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
	"nimber/solver/sums"
	"nimber/solver/table"
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

// TestDirect checks the command line's answers, from tables only as large
// as the largest plate, against those from the full tables (what the
// browser builds and caches) and exhaustive play: one random game per
// operation, on random small cases and on plates of 1 alone (the smallest
// tables).
func TestDirect(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for a := 0; a <= 4; a++ {
		p := &play{a: a, b: rng.IntN(3), c: rng.IntN(2), d: rng.IntN(2), memo: map[string]bool{}}
		most := 6
		if p.b == 1 {
			most = 4
		}
		for _, cs := range [][][]int{cases(rng, most, 30), {{1}, {1, 1}}} {
			in, want := playAnswers(p, cs)
			if got := contesttest.Solve(t, Problem, in); got != want {
				t.Errorf("A=%d B=%d C=%d D=%d: got\n%s\nwant\n%s\ninput\n%s", p.a, p.b, p.c, p.d, got, want, in)
			}
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
		g, m := table.BytesUint32(ts[0].Build(nil)), table.BytesUint32(ts[1].Build(nil))
		for x := 1; x <= maxSize; x++ {
			if !sums.Tame(g[x], m[x]) {
				t.Fatalf("A=%d: plate %d has Grundy values %d and %d (misère): not tame", a, x, g[x], m[x])
			}
		}
	}
}

// TestParts checks that the Part of every plate size is its values in the
// tables, for each of the sixty games, whether parts reads them packed (see
// nibbles) or from the tables, and that both ways are taken.
func TestParts(t *testing.T) {
	const size = 2000
	ways := map[bool]int{}
	for a := range 5 {
		for b := range 3 {
			for c := range 2 {
				for d := range 2 {
					g := newGame(gamepack.Pack{a, b, c, d})
					var data [][]byte
					var vals [][]uint32
					for _, tb := range g.tables(size) {
						data = append(data, tb.Build(nil))
						vals = append(vals, table.BytesUint32(data[len(data)-1]))
					}
					_, packed := nibbles(vals)
					ways[packed]++
					part := g.parts(data)
					for x := 1; x <= size; x++ {
						want := sums.Part{Over: g.inoperable(x)}
						for i, v := range vals {
							want.V[i] = v[x]
						}
						if got := part(int32(x)); got != want {
							t.Fatalf("A=%d B=%d C=%d D=%d, plate %d: Part %+v, want %+v (packed %v)", a, b, c, d, x, got, want, packed)
						}
					}
				}
			}
		}
	}
	if ways[true] == 0 || ways[false] == 0 {
		t.Errorf("packed %d games, read %d from the tables: want both ways taken", ways[true], ways[false])
	}
}
