package misere

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"nimber/solver/games"
	"nimber/solver/octal"
	"nimber/solver/sums"
)

// brute decides misère sums of a heap game from its rules alone: a sum is
// a multiset of heap sizes, a move replaces one heap by what one of its
// moves leaves, and the player who cannot move wins.
type brute struct {
	moves func(x int) [][]int // what heap x may become
	memo  map[string]bool     // true: the player to move wins
}

// codeMoves lists what heap x of the code g may become: each a list of
// heaps (none when the move takes the whole heap), straight from the
// digits and modifiers.
func codeMoves(g octal.Game) func(x int) [][]int {
	return func(x int) [][]int { return digitMoves(g, x) }
}

func digitMoves(g octal.Game, x int) [][]int {
	var out [][]int
	for k := 0; k <= x; k++ {
		d, m, s := g.Digit(k), g.Modifier(k), x-k
		if k > 0 && d&1 != 0 && s == 0 {
			out = append(out, nil)
		}
		if k > 0 && d&2 != 0 && s > 0 {
			out = append(out, []int{s})
		}
		for a := 1; d&4 != 0 && a <= s-a; a++ {
			if m.Allows(a, s-a) {
				out = append(out, []int{a, s - a})
			}
		}
		for a := 1; d&8 != 0 && a <= s; a++ {
			for c := a; c <= s-a-c; c++ {
				if m.Allows(a, c, s-a-c) {
					out = append(out, []int{a, c, s - a - c})
				}
			}
		}
	}
	return out
}

// wins reports whether the player to move wins the sum of heaps, and how
// many of the moves win.
func (b *brute) wins(heaps []int) (bool, int) {
	winning := 0
	for i, h := range heaps {
		for _, to := range b.moves(h) {
			next := append(slices.Concat(heaps[:i], heaps[i+1:]), to...)
			if !b.first(next) {
				winning++
			}
		}
	}
	if winning == 0 && !b.canMove(heaps) {
		return true, 0 // no move: misère play, the player to move wins
	}
	return winning > 0, winning
}

func (b *brute) canMove(heaps []int) bool {
	for _, h := range heaps {
		if len(b.moves(h)) > 0 {
			return true
		}
	}
	return false
}

func (b *brute) first(heaps []int) bool {
	s := slices.Sorted(slices.Values(heaps))
	k := make([]byte, len(s))
	for i, h := range s {
		k[i] = byte(h)
	}
	key := string(k)
	if v, ok := b.memo[key]; ok {
		return v
	}
	v := !b.canMove(s)
	for i, h := range s {
		for _, to := range b.moves(h) {
			if !v && !b.first(append(slices.Concat(s[:i], s[i+1:]), to...)) {
				v = true
			}
		}
	}
	b.memo[key] = v
	return v
}

// sums calls f with every multiset of 1 to k heaps, each 1..n.
func sumsUpTo(k, n int, f func([]int)) {
	var walk func(cur []int, from int)
	walk = func(cur []int, from int) {
		if len(cur) > 0 {
			f(cur)
		}
		if len(cur) == k {
			return
		}
		for h := from; h <= n; h++ {
			walk(append(cur, h), h)
		}
	}
	walk(nil, 1)
}

// parse reads a take-and-break code ("0.77", "4.7").
func parse(t testing.TB, code string) octal.Game {
	t.Helper()
	g, err := games.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	o, ok := g.Code()
	if !ok {
		t.Fatalf("%s is not a code", code)
	}
	return o
}

func compute(t testing.TB, code string, n int) *Quotient {
	t.Helper()
	q, err := Compute(context.Background(), parse(t, code), n, DefaultLimits, nil)
	if err != nil {
		t.Fatalf("%s to heap %d: %v", code, n, err)
	}
	return q
}

// TestAgainstSearch: every sum of up to four heaps of at most 10 of a
// dozen codes, and of misère Nim (0.333…3) up to 12, has the outcome and the
// number of winning moves that an exhaustive search finds.
func TestAgainstSearch(t *testing.T) {
	cases := []struct {
		code string
		n    int
	}{
		{"0.77", 10}, {"0.07", 10}, {"0.137", 10}, {"0.75", 10}, {"0.123", 10},
		{"0.31", 10}, {"0.52", 10}, {"4.7", 10}, {"0.6", 10}, {"0.15", 10},
		{"0.71", 10}, {"0.3", 10}, {"0.333333333333", 12},
	}
	for _, c := range cases {
		q := compute(t, c.code, c.n)
		b := &brute{moves: codeMoves(q.Game.(octal.Game)), memo: map[string]bool{}}
		sumsUpTo(4, c.n, agrees(t, q, b))
	}
}

