package sieve

import (
	"slices"
	"testing"

	"github.com/bits-and-blooms/bitset"
)

// smallestFactor finds the smallest prime factor of m ≥ 2 by trial division.
func smallestFactor(m int) int {
	for d := 2; d*d <= m; d++ {
		if m%d == 0 {
			return d
		}
	}
	return m
}

// checkSet compares set, of n+1 bits, with the numbers up to n that want holds.
func checkSet(t *testing.T, name string, set *bitset.BitSet, n int, want func(m int) bool) {
	t.Helper()
	if set.Len() != uint(n+1) {
		t.Fatalf("%s(%d) has %d bits, want %d", name, n, set.Len(), n+1)
	}
	for m := 0; m <= n; m++ {
		if set.Test(uint(m)) != want(m) {
			t.Fatalf("%s(%d): bit %d is %v", name, n, m, set.Test(uint(m)))
		}
	}
	if c := set.Count(); c > uint(n+1) {
		t.Fatalf("%s(%d) has bits set past n", name, n)
	}
}

func isPrime(m int) bool { return m >= 2 && smallestFactor(m) == m }

func isSemiprime(m int) bool { return m >= 4 && isPrime(m/smallestFactor(m)) }

func TestPrimesAndSemiprimes(t *testing.T) {
	for _, n := range []int{0, 1, 2, 3, 4, 5, 9, 63, 64, 65, 127, 128, 1000, 4099} {
		checkSet(t, "Primes", Primes(n), n, isPrime)
		checkSet(t, "Semiprimes", Semiprimes(n), n, isSemiprime)
	}
}

func TestKnownCounts(t *testing.T) {
	// π(200000) = 17984; the semiprimes up to 10^5 number 23378.
	if c := Primes(200000).Count(); c != 17984 {
		t.Errorf("π(200000) = %d, want 17984", c)
	}
	if c := Semiprimes(100000).Count(); c != 23378 {
		t.Errorf("semiprimes up to 10^5: %d, want 23378", c)
	}
}

func TestOddFactorIndexAgainstTrialDivision(t *testing.T) {
	// Sizes around the segment length (2^15 entries, numbers up to 2^16).
	for _, n := range []int{0, 1, 2, 3, 8, 9, 10, 1 << 16, 1<<16 + 1, 1<<16 + 2, 150001} {
		table := OddFactorIndex(n, nil)
		if len(table) != (n+1)/2 {
			t.Fatalf("OddFactorIndex(%d) has %d entries, want %d", n, len(table), (n+1)/2)
		}
		rank := map[int]uint32{2: 1}
		count := uint32(1)
		for i, got := range table {
			m := 2*i + 1
			want := uint32(0)
			if m > 1 {
				p := smallestFactor(m)
				if p == m {
					count++
					rank[m] = count
				}
				want = rank[p]
			}
			if got != want {
				t.Fatalf("OddFactorIndex(%d): entry of %d is %d, want %d", n, m, got, want)
			}
		}
	}
}

// OddFactorSegments hands over the entries of OddFactorIndex, in order and
// each once, whatever a visit writes into its segment.
func TestOddFactorSegments(t *testing.T) {
	for _, n := range []int{0, 1, 2, 3, 10, 2 * Segment, 2*Segment + 1, 2*Segment + 2, 5*Segment + 77} {
		want := OddFactorIndex(n, nil)
		var got []uint32
		OddFactorSegments(n, func(lo int, seg []uint32) {
			if lo != len(got) {
				t.Fatalf("n=%d: a segment at %d after %d entries", n, lo, len(got))
			}
			got = append(got, seg...)
			for i := range seg {
				seg[i] = 12345 // the next segment must not see it
			}
		})
		if !slices.Equal(got, want) {
			t.Fatalf("n=%d: segments differ from OddFactorIndex", n)
		}
	}
}

func TestOddFactorIndexFullSize(t *testing.T) {
	var calls, last int
	table := OddFactorIndex(10_000_000, func(done, total int) {
		calls++
		if done < last || total != 5_000_000 {
			t.Fatalf("progress %d of %d after %d", done, total, last)
		}
		last = done
	})
	// 9999991 is the largest prime below 10^7 and π(10^7) = 664579;
	// 9999999 = 3 · 3 · 239 · 4649.
	if got := table[9999991/2]; got != 664579 {
		t.Errorf("rank of 9999991 = %d, want 664579", got)
	}
	if got := table[9999999/2]; got != 2 {
		t.Errorf("entry of 9999999 = %d, want 2 (the rank of 3)", got)
	}
	if last != 5_000_000 || calls < 2 {
		t.Errorf("progress ended at %d after %d calls", last, calls)
	}
}

func BenchmarkOddFactorIndex(b *testing.B) {
	for b.Loop() {
		OddFactorIndex(10_000_000, nil)
	}
}

func BenchmarkPrimesAndSemiprimes(b *testing.B) {
	for b.Loop() {
		Primes(200000).InPlaceUnion(Semiprimes(200000))
	}
}
