package contestpage

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/frame"
)

// Contest inputs are kept across reloads, one per problem. Up to smallInput
// characters they go to localStorage and come back at once when the page
// opens; larger ones go to IndexedDB, which stores them without holding
// the main thread (localStorage writes synchronously, tens of milliseconds
// a megabyte, and holds a few megabytes at most).
const (
	SmallInput  = 1 << 16
	inputsDB    = "nimber-inputs" // its object store "inputs" maps storageKey("input", id) to the text
	inputsStore = "inputs"
)

// saveInput keeps text (a JavaScript string) as the input of problemID.
func saveInput(problemID string, text app.Value) {
	key := frame.StorageKey("input", problemID)
	if jsStringLength(text) <= SmallInput {
		if err := frame.Store(key, text); err != nil {
			app.Log("saving input:", err)
		}
		withInputs("readwrite", func(st app.Value) { st.Call("delete", key) })
		return
	}
	if err := frame.JSTry(func() { app.Window().Get("localStorage").Call("removeItem", key) }); err != nil {
		app.Log("saving input:", err)
	}
	withInputs("readwrite", func(st app.Value) { st.Call("put", text, key) })
}

// loadSmallInput returns the input kept for problemID when it is small (a
// JavaScript string), or a JavaScript null.
func loadSmallInput(problemID string) app.Value {
	return frame.LoadStored(frame.StorageKey("input", problemID))
}

// loadLargeInput calls done with the large input kept for problemID, if
// any, from a JavaScript callback: done must not block.
func loadLargeInput(problemID string, done func(text app.Value)) {
	key := frame.StorageKey("input", problemID)
	withInputs("readonly", func(st app.Value) {
		req := st.Call("get", key)
		var got app.Func
		got = app.FuncOf(func(app.Value, []app.Value) any {
			got.Release()
			if v := req.Get("result"); v.Type() == app.TypeString {
				done(v)
			}
			return nil
		})
		req.Set("onsuccess", got)
	})
}

// withInputs opens the inputs database and calls use with its object store
// in a transaction of the given mode; failures (no IndexedDB, storage
// blocked) are logged and only cost finding the text again after a reload.
func withInputs(mode string, use func(store app.Value)) {
	var open app.Value
	err := frame.JSTry(func() { open = app.Window().Get("indexedDB").Call("open", inputsDB, 1) })
	if err != nil {
		app.Log("input storage:", err)
		return
	}
	var upgrade, success, failure app.Func
	release := func() { upgrade.Release(); success.Release(); failure.Release() }
	upgrade = app.FuncOf(func(app.Value, []app.Value) any {
		open.Get("result").Call("createObjectStore", inputsStore)
		return nil
	})
	success = app.FuncOf(func(app.Value, []app.Value) any {
		release()
		db := open.Get("result")
		if err := frame.JSTry(func() { use(db.Call("transaction", inputsStore, mode).Call("objectStore", inputsStore)) }); err != nil {
			app.Log("input storage:", err)
		}
		db.Call("close") // once the transaction is done
		return nil
	})
	failure = app.FuncOf(func(app.Value, []app.Value) any {
		release()
		app.Log("input storage:", open.Get("error"))
		return nil
	})
	open.Set("onupgradeneeded", upgrade)
	open.Set("onsuccess", success)
	open.Set("onerror", failure)
}

// jsStringLength is the length of the JavaScript string s, in UTF-16 units
// (syscall/js reads properties of objects only).
func jsStringLength(s app.Value) int {
	return app.Window().Get("String").New(s).Get("length").Int()
}
