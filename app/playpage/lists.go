package playpage

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/frame"
	"nimber/app/protocol"
)

// The boards below are set up with buttons (add, resize, remove). In play
// mode their clicks are moves, played by the worker so that an illegal one
// is refused with its reason; #moves and the text box work too.

// paperBoard draws a cutting position: its pieces of paper to scale. Play:
// a click on a grid line inside a piece cuts it there.
type paperBoard struct {
	p *protocol.PaperBoard
}

func drawPaper(d protocol.BoardData) playBoard { return &paperBoard{d.Paper} }

// try plays the cut m.
func (b *paperBoard) try(ctx app.Context, ctl *boardCtl, m protocol.CutMove) {
	ctl.move(ctx, protocol.BoardMove{Cut: &m})
}

func (b *paperBoard) view(ctl *boardCtl) app.UI {
	p := b.p
	edit := func(pieces [][]int) func(app.Context, app.Event) {
		return func(ctx app.Context, _ app.Event) {
			ctl.set(ctx, protocol.BoardData{Paper: &protocol.PaperBoard{Pieces: pieces}})
		}
	}
	return frame.El{
		Tag: "div",
		Body: []frame.El{
			frame.If(ctl.playing, frame.El{Tag: "p", ID: "board-hint", Class: "hint", Text: "Click a grid line inside a piece to cut it there."}),
			{
				Tag:   "div",
				Class: "papers",
				Body: append(
					frame.Each(len(p.Pieces), func(i int) frame.El {
						return frame.El{UI: b.piece(ctl, i, edit)}
					}),
					frame.If(!ctl.playing, frame.El{Tag: "button", ID: "add-piece", Class: "quiet add-heap", Text: "+ 4×3 piece", On: []frame.Event{{Name: "click", Handler: edit(append(slices.Clone(p.Pieces), []int{4, 3})), Scope: []any{ctl.key}}}}),
				),
			},
		},
	}.Build()
}

// Scale of the drawn paper: a square is at most paperSquare pixels wide, and
// a piece at most paperSide (a phone's width); small pieces thus have grid
// lines far enough apart to tap.
const (
	paperSquare = 30
	paperSide   = 300
)

// piece draws piece i, a square of the paper scale pixels wide.
func (b *paperBoard) piece(ctl *boardCtl, i int, edit func([][]int) func(app.Context, app.Event)) app.UI {
	s := b.p.Pieces[i]
	scale := max(1, min(paperSquare, paperSide/max(s[0], s[1])))
	return frame.El{
		Tag:   "div",
		Class: "paper-item",
		Data:  []frame.Attr{{Name: "piece", Value: i}},
		Body: []frame.El{
			{Tag: "div", Class: "paper " + pickClass(ctl.playing, false),
				Attrs: []frame.Attr{
					{Name: "style", Value: fmt.Sprintf("width:%dpx", max(8, s[0]*scale))},
					{Name: "style", Value: fmt.Sprintf("height:%dpx", max(8, s[1]*scale))},
					{Name: "style", Value: fmt.Sprintf("background-size:%dpx %dpx", scale, scale)},
				},
				On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, e app.Event) { b.cut(ctx, ctl, i, e) }, Scope: []any{ctl.key}}},
				Body: []frame.El{
					frame.If(ctl.playing, frame.El{UI: b.lines(ctl, i, true, scale)}),
					frame.If(ctl.playing, frame.El{UI: b.lines(ctl, i, false, scale)}),
				}},
			{Tag: "span", Class: "heap-size", Text: fmt.Sprintf("%d×%d", s[0], s[1])},
			frame.If(!ctl.playing, frame.El{Tag: "button", Class: "quiet", Attrs: []frame.Attr{{Name: "title", Value: "Remove"}}, Text: "×", On: []frame.Event{{Name: "click", Handler: edit(slices.Delete(slices.Clone(b.p.Pieces), i, i+1)), Scope: []any{ctl.key}}}}),
		},
	}.Build()
}

