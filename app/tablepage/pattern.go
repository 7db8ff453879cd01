package tablepage

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/bridge"
	"nimber/app/catalog"
	"nimber/app/frame"
	"nimber/app/protocol"
)

// patternPanel is the explorer's Pattern panel: the rule the solver worker
// finds in the table shown (package pattern, run in the worker), in words
// and as a formula, with its exceptions and how far it is known to hold; the
// heatmap draws the values it predicts past the table hatched. "Verify up
// to M" has the worker compute the values up to M and report the first
// counterexample.
type patternPanel struct {
	job       int            // the worker request in progress, 0 when none
	worker    *bridge.Worker // the worker running job (a restarted worker lost it)
	verifying bool           // job checks the rule further
	asked     tableQuery     // the table job is about
	reply     *patternReply  // the last answer about the table shown
	err       string
	answers   int       // answers received, #pattern's data-answers
	started   time.Time // when job was posted
	millis    float64   // the last job's time from request to answer, #pattern's data-ms
	emit      codeView  // the rule written as code
}

// codeView is the rule of the table shown written as a program (package
// pattern's emitter, run in the worker): a language choice, the code in a
// read-only box with Copy and Download, or why the rule cannot be written.
type codeView struct {
	lang   string         // the language chosen: c++ (the default), python or go
	job    int            // the Emit request in progress, 0 when none
	worker *bridge.Worker // the worker running job
	reply  *protocol.Code // the last answer about the rule shown
	copied string         // what Copy did
}

// codeLangs are the languages offered, as the worker names them.
var codeLangs = []struct{ Name, Label string }{{"c++", "C++"}, {"python", "Python"}, {"go", "Go"}}

// patternReply is the worker's rule (protocol.Rule) with its predicted
// values decoded.
type patternReply struct {
	protocol.Rule
	Predicted []uint32 // the rule's values of n+1, n+2, …
}

func decodePattern(m protocol.Rule) *patternReply {
	r := &patternReply{Rule: m}
	if m.Predicted != nil {
		r.Predicted = jsUint32s(m.Predicted)
	}
	return r
}

// findPattern asks for the rule of the table shown (verify empty) or for a
// check of it up to verify.
func (c *Page) findPattern(verify string) {
	if c.data == nil || c.Worker == nil {
		return
	}
	p := &c.pattern
	p.asked = c.shown()
	p.worker = c.Worker
	p.verifying = verify != ""
	p.err = ""
	if !p.verifying {
		p.reply = nil
		p.emit.reset()
	}
	p.job = c.Worker.Pattern(p.asked.Game, p.asked.Kind, p.asked.N, verify)
	p.started = time.Now()
}

// receivePattern handles the worker's answers to the panel's requests and
// reports whether m was one.
func (c *Page) receivePattern(m protocol.Message) bool {
	p := &c.pattern
	if c.receiveCode(m) {
		return true
	}
	if p.job == 0 {
		return false
	}
	var rule protocol.Rule
	switch m := m.(type) {
	case protocol.Rule:
		if m.ID != p.job {
			return false
		}
		rule = m
	case protocol.Error:
		if m.ID != p.job {
			return false
		}
		p.err = m.Message
	default:
		return false
	}
	p.job = 0
	p.answers++
	p.millis = float64(time.Since(p.started).Microseconds()) / 1000
	if p.err != "" {
		return true
	}
	if c.data == nil || p.asked.Game != c.data.Game || p.asked.Kind != c.data.Kind || p.asked.N != c.data.N {
		return true // an answer about a table no longer shown
	}
	p.reply = decodePattern(rule)
	c.drawPredicted()
	return true
}

// drawPredicted shows the table with the rule's predictions past it.
func (c *Page) drawPredicted() {
	if pal := heatWithPredictions(c.heat, c.data.Values, c.data.Kind, c.width, c.pattern.reply); pal != nil {
		c.pal = pal
		c.legend = pal.legend()
	}
}

