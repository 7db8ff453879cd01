package contestpage

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/frame"
)

// Contest inputs are kept across reloads, one per problem. Up to SmallInput
// characters they go to localStorage and come back at once when the page
// opens; larger ones go to IndexedDB as a Blob (localStorage writes
// synchronously, tens of milliseconds a megabyte, and holds a few megabytes
// at most). A Blob, not the string, so that reading it back after a reload
// happens off the main thread (Blob.text); an opened or dropped file is
// kept as the File it is, a Blob already.
const SmallInput = 1 << 16

// The database of large inputs: its object store inputsStore maps a
// storage key (frame.StorageKey) to a kept input, a Blob.
const (
	inputsDB      = "nimber-inputs"
	inputsVersion = 1
	inputsStore   = "inputs"
)

// inputStore is the page's connection to the database of large inputs,
// open while the page is. A write goes into its own transaction at once,
// in the task of the event that asked for it, and is committed there: a
// reload at any later moment (during the run that follows a paste, say)
// finds the input kept. Until the connection is open, writes and reads
// wait in line. Failures (no IndexedDB, storage blocked) are logged and
// only cost finding the text again after a reload.
type inputStore struct {
	db      app.Value                // the open connection, or nil
	opening bool                     // the connection is being opened
	waiting []func(inputs app.Value) // uses of the connection once open
}

// keep keeps text (a JavaScript string) as the input of problemID: a small
// one in localStorage, a large one in IndexedDB as blob, or as a Blob made
// of text when blob is nil. The other place's copy is dropped.
func (s *inputStore) keep(problemID string, text, blob app.Value) {
	if !app.IsClient {
		return
	}
	key := frame.StorageKey("input", problemID)
	if jsStringLength(text) <= SmallInput {
		if err := frame.Store(key, text); err != nil {
			app.Log("saving input:", err)
		}
		s.use("readwrite", func(st app.Value) { st.Call("delete", key) })
		return
	}
	if blob == nil {
		// Array.of: go-app's New passes a JavaScript value inside a Go
		// slice unconverted (a panic in syscall/js).
		parts := app.Window().Get("Array").Call("of", text)
		blob = app.Window().Get("Blob").New(parts, map[string]any{"type": "text/plain"})
	}
	s.use("readwrite", func(st app.Value) { st.Call("put", blob, key) })
	if err := frame.JSTry(func() { app.Window().Get("localStorage").Call("removeItem", key) }); err != nil {
		app.Log("saving input:", err)
	}
}

// loadSmallInput returns the input kept for problemID when it is small (a
// JavaScript string), or a JavaScript null.
func loadSmallInput(problemID string) app.Value {
	return frame.LoadStored(frame.StorageKey("input", problemID))
}

// loadLarge calls done with the large input kept for problemID, if any,
// from a JavaScript callback: done must not block.
func (s *inputStore) loadLarge(problemID string, done func(text app.Value)) {
	if !app.IsClient {
		return
	}
	key := frame.StorageKey("input", problemID)
	s.use("readonly", func(st app.Value) {
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

// use calls f with the object store of inputs in a new transaction of the
// given mode, committed once f returns: now when the connection is open,
// else once it is.
func (s *inputStore) use(mode string, f func(store app.Value)) {
	run := func(db app.Value) {
		err := frame.JSTry(func() {
			tx := db.Call("transaction", inputsStore, mode)
			f(tx.Call("objectStore", inputsStore))
			if tx.Get("commit").Truthy() { // IDBTransaction.commit is missing in older browsers
				tx.Call("commit")
			}
		})
		if err != nil {
			app.Log("input storage:", err)
		}
	}
	if s.db != nil {
		run(s.db)
		return
	}
	s.waiting = append(s.waiting, run)
	s.open()
}

// open opens the connection unless it is open or being opened, then runs
// what waits for it. The connection is closed, and opened again by the
// next use, when a newer build asks to upgrade the database
// (versionchange, which an open connection would block) or the browser
// closes it.
func (s *inputStore) open() {
	if s.db != nil || s.opening || !app.IsClient {
		return
	}
	var req app.Value
	err := frame.JSTry(func() { req = app.Window().Get("indexedDB").Call("open", inputsDB, inputsVersion) })
	if err != nil {
		app.Log("input storage:", err)
		s.waiting = nil
		return
	}
	s.opening = true
	var upgrade, success, failure app.Func
	release := func() { upgrade.Release(); success.Release(); failure.Release() }
	upgrade = app.FuncOf(func(app.Value, []app.Value) any {
		req.Get("result").Call("createObjectStore", inputsStore)
		return nil
	})
	success = app.FuncOf(func(app.Value, []app.Value) any {
		release()
		db := req.Get("result")
		var closed app.Func
		closed = app.FuncOf(func(app.Value, []app.Value) any {
			closed.Release()
			db.Call("close")
			db.Set("onversionchange", nil)
			db.Set("onclose", nil)
			if s.db != nil && s.db.Equal(db) {
				s.db = nil
			}
			return nil
		})
		db.Set("onversionchange", closed)
		db.Set("onclose", closed)
		s.db, s.opening = db, false
		waiting := s.waiting
		s.waiting = nil
		for _, run := range waiting {
			run(db)
		}
		return nil
	})
	failure = app.FuncOf(func(app.Value, []app.Value) any {
		release()
		app.Log("input storage:", req.Get("error"))
		s.opening, s.waiting = false, nil
		return nil
	})
	req.Set("onupgradeneeded", upgrade)
	req.Set("onsuccess", success)
	req.Set("onerror", failure)
}

// close closes the connection, if open (the page is going away).
func (s *inputStore) close() {
	if s.db != nil {
		s.db.Call("close")
		s.db = nil
	}
}

// jsStringLength is the length of the JavaScript string s, in UTF-16 units
// (syscall/js reads properties of objects only).
func jsStringLength(s app.Value) int {
	return app.Window().Get("String").New(s).Get("length").Int()
}
