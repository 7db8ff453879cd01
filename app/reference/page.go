// Command reference is the minimal go-app v9 page that make measure
// compares Nimber's start-up with: one component, started by
// app.RunWhenOnBrowser; its native side serves it with app.Handler. The
// Makefile builds both sides into a temporary directory for the run.
package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// page is the reference's one component. Once mounted in the browser it
// marks the time as Nimber's contest page does ("wasm-ready"), which is
// what the measure reads.
type page struct {
	app.Compo
}

func (p *page) OnMount(ctx app.Context) {
	app.Window().Get("performance").Call("mark", "wasm-ready")
}

func (p *page) Render() app.UI {
	return app.H1().Text("Hello")
}
