//go:build !js

package main

import (
	"bytes"
	"fmt"
	"image/png"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"nimber/solver/contest"
	"nimber/solver/problems"
)

// setValue sets the value of the element with the given id.
func (b *browser) setValue(id, value string) {
	b.t.Helper()
	eval[bool](b, 10*time.Second, fmt.Sprintf(`(() => { document.getElementById(%s).value = %s; return true; })()`, js(id), js(value)))
}

// jsClick clicks the element id itself, wherever it is drawn, and fails
// the test when it is disabled, saying what the companion shows.
func (b *browser) jsClick(id string) {
	b.t.Helper()
	// Checked before the click: the click's handler may disable the button
	// at once (Check, while it runs).
	if !eval[bool](b, 10*time.Second, fmt.Sprintf(`(() => { const el = document.getElementById(%s); const enabled = !el.disabled; el.click(); return enabled; })()`, js(id))) {
		b.t.Fatalf("#%s is disabled (companion %q, error %q, Explain disabled: %v)", id, b.text("#companion-status"), b.text("#companion-error"),
			eval[bool](b, 5*time.Second, `document.getElementById("explain").disabled`))
	}
}

// captureDownloads keeps every Blob the page offers for download in
// window.saved.
func (b *browser) captureDownloads() {
	b.t.Helper()
	eval[bool](b, 30*time.Second, `(() => {
		window.saved = [];
		const make = URL.createObjectURL;
		URL.createObjectURL = (blob) => { window.saved.push(blob); return make(blob); };
		return true;
	})()`)
}

