package contestpage

import (
	"fmt"

	"nimber/app/frame"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// heldInputSize is the size (in UTF-16 units) from which an input is held
// out of the text box: Chromium's textarea takes seconds of main-thread
// layout for a megabyte of contest input (12–19 s for 1.5 MB on a loaded
// 2-core machine), while the solve never needs the text in the page.
const heldInputSize = 1 << 18

// heldInput is a contest input kept as a JavaScript string outside the text
// box: one opened, dropped, pasted or put back after a reload whose size
// is at least heldInputSize. The zero heldInput holds nothing.
type heldInput struct {
	text    app.Value
	size    int
	about   string // what is held, in a sentence
	preview string // its first lines
}

// holdInput returns text, of size UTF-16 units, held; what it shows of it
// is read once, here, not on each rendering.
func holdInput(text app.Value, size int) heldInput {
	h := heldInput{text: text, size: size}
	h.about, h.preview = h.summary()
	return h
}

// holds reports whether an input is held.
func (h heldInput) holds() bool { return h.text != nil }

// heldPreviewLines is how many first lines of a held input are shown.
const heldPreviewLines = 12

// summary says what is held: its size and its first lines.
func (h heldInput) summary() (about, preview string) {
	if !h.holds() {
		return "", ""
	}
	indexOf := app.Window().Get("String").Get("prototype").Get("indexOf")
	end := 0
	for range heldPreviewLines {
		next := indexOf.Call("call", h.text, "\n", end).Int()
		if next < 0 {
			end = h.size
			break
		}
		end = next + 1
	}
	substring := app.Window().Get("String").Get("prototype").Get("substring")
	preview = substring.Call("call", h.text, 0, end).String()
	return fmt.Sprintf("An input of %s is held here rather than in the text box, which would take seconds to show it. "+
		"Run uses it; Edit puts it in the box.", frame.FormatBytes(h.size)), preview
}
