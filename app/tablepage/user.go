package tablepage

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/bridge"
	"nimber/app/browser"
	"nimber/app/catalog"
	"nimber/app/frame"
	"nimber/app/protocol"
	"nimber/app/usergame"
)

// userGamePanel is the explorer's "Your own game" section: a code box for a
// game written in Starlark (package script) with the shipped examples to
// start from, its parameters as fields, the values of positions 0..N or of
// the pairs up to (N, M) as a heatmap (a strip folded into rows for one
// dimension, the grid for two), a plot and the numbers. Hovering a cell
// reads it; clicking it lists its options with their values and the mex
// worked out. The work runs in its own solver worker (Cancel replaces it);
// the worker caches tables in IndexedDB by a hash of code and parameters.
// The share link carries the code compressed in the address's fragment.
//
// The code box is left uncontrolled (see the stack notes): the panel reads
// and sets its value directly.
type userGamePanel struct {
	app.Compo
	jobs

	// Workers is the most workers a run may use, the page's address's
	// (?workers=N, as for a far table: see Page.OnNav), 0 for the default.
	Workers int

	unwatch func()   // stops frame.WatchWidth
	onEdit  app.Func // keeps the game at every edit of the panel's inputs

	asked  usergame.Request // the request in progress
	shown  usergame.Request // the request of the table shown
	params []protocol.Param
	errAt  protocol.Error // the last error, placed in the code when Line > 0
	// playErr is the play box's request whose error errAt may be: a later
	// verdict clears it.
	playErr int

	values []uint32
	// valuesRun is the run (Jobs.Runs) whose values are shown:
	// #user-numbers data-run, written as the page is updated (the status
	// may say the run is done sooner, see showStatusNow).
	valuesRun int
	cols      int
	// text is the values as numbers (numbers), written once per table
	// shown: the panel renders again at every progress report of the
	// next request, and a million values take the page's thread a
	// second to write.
	text      string
	textStale bool
	period    string
	width     int           // the heatmap's cells a row
	rule      *patternReply // the rule found in the values, nil when none was looked for
	// ruleFor is the table request whose rule the worker is looking for
	// after sending its values (protocol.Values.RuleFollows), 0 when none.
	ruleFor int
	// recognized is what the rules of the game shown match (a code or a
	// subtraction game), nil when nothing was recognised.
	recognized *protocol.Recognition
	// recognitionFor is the table request whose recognition follows its
	// values (protocol.Values.RecognitionFollows), 0 when none.
	recognitionFor int

	ruleJob     int      // the check of the rule in progress (Pattern), 0 when none
	emit        codeView // the rule written as code
	ruleAnswers int      // checks answered
	stats       string
	pal         *palette
	heat        *heatmap

	options   *protocol.OptionList
	optionReq int
	fragment  string // the game shown, as its share link carries it ("" before one)

	play usergame.PlayBox

	// Helpers list the options of shares of a large table at once (the
	// time of a user's game goes into moves); the panel's worker values
	// the table from their lists. They start with the first request that
	// needs them (startHelpers; helping is then set, even when some have
	// stopped since) and are kept for the next ones.
	helpers []*bridge.Worker
	helping bool
	lists   [][]byte // each share's lists while they come, nil when not listing
	listIDs []int    // the request id each share was asked under

	warmID int  // the warm-up request of the panel's worker
	warm   bool // it is answered, its rule too: #user-status data-warm
}

// userKinds are the value kinds offered for a user's game.
var userKinds = []struct{ Name, Label string }{
	{"grundy", "Grundy values"}, {"misere", "misère Grundy values"},
	{"remoteness", "remoteness"}, {"outcome", "outcome (1: the player to move wins)"},
}

func (c *userGamePanel) OnMount(ctx app.Context) {
	c.play.Worker = func() *bridge.Worker { return c.Worker }
	c.Mount(ctx, c.startWorker)
	// The heatmap is bound now, so that it knows its canvas's size before
	// the first table comes (see heatmap.resize).
	c.heat = newHeatmap(frame.Element("user-heatmap"), frame.Element("user-hover"))
	c.heat.pick = func(i int) { c.UI.Dispatch(func(ctx app.Context) { c.pickCell(i) }) }
	c.heat.label = c.positionText
	c.unwatch = frame.WatchWidth(ctx, c.redrawPlot)
	c.onEdit = app.FuncOf(func(app.Value, []app.Value) any {
		c.keep()
		return nil
	})
	frame.Element("user-game").Call("addEventListener", "input", c.onEdit)
	if hash := frame.LocationHash(); strings.Contains(hash, "code=") {
		usergame.DecodeFragment(hash, func(r usergame.Request, err error) {
			ctx.Dispatch(func(ctx app.Context) { c.openLink(ctx, r, err) })
		})
		return
	}
	if r, ok := usergame.Kept(userGameKey); ok {
		c.fill(r)
		return
	}
	c.showExample()
}

