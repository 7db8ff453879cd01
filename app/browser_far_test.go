//go:build !js

package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"nimber/app/site"
	"nimber/solver/octal"
)

// farFigures is what #far-progress says once a table valued far is done:
// octal.Stats of the values computed natively by Far, as `nimber rare`
// prints them.
func farFigures(t *testing.T, code string, n int) string {
	t.Helper()
	_, st := farNative(t, code, n)
	return fmt.Sprintf("Heaps 0–%d valued: largest value %d, first at heap %d; %d rare values (mask %#x), the last at heap %d.",
		n, st.Max, st.MaxAt, st.Rare, st.Mask, st.LastRare)
}

// farNative values the code to heap n natively with Far, and returns the
// values and their octal.Stats.
func farNative(t *testing.T, code string, n int) (octal.Packed, octal.RareStats) {
	t.Helper()
	g, err := octal.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	r, err := g.Far(context.Background(), n, octal.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return r.Values, octal.Stats(r.Values, r.Mask)
}

// waitFar waits until #far-progress reports at least done heaps (data-done)
// and returns its data-from and data-done.
func (b *browser) waitFar(ctx context.Context, done int) (from, got int) {
	b.t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(
		`+(document.getElementById("far-progress") || {dataset: {}}).dataset.done >= %d`, done))); err != nil {
		b.t.Fatalf("waiting for %d heaps valued far: %v (status %q)", done, err, b.text("#status"))
	}
	from, _ = strconv.Atoi(b.data("#far-progress", "from"))
	got, _ = strconv.Atoi(b.data("#far-progress", "done"))
	return from, got
}

// poolTable is the explorer's address asking far tables for a pool of a
// worker a core (up to 16) whatever the cores: by default a pool is used
// from four cores on.
const poolTable = "/table.html?workers=16"

// waitWorkers waits until #far-progress reports the workers a far run
// has on this page, opened at poolTable: one a core up to 16 when isolated
// (once the helpers are ready), else one; it returns them.
func (b *browser) waitWorkers(ctx context.Context, isolated bool) int {
	b.t.Helper()
	want := 1
	if isolated {
		want = min(eval[int](b, 10*time.Second, `navigator.hardwareConcurrency`), 16)
	}
	return b.waitWorkerCount(ctx, want)
}

// waitWorkerCount waits until #far-progress reports want workers.
func (b *browser) waitWorkerCount(ctx context.Context, want int) int {
	b.t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(
		`(document.getElementById("far-progress") || {dataset: {}}).dataset.workers === "%d"`, want))); err != nil {
		b.t.Fatalf("waiting for %d workers: %v (#far-progress: %q)", want, err, b.text("#far-progress"))
	}
	return want
}

