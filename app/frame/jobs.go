package frame

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/bridge"
	"nimber/app/protocol"
)

// Jobs is what a page running jobs in the solver worker keeps about
// them and about the worker; the pages embed it.
type Jobs struct {
	UI      app.Context // the page's own context: worker messages update the page
	Worker  *bridge.Worker
	Running bool // true on the client once running: renders #wasm-ready

	Job   int // id of the job in progress, 0 when none
	last  int // id of the last job started
	start time.Time
	Run   RunView
	Runs  int // jobs started, shown in #status's data-run
	Cache protocol.Cache

	UpdateWaiting bool   // a new build is installed: offer to reload
	AddressNote   string // what was wrong with the page's address

	cacheKnown bool      // cache holds a list from the worker
	cacheNews  app.Value // the BroadcastChannel between tabs about cache changes
	onNews     app.Func
	// newsList is the request of the last list asked for because another
	// tab or page said the cache changed: that change is not news to tell.
	newsList int
}

// cacheChannel names the BroadcastChannel on which a page says the table
// cache changed (a table stored, the cache cleared): the pages of other
// tabs ask their workers for the cache's content again.
const cacheChannel = "nimber-cache"

// Mount records the page's context on the client and starts its worker with
// start unless one is already running.
func (w *Jobs) Mount(ctx app.Context, start func()) {
	w.UI = ctx
	if w.Worker == nil {
		w.Run.State = StateLoading
		start()
	}
	w.listenCacheNews()
	w.Running = true
}

// Layout lays out a page at path: its frame, the offer to reload a new
// build (onReload reloads), the note on a wrong address, the content, and
// once running on the client span#wasm-ready (the browser tests wait for it).
// The page may add handlers to the element returned before building it.
func (w *Jobs) Layout(path string, onReload func(app.Context), content ...app.UI) El {
	ready := app.UI(app.Text(""))
	if w.Running {
		ready = El{Tag: "span", ID: "wasm-ready", Attrs: []Attr{{Name: "hidden", Value: true}}}.Build()
	}
	notices := []app.UI{
		El{
			Tag:   "div",
			Class: "update",
			Attrs: []Attr{{Name: "hidden", Value: !w.UpdateWaiting}},
			Body: []El{
				{UI: app.Text("A new version of Nimber is ready. ")},
				{Tag: "button", ID: "reload", Class: "quiet", Text: "Reload", OnClick: func(ctx app.Context, _ app.Event) { onReload(ctx) }},
			},
		}.Build(),
		addressNoteView(w.AddressNote),
	}
	return El{
		Tag: "div",
		Body: []El{
			{UI: pageFrame(path, append(notices, content...)...)},
			{UI: ready},
		},
	}
}

// Dismount stops the worker and the news of other tabs.
func (w *Jobs) Dismount() {
	if w.Worker != nil { // nil when prerendered or after a crash
		w.Worker.Stop()
		w.Worker = nil
	}
	if w.onNews != nil {
		w.cacheNews.Call("close")
		w.onNews.Release()
		w.onNews = nil
	}
}

// ClearCache asks the worker, if one runs, to delete every cached table.
func (w *Jobs) ClearCache() {
	if w.Worker != nil {
		w.Worker.ClearCache()
	}
}

// listenCacheNews asks the worker for the cache's content whenever another
// tab says the cache changed.
func (w *Jobs) listenCacheNews() {
	bc := app.Window().Get("BroadcastChannel")
	if w.onNews != nil || !bc.Truthy() {
		return
	}
	w.cacheNews = bc.New(cacheChannel)
	w.onNews = app.FuncOf(func(app.Value, []app.Value) any {
		w.UI.Dispatch(func(app.Context) {
			if w.Worker != nil {
				w.newsList = w.Worker.ListCache()
			}
		})
		return nil
	})
	w.cacheNews.Set("onmessage", w.onNews)
}

// noteCache shows the cache's content c, and tells the other tabs when it
// changed since the last list (not on the first: nothing changed then; nor
// when the list was asked for on their news: they know it, and telling
// them would have them list it again for nothing, the other part of this
// page too, which has a channel of its own).
func (w *Jobs) noteCache(c protocol.Cache) {
	changed := w.cacheKnown && c.ID != w.newsList && (c.Available != w.Cache.Available || !slices.Equal(c.Entries, w.Cache.Entries))
	w.Cache, w.cacheKnown = c, true
	if changed && w.onNews != nil {
		w.cacheNews.Call("postMessage", "changed")
	}
}

// Begin records the start of job id.
func (w *Jobs) Begin(id int) {
	w.Job, w.last = id, id
	w.start = time.Now()
	w.Runs++
	w.Run = RunView{State: StateComputing, Progress: -1}
}

// Continue records that the job in progress goes on as request id (its
// answers, the cache's note that its tables are stored included, come
// under that id).
func (w *Jobs) Continue(id int) {
	w.Job, w.last = id, id
}

// End ends the job in progress with the given state.
func (w *Jobs) End(state string) {
	w.Run.State = state
	w.Run.Elapsed = time.Since(w.start)
	w.Job = 0
}

