//go:build !js

package main

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"nimber/app/frame"
	"nimber/app/site"
	"nimber/app/usergame"
	"nimber/solver/contest"
	"nimber/solver/problems"
)

// runLong opens the tricolore problem with the worker's answers held
// (holdMessages), runs a full-size input and waits until the page is
// computing and cond, a JavaScript expression, holds. The run stays in
// progress until the answers are released: a full tricolore input takes a
// fraction of a second, and once its tables are cached the worker answers
// it as it is pasted, before Run.
func (b *browser) runLong(cond string) {
	b.t.Helper()
	b.holdMessages("result")
	b.open("/?problem=tricolore")
	b.paste(maxTricolore(rand.New(rand.NewPCG(5, 5))))
	eval[bool](b, 30*time.Second, `document.getElementById("run").click() || true`)
	ctx, cancel := contextWithTimeout(b, 20*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](
		`document.getElementById("status").dataset.state === "computing" && `+cond,
		chromedp.WithPollingInterval(5*time.Millisecond))); err != nil {
		b.t.Fatal(err)
	}
}

// TestBrowserCancel cancels a long run: the page is ready again with no
// output, the stopped worker's answer never shows, and the fresh worker
// answers the next run.
func TestBrowserCancel(t *testing.T) {
	b := newBrowser(t)
	b.runLong(`!document.getElementById("cancel").hidden`)
	b.click("#cancel")
	ctx, cancel := contextWithTimeout(b, 20*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("status").dataset.state === "ready"`)); err != nil {
		t.Fatalf("after cancel: %v (status %q)", err, b.text("#status"))
	}
	if n := b.releaseMessages(); n != 0 {
		t.Errorf("the page received %d answers of the cancelled run", n)
	}
	if s, out := b.text("#status"), b.text("#output"); s != "Cancelled." || out != "" {
		t.Fatalf("after cancel: status %q, output %q", s, out)
	}
	if hidden := eval[bool](b, 30*time.Second, `document.getElementById("cancel").hidden`); !hidden {
		t.Error("#cancel still shown after cancel")
	}
	b.runSample("tricolore", "run after cancel")
}

// TestBrowserWorkerFailure makes the solver fail to load: the page shows an
// error with a retry instead of dying, and retry brings it back.
func TestBrowserWorkerFailure(t *testing.T) {
	b := newBrowser(t)
	b.broken.Store("/web/worker.wasm")
	b.do(20*time.Second, chromedp.Navigate(b.server.URL+"/?problem=nim"))
	ctx, cancel := contextWithTimeout(b, 20*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("status").dataset.state === "error" &&
		!document.getElementById("retry").hidden`)); err != nil {
		t.Fatalf("no error with a retry when the solver cannot load: %v (status %q)", err, b.text("#status"))
	}
	t.Logf("shown: %q", b.text("#error .message"))
	b.broken.Store("")
	eval[bool](b, 30*time.Second, `document.getElementById("retry").click() || true`)
	b.waitReady()
	b.runSample("nim", "after retry")
}

// TestBrowserBadCacheEntries damages a cached table, then gives it an
// unknown format, then keeps its entry alone (an older build's record,
// without how its values were valued): each time the table is computed
// again, the answer is right, and the record is replaced by a good one.
func TestBrowserBadCacheEntries(t *testing.T) {
	b := newBrowser(t)
	p := problems.Lookup("tricolore")
	s := p.Samples[0]
	job, err := p.Prepare([]byte(s.Input))
	if err != nil || len(job.Tables) == 0 {
		t.Fatalf("tricolore's first sample should need a table (err %v)", err)
	}
	b.open("/?problem=tricolore")
	b.paste(s.Input)
	if o := b.run(60 * time.Second); o.State != "done" || o.Source != "computed" {
		t.Fatalf("first run: state %s, source %s", o.State, o.Source)
	}
	b.waitCached(job)
	damages := map[string]string{
		"flipped data bit": `e[e.length - 1] ^= 1`,
		"old format":       `e[4] = 99`,
		"truncated":        `e = e.subarray(0, e.length - 3)`,
		"entry alone":      `record = e`,
	}
	for name, damage := range damages {
		eval[bool](b, 30*time.Second, `new Promise((resolve, reject) => {
			const open = indexedDB.open("nimber-tables");
			open.onerror = () => reject(open.error);
			open.onsuccess = () => {
				const db = open.result;
				const tx = db.transaction("tables", "readwrite");
				const st = tx.objectStore("tables");
				const get = st.get(`+js(job.Tables[0].Key)+`);
				get.onsuccess = () => {
					let e = new Uint8Array(get.result.entry), record = null;
					`+damage+`;
					st.put(record || { ...get.result, entry: e }, `+js(job.Tables[0].Key)+`);
				};
				tx.oncomplete = () => { db.close(); resolve(true); };
				tx.onerror = () => reject(tx.error);
			};
		})`)
		b.reload()
		if o := b.run(60 * time.Second); o.State != "done" || o.Output != s.Output || o.Source != "computed" {
			t.Fatalf("%s: state %s, source %s, output %q; want computed %q", name, o.State, o.Source, o.Output, s.Output)
		}
		// The damaged entry's key is listed already: wait for the write
		// that replaces it (a reload before it ends cancels it).
		b.waitStored()
		b.reload()
		if o := b.run(60 * time.Second); o.Output != s.Output || o.Source != "cache" {
			t.Fatalf("%s: the entry was not replaced: source %s, output %q", name, o.Source, o.Output)
		}
	}
}

