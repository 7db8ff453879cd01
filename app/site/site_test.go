//go:build !js

package site

import (
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/catalog"
	"nimber/app/frame"
)

func TestSiteHandler(t *testing.T) {
	dir := t.TempDir()
	wasm := strings.Repeat("wasm bytes ", 1000)
	for name, data := range map[string]string{
		"index.html":      "<html>page</html>",
		"404.html":        "<html>no page here</html>",
		"table.html":      "<html>table</html>",
		"web/app.wasm":    wasm,
		"web/nimber.css":  "body{}",
		"README.md":       "not part of the site",
		"app/secret.go":   "package main",
		"web/app.wasm.gz": "",
	} {
		os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o755)
		os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644)
	}
	if err := gzipFile(filepath.Join(dir, "web/app.wasm")); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	get := func(path, encoding string) (*http.Response, string) {
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		req.Header.Set("Accept-Encoding", encoding)
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res, string(body)
	}

	res, body := get("/web/app.wasm", "gzip, deflate")
	if res.Header.Get("Content-Encoding") != "gzip" || res.Header.Get("Content-Type") != "application/wasm" {
		t.Fatalf("wasm with gzip: headers %v", res.Header)
	}
	zr, err := gzip.NewReader(strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if plain, _ := io.ReadAll(zr); string(plain) != wasm || len(body) >= len(wasm) {
		t.Fatalf("compressed wasm: %d bytes unpacking to %d", len(body), len(plain))
	}
	if res.Header.Get(wasmLengthHeader) != "11000" {
		t.Errorf("%s = %q", wasmLengthHeader, res.Header.Get(wasmLengthHeader))
	}
	if res, body := get("/web/app.wasm", ""); res.Header.Get("Content-Encoding") != "" || body != wasm {
		t.Fatalf("wasm without gzip: encoding %q, %d bytes", res.Header.Get("Content-Encoding"), len(body))
	}
	if res, body := get("/", "gzip"); res.StatusCode != 200 || body != "<html>page</html>" ||
		res.Header.Get("Cache-Control") != "no-cache" {
		t.Fatalf("/: %d %q %v", res.StatusCode, body, res.Header)
	}
	// A page is served at its file and at its short address (old links).
	for _, path := range []string{"/table.html", "/table", "/table?game=0.6"} {
		if res, body := get(path, ""); res.StatusCode != 200 || body != "<html>table</html>" {
			t.Errorf("%s: %d %q", path, res.StatusCode, body)
		}
	}
	for _, path := range []string{"/README.md", "/app/secret.go", "/web/app.wasm.gz", "/../go.mod", "/web/missing.js", "/tabel"} {
		if res, _ := get(path, ""); res.StatusCode != 404 {
			t.Errorf("%s: status %d, want 404", path, res.StatusCode)
		}
	}
	// Every response is cross-origin isolated, the missing too, and the
	// _headers file asks static hosts for the same headers.
	for _, path := range []string{"/", "/web/app.wasm", "/tabel"} {
		res, _ := get(path, "")
		for _, h := range isolation {
			if got := res.Header.Get(h[0]); got != h[1] {
				t.Errorf("%s: %s %q, want %q", path, h[0], got, h[1])
			}
			if line := fmt.Sprintf("\n  %s: %s\n", h[0], h[1]); !strings.HasPrefix(headersFile(), "/*\n") || !strings.Contains(headersFile(), line) {
				t.Errorf("%s has not %q", HeadersFile, line)
			}
		}
	}
	// A missing page gets the page saying so, with links to the others.
	if res, body := get("/tabel", ""); body != "<html>no page here</html>" || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		t.Errorf("/tabel: %q (%s)", body, res.Header.Get("Content-Type"))
	}
}

func TestServiceWorkerChanges(t *testing.T) {
	js := serviceWorkerJS()
	for _, want := range []string{`cache: "reload"`, "matchPage(event.request)", `ignoreSearch: true`} {
		if !strings.Contains(js, want) {
			t.Errorf("the service worker lacks %s", want)
		}
	}
}

// TestAppJS: in the app.js go-app generates for the site, the page's wasm
// is the one the page's head compiles from its fetched response
// (instantiateStarted), the service worker registers once the page has
// made its ready mark, and app.js leaves the loader to the page.
func TestAppJS(t *testing.T) {
	dir := t.TempDir()
	if err := app.GenerateStaticWebsite(dir, newHandler("test")); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "app.js"))
	if err != nil {
		t.Fatal(err)
	}
	js := appJS(string(data))
	for _, want := range []string{
		"const wasm = await instantiateStarted(showProgress, go.importObject);",
		"async function instantiateStarted(progress, importObject)", "await nimberWasm.module",
		"\ngoappAfterReady(goappInitServiceWorker);\nwatchNewBuild();\n", "function watchNewBuild()", `getEntriesByName("` + frame.ReadyMark + `")`,
		"go.run(wasm.instance).then(() => {",
		noWasm + "\n    document.querySelectorAll(\"[" + prerenderedMark + "]\")",
	} {
		if !strings.Contains(js, want) {
			t.Errorf("app.js lacks %q", want)
		}
	}
	for _, gone := range []string{`fetchWithProgress("/web/app.wasm"`, "\ngoappInitServiceWorker();", goRun} {
		if strings.Contains(js, gone) {
			t.Errorf("app.js still has %q", gone)
		}
	}
}

