// Package tablepage is the table explorer ("/table"): the values of a heap
// game as a heatmap, a plot and numbers, their period, the pattern panel,
// and the editor for a game of the user's own in Starlark.
package tablepage

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/bridge"
	"nimber/app/catalog"
	"nimber/app/frame"
	"nimber/app/protocol"
)

// Page is the table explorer at "/table": describe a heap game, pick a
// value kind and a largest heap, and see the values as pictures (the folded
// table on canvas#heatmap, value against size and the histogram on
// canvas#plot) with their period. The values are computed (or read from the
// cache) by the solver worker; the page keeps them to draw and export.
//
// The address carries the request (see tableQuery), so a link restores the
// same view; without one the page shows the last request, not computed.
type Page struct {
	app.Compo

	req   tableQuery // the request shown in the inputs
	asked tableQuery // the request of the job in progress
	jobs

	data     *tableData // the table shown, nil before the first one
	partial  *tableData // the last partial table of the job in progress
	far      *farView   // the table valued far, in progress or shown; nil for others
	pal      *palette
	width    int // the heatmap's row width
	heat     *heatmap
	legend   []legendItem
	pattern  patternPanel
	quotient quotientPanel
	unwatch  func() // stops frame.WatchWidth
}

// The request shown on a first visit.
var DefaultQuery = tableQuery{Game: "0.07", N: "1000", Kind: "grundy-normal"}

// tableLimits states the explorer's limits where the request is typed
// (they are games' limits: the worker enforces them).
func tableLimits() string {
	l := catalog.Get().Games.Limits
	return fmt.Sprintf("Limits: heaps up to %d, or %d when the values come from the definition "+
		"(kinds other than normal Grundy values of coprime, of codes whose moves split heaps and of infinite "+
		"subtraction sets with gaps; codes with modifiers or repeating digits, and %d or %d heaps when "+
		"their repeating digits split heaps or a finite code leaves three heaps); "+
		"flip:N has the cells 1..N; a request over the limit shows the heaps up to it. Normal Grundy values of finite codes "+
		"whose moves leave at most two heaps (grundy, 0.376, kayles …) are valued far past %d heaps, up to %d: "+
		"with progress, kept in this browser and continued. Codes up to %d digits, numbers up to %d, ranges a-b up to %d long.",
		l.MaxN, l.MaxNaive, l.MaxNaiveCubic, l.MaxNaiveQuartic, l.MaxPattern, l.MaxFar, l.MaxDigits, l.MaxInt, l.MaxRange)
}

// tableStorageKey keeps the last request across visits.
const tableStorageKey = "nimber.table"

// Example games offered as one-click starting points; the classic games by
// name are titled with their description (catalog.Games.Named). N, when set,
// is the largest heap the example needs (flip:40 has only the cells
// 1..40); the others keep the size typed.
var Examples = []struct{ Spec, Name, N string }{
	{"0.07", "", ""}, {"0.77", "", ""}, {"0.137", "", ""},
	{"0.6", "", ""}, {"0.007", "", ""}, {"4.7", "", ""}, {"0.3f", "", ""}, {"4!.0", "", ""},
	{"sub:1,3,4", "", ""}, {"sub:1-3", "", ""}, {"sub:primes,semiprimes,!6", "tricolore heap", ""},
	{"coprime", "", ""}, {"half", "", ""}, {"mod17", "", ""}, {"split", "", ""},
	{"flip:40", "the flipping game on cells 1..40", "40"},
}

func (c *Page) OnPreRender(ctx app.Context) {
	c.setInfo(ctx)
}

func (c *Page) OnMount(ctx app.Context) {
	c.Mount(ctx, c.startWorker)
	c.unwatch = frame.WatchWidth(ctx, c.redrawPlots)
	frame.Ready()
}

