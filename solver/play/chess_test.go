package play

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// chessBrute plays the game on the triples by exhaustive search, the state
// being the visited set and the current triple.
type chessBrute struct {
	n    int
	memo map[[2]uint64]bool
}

func (b *chessBrute) id(t [3]int) int { return ((t[0]-1)*b.n+t[1]-1)*b.n + t[2] - 1 }

// next lists the triples reachable in one move, by the statement.
func (b *chessBrute) next(cur [3]int, seen uint64) [][3]int {
	var out [][3]int
	for j := range 3 {
		for _, d := range []int{-1, 1} {
			t := cur
			t[j] += d
			if t[j] >= 1 && t[j] <= b.n && seen>>b.id(t)&1 == 0 {
				out = append(out, t)
			}
		}
	}
	return out
}

func (b *chessBrute) wins(cur [3]int, seen uint64) bool {
	k := [2]uint64{uint64(b.id(cur)), seen}
	if w, ok := b.memo[k]; ok {
		return w
	}
	w := false
	for _, t := range b.next(cur, seen) {
		if !b.wins(t, seen|1<<b.id(t)) {
			w = true
			break
		}
	}
	b.memo[k] = w
	return w
}

// randomChess returns a random trail of up to moves moves on [n]³.
func randomChess(r *rand.Rand, n, moves int) *Chess {
	p := &Chess{N: n, Trail: [][3]int{{1 + r.IntN(n), 1 + r.IntN(n), 1 + r.IntN(n)}}}
	for range moves {
		ms := p.Moves()
		if len(ms) == 0 {
			break
		}
		p, _ = p.Play(ms[r.IntN(len(ms))])
	}
	return p
}

func TestChessAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for _, c := range []struct{ n, lo, hi, count int }{{2, 0, 6, 100}, {3, 10, 18, 60}} {
		b := &chessBrute{n: c.n, memo: map[[2]uint64]bool{}}
		for range c.count {
			p := randomChess(r, c.n, c.lo+r.IntN(c.hi-c.lo+1))
			text := p.String()
			if q, err := ParseChess(text); err != nil || q.String() != text {
				t.Fatalf("%q: %v %v", text, q, err)
			}
			var seen uint64
			for _, tr := range p.Trail {
				seen |= 1 << b.id(tr)
			}
			a, _ := p.Analyze(nil)
			nexts := b.next(p.Current(), seen)
			if a.Wins != b.wins(p.Current(), seen) || a.Over != (len(nexts) == 0) {
				t.Fatalf("%s: wins %v over %v", p, a.Wins, a.Over)
			}
			want := map[[3]int]bool{}
			for _, tr := range nexts {
				if !b.wins(tr, seen|1<<b.id(tr)) {
					want[tr] = true
				}
			}
			got := map[[3]int]bool{}
			for _, m := range a.Winning {
				q, err := p.Play(m)
				if err != nil {
					t.Fatal(err)
				}
				got[q.Current()] = true
			}
			if fmt.Sprint(got) != fmt.Sprint(want) || a.Count != uint64(len(want)) {
				t.Fatalf("%s: winning %v, brute force %v", p, got, want)
			}
			if len(p.Moves()) != len(nexts) {
				t.Fatalf("%s: %d moves, statement %d", p, len(p.Moves()), len(nexts))
			}
			if a.Wins && c.n == 2 {
				replyWins(t, board[*Chess, ChessMove]{
					analyze: func(p *Chess) *Analysis[ChessMove] { a, _ := p.Analyze(nil); return a },
					moves:   (*Chess).Moves,
					play:    (*Chess).Play,
					key:     (*Chess).String,
				}, p)
			}
		}
	}
}

