package frame

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/browser"
)

// Typed accessors for the DOM properties the pages read again and again:
// a control's value, an element's data attributes and size, the keys and
// the pointer of an event, the window's pixel ratio, clock and address.
// Each reads its JavaScript properties in one place, so the pages name
// what they want instead of spelling property names. Like the other
// helpers here they run on the client only.

// InputValue returns the value of a form control el (an input, a select or
// a textarea) as a Go string.
func InputValue(el app.Value) string {
	return el.Get("value").String()
}

// FieldValue returns the value of the form control with the given id as a
// Go string.
func FieldValue(id string) string {
	return InputValue(Element(id))
}

// Modifiers are the modifier keys held during a keyboard, mouse, pointer or
// wheel event.
type Modifiers struct {
	Ctrl, Meta, Shift, Alt bool
}

// ModifiersOf reads the modifier keys held during the event e.
func ModifiersOf(e app.Value) Modifiers {
	return Modifiers{
		Ctrl:  e.Get("ctrlKey").Bool(),
		Meta:  e.Get("metaKey").Bool(),
		Shift: e.Get("shiftKey").Bool(),
		Alt:   e.Get("altKey").Bool(),
	}
}

// Command reports whether Ctrl, or Meta (⌘ on a Mac), is held: the
// modifier of keyboard shortcuts such as Ctrl+Enter.
func (m Modifiers) Command() bool {
	return m.Ctrl || m.Meta
}

// KeyEvent is a keyboard event read once: the key's value ("Enter", "a",
// "ArrowLeft") and the modifiers held.
type KeyEvent struct {
	Key string
	Modifiers
}

// KeyOf reads the keyboard event e.
func KeyOf(e app.Value) KeyEvent {
	return KeyEvent{Key: e.Get("key").String(), Modifiers: ModifiersOf(e)}
}

// Target returns the element an event e was dispatched to.
func Target(e app.Value) app.Value {
	return e.Get("target")
}

// PointerPos returns where the mouse or pointer event e happened, in CSS
// pixels from the top left corner of the viewport.
func PointerPos(e app.Value) (x, y float64) {
	return e.Get("clientX").Float(), e.Get("clientY").Float()
}

// MainButton reports whether the mouse or pointer event e is of the main
// button (usually the left one; a touch or a pen's contact counts as it).
func MainButton(e app.Value) bool {
	return e.Get("button").Int() == 0
}

// ElementSize returns the inner size of el (its clientWidth and
// clientHeight: padding included, borders and scroll bars excluded), in
// CSS pixels.
func ElementSize(el app.Value) (w, h float64) {
	return el.Get("clientWidth").Float(), el.Get("clientHeight").Float()
}

// Rect is an element's box on the screen, in CSS pixels from the top left
// corner of the viewport.
type Rect struct {
	Left, Top, Width, Height float64
}

// BoundingRect returns el's box on the screen (getBoundingClientRect).
func BoundingRect(el app.Value) Rect {
	r := el.Call("getBoundingClientRect")
	return Rect{Left: r.Get("left").Float(), Top: r.Get("top").Float(), Width: r.Get("width").Float(), Height: r.Get("height").Float()}
}

// Data returns the data attribute of el named name in dataset form
// ("drawMs" for data-draw-ms), or "" when el has none.
func Data(el app.Value, name string) string {
	if !HasData(el, name) {
		return ""
	}
	return el.Get("dataset").Get(name).String()
}

// HasData reports whether el is an element with the data attribute name
// (in dataset form).
func HasData(el app.Value, name string) bool {
	if !el.Truthy() {
		return false
	}
	ds := el.Get("dataset")
	return ds.Truthy() && !ds.Get(name).IsUndefined()
}

// SetData sets the data attribute of el named name (in dataset form) to v,
// written as a string by the browser.
func SetData(el app.Value, name string, v any) {
	el.Get("dataset").Set(name, v)
}

// Document returns the page's document.
func Document() app.Value {
	return app.Window().Get("document")
}

// DevicePixelRatio returns how many device pixels make one CSS pixel; 1
// where the browser gives no positive ratio.
func DevicePixelRatio() float64 {
	if dpr := app.Window().Get("devicePixelRatio").Float(); dpr > 0 {
		return dpr
	}
	return 1
}

// performance returns the window's Performance object.
func performance() app.Value {
	return app.Window().Get("performance")
}

// Now returns the time since the page started loading, in milliseconds
// (performance.now).
func Now() float64 {
	return performance().Call("now").Float()
}

