package main

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"nimber/app/protocol"
	"nimber/solver/games"
	"nimber/solver/play"
	"nimber/solver/table"
)

// tablesOf builds tables natively, once per key.
var builtTables = map[string][]byte{}

func tablesOf(tables []table.Table) [][]byte {
	data := make([][]byte, len(tables))
	for i, t := range tables {
		if builtTables[t.Key] == nil {
			builtTables[t.Key] = t.Build(nil)
		}
		data[i] = builtTables[t.Key]
	}
	return data
}

// ask answers a Position request natively, failing on a refusal.
func ask(t *testing.T, g *play.Game, m protocol.Position) (protocol.Board, play.Position) {
	t.Helper()
	m.Game = g.ID
	out, p := board(g, m)
	if out.Refused != "" || p == nil {
		t.Fatalf("%s %q: refused: %s", g.ID, m.Pos, out.Refused)
	}
	return out, p
}

// typed is what the tests need of a position type of package play.
type typed[P any, M any] interface {
	String() string
	Play(M) (P, error)
	Describe(M) string
	Tables() []table.Table
	Analyze([][]byte) (*play.Analysis[M], error)
}

// misereStarts are positions in misère play the walks of
// TestBoardAgainstPlay start from, on the boards that offer it.
var misereStarts = map[string]string{"nim": "1,3,5,7/misere", "notnim": "4,6,7/misere",
	"spec": "0.77/5,7,9/disjunctive-misere", "jiangnan": "2:5,7,9/misere", "alicegame": "2:1-3,6-9,12/misere",
	"splitting": "1,0,2,1/misere"}

// TestBoardAgainstPlay walks random games on every board from its example
// (and from a position in misère play where the board offers it) and
// checks each step of the worker's answers
// against package play used directly: the position read and its text, the
// board data read back as the same position when sent as an edit, the
// legal moves listed with their words, each move played (and an illegal
// one refused with play's reason), and the analysis with its moves.
func TestBoardAgainstPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 2))
	for i := range play.Games {
		g := &play.Games[i]
		t.Run(g.ID, func(t *testing.T) {
			for game := range 4 {
				text := g.Example
				switch {
				case game == 0:
					text = ""
				case game == 3 && misereStarts[g.ID] != "":
					text = misereStarts[g.ID]
				}
				for step := 0; step < 12; step++ {
					out, p := ask(t, g, protocol.Position{Pos: text})
					if text != "" && out.Pos != mustParse(t, g, text).String() {
						t.Fatalf("%q read as %q", text, out.Pos)
					}
					// The board data is the position: sent back as an edit, it
					// reads as the same text.
					if again, _ := ask(t, g, protocol.Position{Pos: out.Pos, Edit: &out.Data}); again.Pos != out.Pos {
						t.Fatalf("%s: its board data edits to %s", out.Pos, again.Pos)
					}
					var next string
					switch v := p.Value().(type) {
					case *play.Heaps:
						next = checkHeaps(t, g, v, out, rng)
					case *play.Tricolore:
						next = checkBoard(t, g, v, v.Moves(), out, rng)
					case *play.Cells:
						next = checkBoard(t, g, v, v.Moves(), out, rng)
					case *play.Monsters:
						next = checkBoard(t, g, v, v.Moves(), out, rng)
					case *play.Chess:
						next = checkBoard(t, g, v, v.Moves(), out, rng)
					case *play.Paper:
						next = checkBoard(t, g, v, v.Moves(), out, rng)
					case *play.Bottles:
						next = checkBoard(t, g, v, v.Moves(), out, rng)
					case *play.Piles:
						next = checkBoard(t, g, v, v.Moves(), out, rng)
					default:
						t.Fatalf("no check for a %T", v)
					}
					if next == "" {
						break
					}
					text = next
				}
			}
		})
	}
}

