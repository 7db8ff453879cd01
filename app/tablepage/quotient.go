package tablepage

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/bridge"
	"nimber/app/frame"
	"nimber/app/protocol"
)

// quotientPanel is the explorer's "Misère quotient" view of the game typed:
// the misère quotient of its heaps 1..N computed by the solver worker
// (package misere), shown as the command line's first line, its
// presentation and P-portion, each heap's element along the heaps, and its
// multiplication table drawn on canvas#quotient-table (read by keyboard or
// pointer in #quotient-cell); a sum box answers misère sums from it.
type quotientPanel struct {
	job     int            // the Quotient request in progress, 0 when none
	worker  *bridge.Worker // the worker running job
	game    string         // the game job is about, as typed
	viewOf  string         // the game view is about, as typed
	n       string         // the largest heap asked, as typed
	heap    int            // the heap job has reached
	order   int            // the order of the quotient of the heaps up to heap
	view    *protocol.QuotientView
	table   []uint16 // view's multiplication table, nil when not sent
	err     string
	note    string // a line about the last action ("Cancelled at heap 12.")
	started time.Time
	millis  float64 // the last quotient's time from request to answer, #quotient's data-ms
	cursor  [2]int  // the cell of the table read: row, column

	sumJob  int // the MisereSum request in progress, 0 when none
	verdict *protocol.MisereVerdict
	sumErr  string
}

// quotientDefaultN is the largest heap asked unless another is typed.
const quotientDefaultN = "30"

// Layout of the multiplication table's picture, in pixels.
const (
	quotientPicture = 480 // the picture's side at most, for orders up to 240
	quotientCellMax = 16
)

// quotientGame is the game of the view: the explorer's game typed.
func quotientGame(spec string) protocol.GameRef { return protocol.GameRef{Spec: spec} }

// askQuotient asks for the quotient of the game typed up to the heap typed.
func (c *Page) askQuotient(ctx app.Context) {
	q := &c.quotient
	if q.job != 0 && q.worker == c.Worker {
		return
	}
	if c.Worker == nil {
		c.startWorker()
	}
	q.game = strings.TrimSpace(frame.FieldValue("game"))
	q.n = strings.TrimSpace(frame.FieldValue("quotient-n"))
	if q.n == "" {
		q.n = quotientDefaultN
	}
	q.err, q.note, q.heap, q.order, q.verdict, q.sumErr = "", "", 0, 1, nil, "" // no heap done: the identity alone
	q.worker = c.Worker
	q.started = time.Now()
	q.job = c.Worker.Quotient(quotientGame(q.game), q.n)
}

// cancelQuotient stops the quotient in progress by replacing the worker
// (as the explorer's Cancel does: a table in progress stops too). A table
// valued far is stopped instead, keeping its heaps (see onCancel), and the
// quotient, which waits behind it, is dropped by a Stop of its own.
func (c *Page) cancelQuotient(ctx app.Context, e app.Event) {
	q := &c.quotient
	if q.job == 0 {
		return
	}
	if c.Job != 0 {
		c.Worker.Post(protocol.Stop{ID: q.job})
		c.onCancel(ctx, e)
	} else {
		c.Worker.Stop()
		c.startWorker()
	}
	q.job = 0
	q.note = fmt.Sprintf("Cancelled after heap %d.", q.heap)
}

// askSum asks who wins the sum typed in misère play, from the quotient
// shown.
func (c *Page) askSum(ctx app.Context) {
	q := &c.quotient
	if q.view == nil || c.Worker == nil {
		return
	}
	heaps := strings.TrimSpace(frame.FieldValue("misere-heaps"))
	q.sumErr, q.verdict = "", nil
	q.sumJob = c.Worker.MisereSum(quotientGame(q.viewOf), strconv.Itoa(q.view.Asked), heaps)
}

