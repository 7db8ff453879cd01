package main

import (
	"regexp"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/contestpage"
	"nimber/app/frame"
	"nimber/app/playpage"
	"nimber/app/tablepage"
)

// routes registers the pages and the page for other addresses: built for
// the browser they are what the app shows; built natively they are what
// the static site generator prerenders (the exact routes only: one file
// each).
func routes() {
	pages := []struct {
		path string
		page app.Composer
	}{
		{frame.ContestPath, &contestpage.Page{}},
		{frame.TablePath, &tablepage.Page{}},
		{frame.PlayPath, &playpage.Page{}},
		{frame.NotFoundPath, &frame.NotFoundPage{}},
	}
	for _, p := range pages {
		app.Route(p.path, p.page)
	}
	// The other addresses of the same pages: /index.html, which some static
	// hosts serve as is, and the short addresses of old links (/table).
	app.RouteWithRegexp(`^/index\.html$`, &contestpage.Page{})
	for _, p := range pages[1:] {
		app.RouteWithRegexp("^"+regexp.QuoteMeta(frame.ShortPath(p.path))+"$", p.page)
	}
	// Every other address (exact routes come first); go-app v9.8.0 shows
	// its own page otherwise, whatever app.NotFound holds.
	app.RouteWithRegexp("^/", &frame.NotFoundPage{})
}
