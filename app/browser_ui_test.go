//go:build !js

package main

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"nimber/app/frame"
	"nimber/app/site"
	"nimber/solver/problems"
)

// TestBrowserScreenshot renders the page with an answer and fails when the
// picture is blank: most of it must differ from the background, in many
// colors. With NIMBER_SCREENSHOT=file it also saves the picture (make
// screenshot writes docs/screenshot.png for the README).
func TestBrowserScreenshot(t *testing.T) {
	b := newBrowser(t)
	p := problems.All()[0]
	if len(p.Samples) == 0 {
		t.Fatalf("%s has no samples", p.ID)
	}
	b.open("/?problem=" + p.ID)
	b.do(30*time.Second, chromedpClick(`button.sample[data-index="0"]`))
	if o := b.run(60 * time.Second); o.State != "done" {
		t.Fatalf("sample: state %s, error %q", o.State, o.Error)
	}
	b.notBlank(chromedp.CaptureScreenshot(), "NIMBER_SCREENSHOT")
}

// notBlank takes the screenshot shoot (chromedp.CaptureScreenshot or
// FullScreenshot) and fails the test when the page looks blank: fewer than
// a fifth of the pixels differ from the background, or fewer than 50
// colours. With the environment variable save naming a file, it writes the
// picture there.
func (b *browser) notBlank(shoot chromedp.Action[[]byte], save string) {
	b.t.Helper()
	ctx, cancel := contextWithTimeout(b, 20*time.Second)
	defer cancel()
	pic, err := chromedp.Run(ctx, shoot)
	if err != nil {
		b.t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(pic))
	if err != nil {
		b.t.Fatal(err)
	}
	busy, colors := inked(img)
	total := img.Bounds().Dx() * img.Bounds().Dy()
	b.t.Logf("%dx%d screenshot: %.1f%% of the pixels differ from the background, %d colors",
		img.Bounds().Dx(), img.Bounds().Dy(), 100*float64(busy)/float64(total), colors)
	if busy < total/5 || colors < 50 {
		b.t.Fatalf("the page looks blank: %d of %d pixels differ from the background, %d colors", busy, total, colors)
	}
	if name := os.Getenv(save); name != "" {
		if err := os.WriteFile(name, pic, 0o644); err != nil {
			b.t.Fatal(err)
		}
	}
}

// inked counts the pixels that differ from the top-left pixel (the page's
// background), and the distinct colors.
func inked(img image.Image) (busy, colors int) {
	r := img.Bounds()
	bg := img.At(r.Min.X, r.Min.Y)
	br, bgG, bb, _ := bg.RGBA()
	seen := map[[3]uint32]bool{}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			seen[[3]uint32{cr >> 8, cg >> 8, cb >> 8}] = true
			if cr != br || cg != bgG || cb != bb {
				busy++
			}
		}
	}
	return busy, len(seen)
}

