//go:build !js

package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"nimber/app/tablepage"
	"nimber/solver/games"
	"nimber/solver/games/gamestest"
	"nimber/solver/table"
)

// tableOutcome is what the table page shows after a request.
type tableOutcome struct {
	State, Source, Period, Error string
	Millis                       float64 // from the click to the final state
}

// compute types a request into the table page (any empty field is left as
// it is), clicks #compute and waits until the page is done or shows an error.
func (b *browser) compute(game, n, kind string, timeout time.Duration) tableOutcome {
	b.t.Helper()
	expr := afterRun(fmt.Sprintf(`
		const set = (id, v) => { if (v !== "") document.getElementById(id).value = v; };
		set("game", %s); set("n", %s); set("kind", %s);
		const outcome = (ms) => ({
			State: status.dataset.state, Source: status.dataset.source || "",
			Period: document.getElementById("period").textContent,
			Error: document.querySelector("#error .message").textContent, Millis: ms,
		});`, js(game), js(n), js(kind)),
		"status", `document.getElementById("compute")`, `JSON.stringify(outcome(ms))`)
	var o tableOutcome
	if err := json.Unmarshal([]byte(eval[string](b, timeout, expr)), &o); err != nil {
		b.t.Fatal(err)
	}
	return o
}

// table opens the table page and computes the Grundy values of game to n,
// failing the test unless they are done within timeout.
func (b *browser) table(game, n string, timeout time.Duration) {
	b.t.Helper()
	b.open("/table")
	if o := b.compute(game, n, "grundy-normal", timeout); o.State != "done" {
		b.t.Fatalf("%s to %s: state %s, error %q", game, n, o.State, o.Error)
	}
}

