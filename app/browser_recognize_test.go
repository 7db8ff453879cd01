//go:build !js

package main

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"nimber/solver/explore/exploretest"
	"nimber/solver/games/gamestest"
)

// numbersOf writes values as the panel's "Numbers" show one dimension.
func numbersOf(v []uint32) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, " ") + "\n"
}

// TestBrowserUserRecognized computes the table of the shipped Kayles game
// file: the panel says its rules are code 0.77's, states the pattern's
// proof with that condition, values a table far past the interpreter's
// reach from the code's engine, and its link opens code 0.77 in the
// explorer with the same values; a file that leaves the code at a heap
// says where.
func TestBrowserUserRecognized(t *testing.T) {
	b := newBrowser(t)
	b.openUser("/table.html", false)

	kayles := example(t, "kayles.star")
	o := b.userCompute(kayles, "1000", "grundy", 120*time.Second)
	want := gamestest.Values(t, "0.77", "grundy-normal", 1000)
	if o.State != "done" || o.Numbers != numbersOf(want) {
		t.Fatalf("kayles.star to 1000: %+v", o)
	}
	said := b.text("#user-recognized")
	if !strings.HasPrefix(said, "Recognised: code 0.77 (kayles) on every heap ≤ ") || b.data("#user-recognized", "code") != "0.77" {
		t.Fatalf("recognised: %q", said)
	}
	t.Logf("%s", said)
	// Recognised after the values came (a table this small), the rules
	// prove the period the values were sent with, for the code, not for
	// the file, whose rules are unknown past the heaps read.
	if p := b.text("#user-period"); !strings.Contains(p, "(proven for code 0.77 (kayles), which these rules match on every heap ≤ ") ||
		!strings.HasSuffix(p, "; not proven for this file)") {
		t.Errorf("period %q, want it proven for the code only", p)
	}
	// The rule is proven for the code, checked for the file as far as its
	// rules were read.
	status := b.text("#user-pattern-status")
	if !strings.HasPrefix(status, "Holds: checked for every n ≤ ") ||
		!strings.Contains(status, ", not proven for this file; proven for every n for code 0.77 (kayles), which these rules match on every heap ≤ ") {
		t.Errorf("pattern status %q", status)
	}
	// The rule as code states the same.
	b.do(5*time.Second, chromedp.Focus(chromedp.CSS("#user-pattern-emit")), chromedp.KeyEvent(kb.Enter))
	code := b.poll(`(() => { const e = document.getElementById("user-pattern-code"); return e ? e.value : ""; })()`)
	header := strings.Join(strings.Fields(strings.ReplaceAll(code, "// ", "")), " ")
	if !strings.Contains(code, "long long grundy(long long n)") ||
		!strings.Contains(header, "not proven for this file; proven for every n for code 0.77 (kayles), which these rules match on every heap ≤ ") {
		t.Errorf("the rule as code:\n%s", code)
	}
	if got := b.text("#user-pattern-download"); got != "Download nimber-kayles.cpp" && got != "Download nimber-game.cpp" {
		t.Errorf("download button %q", got)
	}
	if name := os.Getenv("NIMBER_RECOGNIZED_SCREENSHOT"); name != "" {
		b.screenshotAt(t, "#user-recognized", name)
	}

	// Far past what the interpreter would value in a test: the code's
	// engine gives the values.
	start := time.Now()
	o = b.userCompute(kayles, "100000", "grundy", 120*time.Second)
	far := gamestest.Values(t, "0.77", "grundy-normal", 100000)
	if o.State != "done" || o.Numbers != numbersOf(far) {
		t.Fatalf("kayles.star to 100000: state %s, error %q, %d characters of numbers", o.State, o.Error, len(o.Numbers))
	}
	t.Logf("kayles.star to 100000: %v", time.Since(start))
	if s := b.text("#user-recognized"); !strings.Contains(s, "come from its own engine") {
		t.Errorf("recognised, to 100000: %q", s)
	}

	// Once the worker has cached that table, a new page gets it from the
	// cache before recognising the rules, which then follow with the
	// period they prove.
	b.waitUserCached(100000)
	b.openUser("/table.html", false)
	got := eval[string](b, 120*time.Second, afterRun(fmt.Sprintf(`
		document.getElementById("user-code").value = %s;
		document.getElementById("user-n").value = "100000";`, js(kayles)),
		"user-status", `document.getElementById("user-run")`,
		// Once the page shows the values (userOutcome waits for them).
		`userOutcome(ms).then((o) => o.Source + ", recognised shown: " + !document.getElementById("user-recognized").hidden)`))
	if got != "cache, recognised shown: false" {
		t.Errorf("kayles.star to 100000 again: when the values came, %s (want them from the cache, the recognition after)", got)
	}
	if n := b.text("#user-numbers"); n != numbersOf(far) {
		t.Fatalf("kayles.star to 100000 from the cache: %d characters of numbers", len(n))
	}
	said = b.poll(`(() => { const e = document.getElementById("user-recognized"); return e.hidden ? "" : e.textContent; })()`)
	if !strings.HasPrefix(said, "Recognised: code 0.77 (kayles) on every heap ≤ ") || !strings.Contains(said, "come from its own engine") {
		t.Errorf("recognised, to 100000 from the cache: %q", said)
	}
	if p := b.text("#user-period"); !strings.HasSuffix(p, "; not proven for this file)") {
		t.Errorf("period to 100000 from the cache %q, want it proven for the code only", p)
	}

	// A file that is Kayles up to heap 39 and then has an option no code
	// has (four heaps).
	differs := strings.Replace(kayles, "    return ", "    opts = ", 1) + "    if n == 40:\n        opts.append([1, 1, 1, 1])\n    return opts\n"
	if !strings.Contains(differs, "    opts = [") {
		t.Fatalf("kayles.star no longer returns one list:\n%s", kayles)
	}
	o = b.userCompute(differs, "100", "grundy", 120*time.Second)
	if o.State != "done" {
		t.Fatalf("differs: %+v", o)
	}
	if s := b.text("#user-recognized"); !strings.HasPrefix(s, "Recognised: code 0.77 (kayles) on every heap ≤ 39, not past it: heap 40 has the option 1+1+1+1") {
		t.Errorf("differs: recognised %q", s)
	}
	if s := b.text("#user-pattern"); strings.Contains(s, "proven") {
		t.Errorf("differs: a game file proven without the condition: %q", s)
	}

	// The link opens code 0.77 in the explorer, with the same values.
	o = b.userCompute(kayles, "1000", "grundy", 120*time.Second)
	if o.State != "done" {
		t.Fatalf("kayles.star again: %+v", o)
	}
	b.do(30*time.Second, chromedpClick("#user-recognized-link"))
	ctx, cancel := contextWithTimeout(b, 60*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`(() => {
		const g = document.getElementById("game"), s = document.getElementById("status");
		return g && g.value === "0.77" && s && s.dataset.state === "done"; })()`)); err != nil {
		t.Fatalf("the link did not open code 0.77: %v (address %s)", err, eval[string](b, 10*time.Second, `location.href`))
	}
	if n := eval[string](b, 10*time.Second, `document.getElementById("n").value`); n != "1000" {
		t.Errorf("the explorer opened with n = %q, want 1000", n)
	}
	checkCSV(t, "0.77 from the link", b.exported("#export-csv"), want)
}

