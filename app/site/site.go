//go:build !js

// Package site generates Nimber's static web site with go-app (the routes
// registered by the main package) and serves it.
package site

import (
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"nimber/app/atomicfile"
	"nimber/app/catalog"
	"nimber/app/frame"
	"nimber/app/wasmdata"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The static site is the directory holding the files go-app generates (the
// pages, their scripts, the manifest) and web/, which holds the two wasm
// programs and the assets kept in the repository.
var GeneratedFiles = append(PageFiles(),
	"app.js", "app-worker.js", "manifest.webmanifest", "app.css", "wasm_exec.js")

// PageFiles returns the files of the pages and of the page for other
// addresses (see frame.PageFile).
func PageFiles() []string {
	var files []string
	for _, p := range frame.Pages {
		files = append(files, frame.PageFile(p.Path))
	}
	return append(files, frame.PageFile(frame.NotFoundPath))
}

// otherPageFiles returns the addresses of the files of the pages other
// than "/" (/table.html, ..., /404.html), which the service worker stores
// too so that they open offline. It stores files, not short paths: a plain
// static host serves /table only as /table.html, and one missing file
// would fail the whole install.
func otherPageFiles() []string {
	var paths []string
	for _, f := range PageFiles() {
		if f != frame.PageFile("/") {
			paths = append(paths, "/"+f)
		}
	}
	return paths
}

// isolation are the headers that make a page cross-origin isolated, which
// gives it SharedArrayBuffer and so the pool of workers of a far run
// (app/worker's farpool_js.go): Handler sends them on every response, and
// the site's _headers file asks hosts that read one (Netlify, Cloudflare
// Pages) to do the same. Every resource of the site is its own, so
// require-corp blocks nothing.
var isolation = [][2]string{
	{"Cross-Origin-Opener-Policy", "same-origin"},
	{"Cross-Origin-Embedder-Policy", "require-corp"},
}

// HeadersFile is the file of the site naming the headers of every address
// for the hosts that read one (the syntax of Netlify and Cloudflare Pages).
const HeadersFile = "_headers"

// headersFile returns the content of HeadersFile.
func headersFile() string {
	var b strings.Builder
	b.WriteString("/*\n")
	for _, h := range isolation {
		fmt.Fprintf(&b, "  %s: %s\n", h[0], h[1])
	}
	return b.String()
}

// wasmLengthHeader carries a wasm file's uncompressed size, so go-app's
// loading progress stays right when the file is sent gzip-compressed.
const wasmLengthHeader = "X-Uncompressed-Length"

// newHandler describes the app to go-app. version names the build: the
// service worker keeps one build's files together and replaces them all when
// the version changes.
func newHandler(version string) *app.Handler {
	return &app.Handler{
		Name:        "Nimber",
		ShortName:   "Nimber",
		Title:       "Nimber",
		Description: "Answers contest problems on impartial games, in the browser.",
		Lang:        "en",
		Icon: app.Icon{
			Default: "/web/icon-192.png",
			Large:   "/web/icon-512.png",
			SVG:     "/web/icon.svg",
		},
		BackgroundColor: "#f6f5f1",
		ThemeColor:      "#26547c",
		LoadingLabel:    "Loading Nimber… {progress}%",
		Styles:          []string{"/web/nimber.css"},
		CacheableResources: append([]string{
			"/web/solver-worker.js", "/web/worker.wasm", "/web/icon.svg", catalog.Path,
		}, otherPageFiles()...),
		Version:                 version,
		WasmContentLengthHeader: wasmLengthHeader,
		ServiceWorkerTemplate:   serviceWorkerJS(),
	}
}

// serviceWorkerJS is go-app's service worker with two changes: the files of
// a new build are fetched past the HTTP cache, so that a stale file can never
// be stored under a new version; and a page is served from the stored page
// file, whatever the query and whichever of its addresses was asked
// (/?problem=nim and /index.html are index.html, /table.html?game=0.6 and
// /table?game=0.6 are table.html; see frame.PageFile and frame.ShortPath),
// before asking the network.
func serviceWorkerJS() string {
	js := app.DefaultAppWorkerJS
	for _, r := range [][2]string{
		{"cache.addAll(resourcesToCache)",
			`cache.addAll(resourcesToCache.map((url) => new Request(url, { cache: "reload" })))`},
		{"caches.match(event.request)", "matchPage(event.request)"},
	} {
		if !strings.Contains(js, r[0]) {
			panic("go-app's service worker changed: update serviceWorkerJS")
		}
		js = strings.Replace(js, r[0], r[1], 1)
	}
	return js + `
// matchPage finds a request in the cache; a page (a navigation) is looked
// up without its query, then as its file: /index.html is stored as /, and
// /table as /table.html. A page that is none of them is asked of the
// network, and offline answered with the stored not-found page.
function matchPage(request) {
  if (request.mode !== "navigate") {
    return caches.match(request);
  }
  const path = new URL(request.url).pathname;
  return caches.match(request, { ignoreSearch: true }).then((response) => {
    if (response || path === "/") {
      return response;
    }
    return caches.match(path === "/index.html" ? "/" : path.replace(/\/$/, "") + ".html");
  }).then((response) => response || fetch(request).catch(() => caches.match("/404.html")));
}
`
}

// Generate writes the static site into dir, whose web/ already holds the
// built wasm files: the catalog (package catalog), go-app's files, wasm_exec.js copied from wasmExec (it
// must come from the Go toolchain that built the wasm files), the two
// wasm files with their data packed (package wasmdata), a gzip copy of
// each, and HeadersFile. It returns the build's version.
func Generate(dir, wasmExec string) (string, error) {
	glue, err := os.ReadFile(wasmExec)
	if err != nil {
		return "", err
	}
	for _, name := range []string{"app.wasm", "worker.wasm"} {
		if err := packData(filepath.Join(dir, "web", name)); err != nil {
			return "", err
		}
		if err := gzipFile(filepath.Join(dir, "web", name)); err != nil {
			return "", err
		}
	}
	// The pages are prerendered with the catalog the browser reads.
	cat := Catalog()
	catalog.Set(cat)
	if err := writeBytes(filepath.Join(dir, filepath.FromSlash(catalog.Path[1:])), catalog.Encode(cat)); err != nil {
		return "", err
	}
	// The version hashes the site as served: web/, and the files written
	// here as they are with a stand-in version (the version changes
	// nothing else in them), so that a change to those alone (app.js's
	// edits, the script in the pages' head) is a new version too. Both
	// are written into a directory of their own (stage) and moved into
	// dir once complete, app-worker.js last: dir may be served meanwhile,
	// and a service worker that sees a new app-worker.js installs at once
	// the files it lists, under the version it names. (The stand-in
	// version, written into dir, was once installed that way.)
	stage, err := os.MkdirTemp(dir, ".generate-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(stage)
	if err := writeGenerated(stage, versionStandIn, glue); err != nil {
		return "", err
	}
	version, err := siteVersion(stage, dir)
	if err != nil {
		return "", err
	}
	if err := writeGenerated(stage, version, glue); err != nil {
		return "", err
	}
	return version, publish(stage, dir)
}

// publish moves the files writeGenerated wrote into stage to dir, each in
// one step (a rename), app-worker.js last.
func publish(stage, dir string) error {
	const worker = "app-worker.js"
	names := slices.DeleteFunc(slices.Clone(GeneratedFiles), func(name string) bool { return name == worker })
	for _, name := range append(names, HeadersFile, worker) {
		if err := os.Rename(filepath.Join(stage, name), filepath.Join(dir, name)); err != nil {
			return err
		}
	}
	return nil
}

// versionStandIn is the version of the site written to be hashed into the
// real one (Generate).
const versionStandIn = "version"

// writeGenerated writes into dir go-app's files for the given version,
// changed for Nimber, HeadersFile and wasm_exec.js (glue).
func writeGenerated(dir, version string, glue []byte) error {
	if err := app.GenerateStaticWebsite(dir, newHandler(version)); err != nil {
		return err
	}
	for _, f := range PageFiles() {
		if err := dropLocalURL(filepath.Join(dir, f)); err != nil {
			return err
		}
		if err := startWasm(filepath.Join(dir, f)); err != nil {
			return err
		}
		if err := hidePrerendered(filepath.Join(dir, f)); err != nil {
			return err
		}
	}
	if err := editFile(filepath.Join(dir, "app.js"), appJS); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, HeadersFile), []byte(headersFile()), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "wasm_exec.js"), glue, 0o644)
}