func (c *Page) OnNav(ctx app.Context) {
	q := parseTableQuery(ctx.Page().URL().Query())
	workers := q.Workers // the address's, whatever table is shown
	compute := q.Game != ""
	if !compute {
		if v := frame.LoadStored(tableStorageKey); v.Truthy() {
			if vals, err := url.ParseQuery(v.String()); err == nil {
				q = parseTableQuery(vals)
			}
		}
	}
	if q.Game == "" {
		q = DefaultQuery
		// A first visit shows a worked example: the default game, computed.
		compute = frame.FirstVisit(frame.TablePath)
	}
	if q.N == "" {
		q.N = DefaultQuery.N
	}
	if q.Kind == "" {
		q.Kind = DefaultQuery.Kind
	}
	q.Workers = workers
	q, c.AddressNote = q.checked()
	c.req = q
	for id, v := range map[string]string{"game": q.Game, "n": q.N, "kind": q.Kind, "width": q.Width} {
		frame.Element(id).Set("value", v)
	}
	c.setInfo(ctx)
	if compute {
		if c.Job != 0 {
			// A link to a table followed while another is computed (go-app
			// opens the page's own links in place): the address wins.
			c.Worker.Stop()
			c.Job = 0
			c.startWorker()
		}
		c.onCompute(ctx)
	}
}

func (c *Page) OnDismount() {
	c.Dismount()
	if c.unwatch != nil { // mounted in a browser (a server's page is dismounted unmounted)
		c.unwatch()
	}
	if c.heat != nil {
		c.heat.release()
		c.heat = nil
	}
}

// OnAppUpdate is called once the service worker has installed a new build:
// offer to reload (the address keeps the request).
func (c *Page) OnAppUpdate(ctx app.Context) {
	c.UpdateWaiting = true
}

func (c *Page) setInfo(ctx app.Context) {
	title := "Nimber — table explorer"
	if c.req.Game != "" {
		title = "Nimber — " + c.req.Game
	}
	frame.SetPageInfo(ctx, title, "Nimber computes the values of heap games (octal codes, subtraction games and more) "+
		"of every kind, finds their period and draws them, in the browser.")
}

func (c *Page) Render() app.UI {
	if c.Run.State == "" { // prerendered, or before the worker starts
		c.Run.State = frame.StateLoading
	}
	return c.Layout(frame.TablePath, app.Context.Reload,
		c.renderForm(),
		c.renderHeatmap(),
		c.renderPattern(),
		c.renderQuotient(),
		c.renderPlot(),
		&userGamePanel{Workers: c.req.workers()},
		frame.CachePanel(c.Cache, &c.jobs).Build(),
	).Build()
}

