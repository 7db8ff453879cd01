//go:build !js

package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// TestProfileContest (NIMBER_PROFILE=dir of a site) profiles the page's main
// thread during runs of the largest inputs and prints the longest busy
// stretches with where their time went.
func TestProfileContest(t *testing.T) {
	dir := os.Getenv("NIMBER_PROFILE")
	if dir == "" {
		t.Skip("NIMBER_PROFILE unset")
	}
	only := os.Getenv("NIMBER_PROFILE_ONLY")
	rng := rand.New(rand.NewPCG(11, 13))
	inputs := largestInputs(rng)
	b := newBrowserAt(t, dir)
	for _, in := range inputs {
		if only != "" && !strings.Contains(in.name, only) {
			continue
		}
		for again := range 2 {
			if again == 0 {
				b.open("/?problem=" + in.id)
				b.pasteAsUser(in.input)
			} else {
				b.waitStored()
				b.reload()
			}
			ctx, cancel := context.WithTimeout(b.ctx, time.Minute)
			err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				if _, err := cdp.Call(ctx, tg, profiler.Enable, cdp.Empty{}); err != nil {
					return err
				}
				if _, err := cdp.Call(ctx, tg, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200}); err != nil {
					return err
				}
				_, err := cdp.Call(ctx, tg, profiler.Start, cdp.Empty{})
				return err
			}))
			cancel()
			if err != nil {
				t.Fatal(err)
			}
			o := b.run(2 * time.Minute)
			ctx, cancel = context.WithTimeout(b.ctx, time.Minute)
			res, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (profiler.StopResult, error) {
				return cdp.Call(ctx, tg, profiler.Stop, cdp.Empty{})
			})
			cancel()
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("=== %s (again %d): %s, %.0f ms, longest task %.0f ms", in.name, again, o.Source, o.Millis, o.LongestTask)
			report(t, res.Profile)
		}
	}
}

// TestProfileStartUp (NIMBER_PROFILE=dir of a site) profiles the page's
// main thread from the navigation to the contest page, with an empty cache,
// to its "wasm-ready" mark, and prints the longest busy stretches with where
// their time went (the wasm's functions are named when web/app.wasm is
// built without -ldflags=-s).
func TestProfileStartUp(t *testing.T) {
	dir := os.Getenv("NIMBER_PROFILE")
	if dir == "" {
		t.Skip("NIMBER_PROFILE unset")
	}
	b := newBrowserAt(t, dir)
	ctx, cancel := context.WithTimeout(b.ctx, time.Minute)
	defer cancel()
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, profiler.Enable, cdp.Empty{}); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, tg, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, profiler.Start, cdp.Empty{})
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
	b.do(30*time.Second, chromedp.Navigate(b.server.URL+"/"))
	ready := eval[float64](b, 30*time.Second, `new Promise((resolve) => {
		const poll = () => {
			const marks = performance.getEntriesByName("wasm-ready");
			marks.length ? resolve(marks[0].startTime) : setTimeout(poll, 5);
		};
		poll();
	})`)
	res, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (profiler.StopResult, error) {
		return cdp.Call(ctx, tg, profiler.Stop, cdp.Empty{})
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("=== start-up, cold: ready at %.0f ms", ready)
	report(t, res.Profile)
}

func report(t *testing.T, p *profiler.Profile) {
	nodes := map[int64]*profiler.ProfileNode{}
	parent := map[int64]int64{}
	for _, n := range p.Nodes {
		nodes[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	name := func(id int64) string {
		f := nodes[id].CallFrame
		s := f.FunctionName
		if s == "" {
			s = "(anon)"
		}
		u := f.URL
		if i := strings.LastIndex(u, "/"); i >= 0 {
			u = u[i+1:]
		}
		return s + " " + u
	}
	type stretch struct{ from, to int }
	var ss []stretch
	ts := make([]float64, len(p.Samples))
	now := p.StartTime
	for i, d := range p.TimeDeltas {
		now += float64(d)
		ts[i] = now
	}
	start := -1
	for i, s := range p.Samples {
		idle := nodes[s].CallFrame.FunctionName == "(idle)"
		if !idle && start < 0 {
			start = i
		}
		if idle && start >= 0 {
			ss = append(ss, stretch{start, i})
			start = -1
		}
	}
	if start >= 0 {
		ss = append(ss, stretch{start, len(p.Samples)})
	}
	sort.Slice(ss, func(i, j int) bool { return ts[ss[i].to-1]-ts[ss[i].from] > ts[ss[j].to-1]-ts[ss[j].from] })
	for k, s := range ss[:min(3, len(ss))] {
		ms := (ts[s.to-1] - ts[s.from]) / 1000
		t.Logf("  stretch %d: %.1f ms at +%.0f ms", k, ms, (ts[s.from]-p.StartTime)/1000)
		self, incl := map[string]float64{}, map[string]float64{}
		for i := s.from; i < s.to; i++ {
			dt := 0.2
			if i+1 < len(ts) {
				dt = (ts[i+1] - ts[i]) / 1000
			}
			id := p.Samples[i]
			self[name(id)] += dt
			seen := map[string]bool{}
			for ; ; id = parent[id] {
				n := name(id)
				if !seen[n] {
					seen[n] = true
					incl[n] += dt
				}
				if _, ok := parent[id]; !ok {
					break
				}
			}
		}
		top := func(m map[string]float64, what string, n int) {
			keys := make([]string, 0, len(m))
			for k := range m {
				keys = append(keys, k)
			}
			sort.Slice(keys, func(i, j int) bool { return m[keys[i]] > m[keys[j]] })
			var b strings.Builder
			for _, k := range keys[:min(n, len(keys))] {
				fmt.Fprintf(&b, "\n      %6.1f %s", m[k], k)
			}
			t.Logf("    %s:%s", what, b.String())
		}
		top(self, "self", 15)
		top(incl, "inclusive", 40)
	}
}
