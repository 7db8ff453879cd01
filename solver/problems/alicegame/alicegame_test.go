package alicegame

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"nimber/solver/contest/contesttest"
	"nimber/solver/segments"
)

func TestSamples(t *testing.T) { contesttest.Samples(t, Problem) }

// row is the exhaustive search of the actual game for one k: a position is
// the multiset of segment lengths (sorted, no zeros), and its Grundy value is
// the mex over the positions one move reaches.
type row struct {
	k    int
	memo map[string]int
}

// games holds one search per k, shared by the tests.
var games = map[int]*row{}

func search(k int) *row {
	if games[k] == nil {
		games[k] = &row{k: k, memo: map[string]int{}}
	}
	return games[k]
}

func (g *row) value(segs []int) int {
	key := contesttest.Key(segs) // segments shorter than 256
	if v, ok := g.memo[key]; ok {
		return v
	}
	seen := map[int]bool{}
	for i, l := range segs {
		if i > 0 && segs[i-1] == l {
			continue // the same length gives the same moves
		}
		rest := slices.Delete(slices.Clone(segs), i, i+1)
		if l <= g.k {
			seen[g.value(rest)] = true
		}
		for left := 1; left+g.k < l; left++ {
			next := append(slices.Clone(rest), left, l-g.k-left)
			slices.Sort(next)
			seen[g.value(next)] = true
		}
	}
	v := 0
	for seen[v] {
		v++
	}
	g.memo[key] = v
	return v
}

func segment(n int) []int {
	if n == 0 {
		return nil
	}
	return []int{n}
}

// TestGrundyAgainstSearch compares the closed form with the searched Grundy
// value of one segment, and the xor of closed forms with the searched value
// of random rows of several segments.
func TestGrundyAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for k := 2; k <= 8; k++ {
		g := search(k)
		for n := 0; n <= 40; n++ {
			if got, want := segments.Grundy(k, n), g.value(segment(n)); got != want {
				t.Fatalf("k=%d n=%d: grundy %d, search %d", k, n, got, want)
			}
		}
		for range 200 {
			segs := make([]int, 2+rng.IntN(3))
			x := 0
			for i := range segs {
				segs[i] = 1 + rng.IntN(14)
				x ^= segments.Grundy(k, segs[i])
			}
			slices.Sort(segs)
			if v := g.value(segs); v != x {
				t.Fatalf("k=%d row %v: search value %d, xor of closed forms %d", k, segs, v, x)
			}
		}
	}
}

// TestAgainstSearch runs the solver on random small cases and compares its
// output with the winner found by exhaustive search.
func TestAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	var in, want strings.Builder
	const cases = 3000
	fmt.Fprintln(&in, cases)
	for range cases {
		k, n := 2+rng.IntN(9), rng.IntN(46)
		fmt.Fprintln(&in, k, n)
		if search(k).value(segment(n)) != 0 {
			want.WriteString("Alice\n")
		} else {
			want.WriteString("Bob\n")
		}
	}
	if got := contesttest.Solve(t, Problem, in.String()); got != want.String() {
		t.Fatalf("answers differ from exhaustive search")
	}
}

func TestErrors(t *testing.T) { contesttest.ErrorFile(t, Problem) }

func FuzzPrepare(f *testing.F) { contesttest.Fuzz(f, Problem, 1<<12, nil) }

// BenchmarkSolve answers a full-size input: 10^4 cases at the largest values.
func BenchmarkSolve(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	var in strings.Builder
	fmt.Fprintln(&in, 10000)
	for range 10000 {
		fmt.Fprintln(&in, 1e7-rng.IntN(1000), 1e9-rng.IntN(1e6))
	}
	data := []byte(in.String())
	contesttest.BenchSolve(b, Problem, data)
}
