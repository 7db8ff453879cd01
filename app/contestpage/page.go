// Package contestpage is the contest page ("/"): pick a problem, paste or
// load an input, run it in the solver worker and read, copy or download the
// output; the companion explains each case, checks an output and generates
// tests.
package contestpage

import (
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/bridge"
	"nimber/app/catalog"
	"nimber/app/frame"
	"nimber/app/protocol"
)

// Page is the page at "/": pick a problem, paste a contest input, get
// the exact contest output. Parsing and solving happen in the solver worker;
// this page only moves text between the textarea, the worker and the output.
type Page struct {
	app.Compo

	problem *catalog.Problem
	last    string // problem ID of the run in progress, or of the one a crash stopped
	jobs
	view outputView   // the last run's output
	out  *outputPanel // the mounted output panel, updated alone on progress
	held heldInput    // the input, when too large for the text box
	// fileNote says why the last file opened or dropped could not be read,
	// until the next input.
	fileNote string
	comp     companion // explain, check, generate

	inputs  inputStore // where inputs are kept across reloads
	onHide  app.Func   // keeps the input typed when the page goes away
	edits   int        // counts edits, to save the input once typing pauses
	saved   int        // the edit count when the input was last saved or restored
	example bool       // a first visit's worked example waits for the solver
	// restoring numbers the large input being read back (restoreInput),
	// 0 when none is; restores counts the reads started. afterRestore is
	// what was asked meanwhile of the empty box (onceRestored).
	restoring, restores int
	afterRestore        func(app.Context)
}

func (c *Page) OnPreRender(ctx app.Context) {
	c.setInfo(ctx)
}

func (c *Page) OnMount(ctx app.Context) {
	// The worker starts in a task of its own once the page is ready
	// (frame.Ready, below): creating it (new Worker) held about a third
	// of the profiler's samples from the catalog read to ready, and the
	// page does not need it before a run, which starts one itself if none
	// runs yet.
	c.Mount(ctx, func() { ctx.Defer(c.startLater) })
	// Open now, so that the first input to keep finds the connection open.
	c.inputs.open()
	// A reload or a closed tab while typing keeps what the pause before
	// saving (saveDelay) has not kept yet. This runs inside the event, as
	// the page goes away: a small input is kept at once (localStorage); so
	// is a large one whose write to IndexedDB has not committed, which
	// leaving the page would abort.
	c.onHide = app.FuncOf(func(app.Value, []app.Value) any {
		c.saveInput()
		c.inputs.keepPending()
		return nil
	})
	app.Window().Call("addEventListener", "pagehide", c.onHide)
	frame.Ready()
}

func (c *Page) OnNav(ctx app.Context) {
	asked := ctx.Page().URL().Query().Get("problem")
	cat := catalog.Get()
	p := cat.Problem(asked)
	if p == nil {
		if v := frame.LoadStored("nimber.problem"); v.Truthy() {
			p = cat.Problem(v.String())
		}
	}
	if p == nil {
		p = firstProblem()
	}
	c.problem = p
	c.AddressNote = ""
	if asked != "" && asked != p.ID {
		ids := make([]string, len(cat.Problems))
		for i, q := range cat.Problems {
			ids[i] = q.ID
		}
		c.AddressNote = fmt.Sprintf("The address asks for problem %q, which Nimber does not know: showing %s. "+
			"The problems are %s.", asked, p.ID, strings.Join(ids, ", "))
	}
	c.restoreInput()
	if frame.FirstVisit(frame.ContestPath) && ctx.Page().URL().RawQuery == "" && len(p.Samples) > 0 {
		// A worked example rather than an empty box: the first sample, run
		// as soon as the solver is ready.
		frame.SetInputText(p.Samples[0])
		c.edits++ // kept as typed text is
		c.example = true
		c.runExample(ctx)
	}
	c.setInfo(ctx)
}

// runExample runs the worked example of a first visit once the solver is
// ready.
func (c *Page) runExample(ctx app.Context) {
	if c.example && c.Run.State == frame.StateReady && c.Job == 0 {
		c.example = false
		c.onRun(ctx)
	}
}

func (c *Page) OnDismount() {
	if c.onHide != nil { // nil when the page was rendered but never mounted (the site's prerender)
		app.Window().Call("removeEventListener", "pagehide", c.onHide)
		c.onHide.Release()
		c.onHide = nil
	}
	c.Dismount()
	c.view.release()
	c.inputs.close()
}

