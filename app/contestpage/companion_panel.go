package contestpage

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/bridge"
	"nimber/app/catalog"
	"nimber/app/frame"
	"nimber/app/protocol"
)

// The contest companion, below the input and output on the contest page:
// Explain (every case with its components, values, verdict and one winning
// move; each output line links to its case and back; "Open in Play"),
// Check my output (a verdict per case and the first mismatch explained) and
// Generate (kind, seed and cases; download the input and its answers). All
// the work happens in the solver worker.

// Companion tabs.
const (
	tabExplain  = "explain"
	tabCheck    = "check"
	tabGenerate = "generate"
)

// casesShown is how many explained cases the worker sends at a time: the
// first ones, then as many more on "Show more".
const casesShown = 200

// companion is what the contest page keeps of the companion.
type companion struct {
	problem string // the problem of the results shown
	tab     string
	busy    int    // id of the companion request in flight, 0 when none
	error   string // the last request's error (bad input, unreadable output)
	note    string // why the last request was stopped (Cancel, a problem switch)

	explained bool
	input     app.Value       // the input explained (a JavaScript string), for more of its cases
	cases     []protocol.Case // the cases received, from the first
	total     int             // the input's cases
	focus     int             // the case last linked to, -1 when none

	checked *protocol.Checked

	generated  bool
	genInput   string // the generated input
	genAnswers string // its expected output
	genKind    string
}

// reset drops the results of another problem than problemID: they do not
// answer it. The tab picked and the note on a request stopped stay.
func (cp *companion) reset(problemID string) {
	if cp.problem != problemID {
		*cp = companion{tab: cp.tab, note: cp.note, problem: problemID}
	}
}

// empty reports whether the companion shows nothing a reload would lose: no
// request in flight, no result, no output pasted in Check.
func (cp *companion) empty() bool {
	mine := frame.Element("my-output")
	return cp.busy == 0 && !cp.explained && cp.checked == nil && !cp.generated &&
		(!mine.Truthy() || mine.Get("value").String() == "")
}

// companionReceive handles the worker's answers to companion requests and
// reports whether m was one.
func (c *Page) companionReceive(m protocol.Message) bool {
	cp := &c.comp
	switch m := m.(type) {
	case protocol.Explained:
		if m.ID == cp.busy {
			cp.busy, cp.error = 0, ""
			if m.From == 0 {
				cp.explained, cp.cases, cp.focus = true, nil, -1
			}
			if m.From == len(cp.cases) {
				cp.cases = append(cp.cases, m.Cases...)
			}
			cp.total = m.Total
		}
	case protocol.Checked:
		if m.ID == cp.busy {
			cp.busy, cp.error = 0, ""
			cp.checked = &m
		}
	case protocol.Generated:
		if m.ID == cp.busy {
			cp.busy, cp.error = 0, ""
			cp.generated = true
			cp.genInput, cp.genAnswers = m.Input.(app.Value).String(), m.Answers.(app.Value).String()
		}
	case protocol.Error:
		if m.ID != cp.busy || m.ID == 0 {
			return false
		}
		cp.busy, cp.error = 0, m.Message
	case protocol.Crash:
		cp.busy = 0
		return false // the page handles the crash too
	default:
		return false
	}
	return true
}

