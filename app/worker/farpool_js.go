//go:build js

package main

// The pool of a far run: where the page is cross-origin isolated, the
// solver worker computes the values (Far) and helper workers — solver
// workers started by it, each a Go instance of its own, made helpers by a
// protocol.FarHelp — mark the next chunk's far splits (octal.JobSpec) with
// an octal.Marker, each from its own copy of the values. Go's WebAssembly
// cannot share its memory, so the values and the marks travel through
// SharedArrayBuffers, copied in and out of Go, and the hand-overs are
// Atomics on an Int32Array (Control): the run writes the job's values new
// since the last job and the job, then bumps ctlSeq; each helper copies the
// new values, marks its share of the heaps, writes its marks and counts
// ctlLeft down; the run waits for ctlLeft to be 0 and reads the marks. It
// waits no longer than a quarter of what it took to compute its own chunk:
// helpers that are late (a busy machine, a helper stopped) are left to
// finish unread, and the run marks those heaps itself. The helpers' waits have a timeout
// (poolWait), after which they look at the quit flag.

import (
	"syscall/js"
	"time"

	"nimber/app/browser"
	"nimber/app/protocol"
	"nimber/solver/octal"
)

// Control's slots.
const (
	ctlSeq    = iota // the job's number: the helpers wait for it to change
	ctlQuit          // 1 once the run is over: the helpers go back to their messages
	ctlReady         // helpers set up for the run
	ctlLeft          // helpers still marking the job
	ctlLo            // the job (octal.JobSpec) …
	ctlHi            //
	ctlCur           //
	ctlMask          //
	ctlBlocks        //
	ctlWords         //
	ctlBits          // … and the width of the values in Values
	ctlSlots
)

// poolWait is the longest wait on Control, in milliseconds.
const poolWait = 100

// poolMaxWords is the most words of marks a heap the pool hands over
// (values below 2^15); a job with more is marked by the run alone.
const poolMaxWords = 1 << 10

var (
	atomics    = js.Global().Get("Atomics")
	uint8Array = js.Global().Get("Uint8Array")
)

// helperWorkers are the helper workers started so far: the pool keeps them
// from one far run to the next.
var helperWorkers []js.Value

// poolRun is a far run's side of the pool: octal.Helpers.
type poolRun struct {
	ctl           js.Value // Control
	values, marks js.Value // the SharedArrayBuffers
	n, helpers    int
	bits, sent    int       // the width of the values in values, and how many are there
	started       time.Time // when the job under way was handed over
}

// startPool returns the pool of a far run of g to heap n with the given
// workers (farWorkers), starting the helper workers it lacks, or nil for
// one worker.
func startPool(g octal.Game, n, workers int) *poolRun {
	if workers < 2 {
		return nil
	}
	for len(helperWorkers) < workers-1 {
		w := js.Global().Get("Worker").New(js.Global().Get("location").Get("href"))
		w.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if m, err := protocol.Decode(args[0].Get("data")); err == nil {
				if c, ok := m.(protocol.Crash); ok {
					logf("a far helper stopped: %s", c.Message)
				}
			}
			return nil
		}))
		helperWorkers = append(helperWorkers, w)
	}
	r := newPoolRun(n, workers-1)
	for i := range r.helpers {
		helperWorkers[i].Call("postMessage", protocol.Encode(r.help(g, i)))
	}
	return r
}

// newPoolRun returns the shared memory of a far run to heap n with the
// given helpers.
func newPoolRun(n, helpers int) *poolRun {
	sab := js.Global().Get("SharedArrayBuffer")
	growable := func(most int) js.Value {
		return sab.New(0, map[string]any{"maxByteLength": most})
	}
	return &poolRun{n: n, helpers: helpers,
		ctl:    js.Global().Get("Int32Array").New(sab.New(4 * ctlSlots)),
		values: growable(max(valuesBytes(n, 9), valuesBytes(n, 32))),
		marks:  growable(8 * poolMaxWords * octal.MaxJobHeaps),
	}
}

// help returns the message making a worker the i-th helper of the run of g.
func (r *poolRun) help(g octal.Game, i int) protocol.FarHelp {
	return protocol.FarHelp{Game: g.String(), N: r.n, Index: i, Helpers: r.helpers, Control: r.ctl, Values: r.values, Marks: r.marks}
}

// end sends the helpers back to their messages.
func (r *poolRun) end() {
	if r != nil {
		atomics.Call("store", r.ctl, ctlQuit, 1)
		atomics.Call("notify", r.ctl, ctlSeq)
	}
}

// Start hands the job over when every helper is ready and done with the
// last job, and the marks fit.
func (r *poolRun) Start(spec octal.JobSpec, v octal.Packed) bool {
	if atomics.Call("load", r.ctl, ctlReady).Int() < r.helpers || !r.Done() || spec.Words > poolMaxWords {
		return false
	}
	if v.Bits() != r.bits {
		r.bits, r.sent = v.Bits(), 0
		grow(r.values, valuesBytes(r.n, r.bits))
	}
	moveValues(r.values, v, r.n, r.sent, spec.Cur, true)
	r.sent = spec.Cur
	grow(r.marks, 8*spec.Words*(spec.Hi-spec.Lo))
	for _, f := range [...]struct{ slot, x int }{{ctlLo, spec.Lo}, {ctlHi, spec.Hi}, {ctlCur, spec.Cur},
		{ctlMask, int(int32(spec.Mask))}, {ctlBlocks, spec.Blocks}, {ctlWords, spec.Words}, {ctlBits, r.bits}} {
		atomics.Call("store", r.ctl, f.slot, f.x)
	}
	atomics.Call("store", r.ctl, ctlLeft, r.helpers)
	atomics.Call("add", r.ctl, ctlSeq, 1)
	atomics.Call("notify", r.ctl, ctlSeq)
	r.started = time.Now()
	return true
}