// twoPages generates a site of two pages, "/" and the page for unknown
// addresses, with go-app's generator and the site's handler, and returns
// their files' names (index.html, 404.html), not yet changed for Nimber.
func twoPages(t *testing.T) []string {
	t.Helper()
	dir := t.TempDir()
	app.Route("/", &frame.NotFoundPage{})
	app.Route(frame.NotFoundPath, &frame.NotFoundPage{})
	if err := app.GenerateStaticWebsite(dir, newHandler("test")); err != nil {
		t.Fatal(err)
	}
	return []string{filepath.Join(dir, "index.html"), filepath.Join(dir, "404.html")}
}

// TestStartWasm: every page of a generated site starts fetching and
// compiling the page's wasm, and fetching the catalog, in a script before
// its style sheets and scripts.
func TestStartWasm(t *testing.T) {
	for _, name := range twoPages(t) {
		f := filepath.Base(name)
		if err := startWasm(name); err != nil {
			t.Fatal(err)
		}
		data, _ := os.ReadFile(name)
		page := string(data)
		at := strings.Index(page, `new URL("`+wasmPath+`", location.href)`)
		if at < 0 || strings.Count(page, "var nimberWasm") != 1 {
			t.Fatalf("%s: no one script starting the wasm", f)
		}
		if c := strings.Index(page, `var nimberCatalog = fetch("`+catalog.Path+`")`); c < 0 || c > strings.Index(page, "</script>") {
			t.Errorf("%s: the head's script does not fetch the catalog", f)
		}
		// go-app writes a tag's attributes in a random order.
		for _, later := range []*regexp.Regexp{stylesheetTag, deferredScript} {
			if i := later.FindStringIndex(page); i == nil || i[0] < at {
				t.Errorf("%s: %s before the script starting the wasm", f, later)
			}
		}
	}
}

// TestHidePrerendered: in every page of a generated site, the body's first
// element, and it alone, carries the mark that hides it.
func TestHidePrerendered(t *testing.T) {
	first := regexp.MustCompile(`<body[^>]*>\s*<[a-z0-9]+ ` + prerenderedMark + `[ >]`)
	for _, name := range twoPages(t) {
		f := filepath.Base(name)
		if err := hidePrerendered(name); err != nil {
			t.Fatal(err)
		}
		data, _ := os.ReadFile(name)
		if n := strings.Count(string(data), prerenderedMark); n != 1 || !first.Match(data) {
			t.Errorf("%s: the mark %d times, on the body's first element: %v", f, n, first.Match(data))
		}
	}
}

// stylesheetTag and deferredScript match a page's style sheet links and
// deferred scripts, their attributes in any order.
var (
	stylesheetTag  = regexp.MustCompile(`<link [^>]*rel="stylesheet"`)
	deferredScript = regexp.MustCompile(`<script [^>]*\bdefer\b`)
)

// TestDropLocalURL removes the og:url tag in either attribute order.
func TestDropLocalURL(t *testing.T) {
	name := filepath.Join(t.TempDir(), "page.html")
	page := "<head>\n<meta property=\"og:url\" content=\"http://127.0.0.1:1/\">\n" +
		"<meta content=\"http://127.0.0.1:2/play\" property=\"og:url\">\n<title>x</title>\n"
	if err := os.WriteFile(name, []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := dropLocalURL(name); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(name); string(got) != "<head>\n<title>x</title>\n" {
		t.Errorf("left %q", got)
	}
}

// TestSiteVersion: the version changes with any file the site serves, the
// generated ones included (a change to app.js alone kept the version, and
// returning visitors the old build, before), and with nothing else: not
// with the gzip copies, nor with the order of a tag's attributes.
func TestSiteVersion(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) {
		t.Helper()
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	files := append(slices.Clone(GeneratedFiles), HeadersFile, "web/nimber.css", "web/app.wasm")
	for _, f := range files {
		write(f, "the content of "+f)
	}
	write("web/app.wasm.gz", "a copy")
	version := func() string {
		t.Helper()
		v, err := siteVersion(dir, dir)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	first := version()
	if again := version(); again != first {
		t.Fatalf("the same site has versions %s and %s", first, again)
	}
	for _, f := range files {
		write(f, "changed")
		if v := version(); v == first {
			t.Errorf("%s changed, the version did not", f)
		}
		write(f, "the content of "+f)
	}
	write("web/app.wasm.gz", "another copy")
	if v := version(); v != first {
		t.Errorf("a gzip copy changed the version: %s, was %s", v, first)
	}
	// go-app writes a tag's attributes in any order.
	page := PageFiles()[0]
	write(page, `<meta name="keywords" content><link rel="preload" as="style">`)
	ordered := version()
	write(page, `<meta content name="keywords"><link as="style" rel="preload">`)
	if v := version(); v != ordered {
		t.Errorf("attributes in another order changed the version: %s, was %s", v, ordered)
	}
}
