//go:build !js

package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"nimber/app/contestpage"
	"nimber/app/usergame"
	"nimber/solver/problems"
)

// TestBrowserReloadKeepsInput pastes large inputs never kept before and
// reloads the page right after the paste, then at random moments of runs
// (from the click on Run to the run's end): after each reload the page
// holds the input again (issue 27, item 6). So does an input typed, or
// pasted into the text box, and reloaded at once.
func TestBrowserReloadKeepsInput(t *testing.T) {
	b := newBrowser(t)
	b.open("/?problem=tricolore")
	rng := rand.New(rand.NewPCG(27, 6))
	// How long a run takes here: the reloads fall within it.
	b.pasteAsUser(maxTricolore(rng))
	o := b.run(2 * time.Minute)
	if o.State != "done" {
		t.Fatalf("a first run: state %s, error %q", o.State, o.Error)
	}
	runTime := time.Duration(o.Millis * float64(time.Millisecond))
	t.Logf("a run takes %v", runTime)
	for round := range 8 {
		in := maxTricolore(rng)
		b.pasteAsUser(in)
		script := "true"
		var delay time.Duration
		switch round {
		case 0: // no run: reload right after the paste
		case 1: // reload right after the click
			script = `document.getElementById("run").click()`
		default:
			delay = time.Duration(rng.Int64N(int64(runTime)))
			script = `document.getElementById("run").click()`
		}
		eval[bool](b, 10*time.Second, fmt.Sprintf(`(() => {
			%s;
			window.reloading = true;
			setTimeout(() => location.reload(), %d);
			return true;
		})()`, script, delay.Milliseconds()))
		b.waitReloaded()
		b.waitFor(`!document.getElementById("input-held").hidden`)
		b.captureDownloads()
		b.click("#download-held")
		if got := eval[string](b, 30*time.Second, `window.saved[0].text()`); got != in {
			t.Fatalf("round %d, reloaded %v after the click: the page holds %d bytes (%q), not the %d pasted",
				round, delay, len(got), trim(got), len(in))
		}
	}
	// Typed in the box and reloaded at once, before the pause after which
	// typing is saved.
	typed := problems.Lookup("tricolore").Samples[1].Input
	b.paste(typed)
	b.reload()
	if got := b.input(); got != typed {
		t.Fatalf("typed %q, reloaded: the box holds %q", typed, trim(got))
	}
	// Pasted into the box (too small to be held, too large for
	// localStorage), reloaded at once.
	in := maxTricolore(rng)[:contestpage.HeldInputSize/2]
	in = in[:strings.LastIndexByte(in, '\n')+1]
	b.pasteAsUser(in)
	b.reload()
	// The kept input comes back from IndexedDB a moment after the page.
	b.waitInputLength(len(in), 20*time.Second)
	if got := b.input(); got != in {
		t.Fatalf("pasted %d bytes in the box, reloaded: the box holds %q", len(in), trim(got))
	}
}

// waitInputLength waits up to within until the input box holds n
// characters, as a kept input read back does a moment after the page (the
// caller then compares the box with what it expects).
func (b *browser) waitInputLength(n int, within time.Duration) {
	b.t.Helper()
	eval[bool](b, within+10*time.Second, fmt.Sprintf(`new Promise((resolve) => {
		const poll = () => document.getElementById("input").value.length === %d ? resolve(true) : setTimeout(poll, 50);
		setTimeout(() => resolve(false), %d);
		poll();
	})`, n, within.Milliseconds()))
}

// waitReloaded waits until a page that set window.reloading has been
// replaced by one that is ready.
func (b *browser) waitReloaded() {
	b.t.Helper()
	ctx, cancel := contextWithTimeout(b, 90*time.Second)
	defer cancel()
	for {
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](`!window.reloading && !!document.getElementById("wasm-ready") &&
			!["loading", "computing"].includes(document.getElementById("status").dataset.state)`))
		if err == nil {
			return
		}
		// The page polled went away: poll the new one.
		gone := strings.Contains(err.Error(), "Cannot find context") || strings.Contains(err.Error(), "navigated or closed")
		if !gone || ctx.Err() != nil {
			b.t.Fatalf("waiting for the reloaded page: %v", err)
		}
	}
}

