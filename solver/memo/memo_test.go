package memo

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"

	"nimber/solver/sums"
)

// rulesFunc lists options with a Go function.
type rulesFunc func(p Pos, o *Options) error

func (f rulesFunc) Options(p Pos, o *Options) error { return f(p, o) }

// subtract is the subtraction game with move set ks on heaps.
func subtract(ks ...int) rulesFunc {
	return func(p Pos, o *Options) error {
		for _, k := range ks {
			if k <= p.Int {
				o.Add(Int(p.Int - k))
			}
		}
		return nil
	}
}

// mexOf is the mex written out for the tests.
func mexOf(vs []uint32) uint32 {
	for m := uint32(0); ; m++ {
		if !slices.Contains(vs, m) {
			return m
		}
	}
}

func values(t *testing.T, e *Evaluator, ps []Pos) []uint32 {
	t.Helper()
	out := make([]uint32, len(ps))
	for i, p := range ps {
		v, err := e.Value(context.Background(), p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		out[i] = v
	}
	return out
}

func heaps(n int) []Pos {
	ps := make([]Pos, n+1)
	for i := range ps {
		ps[i] = Int(i)
	}
	return ps
}

// TestSubtractionAgainstArray checks random subtraction games against the
// array computation of their values of every kind, both in order and with
// the largest heap valued first (the search then walks down every chain).
func TestSubtractionAgainstArray(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const n = 300
	for range 20 {
		var ks []int
		for k := 1; k <= 12; k++ {
			if r.IntN(3) == 0 {
				ks = append(ks, k)
			}
		}
		for _, k := range []sums.Kind{sums.Grundy, sums.MisereGrundy, sums.Remoteness, sums.Outcome, sums.MisereOutcome, sums.Suspense} {
			want := make([]uint32, n+1)
			for x := range want {
				var opts []uint32
				for _, m := range ks {
					if m <= x {
						opts = append(opts, want[x-m])
					}
				}
				want[x] = k.Of(opts)
			}
			e := New(subtract(ks...), k, 0)
			if v, _ := e.Value(context.Background(), Int(n)); v != want[n] {
				t.Fatalf("%v %s: value of %d is %d, want %d", ks, k, n, v, want[n])
			}
			if got := values(t, e, heaps(n)); !slices.Equal(got, want) {
				t.Fatalf("%v %s: %v, want %v", ks, k, got, want)
			}
		}
	}
}

// grundyGame splits a heap into two unequal non-empty heaps (a sum).
func grundyGame(p Pos, o *Options) error {
	for a := 1; 2*a < p.Int; a++ {
		o.Add(Int(a), Int(p.Int-a))
	}
	return nil
}

// TestSumsAgainstPlay checks the Grundy values of Grundy's game, whose
// options are sums, by playing the game on multisets of heaps: a sum of
// heaps is lost by the player to move exactly when the XOR of their
// values is 0.
func TestSumsAgainstPlay(t *testing.T) {
	e := New(rulesFunc(grundyGame), sums.Grundy, 0)
	g := values(t, e, heaps(14))
	lost := map[string]bool{}
	var wins func(hs []int) bool
	wins = func(hs []int) bool {
		slices.Sort(hs)
		key := ""
		for _, h := range hs {
			key += string(rune('a' + h))
		}
		if l, ok := lost[key]; ok {
			return !l
		}
		w := false
		for i, h := range hs {
			for a := 1; 2*a < h && !w; a++ {
				next := append(append(slices.Clone(hs[:i]), hs[i+1:]...), a, h-a)
				w = !wins(next)
			}
		}
		lost[key] = !w
		return w
	}
	for x := 0; x <= 14; x++ {
		for y := 0; y <= 14; y++ {
			if got, want := g[x]^g[y] != 0, wins([]int{x, y}); got != want {
				t.Fatalf("heaps %d and %d: values %d and %d, but first player wins = %v", x, y, g[x], g[y], want)
			}
		}
	}
	if want := []uint32{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2}; !slices.Equal(g, want) {
		t.Fatalf("Grundy's game %v, want %v", g, want)
	}
}

// TestPairs values Wythoff's game on pairs against an array.
func TestPairs(t *testing.T) {
	wythoff := func(p Pos, o *Options) error {
		es := p.Elements()
		a, b := es[0].Int, es[1].Int
		for k := 1; k <= a; k++ {
			o.Add(Pair(a-k, b))
		}
		for k := 1; k <= b; k++ {
			o.Add(Pair(a, b-k))
		}
		for k := 1; k <= min(a, b); k++ {
			o.Add(Pair(a-k, b-k))
		}
		return nil
	}
	const n = 20
	var want [n + 1][n + 1]uint32
	e := New(rulesFunc(wythoff), sums.Grundy, 0)
	for a := 0; a <= n; a++ {
		for b := 0; b <= n; b++ {
			var opts []uint32
			for k := 1; k <= a; k++ {
				opts = append(opts, want[a-k][b])
			}
			for k := 1; k <= b; k++ {
				opts = append(opts, want[a][b-k])
			}
			for k := 1; k <= min(a, b); k++ {
				opts = append(opts, want[a-k][b-k])
			}
			want[a][b] = mexOf(opts)
		}
	}
	for a := n; a >= 0; a-- {
		for b := 0; b <= n; b++ {
			if v, err := e.Value(context.Background(), Pair(a, b)); err != nil || v != want[a][b] {
				t.Fatalf("(%d, %d): %d %v, want %d", a, b, v, err, want[a][b])
			}
		}
	}
}

// TestLongChain values the end of a chain of a million positions, which a
// recursive search would overflow the stack on.
func TestLongChain(t *testing.T) {
	const n = 1_000_000
	e := New(subtract(1), sums.Grundy, 0)
	v, err := e.Value(context.Background(), Int(n))
	if err != nil || v != n%2 {
		t.Fatalf("value %d, %v; want %d", v, err, n%2)
	}
	if s := e.Stats(); s.Positions != n+1 || s.Calls != n+1 || s.Bytes < n*BytesPerPosition {
		t.Fatalf("stats %+v", s)
	}
}

func TestCycle(t *testing.T) {
	// 0 -> nothing; 1 -> 2 -> 3 -> 1.
	r := rulesFunc(func(p Pos, o *Options) error {
		if p.Int > 0 {
			o.Add(Int(0))
			o.Add(Int(p.Int%3 + 1))
		}
		return nil
	})
	_, err := New(r, sums.Grundy, 0).Value(context.Background(), Int(2))
	var c *CycleError
	if !errors.As(err, &c) || err.Error() != "the game has a cycle, so it need not end: 2 -> 3 -> 1 -> 2" {
		t.Fatalf("got %v", err)
	}
	self := rulesFunc(func(p Pos, o *Options) error { o.Add(Pair(1, 2)); return nil })
	if _, err := New(self, sums.Grundy, 0).Value(context.Background(), Pair(1, 2)); err == nil || err.Error() != "the game has a cycle, so it need not end: (1, 2) -> (1, 2)" {
		t.Fatalf("got %v", err)
	}
}

func TestCap(t *testing.T) {
	up := rulesFunc(func(p Pos, o *Options) error { o.Add(Int(p.Int + 1)); return nil })
	e := New(up, sums.Grundy, 1000)
	_, err := e.Value(context.Background(), Int(5))
	if err == nil || err.Error() != "valuing 5 reached the cap of 1000 positions (about 125 KB) kept in memory: the positions asked for and those their options reach are more than that, or the options grow without end" {
		t.Fatalf("got %v", err)
	}
	if e.Stats().Positions != 1000 {
		t.Fatalf("stats %+v", e.Stats())
	}
}

// kayles knocks down one pin or two adjacent pins of a row, leaving the
// pins on either side as two rows (a sum).
func kayles(p Pos, o *Options) error {
	for k := 1; k <= 2; k++ {
		for left := 0; left+k <= p.Int; left++ {
			o.Add(Int(left), Int(p.Int-k-left))
		}
	}
	return nil
}

// kaylesRows is Kayles listing only the rows a move leaves that have pins:
// a move leaves no row (the empty sum), one row, or two.
func kaylesRows(p Pos, o *Options) error {
	for k := 1; k <= 2; k++ {
		for left := 0; left+k <= p.Int; left++ {
			var rows []Pos
			for _, r := range []int{left, p.Int - k - left} {
				if r > 0 {
					rows = append(rows, Int(r))
				}
			}
			o.Add(rows...)
		}
	}
	return nil
}

// splitting is a game whose moves leave sums: its rules, and its moves
// as the heaps they leave, for the searches that play it for real.
type splitting struct {
	name  string
	rules rulesFunc
	moves func(h int) [][]int
}

var (
	grundySplits = splitting{"grundy", grundyGame, func(h int) (out [][]int) {
		for a := 1; 2*a < h; a++ {
			out = append(out, []int{a, h - a})
		}
		return out
	}}
	kaylesSplits = splitting{"kayles", kayles, func(h int) (out [][]int) {
		for k := 1; k <= 2; k++ {
			for left := 0; left+k <= h; left++ {
				out = append(out, []int{left, h - k - left})
			}
		}
		return out
	}}
	// Kayles whose moves leave no row, one row or two: options of one
	// position, and the empty option, which leaves the empty game (no
	// move: over at once, as a row of no pin is), played here as that row.
	kaylesRowsSplits = splitting{"kayles rows", kaylesRows, func(h int) (out [][]int) {
		for k := 1; k <= 2; k++ {
			for left := 0; left+k <= h; left++ {
				rows := []int{}
				for _, r := range []int{left, h - k - left} {
					if r > 0 {
						rows = append(rows, r)
					}
				}
				if len(rows) == 0 {
					rows = []int{0}
				}
				out = append(out, rows)
			}
		}
		return out
	}}
)

// TestSumsPlayedOut checks the kinds that do not add up over a sum
// (misère Grundy values, remoteness, misère outcomes) of games whose moves
// split a heap, against a search that plays multisets of heaps: a move
// replaces one heap by the heaps its move leaves.
func TestSumsPlayedOut(t *testing.T) {
	games := []struct {
		splitting
		n int
	}{{grundySplits, 22}, {kaylesSplits, 16}}
	for _, g := range games {
		// misere is the misère Grundy value of a multiset of heaps: 1 with
		// no move, else the least number no option has; remote its
		// remoteness in normal play (sums.Remoteness's rule).
		misere, remote := map[string]uint32{}, map[string]uint32{}
		var play func(hs []int) (uint32, uint32)
		play = func(hs []int) (uint32, uint32) {
			hs = slices.Sorted(slices.Values(hs))
			key := fmt.Sprint(hs)
			if m, ok := misere[key]; ok {
				return m, remote[key]
			}
			seen := map[uint32]bool{}
			var rs []uint32
			for i, h := range hs {
				for _, to := range g.moves(h) {
					m, r := play(append(append(slices.Clone(hs[:i]), hs[i+1:]...), to...))
					seen[m] = true
					rs = append(rs, r)
				}
			}
			m := uint32(0)
			if len(rs) == 0 {
				m = 1
			}
			for seen[m] {
				m++
			}
			misere[key], remote[key] = m, sums.Remoteness.Of(rs)
			return m, remote[key]
		}
		em := New(g.rules, sums.MisereGrundy, 0)
		er := New(g.rules, sums.Remoteness, 0)
		eo := New(g.rules, sums.MisereOutcome, 0)
		for x := g.n; x >= 0; x-- {
			m, r := play([]int{x})
			if v, err := em.Value(context.Background(), Int(x)); err != nil || v != m {
				t.Fatalf("%s %d: misère Grundy value %d %v, want %d", g.name, x, v, err, m)
			}
			if v, err := er.Value(context.Background(), Int(x)); err != nil || v != r {
				t.Fatalf("%s %d: remoteness %d %v, want %d", g.name, x, v, err, r)
			}
			if v, err := eo.Value(context.Background(), Int(x)); err != nil || (v == 0) != (m == 0) {
				t.Fatalf("%s %d: misère outcome %d %v, want it to be 0 exactly when the misère Grundy value %d is", g.name, x, v, err, m)
			}
		}
		for a := 0; a <= 9; a++ {
			for b := 0; b <= 9; b++ {
				m, _ := play([]int{a, b, 3})
				if v, err := em.SumValue(context.Background(), []Pos{Int(a), Int(b), Int(3)}); err != nil || v != m {
					t.Fatalf("%s [%d, %d, 3]: misère Grundy value %d %v, want %d", g.name, a, b, v, err, m)
				}
			}
		}
	}
	// Outcome is decided by Grundy values, sums or not.
	eo := New(rulesFunc(grundyGame), sums.Outcome, 0)
	o := values(t, eo, heaps(8))
	if want := []uint32{0, 0, 0, 1, 0, 1, 1, 0, 1}; !slices.Equal(o, want) {
		t.Fatalf("outcomes %v, want %v", o, want)
	}
	g := values(t, New(rulesFunc(grundyGame), sums.Grundy, 0), heaps(14))
	for a := range 15 {
		for b := range 15 {
			want := b2u(g[a]^g[b]^g[3] != 0)
			if v, err := eo.SumValue(context.Background(), []Pos{Int(a), Int(b), Int(3)}); err != nil || v != want {
				t.Fatalf("outcome of [%d, %d, 3]: %d %v, want %d", a, b, v, err, want)
			}
		}
	}
}

// TestSumCapAndCycle: a sum that reaches the cap, or a cycle through sums,
// is named by its list of positions.
func TestSumCapAndCycle(t *testing.T) {
	_, err := New(rulesFunc(kayles), sums.MisereGrundy, 50).SumValue(context.Background(), []Pos{Int(9), Int(8)})
	if err == nil || !strings.HasPrefix(err.Error(), "valuing [8, 9] reached the cap of 50 positions") {
		t.Fatalf("got %v", err)
	}
	// 2 -> [1, 1] -> 1 (the other heap of 1 to 0) -> 2: a cycle through a sum.
	r := rulesFunc(func(p Pos, o *Options) error {
		switch p.Int {
		case 1:
			o.Add(Int(0))
			o.Add(Int(2))
		case 2:
			o.Add(Int(1), Int(1))
		}
		return nil
	})
	_, err = New(r, sums.MisereGrundy, 0).Value(context.Background(), Int(2))
	var c *CycleError
	if !errors.As(err, &c) || err.Error() != "the game need not end: 2 reaches a sum that holds it: 2 -> [1, 1] -> [1, 2]" {
		t.Fatalf("got %v", err)
	}
	// 1 -> [1, 2], 2 -> 0: under Grundy values a cycle (1 is a part of its
	// own option); played out, the sums would grow for ever: [1, 2],
	// [1, 2, 2], …
	grow := rulesFunc(func(p Pos, o *Options) error {
		switch p.Int {
		case 1:
			o.Add(Int(1), Int(2))
		case 2:
			o.Add(Int(0))
		}
		return nil
	})
	for _, k := range []sums.Kind{sums.MisereGrundy, sums.Remoteness} {
		_, err = New(grow, k, 0).Value(context.Background(), Int(1))
		if !errors.As(err, &c) || err.Error() != "the game need not end: 1 reaches a sum that holds it: 1 -> [1, 2]" {
			t.Fatalf("%s: got %v", k, err)
		}
	}
	// From a sum, the same growth is stopped by the cap, which counts each
	// position of a sum: memory stays within it.
	e := New(grow, sums.MisereGrundy, 5000)
	_, err = e.SumValue(context.Background(), []Pos{Int(2), Int(1)})
	if ce := (*CapError)(nil); !errors.As(err, &ce) || e.Stats().Positions > 5000 {
		t.Fatalf("got %v, %+v", err, e.Stats())
	}
}

// TestCancel stops a long evaluation and resumes it.
func TestCancel(t *testing.T) {
	e := New(subtract(1, 2), sums.Grundy, 0)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := e.Value(ctx, Int(100_000)); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v", err)
	}
	if v, err := e.Value(context.Background(), Int(100_000)); err != nil || v != 100_000%3 {
		t.Fatalf("after cancel: %d %v", v, err)
	}
}