// lines draws the grid lines inside piece i, vertical or not, scale pixels
// apart, as pieces (keys.go) that cut there. The mouse clicks through them
// (cut picks the line nearest the pointer): they are the keyboard's.
func (b *paperBoard) lines(ctl *boardCtl, i int, vertical bool, scale int) app.UI {
	s := b.p.Pieces[i]
	n, side, group := s[1], "top", keyColumn
	if vertical {
		n, side, group = s[0], "left", keyRow
	}
	cuts := make([]app.UI, 0, max(0, n-1))
	for at := 1; at < n; at++ {
		m := protocol.CutMove{Piece: i, Vertical: vertical, At: at}
		say, _ := ctl.say(protocol.BoardMove{Cut: &m})
		cut := frame.El{Tag: "span", Class: "cut", Attrs: []frame.Attr{{Name: "style", Value: fmt.Sprintf("%s:%dpx", side, at*scale)}},
			On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, e app.Event) {
				e.Call("stopPropagation")
				b.try(ctx, ctl, m)
			}, Scope: []any{ctl.key}}}}
		cuts = append(cuts, piece(cut, at == 1, say).Build())
	}
	return frame.El{Tag: "div", Class: "cuts " + map[bool]string{true: "vertical", false: "horizontal"}[vertical], Data: []frame.Attr{{Name: "keys", Value: group}}, Children: cuts}.Build()
}

// cut plays the cut of piece i along the grid line nearest the click (play
// mode): the vertical or the horizontal one, whichever is nearer, but a
// line inside the piece before one on its edge.
func (b *paperBoard) cut(ctx app.Context, ctl *boardCtl, i int, e app.Event) {
	if !ctl.playing || frame.Target(e).Call("closest", ".cut").Truthy() {
		return // a click on a line is the line's (a keyboard's click has no point)
	}
	s, el := b.p.Pieces[i], ctx.JSSrc()
	rect := frame.BoundingRect(el)
	x, y := frame.PointerPos(e)
	w, h := frame.ElementSize(el)
	// The click in squares from the top left corner, inside the border.
	pos := [2]float64{
		(x - rect.Left - el.Get("clientLeft").Float()) / w * float64(s[0]),
		(y - rect.Top - el.Get("clientTop").Float()) / h * float64(s[1]),
	}
	var at [2]int
	var off [2]float64
	for d := range 2 {
		at[d] = int(math.Round(pos[d]))
		off[d] = math.Abs(pos[d] - float64(at[d]))
	}
	inside := func(d int) bool { return at[d] > 0 && at[d] < s[d] }
	d := 0 // 0 vertical, 1 horizontal
	if off[1] < off[0] {
		d = 1
	}
	if !inside(d) && inside(1-d) {
		d = 1 - d
	}
	b.try(ctx, ctl, protocol.CutMove{Piece: i, Vertical: d == 0, At: at[d]})
}

// bottlesBoard draws a splitting position: bottles with their beans. Play:
// click bottle i to take a bean from, then bottles j and k to add one to
// each (j twice to add two).
type bottlesBoard struct {
	p *protocol.BottlesBoard
}

func drawBottles(d protocol.BoardData) playBoard { return &bottlesBoard{d.Bottles} }

