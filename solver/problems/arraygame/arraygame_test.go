package arraygame

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"nimber/solver/blocks"
	"nimber/solver/contest/contesttest"
	"nimber/solver/input"
)

func TestSamples(t *testing.T) { contesttest.Samples(t, Problem) }

// wins plays the game on cells 1..n by exhaustive search over every set of
// white cells: win[S] tells whether the player to move from S wins, that is
// whether some move leads to a set that is lost. Cell x is bit n−x, so a
// move, which turns its cell x from white to black and changes only cells
// above x, always leads to a smaller number and the table fills in order.
func wins(n int) []bool {
	win := make([]bool, 1<<n)
	for s := 1; s < len(win); s++ {
		win[s] = hasWinningMove(win, n, s)
	}
	return win
}

// hasWinningMove tells whether some move from the set s of white cells
// leads to a set that win, filled below s, marks as lost. (One call per set
// rather than one loop over all sets: WebAssembly engines optimise a
// function between calls, not during a long one.)
func hasWinningMove(win []bool, n, s int) bool {
	for x := 1; x <= n; x++ {
		if s&(1<<(n-x)) == 0 {
			continue
		}
		flip := 0
		for kx := x; kx <= n; kx += x {
			flip |= 1 << (n - kx)
			if !win[s^flip] {
				return true
			}
		}
	}
	return false
}

func TestAgainstExhaustiveSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 1))
	for n := 1; n <= 16; n++ {
		win := wins(n)
		// Every set of white cells when there are few, else 3000 at random.
		var sets []int
		if len(win) <= 3000 {
			for s := 1; s < len(win); s++ {
				sets = append(sets, s)
			}
		} else {
			for range 3000 {
				sets = append(sets, 1+rng.IntN(len(win)-1))
			}
		}
		for len(sets) > 0 {
			batch := sets[:min(len(sets), maxQueries)]
			sets = sets[len(batch):]
			var in, want strings.Builder
			fmt.Fprintf(&in, "%d\n%d\n", n, len(batch))
			for _, s := range batch {
				var cells []string
				for x := 1; x <= n; x++ {
					if s&(1<<(n-x)) != 0 {
						cells = append(cells, fmt.Sprint(x))
					}
				}
				rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
				fmt.Fprintf(&in, "%d\n%s\n", len(cells), strings.Join(cells, " "))
				if win[s] {
					want.WriteString("Yes\n")
				} else {
					want.WriteString("No\n")
				}
			}
			if got := contesttest.Solve(t, Problem, in.String()); got != want.String() {
				t.Fatalf("n=%d: answers differ from exhaustive search for\n%s\ngot\n%s\nwant\n%s", n, in.String(), got, want.String())
			}
		}
	}
}

// TestStaleTable checks that an answer from bytes that are not the table
// (a damaged cache entry) is still right.
func TestStaleTable(t *testing.T) {
	job, err := Problem.Prepare([]byte(Problem.Samples[0].Input))
	if err != nil {
		t.Fatal(err)
	}
	if got := string(job.Answer([][]byte{{1, 2, 3}})); got != Problem.Samples[0].Output {
		t.Fatalf("answer from a damaged table: %q", got)
	}
}

func TestErrors(t *testing.T) { contesttest.ErrorFile(t, Problem) }

// small accepts the inputs whose table is quick to build.
func small(in []byte) bool {
	_, err := input.New(in).Int("N", 1, 1<<16)
	return err == nil
}

func FuzzPrepare(f *testing.F) { contesttest.Fuzz(f, Problem, 1<<12, small) }

// maxInput is an input at the limits: N = 10^9 and 100 queries of 100
// distinct cells.
func maxInput() string {
	rng := rand.New(rand.NewPCG(3, 2))
	var in strings.Builder
	fmt.Fprintf(&in, "%d\n%d\n", blocks.ArrayGameN, maxQueries)
	for range maxQueries {
		fmt.Fprintln(&in, maxCells)
		seen := map[int]bool{}
		for len(seen) < maxCells {
			x := 1 + rng.IntN(blocks.ArrayGameN)
			if rng.IntN(2) == 0 {
				x = 1 + rng.IntN(1000) // small cells lie in the many small blocks
			}
			if !seen[x] {
				seen[x] = true
				fmt.Fprint(&in, x, " ")
			}
		}
		fmt.Fprintln(&in)
	}
	return in.String()
}

// BenchmarkSolveMax measures a whole solve of an input at the limits:
// parsing, the table for N = 10^9, and the answers.
func BenchmarkSolveMax(b *testing.B) {
	contesttest.BenchSolve(b, Problem, []byte(maxInput()))
}