// agrees returns a check that q decides a sum of heaps as the exhaustive
// search b does: the verdict and the number of winning moves.
func agrees(t *testing.T, q *Quotient, b *brute) func(heaps []int) {
	return func(heaps []int) {
		t.Helper()
		wins, count := b.wins(heaps)
		a, err := q.Answer(heaps, 0)
		if err != nil {
			t.Fatal(err)
		}
		if a.FirstWins != wins || a.Count != count {
			t.Fatalf("%s %v: quotient says first wins %v with %d winning moves, search %v with %d",
				q.Game, heaps, a.FirstWins, a.Count, wins, count)
		}
	}
}

// TestWildAgainstSearch: sums with the wild heaps of Dawson's Kayles and
// Kayles (heaps past 24 split elements of the quotient of the heaps before
// them), drawn at random with up to 36 tokens, and every sum of one or two
// heaps up to 30 with up to 40 tokens, have the outcome and the number of
// winning moves that an exhaustive search of the rules finds.
func TestWildAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 25))
	for _, code := range []string{"0.07", "0.77"} {
		q := compute(t, code, 30)
		b := &brute{moves: codeMoves(q.Game.(octal.Game)), memo: map[string]bool{}}
		check := agrees(t, q, b)
		sumsUpTo(2, 30, func(heaps []int) {
			if heaps[0]+heaps[len(heaps)-1] <= 40 {
				check(heaps)
			}
		})
		check([]int{21, 25})
		check([]int{4, 4, 25})
		for range 100 {
			var heaps []int
			for tokens := 0; ; {
				h := 1 + rng.IntN(30)
				if tokens+h > 36 {
					break
				}
				heaps, tokens = append(heaps, h), tokens+h
			}
			check(heaps)
		}
	}
}

// TestMisereNim: Bouton's rule for misère Nim, on heaps up to 12.
func TestMisereNim(t *testing.T) {
	q := compute(t, "0.333333333333", 12)
	sumsUpTo(4, 12, func(heaps []int) {
		x, big := 0, false
		for _, h := range heaps {
			x ^= h
			big = big || h > 1
		}
		want := x != 0
		if !big {
			want = x == 0
		}
		if got := !q.IsP(q.Of(heaps)); got != want {
			t.Fatalf("%v: first wins %v, Bouton says %v", heaps, got, want)
		}
	})
}

// TestTame: where package games decides a misère sum from its heaps'
// Grundy and misère Grundy values (tame heaps), the quotient agrees.
func TestTame(t *testing.T) {
	c := sums.Convention{Sum: sums.Disjunctive, Play: sums.Misere}
	for _, code := range []string{"0.3", "0.31", "0.52", "0.6", "0.15", "0.75", "0.77", "0.07", "0.333"} {
		q := compute(t, code, 10)
		g, err := games.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		checked := 0
		sumsUpTo(3, 10, func(heaps []int) {
			r, err := games.Analyze(g, c, heaps, 0)
			if err != nil {
				return // a wild heap
			}
			a, _ := q.Answer(heaps, 0)
			if a.FirstWins != r.FirstWins || uint64(a.Count) != r.Count {
				t.Fatalf("%s %v: quotient %v %d, misère Grundy values %v %d", code, heaps, a.FirstWins, a.Count, r.FirstWins, r.Count)
			}
			checked++
		})
		if checked == 0 {
			t.Errorf("%s: no tame sum checked", code)
		}
	}
}

// TestGolden: the orders and P-portions of quotients in the literature
// (Plambeck and Siegel 2008).
func TestGolden(t *testing.T) {
	cases := []struct {
		code         string
		n, order, pp int
	}{
		{"0.77", 27, 40, 9}, {"0.77", 60, 40, 9}, {"0.75", 30, 8, 2}, {"0.123", 30, 20, 5},
		{"0.31", 30, 6, 2}, {"0.52", 30, 6, 2}, {"0.07", 24, 24, 5},
		{"0.07", 30, 360, 65}, {"0.07", 33, 638, 109},
	}
	if os.Getenv("NIMBER_MISERE_SLOW") != "" {
		// Daisies (Plambeck and Siegel's figure from MisereSolver).
		cases = append(cases, struct {
			code         string
			n, order, pp int
		}{"4.7", 44, 770, 192})
	}
	for _, c := range cases {
		q := compute(t, c.code, c.n)
		if q.Order() != c.order || q.PPortion() != c.pp {
			t.Errorf("%s to heap %d: order %d, P-portion %d; want %d, %d", c.code, c.n, q.Order(), q.PPortion(), c.order, c.pp)
		}
	}
}

