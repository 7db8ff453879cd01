//go:build js

package browser

import "syscall/js"

// Schema describes an IndexedDB database: its name, its version and the
// object stores of that version (records under string keys). Opening a
// database at a newer version than the browser holds creates the stores
// it lacks.
type Schema struct {
	Name    string
	Version int
	Stores  []string
}

// DB is an open database. It closes itself when a newer build asks to
// upgrade the database (an open connection would block it) or when the
// browser closes it; Closed then reports true, and a new Open is needed.
type DB struct {
	v      js.Value
	closed bool
	onEnd  js.Func
}

// Open opens the database of schema s and calls done once, from a
// JavaScript callback, with the database or why it cannot be had (no
// IndexedDB, storage blocked, an older connection that does not let go).
// It never blocks, and done must not block either.
func Open(s Schema, done func(*DB, error)) {
	idb := js.Global().Get("indexedDB")
	if !idb.Truthy() {
		done(nil, &Error{Name: "NotSupportedError", Message: "this browser gives no IndexedDB"})
		return
	}
	var req js.Value
	if err := Try(func() { req = idb.Call("open", s.Name, s.Version) }); err != nil {
		done(nil, err)
		return
	}
	upgrade := js.FuncOf(func(js.Value, []js.Value) any {
		db := req.Get("result")
		for _, name := range s.Stores {
			if !db.Get("objectStoreNames").Call("contains", name).Bool() {
				db.Call("createObjectStore", name)
			}
		}
		return nil
	})
	req.Set("onupgradeneeded", upgrade)
	settle(req, "success", func(err error) {
		req.Set("onupgradeneeded", js.Null())
		upgrade.Release()
		if err != nil {
			done(nil, err)
			return
		}
		db := &DB{v: req.Get("result")}
		db.onEnd = js.FuncOf(func(js.Value, []js.Value) any {
			db.Close()
			return nil
		})
		db.v.Set("onversionchange", db.onEnd)
		db.v.Set("onclose", db.onEnd)
		done(db, nil)
	})
}

// Closed reports whether db is closed.
func (db *DB) Closed() bool { return db.closed }

// Close closes db (at once; transactions under way finish first).
func (db *DB) Close() {
	if db.closed {
		return
	}
	db.closed = true
	db.v.Call("close")
	db.v.Set("onversionchange", js.Null())
	db.v.Set("onclose", js.Null())
	db.onEnd.Release()
}

// Tx is a transaction over some of a database's object stores. Requests
// made in it are made at once; it commits when the task that made them
// ends (or at Commit).
type Tx struct {
	v js.Value
}

// Tx starts a transaction of the given mode ("readonly" or "readwrite")
// over the object stores named.
func (db *DB) Tx(mode string, stores ...string) (*Tx, error) {
	if db.closed {
		return nil, &Error{Name: "InvalidStateError", Message: "the database is closed"}
	}
	names := make([]any, len(stores))
	for i, s := range stores {
		names[i] = s
	}
	tx := &Tx{}
	err := Try(func() { tx.v = db.v.Call("transaction", names, mode) })
	if err != nil {
		return nil, err
	}
	return tx, nil
}

// Commit commits tx now, without waiting for the task to end, where the
// browser can (IDBTransaction.commit is missing in older ones).
func (tx *Tx) Commit() {
	if tx.v.Get("commit").Truthy() {
		tx.v.Call("commit")
	}
}

// Done calls done once tx has committed (nil) or failed, from a
// JavaScript callback: done must not block.
func (tx *Tx) Done(done func(error)) { settle(tx.v, "complete", done) }

// Codec turns records of type T into JavaScript values and back.
type Codec[T any] struct {
	Encode func(T) js.Value
	// Decode reads a record back; false when the value holds no T (one
	// written by an older build, say).
	Decode func(js.Value) (T, bool)
}

// Bytes keeps []byte records as Uint8Arrays.
var Bytes = Codec[[]byte]{
	Encode: Uint8Array,
	Decode: func(v js.Value) ([]byte, bool) {
		if !v.InstanceOf(js.Global().Get("Uint8Array")) {
			return nil, false
		}
		b := make([]byte, v.Length())
		js.CopyBytesToGo(b, v)
		return b, true
	},
}

// Int keeps int records as numbers.
var Int = Codec[int]{
	Encode: func(n int) js.Value { return js.ValueOf(n) },
	Decode: func(v js.Value) (int, bool) {
		if v.Type() != js.TypeNumber {
			return 0, false
		}
		return v.Int(), true
	},
}