// userGameKey keeps the panel's game across visits (usergame.Keep).
const userGameKey = "nimber.table.game"

// keep keeps the game in the panel's inputs, as typed, for the next visit.
func (c *userGamePanel) keep() { usergame.Keep(userGameKey, c.request()) }

// fill puts the request r in the panel's inputs.
func (c *userGamePanel) fill(r usergame.Request) {
	frame.Element("user-code").Set("value", r.Code)
	frame.Element("user-n").Set("value", r.N)
	if r.Kind != "" {
		frame.Element("user-kind").Set("value", r.Kind)
	}
	c.params = protocol.SplitParams(r.Params)
}

// showExample puts the first example game in the code box when it is empty.
func (c *userGamePanel) showExample() {
	if frame.FieldValue("user-code") == "" {
		c.setExample(firstExample())
	}
}

func (c *userGamePanel) OnDismount() {
	c.Dismount()
	if c.unwatch != nil { // mounted in a browser (a server's page is dismounted unmounted)
		c.unwatch()
		frame.Element("user-game").Call("removeEventListener", "input", c.onEdit)
		c.onEdit.Release()
	}
	c.stopHelpers()
	if c.heat != nil {
		c.heat.release()
		c.heat = nil
	}
}

// redrawPlot draws the plot again at its canvas's new size, when the
// page's width changes (see Page.redrawPlots).
func (c *userGamePanel) redrawPlot(app.Context) {
	if c.values != nil && c.cols == len(c.values) {
		if canvas := frame.Element("user-plot"); canvas.Truthy() {
			drawPlot(canvas, c.values, c.pal, nil, nil)
		}
	}
}

// startWorker starts the panel's worker (the helpers wait for a request
// that needs them, startHelpers).
func (c *userGamePanel) startWorker() {
	c.Worker = bridge.Start(func(m protocol.Message) {
		c.UI.Dispatch(func(ctx app.Context) { c.receive(ctx, m) })
	})
}

// startHelpers starts min(cores, 4) − 1 helpers, unless they were started
// already. Requests posted to them before their Go program runs wait in
// line (the worker's script queues them).
func (c *userGamePanel) startHelpers() {
	if c.helping {
		return
	}
	c.helping = true
	cores := app.Window().Get("navigator").Get("hardwareConcurrency").Int()
	for range min(cores, 4) - 1 {
		var h *bridge.Worker
		h = bridge.Start(func(m protocol.Message) {
			c.UI.Dispatch(func(ctx app.Context) { c.receiveHelper(h, m) })
		})
		c.helpers = append(c.helpers, h)
	}
}

// stopHelpers stops the helpers; the next request that needs them starts
// new ones.
func (c *userGamePanel) stopHelpers() {
	for _, h := range c.helpers {
		h.Stop()
	}
	c.helpers, c.helping = nil, false
}

// receiveHelper handles a message of helper h, which lists share
// 1 + (its index in c.helpers) of a table's options. A helper that stopped
// (a crash: out of memory, say) is dropped, and the table in progress is
// valued by the panel's worker alone.
func (c *userGamePanel) receiveHelper(h *bridge.Worker, m protocol.Message) {
	part := slices.Index(c.helpers, h) + 1
	if part == 0 {
		return // stopped since
	}
	switch m := m.(type) {
	case protocol.MoveLists:
		c.gotLists(part, m)
	case protocol.Error:
		if c.listing(part, m.ID) {
			c.lists = nil
			c.End(frame.StateError)
			c.errAt = m
		}
	case protocol.Crash:
		h.Stop()
		c.helpers = slices.Delete(c.helpers, part-1, part)
		if c.lists != nil {
			c.lists = nil
			c.sendTable(nil)
		}
	}
}

// listing reports whether the options of the table in progress are being
// listed and share part was asked for them under request id.
func (c *userGamePanel) listing(part, id int) bool {
	return c.lists != nil && part < len(c.listIDs) && c.listIDs[part] == id
}

