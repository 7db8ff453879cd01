package playpage

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/protocol"
)

// playBoard draws a position sent by the solver worker (protocol.Board):
// the worker reads, plays and checks positions, the board only maps clicks
// to moves and set-up edits, which the page sends to the worker.
type playBoard interface {
	// view draws the board; its clicks go to ctl.
	view(ctl *boardCtl) app.UI
}

// boardCtl is what a board's clicks act on: in set-up mode they edit the
// position (set, with the board edited as data), in play mode they are
// moves (move); refuse shows why a click was refused; say describes a
// legal move. Boards keep their own click state (a selected cell) in sel,
// which the page clears whenever the position changes, and may select
// with choose.
type boardCtl struct {
	// key names the state the board is drawn in: every event handler of
	// the board passes it as its scope, so that go-app replaces a handler
	// (whose closure holds the board drawn) when the state changes. Each
	// board drawn has a key of its own, even one of the same position.
	key     string
	playing bool
	sel     int // a board's pending selection, -1 when none
	tool    int // a board's tool in set-up mode (tricolore: the chip placed), kept across positions
	setTool func(tool int)
	set     func(ctx app.Context, edit protocol.BoardData)
	move    func(ctx app.Context, m protocol.BoardMove)
	refuse  func(ctx app.Context, reason string)
	choose  func(sel int)
	legal   map[string]string // the position's legal moves listed, by moveKey, described
	// complete says legal lists every legal move: one not there is illegal.
	complete bool
}

// say returns the description of m when it is a legal move listed, else
// "" and false.
func (ctl *boardCtl) say(m protocol.BoardMove) (string, bool) {
	s, ok := ctl.legal[moveKey(m)]
	return s, ok
}

// moveKey names a move, to look it up among the legal moves.
func moveKey(m protocol.BoardMove) string {
	switch {
	case m.Tri != nil:
		return fmt.Sprint("tri", *m.Tri)
	case m.Cell != nil:
		return fmt.Sprint("cell", *m.Cell)
	case m.Monster != nil:
		return fmt.Sprint("monster", *m.Monster)
	case m.Chess != nil:
		return fmt.Sprint("chess", *m.Chess)
	case m.Cut != nil:
		return fmt.Sprint("cut", *m.Cut)
	case m.Bean != nil:
		return fmt.Sprint("bean", *m.Bean)
	case m.Split != nil:
		return fmt.Sprint("split", *m.Split)
	}
	return fmt.Sprint("heaps", m.Heaps)
}

// boardKind is one game of the play page: its id (an id of the worker's
// play.Games), its name in the picker, its help and its drawing.
type boardKind struct {
	ID   string
	Name string
	Help string // how to use the board
	draw func(d protocol.BoardData) playBoard
}

// BoardKinds lists the play page's games in the picker's order. Adding a
// game: its position in package play (play.Games), a line here and a
// playBoard drawing it.
var BoardKinds = []boardKind{
	{"tricolore", "Tricolore (CF 1091H)", "Set up: pick a chip, then click a cell of a row, or drag a chip along its row. " +
		"Play: click the free cell a piece of the player to move should go to, or drag the piece there.", drawTri},
	{"nim", "Nim", heapHelp, drawHeaps},
	{"notnim", "Not Nim (CF 2004E)", heapHelp, drawHeaps},
	{"spec", "Any heap game (spec)", heapHelp, drawHeaps},
	{"gamepack", "Game pack (Xmas 2024)", heapHelp, drawHeaps},
	{"arraygame", "Array game (P3179)", "Set up: click a cell to turn it white or black. " +
		"Play: click a white cell x, then the cell kx to flip x, 2x, …, kx.", drawCells},
	{"alicegame", "Alice game (HDU 7287)", "Set up: click a cell to add or remove a monster. " +
		"Play: click a monster of a short segment to remove it whole, or the first of k monsters to remove from inside a long one.", drawMonsters},
	{"chesslink", "Link with chess game", "Set up: click a cell to place a piece (this clears the trail). " +
		"Play: click the cell next to a piece to move it there.", drawChess},
	{"cutting", "Cutting paper", listHelp("add a piece or remove one", "click a grid line inside a piece to cut there"), drawPaper},
	{"splitting", "Splitting beans (HNOI 2007)", listHelp("add, resize or remove", "click bottle i, then bottles j and k (j twice for two beans); "+
		"bottles are numbered from 0, as in the contest's answer"), drawBottles},
	{"jiangnan", "Even splits (jiangnan)", listHelp("add, resize or remove", "click a pile, then choose into how many piles it splits"), drawPiles},
}

// listHelp returns the help of the cutting, splitting and jiangnan boards,
// whose set-up is by buttons (setUp says what they do); play says how a
// move is clicked.
func listHelp(setUp, play string) string {
	return "Set up: " + setUp + " with the buttons, or type the position. Play: " + play +
		", or pick a move from the list (every winning move, else the longest-lasting one)."
}

// lookupBoard returns the game id, or nil.
func lookupBoard(id string) *boardKind {
	for i := range BoardKinds {
		if BoardKinds[i].ID == id {
			return &BoardKinds[i]
		}
	}
	return nil
}