// receiveQuotient handles the worker's answers to the view's requests and
// reports whether m was one.
func (c *Page) receiveQuotient(ctx app.Context, m protocol.Message) bool {
	q := &c.quotient
	switch m := m.(type) {
	case protocol.QuotientStep:
		if m.ID != q.job {
			return false
		}
		q.heap, q.order = m.Heap, m.Order
	case protocol.QuotientView:
		if m.ID != q.job {
			return false
		}
		q.job = 0
		q.millis = float64(time.Since(q.started).Microseconds()) / 1000
		q.view, q.viewOf, q.table, q.cursor = &m, q.game, nil, [2]int{}
		if m.Table != nil {
			b := jsBytes(m.Table)
			q.table = make([]uint16, len(b)/2)
			for i := range q.table {
				q.table[i] = binary.LittleEndian.Uint16(b[2*i:])
			}
		}
		ctx.Defer(func(app.Context) { c.drawQuotient() }) // once the canvas is shown
	case protocol.MisereVerdict:
		if m.ID != q.sumJob {
			return false
		}
		q.sumJob, q.verdict = 0, &m
	case protocol.Error:
		switch m.ID {
		case q.job:
			q.job, q.err = 0, m.Message
		case q.sumJob:
			q.sumJob, q.sumErr = 0, m.Message
		default:
			return false
		}
	default:
		return false
	}
	return true
}

// quotientBusy reports whether the view waits for its quotient.
func (c *Page) quotientBusy() bool { return c.quotient.job != 0 && c.quotient.worker == c.Worker }

// quotientState is #quotient's data-state: computing, done, error or empty.
func (c *Page) quotientState() string {
	q := &c.quotient
	switch {
	case c.quotientBusy():
		return "computing"
	case q.err != "":
		return "error"
	case q.view != nil:
		return "done"
	}
	return "empty"
}

func (c *Page) renderQuotient() app.UI {
	q := &c.quotient
	busy := c.quotientBusy()
	n := q.n
	if n == "" {
		n = quotientDefaultN
	}
	status := "Misère play: whoever makes the last move loses. The quotient decides every sum of the game's heaps up to N " +
		"(take-and-break codes, classic games by name)."
	switch {
	case busy:
		status = fmt.Sprintf("Computing the quotient of %s: heap %d of %s done, order so far %d…", q.game, q.heap, q.n, q.order)
	case q.note != "":
		status = q.note
	}
	body := []app.UI{
		frame.El{
			Tag:   "div",
			Class: "bar",
			Body: []frame.El{
				{Tag: "span", Class: "title", Text: "Misère quotient"},
				{
					Tag:   "label",
					Class: "field size",
					Body: []frame.El{
						{Tag: "span", Text: "Heaps up to"},
						{Tag: "input", ID: "quotient-n", Attrs: []frame.Attr{{Name: "type", Value: "text"}, {Name: "inputmode", Value: "numeric"}, {Name: "value", Value: n}, {Name: "spellcheck", Value: "false"}}, On: []frame.Event{frame.OnEnter(c.askQuotient)}},
					},
				},
				{Tag: "button", ID: "quotient-compute", Class: "primary", Attrs: []frame.Attr{{Name: "disabled", Value: busy}, {Name: "title", Value: "The misère quotient of the game typed above"}}, Text: "Compute quotient", OnClick: func(ctx app.Context, _ app.Event) { c.askQuotient(ctx) }},
				{Tag: "button", ID: "quotient-cancel", Class: "danger", Attrs: []frame.Attr{{Name: "hidden", Value: !busy}}, Text: "Cancel", OnClick: c.cancelQuotient},
			},
		}.Build(),
		frame.El{Tag: "p", ID: "quotient-status", Class: "hint", Attrs: []frame.Attr{{Name: "aria-live", Value: "polite"}}, Text: status}.Build(),
	}
	// The same children whatever is shown, so that the canvas stays the
	// element drawn on.
	body = append(body, frame.El{Tag: "p", ID: "quotient-error", Class: "error-text", Attrs: []frame.Attr{{Name: "hidden", Value: q.err == ""}}, Text: q.err}.Build())
	var view []app.UI
	if v := q.view; v != nil {
		view = c.quotientBody(v)
	}
	body = append(body, frame.El{Tag: "div", ID: "quotient-view", Children: view}.Build())
	return frame.El{Tag: "section", ID: "quotient", Class: "card quotient", Data: []frame.Attr{{Name: "state", Value: c.quotientState()}, {Name: "ms", Value: fmt.Sprintf("%.1f", q.millis)}}, Children: append(body, c.quotientCanvas())}.Build()
}

