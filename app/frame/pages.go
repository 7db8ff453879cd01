package frame

import (
	"slices"
	"strings"
)

// page is one page of the app: its path and its name in the navigation.
type page struct {
	Path, Name string
}

// The paths of the app's pages. Each is the file of the static site that
// holds the page, so that any static host serves it, with or without rules
// that map addresses to files: the links the app makes use these paths.
const (
	ContestPath = "/"
	TablePath   = "/table.html"
	PlayPath    = "/play.html"
)

// Pages lists the app's pages, in the navigation's order.
var Pages = []page{
	{ContestPath, "Contest problems"},
	{TablePath, "Table explorer"},
	{PlayPath, "Play"},
}

// NotFoundPath is the address of the page shown for addresses the app has
// no page for: the static site holds it as 404.html, the file static hosts
// send for a missing page, and nimber serve sends it too.
const NotFoundPath = "/404.html"

// ShortPath is the address of the page at path without ".html" (/table for
// /table.html; "/" stays "/"): the address the app's links used before, which
// nimber serve, hosts that map addresses to files, and the app itself (once
// its service worker runs, or from 404.html) still open.
func ShortPath(path string) string {
	return strings.TrimSuffix(path, ".html")
}

// Addresses lists the addresses at which the page at path opens: path,
// its file ("/index.html" for "/") and its short path (ShortPath), each once.
func Addresses(path string) []string {
	list := []string{path}
	for _, a := range []string{"/" + PageFile(path), ShortPath(path)} {
		if !slices.Contains(list, a) {
			list = append(list, a)
		}
	}
	return list
}

// PageFile is the file of the static site holding the page at path: the
// site's index for "/", else the path itself.
func PageFile(path string) string {
	if path == ContestPath {
		return "index.html"
	}
	return path[1:]
}
