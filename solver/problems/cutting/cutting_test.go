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

// piece is a piece of paper, w squares across and h down.
type piece struct{ w, h int }

// search plays the game itself on the multiset of pieces (kept sorted):
// a move cuts one piece in two along a grid line, and a cut that makes a
// 1×1 piece wins at once.
type search map[string]bool

func (s search) wins(pieces []piece) bool {
	key := fmt.Sprint(pieces)
	if w, ok := s[key]; ok {
		return w
	}
	win := false
	for i, p := range pieces {
		if win {
			break
		}
		if i > 0 && pieces[i-1] == p {
			continue // the same cuts as the piece before
		}
		var cuts [][2]piece
		for a := 1; 2*a <= p.w; a++ { // a and w−a give the same two pieces
			cuts = append(cuts, [2]piece{{a, p.h}, {p.w - a, p.h}})
		}
		for b := 1; 2*b <= p.h; b++ {
			cuts = append(cuts, [2]piece{{p.w, b}, {p.w, p.h - b}})
		}
		for _, c := range cuts {
			if c[0] == (piece{1, 1}) || c[1] == (piece{1, 1}) {
				win = true
				break
			}
			next := append(slices.Delete(slices.Clone(pieces), i, i+1), c[0], c[1])
			slices.SortFunc(next, func(x, y piece) int { return x.w*1000 + x.h - y.w*1000 - y.h })
			if !s.wins(next) {
				win = true
				break
			}
		}
	}
	s[key] = win
	return win
}

// verdict returns the solver's answer line for a single sheet.
func verdict(win bool) string {
	if win {
		return "WIN\n"
	}
	return "LOSE\n"
}

func TestAgainstExhaustiveSearch(t *testing.T) {
	s := search{}
	var in, want strings.Builder
	const side = 8
	for w := 2; w <= side; w++ {
		for h := 2; h <= side; h++ {
			fmt.Fprintln(&in, w, h)
			want.WriteString(verdict(s.wins([]piece{{w, h}})))
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
	s := search{}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 300 {
		pieces := make([]piece, 2+rng.IntN(2))
		x := uint32(0)
		for i := range pieces {
			pieces[i] = piece{2 + rng.IntN(4), 2 + rng.IntN(4)}
			x ^= g[pieces[i].w*(maxSide+1)+pieces[i].h]
		}
		slices.SortFunc(pieces, func(x, y piece) int { return x.w*1000 + x.h - y.w*1000 - y.h })
		if got, want := x != 0, s.wins(pieces); got != want {
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

func TestErrors(t *testing.T) {
	contesttest.ErrorFile(t, Problem)
}

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