// companionView draws the companion's card.
func (c *Page) companionView() app.UI {
	cp := &c.comp
	if cp.tab == "" {
		cp.tab = tabExplain
	}
	cp.reset(c.problem.ID)
	tab := func(id, label string) app.UI {
		return frame.El{Tag: "button", ID: "tab-" + id, Class: "tab", Attrs: []frame.Attr{{Name: "role", Value: "tab"}, {Name: "aria-selected", Value: cp.tab == id}},
			Data: []frame.Attr{{Name: "tab", Value: id}}, Text: label, OnClick: c.onTab}.Build()
	}
	// Every tab's panel is there, the others hidden: switching tabs keeps
	// what is typed in them (an output to check, Generate's fields).
	panel := func(id string, body app.UI) frame.El {
		return frame.El{Tag: "div", ID: "panel-" + id, Attrs: []frame.Attr{{Name: "role", Value: "tabpanel"}, {Name: "hidden", Value: cp.tab != id}}, Body: []frame.El{{UI: body}}}
	}
	status := cp.note
	if cp.busy != 0 {
		status = "Working…"
	}
	return frame.El{
		Tag:   "section",
		ID:    "companion",
		Class: "card companion",
		Body: []frame.El{
			{
				Tag:   "div",
				Class: "bar",
				Body: []frame.El{
					{Tag: "span", Class: "title", Text: "Companion"},
					{
						Tag:   "div",
						Class: "tabs",
						Attrs: []frame.Attr{{Name: "role", Value: "tablist"}},
						Body: []frame.El{
							{UI: tab(tabExplain, "Explain")},
							{UI: tab(tabCheck, "Check my output")},
							{UI: tab(tabGenerate, "Generate")},
						},
					},
					{Tag: "span", ID: "companion-status", Class: "status", Data: []frame.Attr{{Name: "busy", Value: cp.busy != 0}}, Text: status},
				},
			},
			{Tag: "div", ID: "companion-error", Class: "error", Attrs: []frame.Attr{{Name: "role", Value: "alert"}, {Name: "hidden", Value: cp.error == ""}}, Text: cp.error},
			panel(tabExplain, c.explainView()),
			panel(tabCheck, c.checkView()),
			panel(tabGenerate, c.generateView()),
		},
	}.Build()
}

func (c *Page) onTab(ctx app.Context, e app.Event) {
	c.comp.tab = frame.Data(ctx.JSSrc(), "tab")
}

// companionStart records a request sent to the worker, starting one first
// when needed.
func (c *Page) companionStart(send func(w *bridge.Worker) int) {
	if c.comp.busy != 0 {
		return
	}
	if c.Worker == nil {
		c.startWorker()
	}
	c.comp.error, c.comp.note, c.comp.problem = "", "", c.problem.ID
	c.comp.busy = send(c.Worker)
}

// explainView shows the explained output, each line's answers linking to
// their cases, and the cases.
func (c *Page) explainView() app.UI {
	cp := &c.comp
	head := frame.El{
		Tag:   "div",
		Class: "bar actions",
		Body: []frame.El{
			{Tag: "button", ID: "explain", Class: "primary", Attrs: []frame.Attr{{Name: "disabled", Value: cp.busy != 0}}, Text: "Explain this input", OnClick: c.onExplain},
			{Tag: "span", Class: "hint", Text: "Why each case is won or lost, and how to win it"},
		},
	}.Build()
	if !cp.explained {
		return frame.El{Tag: "div", Body: []frame.El{{UI: head}}}.Build()
	}
	cases := cp.cases
	// The answers of the cases received, grouped by output line.
	var lines []app.UI
	for i := 0; i < len(cases); {
		line := cases[i].OutLine
		var links []app.UI
		for ; i < len(cases) && cases[i].OutLine == line; i++ {
			links = append(links, frame.El{Tag: "a", ID: fmt.Sprintf("answer-%d", i), Class: "answer-link", Attrs: []frame.Attr{{Name: "tabindex", Value: 0}, {Name: "role", Value: "link"}, {Name: "title", Value: cases[i].Name}}, Data: []frame.Attr{{Name: "target", Value: fmt.Sprintf("case-%d", i)}, {Name: "case", Value: i}}, Text: cases[i].Answer, OnClick: c.onLink, On: []frame.Event{{Name: "keydown", Handler: c.onLinkKey}}}.Build())
		}
		lines = append(lines, frame.El{Tag: "div", Class: "out-line", Children: append([]app.UI{frame.El{Tag: "span", Class: "line-no", Text: strconv.Itoa(line)}.Build()}, links...)}.Build())
	}
	cards := make([]app.UI, len(cases))
	for i := range cards {
		cards[i] = c.caseCard(&cases[i], i, i == cp.focus)
	}
	more := app.UI(app.Text(""))
	if len(cases) < cp.total {
		more = frame.El{Tag: "button", ID: "more-cases", Class: "quiet", Attrs: []frame.Attr{{Name: "disabled", Value: cp.busy != 0}}, Text: fmt.Sprintf("Show more (%d of %d cases shown)", len(cases), cp.total), OnClick: c.onMoreCases}.Build()
	}
	return frame.El{
		Tag: "div",
		Body: []frame.El{
			{UI: head},
			{
				Tag:   "div",
				ID:    "explanation",
				Class: "explanation",
				Data:  []frame.Attr{{Name: "cases", Value: cp.total}},
				Body: []frame.El{
					{Tag: "div", ID: "explained-output", Class: "explained-output", Children: lines},
					{Tag: "div", Class: "cases", Children: cards},
				},
			},
			{UI: more},
		},
	}.Build()
}

