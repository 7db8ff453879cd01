package playpage

import (
	"encoding/json"
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/solver/play"
)

// playBoard is a position on the play page, drawn as its board. Positions
// come from package play: the page plays moves itself (a click answers at
// once, an illegal move is refused with play's reason), and the solver
// worker analyses them from their text.
type playBoard interface {
	// text is the position's canonical text form (its URL form).
	text() string
	// play plays a move encoded as JSON (as the worker sends them): the
	// position after it and the move described, or why it is illegal.
	play(move string) (playBoard, string, error)
	// view draws the board; its clicks go to ctl.
	view(ctl *boardCtl) app.UI
}

// boardCtl is what a board's clicks act on: in set-up mode they edit the
// position (set), in play mode they are moves (move); refuse shows why a
// click was refused. Boards keep their own click state (a selected cell)
// in sel, which the page clears whenever the position changes, and may
// select with select.
type boardCtl struct {
	// key names the state the board is drawn in: every event handler of
	// the board passes it as its scope, so that go-app replaces a handler
	// (whose closure holds the position) when the state changes.
	key     string
	playing bool
	sel     int // a board's pending selection, -1 when none
	tool    int // a board's tool in set-up mode (tricolore: the chip placed), kept across positions
	setTool func(tool int)
	set     func(ctx app.Context, text string)
	move    func(ctx app.Context, next playBoard, say string, err error)
	refuse  func(ctx app.Context, reason string)
	choose  func(sel int)
}

// boardKind is one game of the play page (play.Games) with its drawing.
type boardKind struct {
	play.Game
	Help  string // how to use the board
	parse func(text string) (playBoard, error)
}

// boardDrawing is how the page draws a game's positions: the board's help
// and wrap, which makes the board of a position (Position.Value).
type boardDrawing struct {
	help string
	wrap func(p any) playBoard
}

// boardDrawings draws each game of play.Games, by id. Adding a game: a line
// in play.Games, one here and a playBoard drawing it (play_*.go).
var boardDrawings = map[string]boardDrawing{
	"tricolore": {"Set up: pick a chip, then click a cell of a row, or drag a chip along its row. Play: click the free cell a piece of the player to move should go to, or drag the piece there.",
		drawn(wrapTri)},
	"nim":      {heapHelp, drawn(wrapHeaps)},
	"notnim":   {heapHelp, drawn(wrapHeaps)},
	"spec":     {heapHelp, drawn(wrapHeaps)},
	"gamepack": {heapHelp, drawn(wrapHeaps)},
	"arraygame": {"Set up: click a cell to turn it white or black. Play: click a white cell x, then the cell kx to flip x, 2x, …, kx.",
		drawn(wrapCells)},
	"alicegame": {"Set up: click a cell to add or remove a monster. Play: click a monster of a short segment to remove it whole, or the first of k monsters to remove from inside a long one.",
		drawn(wrapMonsters)},
	"chesslink": {"Set up: click a cell to place a piece (this clears the trail). Play: click the cell next to a piece to move it there.",
		drawn(wrapChess)},
	"cutting":   {listHelp("click a grid line inside a piece to cut there"), drawn(wrapPaper)},
	"splitting": {listHelp("click bottle i, then bottles j and k (j twice for two beans); bottles are numbered from 0, as in the contest's answer"), drawn(wrapBottles)},
	"jiangnan":  {listHelp("click a pile, then choose into how many piles it splits"), drawn(wrapPiles)},
}

// BoardKinds lists the play page's games, in the picker's order of
// play.Games.
var BoardKinds = kindsOf(play.Games)

// kindsOf pairs each game with its drawing.
func kindsOf(games []play.Game) []boardKind {
	kinds := make([]boardKind, len(games))
	for i, g := range games {
		d := boardDrawings[g.ID]
		kinds[i] = boardKind{Game: g, Help: d.help, parse: func(text string) (playBoard, error) {
			p, err := g.Parse(text)
			if err != nil {
				return nil, err
			}
			return d.wrap(p.Value()), nil
		}}
	}
	return kinds
}

// drawn turns a board's wrap into a boardDrawing's.
func drawn[P any](wrap func(P) playBoard) func(any) playBoard {
	return func(p any) playBoard { return wrap(p.(P)) }
}

// listHelp returns the help of the cutting, splitting and jiangnan boards,
// whose set-up is by buttons; play says how a move is clicked.
func listHelp(play string) string {
	return "Set up: add, resize or remove with the buttons, or type the position. Play: " + play +
		", or pick a move from the list (every winning move, else the longest-lasting one)."
}

// example returns the board of the game's example position. Every example
// parses (TestBoardDrawings): a failure is a bug in the list, not an input
// error, and stops here rather than as a nil board later.
func (k *boardKind) example() playBoard {
	b, err := k.parse(k.Example)
	if err != nil {
		panic(fmt.Sprintf("play: the example %q of %s does not parse: %v", k.Example, k.ID, err))
	}
	return b
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

// position is what the page needs of a position of package play.
type position[P any, M any] interface {
	Play(m M) (P, error)
	Describe(m M) string
}

// playMove plays m on p: the position after it and m described, or why m is
// illegal.
func playMove[P position[P, M], M any](p P, m M) (P, string, error) {
	q, err := p.Play(m)
	if err != nil {
		return q, "", err
	}
	return q, p.Describe(m), nil
}

// playJSON is playMove for a move encoded as JSON.
func playJSON[P position[P, M], M any](p P, move string) (P, string, error) {
	var m M
	if err := json.Unmarshal([]byte(move), &m); err != nil {
		var none P
		return none, "", fmt.Errorf("a move the board cannot read: %v", err)
	}
	return playMove(p, m)
}

// boardOn holds a board's position and gives it the text and play methods
// every board has alike; wrap makes the board of the position after a move.
// Boards embed it.
type boardOn[P interface {
	position[P, M]
	String() string
}, M any] struct {
	p    P
	wrap func(P) playBoard
}

func (b boardOn[P, M]) text() string { return b.p.String() }

func (b boardOn[P, M]) play(move string) (playBoard, string, error) {
	q, say, err := playJSON(b.p, move)
	return moved(q, say, err, b.wrap)
}

// try plays m on the board's position and hands ctl.move the board after
// it and m described, or play's reason for refusing m.
func (b boardOn[P, M]) try(ctx app.Context, ctl *boardCtl, m M) {
	q, say, err := playMove(b.p, m)
	next, say, err := moved(q, say, err, b.wrap)
	ctl.move(ctx, next, say, err)
}

// moved wraps the result of playMove for boardCtl.move.
func moved[P any](q P, say string, err error, wrap func(P) playBoard) (playBoard, string, error) {
	if err != nil {
		return nil, "", err
	}
	return wrap(q), say, nil
}