// heatWithPredictions draws on h the values of a table of kind, width
// cells a row, followed hatched by those rule r predicts past them, in a
// palette of both that it returns; nil when r predicts nothing (nothing is
// drawn).
func heatWithPredictions(h *heatmap, values []uint32, kind string, width int, r *patternReply) *palette {
	if h == nil || r == nil || len(r.Predicted) == 0 {
		return nil
	}
	all := slices.Concat(values, r.Predicted)
	pal := newPalette(all, kind)
	h.showPredicted(all, pal, width, len(values))
	return pal
}

// patternBusy reports whether the panel waits for the worker.
func (c *Page) patternBusy() bool {
	return c.pattern.job != 0 && c.pattern.worker == c.Worker
}

func (c *Page) renderPattern() app.UI {
	p := &c.pattern
	busy := c.patternBusy()
	var body []app.UI
	switch {
	case busy && !p.verifying:
		body = append(body, frame.El{Tag: "p", ID: "pattern-state", Class: "hint", Text: "Looking for a rule…"}.Build())
	case c.data == nil || p.reply == nil:
		body = append(body, frame.El{Tag: "p", ID: "pattern-state", Class: "hint", Text: "Compute a table to look for a rule in it."}.Build())
	default:
		body = append(body, ruleView("pattern", p.reply.Rule)...)
		body = append(body, predictedHint("heap", p.reply))
	}
	if p.err != "" {
		body = append(body, frame.El{Tag: "p", ID: "pattern-error", Class: "error-text", Text: p.err}.Build())
	}
	if c.data != nil && p.reply != nil && p.reply.Found {
		body = append(body, verifyView("pattern", "heap", p.reply, busy, busy && p.verifying, c.findPattern))
		if p.reply.N > 0 && len(c.data.Values) > 0 {
			body = append(body, c.renderCode())
		}
	}
	return frame.El{
		Tag:   "section",
		ID:    "pattern",
		Class: "card pattern",
		Data:  []frame.Attr{{Name: "state", Value: patternState(busy, p)}, {Name: "answers", Value: p.answers}, {Name: "ms", Value: fmt.Sprintf("%.1f", p.millis)}},
		Body: []frame.El{
			{Tag: "div", Class: "bar", Body: []frame.El{{Tag: "span", Class: "title", Text: "Pattern"}}},
			{Tag: "div", Children: body},
		},
	}.Build()
}

// patternState is #pattern's data-state: searching, verifying, found,
// none, error or empty.
func patternState(busy bool, p *patternPanel) string {
	switch {
	case busy && p.verifying:
		return "verifying"
	case busy:
		return "searching"
	case p.err != "":
		return "error"
	case p.reply == nil:
		return "empty"
	case p.reply.Found:
		return "found"
	}
	return "none"
}

// predictedHint says which cells the heatmap draws hatched, when rule r
// predicts some; noun names a position ("heap").
func predictedHint(noun string, r *patternReply) app.UI {
	if !r.Found || len(r.Predicted) == 0 {
		return app.Text("")
	}
	return frame.El{Tag: "p", Class: "hint", Text: fmt.Sprintf("Hatched cells past %s %d are predicted by the rule, not computed.", noun, r.N)}.Build()
}