// Store is an object store of a database whose records are of type T.
type Store[T any] struct {
	Name  string
	Codec Codec[T]
}

// Put writes v under key in tx.
func (s Store[T]) Put(tx *Tx, key string, v T) error {
	return Try(func() { tx.v.Call("objectStore", s.Name).Call("put", s.Codec.Encode(v), key) })
}

// Delete deletes the record under key in tx.
func (s Store[T]) Delete(tx *Tx, key string) error {
	return Try(func() { tx.v.Call("objectStore", s.Name).Call("delete", key) })
}

// Clear deletes every record of the store in tx.
func (s Store[T]) Clear(tx *Tx) error {
	return Try(func() { tx.v.Call("objectStore", s.Name).Call("clear") })
}

// Get reads the record under key in tx and calls done with it, or with
// found false when there is none (or none a T), or with why it failed.
// done is called once, from a JavaScript callback (at once when the
// request cannot be made): it must not block.
func (s Store[T]) Get(tx *Tx, key string, done func(v T, found bool, err error)) {
	var zero T
	s.request(tx, func(st js.Value) js.Value { return st.Call("get", key) }, func(r js.Value, err error) {
		if err != nil || r.IsUndefined() {
			done(zero, false, err)
			return
		}
		v, ok := s.Codec.Decode(r)
		done(v, ok, nil)
	})
}

// Has reports to done whether the store has a record under key, without
// reading it (as Get calls done).
func (s Store[T]) Has(tx *Tx, key string, done func(found bool, err error)) {
	s.request(tx, func(st js.Value) js.Value { return st.Call("getKey", key) }, func(r js.Value, err error) {
		done(err == nil && !r.IsUndefined(), err)
	})
}

// All reads every record of the store in key order and calls done with
// the keys and the records (those that hold no T are left out), as Get
// calls done.
func (s Store[T]) All(tx *Tx, done func(keys []string, records []T, err error)) {
	s.request(tx, func(st js.Value) js.Value { return st.Call("getAllKeys") }, func(keys js.Value, err error) {
		if err != nil {
			done(nil, nil, err)
			return
		}
		// The transaction is still active while its request's event runs.
		s.request(tx, func(st js.Value) js.Value { return st.Call("getAll") }, func(r js.Value, err error) {
			if err != nil {
				done(nil, nil, err)
				return
			}
			var ks []string
			var vs []T
			for i := range r.Length() {
				if v, ok := s.Codec.Decode(r.Index(i)); ok {
					ks, vs = append(ks, keys.Index(i).String()), append(vs, v)
				}
			}
			done(ks, vs, nil)
		})
	})
}

// request makes the request that make returns on the store in tx and
// calls done with its result or why it failed.
func (s Store[T]) request(tx *Tx, make func(store js.Value) js.Value, done func(js.Value, error)) {
	var req js.Value
	if err := Try(func() { req = make(tx.v.Call("objectStore", s.Name)) }); err != nil {
		done(js.Undefined(), err)
		return
	}
	settle(req, "success", func(err error) { done(req.Get("result"), err) })
}

// settle calls done once target (an IndexedDB request or transaction)
// fires the event ok (nil), or error, abort or blocked (target's error);
// the first event decides and the handlers go. They are set at once, in
// the task that made the request, before any event can fire.
func settle(target js.Value, ok string, done func(error)) {
	events := []string{ok, "error", "abort", "blocked"}
	funcs := make([]js.Func, len(events))
	for i, event := range events {
		funcs[i] = js.FuncOf(func(js.Value, []js.Value) any {
			for j, f := range funcs {
				target.Set("on"+events[j], js.Null())
				f.Release()
			}
			switch {
			case i == 0:
				done(nil)
			case event == "blocked": // the request has no error yet
				done(&Error{Name: "Error", Message: "blocked by a connection to an older version"})
			default:
				var e js.Value
				if err := Try(func() { e = target.Get("error") }); err != nil {
					done(err)
				} else if e.Truthy() {
					done(ErrorOf(e))
				} else {
					done(&Error{Name: "Error", Message: event})
				}
			}
			return nil
		})
		target.Set("on"+event, funcs[i])
	}
}

// Wait calls start with a function that settles the wait, and returns the
// value it is given. It blocks: call it on a goroutine that runs no
// JavaScript callback (the worker's main goroutine), never inside one.
func Wait[T any](start func(settle func(T))) T {
	ch := make(chan T, 1)
	start(func(v T) { ch <- v })
	return <-ch
}

// Uint8Array returns a new Uint8Array holding a copy of b.
func Uint8Array(b []byte) js.Value {
	arr := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(arr, b)
	return arr
}
