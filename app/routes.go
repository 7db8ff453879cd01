package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/contestpage"
	"nimber/app/frame"
	"nimber/app/playpage"
	"nimber/app/tablepage"
)

// pages are the app's pages at their paths.
var pages = []struct {
	path string
	page app.Composer
}{
	{frame.ContestPath, &contestpage.Page{}},
	{frame.TablePath, &tablepage.Page{}},
	{frame.PlayPath, &playpage.Page{}},
	{frame.NotFoundPath, &frame.NotFoundPage{}},
}

// routes registers the pages at their paths: built for the browser they
// are what the app shows (see also browserRoutes); built natively they are
// what the static site generator prerenders, one file each.
func routes() {
	for _, p := range pages {
		app.Route(p.path, p.page)
	}
}
