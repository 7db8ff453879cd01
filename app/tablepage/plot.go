package tablepage

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/frame"
)

// Layout of canvas#plot, in CSS pixels: the value-against-size panel above
// the histogram, with room for labels.
const (
	plotLeft   = 52
	plotRight  = 14
	plotTop    = 24
	plotGap    = 58 // the size axis's labels, and two lines of the histogram's title
	plotBottom = 22
	maxBins    = 64 // the histogram groups larger values into this many bins
)

// plotBox is a panel of the plot in device pixels.
type plotBox struct{ x, y, w, h int }

// plotLayout sizes canvas's backing store to its CSS box at the device's
// pixel ratio (w×h pixels, dpr a CSS pixel) and lays out a plot's two
// panels: top for the values, hist for the histogram below; ok is false
// when the canvas is too small to draw them.
func plotLayout(canvas app.Value) (w, h int, dpr float64, top, hist plotBox, ok bool) {
	dpr = frame.DevicePixelRatio()
	cw, ch := frame.ElementSize(canvas)
	w, h = max(int(cw*dpr), 1), max(int(ch*dpr), 1)
	canvas.Set("width", w)
	canvas.Set("height", h)
	d := func(css float64) int { return int(css * dpr) }
	inner := h - d(plotTop+plotGap+plotBottom)
	top = plotBox{d(plotLeft), d(plotTop), w - d(plotLeft+plotRight), inner * 11 / 20}
	hist = plotBox{top.x, top.y + top.h + d(plotGap), top.w, inner - top.h}
	return w, h, dpr, top, hist, top.w >= 2 && top.h >= 2 && hist.h >= 2
}

// drawPlot draws canvas#plot: each heap's value against its size above, and
// the histogram of the values below (of counts, how many heaps have each
// value up to pal.max, when not nil: a table valued far counts more heaps
// than values holds). With split (the Grundy values of a take-and-break
// code) the histogram's rare values are striped. The pixels are computed
// in Go and put on the canvas at once; only the labels are drawn by the
// canvas.
func drawPlot(canvas app.Value, values []uint32, pal *palette, split *rareSplit, counts []int) {
	if counts == nil {
		counts = valueCounts(values, pal.max)
	}
	w, h, dpr, top, hist, ok := plotLayout(canvas)
	if !ok {
		return
	}
	d := func(css float64) int { return int(css * dpr) }
	pix := make([]uint32, w*h)
	fill(pix, rgb(0xffffff))
	for _, b := range []plotBox{top, hist} {
		b.frame(pix, w)
	}
	top.dots(pix, w, values, pal, d(2), d(4))
	bins := histogram(counts, pal.max)
	hist.bars(pix, w, bins, pal, split, d(3), d(4))
	l := putPlot(canvas, pix, w, h, dpr)
	l.top(top.scaled(dpr), pal.max, len(values))
	l.histogram(hist.scaled(dpr), bins, pal.max, split)
	l.ctx.Call("setTransform", 1, 0, 0, 1, 0, 0)
}

// putPlot puts pix (w×h device pixels) on canvas and returns the labels
// drawn over it, in CSS pixels (dpr device pixels each) until the caller
// resets the context's transform.
func putPlot(canvas app.Value, pix []uint32, w, h int, dpr float64) plotLabels {
	ctx := canvas.Call("getContext", "2d")
	putPixels(ctx, pix, w, h, 0, 0)
	ctx.Call("setTransform", dpr, 0, 0, dpr, 0, 0)
	cw, _ := frame.ElementSize(canvas)
	return plotLabels{ctx: ctx, width: cw}
}

// frame fills the panel's background and draws its axes.
func (b plotBox) frame(pix []uint32, w int) {
	b.rect(pix, w, b.x, b.y, b.w, b.h, rgb(0xfbfbfa))
	b.rect(pix, w, b.x, b.y+b.h-1, b.w, 1, rgb(0x9aa5b1))
	b.rect(pix, w, b.x, b.y, 1, b.h, rgb(0x9aa5b1))
}

// dots draws each value against its heap size, dots of least to most
// device pixels wide.
func (b plotBox) dots(pix []uint32, w int, values []uint32, pal *palette, least, most int) {
	vmax := max(pal.max, 1)
	n := len(values)
	dot := min(max(b.w/max(n, 1), least), most)
	for i, v := range values {
		if special(v) {
			continue
		}
		x := b.x + int(int64(i)*int64(b.w-dot)/int64(max(n-1, 1)))
		y := b.y + b.h - dot - int(uint64(v)*uint64(b.h-dot)/uint64(vmax))
		b.rect(pix, w, x, y, dot, dot, pal.colour(v))
	}
}

// bars draws the histogram's bins, at most gap device pixels apart; with
// split, the rare values' bars are striped every stripe pixels.
func (b plotBox) bars(pix []uint32, w int, bins []int, pal *palette, split *rareSplit, gap, stripe int) {
	most := slices.Max(append(bins, 1))
	binned := len(bins) == maxBins
	for i, c := range bins {
		x0, x1 := b.x+i*b.w/len(bins), b.x+(i+1)*b.w/len(bins)
		g := min((x1-x0)/5, gap)
		bh := int(int64(c) * int64(b.h-1) / int64(most))
		if c > 0 {
			bh = max(bh, 1)
		}
		v := binValue(i, len(bins), pal.max)
		colour := pal.colour(v)
		striped := split != nil && !binned && split.isRare(v)
		for y := b.y + b.h - 1 - bh; y < b.y+b.h-1; y++ {
			row := pix[y*w : (y+1)*w]
			for x := x0 + g; x < x1-g; x++ {
				row[x] = colour
				if striped && (x+y)/stripe%2 == 0 {
					row[x] = mix(colour, rgb(0xffffff), 0.6)
				}
			}
		}
	}
}

