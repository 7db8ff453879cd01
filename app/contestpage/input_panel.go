package contestpage

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/frame"
)

// inputPanel holds the contest input: textarea#input (also filled by opening
// or dropping a file), and the run and cancel buttons. An input too large
// for the text box (see heldInput) is shown as #input-held instead: its
// size, its first lines, and buttons to edit or drop it.
//
// The textarea is uncontrolled: its value lives in the DOM and is read when
// needed, so typing and pasting megabytes never round-trips through Go.
type inputPanel struct {
	app.Compo

	Running bool
	Held    heldInput

	// page is told of runs, cancels, edits in the box (onEdit), texts
	// opened, dropped or pasted whole (onText), and the held input's Edit
	// and Clear.
	page *Page
}

func (p *inputPanel) Render() app.UI {
	return app.Elem("section").Class("card", "input").Body(
		app.Elem("div").Class("bar").Body(
			app.Elem("label").Attr("for", "input").Class("title").Text("Input"),
			app.Elem("label").Class("button", "quiet", "file").Title("Open a file (or drop one on the text area)").Body(
				app.Text("Open file…"),
				app.ElemSelfClosing("input").Attr("type", "file").ID("file").Attr("accept", ".txt,.in,text/plain").OnChange(p.onFile),
			),
		),
		p.renderHeld(),
		app.Elem("textarea").ID("input").Spellcheck(false).Attr("wrap", "off").Attr("rows", 14).Hidden(p.Held.holds()).
			Attr("placeholder", "Paste the contest input here, open a file, or drop one.").
			OnInput(p.onInput).
			OnPaste(p.onPaste).
			OnDragOver(func(_ app.Context, e app.Event) { e.PreventDefault() }).
			OnDrop(p.onDrop),
		app.Elem("div").Class("bar", "actions").Body(
			app.Elem("button").ID("run").Class("primary").Attr("disabled", p.Running).
				Title("Run (Ctrl+Enter)").Text("Run").
				OnClick(func(ctx app.Context, _ app.Event) { ctx.Emit(func() { p.page.onRun(ctx) }) }),
			app.Elem("button").ID("cancel").Class("danger").Hidden(!p.Running).Text("Cancel").
				OnClick(func(ctx app.Context, _ app.Event) { ctx.Emit(func() { p.page.onCancel(ctx) }) }),
			app.Elem("span").Class("hint").Text("Ctrl+Enter runs"),
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

// load hands file and its text to the page.
func (p *inputPanel) load(ctx app.Context, file app.Value) {
	frame.ReadFile(file, func(text app.Value) {
		ctx.Emit(func() { p.page.onText(ctx, text, file) })
	})
}

// onInput tells the page of an edit in the box; a text pasted or dropped
// there is kept at once, not once typing pauses.
func (p *inputPanel) onInput(ctx app.Context, e app.Event) {
	p.page.onEdit(ctx)
	if kind := e.Get("inputType"); kind.Truthy() && strings.HasPrefix(kind.String(), "insertFrom") {
		p.page.saveInput()
	}
}

// onPaste hands a pasted text of HeldInputSize or more to the page whole,
// instead of letting the text box take it.
func (p *inputPanel) onPaste(ctx app.Context, e app.Event) {
	data := e.Get("clipboardData")
	if !data.Truthy() {
		return
	}
	text := data.Call("getData", "text")
	if frame.JSStringLength(text) < HeldInputSize {
		return
	}
	e.PreventDefault()
	ctx.Emit(func() { p.page.onText(ctx, text, nil) })
}

// renderHeld shows the held input, if any.
func (p *inputPanel) renderHeld() app.UI {
	return app.Elem("div").ID("input-held").Class("held").Hidden(!p.Held.holds()).Body(
		app.Elem("p").Class("hint").Text(p.Held.about),
		app.Elem("pre").Class("preview").Text(p.Held.preview),
		app.Elem("div").Class("bar").Body(
			app.Elem("button").ID("edit-held").Class("quiet").Attr("disabled", !p.Held.editable()).Text("Edit").
				OnClick(func(ctx app.Context, _ app.Event) { ctx.Emit(func() { p.page.onEditHeld(ctx) }) }),
			app.Elem("button").ID("download-held").Class("quiet").Text("Download").
				OnClick(func(ctx app.Context, _ app.Event) { p.page.onDownloadHeld() }),
			app.Elem("button").ID("clear-held").Class("quiet").Text("Clear").
				OnClick(func(ctx app.Context, _ app.Event) { ctx.Emit(func() { p.page.onClearHeld(ctx) }) }),
		),
	)
}