// TestChessMatchings checks that perfectMate is a perfect matching of the
// grid minus w: mates are adjacent, distinct from w, and mutual.
func TestChessMatchings(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for _, n := range []int{3, 5, 7, 9} {
		for range 6 {
			w := [3]int{1 + r.IntN(n), 1 + r.IntN(n), 1 + r.IntN(n)}
			if (w[0]+w[1]+w[2])%2 == 0 {
				w[0] = w[0]%n + 1 // n odd: w[0] changes parity unless it wraps from n to 1, both odd
				if (w[0]+w[1]+w[2])%2 == 0 {
					w[1] = w[1]%n + 1
				}
			}
			if (w[0]+w[1]+w[2])%2 == 0 {
				continue
			}
			for a := 1; a <= n; a++ {
				for b := 1; b <= n; b++ {
					for c := 1; c <= n; c++ {
						v := [3]int{a, b, c}
						if v == w {
							continue
						}
						u := perfectMate(v, w)
						d := 0
						for j := range 3 {
							if u[j] < 1 || u[j] > n {
								t.Fatalf("n=%d w=%v: mate of %v is %v, off the board", n, w, v, u)
							}
							d += max(u[j]-v[j], v[j]-u[j])
						}
						if d != 1 || u == w || perfectMate(u, w) != v {
							t.Fatalf("n=%d w=%v: mate of %v is %v", n, w, v, u)
						}
					}
				}
			}
		}
	}
}

// TestChessStrategy plays games on large boards: Nimber, on the favoured
// side, follows its replies against random moves and must win each game.
func TestChessStrategy(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	for _, n := range []int{11, 12} {
		for game := range 4 {
			p := randomChess(r, n, 0)
			a, _ := p.Analyze(nil)
			if a.Unknown {
				t.Fatalf("%s: unknown", p)
			}
			nimber := a.Wins
			for moves := 0; ; moves++ {
				a, _ := p.Analyze(nil)
				if a.Over {
					if nimber {
						t.Fatalf("%s: Nimber cannot move", p)
					}
					break
				}
				var m ChessMove
				if nimber {
					if !a.Wins || a.Unknown {
						t.Fatalf("%s (game %d): Nimber to move, wins %v unknown %v", p, game, a.Wins, a.Unknown)
					}
					m, _ = a.Reply()
				} else {
					ms := p.Moves()
					m = ms[r.IntN(len(ms))]
				}
				var err error
				if p, err = p.Play(m); err != nil {
					t.Fatal(err)
				}
				nimber = !nimber
				if moves > 3000 {
					break // a long game: enough
				}
			}
		}
	}
}

func TestChessText(t *testing.T) {
	for text, want := range map[string]string{
		"5:3,3,3/RgB": "5:3,3,3/RgB",
		" 5 : 3,3,3 ": "5:3,3,3",
		"5:3,3,3/":    "5:3,3,3",
	} {
		if p, err := ParseChess(text); err != nil || p.String() != want {
			t.Errorf("%q: %v %v, want %q", text, p, err, want)
		}
	}
	for text, want := range map[string]string{
		"1:1,1,1":    "play:1:1: n = 1 is out of range [2, 100000]",
		"5:3,3":      "play:1:6: expected three cells r,g,b, found 2",
		"5:3,3,6":    "play:1:7: cell = 6 is out of range [1, 5]",
		"5:3,3,3/Rr": "play:1:10: the triple (3, 3, 3) has already occurred",
		"5:5,3,3/R":  "play:1:9: red cannot leave the row 1..5",
		"5:3,3,3/Rx": "play:1:10: expected end of text, found \"x\"",
	} {
		if _, err := ParseChess(text); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %s", text, err, want)
		}
	}
	p, _ := ParseChess("5:3,3,3/R")
	if _, err := p.Play(ChessMove{0, -1}); err == nil || err.Error() != "illegal move: the triple (3, 3, 3) has already occurred" {
		t.Error(err)
	}
	if got := p.Describe(ChessMove{1, 1}); got != "move green right (3 → 4)" {
		t.Error(got)
	}
}

func FuzzParseChess(f *testing.F) {
	for _, s := range []string{"5:3,3,3/RgB", "2:1,1,1", "3:1,2,3/RRGb"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseChess(s)
		if err != nil {
			return
		}
		q, err := ParseChess(p.String())
		if err != nil || q.String() != p.String() {
			t.Fatalf("%q prints as %q, which reads back as %v, %v", s, p, q, err)
		}
	})
}