// Failed ends the job in progress with the worker's error m, and reports
// whether m was about that job (an error of another job changes nothing).
func (w *Jobs) Failed(m protocol.Error) bool {
	if m.ID != w.Job {
		return false
	}
	w.End(StateError)
	w.Run.Error = m.Message
	return true
}

// Crashed handles the worker's death: it is stopped and dropped, so that a
// retry (or the next run) starts a new one, and the job in progress ends
// with the crash's message and the offer to retry.
func (w *Jobs) Crashed(m protocol.Crash) {
	w.Worker.Stop()
	w.Worker = nil
	w.End(StateError)
	w.Run.Error = m.Message + "."
	w.Run.CanRetry = true
}

// Track handles the worker's messages that every page treats alike (ready,
// cache and progress) and reports whether m was one of them.
func (w *Jobs) Track(m protocol.Message) bool {
	switch m := m.(type) {
	case protocol.Ready:
		Mark("worker-ready") // for the start-up's timeline (see app/main_js.go)
		if w.Run.State == StateLoading {
			w.Run.State = StateReady
		}
	case protocol.Cache:
		w.noteCache(m)
		if m.ID == w.last && w.Job == 0 {
			w.Run.Stored = true // the worker is done with the job's tables
		}
	case protocol.Progress:
		if m.ID == w.Job && m.Total > 0 {
			w.Run.Progress = float64(m.Done) / float64(m.Total)
		}
	default:
		return false
	}
	return true
}

// StatusView shows the state of a page's last run: #status (data-state,
// data-source once done, data-run counting the runs started, data-stored
// once the worker has cached what it keeps of the run's tables) and progress#progress while computing.
func StatusView(r RunView, runs int) []app.UI {
	source := ""
	if r.State == StateDone {
		source = r.Source
	}
	progress := El{Tag: "progress", ID: "progress", Attrs: []Attr{{Name: "max", Value: 1}, {Name: "hidden", Value: r.State != StateComputing}}}
	if r.Progress >= 0 {
		progress.Attrs = append(progress.Attrs, Attr{Name: "value", Value: r.Progress})
	}
	return []app.UI{
		El{Tag: "div", ID: "status", Class: "status", Attrs: []Attr{{Name: "aria-live", Value: "polite"}}, Data: []Attr{{Name: "state", Value: r.State}, {Name: "source", Value: source}, {Name: "run", Value: runs}, {Name: "stored", Value: r.Stored}}, Text: r.statusText()}.Build(),
		progress.Build(),
	}
}

// ErrorView shows a run's error in #error (its text in .message), with a
// retry button when the error is the solver's failure.
func ErrorView(r RunView, onRetry func(app.Context)) app.UI {
	return El{
		Tag:   "div",
		ID:    "error",
		Class: "error",
		Attrs: []Attr{{Name: "role", Value: "alert"}, {Name: "hidden", Value: r.Error == ""}},
		Body: []El{
			{UI: errorMessage(r.Error)},
			{Tag: "button", ID: "retry", Class: "quiet", Attrs: []Attr{{Name: "hidden", Value: !r.CanRetry}}, Text: "Retry", OnClick: func(ctx app.Context, _ app.Event) { ctx.Emit(func() { onRetry(ctx) }) }},
		},
	}.Build()
}

// errorPlace reads the place an error names in a text box of the page:
// "input:3:7: …" (textarea#input, the contest input) or "game:1:5: …"
// (input#game, the explorer's game). It returns the box, the line and
// column, and the length of the place's text, or ok false when msg names
// none. (Plain string reading: a regular expression here was compiled as
// every page started, and the regexp packages' code with it.)
func errorPlace(msg string) (box string, line, col, n int, ok bool) {
	box, rest, found := strings.Cut(msg, ":")
	if !found || (box != "input" && box != "game") {
		return "", 0, 0, 0, false
	}
	digits := func(s string) (v, n int) {
		for n < len(s) && s[n] >= '0' && s[n] <= '9' {
			n++
		}
		v, _ = strconv.Atoi(s[:n])
		return v, n
	}
	line, l := digits(rest)
	if l == 0 || l == len(rest) || rest[l] != ':' {
		return "", 0, 0, 0, false
	}
	col, c := digits(rest[l+1:])
	if c == 0 {
		return "", 0, 0, 0, false
	}
	return box, line, col, len(box) + 1 + l + 1 + c, true
}

// errorMessage shows an error in span.message; the place it names, if any,
// is a link that selects that place in its text box.
func errorMessage(msg string) app.UI {
	box, line, col, n, ok := errorPlace(msg)
	if !ok {
		return El{Tag: "span", Class: "message", Text: msg}.Build()
	}
	// A button, not a link to #box: following the link would be a
	// navigation, and pages read their address again on one.
	return El{
		Tag:   "span",
		Class: "message",
		Body: []El{
			{Tag: "button", Class: "place", Attrs: []Attr{{Name: "title", Value: "Select this place in the " + box}}, Text: msg[:n], OnClick: func(app.Context, app.Event) { selectPlace(box, line, col) }},
			{UI: app.Text(msg[n:])},
		},
	}.Build()
}
