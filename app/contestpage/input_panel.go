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

	Running  bool
	Held     heldInput
	FileNote string // why the last file opened or dropped could not be read

	// page is told of runs, cancels, edits in the box (onEdit), texts
	// opened, dropped or pasted whole (onText), and the held input's Edit
	// and Clear.
	page *Page
}

func (p *inputPanel) Render() app.UI {
	return frame.El{
		Tag:   "section",
		Class: "card input",
		Body: []frame.El{
			{
				Tag:   "div",
				Class: "bar",
				Body: []frame.El{
					{Tag: "label", Class: "title", Attrs: []frame.Attr{{Name: "for", Value: "input"}}, Text: "Input"},
					{
						Tag:   "label",
						Class: "button quiet file",
						Attrs: []frame.Attr{{Name: "title", Value: "Open a file (or drop one on the text area)"}},
						Body: []frame.El{
							{UI: app.Text("Open file…")},
							{Tag: "input", ID: "file", Attrs: []frame.Attr{{Name: "type", Value: "file"}, {Name: "accept", Value: ".txt,.in,text/plain"}}, On: []frame.Event{{Name: "change", Handler: p.onFile}}},
						},
					},
				},
			},
			{Tag: "p", ID: "file-error", Class: "error", Attrs: []frame.Attr{{Name: "role", Value: "alert"}, {Name: "hidden", Value: p.FileNote == ""}}, Text: p.FileNote},
			{UI: p.renderHeld()},
			{Tag: "textarea", ID: "input", Attrs: []frame.Attr{{Name: "spellcheck", Value: "false"}, {Name: "wrap", Value: "off"}, {Name: "rows", Value: 14}, {Name: "hidden", Value: p.Held.holds()}, {Name: "placeholder", Value: "Paste the contest input here, open a file, or drop one."}}, On: []frame.Event{{Name: "input", Handler: p.onInput}, {Name: "paste", Handler: p.onPaste}, {Name: "dragover", Handler: func(_ app.Context, e app.Event) { e.PreventDefault() }}, {Name: "drop", Handler: p.onDrop}}},
			{
				Tag:   "div",
				Class: "bar actions",
				Body: []frame.El{
					{Tag: "button", ID: "run", Class: "primary", Attrs: []frame.Attr{{Name: "disabled", Value: p.Running}, {Name: "title", Value: "Run (Ctrl+Enter)"}}, Text: "Run", OnClick: func(ctx app.Context, _ app.Event) { ctx.Emit(func() { p.page.onRun(ctx) }) }},
					{Tag: "button", ID: "cancel", Class: "danger", Attrs: []frame.Attr{{Name: "hidden", Value: !p.Running}}, Text: "Cancel", OnClick: func(ctx app.Context, _ app.Event) { ctx.Emit(func() { p.page.onCancel(ctx) }) }},
					{Tag: "span", Class: "hint pointer-hint", Text: "Ctrl+Enter runs"},
				},
			},
		},
	}.Build()
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

// load hands file and its text to the page, or why it could not be read.
func (p *inputPanel) load(ctx app.Context, file app.Value) {
	frame.ReadFile(file, func(text app.Value, err error) {
		if err != nil {
			ctx.Emit(func() { p.page.fileNote = err.Error() })
			return
		}
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
	return frame.El{
		Tag:   "div",
		ID:    "input-held",
		Class: "held",
		Attrs: []frame.Attr{{Name: "hidden", Value: !p.Held.holds()}},
		Body: []frame.El{
			{Tag: "p", Class: "hint", Text: p.Held.about},
			{Tag: "pre", Class: "preview", Text: p.Held.preview},
			{
				Tag:   "div",
				Class: "bar",
				Body: []frame.El{
					{Tag: "button", ID: "edit-held", Class: "quiet", Attrs: []frame.Attr{{Name: "disabled", Value: !p.Held.editable()}}, Text: "Edit", OnClick: func(ctx app.Context, _ app.Event) { ctx.Emit(func() { p.page.onEditHeld(ctx) }) }},
					{Tag: "button", ID: "download-held", Class: "quiet", Text: "Download", OnClick: func(ctx app.Context, _ app.Event) { p.page.onDownloadHeld() }},
					{Tag: "button", ID: "clear-held", Class: "quiet", Text: "Clear", OnClick: func(ctx app.Context, _ app.Event) { ctx.Emit(func() { p.page.onClearHeld(ctx) }) }},
				},
			},
		},
	}.Build()
}