// gotLists keeps a share's option lists; with all of them it asks the
// panel's worker for the table. A share that could not be listed (or a
// table already cached) makes the worker value the table alone.
func (c *userGamePanel) gotLists(part int, m protocol.MoveLists) {
	if !c.listing(part, m.ID) {
		return
	}
	if m.Cached || !m.Listed {
		c.lists = nil
		c.sendTable(nil)
		return
	}
	c.lists[part] = jsBytes(m.Lists)
	for _, l := range c.lists {
		if l == nil {
			return
		}
	}
	all := bytes.Join(c.lists, nil)
	c.lists = nil
	lists := app.Window().Get("Uint8Array").New(len(all))
	app.CopyBytesToJS(lists, all)
	c.sendTable(lists)
}

// sendTable asks the panel's worker for the table of the request in
// progress, with the option lists the helpers made (or nil).
func (c *userGamePanel) sendTable(lists any) {
	r := c.asked
	c.Continue(c.Worker.NewID())
	t := r.Table()
	t.ID, t.Lists, t.Workers = c.Job, lists, c.Workers
	c.Worker.Post(t)
}

// setExample puts an example's code in the box, with a size that suits it.
func (c *userGamePanel) setExample(ex catalog.GameFile) {
	frame.Element("user-code").Set("value", ex.Source)
	n := "100"
	if strings.Contains(ex.Source, "a, b = p") {
		n = "30,30"
	}
	frame.Element("user-n").Set("value", n)
	c.params = nil
	c.errAt = protocol.Error{}
	c.keep()
}