// ogURL matches the og:url meta tag go-app writes: prerendered, it names
// the generator's own local server (http://127.0.0.1:PORT/). The site has
// no address of its own (any host serves it), and in the browser go-app
// sets the tag to the page's real address.
// (Its attributes come in either order.)
var ogURL = regexp.MustCompile(`<meta (?:property="og:url" content="[^"]*"|content="[^"]*" property="og:url")>\n?`)

// dropLocalURL removes the og:url tag from the page file name.
func dropLocalURL(name string) error {
	return editFile(name, func(s string) string { return ogURL.ReplaceAllString(s, "") })
}

// editFile replaces the content of the file name by edit's result.
func editFile(name string, edit func(string) string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	return os.WriteFile(name, []byte(edit(string(data))), 0o644)
}

// appJS returns go-app's app.js js changed for the page's start.
//
// The page's wasm is the one the page's head started fetching and
// compiling (wasmStart), instantiated by instantiateStarted, instead of
// one fetched by go-app's fetchWithProgress once app.js runs (after the
// page is parsed and its styles and scripts are loaded) and compiled then.
// fetchWithProgress also handed the compiler a Response rebuilt from a
// JavaScript stream that copies every chunk and rewrites the loading label
// at each: the copy cost the main thread, and a rebuilt Response has no
// URL, so the browser could neither keep the compiled code nor use the
// code it kept on a later visit. The head compiles the fetched Response
// itself and reports the download's whole percents, which
// instantiateStarted shows. The page's timeline gets a "wasm-compiled" mark as
// the Go program starts (see app/main_js.go).
//
// The loader stays until the page has mounted, which removes it
// (frame.Ready): go-app removed it as soon as the Go program first waited,
// which it does for the catalog before it mounts, so the window showed an
// empty page (what the page prerendered is hidden, see hidePrerendered)
// for a frame or two. Should the Go program end before that, the loader
// says so instead of spinning.
//
// The service worker registers once the page runs (frame.ReadyMark), not
// as app.js starts: its install fetches every file of the build, both wasm
// programs among them, and on a first visit it competed with the page's own
// start for the network and the processor.
//
// A new build that took over the page, before or while it runs, is
// announced to the page (goappOnUpdate, once the page is ready) by
// watchNewBuild. go-app announces it from its registration's "updatefound"
// event only, but register waits for an update under way: a page that
// loads while its service worker installs a new build, the usual way a new
// build arrives, registered after the install and never heard of it.
func appJS(js string) string {
	m := wasmInstantiation.FindStringSubmatch(js)
	if m == nil || m[1] != wasmPath {
		panic("go-app's app.js changed: update appJS")
	}
	for _, anchor := range []string{swRegistration, noWasm, goRun} {
		if !strings.Contains(js, anchor) {
			panic("go-app's app.js changed: update appJS")
		}
	}
	js = wasmInstantiation.ReplaceAllString(js, "const wasm = await instantiateStarted(showProgress, go.importObject);")
	js = strings.Replace(js, goRun, `    performance.mark("wasm-compiled");
    go.run(wasm.instance).then(() => {
      if (loader.isConnected) {
        loaderIcon.className = "goapp-logo";
        loaderLabel.innerText = "Nimber stopped before its page was ready: the browser's console says why.";
      }
    });`, 1)
	js = strings.Replace(js, swRegistration, "\ngoappAfterReady(goappInitServiceWorker);\nwatchNewBuild();\n", 1)
	js = strings.Replace(js, noWasm, noWasm+`
    document.querySelectorAll("[`+prerenderedMark+`]").forEach((e) => e.removeAttribute("`+prerenderedMark+`"));`, 1)
	return js + `
// instantiateStarted instantiates the page's wasm, compiled from the fetch
// the page's head started (nimberWasm), with importObject, and shows the
// download's progress (each whole percent the head reports) with progress.
async function instantiateStarted(progress, importObject) {
  nimberWasm.show = progress;
  if (nimberWasm.percent > 0) {
    progress(nimberWasm.percent);
  }
  const instance = await WebAssembly.instantiate(await nimberWasm.module, importObject);
  return { instance };
}

// watchNewBuild calls goappOnUpdate once the page is ready when a new
// build's service worker has taken over the page: as it runs (the worker
// skips waiting, so the page's controller changes), or before this script
// ran (go-app's worker keeps one cache per build, "app-" + version, and
// deletes the others once a new one takes over). A page no service worker
// served (a first visit, a hard reload) came from the network: it is the
// newest build, though the worker's cache may still be an older one's.
function watchNewBuild() {
  if (!navigator.serviceWorker?.controller) {
    return;
  }
  navigator.serviceWorker.addEventListener("controllerchange", () => goappAfterReady(() => goappOnUpdate()));
  goappAfterReady(async () => {
    const builds = (await caches.keys()).filter((k) => k.startsWith("app-"));
    if (builds.length > 0 && !builds.includes("app-" + goappGetenv("GOAPP_VERSION"))) {
      goappOnUpdate();
    }
  });
}

// goappAfterReady calls f once the page has made its "` + frame.ReadyMark + `" mark.
function goappAfterReady(f) {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("` + frame.ReadyMark + `").length > 0) {
      observer.disconnect();
      f();
    }
  });
  observer.observe({ type: "mark", buffered: true });
}
`
}