// caseCard draws explained case i (−1: the case of a mismatch), with the
// link back to its answer and Open in Play.
func (c *Page) caseCard(pc *protocol.Case, i int, focus bool) app.UI {
	parts := make([]app.UI, 0, len(pc.Parts)+1)
	for _, p := range pc.Parts {
		parts = append(parts, frame.El{
			Tag: "tr",
			Body: []frame.El{
				{Tag: "td", Text: p.Name},
				{Tag: "td", Class: "num", Text: p.Value},
			},
		}.Build())
	}
	if pc.MoreParts > 0 {
		parts = append(parts, frame.El{Tag: "tr", Body: []frame.El{{Tag: "td", Class: "hint", Attrs: []frame.Attr{{Name: "colspan", Value: 2}}, Text: fmt.Sprintf("… and %d more", pc.MoreParts)}}}.Build())
	}
	play := app.UI(frame.El{Tag: "span", Class: "hint no-play", Text: "Open in Play: " + pc.NoPlay}.Build())
	if pc.Position != "" {
		play = frame.El{Tag: "a", Class: "button quiet open-play", Attrs: []frame.Attr{{Name: "href", Value: frame.PlayHref(pc.Game, pc.Position)}}, Text: "Open in Play"}.Build()
	}
	move := app.UI(app.Text(""))
	if pc.Move != "" {
		move = frame.El{
			Tag:   "p",
			Class: "move",
			Body: []frame.El{
				{Tag: "strong", Text: "Winning move: "},
				{UI: app.Text(pc.Move)},
			},
		}.Build()
	}
	class := "case"
	if focus {
		class += " focus"
	}
	back := app.UI(frame.El{Tag: "span", Attrs: []frame.Attr{{Name: "title", Value: "output " + pc.Out}}, Text: "answer: " + pc.Answer}.Build())
	id := "mismatch-case"
	if i >= 0 {
		id = fmt.Sprintf("case-%d", i)
		back = frame.El{Tag: "a", Class: "answer-back", Attrs: []frame.Attr{{Name: "tabindex", Value: 0}, {Name: "role", Value: "link"}, {Name: "title", Value: "output " + pc.Out}}, Data: []frame.Attr{{Name: "target", Value: fmt.Sprintf("answer-%d", i)}, {Name: "case", Value: i}}, Text: "answer: " + pc.Answer, OnClick: c.onLink, On: []frame.Event{{Name: "keydown", Handler: c.onLinkKey}}}.Build()
	}
	return frame.El{
		Tag:   "article",
		ID:    id,
		Class: class,
		Body: []frame.El{
			{
				Tag:   "div",
				Class: "bar",
				Body: []frame.El{
					{Tag: "strong", Text: pc.Name},
					{Tag: "span", Class: "hint", Text: "input " + pc.At},
					{UI: back},
				},
			},
			{Tag: "table", Class: "parts", Children: parts},
			{
				Tag:   "p",
				Class: "value",
				Body: []frame.El{
					{Tag: "strong", Text: "Value: "},
					{UI: app.Text(pc.Value)},
				},
			},
			{
				Tag:   "p",
				Class: "verdict",
				Body: []frame.El{
					{Tag: "strong", Text: "Verdict: "},
					{UI: app.Text(pc.Verdict)},
				},
			},
			{UI: move},
			{UI: play},
		},
	}.Build()
}

// onLink scrolls to the element a link names in data-target and marks its
// case. The links have no href: go-app would navigate to a fragment, and a
// navigation reloads the page's input.
func (c *Page) onLink(ctx app.Context, e app.Event) {
	link := ctx.JSSrc()
	c.comp.focus, _ = strconv.Atoi(frame.Data(link, "case"))
	if el := frame.Element(frame.Data(link, "target")); el.Truthy() {
		el.Call("scrollIntoView", map[string]any{"block": "nearest"})
		el.Call("focus")
	}
}

