package main

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/protocol"
)

// Page states, shown in #status's data-state.
const (
	stateLoading   = "loading"   // the solver worker is starting
	stateReady     = "ready"     // waiting for a run
	stateComputing = "computing" // a run is in progress
	stateDone      = "done"      // #output holds the answer
	stateError     = "error"     // #error says what went wrong
)

// outputPanel shows the state of the run (#status, progress#progress, the
// time taken), the parser's or solver's error (#error), the answer (see
// outputView) with copy and download buttons, and where the time went
// (#phases).
type outputPanel struct {
	app.Compo

	Run     runView
	Runs    int         // runs started so far
	View    *outputView // holds the answer
	OnRetry func(app.Context)

	copyNote string // "Copied" or "Copy failed" for a moment after a copy
}

// runView is what the page shows about the last run.
type runView struct {
	State    string
	Source   string  // "computed" or "cache" once done
	Progress float64 // fraction done while computing; negative when unknown
	Elapsed  time.Duration
	Note     string // a line about the last action (e.g. "Cancelled.")
	Lines    int    // lines of output shown (see outputView)
	Phases   *protocol.Phases
	Render   float64 // milliseconds taken to show the output
	Stored   bool    // the worker has cached what it keeps of the run's tables
	Error    string
	CanRetry bool // the error is the solver's failure, not the input's
}

func (p *outputPanel) Render() app.UI {
	r := p.Run
	copyLabel := "Copy"
	if p.copyNote != "" {
		copyLabel = p.copyNote
	}
	return app.Section().Class("card", "output").Body(
		app.Div().Class("bar").Body(
			append([]app.UI{app.Span().Class("title").Text("Output")}, statusView(r, p.Runs)...)...,
		),
		errorView(r, p.OnRetry),
		p.View.render(),
		app.Div().Class("bar", "actions").Body(
			app.Button().ID("copy").Class("quiet").Disabled(r.Lines == 0).Text(copyLabel).OnClick(p.onCopy),
			app.Button().ID("download").Class("quiet").Disabled(r.Lines == 0).Text("Download").OnClick(p.onDownload),
			app.Span().ID("phases").Class("hint").Text(r.phasesText()),
		),
	)
}

// phasesText says how long the output is and where the time went: in the
// worker (parse, tables, solve) and on the page (render).
func (r runView) phasesText() string {
	if r.Phases == nil || r.State != stateDone {
		return ""
	}
	lines := "1 line"
	if r.Lines != 1 {
		lines = fmt.Sprintf("%d lines", r.Lines)
	}
	tables := "computed"
	if r.Source == protocol.SourceCache {
		tables = "from cache"
	}
	return fmt.Sprintf("%s · parse %s · tables %s %s · solve %s · render %s", lines,
		formatMillis(r.Phases.Parse), tables, formatMillis(r.Phases.Tables), formatMillis(r.Phases.Solve), formatMillis(r.Render))
}

// formatMillis shows a phase's time in whole milliseconds, or "< 1 ms".
func formatMillis(ms float64) string {
	if ms < 1 {
		return "< 1 ms"
	}
	return fmt.Sprintf("%.0f ms", ms)
}

func (r runView) statusText() string {
	switch r.State {
	case stateLoading:
		return "Starting the solver…"
	case stateComputing:
		if r.Progress > 0 {
			return fmt.Sprintf("Computing… %d%%", int(100*r.Progress))
		}
		return "Computing…"
	case stateDone:
		how := "computed"
		if r.Source == protocol.SourceCache {
			how = "tables from cache"
		}
		return fmt.Sprintf("Done in %s (%s)", formatDuration(r.Elapsed), how)
	case stateError:
		return "Error"
	}
	if r.Note != "" {
		return r.Note
	}
	return "Ready"
}

// noteTime is how long "Copied" or "Copy failed" replaces the button's label.
const noteTime = 1500 * time.Millisecond

// onCopy puts the current output on the clipboard and says for a moment
// whether that worked.
func (p *outputPanel) onCopy(ctx app.Context, e app.Event) {
	copyText(p.View.shown.text, func(err error) {
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
	download("output.txt", "text/plain", p.View.shown.text)
}

// formatDuration shows a run's time in milliseconds, or seconds past ten.
func formatDuration(d time.Duration) string {
	if d < 10*time.Second {
		return fmt.Sprintf("%d ms", d.Milliseconds())
	}
	return fmt.Sprintf("%.1f s", d.Seconds())
}

// count says n things: "1 segment", "3 segments" (noun is the singular,
// made plural with an s).
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
