package frame

import (
	"fmt"

	"nimber/app/browser"
	"nimber/app/protocol"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// CachePanel lists the precomputed tables kept in the browser, with their
// sizes, and clears them through the page's worker.
//
// It has no func fields: go-app re-renders a child whose fields differ from
// its parent's new rendering, and funcs never compare equal, so a func field
// would re-render the panel on every update of the page.
type CachePanel struct {
	app.Compo

	Info protocol.Cache
	Jobs *Jobs // the page's jobs, whose worker clears the cache
}

func (p *CachePanel) Render() app.UI {
	total := 0
	for _, e := range p.Info.Entries {
		total += e.Size
	}
	summary := fmt.Sprintf("Cached tables: %d (%s)", len(p.Info.Entries), browser.FormatBytes(total))
	if !p.Info.Available {
		summary = "Cached tables: storage unavailable, tables are computed each time"
	}
	return El{
		Tag:   "details",
		ID:    "cache",
		Class: "card cache",
		Body: []El{
			{Tag: "summary", Text: summary},
			{Tag: "p", Class: "hint", Text: "Precomputed tables are kept in this browser (IndexedDB), " +
				"so the next run with the same parameters skips the computation."},
			{
				Tag: "table",
				Body: []El{{
					Tag: "tbody",
					Body: Each(len(p.Info.Entries), func(i int) El {
						e := p.Info.Entries[i]
						return El{
							Tag:   "tr",
							Class: "entry",
							Body: []El{
								{Tag: "td", Class: "key", Text: e.Key},
								{Tag: "td", Class: "size", Text: browser.FormatBytes(e.Size)},
							},
						}
					}),
				}},
			},
			{Tag: "button", ID: "clear-cache", Class: "quiet", Attrs: []Attr{{Name: "disabled", Value: len(p.Info.Entries) == 0}}, Text: "Clear cache", OnClick: func(ctx app.Context, _ app.Event) { p.Jobs.ClearCache() }},
		},
	}.Build()
}
