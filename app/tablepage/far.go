package tablepage

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"nimber/app/frame"

	"nimber/app/protocol"
)

// farView is what the explorer shows of a table valued far (the worker's
// far.go) while the worker computes it: the last progress report, and the
// rare heaps reported so far for the plot of canvas#far-plot.
type farView struct {
	last protocol.FarProgress
	rare []uint32 // (heap, value) pairs
	// done, once the answer came, is the figures of all the values.
	done *protocol.Far
}

// add takes in a progress report.
func (f *farView) add(m protocol.FarProgress) {
	if m.Restart {
		f.rare = f.rare[:0]
	}
	b := jsBytes(m.RareHeaps)
	for ; len(b) >= 8; b = b[8:] {
		f.rare = append(f.rare, binary.LittleEndian.Uint32(b), binary.LittleEndian.Uint32(b[4:]))
	}
	m.RareHeaps = nil
	f.last = m
}

// text says how far the computation has come, or what it found.
func (f *farView) text() string {
	p := f.last
	if d := f.done; d != nil {
		s := fmt.Sprintf("Heaps 0–%d valued: largest value %d, first at heap %d; %d rare values (mask %#x), the last at heap %d.",
			d.N, d.Max, d.MaxAt, d.Rare, p.Mask, d.LastRare)
		if d.Workers > 0 {
			s += " Computed " + workersText(d.Workers) + "."
		}
		switch {
		case d.From > d.N:
			s += " Read back from the heaps kept in this browser."
		case d.From > 0:
			s += fmt.Sprintf(" Continued from the %d heaps kept in this browser.", d.From)
		}
		return s
	}
	parts := []string{fmt.Sprintf("Heaps 0–%d of %d valued (%.0f%%)", p.Done-1, p.Total-1, 100*float64(p.Done)/float64(max(p.Total, 1)))}
	if p.Rate > 0 {
		parts = append(parts, fmt.Sprintf("%.0f values a second", p.Rate), "about "+roundTime(p.Left)+" left")
	}
	parts = append(parts, fmt.Sprintf("largest value %d", p.Max), fmt.Sprintf("%d rare (mask %#x)", p.Rare, p.Mask))
	if p.Workers > 0 {
		parts = append(parts, workersText(p.Workers))
	}
	if p.From > 0 {
		parts = append(parts, fmt.Sprintf("continued from heap %d, kept in this browser", p.From))
	}
	return strings.Join(parts, " · ") + ". Cancel keeps what is done; Compute again continues it."
}

// workersText says how many workers compute: one unless the page is
// cross-origin isolated (docs/far.md).
func workersText(n int) string {
	if n == 1 {
		return "on 1 worker"
	}
	return fmt.Sprintf("on %d workers", n)
}

// roundTime writes a duration of secs seconds to the second.
func roundTime(secs float64) string {
	if math.IsInf(secs, 0) || math.IsNaN(secs) {
		return "?"
	}
	return (time.Duration(secs+0.5) * time.Second).String()
}

// render shows the view: p#far-progress (data-done, data-from and
// data-workers hold the last report's Done, From and Workers) and
// canvas#far-plot.
func (f *farView) render() app.UI {
	if f == nil {
		return frame.El{Tag: "div", ID: "far", Attrs: []frame.Attr{{Name: "hidden", Value: true}}}.Build()
	}
	return frame.El{
		Tag:   "div",
		ID:    "far",
		Class: "far",
		Body: []frame.El{
			{Tag: "h3", Text: "Valued far"},
			{Tag: "p", ID: "far-progress", Data: []frame.Attr{{Name: "done", Value: f.last.Done}, {Name: "from", Value: f.last.From}, {Name: "workers", Value: f.last.Workers}}, Text: f.text()},
			{Tag: "canvas", ID: "far-plot", Class: "plot"},
		},
	}.Build()
}

// draw draws canvas#far-plot: the rare heaps found so far, value (up)
// against heap (across, over every heap asked for), above the histogram of
// the values counted so far, with the pixels of plot.go's panels.
func (f *farView) draw(canvas app.Value) {
	if !canvas.Truthy() {
		return
	}
	w, h, dpr, top, hist, ok := plotLayout(canvas)
	if !ok {
		return
	}
	d := func(css float64) int { return int(css * dpr) }
	p := f.last
	counts := p.Counts
	if f.done != nil {
		counts = f.done.Counts
	}
	vmax := uint32(max(len(counts)-1, 1))
	pal := newPalette([]uint32{0, vmax}, "grundy-normal")
	pix := make([]uint32, w*h)
	fill(pix, rgb(0xffffff))
	top.frame(pix, w)
	hist.frame(pix, w)
	dot := d(3)
	for i := 0; i+1 < len(f.rare); i += 2 {
		x, v := f.rare[i], f.rare[i+1]
		px := top.x + int(uint64(x)*uint64(top.w-dot)/uint64(max(p.Total-1, 1)))
		py := top.y + top.h - dot - int(uint64(v)*uint64(top.h-dot)/uint64(vmax))
		top.rect(pix, w, px, py, dot, dot, pal.colour(v))
	}
	split := &rareSplit{Mask: p.Mask}
	bins := histogram(counts, vmax)
	hist.bars(pix, w, bins, pal, split, d(3), d(4))
	l := putPlot(canvas, pix, w, h, dpr)
	l.ctx.Set("font", "12px system-ui, sans-serif")
	l.ctx.Set("fillStyle", "#5f6b76")
	tb := top.scaled(dpr)
	// One line on a phone: the panel has room for one above it.
	plotted := fmt.Sprintf("%d rare heaps so far (value by heap)", len(f.rare)/2)
	if f.done != nil {
		plotted = fmt.Sprintf("%d rare heaps (value by heap)", len(f.rare)/2)
	}
	if len(f.rare)/2 == protocol.FarRarePlotted {
		plotted = fmt.Sprintf("the first %d rare heaps (value by heap)", protocol.FarRarePlotted)
	}
	l.title(plotted, tb)
	l.text(fmt.Sprint(vmax), tb.x-6, tb.y+10, "right")
	l.text("0", tb.x-6, tb.y+tb.h, "right")
	l.text("0", tb.x, tb.y+tb.h+labelLine, "left")
	l.text(fmt.Sprint(p.Total-1), tb.x+tb.w, tb.y+tb.h+labelLine, "right")
	l.histogram(hist.scaled(dpr), bins, vmax, split)
	l.ctx.Call("setTransform", 1, 0, 0, 1, 0, 0)
}
