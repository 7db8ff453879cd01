//go:build !js

package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"nimber/app/contestpage"
	"nimber/solver/problems"
)

// TestBrowserLargeOutput runs an input whose output has 170000 lines (about
// a megabyte): #output holds all of it, the visible view only the lines
// around its scroll position (at the top, then at the end once scrolled
// there), and Copy and Download give the whole output. After a reload the
// megabyte input is held out of the text box (see heldInput), read and
// answered by the worker before Run is clicked (its tables in the cache),
// the same, and cleared; a 90 kB input (past smallInput, kept in IndexedDB
// rather than localStorage) comes back into the box; a megabyte pasted is
// held too.
func TestBrowserLargeOutput(t *testing.T) {
	b := newBrowser(t)
	in := gamepackCases(rand.New(rand.NewPCG(5, 8)), 170000)
	out, err := problems.Lookup("gamepack").Solve([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	want := string(out)
	lines := strings.SplitAfter(want, "\n")
	lines = lines[:len(lines)-1] // after the final line break
	b.open("/?problem=gamepack")
	eval[bool](b, 30*time.Second, `(() => {
		window.saved = [];
		const make = URL.createObjectURL;
		URL.createObjectURL = (blob) => { window.saved.push(blob); return make(blob); };
		window.copied = [];
		Object.defineProperty(navigator, "clipboard", {value: {writeText: (s) => {
			window.copied.push(s);
			return Promise.resolve();
		}}});
		return true;
	})()`)
	b.paste(in)
	o := b.run(120 * time.Second)
	if o.State != "done" || o.Output != want {
		t.Fatalf("state %s, error %q, output %q", o.State, o.Error, trim(o.Output))
	}
	shown := func() string {
		return eval[string](b, 10*time.Second, `document.getElementById("output-window").textContent`)
	}
	top := shown()
	if !strings.HasPrefix(want, top) || len(top) > 200*len("White\n") || !strings.HasSuffix(top, "\n") {
		t.Fatalf("the view at the top shows %d bytes: %q", len(top), trim(top))
	}
	eval[bool](b, 10*time.Second, `(() => {
		const v = document.getElementById("output-view");
		v.scrollTop = v.scrollHeight;
		v.dispatchEvent(new Event("scroll"));
		return true;
	})()`)
	b.waitFor(fmt.Sprintf(`document.getElementById("output-window").textContent.endsWith(%s)`,
		js(strings.Join(lines[len(lines)-3:], ""))))
	if end := shown(); !strings.HasSuffix(want, end) || len(end) > 200*len("White\n") {
		t.Fatalf("the view at the end shows %d bytes: %q", len(end), trim(end))
	}
	if got := b.text("#phases"); !strings.HasPrefix(got, "170000 lines · parse ") {
		t.Errorf("phases: %q", got)
	}

	b.click("#copy")
	b.waitFor(`window.copied.length === 1`)
	if got := eval[string](b, 30*time.Second, `window.copied[0]`); got != want {
		t.Errorf("copied %d bytes, want the %d of the output", len(got), len(want))
	}
	b.click("#download")
	if got := eval[string](b, 30*time.Second, `window.saved.length === 1 ? window.saved[0].text() : "no download"`); got != want {
		t.Errorf("downloaded %d bytes, want the %d of the output", len(got), len(want))
	}

	// After a reload the megabyte input comes back held out of the text
	// box (#input-held); Run answers it; Clear drops it. (Edit would put it
	// in the box, at the cost of the seconds the box takes to show it.)
	b.waitStored()
	b.reload()
	b.waitFor(`!document.getElementById("input-held").hidden && document.getElementById("input").hidden`)
	if got := b.text("#input-held .preview"); !strings.HasPrefix(in, got) || got == "" {
		t.Errorf("the held input's preview is %q", trim(got))
	}
	if o := b.run(120 * time.Second); o.State != "done" || o.Output != want {
		t.Fatalf("the held input: state %s, error %q, output %q", o.State, o.Error, trim(o.Output))
	}
	// The worker read the input put back before Run was clicked, and
	// answered it from the tables in the cache.
	if got := b.text("#phases"); !strings.Contains(got, "parse ") || !strings.Contains(got, "tables from cache ") ||
		strings.Count(got, " (before Run)") != 3 {
		t.Errorf("the held input's phases: %q, want parse, tables from cache and solve before Run", got)
	}
	b.click("#clear-held")
	b.waitFor(`document.getElementById("input-held").hidden && !document.getElementById("input").hidden &&
		document.getElementById("input").value === ""`)

	kept := gamepackCases(rand.New(rand.NewPCG(6, 9)), 10000) // about 90 kB
	if len(kept) <= contestpage.SmallInput {
		t.Fatalf("the kept input has %d bytes, not more than smallInput", len(kept))
	}
	b.paste(kept)
	if o := b.run(60 * time.Second); o.State != "done" { // Run saves the input
		t.Fatalf("state %s, error %q", o.State, o.Error)
	}
	b.reload()
	b.waitFor(fmt.Sprintf(`document.getElementById("input").value.length === %d`, len(kept)))
	if b.input() != kept {
		t.Fatal("after a reload the textarea holds another text")
	}

	// A megabyte pasted into the box is held out of it too, and answered.
	b.pasteAsUser(in)
	b.waitFor(`!document.getElementById("input-held").hidden`)
	if o := b.run(120 * time.Second); o.State != "done" || o.Output != want {
		t.Fatalf("the pasted input: state %s, error %q, output %q", o.State, o.Error, trim(o.Output))
	}
}

// TestBrowserHugeInput checks what the page offers for editing a held
// input. One larger than contestpage.EditableInputSize (a keystroke in the
// text box would take seconds) cannot be put in the box: Edit is disabled
// and says why, Download gives the whole input, Run answers it, Clear drops
// it. One between contestpage.HeldInputSize and EditableInputSize goes into
// the box on Edit, where typing changes it.
func TestBrowserHugeInput(t *testing.T) {
	if contestpage.EditableInputSize <= contestpage.HeldInputSize {
		t.Fatalf("EditableInputSize %d is not above HeldInputSize %d: no held input could be edited",
			contestpage.EditableInputSize, contestpage.HeldInputSize)
	}
	b := newBrowser(t)
	b.open("/?problem=nim")
	b.captureDownloads()
	const caseSize = len("10000\n") + 10000*len("123456789 ")

	n := 4 * contestpage.EditableInputSize / caseSize
	if size := b.pasteNim(n); size <= contestpage.EditableInputSize {
		t.Fatalf("the huge input has %d characters", size)
	}
	b.waitFor(`!document.getElementById("input-held").hidden && document.getElementById("input").hidden`)
	if !eval[bool](b, 10*time.Second, `document.getElementById("edit-held").disabled`) {
		t.Error("Edit is enabled for an input too large to edit in the text box")
	}
	if about := b.text("#input-held .hint"); !strings.Contains(about, "too large to edit here") ||
		!strings.Contains(about, "Download") {
		t.Errorf("the held input's note does not say how to change it: %q", about)
	}
	b.click("#download-held")
	if !eval[bool](b, 30*time.Second, `window.saved.length === 1 ? window.saved[0].text().then((s) => s === window.pasted) : false`) {
		t.Error("Download does not give the held input")
	}
	if o := b.run(120 * time.Second); o.State != "done" || o.Output != strings.Repeat("No\n", n) {
		t.Fatalf("the huge input: state %s, error %q, output %q", o.State, o.Error, trim(o.Output))
	}
	b.click("#clear-held")
	b.waitFor(`document.getElementById("input-held").hidden && !document.getElementById("input").hidden &&
		document.getElementById("input").value === ""`)

	n = (contestpage.HeldInputSize + contestpage.EditableInputSize) / 2 / caseSize
	b.pasteNim(n)
	b.waitFor(`!document.getElementById("input-held").hidden && !document.getElementById("edit-held").disabled`)
	// The text box takes seconds to show a few hundred kilobytes: a click
	// through the page's script does not wait for it.
	eval[bool](b, 10*time.Second, `(() => { document.getElementById("edit-held").click(); return true; })()`)
	eval[bool](b, 120*time.Second, `new Promise((resolve) => {
		const shown = () => !document.getElementById("input").hidden && document.getElementById("input-held").hidden &&
			document.getElementById("input").value === window.pasted;
		const poll = () => shown() ? resolve(true) : setTimeout(poll, 50);
		poll();
	})`)
	eval[bool](b, 120*time.Second, `(() => {
		const el = document.getElementById("input");
		el.value = "1\n1\n5\n";
		el.dispatchEvent(new Event("input", {bubbles: true}));
		return true;
	})()`)
	if o := b.run(60 * time.Second); o.State != "done" || o.Output != "Yes\n" {
		t.Fatalf("the edited input: state %s, error %q, output %q", o.State, o.Error, trim(o.Output))
	}
}
