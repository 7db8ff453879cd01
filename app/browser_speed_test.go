//go:build !js

package main

import (
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"nimber/solver/problems"
)

// TestBrowserSpeed measures what the issue sets targets for, in Chromium:
// start-up (navigation to #wasm-ready, cold and with the service worker's
// cache) and the maximal tricolore and notnim inputs from the click to the
// answer (table computed, then from IndexedDB), with the longest main-thread
// task meanwhile. It logs the figures; with NIMBER_MEASURE=1 (make measure)
// it also fails when a target is missed (including a main-thread task over
// 100 ms while solving). The machine running make test is often shared, so
// make test only logs them.
func TestBrowserSpeed(t *testing.T) {
	strict := os.Getenv("NIMBER_MEASURE") == "1"
	check := func(what string, got, limit float64) {
		t.Logf("%-34s %7.0f ms  (target ≤ %.0f ms)", what, got, limit)
		if strict && got > limit {
			t.Errorf("%s: %.0f ms, target %.0f ms", what, got, limit)
		}
	}
	b := newBrowser(t)
	ready := func() float64 {
		return eval[float64](b, 30*time.Second, `performance.getEntriesByName("wasm-ready")[0].startTime`)
	}
	b.open("/")
	check("start-up, cold", ready(), 1500)
	waitServiceWorker(b)
	b.open("/")
	check("start-up, warm", ready(), 500)

	rng := rand.New(rand.NewPCG(11, 13))
	for _, c := range []struct {
		id          string
		input       string
		cold, cache float64
	}{
		{"tricolore", maxTricolore(rng), 800, 200},
		{"notnim", maxNotnim(rng), 600, 250},
		{"jiangnan", maxJiangnan(rng), 300, 300},
	} {
		p := problems.Lookup(c.id)
		want, err := p.Solve([]byte(c.input))
		if err != nil {
			t.Fatalf("%s: the native solver rejects the max input: %v", c.id, err)
		}
		job, _ := p.Prepare([]byte(c.input))
		b.open("/?problem=" + c.id)
		b.paste(c.input)
		o := b.run(120 * time.Second)
		if o.State != "done" || o.Output != string(want) {
			t.Fatalf("%s max input: state %s, error %q, output %q", c.id, o.State, o.Error, trim(o.Output))
		}
		check(c.id+" max input, "+o.Source, o.Millis, c.cold)
		longest := o.LongestTask
		b.waitCached(job)
		b.reload()
		o = b.run(120 * time.Second)
		if o.State != "done" || o.Output != string(want) || o.Source != "cache" {
			t.Fatalf("%s max input again: state %s, source %s, error %q", c.id, o.State, o.Source, o.Error)
		}
		check(c.id+" max input, cache", o.Millis, c.cache)
		longest = max(longest, o.LongestTask)
		check(c.id+" longest main-thread task", longest, 100)
	}
}
