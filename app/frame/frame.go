// Package frame holds what every page of the app shares: the page list and
// addresses, the frame around a page, the state of a page's jobs in the
// solver worker (status, errors, the cache panel), the page for unknown
// addresses, and small helpers for the browser (storage, clipboard,
// downloads, and typed accessors of the DOM properties pages read: form
// values, keys, pointer positions, sizes, data attributes, the clock).
//
// The pages build div, p, h1, img and the controls (a, button, input,
// label, select, option, textarea) with go-app's typed builders, and every
// other element with app.Elem(tag), setting its attributes with Attr: each
// typed builder a page uses links a type of its own, its methods and their
// tables into the page's wasm (about 15 KB a tag), while app.Elem is one
// type for all tags, and the DOM is the same.
package frame

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// pageFrame lays out the page at path current: the header with the app's
// name and the navigation between pages, the page's content, and the
// footer. Every page renders inside it.
func pageFrame(current string, content ...app.UI) app.UI {
	return app.Elem("div").Class("frame").Body(
		app.Elem("header").Class("top").Body(
			app.Elem("a").Attr("href", "/").Class("brand").Body(
				app.ElemSelfClosing("img").Attr("src", "/web/icon.svg").Attr("alt", "").Attr("width", 32).Attr("height", 32),
				app.Elem("span").Text("Nimber"),
			),
			app.Elem("span").Class("tagline").Text("impartial games, solved in your browser"),
			app.Elem("nav").Class("pages").Body(
				app.Range(Pages).Slice(func(i int) app.UI {
					a := app.Elem("a").Attr("href", Pages[i].Path).Text(Pages[i].Name)
					if Pages[i].Path == current {
						a = a.Aria("current", "page")
					}
					return a
				}),
			),
		),
		app.Elem("main").Body(content...),
		app.Elem("footer").Body(
			app.Text("Everything runs on this device: what you paste never leaves the browser. "),
			app.Text("Works offline after the first visit."),
		),
	)
}

// SetPageInfo sets the document's title and description.
func SetPageInfo(ctx app.Context, title, description string) {
	ctx.Page().SetTitle(title)
	ctx.Page().SetDescription(description)
}

// addressNoteView says what was wrong with the page's address (an unknown
// problem, game or kind) and what is shown instead; hidden when note is "".
func addressNoteView(note string) app.UI {
	return app.Elem("p").ID("address-note").Class("update").Role("status").Hidden(note == "").Text(note)
}
