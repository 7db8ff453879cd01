package script

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"nimber/solver/memo"
)

// listed is what listing the options of a heap gave: the options, or the
// error's message.
type listed struct {
	start []int32
	pos   []memo.Pos
	err   string
}

// interpreted lists the options of heap n with the interpreter only.
func interpreted(g *Game, n int) listed {
	fast := g.fast
	g.fast = nil
	defer func() { g.fast = fast }()
	var o memo.Options
	if err := g.Options(memo.Int(n), &o); err != nil {
		return listed{err: err.Error()}
	}
	return listed{start: o.Start, pos: o.Pos}
}

// compiled lists the options of heap n as Options does (the compiled
// moves, else the interpreter), and says whether the compiled moves
// listed them.
func compiled(g *Game, n int) (listed, bool) {
	var o memo.Options
	o.Add(memo.Int(7)) // options already there stay
	if g.fast != nil && g.fast.list(int64(n), &o, g.maxSteps) {
		var start []int32
		for _, s := range o.Start[1:] {
			start = append(start, s-1)
		}
		return listed{start: start, pos: o.Pos[1:]}, true
	}
	if len(o.Start) != 1 || len(o.Pos) != 1 {
		return listed{err: "the compiled moves gave up and left options behind"}, false
	}
	o.Reset()
	if err := g.Options(memo.Int(n), &o); err != nil {
		return listed{err: err.Error()}, false
	}
	return listed{start: o.Start, pos: o.Pos}, false
}

func (l listed) String() string {
	if l.err != "" {
		return "error " + l.err
	}
	return fmt.Sprint(l.start, l.pos)
}

func fileGame(t *testing.T, src string, params map[string]string, maxSteps uint64) *Game {
	t.Helper()
	p, err := Compile("game.star", []byte(src), maxSteps)
	if err != nil {
		t.Fatal(err)
	}
	g, err := p.Game(params, maxSteps)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestFastMoves: moves compiled to Go lists, for every heap, the options
// the interpreter lists, in the same order, or gives up exactly where the
// interpreter fails (an error, the step cap) or goes past 64 bits, and the
// call is then the interpreter's, with its message.
func TestFastMoves(t *testing.T) {
	for _, c := range []struct {
		name, src string
		params    map[string]string
		maxSteps  uint64
		n         int
		// fails lists the heaps whose call the compiled moves gives up
		// (the interpreter answers them).
		fails func(n int) bool
	}{
		{name: "coprime", src: example(t, "coprime.star"), n: 300},
		{name: "squares", src: example(t, "squares.star"), n: 300},
		{name: "grundy", src: example(t, "grundy.star"), n: 100},
		{name: "subtract", src: example(t, "subtract.star"), params: map[string]string{"take": "1,3,4"}, n: 100},
		{name: "arithmetic", n: 200, src: `
def moves(n):
    """Floor division, modulo and shifts of negatives, as Python has them."""
    a = n - 100
    b = (a // 7) % 5 + (-a) // 3 + a % -4 + (a >> 2) + ((a & 7) << 3) + (a | 1) - (a ^ 5) + ~a
    b += 1000
    b -= abs(a) - min(a, 3, -a) + max(a, 2)
    return [abs(b) % (n + 1), n // 2] if n else []
`},
		{name: "branches", n: 120, src: `
k = param("k", 3)
S = [1, 2, 5]

def moves(n):
    if n < k:
        return []
    elif n % 2 == 0 and not (n % 3 == 0 or n > 100):
        return [n - s for s in S if s <= n] + [[a, b] for a in range(1, 4) for b in range(a, 5) if a + b <= n - 1]
    else:
        pass
    x = popcount(n)
    return [n - x if n >= x else 0, n - 1] + [n - d for d in (2, 3) if d <= n and gcd(n, d) != 1]
`},
		{name: "conditional", n: 60, src: `
def moves(n):
    return ([n - 1] if n % 2 else [n // 2, [n // 3, n // 4]]) if n > 0 else []
`},
		{name: "negative option", n: 20, src: "def moves(n):\n    return [n - 5]\n", fails: func(n int) bool { return n < 5 }},
		{name: "division by zero", n: 20, src: "def moves(n):\n    return [n // (n - 10) + 10] if n else []\n", fails: func(n int) bool { return n == 10 }},
		{name: "range step zero", n: 10, src: "def moves(n):\n    return [k for k in range(0, n, n - 4)]\n", fails: func(n int) bool { return n == 4 }},
		{name: "assigned on every way", n: 10, src: "def moves(n):\n    if n > 3:\n        x = 1\n    elif n:\n        return [n - 1]\n    else:\n        x = 0\n        y = 2\n    x += 1\n    return [x, n // x]\n"},
		{name: "no return", n: 10, src: "def moves(n):\n    if n > 3:\n        return [n - 1]\n", fails: func(n int) bool { return n <= 3 }},
		{name: "past 64 bits", n: 10, src: "def moves(n):\n    return [(n * 4611686018427387904 * 4) // 16]\n", fails: func(n int) bool { return n > 0 }},
		{name: "past a position", n: 10, src: "def moves(n):\n    return [n << 61]\n", fails: func(n int) bool { return n > 2 }},
		{name: "isqrt of a negative", n: 10, src: "def moves(n):\n    return [isqrt(n - 3)]\n", fails: func(n int) bool { return n < 3 }},
		// The cap: 20 steps and more an iteration, so that heaps past 150
		// or so pass 3000 steps, and the compiled moves, charging more than
		// the interpreter, gives up sooner (fails: past heap 25 it may).
		{name: "step cap", n: 400, maxSteps: 3000, src: "def moves(n):\n    return [n - k for k in range(1, n + 1) if k % 3 != 1 and k * k >= 0]\n",
			fails: func(n int) bool { return n > 25 }},
		{name: "step cap, long body", n: 200, maxSteps: 3000, src: "def moves(n):\n    return [n - k + 0 * (k + k * (k - k * (k + k * (k - k)))) for k in range(n)]\n",
			fails: func(n int) bool { return n > 20 }},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := fileGame(t, c.src, c.params, c.maxSteps)
			if g.fast == nil {
				t.Fatal("moves is not compiled")
			}
			for n := range c.n + 1 {
				want := interpreted(g, n)
				got, fast := compiled(g, n)
				if got.String() != want.String() {
					t.Fatalf("heap %d: compiled %s, interpreted %s", n, got, want)
				}
				if c.fails == nil && !fast {
					t.Fatalf("heap %d: the compiled moves gave up (%s)", n, want)
				}
				capped := strings.HasPrefix(c.name, "step cap")
				if c.fails != nil && !capped && fast == c.fails(n) {
					t.Fatalf("heap %d: compiled %v, want %v (%s)", n, fast, !c.fails(n), want)
				}
				// Under the cap the compiled moves finish: past it they
				// give up, sooner than the interpreter (checked below).
				if capped && !fast && !c.fails(n) {
					t.Fatalf("heap %d: the compiled moves gave up under the cap (%s)", n, want)
				}
				if fast && strings.Contains(want.err, "step cap") {
					t.Fatalf("heap %d: compiled past the cap", n)
				}
			}
		})
	}
}

