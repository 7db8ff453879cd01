package play

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"strconv"
	"sync"
	"testing"
)

// pilesData builds the jiangnan table once per F.
var pilesData = sync.OnceValue(func() map[int][][]byte {
	m := map[int][][]byte{}
	for f := 1; f <= 5; f++ {
		m[f] = [][]byte{(&Piles{F: f}).Tables()[0].Build(nil)}
	}
	return m
})

// pilesGame plays the jiangnan game by the statement: a move deals the
// stones of a pile of at least f into m ≥ 2 new piles, one by one in turn
// (so their sizes differ by at most one), which take its place, smallest
// first.
func pilesGame(f int) *listGame[int] {
	next := func(piles []int) [][]int {
		var out [][]int
		for i, a := range piles {
			for m := 2; a >= f && m <= a; m++ {
				parts := make([]int, m)
				for s := range a {
					parts[s%m]++
				}
				slices.Sort(parts)
				out = append(out, slices.Concat(piles[:i], parts, piles[i+1:]))
			}
		}
		return out
	}
	key := func(piles []int) string {
		var k []byte
		for _, x := range piles {
			k = strconv.AppendInt(append(k, ' '), int64(x), 10)
		}
		return string(k)
	}
	return newListGame(next, key, cmp.Compare[int])
}

func TestPilesAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	for f, data := range pilesData() {
		g := pilesGame(f)
		state := func(p *Piles) string { return g.state(p.Piles) }
		pb := boardOf[*Piles, SplitMove](data)
		for range 50 {
			p := &Piles{F: f}
			total := 0
			for range 1 + r.IntN(3) {
				p.Piles = append(p.Piles, 1+r.IntN(10))
				total += p.Piles[len(p.Piles)-1]
			}
			roundTrip(t, p, ParsePiles)
			checkBoard(t, pb, p, state, g.states(p.Piles), g.wins, total <= 14)
		}
	}
}

// TestPilesMisereAgainstSearch: in misère play (whoever splits last loses)
// the misère quotient decides random positions of up to three piles of at
// most 10 as the search of the statement's game does, with the same
// winning moves, the search's longest move and replies that win the game
// out; piles are bounded by the quotient's heaps.
func TestPilesMisereAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 27))
	for f := 1; f <= 5; f++ {
		g := pilesGame(f)
		g.game.misere = true
		state := func(p *Piles) string { return g.state(p.Piles) }
		pb := boardOf[*Piles, SplitMove](nil)
		pb.won = func(p *Piles) bool { return p.Misere }
		for range 50 {
			p := &Piles{F: f, Misere: true}
			total := 0
			for range 1 + r.IntN(3) {
				p.Piles = append(p.Piles, 1+r.IntN(10))
				total += p.Piles[len(p.Piles)-1]
			}
			roundTrip(t, p, ParsePiles)
			checkBoard(t, pb, p, state, g.states(p.Piles), g.wins, total <= 14)
		}
	}
	texts(t, ParsePiles, map[string]string{"3:1,2 / misere": "3:1,2/misere"}, map[string]string{
		"3:1,256/misere": "play:1:5: pile size = 256 is out of range [1, 255]",
		"3:1,2/normal":   `play:1:7: expected "misere" (misère play) after '/', found "normal"`,
	})
}

func TestPilesIllegal(t *testing.T) {
	p, _ := ParsePiles("3:1,2,3,5")
	refused(t, p, (*Piles).Play, map[SplitMove]string{
		{4, 2}:  "illegal move: there is no pile 5",
		{1, 2}:  "illegal move: pile 2 has 2 stones, fewer than F = 3",
		{2, 1}:  "illegal move: pile 3 (3) splits into 2 to 3 piles, not 1",
		{3, 6}:  "illegal move: pile 4 (5) splits into 2 to 5 piles, not 6",
		{-1, 2}: "illegal move: there is no pile 0",
	})
	one, _ := ParsePiles("1:1,4")
	refused(t, one, (*Piles).Play, map[SplitMove]string{{0, 2}: "illegal move: pile 1 has a single stone"})
	big, _ := ParsePiles("1:100")
	for m, want := range map[SplitMove]string{
		{0, 2}:  "pile 1 (100): split into 2 piles (50 + 50)",
		{0, 3}:  "pile 1 (100): split into 3 piles (33 + 33 + 34)",
		{0, 30}: "pile 1 (100): split into 30 piles (20 × 3 + 10 × 4)",
		{0, 50}: "pile 1 (100): split into 50 piles (50 × 2)",
		{1, 2}:  "pile 2: split into 2 piles",
	} {
		if got := big.Describe(m); got != want {
			t.Errorf("%v: %s, want %s", m, got, want)
		}
	}
	if q, err := big.Play(SplitMove{0, 30}); err != nil || len(q.Piles) != 30 || q.Piles[19] != 3 || q.Piles[20] != 4 {
		t.Errorf("split 100 into 30: %v %v", q, err)
	}
}

// TestPilesLongestLarge checks the heuristic longest-lasting move of a lost
// position too large for the search.
func TestPilesLongestLarge(t *testing.T) {
	p, _ := ParsePiles("1:1000,1000")
	if err := (lost[*Piles, SplitMove]{p, pilesData()[1], (*Piles).Play, (*Piles).Analyze}).reply(); err != nil {
		t.Error(err)
	}
}

func FuzzParsePiles(f *testing.F) { fuzzText(f, ParsePiles, "3:1,2,3,5", "1:", "2:100000") }

// BenchmarkPiles analyses a position of about the most stones with F = 1,
// in 100 piles or a few fewer, so that the position is won and every split
// of every pile is looked at.
func BenchmarkPiles(b *testing.B) {
	p, err := ParsePiles("1:" + list(100, func(i int) int { return MaxStones/100 - i }))
	if err != nil {
		b.Fatal(err)
	}
	data := [][]byte{p.Tables()[0].Build(nil)}
	for a, _ := p.Analyze(data); !a.Wins; a, _ = p.Analyze(data) {
		p.Piles = p.Piles[:len(p.Piles)-1]
	}
	benchAnalyze(b, p, data)
}

// BenchmarkPilesSearch analyses the position of at most 20 stones that can
// split whose exact search of remoteness takes longest (found by trying
// them all for F ≤ 5).
func BenchmarkPilesSearch(b *testing.B) {
	p, _ := ParsePiles("2:8,7,5")
	benchAnalyze(b, p, pilesData()[2])
}
