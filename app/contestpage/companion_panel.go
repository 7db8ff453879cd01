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
	if cp.problem != c.problem.ID { // results of another problem
		*cp = companion{tab: cp.tab, busy: cp.busy, problem: c.problem.ID}
	}
	tab := func(id, label string) app.UI {
		return app.Elem("button").ID("tab-"+id).Class("tab").Role("tab").DataSet("tab", id).
			Aria("selected", cp.tab == id).Text(label).OnClick(c.onTab)
	}
	var body app.UI
	switch cp.tab {
	case tabCheck:
		body = c.checkView()
	case tabGenerate:
		body = c.generateView()
	default:
		body = c.explainView()
	}
	busy := ""
	if cp.busy != 0 {
		busy = "Working…"
	}
	return app.Elem("section").ID("companion").Class("card", "companion").Body(
		app.Elem("div").Class("bar").Body(
			app.Elem("span").Class("title").Text("Companion"),
			app.Elem("div").Class("tabs").Role("tablist").Body(
				tab(tabExplain, "Explain"), tab(tabCheck, "Check my output"), tab(tabGenerate, "Generate"),
			),
			app.Elem("span").ID("companion-status").Class("status").DataSet("busy", cp.busy != 0).Text(busy),
		),
		app.Elem("div").ID("companion-error").Class("error").Role("alert").Hidden(cp.error == "").Text(cp.error),
		body,
	)
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
	c.comp.error, c.comp.problem = "", c.problem.ID
	c.comp.busy = send(c.Worker)
}

// explainView shows the explained output, each line's answers linking to
// their cases, and the cases.
func (c *Page) explainView() app.UI {
	cp := &c.comp
	head := app.Elem("div").Class("bar", "actions").Body(
		app.Elem("button").ID("explain").Class("primary").Attr("disabled", cp.busy != 0).Text("Explain this input").OnClick(c.onExplain),
		app.Elem("span").Class("hint").Text("Why each case is won or lost, and how to win it"),
	)
	if !cp.explained {
		return app.Elem("div").Body(head)
	}
	cases := cp.cases
	// The answers of the cases received, grouped by output line.
	var lines []app.UI
	for i := 0; i < len(cases); {
		line := cases[i].OutLine
		var links []app.UI
		for ; i < len(cases) && cases[i].OutLine == line; i++ {
			links = append(links, app.Elem("a").ID(fmt.Sprintf("answer-%d", i)).Class("answer-link").
				TabIndex(0).Role("link").DataSet("target", fmt.Sprintf("case-%d", i)).DataSet("case", i).
				Title(cases[i].Name).Text(cases[i].Answer).OnClick(c.onLink).OnKeyDown(c.onLinkKey))
		}
		lines = append(lines, app.Elem("div").Class("out-line").Body(
			append([]app.UI{app.Elem("span").Class("line-no").Text(line)}, links...)...,
		))
	}
	cards := make([]app.UI, len(cases))
	for i := range cards {
		cards[i] = c.caseCard(&cases[i], i, i == cp.focus)
	}
	more := app.UI(app.Text(""))
	if len(cases) < cp.total {
		more = app.Elem("button").ID("more-cases").Class("quiet").Attr("disabled", cp.busy != 0).
			Text(fmt.Sprintf("Show more (%d of %d cases shown)", len(cases), cp.total)).OnClick(c.onMoreCases)
	}
	return app.Elem("div").Body(
		head,
		app.Elem("div").ID("explanation").Class("explanation").DataSet("cases", cp.total).Body(
			app.Elem("div").ID("explained-output").Class("explained-output").Body(lines...),
			app.Elem("div").Class("cases").Body(cards...),
		),
		more,
	)
}

// caseCard draws explained case i (−1: the case of a mismatch), with the
// link back to its answer and Open in Play.
func (c *Page) caseCard(pc *protocol.Case, i int, focus bool) app.UI {
	parts := make([]app.UI, 0, len(pc.Parts)+1)
	for _, p := range pc.Parts {
		parts = append(parts, app.Elem("tr").Body(app.Elem("td").Text(p.Name), app.Elem("td").Class("num").Text(p.Value)))
	}
	if pc.MoreParts > 0 {
		parts = append(parts, app.Elem("tr").Body(app.Elem("td").Attr("colspan", 2).Class("hint").Text(fmt.Sprintf("… and %d more", pc.MoreParts))))
	}
	play := app.UI(app.Elem("span").Class("hint", "no-play").Text("Open in Play: " + pc.NoPlay))
	if pc.Position != "" {
		play = app.Elem("a").Class("button", "quiet", "open-play").Attr("href", frame.PlayHref(pc.Game, pc.Position)).Text("Open in Play")
	}
	move := app.UI(app.Text(""))
	if pc.Move != "" {
		move = app.Elem("p").Class("move").Body(app.Elem("strong").Text("Winning move: "), app.Text(pc.Move))
	}
	class := "case"
	if focus {
		class += " focus"
	}
	back := app.UI(app.Elem("span").Title("output " + pc.Out).Text("answer: " + pc.Answer))
	id := "mismatch-case"
	if i >= 0 {
		id = fmt.Sprintf("case-%d", i)
		back = app.Elem("a").Class("answer-back").TabIndex(0).Role("link").DataSet("target", fmt.Sprintf("answer-%d", i)).DataSet("case", i).
			Title("output " + pc.Out).Text("answer: " + pc.Answer).OnClick(c.onLink).OnKeyDown(c.onLinkKey)
	}
	return app.Elem("article").ID(id).Class(class).Body(
		app.Elem("div").Class("bar").Body(
			app.Elem("strong").Text(pc.Name),
			app.Elem("span").Class("hint").Text("input "+pc.At),
			back,
		),
		app.Elem("table").Class("parts").Body(parts...),
		app.Elem("p").Class("value").Body(app.Elem("strong").Text("Value: "), app.Text(pc.Value)),
		app.Elem("p").Class("verdict").Body(app.Elem("strong").Text("Verdict: "), app.Text(pc.Verdict)),
		move,
		play,
	)
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
	c.comp.input = frame.InputText()
	c.companionStart(func(w *bridge.Worker) int { return w.Explain(c.problem.ID, c.comp.input, 0, casesShown) })
}