// TestBrowserCompanion explains a sample, follows an answer to its case and
// back, opens a case in Play, checks a wrong and an unreadable output, and
// generates an input whose downloads match the native generator and solver.
func TestBrowserCompanion(t *testing.T) {
	b := newBrowser(t)
	p := problems.Lookup("nim")
	b.open("/?problem=nim")
	b.captureDownloads()
	in := "2\n2\n1 1\n3\n1 2 4\n"
	b.paste(in)

	// Explain.
	b.click("#explain")
	b.waitFor(`document.getElementById("explanation") !== null`)
	if n := b.data("#explanation", "cases"); n != "2" {
		t.Fatalf("%s cases explained, want 2", n)
	}
	if got := b.text("#answer-1"); got != "Yes" {
		t.Fatalf("the second answer reads %q", got)
	}
	if got := b.text("#case-1 .move"); got != "Winning move: heap 3: take 1, leaving 3 (nim value 0)" {
		t.Fatalf("case 2's move: %q", got)
	}
	if got := b.text("#case-0 .verdict"); !strings.Contains(got, "nim value 0") || eval[bool](b, 5*time.Second, `document.querySelector("#case-0 .move") !== null`) {
		t.Fatalf("case 1's verdict %q, or a winning move shown for a lost case", got)
	}
	b.click("#answer-1")
	b.waitFor(`document.getElementById("case-1").classList.contains("focus")`)
	b.click("#case-1 .answer-back")
	b.waitFor(`document.activeElement && document.activeElement.id === "answer-1"`)
	if href := eval[string](b, 5*time.Second, `document.querySelector("#case-1 .open-play").getAttribute("href")`); href != "/play.html?game=nim&pos=1%2C2%2C4" {
		t.Fatalf("Open in Play goes to %q", href)
	}
	if name := os.Getenv("NIMBER_COMPANION_SCREENSHOT"); name != "" {
		screenshot(b, "#companion", name)
	}

	// Check my output: one wrong answer, then an unreadable word.
	b.click("#tab-check")
	b.waitFor(`document.getElementById("my-output") !== null`)
	b.setValue("my-output", "No\nNo\n")
	b.click("#check")
	b.waitFor(`document.getElementById("check-summary") !== null`)
	if got := b.text("#check-summary"); got != "1 of 2 cases wrong or missing." {
		t.Fatalf("summary %q", got)
	}
	if got := b.text("#first-mismatch"); got != "First mismatch at output 2:1: expected Yes, got No." {
		t.Fatalf("first mismatch %q", got)
	}
	if got := b.text("#mismatch-case .move"); !strings.HasPrefix(got, "Winning move: heap 3") {
		t.Fatalf("the mismatch's case: %q", got)
	}
	if got := eval[string](b, 5*time.Second, `[...document.querySelectorAll("#verdicts li")].map(li => li.className).join(" ")`); got != "verdict-correct verdict-wrong" {
		t.Fatalf("verdicts %q", got)
	}
	b.setValue("my-output", "No\nyes\n")
	b.click("#check")
	b.waitFor(`document.getElementById("first-mismatch")?.textContent.includes("yes")`)
	if got := b.text("#first-mismatch"); got != "First mismatch at output 2:1: expected Yes, got yes (answers are Yes or No)." {
		t.Fatalf("a word no answer can be: %q", got)
	}
	b.setValue("my-output", "No\n\x01\n")
	b.click("#check")
	b.waitFor(`document.getElementById("companion-error").textContent !== ""`)
	if got := b.text("#companion-error"); got != "output:2:1: the output holds the control character U+0001" {
		t.Fatalf("unreadable output: %q", got)
	}
	b.setValue("my-output", "No Yes")
	b.click("#check")
	// The summary of the first check stays until this one answers: wait
	// for its verdict to change.
	b.waitFor(`document.getElementById("check-summary")?.dataset.ok === "true" && document.getElementById("companion-error").textContent === ""`)
	if got := b.data("#check-summary", "ok"); got != "true" {
		t.Fatalf("a right output on one line: ok = %q, %q", got, b.text("#check-summary"))
	}

	// Generate and download.
	b.click("#tab-generate")
	b.waitFor(`document.getElementById("gen-kind") !== null`)
	b.setValue("gen-kind", "edge")
	b.setValue("gen-seed", "5")
	b.setValue("gen-cases", "3")
	b.click("#generate")
	b.waitFor(`document.getElementById("generated") !== null`)
	wantIn := p.Generate(contest.Edge, 5, 3)
	wantOut, err := p.Solve(wantIn)
	if err != nil {
		t.Fatal(err)
	}
	b.click("#download-input")
	b.click("#download-answers")
	b.waitFor(`window.saved.length === 2`)
	for i, want := range []string{string(wantIn), string(wantOut)} {
		if got := eval[string](b, 10*time.Second, fmt.Sprintf(`window.saved[%d].text()`, i)); got != want {
			t.Fatalf("download %d: %q, want %q", i+1, got, want)
		}
	}
	b.click("#use-input")
	if got := b.input(); got != string(wantIn) {
		t.Fatalf("the input box holds %q", got)
	}

	// Open in Play shows the position on the play page.
	b.click("#tab-explain")
	b.paste(in)
	b.click("#explain")
	b.waitFor(`document.querySelector("#case-1 .open-play") !== null`)
	b.click("#case-1 .open-play")
	b.waitFor(`location.pathname === "/play.html" && new URLSearchParams(location.search).get("pos") === "1,2,4"`)
}

// screenshot saves a picture of the element sel.
func screenshot(b *browser, sel, name string) {
	b.t.Helper()
	ctx, cancel := contextWithTimeout(b, 20*time.Second)
	defer cancel()
	pic, err := chromedp.Run(ctx, chromedp.Screenshot(chromedp.CSS(sel)))
	if err != nil {
		b.t.Fatal(err)
	}
	if _, err := png.Decode(bytes.NewReader(pic)); err != nil {
		b.t.Fatal(err)
	}
	if err := os.WriteFile(name, pic, 0o644); err != nil {
		b.t.Fatal(err)
	}
}

// pasteHeldNim pastes, as a user would, a nim input of n cases of 10^4
// heaps of 123456789 (pasteNim), large enough to be held out of the text
// box, and waits until it is held.
func (b *browser) pasteHeldNim(n int) {
	b.t.Helper()
	b.pasteNim(n)
	b.waitFor(`!document.getElementById("input-held").hidden`)
}

