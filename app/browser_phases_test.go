//go:build !js

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// phasesJS reads, once the page has made its "wasm-ready" mark, where its
// start went: the navigation's milestones, every file fetched (start and
// end, and whether it came over the network), and every performance mark,
// as JSON.
const phasesJS = `new Promise((resolve) => {
	const poll = () => {
		if (!performance.getEntriesByName("wasm-ready").length) {
			setTimeout(poll, 5);
			return;
		}
		setTimeout(() => {
			const nav = performance.getEntriesByType("navigation")[0];
			const out = [];
			const at = (name, start, end) => out.push({name, start, end});
			at("navigation: response", nav.requestStart, nav.responseEnd);
			at("navigation: DOM interactive", nav.domInteractive, nav.domInteractive);
			at("navigation: DOMContentLoaded", nav.domContentLoadedEventStart, nav.domContentLoadedEventEnd);
			for (const r of performance.getEntriesByType("resource")) {
				const via = r.transferSize > 0 ? "network" : (r.workerStart > 0 ? "service worker" : "cache");
				at("fetch " + new URL(r.name).pathname + " (" + via + ")", r.startTime, r.responseEnd);
			}
			for (const m of performance.getEntriesByType("mark")) {
				at("mark " + m.name, m.startTime, m.startTime);
			}
			resolve(JSON.stringify(out));
		}, 1000);
	};
	poll();
})`

// TestBrowserStartUpPhases (NIMBER_PHASES=1) loads the contest page in
// fresh browsers, with an empty cache and warm (served by its service
// worker), and logs where the time to its "wasm-ready" mark went: the
// navigation, each file fetched, and the marks the page makes on the way
// (app.js and app/main_js.go). With NIMBER_REFERENCE (see make measure) it
// logs the reference page's too; NIMBER_PHASES_SITE names another built
// site to load than the repository's.
func TestBrowserStartUpPhases(t *testing.T) {
	if os.Getenv("NIMBER_PHASES") == "" {
		t.Skip("NIMBER_PHASES=1 logs where the start-up time goes")
	}
	reference := startReference(t)
	for round := range 3 {
		for _, url := range []string{"", reference} {
			if round > 0 && url != "" {
				continue
			}
			dir := siteDir
			if d := os.Getenv("NIMBER_PHASES_SITE"); d != "" {
				dir = d
			}
			b := newBrowserAt(t, dir)
			name := "Nimber"
			if url == "" {
				url = b.server.URL
			} else {
				name = referenceName
			}
			load := func(when string) {
				b.do(30*time.Second, chromedp.Navigate(url+"/"))
				var entries []struct {
					Name       string
					Start, End float64
				}
				if err := json.Unmarshal([]byte(eval[string](b, 30*time.Second, phasesJS)), &entries); err != nil {
					t.Fatal(err)
				}
				slices.SortStableFunc(entries, func(a, b struct {
					Name       string
					Start, End float64
				}) int {
					return int(a.End - b.End)
				})
				var s strings.Builder
				for _, e := range entries {
					fmt.Fprintf(&s, "\n  %7.1f %7.1f  %s", e.Start, e.End, e.Name)
				}
				t.Logf("%s, %s:%s", name, when, s.String())
			}
			load("cold")
			eval[bool](b, 30*time.Second, `navigator.serviceWorker.ready.then(() => true)`)
			b.do(30*time.Second, chromedp.Navigate(url+"/"))
			eval[bool](b, 30*time.Second, `new Promise((r) => setTimeout(() => r(true), 500))`)
			load("warm")
			eval[bool](b, 30*time.Second, `new Promise((r) => setTimeout(() => r(true), 3000))`)
			load("warm, 3 s later")
		}
	}
}

// traceEvent is one event of a Chromium trace (the JSON trace format).
type traceEvent struct {
	Name string         `json:"name"`
	Cat  string         `json:"cat"`
	Ph   string         `json:"ph"`
	Ts   float64        `json:"ts"`
	Dur  float64        `json:"dur"`
	Tdur float64        `json:"tdur"` // the thread's time in it (its processor time)
	Pid  int64          `json:"pid"`
	Tid  int64          `json:"tid"`
	Args map[string]any `json:"args"`
}

