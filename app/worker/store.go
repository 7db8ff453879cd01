//go:build js

package main

import (
	"fmt"
	"syscall/js"

	"nimber/app/protocol"
)

// IndexedDB layout: the object store "tables" holds each table's cache entry
// (see entry.go) under the table's Key; "sizes" holds the table's size in
// bytes under the same key, so that listing does not read the tables.
const (
	dbName    = "nimber-tables"
	dbVersion = 1
)

var objectStores = []string{"tables", "sizes"}

// store is the table cache. When IndexedDB is missing or fails to open
// (private mode, blocked storage) db is undefined and the store keeps
// nothing: every table is then computed.
type store struct {
	db js.Value
	// held keeps the play page's tables in memory between analyses, so
	// that a click costs an analysis, not a read of the cache; it keeps
	// the tables of the last few positions only (see maxHeld).
	held map[string][]byte
}

// openStore opens the cache database, creating its object stores on first use.
func openStore() *store {
	s := &store{held: map[string][]byte{}}
	idb := js.Global().Get("indexedDB")
	if !idb.Truthy() {
		return s
	}
	var req js.Value
	if err := try(func() { req = idb.Call("open", dbName, dbVersion) }); err != nil {
		logf("cache unavailable: %v", err)
		return s
	}
	upgrade := js.FuncOf(func(js.Value, []js.Value) any {
		db := req.Get("result")
		for _, name := range objectStores {
			if !db.Get("objectStoreNames").Call("contains", name).Bool() {
				db.Call("createObjectStore", name)
			}
		}
		return nil
	})
	defer upgrade.Release()
	req.Set("onupgradeneeded", upgrade)
	if err := <-watch(req, "success"); err != nil {
		logf("cache unavailable: %v", err)
		return s
	}
	s.db = req.Get("result")
	return s
}

// available reports whether tables are being cached.
func (s *store) available() bool { return s.db.Truthy() }

// load returns the cached bytes of the table key, or nil when there is no
// valid entry (missing, corrupt, old format or unreadable).
func (s *store) load(key string) []byte {
	if !s.available() {
		return nil
	}
	var req js.Value
	if err := try(func() { req = s.tx("readonly").Call("objectStore", "tables").Call("get", key) }); err != nil {
		logf("reading %s: %v", key, err)
		return nil
	}
	if err := <-watch(req, "success"); err != nil {
		logf("reading %s: %v", key, err)
		return nil
	}
	v := req.Get("result")
	if !v.InstanceOf(js.Global().Get("Uint8Array")) {
		return nil
	}
	e := make([]byte, v.Length())
	js.CopyBytesToGo(e, v)
	data, err := decodeEntry(key, e)
	if err != nil {
		logf("%s: %v; computing it again", key, err)
		return nil
	}
	return data
}

// has reports whether the cache holds the table key, without reading it.
func (s *store) has(key string) bool {
	if !s.available() {
		return false
	}
	var req js.Value
	if err := try(func() { req = s.tx("readonly").Call("objectStore", "sizes").Call("getKey", key) }); err != nil {
		return false
	}
	if err := <-watch(req, "success"); err != nil {
		return false
	}
	return !req.Get("result").IsUndefined()
}

// saving is a write of a table to the cache under way.
type saving struct {
	what string // the write, for the log: "caching KEY"
	done <-chan error
}

// save starts writing data as the table key. Failures (a full quota, say)
// are logged and otherwise ignored: the answer does not depend on them.
func (s *store) save(key string, data []byte) *saving {
	if !s.available() {
		return nil
	}
	e := encodeEntry(key, data)
	arr := bytesToJS(e)
	var done <-chan error
	err := try(func() {
		tx := s.tx("readwrite")
		tx.Call("objectStore", "tables").Call("put", arr, key)
		tx.Call("objectStore", "sizes").Call("put", len(data), key)
		done = watch(tx, "complete")
	})
	if err != nil {
		logf("caching %s: %v", key, err)
		return nil
	}
	return &saving{"caching " + key, done}
}

// wait waits until the write is done or has failed (failures are logged).
func (w *saving) wait() {
	if w == nil {
		return
	}
	if err := <-w.done; err != nil {
		logf("%s: %v", w.what, err)
	}
}

// list returns the cached tables in key order.
func (s *store) list() []protocol.CacheEntry {
	if !s.available() {
		return nil
	}
	var keys, sizes js.Value
	err := try(func() {
		st := s.tx("readonly").Call("objectStore", "sizes")
		keys, sizes = st.Call("getAllKeys"), st.Call("getAll")
	})
	if err == nil {
		err = <-watch(keys, "success")
	}
	if err == nil {
		err = <-watch(sizes, "success")
	}
	if err != nil {
		logf("listing the cache: %v", err)
		return nil
	}
	k, n := keys.Get("result"), sizes.Get("result")
	list := make([]protocol.CacheEntry, k.Length())
	for i := range list {
		list[i] = protocol.CacheEntry{Key: k.Index(i).String(), Size: n.Index(i).Int()}
	}
	return list
}

// clear deletes every cached table.
func (s *store) clear() {
	if !s.available() {
		return
	}
	var done <-chan error
	err := try(func() {
		tx := s.tx("readwrite")
		for _, name := range objectStores {
			tx.Call("objectStore", name).Call("clear")
		}
		done = watch(tx, "complete")
	})
	if err == nil {
		err = <-done
	}
	if err != nil {
		logf("clearing the cache: %v", err)
	}
}

func (s *store) tx(mode string) js.Value {
	names := make([]any, len(objectStores))
	for i, n := range objectStores {
		names[i] = n
	}
	return s.db.Call("transaction", names, mode)
}

// watch returns a channel that receives nil once target (an IndexedDB request
// or transaction) fires the event ok, or its error if it fires error, abort
// or blocked first. The handlers are set at once, before any event can fire.
func watch(target js.Value, ok string) <-chan error {
	done := make(chan error, 1)
	events := []string{ok, "error", "abort", "blocked"}
	funcs := make([]js.Func, len(events))
	for i, event := range events {
		funcs[i] = js.FuncOf(func(js.Value, []js.Value) any {
			var err error
			if i > 0 {
				err = fmt.Errorf("%s: %s", event, describe(target.Get("error")))
			}
			// The first event decides; the handlers go away with it.
			for j, f := range funcs {
				target.Set("on"+events[j], js.Null())
				defer f.Release()
			}
			done <- err
			return nil
		})
		target.Set("on"+event, funcs[i])
	}
	return done
}

// try runs f, turning a JavaScript exception thrown inside it into an error.
func try(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(js.Error); ok {
				err = e
				return
			}
			panic(r)
		}
	}()
	f()
	return nil
}

func describe(v js.Value) string {
	if !v.Truthy() {
		return "unknown error"
	}
	if name := v.Get("name"); name.Truthy() {
		return name.String() + ": " + v.Get("message").String()
	}
	return v.String()
}

func logf(format string, args ...any) {
	js.Global().Get("console").Call("warn", "nimber worker: "+fmt.Sprintf(format, args...))
}
