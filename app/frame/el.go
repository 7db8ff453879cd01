package frame

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// El describes one element of a page as data: the pages write their
// markup as El literals and Build builds it with go-app's element calls.
// Go compiled to wasm spends close to a kilobyte of code on every chain of
// builder calls (app.Elem(tag).ID(…).Class(…).Text(…)), a few dozen bytes
// on a field of a literal, and none on the constant fields of a slice
// literal above 256 bytes (an element's Body of two El or more): the
// compiler keeps those as static data and writes only the non-constant
// fields. Describing elements as data keeps the UI's wasm small.
type El struct {
	// UI, when not nil, is a node built elsewhere (a component, text):
	// the El stands for it, and its other fields are unused. The zero El
	// (no UI, no Tag) builds nothing (see If).
	UI app.UI
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
	// Text, when not empty, is the element's only child, a text node;
	// otherwise Body and then Children are its children.
	Text     string
	Body     []El
	Children []app.UI
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

// OnEnter is a keydown handler that calls f when the key is Enter: a
// field that acts, as its button does, when Enter is pressed in it.
func OnEnter(f func(ctx app.Context)) Event {
	return Event{Name: "keydown", Handler: func(ctx app.Context, e app.Event) {
		if KeyOf(e).Key == "Enter" {
			f(ctx)
		}
	}}
}

// If returns e when cond holds, and otherwise the zero El, which builds
// nothing: go-app drops the nil it builds from its parent's children.
func If(cond bool, e El) El {
	if cond {
		return e
	}
	return El{}
}

// Each returns the n elements el(0), …, el(n-1), for a Body.
func Each(n int, el func(i int) El) []El {
	els := make([]El, n)
	for i := range els {
		els[i] = el(i)
	}
	return els
}

// Build builds the element e describes (or returns e.UI; nil for the zero
// El).
func (e El) Build() app.UI {
	if e.UI != nil || e.Tag == "" {
		return e.UI
	}
	if e.Tag == "input" || e.Tag == "img" {
		return build(app.ElemSelfClosing(e.Tag), &e)
	}
	el := build(app.Elem(e.Tag), &e)
	if e.Text != "" {
		return el.Text(e.Text)
	}
	if e.Body == nil && e.Children == nil {
		return el
	}
	kids := make([]app.UI, 0, len(e.Body)+len(e.Children))
	for _, k := range e.Body {
		kids = append(kids, k.Build())
	}
	return el.Body(append(kids, e.Children...)...)
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
func build[T builder[T]](el T, e *El) T {
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
