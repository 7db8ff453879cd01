package evensplit

import "testing"

// naive returns g(0..n) by the definition: for every m, the parts of the
// split listed one by one and their values xored.
func naive(f, n int) []uint32 {
	g := make([]uint32, n+1)
	for x := max(f, 2); x <= n; x++ {
		seen := make([]bool, x+2)
		for m := 2; m <= x; m++ {
			var v uint32
			for part := 0; part < m; part++ {
				size := x / m
				if part < x%m {
					size++
				}
				v ^= g[size]
			}
			if int(v) < len(seen) {
				seen[v] = true
			}
		}
		for seen[g[x]] {
			g[x]++
		}
	}
	return g
}

func TestAgainstNaiveMex(t *testing.T) {
	const n = 200
	for f := 1; f <= 20; f++ {
		want := naive(f, n)
		got := Values(f, n, nil)
		for x := range want {
			if got[x] != want[x] {
				t.Fatalf("f = %d: g(%d) = %d, naive mex %d", f, x, got[x], want[x])
			}
		}
	}
}

// quadratic returns g(0..n) from the closed form of v(x, m), taking every m.
func quadratic(f, n int) []uint32 {
	g := make([]uint32, n+1)
	seen := make([]int, n+2) // seen[v] == x: v is an option of x
	for x := max(f, 2); x <= n; x++ {
		for m := 2; m <= x; m++ {
			q, r := x/m, x%m
			var v uint32
			if r%2 == 1 {
				v ^= g[q+1]
			}
			if (m-r)%2 == 1 {
				v ^= g[q]
			}
			seen[v] = x
		}
		for seen[g[x]] == x {
			g[x]++
		}
	}
	return g
}

func TestAgainstQuadraticMex(t *testing.T) {
	const n = 3000
	for _, f := range []int{1, 2, 3, 7, 100, 2999, 3000, 3001} {
		want := quadratic(f, n)
		got := Values(f, n, nil)
		for x := range want {
			if got[x] != want[x] {
				t.Fatalf("f = %d: g(%d) = %d, mex over every m %d", f, x, got[x], want[x])
			}
		}
	}
}

func TestSmallN(t *testing.T) {
	for n := 0; n <= 3; n++ {
		if got := Values(1, n, nil); len(got) != n+1 {
			t.Fatalf("Values(1, %d) has %d entries", n, len(got))
		}
	}
	// 2 -> 1+1 (value 0); 3 -> 1+1+1 (0) or 2+1 (g(2) = 1).
	if got := Values(1, 3, nil); got[2] != 1 || got[3] != 2 {
		t.Errorf("g(2), g(3) = %d, %d, want 1, 2", got[2], got[3])
	}
}

// BenchmarkValues builds the values of the heaps up to 10^5 for f = 1, where
// every heap can move.
func BenchmarkValues(b *testing.B) {
	for b.Loop() {
		Values(1, 100000, nil)
	}
}