func (c *userGamePanel) Render() app.UI {
	examples := catalog.Get().Files
	return frame.El{
		Tag:   "section",
		ID:    "user-game",
		Class: "card user-game",
		Body: []frame.El{
			{Tag: "h2", Text: "Your own game"},
			{Tag: "p", Class: "hint", Text: "Write moves(p) in Starlark (Python-like): it returns the options of position p, " +
				"a natural number or a tuple (a, b); a list of positions is a sum (its value is the XOR). " +
				"Declare parameters with param(\"k\", 2). Built-ins: " + builtinNames() + "."},
			{
				Tag:   "div",
				Class: "examples",
				Body: append([]frame.El{
					{Tag: "span", Class: "hint", Text: "Start from:"},
				}, frame.Each(len(examples), func(i int) frame.El {
					ex := examples[i]
					return frame.El{Tag: "button", Class: "example quiet", Attrs: []frame.Attr{{Name: "title", Value: ex.Title}}, Data: []frame.Attr{{Name: "example", Value: ex.Name}}, Text: strings.TrimSuffix(ex.Name, ".star"), OnClick: func(ctx app.Context, _ app.Event) { c.setExample(ex) }}
				})...),
			},
			{Tag: "textarea", ID: "user-code", Class: "code", Attrs: []frame.Attr{{Name: "rows", Value: 9}, {Name: "spellcheck", Value: "false"}, {Name: "autocapitalize", Value: "off"}, {Name: "wrap", Value: "off"}, {Name: "aria-label", Value: "Rules of your game (Starlark)"}}},
			{UI: c.renderErrorMark()},
			{
				Tag:   "div",
				ID:    "user-params",
				Class: "fields",
				Body: frame.Each(len(c.params), func(i int) frame.El {
					p := c.params[i]
					return frame.El{
						Tag:   "label",
						Class: "field",
						Attrs: []frame.Attr{{Name: "title", Value: "default " + p.Default}},
						Body: []frame.El{
							{Tag: "span", Text: p.Name},
							{Tag: "input", ID: "user-param-" + p.Name, Attrs: []frame.Attr{{Name: "type", Value: "text"}, {Name: "value", Value: p.Value}, {Name: "spellcheck", Value: "false"}}},
						},
					}
				}),
			},
			{
				Tag:   "div",
				Class: "fields",
				Body: []frame.El{
					{
						Tag:   "label",
						Class: "field size",
						Attrs: []frame.Attr{{Name: "title", Value: "N for the positions 0..N; N,M for the pairs (a, b) up to (N, M)"}},
						Body: []frame.El{
							{Tag: "span", Text: "Positions up to"},
							{Tag: "input", ID: "user-n", Attrs: []frame.Attr{{Name: "type", Value: "text"}, {Name: "value", Value: "100"}, {Name: "spellcheck", Value: "false"}}, On: []frame.Event{frame.OnEnter(func(ctx app.Context) { c.onRun(ctx, app.Event{}) })}},
						},
					},
					{
						Tag:   "label",
						Class: "field kind",
						Body: []frame.El{
							{Tag: "span", Text: "Values"},
							{
								Tag: "select",
								ID:  "user-kind",
								Body: frame.Each(len(userKinds), func(i int) frame.El {
									return frame.El{Tag: "option", Attrs: []frame.Attr{{Name: "value", Value: userKinds[i].Name}}, Text: userKinds[i].Label}
								}),
							},
						},
					},
					{Tag: "button", ID: "user-run", Class: "primary", Attrs: []frame.Attr{{Name: "disabled", Value: c.Job != 0 || c.ruleJob != 0}}, Text: "Compute", OnClick: c.onRun},
					{Tag: "button", ID: "user-cancel", Class: "danger", Attrs: []frame.Attr{{Name: "hidden", Value: c.Job == 0 && c.ruleJob == 0}}, Text: "Cancel", OnClick: c.onCancel},
				},
			},
			{
				Tag:   "div",
				Class: "bar state",
				Body: []frame.El{
					{Tag: "div", ID: "user-status", Class: "status", Attrs: []frame.Attr{{Name: "aria-live", Value: "polite"}}, Data: c.statusData(), Text: c.statusText()},
					{Tag: "progress", ID: "user-progress", Attrs: []frame.Attr{{Name: "max", Value: 1}, {Name: "value", Value: max(c.Run.Progress, 0)}, {Name: "hidden", Value: c.Run.State != frame.StateComputing}}},
				},
			},
			{Tag: "div", ID: "user-error", Class: "error", Attrs: []frame.Attr{{Name: "role", Value: "alert"}, {Name: "hidden", Value: c.errAt.Message == ""}}, Text: c.errAt.Message},
			{
				Tag:   "div",
				Class: "bar",
				Attrs: []frame.Attr{{Name: "hidden", Value: c.values == nil}},
				Body: append([]frame.El{
					{Tag: "span", ID: "user-axes", Class: "hint", Text: heatmapAxes(c.width, c.shown.Pairs(), false)},
				}, heatmapTools("user-", c.values != nil, func() *heatmap { return c.heat })...),
			},
			{Tag: "canvas", ID: "user-heatmap", Class: "heatmap", Attrs: heatmapAttrs},
			{Tag: "div", ID: "user-hover", Class: "hover"},
			{Tag: "p", ID: "user-period", Class: "period", Text: c.period},
			{UI: c.renderRecognized()},
			{UI: c.renderRule()},
			{UI: c.renderOptions()},
			{UI: c.play.Render()},
			{Tag: "canvas", ID: "user-plot", Class: "plot", Attrs: []frame.Attr{{Name: "hidden", Value: c.cols != len(c.values) || c.values == nil}}},
			{
				Tag: "details",
				Body: []frame.El{
					{Tag: "summary", Text: "Numbers"},
					{Tag: "pre", ID: "user-numbers", Class: "numbers", Data: []frame.Attr{{Name: "run", Value: c.valuesRun}}, Text: c.numbers()},
				},
			},
			{
				Tag:   "div",
				Class: "bar actions",
				Body: []frame.El{
					{Tag: "a", ID: "user-share", Attrs: []frame.Attr{{Name: "href", Value: frame.TablePath + "#" + c.fragment}, {Name: "hidden", Value: c.fragment == ""}}, Text: "Link to this game"},
					{Tag: "a", ID: "user-to-play", Attrs: []frame.Attr{{Name: "href", Value: frame.PlayPath + "#" + c.fragment}, {Name: "hidden", Value: c.fragment == ""}}, Text: "Play it on the play page"},
					{Tag: "span", ID: "user-stats", Class: "hint", Text: c.stats},
				},
			},
		},
	}.Build()
}

// builtinNames lists the functions a game file may call.
func builtinNames() string {
	return strings.Join(catalog.Get().Builtins, ", ")
}

// renderErrorMark shows the line of the code where the last error is, with
// a caret under its column.
func (c *userGamePanel) renderErrorMark() app.UI {
	e := c.errAt
	if e.Line == 0 || !c.Running {
		return frame.El{Tag: "pre", ID: "user-error-line", Class: "error-line", Attrs: []frame.Attr{{Name: "hidden", Value: true}}}.Build()
	}
	lines := strings.Split(frame.FieldValue("user-code"), "\n")
	text := ""
	if e.Line <= len(lines) {
		text = lines[e.Line-1]
	}
	prefix := fmt.Sprintf("%d | ", e.Line)
	caret := strings.Repeat(" ", len(prefix)+max(e.Col-1, 0)) + "^"
	return frame.El{Tag: "pre", ID: "user-error-line", Class: "error-line", Data: []frame.Attr{{Name: "line", Value: e.Line}}, Text: prefix + text + "\n" + caret}.Build()
}