// ReadyMark names the performance mark a page makes once it runs in the
// browser (Ready). The start-up measure reads it, and the site's app.js
// registers the service worker then (see app/site).
const ReadyMark = "wasm-ready"

// loaderID is the id of go-app's loader, the element that covers the
// window while the page's wasm loads.
const loaderID = "app-wasm-loader"

// Ready marks that the page runs: the app's wasm started and the page is
// mounted; and removes go-app's loader, which the site's app.js leaves
// until then (see app/site). Every page calls it at the end of its OnMount,
// which go-app runs in the same task as it puts the page in the document:
// the loader and the page never show an empty window between them.
func Ready() {
	Mark(ReadyMark)
	if loader := app.Window().GetElementByID(loaderID); loader.Truthy() {
		loader.Call("remove")
	}
}

// Mark records the moment name in the browser's performance timeline
// (performance.mark), for tests and the profiler to read.
func Mark(name string) {
	performance().Call("mark", name)
}

// Measure records a span named name, from start for duration
// milliseconds, in the browser's performance timeline
// (performance.measure).
func Measure(name string, start, duration float64) {
	performance().Call("measure", name, map[string]any{"start": start, "duration": duration})
}

// AfterPaint calls f once the browser has painted its next frame (in a
// task after that frame), for work that can wait: what the page drew
// before is then on the screen first. f is called from a JavaScript
// callback: it must not block.
func AfterPaint(f func()) {
	var painted, next app.Func
	next = app.FuncOf(func(app.Value, []app.Value) any {
		next.Release()
		f()
		return nil
	})
	painted = app.FuncOf(func(app.Value, []app.Value) any {
		painted.Release()
		app.Window().Call("setTimeout", next, 0)
		return nil
	})
	app.Window().Call("requestAnimationFrame", painted)
}

// LocationHash returns the fragment of the page's address, "#" included,
// or "" when it has none.
func LocationHash() string {
	return app.Window().Get("location").Get("hash").String()
}

// Origin returns the scheme, host and port of the page's address
// ("http://127.0.0.1:8000").
func Origin() string {
	return app.Window().Get("location").Get("origin").String()
}

// localStorage returns the window's localStorage. Reading the property
// throws where storage is blocked: call it inside browser.Try.
func localStorage() app.Value {
	return app.Window().Get("localStorage")
}

// Unstore removes the localStorage item key, or says why it could not.
func Unstore(key string) error {
	return browser.Try(func() { localStorage().Call("removeItem", key) })
}

// Large texts (the contest input and output) stay JavaScript strings; the
// helpers below read them without copying them into Go. syscall/js reads
// properties and calls methods of objects only, not of primitive strings:
// they go through the String constructor and String.prototype.

// stringMethod returns the method name of String.prototype.
func stringMethod(name string) app.Value {
	return app.Window().Get("String").Get("prototype").Get(name)
}

// JSStringLength returns the length of the JavaScript string s, in UTF-16
// code units.
func JSStringLength(s app.Value) int {
	return app.Window().Get("String").New(s).Get("length").Int()
}

// JSIndexOf returns the index of the first sub in the JavaScript string s
// at or after from (UTF-16 code units), or -1.
func JSIndexOf(s app.Value, sub string, from int) int {
	return stringMethod("indexOf").Call("call", s, sub, from).Int()
}

// JSSubstring returns the UTF-16 code units [from, to) of the JavaScript
// string s, as a JavaScript string.
func JSSubstring(s app.Value, from, to int) app.Value {
	return stringMethod("substring").Call("call", s, from, to)
}

// WatchWidth calls f, on the UI goroutine of the component of ctx, each
// time the page's body changes width: the window resized, and also a scroll
// bar appearing or going as the page grows or shrinks, which go-app's
// OnResize (window resizes only) does not see. It returns the function that
// stops the watch.
func WatchWidth(ctx app.Context, f func(app.Context)) (stop func()) {
	width := -1.0
	fn := app.FuncOf(func(_ app.Value, args []app.Value) any {
		w := args[0].Index(0).Get("contentRect").Get("width").Float()
		if width >= 0 && w != width {
			ctx.Dispatch(f)
		}
		width = w
		return nil
	})
	observer := app.Window().Get("ResizeObserver").New(fn)
	observer.Call("observe", app.Window().Get("document").Get("body"))
	return func() {
		observer.Call("disconnect")
		fn.Release()
	}
}