// TestBrowserUserGameKept types a game into the explorer's own-game panel
// (a keystroke at a time, as a user does) and reloads: the code, the size
// and the value kind come back. Opening a share link, then editing its
// code and reloading, brings back the edited code, not the link's.
func TestBrowserUserGameKept(t *testing.T) {
	b := newBrowser(t)
	b.openUser("/table.html", false)
	typed := "def moves(n):\n    return [n - k for k in (1, 4) if k <= n]\n"
	eval[bool](b, 10*time.Second, `(() => {
		document.getElementById("user-code").value = "";
		document.getElementById("user-n").value = "";
		return true;
	})()`)
	b.do(20*time.Second,
		chromedp.SendKeys(chromedp.CSS("#user-code"), typed),
		chromedp.SendKeys(chromedp.CSS("#user-n"), "37"))
	// A value kind picked from the list.
	eval[bool](b, 10*time.Second, `(() => {
		const kind = document.getElementById("user-kind");
		kind.value = "misere";
		return kind.dispatchEvent(new Event("input", {bubbles: true}));
	})()`)
	shown := func() [3]string {
		return [3]string{b.value("#user-code"), b.value("#user-n"), b.value("#user-kind")}
	}
	want := [3]string{typed, "37", "misere"}
	b.reloadUser()
	if got := shown(); got != want {
		t.Fatalf("typed %q, reloaded: the panel shows %q", want, got)
	}

	squares := example(t, "squares.star")
	var fragment string
	usergame.EncodeFragment(usergame.Request{Code: squares, Kind: "grundy", N: "30"}, func(f string) { fragment = f })
	if o := b.openUser("/table.html#"+fragment, true); o.State != "done" {
		t.Fatalf("the share link: %+v", o)
	}
	if hash := eval[string](b, 10*time.Second, `location.hash`); hash != "" {
		t.Errorf("the address keeps the link's game once it is in the box: %q", hash)
	}
	b.do(10*time.Second, chromedp.SendKeys(chromedp.CSS("#user-code"), "# edited\n"))
	b.reloadUser()
	if got := b.value("#user-code"); got != squares+"# edited\n" && got != "# edited\n"+squares {
		t.Fatalf("the link's game edited, reloaded: the box holds %q", trim(got))
	}
}

// reloadUser reloads the explorer and waits until its own-game panel is
// ready.
func (b *browser) reloadUser() {
	b.t.Helper()
	b.do(30*time.Second, chromedp.Reload())
	b.waitUser(false)
}

// value returns the value of the form control sel.
func (b *browser) value(sel string) string {
	b.t.Helper()
	return eval[string](b, 10*time.Second, fmt.Sprintf(`document.querySelector(%s).value`, js(sel)))
}

// TestBrowserKeepWhileSwitching keeps a large input (IndexedDB) for the
// second problem, then arrow-keys through the problem list past it: the
// input is still there when the problem is picked again (each key switched
// problems, and the switch away saved the box, empty while the input was
// read back: the input kept was deleted, before the fix). A sample loaded
// while the input is read back stays in the box.
func TestBrowserKeepWhileSwitching(t *testing.T) {
	b := newBrowser(t)
	b.open("/")
	ids := strings.Fields(eval[string](b, 10*time.Second, `[...document.querySelectorAll("#problem option")].map((o) => o.value).join(" ")`))
	if len(ids) < 3 {
		t.Fatalf("problems %q", ids)
	}
	b.pick(ids[1])
	// Larger than localStorage takes, smaller than a held input.
	in := strings.Repeat("1 2 3 4 5 6 7 8 9\n", contestpage.SmallInput/18+100)
	b.pasteAsUser(in)
	b.pick(ids[0])
	b.do(10*time.Second, chromedp.Focus(chromedp.CSS("#problem")), chromedp.KeyEvent(kb.ArrowDown+kb.ArrowDown))
	b.waitFor(fmt.Sprintf(`new URL(location.href).searchParams.get("problem") === %s`, js(ids[2])))
	b.pick(ids[1])
	b.waitInputLength(len(in), 10*time.Second)
	if got := b.input(); got != in {
		t.Fatalf("arrow keys went past %s: its input of %d bytes is now %q", ids[1], len(in), trim(got))
	}

	// A sample loaded as the switch reads the large input back.
	b.pick(ids[0])
	sample := problems.Lookup(ids[1]).Samples[0].Input
	eval[bool](b, 10*time.Second, fmt.Sprintf(`(() => {
		const sel = document.getElementById("problem");
		sel.value = %s;
		sel.dispatchEvent(new Event("change", {bubbles: true}));
		document.querySelector("button.sample").click();
		return true;
	})()`, js(ids[1])))
	time.Sleep(3 * time.Second) // the large input is read back meanwhile
	if got := b.input(); got != sample {
		t.Fatalf("a sample loaded as %s's input was read back: the box holds %q", ids[1], trim(got))
	}
}