// verifyView is the "verify up to M" control of rule r and its last
// answer (ids starting with prefix; noun names a position): run asks for
// the check up to the M typed (4 max(N, 25) when none); busy disables it
// and verifying says the check is under way.
func verifyView(prefix, noun string, r *patternReply, busy, verifying bool, run func(m string)) app.UI {
	def := strconv.Itoa(4 * max(r.N, 25))
	// verify checks up to the number typed, or def (the button, or Enter).
	verify := func(app.Context) {
		m := strings.TrimSpace(frame.FieldValue(prefix + "-verify"))
		if m == "" {
			m = def
		}
		run(m)
	}
	result := ""
	switch {
	case verifying:
		result = "Computing further…"
	case r.Verified > 0 && r.Counter == nil:
		result = fmt.Sprintf("Verified: the rule gives every value up to %d.", r.Verified)
	case r.Counter != nil:
		result = fmt.Sprintf("Counterexample at %s %d: the rule predicts %s, the game has %s.", noun, r.Counter.N, catalog.Get().ValueString(r.Counter.Predicted), catalog.Get().ValueString(r.Counter.Actual))
	}
	if r.VerifiedBy != "" && result != "" && !verifying {
		result = strings.TrimSuffix(result, ".") + " (" + r.VerifiedBy + ")."
	}
	return frame.El{
		Tag:   "div",
		Class: "bar verify",
		Body: []frame.El{
			{
				Tag:   "label",
				Class: "field",
				Body: []frame.El{
					{Tag: "span", Text: "Verify up to"},
					{Tag: "input", ID: prefix + "-verify", Attrs: []frame.Attr{{Name: "type", Value: "text"}, {Name: "inputmode", Value: "numeric"}, {Name: "placeholder", Value: def}, {Name: "spellcheck", Value: "false"}}, On: []frame.Event{frame.OnEnter(verify)}},
				},
			},
			{Tag: "button", ID: prefix + "-verify-run", Class: "quiet", Attrs: []frame.Attr{{Name: "disabled", Value: busy}}, Text: "Verify", OnClick: func(ctx app.Context, _ app.Event) { verify(ctx) }},
			{Tag: "span", ID: prefix + "-verified", Text: result},
		},
	}.Build()
}

// ruleView shows a rule the worker found (in words, as a formula, how far
// it holds, its exceptions) or why none was, what was tried and the best
// partial fit; the ids of its elements start with prefix.
func ruleView(prefix string, r protocol.Rule) []app.UI {
	if r.Found {
		return []app.UI{
			frame.El{Tag: "p", ID: prefix + "-rule", Class: "rule", Text: r.Sentence}.Build(),
			frame.El{Tag: "p", Body: []frame.El{{Tag: "code", ID: prefix + "-formula", Class: "formula", Text: r.Formula}}}.Build(),
			frame.El{Tag: "p", ID: prefix + "-status", Class: "hint", Text: "Holds: " + r.Status + "."}.Build(),
			frame.El{
				Tag: "p",
				ID:  prefix + "-exceptions",
				Body: []frame.El{
					{Tag: "strong", Text: "Exceptions: "},
					{Tag: "span", Class: "positions", Text: r.Exceptions},
				},
			}.Build(),
		}
	}
	ui := []app.UI{frame.El{Tag: "p", ID: prefix + "-none", Class: "rule", Text: "No rule found: " + r.Why + "."}.Build()}
	if r.Best != "" {
		ui = append(ui, frame.El{Tag: "p", ID: prefix + "-best", Text: "Best partial fit: " + r.Best + "."}.Build())
	}
	tried := strings.Split(r.Tried, "\n")
	return append(ui, frame.El{
		Tag: "details",
		Body: []frame.El{
			{Tag: "summary", Text: "Rules tried"},
			{Tag: "ul", ID: prefix + "-tried", Body: frame.Each(len(tried), func(i int) frame.El { return frame.El{Tag: "li", Text: tried[i]} })},
		},
	}.Build())
}