// TestCap: a cap stops the computation with the heap it stopped at and the
// quotient of the heaps before it.
func TestCap(t *testing.T) {
	g := parse(t, "0.77")
	q, err := Compute(context.Background(), g, 30, Limits{MaxElements: 10, MaxNodes: 1 << 20, MaxCopies: 64}, nil)
	var ce *CapError
	if !errors.As(err, &ce) || q == nil || q.N != ce.Heap-1 {
		t.Fatalf("got %v, %v", q, err)
	}
	// Dawson's Kayles: the copies of heap 30 among the sums with heap 34
	// never repeat (the quotient of heaps up to 34 looks infinite), so the
	// computation stops there with the quotient of heaps up to 33.
	q, err = Compute(context.Background(), parse(t, "0.07"), 35, DefaultLimits, nil)
	if !errors.As(err, &ce) || ce.Heap != 34 || q.N != 33 || q.Order() != 638 || !strings.Contains(err.Error(), "Limits.MaxCopies") {
		t.Fatalf("Dawson's Kayles to heap 35: %v, %v", q, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Compute(ctx, g, 30, DefaultLimits, nil); !errors.As(err, &ce) || ce.Reason != context.Canceled {
		t.Fatalf("cancelled: %v", err)
	}
}

// TestPresent: misère Nim's heaps 1 and 2 present T2 (a^2=1, b^3=b).
func TestPresent(t *testing.T) {
	q := compute(t, "0.33", 2)
	pr := q.Present()
	if got, want := pr.String(), "a b | a^2=1, b^3=b"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if q.Order() != 6 || q.PPortion() != 2 {
		t.Errorf("order %d, P-portion %d, want 6, 2", q.Order(), q.PPortion())
	}
}

// rules is a heap game given by a function, as package misere takes any
// heap game.
type rules struct {
	name  string
	moves func(x int) [][]int
}

func (r rules) String() string      { return r.name }
func (r rules) Moves(x int) [][]int { return r.moves(x) }

// take lists the moves of heap x that take y tokens and leave one heap,
// for each y ≥ 1 that ok allows.
func take(x int, ok func(x, y int) bool) [][]int {
	var out [][]int
	for y := 1; y <= x; y++ {
		if ok(x, y) {
			out = append(out, []int{x - y})
		}
	}
	return out
}

// TestHeapGames: heap games that are no take-and-break code (take y
// coprime to the heap, take at most half, split a heap evenly into two
// piles or more, as jiangnan does; split a bean into two smaller ones,
// which adds tokens but always leaves smaller heaps) have quotients that
// decide every sum of up to three heaps of at most 10 as the exhaustive
// search does; a game with a move that leaves the heap moved is refused,
// naming the move.
func TestHeapGames(t *testing.T) {
	gcd := func(a, b int) int {
		for b != 0 {
			a, b = b, a%b
		}
		return a
	}
	for _, g := range []rules{
		{"coprime", func(x int) [][]int { return take(x, func(x, y int) bool { return gcd(x, y) == 1 }) }},
		{"half", func(x int) [][]int { return take(x, func(x, y int) bool { return 2*y <= x }) }},
		{"beans", func(x int) [][]int {
			var out [][]int
			for a := range min(x, 3) {
				for b := range a + 1 {
					out = append(out, []int{a, b})
				}
			}
			return out
		}},
		{"even", func(x int) [][]int {
			var out [][]int
			for m := 2; m <= x; m++ {
				var piles []int
				for i := range m {
					piles = append(piles, (x+i)/m)
				}
				out = append(out, piles)
			}
			return out
		}},
	} {
		q, err := Compute(context.Background(), g, 10, DefaultLimits, nil)
		if err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		b := &brute{moves: g.moves, memo: map[string]bool{}}
		sumsUpTo(3, 10, agrees(t, q, b))
	}
	stay := rules{"stay", func(x int) [][]int { return [][]int{{x - 1}, {x}} }}
	if _, err := Compute(context.Background(), stay, 10, DefaultLimits, nil); err == nil ||
		!strings.Contains(err.Error(), "stay: a move of heap 1 leaves [1]: the misère quotient needs moves that leave only smaller heaps") {
		t.Errorf("a game with a move that leaves the heap moved: %v", err)
	}
}