// TestBrowserCachePanelWaits: until the worker has listed the table
// cache, the cache panel says it is reading the browser's storage (it said
// the storage was unavailable); once the list comes, it counts the tables.
func TestBrowserCachePanelWaits(t *testing.T) {
	b := newBrowser(t)
	b.holdMessages("cache")
	b.open("/?problem=nim")
	b.waitWithin(`window.heldMessages.length > 0`, 30*time.Second)
	if s := b.text("#cache summary"); !strings.Contains(s, "reading this browser's storage") {
		t.Errorf("before the worker's list, the cache panel says %q", s)
	}
	b.releaseMessages()
	b.waitFor(`/^Cached tables: \d+ \(/.test(document.querySelector("#cache summary").textContent)`)
}

// TestBrowserNoStorage makes the table cache fail to open (the database
// exists in a newer version than the worker knows): answers are computed
// all the same, the cache panel says tables are not kept, and a far table
// cancelled does not claim its heaps are kept.
func TestBrowserNoStorage(t *testing.T) {
	b := newBrowser(t)
	b.do(20*time.Second, chromedp.Navigate(b.server.URL+"/web/icon.svg"))
	eval[bool](b, 30*time.Second, `new Promise((resolve, reject) => {
		const open = indexedDB.open("nimber-tables", 1000);
		open.onerror = () => reject(open.error);
		open.onsuccess = () => { open.result.close(); resolve(true); };
	})`)
	p := problems.Lookup("tricolore")
	b.open("/?problem=tricolore")
	for range 2 {
		b.paste(p.Samples[0].Input)
		if o := b.run(60 * time.Second); o.State != "done" || o.Output != p.Samples[0].Output || o.Source != "computed" {
			t.Fatalf("state %s, source %s, error %q, output %q", o.State, o.Source, o.Error, o.Output)
		}
	}
	if s := b.text("#cache summary"); !strings.Contains(s, "unavailable") {
		t.Errorf("the cache panel says %q", s)
	}
	b.open("/table.html")
	ctx, cancel := contextWithTimeout(b, 120*time.Second)
	defer cancel()
	b.startTable(ctx, "grundy", "200000", "grundy-normal", `!!document.getElementById("far-progress")`)
	b.waitFar(ctx, 10000)
	b.click("#cancel")
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("status").dataset.state === "ready"`)); err != nil {
		t.Fatalf("after cancel: %v (status %q)", err, b.text("#status"))
	}
	if note := b.text("#status"); !strings.HasPrefix(note, "Cancelled: showing heaps 0–") || strings.Contains(note, "kept") {
		t.Errorf("a far table cancelled with no storage: %q", note)
	}
}

// TestBrowserOffline loads the page once, stops the server, and reloads:
// the service worker serves the page and both wasm programs.
func TestBrowserOffline(t *testing.T) {
	b := newBrowser(t)
	b.open("/?problem=nim")
	waitServiceWorker(b)
	b.server.Close()
	b.reload()
	b.runSample("nim", "offline")
}

// TestBrowserNewBuild serves a copy of the site, loads a page, then
// rebuilds the copy with a changed style sheet and loads the page again:
// that load comes from the old build, and its service worker installs the
// new one meanwhile. The page must hear of it once the new build takes
// over: the contest page, showing nothing, reloads itself onto the new
// build; the explorer offers to reload, and its Reload button does. (The
// page registers its service worker once ready, and the registration
// waits for the install under way, so go-app's own notice never came.)
func TestBrowserNewBuild(t *testing.T) {
	for _, page := range []struct{ path, reload string }{
		{path: "/"},
		{path: "/table.html", reload: "#reload"},
	} {
		t.Run(page.path, func(t *testing.T) {
			b, dir := servedCopy(t, page.path)
			version := newBuild(t, b, dir)
			b.do(30*time.Second, chromedp.Reload())
			onNew := `typeof goappGetenv === "function" && goappGetenv("GOAPP_VERSION") === ` + js(version) +
				` && !!document.getElementById("wasm-ready")`
			if page.reload != "" {
				waitNewBuild(b, version, `!document.querySelector(".update").hidden`)
				b.click(page.reload)
			}
			waitNewBuild(b, version, onNew)
			if !strings.Contains(eval[string](b, 30*time.Second, `fetch("/web/nimber.css").then((r) => r.text())`), "new build") {
				t.Error("the page runs the new version with the old stylesheet")
			}
		})
	}
}

// waitNewBuild waits until cond (a JavaScript expression) holds in the
// page of b, whose service worker installs the build version meanwhile. A
// browser may skip the check for a new service worker that a load makes:
// if none has begun installing version 20 s after the last load,
// waitNewBuild loads the page again, as a user would.
func waitNewBuild(b *browser, version, cond string) {
	b.t.Helper()
	installing := `caches.has("app-" + ` + js(version) + `)`
	start := time.Now()
	lastLoad := start
	for {
		ctx, cancel := contextWithTimeout(b, 5*time.Second)
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](cond))
		cancel()
		if err == nil {
			return
		}
		if time.Since(start) > 90*time.Second {
			b.t.Fatalf("with version %s installing, %s was still false after 90 s: %v\n%s", version, cond, err, serviceWorkerState(b))
		}
		ctx, cancel = contextWithTimeout(b, 10*time.Second)
		started, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](installing, chromedp.EvalAwaitPromise))
		cancel()
		if started || time.Since(lastLoad) < 20*time.Second {
			continue
		}
		b.t.Logf("no new service worker %v after a load; loading again: %s", time.Since(lastLoad).Round(time.Second), serviceWorkerState(b))
		ctx, cancel = contextWithTimeout(b, 20*time.Second)
		_ = chromedp.Do(ctx, chromedp.Reload())
		cancel()
		lastLoad = time.Now()
	}
}

// serviceWorkerState describes the page and its service worker, for a
// failure's message: the page's version and whether it is ready, the
// registration's workers and the caches kept.
func serviceWorkerState(b *browser) string {
	ctx, cancel := contextWithTimeout(b, 10*time.Second)
	defer cancel()
	state, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(async () => {
		const r = await navigator.serviceWorker.getRegistration();
		const w = (sw) => sw ? sw.state : "none";
		return JSON.stringify({
			address: location.href,
			version: typeof goappGetenv === "function" ? goappGetenv("GOAPP_VERSION") : "no app.js",
			ready: !!document.getElementById("wasm-ready"),
			loader: document.getElementById("app-wasm-loader")?.innerText ?? "gone",
			controlled: !!navigator.serviceWorker.controller,
			registration: r ? {active: w(r.active), installing: w(r.installing), waiting: w(r.waiting)} : "none",
			caches: await caches.keys(),
		});
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		return "the page's state could not be read: " + err.Error()
	}
	return "the page's state: " + state
}

var registerRoutes sync.Once

// servedCopy serves a copy of the built site to a fresh browser, opens
// the page at path, and returns them once the service worker controls the
// page with every file stored.
func servedCopy(t *testing.T, path string) (*browser, string) {
	t.Helper()
	needBrowser(t, siteDir)
	dir := copySite(t)
	b := newBrowserAt(t, dir)
	b.open(path)
	waitServiceWorker(b)
	return b, dir
}

// copySite copies the built site into a new temporary directory, which it
// returns.
func copySite(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range append(site.GeneratedFiles[:len(site.GeneratedFiles):len(site.GeneratedFiles)], "web") {
		copyTree(t, filepath.Join(siteDir, f), filepath.Join(dir, f))
	}
	return dir
}

// changeStyleSheet adds a comment, "new build", to the style sheet of the
// site in dir, so that generating the site again makes a new build.
func changeStyleSheet(t *testing.T, dir string) {
	t.Helper()
	css := filepath.Join(dir, "web", "nimber.css")
	data, err := os.ReadFile(css)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(css, append(data, "\n/* new build */\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
}

// newBuild rebuilds the copy of the site in dir (servedCopy), which b
// shows, with a changed style sheet, and returns the new version.
func newBuild(t *testing.T, b *browser, dir string) string {
	t.Helper()
	old := eval[string](b, 30*time.Second, `goappGetenv("GOAPP_VERSION")`)
	changeStyleSheet(t, dir)
	registerRoutes.Do(routes)
	version, err := site.Generate(dir, filepath.Join(siteDir, "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	if version == old {
		t.Fatalf("the version did not change: %s", version)
	}
	return version
}

// TestGenerateServedMeanwhile rebuilds a copy of the site while reading
// its app-worker.js and app.js again and again, as a server serving the
// copy would: every read finds a whole file of the old build or of the new
// one, never one of the stand-in version the generator hashes the site
// with (a service worker once installed a build under that name).
func TestGenerateServedMeanwhile(t *testing.T) {
	needBrowser(t, siteDir)
	dir := copySite(t)
	versions := map[string]*regexp.Regexp{
		"app-worker.js": regexp.MustCompile(`const cacheName = "app-" \+ "([^"]*)";`),
		"app.js":        regexp.MustCompile(`"GOAPP_VERSION":"([^"]*)"`),
	}
	seen := map[string]bool{}
	read := func() {
		for name, re := range versions {
			data, err := os.ReadFile(filepath.Join(dir, name))
			if m := re.FindSubmatch(data); err != nil || m == nil {
				seen["no version in "+name] = true
			} else {
				seen[string(m[1])] = true
			}
		}
	}
	read()
	old := slices.Collect(maps.Keys(seen))
	changeStyleSheet(t, dir)
	done := make(chan struct{})
	reading := make(chan struct{})
	go func() {
		defer close(reading)
		for {
			select {
			case <-done:
				return
			default:
				read()
			}
		}
	}()
	registerRoutes.Do(routes)
	version, err := site.Generate(dir, filepath.Join(siteDir, "wasm_exec.js"))
	close(done)
	<-reading
	if err != nil {
		t.Fatal(err)
	}
	read()
	for v := range seen {
		if !slices.Contains(old, v) && v != version {
			t.Errorf("read during the build: %s (the old build is %v, the new one %s)", v, old, version)
		}
	}
	if len(old) != 1 || !seen[version] {
		t.Errorf("the old build's versions %v, the new one %s, read %v", old, version, seen)
	}
}