// TestFastNotCompiled: moves written with what fastMoves does not cover is
// interpreted (and still right: the other tests of the package run it).
func TestFastNotCompiled(t *testing.T) {
	for _, src := range []string{
		example(t, "wythoff.star"),
		"def moves(n):\n    opts = []\n    for k in (1, 2):\n        for left in range(n - k + 1):\n            opts.append([left, n - k - left])\n    return opts\n",
		"def moves(n):\n    return [n - d for d in divisors(n) if d < n]\n",
		"def half(n):\n    return n // 2\n\ndef moves(n):\n    return [half(n)]\n",
		"def moves(n):\n    return [n - 1.5]\n",
		"def moves(n):\n    return [n / 2]\n",
		"def moves(n):\n    f = lambda: n\n    return [f()]\n",
		"def moves(n):\n    return {n - 1: 1}\n",
		"def moves(n):\n    if n > 3:\n        x = 1\n    return [x]\n", // x may be read before it is assigned
		"def moves(n):\n    if n > 3:\n        x = 1\n    else:\n        y = 1\n    return [y]\n",
	} {
		if g := fileGame(t, src, nil, 0); g.fast != nil {
			t.Errorf("compiled:\n%s", src)
		}
	}
}

// TestFastCancel: a cancelled context stops the compiled moves as it stops
// the interpreter, with the interpreter's message; the next call runs.
func TestFastCancel(t *testing.T) {
	g := fileGame(t, example(t, "coprime.star"), nil, 0)
	ctx, cancel := context.WithCancel(context.Background())
	stop := g.Watch(ctx)
	defer stop()
	cancel()
	for !g.stop.Load() { // Watch's function runs in a goroutine of its own
		runtime.Gosched()
	}
	var o memo.Options
	err := g.Options(memo.Int(100), &o)
	if err == nil || !strings.Contains(err.Error(), "cancelled") || o.Len() != 0 {
		t.Fatalf("cancelled: %v, %d options", err, o.Len())
	}
	if err := g.Options(memo.Int(100), &o); err != nil || o.Len() == 0 {
		t.Fatalf("after: %v", err)
	}
}

// TestFastValues: the Grundy values of the examples with moves compiled
// are those interpreted.
func TestFastValues(t *testing.T) {
	for _, name := range []string{"coprime.star", "squares.star", "grundy.star", "subtract.star", "kayles.star"} {
		g := game(t, name, nil)
		if g.fast == nil {
			t.Fatalf("%s: moves is not compiled", name)
		}
		fast := grundy(t, g, heaps(400))
		h := game(t, name, nil)
		h.fast = nil
		if slow := grundy(t, h, heaps(400)); !slices.Equal(fast, slow) {
			t.Errorf("%s: compiled %v, interpreted %v", name, fast[:20], slow[:20])
		}
	}
}

func example(t *testing.T, name string) string {
	t.Helper()
	for _, ex := range Examples() {
		if ex.Name == name {
			return ex.Source
		}
	}
	t.Fatalf("no example %s", name)
	return ""
}
