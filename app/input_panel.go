package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// inputPanel holds the contest input: textarea#input (also filled by opening
// or dropping a file), and the run and cancel buttons.
//
// The textarea is uncontrolled: its value lives in the DOM and is read when
// needed, so typing and pasting megabytes never round-trips through Go.
type inputPanel struct {
	app.Compo

	Running  bool
	OnRun    func(app.Context)
	OnCancel func(app.Context)
	// OnEdit is told that the text changed (typed, pasted, opened or
	// dropped). It runs without updating the page: with megabytes in the
	// textarea an update costs the browser a new layout of all of it, more
	// than a second, on every keystroke.
	OnEdit func(app.Context)
}

func (p *inputPanel) Render() app.UI {
	return app.Section().Class("card", "input").Body(
		app.Div().Class("bar").Body(
			app.Label().For("input").Class("title").Text("Input"),
			app.Label().Class("button", "quiet", "file").Title("Open a file (or drop one on the text area)").Body(
				app.Text("Open file…"),
				app.Input().Type("file").ID("file").Accept(".txt,.in,text/plain").OnChange(p.onFile),
			),
		),
		app.Textarea().ID("input").Spellcheck(false).Wrap("off").Rows(14).
			Placeholder("Paste the contest input here, open a file, or drop one.").
			OnInput(func(ctx app.Context, _ app.Event) { p.OnEdit(ctx) }).
			OnDragOver(func(_ app.Context, e app.Event) { e.PreventDefault() }).
			OnDrop(p.onDrop),
		app.Div().Class("bar", "actions").Body(
			app.Button().ID("run").Class("primary").Disabled(p.Running).
				Title("Run (Ctrl+Enter)").Text("Run").
				OnClick(func(ctx app.Context, _ app.Event) { ctx.Emit(func() { p.OnRun(ctx) }) }),
			app.Button().ID("cancel").Class("danger").Hidden(!p.Running).Text("Cancel").
				OnClick(func(ctx app.Context, _ app.Event) { ctx.Emit(func() { p.OnCancel(ctx) }) }),
			app.Span().Class("hint").Text("Ctrl+Enter runs"),
		),
	)
}

func (p *inputPanel) onFile(ctx app.Context, e app.Event) {
	files := ctx.JSSrc().Get("files")
	if files.Length() > 0 {
		p.load(ctx, files.Index(0))
	}
	ctx.JSSrc().Set("value", "")
}

func (p *inputPanel) onDrop(ctx app.Context, e app.Event) {
	files := e.Get("dataTransfer").Get("files")
	if files.Length() == 0 {
		return
	}
	e.PreventDefault()
	p.load(ctx, files.Index(0))
}

// load puts the text of file in the textarea.
func (p *inputPanel) load(ctx app.Context, file app.Value) {
	readFile(file, func(text app.Value) {
		ctx.Emit(func() {
			setInputText(text)
			p.OnEdit(ctx)
		})
	})
}