// TestBrowserPhoneLayout checks the page on a phone-sized screen: nothing
// wider than the screen, the controls on it.
func TestBrowserPhoneLayout(t *testing.T) {
	b := newBrowser(t)
	b.do(30*time.Second, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	b.open("/")
	width := eval[float64](b, 30*time.Second, `document.documentElement.scrollWidth`)
	if width > 390 {
		t.Errorf("the page is %v px wide on a 390 px screen", width)
	}
	for _, id := range []string{"problem", "input", "run", "output"} {
		right := eval[float64](b, 30*time.Second, `document.getElementById("`+id+`").getBoundingClientRect().right`)
		if right > 390 {
			t.Errorf("#%s ends at %v px, past the 390 px screen", id, right)
		}
	}
}

// TestBrowserKeyboard runs with Ctrl+Enter in the textarea.
func TestBrowserKeyboard(t *testing.T) {
	b := newBrowser(t)
	p := problems.Lookup("nim")
	b.open("/?problem=nim")
	b.paste(p.Samples[0].Input)
	b.do(30*time.Second, chromedp.Focus(chromedp.CSS("#input")))
	eval[bool](b, 30*time.Second, `document.getElementById("input").dispatchEvent(
		new KeyboardEvent("keydown", {key: "Enter", ctrlKey: true, bubbles: true})) || true`)
	ctx, cancel := contextWithTimeout(b, 30*time.Second)
	defer cancel()
	out, err := chromedp.Run(ctx, chromedp.Poll[string](`document.getElementById("status").dataset.state === "done" &&
		document.getElementById("output").textContent`))
	if err != nil || out != p.Samples[0].Output {
		t.Fatalf("Ctrl+Enter: output %q, %v; want %q", out, err, p.Samples[0].Output)
	}
}

// TestBrowserPicker switches problems with select#problem: each keeps its
// own input, and the URL follows.
func TestBrowserPicker(t *testing.T) {
	b := newBrowser(t)
	all := problems.All()
	first, second := all[0].ID, all[len(all)-1].ID
	b.open("/?problem=" + first)
	b.paste("first problem's text")
	b.pick(second)
	if got := b.input(); got != "" {
		t.Fatalf("switching to %s shows %q", second, got)
	}
	if h2 := b.text(".problem h2"); !strings.Contains(h2, problems.Lookup(second).Title) {
		t.Errorf("heading %q after picking %s", h2, second)
	}
	b.paste("second problem's text")
	b.pick(first)
	if got := b.input(); got != "first problem's text" {
		t.Fatalf("back to %s: textarea holds %q", first, got)
	}
	b.open("/") // no ?problem: the last one picked
	if got := eval[string](b, 30*time.Second, `document.getElementById("problem").value`); got != first {
		t.Errorf("opening / selects %q, want the last picked %q", got, first)
	}
}

// TestBrowserOutputActions runs two inputs one after the other and checks
// that Download saves the output shown now (it once saved the empty output
// of the first render), and that Copy says whether the clipboard took it.
func TestBrowserOutputActions(t *testing.T) {
	b := newBrowser(t)
	p := problems.Lookup("nim")
	b.open("/?problem=nim")
	// Capture what the page hands to the clipboard and to downloads.
	b.captureDownloads()
	eval[bool](b, 30*time.Second, `(() => {
		window.clipboardOK = true;
		window.copied = [];
		Object.defineProperty(navigator, "clipboard", {value: {writeText: (s) => {
			if (!window.clipboardOK) return Promise.reject(new Error("denied"));
			window.copied.push(s);
			return Promise.resolve();
		}}});
		return true;
	})()`)
	inputs := []string{p.Samples[0].Input, "1\n3\n1 2 4\n"}
	for i, in := range inputs {
		b.paste(in)
		o := b.run(60 * time.Second)
		out, err := p.Solve([]byte(in))
		want := string(out)
		if err != nil || o.State != "done" || o.Output != want {
			t.Fatalf("run %d: state %s output %q (%v), want %q", i, o.State, o.Output, err, want)
		}
		b.click("#download")
		got := eval[string](b, 30*time.Second, fmt.Sprintf(`window.saved.length === %d ? window.saved[%d].text() : "no download"`, i+1, i))
		if got != want {
			t.Fatalf("run %d: downloaded %q, want %q", i, got, want)
		}
	}
	b.click("#copy")
	b.waitFor(`document.getElementById("copy").textContent === "Copied"`)
	if got := eval[string](b, 10*time.Second, `window.copied[0] || ""`); got != b.text("#output") {
		t.Fatalf("copied %q, want the output %q", got, b.text("#output"))
	}
	eval[bool](b, 10*time.Second, `window.clipboardOK = false; true`)
	b.waitFor(`document.getElementById("copy").textContent === "Copy"`)
	b.click("#copy")
	b.waitFor(`document.getElementById("copy").textContent === "Copy failed"`)
}

// TestBrowserBadAddress opens each page with a wrong parameter: the page
// shows what it shows instead and says what was wrong (issue 15 D13).
func TestBrowserBadAddress(t *testing.T) {
	b := newBrowser(t)
	for _, c := range []struct{ path, want string }{
		{"/?problem=tricolor", `problem "tricolor", which Nimber does not know: showing tricolore.`},
		{"/play?game=chess&pos=1", `game "chess", which the play page does not have: showing Tricolore`},
		{"/table?game=0.07&n=100&kind=grundy-misere-ish&width=-4", `kind "grundy-misere-ish" is not a value kind`},
		{"/table?game=0.07&n=100&kind=grundy-normal&width=x", `width "x" is not a positive integer`},
	} {
		b.open(c.path)
		if s := b.text("#address-note"); !strings.Contains(s, c.want) {
			t.Errorf("%s: the note says %q, want %q in it", c.path, s, c.want)
		}
	}
	b.open("/play?game=nim&pos=1,2")
	if hidden := eval[bool](b, 10*time.Second, `document.getElementById("address-note").hidden`); !hidden {
		t.Errorf("a good address has a note: %q", b.text("#address-note"))
	}
}

// TestBrowserNotFound opens an address the site has no page for: the page
// says so and links to every page; and no page of the built site names the
// generator's local server as its og:url (issue 15 D17).
func TestBrowserNotFound(t *testing.T) {
	needBrowser(t, siteDir)
	for _, f := range site.PageFiles() {
		data, err := os.ReadFile(filepath.Join(siteDir, f))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), "og:url") || strings.Contains(string(data), "127.0.0.1") {
			t.Errorf("%s names a local address", f)
		}
	}
	b := newBrowser(t)
	b.do(30*time.Second, chromedp.Navigate(b.server.URL+"/tabel?game=0.07"))
	b.waitFor(`!!document.querySelector("#not-found h1")`)
	links := eval[[]string](b, 10*time.Second, `[...document.querySelectorAll("#not-found a")].map((a) => a.getAttribute("href"))`)
	if len(links) != len(frame.Pages) {
		t.Fatalf("links %v", links)
	}
	for i, p := range frame.Pages {
		if links[i] != p.Path {
			t.Errorf("link %d goes to %s, want %s", i, links[i], p.Path)
		}
	}
	eval[bool](b, 10*time.Second, `document.querySelector('#not-found a[href="/table.html"]').click() || true`)
	b.do(30*time.Second, chromedp.WaitReady(chromedp.CSS("#game")))
	b.waitReady()
	if title := eval[string](b, 10*time.Second, `document.title`); !strings.HasPrefix(title, "Nimber — ") || strings.Contains(title, "no page") {
		t.Errorf("after the link: title %q", title)
	}
}