func (b *bottlesBoard) view(ctl *boardCtl) app.UI {
	p := b.p
	edit := func(beans []int) func(app.Context, app.Event) {
		return func(ctx app.Context, _ app.Event) {
			ctl.set(ctx, protocol.BoardData{Bottles: &protocol.BottlesBoard{Beans: beans, Play: p.Play}})
		}
	}
	resize := func(i, d int) func(app.Context, app.Event) {
		beans := slices.Clone(p.Beans)
		beans[i] = max(0, beans[i]+d)
		return edit(beans)
	}
	pi, pj := b.picks(ctl.sel)
	return frame.El{
		Tag: "div",
		Body: []frame.El{
			{
				Tag:   "div",
				Class: "bar board-tools",
				Body: []frame.El{{UI: choice(ctl, "play", "Play", misereTitle, p.Plays, p.Play, func(ctx app.Context, name string) {
					ctl.set(ctx, protocol.BoardData{Bottles: &protocol.BottlesBoard{Beans: p.Beans, Play: name}})
				})}},
			},
			frame.If(ctl.playing, frame.El{Tag: "p", ID: "board-hint", Class: "hint", Text: beanHint(pi, pj)}),
			{
				Tag:   "div",
				Class: "heaps",
				Data:  []frame.Attr{{Name: "keys", Value: keyRow}},
				Body: append(
					frame.Each(len(p.Beans), func(i int) frame.El {
						j := jar{Kind: "bottle", Name: fmt.Sprintf("bottle %d", i), Unit: "bean", Count: p.Beans[i], Picked: i == pi || i == pj}
						if ctl.playing {
							j.Label = b.label(ctl, i)
						}
						return frame.El{UI: j.view(ctl, i, b.click, resize)}
					}),
					frame.If(!ctl.playing && len(p.Beans) < p.MaxBottles, frame.El{Tag: "button", ID: "add-bottle", Class: "quiet add-heap", Text: "+ bottle", On: []frame.Event{{Name: "click", Handler: edit(append(slices.Clone(p.Beans), 0)), Scope: []any{ctl.key}}}}),
				),
			},
		},
	}.Build()
}

// jar is a heap of a board of jars (bottles of beans, piles of stones) as
// the bottles and piles boards draw it.
type jar struct {
	// Kind is the heap's class and data attribute (bottle, pile), Name
	// its caption and Unit the noun of its tokens (bean, stone).
	Kind, Name, Unit string
	Count            int
	// Picked tells a heap picked for a move; Label, in play mode, says what
	// a click on it does.
	Picked bool
	Label  string
}

// view draws j as heap i: a click calls click, and in set-up mode its
// buttons add or take one token with resize.
func (j jar) view(ctl *boardCtl, i int, click func(app.Context, *boardCtl, int), resize func(i, d int) func(app.Context, app.Event)) app.UI {
	el := frame.El{Tag: "div", Class: "heap bottle " + pickClass(ctl.playing, j.Picked), Data: []frame.Attr{{Name: j.Kind, Value: i}}}
	if ctl.playing {
		el = piece(el, i == 0, j.Label)
	}
	el.On = append(el.On, frame.Event{Name: "click", Handler: func(ctx app.Context, _ app.Event) { click(ctx, ctl, i) }, Scope: []any{ctl.key}})
	el.Body = []frame.El{
		{Tag: "div", Class: "jar", Body: []frame.El{{Tag: "span", Text: strconv.Itoa(j.Count)}}},
		{Tag: "span", Class: "heap-name", Text: j.Name},
		frame.If(!ctl.playing, frame.El{
			Tag:   "div",
			Class: "heap-tools",
			Body: []frame.El{
				{Tag: "button", Class: "quiet", Attrs: []frame.Attr{{Name: "title", Value: "One " + j.Unit + " more"}}, Text: "+", On: []frame.Event{{Name: "click", Handler: resize(i, 1), Scope: []any{ctl.key}}}},
				{Tag: "button", Class: "quiet", Attrs: []frame.Attr{{Name: "title", Value: "One " + j.Unit + " less"}}, Text: "−", On: []frame.Event{{Name: "click", Handler: resize(i, -1), Scope: []any{ctl.key}}}},
			},
		}),
	}
	return el.Build()
}

// pickClass is the class of a piece, bottle or pile of a board played by clicks:
// "pickable" in play mode, "picked" once picked for a move.
func pickClass(playing, picked bool) string {
	switch {
	case picked:
		return "picked"
	case playing:
		return "pickable"
	}
	return ""
}

// picks reads the bottles picked for a move from ctl.sel, which holds
// i + MaxBottles*(j+1): i, then j (-1 until picked); -1, -1 when none.
func (b *bottlesBoard) picks(sel int) (i, j int) {
	if sel < 0 {
		return -1, -1
	}
	return sel % b.p.MaxBottles, sel/b.p.MaxBottles - 1
}