func (c *Page) renderForm() app.UI {
	period := ""
	if c.data != nil {
		period = c.data.Period
	}
	return frame.El{
		Tag:   "section",
		Class: "card explorer",
		Body: []frame.El{
			{
				Tag:   "div",
				Class: "fields",
				Body: []frame.El{
					{
						Tag:   "label",
						Class: "field game",
						Body: []frame.El{
							{Tag: "span", Text: "Game"},
							{Tag: "input", ID: "game", Attrs: []frame.Attr{{Name: "type", Value: "text"}, {Name: "value", Value: c.req.Game}, {Name: "spellcheck", Value: "false"}, {Name: "autocomplete", Value: "off"}, {Name: "placeholder", Value: "0.07, kayles, sub:1,3,4, coprime, …"}, {Name: "title", Value: "A game: " + catalog.Get().Games.Syntaxes}}},
						},
					},
					{
						Tag:   "label",
						Class: "field size",
						Body: []frame.El{
							{Tag: "span", Text: "Heaps up to"},
							{Tag: "input", ID: "n", Attrs: []frame.Attr{{Name: "type", Value: "text"}, {Name: "value", Value: c.req.N}, {Name: "inputmode", Value: "numeric"}, {Name: "spellcheck", Value: "false"}}},
						},
					},
					{
						Tag:   "label",
						Class: "field kind",
						Body: []frame.El{
							{Tag: "span", Text: "Values"},
							{
								Tag:   "select",
								ID:    "kind",
								Attrs: []frame.Attr{{Name: "aria-describedby", Value: "kind-help"}},
								Body: frame.Each(len(catalog.Get().Games.Kinds), func(i int) frame.El {
									name := catalog.Get().Games.Kinds[i].Name
									o := frame.El{Tag: "option", Attrs: []frame.Attr{{Name: "value", Value: name}}, Text: catalog.Get().Games.Kinds[i].Label}
									if name == c.req.Kind { // never Selected(false): prerendered, it would select
										o.Attrs = append(o.Attrs, frame.Attr{Name: "selected", Value: true})
									}
									return o
								}),
								On: []frame.Event{{Name: "change", Handler: func(ctx app.Context, _ app.Event) {
									c.req.Kind = frame.InputValue(ctx.JSSrc())
								}}},
							},
						},
					},
					{Tag: "button", ID: "compute", Class: "primary", Attrs: []frame.Attr{{Name: "disabled", Value: c.Job != 0}, {Name: "title", Value: "Compute (Enter)"}}, Text: "Compute", OnClick: func(ctx app.Context, _ app.Event) { c.onAsk(ctx) }},
					{Tag: "button", ID: "cancel", Class: "danger", Attrs: []frame.Attr{{Name: "hidden", Value: c.Job == 0}}, Text: "Cancel", OnClick: c.onCancel},
				},
				On: []frame.Event{frame.OnEnter(c.onAsk)},
			},
			{
				Tag:   "div",
				Class: "examples",
				Body: append([]frame.El{
					{Tag: "span", Class: "hint", Text: "Try:"},
				}, frame.Each(len(Examples), func(i int) frame.El {
					e := Examples[i]
					b := frame.El{Tag: "button", Class: "example quiet", Data: []frame.Attr{{Name: "game", Value: e.Spec}}, Text: e.Spec, OnClick: func(ctx app.Context, _ app.Event) { c.onExample(ctx, e.Spec, e.N) }}
					if doc := catalog.Get().NamedDoc(e.Spec); doc != "" {
						e.Name = doc
					}
					if e.Name != "" {
						b.Attrs = append(b.Attrs, frame.Attr{Name: "title", Value: e.Name})
					}
					return b
				})...),
			},
			{Tag: "p", ID: "kind-help", Class: "hint", Text: KindHelp(c.req.Kind)},
			{Tag: "p", ID: "limits", Class: "hint", Text: tableLimits()},
			{Tag: "div", Class: "bar state", Children: frame.StatusView(c.Run, c.Runs)},
			{UI: frame.ErrorView(c.Run, c.onRetry)},
			{UI: c.renderPartial()},
			{Tag: "p", ID: "period", Class: "period", Text: period},
		},
	}.Build()
}

// renderPartial says, while a long table is built, how far it has come:
// Cancel then shows that part.
func (c *Page) renderPartial() app.UI {
	if c.partial == nil {
		return frame.El{Tag: "p", ID: "partial", Attrs: []frame.Attr{{Name: "hidden", Value: true}}}.Build()
	}
	return frame.El{Tag: "p", ID: "partial", Class: "hint", Text: fmt.Sprintf(
		"Heaps 0–%s of %s computed so far: Cancel shows them.", c.partial.N, c.partial.Asked)}.Build()
}