// TestBrowserHardReload rebuilds a served copy of the site and reloads the
// page past the service worker (a hard reload, as Ctrl+Shift+R does): the
// page comes from the network, the new build, and stays on it, though the
// service worker's cache still holds the old build's files a while.
func TestBrowserHardReload(t *testing.T) {
	b, dir := servedCopy(t, "/")
	version := newBuild(t, b, dir)
	eval[bool](b, 10*time.Second, `window.reloading = true`)
	b.do(30*time.Second, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		hard := true
		_, err := cdp.Call(ctx, tg, page.Reload, page.ReloadParams{IgnoreCache: &hard})
		return err
	}))
	b.waitReloaded()
	running := `goappGetenv("GOAPP_VERSION")`
	if got := eval[string](b, 10*time.Second, running); got != version {
		t.Fatalf("after a hard reload the page runs version %s, want %s", got, version)
	}
	// A page that took the old build's cache for a newer build would
	// reload itself into it.
	eval[bool](b, 10*time.Second, `window.stayed = true`)
	time.Sleep(3 * time.Second)
	if !eval[bool](b, 10*time.Second, `!!window.stayed`) {
		t.Fatalf("the page reloaded itself after the hard reload (now version %s)", eval[string](b, 10*time.Second, running))
	}
}

// waitServiceWorker waits until go-app's service worker controls the page,
// with every file of the build stored.
func waitServiceWorker(b *browser) {
	b.t.Helper()
	eval[bool](b, 30*time.Second, `navigator.serviceWorker.ready.then(() => true)`)
	b.reload()
	eval[bool](b, 30*time.Second, `navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)`)
}

