package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// page is one page of the app: its path, its name in the navigation, and
// its component.
type page struct {
	Path, Name string
	Compo      app.Composer
}

// pages lists the app's pages, in the navigation's order.
var pages = []page{
	{"/", "Contest problems", &contestPage{}},
	{"/table", "Table explorer", &tablePage{}},
	{"/play", "Play", &playPage{}},
}

// routes registers the pages and the page for other addresses: built for
// the browser they are what the app shows; built natively they are what
// the static site generator prerenders.
func routes() {
	for _, p := range pages {
		app.Route(p.Path, p.Compo)
	}
	app.Route(notFoundPath, &notFoundPage{})
	// Every other address (exact routes come first); go-app v9.8.0 shows
	// its own page otherwise, whatever app.NotFound holds.
	app.RouteWithRegexp("^/", &notFoundPage{})
}

// pageFile is the file of the static site holding the page at path, as
// go-app's generator writes it: the site's index for "/", else the path
// with ".html" (static hosts serve /table from table.html).
func pageFile(path string) string {
	if path == "/" {
		return "index.html"
	}
	return path[1:] + ".html"
}