// OnAppUpdate is called once the service worker has installed a new build:
// reload at once unless the page is showing or computing something, the
// companion included (a reload would lose it); else offer to reload.
func (c *Page) OnAppUpdate(ctx app.Context) {
	if c.Job == 0 && c.Run.Lines == 0 && c.Run.Error == "" && c.comp.empty() {
		c.saveInput()
		ctx.Reload()
		return
	}
	c.UpdateWaiting = true
}

func (c *Page) Render() app.UI {
	if c.problem == nil { // the first render comes before OnPreRender or OnNav
		c.problem = firstProblem()
		c.Run.State = frame.StateLoading
	}
	// The panels get what they show as fields and reach the page through an
	// unexported pointer, never through func fields: go-app re-renders a
	// child only when its fields differ from the new rendering's, and funcs
	// never compare equal. So a worker's message re-renders the panels it
	// changes, not the whole page.
	page := c.Layout(frame.ContestPath, c.onReload,
		&problemPanel{Problems: catalog.Get().Problems, Selected: c.problem, page: c},
		frame.El{
			Tag:   "div",
			Class: "columns",
			Body: []frame.El{
				{UI: &inputPanel{Running: c.Job != 0, Held: c.held, FileNote: c.fileNote, page: c}},
				{
					Tag:   "div",
					Class: "column",
					Body: []frame.El{
						{UI: &outputPanel{Run: c.Run, Runs: c.Runs, View: &c.view, page: c}},
						frame.CachePanel(c.Cache, &c.jobs),
					},
				},
			},
		}.Build(),
		c.companionView(),
	)
	page.On = []frame.Event{{Name: "keydown", Handler: c.onKey}}
	return page.Build()
}

func (c *Page) setInfo(ctx app.Context) {
	frame.SetPageInfo(ctx, "Nimber — "+c.problem.ID, "Nimber answers "+c.problem.Label()+
		" and other impartial game problems in the browser.")
}

// startLater starts the worker that OnMount deferred, unless a run or the
// companion started one meanwhile or the page is gone.
func (c *Page) startLater(app.Context) {
	if c.Worker == nil && c.onHide != nil {
		c.startWorker()
	}
}

// startWorker starts a fresh solver worker and asks for the cache's content.
func (c *Page) startWorker() {
	c.Worker = bridge.Start(func(m protocol.Message) {
		if p, ok := m.(protocol.Progress); ok && c.out != nil {
			c.out.ctx.Dispatch(func(app.Context) { c.progress(p) })
			return
		}
		c.UI.Dispatch(func(app.Context) { c.receive(m) })
	})
	c.Worker.ListCache()
	c.readAhead()
}

// readAhead gives the worker the input to read now, so that Run finds it
// read (protocol.ReadAhead): when an input is put back, opened, dropped,
// pasted or chosen, and when a worker starts. Not during a run, which the
// reading would wait for, nor before the page has a worker: starting one
// starts it.
func (c *Page) readAhead() {
	if c.Worker == nil || c.Job != 0 {
		return
	}
	if in := c.input(); frame.JSStringLength(in) > 0 {
		c.Worker.ReadAhead(c.problem.ID, in)
	}
}

// receive handles a message from the solver worker.
func (c *Page) receive(m protocol.Message) {
	if c.Track(m) || c.companionReceive(m) {
		if _, ready := m.(protocol.Ready); ready {
			c.runExample(c.UI)
		}
		return
	}
	switch m := m.(type) {
	case protocol.Result:
		if m.ID == c.Job {
			c.finish(frame.StateDone)
			out := outputText{text: bridge.Text(m.Output), lines: bridge.BlobValue(m.Lines)}
			c.Run.Source, c.Run.Lines, c.Run.Phases, c.Run.Tables = m.Source, out.lineCount(), &m.Phases, m.Tables
			c.Run.Render = c.view.show(out)
		}
	case protocol.Error:
		if c.Failed(m) {
			c.last = ""
		}
	case protocol.Crash:
		// The worker is gone (or never started). Retry starts a new one
		// and runs the stopped input (c.last) again; so does Run.
		c.Crashed(m)
	}
}

// progress shows the worker's progress m in the output panel, which alone
// is updated (a dispatch on its context): rendering the whole page for each
// percent, and collecting what that allocates, made main-thread tasks of
// tens of milliseconds while the worker computes. The panel gets what the
// page's next rendering gives it, so that rendering leaves it as it is.
func (c *Page) progress(m protocol.Progress) {
	c.Track(m)
	if c.out != nil {
		c.out.Run, c.out.Runs = c.Run, c.Runs
	}
}