// scaled returns the panel in CSS pixels.
func (b plotBox) scaled(dpr float64) cssBox {
	return cssBox{float64(b.x) / dpr, float64(b.y) / dpr, float64(b.w) / dpr, float64(b.h) / dpr}
}

// cssBox is a panel of the plot in CSS pixels.
type cssBox struct{ x, y, w, h float64 }

// plotLabels writes the plot's labels on its canvas's context, which is
// width CSS pixels wide.
type plotLabels struct {
	ctx   app.Value
	width float64
}

// Label lines: their height, and the gap between a title and its panel.
const (
	labelLine = 14
	titleGap  = 8
)

func (l plotLabels) text(s string, x, y float64, align string) {
	l.ctx.Set("textAlign", align)
	l.ctx.Call("fillText", s, x, y)
}

// title writes s above the panel b, on as many lines as it needs to fit
// the canvas's width (the last line just above the panel).
func (l plotLabels) title(s string, b cssBox) {
	lines := l.wrap(s, l.width-b.x-plotRight)
	for i, line := range lines {
		l.text(line, b.x, b.y-titleGap-float64(len(lines)-1-i)*labelLine, "left")
	}
}

// wrap splits s into lines at most width CSS pixels wide, at spaces.
func (l plotLabels) wrap(s string, width float64) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		next := strings.TrimSpace(line + " " + word)
		if line != "" && l.ctx.Call("measureText", next).Get("width").Float() > width {
			lines = append(lines, line)
			next = word
		}
		line = next
	}
	return append(lines, line)
}

// top labels the value-against-size panel b (heaps 0..n-1, values up to vmax).
func (l plotLabels) top(b cssBox, vmax uint32, n int) {
	l.ctx.Set("font", "12px system-ui, sans-serif")
	l.ctx.Set("fillStyle", "#5f6b76")
	l.title("value (up) against heap size (across)", b)
	l.text(strconv.FormatUint(uint64(vmax), 10), b.x-6, b.y+10, "right")
	l.text("0", b.x-6, b.y+b.h, "right")
	l.text("0", b.x, b.y+b.h+labelLine, "left")
	l.text("heap size", b.x+b.w/2, b.y+b.h+labelLine, "center")
	l.text(strconv.Itoa(n-1), b.x+b.w, b.y+b.h+labelLine, "right")
}

// histogram labels the histogram panel b of bins over the values 0..vmax.
func (l plotLabels) histogram(b cssBox, bins []int, vmax uint32, split *rareSplit) {
	title := "how many heaps have each value"
	if split != nil {
		title += fmt.Sprintf(" (striped: the rare values, mask %b)", split.Mask)
	}
	l.title(title, b)
	l.text(strconv.Itoa(slices.Max(append(bins, 1))), b.x-6, b.y+10, "right")
	l.text("0", b.x-6, b.y+b.h, "right")
	step := labelStep(len(bins), b.w)
	for i := 0; step > 0 && i < len(bins); i += step {
		label := strconv.FormatUint(uint64(binValue(i, len(bins), vmax)), 10)
		if len(bins) == maxBins {
			label = "≥" + label
		}
		l.text(label, b.x+(float64(i)+0.5)*b.w/float64(len(bins)), b.y+b.h+labelLine, "center")
	}
}

// histogram bins counts, how many heaps have each value up to vmax: one
// bin per value, or maxBins bins of equal ranges when there are more.
func histogram(counts []int, vmax uint32) []int {
	nb := min(int(vmax)+1, maxBins)
	bins := make([]int, nb)
	for v, c := range counts[:min(len(counts), int(vmax)+1)] {
		if nb == maxBins {
			bins[uint64(v)*maxBins/(uint64(vmax)+1)] += c
		} else {
			bins[v] += c
		}
	}
	return bins
}

// binValue is the least value of bin i of nb bins over 0..vmax.
func binValue(i, nb int, vmax uint32) uint32 {
	if nb < maxBins {
		return uint32(i)
	}
	return uint32((uint64(i)*(uint64(vmax)+1) + maxBins - 1) / maxBins)
}

// labelStep returns every how many bins a label fits under the histogram
// of width w (CSS pixels).
func labelStep(nb int, w float64) int {
	for step := 1; step <= nb; step *= 2 {
		if w/float64(nb)*float64(step) >= 28 {
			return step
		}
	}
	return 0
}

// rect fills a rectangle of the w-pixel-wide image pix, clipped to box b.
func (b plotBox) rect(pix []uint32, w, x, y, rw, rh int, c uint32) {
	x0, x1 := max(x, b.x), min(x+rw, b.x+b.w)
	if x0 >= x1 {
		return
	}
	for yy := max(y, b.y); yy < min(y+rh, b.y+b.h); yy++ {
		fill(pix[yy*w+x0:yy*w+x1], c)
	}
}