// renderRecognized says what the rules of the game shown match, how far,
// where they leave it and where the values past the heaps read come from,
// with a link that opens the code matched in the explorer.
func (c *userGamePanel) renderRecognized() app.UI {
	r := c.recognized
	if r == nil {
		return frame.El{Tag: "p", ID: "user-recognized", Attrs: []frame.Attr{{Name: "hidden", Value: true}}}.Build()
	}
	text := fmt.Sprintf("Recognised: %s on every heap ≤ %d", r.What, r.Upto)
	switch {
	case r.Differs != "":
		text += ", " + r.Differs + ". The values are the file's."
	case !r.Extends:
		text += " (read off those heaps, it says nothing past them)."
	case r.Native && c.shown.N != "" && len(c.values) > r.Upto+1:
		text += fmt.Sprintf("; the values past %d come from its own engine (%s).", r.Upto, r.Checked)
	default:
		text += "."
	}
	var link app.UI = app.Text("")
	if r.Code != "" {
		q := tableQuery{Game: r.Code, N: c.shown.N, Kind: DefaultQuery.Kind}
		link = frame.El{Tag: "a", ID: "user-recognized-link", Attrs: []frame.Attr{{Name: "href", Value: q.link()}}, Text: "Open code " + r.Code + " in the explorer"}.Build()
	}
	return frame.El{
		Tag:   "p",
		ID:    "user-recognized",
		Class: "recognized",
		Data:  []frame.Attr{{Name: "code", Value: r.Code}, {Name: "upto", Value: r.Upto}},
		Body: []frame.El{
			{UI: app.Text(text + " ")},
			{UI: link},
		},
	}.Build()
}

// renderOptions lists the options of the cell clicked.
func (c *userGamePanel) renderOptions() app.UI {
	o := c.options
	if o == nil {
		return frame.El{Tag: "div", ID: "user-options", Attrs: []frame.Attr{{Name: "hidden", Value: true}}}.Build()
	}
	engine := frame.El{Tag: "p", ID: "user-options-engine", Class: "hint", Attrs: []frame.Attr{{Name: "hidden", Value: true}}}
	if note := engineNote(c.recognized, c.values, o); note != "" {
		engine.Text, engine.Attrs = note, nil
	}
	return frame.El{
		Tag:   "div",
		ID:    "user-options",
		Class: "options",
		Body: []frame.El{
			{
				Tag: "p",
				Body: []frame.El{
					{Tag: "strong", Text: o.Pos},
					{UI: app.Text(fmt.Sprintf(": %d options; %s", len(o.Options), o.Rule))},
				},
			},
			engine,
			{
				Tag: "ul",
				Body: frame.Each(len(o.Options), func(i int) frame.El {
					p := o.Options[i]
					text := fmt.Sprintf("→ %s: value %d", p.To, p.Value)
					if strings.Contains(p.Values, "^") {
						text = fmt.Sprintf("→ %s: %s = %d", p.To, p.Values, p.Value)
					}
					return frame.El{Tag: "li", Text: text}
				}),
			},
		},
	}.Build()
}

// engineNote says, for the options o of a heap past those the rules were
// read on (r, the recognition of the table shown, whose values past them
// came from the code's engine) whose value in the table is not the file's
// own, where each comes from; "" for any other position.
func engineNote(r *protocol.Recognition, values []uint32, o *protocol.OptionList) string {
	x, err := strconv.Atoi(o.Pos)
	if err != nil || r == nil || !r.Native || x <= r.Upto || x >= len(values) || values[x] == o.Value {
		return ""
	}
	return fmt.Sprintf("The table shows %d here: past heap %d its values are those of %s, from its own engine. By this file's own rules the value is %d.", values[x], r.Upto, r.What, o.Value)
}

// statusData is #user-status's data attributes: the state of the last
// run, the runs started, whether the worker is warm, where the table shown
// came from, and whether the worker is done with the last run's tables
// (it has cached those it keeps).
func (c *userGamePanel) statusData() []frame.Attr {
	return []frame.Attr{{Name: "state", Value: c.Run.State}, {Name: "run", Value: c.Runs}, {Name: "warm", Value: c.warm}, {Name: "source", Value: c.Run.Source}, {Name: "stored", Value: c.Run.Stored}}
}

// showStatusNow writes #user-status (its data and text) as Render writes
// it, at once. go-app updates the page on its frames, which come on a
// timer, 8 ms after a dispatch at the soonest and later while the browser
// renders: called in the task that draws a table, it has the status say
// so in the same frame as the picture. go-app's next update writes the
// same.
func (c *userGamePanel) showStatusNow() {
	el := frame.Element("user-status")
	for _, a := range c.statusData() {
		frame.SetData(el, a.Name, a.Value)
	}
	// go-app keeps the text node it made: its text is changed, not
	// replaced.
	if text := el.Get("firstChild"); text.Truthy() && text.Get("nodeType").Int() == textNode {
		text.Set("nodeValue", c.statusText())
	}
	frame.Element("user-progress").Set("hidden", true)
}

