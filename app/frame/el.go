package frame

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// El describes one element of a page as data: the pages write their
// markup as El literals and UI builds each with go-app's element calls.
// Go compiled to wasm spends close to a kilobyte of code on every chain of
// builder calls (app.Elem(tag).ID(…).Class(…).Text(…)), and a few dozen
// bytes on a struct literal: describing elements as data keeps the UI's
// wasm small.
type El struct {
	// Tag is the element's name; input and img are self-closing.
	Tag string
	// ID and Class (space-separated classes) are set when not empty.
	ID, Class string
	// Attrs are attributes set with app's Attr, in this order (a bool
	// value sets or removes a boolean attribute such as hidden or
	// disabled).
	Attrs []Attr
	// Data are data-* attributes, written as app's DataSet writes them.
	Data []Attr
	// Text, when not nil, is the element's only child, a text node;
	// otherwise Body holds its children.
	Text any
	Body []app.UI
	// OnClick handles a click; On holds the other handlers (and clicks
	// that need a scope).
	OnClick app.EventHandler
	On      []Event
}

// Attr is one attribute of an El: its name (without "data-" in El.Data)
// and its value.
type Attr struct {
	Name  string
	Value any
}

// Event is an event handler of an El, with the scope go-app compares to
// tell a new handler from the one mounted.
type Event struct {
	Name    string
	Handler app.EventHandler
	Scope   []any
}

// UI builds the element e describes.
func (e El) UI() app.UI {
	if e.Tag == "input" || e.Tag == "img" {
		return build(app.ElemSelfClosing(e.Tag), e)
	}
	el := build(app.Elem(e.Tag), e)
	if e.Text != nil {
		return el.Text(e.Text)
	}
	if e.Body != nil {
		return el.Body(e.Body...)
	}
	return el
}

// builder is what build needs of go-app's element types (app.HTMLElem and
// app.HTMLElemSelfClosing).
type builder[T any] interface {
	ID(string, ...any) T
	Class(...string) T
	Attr(string, any) T
	DataSet(string, any) T
	On(string, app.EventHandler, ...any) T
}

// build sets e's identity, attributes and handlers on el.
func build[T builder[T]](el T, e El) T {
	if e.ID != "" {
		el = el.ID(e.ID)
	}
	if e.Class != "" {
		el = el.Class(e.Class)
	}
	for _, a := range e.Attrs {
		el = el.Attr(a.Name, a.Value)
	}
	for _, a := range e.Data {
		el = el.DataSet(a.Name, a.Value)
	}
	if e.OnClick != nil {
		el = el.On("click", e.OnClick)
	}
	for _, h := range e.On {
		el = el.On(h.Name, h.Handler, h.Scope...)
	}
	return el
}
