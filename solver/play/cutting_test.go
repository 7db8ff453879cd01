package play

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
)

// paperData builds the cutting table once.
var paperData = sync.OnceValue(func() [][]byte {
	return [][]byte{(&Paper{}).Tables()[0].Build(nil)}
})

// paperNext lists the pieces after each move by the statement: a move
// cuts one piece in two along a grid line (the two parts take its place,
// the left or upper one first); once a 1×1 piece has been cut out the game
// is over, won by the player who cut it.
func paperNext(pieces [][2]int) [][][2]int {
	if slices.Contains(pieces, [2]int{1, 1}) {
		return nil
	}
	var out [][][2]int
	for i, s := range pieces {
		cut := func(l, r [2]int) {
			out = append(out, slices.Concat(pieces[:i], [][2]int{l, r}, pieces[i+1:]))
		}
		for x := 1; x < s[0]; x++ {
			cut([2]int{x, s[1]}, [2]int{s[0] - x, s[1]})
		}
		for y := 1; y < s[1]; y++ {
			cut([2]int{s[0], y}, [2]int{s[0], s[1] - y})
		}
	}
	return out
}

// paperGame plays the cutting game on the actual pieces.
func paperGame() *listGame[[2]int] {
	key := func(pieces [][2]int) string {
		var k []byte
		for _, s := range pieces {
			k = fmt.Appendf(k, "%dx%d ", s[0], s[1])
		}
		return string(k)
	}
	return newListGame(paperNext, key, func(x, y [2]int) int { return x[0]*1000 + x[1] - y[0]*1000 - y[1] })
}

// randomPaper returns pieces of at most most squares in all (but at least
// one piece), mostly at least 2×2, some one square wide and a few 1×1.
func randomPaper(r *rand.Rand, most int) *Paper {
	p := &Paper{}
	for area := 0; ; {
		s := [2]int{2 + r.IntN(5), 2 + r.IntN(5)}
		switch r.IntN(16) {
		case 0:
			s = [2]int{1, 1}
		case 1, 2:
			s[r.IntN(2)] = 1
		}
		if len(p.Pieces) > 0 && area+s[0]*s[1] > most {
			return p
		}
		area += s[0] * s[1]
		p.Pieces = append(p.Pieces, s)
	}
}

func paperBoard() board[*Paper, CutMove] {
	return boardOf[*Paper, CutMove](paperData())
}

// TestPaperAgainstSearch compares the analysis with play on the pieces:
// positions small enough for the exact remoteness, with whole games
// against every reply, and larger ones analysed by the table alone.
func TestPaperAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	g := paperGame()
	state := func(p *Paper) string { return g.state(p.Pieces) }
	for i := range 200 {
		most := 14
		if i%5 == 0 {
			most = 24
		}
		p := randomPaper(r, most)
		roundTrip(t, p, ParsePaper)
		checkBoard(t, paperBoard(), p, state, g.states(p.Pieces), g.wins, most <= 14)
	}
}

// TestPaperSearchMoves checks that the search of remoteness, which plays
// only the moves that may last longest, finds the remoteness a search of
// every move finds.
func TestPaperSearchMoves(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 28))
	for range 100 {
		p := randomPaper(r, 16)
		if p.Pieces[0][0]*p.Pieces[0][1] > 16 {
			continue // too many positions for a search of every move
		}
		a, _ := p.Analyze(paperData())
		o, ok := newSearch(paperKey, (*Paper).Moves, (*Paper).Play).run(p)
		if !ok || a.Remoteness != o.moves {
			t.Fatalf("%s: remoteness %d, a search of every move %d (%v)", p, a.Remoteness, o.moves, ok)
		}
	}
}

// TestPaperRemoteness checks the remoteness known without the search: 1
// with a strip, 2 with only pieces too small to cut into parts at least
// 2×2, and the first cut then lasts as long as any.
func TestPaperRemoteness(t *testing.T) {
	for text, want := range map[string]int{
		"100x100,1x5":                 1,
		"3x3,2x3,2x2,3x3,3x3,3x3,3x2": 2,
		"1x1,100x100":                 0,
		"":                            0,
		"200x200":                     -1,
	} {
		p, err := ParsePaper(text)
		if err != nil {
			t.Fatal(err)
		}
		a, err := p.Analyze(paperData())
		if err != nil || a.Remoteness != want {
			t.Errorf("%q: remoteness %d (%v), want %d", text, a.Remoteness, err, want)
		}
	}
}

// TestPaperLongestLarge checks the heuristic longest-lasting move of a lost
// position too large for the search.
func TestPaperLongestLarge(t *testing.T) {
	p, _ := ParsePaper("20x20,20x20")
	if err := (lost[*Paper, CutMove]{p, paperData(), (*Paper).Play, (*Paper).Analyze}).reply(); err != nil {
		t.Error(err)
	}
}

func TestPaperIllegal(t *testing.T) {
	p, _ := ParsePaper("3x2,1x3,4x2")
	refused(t, p, (*Paper).Play, map[CutMove]string{
		{5, true, 1}:  "illegal move: there is no piece 6",
		{-1, true, 1}: "illegal move: there is no piece 0",
		{1, true, 1}:  "illegal move: piece 2 (1×3) is one square across: no vertical cut",
		{0, false, 2}: "illegal move: piece 1 (3×2): a horizontal cut is at 1 to 1, not 2",
		{2, true, 0}:  "illegal move: piece 3 (4×2): a vertical cut is at 1 to 3, not 0",
	})
	over, _ := ParsePaper("1x1,3x2")
	refused(t, over, (*Paper).Play, map[CutMove]string{
		{1, true, 1}: "illegal move: the game is over: a 1×1 piece has been cut out",
	})
	if got := p.Describe(CutMove{2, true, 1}); got != "piece 3 (4×2): cut vertically at 1 → 1×2 + 3×2" {
		t.Errorf("describe: %s", got)
	}
	if got := p.Describe(CutMove{1, false, 2}); got != "piece 2 (1×3): cut horizontally at 2 → 1×2 + 1×1" {
		t.Errorf("describe: %s", got)
	}
}

func FuzzParsePaper(f *testing.F) { fuzzText(f, ParsePaper, "3x2,4x2", "", "1x1,200x200") }

// BenchmarkPaper analyses a drawable position with about the most cuts
// into parts at least 2×2: strips two squares wide, as long as the board
// holds (but the last few, so that the position is won and every cut is
// looked at).
func BenchmarkPaper(b *testing.B) {
	p := &Paper{}
	for area, i := 0, 0; area+2*(MaxSide-i) <= MaxArea; i++ {
		area += 2 * (MaxSide - i)
		p.Pieces = append(p.Pieces, [2]int{2, MaxSide - i})
	}
	for a, _ := p.Analyze(paperData()); !a.Wins; a, _ = p.Analyze(paperData()) {
		p.Pieces = p.Pieces[:len(p.Pieces)-1]
	}
	benchAnalyze(b, p, paperData())
}

// BenchmarkPaperSearch analyses the position of at most 40 squares whose
// exact search of remoteness takes longest (found by trying them all with
// at most three pieces).
func BenchmarkPaperSearch(b *testing.B) {
	p, _ := ParsePaper("2x6,2x13")
	benchAnalyze(b, p, paperData())
}
