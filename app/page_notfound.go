package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// notFoundPage says that there is no page at the address and links to the
// pages there are.
type notFoundPage struct {
	app.Compo
}

func (p *notFoundPage) OnPreRender(ctx app.Context) { p.setInfo(ctx) }

func (p *notFoundPage) OnNav(ctx app.Context) { p.setInfo(ctx) }

func (p *notFoundPage) setInfo(ctx app.Context) {
	setPageInfo(ctx, "Nimber — no page here", "Nimber has no page at this address.")
}

func (p *notFoundPage) Render() app.UI {
	return pageFrame(notFoundPath,
		app.Section().ID("not-found").Class("card").Body(
			app.H1().Text("No page here"),
			app.P().Text("Nimber has no page at this address (a mistyped or old link). Its pages are:"),
			app.Ul().Body(
				app.Range(pages).Slice(func(i int) app.UI {
					return app.Li().Body(app.A().Href(pages[i].Path).Text(pages[i].Name))
				}),
			),
		),
	)
}
