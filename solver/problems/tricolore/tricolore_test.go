package tricolore

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"nimber/solver/contest/contesttest"
	"nimber/solver/intmath"
	"nimber/solver/tricolore"
)

func TestSamples(t *testing.T) { contesttest.Samples(t, Problem) }

// tables holds the tables built so far, shared by the tests.
var tables = contesttest.Cache{}

// solve answers in, building each table once per Key.
func solve(t *testing.T, in string) string {
	t.Helper()
	return tables.Solve(t, Problem, in)
}

// shifts lists the k ≤ limit other than f that are a prime or a product of
// two primes, found by counting prime factors by trial division.
func shifts(limit, f int) []int {
	var ks []int
	for k := 2; k <= limit; k++ {
		if intmath.PrimeFactors(k) <= 2 && k != f {
			ks = append(ks, k)
		}
	}
	return ks
}

// board is the joint position of every row: columns b, w, r per row.
type board [][3]int

// searches keeps one search per f across a test's boards.
type searches map[int]*search

// of returns the search of f, made on the first call for boards of gaps up
// to width.
func (ss searches) of(f, width int) *search {
	if ss[f] == nil {
		ss[f] = &search{shifts(width, f), map[string]bool{}}
	}
	return ss[f]
}

// search plays the game itself: Alice and Bob with their own moves on the
// whole board, remembering who wins from each board and player to move.
type search struct {
	shifts []int
	memo   map[string]bool
}

// wins reports whether the player to move (Alice when alice) wins.
func (s *search) wins(b board, alice bool) bool {
	key := fmt.Sprint(b, alice)
	if w, ok := s.memo[key]; ok {
		return w
	}
	win := false
	for i := 0; i < len(b) && !win; i++ {
		for _, k := range s.shifts {
			var options [][3]int
			c := b[i]
			if alice {
				options = [][3]int{{c[0] + k, c[1], c[2]}, {c[0] + k, c[1] + k, c[2]}}
			} else {
				options = [][3]int{{c[0], c[1], c[2] - k}, {c[0], c[1] - k, c[2] - k}}
			}
			for _, o := range options {
				if o[0] >= o[1] || o[1] >= o[2] {
					continue
				}
				next := append(board(nil), b...)
				next[i] = o
				if !s.wins(next, !alice) {
					win = true
					break
				}
			}
			if win {
				break
			}
		}
	}
	s.memo[key] = win
	return win
}

func TestAgainstExhaustiveSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	// f is a small move, a small number that is no move, or too large to
	// matter; the widths keep the joint boards few.
	fs := []int{2, 3, 4, 6, 9, 10, 8, 12, 199999, 200000}
	widths := []int{0, 16, 10, 7} // largest r−b for 1, 2, 3 rows
	searches := searches{}
	for c := 0; c < 3000; c++ {
		f := fs[rng.IntN(len(fs))]
		s := searches.of(f, widths[1])
		rows := 1 + rng.IntN(3)
		b := make(board, rows)
		var in strings.Builder
		fmt.Fprintln(&in, rows, f)
		for i := range b {
			lo := rng.IntN(21) - 10
			width := 2 + rng.IntN(widths[rows]-1)
			mid := lo + 1 + rng.IntN(width-1)
			b[i] = [3]int{lo, mid, lo + width}
			fmt.Fprintln(&in, b[i][0], b[i][1], b[i][2])
		}
		want := [2]string{"Bob", "Alice"}
		if s.wins(b, true) {
			want[0] = "Alice"
		}
		if s.wins(b, false) {
			want[1] = "Bob"
		}
		if got := solve(t, in.String()); got != want[0]+"\n"+want[1]+"\n" {
			t.Fatalf("input\n%sgot %q, exhaustive search says %v", in.String(), got, want)
		}
	}
}

// TestKeys checks that tables are shared exactly when f changes nothing: an
// f that is neither a prime nor a semiprime, or longer than any gap, is no
// move, and all such f share the table of no exception.
func TestKeys(t *testing.T) {
	key := func(f int) string {
		job, err := Problem.Prepare([]byte(fmt.Sprintf("1 %d\n0 1 2\n", f)))
		if err != nil {
			t.Fatal(err)
		}
		return job.Tables[0].Key
	}
	none := key(8)
	for _, f := range []int{12, 16, 199999, 200000} {
		if key(f) != none {
			t.Errorf("f = %d: key %q, want the no-exception key %q", f, key(f), none)
		}
	}
	seen := map[string]int{none: 8}
	for _, f := range []int{2, 4, 133, 199997} {
		if g, dup := seen[key(f)]; dup {
			t.Errorf("f = %d and f = %d share the key %q", f, g, key(f))
		}
		seen[key(f)] = f
	}
}

func TestExtremeRows(t *testing.T) {
	// Gaps 0 and 199998, the largest possible, in either order: the two
	// rows are the same sum of heaps, so the player to move loses.
	in := "2 4\n-100000 -99999 100000\n-100000 99999 100000\n"
	if got := solve(t, in); got != "Bob\nAlice\n" {
		t.Errorf("got %q", got)
	}
}

func TestErrors(t *testing.T) { contesttest.ErrorFile(t, Problem) }

func FuzzPrepare(f *testing.F) {
	// A table takes about 0.1 s to build, so the fuzz run checks parsing
	// only; answers are checked against exhaustive search above.
	contesttest.Fuzz(f, Problem, 1<<12, func([]byte) bool { return false })
}

// maxInput returns a random input of the largest size: 10^5 rows spread over
// the whole range of columns, with f = 6.
func maxInput() []byte { return rowsInput(maxRows) }

// rowsInput returns a random input of n rows spread over the whole range of
// columns, with f = 6.
func rowsInput(n int) []byte {
	rng := rand.New(rand.NewPCG(1, 1))
	var in strings.Builder
	fmt.Fprintln(&in, n, 6)
	for range n {
		var c [3]int
		for c[0] >= c[1] || c[1] >= c[2] {
			for i := range c {
				c[i] = rng.IntN(2*tricolore.MaxCoord+1) - tricolore.MaxCoord
			}
			slices.Sort(c[:])
		}
		fmt.Fprintln(&in, c[0], c[1], c[2])
	}
	return []byte(in.String())
}

// BenchmarkTable builds the table for f = 6 (heaps up to 2·10^5).
func BenchmarkTable(b *testing.B) {
	tab := tricolore.Table(6)
	for b.Loop() {
		tab.Build(nil)
	}
}

// BenchmarkSolveMax answers an input of 10^5 rows: parsing, the table and
// the answer.
func BenchmarkSolveMax(b *testing.B) {
	in := maxInput()
	contesttest.BenchSolve(b, Problem, in)
}

// BenchmarkPrepareShapes parses 10^3 to 10^5 rows, one per line and all on
// one line: the cost per byte stays flat.
func BenchmarkPrepareShapes(b *testing.B) {
	contesttest.BenchPrepareShapes(b, Problem, rowsInput, 1e3, 1e4, maxRows)
}
