package tablepage

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/browser"
	"nimber/app/catalog"
	"nimber/app/frame"
)

// heatmap draws a game's table on canvas#heatmap: the values folded into
// rows of width cells, one cell per heap size, coloured by the palette.
// The view (zoom and position) is redrawn whole for every frame: the canvas
// fills the view beside the table, and the pixels of the table's visible
// part are computed in Go into one RGBA buffer, copied to JavaScript at
// once and put on the canvas with one call, so a frame costs at most the
// canvas's pixels whatever the table's size, and a short table (a strip of
// a hundred heaps) only the few lines it covers. Wheel scrolls, Ctrl+wheel (or a
// trackpad pinch) zooms, dragging pans, and the size and value under the
// pointer (or of the cell tapped, or moved to with the arrow keys) are shown
// in #hover.
//
// The canvas and #hover are rendered by the page (go-app) and never changed
// by it after: the heatmap owns their pixels, size and text.
type heatmap struct {
	canvas, ctx2d, hover app.Value
	listeners            []func() // remove the event listeners

	values    []uint32
	predicted int // values from this index on are predicted, drawn hatched
	pal       *palette
	width     int // cells per row
	rows      int

	scale  float64 // CSS pixels per cell
	x0, y0 float64 // the cell coordinates at the canvas's top-left corner
	hot    int     // the heap size under the pointer, or -1

	dragging     bool
	dragX, dragY float64 // the pointer at the last drag step, in CSS pixels
	downX, downY float64 // where the pointer went down

	// label names the position of a cell in #hover ("size i" when nil);
	// pick, when set, is called with the cell clicked (without dragging).
	label func(i int) string
	pick  func(i int)

	// cssW×cssH is the canvas's size in CSS pixels as a ResizeObserver
	// last reported it (0 before it did).
	cssW, cssH float64
	observer   app.Value

	// The backing store: w×h device pixels at dpr device pixels per CSS pixel.
	w, h       int
	dpr        float64
	pix        []uint32
	buf, image app.Value // Uint8ClampedArray and ImageData of the same size

	frame    app.Func // the animation-frame callback
	onResize app.Func // the ResizeObserver's callback
	pending  bool     // a frame is requested
}

// Drawing limits: the largest cell (CSS pixels), the smallest cells that
// show grid lines and the dots on value 0 (device pixels).
const (
	maxCellScale = 48
	gridCells    = 6
	dotCells     = 10
)

// The canvas's least height (fitHeight) and its border's width (web/nimber.css
// canvas.heatmap, sized border-box), in CSS pixels.
const (
	minHeatmapHeight = 64
	heatmapBorder    = 1
)

// heatmapAttrs make a heatmap's canvas a control reached by Tab (onKey).
var heatmapAttrs = []frame.Attr{{Name: "tabindex", Value: 0}, {Name: "aria-label", Value: "Table of values: the arrow keys move the cell read, Home and End go to the first and last"}}

// heatmapTools are the buttons over a heatmap: zoom out, zoom in and fit,
// their ids prefixed with prefix, enabled when a table is shown (has); heat
// gives the heatmap when one is clicked.
func heatmapTools(prefix string, has bool, heat func() *heatmap) []frame.El {
	button := func(id, title, text string, act func(h *heatmap)) frame.El {
		return frame.El{Tag: "button", ID: prefix + id, Class: "quiet", Attrs: []frame.Attr{{Name: "disabled", Value: !has}, {Name: "title", Value: title}}, Text: text,
			OnClick: func(app.Context, app.Event) { act(heat()) }}
	}
	return []frame.El{
		button("zoom-out", "Zoom out (Ctrl+wheel)", "−", func(h *heatmap) { h.zoomCentre(0.5) }),
		button("zoom-in", "Zoom in (Ctrl+wheel)", "+", func(h *heatmap) { h.zoomCentre(2) }),
		button("fit", "Show the whole table", "Fit", func(h *heatmap) { h.fit(true); h.request() }),
	}
}

