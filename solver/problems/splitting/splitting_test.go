package splitting

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/contest/contesttest"
	"nimber/solver/tokensplit"
)

func TestSamples(t *testing.T) { contesttest.Samples(t, Problem) }

// search plays the game itself on the bean counts of every bottle,
// remembering whether the player to move wins.
type search map[string]bool

// moves lists every legal move from beans in lexicographic order.
func moves(beans []int) []tokensplit.Move {
	var ms []tokensplit.Move
	for i, b := range beans {
		if b == 0 {
			continue
		}
		for j := i + 1; j < len(beans); j++ {
			for k := j; k < len(beans); k++ {
				ms = append(ms, tokensplit.Move{I: i, J: j, K: k})
			}
		}
	}
	return ms
}

// play returns the counts after m.
func play(beans []int, m tokensplit.Move) []int {
	next := slices.Clone(beans)
	next[m.I]--
	next[m.J]++
	next[m.K]++
	return next
}

func (s search) wins(beans []int) bool {
	key := fmt.Sprint(beans)
	if w, ok := s[key]; ok {
		return w
	}
	win := false
	for _, m := range moves(beans) {
		if !s.wins(play(beans, m)) {
			win = true
			break
		}
	}
	s[key] = win
	return win
}

// winning lists the moves from beans to positions the search finds lost.
func (s search) winning(beans []int) []tokensplit.Move {
	var ws []tokensplit.Move
	for _, m := range moves(beans) {
		if !s.wins(play(beans, m)) {
			ws = append(ws, m)
		}
	}
	return ws
}

func TestAgainstExhaustiveSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 8))
	s := search{}
	for input := 0; input < 1000; input++ {
		var in, want strings.Builder
		cases := 1 + rng.IntN(maxCases)
		fmt.Fprintln(&in, cases)
		for range cases {
			beans := make([]int, minN+rng.IntN(4)) // n ≤ 5
			for range 1 + rng.IntN(5) {
				beans[rng.IntN(len(beans))]++
			}
			in.Write(contest.List(nil, beans))
			ws := s.winning(beans)
			if got := tokensplit.WinningMoves(tokensplit.Values(len(beans)), beans); !slices.Equal(got, ws) {
				t.Fatalf("beans %v: WinningMoves %v, exhaustive search %v", beans, got, ws)
			}
			if len(ws) == 0 {
				fmt.Fprintln(&want, "-1 -1 -1")
			} else {
				fmt.Fprintln(&want, ws[0].I, ws[0].J, ws[0].K)
			}
			fmt.Fprintln(&want, len(ws))
		}
		if got := contesttest.Solve(t, Problem, in.String()); got != want.String() {
			t.Fatalf("answers differ from exhaustive search\ninput:\n%sgot:\n%swant:\n%s", in.String(), got, want.String())
		}
	}
}

func TestLargeCounts(t *testing.T) {
	// Three bottles are worth 2, 1, 0, and only the parity of a count
	// enters the value, though any non-zero count offers moves. Case 1 is
	// worth 0: no move wins. Case 2 is worth g(1) = 1; of the moves
	// 0 -> 1,1 / 1,2 / 2,2 and 1 -> 2,2, changing the value by 2, 3, 2 and
	// 1, only the last wins.
	in := "2\n3\n2 0 10000\n3\n10000 9999 0\n"
	if got, want := contesttest.Solve(t, Problem, in), "-1 -1 -1\n0\n1 2 2\n1\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestErrors(t *testing.T) { contesttest.ErrorFile(t, Problem) }

func FuzzPrepare(f *testing.F) { contesttest.Fuzz(f, Problem, 1<<12, nil) }

// BenchmarkSolveMax answers an input of the largest size: 10 cases of 21
// bottles, each holding a random number of beans up to 10^4.
func BenchmarkSolveMax(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	var in strings.Builder
	fmt.Fprintln(&in, maxCases)
	for range maxCases {
		fmt.Fprintln(&in, tokensplit.MaxBottles)
		for range tokensplit.MaxBottles {
			fmt.Fprint(&in, rng.IntN(maxBeans+1), " ")
		}
		fmt.Fprintln(&in)
	}
	contesttest.BenchSolve(b, Problem, []byte(in.String()))
}