// pasteNim pastes, as a user would, a nim input of n cases of 10^4 heaps
// of 123456789 made in the page (window.pasted), and returns its length.
func (b *browser) pasteNim(n int) int {
	b.t.Helper()
	return eval[int](b, 30*time.Second, fmt.Sprintf(`(() => {
		const el = document.getElementById("input");
		window.pasted = %d + "\n" + ("10000\n" + "123456789 ".repeat(9999) + "123456789\n").repeat(%d);
		const dt = new DataTransfer();
		dt.setData("text/plain", window.pasted);
		el.dispatchEvent(new ClipboardEvent("paste", {clipboardData: dt, bubbles: true, cancelable: true}));
		return window.pasted.length;
	})()`, n, n))
}

// waitAnswer waits until the JavaScript expression cond is true, as long
// as the worker may take to answer on a loaded machine (a worker started
// anew compiles its wasm first).
func (b *browser) waitAnswer(cond string) {
	b.t.Helper()
	if err := b.pollWithin(cond, 90*time.Second); err != nil {
		b.t.Fatalf("waiting for %s: %v (companion %q, error %q)", cond, err, b.text("#companion-status"), b.text("#companion-error"))
	}
}

// TestBrowserCompanionHeldInput explains and checks an input held out of
// the text box (one of 256k characters or more): both answer for it, as
// Run does, not for the empty text box (they read the box, and showed a
// parse error, before the fix).
func TestBrowserCompanionHeldInput(t *testing.T) {
	b := newBrowser(t)
	b.open("/?problem=nim")
	const cases = 3 // 300k characters
	b.pasteHeldNim(cases)
	b.click("#explain")
	b.waitAnswer(`document.getElementById("explanation") !== null || document.getElementById("companion-error").textContent !== ""`)
	if e := b.text("#companion-error"); e != "" {
		t.Fatalf("Explain on the held input: %q", e)
	}
	if n := b.data("#explanation", "cases"); n != fmt.Sprint(cases) {
		t.Fatalf("%s cases explained, want %d", n, cases)
	}
	// The tab's and the button's own clicks, not a pointer's at where they
	// were laid out: in one full make test a pointer's click on Check here
	// started nothing (no check, no error, the companion idle 90 s later).
	// What this test checks is what Check answers for the held input.
	b.jsClick("tab-check")
	b.setValue("my-output", strings.Repeat("No\n", cases))
	b.jsClick("check")
	b.waitAnswer(`document.getElementById("check-summary") !== null || document.getElementById("companion-error").textContent !== ""`)
	if e := b.text("#companion-error"); e != "" {
		t.Fatalf("Check on the held input: %q", e)
	}
	if got, want := b.text("#check-summary"), fmt.Sprintf("All %d cases correct.", cases); got != want {
		t.Fatalf("Check on the held input: %q, want %q", got, want)
	}
}