// TestBrowserFarResume values Grundy's game far, cancels part way, and
// reloads the page, which asks again (the address holds the request): the
// worker continues from the prefix it kept in IndexedDB (its progress
// starts past it) and ends with the figures of an unbroken native run.
func TestBrowserFarResume(t *testing.T) {
	const code, n = "4!.0", 150000
	want := farFigures(t, code, n)
	b := newBrowser(t)
	b.open(poolTable)
	ctx, cancel := contextWithTimeout(b, 180*time.Second)
	defer cancel()
	b.startTable(ctx, "grundy", strconv.Itoa(n), "grundy-normal", `!!document.getElementById("far-progress")`)
	if from, _ := b.waitFar(ctx, 20000); from != 0 {
		t.Errorf("a first run starts from heap %d, want 0", from)
	}
	// Served as nimber serve serves it, the page is cross-origin isolated:
	// a pool computes (TestBrowserFarPool), stopped and continued here.
	b.waitWorkers(ctx, true)
	eval[bool](b, 30*time.Second, `document.getElementById("cancel").click() || true`)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("status").dataset.state === "ready"`)); err != nil {
		t.Fatalf("after cancel: %v (status %q)", err, b.text("#status"))
	}
	shown := b.text("#shown")
	var stopped int
	if _, err := fmt.Sscanf(shown, "grundy: Grundy values, normal play, heaps 0–%d", &stopped); err != nil || stopped < 20000 || stopped >= n {
		t.Fatalf("after cancel #shown says %q", shown)
	}
	if !strings.Contains(shown, "partial") {
		t.Errorf("after cancel #shown says %q, not partial", shown)
	}
	if note, want := b.text("#status"), fmt.Sprintf("Cancelled: showing heaps 0–%d, the part computed, kept in this browser", stopped); !strings.HasPrefix(note, want) {
		t.Errorf("after cancel #status says %q, want %q…", note, want)
	}

	// The address asks for the table: the reloaded page computes it again,
	// from the prefix kept.
	b.reload()
	if o := b.waitTable(180 * time.Second); o.State != "done" || o.Source != "computed" {
		t.Fatalf("the continued run: state %s (%s), error %q", o.State, o.Source, o.Error)
	}
	if from := b.data("#far-progress", "from"); from != strconv.Itoa(stopped+1) {
		t.Errorf("the run after the reload reported progress from heap %s, want %d", from, stopped+1)
	}
	if got, kept := b.text("#far-progress"), fmt.Sprintf("Continued from the %d heaps kept in this browser.", stopped+1); !strings.Contains(got, kept) {
		t.Errorf("#far-progress says %q, not %q", got, kept)
	}
	if got := b.text("#far-progress"); !strings.HasPrefix(got, want) {
		t.Errorf("#far-progress says %q, want %q…", got, want)
	}
	if got := b.text("#shown"); !strings.Contains(got, "heaps 0–150000") {
		t.Errorf("#shown says %q", got)
	}
}

// TestBrowserFarGrundy values Grundy's game to 2^21−1 in the explorer
// (NIMBER_FAR=1: a minute or more) and checks the figures it shows against
// tczajka's: largest value 231, first at heap 763622; 1274 rare values
// with the mask 0xfe, the last at heap 82860.
func TestBrowserFarGrundy(t *testing.T) {
	if os.Getenv("NIMBER_FAR") == "" {
		t.Skip("NIMBER_FAR=1 values Grundy's game to 2^21 in Chromium (a minute or more)")
	}
	const want = "Heaps 0–2097151 valued: largest value 231, first at heap 763622; 1274 rare values (mask 0xfe), the last at heap 82860."
	b := newBrowser(t)
	b.open("/table")
	o := b.compute("grundy", "2097151", "grundy-normal", 10*time.Minute)
	if o.State != "done" {
		t.Fatalf("state %s, error %q", o.State, o.Error)
	}
	t.Logf("Grundy's game to 2^21−1: %.1f s from the click", o.Millis/1000)
	if got := b.text("#far-progress"); !strings.HasPrefix(got, want) {
		t.Errorf("#far-progress says %q, want %q…", got, want)
	}
}

// TestBrowserFarPool values Grundy's game to 2^18 in the explorer served
// cross-origin isolated (site.Handler, as nimber serve: a pool of a worker
// a core when the address asks for it, and by default from four cores on)
// and by Go's plain file server (no headers: one worker). All show the
// figures of a native run; the progress and the figures say how many
// workers computed.
func TestBrowserFarPool(t *testing.T) {
	const code, n = "4!.0", 1 << 18
	want := farFigures(t, code, n)
	for _, c := range []struct {
		name, address    string
		handler          http.Handler
		isolated, byHand bool
	}{
		{"isolated", poolTable, site.Handler(siteDir), true, true},
		{"isolated, by default", "/table.html", site.Handler(siteDir), true, false},
		{"plain", poolTable, http.FileServer(http.Dir(siteDir)), false, true},
	} {
		b := newBrowserServing(t, siteDir, c.handler)
		b.open(c.address)
		if got := eval[bool](b, 10*time.Second, `self.crossOriginIsolated`); got != c.isolated {
			t.Fatalf("%s: crossOriginIsolated %v", c.name, got)
		}
		ctx, cancel := contextWithTimeout(b, 300*time.Second)
		start := time.Now()
		b.startTable(ctx, "grundy", strconv.Itoa(n), "grundy-normal", `!!document.getElementById("far-progress")`)
		var workers int
		if c.byHand {
			workers = b.waitWorkers(ctx, c.isolated)
		} else {
			cores := eval[int](b, 10*time.Second, `navigator.hardwareConcurrency`)
			workers = 1
			if cores >= 4 {
				workers = min(cores, 16)
			}
			b.waitWorkerCount(ctx, workers)
		}
		cancel()
		o := b.waitTable(300 * time.Second)
		if o.State != "done" {
			t.Fatalf("%s: state %s, error %q", c.name, o.State, o.Error)
		}
		got := b.text("#far-progress")
		if !strings.HasPrefix(got, want) {
			t.Errorf("%s: #far-progress says %q, want %q…", c.name, got, want)
		}
		on := fmt.Sprintf("Computed on %d workers.", workers)
		if workers == 1 {
			on = "Computed on 1 worker."
		}
		if !strings.Contains(got, on) {
			t.Errorf("%s: #far-progress says %q, not %q", c.name, got, on)
		}
		t.Logf("%s, %d workers, %.1f s: %s", c.name, workers, time.Since(start).Seconds(), got)
	}
}

// TestBrowserFarPoolOffline loads the explorer once from nimber serve's
// handler, stops the server and reloads: the service worker's stored
// responses keep the isolation headers, so the page offline is still
// cross-origin isolated and a far table is computed by the pool.
func TestBrowserFarPoolOffline(t *testing.T) {
	const code, n = "4!.0", 1 << 17
	want := farFigures(t, code, n)
	b := newBrowser(t)
	b.open(poolTable)
	waitServiceWorker(b)
	b.server.Close()
	b.reload()
	if !eval[bool](b, 10*time.Second, `self.crossOriginIsolated`) {
		t.Fatal("offline, the page is not cross-origin isolated")
	}
	ctx, cancel := contextWithTimeout(b, 300*time.Second)
	defer cancel()
	b.startTable(ctx, "grundy", strconv.Itoa(n), "grundy-normal", `!!document.getElementById("far-progress")`)
	b.waitWorkers(ctx, true)
	if o := b.waitTable(300 * time.Second); o.State != "done" {
		t.Fatalf("offline: state %s, error %q", o.State, o.Error)
	}
	if got := b.text("#far-progress"); !strings.HasPrefix(got, want) {
		t.Errorf("offline: #far-progress says %q, want %q…", got, want)
	}
}

// TestBrowserFarRare values Grundy's game far (past the explorer's usual
// limit) and reads its rare/common split: the rare values with their
// counts, and the count of rare heaps from 1 on, as a native run has them.
func TestBrowserFarRare(t *testing.T) {
	const code, n = "4!.0", 1<<17 - 1
	values, st := farNative(t, code, n)
	counts := make([]int, st.Max+1)
	for x := range values.Len() {
		counts[values.At(x)]++
	}
	var rare []string
	for v, k := range counts {
		if k > 0 && !octal.Common(uint32(v), st.Mask) {
			rare = append(rare, fmt.Sprintf("%d (×%d)", v, k))
		}
	}
	b := newBrowser(t)
	b.open("/table")
	if o := b.compute("grundy", strconv.Itoa(n), "grundy-normal", 5*time.Minute); o.State != "done" {
		t.Fatalf("state %s, error %q", o.State, o.Error)
	}
	paragraphs := eval[[]string](b, 10*time.Second, `[...document.querySelectorAll("#rare p")].map((p) => p.textContent)`)
	if want := "Rare: " + strings.Join(rare, ", "); !slices.Contains(paragraphs, want) {
		t.Errorf("#rare says %q, want a paragraph %q", paragraphs, want)
	}
	count := fmt.Sprintf("%d rare positions below %d: ", st.Rare-1, n+1)
	if !slices.ContainsFunc(paragraphs, func(p string) bool { return strings.HasPrefix(p, count) }) {
		t.Errorf("#rare says %q, want a paragraph starting %q", paragraphs, count)
	}
}