// What appJS changes in go-app's app.js: the statement that fetches and
// instantiates the page's wasm (its address in group 1), and the service
// worker's registration (its one call, as a statement of its own).
var wasmInstantiation = regexp.MustCompile(
	`const wasm = await instantiateStreaming\(\s*fetchWithProgress\("([^"]*)", showProgress\),\s*go\.importObject\s*\);`)

const swRegistration = "\ngoappInitServiceWorker();\n"

// noWasm is where app.js gives up the page's wasm (a crawler's user agent,
// or ?wasm=false in the address): there appJS shows the prerendered
// content (hidePrerendered).
const noWasm = "if (!goappCanLoadWebAssembly()) {\n    loader.remove();"

// goRun is where app.js runs the Go program and removes the loader.
const goRun = "    go.run(wasm.instance);\n    loader.remove();\n"

// wasmPath is the page's wasm, as go-app's app.js names it.
const wasmPath = "/web/app.wasm"

// wasmStart is the script that starts fetching and compiling the page's
// wasm, put at the top of every page's head (startWasm): there it runs as
// soon as the page starts to arrive, where app.js, a deferred script, runs
// once the whole page is parsed and its styles and scripts have arrived
// (about a quarter of a second later on a first visit). It needs nothing
// app.js defines, and leaves in nimberWasm the compiled module (a
// promise), how it was compiled (via: "worker" or "page"), the download's
// last whole percent, and the function app.js sets to show it.
//
// The compilation runs in a dedicated worker made from the script's own
// compile function, which posts the module back: a streamed compilation
// takes in the file's bytes on the thread that called it. On the page's
// thread, in a trace of a warm load (the compiled code from the browser's
// cache), that was two tasks of 135 and 130 ms, 220 ms of processor time,
// after the page's parsing and layout and before the Go program could
// start; in the worker they run beside them. The request (the file's
// address and how to fetch it) is written into the worker's source, so the
// worker starts fetching as soon as it runs: a message posted to it waited
// for the page's thread, busy with its first frame then. Chromium mostly
// starts a dedicated worker only once the page's load event has passed (in
// five of six traces of a first visit, the worker's start reached the page
// 1–6 ms after that event), so what holds up that event holds up the
// compilation: hence the hidden prerendered content (hidePrerendered) and
// the catalog fetched rather than preloaded (below). The worker, a blob
// address, has the page's service worker: its fetch is served from the same
// build's cache, offline too. When the page has no service worker (a first
// visit, a hard reload), the fetch revalidates what the browser's HTTP
// cache holds ("no-cache"), so a build's page never runs another build's
// wasm. Where a worker cannot be made or cannot post a module, the page
// compiles the file itself, as before.
//
// The script also starts fetching the catalog, which the Go program
// reads before it mounts the page (catalog.Load): nimberCatalog holds the
// response's promise. A fetch does not hold up the page's load event, where
// a preload link did: in a fresh browser the catalog came last (its
// request queued behind the page's files), and Chromium started the
// worker compiling the wasm only after that event.
//
// When the download can be slow (no service worker serves the page yet)
// compile follows it on a clone and reports each whole percent; from the
// service worker's cache the file arrives in a tenth of a second, and
// reading a clone of its megabytes on the compiling thread would only
// delay the compilation.
const wasmStart = `<script>
var nimberWasm = (() => {
  const local = !!(navigator.serviceWorker && navigator.serviceWorker.controller);
  const state = { percent: 0, show: null, via: "worker" };
  const report = (percent) => {
    state.percent = percent;
    if (state.show) {
      state.show(percent);
    }
  };
  const request = { url: new URL("` + wasmPath + `", location.href).href, cache: local ? "default" : "no-cache", progress: !local };
  // compile fetches and compiles r.url, calling report with each new whole
  // percent downloaded when r.progress; a worker runs it from its source.
  const compile = async (r, report) => {
    const response = await fetch(r.url, { cache: r.cache });
    const total = parseInt(response.headers.get("` + wasmLengthHeader + `") || response.headers.get("Content-Length"), 10);
    if (r.progress && response.ok && response.body && total > 0) {
      (async (reader) => {
        let loaded = 0;
        let shown = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            return;
          }
          loaded += value.byteLength;
          const percent = Math.min(100, Math.floor((loaded * 100) / total));
          if (percent > shown) {
            shown = percent;
            report(percent);
          }
        }
      })(response.clone().body.getReader());
    }
    if (WebAssembly.compileStreaming) {
      return WebAssembly.compileStreaming(response);
    }
    return WebAssembly.compile(await response.arrayBuffer());
  };
  const inWorker = () => new Promise((resolve, reject) => {
    const source = "const compile = " + compile + ";\n" +
      "compile(" + JSON.stringify(request) + ", (percent) => postMessage({ percent }))\n" +
      "  .then((module) => postMessage({ module }))\n" +
      "  .catch((err) => postMessage({ error: String(err) }));\n";
    const address = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    const worker = new Worker(address);
    const end = () => {
      worker.terminate();
      URL.revokeObjectURL(address);
    };
    worker.onmessage = (e) => {
      if ("percent" in e.data) {
        report(e.data.percent);
        return;
      }
      end();
      e.data.module instanceof WebAssembly.Module ? resolve(e.data.module) : reject(new Error(e.data.error));
    };
    worker.onerror = (e) => {
      end();
      reject(new Error(e.message));
    };
  });
  const onPage = () => {
    state.via = "page";
    return compile(request, report);
  };
  state.module = inWorker().catch(onPage);
  return state;
})();
var nimberCatalog = fetch("` + catalog.Path + `");
nimberCatalog.catch(() => {}); // catalog.Load reports a failure
</script>`