func copyTree(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.Walk(from, func(path string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		dst := filepath.Join(to, rel)
		if info.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestBrowserSwitchWhileRunning switches problem during a long run: the run
// is stopped, the status says so, and no answer of the old problem appears
// under the new one (issue 15 D3), even once the worker's answers are
// released.
func TestBrowserSwitchWhileRunning(t *testing.T) {
	b := newBrowser(t)
	b.runLong("true")
	b.pick("nim")
	ctx, cancel := contextWithTimeout(b, 10*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`new URL(location.href).searchParams.get("problem") === "nim"`)); err != nil {
		t.Fatalf("switching to nim: %v", err)
	}
	if n := b.releaseMessages(); n != 0 {
		t.Errorf("the page received %d answers of the stopped run", n)
	}
	if s, out := b.text("#status"), b.text("#output"); !strings.Contains(s, "switched to nim") || out != "" {
		t.Fatalf("after switching: status %q, output %q", s, trim(out))
	}
	b.runSample("nim", "run after switching")
}

// TestBrowserOfflinePlainHost serves the built site with Go's plain file
// server, where /table and /play exist only as table.html and play.html:
// after a first visit, every page opens and works offline (issue 15 D18).
func TestBrowserOfflinePlainHost(t *testing.T) {
	b := newBrowserServing(t, siteDir, http.FileServer(http.Dir(siteDir)))
	b.open("/")
	waitServiceWorker(b)
	stored := eval[[]string](b, 30*time.Second, `caches.keys().then((keys) => caches.open(keys[0])).
		then((c) => c.keys()).then((reqs) => reqs.map((r) => new URL(r.url).pathname))`)
	for _, f := range site.PageFiles() {
		if want := "/" + f; f != "index.html" && !slices.Contains(stored, want) {
			t.Errorf("the service worker did not store %s: %v", want, stored)
		}
	}
	b.server.Close()

	// The pages' files and their short addresses, which this host has not.
	for _, path := range []string{"/table.html?game=0.07&n=200&kind=grundy-normal", "/table?game=0.6&n=200&kind=grundy-normal"} {
		b.open(path)
		if o := b.waitTable(60 * time.Second); o.State != "done" || !strings.Contains(o.Period, "period") {
			t.Errorf("%s offline: %+v", path, o)
		}
	}
	v := b.openPlay("nim", "1,2,3")
	if v.State != "lose" {
		t.Errorf("/play.html offline: %+v", v)
	}
	b.open("/play?game=nim&pos=1,2")
	if v := b.waitPlay(); v.Pos != "1,2" || v.State != "win" {
		t.Errorf("/play offline: %+v", v)
	}
	b.open("/?problem=nim")
	b.runSample("nim", "/ offline")
	// An address that is no page: the stored not-found page, offline too.
	b.do(30*time.Second, chromedp.Navigate(b.server.URL+"/tabel?game=0.07"))
	b.waitFor(`!!document.querySelector("#not-found h1")`)
}

// TestBrowserPlainHost serves the built site with Go's plain file server,
// which has no rewrites (a page is its file), and opens past the service
// worker every page and a share link of each at the addresses the app
// makes: each shows the view asked for, and the server has every page the
// page's navigation and share links name (issue 27, item 5).
func TestBrowserPlainHost(t *testing.T) {
	var mu sync.Mutex
	var missing []string
	files := http.FileServer(http.Dir(siteDir))
	b := newBrowserServing(t, siteDir, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		files.ServeHTTP(rec, r)
		if rec.status == http.StatusNotFound {
			mu.Lock()
			missing = append(missing, r.URL.Path)
			mu.Unlock()
		}
	}))
	b.do(10*time.Second, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, network.SetBypassServiceWorker, network.SetBypassServiceWorkerParams{Bypass: true})
		return err
	}))
	// served fails the test unless the server answers href with a page.
	served := func(href string) {
		t.Helper()
		res, err := http.Get(b.server.URL + href)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
			t.Errorf("%s: status %d, %s", href, res.StatusCode, res.Header.Get("Content-Type"))
		}
	}
	// navServed checks that the server has every page of the navigation.
	navServed := func() {
		t.Helper()
		for _, href := range eval[[]string](b, 10*time.Second, `[...document.querySelectorAll("nav.pages a, a.brand")].map((a) => a.getAttribute("href"))`) {
			served(href)
		}
	}
	share := func(sel string) string {
		t.Helper()
		href := eval[string](b, 10*time.Second, fmt.Sprintf(`document.querySelector(%s).getAttribute("href")`, js(sel)))
		served(href)
		return href
	}

	b.open("/?problem=nim")
	navServed()
	if p := eval[string](b, 10*time.Second, `document.getElementById("problem").value`); p != "nim" {
		t.Errorf("/?problem=nim shows problem %q", p)
	}
	b.runSample("nim", "/?problem=nim")

	b.open("/table.html?game=0.07&n=200&kind=grundy-normal")
	navServed()
	if o := b.waitTable(60 * time.Second); o.State != "done" || !strings.Contains(o.Period, "period 34") {
		t.Errorf("/table.html?game=0.07: %+v", o)
	}
	if link := share("#share"); !strings.HasPrefix(link, "/table.html?") || !strings.Contains(link, "game=0.07") {
		t.Errorf("the table's share link %q", link)
	}

	b.open("/play.html?game=nim&pos=1,2,3")
	navServed()
	if v := b.waitPlay(); v.Pos != "1,2,3" || v.State != "lose" {
		t.Errorf("/play.html?game=nim&pos=1,2,3: %+v", v)
	}
	if link := share("#share"); link != frame.PlayHref("nim", "1,2,3") {
		t.Errorf("the position's share link %q", link)
	}

	squares := example(t, "squares.star")
	// A link deflated by compress/flate opens in the page, whose own links
	// (deflated by the browser) carry the same game.
	req := usergame.Request{Code: squares, Kind: "grundy", N: "30"}
	var fragment string
	usergame.EncodeFragment(req, func(f string) { fragment = f })
	if o := b.openUser("/table.html#"+fragment, true); o.State != "done" || o.Numbers != nativeNumbers(t, squares, "30", "grundy") {
		t.Errorf("a user game's share link: %+v", o)
	}
	navServed()
	link := b.userLink("#user-share")
	served(link)
	var linked usergame.Request
	usergame.DecodeFragment(strings.TrimPrefix(link, "/table.html#"), func(r usergame.Request, err error) {
		if err != nil {
			t.Errorf("the user game's share link %q: %v", link, err)
		}
		linked = r
	})
	if !strings.HasPrefix(link, "/table.html#") || linked != req {
		t.Errorf("the user game's share link %q carries %+v", link, linked)
	}
	toPlay := b.userLink("#user-to-play")
	served(toPlay)
	b.open(toPlay)
	navServed()
	if v := b.poll(`document.getElementById("user-verdict").textContent`); !strings.HasPrefix(v, "The player to move") {
		t.Errorf("a user game on the play page: verdict %q", v)
	}

	b.do(30*time.Second, chromedp.Navigate(b.server.URL+"/404.html"))
	// The app runs once go-app has removed its loader.
	b.waitFor(`!document.getElementById("app-wasm-loader") && !!document.querySelector("#not-found h1")`)
	navServed()

	mu.Lock()
	defer mu.Unlock()
	if len(missing) > 0 {
		t.Errorf("the server had no %v", missing)
	}
}

