package frame

import (
	"fmt"

	"nimber/app/browser"
	"nimber/app/protocol"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// CachePanel lists the precomputed tables kept in the browser (info), with
// their sizes, once the page's worker has listed them (until then it says
// it is reading the storage), and clears them through the page's jobs. It
// is plain elements, not a component: a component costs the UI's wasm some
// twenty functions of go-app's.
func CachePanel(info protocol.Cache, jobs *Jobs) El {
	total := 0
	for _, e := range info.Entries {
		total += e.Size
	}
	summary := fmt.Sprintf("Cached tables: %d (%s)", len(info.Entries), browser.FormatBytes(total))
	switch {
	case !jobs.cacheKnown: // the worker has not listed the cache yet
		summary = "Cached tables: reading this browser's storage…"
	case !info.Available:
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
					Body: Each(len(info.Entries), func(i int) El {
						e := info.Entries[i]
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
			{Tag: "button", ID: "clear-cache", Class: "quiet", Attrs: []Attr{{Name: "disabled", Value: len(info.Entries) == 0}}, Text: "Clear cache", OnClick: func(ctx app.Context, _ app.Event) { jobs.ClearCache() }},
		},
	}
}
