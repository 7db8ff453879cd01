package playpage

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/frame"
	"nimber/app/protocol"
)

// cellsBoard draws an arraygame position: cells 1..N, white or black, shown
// cellsShown at a time from a window the user scrolls or jumps (the window's
// start is the board's tool, kept across moves). Set up: a click toggles a
// cell. Play: a click picks a white cell x (ctl.sel), a second click on a
// multiple kx flips x, 2x, ..., kx.
type cellsBoard struct {
	p *protocol.CellsBoard
}

func drawCells(d protocol.BoardData) playBoard { return &cellsBoard{d.Cells} }

const cellsShown = 120

// window is the cells start+1..end of 1..n shown, from the board's tool.
func window(ctl *boardCtl, n int) (start, end int) {
	start = min(ctl.tool, max(0, n-cellsShown))
	return start, min(n, start+cellsShown)
}

// cell draws cell x of a strip (first when it is the first shown), of
// class class; label says what a click does, and the click calls click.
func cell(ctl *boardCtl, x int, first bool, class, label string, click func(app.Context, *boardCtl, int)) app.UI {
	return piece(frame.El{Tag: "span", Class: class, Attrs: []frame.Attr{{Name: "title", Value: strconv.Itoa(x)}}, Data: []frame.Attr{{Name: "cell", Value: x}}, Text: strconv.Itoa(x),
		On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, _ app.Event) { click(ctx, ctl, x) }, Scope: []any{ctl.key}}}},
		first, label).Build()
}

// scrollButton moves the window of cells 1..n shown, which starts after
// start, by d cells (back, ◀, when d < 0); it is disabled at either end.
func scrollButton(ctl *boardCtl, start, n, d int) frame.El {
	el := frame.El{Tag: "button", Class: "quiet", Attrs: []frame.Attr{{Name: "title", Value: "Later cells"}, {Name: "disabled", Value: start+cellsShown >= n}}, Text: "▶"}
	if d < 0 {
		el.Attrs, el.Text = []frame.Attr{{Name: "title", Value: "Earlier cells"}, {Name: "disabled", Value: start == 0}}, "◀"
	}
	el.On = []frame.Event{{Name: "click", Handler: func(app.Context, app.Event) { ctl.setTool(max(0, min(start+d, n-cellsShown))) }, Scope: []any{ctl.key}}}
	return el
}

// sizeField is a board's number field name (N, k, F…) with id, for values
// lo..hi, disabled in play: a change reads an integer, refused when it is
// not one, and calls set.
func sizeField(ctl *boardCtl, name, id string, lo, hi, value int, set func(app.Context, int)) frame.El {
	return frame.El{
		Tag:   "label",
		Class: "field small",
		Body: []frame.El{
			{Tag: "span", Text: name},
			{Tag: "input", ID: id, Attrs: []frame.Attr{{Name: "type", Value: "number"}, {Name: "min", Value: lo}, {Name: "max", Value: hi}, {Name: "value", Value: value}, {Name: "disabled", Value: ctl.playing}}, On: []frame.Event{{Name: "change", Handler: func(ctx app.Context, _ app.Event) {
				n, err := strconv.Atoi(strings.TrimSpace(frame.InputValue(ctx.JSSrc())))
				if err != nil {
					ctl.refuse(ctx, name+" must be an integer")
					return
				}
				set(ctx, n)
			}, Scope: []any{ctl.key}}}},
		},
	}
}

func (b *cellsBoard) white(x int) bool {
	_, ok := slices.BinarySearch(b.p.White, x)
	return ok
}

