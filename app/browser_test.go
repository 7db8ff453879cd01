//go:build !js

package main

// The browser tests drive Debian's headless Chromium against the built site
// (make build), served on 127.0.0.1 by the same handler as nimber serve.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"nimber/app/site"
	"nimber/solver/contest"
	"nimber/solver/table"
)

// defaultChromium is the browser the tests drive when the CHROMIUM
// environment variable names none (make chromium installs it).
const defaultChromium = "/usr/bin/chromium"

// siteDir is the built site: the repository root.
const siteDir = ".."

// needBrowser returns the Chromium to drive (the CHROMIUM environment
// variable, else defaultChromium) once it and the site built in dir are
// there. When either is missing the test is skipped with what to run, or
// fails when NIMBER_BROWSER=required (make test sets it: there the browser
// tests must run).
func needBrowser(t *testing.T, dir string) string {
	t.Helper()
	chromium := os.Getenv("CHROMIUM")
	if chromium == "" {
		chromium = defaultChromium
	}
	missing := func(format string, args ...any) {
		t.Helper()
		msg := fmt.Sprintf(format, args...)
		if os.Getenv("NIMBER_BROWSER") == "required" {
			t.Fatal(msg)
		}
		t.Skip(msg + " (make test builds the site and runs every browser test)")
	}
	for _, f := range []string{"index.html", "web/app.wasm", "web/worker.wasm", "wasm_exec.js"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			missing("browser test: the site is not built (%s is missing): run make build", f)
		}
	}
	if _, err := os.Stat(chromium); err != nil {
		missing("browser test: no Chromium at %s: set CHROMIUM, or run make chromium", chromium)
	}
	return chromium
}

// browser is one Chromium with a fresh profile, looking at a served copy of
// the site.
type browser struct {
	t      *testing.T
	ctx    context.Context // the tab; no deadline (steps derive theirs)
	server *httptest.Server
	broken atomic.Value // a URL path the server answers with an error, as a string
}

// newBrowser starts the site's server and a browser with a fresh profile.
func newBrowser(t *testing.T) *browser {
	t.Helper()
	return newBrowserAt(t, siteDir)
}

// newBrowserAt is newBrowser for the site in dir.
func newBrowserAt(t *testing.T, siteDir string) *browser {
	t.Helper()
	return newBrowserServing(t, siteDir, site.Handler(siteDir))
}

// newBrowserServing is newBrowser for the site in dir served by site.
func newBrowserServing(t *testing.T, siteDir string, site http.Handler) *browser {
	t.Helper()
	chromium := needBrowser(t, siteDir)
	b := &browser{t: t}
	b.broken.Store("")
	b.server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == b.broken.Load().(string) {
			http.Error(w, "broken on purpose", http.StatusInternalServerError)
			return
		}
		site.ServeHTTP(w, r)
	}))
	t.Cleanup(b.server.Close)

	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	t.Cleanup(func() {
		cancelTab()
		cancelAlloc()
	})
	// The first run starts the browser; it has no deadline (a deadline here
	// would end the browser with the first step).
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	b.ctx = ctx
	return b
}

// do runs steps with a timeout, failing the test on error.
func (b *browser) do(timeout time.Duration, steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, timeout)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		b.t.Fatalf("browser: %v", err)
	}
}

// eval evaluates a JavaScript expression (awaiting a promise) into a T.
func eval[T any](b *browser, timeout time.Duration, expr string) T {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, timeout)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("browser: evaluating %.80q: %v", expr, err)
	}
	return v
}

// open loads the page at path (e.g. "/?problem=nim") and waits until the
// client runs and the solver worker is ready.
func (b *browser) open(path string) {
	b.t.Helper()
	b.do(30*time.Second, chromedp.Navigate(b.server.URL+path))
	b.waitReady()
}

// reload reloads the page and waits as open does.
func (b *browser) reload() {
	b.t.Helper()
	b.do(30*time.Second, chromedp.Reload())
	b.waitReady()
}