// startTable types a request into the table page, clicks #compute and
// waits until the page is computing and cond (a JavaScript expression)
// holds.
func (b *browser) startTable(ctx context.Context, game, n, kind, cond string) {
	b.t.Helper()
	eval[bool](b, 30*time.Second, fmt.Sprintf(`(() => {
		document.getElementById("game").value = %s;
		document.getElementById("n").value = %s;
		document.getElementById("kind").value = %s;
		document.getElementById("compute").click();
		return true;
	})()`, js(game), js(n), js(kind)))
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("status").dataset.state === "computing" && `+cond)); err != nil {
		b.t.Fatalf("computing %s to %s, waiting for %s: %v (status %q, error %q)", game, n, cond, err, b.text("#status"), b.text("#error"))
	}
}

// waitTable waits until the table page has finished a request it started
// by itself (from its address) and returns what it shows.
func (b *browser) waitTable(timeout time.Duration) tableOutcome {
	b.t.Helper()
	ctx, cancel := contextWithTimeout(b, timeout)
	defer cancel()
	out, err := chromedp.Run(ctx, chromedp.Poll[string](`(() => {
		const status = document.getElementById("status");
		const s = status.dataset.state;
		return (s === "done" || s === "error") && JSON.stringify({
			State: s, Source: status.dataset.source || "",
			Period: document.getElementById("period").textContent,
			Error: document.querySelector("#error .message").textContent,
		});
	})()`))
	if err != nil {
		b.t.Fatalf("waiting for the table: %v (status %q)", err, b.text("#status"))
	}
	var o tableOutcome
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		b.t.Fatal(err)
	}
	return o
}

// exported clicks the export button sel and returns the text of the file
// it offers (the Blob handed to URL.createObjectURL).
func (b *browser) exported(sel string) string {
	b.t.Helper()
	return eval[string](b, 30*time.Second, fmt.Sprintf(`new Promise((resolve, reject) => {
		const create = URL.createObjectURL;
		URL.createObjectURL = (blob) => {
			URL.createObjectURL = create;
			blob.text().then(resolve, reject);
			return create.call(URL, blob);
		};
		document.querySelector(%s).click();
	})`, js(sel)))
}

// heatmapInk counts the heatmap's pixels that are not the background, and
// their distinct colours.
func (b *browser) heatmapInk() (busy, colours int) {
	b.t.Helper()
	r := eval[[]int](b, 30*time.Second, `(() => {
		const c = document.getElementById("heatmap");
		const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
		let busy = 0;
		const seen = new Set();
		for (let i = 0; i < d.length; i += 4) {
			if (d[i] !== 0xee || d[i + 1] !== 0xf0 || d[i + 2] !== 0xf2) busy++;
			seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
		}
		return [busy, seen.size];
	})()`)
	return r[0], r[1]
}

// hoverAt moves the pointer over the heatmap at (x, y) (CSS pixels from
// its top-left corner) and returns #hover's text.
func (b *browser) hoverAt(x, y float64) string {
	b.t.Helper()
	return eval[string](b, 30*time.Second, fmt.Sprintf(`(() => {
		const c = document.getElementById("heatmap");
		const r = c.getBoundingClientRect();
		c.dispatchEvent(new PointerEvent("pointermove", {clientX: r.left + %g, clientY: r.top + %g, bubbles: true}));
		return document.getElementById("hover").textContent;
	})()`, x, y))
}

// checkCSV compares an exported CSV with the values, written plainly.
func checkCSV(t *testing.T, what, csv string, want []uint32) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(csv, "\n"), "\n")
	if len(lines) != len(want)+1 || lines[0] != "size,value" {
		t.Fatalf("%s: CSV of %d lines starting %q, want a header and %d values", what, len(lines), lines[0], len(want))
	}
	for i, w := range want {
		if got := lines[i+1]; got != strconv.Itoa(i)+","+strconv.FormatUint(uint64(w), 10) {
			t.Fatalf("%s: CSV line %d is %q, want value %d", what, i+1, got, w)
		}
	}
}

var hoverText = regexp.MustCompile(`^size (\d+): value (\d+) `)

// TestBrowserTable drives the table explorer: Dawson's Kayles to 500 with
// its proven period, the exported values of several games and kinds
// against games.Values, a non-blank heatmap whose hover shows the right
// values, a bad spec's error, the share link's round trip, and the cache
// on a second visit.
func TestBrowserTable(t *testing.T) {
	b := newBrowser(t)
	b.open("/")
	b.do(30*time.Second, chromedpClick(`nav.pages a[href="/table.html"]`))
	b.waitReady()

	o := b.compute("0.07", "500", "grundy-normal", 60*time.Second)
	if o.State != "done" || o.Period != "preperiod 53, period 34 (proven)" {
		t.Fatalf("0.07 to 500: state %s, error %q, period %q", o.State, o.Error, o.Period)
	}
	kayles := gamestest.Values(t, "0.07", "grundy-normal", 500)
	checkCSV(t, "0.07", b.exported("#export-csv"), kayles)
	if w := b.data("#heatmap", "width"); w != "34" {
		t.Errorf("the heatmap is folded into rows of %s cells, want the period 34", w)
	}
	busy, colours := b.heatmapInk()
	if busy < 10000 || colours < 5 {
		t.Errorf("the heatmap looks blank: %d pixels drawn, %d colours", busy, colours)
	}
	for _, p := range [][2]float64{{5, 5}, {300, 40}, {700, 200}, {1000, 420}} {
		text := b.hoverAt(p[0], p[1])
		m := hoverText.FindStringSubmatch(text)
		if m == nil {
			t.Errorf("hover at %v shows %q", p, text)
			continue
		}
		size, _ := strconv.Atoi(m[1])
		if size > 500 || m[2] != strconv.FormatUint(uint64(kayles[size]), 10) {
			t.Errorf("hover at %v shows %q; the value of size %d is %d", p, text, size, kayles[size])
		}
	}
	png := eval[string](b, 30*time.Second, `new Promise((resolve) => {
		const create = URL.createObjectURL;
		URL.createObjectURL = (blob) => {
			URL.createObjectURL = create;
			resolve(blob.type + " " + blob.size);
			return create.call(URL, blob);
		};
		document.getElementById("export-png").click();
	})`)
	if !strings.HasPrefix(png, "image/png ") || png == "image/png 0" {
		t.Errorf("PNG export: %s", png)
	}

	for _, c := range []struct {
		game, kind string
		n          int
	}{
		{"sub:1,3,4", "remoteness-misere", 300},
		{"coprime", "grundy-misere", 200},
		{"0.77", "grundy-misere", 30}, // wild sums played out
		{"0.6", "grundy-normal", 400}, // last: its rare/common split is looked at below
	} {
		o := b.compute(c.game, strconv.Itoa(c.n), c.kind, 60*time.Second)
		if o.State != "done" {
			t.Fatalf("%s %s to %d: state %s, error %q", c.game, c.kind, c.n, o.State, o.Error)
		}
		checkCSV(t, c.game+" "+c.kind, b.exported("#export-csv"), gamestest.Values(t, c.game, c.kind, c.n))
	}
	if hidden := eval[bool](b, 30*time.Second, `document.getElementById("rare").hidden`); hidden {
		t.Error("no rare/common split shown for 0.6")
	}

	// Cancel a long computation (from the definition, about n² steps): the
	// fresh worker answers the next request.
	ctx, cancel := contextWithTimeout(b, 20*time.Second)
	defer cancel()
	b.startTable(ctx, "coprime", "16384", "grundy-misere", `!document.getElementById("cancel").hidden`)
	eval[bool](b, 30*time.Second, `document.getElementById("cancel").click() || true`)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("status").dataset.state === "ready"`)); err != nil {
		t.Fatalf("after cancel: %v (status %q)", err, b.text("#status"))
	}

	bad := "sub:1,,3"
	_, perr := games.Parse(bad)
	if o := b.compute(bad, "500", "", 30*time.Second); o.State != "error" || o.Error != perr.Error() {
		t.Fatalf("bad spec: state %s, error %q, want %q", o.State, o.Error, perr.Error())
	}
	if v := eval[string](b, 30*time.Second, `document.getElementById("game").value`); v != bad {
		t.Errorf("after the error #game holds %q, want %q", v, bad)
	}

	// Values that stop (Kayles's misère Grundy values, where playing out
	// the wild sums reaches its cap): the values before the stop are
	// shown, captioned with the reason, twice (the second time past the
	// cache, which keeps no stopped table).
	g77, _ := games.Parse("0.77")
	k77, c77, _ := games.ParseKind("grundy-misere")
	v77, verr := games.Values(g77, k77, c77, 100, nil)
	for range 2 {
		o := b.compute("0.77", "100", "grundy-misere", 90*time.Second)
		want := fmt.Sprintf("0.77: misère Grundy values, misère play of the game, heaps 0–%d — stopped short of n = 100 by a cap on memory: %v", len(v77)-1, verr)
		if o.State != "done" || verr == nil || b.text("#shown") != want {
			t.Fatalf("0.77 misère: state %s, error %q, caption %q; want %q", o.State, o.Error, b.text("#shown"), want)
		}
		checkCSV(t, "0.77 misère, stopped", b.exported("#export-csv"), v77)
	}
	// The values before the stop are kept as the table they are.
	if o := b.compute("0.77", strconv.Itoa(len(v77)-1), "grundy-misere", 30*time.Second); o.State != "done" || o.Source != "cache" {
		t.Fatalf("0.77 misère to %d, after the stop: state %s, source %s, error %q", len(v77)-1, o.State, o.Source, o.Error)
	}
	checkCSV(t, "0.77 misère, kept", b.exported("#export-csv"), v77)

	o = b.compute("0.07", "500", "grundy-normal", 60*time.Second)
	link := eval[string](b, 30*time.Second, `document.getElementById("share").getAttribute("href")`)
	if !strings.HasPrefix(link, "/table.html?") || !strings.Contains(link, "game=0.07") ||
		!strings.Contains(link, "n=500") || !strings.Contains(link, "kind=grundy-normal") {
		t.Fatalf("share link %q", link)
	}
	// The Grundy values of a code come with its rare/common split: two
	// tables, each kept only when it took longer to build than to read.
	g, _ := games.Parse("0.07")
	values, rare, _ := games.RareTables(g, 500)
	b.waitStored()
	wantSource := "computed"
	if b.allCached([]table.Table{values, rare}) {
		wantSource = "cache"
	}

	b2 := newBrowser(t) // a fresh profile: nothing cached
	b2.open(link)
	o2 := b2.waitTable(60 * time.Second)
	fields := eval[[]string](b2, 30*time.Second, `["game", "n", "kind"].map((id) => document.getElementById(id).value)`)
	if o2.State != "done" || o2.Period != o.Period || o2.Source != "computed" ||
		strings.Join(fields, " ") != "0.07 500 grundy-normal" {
		t.Fatalf("share link: state %s, source %s, period %q, fields %q; want %q", o2.State, o2.Source, o2.Period, fields, o.Period)
	}

	b.reload()
	if o := b.waitTable(60 * time.Second); o.State != "done" || o.Source != wantSource || o.Period != "preperiod 53, period 34 (proven)" {
		t.Fatalf("after a reload: state %s, source %s (want %s), period %q", o.State, o.Source, wantSource, o.Period)
	}
	// The reload's computation may have kept the tables (whether they are
	// worth keeping depends on how long they took): ask the cache again.
	b.waitStored()
	wantSource = "computed"
	if b.allCached([]table.Table{values, rare}) {
		wantSource = "cache"
	}
	if o := b.compute("", "", "", 60*time.Second); o.State != "done" || o.Source != wantSource {
		t.Fatalf("computing again after a reload: state %s, source %s (want %s)", o.State, o.Source, wantSource)
	}
}

