//go:build js

package main

import (
	"syscall/js"

	"nimber/app/protocol"
)

// keepInput starts keeping a contest input the page sent
// (protocol.Solve.Keep), given in UTF-8 (see text), under key in the page's
// input database, and returns the write under way (nil when there is
// none): the caller waits for it once the result is posted, and failures
// are then logged (only the text after a reload depends on them). The page
// hands this to the worker because making a Blob of megabytes from a string
// takes tens of milliseconds, a long task on its main thread; from the
// UTF-8 bytes, which the worker makes anyway to read the input, it takes a
// few.
//
// The Blob is put, in a readwrite transaction, before the input is solved:
// IndexedDB runs readwrite transactions over the same store in the order
// they were created, so a newer input the page saves meanwhile is written
// after this one instead of being overwritten by it. The transaction is
// committed at once, so that it completes while the worker solves (the
// worker's event loop, busy solving, would otherwise hold it open) and a
// reload during the run does not lose the input.
func (s *store) keepInput(key string, input []byte) *saving {
	if key == "" {
		return nil
	}
	db := s.inputDB()
	if !db.Truthy() {
		return nil
	}
	var done <-chan error
	err := try(func() {
		blob := js.Global().Get("Blob").New([]any{bytesToJS(input)}, map[string]any{"type": "text/plain"})
		tx := db.Call("transaction", protocol.InputsStore, "readwrite")
		tx.Call("objectStore", protocol.InputsStore).Call("put", blob, key)
		done = watch(tx, "complete")
		if tx.Get("commit").Truthy() { // IDBTransaction.commit is missing in older browsers
			tx.Call("commit")
		}
	})
	if err != nil {
		logf("keeping the input: %v", err)
		return nil
	}
	return &saving{"keeping the input", done}
}

// inputDB returns the connection to the page's input database, opening it
// when there is none, or an undefined value when it cannot be opened. The
// connection stays open between solves; it is closed, and opened again by
// the next call, when a newer build asks to upgrade the database
// (versionchange, which an open connection would block) or the browser
// closes it (close).
func (s *store) inputDB() js.Value {
	if s.inputs.Truthy() {
		return s.inputs
	}
	idb := js.Global().Get("indexedDB")
	if !idb.Truthy() {
		return js.Undefined()
	}
	var req js.Value
	if err := try(func() { req = idb.Call("open", protocol.InputsDB, protocol.InputsVersion) }); err != nil {
		logf("opening the input database: %v", err)
		return js.Undefined()
	}
	upgrade := js.FuncOf(func(js.Value, []js.Value) any {
		req.Get("result").Call("createObjectStore", protocol.InputsStore)
		return nil
	})
	defer upgrade.Release()
	req.Set("onupgradeneeded", upgrade)
	if err := <-watch(req, "success"); err != nil {
		logf("opening the input database: %v", err)
		return js.Undefined()
	}
	db := req.Get("result")
	var closed js.Func
	closed = js.FuncOf(func(js.Value, []js.Value) any {
		db.Call("close")
		s.inputs = js.Undefined()
		db.Set("onversionchange", nil)
		db.Set("onclose", nil)
		closed.Release()
		return nil
	})
	db.Set("onversionchange", closed)
	db.Set("onclose", closed)
	s.inputs = db
	return db
}
