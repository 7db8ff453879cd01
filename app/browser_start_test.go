//go:build !js

package main

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// wasmCompile is how the page's head compiled its wasm (see app/site's
// wasmStart): in its worker or on the page, and the download's last
// whole percent reported.
type wasmCompile struct {
	Via     string
	Percent int
}

// wasmCompiled reads how the open page compiled its wasm.
func (b *browser) wasmCompiled() wasmCompile {
	b.t.Helper()
	return eval[wasmCompile](b, 10*time.Second, `({Via: nimberWasm.via, Percent: nimberWasm.percent})`)
}

// TestBrowserWasmCompiledInWorker: the page's wasm is compiled in a
// worker. On a first visit the worker follows the download to 100 %; on a
// visit the service worker serves, the worker's fetch is served from the
// stored build too: with the server answering the file with an error, the
// worker still compiles it, follows no download, and the page runs.
func TestBrowserWasmCompiledInWorker(t *testing.T) {
	b := newBrowser(t)
	b.open("/?problem=nim")
	if got := b.wasmCompiled(); got != (wasmCompile{"worker", 100}) {
		t.Errorf("first visit: compiled %+v, want in the worker, the download followed to 100 %%", got)
	}
	waitServiceWorker(b)
	b.broken.Store("/web/app.wasm")
	b.reload()
	if got := b.wasmCompiled(); got != (wasmCompile{"worker", 0}) {
		t.Errorf("served by the service worker: compiled %+v, want in the worker, no download followed", got)
	}
	b.runSample("nim", "the wasm compiled in a worker from the service worker's cache")
}

// TestBrowserWasmCompiledOnPage: where the page cannot make the worker
// that compiles its wasm, or that worker cannot post the module back, the
// page compiles the wasm itself, follows the download and runs.
func TestBrowserWasmCompiledOnPage(t *testing.T) {
	for _, c := range []struct{ name, blobWorker string }{
		{"no worker", `throw new Error("no worker from a blob address");`},
		// The page's own worker, whose postMessage refuses a module as a
		// browser that cannot share one across threads does.
		{"no module posted", `return new RealWorker(URL.createObjectURL(new Blob([
			"const post = self.postMessage.bind(self);\n" +
			"self.postMessage = (m) => {\n" +
			"  if (m && m.module) { throw new DOMException('a module cannot be posted', 'DataCloneError'); }\n" +
			"  post(m);\n" +
			"};\n" +
			"importScripts(" + JSON.stringify(String(url)) + ");\n"])));`},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := newBrowser(t)
			b.onNewDocument(`const RealWorker = window.Worker;
				window.Worker = function (url, options) {
					if (String(url).startsWith("blob:")) {
						` + c.blobWorker + `
					}
					return new RealWorker(url, options);
				};`)
			b.open("/?problem=nim")
			if got := b.wasmCompiled(); got != (wasmCompile{"page", 100}) {
				t.Errorf("compiled %+v, want on the page, the download followed to 100 %%", got)
			}
			b.runSample("nim", "the wasm compiled on the page")
		})
	}
}

// prerenderedJS records, as the page's parsing ends (before its wasm can
// have mounted), how many boxes the content the page prerendered has
// (window.prerenderedBoxes; -1 when the page has none), and, as go-app's
// loader goes, whether the mounted page is there (window.loaderLeft: the
// prerendered elements left and the frames shown then).
const prerenderedJS = `document.addEventListener("DOMContentLoaded", () => {
	const el = document.querySelector("[data-prerendered]");
	window.prerenderedBoxes = el ? el.getClientRects().length : -1;
	const observer = new MutationObserver(() => {
		if (!document.getElementById("app-wasm-loader")) {
			observer.disconnect();
			window.loaderLeft = {
				Prerendered: document.querySelectorAll("[data-prerendered]").length,
				Frames: [...document.querySelectorAll(".frame")].filter((f) => f.getClientRects().length > 0).length,
			};
		}
	});
	observer.observe(document.body, { childList: true });
});`

// loaderLeft is what prerenderedJS saw as the loader went.
type loaderLeft struct{ Prerendered, Frames int }

// frameShown is true once the page's frame has a box on the screen.
const frameShown = `(document.querySelector(".frame")?.getBoundingClientRect().height ?? 0) > 0`

// TestBrowserPrerenderedHidden: what a page prerenders is not laid out
// while the page's wasm loads (go-app's loader covers the window, and the
// mount replaces it), every page then shows its mounted content; a crawler,
// for which app.js does not run the wasm, sees the prerendered content.
func TestBrowserPrerenderedHidden(t *testing.T) {
	b := newBrowser(t)
	b.onNewDocument(prerenderedJS)
	for _, path := range []string{"/", "/table.html", "/play.html", "/no-such-page"} {
		b.do(30*time.Second, chromedp.Navigate(b.server.URL+path))
		b.waitWithin(`!document.getElementById("app-wasm-loader")`, time.Minute)
		if err := b.pollWithin(frameShown, 10*time.Second); err != nil {
			t.Errorf("%s: the page is not shown once loaded: %v", path, err)
		}
		if got := eval[int](b, 10*time.Second, `window.prerenderedBoxes`); got != 0 {
			t.Errorf("%s: the prerendered content had %d boxes as the page was parsed, want 0 (hidden)", path, got)
		}
		if got := eval[int](b, 10*time.Second, `document.querySelectorAll("[data-prerendered]").length`); got != 0 {
			t.Errorf("%s: %d prerendered elements left after the mount", path, got)
		}
		if got := eval[loaderLeft](b, 10*time.Second, `window.loaderLeft`); got != (loaderLeft{0, 1}) {
			t.Errorf("%s: as the loader went, %d prerendered elements were left and %d frames shown, want the mounted page (0, 1)", path, got.Prerendered, got.Frames)
		}
	}

	crawler := newBrowser(t)
	if err := chromedp.Do(crawler.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{
			UserAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"})
		return err
	})); err != nil {
		t.Fatal(err)
	}
	crawler.do(30*time.Second, chromedp.Navigate(crawler.server.URL+"/"))
	crawler.waitWithin(`!document.getElementById("app-wasm-loader")`, time.Minute)
	if err := crawler.pollWithin(frameShown, 10*time.Second); err != nil {
		t.Errorf("a crawler does not see the prerendered page: %v", err)
	}
	if eval[bool](crawler, 10*time.Second, `performance.getEntriesByName("wasm-ready").length > 0`) {
		t.Error("the page's wasm ran for a crawler")
	}
}

// TestBrowserGoStopsEarly: should the Go program end before its page is
// ready, the loader stops spinning and says so, where it would otherwise
// spin over a hidden page for ever.
func TestBrowserGoStopsEarly(t *testing.T) {
	b := newBrowser(t)
	// wasm_exec.js defines Go: its run, replaced, ends at once.
	b.onNewDocument(`Object.defineProperty(globalThis, "Go", {
		configurable: true,
		set(v) {
			v.prototype.run = () => Promise.resolve();
			Object.defineProperty(globalThis, "Go", { value: v, writable: true, configurable: true });
		},
	});`)
	b.do(30*time.Second, chromedp.Navigate(b.server.URL+"/"))
	b.waitWithin(`/stopped/.test(document.getElementById("app-wasm-loader-label").textContent)`, time.Minute)
	if spin := eval[bool](b, 10*time.Second, `document.getElementById("app-wasm-loader-icon").classList.contains("goapp-spin")`); spin {
		t.Error("the loader still spins")
	}
}