// beanHint says which bottle to click next.
func beanHint(i, j int) string {
	switch {
	case i < 0:
		return "Click the bottle to take a bean from."
	case j < 0:
		return fmt.Sprintf("Bottle %d: now the first bottle to add a bean to (click %d again to pick another).", i, i)
	}
	return fmt.Sprintf("Bottles %d, %d: now the second bottle to add a bean to (%d again adds two beans to it).", i, j, j)
}

// label says what a click on bottle x does (play mode).
func (b *bottlesBoard) label(ctl *boardCtl, x int) string {
	at := fmt.Sprintf("bottle %d, %s", x, frame.Count(b.p.Beans[x], "bean"))
	i, j := b.picks(ctl.sel)
	switch {
	case i < 0:
		return at + ": take a bean from it"
	case j < 0 && x == i:
		return at + ": picked, unpick it"
	case j < 0:
		return at + ": add a bean to it"
	}
	if say, ok := ctl.say(protocol.BoardMove{Bean: &protocol.BeanMove{I: i, J: j, K: x}}); ok {
		return at + ": " + say
	}
	return at
}

// click picks bottle x for the move (play mode); the third pick plays it.
func (b *bottlesBoard) click(ctx app.Context, ctl *boardCtl, x int) {
	if !ctl.playing {
		return
	}
	i, j := b.picks(ctl.sel)
	switch {
	case i < 0:
		ctl.choose(x)
	case j < 0 && x == i:
		ctl.choose(-1)
	case j < 0:
		ctl.choose(i + b.p.MaxBottles*(x+1))
	default:
		ctl.move(ctx, protocol.BoardMove{Bean: &protocol.BeanMove{I: i, J: j, K: x}})
	}
}

// pilesBoard draws a jiangnan position: F and the piles of stones. Play:
// click a pile (kept in ctl.sel), then choose into how many piles it splits.
type pilesBoard struct {
	p *protocol.PilesBoard
}

func drawPiles(d protocol.BoardData) playBoard { return &pilesBoard{d.Piles} }

func (b *pilesBoard) view(ctl *boardCtl) app.UI {
	p := b.p
	edit := func(f int, piles []int) func(app.Context, app.Event) {
		return func(ctx app.Context, _ app.Event) {
			ctl.set(ctx, protocol.BoardData{Piles: &protocol.PilesBoard{F: f, Piles: piles, Play: p.Play}})
		}
	}
	resize := func(i, d int) func(app.Context, app.Event) {
		piles := slices.Clone(p.Piles)
		if piles[i] += d; piles[i] == 0 {
			piles = slices.Delete(piles, i, i+1)
		}
		return edit(p.F, piles)
	}
	return frame.El{
		Tag: "div",
		Body: []frame.El{
			{
				Tag:   "div",
				Class: "bar board-tools",
				Body: []frame.El{
					sizeField(ctl, "F", "piles-f", 1, p.MaxF, p.F, func(ctx app.Context, f int) {
						ctl.set(ctx, protocol.BoardData{Piles: &protocol.PilesBoard{F: f, Piles: p.Piles, Play: p.Play}})
					}),
					{UI: choice(ctl, "play", "Play", misereTitle, p.Plays, p.Play, func(ctx app.Context, name string) {
						ctl.set(ctx, protocol.BoardData{Piles: &protocol.PilesBoard{F: p.F, Piles: p.Piles, Play: name}})
					})},
					{Tag: "span", Class: "hint", Text: fmt.Sprintf("a pile of at least %d stones splits into piles as even as possible", max(2, p.F))},
				},
			},
			frame.If(ctl.playing, frame.El{UI: b.chooser(ctl)}),
			{
				Tag:   "div",
				Class: "heaps",
				Data:  []frame.Attr{{Name: "keys", Value: keyRow}},
				Body: append(
					frame.Each(len(p.Piles), func(i int) frame.El {
						j := jar{Kind: "pile", Name: fmt.Sprintf("pile %d", i+1), Unit: "stone", Count: p.Piles[i], Picked: i == ctl.sel}
						switch {
						case ctl.playing && j.Picked:
							j.Label = fmt.Sprintf("pile %d, picked: unpick it", i+1)
						case ctl.playing:
							j.Label = fmt.Sprintf("pile %d, %s: split it", i+1, frame.Count(p.Piles[i], "stone"))
						}
						return frame.El{UI: j.view(ctl, i, b.click, resize)}
					}),
					frame.If(!ctl.playing, frame.El{Tag: "button", ID: "add-pile", Class: "quiet add-heap", Text: "+ pile", On: []frame.Event{{Name: "click", Handler: edit(p.F, append(slices.Clone(p.Piles), 4)), Scope: []any{ctl.key}}}}),
				),
			},
		},
	}.Build()
}