// heatmapAxes says how a heatmap's cells are laid out, for rows of width
// cells: positions (one dimension; heaps when heaps) in order, or the pairs
// (a, b), a row per a.
func heatmapAxes(width int, pairs, heaps bool) string {
	const read = " (hover or tap one, or focus the table and use the arrow keys, to read it)."
	if pairs {
		return "A row per a, a column per b: the cell in row a and column b is the pair (a, b)" + read
	}
	unit := "positions"
	if heaps {
		unit = "heaps"
	}
	return fmt.Sprintf("Rows of %d %s, in order: the cell in row r and column c is %s %d·r + c", width, unit, strings.TrimSuffix(unit, "s"), width) + read
}

// newHeatmap binds a heatmap to canvas (canvas#heatmap) and hover (#hover).
func newHeatmap(canvas, hover app.Value) *heatmap {
	h := &heatmap{canvas: canvas, hover: hover, hot: -1}
	h.ctx2d = canvas.Call("getContext", "2d", map[string]any{"alpha": false})
	// An opaque canvas starts black: until a table is drawn it shows the
	// colour around a table instead.
	h.ctx2d.Set("fillStyle", CSS(ColourOutside))
	h.ctx2d.Call("fillRect", 0, 0, canvas.Get("width"), canvas.Get("height"))
	h.frame = app.FuncOf(func(app.Value, []app.Value) any {
		h.pending = false
		h.draw()
		return nil
	})
	h.listen(canvas, "wheel", h.onWheel)
	h.listen(canvas, "pointerdown", h.onPointerDown)
	h.listen(canvas, "pointermove", h.onPointerMove)
	h.listen(canvas, "pointerup", h.onPointerUp)
	h.listen(canvas, "pointercancel", h.onPointerUp)
	h.listen(canvas, "pointerleave", func(e app.Value) {
		if e.Get("pointerType").String() == "mouse" { // a tap's cell stays read
			h.point(-1)
		}
	})
	h.listen(canvas, "keydown", h.onKey)
	h.listen(app.Window(), "resize", func(app.Value) { h.request() })
	h.onResize = app.FuncOf(func(_ app.Value, args []app.Value) any {
		box := args[0].Index(0).Get("contentRect")
		h.cssW, h.cssH = box.Get("width").Float(), box.Get("height").Float()
		h.request()
		return nil
	})
	h.observer = app.Window().Get("ResizeObserver").New(h.onResize)
	h.observer.Call("observe", canvas)
	return h
}

// listen adds an event listener to target (non-passive, so that it may
// prevent the page's scrolling). It runs inside the JavaScript event: it
// must not block.
func (h *heatmap) listen(target app.Value, event string, f func(e app.Value)) {
	fn := app.FuncOf(func(_ app.Value, args []app.Value) any {
		f(args[0])
		return nil
	})
	opts := map[string]any{"passive": false}
	target.Call("addEventListener", event, fn, opts)
	h.listeners = append(h.listeners, func() {
		target.Call("removeEventListener", event, fn, opts)
		fn.Release()
	})
}

// release removes the heatmap's listeners.
func (h *heatmap) release() {
	for _, remove := range h.listeners {
		remove()
	}
	h.listeners = nil
	h.observer.Call("disconnect")
	h.onResize.Release()
	h.frame.Release()
}

// show draws values folded into rows of width cells, fitting the width in
// the view, at once. It returns the time taken in milliseconds.
func (h *heatmap) show(values []uint32, pal *palette, width int) float64 {
	t0 := frame.Now()
	h.values, h.pal, h.predicted = values, pal, len(values)
	h.hot = -1 // the hover describes the table it was over
	h.hover.Set("textContent", "")
	h.setWidth(width)
	h.draw()
	ms := frame.Now() - t0
	frame.SetData(h.canvas, "drawMs", fmt.Sprintf("%.1f", ms))
	return ms
}