// textNode is the DOM's nodeType of a text node.
const textNode = 3

func (c *userGamePanel) statusText() string {
	switch c.Run.State {
	case frame.StateLoading, "":
		return "Loading the solver…"
	case frame.StateComputing:
		return "Computing…"
	case frame.StateDone:
		from := "computed"
		if c.Run.Source == protocol.SourceCache {
			from = "from the cache"
		}
		return fmt.Sprintf("Done in %d ms (%s).", c.Run.Elapsed.Milliseconds(), from)
	case frame.StateError:
		return "The game could not be valued."
	}
	if c.Run.Note != "" {
		return c.Run.Note
	}
	return "Ready."
}

// numbers writes the values as the command line prints them: one line, or
// a line per row of pairs; once per table shown (text).
func (c *userGamePanel) numbers() string {
	if !c.textStale {
		return c.text
	}
	c.textStale = false
	var b strings.Builder
	b.Grow(4 * len(c.values))
	var small [512]string // the text of each small value, once written
	for i, v := range c.values {
		if i%c.cols > 0 {
			b.WriteByte(' ')
		}
		if int(v) >= len(small) {
			b.WriteString(catalog.Get().ValueString(v))
		} else {
			if small[v] == "" {
				small[v] = catalog.Get().ValueString(v)
			}
			b.WriteString(small[v])
		}
		if i%c.cols == c.cols-1 {
			b.WriteByte('\n')
		}
	}
	c.text = b.String()
	return c.text
}

// request reads the panel's inputs.
func (c *userGamePanel) request() usergame.Request {
	// The fields are those of the last game valued. A parameter is sent
	// only when its field is set to other than its default (one left at it
	// follows the code's default, which may have changed since) and the
	// code still names it in quotes, as param("k", 2) does: a game typed
	// or opened since may declare none.
	code := frame.FieldValue("user-code")
	var params []protocol.Param
	for _, p := range c.params {
		if el := frame.Element("user-param-" + p.Name); el.Truthy() {
			v := strings.TrimSpace(frame.InputValue(el))
			named := strings.Contains(code, `"`+p.Name+`"`) || strings.Contains(code, "'"+p.Name+"'")
			if v != "" && v != p.Default && named {
				params = append(params, protocol.Param{Name: p.Name, Value: v})
			}
		}
	}
	return usergame.Request{
		Code:   code,
		Params: protocol.JoinParams(params),
		Kind:   frame.FieldValue("user-kind"),
		N:      strings.TrimSpace(frame.FieldValue("user-n")),
	}
}

// onRun asks for the table of the game in the code box. The click updates
// this panel alone: go-app would update every component around it too (the
// whole explorer), which costs the page more than a small table takes. A
// small table's click changes nothing on the page for busyAfter: its
// picture mostly comes sooner, and the frame that would show "Computing…"
// (and the Cancel button) would only delay it.
func (c *userGamePanel) onRun(ctx app.Context, _ app.Event) {
	r := c.request()
	c.ask(r)
	ctx.PreventUpdate()
	if !r.Small() {
		ctx.Dispatch(func(app.Context) {})
		return
	}
	job := c.Job
	ctx.After(busyAfter, func(ctx app.Context) {
		if c.Job != job {
			ctx.PreventUpdate() // answered: the answer updated the panel
		}
	})
}

// busyAfter is how long the panel waits before it shows that a small
// table is being computed: about the longest wait a click's answer still
// feels immediate after.
const busyAfter = 100 * time.Millisecond

// ask sends request r to the worker.
func (c *userGamePanel) ask(r usergame.Request) {
	if c.Worker == nil {
		c.startWorker()
	}
	c.asked = r
	c.errAt = protocol.Error{}
	c.Begin(c.Worker.NewID())
	if !r.Small() {
		c.startHelpers()
	}
	parts := 1 + len(c.helpers)
	if parts == 1 || r.Small() {
		c.lists = nil
		c.sendTable(nil)
		return
	}
	c.lists, c.listIDs = make([][]byte, parts), make([]int, parts)
	for part := range parts {
		w, id := c.Worker, c.Job
		if part > 0 {
			w = c.helpers[part-1]
			id = w.NewID()
		}
		c.listIDs[part] = id
		w.Post(protocol.Moves{ID: id, Table: r.Table(), Part: part, Parts: parts})
	}
}

