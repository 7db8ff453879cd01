//go:build js

package main

import (
	"context"
	"sync"
	"syscall/js"

	"nimber/app/browser"
	"nimber/app/protocol"
	"nimber/solver/octal"
)

// farStop is how a Stop reaches the far run in progress: the message
// callback cancels its context (see receive in main.go).
var farStop struct {
	sync.Mutex
	id     int // the request valued far, 0 when none
	cancel context.CancelFunc
}

// stopFar stops request id when it is the far run in progress, and
// reports whether it was. It does not block: the message callback calls it.
func stopFar(id int) bool {
	farStop.Lock()
	defer farStop.Unlock()
	if farStop.id == id && farStop.cancel != nil {
		farStop.cancel()
		return true
	}
	return false
}

// farValues answers Table request id, the far table f: it continues from
// the stored prefix of the code's values when there is one, posts
// progress, keeps the prefix (every few seconds, on Stop and at the end)
// and answers with the window of values and the figures of them all.
func farValues(s *store, id int, f farTable) {
	ctx, cancel := context.WithCancel(context.Background())
	farStop.Lock()
	farStop.id, farStop.cancel = id, cancel
	farStop.Unlock()
	defer func() {
		farStop.Lock()
		farStop.id, farStop.cancel = 0, nil
		farStop.Unlock()
		cancel()
	}()

	key := farKey(f.game)
	var resume *octal.Snapshot
	if data, _ := s.load(key); data != nil {
		r, err := decodePrefix(f.game, data)
		if err != nil {
			logf("%s: %v; computing again", key, err)
		}
		resume = r
	}
	var saving *saving
	r := farRun{game: f.game, n: f.n, every: farEvery, pauseEvery: farPauseEvery, keepEvery: farKeepEvery,
		report: func(p protocol.FarProgress, rareHeaps []byte) {
			p.ID, p.RareHeaps = id, browser.Uint8Array(rareHeaps)
			post(p)
		},
		keep: func(data []byte) {
			saving.wait() // one write at a time: the last one is the longest prefix
			saving = s.save(key, data, valuation{})
		},
		pause: pauseForEvents,
	}
	if resume == nil || resume.Values.Len() <= f.n { // else all is read back
		if pool := startFarPool(f.game, f.n, pageWorkers(f.workers)); pool != nil {
			defer pool.end()
			r.helpers = pool
		}
	}
	done, err := r.run(ctx, resume)
	kept := saving.wait()
	if err != nil {
		postFailure(id, err)
		return
	}
	out, window, rare := farAnswer(id, f, done)
	out.Far.Kept = kept
	arr := browser.Uint8Array(window)
	out.Values, out.Rare.Positions = arr, browser.Uint8Array(rare)
	post(out, arr)
	postCache(s, id)
}

// pauser lets the worker's pending events run: a message to itself
// through a MessageChannel, which the event loop delivers after the tasks
// already queued (a message from the page, the end of a write to
// IndexedDB), at no timer's delay. It is made on first use.
var pauser struct {
	port js.Value
	woke chan struct{}
}

// pauseForEvents lets the worker's pending events run, then returns.
func pauseForEvents() {
	if pauser.woke == nil {
		ch := js.Global().Get("MessageChannel").New()
		pauser.woke = make(chan struct{}, 1)
		ch.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
			pauser.woke <- struct{}{}
			return nil
		}))
		pauser.port = ch.Get("port2")
	}
	pauser.port.Call("postMessage", nil)
	<-pauser.woke
}
