package playpage

import (
	"math"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/frame"
)

// The pieces of every board (cells, tokens, chips, monsters, cut lines,
// bottles, piles) are operable by keyboard as by clicks, through one
// mechanism: a board marks each element a click acts on with piece, and the
// elements holding a row or a column of them with keyRow or keyColumn
// (a group). The page's handlers (boardKeys, on #board) then make
//   - Tab stop once in each group (a roving tabindex: the piece focused
//     last in a group keeps its Tab stop),
//   - the arrow keys along a group move to the previous or next piece,
//     across it to the nearest piece in that direction on the board, and
//     Home and End to the group's first and last pieces,
//   - Enter and Space click the piece focused,
// and give the focus back to the board when the piece focused disappears
// under a move (a heap cut down, a monster removed).

// keysHelp tells how the pieces are played by keyboard, after each board's
// help.
const keysHelp = "Keyboard: Tab to the board, the arrow keys from piece to piece, Enter or Space to click the one focused."

// A group's data-keys value: the direction its pieces follow.
const (
	keyRow    = "row"
	keyColumn = "column"
)

// piece makes el a piece of its group: a button named label (what a click
// does, e.g. "heap 2, token 5: leave 4"), focusable by Tab when first in
// its group and by the arrow keys otherwise.
func piece(el frame.El, first bool, label string) frame.El {
	tab := -1
	if first {
		tab = 0
	}
	el.Attrs = append(el.Attrs, frame.Attr{Name: "role", Value: "button"}, frame.Attr{Name: "tabindex", Value: tab}, frame.Attr{Name: "aria-label", Value: label})
	el.Data = append(el.Data, frame.Attr{Name: "key", Value: ""})
	return el
}

// boardKeys handles the keyboard on the board: see above. spot is where
// the keyboard last was (the group's and the piece's index on the board),
// so that the focus comes back there when a move removes the piece.
type boardKeys struct {
	spot *[2]int
}

// isPiece reports whether el is a piece of a board.
func isPiece(el app.Value) bool {
	return frame.HasData(el, "key")
}

// onKeyDown clicks the piece focused on Enter or Space and moves the focus
// on the arrow keys, Home and End.
func (k *boardKeys) onKeyDown(ctx app.Context, e app.Event) {
	el, pressed := frame.Target(e), frame.KeyOf(e)
	if !isPiece(el) || pressed.Alt || pressed.Command() {
		return
	}
	key := pressed.Key
	if key == "Enter" || key == " " {
		e.PreventDefault()
		k.remember(ctx.JSSrc(), el)
		el.Call("click")
		return
	}
	next, move := neighbour(ctx.JSSrc(), el, key)
	if !move {
		return
	}
	e.PreventDefault()
	if next.Truthy() {
		next.Call("focus")
		k.remember(ctx.JSSrc(), next)
	}
}

// neighbour returns the piece the key moves the focus to from el (a null
// value when there is none that way), and whether the key is a move.
func neighbour(board, el app.Value, key string) (app.Value, bool) {
	group := el.Call("closest", "[data-keys]")
	if !group.Truthy() {
		return nil, false
	}
	items := pieces(group)
	row := frame.Data(group, "keys") == keyRow
	step := 0
	switch key {
	case "Home":
		return items[0], true
	case "End":
		return items[len(items)-1], true
	case "ArrowLeft", "ArrowUp":
		step = -1
	case "ArrowRight", "ArrowDown":
		step = 1
	default:
		return nil, false
	}
	along := row == (key == "ArrowLeft" || key == "ArrowRight")
	if along {
		for i, it := range items {
			if it.Equal(el) && i+step >= 0 && i+step < len(items) {
				return items[i+step], true
			}
		}
		return app.Null(), true
	}
	// Across the group: the nearest piece whose centre lies that way, the
	// offset sideways counting double.
	dx, dy := 0.0, float64(step)
	if key == "ArrowLeft" || key == "ArrowRight" {
		dx, dy = float64(step), 0
	}
	x0, y0 := centre(el)
	best, bestScore := app.Null(), math.Inf(1)
	for _, it := range pieces(board) {
		x, y := centre(it)
		ahead := (x-x0)*dx + (y-y0)*dy
		side := math.Abs((x-x0)*dy - (y-y0)*dx)
		if ahead < 1 {
			continue
		}
		if s := ahead + 2*side; s < bestScore {
			best, bestScore = it, s
		}
	}
	return best, true
}

// pieces lists the pieces inside el.
func pieces(el app.Value) []app.Value {
	list := el.Call("querySelectorAll", "[data-key]")
	items := make([]app.Value, list.Length())
	for i := range items {
		items[i] = list.Index(i)
	}
	return items
}

// centre is the centre of el on the screen.
func centre(el app.Value) (x, y float64) {
	r := frame.BoundingRect(el)
	return r.Left + r.Width/2, r.Top + r.Height/2
}

// onFocusIn gives the piece focused its group's Tab stop.
func (k *boardKeys) onFocusIn(ctx app.Context, e app.Event) {
	if el := frame.Target(e); isPiece(el) {
		roveTo(el)
	}
}

// onFocusOut forgets the spot when the focus leaves the board for another
// control, or for nothing (a click on the page's background) while the
// piece focused is still on the page. A piece that a move removed keeps the
// spot, so that settle gives the focus back to the board.
func (k *boardKeys) onFocusOut(ctx app.Context, e app.Event) {
	if to := e.Get("relatedTarget"); to.Truthy() {
		if !ctx.JSSrc().Call("contains", to).Bool() {
			k.spot = nil
		}
	} else if frame.Target(e).Get("isConnected").Bool() {
		k.spot = nil
	}
}

// roveTo makes el the Tab stop of its group.
func roveTo(el app.Value) {
	group := el.Call("closest", "[data-keys]")
	if !group.Truthy() {
		return
	}
	for _, it := range pieces(group) {
		if !it.Equal(el) && it.Get("tabIndex").Int() == 0 {
			it.Set("tabIndex", -1)
		}
	}
	el.Set("tabIndex", 0)
}

// groups lists the pieces of each group of the board that has some.
func groups(board app.Value) [][]app.Value {
	list := board.Call("querySelectorAll", "[data-keys]")
	var all [][]app.Value
	for g := range list.Length() {
		if items := pieces(list.Index(g)); len(items) > 0 {
			all = append(all, items)
		}
	}
	return all
}

// remember notes el's place on the board as the keyboard's spot.
func (k *boardKeys) remember(board, el app.Value) {
	for g, items := range groups(board) {
		for i, it := range items {
			if it.Equal(el) {
				k.spot = &[2]int{g, i}
				return
			}
		}
	}
}

// settle runs after the board is drawn anew: a group whose Tab stop was
// removed gets its first piece as one, and if the focus was lost from the
// keyboard's spot, the piece now there (or the nearest one before it) takes
// it back.
func (k *boardKeys) settle(board app.Value) {
	all := groups(board)
	for _, items := range all {
		stop := false
		for _, it := range items {
			stop = stop || it.Get("tabIndex").Int() == 0
		}
		if !stop {
			items[0].Set("tabIndex", 0)
		}
	}
	active := frame.Document().Get("activeElement")
	if k.spot == nil || len(all) == 0 || (active.Truthy() && active.Get("isConnected").Bool() && active.Get("tagName").String() != "BODY") {
		return
	}
	items := all[min(k.spot[0], len(all)-1)]
	el := items[min(k.spot[1], len(items)-1)]
	roveTo(el)
	el.Call("focus", map[string]any{"preventScroll": true})
}
