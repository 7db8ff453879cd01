package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// routes registers the pages: built for the browser they are what the app
// shows; built natively they are what the static site generator prerenders.
func routes() {
	app.Route("/", &contestPage{})
}