// traceLoad navigates b to url while Chromium traces it, waits for the
// page's "wasm-ready" mark and returns the trace's events.
func traceLoad(b *browser, url string) []traceEvent {
	b.t.Helper()
	var (
		mu     sync.Mutex
		events []traceEvent
		done   = make(chan struct{})
	)
	ctx, cancel := context.WithTimeout(b.ctx, time.Minute)
	defer cancel()
	chromedp.Listen(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			for _, v := range ev.Value {
				var e traceEvent
				if data, err := json.Marshal(v); err == nil && json.Unmarshal(data, &e) == nil {
					events = append(events, e)
				}
			}
			mu.Unlock()
		case *tracing.EventTracingComplete:
			close(done)
		}
	})
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.Start, tracing.StartParams{TraceConfig: &tracing.TraceConfig{
			IncludedCategories: []string{"devtools.timeline", "v8", "v8.wasm", "disabled-by-default-v8.wasm.detailed",
				"blink.user_timing", "loading", "toplevel", "disabled-by-default-devtools.timeline"},
		}})
		return err
	}))
	if err != nil {
		b.t.Fatal(err)
	}
	b.do(30*time.Second, chromedp.Navigate(url))
	eval[string](b, 30*time.Second, phasesJS)
	if err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.End, cdp.Empty{})
		return err
	})); err != nil {
		b.t.Fatal(err)
	}
	select {
	case <-done:
	case <-ctx.Done():
		b.t.Fatal("the trace never completed")
	}
	mu.Lock()
	defer mu.Unlock()
	return events
}

