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
	return frame.El{
		Tag:   "section",
		Class: "card problem",
		Body: []frame.El{
			{
				Tag:   "label",
				Class: "field",
				Attrs: []frame.Attr{{Name: "for", Value: "problem"}},
				Body: []frame.El{
					{Tag: "span", Text: "Problem"},
					{
						Tag: "select",
						ID:  "problem",
						Body: frame.Each(len(p.Problems), func(i int) frame.El {
							q := p.Problems[i]
							o := frame.El{Tag: "option", Attrs: []frame.Attr{{Name: "value", Value: q.ID}}, Text: q.Label()}
							if q.ID == sel.ID { // never Selected(false): prerendered, it would select
								o.Attrs = append(o.Attrs, frame.Attr{Name: "selected", Value: true})
							}
							return o
						}),
						On: []frame.Event{{Name: "change", Handler: p.onChange}},
					},
				},
			},
			{Tag: "h2", Text: sel.Title},
			{Tag: "p", Class: "summary", Text: sel.Summary},
			{Tag: "p", Class: "statement", Text: sel.Statement},
			{
				Tag:   "div",
				Class: "bar",
				Body: append([]frame.El{
					{
						Tag:   "p",
						Class: "limits",
						Body: []frame.El{
							{Tag: "strong", Text: "Limits "},
							{UI: app.Text(sel.Limits)},
						},
					},
				}, frame.Each(len(sel.Samples), func(i int) frame.El {
					label := "Load sample"
					if len(sel.Samples) > 1 {
						label = fmt.Sprintf("Sample %d", i+1)
					}
					return frame.El{Tag: "button", Class: "sample quiet", Data: []frame.Attr{{Name: "index", Value: i}}, Text: label, OnClick: func(ctx app.Context, _ app.Event) { ctx.Emit(func() { p.page.onSample(ctx, i) }) }}
				})...),
			},
		},
	}.Build()
}

func (p *problemPanel) onChange(ctx app.Context, e app.Event) {
	id := frame.InputValue(ctx.JSSrc())
	ctx.Emit(func() { p.page.onSelect(ctx, id) })
}
