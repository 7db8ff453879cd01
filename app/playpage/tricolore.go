package playpage

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/frame"
	"nimber/app/protocol"
)

// triBoard draws a tricolore position: one strip of cells per row with its
// blue, white and red chips. Set up: a click places the chosen chip (the
// tool) in the row, keeping blue < white < red. Play: a click names the free
// cell a piece of the player to move goes to: Alice moves blue (inside the
// left gap) or blue and white (white to a cell of the right gap); Bob moves
// red (inside the right gap) or white and red (white to a cell of the left
// gap).
//
// A chip can also be dragged to a cell of its row (pointer events, so mouse,
// pen and touch alike): in set-up mode that places it there, in play mode it
// is the move of that chip (the white one takes its neighbour along).
type triBoard struct {
	p    *protocol.TriBoard
	drag *triDrag // the chip being dragged, nil when none
}

// triDrag is a chip being dragged: row and chip (0 blue, 1 white, 2 red).
// It lives on the board, not in boardCtl: pointer events come fast, and a
// handler of the previous rendering reads the same board.
type triDrag struct{ row, chip int }

func drawTri(d protocol.BoardData) playBoard { return &triBoard{p: d.Tri} }

// player names the player to move.
func (b *triBoard) player() string {
	if b.p.Bob {
		return "Bob"
	}
	return "Alice"
}

// edit hands ctl the position with rows instead of its own, and bob to
// move or not.
func (b *triBoard) edit(ctx app.Context, ctl *boardCtl, rows [][]int, bob bool) {
	q := *b.p
	q.Rows, q.Bob = rows, bob
	ctl.set(ctx, protocol.BoardData{Tri: &q})
}

// try plays m.
func (b *triBoard) try(ctx app.Context, ctl *boardCtl, m protocol.TriMove) {
	ctl.move(ctx, protocol.BoardMove{Tri: &m})
}

// Long gaps are drawn as their first and last triShown/2 cells.
const (
	triShown = 60
	triPad   = 2 // free cells drawn outside each row, for setting up
)

var chipNames = [3]string{"blue", "white", "red"}

func (b *triBoard) view(ctl *boardCtl) app.UI {
	p := b.p
	return frame.El{
		Tag: "div",
		Body: []frame.El{
			{UI: b.controls(ctl)},
			{Tag: "div", Class: "strips",
				Body: frame.Each(len(p.Rows), func(i int) frame.El { return frame.El{UI: b.row(ctl, i)} }),
				On: []frame.Event{
					{Name: "pointerdown", Handler: func(_ app.Context, e app.Event) { b.lift(e) }, Scope: []any{ctl.key}},
					{Name: "pointerup", Handler: func(ctx app.Context, e app.Event) { b.drop(ctx, ctl, e) }, Scope: []any{ctl.key}},
					{Name: "pointercancel", Handler: func(app.Context, app.Event) { b.drag = nil }, Scope: []any{ctl.key}},
				}},
		},
	}.Build()
}

// controls are the set-up tools: f, who moves, the chip placed, a new row.
func (b *triBoard) controls(ctl *boardCtl) app.UI {
	p := b.p
	if ctl.playing {
		return frame.El{
			Tag:   "p",
			Class: "to-move",
			Body: []frame.El{
				{Tag: "strong", Text: b.player()},
				{UI: app.Text(fmt.Sprintf(" to move · f = %d", p.F))},
			},
		}.Build()
	}
	return frame.El{
		Tag:   "div",
		Class: "bar board-tools",
		Body: []frame.El{
			{
				Tag:   "label",
				Class: "field small",
				Body: []frame.El{
					{Tag: "span", Text: "f"},
					{Tag: "input", ID: "tri-f", Attrs: []frame.Attr{{Name: "type", Value: "number"}, {Name: "min", Value: 2}, {Name: "max", Value: p.MaxF}, {Name: "value", Value: p.F}}, On: []frame.Event{{Name: "change", Handler: func(ctx app.Context, _ app.Event) {
						f, err := strconv.Atoi(frame.InputValue(ctx.JSSrc()))
						if err != nil {
							ctl.refuse(ctx, "f must be an integer")
							return
						}
						q := *p
						q.F = f
						ctl.set(ctx, protocol.BoardData{Tri: &q})
					}, Scope: []any{ctl.key}}}},
				},
			},
			{
				Tag:   "div",
				Class: "segmented",
				Body: []frame.El{
					{Tag: "button", ID: "tri-alice", Class: modeClass(!p.Bob), Text: "Alice to move", On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, _ app.Event) { b.setBob(ctx, ctl, false) }, Scope: []any{ctl.key}}}},
					{Tag: "button", ID: "tri-bob", Class: modeClass(p.Bob), Text: "Bob to move", On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, _ app.Event) { b.setBob(ctx, ctl, true) }, Scope: []any{ctl.key}}}},
				},
			},
			{
				Tag:   "div",
				Class: "segmented chips",
				Body: frame.Each(len(chipNames[:]), func(i int) frame.El {
					return frame.El{
						Tag:   "button",
						ID:    "tool-" + chipNames[i],
						Class: modeClass(ctl.tool == i),
						Body: []frame.El{
							{Tag: "span", Class: "chip-dot " + chipNames[i]},
							{UI: app.Text(chipNames[i])},
						},
						On: []frame.Event{{Name: "click", Handler: func(app.Context, app.Event) { ctl.setTool(i) }, Scope: []any{ctl.key}}},
					}
				}),
			},
			{Tag: "button", ID: "add-row", Class: "quiet", Attrs: []frame.Attr{{Name: "disabled", Value: len(p.Rows) >= p.MaxRows}}, Text: "+ row", On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, _ app.Event) {
				b.edit(ctx, ctl, append(slices.Clone(p.Rows), []int{0, 4, 9}), p.Bob)
			}, Scope: []any{ctl.key}}}},
		},
	}.Build()
}

