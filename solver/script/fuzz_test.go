package script

import (
	"context"
	"testing"
	"time"

	"nimber/solver/memo"
	"nimber/solver/sums"
)

// FuzzGame compiles any text as a game file and values a few positions
// under small caps: it must never panic or hang, and every failure must be
// an error.
func FuzzGame(f *testing.F) {
	for _, ex := range Examples() {
		f.Add(ex.Source, "0")
		f.Add(ex.Source, "3,4")
	}
	f.Add("k = param('k', 2)\ndef moves(n):\n    return [[n - 1, n // 2]] if n > k else []\n", "9")
	f.Add("def moves(p):\n    return [(p[0] - 1, (p[1],))] if p[0] else []\n", "5,1")
	f.Add("def moves(n):\n    return [(n + 1) % 5]\n", "2")
	f.Add("def moves(n)\n    return []\n", "1")
	f.Add("def moves(n):\n    return [divisors(n), mex(primes(n)), gcd(n, 6), lcm(n, 4), is_prime(n), isqrt(n), popcount(n)]\n", "1")
	f.Fuzz(func(t *testing.T, src, pos string) {
		p, err := Compile("f.star", []byte(src), 5000)
		if err != nil {
			return
		}
		g, err := p.Game(nil, 5000)
		if err != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		defer g.Watch(ctx)()
		e := memo.New(g, sums.Grundy, 500)
		start := memo.Int(len(pos) % 8)
		if a, b, ok := cutPair(pos); ok {
			start = memo.Pair(a, b)
		}
		if _, err := e.Value(ctx, start); err == nil {
			_ = e.Stats()
		}
		if ctx.Err() != nil {
			t.Fatalf("valuing %s took over 10 s", start)
		}
	})
}

// cutPair reads "a,b" with one-digit naturals.
func cutPair(s string) (int, int, bool) {
	if len(s) == 3 && s[1] == ',' && s[0] >= '0' && s[0] <= '9' && s[2] >= '0' && s[2] <= '9' {
		return int(s[0] - '0'), int(s[2] - '0'), true
	}
	return 0, 0, false
}
