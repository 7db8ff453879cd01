//go:build js

// Command nimber built for the browser (web/app.wasm) is the web app's UI.
package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

func main() {
	routes()
	app.RunWhenOnBrowser()
}