// TestBrowserTableSpeed measures the heatmap of 10^6 values in Chromium:
// the first picture (colours, view, copy to the canvas), and frames while
// zooming and scrolling. With NIMBER_MEASURE=1 (make measure) it fails past
// 100 ms.
func TestBrowserTableSpeed(t *testing.T) {
	b := newBrowser(t)
	b.open("/table")
	const n = 1000000
	o := b.compute("sub:1,3,4", strconv.Itoa(n), "grundy-normal", 120*time.Second)
	if o.State != "done" || o.Period != "preperiod 0, period 7 (proven)" {
		t.Fatalf("sub:1,3,4 to 10^6: state %s, error %q, period %q", o.State, o.Error, o.Period)
	}
	draw, _ := strconv.ParseFloat(b.data("#heatmap", "drawMs"), 64)
	frames := eval[[]float64](b, 60*time.Second, `new Promise((resolve) => {
		const c = document.getElementById("heatmap");
		const r = c.getBoundingClientRect();
		const times = [];
		let i = 0;
		const step = () => {
			if (i > 0) times.push(+c.dataset.frameMs);
			if (i === 40) { resolve(times); return; }
			const zoom = i < 20;
			c.dispatchEvent(new WheelEvent("wheel", {clientX: r.left + 300, clientY: r.top + 200,
				deltaY: zoom ? 120 : 400, ctrlKey: zoom, bubbles: true, cancelable: true}));
			i++;
			requestAnimationFrame(() => setTimeout(step, 0));
		};
		step();
	})`)
	worst := 0.0
	for _, f := range frames {
		worst = max(worst, f)
	}
	t.Logf("sub:1,3,4 to 10^6: %.0f ms from the click to the answer (%s)", o.Millis, o.Source)
	t.Logf("heatmap of 10^6 values: first picture %.1f ms (target ≤ 100 ms); zoom/scroll frames: worst %.1f ms of %d",
		draw, worst, len(frames))
	if os.Getenv("NIMBER_MEASURE") == "1" && (draw > 100 || worst > 100) {
		t.Errorf("heatmap drawing: %.1f ms first, %.1f ms worst frame; target 100 ms", draw, worst)
	}
}

