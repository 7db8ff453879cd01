package play

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// maxBeanBottles is the most bottles of the test's positions.
const maxBeanBottles = 6

// beans is the test's key of a splitting position: the bean counts.
type beans [maxBeanBottles]int

// beanBrute plays the splitting game on n bottles by the statement: a move
// takes a bean from bottle i and puts one into bottle j and one into
// bottle k, i < j ≤ k.
type beanBrute struct {
	n int
}

func (b *beanBrute) next(s beans) []beans {
	var out []beans
	for i := range b.n {
		for j := i + 1; s[i] > 0 && j < b.n; j++ {
			for k := j; k < b.n; k++ {
				t := s
				t[i]--
				t[j]++
				t[k]++
				out = append(out, t)
			}
		}
	}
	return out
}

func beanState(p *Bottles) beans {
	var s beans
	copy(s[:], p.Beans)
	return s
}

// randomBottles returns n bottles, the ones far from the last rarely
// holding a bean, in a game of at most 40 moves (so that the brute force
// is quick).
func randomBottles(r *rand.Rand, n int) *Bottles {
	p := &Bottles{Beans: make([]int, n)}
	for i := range p.Beans {
		if d := n - 1 - i; d <= 2 || r.IntN(d) == 0 {
			p.Beans[i] = r.IntN(3)
		}
	}
	if p.length(40) > 40 {
		return randomBottles(r, n)
	}
	return p
}

func TestBottlesAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	bb := boardOf[*Bottles, BeanMove](nil)
	for n := 1; n <= maxBeanBottles; n++ {
		b := &beanBrute{n: n}
		game := &solved[beans]{next: b.next, memo: map[beans]bool{}}
		for range 100 {
			p := randomBottles(r, n)
			roundTrip(t, p, ParseBottles)
			checkBoard(t, bb, p, beanState, b.next(beanState(p)), game.wins, p.length(12) <= 12)
		}
	}
}

// TestBottlesContest checks the first winning move and the count on the
// splitting problem's sample cases.
func TestBottlesContest(t *testing.T) {
	for text, want := range map[string]string{
		"1,0,1,5000": "take a bean from bottle 0, add one to bottles 2 and 3 (1 winning)",
		"0,0,1":      "no winning move",
	} {
		p, _ := ParseBottles(text)
		a, _ := p.Analyze(nil)
		got := "no winning move"
		if len(a.Winning) > 0 {
			got = fmt.Sprintf("%s (%d winning)", p.Describe(a.Winning[0]), a.Count)
		}
		if got != want {
			t.Errorf("%s: %s, want %s", text, got, want)
		}
	}
}

func TestBottlesIllegal(t *testing.T) {
	p, _ := ParseBottles("1,0,999999999,1000000000")
	refused(t, p, (*Bottles).Play, map[BeanMove]string{
		{I: 0, J: 1, K: 4}: "illegal move: there is no bottle 4",
		{I: 2, J: 1, K: 3}: "illegal move: the bottles must be i < j ≤ k, not 2, 1, 3",
		{I: 0, J: 2, K: 1}: "illegal move: the bottles must be i < j ≤ k, not 0, 2, 1",
		{I: 1, J: 2, K: 3}: "illegal move: bottle 1 is empty",
		{I: 0, J: 2, K: 2}: "illegal move: bottle 2 would hold more than 1000000000 beans",
		{I: 0, J: 1, K: 3}: "illegal move: bottle 3 would hold more than 1000000000 beans",
	})
	if q, err := p.Play(BeanMove{I: 0, J: 1, K: 2}); err != nil || q.String() != "0,1,1000000000,1000000000" {
		t.Errorf("0 1 2: %v %v", q, err)
	}
	if got := p.Describe(BeanMove{I: 0, J: 1, K: 1}); got != "take a bean from bottle 0, add two to bottle 1" {
		t.Errorf("describe: %s", got)
	}
}

func FuzzParseBottles(f *testing.F) { fuzzText(f, ParseBottles, "1,0,1,5000", "", "0,0,1") }

// TestBottlesLongestLarge checks the heuristic longest-lasting move of a
// lost position too long for the search.
func TestBottlesLongestLarge(t *testing.T) {
	p, _ := ParseBottles("2,0,0,0,0,0,7")
	if err := (lost[*Bottles, BeanMove]{p, nil, (*Bottles).Play, (*Bottles).Analyze}).reply(); err != nil {
		t.Error(err)
	}
}

// BenchmarkBottles analyses a position of the most bottles, each with an
// odd number of beans.
func BenchmarkBottles(b *testing.B) {
	p, err := ParseBottles(list(MaxBottles, func(i int) int { return MaxBeans - 2*i - 1 }))
	if err != nil {
		b.Fatal(err)
	}
	benchAnalyze(b, p, nil)
}

// BenchmarkBottlesSearch analyses a position whose game lasts at most 24
// moves, searched exactly.
func BenchmarkBottlesSearch(b *testing.B) {
	p, _ := ParseBottles("0,1,1,0,1,0")
	benchAnalyze(b, p, nil)
}

// TestBottlesMisereAgainstSearch: in misère play the verdict and the
// winning moves, from the misère quotient of the beans, are those of a
// search of the game itself, on random boards and on boards whose bottles
// hold many beans (the element of a bottle is a power of its bean's).
func TestBottlesMisereAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(29, 31))
	bb := boardOf[*Bottles, BeanMove](nil)
	bb.won = func(p *Bottles) bool { return p.Misere }
	for n := 1; n <= maxBeanBottles; n++ {
		b := &beanBrute{n: n}
		game := &solved[beans]{next: b.next, memo: map[beans]bool{}, misere: true}
		for range 60 {
			p := randomBottles(r, n)
			p.Misere = true
			roundTrip(t, p, ParseBottles)
			checkBoard(t, bb, p, beanState, b.next(beanState(p)), game.wins, p.length(12) <= 12)
		}
	}
	// Many beans in the last three bottles: a bean two bottles before the
	// last lasts three moves, so the search stays small.
	b := &beanBrute{n: 3}
	game := &solved[beans]{next: b.next, memo: map[beans]bool{}, misere: true}
	for range 40 {
		p := &Bottles{Beans: []int{r.IntN(6), r.IntN(9), r.IntN(50)}, Misere: true}
		checkBoard(t, bb, p, beanState, b.next(beanState(p)), game.wins, false)
	}
	texts(t, ParseBottles, map[string]string{"1,0,1 / misere": "1,0,1/misere"}, map[string]string{
		"1,0/normal": `play:1:5: expected "misere" (misère play) after '/', found "normal"`,
	})
}