// TestBrowserRecognizedFromCache: a game file that is code 0.177 but at
// heap 700, valued to 2000 (its rules recognised first, read to a few
// hundred heaps) and then to 1000 (valued by 0.177's engine past the heaps
// read, the rules being known), states the rule of the 1000 values as the
// command line's pattern does, under the code; a new page that reads that
// table from the cache says the same. (Both said it unqualified, as if the
// values were the file's own, when the table had at most 1024 heaps.)
func TestBrowserRecognizedFromCache(t *testing.T) {
	const n = 1000
	file := exploretest.Near177
	v, claim := exploretest.PatternClaim(t, file, n)
	want := "Holds: " + claim + "."
	if !strings.Contains(want, "for code 0.177") {
		t.Fatalf("the command line's claim %q names no code", want)
	}

	b := newBrowser(t)
	b.openUser("/table.html", false)
	if o := b.userCompute(file, "2000", "grundy", 120*time.Second); o.State != "done" {
		t.Fatalf("to 2000: %+v", o)
	}
	o1 := b.userCompute(file, fmt.Sprint(n), "grundy", 120*time.Second)
	if o1.State != "done" || o1.Source != "computed" || o1.Numbers != numbersOf(v) {
		t.Fatalf("to %d: state %s, source %s, error %q", n, o1.State, o1.Source, o1.Error)
	}
	if got := b.text("#user-pattern-status"); got != want {
		t.Errorf("computed: %q, want %q", got, want)
	}
	b.waitUserCached(n)
	b.openUser("/table.html", false)
	o2 := b.userCompute(file, fmt.Sprint(n), "grundy", 120*time.Second)
	if o2.State != "done" || o2.Source != "cache" || o2.Numbers != o1.Numbers {
		t.Fatalf("again: state %s, source %s, error %q", o2.State, o2.Source, o2.Error)
	}
	if got := b.text("#user-pattern-status"); got != want {
		t.Errorf("from the cache: %q, want %q", got, want)
	}
	if s := b.text("#user-recognized"); !strings.Contains(s, "come from its own engine") {
		t.Errorf("recognised, from the cache: %q", s)
	}
}