func (b *triBoard) setBob(ctx app.Context, ctl *boardCtl, bob bool) {
	b.edit(ctx, ctl, b.p.Rows, bob)
}

// row draws row i: its cells from triPad before blue to triPad after red,
// long gaps cut in the middle.
func (b *triBoard) row(ctl *boardCtl, i int) app.UI {
	r := b.p.Rows[i]
	var cells []app.UI
	add := func(lo, hi int) {
		for x := lo; x <= hi; x++ {
			cells = append(cells, b.cell(ctl, i, x, len(cells) == 0))
		}
	}
	add(r[0]-triPad, r[0])
	for j := range 2 {
		lo, hi := r[j]+1, r[j+1]-1
		if hi-lo+1 > triShown {
			add(lo, lo+triShown/2-1)
			cells = append(cells, frame.El{Tag: "span", Class: "elided", Text: fmt.Sprintf("… %d …", hi-lo+1-triShown)}.Build())
			lo = hi - triShown/2 + 1
		}
		add(lo, hi)
		add(r[j+1], r[j+1])
	}
	add(r[2]+1, r[2]+triPad)
	return frame.El{
		Tag:   "div",
		Class: "strip-row",
		Body: []frame.El{
			{Tag: "span", Class: "row-name", Text: fmt.Sprintf("row %d", i+1)},
			{Tag: "div", Class: "strip", Data: []frame.Attr{{Name: "row", Value: i}, {Name: "keys", Value: keyRow}}, Children: cells},
			{Tag: "span", Class: "row-gaps", Text: fmt.Sprintf("gaps %d, %d", r[1]-r[0]-1, r[2]-r[1]-1)},
			{Tag: "button", Class: "quiet remove", Attrs: []frame.Attr{{Name: "title", Value: "Remove this row"}, {Name: "hidden", Value: ctl.playing}}, Text: "×", On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, _ app.Event) {
				b.edit(ctx, ctl, slices.Delete(slices.Clone(b.p.Rows), i, i+1), b.p.Bob)
			}, Scope: []any{ctl.key}}}},
		},
	}.Build()
}

// cell draws column x of row i, first in the row or not.
func (b *triBoard) cell(ctl *boardCtl, i, x int, first bool) app.UI {
	r := b.p.Rows[i]
	class := "cell"
	label := fmt.Sprintf("row %d, cell %d", i+1, x)
	for j, c := range r {
		if c == x {
			class = "cell piece " + chipNames[j]
			label += ", " + chipNames[j] + " chip"
		}
	}
	if m, ok := b.moveTo(i, x); ctl.playing && ok {
		if say, legal := ctl.say(protocol.BoardMove{Tri: &m}); legal {
			label += ": " + say
		}
	} else if !ctl.playing {
		label += ": place " + chipNames[ctl.tool] + " here"
	}
	if x < r[0] || x > r[2] {
		class += " outside"
	}
	if d := b.drag; d != nil && d.row == i && r[d.chip] == x {
		class += " lifted"
	}
	return piece(frame.El{Tag: "span", Class: class, Attrs: []frame.Attr{{Name: "title", Value: strconv.Itoa(x)}}, Data: []frame.Attr{{Name: "col", Value: x}},
		On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, _ app.Event) { b.click(ctx, ctl, i, x) }, Scope: []any{ctl.key}}}}, first, label).Build()
}