// TestBrowserTableScreenshot renders Dawson's Kayles to 2000 and fails when
// the page looks blank. With NIMBER_TABLE_SCREENSHOT=file it saves the
// picture of the whole page (make screenshot writes docs/table.png).
func TestBrowserTableScreenshot(t *testing.T) {
	b := newBrowser(t)
	b.table("0.07", "2000", 60*time.Second)
	b.notBlank(chromedp.FullScreenshot(100), "NIMBER_TABLE_SCREENSHOT")
}

// TestBrowserTablePhone checks the table page on a phone-sized screen:
// nothing wider than the screen, and a table drawn.
func TestBrowserTablePhone(t *testing.T) {
	b := newBrowser(t)
	b.do(30*time.Second, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	b.table("sub:1,3,4", "300", 60*time.Second)
	if width := eval[float64](b, 30*time.Second, `document.documentElement.scrollWidth`); width > 390 {
		t.Errorf("the page is %v px wide on a 390 px screen", width)
	}
	for _, id := range []string{"game", "n", "kind", "compute", "heatmap", "plot"} {
		right := eval[float64](b, 30*time.Second, `document.getElementById("`+id+`").getBoundingClientRect().right`)
		if right > 390 {
			t.Errorf("#%s ends at %v px, past the 390 px screen", id, right)
		}
	}
	if busy, _ := b.heatmapInk(); busy < 1000 {
		t.Errorf("the heatmap looks blank on a phone: %d pixels drawn", busy)
	}
}

// TestBrowserPlotResize computes a table and a game file's table at a
// laptop's width, then narrows the window to a phone's, then narrows the
// page's body with the window unchanged (as a scroll bar appearing does):
// each time both plots are drawn again at their new size (their backing
// stores follow their boxes), not scaled by the browser.
func TestBrowserPlotResize(t *testing.T) {
	b := newBrowser(t)
	b.do(30*time.Second, chromedp.EmulateViewport(1280, 800, chromedp.EmulateScale(1)))
	b.openUser("/table", false)
	if o := b.userCompute(example(t, "squares.star"), "100", "grundy", 60*time.Second); o.State != "done" {
		t.Fatalf("squares: %+v", o)
	}
	if o := b.compute("sub:1,3,4", "300", "grundy-normal", 60*time.Second); o.State != "done" {
		t.Fatalf("sub:1,3,4: state %s, error %q", o.State, o.Error)
	}
	// sized is the canvas's width when its backing store matches its box, else 0.
	sized := func(id string) string {
		return fmt.Sprintf(`((c) => c.width === Math.max(Math.floor(c.getBoundingClientRect().width * devicePixelRatio), 1) ? c.width : 0)(document.getElementById(%q))`, id)
	}
	ids := []string{"plot", "user-plot"}
	before := map[string]int{}
	for _, id := range ids {
		before[id] = eval[int](b, 10*time.Second, `document.getElementById("`+id+`").width`)
	}
	for _, step := range []struct {
		name string
		do   func()
	}{
		{"at 390 px", func() {
			b.do(30*time.Second, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile))
		}},
		{"with the body 40 px narrower", func() {
			eval[string](b, 10*time.Second, `document.body.style.paddingRight = "40px"`)
		}},
	} {
		step.do()
		for _, id := range ids {
			ctx, cancel := contextWithTimeout(b, 10*time.Second)
			_, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`((w) => w !== 0 && w !== %d)(%s)`, before[id], sized(id))))
			cancel()
			if err != nil {
				t.Errorf("#%s %s: %d pixels wide in a %v px box: %v", id, step.name, eval[int](b, 10*time.Second, `document.getElementById("`+id+`").width`),
					eval[float64](b, 10*time.Second, `document.getElementById("`+id+`").getBoundingClientRect().width`), err)
			}
			before[id] = eval[int](b, 10*time.Second, `document.getElementById("`+id+`").width`)
		}
	}
}