// warmUp has the panel's new worker value a small game, unseen, and look
// for a rule in its values: Go compiled to WebAssembly runs the
// interpreter and the pattern finder several times slower until the
// engine has optimised them, and the first click should not pay for that.
// (The helpers start with a large table's request, which they then run at
// once.)
func (c *userGamePanel) warmUp() int {
	ex := firstExample()
	id := c.Worker.NewID()
	c.Worker.Post(protocol.Table{ID: id, Game: usergame.Request{Code: ex.Source}.Game(), Kind: "grundy", N: "400", Rule: true, Warm: true})
	return id
}

// onCancel stops the request in progress by replacing the worker.
func (c *userGamePanel) onCancel(ctx app.Context, _ app.Event) {
	if c.Job == 0 && c.ruleJob == 0 {
		return
	}
	c.Worker.Stop()
	c.stopHelpers()
	c.Job = 0
	c.ruleJob = 0
	c.lists = nil
	c.Run = frame.RunView{State: frame.StateReady, Note: "Cancelled."}
	c.startWorker()
}

// receive handles a message from the panel's worker.
func (c *userGamePanel) receive(ctx app.Context, m protocol.Message) {
	if _, ready := m.(protocol.Ready); ready {
		c.warm = false
		c.warmID = c.warmUp()
	}
	if c.Track(m) || c.emit.receive(m) {
		return
	}
	switch m := m.(type) {
	case protocol.MoveLists:
		c.gotLists(0, m)
	case protocol.Values:
		if m.ID == c.warmID && !m.RuleFollows {
			c.warm = true
		}
		if m.ID == c.Job && !m.Partial {
			c.End(frame.StateDone)
			c.Run.Source = m.Source
			c.show(ctx, m)
			c.showStatusNow()
		}
	case protocol.Recognized:
		if m.ID == c.recognitionFor {
			c.recognitionFor = 0
			c.recognized = m.Recognized
			c.setPeriod(m.Period)
		}
	case protocol.OptionList:
		if m.ID == c.optionReq {
			c.options = &m
		}
	case protocol.Verdict:
		if c.play.Receive(m) && c.errAt.ID != 0 && c.errAt.ID == c.playErr {
			c.errAt = protocol.Error{} // a later position answered: its error is gone
		}
	case protocol.Rule:
		switch m.ID {
		case c.warmID:
			c.warm = true
		case c.ruleJob:
			c.gotRule(m)
		case c.ruleFor:
			c.ruleFor = 0
			c.rule = decodePattern(m)
			c.drawPredicted()
		}
	case protocol.Error:
		switch m.ID {
		case c.ruleJob:
			c.ruleJob = 0
			c.ruleAnswers++
			c.errAt = m
		case c.Job:
			c.End(frame.StateError)
			c.errAt = m
			if m.Line > 0 {
				selectLine(frame.Element("user-code"), m.Line)
			}
		case c.optionReq:
			c.errAt = m
		case c.play.Req:
			c.errAt, c.playErr = m, m.ID
		}
	case protocol.Crash:
		c.Worker.Stop()
		c.Worker = nil
		c.ruleJob = 0
		c.stopHelpers()
		c.lists = nil
		c.End(frame.StateError)
		c.errAt = protocol.Error{Message: m.Message + "."}
	}
}

// selectLine selects line n (1-based) of a textarea, marking it.
func selectLine(ta app.Value, n int) {
	lines := strings.SplitAfter(frame.InputValue(ta), "\n")
	start := 0
	for _, l := range lines[:min(n-1, len(lines))] {
		start += len([]rune(l))
	}
	end := start
	if n-1 < len(lines) {
		end += len([]rune(strings.TrimSuffix(lines[n-1], "\n")))
	}
	ta.Call("setSelectionRange", start, end)
}