// quotientBody shows the quotient v: the command line's first line, the
// presentation, the P-portion, each heap's element and the sum box.
func (c *Page) quotientBody(v *protocol.QuotientView) []app.UI {
	q := &c.quotient
	first := fmt.Sprintf("order=%d p-portion=%d heaps=%d", v.Order, v.PPortion, v.N)
	if v.Stopped > 0 {
		first += fmt.Sprintf(" stopped at heap %d: %s", v.Stopped, v.Reason)
	}
	out := []app.UI{
		frame.El{Tag: "p", ID: "quotient-summary", Class: "formula", Text: first}.Build(),
	}
	if v.Stopped > 0 {
		out = append(out, frame.El{Tag: "p", ID: "quotient-capped", Class: "hint", Text: fmt.Sprintf(
			"A cap stopped the computation at heap %d of %d: what is shown is the quotient of heaps 1–%d, and sums of those heaps only.",
			v.Stopped, v.Asked, v.N)}.Build())
	}
	gens := make([]string, len(v.Generators))
	for i, g := range v.Generators {
		gens[i] = fmt.Sprintf("%s = heap %d", g, v.GenHeaps[i])
	}
	ps := make([]string, len(v.P))
	inP := map[int]bool{}
	for i, x := range v.P {
		ps[i], inP[x] = v.Words[x], true
	}
	source := "computed"
	if v.Source == protocol.SourceCache {
		source = "from the cache"
	}
	out = append(out,
		frame.El{Tag: "p", Class: "hint", Text: fmt.Sprintf("%s, %s (%s). The presentation: generators, then the relations that rewrite any product to its normal form.",
			v.Code, source, frame.Count(v.Order, "element"))}.Build(),
		frame.El{Tag: "p", ID: "quotient-presentation", Class: "formula", Text: strings.Join(v.Generators, " ") + " | " + strings.Join(v.Relations, ", ")}.Build(),
		frame.El{Tag: "p", ID: "quotient-generators", Class: "hint", Text: strings.Join(gens, ", ")}.Build(),
		frame.El{Tag: "p", ID: "quotient-p", Class: "formula", Text: "P = {" + strings.Join(ps, ", ") + "}"}.Build(),
		frame.El{Tag: "p", Class: "hint", Text: "P-portion: the elements of the sums that the player to move loses. Each heap's element, " +
			"heap 1 first (dark: in P):"}.Build(),
		frame.El{
			Tag:   "ol",
			ID:    "quotient-heaps",
			Class: "qheaps",
			Body: frame.Each(len(v.Heaps[1:]), func(i int) frame.El {
				x := v.Heaps[i+1]
				li := frame.El{Tag: "li", Class: "qheap",
					Attrs: []frame.Attr{{Name: "title", Value: fmt.Sprintf("heap %d = %s", i+1, v.Words[x])}, {Name: "style", Value: "background:" + CSS(elementColour(x, inP[x]))}},
					Body:  []frame.El{{Tag: "span", Class: "qn", Text: strconv.Itoa(i + 1)}, {Tag: "span", Class: "qw", Text: v.Words[x]}}}
				if inP[x] {
					li.Class += " p"
				}
				return li
			}),
		}.Build(),
		frame.El{
			Tag:   "div",
			Class: "bar misere-sum",
			Body: []frame.El{
				{
					Tag:   "label",
					Class: "field",
					Body: []frame.El{
						{Tag: "span", Text: "Misère sum of heaps"},
						{Tag: "input", ID: "misere-heaps", Attrs: []frame.Attr{{Name: "type", Value: "text"}, {Name: "placeholder", Value: "5 7 9"}, {Name: "spellcheck", Value: "false"}}, On: []frame.Event{frame.OnEnter(c.askSum)}},
					},
				},
				{Tag: "button", ID: "misere-answer", Class: "quiet", Text: "Who wins?", OnClick: func(ctx app.Context, _ app.Event) { c.askSum(ctx) }},
			},
		}.Build(),
	)
	if q.sumErr != "" {
		out = append(out, frame.El{Tag: "p", ID: "misere-error", Class: "error-text", Text: q.sumErr}.Build())
	}
	if q.verdict != nil {
		out = append(out, frame.El{Tag: "pre", ID: "misere-verdict", Class: "verdict", Attrs: []frame.Attr{{Name: "aria-live", Value: "polite"}}, Text: strings.Join(q.verdict.Lines, "\n")}.Build())
	}
	return out
}

