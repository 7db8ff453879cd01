package play

import (
	"fmt"
	"strings"
	"testing"

	"nimber/solver/testfile"
)

// board is what the whole-game test needs of a position type.
type board[P any, M any] struct {
	analyze func(P) *Analysis[M]
	moves   func(P) []M
	play    func(P, M) (P, error)
	key     func(P) string
	won     func(P) bool // over and won by the player to move (nil: never)
}

// playable is a board's position as boardOf reads it: every board of the
// package is one.
type playable[P any, M any] interface {
	analyzer[M]
	Moves() []M
	Play(m M) (P, error)
}

// boardOf is the board of positions of type P, analysed with the tables
// data (nil for boards with none), never won at the end.
func boardOf[P playable[P, M], M any](data [][]byte) board[P, M] {
	return board[P, M]{
		analyze: func(p P) *Analysis[M] { a, _ := p.Analyze(data); return a },
		moves:   func(p P) []M { return p.Moves() },
		play:    func(p P, m M) (P, error) { return p.Play(m) },
		key:     func(p P) string { return p.String() },
	}
}

// replyWins checks that from p, a position the player to move wins, Nimber
// playing Reply wins against every sequence of opponent moves.
func replyWins[P any, M any](t *testing.T, b board[P, M], p P) {
	t.Helper()
	seen := map[string]bool{}
	var nimber func(p P)
	nimber = func(p P) {
		if seen[b.key(p)] {
			return
		}
		seen[b.key(p)] = true
		a := b.analyze(p)
		if !a.Wins {
			t.Fatalf("%s: Nimber to move in a lost position", b.key(p))
		}
		m, ok := a.Reply()
		if !ok {
			return // over and won (misère)
		}
		q, err := b.play(p, m)
		if err != nil {
			t.Fatalf("%s: reply refused: %v", b.key(p), err)
		}
		ms := b.moves(q)
		if len(ms) == 0 && b.won != nil && b.won(q) {
			t.Fatalf("%s: the opponent wins at the end", b.key(q))
		}
		for _, m := range ms {
			r, err := b.play(q, m)
			if err != nil {
				t.Fatalf("%s: legal move refused: %v", b.key(q), err)
			}
			nimber(r)
		}
	}
	nimber(p)
}

// checkBoard compares the analysis of p with a brute force of the test's
// own: state gives the test's key of a position, next the states after
// each move by the statement, wins whether the player to move at a state
// wins. The winning moves must lead exactly to the states where the
// opponent loses, the board's moves exactly to next, and, with replies,
// Reply must win the whole game.
func checkBoard[P fmt.Stringer, M any, K comparable](t *testing.T, b board[P, M], p P, state func(P) K, next []K, wins func(K) bool, replies bool) {
	t.Helper()
	a := b.analyze(p)
	if a.Wins != wins(state(p)) || a.Over != (len(next) == 0) {
		t.Fatalf("%s: wins %v over %v, brute force wins %v with %d moves", p, a.Wins, a.Over, wins(state(p)), len(next))
	}
	want, legal := map[K]bool{}, map[K]int{}
	for _, n := range next {
		legal[n]++
		if !wins(n) {
			want[n] = true
		}
	}
	got := map[K]bool{}
	for _, m := range a.Winning {
		q, err := b.play(p, m)
		if err != nil {
			t.Fatalf("%s: winning move %v refused: %v", p, m, err)
		}
		got[state(q)] = true
	}
	if fmt.Sprint(got) != fmt.Sprint(want) || a.Count != uint64(len(want)) {
		t.Fatalf("%s: winning moves reach %v (count %d), brute force %v", p, got, a.Count, want)
	}
	for _, m := range b.moves(p) {
		q, err := b.play(p, m)
		if err != nil || legal[state(q)] == 0 {
			t.Fatalf("%s: move %v is not the statement's (%v)", p, m, err)
		}
		legal[state(q)]--
	}
	for n, c := range legal {
		if c != 0 {
			t.Fatalf("%s: the statement's move to %v is missing", p, n)
		}
	}
	switch {
	case a.Wins && replies:
		replyWins(t, b, p)
	case !a.Wins && !a.Over && a.Remoteness >= 0:
		q, err := b.play(p, a.Longest)
		if err != nil {
			t.Fatal(err)
		}
		if r := b.analyze(q).Remoteness; r != a.Remoteness-1 {
			t.Fatalf("%s: longest move %v reaches remoteness %d, want %d", p, a.Longest, r, a.Remoteness-1)
		}
	}
}