// charset is the first tag of a page's head, as go-app writes it.
const charset = `<meta charset="UTF-8">`

// startWasm puts wasmStart into the page file name, right after its head's
// charset tag: before the style sheets, which would hold up a script after
// them until they arrive.
func startWasm(name string) error {
	return editFile(name, func(s string) string {
		if !strings.Contains(s, charset) {
			panic("go-app's page head changed: update startWasm")
		}
		return strings.Replace(s, charset, charset+"\n"+wasmStart, 1)
	})
}

// prerenderedMark is the attribute hidePrerendered puts on what a page
// file prerenders; web/nimber.css hides it.
const prerenderedMark = "data-prerendered"

// bodyContent matches a page's body tag and the start of its first
// element, the content go-app prerendered.
var bodyContent = regexp.MustCompile(`<body[^>]*>\s*<[a-z][a-z0-9]*`)

// hidePrerendered marks the content the page file name prerenders (its
// body's first element) with prerenderedMark, so that the browser does not
// lay it out. In a browser that runs the page's wasm nobody sees it:
// go-app's loader covers the window until the page has mounted (frame.Ready),
// and the mount replaces that element. Laid out, it made the page's first
// frame (a hundred elements, 200–280 ms in a fresh browser), and Chromium
// let the worker compiling the page's wasm start only after the page's load
// event, which came after that frame: hidden, the page was ready 160 ms
// sooner with an empty cache (the median of 15 fresh browsers, run T in
// docs/performance-history.md). Where the wasm does not run, app.js shows
// the content again (noWasm).
func hidePrerendered(name string) error {
	return editFile(name, func(s string) string {
		at := bodyContent.FindStringIndex(s)
		if at == nil {
			panic("go-app's page body changed: update hidePrerendered")
		}
		return s[:at[1]] + " " + prerenderedMark + s[at[1]:]
	})
}