// TestBrowserTableExamples clicks every example chip with the page's
// default size: each must compute (issue 15 D6: flip:40 failed with n =
// 1000).
func TestBrowserTableExamples(t *testing.T) {
	b := newBrowser(t)
	b.open("/table")
	for _, e := range tablepage.Examples {
		eval[bool](b, 10*time.Second, fmt.Sprintf(`(() => {
			document.getElementById("n").value = %s;
			document.getElementById("kind").value = "grundy-normal";
			return true;
		})()`, js(tablepage.DefaultQuery.N)))
		expr := afterRun("", "status", fmt.Sprintf(`document.querySelector('button.example[data-game=' + %s + ']')`, js(js(e.Spec))),
			`s + " " + document.querySelector("#error .message").textContent`)
		if got := eval[string](b, 60*time.Second, expr); got != "done " {
			t.Errorf("example %s: %s", e.Spec, got)
		}
	}
}

// TestBrowserSpecWords checks the explorer states its limits before any
// error, refuses a game with no move, and the play page counts in words
// (issue 15 D15).
func TestBrowserSpecWords(t *testing.T) {
	b := newBrowser(t)
	b.open("/table")
	if s := b.text("#limits"); !strings.Contains(s, strconv.Itoa(games.MaxN)) || !strings.Contains(s, strconv.Itoa(games.MaxNaive)) ||
		!strings.Contains(s, fmt.Sprintf("%d or %d heaps", games.MaxNaiveCubic, games.MaxNaiveQuartic)) {
		t.Errorf("#limits says %q", s)
	}
	for spec, want := range map[string]string{"sub:!6": "removes no move", "0.": "has no move", "sub:": "found end of spec"} {
		if o := b.compute(spec, "100", "grundy-normal", 30*time.Second); o.State != "error" || !strings.Contains(o.Error, want) {
			t.Errorf("%s: state %s, error %q, want one saying %q", spec, o.State, o.Error, want)
		}
	}
	b.openPlay("alicegame", "2:1-3")
	if s := b.text("#board .hint"); !strings.HasPrefix(s, "1 segment ·") {
		t.Errorf("the alicegame board says %q", s)
	}
}

