package main

import "testing"

// A Stop for a request that waits behind another drops it, once; a Stop
// for the far run in progress stops that run and drops nothing.
func TestStopDropsWaiting(t *testing.T) {
	stop(7)
	if !skip(7) || skip(7) {
		t.Fatal("a request stopped while waiting is skipped exactly once")
	}
	if skip(8) {
		t.Fatal("a request never stopped is skipped")
	}
	stopped := false
	farStop.Lock()
	farStop.id, farStop.cancel = 9, func() { stopped = true }
	farStop.Unlock()
	stop(9)
	farStop.Lock()
	farStop.id, farStop.cancel = 0, nil
	farStop.Unlock()
	if dropped := skip(9); !stopped || dropped {
		t.Fatalf("a Stop for the far run: run stopped %v, request dropped %v; want true, false", stopped, dropped)
	}
}