// finish ends the run in progress with the given state.
func (c *Page) finish(state string) {
	c.End(state)
	c.last = ""
}

func (c *Page) onRun(ctx app.Context) {
	if c.Job != 0 {
		return
	}
	if c.onceRestored(c.onRun) {
		c.Run.Note = restoringNote
		return
	}
	if c.Worker == nil {
		c.startWorker()
	}
	// Typed in the box, not yet saved: kept before the run starts, so that
	// a reload during the run finds it.
	c.saveInput()
	c.last = c.problem.ID
	c.Begin(c.Worker.Solve(c.problem.ID, c.input()))
	c.view.show(outputText{})
}

// onRetry restarts the solver after a failure, running the last input again
// if the failure stopped a run.
func (c *Page) onRetry(ctx app.Context) {
	if c.last == "" {
		c.view.show(outputText{})
		if c.Worker != nil {
			// The companion started a worker since the crash: it serves
			// (what is sent to it waits until it runs), rather than a
			// second one started beside it and the first left running.
			c.Run = frame.RunView{State: frame.StateReady}
			return
		}
		c.startWorker()
		c.Run = frame.RunView{State: frame.StateLoading}
		return
	}
	c.onSelect(ctx, c.last)
	c.onRun(ctx)
}

// onCancel stops the run in progress, and the companion's request if one
// is in flight, by replacing the worker.
func (c *Page) onCancel(ctx app.Context) {
	c.cancel("Cancelled.")
}

// cancel stops the run in progress and the companion's request in flight,
// if any, by replacing the worker, and says note in the status line of
// each one stopped.
func (c *Page) cancel(note string) {
	if c.Job == 0 && c.comp.busy == 0 {
		return
	}
	c.Worker.Stop()
	if c.Job != 0 {
		c.Job = 0
		c.last = ""
		c.Run = frame.RunView{State: frame.StateReady, Note: note}
		c.view.show(outputText{})
	}
	if c.comp.busy != 0 {
		c.comp.busy, c.comp.note = 0, note
	}
	c.startWorker()
}

func (c *Page) onSelect(ctx app.Context, id string) {
	p := catalog.Get().Problem(id)
	if p == nil || p.ID == c.problem.ID {
		return
	}
	c.saveInput()
	// A run or a companion request in flight answers the problem it was
	// started for: stop it rather than show its answer under the new
	// problem.
	running := c.Job != 0
	c.cancel("Stopped the " + c.problem.ID + " request: switched to " + p.ID + ".")
	c.problem, c.AddressNote = p, ""
	c.comp.reset(p.ID)
	c.restoreInput()
	if err := frame.Store("nimber.problem", p.ID); err != nil {
		app.Log("remembering the problem:", err)
	}
	if !running && c.Run.State != frame.StateLoading {
		c.Run = frame.RunView{State: frame.StateReady}
		c.view.show(outputText{})
	}
	u := *ctx.Page().URL()
	u.RawQuery = url.Values{"problem": {p.ID}}.Encode()
	ctx.Page().ReplaceURL(&u)
	c.setInfo(ctx)
}

func (c *Page) onSample(ctx app.Context, i int) {
	c.setInput(c.problem.Samples[i])
	c.edits++ // an edit: a restore still pending must not replace it
	c.saveInput()
}

// input returns the contest input: the held one, else the text box's (a
// JavaScript string either way).
func (c *Page) input() app.Value {
	if c.held.holds() {
		return c.held.text
	}
	return frame.InputText()
}

// setInput makes text (a Go or a JavaScript string) the contest input: held
// when it is large (see heldInput), else in the text box.
func (c *Page) setInput(text any) {
	c.held = heldInput{}
	if v, ok := text.(app.Value); ok {
		if n := frame.JSStringLength(v); n >= HeldInputSize {
			frame.SetInputText("")
			c.held = holdInput(v, n)
			c.readAhead()
			return
		}
	}
	frame.SetInputText(text)
	c.readAhead()
}

// onText takes a whole text opened, dropped or pasted as the new input
// and keeps it at once, before anything else can happen (a run, a reload).
// file is the opened or dropped file, kept as it is, or nil.
func (c *Page) onText(ctx app.Context, text, file app.Value) {
	c.fileNote = ""
	c.setInput(text)
	c.edits++
	c.inputs.keep(c.problem.ID, text, file)
	c.saved = c.edits
}

