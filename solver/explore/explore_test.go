package explore

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"

	"nimber/solver/games"
	"nimber/solver/memo"
	"nimber/solver/script"
	"nimber/solver/sums"
)

// example returns the source of a shipped example or of a file in testdata.
func example(t testing.TB, name string) []byte {
	for _, ex := range script.Examples() {
		if ex.Name == name {
			return []byte(ex.Source)
		}
	}
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func open(t testing.TB, name string, params map[string]string) Game {
	t.Helper()
	g, err := Script(name, example(t, name), params, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestFamiliesAsScripts: built-in families written in Starlark have the
// values of their dedicated engines: Grundy values of the first thousand
// heaps (three hundred in wasm, where Starlark runs ten times slower), the
// other kinds of the first two hundred. Where a move leaves several heaps,
// the Game Pack conventions' kinds value them as their compound, as the
// families' engines do, and the short names the game's own play, its sums
// played out (misère Grundy values and remoteness to heap 30).
func TestFamiliesAsScripts(t *testing.T) {
	conventions := []string{"remoteness-normal", "remoteness-misere", "suspense-normal", "suspense-misere",
		"early-normal", "early-misere", "outcome-normal", "outcome-misere"}
	all := append([]string{"grundy", "misere", "remoteness", "outcome"}, conventions...)
	for _, c := range []struct {
		spec, file string
		params     map[string]string
		kinds      []string
	}{
		{"sub:1,3,4", "subtract.star", map[string]string{"take": "1,3,4"}, all},
		{"sub:2,5,6,7", "subtract.star", map[string]string{"take": "2,5,6,7"}, all},
		{"coprime", "coprime.star", nil, all},
		{"half", "half.star", nil, all},
		{"mod17", "mod17.star", nil, all},
		{"0.07", "dawson.star", nil, all},
		{"0.6", "officers.star", nil, all},
		{"0.77", "kayles.star", nil, all},
		{"0.77", "kayles-loops.star", nil, all},
		{"split", "split.star", nil, all},
	} {
		b, err := Builtin(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		u := open(t, c.file, c.params)
		for _, name := range c.kinds {
			k, conv, err := b.Kind(name)
			if err != nil {
				t.Fatal(err)
			}
			// A short name is the file's own play (a disjunctive
			// convention), the same values where no move leaves a sum.
			uk, uconv, err := u.Kind(name)
			if err != nil || uk != k {
				t.Fatalf("%s: kind %s is %s for the file, %s for %s (%v)", c.file, name, uk, k, c.spec, err)
			}
			n := 200
			if (name == "misere" || name == "remoteness") && b.(builtin).g.Splits() {
				n = 30 // sums played out
			}
			if name == "grundy" {
				n = 1000
				if runtime.GOOS == "js" {
					n = 300
				}
			}
			want, err := b.Values(context.Background(), k, conv, Shape{N: n}, nil)
			if err != nil {
				t.Fatal(err)
			}
			got, err := u.Values(context.Background(), uk, uconv, Shape{N: n}, nil)
			if err != nil {
				t.Fatalf("%s %s: %v", c.file, name, err)
			}
			if i := mismatch(got, want); i >= 0 {
				t.Fatalf("%s %s: heap %d has %d, %s has %d", c.file, name, i, got[i], c.spec, want[i])
			}
			if name != "grundy" {
				continue
			}
			// The outcome of a file's game is who wins it, played alone
			// (a sum option is a disjunctive sum): Grundy value ≠ 0.
			out, err := u.Values(context.Background(), sums.Outcome, conv, Shape{N: n}, nil)
			if err != nil {
				t.Fatal(err)
			}
			for x := range out {
				if out[x] != b2u(want[x] != 0) {
					t.Fatalf("%s: outcome of %d is %d, Grundy value %d", c.file, x, out[x], want[x])
				}
			}
		}
	}
}

func mismatch(a, b []uint32) int {
	for i := range a {
		if a[i] != b[i] {
			return i
		}
	}
	if len(a) != len(b) {
		return min(len(a), len(b))
	}
	return -1
}

// TestPairsTable: the values of pairs come row by row.
func TestPairsTable(t *testing.T) {
	u := open(t, "wythoff.star", nil)
	v, err := u.Values(context.Background(), sums.Grundy, sums.Convention{}, Shape{N: 2, M: 3, Pairs: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := []uint32{0, 1, 2, 3, 1, 2, 0, 4, 2, 0, 1, 5}; !slices.Equal(v, want) {
		t.Fatalf("got %v, want %v", v, want)
	}
	b, _ := Builtin("0.07")
	if _, err := b.Values(context.Background(), sums.Grundy, sums.Convention{}, Shape{N: 2, M: 3, Pairs: true}, nil); err == nil || err.Error() != "0.07: positions are heaps, not pairs: -n takes one number" {
		t.Fatalf("got %v", err)
	}
}

// TestOptions: the options of a position with their values, for built-ins
// and files alike.
func TestOptions(t *testing.T) {
	b, _ := Builtin("0.77")
	u := open(t, "kayles.star", nil)
	for _, g := range []Game{b, u} {
		opts, err := g.Options(context.Background(), sums.Grundy, sums.Convention{}, memo.Int(4))
		if err != nil {
			t.Fatal(err)
		}
		// Kayles 4: take 1 leaving 3, 1+2 (or 2+1); take 2 leaving 2, 1+1.
		vals := map[uint32]bool{}
		for _, o := range opts {
			x := uint32(0)
			for _, v := range o.Values {
				x ^= v
			}
			if x != o.Value {
				t.Fatalf("%s: option %v values %v, value %d", g.Name(), o.To, o.Values, o.Value)
			}
			vals[o.Value] = true
		}
		if !vals[3] || !vals[0] || !vals[2] || vals[1] {
			t.Fatalf("%s: options of 4 are %+v", g.Name(), opts)
		}
	}
}

// TestSums: a user game's sums agree with the built-in one's: the winner and
// the winning moves (kayles.star lists a split both ways round, the
// built-in game once).
func TestSums(t *testing.T) {
	b, _ := Builtin("0.77")
	u := open(t, "kayles.star", nil)
	c := sums.NormalDisjunctive
	for _, hs := range [][]int{{1, 2, 3}, {4, 7}, {5, 5}, {9, 2, 6}} {
		var ps []memo.Pos
		for _, h := range hs {
			ps = append(ps, memo.Int(h))
		}
		want, err := b.Sum(context.Background(), c, ps, 100)
		if err != nil {
			t.Fatal(err)
		}
		got, err := u.Sum(context.Background(), c, ps, 100)
		if err != nil {
			t.Fatal(err)
		}
		if got.FirstWins != want.FirstWins || got.Count != want.Count || len(got.Moves) != len(want.Moves) || !slices.Equal(moveSet(got), moveSet(want)) {
			t.Fatalf("%v: got %v %d %v, want %v %d %v", hs, got.FirstWins, got.Count, moveSet(got), want.FirstWins, want.Count, moveSet(want))
		}
	}
	if _, err := u.Sum(context.Background(), sums.Convention{Sum: sums.Conjunctive}, []memo.Pos{memo.Int(1)}, 1); err == nil {
		t.Fatal("conjunctive sum of a user game accepted")
	}
}

// TestSumMovesOnce: an option a game file lists several times, as a
// position, as a sum of one, or with an empty heap beside it, is one move
// of a sum, told as first listed; a move to the empty sum is written
// "nothing" (the heap is gone), not 0, which is a position.
func TestSumMovesOnce(t *testing.T) {
	u, err := Script("dup.star", []byte("def moves(n):\n    return [n - 1, n - 1, [n - 1], [0, n - 1], []] if n > 0 else []\n"), nil, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	normal := sums.NormalDisjunctive
	for _, c := range []struct {
		heaps []memo.Pos
		want  string
	}{
		// g(0) = 0; g(n) = mex{g(n − 1), 0}: 1 for odd n, 2 for even n ≥ 2.
		{[]memo.Pos{memo.Int(3)}, "first player wins: 1 winning move\nheap 1: 3 -> nothing"},
		{[]memo.Pos{memo.Int(1)}, "first player wins: 1 winning move\nheap 1: 1 -> 0"},
		{[]memo.Pos{memo.Int(2), memo.Int(1)}, "first player wins: 1 winning move\nheap 1: 2 -> 1"},
		{[]memo.Pos{memo.Int(2), memo.Int(3)}, "first player wins: 2 winning moves\nheap 1: 2 -> 1\nheap 2: 3 -> 2"},
	} {
		res, err := u.Sum(context.Background(), normal, c.heaps, 100)
		if got := strings.Join(res.Lines(c.heaps), "\n"); err != nil || got != c.want {
			t.Errorf("%v: %v\n%s\nwant\n%s", c.heaps, err, got, c.want)
		}
	}
}

// TestOwnPlayOptions: the options of a Kayles heap under the game's own
// remoteness and outcome (its sums played out) give the heap's value by the
// kind's rule, and the values the file written as Kayles gives its
// options.
func TestOwnPlayOptions(t *testing.T) {
	b, _ := Builtin("0.77")
	u := open(t, "kayles.star", nil)
	ctx := context.Background()
	for _, name := range []string{"remoteness", "outcome"} {
		k, c, err := b.Kind(name)
		if err != nil {
			t.Fatal(err)
		}
		uk, uc, _ := u.Kind(name)
		v, err := b.Values(ctx, k, c, Shape{N: 14}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for x := range v {
			opts, err := b.Options(ctx, k, c, memo.Int(x))
			if err != nil {
				t.Fatal(err)
			}
			uopts, err := u.Options(ctx, uk, uc, memo.Int(x))
			if err != nil {
				t.Fatal(err)
			}
			var got, fromFile []uint32
			for _, o := range opts {
				got = append(got, o.Value)
			}
			for _, o := range uopts {
				fromFile = append(fromFile, o.Value)
			}
			if k.Of(got) != v[x] || !slices.Equal(slices.Compact(slices.Sorted(slices.Values(got))), slices.Compact(slices.Sorted(slices.Values(fromFile)))) {
				t.Fatalf("%s of heap %d: %d, options %v, the file's %v", name, x, v[x], got, fromFile)
			}
		}
	}
}

// TestMisereSumPastQuotient: where Officers' misère quotient stops (at heap
// 17, its copies not repeating), a misère sum with a larger heap is played
// out: its winner and winning moves are those of the game played for real
// on multisets of heaps (take one token, leaving one heap or two, never
// none; who cannot move wins).
func TestMisereSumPastQuotient(t *testing.T) {
	won := map[string]bool{}
	var wins func(hs []int) bool
	next := func(hs []int, i int) [][]int {
		h, rest := hs[i], append(slices.Clone(hs[:i]), hs[i+1:]...)
		var out [][]int
		if h >= 2 {
			out = append(out, append(slices.Clone(rest), h-1))
		}
		for a := 1; 2*a <= h-1; a++ {
			out = append(out, append(slices.Clone(rest), a, h-1-a))
		}
		return out
	}
	wins = func(hs []int) bool {
		hs = slices.Sorted(slices.Values(hs))
		key := fmt.Sprint(hs)
		if w, ok := won[key]; ok {
			return w
		}
		w, moved := false, false
		for i := range hs {
			for _, to := range next(hs, i) {
				moved = true
				w = w || !wins(to)
			}
		}
		won[key] = w || !moved
		return won[key]
	}
	b, _ := Builtin("0.6")
	for _, hs := range [][]int{{18}, {18, 3}, {19, 2, 1}, {20, 4}, {18, 18}} {
		res, err := b.Sum(context.Background(), sums.MisereDisjunctive, memo.Ints(hs), 1000)
		if err != nil {
			t.Fatalf("%v: %v", hs, err)
		}
		var want []string
		for i := range hs {
			for _, to := range next(hs, i) {
				if !wins(to) {
					want = append(want, fmt.Sprint(i, to))
				}
			}
		}
		var got []string
		for _, m := range res.Moves {
			to := append(append([]int{}, hs[:m[0].Heap]...), hs[m[0].Heap+1:]...)
			for _, p := range m[0].To {
				to = append(to, p.Int)
			}
			got = append(got, fmt.Sprint(m[0].Heap, to))
		}
		if res.FirstWins != wins(hs) || res.Count != uint64(len(want)) || !slices.Equal(got, want) {
			t.Errorf("%v: first wins %v, %d moves %v; play says %v, %v", hs, res.FirstWins, res.Count, got, wins(hs), want)
		}
	}
}

// TestSumLines: the first line counts the winning moves and says how many
// are listed, none when none is asked for; a count past 64 bits is said so.
func TestSumLines(t *testing.T) {
	heaps := []memo.Pos{memo.Int(4), memo.Int(9)}
	move := [][]Change{{{Heap: 1, To: []memo.Pos{memo.Int(2), memo.Int(3)}}}}
	for _, c := range []struct {
		r    SumResult
		want string
	}{
		{SumResult{FirstWins: true, Count: 14}, "first player wins: 14 winning moves"},
		{SumResult{FirstWins: true, Count: 14, Moves: move}, "first player wins: 14 winning moves, the first 1 listed\nheap 2: 9 -> 2+3"},
		{SumResult{FirstWins: true, Count: 1, Moves: move}, "first player wins: 1 winning move\nheap 2: 9 -> 2+3"},
		{SumResult{FirstWins: true, Count: math.MaxUint64, Moves: move}, "first player wins: 2^64 − 1 winning moves or more, the first 1 listed\nheap 2: 9 -> 2+3"},
	} {
		if got := strings.Join(c.r.Lines(heaps), "\n"); got != c.want {
			t.Errorf("%+v:\n%s\nwant\n%s", c.r, got, c.want)
		}
	}
}

func TestOpen(t *testing.T) {
	read := func(name string) ([]byte, error) { return example(t, name), nil }
	if g, err := Open("squares.star", read, nil, Limits{}); err != nil || g.Name() != "squares.star" {
		t.Fatalf("%v %v", g, err)
	}
	if _, err := Open("0.07", read, map[string]string{"k": "1"}, Limits{}); err == nil || err.Error() != `0.07: unknown parameter "k" (a built-in game has none; parameters belong to game files, FILE.star)` {
		t.Fatalf("got %v", err)
	}
	if _, err := Open("subtract.star", read, map[string]string{"k": "1"}, Limits{}); err == nil || err.Error() != `subtract.star: unknown parameter "k" (declared: take)` {
		t.Fatalf("got %v", err)
	}
}

func TestParseShape(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Shape
		err  string
	}{
		{"10", Shape{N: 10}, ""},
		{"3,4", Shape{N: 3, M: 4, Pairs: true}, ""},
		{"x", Shape{}, "-n x: expected N or N,M (natural numbers)"},
		{"3,-1", Shape{}, "-n 3,-1: expected N or N,M (natural numbers)"},
		{"5000,5000", Shape{}, "-n 5000,5000: a table holds at most 4194304 positions"},
		{"5000000", Shape{N: 5000000}, ""},
		{"-1", Shape{}, "-n -1: expected N or N,M (natural numbers)"},
		{"1,", Shape{}, "-n 1,: expected N or N,M (natural numbers)"},
	} {
		got, err := ParseShape(c.in)
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("%s: got %v, want %s", c.in, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%s: %+v %v", c.in, got, err)
		}
	}
}

// TestShapePositions: a shape's positions are counted row by row, and a
// game file's table larger than MaxCells positions is refused before any
// is valued (it was a panic, or tens of gigabytes, past 2^62 and 10^9).
func TestShapePositions(t *testing.T) {
	sh := Shape{N: 2, M: 3, Pairs: true}
	var got []string
	for i := range sh.Len() {
		got = append(got, sh.At(i).String())
	}
	if want := "(0, 0) (0, 1) (0, 2) (0, 3) (1, 0) (1, 1) (1, 2) (1, 3) (2, 0) (2, 1) (2, 2) (2, 3)"; strings.Join(got, " ") != want {
		t.Errorf("pairs to 2,3: %s", strings.Join(got, " "))
	}
	if (Shape{N: 7}).Len() != 8 || (Shape{N: 7}).At(5) != memo.Int(5) {
		t.Error("heaps to 7")
	}
	g := open(t, "squares.star", nil)
	for _, sh := range []Shape{{N: MaxCells}, {N: 1 << 62}, {N: math.MaxInt}, {N: 1 << 40, M: 1 << 40, Pairs: true}, {N: -5}, {N: 3, M: -1, Pairs: true}} {
		_, err := g.Values(context.Background(), sums.Grundy, sums.Convention{}, sh, nil)
		if err == nil || !strings.Contains(err.Error(), "a table of a game file holds at most 4194304 positions, not those up to "+sh.String()) {
			t.Errorf("%s: %v", sh, err)
		}
	}
}

func TestParsePos(t *testing.T) {
	for _, c := range []struct {
		in   string
		want memo.Pos
		ok   bool
	}{
		{"7", memo.Int(7), true},
		{"0,3", memo.Pair(0, 3), true},
		{"", memo.Pos{}, false},
		{"-2", memo.Pos{}, false},
		{"2,-3", memo.Pos{}, false},
		{"2,x", memo.Pos{}, false},
		{"1,2,3", memo.Pos{}, false},
		{"4611686018427387904", memo.Int(1 << 62), true},
		{"3,4611686018427387904", memo.Pair(3, 1<<62), true},
	} {
		got, err := ParsePos(c.in)
		if got != c.want || (err == nil) != c.ok {
			t.Errorf("ParsePos(%q) = %v, %v; want %v, ok %v", c.in, got, err, c.want, c.ok)
		}
		if want := fmt.Sprintf("position %q is not a natural number or a pair a,b of them", c.in); !c.ok && err.Error() != want {
			t.Errorf("ParsePos(%q): error %q, want %q", c.in, err, want)
		}
	}
	// Past 2^62, no game file could list the position: it is refused.
	for _, in := range []string{"4611686018427387905", "1,9223372036854775807"} {
		if _, err := ParsePos(in); err == nil || err.Error() != fmt.Sprintf("position %q holds a number larger than the largest Nimber holds, 2^62 = 4611686018427387904", in) {
			t.Errorf("ParsePos(%q): %v", in, err)
		}
	}
}

// moveSet writes the distinct winning moves, each as its heap and the
// sorted heaps it leaves (a move to no heap is one to the empty heap).
func moveSet(r SumResult) []string {
	var out []string
	for _, m := range r.Moves {
		for _, ch := range m {
			var to []int
			for _, p := range ch.To {
				if p.Int > 0 {
					to = append(to, p.Int)
				}
			}
			slices.Sort(to)
			out = append(out, fmt.Sprint(ch.Heap, to))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// TestPreload: option lists listed in shares by one instance and loaded
// into another give the same values. The options of a game whose moves
// runs compiled are not listed.
func TestPreload(t *testing.T) {
	if _, ok, err := open(t, "grundy.star", nil).(Preloader).OptionWords(context.Background(), []memo.Pos{memo.Int(9)}); ok || err != nil {
		t.Fatalf("compiled moves listed: %v %v", ok, err)
	}
	for _, c := range []struct {
		file  string
		shape Shape
	}{
		{"kayles-loops.star", Shape{N: 60}},
		{"wythoff.star", Shape{N: 15, M: 20, Pairs: true}},
	} {
		lister := open(t, c.file, nil).(Preloader)
		g := open(t, c.file, nil)
		for part := range 3 {
			var share []memo.Pos
			for i := part; i < c.shape.Len(); i += 3 {
				share = append(share, c.shape.At(i))
			}
			words, ok, err := lister.OptionWords(context.Background(), share)
			if err != nil || !ok {
				t.Fatalf("%s: %v %v", c.file, ok, err)
			}
			if err := g.(Preloader).LoadOptionWords(words); err != nil {
				t.Fatal(err)
			}
		}
		got, err := g.Values(context.Background(), sums.Grundy, sums.Convention{}, c.shape, nil)
		if err != nil {
			t.Fatal(err)
		}
		want, err := open(t, c.file, nil).Values(context.Background(), sums.Grundy, sums.Convention{}, c.shape, nil)
		if err != nil {
			t.Fatal(err)
		}
		if i := mismatch(got, want); i >= 0 {
			t.Fatalf("%s: position %d: %d, want %d", c.file, i, got[i], want[i])
		}
	}
	nested, err := Script("n.star", []byte("def moves(p):\n    return list()\n"), nil, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, err := nested.(Preloader).OptionWords(context.Background(), []memo.Pos{{Tuple: "(i\x01(i\x02))"}}); ok || err != nil {
		t.Fatalf("nested tuple listed: %v %v", ok, err)
	}
	if err := nested.(Preloader).LoadOptionWords([]int64{3, 2, 1}); err == nil {
		t.Fatal("damaged lists loaded")
	}
}

// BuiltinOf gives the game of package games behind a built-in game, and
// nothing behind a game file.
func TestBuiltinOf(t *testing.T) {
	g, err := Builtin("kayles")
	if err != nil {
		t.Fatal(err)
	}
	if b, ok := BuiltinOf(g); !ok || b.String() != "0.77" {
		t.Errorf("BuiltinOf(kayles): %v, %v", b, ok)
	}
	u, err := Script("sub.star", []byte("def moves(n):\n    return [n - k for k in (1, 2) if k <= n]\n"), nil, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := BuiltinOf(u); ok {
		t.Error("BuiltinOf: a game file is not built in")
	}
}

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// TestValuesStop: a cap on memory that stops a table's values returns the
// values of the positions before it with a *StopError: a game file of
// Kayles under a small cap on positions, its Grundy and misère Grundy
// values those package games computes for code 0.77 (the octal engine,
// and the definition with wild sums played out).
func TestValuesStop(t *testing.T) {
	kayles := example(t, "kayles.star")
	code, err := games.Parse("0.77")
	if err != nil {
		t.Fatal(err)
	}
	for _, kind := range []sums.Kind{sums.Grundy, sums.MisereGrundy} {
		capped, err := Script("kayles.star", kayles, nil, Limits{MaxPositions: 300})
		if err != nil {
			t.Fatal(err)
		}
		c := sums.NormalDisjunctive
		if kind == sums.MisereGrundy {
			c = sums.MisereDisjunctive
		}
		v, err := capped.Values(context.Background(), kind, c, Shape{N: 2000}, nil)
		stop := (*StopError)(nil)
		ce := (*memo.CapError)(nil)
		if !errors.As(err, &stop) || !errors.As(err, &ce) || len(v) == 0 {
			t.Fatalf("%s to 2000 under a cap of 300 positions: %d values, %v", kind, len(v), err)
		}
		want, err := games.Values(code, kind, c, len(v)-1, nil)
		if err != nil || !slices.Equal(v, want) {
			t.Errorf("%s: the %d values before the cap differ from code 0.77's: %v, %v (%v)", kind, len(v), v, want, err)
		}
	}
}

// FuzzParseShape: -n's reader and the position reader never panic, read
// only naturals (one, or a pair with a comma), and what ParseShape reads
// is written back (Shape.String) as a text it reads the same.
func FuzzParseShape(f *testing.F) {
	for _, s := range []string{"100", "30,30", "", ",", "-1", "5,-2", "4194303,0", "2048,2048", "99999999999999999999", "1,2,3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if sh, err := ParseShape(s); err == nil {
			again, err := ParseShape(sh.String())
			if err != nil || again != sh || sh.N < 0 || sh.M < 0 || sh.Pairs != strings.Contains(s, ",") {
				t.Fatalf("%q read as %+v, written %q, read again as %+v, %v", s, sh, sh.String(), again, err)
			}
			if sh.Pairs && (sh.N+1)*(sh.M+1) > MaxCells {
				t.Fatalf("%q read as %+v: over %d positions", s, sh, MaxCells)
			}
		}
		if p, err := ParsePos(s); err == nil && strings.Contains(s, ",") != strings.Contains(p.String(), ",") {
			t.Fatalf("position %q read as %v", s, p)
		}
	})
}