// renderRule is the rule of a game file's table (the protocol.Rule that
// follows its values) with, for positions 0..N, the "verify up to M"
// control; #user-pattern's data-answers counts the checks answered, and
// its data-pending is true while the rule is looked for.
func (c *userGamePanel) renderRule() app.UI {
	r := c.rule
	if r == nil && c.ruleFor != 0 {
		return frame.El{
			Tag:   "div",
			ID:    "user-pattern",
			Class: "pattern",
			Data:  []frame.Attr{{Name: "pending", Value: true}},
			Body: []frame.El{
				{Tag: "h3", Text: "Pattern"},
				{Tag: "p", Class: "hint", Text: "Looking for a rule in the values…"},
			},
		}.Build()
	}
	if r == nil {
		return frame.El{Tag: "div", ID: "user-pattern", Attrs: []frame.Attr{{Name: "hidden", Value: true}}}.Build()
	}
	body := append([]app.UI{frame.El{Tag: "h3", Text: "Pattern"}.Build()}, ruleView("user-pattern", r.Rule)...)
	body = append(body, predictedHint("position", r))
	if r.Found && c.cols == len(c.values) {
		busy := c.Job != 0 || c.ruleJob != 0
		body = append(body, verifyView("user-pattern", "position", r, busy, c.ruleJob != 0, c.verifyRule),
			c.emit.render("user-pattern", c.Worker, busy, c.emitCode))
	}
	return frame.El{Tag: "div", ID: "user-pattern", Class: "pattern", Data: []frame.Attr{{Name: "answers", Value: c.ruleAnswers}}, Children: body}.Build()
}

// verifyRule has the worker value the game shown up to m and check the
// rule against it.
func (c *userGamePanel) verifyRule(m string) {
	if c.Worker == nil || c.Job != 0 {
		return
	}
	r := c.shown
	c.errAt = protocol.Error{}
	c.ruleJob = c.Worker.NewID()
	c.Worker.Post(protocol.Pattern{ID: c.ruleJob, Game: r.Game(), Kind: r.Kind, N: r.N, Verify: m})
}

// emitCode has the worker write the rule of the game shown as code.
func (c *userGamePanel) emitCode() {
	if c.Worker == nil || c.Job != 0 || c.ruleJob != 0 {
		return
	}
	r := c.shown
	c.emit.ask(c.Worker, r.Game(), r.Kind, r.N)
}

// gotRule takes the answer to verifyRule and draws the predictions again.
func (c *userGamePanel) gotRule(m protocol.Rule) {
	c.ruleJob = 0
	c.ruleAnswers++
	c.rule = decodePattern(m)
	c.drawPredicted()
}

// drawPredicted shows the table with the rule's predictions past it.
func (c *userGamePanel) drawPredicted() {
	if c.cols != len(c.values) {
		return
	}
	if pal := heatWithPredictions(c.heat, c.values, c.shown.Kind, c.width, c.rule); pal != nil {
		c.pal = pal
	}
}

// emitCode asks the worker for the rule of the table shown written in the
// language chosen.
func (c *Page) emitCode() {
	if c.data == nil || c.Worker == nil || c.patternBusy() {
		return
	}
	q := c.shown()
	c.pattern.emit.ask(c.Worker, protocol.GameRef{Spec: q.Game}, q.Kind, q.N)
}

// receiveCode takes the worker's answer to emitCode and reports whether m
// was one.
func (c *Page) receiveCode(m protocol.Message) bool { return c.pattern.emit.receive(m) }

// renderCode is the "Code" part of the Pattern panel (see codeView).
func (c *Page) renderCode() app.UI {
	return c.pattern.emit.render("pattern", c.Worker, c.patternBusy(), c.emitCode)
}

// ask has worker w write the rule found in the values of kind of game for
// positions 0..n in the language chosen.
func (e *codeView) ask(w *bridge.Worker, game protocol.GameRef, kind, n string) {
	if e.lang == "" {
		e.lang = codeLangs[0].Name
	}
	e.reply, e.copied = nil, ""
	e.worker = w
	e.job = w.Emit(game, kind, n, e.lang)
}

// receive takes the worker's answer to ask and reports whether m was one.
func (e *codeView) receive(m protocol.Message) bool {
	if e.job == 0 {
		return false
	}
	switch m := m.(type) {
	case protocol.Code:
		if m.ID != e.job {
			return false
		}
		e.reply = &m
	case protocol.Error:
		if m.ID != e.job {
			return false
		}
		e.reply = &protocol.Code{ID: m.ID, Refused: m.Message}
	default:
		return false
	}
	e.job = 0
	return true
}

// reset forgets the code of a rule no longer shown.
func (e *codeView) reset() { e.reply, e.job, e.copied = nil, 0, "" }