// showPredicted draws values, of which those from index computed on are
// predicted (drawn hatched), keeping the view.
func (h *heatmap) showPredicted(values []uint32, pal *palette, width, computed int) {
	x0, y0, scale := h.x0, h.y0, h.scale
	h.values, h.pal, h.predicted = values, pal, computed
	h.setWidth(width)
	h.x0, h.y0, h.scale = x0, y0, scale
	h.clamp()
	h.request()
}

// setWidth folds the table into rows of width cells and fits it in the view.
func (h *heatmap) setWidth(width int) {
	h.width = max(width, 1)
	h.rows = (len(h.values) + h.width - 1) / h.width
	h.fitHeight()
	h.resize()
	h.fit(false)
	frame.SetData(h.canvas, "width", h.width)
	frame.SetData(h.canvas, "rows", h.rows)
}

// fitHeight sets the canvas's height: the style sheet's, or less when the
// table's rows, at the scale that fits its width, take less (but at least
// minHeatmapHeight), so that a short table has no empty box under it.
func (h *heatmap) fitHeight() {
	style := h.canvas.Get("style")
	style.Set("height", "")
	cw, ch := frame.ElementSize(h.canvas)
	if need := float64(h.rows) * min(cw/float64(h.width), maxCellScale); need < ch {
		ch = max(need, minHeatmapHeight)
		style.Set("height", fmt.Sprintf("%.0fpx", ch+2*heatmapBorder))
	}
	// The ResizeObserver reports the new size later: resize uses it now.
	h.cssW, h.cssH = cw, ch
}

// fit shows the whole width of the table (all of it when whole is set).
func (h *heatmap) fit(whole bool) {
	vw, vh := h.view()
	s := vw / float64(h.width)
	if whole {
		s = min(s, vh/float64(max(h.rows, 1)))
	}
	h.scale = min(s, maxCellScale)
	h.x0, h.y0 = 0, 0
	h.clamp()
}

// view returns the canvas's size in CSS pixels.
func (h *heatmap) view() (float64, float64) {
	return float64(h.w) / h.dpr, float64(h.h) / h.dpr
}

// clamp keeps the table in view: centred across when narrower than the
// view, and never scrolled past its edges.
func (h *heatmap) clamp() {
	vw, vh := h.view()
	fit := func(pos, cells, span float64, centre bool) float64 {
		visible := span / h.scale
		switch {
		case cells <= visible && centre:
			return -(visible - cells) / 2
		case cells <= visible:
			return 0
		}
		return min(max(pos, 0), cells-visible)
	}
	h.x0 = fit(h.x0, float64(h.width), vw, true)
	h.y0 = fit(h.y0, float64(h.rows), vh, false)
}

// zoom multiplies the scale by f, keeping the point (x, y) of the canvas
// (CSS pixels) over the same cell.
func (h *heatmap) zoom(f, x, y float64) {
	vw, vh := h.view()
	least := min(vw/float64(h.width), vh/float64(max(h.rows, 1)), 1)
	s := min(max(h.scale*f, least), maxCellScale)
	cx, cy := h.x0+x/h.scale, h.y0+y/h.scale
	h.scale = s
	h.x0, h.y0 = cx-x/s, cy-y/s
	h.clamp()
	h.request()
}

// zoomCentre zooms by f about the canvas's centre (the zoom buttons).
func (h *heatmap) zoomCentre(f float64) {
	vw, vh := h.view()
	h.zoom(f, vw/2, vh/2)
}

