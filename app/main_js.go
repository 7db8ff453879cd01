//go:build js

// Command nimber built for the browser (web/app.wasm) is the web app's UI.
package main

import (
	"runtime/debug"
	"slices"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/catalog"
	"nimber/app/frame"
)

// main marks its start and the catalog read ("go-main", "catalog-loaded";
// app.js marks "wasm-compiled" before it, the page frame.ReadyMark after),
// so that the start-up's phases can be read off the page's timeline.
func main() {
	frame.Mark("go-main")
	debug.SetGCPercent(gcPercent)
	debug.SetMemoryLimit(memoryLimit)
	// The pages show the catalog's facts from their first rendering.
	if err := catalog.Load(); err != nil {
		app.Log(err)
	}
	frame.Mark("catalog-loaded")
	routes()
	browserRoutes(app.Window().URL().Path)
	app.RunWhenOnBrowser()
}

// The UI's garbage collector: its live heap is a few megabytes, and a click
// allocates about as much again (go-app builds the panels it updates anew),
// so at Go's default (100%) a collection, 5-10 ms in WebAssembly, fell in
// every other click of a small table. At gcPercent it falls in one of
// about five; memoryLimit has the collector run sooner when a page holds
// large tables.
const (
	gcPercent   = 400
	memoryLimit = 256 << 20
)

// browserRoutes registers the pages' other addresses: /index.html, which
// some static hosts serve as is, and the short addresses of old links
// (/table). When the app starts at none of the addresses of its pages, it
// also sends every other address to the page for unknown addresses (exact
// routes come first; go-app v9.8.0 shows its own page otherwise, whatever
// app.NotFound holds). go-app matches that one with a regular expression,
// and compiling one as the page starts costs the start the regexp
// packages' code: the app's links lead to its pages only, so an app
// started at one of them never needs it.
func browserRoutes(start string) {
	var known []string
	for _, p := range pages {
		addresses := frame.Addresses(p.path)
		for _, a := range addresses[1:] { // the first, p.path, is routed already
			app.Route(a, p.page)
		}
		known = append(known, addresses...)
	}
	if !slices.Contains(known, start) {
		app.RouteWithRegexp("^/", &frame.NotFoundPage{})
	}
}
