//go:build js

// Command nimber built for the browser (web/app.wasm) is the web app's UI.
package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/catalog"
)

func main() {
	// The pages show the catalog's facts from their first rendering.
	if err := catalog.Load(); err != nil {
		app.Log(err)
	}
	routes()
	app.RunWhenOnBrowser()
}