// TestEmptySum: an empty list is a move to the end of the game.
func TestEmptySum(t *testing.T) {
	r := rulesFunc(func(p Pos, o *Options) error {
		if p.Int > 0 {
			o.Add()
		}
		return nil
	})
	for _, c := range []struct {
		k    sums.Kind
		want uint32
	}{{sums.Grundy, 1}, {sums.MisereGrundy, 0}, {sums.Remoteness, 1}} {
		if v, err := New(r, c.k, 0).Value(context.Background(), Int(3)); err != nil || v != c.want {
			t.Errorf("%s: %d %v, want %d", c.k, v, err, c.want)
		}
	}
}

func TestPosString(t *testing.T) {
	b := OpenTuple(nil)
	b = AppendInt(b, 300)
	b = OpenTuple(b)
	b = AppendInt(b, 1)
	b = CloseTuple(b)
	b = OpenTuple(b)
	b = CloseTuple(b)
	b = CloseTuple(b)
	for _, c := range []struct {
		p    Pos
		want string
	}{
		{Int(7), "7"},
		{Pair(3, 1<<40), "(3, 1099511627776)"},
		{Pos{Tuple: string(b)}, "(300, (1,), ())"},
	} {
		if got := c.p.String(); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

// compound plays a sum of heaps under one of Game Pack's conventions for
// real: each heap is a component, and the heaps a move leaves join the
// compound (the rule package games values split heaps by).
type compound struct {
	c     sums.Convention
	moves func(h int) [][]int
	won   map[string]bool
	rem   map[string]uint32
}

// next lists the compounds one move of hs reaches, or reports that hs is
// over: every component over, or for the sums that end early, one of them.
func (g *compound) next(hs []int) (out [][]int, over bool) {
	opts := make([][][]int, len(hs))
	live, dead := 0, 0
	for i, h := range hs {
		opts[i] = g.moves(h)
		if len(opts[i]) > 0 {
			live++
		} else {
			dead++
		}
	}
	early := g.c.Sum == sums.DiminishedDisjunctive || g.c.Sum == sums.ShortenedSelective || g.c.Sum == sums.Conjunctive
	if live == 0 || early && dead > 0 {
		return nil, true
	}
	// A move picks, per component, to stay (-1) or one of its options.
	pick := make([]int, len(hs))
	var rec func(i int)
	rec = func(i int) {
		if i < len(hs) {
			for p := -1; p < len(opts[i]); p++ {
				pick[i] = p
				rec(i + 1)
			}
			return
		}
		moved := 0
		var to []int
		for j, p := range pick {
			if p < 0 {
				if g.c.Sum == sums.Conjunctive || g.c.Sum == sums.ContinuedConjunctive && len(opts[j]) > 0 {
					return // these sums move in every component that can
				}
				to = append(to, hs[j])
				continue
			}
			moved++
			to = append(to, opts[j][p]...)
		}
		one := g.c.Sum == sums.DiminishedDisjunctive
		if moved == 0 || one && moved != 1 {
			return
		}
		out = append(out, to)
	}
	rec(0)
	return out, false
}

// play returns whether the player to move wins compound hs, and its
// remoteness (conjunctive sums) or suspense (continued conjunctive) by the
// rule of the convention's kind over the compound's own moves.
func (g *compound) play(hs []int) (bool, uint32) {
	hs = slices.Sorted(slices.Values(hs))
	key := fmt.Sprint(hs)
	if w, ok := g.won[key]; ok {
		return w, g.rem[key]
	}
	next, over := g.next(hs)
	w := over && g.c.Play == sums.Misere
	var rs []uint32
	for _, to := range next {
		ow, r := g.play(to)
		w = w || !ow
		rs = append(rs, r)
	}
	g.won[key], g.rem[key] = w, g.c.Kinds()[0].Of(rs)
	return w, g.rem[key]
}

// TestConventionsAgainstPlay values Kayles and Grundy's game, whose moves
// leave sums (Kayles in two ways: with its empty rows, or without them),
// under the ten conventions other than the disjunctive ones
// (NewUnder), and plays compounds of one to three heaps for real: the
// winner read off the heaps' folded Parts (through SumValue) is the
// compound's, and under the conjunctive sums the remoteness and suspense
// are the compound's own.
func TestConventionsAgainstPlay(t *testing.T) {
	games := []struct {
		splitting
		n int
	}{{grundySplits, 8}, {kaylesSplits, 6}, {kaylesRowsSplits, 6}}
	third := 4 // the largest third heap of a compound
	if runtime.GOOS == "js" {
		third = 1 // wasm runs the search ten times slower
	}
	ctx := context.Background()
	for _, g := range games {
		for _, c := range sums.All() {
			if c.Sum == sums.Disjunctive {
				if _, err := NewUnder(g.rules, c.Kinds()[0], c, 0); err == nil {
					t.Fatalf("NewUnder accepted %s", c)
				}
				continue
			}
			play := &compound{c: c, moves: g.moves, won: map[string]bool{}, rem: map[string]uint32{}}
			kinds := c.Kinds()
			evals := make([]*Evaluator, len(kinds))
			for j, k := range kinds {
				e, err := NewUnder(g.rules, k, c, 0)
				if err != nil {
					t.Fatal(err)
				}
				evals[j] = e
			}
			part := func(hs []int) sums.Part {
				ps := make([]Pos, len(hs))
				for i, h := range hs {
					ps[i] = Int(h)
				}
				var p sums.Part // FirstWins reads its values only
				for j, e := range evals {
					v, err := e.SumValue(ctx, ps)
					if err != nil {
						t.Fatalf("%s %s %v: %v", g.name, c, hs, err)
					}
					p.V[j] = v
				}
				return p
			}
			for a := 0; a <= g.n; a++ {
				for b := -1; b <= a; b++ {
					for d := -1; d <= b && d <= third; d++ {
						hs := []int{a}
						for _, x := range []int{b, d} {
							if x >= 0 {
								hs = append(hs, x)
							}
						}
						won, r := play.play(hs)
						p := part(hs)
						if c.FirstWins(p) != won {
							t.Fatalf("%s %s %v: Part %+v says first wins = %v, play says %v", g.name, c, hs, p, !won, won)
						}
						if (c.Sum == sums.Conjunctive || c.Sum == sums.ContinuedConjunctive) && p.V[0] != r {
							t.Fatalf("%s %s %v: %s %d, play says %d", g.name, c, hs, kinds[0], p.V[0], r)
						}
					}
				}
			}
		}
	}
}