func (c *Page) renderHeatmap() app.UI {
	has := c.data != nil
	width := ""
	if c.req.Width != "" {
		width = c.req.Width
	}
	return frame.El{
		Tag:   "section",
		Class: "card heat",
		Body: []frame.El{
			{
				Tag:   "div",
				Class: "bar",
				Body: append([]frame.El{
					{Tag: "span", Class: "title", Text: "Table"},
					{Tag: "span", ID: "shown", Class: "hint", Text: c.caption()},
					{
						Tag:   "label",
						Class: "field width",
						Attrs: []frame.Attr{{Name: "title", Value: "Cells per row (empty: the period)"}},
						Body: []frame.El{
							{Tag: "span", Text: "Row width"},
							{Tag: "input", ID: "width", Attrs: []frame.Attr{{Name: "type", Value: "text"}, {Name: "inputmode", Value: "numeric"}, {Name: "value", Value: width}, {Name: "placeholder", Value: c.autoWidth()}}, On: []frame.Event{{Name: "change", Handler: c.onWidth}}},
						},
					},
				}, heatmapTools("", has, func() *heatmap { return c.heat })...),
			},
			{Tag: "p", ID: "axes", Class: "hint", Attrs: []frame.Attr{{Name: "hidden", Value: !has}}, Text: heatmapAxes(c.width, false, true)},
			{Tag: "canvas", ID: "heatmap", Class: "heatmap", Attrs: heatmapAttrs},
			{Tag: "div", ID: "hover", Class: "hover"},
			{
				Tag:   "div",
				ID:    "legend",
				Class: "legend",
				Body: frame.Each(len(c.legend), func(i int) frame.El {
					l := c.legend[i]
					return frame.El{
						Tag:   "span",
						Class: "swatch",
						Body: []frame.El{
							{Tag: "span", Class: "chip", Attrs: []frame.Attr{{Name: "style", Value: "background:" + l.Colour}}},
							{UI: app.Text(l.Label)},
						},
					}
				}),
			},
			{
				Tag:   "div",
				Class: "bar actions",
				Body: []frame.El{
					{Tag: "button", ID: "export-csv", Class: "quiet", Attrs: []frame.Attr{{Name: "disabled", Value: !has}}, Text: "Download CSV", OnClick: c.onCSV},
					{Tag: "button", ID: "export-png", Class: "quiet", Attrs: []frame.Attr{{Name: "disabled", Value: !has}}, Text: "Download PNG", OnClick: func(app.Context, app.Event) {
						downloadCanvas(tablePicture(c.data.Values, c.pal, c.width, c.caption()), c.shown().fileName("png"))
					}},
					{Tag: "a", ID: "share", Attrs: []frame.Attr{{Name: "href", Value: c.shareLink()}}, Text: "Link to this table"},
					{Tag: "button", ID: "copy-link", Class: "quiet", Attrs: []frame.Attr{{Name: "disabled", Value: !has}}, Text: "Copy link", OnClick: func(app.Context, app.Event) {
						frame.CopyText(frame.Origin()+c.shareLink(), func(err error) {
							if err != nil {
								app.Log(err)
							}
						})
					}},
					{Tag: "span", Class: "hint pointer-hint", Text: "Wheel scrolls, Ctrl+wheel zooms, drag pans."},
				},
			},
		},
	}.Build()
}

func (c *Page) renderPlot() app.UI {
	return frame.El{
		Tag:   "section",
		Class: "card plots",
		Body: []frame.El{
			{UI: c.far.render()},
			{Tag: "canvas", ID: "plot", Class: "plot"},
			{UI: c.renderRare()},
		},
	}.Build()
}