// render shows the language choice and the button that calls ask, then
// the code or why there is none; the ids of its elements start with
// prefix. w is the worker of the panel (a request of a replaced one is
// lost) and busy disables the button.
func (e *codeView) render(prefix string, w *bridge.Worker, busy bool, ask func()) app.UI {
	lang := e.lang
	if lang == "" {
		lang = codeLangs[0].Name
	}
	writing := e.job != 0 && e.worker == w
	ui := []app.UI{
		frame.El{
			Tag:   "div",
			Class: "bar",
			Body: []frame.El{
				{
					Tag:   "label",
					Class: "field",
					Body: []frame.El{
						{Tag: "span", Text: "Code in"},
						{
							Tag: "select",
							ID:  prefix + "-lang",
							Body: frame.Each(len(codeLangs), func(i int) frame.El {
								l := codeLangs[i]
								return frame.El{Tag: "option", Attrs: []frame.Attr{{Name: "value", Value: l.Name}, {Name: "selected", Value: l.Name == lang}}, Text: l.Label}
							}),
							On: []frame.Event{{Name: "change", Handler: func(ctx app.Context, ev app.Event) {
								e.lang = frame.InputValue(ctx.JSSrc())
								if e.reply != nil {
									ask()
								}
							}}},
						},
					},
				},
				{Tag: "button", ID: prefix + "-emit", Class: "quiet", Attrs: []frame.Attr{{Name: "disabled", Value: writing || busy}}, Text: "Write the rule as code", OnClick: func(ctx app.Context, _ app.Event) { ask() }},
				{Tag: "span", ID: prefix + "-code-state", Class: "hint", Attrs: []frame.Attr{{Name: "aria-live", Value: "polite"}}, Text: codeState(writing)},
			},
		}.Build(),
	}
	switch r := e.reply; {
	case r == nil:
	case r.Refused != "":
		ui = append(ui, frame.El{Tag: "p", ID: prefix + "-code-refused", Class: "error-text", Text: "No code: " + r.Refused + "."}.Build())
	default:
		ui = append(ui,
			frame.El{Tag: "textarea", ID: prefix + "-code", Class: "code", Attrs: []frame.Attr{{Name: "readonly", Value: true}, {Name: "rows", Value: 14},
				{Name: "spellcheck", Value: "false"}, {Name: "wrap", Value: "off"}, {Name: "aria-label", Value: "The rule as a program in " + langLabel(r.Lang)}},
				Text: r.Code}.Build(),
			frame.El{
				Tag:   "div",
				Class: "bar actions",
				Body: []frame.El{
					{Tag: "button", ID: prefix + "-copy", Class: "quiet", Text: "Copy", OnClick: func(ctx app.Context, _ app.Event) {
						frame.CopyText(r.Code, func(err error) {
							ctx.Dispatch(func(app.Context) {
								e.copied = "Copied."
								if err != nil {
									e.copied = err.Error()
								}
							})
						})
					}},
					{Tag: "button", ID: prefix + "-download", Class: "quiet", Text: "Download " + r.File, OnClick: func(ctx app.Context, _ app.Event) { frame.Download(r.File, "text/plain", r.Code) }},
					{Tag: "span", ID: prefix + "-copied", Class: "hint", Attrs: []frame.Attr{{Name: "aria-live", Value: "polite"}}, Text: e.copied},
				},
			}.Build(),
		)
	}
	return frame.El{Tag: "div", ID: prefix + "-code-view", Class: "emit", Data: []frame.Attr{{Name: "lang", Value: lang}}, Children: ui}.Build()
}

// codeState says what the code part is doing.
func codeState(busy bool) string {
	if busy {
		return "Writing the code…"
	}
	return ""
}

// langLabel is the name of language lang as the page shows it.
func langLabel(lang string) string {
	for _, l := range codeLangs {
		if l.Name == lang {
			return l.Label
		}
	}
	return lang
}
