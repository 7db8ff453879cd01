package memo

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
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
	if err == nil || err.Error() != "valuing 5 reached the cap of 1000 positions (about 47 KB) kept in memory: the positions asked for and those their options reach are more than that, or the options grow without end" {
		t.Fatalf("got %v", err)
	}
	if e.Stats().Positions != 1000 {
		t.Fatalf("stats %+v", e.Stats())
	}
}

func TestKindError(t *testing.T) {
	_, err := New(rulesFunc(grundyGame), sums.MisereGrundy, 0).Value(context.Background(), Int(5))
	if err == nil || err.Error() != "grundy-misere values are not defined for this game: an option of 5 is the sum [1, 4], and only Grundy values (XOR) and the outcome add up over a sum" {
		t.Fatalf("got %v", err)
	}
	// Outcome is decided by Grundy values, sums or not.
	o := values(t, New(rulesFunc(grundyGame), sums.Outcome, 0), heaps(8))
	if want := []uint32{0, 0, 0, 1, 0, 1, 1, 0, 1}; !slices.Equal(o, want) {
		t.Fatalf("outcomes %v, want %v", o, want)
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