// onClearHeld drops the held input.
func (c *Page) onClearHeld(ctx app.Context) {
	c.setInput("")
	c.onEdit(ctx)
}

// onEditHeld puts the held input into the text box, at the cost of the
// seconds the box takes to show it, when it is small enough to edit there.
func (c *Page) onEditHeld(ctx app.Context) {
	if !c.held.editable() {
		return
	}
	text := c.held.text
	c.held = heldInput{}
	frame.SetInputText(text)
}

// onDownloadHeld saves the held input as a file.
func (c *Page) onDownloadHeld() {
	if c.held.holds() {
		frame.Download("input.txt", "text/plain", c.held.text)
	}
}

// onEdit saves the input once typing has paused for a moment; typing in
// the box replaces a held input. A key typed re-renders the input panel and
// the page around it, whose other panels are unchanged (see Render).
func (c *Page) onEdit(ctx app.Context) {
	if c.held.holds() && frame.JSStringLength(frame.InputText()) > 0 {
		c.held = heldInput{}
	}
	c.fileNote = ""
	c.edits++
	n := c.edits
	frame.AfterJS(saveDelay, func() {
		if n == c.edits { // typing has paused
			c.saveInput()
		}
	})
}

// saveDelay is how long typing must pause before the input is saved.
const saveDelay = 400 * time.Millisecond

// saveInput keeps the input for this problem across reloads, if it was
// edited since it was last kept or restored. Only then: the text box is
// empty while a large input kept is read back (restoreInput), and keeping
// that empty box would delete the input kept; nor is an input kept already
// encoded and written again.
func (c *Page) saveInput() {
	if c.saved == c.edits {
		return
	}
	c.inputs.keep(c.problem.ID, c.input(), nil)
	c.saved = c.edits
}

// onceRestored reports whether the input kept for the problem is being
// read back into the empty box, and then has f called once it is back (or
// found missing): Run, Explain and Check read the input, and clicked
// a moment after a reload they would read the empty box. The last action
// asked meanwhile is the one done.
func (c *Page) onceRestored(f func(app.Context)) bool {
	if c.restoring == 0 || frame.JSStringLength(c.input()) > 0 {
		return false
	}
	c.afterRestore = f
	return true
}

// restoringNote says that an action waits for the kept input (onceRestored).
const restoringNote = "Reading back the kept input…"

// restoreInput puts the text kept for the problem into the textarea: a
// small one at once; a large one when it arrives, unless the problem or the
// text has changed meanwhile. What it puts there is what is kept: nothing
// to save until the next edit. An action asked of the empty box while a
// large one is read back waits for it (onceRestored); a problem switch or a
// navigation, which restores another input, drops it.
func (c *Page) restoreInput() {
	id, edits := c.problem.ID, c.edits
	c.saved = edits
	c.restoring, c.afterRestore = 0, nil // what waited for another input
	if v := loadSmallInput(id); v.Truthy() {
		c.setInput(v)
		return
	}
	c.setInput("")
	c.restores++
	n := c.restores
	c.restoring = n
	c.inputs.loadLarge(id, func(text app.Value) {
		c.UI.Dispatch(func(ctx app.Context) {
			if c.restoring != n { // another problem's input is read back now
				return
			}
			c.restoring = 0
			if text != nil && c.edits == edits {
				c.setInput(text)
			}
			if f := c.afterRestore; f != nil {
				c.afterRestore = nil
				f(ctx)
			}
		})
	})
}

func (c *Page) onKey(ctx app.Context, e app.Event) {
	if k := frame.KeyOf(e); k.Key == "Enter" && k.Command() {
		e.PreventDefault()
		c.onRun(ctx)
	}
}

func (c *Page) onReload(ctx app.Context) {
	c.saveInput()
	ctx.Reload()
}

// jobs is frame.Jobs embedded under an unexported name: go-app copies the
// exported fields of a component from its parent's new rendering, which
// would reset the page's worker and the state of its jobs.
type jobs = frame.Jobs

// firstProblem is the problem shown when none is asked for or kept: the
// catalog's first, or an empty one when the catalog could not be read.
func firstProblem() *catalog.Problem {
	if ps := catalog.Get().Problems; len(ps) > 0 {
		return &ps[0]
	}
	return &catalog.Problem{}
}
