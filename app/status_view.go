package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// statusView shows the state of a page's last run: #status (data-state,
// data-source once done, data-run counting the runs started) and
// progress#progress while computing.
func statusView(r runView, runs int) []app.UI {
	source := ""
	if r.State == stateDone {
		source = r.Source
	}
	progress := app.Progress().ID("progress").Max(1).Hidden(r.State != stateComputing)
	if r.Progress >= 0 {
		progress = progress.Value(r.Progress)
	}
	return []app.UI{
		app.Div().ID("status").Class("status").DataSet("state", r.State).DataSet("source", source).DataSet("run", runs).
			Aria("live", "polite").Text(r.statusText()),
		progress,
	}
}

// errorView shows a run's error in #error (its text in .message), with a
// retry button when the error is the solver's failure.
func errorView(r runView, onRetry func(app.Context)) app.UI {
	return app.Div().ID("error").Class("error").Role("alert").Hidden(r.Error == "").Body(
		app.Span().Class("message").Text(r.Error),
		app.Button().ID("retry").Class("quiet").Hidden(!r.CanRetry).Text("Retry").
			OnClick(func(ctx app.Context, _ app.Event) { ctx.Emit(func() { onRetry(ctx) }) }),
	)
}
