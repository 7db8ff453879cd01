package main

// page is one page of the app: its path and its name in the navigation.
type page struct {
	Path, Name string
}

// The paths of the app's pages.
const (
	contestPath = "/"
	tablePath   = "/table"
	playPath    = "/play"
)

// pages lists the app's pages, in the navigation's order.
var pages = []page{
	{contestPath, "Contest problems"},
	{tablePath, "Table explorer"},
	{playPath, "Play"},
}

// notFoundPath is the address of the page shown for addresses the app has
// no page for: the static site holds it as 404.html, the file static hosts
// send for a missing page, and nimber serve sends it too.
const notFoundPath = "/404"

// pageFile is the file of the static site holding the page at path, as
// go-app's generator writes it: the site's index for "/", else the path
// with ".html" (static hosts serve /table from table.html).
func pageFile(path string) string {
	if path == contestPath {
		return "index.html"
	}
	return path[1:] + ".html"
}