// onLinkKey follows a link on Enter, as a link with an href would.
func (c *Page) onLinkKey(ctx app.Context, e app.Event) {
	if frame.KeyOf(e).Key == "Enter" {
		c.onLink(ctx, e)
	}
}

// onMoreCases asks for the next cases of the input explained.
func (c *Page) onMoreCases(ctx app.Context, e app.Event) {
	cp := &c.comp
	from := len(cp.cases)
	c.companionStart(func(w *bridge.Worker) int { return w.Explain(c.problem.ID, cp.input, from, casesShown) })
}

func (c *Page) onExplain(ctx app.Context, e app.Event) {
	if c.onceRestored(func(ctx app.Context) { c.onExplain(ctx, e) }) {
		c.comp.note = restoringNote
		return
	}
	c.comp.input = c.input()
	c.companionStart(func(w *bridge.Worker) int { return w.Explain(c.problem.ID, c.comp.input, 0, casesShown) })
}

// checkView has the box for one's own output and the verdicts.
func (c *Page) checkView() app.UI {
	cp := &c.comp
	body := []app.UI{
		frame.El{Tag: "textarea", ID: "my-output", Attrs: []frame.Attr{{Name: "spellcheck", Value: "false"}, {Name: "wrap", Value: "off"}, {Name: "rows", Value: 6}, {Name: "placeholder", Value: "Paste your program's output for the input above."}}}.Build(),
		frame.El{
			Tag:   "div",
			Class: "bar actions",
			Body: []frame.El{
				{Tag: "button", ID: "check", Class: "primary", Attrs: []frame.Attr{{Name: "disabled", Value: cp.busy != 0}}, Text: "Check my output", OnClick: c.onCheck},
				{Tag: "span", Class: "hint", Text: "Words are compared as judges do: spaces and line breaks only separate them"},
			},
		}.Build(),
	}
	r := cp.checked
	if r == nil {
		return frame.El{Tag: "div", Children: body}.Build()
	}
	verdicts := make([]app.UI, len(r.Verdicts))
	for i, v := range r.Verdicts {
		verdicts[i] = frame.El{Tag: "li", Class: "verdict-" + v, Attrs: []frame.Attr{{Name: "title", Value: r.Names[i] + ": " + v}}, Text: r.Names[i] + ": " + v}.Build()
	}
	if len(r.Verdicts) < r.Total {
		verdicts = append(verdicts, frame.El{Tag: "li", Class: "hint", Text: fmt.Sprintf("… the first %d of %d cases", len(r.Verdicts), r.Total)}.Build())
	}
	summary := fmt.Sprintf("All %d cases correct.", r.Total)
	if r.First != nil {
		summary = fmt.Sprintf("%d of %d cases wrong or missing.", r.Wrong, r.Total)
		if r.Wrong == 0 {
			summary = "Every case is right, but the output goes on after the last answer."
		}
	}
	body = append(body,
		frame.El{Tag: "p", ID: "check-summary", Class: "summary", Data: []frame.Attr{{Name: "ok", Value: r.First == nil}}, Text: summary}.Build(),
		frame.El{Tag: "ol", ID: "verdicts", Class: "verdicts", Children: verdicts}.Build(),
	)
	if f := r.First; f != nil {
		body = append(body, frame.El{Tag: "p", ID: "first-mismatch", Class: "mismatch", Text: fmt.Sprintf("First mismatch at output %s: expected %s, got %s%s.", f.At, f.Expected, f.Got, f.Aside)}.Build())
		if f.Case != nil {
			body = append(body, c.caseCard(f.Case, -1, true))
		}
	}
	return frame.El{Tag: "div", Children: body}.Build()
}

func (c *Page) onCheck(ctx app.Context, e app.Event) {
	if c.onceRestored(func(ctx app.Context) { c.onCheck(ctx, e) }) {
		c.comp.note = restoringNote
		return
	}
	out := frame.Element("my-output").Get("value")
	c.companionStart(func(w *bridge.Worker) int { return w.Check(c.problem.ID, c.input(), out) })
}

