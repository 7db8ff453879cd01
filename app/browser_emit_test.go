//go:build !js

package main

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestBrowserPatternCode writes the rule of 0.07 as code from the Pattern
// panel by keyboard only: Tab from "Verify" reaches the language choice
// and the button, Enter writes the code (C++, its header saying proven),
// Download gives the file, and the choice of Python rewrites it.
func TestBrowserPatternCode(t *testing.T) {
	b := newBrowser(t)
	b.open("/table.html")
	p := b.computeWithPattern("0.07", "1000", "grundy-normal", 60*time.Second)
	if p.State != "found" {
		t.Fatalf("0.07 to 1000: %+v", p)
	}
	b.do(5*time.Second, chromedp.Focus(chromedp.CSS("#pattern-verify-run")))
	for _, want := range []string{"pattern-lang", "pattern-emit"} {
		b.do(5*time.Second, chromedp.KeyEvent(kb.Tab))
		if got := eval[string](b, 5*time.Second, `document.activeElement.id`); got != want {
			t.Fatalf("Tab reached #%s, want #%s", got, want)
		}
	}
	b.do(5*time.Second, chromedp.KeyEvent(kb.Enter))
	code := b.poll(`(() => { const e = document.getElementById("pattern-code"); return e ? e.value : ""; })()`)
	if !strings.Contains(code, "long long grundy(long long n)") || !strings.Contains(code, "proven for every n") {
		t.Fatalf("C++ code:\n%s", code)
	}
	if name := os.Getenv("NIMBER_CODE_SCREENSHOT"); name != "" {
		b.screenshotAt(t, "#pattern-code-view", name)
	}
	if got := b.exported("#pattern-download"); strings.TrimSpace(got) != strings.TrimSpace(code) {
		i := 0
		for i < min(len(got), len(code)) && got[i] == code[i] {
			i++
		}
		t.Errorf("the download holds %d characters, the box %d; they differ at %d: %q vs %q", len(got), len(code), i, got[max(i-20, 0):min(i+20, len(got))], code[max(i-20, 0):min(i+20, len(code))])
	}
	if got := b.text("#pattern-download"); got != "Download nimber-0.07.cpp" {
		t.Errorf("download button %q", got)
	}
	// Copy and Download are reachable too.
	b.do(5*time.Second, chromedp.Focus(chromedp.CSS("#pattern-code")))
	b.do(5*time.Second, chromedp.KeyEvent(kb.Tab))
	if got := eval[string](b, 5*time.Second, `document.activeElement.id`); got != "pattern-copy" {
		t.Errorf("Tab from the code reached #%s, want #pattern-copy", got)
	}

	// Another language: the choice rewrites the code shown.
	b.do(5*time.Second, chromedp.Focus(chromedp.CSS("#pattern-lang")))
	b.enter("pattern-lang", "python", "change")
	py := b.poll(`(() => { const e = document.getElementById("pattern-code"); return e && e.value.includes("def grundy(n)") ? e.value : ""; })()`)
	if !strings.Contains(py, "proven for every n") {
		t.Errorf("Python code:\n%s", py)
	}

	// A rule whose values are not all numbers is not written: the panel
	// says why.
	if p := b.computeWithPattern("0.07", "300", "early-normal", 60*time.Second); p.State != "found" {
		t.Fatalf("0.07 early-normal to 300: %+v", p)
	}
	b.do(5*time.Second, chromedpClick("#pattern-emit"))
	refused := b.poll(`(() => { const e = document.getElementById("pattern-code-refused"); return e ? e.textContent : ""; })()`)
	if refused != "No code: g(0) = ended is no number; emitted code returns numbers." {
		t.Errorf("refusal %q", refused)
	}
}