// logTrace logs a load's trace: the marks, the wasm compilation's events,
// and the main thread's tasks of a millisecond or more, in milliseconds
// from the navigation's start.
func logTrace(t *testing.T, what string, events []traceEvent) {
	t.Helper()
	var t0 float64
	main := map[[2]int64]bool{}
	for _, e := range events {
		if e.Name == "navigationStart" && t0 == 0 {
			t0 = e.Ts
		}
		if e.Name == "thread_name" && e.Args["name"] == "CrRendererMain" {
			main[[2]int64{e.Pid, e.Tid}] = true
		}
	}
	slices.SortFunc(events, func(a, b traceEvent) int { return int(a.Ts - b.Ts) })
	var s strings.Builder
	var lazy, lazyMs, lazyBytes, tierMs, mainMs, mainCPU float64
	ready := false
	for _, e := range events {
		at := (e.Ts - t0) / 1000
		onMain := main[[2]int64{e.Pid, e.Tid}]
		if onMain && !ready && at >= 0 && e.Name == "ThreadControllerImpl::RunTask" {
			mainMs += e.Dur / 1000
			mainCPU += e.Tdur / 1000
		}
		switch {
		case e.Cat == "blink.user_timing":
			fmt.Fprintf(&s, "\n  %7.1f            mark %s", at, e.Name)
			ready = ready || e.Name == "wasm-ready"
		case strings.Contains(e.Cat, "wasm") && strings.Contains(e.Name, "Cache"):
			fmt.Fprintf(&s, "\n  %7.1f %7.1f ms  %s (thread %d) %v", at, e.Dur/1000, e.Name, e.Tid, e.Args)
		case e.Name == "wasm.CompileLazy":
			if !ready {
				lazy++
				lazyMs += e.Dur / 1000
			}
		case e.Name == "wasm.CompileBaseline":
			if size, ok := e.Args["bodySize"].(float64); ok && !ready {
				lazyBytes += size
				if f := os.Getenv("NIMBER_PHASES_FUNCS"); f != "" {
					fh, _ := os.OpenFile(f, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
					fmt.Fprintf(fh, "%v\n", e.Args["funcIndex"])
					fh.Close()
				}
			}
		case e.Name == "wasm.TopTierCompilation", e.Name == "wasm.ExecuteCompilationUnits":
			tierMs += e.Dur / 1000
		case strings.Contains(e.Cat, "wasm") && e.Dur >= 1000:
			fmt.Fprintf(&s, "\n  %7.1f %7.1f ms  %s (thread %d) %v", at, e.Dur/1000, e.Name, e.Tid, e.Args)
		case strings.Contains(e.Cat, "wasm") && e.Ph != "X" && e.Ph != "B" && e.Ph != "E":
			fmt.Fprintf(&s, "\n  %7.1f            %s %s (thread %d) %v", at, e.Ph, e.Name, e.Tid, e.Args)
		case onMain && e.Ph == "X" && e.Dur >= 1000 && os.Getenv("NIMBER_PHASES_ALL") != "":
			fmt.Fprintf(&s, "\n  %7.1f %7.1f ms  main: %s [%s] %s", at, e.Dur/1000, e.Name, e.Cat, argNote(e.Args))
		case onMain && e.Ph == "X" && e.Dur >= 5000 && e.Cat != "toplevel":
			fmt.Fprintf(&s, "\n  %7.1f %7.1f ms  main: %s %s", at, e.Dur/1000, e.Name, argNote(e.Args))
		}
	}
	fmt.Fprintf(&s, "\n  before ready: %.0f functions compiled lazily (%.0f bytes of code) in %.1f ms; top tier (all threads, whole trace) %.1f ms",
		lazy, lazyBytes, lazyMs, tierMs)
	fmt.Fprintf(&s, "\n  before ready: the main thread's tasks took %.1f ms, %.1f ms of it on a processor", mainMs, mainCPU)
	t.Logf("%s:%s", what, s.String())
}

// argNote names what a trace event's arguments say it worked on, briefly.
func argNote(args map[string]any) string {
	data, _ := args["data"].(map[string]any)
	for _, k := range []string{"url", "functionName", "type", "name"} {
		if v, ok := data[k]; ok {
			return fmt.Sprint(v)
		}
	}
	return ""
}

// TestBrowserStartUpTrace (NIMBER_PHASES=trace) traces the contest
// page's loads, cold and warm (3 s after the service worker took it
// over), and logs the main thread's tasks and the wasm compilation: the
// functions compiled lazily (on their first call, on the main thread)
// before the page was ready, whose indices NIMBER_PHASES_FUNCS names a
// file to append to (to be named from a build without -ldflags=-s).
// NIMBER_PHASES_URL loads another page (the reference's), NIMBER_PHASES_ALL
// logs every main-thread task of a millisecond or more, NIMBER_PHASES_DUMP
// names a file to write the warm load's trace events to (JSON), to be
// read further (each event's tdur is its thread's processor time: on a
// loaded machine it varies far less than the wall time).
func TestBrowserStartUpTrace(t *testing.T) {
	if os.Getenv("NIMBER_PHASES") != "trace" {
		t.Skip("NIMBER_PHASES=trace traces the start-up")
	}
	url := os.Getenv("NIMBER_PHASES_URL")
	dir := siteDir
	if d := os.Getenv("NIMBER_PHASES_SITE"); d != "" {
		dir = d
	}
	b := newBrowserAt(t, dir)
	if url == "" {
		url = b.server.URL + "/"
	}
	logTrace(t, "cold", traceLoad(b, url))
	eval[bool](b, 30*time.Second, `navigator.serviceWorker.ready.then(() => true)`)
	b.do(30*time.Second, chromedp.Navigate(url))
	eval[bool](b, 30*time.Second, `new Promise((r) => setTimeout(() => r(true), 3000))`)
	warm := traceLoad(b, url)
	if f := os.Getenv("NIMBER_PHASES_DUMP"); f != "" {
		data, _ := json.Marshal(warm)
		if err := os.WriteFile(f, data, 0o644); err != nil {
			t.Error(err)
		}
	}
	logTrace(t, "warm", warm)
}

// TestBrowserStartUpCompare (NIMBER_COMPARE=dirA,dirB,…: built sites)
// measures the contest page's start-up (see startUp) of each site in turn,
// and of the reference page when NIMBER_REFERENCE names it (see make
// measure), a fresh browser each, for NIMBER_COMPARE_ROUNDS rounds
// (default 5), and logs the medians: before and after a change, measured
// in the same period of a shared machine.
func TestBrowserStartUpCompare(t *testing.T) {
	sites := os.Getenv("NIMBER_COMPARE")
	if sites == "" {
		t.Skip("NIMBER_COMPARE=dirA,dirB compares the start-up of built sites")
	}
	rounds := 5
	if n, err := strconv.Atoi(os.Getenv("NIMBER_COMPARE_ROUNDS")); err == nil {
		rounds = n
	}
	dirs := strings.Split(sites, ",")
	reference := startReference(t)
	if reference != "" {
		dirs = append(dirs, referenceName)
	}
	cold, warm := map[string][]float64{}, map[string][]float64{}
	for round := range rounds {
		for i := range dirs {
			dir := dirs[(i+round)%len(dirs)]
			t.Run(filepath.Base(dir), func(t *testing.T) {
				var b *browser
				url := reference
				if dir == referenceName {
					b = newBrowser(t)
				} else {
					b = newBrowserAt(t, dir)
					url = b.server.URL
				}
				c, w := startUp(b, url+"/")
				cold[dir], warm[dir] = append(cold[dir], c), append(warm[dir], w)
				t.Logf("%s: cold %.0f ms, warm %.0f ms", dir, c, w)
			})
		}
	}
	median := func(ms []float64) float64 {
		ms = slices.Sorted(slices.Values(ms))
		return ms[len(ms)/2]
	}
	for _, dir := range dirs {
		t.Logf("%-40s cold %5.0f ms  warm %5.0f ms (medians of %d)", dir, median(cold[dir]), median(warm[dir]), rounds)
	}
}
