package tablepage

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/browser"
	"nimber/app/frame"
)

// Layout of the exported picture of a table, in pixels: the folded table
// with its title, the column numbers above it, the first heap of each row
// at its left, and the legend below.
const (
	PictureWidth    = 1200 // the table's width at most (cells at least 1 px)
	pictureRows     = 4000 // the table's height at most: later rows are left out
	PictureCell     = 12   // the largest cell
	PictureLeft     = 72   // room for the row labels
	PictureTop      = 58   // room for the title and the column labels
	pictureRight    = 16
	PictureLegendY  = 24  // the height of a line of the legend
	pictureMinWidth = 640 // room for the title and the legend
)

// tablePicture draws values folded into rows of width cells on a new
// canvas, labelled: a title, the column of each cell (heap = row start +
// column), the first heap of each row, and the legend of the palette.
func tablePicture(values []uint32, pal *palette, width int, title string) app.Value {
	cell := max(1, min(PictureCell, PictureWidth/width))
	rows := (len(values) + width - 1) / width
	shown := min(rows, pictureRows/cell)
	tw, th := width*cell, shown*cell
	legend := pal.legend()
	cw := max(PictureLeft+tw+pictureRight, pictureMinWidth)
	perLine := max(1, (cw-PictureLeft)/150)
	ch := PictureTop + th + 36 + PictureLegendY*((len(legend)+perLine-1)/perLine)
	canvas := frame.Document().Call("createElement", "canvas")
	canvas.Set("width", cw)
	canvas.Set("height", ch)
	ctx := canvas.Call("getContext", "2d")
	ctx.Set("fillStyle", "#ffffff")
	ctx.Call("fillRect", 0, 0, cw, ch)

	pix := make([]uint32, tw*th)
	for y := range th {
		for x := range tw {
			i := (y/cell)*width + x/cell
			pix[y*tw+x] = ColourOutside
			if i < len(values) {
				pix[y*tw+x] = pal.colour(values[i])
			}
		}
	}
	putPixels(ctx, pix, tw, th, PictureLeft, PictureTop)

	text := func(s string, x, y int, align string) {
		ctx.Set("textAlign", align)
		ctx.Call("fillText", s, x, y)
	}
	ctx.Set("fillStyle", "#1f2933")
	ctx.Set("font", "bold 15px system-ui, sans-serif")
	text(title, PictureLeft, 20, "left")
	ctx.Set("font", "12px system-ui, sans-serif")
	ctx.Set("fillStyle", "#5f6b76")
	text(fmt.Sprintf("heap = row start + column (%d columns)", width), PictureLeft, 38, "left")
	text("row start", PictureLeft-6, 38, "right")
	for c, step := 0, tickStep(cell, 36); c < width; c += step {
		text(strconv.Itoa(c), PictureLeft+c*cell+cell/2, PictureTop-6, "center")
	}
	for r, step := 0, tickStep(cell, 16); r < shown; r += step {
		text(strconv.Itoa(r*width), PictureLeft-6, PictureTop+r*cell+min(cell, 12), "right")
	}
	y := PictureTop + th + 20
	if shown < rows {
		text(fmt.Sprintf("the first %d of %d rows", shown, rows), PictureLeft, y, "left")
	}
	for i, l := range legend {
		x := PictureLeft + (i%perLine)*150
		ly := y + 10 + (i/perLine)*PictureLegendY
		ctx.Set("fillStyle", l.Colour)
		ctx.Call("fillRect", x, ly, 14, 14)
		ctx.Set("fillStyle", "#1f2933")
		text(l.Label, x+20, ly+12, "left")
	}
	return canvas
}

// tickStep returns every how many cells of cell pixels a label fits in
// room pixels: 1, 2 or 5 times a power of ten.
func tickStep(cell, room int) int {
	for step := 1; ; step *= 10 {
		for _, f := range []int{1, 2, 5} {
			if f*step*cell >= room {
				return f * step
			}
		}
	}
}

// putPixels draws pix, w×h pixels as 0xAABBGGRR words, on the 2D context ctx
// with its top left corner at x, y.
func putPixels(ctx app.Value, pix []uint32, w, h, x, y int) {
	buf, image := newImageData(w, h)
	app.CopyBytesToJS(buf, browser.WordBytes(pix))
	ctx.Call("putImageData", image, x, y)
}

// newImageData returns a new ImageData of w×h pixels and buf, the
// Uint8ClampedArray of its RGBA bytes, to copy pixels into.
func newImageData(w, h int) (buf, image app.Value) {
	buf = app.Window().Get("Uint8ClampedArray").New(4 * w * h)
	return buf, app.Window().Get("ImageData").New(buf, w, h)
}
