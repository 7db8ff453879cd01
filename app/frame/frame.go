// Package frame holds what every page of the app shares: the page list and
// addresses, the frame around a page, the state of a page's jobs in the
// solver worker (status, errors, the cache panel), the page for unknown
// addresses, and small helpers for the browser (storage, clipboard,
// downloads, and typed accessors of the DOM properties pages read: form
// values, keys, pointer positions, sizes, data attributes, the clock).
//
// The pages describe their elements as data (El literals, built by El.Build
// with app.Elem and app.ElemSelfClosing, attributes set with Attr): each of
// go-app's typed builders (app.Div, app.Button, …) a page used linked a
// type of its own, its methods and their tables into the page's wasm
// (about 15 KB a tag), and every chain of builder calls close to a
// kilobyte of code; the DOM is the same.
package frame

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// pageFrame lays out the page at path current: the header with the app's
// name and the navigation between pages, the page's content, and the
// footer. Every page renders inside it.
func pageFrame(current string, content ...app.UI) app.UI {
	return El{
		Tag:   "div",
		Class: "frame",
		Body: []El{
			{
				Tag:   "header",
				Class: "top",
				Body: []El{
					{
						Tag:   "a",
						Class: "brand",
						Attrs: []Attr{{Name: "href", Value: "/"}},
						Body: []El{
							{Tag: "img", Attrs: []Attr{{Name: "src", Value: "/web/icon.svg"}, {Name: "alt", Value: ""}, {Name: "width", Value: 32}, {Name: "height", Value: 32}}},
							{Tag: "span", Text: "Nimber"},
						},
					},
					{Tag: "span", Class: "tagline", Text: "impartial games, solved in your browser"},
					{
						Tag:   "nav",
						Class: "pages",
						Body: Each(len(Pages), func(i int) El {
							a := El{Tag: "a", Attrs: []Attr{{Name: "href", Value: Pages[i].Path}}, Text: Pages[i].Name}
							if Pages[i].Path == current {
								a.Attrs = append(a.Attrs, Attr{Name: "aria-current", Value: "page"})
							}
							return a
						}),
					},
				},
			},
			{Tag: "main", Children: content},
			{
				Tag: "footer",
				Body: []El{
					{UI: app.Text("Everything runs on this device: what you paste never leaves the browser. ")},
					{UI: app.Text("Works offline after the first visit.")},
				},
			},
		},
	}.Build()
}

// SetPageInfo sets the document's title and description.
func SetPageInfo(ctx app.Context, title, description string) {
	ctx.Page().SetTitle(title)
	ctx.Page().SetDescription(description)
}

// addressNoteView says what was wrong with the page's address (an unknown
// problem, game or kind) and what is shown instead; hidden when note is "".
func addressNoteView(note string) app.UI {
	return El{Tag: "p", ID: "address-note", Class: "update", Attrs: []Attr{{Name: "role", Value: "status"}, {Name: "hidden", Value: note == ""}}, Text: note}.Build()
}
