package contestpage

import (
	"fmt"

	"nimber/app/browser"
	"nimber/app/frame"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// HeldInputSize is the size (in UTF-16 units) from which an input is held
// out of the text box: Chromium's textarea takes seconds of main-thread
// layout for a megabyte of contest input (12–19 s for 1.5 MB on a loaded
// 2-core machine), while the solve never needs the text in the page.
const HeldInputSize = 1 << 18

// heldInput is a contest input kept as a JavaScript string outside the text
// box: one opened, dropped, pasted or put back after a reload whose size
// is at least HeldInputSize. The zero heldInput holds nothing.
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

// EditableInputSize is the size (in UTF-16 units) up to which Edit puts a
// held input into the text box. Chromium's textarea lays its whole text out
// again on each key typed: on a loaded 2-core machine 1.2–1.4 s per key at
// 1 MB and 7–13 s at 8 MB, of which the page's input handler takes 6–14 ms;
// showing the megabyte took 25 s. A larger input is changed outside the
// page (Download, edit, open the file) or replaced.
const EditableInputSize = 1 << 19

// editable reports whether Edit may put the held input into the text box.
func (h heldInput) editable() bool { return h.holds() && h.size <= EditableInputSize }

// A held input's preview shows its first heldPreviewLines lines, at most
// heldPreviewChars UTF-16 units of them (an input may be one long line).
const (
	heldPreviewLines = 12
	heldPreviewChars = 2000
)

// summary says what is held: its size and its first lines.
func (h heldInput) summary() (about, preview string) {
	if !h.holds() {
		return "", ""
	}
	end := 0
	for range heldPreviewLines {
		next := frame.JSIndexOf(h.text, "\n", end)
		if next < 0 {
			end = h.size
			break
		}
		end = next + 1
	}
	preview = frame.JSSubstring(h.text, 0, min(end, heldPreviewChars)).String()
	about = fmt.Sprintf("An input of %s is held here rather than in the text box, which would take seconds to show it. ",
		browser.FormatBytes(h.size))
	if h.editable() {
		return about + "Run uses it; Edit puts it in the box.", preview
	}
	return about + "Run uses it. It is too large to edit here (each key typed would take seconds): " +
		"Download it, edit it in a text editor and open the result, or Clear it.", preview
}