// chooser asks, once a pile is picked, into how many piles it splits.
func (b *pilesBoard) chooser(ctl *boardCtl) app.UI {
	if ctl.sel < 0 || ctl.sel >= len(b.p.Piles) {
		return frame.El{Tag: "p", ID: "board-hint", Class: "hint", Text: "Click the pile to split."}.Build()
	}
	x := b.p.Piles[ctl.sel]
	return frame.El{
		Tag:   "div",
		Class: "bar board-tools split-choice",
		Body: []frame.El{
			{
				Tag:   "label",
				Class: "field small",
				Body: []frame.El{
					{Tag: "span", Text: fmt.Sprintf("Split pile %d (%d) into", ctl.sel+1, x)},
					{Tag: "input", ID: "split-m", Attrs: []frame.Attr{{Name: "type", Value: "number"}, {Name: "min", Value: 2}, {Name: "max", Value: x}, {Name: "value", Value: 2}}, On: []frame.Event{{Name: "keydown", Handler: func(ctx app.Context, e app.Event) {
						switch frame.KeyOf(e).Key {
						case "Enter":
							b.split(ctx, ctl)
						case "Escape":
							b.cancel(ctl)
						}
					}, Scope: []any{ctl.key}}}},
					{Tag: "span", Text: "piles"},
				},
			},
			{Tag: "button", ID: "split-go", Class: "primary", Text: "Split", On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, _ app.Event) { b.split(ctx, ctl) }, Scope: []any{ctl.key}}}},
			{Tag: "button", ID: "split-cancel", Class: "quiet", Text: "Cancel", On: []frame.Event{{Name: "click", Handler: func(app.Context, app.Event) { b.cancel(ctl) }, Scope: []any{ctl.key}}}},
		},
	}.Build()
}

// cancel drops the pile picked, giving it the focus (the chooser that had
// it goes).
func (b *pilesBoard) cancel(ctl *boardCtl) {
	pile := frame.Document().Call("querySelector", fmt.Sprintf(`#board [data-pile="%d"]`, ctl.sel))
	if pile.Truthy() {
		pile.Call("focus")
	}
	ctl.choose(-1)
}

// click picks pile i to split (play mode), or has it refused with the
// worker's reason when it cannot split; a second click drops it.
func (b *pilesBoard) click(ctx app.Context, ctl *boardCtl, i int) {
	if !ctl.playing {
		return
	}
	if i == ctl.sel {
		ctl.choose(-1)
		return
	}
	// Every pile that can split splits in two: when that is no legal move,
	// the worker refuses it with the pile's reason.
	halves := protocol.BoardMove{Split: &protocol.SplitMove{Pile: i, M: 2}}
	if _, ok := ctl.say(halves); !ok && ctl.complete {
		ctl.choose(-1)
		ctl.move(ctx, halves)
		return
	}
	ctl.choose(i)
	ctx.Defer(func(app.Context) { frame.Element("split-m").Call("focus") })
}

// split plays the split of the pile picked into the number of piles chosen.
func (b *pilesBoard) split(ctx app.Context, ctl *boardCtl) {
	m, err := strconv.Atoi(strings.TrimSpace(frame.FieldValue("split-m")))
	if err != nil {
		ctl.refuse(ctx, "the number of piles must be an integer")
		return
	}
	ctl.move(ctx, protocol.BoardMove{Split: &protocol.SplitMove{Pile: ctl.sel, M: m}})
}