// TestBrowserValueWords checks what the legend and the hover say about a
// value: "P-position" only for Grundy values and outcomes, the winner by
// parity for remoteness and suspense (issue 15 D8).
func TestBrowserValueWords(t *testing.T) {
	b := newBrowser(t)
	b.open("/table")
	cases := []struct {
		kind, legend string
		winsOdd      bool // the player to move wins on odd values (else on even ones)
	}{
		{"grundy-normal", "0 (P-position)", false},
		{"remoteness-normal", "0 (no move left)", true},
		{"remoteness-misere", "0 (no move left)", false},
		{"suspense-normal", "0 (no move left)", true},
	}
	for _, c := range cases {
		if o := b.compute("0.07", "100", c.kind, 30*time.Second); o.State != "done" {
			t.Fatalf("%s: state %s, error %q", c.kind, o.State, o.Error)
		}
		if l := b.text("#legend"); !strings.HasPrefix(l, c.legend) || strings.Contains(l, "P-position") != (c.kind == "grundy-normal") {
			t.Errorf("%s: legend %q, want it to start %q", c.kind, l, c.legend)
		}
		w := eval[float64](b, 10*time.Second, `document.getElementById("heatmap").getBoundingClientRect().width`)
		for _, x := range []float64{w / 2, w/2 + 30} {
			h := b.hoverAt(x, 5)
			m := hoverText.FindStringSubmatch(h)
			if m == nil {
				t.Fatalf("%s: hover %q", c.kind, h)
			}
			v, _ := strconv.Atoi(m[2])
			var want string
			switch {
			case c.kind == "grundy-normal" && v == 0:
				want = "P-position: the player to move loses"
			case c.kind == "grundy-normal":
				want = "N-position: the player to move wins"
			case (v%2 == 1) == c.winsOdd:
				want = "the player to move wins"
			default:
				want = "the player to move loses"
			}
			if !strings.HasSuffix(h, ": "+want) {
				t.Errorf("%s: hover %q, want it to end %q", c.kind, h, want)
			}
		}
	}
}

// TestBrowserTableKeptAfterError checks that a failed request keeps the
// last good table drawn, captioned as such (issue 15 D7).
func TestBrowserTableKeptAfterError(t *testing.T) {
	b := newBrowser(t)
	b.table("0.07", "500", 30*time.Second)
	before, _ := b.heatmapInk()
	if o := b.compute("sub:1,,3", "500", "", 30*time.Second); o.State != "error" {
		t.Fatalf("bad spec: state %s", o.State)
	}
	if busy, _ := b.heatmapInk(); busy != before || busy == 0 {
		t.Errorf("after the error the heatmap has %d inked pixels, before %d", busy, before)
	}
	if s := b.text("#shown"); !strings.HasPrefix(s, "0.07: ") || !strings.Contains(s, "last table computed") {
		t.Errorf("#shown says %q", s)
	}
	if eval[bool](b, 10*time.Second, `document.getElementById("export-csv").disabled`) {
		t.Error("the last table cannot be exported after the error")
	}
}