// statusRecorder is a ResponseWriter that remembers the status sent.
type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (r *statusRecorder) WriteHeader(status int) {
	r.status = status
	r.ResponseWriter.WriteHeader(status)
}

// TestBrowserCacheTabs keeps two tabs open: a table stored by a run in one
// appears in the other's cache panel, and clearing the cache in the first
// empties the other's, without a reload (issue 15 D14).
func TestBrowserCacheTabs(t *testing.T) {
	b := newBrowser(t)
	p, job := tricoloreSample(t)
	b.open("/table")
	other := b.newTab()
	other.open("/?problem=tricolore")
	other.paste(p.Samples[0].Input)
	if o := other.run(60 * time.Second); o.State != "done" {
		t.Fatalf("run: state %s, error %q", o.State, o.Error)
	}
	b.waitCached(job)
	other.waitCached(job)
	eval[bool](other, 10*time.Second, `document.getElementById("clear-cache").click() || true`)
	other.waitFor(`document.querySelectorAll("#cache td.key").length === 0`)
	b.waitFor(`document.querySelectorAll("#cache td.key").length === 0`)
}

// TestBrowserClearCacheAfterAhead runs tricolore's sample, reloads (the
// worker answers the input put back from the cached table before Run),
// clears the cache and runs again: the table is computed and kept anew,
// not said to come from the cache that no longer holds it.
func TestBrowserClearCacheAfterAhead(t *testing.T) {
	b := newBrowser(t)
	p, job := tricoloreSample(t)
	b.open("/?problem=tricolore")
	b.runSample("tricolore", "first run")
	b.waitCached(job)
	b.reload()
	b.waitCached(job) // the page has listed the cache (Clear cache is enabled)
	eval[bool](b, 10*time.Second, `document.getElementById("clear-cache").click() || true`)
	b.waitFor(`document.querySelectorAll("#cache td.key").length === 0`)
	o := b.run(60 * time.Second)
	if o.State != "done" || o.Output != p.Samples[0].Output || o.Source != "computed" {
		t.Fatalf("after the cache was cleared: state %s, source %s, error %q, output %q", o.State, o.Source, o.Error, o.Output)
	}
	b.waitCached(job)
}