// roundTrip checks that p's text form reads back as itself.
func roundTrip[P fmt.Stringer](t *testing.T, p P, parse func(string) (P, error)) {
	t.Helper()
	text := p.String()
	if q, err := parse(text); err != nil || q.String() != text {
		t.Fatalf("%q reads back as %v, %v", text, q, err)
	}
}

// fuzzText is the body of the position parsers' fuzz targets: whatever
// parses prints canonically and reads back the same.
func fuzzText[P fmt.Stringer](f *testing.F, parse func(string) (P, error), seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := parse(s)
		if err != nil {
			return
		}
		roundTrip(t, p, parse)
	})
}

// solved decides positions of a game by exhaustive search with
// memoization: next lists the states one move leads to. A state with no
// move is lost, or won in misère play.
type solved[K comparable] struct {
	next   func(K) []K
	memo   map[K]bool
	misere bool
}

// wins reports whether the player to move at s wins.
func (s *solved[K]) wins(k K) bool {
	if w, ok := s.memo[k]; ok {
		return w
	}
	next := s.next(k)
	w := len(next) == 0 && s.misere
	for _, n := range next {
		if !s.wins(n) {
			w = true
			break
		}
	}
	s.memo[k] = w
	return w
}

// texts checks that each good text reads back in its canonical form and
// each bad one fails with its message.
func texts[P fmt.Stringer](t *testing.T, parse func(string) (P, error), good, bad map[string]string) {
	t.Helper()
	for text, want := range good {
		if p, err := parse(text); err != nil || p.String() != want {
			t.Errorf("%q: %v %v, want %q", text, p, err, want)
		}
	}
	for text, want := range bad {
		if _, err := parse(text); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %s", text, err, want)
		}
	}
}

// TestTexts checks the texts each board reads and refuses, listed in
// testdata/texts-<game>.txt.
func TestTexts(t *testing.T) {
	for _, id := range []string{"tricolore", "arraygame", "alicegame", "chesslink", "cutting", "splitting", "jiangnan"} {
		t.Run(id, func(t *testing.T) { textFile(t, LookupGame(id).Parse, "testdata/texts-"+id+".txt") })
	}
}

// textFile checks parse on the texts of the file name as texts does: each
// case of the file (see package testfile) is a text and "=" with the
// position's own text (after a space), or "!" with the error.
func textFile[P fmt.Stringer](t *testing.T, parse func(string) (P, error), name string) {
	t.Helper()
	good, bad := map[string]string{}, map[string]string{}
	for _, c := range testfile.Read(t, name) {
		if want, ok := strings.CutPrefix(c.Want, "="); ok {
			good[c.Input] = strings.TrimPrefix(want, " ")
		} else if want, ok := strings.CutPrefix(c.Want, "!"); ok {
			bad[c.Input] = strings.TrimPrefix(want, " ")
		} else {
			t.Fatalf("%s:%d: %q starts with neither = nor !", name, c.Line, c.Want)
		}
	}
	if len(good) == 0 || len(bad) == 0 {
		t.Fatalf("%s: no texts read or none refused", name)
	}
	texts(t, parse, good, bad)
}

// refused checks that p refuses each move with its message.
func refused[P any, M comparable](t *testing.T, p P, play func(P, M) (P, error), want map[M]string) {
	t.Helper()
	for m, msg := range want {
		if _, err := play(p, m); err == nil || err.Error() != msg {
			t.Errorf("%v: %v, want %s", m, err, msg)
		}
	}
}