// quotientCanvas is the multiplication table's picture with its caption
// and the readout of the cell read; hidden until a table is drawn.
func (c *Page) quotientCanvas() app.UI {
	q := &c.quotient
	v := q.view
	shown := v != nil && q.table != nil
	caption := ""
	switch {
	case shown:
		caption = fmt.Sprintf("The multiplication table of the misère quotient of %s (heaps 1–%d): the cell in row x and column y "+
			"is the product x·y, coloured by element as the heaps above; dark cells are in the P-portion (a sum of that element "+
			"is lost by the player to move). Rows and columns list the elements in this order: %s. "+
			"Focus the table and use the arrow keys, or click a cell, to read it.", v.Code, v.N, elementsList(v.Words))
	case v != nil:
		caption = fmt.Sprintf("The quotient has %d elements, more than the %d whose multiplication table is drawn.", v.Order, protocol.MaxTable)
	}
	return frame.El{
		Tag:   "figure",
		ID:    "quotient-figure",
		Class: "qfigure",
		Attrs: []frame.Attr{{Name: "hidden", Value: v == nil}},
		Body: []frame.El{
			{Tag: "canvas", ID: "quotient-table", Class: "qtable", Attrs: []frame.Attr{{Name: "hidden", Value: !shown}, {Name: "tabindex", Value: 0}, {Name: "aria-label", Value: "Multiplication table of the quotient; arrow keys move the cell read"}}, OnClick: c.onQuotientClick, On: []frame.Event{{Name: "keydown", Handler: c.onQuotientKey}}},
			{Tag: "p", ID: "quotient-cell", Class: "formula", Attrs: []frame.Attr{{Name: "aria-live", Value: "polite"}}, Text: c.cellText()},
			{Tag: "figcaption", ID: "quotient-caption", Class: "hint", Text: caption},
		},
	}.Build()
}

// elementsList names the elements in order, the first few when many.
func elementsList(words []string) string {
	const listed = 60
	s := strings.Join(words[:min(len(words), listed)], ", ")
	if len(words) > listed {
		s += fmt.Sprintf(" … (%d in all)", len(words))
	}
	return s
}

// cellText reads the table's cell at the cursor: "a · b = ab (in P)".
func (c *Page) cellText() string {
	q := &c.quotient
	v := q.view
	if v == nil || q.table == nil {
		return ""
	}
	x, y := q.cursor[0], q.cursor[1]
	z := int(q.table[x*v.Order+y])
	s := fmt.Sprintf("row %s · column %s = %s", v.Words[x], v.Words[y], v.Words[z])
	for _, p := range v.P {
		if p == z {
			return s + " (in P: the player to move loses)"
		}
	}
	return s + " (not in P: the player to move wins)"
}