// TestBrowserKindHelp checks that each value kind is explained where it is
// chosen, and that the sentence follows the choice.
func TestBrowserKindHelp(t *testing.T) {
	b := newBrowser(t)
	b.open("/table")
	for _, k := range games.Kinds {
		name := k.Kind.String()
		help := eval[string](b, 10*time.Second, fmt.Sprintf(`(() => {
			const el = document.getElementById("kind");
			el.value = %s;
			el.dispatchEvent(new Event("change", {bubbles: true}));
			return new Promise((resolve) => setTimeout(() => resolve(document.getElementById("kind-help").textContent), 100));
		})()`, js(name)))
		if help != tablepage.KindHelp(name) || len(help) < 80 {
			t.Errorf("%s: #kind-help says %q", name, help)
		}
		if misere := strings.HasSuffix(name, "misere"); strings.Contains(help, "Misère play") != misere {
			t.Errorf("%s: the help does not name the play: %q", name, help)
		}
	}
}

// TestBrowserTablePicture exports the PNG of a table: the whole table
// (not the view), with a title and column labels above it, row labels at
// its left and the legend below, in ink; and heap 0's cell in the colour
// of value 0 (issue 15 missing basics).
func TestBrowserTablePicture(t *testing.T) {
	b := newBrowser(t)
	b.table("0.07", "1000", 60*time.Second)
	if s := b.text("#axes"); !strings.Contains(s, "heap 34·r + c") {
		t.Errorf("the heatmap's axes are described as %q", s)
	}
	data := eval[string](b, 30*time.Second, `new Promise((resolve) => {
		const create = URL.createObjectURL;
		URL.createObjectURL = (blob) => {
			URL.createObjectURL = create;
			blob.arrayBuffer().then((a) => resolve(btoa(String.fromCharCode(...new Uint8Array(a)))));
			return create.call(URL, blob);
		};
		document.getElementById("export-png").click();
	})`)
	raw, err := base64.StdEncoding.DecodeString(data)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	width := 34 // the period of 0.07
	cell := max(1, min(tablepage.PictureCell, tablepage.PictureWidth/width))
	rows := (1000 + width) / width
	r := img.Bounds()
	if r.Dx() < tablepage.PictureLeft+width*cell || r.Dy() < tablepage.PictureTop+rows*cell+tablepage.PictureLegendY {
		t.Fatalf("picture %v: too small for %d×%d cells of %d px with labels", r, width, rows, cell)
	}
	inked := func(x0, y0, x1, y1 int) int {
		n := 0
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				if cr, cg, cb, _ := img.At(x, y).RGBA(); cr>>8 < 200 || cg>>8 < 200 || cb>>8 < 200 {
					n++
				}
			}
		}
		return n
	}
	for name, area := range map[string][4]int{
		"title and column labels": {tablepage.PictureLeft, 0, tablepage.PictureLeft + width*cell, tablepage.PictureTop},
		"row labels":              {0, tablepage.PictureTop, tablepage.PictureLeft, tablepage.PictureTop + rows*cell},
		"legend":                  {tablepage.PictureLeft, tablepage.PictureTop + rows*cell + 10, r.Dx(), r.Dy()},
	} {
		if n := inked(area[0], area[1], area[2], area[3]); n < 50 {
			t.Errorf("the %s have no ink (%d dark pixels)", name, n)
		}
	}
	cr, cg, cb, _ := img.At(tablepage.PictureLeft+cell/2, tablepage.PictureTop+cell/2).RGBA()
	if got, want := fmt.Sprintf("#%02x%02x%02x", cr>>8, cg>>8, cb>>8), tablepage.CSS(tablepage.ColourP); got != want {
		t.Errorf("heap 0's cell is %s, want %s (value 0)", got, want)
	}
}

