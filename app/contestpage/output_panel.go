package contestpage

import (
	"time"

	"nimber/app/frame"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// outputPanel shows the state of the run (#status, progress#progress, the
// time taken), the parser's or solver's error (#error), the answer (see
// outputView) with copy and download buttons, and where the time went
// (#phases).
type outputPanel struct {
	app.Compo

	Run  frame.RunView
	Runs int         // runs started so far
	View *outputView // holds the answer

	page     *Page       // told when Retry is pressed; updates the panel on its own on progress
	ctx      app.Context // the panel's context, once mounted
	copyNote string      // "Copied" or "Copy failed" for a moment after a copy
}

// OnMount makes the panel the page's: the page updates it alone as the
// worker reports progress (see Page.progress).
func (p *outputPanel) OnMount(ctx app.Context) {
	p.ctx = ctx
	p.page.out = p
}

func (p *outputPanel) OnDismount() {
	if p.page.out == p {
		p.page.out = nil
	}
}

func (p *outputPanel) Render() app.UI {
	r := p.Run
	copyLabel := "Copy"
	if p.copyNote != "" {
		copyLabel = p.copyNote
	}
	return frame.El{
		Tag:   "section",
		Class: "card output",
		Body: []frame.El{
			{Tag: "div", Class: "bar", Children: append([]app.UI{frame.El{Tag: "span", Class: "title", Text: "Output"}.Build()}, frame.StatusView(r, p.Runs)...)},
			{UI: frame.ErrorView(r, p.page.onRetry)},
			{UI: p.View.render()},
			{
				Tag:   "div",
				Class: "bar actions",
				Body: []frame.El{
					{Tag: "button", ID: "copy", Class: "quiet", Attrs: []frame.Attr{{Name: "disabled", Value: r.Lines == 0}}, Text: copyLabel, OnClick: p.onCopy},
					{Tag: "button", ID: "download", Class: "quiet", Attrs: []frame.Attr{{Name: "disabled", Value: r.Lines == 0}}, Text: "Download", OnClick: p.onDownload},
					{Tag: "span", ID: "phases", Class: "hint", Text: r.PhasesText()},
				},
			},
		},
	}.Build()
}

// noteTime is how long "Copied" or "Copy failed" replaces the button's label.
const noteTime = 1500 * time.Millisecond

// onCopy puts the current output on the clipboard and says for a moment
// whether that worked.
func (p *outputPanel) onCopy(ctx app.Context, e app.Event) {
	frame.CopyText(p.View.shown.text, func(err error) {
		ctx.Dispatch(func(ctx app.Context) {
			p.copyNote = "Copied"
			if err != nil {
				p.copyNote = "Copy failed"
			}
			ctx.After(noteTime, func(app.Context) { p.copyNote = "" })
		})
	})
}

// onDownload saves the current output. It reads the view at click time: a
// closure made in Render would keep the output of the render that first
// attached the handler (an empty file after a run).
func (p *outputPanel) onDownload(ctx app.Context, e app.Event) {
	frame.Download("output.txt", "text/plain", p.View.shown.text)
}