// waitUserCached waits until the cache holds a game file's table of heaps
// 0..n.
func (b *browser) waitUserCached(n int) {
	b.t.Helper()
	eval[bool](b, 60*time.Second, `new Promise((resolve) => {
		const look = () => {
			const open = indexedDB.open("nimber-tables");
			open.onsuccess = () => {
				const db = open.result, keys = db.transaction("sizes").objectStore("sizes").getAllKeys();
				keys.onsuccess = () => {
					db.close();
					if (keys.result.some((k) => k.startsWith("user/") && k.endsWith("/n=`+fmt.Sprint(n)+`"))) resolve(true);
					else setTimeout(look, 100);
				};
			};
		};
		look();
	})`)
}

// screenshotAt scrolls the element of selector sel into view and saves a
// screenshot of the page to file name.
func (b *browser) screenshotAt(t *testing.T, sel, name string) {
	t.Helper()
	eval[bool](b, 10*time.Second, fmt.Sprintf(`(() => { document.querySelector(%s).scrollIntoView({block: "center"}); return true; })()`, js(sel)))
	ctx, cancel := contextWithTimeout(b, 20*time.Second)
	defer cancel()
	pic, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, pic, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestBrowserRecognisedPerTable: what a game file's rules were recognised
// as holds for the table it was recognised for, not for the next one. The
// file subtracts 1..64, but at heap 3000 only 2..64: to 20000 its
// rules are read as far as the reader's budget (about 2048 heaps) and the
// code's engine gives the rest; to 5000, asked next on the same page, all
// the heaps are read, heap 3000 differs, and the values are the file's own
// (a mex over the definition here), with no period proven by the code's
// theorem; so again when that table comes from the cache after 20000.
func TestBrowserRecognisedPerTable(t *testing.T) {
	b := newBrowser(t)
	b.openUser("/table", false)
	code, mex := exploretest.Sub64, exploretest.Sub64Values(5000)
	for round := range 2 {
		o := b.userCompute(code, "20000", "grundy", 120*time.Second)
		if said := b.text("#user-recognized"); o.State != "done" || !strings.Contains(said, "come from its own engine") {
			t.Fatalf("round %d, to 20000: %s, %q", round, o.State, said)
		}
		o = b.userCompute(code, "5000", "grundy", 120*time.Second)
		said, period := b.text("#user-recognized"), b.text("#user-period")
		if o.State != "done" || o.Numbers != numbersOf(mex) || !strings.Contains(said, "not past it") || strings.Contains(period, "proven for code") {
			t.Fatalf("round %d, to 5000 after 20000 (%s): %s, the file's own values %v; recognised %q, period %q", round, o.Source, o.State, o.Numbers == numbersOf(mex), said, period)
		}
		b.waitUserCached(5000)
	}
}
