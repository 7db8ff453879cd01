//go:build js

package main

import (
	"syscall/js"

	"nimber/app/protocol"
)

// keepInput keeps text, a contest input the page sent (protocol.Solve.Keep),
// under key in the page's input database, and returns once it is written or
// the write has failed (failures are logged: only the text after a reload
// depends on them). The page hands this to the worker because making a Blob
// of megabytes takes tens of milliseconds, a long task on its main thread.
func keepInput(key string, input protocol.Blob) {
	text, ok := input.(js.Value)
	idb := js.Global().Get("indexedDB")
	if key == "" || !ok || text.Type() != js.TypeString || !idb.Truthy() {
		return
	}
	var req js.Value
	if err := try(func() { req = idb.Call("open", protocol.InputsDB, protocol.InputsVersion) }); err != nil {
		logf("keeping the input: %v", err)
		return
	}
	upgrade := js.FuncOf(func(js.Value, []js.Value) any {
		req.Get("result").Call("createObjectStore", protocol.InputsStore)
		return nil
	})
	defer upgrade.Release()
	req.Set("onupgradeneeded", upgrade)
	if err := <-watch(req, "success"); err != nil {
		logf("keeping the input: %v", err)
		return
	}
	db := req.Get("result")
	defer db.Call("close")
	var done <-chan error
	err := try(func() {
		blob := js.Global().Get("Blob").New([]any{text}, map[string]any{"type": "text/plain"})
		tx := db.Call("transaction", protocol.InputsStore, "readwrite")
		tx.Call("objectStore", protocol.InputsStore).Call("put", blob, key)
		done = watch(tx, "complete")
	})
	if err == nil {
		err = <-done
	}
	if err != nil {
		logf("keeping the input: %v", err)
	}
}