func (b *cellsBoard) view(ctl *boardCtl) app.UI {
	p := b.p
	start, end := window(ctl, p.N)
	cells := make([]app.UI, 0, end-start)
	for x := start + 1; x <= end; x++ {
		class := "cell"
		if b.white(x) {
			class += " white"
		} else {
			class += " black"
		}
		switch {
		case ctl.sel == x:
			class += " selected"
		case ctl.sel > 0 && x%ctl.sel == 0:
			class += " target"
		}
		cells = append(cells, cell(ctl, x, x == start+1, class, b.label(ctl, x), b.click))
	}
	whites := "no white cell"
	if len(p.White) > 0 {
		shown := p.White[:min(len(p.White), 12)]
		parts := make([]string, len(shown))
		for i, x := range shown {
			parts[i] = strconv.Itoa(x)
		}
		whites = "white: " + strings.Join(parts, ", ")
		if len(p.White) > len(shown) {
			whites += fmt.Sprintf(", … (%d in all)", len(p.White))
		}
	}
	return frame.El{
		Tag: "div",
		Body: []frame.El{
			{
				Tag:   "div",
				Class: "bar board-tools",
				Body: []frame.El{
					sizeField(ctl, "N", "cells-n", 1, p.MaxN, p.N, func(ctx app.Context, n int) {
						var keep []int
						for _, x := range p.White {
							if x <= n {
								keep = append(keep, x)
							}
						}
						ctl.set(ctx, protocol.BoardData{Cells: &protocol.CellsBoard{N: n, White: keep}})
					}),
					{
						Tag:   "label",
						Class: "field small",
						Body: []frame.El{
							{Tag: "span", Text: "Jump to"},
							{Tag: "input", ID: "jump", Attrs: []frame.Attr{{Name: "type", Value: "number"}, {Name: "min", Value: 1}, {Name: "max", Value: p.N}, {Name: "placeholder", Value: strconv.Itoa(start + 1)}}, On: []frame.Event{{Name: "change", Handler: func(ctx app.Context, _ app.Event) {
								if x, err := strconv.Atoi(frame.InputValue(ctx.JSSrc())); err == nil {
									ctl.setTool(max(0, min(x-1, p.N-cellsShown)))
								}
							}, Scope: []any{ctl.key}}}},
						},
					},
					scrollButton(ctl, start, p.N, -cellsShown),
					scrollButton(ctl, start, p.N, cellsShown),
					{Tag: "span", Class: "hint", Text: fmt.Sprintf("cells %d–%d of %d · %s", start+1, end, p.N, whites)},
				},
			},
			{Tag: "div", Class: "cells", Data: []frame.Attr{{Name: "keys", Value: keyRow}}, Children: cells},
		},
	}.Build()
}

// label says what a click on cell x does.
func (b *cellsBoard) label(ctl *boardCtl, x int) string {
	colour := "black"
	if b.white(x) {
		colour = "white"
	}
	switch {
	case !ctl.playing && colour == "white":
		return fmt.Sprintf("cell %d, white: turn it black", x)
	case !ctl.playing:
		return fmt.Sprintf("cell %d, black: turn it white", x)
	case ctl.sel > 0 && x%ctl.sel == 0:
		if say, ok := ctl.say(protocol.BoardMove{Cell: &protocol.CellMove{X: ctl.sel, K: x / ctl.sel}}); ok {
			return fmt.Sprintf("cell %d: play %s", x, say)
		}
		return fmt.Sprintf("cell %d", x)
	case colour == "white":
		return fmt.Sprintf("cell %d, white: pick it", x)
	}
	return fmt.Sprintf("cell %d, black", x)
}

func (b *cellsBoard) click(ctx app.Context, ctl *boardCtl, x int) {
	p := b.p
	if !ctl.playing {
		white := slices.Clone(p.White)
		if i, ok := slices.BinarySearch(white, x); ok {
			white = slices.Delete(white, i, i+1)
		} else {
			white = append(white, x)
			slices.Sort(white) // linked by go-app already, unlike slices.Insert
		}
		ctl.set(ctx, protocol.BoardData{Cells: &protocol.CellsBoard{N: p.N, White: white}})
		return
	}
	switch {
	case ctl.sel > 0 && x%ctl.sel == 0:
		ctl.move(ctx, protocol.BoardMove{Cell: &protocol.CellMove{X: ctl.sel, K: x / ctl.sel}})
	case b.white(x):
		ctl.choose(x)
	case ctl.sel > 0:
		ctl.refuse(ctx, fmt.Sprintf("cell %d is not a multiple of %d: pick a cell kx to flip %d, …, kx", x, ctl.sel, ctl.sel))
	default:
		ctl.refuse(ctx, fmt.Sprintf("cell %d is black: first pick a white cell", x))
	}
}