// TestBrowserUnreadableFile opens a folder as the input file: the page says
// it could not be read, and keeps the input there was (nothing was shown,
// before the fix). Opening a file then reads it and drops the message.
func TestBrowserUnreadableFile(t *testing.T) {
	b := newBrowser(t)
	b.open("/?problem=nim")
	b.paste("1\n1\n5\n")
	dir := t.TempDir()
	folder := filepath.Join(dir, "a folder")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	b.do(10*time.Second, chromedp.SetUploadFiles(chromedp.CSS("#file"), []string{folder}))
	b.waitFor(`!document.getElementById("file-error").hidden`)
	if got := b.text("#file-error"); !strings.Contains(got, `"a folder" could not be read`) {
		t.Errorf("the message: %q", got)
	}
	if got := b.input(); got != "1\n1\n5\n" {
		t.Errorf("the box holds %q", got)
	}
	file := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(file, []byte("1\n1\n0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	b.do(10*time.Second, chromedp.SetUploadFiles(chromedp.CSS("#file"), []string{file}))
	b.waitFor(`document.getElementById("input").value === "1\n1\n0\n" && document.getElementById("file-error").hidden`)
}

// TestBrowserKeepPendingSwitched pastes a large input for one problem while
// another tab holds the input database busy (its write waits), switches
// to another problem and reloads: the input comes back (the page kept the
// shown problem's empty box as it went away, and the write it aborted lost
// the input, before the fix).
func TestBrowserKeepPendingSwitched(t *testing.T) {
	b := newBrowser(t)
	b.open("/?problem=nim")
	// Another tab of the site keeps a transaction on the inputs open.
	other := b.newTab()
	other.do(30*time.Second, chromedp.Navigate(b.server.URL+"/web/nimber.css"))
	eval[bool](other, 30*time.Second, `new Promise((resolve, reject) => {
		const open = indexedDB.open("nimber-inputs");
		open.onerror = () => reject(open.error);
		open.onsuccess = () => {
			const store = open.result.transaction("inputs", "readwrite").objectStore("inputs");
			const busy = () => { if (!window.done) store.get("none").onsuccess = busy; };
			busy();
			resolve(true);
		};
	})`)
	in := strings.Repeat("1 2 3 4 5 6 7 8 9\n", contestpage.SmallInput/18+100)
	b.pasteAsUser(in)
	b.pick("tricolore")
	b.do(30*time.Second, chromedp.Reload())
	eval[bool](other, 10*time.Second, `(window.done = true)`)
	b.waitReady()
	b.pick("nim")
	b.waitInputLength(len(in), 10*time.Second)
	if got := b.input(); got != in {
		t.Fatalf("pasted %d bytes for nim, switched and reloaded: nim's box holds %q", len(in), trim(got))
	}
}

// TestBrowserRunWhileRestoring clicks Run, then after another reload
// Explain, while the large input kept for the problem is still being read
// back (its reading held 3 s here): each waits for it and answers it,
// saying meanwhile what it waits for, where they answered the empty box
// with a parse error before the fix.
func TestBrowserRunWhileRestoring(t *testing.T) {
	b := newBrowser(t)
	b.open("/?problem=nim")
	// Larger than localStorage takes, smaller than a held input.
	cases := contestpage.SmallInput/8 + 100
	in := fmt.Sprintf("%d\n", cases) + strings.Repeat("3\n1 2 3\n", cases)
	want, err := problems.Lookup("nim").Solve([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	b.pasteAsUser(in)
	if o := b.run(60 * time.Second); o.State != "done" || o.Output != string(want) {
		t.Fatalf("the input pasted: state %s, error %q, output %q", o.State, o.Error, trim(o.Output))
	}
	b.onNewDocument(`{
		const text = Blob.prototype.text;
		Blob.prototype.text = function () {
			return new Promise((done) => setTimeout(done, 3000)).then(() => text.call(this));
		};
	}`)
	b.reload()
	if got := b.input(); got != "" {
		t.Fatalf("the kept input is back before Run could be clicked (%d bytes): the test needs it held longer", len(got))
	}
	b.click("#run")
	b.waitFor(`document.getElementById("status").textContent.includes("Reading back the kept input")`)
	b.waitWithin(`document.getElementById("status").dataset.state === "done"`, 60*time.Second)
	if got := b.text("#output"); got != string(want) {
		t.Fatalf("Run clicked while the input was read back: output %q, error %q", trim(got), b.text("#error .message"))
	}

	// Explain too waits for the input, and explains it.
	b.reload()
	if got := b.input(); got != "" {
		t.Fatalf("the kept input is back before Explain could be clicked (%d bytes)", len(got))
	}
	b.click("#explain")
	b.waitFor(`document.getElementById("companion-status").textContent.includes("Reading back the kept input")`)
	b.waitAnswer(`document.getElementById("explanation") !== null || document.getElementById("companion-error").textContent !== ""`)
	if e := b.text("#companion-error"); e != "" {
		t.Fatalf("Explain clicked while the input was read back: %q", e)
	}
	if n := b.data("#explanation", "cases"); n != fmt.Sprint(cases) {
		t.Fatalf("Explain clicked while the input was read back explained %s cases, want %d", n, cases)
	}
}
