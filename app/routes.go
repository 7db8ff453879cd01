package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/contestpage"
	"nimber/app/frame"
	"nimber/app/playpage"
	"nimber/app/tablepage"
)

// routes registers the pages and the page for other addresses: built for
// the browser they are what the app shows; built natively they are what
// the static site generator prerenders.
func routes() {
	app.Route(frame.ContestPath, &contestpage.Page{})
	app.Route(frame.TablePath, &tablepage.Page{})
	app.Route(frame.PlayPath, &playpage.Page{})
	app.Route(frame.NotFoundPath, &frame.NotFoundPage{})
	// Every other address (exact routes come first); go-app v9.8.0 shows
	// its own page otherwise, whatever app.NotFound holds.
	app.RouteWithRegexp("^/", &frame.NotFoundPage{})
}