// renderRare describes the rare/common split of a code's Grundy values.
func (c *Page) renderRare() app.UI {
	d := c.data
	if d == nil || d.Rare == nil {
		return frame.El{Tag: "div", ID: "rare", Attrs: []frame.Attr{{Name: "hidden", Value: true}}}.Build()
	}
	r := d.Rare
	// rare counts the rare heaps from 1 on, as Positions lists them: all
	// of them, where a far table sends only the first ones (its count,
	// Far.Rare, includes heap 0, whose value 0 is always rare).
	counts, rare := valueCounts(d.Values, c.pal.max), len(r.Positions)
	if d.Far != nil {
		counts, rare = d.Far.Counts, d.Far.Rare-1
	}
	var rareValues, commonValues []string
	for v, count := range counts {
		if count == 0 {
			continue
		}
		s := fmt.Sprintf("%d (×%d)", v, count)
		if r.isRare(uint32(v)) {
			rareValues = append(rareValues, s)
		} else {
			commonValues = append(commonValues, s)
		}
	}
	const listed = 500
	shown := r.Positions[:min(len(r.Positions), listed)]
	list := make([]string, len(shown))
	for i, x := range shown {
		list[i] = strconv.FormatUint(uint64(x), 10)
	}
	more := ""
	if rare > len(shown) {
		more = fmt.Sprintf(" … and %d more", rare-len(shown))
	}
	after := ""
	if r.Computed < len(d.Values) {
		after = fmt.Sprintf(" Heaps from %d on follow the proven period.", r.Computed)
	}
	return frame.El{
		Tag:   "div",
		ID:    "rare",
		Class: "rare",
		Body: []frame.El{
			{Tag: "h3", Text: "Rare and common values"},
			{Tag: "p", Text: fmt.Sprintf("Mask %b: a value v is common when v AND %b has an odd number of 1 bits, rare otherwise "+
				"(Flammenkamp). Two common values xor to a rare one, so rare values are seldom reached.", r.Mask, r.Mask)},
			{
				Tag: "p",
				Body: []frame.El{
					{Tag: "strong", Text: "Rare: "},
					{UI: app.Text(strings.Join(rareValues, ", "))},
				},
			},
			{
				Tag: "p",
				Body: []frame.El{
					{Tag: "strong", Text: "Common: "},
					{UI: app.Text(strings.Join(commonValues, ", "))},
				},
			},
			{
				Tag: "p",
				Body: []frame.El{
					{Tag: "strong", Text: fmt.Sprintf("%d rare positions below %d: ", rare, r.Computed)},
					{Tag: "span", ID: "rare-positions", Class: "positions", Text: strings.Join(list, ", ") + more},
					{UI: app.Text(after)},
				},
			},
		},
	}.Build()
}

// startWorker starts a fresh solver worker and asks for the cache's content.
func (c *Page) startWorker() {
	c.Worker = bridge.Start(func(m protocol.Message) {
		c.UI.Dispatch(func(ctx app.Context) { c.receive(ctx, m) })
	})
	c.Worker.ListCache()
}

// receive handles a message from the solver worker.
func (c *Page) receive(ctx app.Context, m protocol.Message) {
	if c.Track(m) || c.receivePattern(m) || c.receiveQuotient(ctx, m) {
		return
	}
	switch m := m.(type) {
	case protocol.FarProgress:
		if m.ID != c.Job {
			return
		}
		if c.far == nil {
			c.far = &farView{}
		}
		c.far.add(m)
		c.Run.Progress = float64(m.Done) / float64(max(m.Total, 1))
		ctx.Defer(func(app.Context) { c.far.draw(frame.Element("far-plot")) })
	case protocol.Values:
		if m.ID != c.Job {
			return
		}
		q := c.asked
		d := decodeTable(m, q.Game, q.Kind, q.N)
		if d.Far != nil {
			c.showFar(ctx, d, m.Rare.Mask, q)
			return
		}
		if d.Partial {
			c.partial = d // shown if the request is cancelled
			return
		}
		c.partial = nil
		c.End(frame.StateDone)
		c.show(ctx, d, q)
	case protocol.Error:
		c.Failed(m)
	case protocol.Crash:
		c.Crashed(m)
	}
}

// showFar shows a table valued far, whole or stopped by Cancel (its
// figures under the mask of its rare split).
func (c *Page) showFar(ctx app.Context, d *tableData, mask uint32, q tableQuery) {
	if c.far == nil {
		c.far = &farView{}
	}
	c.far.done, c.far.last.Mask = d.Far, mask
	if c.far.last.Total == 0 { // read back whole from the prefix kept: no progress came
		c.far.last.Total = d.Far.N + 1
	}
	if d.Far.Stopped {
		c.End(frame.StateReady)
		c.Run.Note = fmt.Sprintf("Cancelled: showing heaps 0–%d, the part computed.", d.Far.N)
		if d.Far.Kept {
			c.Run.Note = fmt.Sprintf("Cancelled: showing heaps 0–%d, the part computed, kept in this browser: Compute continues from there.", d.Far.N)
		}
	} else {
		c.End(frame.StateDone)
	}
	c.show(ctx, d, q)
	ctx.Defer(func(app.Context) { c.far.draw(frame.Element("far-plot")) })
}