// generateView has the Generate menu and the downloads.
func (c *Page) generateView() app.UI {
	cp := &c.comp
	kinds := catalog.Get().GenKinds
	options := make([]app.UI, len(kinds))
	for i, k := range kinds {
		options[i] = frame.El{Tag: "option", Attrs: []frame.Attr{{Name: "value", Value: k}}, Text: k}.Build()
	}
	body := []app.UI{
		frame.El{
			Tag:   "div",
			Class: "bar gen",
			Body: []frame.El{
				{Tag: "label", Attrs: []frame.Attr{{Name: "for", Value: "gen-kind"}}, Text: "Kind"},
				{Tag: "select", ID: "gen-kind", Children: options},
				{Tag: "label", Attrs: []frame.Attr{{Name: "for", Value: "gen-seed"}}, Text: "Seed"},
				{Tag: "input", ID: "gen-seed", Attrs: []frame.Attr{{Name: "type", Value: "number"}, {Name: "min", Value: 0}, {Name: "value", Value: "1"}}},
				{Tag: "label", Attrs: []frame.Attr{{Name: "for", Value: "gen-cases"}}, Text: "Cases"},
				{Tag: "input", ID: "gen-cases", Attrs: []frame.Attr{{Name: "type", Value: "number"}, {Name: "min", Value: 0}, {Name: "placeholder", Value: "default"}}},
				{Tag: "button", ID: "generate", Class: "primary", Attrs: []frame.Attr{{Name: "disabled", Value: cp.busy != 0}}, Text: "Generate", OnClick: c.onGenerate},
			},
		}.Build(),
		frame.El{Tag: "p", Class: "hint", Text: "random: cases within the limits; max: the largest input the limits allow; edge: small corner cases. The same seed gives the same input."}.Build(),
	}
	if cp.generated {
		body = append(body,
			frame.El{Tag: "p", ID: "generated", Text: fmt.Sprintf("A %s input of %d bytes for %s, with its expected output.", cp.genKind, len(cp.genInput), c.problem.ID)}.Build(),
			frame.El{
				Tag:   "div",
				Class: "bar actions",
				Body: []frame.El{
					{Tag: "button", ID: "download-input", Class: "quiet", Text: "Download input", OnClick: c.onDownloadInput},
					{Tag: "button", ID: "download-answers", Class: "quiet", Text: "Download answers", OnClick: c.onDownloadAnswers},
					{Tag: "button", ID: "use-input", Class: "quiet", Text: "Put it in the input box", OnClick: c.onUseInput},
				},
			}.Build(),
		)
	}
	return frame.El{Tag: "div", Children: body}.Build()
}

func (c *Page) onGenerate(ctx app.Context, e app.Event) {
	kind := frame.FieldValue("gen-kind")
	seed, cases, err := genNumbers(frame.FieldValue("gen-seed"), frame.FieldValue("gen-cases"))
	if err != nil {
		c.comp.error, c.comp.note = err.Error(), ""
		return
	}
	c.comp.genKind = kind
	c.companionStart(func(w *bridge.Worker) int { return w.Generate(c.problem.ID, kind, seed, cases) })
}

// genNumbers reads Generate's seed and number of cases (empty: the kind's
// default), or says what is wrong with them, as the command line does.
func genNumbers(seedText, casesText string) (seed, cases int, err error) {
	seedText, casesText = strings.TrimSpace(seedText), strings.TrimSpace(casesText)
	seed, err = strconv.Atoi(seedText)
	if err != nil || seed < 0 || seed > protocol.MaxSeed {
		return 0, 0, fmt.Errorf("Seed %q: expected a whole number from 0 to %d (the same seed gives the same input)", seedText, protocol.MaxSeed)
	}
	if casesText == "" {
		return seed, 0, nil
	}
	cases, err = strconv.Atoi(casesText)
	if err != nil || cases < 0 {
		return 0, 0, fmt.Errorf("Cases %q: expected a number of cases (empty or 0: the kind's default; more than the limits allow is brought within them)", casesText)
	}
	return seed, cases, nil
}

func (c *Page) onDownloadInput(ctx app.Context, e app.Event) {
	frame.Download(c.problem.ID+"-"+c.comp.genKind+".in", "text/plain", c.comp.genInput)
}

func (c *Page) onDownloadAnswers(ctx app.Context, e app.Event) {
	frame.Download(c.problem.ID+"-"+c.comp.genKind+".ans", "text/plain", c.comp.genAnswers)
}

func (c *Page) onUseInput(ctx app.Context, e app.Event) {
	c.onText(ctx, app.ValueOf(c.comp.genInput), nil)
}
