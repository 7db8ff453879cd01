package main

import (
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Small wrappers around browser APIs used by the UI. They run on the client
// only (from OnMount, OnNav and event handlers). Large texts (the contest
// input) stay JavaScript strings: they go from the textarea to storage or to
// the solver worker without being copied into Go.

// element returns the DOM element with the given id.
func element(id string) app.Value {
	return app.Window().GetElementByID(id)
}

// inputText returns the contest input textarea's value, as a JavaScript string.
func inputText() app.Value {
	return element("input").Get("value")
}

// setInputText replaces the contest input textarea's value. v is a Go string
// or a JavaScript string.
func setInputText(v any) {
	element("input").Set("value", v)
}

// storageKey names what is kept in localStorage for a problem.
func storageKey(what, problemID string) string {
	return "nimber." + what + "." + problemID
}

// loadStored returns the localStorage item key (a JavaScript string), or a
// JavaScript null when it is missing or storage is unavailable.
func loadStored(key string) app.Value {
	v := app.Null()
	if err := jsTry(func() { v = app.Window().Get("localStorage").Call("getItem", key) }); err != nil {
		app.Log("reading saved input:", err)
	}
	return v
}

// store sets the localStorage item key, or says why it could not (storage
// full or blocked).
func store(key string, v any) error {
	return jsTry(func() { app.Window().Get("localStorage").Call("setItem", key, v) })
}

// afterJS calls f once d has passed, from a browser timer: unlike
// app.Context.After, it does not update the page afterwards.
func afterJS(d time.Duration, f func()) {
	var fn app.Func
	fn = app.FuncOf(func(app.Value, []app.Value) any {
		fn.Release()
		f()
		return nil
	})
	app.Window().Call("setTimeout", fn, d.Milliseconds())
}

// thousands writes n with thin spaces between groups of three digits.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "\u2009" + s[i:]
	}
	return s
}

// copyText puts the text s (a Go or a JavaScript string) on the clipboard,
// then calls done with nil or the reason it failed (no clipboard,
// permission refused). done runs from a JavaScript callback: it must not
// block.
func copyText(s any, done func(error)) {
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
	err := jsTry(func() {
		app.Window().Get("navigator").Get("clipboard").Call("writeText", s).Call("then", ok, fail)
	})
	if err != nil {
		release()
		done(err)
	}
}

// download offers s (a Go or a JavaScript string) as a file named name, of
// the given MIME type.
func download(name, mimeType string, s any) {
	parts := app.Window().Get("Array").New()
	parts.Call("push", s)
	saveBlob(name, app.Window().Get("Blob").New(parts, map[string]any{"type": mimeType}))
}

// saveBlob offers the Blob blob as a file named name.
func saveBlob(name string, blob app.Value) {
	err := jsTry(func() {
		w := app.Window()
		url := w.Get("URL").Call("createObjectURL", blob)
		a := w.Get("document").Call("createElement", "a")
		a.Set("href", url)
		a.Set("download", name)
		a.Call("click")
		w.Get("URL").Call("revokeObjectURL", url)
	})
	if err != nil {
		app.Log("download:", err)
	}
}

// readFile reads a File object and calls done with its text (a JavaScript
// string). done runs from a JavaScript callback: it must not block.
func readFile(file app.Value, done func(text app.Value)) {
	var then app.Func
	then = app.FuncOf(func(_ app.Value, args []app.Value) any {
		done(args[0])
		then.Release()
		return nil
	})
	file.Call("text").Call("then", then)
}

// jsTry runs f, turning a JavaScript exception thrown inside it (a
// js.Error panic) into an error. Any other panic, a mistake in Go such as an
// index out of range, goes on: it is a bug to see, not a failure to report.
func jsTry(f func()) (err error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		var bug runtime.Error
		if e, ok := r.(error); ok && !errors.As(e, &bug) {
			err = e
			return
		}
		panic(r)
	}()
	f()
	return nil
}
