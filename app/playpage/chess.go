package playpage

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/frame"
	"nimber/app/protocol"
)

// chessBoard draws a chesslink position: a track 1..n for each of the red,
// green and blue pieces (cellsShown cells at a time from the tool) and the
// trail of triples visited. Set up: a click places a piece and starts the
// trail afresh from where the pieces are. Play: a click on the cell next
// to a piece moves it there.
type chessBoard struct {
	p *protocol.ChessBoard
}

func drawChess(d protocol.BoardData) playBoard { return &chessBoard{d.Chess} }

// current is where the pieces are: the last cell of the trail.
func (b *chessBoard) current() []int { return b.p.Trail[len(b.p.Trail)-1] }

// restart hands ctl the position of a board of n cells with the pieces at
// s, the trail starting afresh.
func (b *chessBoard) restart(ctx app.Context, ctl *boardCtl, n int, s []int) {
	ctl.set(ctx, protocol.BoardData{Chess: &protocol.ChessBoard{N: n, Trail: [][]int{s}}})
}

// trailShown is the most recent triples of the trail drawn.
const trailShown = 40

func (b *chessBoard) view(ctl *boardCtl) app.UI {
	p := b.p
	cur := b.current()
	start, end := window(ctl, p.N)
	visited := map[[2]int]bool{} // (piece, cell) pairs some visited triple had
	for _, t := range p.Trail {
		for j, c := range t {
			visited[[2]int{j, c}] = true
		}
	}
	track := func(j int) app.UI {
		cells := make([]app.UI, 0, end-start)
		for x := start + 1; x <= end; x++ {
			class := "cell"
			switch {
			case cur[j] == x:
				class += " piece " + chessPieceNames[j]
			case visited[[2]int{j, x}]:
				class += " trail"
			}
			cells = append(cells, cell(ctl, x, x == start+1, class, b.label(ctl, j, x), func(ctx app.Context, ctl *boardCtl, x int) { b.click(ctx, ctl, j, x) }))
		}
		return frame.El{
			Tag:   "div",
			Class: "strip-row",
			Body: []frame.El{
				{Tag: "span", Class: "row-name", Text: chessPieceNames[j]},
				{Tag: "div", Class: "strip", Data: []frame.Attr{{Name: "piece", Value: j}, {Name: "keys", Value: keyRow}}, Children: cells},
			},
		}.Build()
	}
	shown := p.Trail[max(0, len(p.Trail)-trailShown):]
	steps := make([]string, len(shown))
	for i, t := range shown {
		steps[i] = fmt.Sprintf("(%d,%d,%d)", t[0], t[1], t[2])
	}
	trail := strings.Join(steps, " → ")
	if len(shown) < len(p.Trail) {
		trail = "… → " + trail
	}
	return frame.El{
		Tag: "div",
		Body: []frame.El{
			{
				Tag:   "div",
				Class: "bar board-tools",
				Body: []frame.El{
					sizeField(ctl, "n", "chess-n", 2, p.MaxN, p.N, func(ctx app.Context, n int) {
						b.restart(ctx, ctl, n, []int{min(cur[0], n), min(cur[1], n), min(cur[2], n)})
					}),
					scrollButton(ctl, start, p.N, -cellsShown),
					scrollButton(ctl, start, p.N, cellsShown),
				},
			},
			{
				Tag:   "div",
				Class: "strips",
				Body: []frame.El{
					{UI: track(0)},
					{UI: track(1)},
					{UI: track(2)},
				},
			},
			{Tag: "p", ID: "trail", Class: "trail", Text: fmt.Sprintf("Trail (%s): %s", frame.Count(len(p.Trail)-1, "move"), trail)},
		},
	}.Build()
}

var chessPieceNames = [3]string{"red", "green", "blue"}

// label says what a click on cell x of piece j's track does.
func (b *chessBoard) label(ctl *boardCtl, j, x int) string {
	at := fmt.Sprintf("%s track, cell %d", chessPieceNames[j], x)
	d := x - b.current()[j]
	switch {
	case !ctl.playing:
		return at + ": place " + chessPieceNames[j] + " here, starting the trail afresh"
	case d == 0:
		return at + ": " + chessPieceNames[j] + " is here"
	}
	if say, ok := ctl.say(protocol.BoardMove{Chess: &protocol.ChessMove{Piece: j, Dir: d}}); ok {
		return at + ": " + say
	}
	return at
}

func (b *chessBoard) click(ctx app.Context, ctl *boardCtl, j, x int) {
	cur := b.current()
	if !ctl.playing {
		s := slices.Clone(cur)
		s[j] = x
		b.restart(ctx, ctl, b.p.N, s)
		return
	}
	if d := x - cur[j]; d != 1 && d != -1 {
		ctl.refuse(ctx, fmt.Sprintf("a move shifts a piece by one cell: click next to %s (on %d)", chessPieceNames[j], cur[j]))
		return
	}
	ctl.move(ctx, protocol.BoardMove{Chess: &protocol.ChessMove{Piece: j, Dir: x - cur[j]}})
}
