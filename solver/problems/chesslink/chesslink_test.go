package chesslink

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"nimber/solver/contest/contesttest"
)

func TestSamples(t *testing.T) { contesttest.Samples(t, Problem) }

// cube is the board of triples (r, g, b) in 1..n, numbered
// ((r−1)·n + g−1)·n + b−1, with the triples one move away from each.
type cube struct {
	n    int
	next [][]int
}

func newCube(n int) *cube {
	c := &cube{n: n, next: make([][]int, n*n*n)}
	for v := range c.next {
		p := c.triple(v)
		for i := range p {
			for _, d := range []int{-1, 1} {
				q := p
				q[i] += d
				if q[i] >= 1 && q[i] <= n {
					c.next[v] = append(c.next[v], c.index(q))
				}
			}
		}
	}
	return c
}

func (c *cube) triple(v int) [3]int {
	return [3]int{v/(c.n*c.n) + 1, v/c.n%c.n + 1, v%c.n + 1}
}

func (c *cube) index(p [3]int) int { return ((p[0]-1)*c.n+p[1]-1)*c.n + p[2] - 1 }

// wins plays the actual game by exhaustive search: the state is the set of
// triples seen so far (a bit mask, n ≤ 3) and the current triple; the player
// to move wins when some unseen neighbour is a lost state for the opponent.
func (c *cube) wins(seen uint64, v int, memo map[uint64]bool) bool {
	key := seen<<5 | uint64(v)
	if w, ok := memo[key]; ok {
		return w
	}
	w := false
	for _, u := range c.next[v] {
		if seen>>u&1 == 0 && !c.wins(seen|1<<u, u, memo) {
			w = true
			break
		}
	}
	memo[key] = w
	return w
}

// allStarts returns the input of every start triple of the n-cube, one case
// each, in the order of their numbers.
func allStarts(c *cube) string {
	var in strings.Builder
	fmt.Fprintln(&in, len(c.next))
	for v := range c.next {
		p := c.triple(v)
		fmt.Fprintln(&in, c.n, p[0], p[1], p[2])
	}
	return in.String()
}

// solveAll runs the solver on every start triple of the n-cube and returns
// its output.
func solveAll(t *testing.T, c *cube) string {
	return contesttest.Solve(t, Problem, allStarts(c))
}

func winner(first bool) string {
	if first {
		return "Alice\n"
	}
	return "Bob\n"
}

// TestAgainstSearch compares the solver with the exhaustive search from
// every start triple for n = 2 and 3.
func TestAgainstSearch(t *testing.T) {
	for n := 2; n <= 3; n++ {
		c := newCube(n)
		memo := map[uint64]bool{}
		var want strings.Builder
		for v := range c.next {
			want.WriteString(winner(c.wins(1<<v, v, memo)))
		}
		if got := solveAll(t, c); got != want.String() {
			t.Fatalf("n=%d: solver\n%s\nsearch\n%s", n, got, want.String())
		}
	}
}

// matching returns the size of a maximum matching of the cube's graph without
// vertex skip (−1: none skipped), by augmenting paths from the even-sum side.
func (c *cube) matching(skip int) int {
	mate := make([]int, len(c.next))
	for i := range mate {
		mate[i] = -1
	}
	var seen []bool
	var augment func(v int) bool
	augment = func(v int) bool {
		for _, u := range c.next[v] {
			if u == skip || seen[u] {
				continue
			}
			seen[u] = true
			if mate[u] < 0 || augment(mate[u]) {
				mate[u], mate[v] = v, u
				return true
			}
		}
		return false
	}
	size := 0
	for v := range c.next {
		p := c.triple(v)
		if v == skip || (p[0]+p[1]+p[2])%2 != 0 {
			continue
		}
		seen = make([]bool, len(c.next))
		if augment(v) {
			size++
		}
	}
	return size
}

// TestMatchingCriterion checks the solver for n up to 7 against the rule of
// undirected vertex geography, computed directly: the first player wins
// exactly when removing the start vertex shrinks the maximum matching.
func TestMatchingCriterion(t *testing.T) {
	for n := 2; n <= 7; n++ {
		c := newCube(n)
		full := c.matching(-1)
		var want strings.Builder
		for v := range c.next {
			want.WriteString(winner(c.matching(v) < full))
		}
		if got := solveAll(t, c); got != want.String() {
			t.Fatalf("n=%d: solver and matching criterion differ", n)
		}
	}
}

func TestErrors(t *testing.T) {
	contesttest.ErrorFile(t, Problem)
	contesttest.Errors(t, Problem, map[string]string{
		"11\n" + strings.Repeat("100000 1 1 1\n", 10) + "2 1 1 1\n": "input:12:1: total n = 1000002 exceeds 1000000",
	})
}

// TestTotalAtLimit accepts inputs whose n add up to exactly 10^6.
func TestTotalAtLimit(t *testing.T) {
	in := "10\n" + strings.Repeat("100000 1 1 1\n", 10)
	if got, want := contesttest.Solve(t, Problem, in), strings.Repeat("Alice\n", 10); got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func FuzzPrepare(f *testing.F) { contesttest.Fuzz(f, Problem, 1<<12, nil) }

// BenchmarkSolve answers a full-size input: 10^4 cases with n adding up to
// 10^6.
func BenchmarkSolve(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	var in strings.Builder
	fmt.Fprintln(&in, 10000)
	for i := range 10000 {
		n := []int{99, 101, 100, 100}[i%4]
		fmt.Fprintln(&in, n, 1+rng.IntN(n), 1+rng.IntN(n), 1+rng.IntN(n))
	}
	data := []byte(in.String())
	contesttest.BenchSolve(b, Problem, data)
}