// tricoloreSample returns problem tricolore and the job of its first
// sample, which needs a table (the cache tests wait for it).
func tricoloreSample(t *testing.T) (*contest.Problem, *contest.Job) {
	t.Helper()
	p := problems.Lookup("tricolore")
	job, err := p.Prepare([]byte(p.Samples[0].Input))
	if err != nil || len(job.Tables) == 0 {
		t.Fatalf("tricolore's first sample should need a table (err %v)", err)
	}
	return p, job
}

// newTab opens another tab of the same browser (same profile, same server).
func (b *browser) newTab() *browser {
	b.t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx)
	b.t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		b.t.Fatalf("opening a tab: %v", err)
	}
	return &browser{t: b.t, ctx: ctx, server: b.server}
}

// runSample pastes the first sample of the named problem into the solve
// page, runs it and fails the test (saying when: what) unless the page
// answers with the sample's output.
func (b *browser) runSample(name, what string) {
	b.t.Helper()
	p := problems.Lookup(name)
	b.paste(p.Samples[0].Input)
	if o := b.run(60 * time.Second); o.State != "done" || o.Output != p.Samples[0].Output {
		b.t.Fatalf("%s: state %s, error %q, output %q", what, o.State, o.Error, o.Output)
	}
}

// TestBrowserInputsUpgrade checks that the page's connection to the input
// database, which stays open while the page is, does not block a newer
// build upgrading that database: after a run has kept a large input, an
// upgrade goes through. Runs still answer afterwards (the input is then
// not kept: the page's version is too old).
func TestBrowserInputsUpgrade(t *testing.T) {
	b := newBrowser(t)
	p := problems.Lookup("gamepack")
	b.open("/?problem=gamepack")
	rng := rand.New(rand.NewPCG(8, 5))
	run := func(when string) {
		in := gamepackCases(rng, 10000) // about 90 kB: kept in IndexedDB
		want, err := p.Solve([]byte(in))
		if err != nil {
			t.Fatal(err)
		}
		b.paste(in)
		if o := b.run(60 * time.Second); o.State != "done" || o.Output != string(want) {
			t.Fatalf("%s: state %s, error %q, output %q", when, o.State, o.Error, trim(o.Output))
		}
		b.waitStored()
	}
	run("before the upgrade")
	eval[bool](b, 15*time.Second, `new Promise((resolve, reject) => {
		const open = indexedDB.open("nimber-inputs", 2);
		open.onerror = () => reject(open.error);
		open.onsuccess = () => { open.result.close(); resolve(true); };
	})`)
	run("after the upgrade")
}