// waitReady waits until the client runs and the solver worker is ready. A
// page that puts back a kept input of megabytes spends seconds laying out
// its textarea (Chromium), many more on a loaded machine: hence the margin.
func (b *browser) waitReady() {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 90*time.Second)
	defer cancel()
	var err error
	for {
		_, err = chromedp.Run(ctx, chromedp.Poll[bool](`!!document.getElementById("wasm-ready") &&
			!["loading", "computing"].includes(document.getElementById("status").dataset.state)`))
		// A page that reloads itself (a new build installed) replaces the
		// context being polled: poll the new page.
		if err == nil || !strings.Contains(err.Error(), "Cannot find context") || ctx.Err() != nil {
			break
		}
	}
	if err != nil {
		b.t.Fatalf("waiting for the app: %v (status %q)", err, b.text("#status"))
	}
}

// text returns the text content of the element matching the CSS selector.
func (b *browser) text(sel string) string {
	return eval[string](b, 30*time.Second, fmt.Sprintf(`document.querySelector(%s).textContent`, js(sel)))
}

// attr returns the data attribute name of the element matching sel.
func (b *browser) data(sel, name string) string {
	return eval[string](b, 30*time.Second, fmt.Sprintf(`document.querySelector(%s).dataset[%s] || ""`, js(sel), js(name)))
}

// input returns the textarea's value.
func (b *browser) input() string {
	return eval[string](b, 30*time.Second, `document.getElementById("input").value`)
}

// enter sets the value of the element with the given id as a user would:
// the page hears the event (input or change).
func (b *browser) enter(id, value, event string) {
	b.t.Helper()
	b.enterAt("#"+id, value, event)
}

// enterAt is enter for the element matching sel (a CSS selector).
func (b *browser) enterAt(sel, value, event string) {
	b.t.Helper()
	eval[bool](b, 30*time.Second, fmt.Sprintf(`(() => {
		const el = document.querySelector(%s);
		el.value = %s;
		el.dispatchEvent(new Event(%s, {bubbles: true}));
		return true;
	})()`, js(sel), js(value), js(event)))
}

// paste sets the textarea's value as a paste would (with an input event).
// When a held input hides the box, it first clears that input, as a user
// must. It returns once the page shows the box: the page redraws after the
// event, and a click meanwhile would land where the held input was. A
// megabyte in the box takes Chromium seconds of layout, more on a loaded
// machine: hence the margin.
func (b *browser) paste(s string) {
	b.t.Helper()
	if eval[bool](b, 10*time.Second, `document.getElementById("input").hidden`) {
		b.click("#clear-held")
	}
	b.waitFor(`!document.getElementById("input").hidden`)
	b.enter("input", s, "input")
	b.waitWithin(`!document.getElementById("input").hidden && document.getElementById("input-held").hidden`, 90*time.Second)
}

// pick selects the problem id in select#problem, as a user would.
func (b *browser) pick(id string) {
	b.t.Helper()
	b.enter("problem", id, "change")
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	// The page has switched once the URL names the problem.
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(
		`new URL(location.href).searchParams.get("problem") === %s`, js(id)))); err != nil {
		b.t.Fatalf("picking %s: %v", id, err)
	}
}

// outcome is what the page shows after a run.
type outcome struct {
	State, Source, Output, Error string
	Millis                       float64 // from the click to the final state
	LongestTask                  float64 // the longest main-thread task meanwhile, in ms
}

// run clicks #run and waits for the run to end (state done or error). It
// measures the time from the click to the end, and the longest main-thread
// task in between.
func (b *browser) run(timeout time.Duration) outcome {
	b.t.Helper()
	expr := afterRun(`
		let longest = 0;
		const tasks = new PerformanceObserver((list) => {
			for (const e of list.getEntries()) longest = Math.max(longest, e.duration);
		});
		tasks.observe({type: "longtask"});`, "status", `document.getElementById("run")`,
		// Let pending long-task entries arrive.
		`new Promise((done) => setTimeout(() => {
			tasks.disconnect();
			done(JSON.stringify({
				State: s, Source: status.dataset.source || "",
				Output: document.getElementById("output").textContent,
				Error: document.querySelector("#error .message").textContent,
				Millis: ms, LongestTask: longest,
			}));
		}, 50))`)
	var o outcome
	if err := json.Unmarshal([]byte(eval[string](b, timeout, expr)), &o); err != nil {
		b.t.Fatal(err)
	}
	return o
}

