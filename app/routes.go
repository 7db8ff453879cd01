package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// routes registers the pages and the page for other addresses: built for
// the browser they are what the app shows; built natively they are what
// the static site generator prerenders.
func routes() {
	app.Route(contestPath, &contestPage{})
	app.Route(tablePath, &tablePage{})
	app.Route(playPath, &playPage{})
	app.Route(notFoundPath, &notFoundPage{})
	// Every other address (exact routes come first); go-app v9.8.0 shows
	// its own page otherwise, whatever app.NotFound holds.
	app.RouteWithRegexp("^/", &notFoundPage{})
}