func (h *heatmap) onWheel(e app.Value) {
	if h.values == nil {
		return
	}
	dx, dy := e.Get("deltaX").Float(), e.Get("deltaY").Float()
	if e.Get("deltaMode").Int() != 0 { // lines or pages, not pixels
		dx, dy = dx*wheelLine, dy*wheelLine
	}
	if frame.ModifiersOf(e).Command() {
		e.Call("preventDefault")
		x, y := h.offset(e)
		h.zoom(math.Exp(-dy*wheelZoom), x, y)
		return
	}
	x0, y0 := h.x0, h.y0
	h.x0 += dx / h.scale
	h.y0 += dy / h.scale
	h.clamp()
	if h.x0 != x0 || h.y0 != y0 {
		// At the table's ends the page scrolls instead.
		e.Call("preventDefault")
		h.request()
	}
}

func (h *heatmap) onPointerDown(e app.Value) {
	if h.values == nil || !frame.MainButton(e) {
		return
	}
	h.dragging = true
	h.dragX, h.dragY = h.offset(e)
	h.downX, h.downY = h.dragX, h.dragY
	h.point(h.cellAt(h.dragX, h.dragY)) // a tap shows the cell, where no pointer hovers
	h.canvas.Call("setPointerCapture", e.Get("pointerId"))
	h.canvas.Get("classList").Call("add", "dragging")
}

func (h *heatmap) onPointerMove(e app.Value) {
	if h.values == nil {
		return
	}
	x, y := h.offset(e)
	if h.dragging {
		h.x0 -= (x - h.dragX) / h.scale
		h.y0 -= (y - h.dragY) / h.scale
		h.dragX, h.dragY = x, y
		h.clamp()
		h.request()
	}
	h.point(h.cellAt(x, y))
}

func (h *heatmap) onPointerUp(e app.Value) {
	if h.dragging {
		h.dragging = false
		h.canvas.Get("classList").Call("remove", "dragging")
		if x, y := h.offset(e); h.pick != nil && math.Hypot(x-h.downX, y-h.downY) < 4 {
			if i := h.cellAt(x, y); i >= 0 {
				h.pick(i)
			}
		}
	}
}

// onKey reads the table by keyboard, the canvas focused: the arrow keys
// move the cell read (the first press reads heap 0), Home and End go to
// the first and last heaps, scrolling the cell into view; Enter picks it
// where cells are picked.
func (h *heatmap) onKey(e app.Value) {
	if h.values == nil {
		return
	}
	i := h.hot
	switch frame.KeyOf(e).Key {
	case "ArrowLeft":
		i--
	case "ArrowRight":
		i++
	case "ArrowUp":
		i -= h.width
	case "ArrowDown":
		i += h.width
	case "Home":
		i = 0
	case "End":
		i = len(h.values) - 1
	case "Enter":
		if h.pick != nil && h.hot >= 0 {
			e.Call("preventDefault")
			h.pick(h.hot)
		}
		return
	default:
		return
	}
	e.Call("preventDefault")
	if h.hot < 0 {
		i = 0
	}
	i = min(max(i, 0), len(h.values)-1)
	h.reveal(i)
	h.point(i)
}

// reveal scrolls the view the least that shows cell i whole.
func (h *heatmap) reveal(i int) {
	vw, vh := h.view()
	into := func(pos, cell, visible float64) float64 {
		return min(max(pos, cell+1-visible), cell)
	}
	h.x0 = into(h.x0, float64(i%h.width), vw/h.scale)
	h.y0 = into(h.y0, float64(i/h.width), vh/h.scale)
	h.clamp()
	h.request()
}

// offset returns the position of a pointer event on the canvas, in CSS pixels.
func (h *heatmap) offset(e app.Value) (float64, float64) {
	r := frame.BoundingRect(h.canvas)
	x, y := frame.PointerPos(e)
	return x - r.Left, y - r.Top
}

// cellAt returns the heap size drawn at (x, y) (CSS pixels), or -1.
func (h *heatmap) cellAt(x, y float64) int {
	col := int(math.Floor(h.x0 + x/h.scale))
	row := int(math.Floor(h.y0 + y/h.scale))
	if col < 0 || col >= h.width || row < 0 || row >= h.rows || row*h.width+col >= len(h.values) {
		return -1
	}
	return row*h.width + col
}