// checkView has the box for one's own output and the verdicts.
func (c *Page) checkView() app.UI {
	cp := &c.comp
	body := []app.UI{
		app.Elem("textarea").ID("my-output").Spellcheck(false).Attr("wrap", "off").Attr("rows", 6).
			Attr("placeholder", "Paste your program's output for the input above."),
		app.Elem("div").Class("bar", "actions").Body(
			app.Elem("button").ID("check").Class("primary").Attr("disabled", cp.busy != 0).Text("Check my output").OnClick(c.onCheck),
			app.Elem("span").Class("hint").Text("Words are compared as judges do: spaces and line breaks only separate them"),
		),
	}
	r := cp.checked
	if r == nil {
		return app.Elem("div").Body(body...)
	}
	verdicts := make([]app.UI, len(r.Verdicts))
	for i, v := range r.Verdicts {
		verdicts[i] = app.Elem("li").Class("verdict-" + v).Title(r.Names[i] + ": " + v).Text(r.Names[i] + ": " + v)
	}
	if len(r.Verdicts) < r.Total {
		verdicts = append(verdicts, app.Elem("li").Class("hint").Text(fmt.Sprintf("… the first %d of %d cases", len(r.Verdicts), r.Total)))
	}
	summary := fmt.Sprintf("All %d cases correct.", r.Total)
	if r.First != nil {
		summary = fmt.Sprintf("%d of %d cases wrong or missing.", r.Wrong, r.Total)
		if r.Wrong == 0 {
			summary = "Every case is right, but the output goes on after the last answer."
		}
	}
	body = append(body,
		app.Elem("p").ID("check-summary").Class("summary").DataSet("ok", r.First == nil).Text(summary),
		app.Elem("ol").ID("verdicts").Class("verdicts").Body(verdicts...),
	)
	if f := r.First; f != nil {
		body = append(body, app.Elem("p").ID("first-mismatch").Class("mismatch").Text(
			fmt.Sprintf("First mismatch at output %s: expected %s, got %s%s.", f.At, f.Expected, f.Got, f.Aside)))
		if f.Case != nil {
			body = append(body, c.caseCard(f.Case, -1, true))
		}
	}
	return app.Elem("div").Body(body...)
}

func (c *Page) onCheck(ctx app.Context, e app.Event) {
	out := frame.Element("my-output").Get("value")
	c.companionStart(func(w *bridge.Worker) int { return w.Check(c.problem.ID, frame.InputText(), out) })
}

// generateView has the Generate menu and the downloads.
func (c *Page) generateView() app.UI {
	cp := &c.comp
	kinds := catalog.Get().GenKinds
	options := make([]app.UI, len(kinds))
	for i, k := range kinds {
		options[i] = app.Elem("option").Attr("value", k).Text(k)
	}
	body := []app.UI{
		app.Elem("div").Class("bar", "gen").Body(
			app.Elem("label").Attr("for", "gen-kind").Text("Kind"),
			app.Elem("select").ID("gen-kind").Body(options...),
			app.Elem("label").Attr("for", "gen-seed").Text("Seed"),
			app.ElemSelfClosing("input").ID("gen-seed").Attr("type", "number").Attr("min", 0).Attr("value", "1"),
			app.Elem("label").Attr("for", "gen-cases").Text("Cases"),
			app.ElemSelfClosing("input").ID("gen-cases").Attr("type", "number").Attr("min", 0).Attr("placeholder", "default"),
			app.Elem("button").ID("generate").Class("primary").Attr("disabled", cp.busy != 0).Text("Generate").OnClick(c.onGenerate),
		),
		app.Elem("p").Class("hint").Text("random: cases within the limits; max: the largest input the limits allow; edge: small corner cases. The same seed gives the same input."),
	}
	if cp.generated {
		body = append(body,
			app.Elem("p").ID("generated").Text(fmt.Sprintf("A %s input of %d bytes for %s, with its expected output.", cp.genKind, len(cp.genInput), c.problem.ID)),
			app.Elem("div").Class("bar", "actions").Body(
				app.Elem("button").ID("download-input").Class("quiet").Text("Download input").OnClick(c.onDownloadInput),
				app.Elem("button").ID("download-answers").Class("quiet").Text("Download answers").OnClick(c.onDownloadAnswers),
				app.Elem("button").ID("use-input").Class("quiet").Text("Put it in the input box").OnClick(c.onUseInput),
			),
		)
	}
	return app.Elem("div").Body(body...)
}

func (c *Page) onGenerate(ctx app.Context, e app.Event) {
	kind := frame.FieldValue("gen-kind")
	seed, _ := strconv.Atoi(strings.TrimSpace(frame.FieldValue("gen-seed")))
	cases, _ := strconv.Atoi(strings.TrimSpace(frame.FieldValue("gen-cases")))
	c.comp.genKind = kind
	c.companionStart(func(w *bridge.Worker) int { return w.Generate(c.problem.ID, kind, max(seed, 0), max(cases, 0)) })
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
