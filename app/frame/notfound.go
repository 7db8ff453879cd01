package frame

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// NotFoundPage says that there is no page at the address and links to the
// pages there are.
type NotFoundPage struct {
	app.Compo
}

func (p *NotFoundPage) OnPreRender(ctx app.Context) { p.setInfo(ctx) }

func (p *NotFoundPage) OnMount(ctx app.Context) { Ready() }

func (p *NotFoundPage) OnNav(ctx app.Context) { p.setInfo(ctx) }

func (p *NotFoundPage) setInfo(ctx app.Context) {
	SetPageInfo(ctx, "Nimber — no page here", "Nimber has no page at this address.")
}

func (p *NotFoundPage) Render() app.UI {
	return pageFrame(NotFoundPath,
		El{
			Tag:   "section",
			ID:    "not-found",
			Class: "card",
			Body: []El{
				{UI: app.H1().Text("No page here")},
				{Tag: "p", Text: "Nimber has no page at this address (a mistyped or old link). Its pages are:"},
				{
					Tag: "ul",
					Body: Each(len(Pages), func(i int) El {
						return El{Tag: "li", Body: []El{{Tag: "a", Attrs: []Attr{{Name: "href", Value: Pages[i].Path}}, Text: Pages[i].Name}}}
					}),
				},
			},
		}.Build(),
	)
}
