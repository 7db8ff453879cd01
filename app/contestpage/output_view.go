package contestpage

import (
	"fmt"
	"math"

	"nimber/app/frame"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// outputText is a contest output as the solver worker sent it: the text (a
// JavaScript string, decoded from the bytes sent, see bridge.Text) and
// where its lines start (protocol.Result.Lines, a Uint32Array). The page
// shows, copies and saves it without reading it into Go. The zero
// outputText is no output.
type outputText struct {
	text  app.Value
	lines app.Value
}

// empty reports whether there is no output to show.
func (o outputText) empty() bool { return o.lineCount() == 0 }

// lineCount is the number of lines of the output.
func (o outputText) lineCount() int {
	if o.text == nil || o.lines == nil {
		return 0
	}
	return o.lines.Length() - 1
}

// slice returns lines [from, to) of the output as a JavaScript string.
func (o outputText) slice(from, to int) app.Value {
	return frame.JSSubstring(o.text, o.lines.Index(from).Int(), o.lines.Index(to).Int())
}

// The output view's geometry (see web/nimber.css): every line is
// outputLineHeight pixels high, and outputOverscan lines above and below
// the visible ones are kept ready for scrolling.
const (
	outputLineHeight = 20
	outputOverscan   = 40
)

// outputView shows a contest output. It renders #output, hidden, whose text
// content is the whole output (for scripts), and the visible view
// #output-view, which holds only the lines scrolled to (#output-window
// inside #output-lines, a block as high as every line together), so that a
// megabyte of output costs no more to show than a page of it. The content
// is set by show, not by rendering; the page keeps one outputView.
type outputView struct {
	shown    outputText
	onScroll app.Func // created on the client, when first needed
}

// render returns the view's elements.
func (v *outputView) render() app.UI {
	return frame.El{
		Tag: "div",
		Body: []frame.El{
			{Tag: "pre", ID: "output", Attrs: []frame.Attr{{Name: "hidden", Value: true}}},
			{Tag: "div", ID: "output-view", Class: "answer", Attrs: []frame.Attr{{Name: "tabindex", Value: 0}, {Name: "aria-label", Value: "Output"}}, Body: []frame.El{{Tag: "div", ID: "output-lines", Body: []frame.El{{Tag: "pre", ID: "output-window"}}}}},
		},
	}.Build()
}

// show puts o into the view (the zero outputText empties it) and returns
// the time it took, in milliseconds.
func (v *outputView) show(o outputText) float64 {
	t0 := frame.Now()
	v.shown = o
	if v.onScroll == nil {
		v.onScroll = app.FuncOf(func(app.Value, []app.Value) any {
			v.showLines()
			return nil
		})
	}
	var text any = ""
	if !o.empty() {
		text = o.text
	}
	frame.Element("output").Set("textContent", text)
	frame.Element("output-lines").Get("style").Set("height", fmt.Sprintf("%dpx", o.lineCount()*outputLineHeight))
	view := frame.Element("output-view")
	view.Set("scrollTop", 0)
	view.Set("onscroll", v.onScroll)
	v.showLines()
	return frame.Now() - t0
}

// showLines fills #output-window with the lines that #output-view shows at
// its scroll position, and those just around them.
func (v *outputView) showLines() {
	view, window := frame.Element("output-view"), frame.Element("output-window")
	if v.shown.empty() {
		window.Set("textContent", "")
		return
	}
	top := view.Get("scrollTop").Float()
	_, height := frame.ElementSize(view)
	first := max(0, int(top/outputLineHeight)-outputOverscan)
	last := min(v.shown.lineCount(), int(math.Ceil((top+height)/outputLineHeight))+outputOverscan)
	window.Get("style").Set("top", fmt.Sprintf("%dpx", first*outputLineHeight))
	window.Set("textContent", v.shown.slice(first, max(first, last)))
}

// release frees the scroll handler (when the page goes away).
func (v *outputView) release() {
	if v.onScroll != nil {
		v.onScroll.Release()
		v.onScroll = nil
	}
}