// TestBrowserCompanionFields types an output to check and Generate's
// fields, switches tabs back and forth: what was typed is still there (the
// tabs' panels were drawn anew, empty, on each switch before the fix). A
// negative seed, or a seed that is not a number, is refused with what is
// wrong, as the command line refuses it (it became seed 0 before the fix).
func TestBrowserCompanionFields(t *testing.T) {
	b := newBrowser(t)
	b.open("/?problem=nim")
	b.click("#tab-check")
	b.do(10*time.Second, chromedp.SendKeys(chromedp.CSS("#my-output"), "Yes\nNo\n"))
	b.click("#tab-generate")
	b.do(10*time.Second, chromedp.SetValue(chromedp.CSS("#gen-seed"), ""), chromedp.SendKeys(chromedp.CSS("#gen-seed"), "-5"))
	b.do(10*time.Second, chromedp.SendKeys(chromedp.CSS("#gen-cases"), "4"))
	b.click("#tab-explain")
	b.click("#tab-check")
	if got := b.value("#my-output"); got != "Yes\nNo\n" {
		t.Errorf("the output to check, after a tab switch: %q", got)
	}
	b.click("#tab-generate")
	if seed, cases := b.value("#gen-seed"), b.value("#gen-cases"); seed != "-5" || cases != "4" {
		t.Errorf("Generate's fields after a tab switch: seed %q, cases %q", seed, cases)
	}
	b.click("#generate")
	b.waitAnswer(`document.getElementById("companion-error").textContent !== "" || document.getElementById("generated") !== null`)
	if e := b.text("#companion-error"); !strings.HasPrefix(e, `Seed "-5": expected a whole number from 0 to`) {
		t.Errorf("a negative seed: error %q, generated %v", e, eval[bool](b, 5*time.Second, `document.getElementById("generated") !== null`))
	}
	b.do(10*time.Second, chromedp.SetValue(chromedp.CSS("#gen-seed"), ""), chromedp.SendKeys(chromedp.CSS("#gen-seed"), "7"))
	b.click("#generate")
	b.waitAnswer(`document.getElementById("generated") !== null`)
	if e := b.text("#companion-error"); e != "" {
		t.Errorf("seed 7 gave an error: %q", e)
	}
}

// TestBrowserCompanionStopped starts a long Explain, then switches problems
// at once: the request is stopped and said so, the companion is ready
// again, and the old problem's answer never shows under the new one
// (before the fix it stayed "Working…" and then showed tricolore's cases
// under nim). Then Run, Explain and Cancel at once: the same.
func TestBrowserCompanionStopped(t *testing.T) {
	b := newBrowser(t)
	b.open("/?problem=tricolore")
	b.pasteAsUser(maxTricolore(rand.New(rand.NewPCG(3, 3))))
	b.waitFor(`!document.getElementById("input-held").hidden`)
	eval[bool](b, 10*time.Second, `(() => {
		document.getElementById("explain").click();
		const sel = document.getElementById("problem");
		sel.value = "nim";
		sel.dispatchEvent(new Event("change", {bubbles: true}));
		return true;
	})()`)
	b.waitFor(`new URL(location.href).searchParams.get("problem") === "nim"`)
	ready := func(when, note string) {
		t.Helper()
		b.waitFor(`document.getElementById("companion-status").dataset.busy !== "true"`)
		if got := b.text("#companion-status"); got != note {
			t.Errorf("%s: the companion says %q, want %q", when, got, note)
		}
		if eval[bool](b, 5*time.Second, `document.getElementById("explain").disabled`) {
			t.Errorf("%s: Explain is disabled", when)
		}
	}
	ready("Explain then a switch", "Stopped the tricolore request: switched to nim.")
	// The stopped explanation would take seconds: it must never show.
	time.Sleep(5 * time.Second)
	if eval[bool](b, 5*time.Second, `document.getElementById("explanation") !== null`) {
		t.Fatalf("tricolore's explanation shows under nim: %q", trim(b.text("#explanation")))
	}
	b.paste("1\n1\n5\n")
	b.click("#explain")
	b.waitAnswer(`document.getElementById("explanation")?.dataset.cases === "1"`)

	// Back to tricolore, whose input comes back held: Run, Explain, Cancel.
	b.pick("tricolore")
	b.waitAnswer(`!document.getElementById("input-held").hidden`)
	eval[bool](b, 10*time.Second, `(() => {
		document.getElementById("run").click();
		document.getElementById("explain").click();
		document.getElementById("cancel").click();
		return true;
	})()`)
	ready("Run, Explain, Cancel", "Cancelled.")
	if s := b.text("#status"); s != "Cancelled." {
		t.Errorf("the run's status after Cancel: %q", s)
	}
	b.paste(problems.Lookup("tricolore").Samples[0].Input)
	b.click("#explain")
	b.waitAnswer(`document.getElementById("explanation") !== null`)
}