// TestBrowserTablePartial checks the part of a table the explorer shows
// when a long request is cancelled (the heaps computed so far, marked as
// partial), and when a request is over the game's limit (the heaps up to
// the limit, marked with it), both against games.Values.
func TestBrowserTablePartial(t *testing.T) {
	b := newBrowser(t)
	b.open("/table")
	b.waitReady()

	// Misère Grundy values of coprime come from the definition (about n²
	// steps): heaps 0..16384/8 arrive long before the whole table.
	ctx, cancel := contextWithTimeout(b, 60*time.Second)
	defer cancel()
	b.startTable(ctx, "coprime", "16384", "grundy-misere", `!document.getElementById("partial").hidden`)
	if s, want := b.text("#partial"), "Heaps 0–2048 of 16384 computed so far"; !strings.HasPrefix(s, want) {
		t.Errorf("#partial says %q, want %q…", s, want)
	}
	eval[bool](b, 30*time.Second, `document.getElementById("cancel").click() || true`)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("status").dataset.state === "ready"`)); err != nil {
		t.Fatalf("after cancel: %v (status %q)", err, b.text("#status"))
	}
	if s, want := b.text("#shown"), "coprime: misère Grundy values, misère play of the game, heaps 0–2048 — partial: computed up to n = 2048 of 16384, cancelled"; s != want {
		t.Errorf("#shown says %q, want %q", s, want)
	}
	if s := b.text("#period"); !strings.Contains(s, "(proven)") && !strings.Contains(s, "up to 2048") {
		t.Errorf("the partial table's period %q is claimed beyond heap 2048", s)
	}
	checkCSV(t, "cancelled coprime", b.exported("#export-csv"), gamestest.Values(t, "coprime", "grundy-misere", 2048))
	if busy, _ := b.heatmapInk(); busy == 0 {
		t.Error("the partial table is not drawn")
	}

	// flip:40 has only the cells 1..40: asking for 100 shows them.
	o := b.compute("flip:40", "100", "grundy-normal", 60*time.Second)
	if o.State != "done" {
		t.Fatalf("flip:40 to 100: state %s, error %q", o.State, o.Error)
	}
	if s, want := b.text("#shown"), "flip:40: Grundy values, normal play, heaps 0–40 — over the limit of 40: shown up to n = 40, not 100"; s != want {
		t.Errorf("#shown says %q, want %q", s, want)
	}
	checkCSV(t, "flip:40 to 100", b.exported("#export-csv"), gamestest.Values(t, "flip:40", "grundy-normal", 40))
}

// TestBrowserHeatmapKeys reads the explorer's table by keyboard alone:
// Tab from Fit reaches the heatmap, the first arrow key reads heap 0, the
// arrows move a cell or a row, End reads the last cell (past 500, where
// the rule's predictions are drawn), Home heap 0, each with its value.
func TestBrowserHeatmapKeys(t *testing.T) {
	b := newBrowser(t)
	b.table("0.07", "500", 60*time.Second)
	want := gamestest.Values(t, "0.07", "grundy-normal", 500)
	width, err := strconv.Atoi(b.data("#heatmap", "width"))
	if err != nil {
		t.Fatal(err)
	}
	b.do(5*time.Second, chromedp.Focus(chromedp.CSS("#fit")), chromedp.KeyEvent(kb.Tab))
	if got := eval[string](b, 5*time.Second, `document.activeElement.id`); got != "heatmap" {
		t.Fatalf("Tab from Fit reached #%s, want #heatmap", got)
	}
	for _, c := range []struct {
		key  string
		size int
	}{
		{kb.ArrowRight, 0}, {kb.ArrowRight, 1}, {kb.ArrowDown, 1 + width}, {kb.ArrowLeft, width},
		{kb.ArrowUp, 0}, {kb.ArrowUp, 0}, {kb.End, -1}, {kb.Home, 0},
	} {
		b.do(5*time.Second, chromedp.KeyEvent(c.key))
		text := b.text("#hover")
		m := hoverText.FindStringSubmatch(text)
		if c.size < 0 {
			last := -1
			if m != nil {
				last, _ = strconv.Atoi(m[1])
			}
			if last <= 500 || !strings.HasSuffix(text, "predicted by the rule, not computed") {
				t.Errorf("after End: %q, want the last cell drawn, predicted", text)
			}
			continue
		}
		if m == nil || m[1] != strconv.Itoa(c.size) || m[2] != strconv.FormatUint(uint64(want[c.size]), 10) {
			t.Errorf("after %q: %q, want size %d, value %d", c.key, text, c.size, want[c.size])
		}
	}
}
