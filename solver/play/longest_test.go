package play

import "testing"

// TestLongestOnLargeBoards checks that the heuristic longest-lasting move
// of a lost position too large for the search is legal, on every board.
func TestLongestOnLargeBoards(t *testing.T) {
	check := func(text string, a interface{ reply() error }) {
		t.Helper()
		if err := a.reply(); err != nil {
			t.Errorf("%s: %v", text, err)
		}
	}
	nim, _ := ParseNim("1000000,1000000")
	check("nim", lost[*Heaps, HeapMove]{nim, nil, (*Heaps).Play, (*Heaps).Analyze})
	pack, _ := ParseGamePack("2,0,0,0/300,300")
	check("gamepack", lost[*Heaps, HeapMove]{pack, nil, (*Heaps).Play, (*Heaps).Analyze})
	tri, _ := ParseTricolore("6:0,100,200;0,100,200")
	check("tricolore", lost[*Tricolore, TriMove]{tri, triData()[6], (*Tricolore).Play, (*Tricolore).Analyze})
	mon, _ := ParseMonsters("2:1-100,201-300")
	check("alicegame", lost[*Monsters, MonsterMove]{mon, nil, (*Monsters).Play, (*Monsters).Analyze})
	cells, _ := ParseCells("100:60,70")
	check("arraygame", lost[*Cells, CellMove]{cells, cellsData(100), (*Cells).Play, (*Cells).Analyze})
	chess, _ := ParseChess("11:1,1,1")
	check("chesslink", lost[*Chess, ChessMove]{chess, nil, (*Chess).Play, (*Chess).Analyze})
}

// lost is a lost position with its board's functions.
type lost[P any, M any] struct {
	p       P
	data    [][]byte
	play    func(P, M) (P, error)
	analyze func(P, [][]byte) (*Analysis[M], error)
}

func (l lost[P, M]) reply() error {
	a, err := l.analyze(l.p, l.data)
	if err != nil {
		return err
	}
	if a.Wins || a.Over || a.Unknown || a.Remoteness >= 0 {
		return &Error{Msg: "not a large lost position"}
	}
	m, _ := a.Reply()
	_, err = l.play(l.p, m)
	return err
}