// show draws a new table and makes the address its link.
func (c *Page) show(ctx app.Context, d *tableData, q tableQuery) {
	c.Run.Source = d.Source
	c.data, c.pal = d, newPalette(d.Values, d.Kind)
	if d.Far != nil {
		// Its palette spans all its values, not only those shown.
		c.pal = newPalette([]uint32{0, d.Far.Max}, d.Kind)
	}
	c.legend = c.pal.legend()
	c.width = c.widthFor(q.Width)
	if c.heat == nil {
		c.heat = newHeatmap(frame.Element("heatmap"), frame.Element("hover"))
	}
	ms := c.heat.show(d.Values, c.pal, c.width)
	frame.Measure("heatmap", frame.Now()-ms, ms)
	c.drawPlot()
	if d.Far == nil {
		c.findPattern("")
	} else { // the pattern finder reads fewer heaps than a table valued far has
		p := &c.pattern
		p.job, p.reply = 0, nil
		p.emit.reset()
		p.err = fmt.Sprintf("The pattern finder reads tables of at most %d heaps: the period above is that of all %d heaps.", catalog.Get().Games.Limits.MaxPattern+1, d.Far.N+1)
	}
	if err := frame.Store(tableStorageKey, strings.TrimPrefix(q.link(), frame.TablePath+"?")); err != nil {
		app.Log("remembering the request:", err)
	}
	u := *ctx.Page().URL()
	u.Path = frame.TablePath // the address that works on any host
	u.RawQuery = strings.TrimPrefix(q.link(), frame.TablePath+"?")
	ctx.Page().ReplaceURL(&u)
	c.setInfo(ctx)
}

// drawPlot draws canvas#plot of the table shown at the canvas's present
// size. Its histogram counts the values shown, but for a table valued far
// (the counts of all its heaps).
func (c *Page) drawPlot() {
	var counts []int
	if c.data.Far != nil {
		counts = c.data.Far.Counts
	}
	if canvas := frame.Element("plot"); canvas.Truthy() {
		drawPlot(canvas, c.data.Values, c.pal, c.data.Rare, counts)
	}
}

// redrawPlots draws the plots again at their canvases' new size when the
// page's width changes (the window resized, a scroll bar coming or going:
// see OnMount): drawn at the old one, the browser would scale their pixels
// (blurred) until the next drawing.
func (c *Page) redrawPlots(app.Context) {
	if c.data != nil {
		c.drawPlot()
	}
	if c.far != nil {
		c.far.draw(frame.Element("far-plot"))
	}
}

// caption names the table shown; after a failed request it says the table
// is the last one computed (the error is shown with the request).
func (c *Page) caption() string {
	d := c.data
	if d == nil {
		return ""
	}
	s := fmt.Sprintf("%s: %s, heaps 0–%s", d.Game, catalog.Get().KindLabel(d.Kind), d.N)
	switch {
	case d.Partial:
		s += fmt.Sprintf(" — partial: computed up to n = %s of %s, cancelled", d.N, d.Asked)
	case d.Stopped != "":
		s += fmt.Sprintf(" — stopped short of n = %s by a cap on memory: %s", d.Asked, d.Stopped)
	case d.Limit > 0:
		s += fmt.Sprintf(" — over the limit of %d: shown up to n = %d, not %s", d.Limit, d.Limit, d.Asked)
	}
	if d.Far != nil && len(d.Values) <= d.Far.N {
		s += fmt.Sprintf("; the table, the plot and the CSV show heaps 0–%d, the histogram counts them all", len(d.Values)-1)
	}
	if c.Run.State == frame.StateError {
		s += " (the last table computed: the request above failed)"
	}
	return s
}