// Done reports whether every helper has marked its share of the last job.
func (r *poolRun) Done() bool { return atomics.Call("load", r.ctl, ctlLeft).Int() == 0 }

// Workers returns the run's worker and the helpers ready.
func (r *poolRun) Workers() int {
	return 1 + min(atomics.Call("load", r.ctl, ctlReady).Int(), r.helpers)
}

// Marks waits for the helpers, up to a quarter of the time the job has
// been under way (the run's chunk), and copies their marks into marks; it
// reports false when they are late. The engine gives them as many blocks
// as they mark before the run needs them, so that they are seldom late
// but on a machine busy with other work, where waiting longer for them
// made the pool slower than one worker.
func (r *poolRun) Marks(marks []uint64) bool {
	deadline := time.Now().Add(time.Since(r.started) / 4)
	for {
		left := atomics.Call("load", r.ctl, ctlLeft).Int()
		if left == 0 {
			break
		}
		wait := time.Until(deadline)
		if wait <= 0 {
			return false
		}
		atomics.Call("wait", r.ctl, ctlLeft, left, float64(wait)/float64(time.Millisecond))
	}
	moveBytes(r.marks, 0, browser.WordBytes(marks), false)
	return true
}

// farHelp is a helper worker's part of a far run (m): it marks the run's
// jobs until the run ends (a job handed over before the end is marked).
func farHelp(m protocol.FarHelp) {
	ctl, values, marksBuf := m.Control.(js.Value), m.Values.(js.Value), m.Marks.(js.Value)
	g, err := octal.Parse(m.Game)
	var marker *octal.Marker
	if err == nil {
		marker, err = octal.NewMarker(g)
	}
	if err != nil {
		logf("far helper: %v", err) // the run never gets every helper ready: it computes alone
		return
	}
	var v octal.Packed
	var marks []uint64
	have, seen := 0, 0
	atomics.Call("add", ctl, ctlReady, 1)
	for {
		seq := atomics.Call("load", ctl, ctlSeq).Int()
		if seq == seen {
			if atomics.Call("load", ctl, ctlQuit).Int() != 0 {
				return
			}
			atomics.Call("wait", ctl, ctlSeq, seen, poolWait)
			continue
		}
		seen = seq
		at := func(i int) int { return atomics.Call("load", ctl, i).Int() }
		spec := octal.JobSpec{Lo: at(ctlLo), Hi: at(ctlHi), Cur: at(ctlCur), Mask: uint32(int32(at(ctlMask))),
			Blocks: at(ctlBlocks), Words: at(ctlWords)}
		if bits := at(ctlBits); bits != v.Bits() || v.Len() != m.N+1 {
			v, have = octal.NewPacked(m.N+1, bits), 0
		}
		moveValues(values, v, m.N, have, spec.Cur, false)
		have = spec.Cur
		per := (spec.Hi - spec.Lo + m.Helpers - 1) / m.Helpers
		a, b := min(spec.Lo+m.Index*per, spec.Hi), min(spec.Lo+(m.Index+1)*per, spec.Hi)
		if a < b {
			if size := (b - a) * spec.Words; cap(marks) < size {
				marks = make([]uint64, size)
			}
			marks = marks[:(b-a)*spec.Words]
			marker.Mark(spec, v, a, b, marks)
			moveBytes(marksBuf, 8*(a-spec.Lo)*spec.Words, browser.WordBytes(marks), true)
		}
		if atomics.Call("sub", ctl, ctlLeft, 1).Int() == 1 {
			atomics.Call("notify", ctl, ctlLeft)
		}
	}
}

// valuesBytes returns the bytes of Values for heaps 0..n at the given bits:
// the values (the low bytes of values of nine bits) from 0, and for nine
// bits their ninth bits, words of 64 bits from highOffset(n).
func valuesBytes(n, bits int) int {
	if bits == 9 {
		return highOffset(n) + 8*((n+64)/64)
	}
	return (n + 1) * max(bits/8, 1)
}

// highOffset is where the ninth bits of heaps 0..n start in Values.
func highOffset(n int) int { return (n + 8) &^ 7 }

// moveValues copies the values of heaps from..to−1 between v and buf
// (Values, for heaps 0..n): into buf when toJS, else out of it. Values of
// nine bits move their ninth bits a word at a time, the last word whole.
func moveValues(buf js.Value, v octal.Packed, n, from, to int, toJS bool) {
	low, high := v.Memory()
	w := max(v.Bits()/8, 1)
	moveBytes(buf, from*w, low[from*w:to*w], toJS)
	if high != nil {
		a, b := from/64, (to+63)/64
		moveBytes(buf, highOffset(n)+8*a, high[8*a:8*b], toJS)
	}
}

// moveBytes copies b into buf at off when toJS, else buf's bytes there
// into b.
func moveBytes(buf js.Value, off int, b []byte, toJS bool) {
	if len(b) == 0 {
		return
	}
	view := uint8Array.New(buf, off, len(b))
	if toJS {
		js.CopyBytesToJS(view, b)
	} else {
		js.CopyBytesToGo(b, view)
	}
}

// grow makes buf, a growable SharedArrayBuffer, at least size bytes long.
func grow(buf js.Value, size int) {
	if buf.Get("byteLength").Int() < size {
		buf.Call("grow", size)
	}
}
