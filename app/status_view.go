package main

import (
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/protocol"
)

// workerJobs is what a page running jobs in the solver worker keeps about
// them and about the worker; the pages embed it.
type workerJobs struct {
	ui      app.Context // the page's own context: worker messages update the page
	worker  *solverWorker
	mounted bool // true on the client once running: renders #wasm-ready

	job   int // id of the job in progress, 0 when none
	last  int // id of the last job started
	start time.Time
	run   runView
	runs  int // jobs started, shown in #status's data-run
	cache cacheInfo

	cacheKnown bool      // cache holds a list from the worker
	cacheNews  app.Value // the BroadcastChannel between tabs about cache changes
	onNews     app.Func
}

// cacheChannel names the BroadcastChannel on which a page says the table
// cache changed (a table stored, the cache cleared): the pages of other
// tabs ask their workers for the cache's content again.
const cacheChannel = "nimber-cache"

// mount records the page's context on the client and starts its worker with
// start unless one is already running.
func (w *workerJobs) mount(ctx app.Context, start func()) {
	w.ui = ctx
	if w.worker == nil {
		w.run.State = stateLoading
		start()
	}
	w.listenCacheNews()
	w.mounted = true
}

// dismount stops the worker and the news of other tabs.
func (w *workerJobs) dismount() {
	if w.worker != nil { // nil when prerendered or after a crash
		w.worker.stop()
		w.worker = nil
	}
	if w.onNews != nil {
		w.cacheNews.Call("close")
		w.onNews.Release()
		w.onNews = nil
	}
}

// listenCacheNews asks the worker for the cache's content whenever another
// tab says the cache changed.
func (w *workerJobs) listenCacheNews() {
	bc := app.Window().Get("BroadcastChannel")
	if w.onNews != nil || !bc.Truthy() {
		return
	}
	w.cacheNews = bc.New(cacheChannel)
	w.onNews = app.FuncOf(func(app.Value, []app.Value) any {
		w.ui.Dispatch(func(app.Context) {
			if w.worker != nil {
				w.worker.listCache()
			}
		})
		return nil
	})
	w.cacheNews.Set("onmessage", w.onNews)
}

// noteCache shows the cache's content c, and tells the other tabs when it
// changed since the last list (not on the first: nothing changed then).
func (w *workerJobs) noteCache(c cacheInfo) {
	changed := w.cacheKnown && (c.Available != w.cache.Available || !slices.Equal(c.Entries, w.cache.Entries))
	w.cache, w.cacheKnown = c, true
	if changed && w.onNews != nil {
		w.cacheNews.Call("postMessage", "changed")
	}
}

// begin records the start of job id.
func (w *workerJobs) begin(id int) {
	w.job, w.last = id, id
	w.start = time.Now()
	w.runs++
	w.run = runView{State: stateComputing, Progress: -1}
}

// end ends the job in progress with the given state.
func (w *workerJobs) end(state string) {
	w.run.State = state
	w.run.Elapsed = time.Since(w.start)
	w.job = 0
}

// track handles the worker's messages that every page treats alike (ready,
// cache and progress) and reports whether m was one of them.
func (w *workerJobs) track(m protocol.Message) bool {
	switch m := m.(type) {
	case protocol.Ready:
		if w.run.State == stateLoading {
			w.run.State = stateReady
		}
	case protocol.Cache:
		w.noteCache(m)
		if m.ID == w.last && w.job == 0 {
			w.run.Stored = true // the worker is done with the job's tables
		}
	case protocol.Progress:
		if m.ID == w.job && m.Total > 0 {
			w.run.Progress = float64(m.Done) / float64(m.Total)
		}
	default:
		return false
	}
	return true
}

// statusView shows the state of a page's last run: #status (data-state,
// data-source once done, data-run counting the runs started, data-stored
// once the worker has cached what it keeps of the run's tables) and
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
			DataSet("stored", r.Stored).
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
