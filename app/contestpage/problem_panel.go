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
		app.Label().For("problem").Class("field").Body(
			app.Elem("span").Text("Problem"),
			app.Select().ID("problem").OnChange(p.onChange).Body(
				app.Range(p.Problems).Slice(func(i int) app.UI {
					q := p.Problems[i]
					o := app.Option().Value(q.ID).Text(q.Label())
					if q.ID == sel.ID { // never Selected(false): prerendered, it would select
						o = o.Selected(true)
					}
					return o
				}),
			),
		),
		app.Elem("h2").Text(sel.Title),
		app.P().Class("summary").Text(sel.Summary),
		app.P().Class("statement").Text(sel.Statement),
		app.Div().Class("bar").Body(
			app.P().Class("limits").Body(app.Elem("strong").Text("Limits "), app.Text(sel.Limits)),
			app.Range(sel.Samples).Slice(func(i int) app.UI {
				label := "Load sample"
				if len(sel.Samples) > 1 {
					label = fmt.Sprintf("Sample %d", i+1)
				}
				return app.Button().Class("sample", "quiet").DataSet("index", i).Text(label).
					OnClick(func(ctx app.Context, _ app.Event) { ctx.Emit(func() { p.page.onSample(ctx, i) }) })
			}),
		),
	)
}

func (p *problemPanel) onChange(ctx app.Context, e app.Event) {
	id := frame.InputValue(ctx.JSSrc())
	ctx.Emit(func() { p.page.onSelect(ctx, id) })
}