// point makes size the heap under the pointer (-1: none), shown in #hover.
func (h *heatmap) point(size int) {
	if size == h.hot {
		return
	}
	h.hot = size
	text := ""
	if size >= 0 {
		v := h.values[size]
		where := fmt.Sprintf("size %d", size)
		if h.label != nil {
			where = h.label(size)
		}
		text = fmt.Sprintf("%s: value %s (row %d, column %d)", where, catalog.Get().ValueString(v), size/h.width, size%h.width)
		if note := valueNote(h.pal.kind, v); note != "" {
			text += ": " + note
		}
		if size >= h.predicted {
			text += ", predicted by the rule, not computed"
		}
	}
	h.hover.Set("textContent", text)
	h.request()
}

// request asks for a frame to be drawn before the next repaint.
func (h *heatmap) request() {
	if !h.pending && h.values != nil {
		h.pending = true
		app.Window().Call("requestAnimationFrame", h.frame)
	}
}

// resize matches the backing store to the canvas's displayed size, as the
// ResizeObserver reported it: reading it from the page would have the
// browser lay the page out again first, which after the page changed costs
// more than the drawing. Until the observer has reported, the page is read.
func (h *heatmap) resize() {
	dpr := frame.DevicePixelRatio()
	cw, ch := h.cssW, h.cssH
	if cw == 0 && ch == 0 {
		cw, ch = frame.ElementSize(h.canvas)
	}
	w, hh := max(int(cw*dpr), 1), max(int(ch*dpr), 1)
	if w == h.w && hh == h.h && dpr == h.dpr {
		return
	}
	h.w, h.h, h.dpr = w, hh, dpr
	h.canvas.Set("width", w)
	h.canvas.Set("height", hh)
	h.pix = make([]uint32, w*hh)
	h.buf, h.image = newImageData(w, hh)
}

// draw renders the visible part of the table and puts it on the canvas.
func (h *heatmap) draw() {
	if h.values == nil {
		return
	}
	t0 := frame.Now()
	w, hh := h.w, h.h
	h.resize()
	if h.w != w || h.h != hh {
		h.clamp()
	}
	cs := h.scale * h.dpr // device pixels per cell
	cols, colIn := h.axis(h.w, h.x0, cs, h.width)
	rows, rowIn := h.axis(h.h, h.y0, cs, h.rows)
	h.ctx2d.Set("fillStyle", CSS(ColourOutside))
	h.ctx2d.Call("fillRect", 0, 0, h.w, h.h)
	// The table covers the pixels x0 ≤ px < x1, y0 ≤ py < y1 (the axes
	// map the pixels beside it to -1).
	x0, x1 := covered(cols)
	y0, y1 := covered(rows)
	if x0 == x1 || y0 == y1 {
		frame.SetData(h.canvas, "frameMs", fmt.Sprintf("%.1f", frame.Now()-t0))
		return
	}
	grid, dots := cs >= gridCells, cs >= dotCells
	lo, hi := float32(cs/3), float32(cs*2/3)
	values, pal, hot, predicted := h.values, h.pal, h.hot, h.predicted
	stripe := max(int(3*h.dpr), 1)
	// A line of pixels is the line above it again when it crosses the same
	// row of cells at the same kind of height (grid line, dot, the hovered
	// cell's edge) and no cell of the row is hatched: it is copied.
	type lineKind struct {
		row               int32
		edge, dot, hotRim bool
	}
	above := lineKind{row: -1}
	for py := y0; py < y1; py++ {
		line := h.pix[py*h.w+x0 : py*h.w+x1]
		row := rows[py]
		base := int(row) * h.width
		inY := rowIn[py]
		edgeY := grid && inY < 1
		dotY := dots && inY >= lo && inY < hi
		kind := lineKind{row, edgeY, dotY, inY < 2 || inY >= float32(cs)-2}
		if kind == above && min(base+h.width, len(values)) <= predicted {
			copy(line, h.pix[(py-1)*h.w+x0:])
			continue
		}
		above = kind
		last, colour := -1, uint32(ColourOutside)
		for i := range line {
			px := x0 + i
			col := cols[px]
			idx := base + int(col)
			if idx >= len(values) {
				line[i] = ColourOutside
				continue
			}
			if idx != last {
				last, colour = idx, pal.colour(values[idx])
			}
			c := colour
			inX := colIn[px]
			switch {
			case idx == hot && cs >= 4 && (inX < 2 || inY < 2 || inX >= float32(cs)-2 || inY >= float32(cs)-2):
				c = rgb(0xf2b134)
			case edgeY || grid && inX < 1:
				c = colourGrid
			case dotY && colour == ColourP && inX >= lo && inX < hi:
				c = colourMark
			case idx >= predicted && (px+py)/stripe%2 == 0:
				c = mix(colour, ColourOutside, 0.65) // hatched: predicted
			}
			line[i] = c
		}
	}
	// The lines y0..y1 go to JavaScript whole; the canvas takes their
	// columns x0..x1.
	app.CopyBytesToJS(h.buf.Call("subarray", 4*y0*h.w, 4*y1*h.w), browser.WordBytes(h.pix[y0*h.w:y1*h.w]))
	h.ctx2d.Call("putImageData", h.image, 0, 0, x0, y0, x1-x0, y1-y0)
	frame.SetData(h.canvas, "frameMs", fmt.Sprintf("%.1f", frame.Now()-t0))
}

