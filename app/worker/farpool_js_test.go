//go:build js

package main

import (
	"context"
	"syscall/js"
	"testing"

	"nimber/solver/octal"
)

// syncPool is the pool of a far run with its helpers run in turn on the
// calling goroutine: Start hands the job over through the shared memory as
// the run does, then runs each helper's farHelp, told to quit after the
// job, from a FarHelp message of its own (a new helper a job: it copies
// every value again and lists the rare heaps anew).
type syncPool struct {
	*farPool
	g    octal.Game
	jobs int
}

func (p *syncPool) Start(spec octal.JobSpec, v octal.Packed) bool {
	atomics.Call("store", p.ctl, ctlReady, p.helpers)
	if !p.farPool.Start(spec, v) {
		return false
	}
	p.jobs++
	atomics.Call("store", p.ctl, ctlQuit, 1)
	for i := range p.helpers {
		farHelp(farHelpMessage(p.poolRun, p.g, i))
	}
	atomics.Call("store", p.ctl, ctlQuit, 0)
	return true
}

// TestFarPoolMemory values games far with syncPool under Node: the values
// and marks through SharedArrayBuffers and Atomics, the job's layout in
// Control, each helper's share, and values of 8, 9 and 16 bits, against
// the definition. The helpers are done before Marks is asked.
func TestFarPoolMemory(t *testing.T) {
	if !js.Global().Get("SharedArrayBuffer").Truthy() {
		t.Skip("no SharedArrayBuffer")
	}
	for _, c := range []struct {
		code    string
		n       int
		helpers int
		bits    int
	}{{"4!.0", 4000, 1, 8}, {"0.376", 4000, 3, 8}, {"4.0777", 3000, 2, 9}, {"4.3777", 3500, 3, 16}} {
		g, err := octal.Parse(c.code)
		if err != nil {
			t.Fatal(err)
		}
		p := &syncPool{farPool: &farPool{poolRun: newPoolRun(c.n, c.helpers, farValueBytes(c.n), farMarkBytes, farPatience)}, g: g}
		r, err := g.Far(context.Background(), c.n, octal.Options{Helpers: p})
		if err != nil {
			t.Fatal(err)
		}
		if p.jobs == 0 {
			t.Errorf("%s: no job went through the pool", c.code)
		}
		if r.Values.Bits() != c.bits {
			t.Errorf("%s: %d bits, want %d", c.code, r.Values.Bits(), c.bits)
		}
		for x, w := range g.Values(c.n + 1) {
			if got := r.Values.At(x); got != uint32(w) {
				t.Fatalf("%s with %d helpers, heap %d: %d, definition %d", c.code, c.helpers, x, got, w)
			}
		}
	}
}