// onQuotientKey moves the cell read with the arrow keys (Home: the first).
func (c *Page) onQuotientKey(ctx app.Context, e app.Event) {
	q := &c.quotient
	if q.view == nil {
		return
	}
	dx, dy := 0, 0
	switch frame.KeyOf(e).Key {
	case "ArrowUp":
		dx = -1
	case "ArrowDown":
		dx = 1
	case "ArrowLeft":
		dy = -1
	case "ArrowRight":
		dy = 1
	case "Home":
		q.cursor = [2]int{}
	default:
		return
	}
	e.PreventDefault()
	q.cursor[0] = min(max(q.cursor[0]+dx, 0), q.view.Order-1)
	q.cursor[1] = min(max(q.cursor[1]+dy, 0), q.view.Order-1)
	c.drawQuotient()
}

// onQuotientClick reads the cell clicked (the picture may be shown scaled).
func (c *Page) onQuotientClick(ctx app.Context, e app.Event) {
	q := &c.quotient
	el := ctx.JSSrc()
	w, _ := frame.ElementSize(el)
	if q.view == nil || w <= 0 {
		return
	}
	cells := float64(q.view.Order)
	x := int(e.Get("offsetY").Float() / w * cells)
	y := int(e.Get("offsetX").Float() / w * cells)
	q.cursor = [2]int{min(max(x, 0), q.view.Order-1), min(max(y, 0), q.view.Order-1)}
	c.drawQuotient()
}

// drawQuotient draws the multiplication table on canvas#quotient-table,
// the cell read outlined.
func (c *Page) drawQuotient() {
	q := &c.quotient
	v := q.view
	if v == nil || q.table == nil {
		return
	}
	inP := make([]bool, v.Order)
	for _, x := range v.P {
		inP[x] = true
	}
	colours := make([]uint32, v.Order)
	for x := range colours {
		colours[x] = elementColour(x, inP[x])
	}
	cell := max(1, min(quotientCellMax, quotientPicture/v.Order))
	side := v.Order * cell
	pix := make([]uint32, side*side)
	for py := range side {
		for px := range side {
			x, y := py/cell, px/cell
			colour := colours[q.table[x*v.Order+y]]
			edge := cell >= 4 && (px%cell == 0 || py%cell == 0)
			if edge {
				colour = colourGrid
			}
			if x == q.cursor[0] && y == q.cursor[1] && (px%cell < 2 || py%cell < 2 || px%cell >= cell-2 || py%cell >= cell-2) {
				colour = colourCursor
			}
			pix[py*side+px] = colour
		}
	}
	canvas := frame.Element("quotient-table")
	canvas.Set("width", side)
	canvas.Set("height", side)
	putPixels(canvas.Call("getContext", "2d"), pix, side, side, 0, 0)
}

// colourCursor outlines the cell read.
const colourCursor = 0xff1a73e8

// elementColour is the colour of element x of a quotient: near black in
// the P-portion, light grey for the identity, else a hue of its own
// (golden-angle steps, so that neighbours differ).
func elementColour(x int, p bool) uint32 {
	switch {
	case p:
		return ColourP
	case x == 0:
		return ColourOutside
	}
	return hsl(math.Mod(float64(x)*137.508, 360), 0.55, 0.62)
}

// hsl returns the opaque pixel word of a colour given by hue (degrees),
// saturation and lightness (0..1).
func hsl(h, s, l float64) uint32 {
	ch := (1 - math.Abs(2*l-1)) * s
	hp := h / 60
	x := ch * (1 - math.Abs(math.Mod(hp, 2)-1))
	var r, g, b float64
	switch int(hp) {
	case 0:
		r, g = ch, x
	case 1:
		r, g = x, ch
	case 2:
		g, b = ch, x
	case 3:
		g, b = x, ch
	case 4:
		r, b = x, ch
	default:
		r, b = ch, x
	}
	m := l - ch/2
	byteOf := func(v float64) uint32 { return uint32(math.Round(255 * (v + m))) }
	return rgb(byteOf(r)<<16 | byteOf(g)<<8 | byteOf(b))
}
