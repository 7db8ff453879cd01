package cutting

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"nimber/solver/contest/contesttest"
	"nimber/solver/table"
)

func TestSamples(t *testing.T) { contesttest.Samples(t, Problem) }

// search plays the game itself on the pieces of paper, each a heap
// w·1000+h: a move cuts one piece in two along a grid line, and a cut that
// makes a 1×1 piece wins at once.
func search() *contesttest.HeapSearch {
	return &contesttest.HeapSearch{
		Options: func(x int) [][]int {
			w, h := x/1000, x%1000
			var cuts [][]int
			for a := 1; 2*a <= w; a++ { // a and w−a give the same two pieces
				cuts = append(cuts, []int{a*1000 + h, (w-a)*1000 + h})
			}
			for b := 1; 2*b <= h; b++ {
				cuts = append(cuts, []int{w*1000 + b, w*1000 + h - b})
			}
			return cuts
		},
		Wins: func(cut []int) bool { return slices.Contains(cut, 1*1000+1) },
	}
}

// verdict returns the solver's answer line for a single sheet.
func verdict(win bool) string {
	if win {
		return "WIN\n"
	}
	return "LOSE\n"
}

func TestAgainstExhaustiveSearch(t *testing.T) {
	s := search()
	var in, want strings.Builder
	const side = 8
	for w := 2; w <= side; w++ {
		for h := 2; h <= side; h++ {
			fmt.Fprintln(&in, w, h)
			want.WriteString(verdict(s.FirstWins([]int{w*1000 + h})))
		}
	}
	if got := contesttest.Solve(t, Problem, in.String()); got != want.String() {
		t.Fatalf("answers differ from exhaustive search\ngot:\n%swant:\n%s", got, want.String())
	}
}

// TestSumsAgainstExhaustiveSearch plays several pieces at once: with every
// piece at least 2×2, the first player wins exactly when the values of the
// pieces xor to non-zero.
func TestSumsAgainstExhaustiveSearch(t *testing.T) {
	g := table.BytesUint32(values.Build(nil))
	s := search()
	rng := rand.New(rand.NewPCG(5, 6))
	for range 300 {
		pieces := make([]int, 2+rng.IntN(2)) // w·1000+h
		x := uint32(0)
		for i := range pieces {
			w, h := 2+rng.IntN(4), 2+rng.IntN(4)
			pieces[i] = w*1000 + h
			x ^= g[w*(maxSide+1)+h]
		}
		if got, want := x != 0, s.FirstWins(pieces); got != want {
			t.Fatalf("pieces %v: the values say first player wins = %v, exhaustive search %v", pieces, got, want)
		}
	}
}

func TestLargePapers(t *testing.T) {
	// W×H and H×W are the same game; 2×2 and 3×3 have no cut into parts
	// of at least 2×2, but 200×200 cuts into two 100×200 halves that
	// mirror each other.
	in := "200 200\n3 3\n200 137\n137 200\n"
	got := contesttest.Solve(t, Problem, in)
	lines := strings.Split(got, "\n")
	if len(lines) != 5 || lines[0] != "WIN" || lines[1] != "LOSE" || lines[2] != lines[3] {
		t.Errorf("got %q", got)
	}
}

func TestErrors(t *testing.T) { contesttest.ErrorFile(t, Problem) }

func FuzzPrepare(f *testing.F) {
	// The table takes a few milliseconds: answers are computed too.
	contesttest.Fuzz(f, Problem, 1<<12, nil)
}

// BenchmarkTable builds the values of every paper up to 200×200.
func BenchmarkTable(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		values.Build(nil)
	}
}

// BenchmarkSolveMax answers all 199·199 papers, each once: parsing, the
// table and the answer.
func BenchmarkSolveMax(b *testing.B) {
	var in strings.Builder
	for w := 2; w <= maxSide; w++ {
		for h := 2; h <= maxSide; h++ {
			fmt.Fprintln(&in, w, h)
		}
	}
	contesttest.BenchSolve(b, Problem, []byte(in.String()))
}