// widthFor returns the heatmap's row width: the width typed (a positive
// integer) or else the one the period suggests.
func (c *Page) widthFor(typed string) int {
	if w, err := strconv.Atoi(strings.TrimSpace(typed)); err == nil && w > 0 {
		return min(w, len(c.data.Values))
	}
	return foldWidth(c.data.Length, len(c.data.Values))
}

// autoWidth is the width input's placeholder: the width used without one.
func (c *Page) autoWidth() string {
	if c.data == nil {
		return "auto"
	}
	return strconv.Itoa(foldWidth(c.data.Length, len(c.data.Values)))
}

// shown is the request of the table shown, with the width picked now.
func (c *Page) shown() tableQuery {
	if c.data == nil {
		return c.req
	}
	return tableQuery{Game: c.data.Game, N: c.data.N, Kind: c.data.Kind, Width: c.req.Width, Workers: c.req.Workers}
}

// shareLink is the address restoring the table shown.
func (c *Page) shareLink() string { return c.shown().link() }

// checked returns q with an unknown kind or a width that is not a positive
// integer replaced by the defaults, and a note saying so ("" when q is
// fine). The game and n are the worker's to check: it names their errors.
func (q tableQuery) checked() (tableQuery, string) {
	var notes []string
	if kind, ok := catalog.Get().Kind(q.Kind); ok {
		q.Kind = kind
	} else {
		notes = append(notes, fmt.Sprintf("kind %q is not a value kind (showing %s)", q.Kind, catalog.Get().KindLabel(DefaultQuery.Kind)))
		q.Kind = DefaultQuery.Kind
	}
	if w, err := strconv.Atoi(q.Width); q.Width != "" && (err != nil || w < 1) {
		notes = append(notes, fmt.Sprintf("width %q is not a positive integer (the table is folded at its period)", q.Width))
		q.Width = ""
	}
	if w, err := strconv.Atoi(q.Workers); q.Workers != "" && (err != nil || w < 1) {
		notes = append(notes, fmt.Sprintf("workers %q is not a positive integer (runs use the default number)", q.Workers))
		q.Workers = ""
	}
	if len(notes) == 0 {
		return q, ""
	}
	return q, "The address is not quite right: " + strings.Join(notes, "; ") + "."
}

// readForm returns the request typed in the inputs.
func readForm() tableQuery {
	val := func(id string) string { return strings.TrimSpace(frame.FieldValue(id)) }
	return tableQuery{Game: val("game"), N: val("n"), Kind: val("kind"), Width: val("width")}
}

func (c *Page) onCompute(ctx app.Context) {
	if c.Job != 0 {
		return
	}
	if c.Worker == nil {
		c.startWorker()
	}
	workers := c.req.Workers // not a field of the form: the address's
	c.req = readForm()
	c.req.Workers = workers
	c.asked = c.req
	c.partial, c.far = nil, nil
	c.Begin(c.Worker.Table(c.req.Game, c.req.Kind, c.req.N, c.req.workers()))
}

// onCancel stops the request in progress by replacing the worker, and
// shows the part of the table computed so far, if any. A table valued far
// is stopped by the worker itself, which keeps what it computed and
// answers with it (see showFar).
func (c *Page) onCancel(ctx app.Context, e app.Event) {
	if c.Job == 0 {
		return
	}
	if c.far != nil && c.far.done == nil {
		c.Worker.Post(protocol.Stop{ID: c.Job})
		c.Run.Note = "Stopping…"
		return
	}
	c.Worker.Stop()
	c.Job = 0
	c.Run = frame.RunView{State: frame.StateReady, Note: "Cancelled."}
	c.startWorker()
	if d := c.partial; d != nil {
		c.partial = nil
		c.Run.Note = fmt.Sprintf("Cancelled: showing heaps 0–%s, the part computed.", d.N)
		c.show(ctx, d, c.asked)
	}
}