// TestBrowserNewBuildKeepsCompanion tells the page a new build is installed
// (what go-app's script does when the service worker has installed one)
// while an output pasted in "Check my output" waits: the page offers to
// reload rather than reloading by itself and losing that output (it
// reloaded before the fix). With nothing of the user's on the page, it
// reloads at once.
func TestBrowserNewBuildKeepsCompanion(t *testing.T) {
	b := newBrowser(t)
	b.open("/?problem=nim")
	b.click("#tab-check")
	b.do(10*time.Second, chromedp.SendKeys(chromedp.CSS("#my-output"), "Yes\n"))
	eval[bool](b, 10*time.Second, `(window.stayed = true, goappOnUpdate(), true)`)
	b.waitFor(`!document.querySelector(".update").hidden`)
	time.Sleep(time.Second)
	if !eval[bool](b, 10*time.Second, `window.stayed === true`) {
		t.Fatal("the page reloaded itself with an output to check on it")
	}
	if got := b.value("#my-output"); got != "Yes\n" {
		t.Fatalf("the output to check is now %q", got)
	}

	b.reload()
	eval[bool](b, 10*time.Second, `(window.reloading = true, goappOnUpdate(), true)`)
	b.waitReloaded()
}

// TestBrowserRetryOneWorker makes the solver fail to load, then asks for an
// explanation (which starts a worker) and clicks Retry: the page keeps one
// worker (Retry started a second one and left the first running, before
// the fix), which answers runs and the companion.
func TestBrowserRetryOneWorker(t *testing.T) {
	b := newBrowser(t)
	b.broken.Store("/web/worker.wasm")
	b.do(20*time.Second, chromedp.Navigate(b.server.URL+"/?problem=nim"))
	b.waitAnswer(`document.getElementById("status").dataset.state === "error" && !document.getElementById("retry").hidden`)
	b.broken.Store("")
	// Count the workers started from now on and not terminated.
	eval[bool](b, 10*time.Second, `(() => {
		window.workers = 0;
		const Base = window.Worker;
		window.Worker = class extends Base {
			constructor(...args) { super(...args); window.workers++; }
			terminate() { window.workers--; super.terminate(); }
		};
		return true;
	})()`)
	b.paste("1\n1\n5\n")
	b.click("#explain")
	b.waitAnswer(`document.getElementById("explanation")?.dataset.cases === "1"`)
	b.click("#retry")
	b.waitReady()
	if n := eval[int](b, 10*time.Second, `window.workers`); n != 1 {
		t.Fatalf("%d workers running after Explain and Retry", n)
	}
	b.runSample("nim", "after Retry")
	b.paste("2\n1\n5\n2\n1 1\n")
	b.click("#explain")
	b.waitAnswer(`document.getElementById("explanation")?.dataset.cases === "2"`)
}