// TestBrowserPhoneBoards checks the defects seen at 390 px (issue 15 D11):
// tricolore rows scroll inside their board instead of overflowing it, the
// cutting game's squares are big enough to tap, and a tap on the heatmap
// shows the cell's readout, which stays once the finger is lifted; the
// mouse's hints are hidden.
func TestBrowserPhoneBoards(t *testing.T) {
	b := newBrowser(t)
	b.do(30*time.Second, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	b.openPlay("tricolore", "9:0,3,17;1,5,16;-2,4,11")
	if w := eval[float64](b, 10*time.Second, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("tricolore: the page is %v px wide", w)
	}
	clipped := eval[bool](b, 10*time.Second, `(() => {
		const s = document.querySelector("#board .strips"), card = s.closest(".card").getBoundingClientRect();
		const reachable = getComputedStyle(s).overflowX !== "visible" || s.scrollWidth <= s.clientWidth;
		return !reachable || s.getBoundingClientRect().right > card.right;
	})()`)
	if clipped {
		t.Error("tricolore: the rows overflow the board")
	}
	b.openPlay("cutting", "3x2,5x5")
	if px := eval[float64](b, 10*time.Second, `document.querySelector('#board [data-piece="1"] .paper').clientWidth / 5`); px < 24 {
		t.Errorf("cutting: a square of a 5×5 piece is %v px wide, too small to tap", px)
	}
	b.table("0.07", "300", 60*time.Second)
	readout := eval[string](b, 10*time.Second, `(() => {
		const c = document.getElementById("heatmap"), r = c.getBoundingClientRect();
		const at = {clientX: r.left + r.width / 2, clientY: r.top + 5, pointerType: "touch", isPrimary: true, button: 0, bubbles: true};
		c.dispatchEvent(new PointerEvent("pointerdown", at));
		c.dispatchEvent(new PointerEvent("pointerup", at));
		c.dispatchEvent(new PointerEvent("pointerleave", at)); // as a finger lifted does
		return document.getElementById("hover").textContent;
	})()`)
	if !hoverText.MatchString(readout) {
		t.Errorf("a tap on the heatmap shows %q", readout)
	}
	// A phone has no wheel to scroll with: the mouse's hint is not shown.
	if shown := eval[string](b, 10*time.Second, `getComputedStyle(document.querySelector(".pointer-hint")).display`); shown != "none" {
		t.Errorf("the explorer's mouse hint shows on a phone (display %s)", shown)
	}
}

// TestBrowserErrorPlace clicks the place an error names: the contest input
// gets the focus with the wrong word selected; so does the explorer's game
// (issue 15 missing basics).
func TestBrowserErrorPlace(t *testing.T) {
	b := newBrowser(t)
	b.open("/?problem=nim")
	in := "1\n3\n1 2 x3 4\n"
	b.paste(in)
	if o := b.run(60 * time.Second); o.State != "error" || !strings.HasPrefix(o.Error, "input:3:5: ") {
		t.Fatalf("state %s, error %q", o.State, o.Error)
	}
	sel := func(box string) string {
		return eval[string](b, 10*time.Second, fmt.Sprintf(`(() => {
			document.querySelector("#error .place").click();
			const el = document.activeElement;
			return el.id === %s ? el.value.slice(el.selectionStart, el.selectionEnd) : "focus on " + el.id;
		})()`, js(box)))
	}
	if got := sel("input"); got != "x3" {
		t.Errorf("the input's selection after the click: %q, want x3", got)
	}
	b.open("/table")
	if o := b.compute("sub:1,,3", "100", "grundy-normal", 30*time.Second); o.State != "error" {
		t.Fatalf("bad spec: state %s", o.State)
	}
	if got := sel("game"); got != ",3" {
		t.Errorf("the game's selection after the click: %q, want ,3", got)
	}
}

// TestBrowserFirstVisit opens each page for the first time: each shows a
// worked example rather than an empty box (the contest page its first
// sample run, the explorer its default game computed, the play page its
// example position analysed); a second visit does not run it again.
func TestBrowserFirstVisit(t *testing.T) {
	b := newBrowser(t)
	b.open("/")
	p := problems.All()[0]
	if got := b.text("#output"); b.input() != p.Samples[0].Input || got != p.Samples[0].Output {
		t.Errorf("first visit of /: input %q, output %q; want the first sample and its answer", trim(b.input()), trim(got))
	}
	b.open("/table")
	if o := b.waitTable(60 * time.Second); o.State != "done" || o.Period == "" {
		t.Errorf("first visit of /table: %+v", o)
	}
	if v := b.openPlay("", ""); v.Headline == "" || v.Pos == "" {
		t.Errorf("first visit of /play: %+v", v)
	}
	b.open("/")
	if s := b.data("#status", "state"); s != frame.StateReady || b.text("#output") != "" {
		t.Errorf("second visit of /: state %s, output %q", s, trim(b.text("#output")))
	}
}

// TestBrowserFocusVisible walks each page with the Tab key: every control
// reached shows an outline (issue 15 missing basics: focus visible).
func TestBrowserFocusVisible(t *testing.T) {
	b := newBrowser(t)
	for _, path := range []string{"/?problem=nim", "/table?game=0.07&n=100&kind=grundy-normal", "/play?game=nim&pos=1,2"} {
		b.open(path)
		seen := map[string]bool{}
		for range 60 {
			b.do(5*time.Second, chromedp.KeyEvent("\t"))
			el := eval[[]string](b, 5*time.Second, `(() => {
				const el = document.activeElement, s = getComputedStyle(el);
				const name = el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + (el.className ? "." + String(el.className).split(" ")[0] : "");
				const outlined = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0;
				return [name, el === document.body ? "body" : outlined ? "yes" : "no"];
			})()`)
			if el[1] == "no" && !seen[el[0]] {
				t.Errorf("%s: %s has the focus without an outline", path, el[0])
			}
			seen[el[0]] = true
		}
		if path == "/?problem=nim" && !seen["input#file"] {
			t.Errorf("%s: Tab never reached Open file… (input#file): %v", path, seen)
		}
		if len(seen) < 8 {
			t.Errorf("%s: Tab reached only %d controls: %v", path, len(seen), seen)
		}
	}
}