// afterRun returns a JavaScript promise that runs setup, waits until the
// page has rendered what setup changed (as a user's typing is on the
// screen before the click), clicks the element click (an expression) and,
// once the element statusID has counted a new run (data-run) and its
// data-state is done or error, resolves to the value of result, an
// expression (or a promise) that may use status, s (the state) and ms (the
// milliseconds from the click to then).
func afterRun(setup, statusID, click, result string) string {
	return fmt.Sprintf(`new Promise((resolve) => {
		%s
		const status = document.getElementById(%s);
		const runs = +status.dataset.run;
		// A task after the next frame: that frame has rendered the setup.
		requestAnimationFrame(() => setTimeout(() => {
			const t0 = performance.now();
			const observer = new MutationObserver(() => {
				const s = status.dataset.state;
				if (+status.dataset.run > runs && (s === "done" || s === "error")) {
					const ms = performance.now() - t0;
					observer.disconnect();
					Promise.resolve(%s).then(resolve);
				}
			});
			observer.observe(status, {attributes: true});
			%s.click();
		}, 0));
	})`, setup, js(statusID), result, click)
}

// js quotes s as a JavaScript string literal.
func js(s string) string {
	q, _ := json.Marshal(s)
	return string(q)
}

// trim shortens long texts in failure messages.
func trim(s string) string {
	if len(s) > 300 {
		return s[:300] + fmt.Sprintf("… (%d bytes)", len(s))
	}
	return strings.TrimSpace(s)
}

// chromedpClick clicks the element matching the CSS selector.
func chromedpClick(sel string) chromedp.Action[chromedp.Void] {
	return chromedp.Click(chromedp.CSS(sel))
}

// waitCached waits until the cache panel lists every table of job.
func (b *browser) waitCached(job *contest.Job) {
	b.t.Helper()
	keys := make([]string, len(job.Tables))
	for i, t := range job.Tables {
		keys[i] = t.Key
	}
	list, _ := json.Marshal(keys)
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`(() => {
		const cached = new Set([...document.querySelectorAll("#cache td.key")].map((td) => td.textContent));
		return %s.every((k) => cached.has(k));
	})()`, list))); err != nil {
		b.t.Fatalf("waiting for the tables %s in the cache panel: %v", list, err)
	}
}

// contextWithTimeout derives a step's context from the tab's.
func contextWithTimeout(b *browser, d time.Duration) (context.Context, context.CancelFunc) {
	return context.WithTimeout(b.ctx, d)
}

// waitStored waits until the worker has written the tables of the last run
// that it keeps to the cache (#status's data-stored).
func (b *browser) waitStored() {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("status").dataset.stored === "true"`)); err != nil {
		b.t.Fatalf("waiting for the tables to be stored: %v", err)
	}
}

// allCached reports whether the cache panel lists every table of tables
// (the worker keeps only those that cost more to build than to read back).
func (b *browser) allCached(tables []table.Table) bool {
	b.t.Helper()
	keys := make([]string, len(tables))
	for i, t := range tables {
		keys[i] = t.Key
	}
	list, _ := json.Marshal(keys)
	return eval[bool](b, 30*time.Second, fmt.Sprintf(`(() => {
		const cached = new Set([...document.querySelectorAll("#cache td.key")].map((td) => td.textContent));
		return %s.every((k) => cached.has(k));
	})()`, list))
}

// pasteAsUser pastes s the way a user's paste reaches the page: a paste
// event carrying the text, which the page may take whole (a large input is
// held out of the text box); when it does not, the text goes into the box
// as paste does.
func (b *browser) pasteAsUser(s string) {
	b.t.Helper()
	eval[bool](b, 30*time.Second, fmt.Sprintf(`(() => {
		const el = document.getElementById("input");
		const dt = new DataTransfer();
		dt.setData("text/plain", %s);
		if (el.dispatchEvent(new ClipboardEvent("paste", {clipboardData: dt, bubbles: true, cancelable: true}))) {
			el.value = dt.getData("text/plain");
			el.dispatchEvent(new InputEvent("input", {bubbles: true, inputType: "insertFromPaste"}));
		}
		return true;
	})()`, js(s)))
}