// TestBrowserEditAfterAhead types over an input the worker read ahead and
// keeps, so that Run, Explain and Check leave it out of their requests:
// they answer the typed input, not the kept one. The input read ahead is
// a small one put back by a reload, then a large one pasted (held out of
// the box). A spy on the worker's postMessage checks that each request
// left the input out exactly when the worker held it.
func TestBrowserEditAfterAhead(t *testing.T) {
	b := newBrowser(t)
	b.open("/?problem=nim")
	nim := problems.Lookup("nim")
	answer := func(in string) string {
		out, err := nim.Solve([]byte(in))
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	// sent checks that the page's last request of the kind left the input
	// out (kept) or posted its bytes. The spy is set in each page anew.
	spy := func() {
		eval[bool](b, 10*time.Second, `(() => {
			if (!window.sent) {
				window.sent = {};
				const post = Worker.prototype.postMessage;
				Worker.prototype.postMessage = function (m, ...rest) {
					if (m && ["solve", "explain", "check"].includes(m.type)) {
						window.sent[m.type] = m.kept ? "kept" : m.input instanceof Uint8Array ? "bytes" : typeof m.input;
					}
					return post.call(this, m, ...rest);
				};
			}
			return true;
		})()`)
	}
	sent := func(kind, what string, kept bool) {
		t.Helper()
		want := map[bool]string{true: "kept", false: "bytes"}[kept]
		if got := eval[string](b, 10*time.Second, fmt.Sprintf(`window.sent[%s] || "nothing"`, js(kind))); got != want {
			t.Errorf("%s: the %s request's input was %s, want %s", what, kind, got, want)
		}
	}
	runs := func(want, what string, kept bool) {
		t.Helper()
		spy()
		if o := b.run(60 * time.Second); o.State != "done" || o.Output != want {
			t.Fatalf("%s: state %s, error %q, output %q; want %q", what, o.State, o.Error, trim(o.Output), want)
		}
		sent("solve", what, kept)
	}
	// companion explains and checks the input, which has cases cases
	// answered by want. It waits for that explanation and that check (or
	// an error): the previous input's stay shown until they come.
	companion := func(cases int, want, what string, kept bool) {
		t.Helper()
		spy()
		failed := `document.getElementById("companion-error").textContent !== ""`
		b.click("#tab-explain")
		b.click("#explain")
		b.waitAnswer(fmt.Sprintf(`%s || document.getElementById("explanation")?.dataset.cases === %s`, failed, js(fmt.Sprint(cases))))
		if e := b.text("#companion-error"); e != "" {
			t.Fatalf("%s: Explain failed: %q", what, e)
		}
		sent("explain", what, kept)
		b.click("#tab-check")
		b.setValue("my-output", want)
		all := fmt.Sprintf("All %d cases correct.", cases)
		b.click("#check")
		b.waitAnswer(fmt.Sprintf(`%s || document.getElementById("check-summary")?.textContent === %s`, failed, js(all)))
		if e := b.text("#companion-error"); e != "" {
			t.Fatalf("%s: Check failed: %q", what, e)
		}
		sent("check", what, kept)
	}
	typeOver := func(typed string) {
		t.Helper()
		b.setValue("input", "")
		b.do(10*time.Second, chromedp.SendKeys(chromedp.CSS("#input"), typed))
		if got := b.input(); got != typed {
			t.Fatalf("the box holds %q after typing, want %q", trim(got), typed)
		}
	}
	const pasted, typed = "2\n2\n1 2\n3\n1 2 3\n", "3\n1\n5\n2\n4 4\n1\n0\n"
	b.pasteAsUser(pasted)
	runs(answer(pasted), "the pasted input", false) // a small paste is not read ahead
	b.reload()                                      // the input put back is
	runs(answer(pasted), "the input put back", true)
	runs(answer(pasted), "the input put back, again", true)
	companion(2, answer(pasted), "the input put back", true)
	typeOver(typed)
	runs(answer(typed), "the typed input", false)
	companion(3, answer(typed), "the typed input", false)

	b.pasteHeldNim(3) // three cases of 10^4 equal heaps: an even count, so No
	runs("No\nNo\nNo\n", "the held input", true)
	b.click("#clear-held")
	b.waitFor(`!document.getElementById("input").hidden`)
	typeOver(typed)
	runs(answer(typed), "the input typed over the held one", false)
}