// siteVersion hashes a site: the files generated in generated
// (GeneratedFiles, the wasm glue code among them, and HeadersFile; the
// pages by their words, see pageWords) and every file of dir's web/ but
// the gzip copies.
func siteVersion(generated, dir string) (string, error) {
	files, err := os.ReadDir(filepath.Join(dir, "web"))
	if err != nil {
		return "", err
	}
	names := append(slices.Clone(GeneratedFiles), HeadersFile)
	for _, f := range files {
		if !f.IsDir() && !strings.HasSuffix(f.Name(), ".gz") {
			names = append(names, "web/"+f.Name())
		}
	}
	h := sha256.New()
	for _, name := range names {
		from := generated
		if strings.HasPrefix(name, "web/") {
			from = dir
		}
		data, err := os.ReadFile(filepath.Join(from, filepath.FromSlash(name)))
		if err != nil {
			return "", err
		}
		if slices.Contains(PageFiles(), name) {
			data = pageWords(data)
		}
		fmt.Fprintf(h, "%s %d\n", name, len(data))
		h.Write(data)
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// pageWords returns the words of a page, sorted, one a line: tag ends
// apart, split at white space. go-app writes a tag's attributes in a random
// order (a map's), so that the bytes of a page change from one generation
// to the next but not its words.
func pageWords(page []byte) []byte {
	words := strings.Fields(strings.ReplaceAll(string(page), ">", " > "))
	slices.Sort(words)
	return []byte(strings.Join(words, "\n"))
}

// packData rewrites the wasm file name with its data packed: smaller,
// raw and compressed (see package wasmdata).
func packData(name string) error {
	module, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	packed, err := wasmdata.Pack(module)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return writeBytes(name, packed)
}

// gzipFile writes name.gz, name compressed at the best level.
func gzipFile(name string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	return atomicfile.Write(name+".gz", func(w io.Writer) error {
		zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression)
		if _, err := zw.Write(data); err != nil {
			return err
		}
		return zw.Close()
	})
}

// writeBytes writes data to the file name in one step (package
// atomicfile): the site may be served while it is built.
func writeBytes(name string, data []byte) error {
	return atomicfile.Write(name, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// Handler serves the static site in dir: the generated files and web/,
// nothing else of the directory, every response cross-origin isolated
// (isolation). A file with a .gz copy is sent compressed to
// clients that accept gzip. Every response must be revalidated, so a reload
// after a rebuild never mixes old and new files from the HTTP cache.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for _, h := range isolation {
			w.Header().Set(h[0], h[1])
		}
		name := pageFile(path.Clean("/" + r.URL.Path))
		if !slices.Contains(GeneratedFiles, name[1:]) &&
			(!strings.HasPrefix(name, "/web/") || strings.HasSuffix(name, ".gz")) {
			notFound(w, r, dir)
			return
		}
		file := filepath.Join(dir, filepath.FromSlash(name))
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Vary", "Accept-Encoding")
		if ctype := mime.TypeByExtension(path.Ext(name)); ctype != "" {
			w.Header().Set("Content-Type", ctype)
		}
		if st, err := os.Stat(file); err == nil && strings.HasSuffix(name, ".wasm") {
			w.Header().Set(wasmLengthHeader, strconv.FormatInt(st.Size(), 10))
		}
		if acceptsGzip(r) {
			if f, err := os.Open(file + ".gz"); err == nil {
				defer f.Close()
				w.Header().Set("Content-Encoding", "gzip")
				serveFile(w, r, name, f)
				return
			}
		}
		f, err := os.Open(file)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		serveFile(w, r, name, f)
	})
}

// pageFile returns the file of the site at the address name: a page's file
// for any of its addresses ("/" is index.html, /table is table.html), else
// name itself.
func pageFile(name string) string {
	for _, p := range frame.Pages {
		if slices.Contains(frame.Addresses(p.Path), name) {
			return "/" + frame.PageFile(p.Path)
		}
	}
	return name
}

// notFound answers a request for an address the site does not have with
// the page saying so (404.html, with links to the pages), as static hosts
// do, and status 404.
func notFound(w http.ResponseWriter, r *http.Request, dir string) {
	page, err := os.ReadFile(filepath.Join(dir, frame.PageFile(frame.NotFoundPath)))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusNotFound)
	w.Write(page)
}

func serveFile(w http.ResponseWriter, r *http.Request, name string, f *os.File) {
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		http.NotFound(w, r)
		return
	}
	http.ServeContent(w, r, name, st.ModTime(), io.ReadSeeker(f))
}

func acceptsGzip(r *http.Request) bool {
	for _, enc := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		if strings.TrimSpace(strings.SplitN(enc, ";", 2)[0]) == "gzip" {
			return true
		}
	}
	return false
}
