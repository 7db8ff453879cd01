//go:build js

package main

import (
	"fmt"
	"syscall/js"

	"nimber/app/browser"
	"nimber/app/protocol"
)

// The cache's database: the object store tables holds each table's record
// (a tableRecord) under the table's Key; sizes holds the table's size in
// bytes under the same key, so that listing does not read the tables.
var (
	cacheDB = browser.Schema{Name: "nimber-tables", Version: 1, Stores: []string{tables.Name, sizes.Name}}
	tables  = browser.Store[tableRecord]{Name: "tables", Codec: tableRecords}
	sizes   = browser.Store[int]{Name: "sizes", Codec: browser.Int}
)

// tableRecord is a table as the cache keeps it: its cache entry (the
// table's bytes with their checksum, see entry.go) and how its values
// were valued.
type tableRecord struct {
	entry  []byte
	valued valuation
}

// tableRecords keeps a tableRecord as an object {entry, code, upto}: the
// entry a Uint8Array, code and upto the valuation's Code and Upto. A
// record of an older build (a bare Uint8Array) holds no tableRecord: its
// table is computed again.
var tableRecords = browser.Codec[tableRecord]{
	Encode: func(r tableRecord) js.Value {
		return js.ValueOf(map[string]any{"entry": browser.Uint8Array(r.entry), "code": r.valued.Code, "upto": r.valued.Upto})
	},
	Decode: func(v js.Value) (tableRecord, bool) {
		if v.Type() != js.TypeObject || v.InstanceOf(js.Global().Get("Uint8Array")) {
			return tableRecord{}, false
		}
		entry, ok := browser.Bytes.Decode(v.Get("entry"))
		code, upto := v.Get("code"), v.Get("upto")
		if !ok || code.Type() != js.TypeString || upto.Type() != js.TypeNumber {
			return tableRecord{}, false
		}
		return tableRecord{entry, valuation{Code: code.String(), Upto: upto.Int()}}, true
	},
}

// store is the table cache. When IndexedDB is missing or fails to open
// (private mode, blocked storage) db is nil and the store keeps nothing:
// every table is then computed; so too once a newer build has asked to
// upgrade the database (the connection closes itself for it).
type store struct {
	db *browser.DB
	// held keeps the play page's tables in memory between analyses, so
	// that a click costs an analysis, not a read of the cache; it keeps
	// the tables of the last few positions only (see maxHeld).
	held map[string][]byte
}

// openStore opens the cache database, creating its object stores on first
// use. It waits for the database: call it on the worker's main goroutine.
func openStore() *store {
	type opened struct {
		db  *browser.DB
		err error
	}
	o := browser.Wait(func(settle func(opened)) {
		browser.Open(cacheDB, func(db *browser.DB, err error) { settle(opened{db, err}) })
	})
	if o.err != nil {
		logf("cache unavailable: %v", o.err)
	}
	return &store{db: o.db, held: map[string][]byte{}}
}

// available reports whether tables are being cached.
func (s *store) available() bool { return s.db != nil && !s.db.Closed() }

// tx starts a transaction over both object stores, or says why it cannot.
func (s *store) tx(mode string) (*browser.Tx, error) {
	return s.db.Tx(mode, cacheDB.Stores...)
}

// load returns the cached bytes of the table key and how they were
// valued, or nil bytes when there is no valid record (missing, corrupt,
// old format or unreadable).
func (s *store) load(key string) ([]byte, valuation) {
	if !s.available() {
		return nil, valuation{}
	}
	type read struct {
		record tableRecord
		err    error
	}
	r := browser.Wait(func(settle func(read)) {
		tx, err := s.tx("readonly")
		if err != nil {
			settle(read{err: err})
			return
		}
		tables.Get(tx, key, func(rec tableRecord, _ bool, err error) { settle(read{rec, err}) })
	})
	if r.err != nil {
		logf("reading %s: %v", key, r.err)
		return nil, valuation{}
	}
	if r.record.entry == nil {
		return nil, valuation{}
	}
	data, err := decodeEntry(key, r.record.entry)
	if err != nil {
		logf("%s: %v; computing it again", key, err)
		return nil, valuation{}
	}
	return data, r.record.valued
}

// has reports whether the cache holds the table key, without reading it.
func (s *store) has(key string) bool {
	if !s.available() {
		return false
	}
	return browser.Wait(func(settle func(bool)) {
		tx, err := s.tx("readonly")
		if err != nil {
			settle(false)
			return
		}
		sizes.Has(tx, key, func(found bool, _ error) { settle(found) })
	})
}

// saving is a write of a table to the cache under way.
type saving struct {
	what string // the write, for the log: "caching KEY"
	done <-chan error
}

// save starts writing data as the table key, valued as valued. Failures
// (a full quota, say) are logged and otherwise ignored: the answer does
// not depend on them.
func (s *store) save(key string, data []byte, valued valuation) *saving {
	if !s.available() {
		return nil
	}
	tx, err := s.tx("readwrite")
	if err == nil {
		err = tables.Put(tx, key, tableRecord{encodeEntry(key, data), valued})
	}
	if err == nil {
		err = sizes.Put(tx, key, len(data))
	}
	if err != nil {
		logf("caching %s: %v", key, err)
		return nil
	}
	done := make(chan error, 1)
	tx.Done(func(err error) { done <- err })
	return &saving{"caching " + key, done}
}

// wait waits until the write is done or has failed (failures are logged),
// and reports whether the data is stored: false too for no write (nil,
// where save could not start one).
func (w *saving) wait() bool {
	if w == nil {
		return false
	}
	if err := <-w.done; err != nil {
		logf("%s: %v", w.what, err)
		return false
	}
	return true
}

// list returns the cached tables in key order.
func (s *store) list() []protocol.CacheEntry {
	if !s.available() {
		return nil
	}
	type listed struct {
		keys  []string
		sizes []int
		err   error
	}
	l := browser.Wait(func(settle func(listed)) {
		tx, err := s.tx("readonly")
		if err != nil {
			settle(listed{err: err})
			return
		}
		sizes.All(tx, func(keys []string, n []int, err error) { settle(listed{keys, n, err}) })
	})
	if l.err != nil {
		logf("listing the cache: %v", l.err)
		return nil
	}
	list := make([]protocol.CacheEntry, len(l.keys))
	for i := range list {
		list[i] = protocol.CacheEntry{Key: l.keys[i], Size: l.sizes[i]}
	}
	return list
}

// clear deletes every cached table.
func (s *store) clear() {
	if !s.available() {
		return
	}
	err := browser.Wait(func(settle func(error)) {
		tx, err := s.tx("readwrite")
		if err == nil {
			err = tables.Clear(tx)
		}
		if err == nil {
			err = sizes.Clear(tx)
		}
		if err != nil {
			settle(err)
			return
		}
		tx.Done(settle)
	})
	if err != nil {
		logf("clearing the cache: %v", err)
	}
}

func logf(format string, args ...any) {
	js.Global().Get("console").Call("warn", "nimber worker: "+fmt.Sprintf(format, args...))
}
