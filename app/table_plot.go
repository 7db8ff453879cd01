package main

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/solver/octal"
	"nimber/solver/table"
)

// Layout of canvas#plot, in CSS pixels: the value-against-size panel above
// the histogram, with room for labels.
const (
	plotLeft   = 52
	plotRight  = 14
	plotTop    = 24
	plotGap    = 44
	plotBottom = 22
	maxBins    = 64 // the histogram groups larger values into this many bins
)

// plotBox is a panel of the plot in device pixels.
type plotBox struct{ x, y, w, h int }

// drawPlot draws canvas#plot: each heap's value against its size above, and
// the histogram of the values below. With split (the Grundy values of a
// take-and-break code) the histogram's rare values are striped. The pixels
// are computed in Go and put on the canvas at once; only the labels are
// drawn by the canvas.
func drawPlot(canvas app.Value, values []uint32, pal *palette, split *rareSplit) {
	dpr := app.Window().Get("devicePixelRatio").Float()
	if dpr <= 0 {
		dpr = 1
	}
	cw, ch := canvas.Get("clientWidth").Float(), canvas.Get("clientHeight").Float()
	w, h := max(int(cw*dpr), 1), max(int(ch*dpr), 1)
	canvas.Set("width", w)
	canvas.Set("height", h)
	d := func(css float64) int { return int(css * dpr) }
	inner := h - d(plotTop+plotGap+plotBottom)
	top := plotBox{d(plotLeft), d(plotTop), w - d(plotLeft+plotRight), inner * 11 / 20}
	hist := plotBox{top.x, top.y + top.h + d(plotGap), top.w, inner - top.h}
	if top.w < 2 || top.h < 2 || hist.h < 2 {
		return
	}
	pix := make([]uint32, w*h)
	fill(pix, rgb(0xffffff))
	for _, b := range []plotBox{top, hist} {
		b.rect(pix, w, b.x, b.y, b.w, b.h, rgb(0xfbfbfa))
		b.rect(pix, w, b.x, b.y+b.h-1, b.w, 1, rgb(0x9aa5b1))
		b.rect(pix, w, b.x, b.y, 1, b.h, rgb(0x9aa5b1))
	}
	vmax := max(pal.max, 1)
	n := len(values)
	dot := min(max(top.w/max(n, 1), d(2)), d(4))
	for i, v := range values {
		if special(v) {
			continue
		}
		x := top.x + int(int64(i)*int64(top.w-dot)/int64(max(n-1, 1)))
		y := top.y + top.h - dot - int(uint64(v)*uint64(top.h-dot)/uint64(vmax))
		top.rect(pix, w, x, y, dot, dot, pal.colour(v))
	}

	bins := histogram(values, pal.max)
	most := 1
	for _, c := range bins {
		most = max(most, c)
	}
	binned := int(pal.max)+1 > maxBins
	for i, c := range bins {
		x0, x1 := hist.x+i*hist.w/len(bins), hist.x+(i+1)*hist.w/len(bins)
		gap := min((x1-x0)/5, d(3))
		bh := int(int64(c) * int64(hist.h-1) / int64(most))
		if c > 0 {
			bh = max(bh, 1)
		}
		v := binValue(i, len(bins), pal.max)
		colour := pal.colour(v)
		striped := split != nil && !binned && !octal.Common(v, split.Mask)
		for y := hist.y + hist.h - 1 - bh; y < hist.y+hist.h-1; y++ {
			row := pix[y*w : (y+1)*w]
			for x := x0 + gap; x < x1-gap; x++ {
				row[x] = colour
				if striped && (x+y)/d(4)%2 == 0 {
					row[x] = mix(colour, rgb(0xffffff), 0.6)
				}
			}
		}
	}
	ctx := canvas.Call("getContext", "2d")
	buf := app.Window().Get("Uint8ClampedArray").New(4 * w * h)
	app.CopyBytesToJS(buf, table.Uint32Bytes(pix))
	ctx.Call("putImageData", app.Window().Get("ImageData").New(buf, w, h), 0, 0)

	ctx.Call("setTransform", dpr, 0, 0, dpr, 0, 0)
	ctx.Set("font", "12px system-ui, sans-serif")
	ctx.Set("fillStyle", "#5f6b76")
	text := func(s string, x, y float64, align string) {
		ctx.Set("textAlign", align)
		ctx.Call("fillText", s, x, y)
	}
	tw, th := float64(top.w)/dpr, float64(top.h)/dpr
	hy := float64(hist.y) / dpr
	hh := float64(hist.h) / dpr
	text("value against heap size", plotLeft, plotTop-8, "left")
	text(strconv.FormatUint(uint64(pal.max), 10), plotLeft-6, plotTop+10, "right")
	text("0", plotLeft-6, plotTop+th, "right")
	text("0", plotLeft, plotTop+th+14, "left")
	text(strconv.Itoa(n-1), plotLeft+tw, plotTop+th+14, "right")
	title := "how often each value occurs"
	if split != nil {
		title += fmt.Sprintf(" (striped: the rare values, mask %b)", split.Mask)
	}
	text(title, plotLeft, hy-8, "left")
	text(strconv.Itoa(most), plotLeft-6, hy+10, "right")
	text("0", plotLeft-6, hy+hh, "right")
	if step := labelStep(len(bins), tw); step > 0 {
		for i := 0; i < len(bins); i += step {
			x := plotLeft + (float64(i)+0.5)*tw/float64(len(bins))
			label := strconv.FormatUint(uint64(binValue(i, len(bins), pal.max)), 10)
			if binned {
				label = "≥" + label
			}
			text(label, x, hy+hh+14, "center")
		}
	}
	ctx.Call("setTransform", 1, 0, 0, 1, 0, 0)
}

// histogram counts the values (sentinels aside) in one bin per value up to
// vmax, or maxBins bins of equal ranges when there are more.
func histogram(values []uint32, vmax uint32) []int {
	nb := min(int(vmax)+1, maxBins)
	bins := make([]int, nb)
	for _, v := range values {
		if special(v) {
			continue
		}
		if nb == maxBins {
			bins[uint64(v)*maxBins/(uint64(vmax)+1)]++
		} else {
			bins[v]++
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
