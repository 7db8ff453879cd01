package frame

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/browser"
)

// Small wrappers around browser APIs used by the UI. They run on the client
// only (from OnMount, OnNav and event handlers). Large texts (the contest
// input) stay JavaScript strings: they go from the textarea to storage or to
// the solver worker without being copied into Go.

// Element returns the DOM element with the given id.
func Element(id string) app.Value {
	return app.Window().GetElementByID(id)
}

// InputText returns the contest input textarea's value, as a JavaScript string.
func InputText() app.Value {
	return Element("input").Get("value")
}

// SetInputText replaces the contest input textarea's value. v is a Go string
// or a JavaScript string.
func SetInputText(v any) {
	Element("input").Set("value", v)
}

// StorageKey names what is kept in localStorage for a problem.
func StorageKey(what, problemID string) string {
	return "nimber." + what + "." + problemID
}

// LoadStored returns the localStorage item key (a JavaScript string), or a
// JavaScript null when it is missing or storage is unavailable.
func LoadStored(key string) app.Value {
	v := app.Null()
	if err := browser.Try(func() { v = localStorage().Call("getItem", key) }); err != nil {
		app.Log("reading saved input:", err)
	}
	return v
}

// FirstVisit reports whether this is the first time the page at path opens
// in this browser (or storage is unavailable), and remembers that it is not.
func FirstVisit(path string) bool {
	key := "nimber.visited." + path
	if LoadStored(key).Truthy() {
		return false
	}
	if err := Store(key, "1"); err != nil {
		app.Log("remembering the visit:", err)
	}
	return true
}

// Store sets the localStorage item key, or says why it could not (storage
// full or blocked).
func Store(key string, v any) error {
	return browser.Try(func() { localStorage().Call("setItem", key, v) })
}

// maxSelected bounds the word selectPlace selects, in characters.
const maxSelected = 80

// selectPlace focuses the text box id and selects the word at line:col
// (1-based; columns count characters), scrolled into view. The text stays
// a JavaScript string: only offsets come into Go.
func selectPlace(id string, line, col int) {
	el := Element(id)
	text := el.Get("value")
	start := 0
	for l := 1; l < line && start >= 0; l++ {
		if start = JSIndexOf(text, "\n", start); start >= 0 {
			start++
		}
	}
	if start < 0 {
		return
	}
	n := JSStringLength(text)
	from := min(start+col-1, n)
	to := from
	for to < n && to-from < maxSelected && !strings.Contains(" \t\r\n", JSSubstring(text, to, to+1).String()) {
		to++
	}
	el.Call("focus")
	el.Call("setSelectionRange", from, to)
	if lh := app.Window().Call("getComputedStyle", el).Get("lineHeight"); lh.Truthy() {
		if px, err := strconv.ParseFloat(strings.TrimSuffix(lh.String(), "px"), 64); err == nil {
			el.Set("scrollTop", max(0, float64(line-3)*px))
		}
	}
}

// AfterJS calls f once d has passed, from a browser timer: unlike
// app.Context.After, it does not update the page afterwards.
func AfterJS(d time.Duration, f func()) {
	var fn app.Func
	fn = app.FuncOf(func(app.Value, []app.Value) any {
		fn.Release()
		f()
		return nil
	})
	app.Window().Call("setTimeout", fn, d.Milliseconds())
}

// CopyText puts the text s (a Go or a JavaScript string) on the clipboard,
// then calls done with nil or the reason it failed (no clipboard,
// permission refused). done runs from a JavaScript callback: it must not
// block.
func CopyText(s any, done func(error)) {
	var ok, fail app.Func
	release := func() { ok.Release(); fail.Release() }
	ok = app.FuncOf(func(app.Value, []app.Value) any {
		release()
		done(nil)
		return nil
	})
	fail = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		reason := "refused"
		if len(args) > 0 {
			reason = args[0].Call("toString").String()
		}
		done(fmt.Errorf("copy: %s", reason))
		return nil
	})
	err := browser.Try(func() {
		app.Window().Get("navigator").Get("clipboard").Call("writeText", s).Call("then", ok, fail)
	})
	if err != nil {
		release()
		done(err)
	}
}

// Download offers s (a Go or a JavaScript string) as a file named name, of
// the given MIME type.
func Download(name, mimeType string, s any) {
	SaveBlob(name, TextBlob(s, mimeType))
}

// TextBlob returns a Blob of the given MIME type holding s (a Go or a
// JavaScript string). The string goes in by Array's push: go-app's New
// would pass a JavaScript value inside a Go slice unconverted (a panic in
// syscall/js).
func TextBlob(s any, mimeType string) app.Value {
	parts := app.Window().Get("Array").New()
	parts.Call("push", s)
	return app.Window().Get("Blob").New(parts, map[string]any{"type": mimeType})
}

// SaveBlob offers the Blob blob as a file named name.
func SaveBlob(name string, blob app.Value) {
	err := browser.Try(func() {
		w := app.Window()
		url := w.Get("URL").Call("createObjectURL", blob)
		a := Document().Call("createElement", "a")
		a.Set("href", url)
		a.Set("download", name)
		a.Call("click")
		w.Get("URL").Call("revokeObjectURL", url)
	})
	if err != nil {
		app.Log("download:", err)
	}
}

// ReadFile reads a File object and calls done with its text (a JavaScript
// string), or with why it could not be read (a folder dropped, a file moved
// or unreadable): a sentence naming the file. done runs from a JavaScript
// callback: it must not block.
func ReadFile(file app.Value, done func(text app.Value, err error)) {
	var read, failed app.Func
	release := func() {
		read.Release()
		failed.Release()
	}
	read = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		done(args[0], nil)
		return nil
	})
	failed = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		why := "the browser gave no reason"
		if m := args[0].Get("message"); m.Truthy() {
			why = m.String()
		}
		done(nil, fmt.Errorf("%q could not be read (is it a folder, or was it moved?): %s", file.Get("name").String(), why))
		return nil
	})
	file.Call("text").Call("then", read, failed)
}
