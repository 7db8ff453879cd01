package script

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"go.starlark.net/starlark"

	"nimber/solver/memo"
	"nimber/solver/sums"
)

// game compiles and runs a game file of the examples, or src.
func game(t testing.TB, name string, params map[string]string) *Game {
	t.Helper()
	for _, ex := range Examples() {
		if ex.Name == name {
			p, err := Compile(name, []byte(ex.Source), 0)
			if err != nil {
				t.Fatal(err)
			}
			g, err := p.Game(params, 0)
			if err != nil {
				t.Fatal(err)
			}
			return g
		}
	}
	t.Fatalf("no example %s", name)
	return nil
}

// grundy returns the Grundy values of ps in g.
func grundy(t *testing.T, g *Game, ps []memo.Pos) []uint32 {
	t.Helper()
	e := memo.New(g, sums.Grundy, 0)
	out := make([]uint32, len(ps))
	for i, p := range ps {
		v, err := e.Value(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = v
	}
	return out
}

func heaps(n int) []memo.Pos {
	ps := make([]memo.Pos, n+1)
	for i := range ps {
		ps[i] = memo.Int(i)
	}
	return ps
}

// search is an exhaustive search of a game's Grundy values from its rules
// written in Go: next lists the positions a move leads to, positions
// compared by key.
type search[P any, K comparable] struct {
	key  func(P) K
	next func(P) []P
	memo map[K]uint32
}

func (s *search[P, K]) grundy(p P) uint32 {
	k := s.key(p)
	if v, ok := s.memo[k]; ok {
		return v
	}
	var opts []uint32
	for _, q := range s.next(p) {
		opts = append(opts, s.grundy(q))
	}
	v := uint32(0)
	for slices.Contains(opts, v) {
		v++
	}
	s.memo[k] = v
	return v
}

// heapGame returns the search of a one-heap game with the moves next.
func heapGame(next func(int) []int) *search[int, int] {
	return &search[int, int]{key: func(n int) int { return n }, next: next, memo: map[int]uint32{}}
}

func TestOneHeapExamples(t *testing.T) {
	const n = 300
	for _, c := range []struct {
		file   string
		params map[string]string
		next   func(int) []int
	}{
		{"squares.star", nil, func(x int) (o []int) {
			for k := 1; k*k <= x; k++ {
				o = append(o, x-k*k)
			}
			return o
		}},
		{"coprime.star", nil, func(x int) (o []int) {
			for y := 1; y <= x; y++ {
				a, b := x, y
				for b != 0 {
					a, b = b, a%b
				}
				if a == 1 {
					o = append(o, x-y)
				}
			}
			return o
		}},
		{"subtract.star", nil, func(x int) (o []int) {
			for k := 1; k <= min(x, 2); k++ {
				o = append(o, x-k)
			}
			return o
		}},
		{"subtract.star", map[string]string{"take": "1,3,4"}, func(x int) (o []int) {
			for _, k := range []int{1, 3, 4} {
				if k <= x {
					o = append(o, x-k)
				}
			}
			return o
		}},
	} {
		s := heapGame(c.next)
		got := grundy(t, game(t, c.file, c.params), heaps(n))
		for x := range n + 1 {
			if want := s.grundy(x); got[x] != want {
				t.Fatalf("%s %v: heap %d has value %d, want %d", c.file, c.params, x, got[x], want)
			}
		}
	}
}

// TestKayles plays Kayles on rows of pins (a bitmask of the pins standing):
// the values of kayles.star, whose options are sums of the rows left, must
// be those of the row played as one game, and of two rows side by side.
func TestKayles(t *testing.T) {
	s := &search[uint32, uint32]{
		key: func(m uint32) uint32 { return m },
		next: func(m uint32) (o []uint32) {
			for i := range 32 {
				if m&(1<<i) != 0 {
					o = append(o, m&^(1<<i))
					if m&(2<<i) != 0 {
						o = append(o, m&^(3<<i))
					}
				}
			}
			return o
		},
		memo: map[uint32]uint32{},
	}
	const n = 8
	got := grundy(t, game(t, "kayles.star", nil), heaps(n))
	for x := range n + 1 {
		for y := range n + 1 {
			row := uint32(1)<<x - 1 | (uint32(1)<<y-1)<<(x+1) // a gap between the rows
			if want := s.grundy(row); got[x]^got[y] != want {
				t.Fatalf("rows of %d and %d pins: %d ^ %d, want %d", x, y, got[x], got[y], want)
			}
		}
	}
}

// TestGrundysGame plays Grundy's game on sorted lists of heaps.
func TestGrundysGame(t *testing.T) {
	s := &search[[]int, string]{
		key: func(hs []int) string {
			return fmt.Sprint(slices.Sorted(slices.Values(hs)))
		},
		next: func(hs []int) (o [][]int) {
			for i, h := range hs {
				for a := 1; 2*a < h; a++ {
					o = append(o, append(slices.Concat(hs[:i], hs[i+1:]), a, h-a))
				}
			}
			return o
		},
		memo: map[string]uint32{},
	}
	const n = 16
	got := grundy(t, game(t, "grundy.star", nil), heaps(n))
	for x := range n + 1 {
		for y := range 8 {
			if want := s.grundy([]int{x, y}); got[x]^got[y] != want {
				t.Fatalf("heaps %d and %d: %d ^ %d, want %d", x, y, got[x], got[y], want)
			}
		}
	}
}

// TestWythoff checks the values of wythoff.star on pairs, and that its
// losing positions are Wythoff's pairs (⌊kφ⌋, ⌊kφ²⌋).
func TestWythoff(t *testing.T) {
	type pair struct{ a, b int }
	s := &search[pair, pair]{
		key: func(p pair) pair { return p },
		next: func(p pair) (o []pair) {
			for k := 1; k <= p.a; k++ {
				o = append(o, pair{p.a - k, p.b})
			}
			for k := 1; k <= p.b; k++ {
				o = append(o, pair{p.a, p.b - k})
			}
			for k := 1; k <= min(p.a, p.b); k++ {
				o = append(o, pair{p.a - k, p.b - k})
			}
			return o
		},
		memo: map[pair]uint32{},
	}
	const n = 30
	var ps []memo.Pos
	for a := range n + 1 {
		for b := range n + 1 {
			ps = append(ps, memo.Pair(a, b))
		}
	}
	got := grundy(t, game(t, "wythoff.star", nil), ps)
	var lost []pair
	for i, v := range got {
		p := pair{i / (n + 1), i % (n + 1)}
		if want := s.grundy(p); v != want {
			t.Fatalf("%v: %d, want %d", p, v, want)
		}
		if v == 0 && p.a <= p.b {
			lost = append(lost, p)
		}
	}
	want := []pair{{0, 0}, {1, 2}, {3, 5}, {4, 7}, {6, 10}, {8, 13}, {9, 15}, {11, 18}, {12, 20}, {14, 23}, {16, 26}, {17, 28}, {19, 31}}
	if !slices.Equal(lost, want[:len(lost)]) || len(lost) < 12 {
		t.Fatalf("losing pairs %v", lost)
	}
}

func TestBuiltins(t *testing.T) {
	for _, c := range []struct{ expr, want string }{
		{"gcd(12, 18)", "6"},
		{"gcd(0, 0)", "0"},
		{"gcd(-4, 6)", "2"},
		{"lcm(4, 6)", "12"},
		{"lcm(-4, 6)", "12"},
		{"lcm(0, 6)", "0"},
		{"lcm(1 << 40, 3 << 40)", "3298534883328"},
		{"divisors(1)", "[1]"},
		{"divisors(36)", "[1, 2, 3, 4, 6, 9, 12, 18, 36]"},
		{"divisors(97)", "[1, 97]"},
		{"[n for n in range(30) if is_prime(n)]", "[2, 3, 5, 7, 11, 13, 17, 19, 23, 29]"},
		{"primes(30)", "[2, 3, 5, 7, 11, 13, 17, 19, 23, 29]"},
		{"primes(1)", "[]"},
		{"[isqrt(n) for n in (0, 1, 3, 4, 8, 9, 10, 99, 100)]", "[0, 1, 1, 2, 2, 3, 3, 9, 10]"},
		{"isqrt(9223372036854775807)", "3037000499"},
		{"isqrt(9223372030926249001)", "3037000499"},
		{"isqrt(9223372030926249000)", "3037000498"},
		{"popcount(255)", "8"},
		{"mex([0, 1, 3])", "2"},
		{"mex([])", "0"},
		{"mex((5, 0, 2, 1))", "3"},
	} {
		v, err := starlark.EvalOptions(fileOptions, &starlark.Thread{}, "b.star", c.expr, builtins())
		if err != nil || v.String() != c.want {
			t.Errorf("%s = %v %v, want %s", c.expr, v, err, c.want)
		}
	}
	for n := int64(0); n < 2000; n++ {
		p, _ := isPrime(n)
		want := n >= 2
		for d := int64(2); d < n; d++ {
			want = want && n%d != 0
		}
		if p != want {
			t.Fatalf("is_prime(%d) = %v", n, p)
		}
	}
}