func (b *triBoard) click(ctx app.Context, ctl *boardCtl, i, x int) {
	if !ctl.playing {
		b.place(ctx, ctl, i, ctl.tool, x)
		return
	}
	m, ok := b.moveTo(i, x)
	if !ok {
		ctl.refuse(ctx, "click a free cell between the pieces: where a piece of "+b.player()+" should go")
		return
	}
	b.try(ctx, ctl, m)
}

// moveTo is the move of a click on the free cell x of row i in play mode:
// a piece of the player to move goes there. It is false on a chip or
// outside the row.
func (b *triBoard) moveTo(i, x int) (protocol.TriMove, bool) {
	p, r := b.p, b.p.Rows[i]
	switch {
	case x <= r[0] || x >= r[2] || x == r[1]:
		return protocol.TriMove{}, false
	case !p.Bob && x < r[1]:
		return protocol.TriMove{Row: i, Piece: protocol.TriBlue, K: x - r[0]}, true
	case !p.Bob:
		return protocol.TriMove{Row: i, Piece: protocol.TriBlueWhite, K: x - r[1]}, true
	case x > r[1]:
		return protocol.TriMove{Row: i, Piece: protocol.TriRed, K: r[2] - x}, true
	}
	return protocol.TriMove{Row: i, Piece: protocol.TriWhiteRed, K: r[1] - x}, true
}

// place puts chip j of row i at column x (set-up mode), keeping blue <
// white < red.
func (b *triBoard) place(ctx app.Context, ctl *boardCtl, i, j, x int) {
	r := slices.Clone(b.p.Rows[i])
	r[j] = x
	if r[0] >= r[1] || r[1] >= r[2] {
		ctl.refuse(ctx, fmt.Sprintf("row %d: blue < white < red must hold (%d %d %d)", i+1, r[0], r[1], r[2]))
		return
	}
	rows := slices.Clone(b.p.Rows)
	rows[i] = r
	b.edit(ctx, ctl, rows, b.p.Bob)
}

// cellOf returns the row and column of the tricolore cell el is in.
func cellOf(el app.Value) (i, x int, ok bool) {
	if !el.Truthy() {
		return 0, 0, false
	}
	cell, strip := el.Call("closest", ".cell"), el.Call("closest", ".strip")
	if !cell.Truthy() || !strip.Truthy() {
		return 0, 0, false
	}
	i, err1 := strconv.Atoi(frame.Data(strip, "row"))
	x, err2 := strconv.Atoi(frame.Data(cell, "col"))
	return i, x, err1 == nil && err2 == nil
}

// lift starts dragging the chip pressed (main button), if any.
func (b *triBoard) lift(e app.Event) {
	b.drag = nil
	i, x, ok := cellOf(frame.Target(e))
	if !ok || i >= len(b.p.Rows) || !frame.MainButton(e) {
		return
	}
	if j := slices.Index(b.p.Rows[i], x); j >= 0 {
		b.drag = &triDrag{i, j}
	}
}

// drop ends a drag where the pointer is released (read from the point, as
// a touch pointer stays captured by the chip it pressed). Released on the
// chip's own cell it is a click, which the click handler takes.
func (b *triBoard) drop(ctx app.Context, ctl *boardCtl, e app.Event) {
	d := b.drag
	b.drag = nil
	if d == nil {
		return
	}
	px, py := frame.PointerPos(e)
	i, x, ok := cellOf(frame.Document().Call("elementFromPoint", px, py))
	r := b.p.Rows[d.row]
	switch {
	case !ok || (i == d.row && x == r[d.chip]):
		return
	case i != d.row:
		ctl.refuse(ctx, fmt.Sprintf("a chip stays in its row: drop it on a cell of row %d", d.row+1))
		return
	case !ctl.playing:
		b.place(ctx, ctl, i, d.chip, x)
		return
	}
	var m protocol.TriMove
	switch {
	case d.chip == 0:
		m = protocol.TriMove{Row: i, Piece: protocol.TriBlue, K: x - r[0]}
	case d.chip == 2:
		m = protocol.TriMove{Row: i, Piece: protocol.TriRed, K: r[2] - x}
	case b.p.Bob:
		m = protocol.TriMove{Row: i, Piece: protocol.TriWhiteRed, K: r[1] - x}
	default:
		m = protocol.TriMove{Row: i, Piece: protocol.TriBlueWhite, K: x - r[1]}
	}
	if bob := m.Piece >= protocol.TriRed; m.K < 0 && bob == b.p.Bob {
		dir := map[bool]string{false: "right", true: "left"}[bob]
		ctl.refuse(ctx, fmt.Sprintf("row %d: %s's pieces move %s only", i+1, b.player(), dir))
		return
	}
	b.try(ctx, ctl, m)
}