// show draws a new table: heatmap, plot, numbers, and the share link.
func (c *userGamePanel) show(ctx app.Context, m protocol.Values) {
	t0 := frame.Now()
	r := c.asked
	c.values = jsUint32s(m.Values)
	c.cols = max(m.Cols, 1)
	pairs := r.Pairs()
	if m.Stopped != "" {
		// The values end before the N asked: the rule found in them, its
		// code and its check, and the share link are of the positions
		// shown (of pairs, the whole rows shown).
		r.N = strconv.Itoa(len(c.values) - 1)
		if pairs {
			r.N = fmt.Sprintf("%d,%d", len(c.values)/c.cols-1, c.cols-1)
		}
	}
	c.shown = r
	c.valuesRun = c.Runs
	c.textStale = true
	c.params = m.Params
	c.setPeriod(m.Period)
	c.recognized = m.Recognized
	c.recognitionFor = 0
	if m.RecognitionFollows {
		c.recognitionFor = m.ID
	}
	c.emit.reset()
	c.rule = nil
	c.ruleFor = 0
	if m.RuleFollows {
		c.ruleFor = m.ID
	}
	var stats []string
	switch {
	case m.Stopped != "" && pairs:
		stats = append(stats, fmt.Sprintf("Values of the pairs up to (%s) only, a cap on memory stopped them: %s.", r.N, m.Stopped))
	case m.Stopped != "":
		stats = append(stats, fmt.Sprintf("Values up to position %d only, a cap on memory stopped them: %s.", len(c.values)-1, m.Stopped))
	}
	if m.Positions > 0 {
		stats = append(stats, fmt.Sprintf("%d positions valued, %s kept in memory.", m.Positions, browser.FormatBytes(m.Bytes)))
	}
	if m.Workers > 0 {
		stats = append(stats, "Valued as a subtraction game "+workersText(m.Workers)+".")
	}
	c.stats = strings.Join(stats, " ")
	c.options = nil
	c.play.Reset(r)
	c.pal = newPalette(c.values, r.Kind)
	width := c.cols
	if c.cols == len(c.values) {
		width = foldWidth(0, len(c.values))
		if len(c.values) <= 200 {
			width = len(c.values) // a strip
		}
	}
	c.width = width
	c.heat.show(c.values, c.pal, width)
	c.drawPredicted()
	ms := frame.Now() - t0
	frame.SetData(frame.Element("user-heatmap"), "drawMs", fmt.Sprintf("%.1f", ms))
	// The plot (shown with the values) and the links to this game (the
	// browser compresses the code) follow the picture: they are made once
	// the page is updated (Defer) and painted.
	c.fragment = ""
	values, pal, plot := c.values, c.pal, c.cols == len(c.values)
	ctx.Defer(func(ctx app.Context) {
		frame.AfterPaint(func() {
			if plot {
				drawPlot(frame.Element("user-plot"), values, pal, nil, nil)
			}
			usergame.EncodeFragment(r, func(f string) {
				ctx.Dispatch(func(app.Context) {
					if c.shown == r {
						c.fragment = f
					}
				})
			})
		})
	})
}

// setPeriod shows p, the period of the values shown as the worker wrote it
// ("": none to show).
func (c *userGamePanel) setPeriod(p string) {
	c.period = ""
	if p != "" {
		c.period = "Period: " + p
	}
}

// positionText names the position of cell i.
func (c *userGamePanel) positionText(i int) string {
	if c.cols == len(c.values) {
		return fmt.Sprintf("position %d", i)
	}
	return fmt.Sprintf("(%d, %d)", i/c.cols, i%c.cols)
}

// pickCell asks for the options of cell i.
func (c *userGamePanel) pickCell(i int) {
	if c.Worker == nil || c.Job != 0 {
		return
	}
	pos := fmt.Sprint(i)
	if c.cols != len(c.values) {
		pos = fmt.Sprintf("%d,%d", i/c.cols, i%c.cols)
	}
	frame.Element("user-play-positions").Set("value", pos)
	c.optionReq = c.Worker.NewID()
	r := c.shown
	c.Worker.Post(protocol.Options{ID: c.optionReq, Game: r.Game(), Kind: r.Kind, Pos: pos})
}

// openLink opens the game r of the address's share link and computes it,
// or says why the link could not be read (err) and shows an example.
func (c *userGamePanel) openLink(ctx app.Context, r usergame.Request, err error) {
	if err != nil {
		c.errAt = protocol.Error{Message: err.Error()}
		c.showExample()
		return
	}
	c.fill(r)
	usergame.Keep(userGameKey, r) // its parameters have no inputs yet
	// The game is in the box and kept: the address no longer carries it,
	// so that a reload shows the box as edited since, not the link's game.
	u := *ctx.Page().URL()
	u.Fragment = ""
	ctx.Page().ReplaceURL(&u)
	frame.Element("user-game").Call("scrollIntoView")
	// The worker starts listening shortly: ask once it is there (ask
	// queues the message in the worker's shim until then).
	ctx.After(10*time.Millisecond, func(app.Context) { c.ask(r) })
}

// firstExample is the example game file shown first (empty when the
// catalog could not be read).
func firstExample() catalog.GameFile {
	if fs := catalog.Get().Files; len(fs) > 0 {
		return fs[0]
	}
	return catalog.GameFile{}
}
