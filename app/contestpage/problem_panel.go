package contestpage

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/catalog"
	"nimber/app/frame"
)

// problemPanel picks the problem (select#problem) and shows its statement,
// limits and samples.
type problemPanel struct {
	app.Compo

	Problems []catalog.Problem
	Selected *catalog.Problem

	page *Page // told when a problem is picked or a sample loaded
}

func (p *problemPanel) Render() app.UI {
	sel := p.Selected
	return app.Elem("section").Class("card", "problem").Body(
		app.Elem("label").Attr("for", "problem").Class("field").Body(
			app.Elem("span").Text("Problem"),
			app.Elem("select").ID("problem").OnChange(p.onChange).Body(
				app.Range(p.Problems).Slice(func(i int) app.UI {
					q := p.Problems[i]
					o := app.Elem("option").Attr("value", q.ID).Text(q.Label())
					if q.ID == sel.ID { // never Selected(false): prerendered, it would select
						o = o.Attr("selected", true)
					}
					return o
				}),
			),
		),
		app.Elem("h2").Text(sel.Title),
		app.Elem("p").Class("summary").Text(sel.Summary),
		app.Elem("p").Class("statement").Text(sel.Statement),
		app.Elem("div").Class("bar").Body(
			app.Elem("p").Class("limits").Body(app.Elem("strong").Text("Limits "), app.Text(sel.Limits)),
			app.Range(sel.Samples).Slice(func(i int) app.UI {
				label := "Load sample"
				if len(sel.Samples) > 1 {
					label = fmt.Sprintf("Sample %d", i+1)
				}
				return app.Elem("button").Class("sample", "quiet").DataSet("index", i).Text(label).
					OnClick(func(ctx app.Context, _ app.Event) { ctx.Emit(func() { p.page.onSample(ctx, i) }) })
			}),
		),
	)
}

func (p *problemPanel) onChange(ctx app.Context, e app.Event) {
	id := frame.InputValue(ctx.JSSrc())
	ctx.Emit(func() { p.page.onSelect(ctx, id) })
}
