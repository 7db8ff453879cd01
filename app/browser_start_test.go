//go:build !js

package main

import (
	"testing"
	"time"
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
		{"no module posted", `return new RealWorker(URL.createObjectURL(new Blob(
			["onmessage = () => postMessage({ error: 'DataCloneError: a module cannot be posted' });"])));`},
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
