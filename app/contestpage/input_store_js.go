//go:build js

package contestpage

import (
	"syscall/js"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/browser"
	"nimber/app/frame"
)

// The database of large inputs: its object store inputs maps a storage
// key (frame.StorageKey) to a kept input.
var (
	inputsDB = browser.Schema{Name: "nimber-inputs", Version: 1, Stores: []string{inputs.Name}}
	inputs   = browser.Store[js.Value]{Name: "inputs", Codec: keptInput}
)

// keptInput keeps an input as a Blob (a File is one), and reads back a
// Blob, or a string kept by an older build.
var keptInput = browser.Codec[js.Value]{
	Encode: func(v js.Value) js.Value { return v },
	Decode: func(v js.Value) (js.Value, bool) {
		return v, v.Type() == js.TypeString || v.InstanceOf(js.Global().Get("Blob"))
	},
}

// inputStore is the page's connection to the database of large inputs,
// open while the page is. A write goes into its own transaction at once,
// in the task of the event that asked for it, and is committed there: a
// reload at any later moment (during the run that follows a paste, say)
// finds the input kept. Until the connection is open, writes and reads
// wait in line. Failures (no IndexedDB, storage blocked) are logged and
// only cost finding the text again after a reload.
type inputStore struct {
	db      *browser.DB                       // the open connection, or nil
	opening bool                              // the connection is being opened
	waiting []func(db *browser.DB, err error) // uses of the connection once open (or failed)
	// writing holds, by storage key, the large inputs kept whose
	// transaction has not committed yet (or never started: the database
	// failed). A page that goes away meanwhile aborts them, so it keeps
	// them at once instead (keepPending), whichever problem is shown then.
	writing map[string]*pendingInput
}

// pendingInput is the last large input kept under a storage key, and how
// many writes under that key are pending.
type pendingInput struct {
	text   app.Value
	writes int
}

// keep keeps text (a JavaScript string) as the input of problemID: a small
// one in localStorage, a large one in IndexedDB as blob, or as a Blob made
// of text when blob is nil. The other place's copy is dropped.
func (s *inputStore) keep(problemID string, text, blob app.Value) {
	key := frame.StorageKey("input", problemID)
	if frame.JSStringLength(text) <= SmallInput {
		if err := frame.Store(key, text); err != nil {
			app.Log("saving input:", err)
		}
		s.use("readwrite", func(tx *browser.Tx) error { return inputs.Delete(tx, key) }, nil)
		delete(s.writing, key) // a pending large input is older: not to keep
		return
	}
	if blob == nil {
		blob = frame.TextBlob(text, "text/plain")
	}
	if s.writing == nil {
		s.writing = map[string]*pendingInput{}
	}
	p := s.writing[key]
	if p == nil {
		p = &pendingInput{}
		s.writing[key] = p
	}
	p.text = text
	p.writes++
	s.use("readwrite", func(tx *browser.Tx) error {
		tx.Done(func(error) {
			if p.writes--; p.writes == 0 && s.writing[key] == p {
				delete(s.writing, key)
			}
		})
		return inputs.Put(tx, key, app.JSValue(blob))
	}, nil)
	if err := frame.Unstore(key); err != nil {
		app.Log("saving input:", err)
	}
}

// keepPending keeps in localStorage, at once, each large input whose write
// to IndexedDB is pending: what the page does as it goes away, which
// aborts those writes (an input too large for localStorage is then lost,
// as logged). The next large input kept under the same key drops that copy
// (keep).
func (s *inputStore) keepPending() {
	for key, p := range s.writing {
		if err := frame.Store(key, p.text); err != nil {
			app.Log("saving input as the page goes away:", err)
		}
	}
}

// loadLarge calls done with the large input kept for problemID, or nil
// when none is or it cannot be read (logged), from a JavaScript callback:
// done must not block.
func (s *inputStore) loadLarge(problemID string, done func(text app.Value)) {
	key := frame.StorageKey("input", problemID)
	s.use("readonly", func(tx *browser.Tx) error {
		inputs.Get(tx, key, func(v js.Value, found bool, err error) {
			switch {
			case err != nil:
				app.Log("reading the kept input:", err)
				done(nil)
			case !found:
				done(nil)
			case v.Type() == js.TypeString: // kept by an older build
				done(app.ValueOf(v))
			default: // a Blob: its text is read off the main thread
				var read js.Func
				// read settles the Blob's text: the text, or why it could
				// not be read (logged: only the text after a reload is lost).
				read = js.FuncOf(func(_ js.Value, args []js.Value) any {
					read.Release()
					if args[0].Type() != js.TypeString {
						app.Log("reading the kept input:", browser.ErrorOf(args[0]))
						done(nil)
						return nil
					}
					done(app.ValueOf(args[0]))
					return nil
				})
				v.Call("text").Call("then", read, read)
			}
		})
		return nil
	}, func(error) { done(nil) })
}

// use calls f with a new transaction of the given mode over the inputs,
// committed once f returns: now when the connection is open, else once it
// is. When no transaction can be had, or f fails, the failure is logged
// and failed, unless nil, is called with it.
func (s *inputStore) use(mode string, f func(tx *browser.Tx) error, failed func(error)) {
	run := func(db *browser.DB, err error) {
		var tx *browser.Tx
		if err == nil {
			tx, err = db.Tx(mode, inputs.Name)
		}
		if err == nil {
			err = f(tx)
		}
		if err != nil {
			app.Log("input storage:", err)
			if failed != nil {
				failed(err)
			}
			return
		}
		tx.Commit()
	}
	if s.db != nil && !s.db.Closed() {
		run(s.db, nil)
		return
	}
	s.waiting = append(s.waiting, run)
	s.open()
}

// open opens the connection unless it is open or being opened, then runs
// what waits for it, or tells it why the connection could not be had. The
// connection closes itself when a newer build asks to upgrade the database
// or the browser closes it; the next use opens it again.
func (s *inputStore) open() {
	if s.db != nil && !s.db.Closed() || s.opening {
		return
	}
	s.opening = true
	browser.Open(inputsDB, func(db *browser.DB, err error) {
		s.opening = false
		waiting := s.waiting
		s.waiting = nil
		if err == nil {
			s.db = db
		}
		for _, run := range waiting {
			run(db, err)
		}
	})
}

// close closes the connection, if open (the page is going away).
func (s *inputStore) close() {
	if s.db != nil {
		s.db.Close()
		s.db = nil
	}
}
