package contestpage

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/frame"
	"nimber/app/protocol"
)

// Contest inputs are kept across reloads, one per problem. Up to SmallInput
// characters they go to localStorage and come back at once when the page
// opens; larger ones go to IndexedDB as a Blob (localStorage writes
// synchronously, tens of milliseconds a megabyte, and holds a few megabytes
// at most). A Blob, not the string: IndexedDB serializes a string value on
// the calling thread, 30 to 230 ms for the largest inputs, a long task in
// the middle of a run; a Blob is made in milliseconds and stored as a
// reference.
const SmallInput = 1 << 16

// saveInput keeps text (a JavaScript string) as the input of problemID.
func saveInput(problemID string, text app.Value) {
	key, large := keepSmallInput(problemID, text)
	if !large {
		return
	}
	// Array.of: go-app's New passes a JavaScript value inside a Go slice
	// unconverted (a panic in syscall/js).
	parts := app.Window().Get("Array").Call("of", text)
	blob := app.Window().Get("Blob").New(parts, map[string]any{"type": "text/plain"})
	withInputs("readwrite", func(st app.Value) { st.Call("put", blob, key) })
}

// keepSmallInput keeps text (a JavaScript string) as the input of
// problemID when it is small, and reports false. A large one is only
// forgotten in localStorage: it returns the key under which it belongs in
// IndexedDB, and true. Large inputs that are run go to the solver worker,
// which keeps them (protocol.Solve.Keep): a megabyte Blob costs the page no
// main-thread time there.
func keepSmallInput(problemID string, text app.Value) (key string, large bool) {
	key = frame.StorageKey("input", problemID)
	if jsStringLength(text) <= SmallInput {
		if err := frame.Store(key, text); err != nil {
			app.Log("saving input:", err)
		}
		withInputs("readwrite", func(st app.Value) { st.Call("delete", key) })
		return key, false
	}
	if err := frame.JSTry(func() { app.Window().Get("localStorage").Call("removeItem", key) }); err != nil {
		app.Log("saving input:", err)
	}
	return key, true
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
		var read app.Func
		// read settles the Blob's text: the text, or why it could not be
		// read (logged: only the text after a reload is lost).
		read = app.FuncOf(func(_ app.Value, args []app.Value) any {
			read.Release()
			if args[0].Type() != app.TypeString {
				app.Log("reading the kept input:", args[0])
				return nil
			}
			done(args[0])
			return nil
		})
		got = app.FuncOf(func(app.Value, []app.Value) any {
			got.Release()
			switch v := req.Get("result"); {
			case v.Type() == app.TypeString: // kept by an older build
				read.Release()
				done(v)
			case v.Truthy() && v.InstanceOf(app.Window().Get("Blob")):
				v.Call("text").Call("then", read, read)
			default:
				read.Release()
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
	err := frame.JSTry(func() { open = app.Window().Get("indexedDB").Call("open", protocol.InputsDB, protocol.InputsVersion) })
	if err != nil {
		app.Log("input storage:", err)
		return
	}
	var upgrade, success, failure app.Func
	release := func() { upgrade.Release(); success.Release(); failure.Release() }
	upgrade = app.FuncOf(func(app.Value, []app.Value) any {
		open.Get("result").Call("createObjectStore", protocol.InputsStore)
		return nil
	})
	success = app.FuncOf(func(app.Value, []app.Value) any {
		release()
		db := open.Get("result")
		if err := frame.JSTry(func() {
			use(db.Call("transaction", protocol.InputsStore, mode).Call("objectStore", protocol.InputsStore))
		}); err != nil {
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
