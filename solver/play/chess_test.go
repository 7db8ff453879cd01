package play

import (
	"math/rand/v2"
	"testing"
)

// chessBrute plays the game on the triples by exhaustive search; a state
// is the current triple's number and the set of visited ones.
type chessBrute struct {
	n int
}

func (b *chessBrute) id(t [3]int) uint64 { return uint64(((t[0]-1)*b.n+t[1]-1)*b.n + t[2] - 1) }

// state returns the test's key of a position.
func (b *chessBrute) state(p *Chess) [2]uint64 {
	var seen uint64
	for _, tr := range p.Trail {
		seen |= 1 << b.id(tr)
	}
	return [2]uint64{b.id(p.Current()), seen}
}

// next lists the states after each move, by the statement: one piece
// moves to an adjacent cell, to a triple never seen.
func (b *chessBrute) next(s [2]uint64) [][2]uint64 {
	var out [][2]uint64
	n := uint64(b.n)
	for _, step := range []uint64{n * n, n, 1} {
		c := s[0] / step % n
		var to []uint64
		if c > 0 {
			to = append(to, s[0]-step)
		}
		if c < n-1 {
			to = append(to, s[0]+step)
		}
		for _, u := range to {
			if s[1]>>u&1 == 0 {
				out = append(out, [2]uint64{u, s[1] | 1<<u})
			}
		}
	}
	return out
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
	cb := boardOf[*Chess, ChessMove](nil)
	for _, c := range []struct{ n, lo, hi, count int }{{2, 0, 6, 100}, {3, 10, 18, 60}} {
		b := &chessBrute{n: c.n}
		game := &solved[[2]uint64]{next: b.next, memo: map[[2]uint64]bool{}}
		for range c.count {
			p := randomChess(r, c.n, c.lo+r.IntN(c.hi-c.lo+1))
			roundTrip(t, p, ParseChess)
			checkBoard(t, cb, p, b.state, b.next(b.state(p)), game.wins, c.n == 2)
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

func TestChessIllegal(t *testing.T) {
	p, _ := ParseChess("5:3,3,3/R")
	if _, err := p.Play(ChessMove{0, -1}); err == nil || err.Error() != "illegal move: the triple (3, 3, 3) has already occurred" {
		t.Error(err)
	}
	if got := p.Describe(ChessMove{1, 1}); got != "move green right (3 → 4)" {
		t.Error(got)
	}
}

func FuzzParseChess(f *testing.F) { fuzzText(f, ParseChess, "5:3,3,3/RgB", "2:1,1,1", "3:1,2,3/RRGb") }
