//go:build js

package main

// The far runs' side of the pool (pool_js.go): a helper marks its share of
// the next chunk's far splits (octal.JobSpec) with an octal.Marker. The run
// waits for the helpers no longer than a quarter of what it took to compute
// its own chunk: waiting longer made the pool slower than one worker on a
// machine busy with other work.

import (
	"syscall/js"

	"nimber/app/browser"
	"nimber/app/protocol"
	"nimber/solver/octal"
)

// A far job's slots in Control, from ctlJob on.
const (
	farLo     = iota // the job (octal.JobSpec) …
	farHi            //
	farCur           //
	farMask          //
	farBlocks        //
	farWords         //
	farBits          // … and the width of the values in Values
)

// poolMaxWords is the most words of marks a heap the pool hands over
// (values below 2^15); a job with more is marked by the run alone.
// farMarkBytes is the most bytes of a job's marks, farPatience the run's
// patience (poolRun).
const (
	poolMaxWords = 1 << 10
	farMarkBytes = 8 * poolMaxWords * octal.MaxJobHeaps
	farPatience  = 0.25
)

// farValueBytes is the most bytes of the values of a far run to heap n.
func farValueBytes(n int) int { return max(valuesBytes(n, 9), valuesBytes(n, 32)) }

// farPool is a far run's side of the pool: octal.Helpers.
type farPool struct {
	*poolRun
	bits, sent int // the width of the values in values, and how many are there
}

// startFarPool returns the pool of a far run of g to heap n with the given
// workers (pageWorkers), or nil for one worker.
func startFarPool(g octal.Game, n, workers int) *farPool {
	r := startPool(n, workers, farValueBytes(n), farMarkBytes, farPatience,
		func(r *poolRun, i int) protocol.Message { return farHelpMessage(r, g, i) })
	if r == nil {
		return nil
	}
	return &farPool{poolRun: r}
}

// farHelpMessage returns the message making a worker the i-th helper of
// the far run r of g.
func farHelpMessage(r *poolRun, g octal.Game, i int) protocol.FarHelp {
	return protocol.FarHelp{Game: g.String(), N: r.n, Index: i, Helpers: r.helpers, Control: r.ctl, Values: r.values, Marks: r.marks}
}

// Start hands the job over when every helper is ready and done with the
// last job, and the marks fit.
func (p *farPool) Start(spec octal.JobSpec, v octal.Packed) bool {
	if !p.ready() || spec.Words > poolMaxWords {
		return false
	}
	if v.Bits() != p.bits {
		p.bits, p.sent = v.Bits(), 0
		grow(p.values, valuesBytes(p.n, p.bits))
	}
	moveValues(p.values, v, p.n, p.sent, spec.Cur, true)
	p.sent = spec.Cur
	grow(p.marks, 8*spec.Words*(spec.Hi-spec.Lo))
	p.handOver(spec.Lo, spec.Hi, spec.Cur, int(int32(spec.Mask)), spec.Blocks, spec.Words, p.bits)
	return true
}

// Marks waits for the helpers (farPatience) and copies their marks into
// marks; it reports false when they are late.
func (p *farPool) Marks(marks []uint64) bool {
	if !p.wait() {
		return false
	}
	p.readMarks(0, browser.WordBytes(marks))
	return true
}

// farHelp is a helper worker's part of a far run (m): it marks the run's
// jobs until the run ends.
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
	have := 0
	helpRuns(ctl, func(slot func(int) int) bool {
		spec := octal.JobSpec{Lo: slot(farLo), Hi: slot(farHi), Cur: slot(farCur), Mask: uint32(int32(slot(farMask))),
			Blocks: slot(farBlocks), Words: slot(farWords)}
		if bits := slot(farBits); bits != v.Bits() || v.Len() != m.N+1 {
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
		return true
	})
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