func mustParse(t *testing.T, g *play.Game, text string) play.Position {
	t.Helper()
	p, err := g.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// checkBoard checks the worker's answers about p, whose legal moves are
// moves, and returns the position after a random one ("" when none).
func checkBoard[P typed[P, M], M any](t *testing.T, g *play.Game, p P, moves []M, out protocol.Board, rng *rand.Rand) string {
	t.Helper()
	if want := min(len(moves), maxLegal); len(out.Legal) != want || out.Complete != (len(moves) <= maxLegal) {
		t.Fatalf("%s: %d legal moves listed (complete %v), want %d of %d", p, len(out.Legal), out.Complete, want, len(moves))
	}
	for i, m := range out.Legal {
		if want := p.Describe(moves[i]); m.Say != want {
			t.Fatalf("%s: legal move %d says %q, want %q", p, i, m.Say, want)
		}
	}
	checkAnalysis(t, g, p, out.Pos)
	if len(moves) == 0 {
		return ""
	}
	i := rng.IntN(len(out.Legal))
	q, err := p.Play(moves[i])
	if err != nil {
		t.Fatal(err)
	}
	after, _ := ask(t, g, protocol.Position{Pos: out.Pos, Move: &out.Legal[i].Move})
	if after.Pos != q.String() || after.Said != p.Describe(moves[i]) {
		t.Fatalf("%s: move %q led to %q (%q), want %q", p, out.Legal[i].Say, after.Pos, after.Said, q)
	}
	return after.Pos
}

// checkAnalysis compares the worker's analysis of p (text pos) with
// package play's, and plays each move it lists through the worker.
func checkAnalysis[P typed[P, M], M any](t *testing.T, g *play.Game, p P, pos string) {
	t.Helper()
	data := tablesOf(p.Tables())
	want, err := p.Analyze(data)
	if err != nil {
		t.Fatal(err)
	}
	got, err := analysis(mustParse(t, g, pos), data)
	if err != nil {
		t.Fatal(err)
	}
	if got.Pos != pos || got.Wins != want.Wins || got.Over != want.Over || got.Value != want.Value ||
		got.Count != float64(want.Count) || got.Remoteness != want.Remoteness || !reflect.DeepEqual(got.Parts, want.Parts) {
		t.Fatalf("%s: analysis %+v, want %+v", pos, got, want)
	}
	listed := want.Winning
	if len(listed) == 0 && !want.Over {
		listed = []M{want.Longest}
		if got.Longest == nil {
			t.Fatalf("%s: no longest move", pos)
		}
		got.Moves = []protocol.Move{*got.Longest}
	}
	if len(got.Moves) != min(len(listed), maxSent) {
		t.Fatalf("%s: %d moves, want %d", pos, len(got.Moves), len(listed))
	}
	for i, m := range got.Moves {
		q, err := p.Play(listed[i])
		if err != nil {
			t.Fatal(err)
		}
		after, _ := ask(t, g, protocol.Position{Pos: pos, Move: &m.Move})
		if m.Say != p.Describe(listed[i]) || after.Pos != q.String() {
			t.Fatalf("%s: move %d says %q and leads to %q, want %q to %q", pos, i, m.Say, after.Pos, p.Describe(listed[i]), q)
		}
	}
}

// checkHeaps checks the worker's answers about a heap position, whose
// moves are not listed: random moves of one heap are played or refused as
// package play does. It returns the position after one of them ("" when
// the game is over).
func checkHeaps(t *testing.T, g *play.Game, p *play.Heaps, out protocol.Board, rng *rand.Rand) string {
	t.Helper()
	d := out.Data.Heaps
	if d == nil || !reflect.DeepEqual(d.Heaps, p.Heaps) || len(out.Legal) != 0 || out.Complete {
		t.Fatalf("%s: heap board %+v, %d legal moves listed", p, d, len(out.Legal))
	}
	checkAnalysis(t, g, p, out.Pos)
	next := ""
	for range 20 {
		if len(p.Heaps) == 0 {
			break
		}
		i := rng.IntN(len(p.Heaps))
		m := games.Move{{Heap: i, To: []int{rng.IntN(p.Heaps[i] + 2)}}}
		q, err := p.Play(m)
		enc, _ := json.Marshal(m)
		var bm protocol.BoardMove
		if err := json.Unmarshal(enc, &bm.Heaps); err != nil {
			t.Fatal(err)
		}
		after, _ := board(g, protocol.Position{Game: g.ID, Pos: out.Pos, Move: &bm})
		switch {
		case err != nil && after.Refused != err.Error():
			t.Fatalf("%s: %v refused with %q, want %q", p, m, after.Refused, err)
		case err == nil && (after.Pos != q.String() || after.Said != p.Describe(m)):
			t.Fatalf("%s: %v led to %q (%q), want %q", p, m, after.Pos, after.Said, q)
		case err == nil:
			next = after.Pos
		}
	}
	return next
}

// TestBoardRefusals: a bad text, an illegal move and a bad edit are refused
// with package play's reasons, leaving the position as it was; a bad text
// asked with OrExample gives the example, analysed.
func TestBoardRefusals(t *testing.T) {
	tri := play.LookupGame("tricolore")
	_, err := play.ParseTricolore("6:0,3")
	out, p := board(tri, protocol.Position{Game: "tricolore", Pos: "6:0,3"})
	if out.Refused != err.Error() || p != nil || out.Pos != "" {
		t.Errorf("bad text: %+v, want refused with %q", out, err)
	}
	out, p = board(tri, protocol.Position{Game: "tricolore", Pos: "6:0,3", OrExample: true})
	if out.Refused != err.Error() || p == nil || out.Pos != tri.Example {
		t.Errorf("bad text or the example: %+v", out)
	}
	start, _ := play.ParseTricolore("6:0,5,9")
	_, err = start.Play(play.TriMove{Row: 0, Piece: play.Red, K: 1})
	out, p = board(tri, protocol.Position{Game: "tricolore", Pos: "6:0,5,9",
		Move: &protocol.BoardMove{Tri: &protocol.TriMove{Row: 0, Piece: protocol.TriRed, K: 1}}})
	if err == nil || out.Refused != err.Error() || p != nil || out.Pos != "6:0,5,9" || out.Data.Tri == nil {
		t.Errorf("illegal move: %+v, want refused with %v", out, err)
	}
	out, _ = board(tri, protocol.Position{Game: "tricolore", Pos: "6:0,5,9",
		Move: &protocol.BoardMove{Cell: &protocol.CellMove{X: 1, K: 1}}})
	if out.Refused == "" || out.Pos != "6:0,5,9" {
		t.Errorf("a move of another board: %+v", out)
	}
	for _, c := range []struct {
		game, pos string
		edit      protocol.BoardData
		want      string // the position, or the start of the refusal
		refused   bool
	}{
		{"tricolore", "6:0,5,9", protocol.BoardData{Tri: &protocol.TriBoard{F: 7, Rows: [][]int{{0, 5, 9}, {0, 4, 9}}, Bob: true}}, "7:0,5,9;0,4,9/bob", false},
		{"tricolore", "6:0,5,9", protocol.BoardData{Tri: &protocol.TriBoard{F: 6, Rows: [][]int{{0, 9, 5}}}}, "play:1:3: b < w < r does not hold", true},
		{"tricolore", "6:0,5,9", protocol.BoardData{Tri: &protocol.TriBoard{F: 6, Rows: [][]int{{0, 9}}}}, "a row holds blue, white and red", true},
		{"tricolore", "6:0,5,9", protocol.BoardData{Cells: &protocol.CellsBoard{N: 3}}, "not a board of this game", true},
		{"spec", "0.07/5,8", protocol.BoardData{Heaps: &protocol.HeapBoard{Spec: "kayles", Heaps: []int{5, 9}, Sum: "conjunctive", Play: "misere"}}, "0.77/5,9/conjunctive-misere", false},
		{"spec", "0.07/5,8", protocol.BoardData{Heaps: &protocol.HeapBoard{Spec: "0.07", Heaps: []int{5, 9}, Sum: "disjunctive", Play: "normal"}}, "0.07/5,9", false},
		{"gamepack", "1,0,0,0/5,7", protocol.BoardData{Heaps: &protocol.HeapBoard{Pack: []int{2, 1, 0, 1}, Heaps: []int{5}}}, "2,1,0,1/5", false},
		{"nim", "3,5", protocol.BoardData{Heaps: &protocol.HeapBoard{Heaps: []int{3, 5, 1000000001}}}, "play:1:5: heap size = 1000000001 is out of range", true},
		{"arraygame", "12:1,5", protocol.BoardData{Cells: &protocol.CellsBoard{N: 12, White: []int{1, 5, 6}}}, "12:1,5,6", false},
		{"chesslink", "5:3,3,3/RgB", protocol.BoardData{Chess: &protocol.ChessBoard{N: 6, Trail: [][]int{{1, 2, 3}}}}, "6:1,2,3", false},
		{"cutting", "3x2", protocol.BoardData{Paper: &protocol.PaperBoard{Pieces: [][]int{{3, 2}, {4, 3}}}}, "3x2,4x3", false},
		{"jiangnan", "3:1,2", protocol.BoardData{Piles: &protocol.PilesBoard{F: 2, Piles: []int{4}}}, "2:4", false},
	} {
		g := play.LookupGame(c.game)
		out, p := board(g, protocol.Position{Game: c.game, Pos: c.pos, Edit: &c.edit})
		switch {
		case c.refused && (p != nil || out.Pos != mustParse(t, g, c.pos).String() || !startsWith(out.Refused, c.want)):
			t.Errorf("%s %s: edit %+v gave %q, refused %q; want refused with %q", c.game, c.pos, c.edit, out.Pos, out.Refused, c.want)
		case !c.refused && (p == nil || out.Pos != c.want):
			t.Errorf("%s %s: edit gave %q, refused %q; want %q", c.game, c.pos, out.Pos, out.Refused, c.want)
		}
	}
}

func startsWith(s, prefix string) bool { return len(s) >= len(prefix) && s[:len(prefix)] == prefix }