// axis maps each of n device pixels along one axis to its cell (-1 outside
// 0..cells-1) and the pixel's offset inside the cell, in device pixels, for
// a view starting at cell coordinate start with cs device pixels per cell.
func (h *heatmap) axis(n int, start, cs float64, cells int) ([]int32, []float32) {
	idx, in := make([]int32, n), make([]float32, n)
	for p := range n {
		c := start + (float64(p)+0.5)/cs
		cell := math.Floor(c)
		if cell < 0 || cell >= float64(cells) {
			idx[p] = -1
			continue
		}
		idx[p], in[p] = int32(cell), float32((c-cell)*cs)
	}
	return idx, in
}

// covered returns the range [lo, hi) of the pixels of an axis (see axis)
// that fall on a cell: lo = hi when none do.
func covered(cells []int32) (lo, hi int) {
	lo = slices.IndexFunc(cells, func(c int32) bool { return c >= 0 })
	if lo < 0 {
		return 0, 0
	}
	hi = lo
	for hi < len(cells) && cells[hi] >= 0 {
		hi++
	}
	return lo, hi
}

// fill sets every pixel of line to c.
func fill(line []uint32, c uint32) {
	for i := range line {
		line[i] = c
	}
}

// The wheel: pixels per line when it scrolls by lines, and the zoom per
// pixel of Ctrl+wheel (a notch of 100 px zooms by e^0.2, about 1.22).
const (
	wheelLine = 16
	wheelZoom = 0.002
)

// Default row widths: at least foldLeast cells, foldNone without a period
// or with one longer than foldMost.
const (
	foldLeast = 8
	foldNone  = 64
	foldMost  = 4096
)

// foldWidth is the heatmap's default row width for a table of cells
// values with the given period length (0: none found): the period, or its
// least multiple of at least 8 cells when it is shorter, so that each
// column holds one residue of the period; 64 without a period or with a
// very long one, or for a table of fewer cells the least width of 8 or
// more whose square holds them (a block, its cells large, rather than a
// thin strip).
func foldWidth(length, cells int) int {
	switch {
	case (length <= 0 || length > foldMost) && cells < foldNone:
		w := foldLeast
		for w*w < cells {
			w++
		}
		return w
	case length <= 0 || length > foldMost:
		return foldNone
	case length < foldLeast:
		return length * ((foldLeast + length - 1) / length)
	}
	return length
}