// onAsk computes the request typed: the address no longer describes it.
func (c *Page) onAsk(ctx app.Context) {
	c.AddressNote = ""
	c.onCompute(ctx)
}

// onRetry starts a new worker after a crash, and the request again.
func (c *Page) onRetry(ctx app.Context) {
	c.startWorker()
	c.Run = frame.RunView{State: frame.StateLoading}
	c.onCompute(ctx)
}

// onExample computes an example game, with its size when it needs one.
func (c *Page) onExample(ctx app.Context, spec, n string) {
	frame.Element("game").Set("value", spec)
	if n != "" {
		frame.Element("n").Set("value", n)
	}
	c.onAsk(ctx)
}

// onWidth folds the table again with the width typed.
func (c *Page) onWidth(ctx app.Context, e app.Event) {
	c.req.Width = strings.TrimSpace(frame.InputValue(ctx.JSSrc()))
	if c.data == nil || c.heat == nil {
		return
	}
	c.width = c.widthFor(c.req.Width)
	c.heat.setWidth(c.width)
	c.heat.request()
	u := *ctx.Page().URL()
	u.Path = frame.TablePath // the address that works on any host
	u.RawQuery = strings.TrimPrefix(c.shareLink(), frame.TablePath+"?")
	ctx.Page().ReplaceURL(&u)
}

// KindHelp explains a value kind (such as "remoteness-misere") in a sentence
// or two: what the value is, and which sums of heaps it decides.
func KindHelp(name string) string {
	base, play, _ := strings.Cut(name, "-")
	what := map[string]string{
		"grundy": "Grundy value: the least value that no move reaches (mex); a heap worth 0 is lost for the player " +
			"to move, and a sum of heaps, moving in one heap a turn, is lost exactly when the values XOR to 0.",
		"remoteness": "Remoteness: how many moves the game lasts when the winner hurries and the loser stalls " +
			"(odd: the player to move wins); it decides conjunctive sums, where a turn moves in every heap and " +
			"the game ends with the first heap that cannot move.",
		"suspense": "Suspense: how many moves the game lasts when the winner stalls and the loser hurries; " +
			"it decides continued conjunctive sums, where a turn moves in every heap that still can.",
		"early": "Early-termination value: the Grundy value of diminished disjunctive sums, which end as soon as " +
			"one heap cannot move (ended: no move; ends-next: every move lets the opponent end it).",
		"outcome": "Outcome: 1 when the player to move wins, 0 when not; it decides selective sums, where a turn " +
			"moves in any number of heaps.",
	}[base]
	if what == "" {
		return ""
	}
	switch {
	case play == "misere" && base == "grundy":
		return what + " Misère play of the game itself: whoever cannot move wins. These values decide sums of tame " +
			"heaps only; the Misère quotient below decides every sum of a code's heaps."
	case play == "misere":
		return what + " Misère play of that sum, Game Pack's convention (not misère play of the game itself): whoever " +
			"cannot move wins."
	}
	return what + " Normal play: whoever cannot move loses."
}

// valueCounts counts each value up to vmax (sentinels aside).
func valueCounts(values []uint32, vmax uint32) []int {
	counts := make([]int, vmax+1)
	for _, v := range values {
		if v <= vmax {
			counts[v]++
		}
	}
	return counts
}

func (c *Page) onCSV(ctx app.Context, e app.Event) {
	if c.data != nil {
		frame.Download(c.shown().fileName("csv"), "text/csv", tableCSV(c.data.Values))
	}
}

// jobs is frame.Jobs embedded under an unexported name: go-app copies the
// exported fields of a component from its parent's new rendering, which
// would reset the page's worker and the state of its jobs.
type jobs = frame.Jobs
