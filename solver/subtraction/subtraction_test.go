package subtraction

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/bits-and-blooms/bitset"

	"nimber/solver/sieve"
)

// naiveValues computes g(i) = mex{g(i-k) : k in moves, 1 ≤ k ≤ i} directly.
func naiveValues(moves []int, n int) []uint32 {
	g := make([]uint32, n+1)
	seen := make([]bool, n+2)
	for i := 0; i <= n; i++ {
		clear(seen)
		for _, k := range moves {
			if k >= 1 && k <= i {
				seen[g[i-k]] = true
			}
		}
		for seen[g[i]] {
			g[i]++
		}
	}
	return g
}

func bitsetOf(members []int) *bitset.BitSet {
	set := bitset.New(0)
	for _, k := range members {
		set.Set(uint(k))
	}
	return set
}

// randomMoves draws a move set: density from sparse to full, its members
// below limit, sometimes with 0 (which Values must ignore).
func randomMoves(rng *rand.Rand, limit int) []int {
	var moves []int
	density := []float64{0.01, 0.05, 0.2, 0.5, 0.9, 1}[rng.IntN(6)]
	for k := 0; k < limit; k++ {
		if rng.Float64() < density {
			moves = append(moves, k)
		}
	}
	if len(moves) == 0 && rng.IntN(2) == 0 {
		moves = append(moves, 1+rng.IntN(limit))
	}
	return moves
}

func TestAgainstNaiveMex(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for c := 0; c < 1500; c++ {
		n := rng.IntN(400)
		if c%100 == 0 {
			n = 1500 + rng.IntN(1000)
		}
		// Moves may go past n, and the set's own length varies.
		moves := randomMoves(rng, 1+rng.IntN(2*n+2))
		if c%250 == 0 {
			// Only long moves: nothing is pushed at once.
			n = 3000
			moves = []int{200 + c/250, 333, 517, 2999}
		}
		want := naiveValues(moves, n)
		got := Values(bitsetOf(moves), n, nil)
		if !slices.Equal(got, want) {
			i := 0
			for got[i] == want[i] {
				i++
			}
			t.Fatalf("n=%d moves=%v: g(%d) = %d, want %d", n, moves, i, got[i], want[i])
		}
	}
}

func TestKnownGames(t *testing.T) {
	// Subtraction {1,2,3} is n mod 4; {2,3,7} is periodic with period 5
	// from the start (0 0 1 1 2); no move at all leaves every heap at 0.
	for _, c := range []struct {
		moves []int
		want  func(i int) uint32
	}{
		{[]int{1, 2, 3}, func(i int) uint32 { return uint32(i % 4) }},
		{[]int{2, 3, 7}, func(i int) uint32 { return []uint32{0, 0, 1, 1, 2}[i%5] }},
		{nil, func(int) uint32 { return 0 }},
		{[]int{0}, func(int) uint32 { return 0 }},
	} {
		g := Values(bitsetOf(c.moves), 1000, nil)
		for i, v := range g {
			if v != c.want(i) {
				t.Fatalf("moves %v: g(%d) = %d, want %d", c.moves, i, v, c.want(i))
			}
		}
	}
	if g := Values(bitsetOf([]int{1}), -1, nil); len(g) != 0 {
		t.Errorf("n = -1 gave %v", g)
	}
}

func TestProgress(t *testing.T) {
	moves := sieve.Primes(5000)
	last, total := 0, -1
	Values(moves, 5000, func(done, all int) {
		if done < last || (total >= 0 && all != total) || done > all {
			t.Fatalf("progress %d of %d after %d of %d", done, all, last, total)
		}
		last, total = done, all
	})
	if last != total || total <= 0 {
		t.Fatalf("progress ended at %d of %d", last, total)
	}
}

func TestKernels(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 3))
	random := func(n int) []uint64 {
		s := make([]uint64, n)
		for j := range s {
			s[j] = 1 << rng.IntN(64)
		}
		return s
	}
	for n := 0; n < 40; n++ {
		// Sources one word longer than n, dst three: only n words change.
		dst, a, b, c := random(n+3), random(n+1), random(n+1), random(n+1)
		want := slices.Clone(dst)
		for j := range n {
			want[j] |= a[j]
		}
		orInto(dst, a[:n])
		if !slices.Equal(dst, want) {
			t.Fatalf("orInto, n=%d: got %x, want %x", n, dst, want)
		}
		for j := range n {
			want[j] |= a[j] | b[j] | c[j]
		}
		or4Into(dst[:n], a, b, dst, c) // dst may be a source
		if !slices.Equal(dst, want) {
			t.Fatalf("or4Into, n=%d: got %x, want %x", n, dst, want)
		}
	}
}

// BenchmarkPrimesAndSemiprimes times the game of Codeforces 1091H at full
// size: moves are the primes and semiprimes except 6, heaps up to 2·10^5.
func BenchmarkPrimesAndSemiprimes(b *testing.B) {
	const n = 200000
	moves := sieve.Primes(n)
	moves.InPlaceUnion(sieve.Semiprimes(n))
	moves.Clear(6)
	for b.Loop() {
		Values(moves, n, nil)
	}
}

// Sparse agrees with Values, on values below 64 and above (1..k gives
// values up to k: rows of 128, 256 and 512 bytes, and past the widest with
// 1..600), on sets with moves beyond a block.
func TestSparseMatchesValues(t *testing.T) {
	for _, moves := range [][]int{squaresTo(20000), {2, 3, 7}, {5, 5000}, upTo(80), upTo(200), upTo(300), upTo(600), {}} {
		set := bitset.New(20001)
		for _, k := range moves {
			set.Set(uint(k))
		}
		want := Values(set, 20000, nil)
		if got := Sparse(moves, 20000, nil, nil); !slices.Equal(got, want) {
			t.Errorf("Sparse(%v) differs from Values", moves[:min(len(moves), 5)])
		}
	}
}

// Sparse reports its progress in heaps, rising, up to all of them, both
// while the values fit the rows and after (1..600: values up to 600).
func TestSparseProgress(t *testing.T) {
	for _, moves := range [][]int{{1, 4, 9, 16, 25}, upTo(600)} {
		const n = 50000
		last, calls := 0, 0
		Sparse(moves, n, nil, func(done, total int) {
			if total != n+1 || done < last || done > total {
				t.Errorf("progress(%d, %d) after %d", done, total, last)
			}
			last = done
			calls++
		})
		if calls < 2 || last < n-sparseAnyEvery {
			t.Errorf("moves %v…: %d reports, the last at %d of %d", moves[:3], calls, last, n+1)
		}
	}
}

// squaresTo returns the squares 1, 4, 9, … up to n.
func squaresTo(n int) []int {
	var s []int
	for r := 1; r*r <= n; r++ {
		s = append(s, r*r)
	}
	return s
}

// upTo returns the moves 1..m.
func upTo(m int) []int {
	var s []int
	for k := 1; k <= m; k++ {
		s = append(s, k)
	}
	return s
}
