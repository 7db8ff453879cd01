//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"math/bits"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"nimber/solver/games/gamestest"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// patternView is what the Pattern panel shows.
type patternView struct {
	State, Rule, Formula, Status, Exceptions, None, Best, Verified string
	Millis                                                         float64 // #pattern's data-ms: from the request to the answer
}

// computeWithPattern computes a table as compute does and waits for the
// Pattern panel's answer about it.
func (b *browser) computeWithPattern(game, n, kind string, timeout time.Duration) patternView {
	b.t.Helper()
	before := b.data("#pattern", "answers")
	if o := b.compute(game, n, kind, timeout); o.State != "done" {
		b.t.Fatalf("%s to %s: state %s, error %q", game, n, o.State, o.Error)
	}
	return b.patternAnswer(before, timeout)
}

// patternAnswer waits until the panel has more answers than before and
// returns what it shows.
func (b *browser) patternAnswer(before string, timeout time.Duration) patternView {
	b.t.Helper()
	ctx, cancel := contextWithTimeout(b, timeout)
	defer cancel()
	out, err := chromedp.Run(ctx, chromedp.Poll[string](fmt.Sprintf(`(() => {
		const p = document.getElementById("pattern");
		if (p.dataset.answers === %s || p.dataset.state === "searching" || p.dataset.state === "verifying") return false;
		const t = (id) => { const e = document.getElementById(id); return e ? e.textContent : ""; };
		return JSON.stringify({State: p.dataset.state, Rule: t("pattern-rule"), Formula: t("pattern-formula"), Status: t("pattern-status"),
			Exceptions: t("pattern-exceptions"), None: t("pattern-none"), Best: t("pattern-best"),
			Verified: t("pattern-verified") + t("pattern-error"), Millis: +p.dataset.ms});
	})()`, js(before))))
	if err != nil {
		b.t.Fatalf("waiting for the pattern panel: %v (state %q)", err, b.data("#pattern", "state"))
	}
	var v patternView
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		b.t.Fatal(err)
	}
	return v
}

// verifyPattern types M into "verify up to" and waits for the answer.
func (b *browser) verifyPattern(m string, timeout time.Duration) patternView {
	b.t.Helper()
	before := b.data("#pattern", "answers")
	b.askVerify("pattern", m)
	return b.patternAnswer(before, timeout)
}

// askVerify types M into the "verify up to" field prefix-verify and clicks
// prefix-verify-run.
func (b *browser) askVerify(prefix, m string) {
	b.t.Helper()
	eval[bool](b, 10*time.Second, fmt.Sprintf(`(() => {
		document.getElementById(%s).value = %s;
		document.getElementById(%s).click();
		return true;
	})()`, js(prefix+"-verify"), js(m), js(prefix+"-verify-run")))
}

var predictedHover = regexp.MustCompile(`^size (\d+): value (\d+) .*predicted by the rule, not computed$`)

// TestBrowserPattern drives the explorer's Pattern panel: Dawson's Kayles
// to 1000 with its proven period, predicted cells past the table (hatched,
// with the game's values), a verification to 5000; a rule checked on the
// misère remoteness of mod17 to 30 that a verification to 100 refutes at
// 51; and Officers, where no rule is found. It logs the time of the search
// on 1001 values, from the page's request to the worker's answer.
func TestBrowserPattern(t *testing.T) {
	b := newBrowser(t)
	b.open("/table")

	p := b.computeWithPattern("0.07", "1000", "grundy-normal", 60*time.Second)
	t.Logf("pattern search on N = 1000 (0.07), from the request to the worker's answer: %.0f ms", p.Millis)
	if p.State != "found" || !strings.Contains(p.Rule, "period 34 from n = 53") || !strings.HasPrefix(p.Status, "Holds: proven for every n") ||
		!strings.Contains(p.Exceptions, "g(52) = 2") {
		t.Fatalf("0.07 to 1000: %+v", p)
	}
	want := gamestest.Values(t, "0.07", "grundy-normal", 2001)
	if rows := b.data("#heatmap", "rows"); rows != strconv.Itoa((2002+33)/34) {
		t.Errorf("the heatmap has %s rows, want the table and as many predicted values in rows of 34", rows)
	}
	b.do(10*time.Second, chromedpClick("#fit"))
	if name := os.Getenv("NIMBER_PATTERN_SCREENSHOT"); name != "" {
		b.screenshotAt(t, "#pattern", name) // the heatmap with its hatched predictions, and the panel
	}
	text := b.hoverAt(eval[float64](b, 10*time.Second, `document.getElementById("heatmap").clientWidth / 2`), 450)
	m := predictedHover.FindStringSubmatch(text)
	if m == nil {
		t.Fatalf("hover on the last rows shows %q, want a predicted cell", text)
	}
	if size, _ := strconv.Atoi(m[1]); size <= 1000 || m[2] != strconv.FormatUint(uint64(want[size]), 10) {
		t.Errorf("hover %q: the value of size %s is %d", text, m[1], want[size])
	}
	if v := b.verifyPattern("5000", 60*time.Second); v.Verified != "Verified: the rule gives every value up to 5000." {
		t.Errorf("verify 0.07 to 5000: %+v", v)
	}

	p = b.computeWithPattern("mod17", "30", "remoteness-misere", 60*time.Second)
	if p.State != "found" || !strings.Contains(p.Status, "checked for every n ≤ 30, not proven") {
		t.Fatalf("mod17 remoteness-misere to 30: %+v", p)
	}
	got := gamestest.Values(t, "mod17", "remoteness-misere", 100)
	v := b.verifyPattern("100", 60*time.Second)
	if !strings.HasPrefix(v.Verified, "Counterexample at heap 51: the rule predicts ") || !strings.HasSuffix(v.Verified, fmt.Sprintf(", the game has %d.", got[51])) {
		t.Errorf("verify mod17 to 100: %q", v.Verified)
	}

	p = b.computeWithPattern("0.6", "1000", "grundy-normal", 60*time.Second)
	t.Logf("pattern search on N = 1000 (0.6, nothing fits): %.0f ms", p.Millis)
	if p.State != "none" || !strings.HasPrefix(p.None, "No rule found: ") || !strings.HasPrefix(p.Best, "Best partial fit: ") {
		t.Errorf("0.6 to 1000: %+v", p)
	}
	// Issue 26's figure (target 2 s): the search on N = 10^4, logged.
	p = b.computeWithPattern("0.6", "10000", "grundy-normal", 120*time.Second)
	t.Logf("pattern search on N = 10^4 (0.6), from the request to the worker's answer: %.0f ms", p.Millis)
	if p.State != "none" {
		t.Errorf("0.6 to 10^4: %+v", p)
	}
}

// TestBrowserUserPattern: the "Your own game" panel shows the rule found
// in a game file's table: the subtract-a-proper-divisor game (v2), Wythoff's
// P-positions on pairs, and no rule for the square game. For the divisor
// game to 300 it draws the rule's values past 300 hatched (a hovered one
// says it is predicted and has the game's value) and verifies the rule to
// 1200; an alternation that breaks at 151 is refuted there.
func TestBrowserUserPattern(t *testing.T) {
	b := newBrowser(t)
	b.openUser("/table", false)
	text := func(id string) string {
		return eval[string](b, 10*time.Second, fmt.Sprintf(`(() => { const e = document.getElementById(%s); return e ? e.textContent : ""; })()`, js(id)))
	}
	divisor := "def moves(n):\n    return [n - d for d in divisors(n) if d < n] if n > 1 else []\n"
	for _, c := range []struct {
		name, code, n, id, want string
	}{
		{"divisor", divisor, "300", "user-pattern-formula", "g(n) = v2(n)"},
		{"wythoff", example(t, "wythoff.star"), "40,40", "user-pattern-formula", "g(a, b) = 0 ⇔ {a, b} = {⌊kα⌋, ⌊kβ⌋}, k ≥ 0, α = (1 + √5)/2, β = α + 1"},
		{"squares", example(t, "squares.star"), "300", "user-pattern-none", "No rule found: no rule fits every value."},
	} {
		if o := b.userCompute(c.code, c.n, "grundy", 60*time.Second); o.State != "done" {
			t.Fatalf("%s: %+v", c.name, o)
		}
		if got := text(c.id); got != c.want {
			t.Errorf("%s: #%s shows %q, want %q", c.name, c.id, got, c.want)
		}
	}
	if got := text("user-pattern-status"); got != "" {
		t.Errorf("no rule, yet a status %q", got)
	}

	// Predictions past N, hatched, and verifications.
	if o := b.userCompute(divisor, "300", "grundy", 60*time.Second); o.State != "done" {
		t.Fatalf("divisor: %+v", o)
	}
	if rows := b.data("#user-heatmap", "rows"); rows != strconv.Itoa((602+63)/64) {
		t.Errorf("the heatmap has %s rows, want 301 values and as many predicted in rows of 64", rows)
	}
	hover := eval[string](b, 30*time.Second, `(() => {
		const c = document.getElementById("user-heatmap");
		const r = c.getBoundingClientRect();
		for (let y = c.clientHeight - 1; y >= 0; y -= 2) {
			c.dispatchEvent(new PointerEvent("pointermove", {clientX: r.left + c.clientWidth / 2, clientY: r.top + y, bubbles: true}));
			const text = document.getElementById("user-hover").textContent;
			if (text.includes("predicted")) return text;
		}
		return "";
	})()`)
	m := regexp.MustCompile(`^position (\d+): value (\d+) .*predicted by the rule, not computed$`).FindStringSubmatch(hover)
	if m == nil {
		t.Fatalf("no cell says it is predicted: hover %q", hover)
	}
	if n, _ := strconv.Atoi(m[1]); n <= 300 || m[2] != strconv.Itoa(bits.TrailingZeros(uint(n))) {
		t.Errorf("hover %q: v2(%d) = %d", hover, n, bits.TrailingZeros(uint(n)))
	}
	if got := b.userVerify("1200"); got != "Verified: the rule gives every value up to 1200." {
		t.Errorf("divisor verified to 1200: %q", got)
	}
	// Alternation, until position 151 has no move.
	broken := "def moves(n):\n    return [n - 1] if n > 0 and n != 151 else []\n"
	if o := b.userCompute(broken, "100", "grundy", 60*time.Second); o.State != "done" {
		t.Fatalf("broken: %+v", o)
	}
	if rows := b.data("#user-heatmap", "rows"); rows != "2" {
		t.Errorf("the strip of 101 values has %s rows, want 2 with the predicted ones", rows)
	}
	if got := b.userVerify("400"); got != "Counterexample at position 151: the rule predicts 1, the game has 0." {
		t.Errorf("broken verified to 400: %q", got)
	}
}

// userVerify types M into the user panel's "verify up to" and returns the
// answer shown.
func (b *browser) userVerify(m string) string {
	b.t.Helper()
	before := b.data("#user-pattern", "answers")
	b.askVerify("user-pattern", m)
	ctx, cancel := contextWithTimeout(b, 60*time.Second)
	defer cancel()
	out, err := chromedp.Run(ctx, chromedp.Poll[string](fmt.Sprintf(`(() => {
		if (document.getElementById("user-pattern").dataset.answers === %s) return false;
		return document.getElementById("user-pattern-verified").textContent + document.getElementById("user-error").textContent;
	})()`, js(before))))
	if err != nil {
		b.t.Fatalf("waiting for the check of the rule: %v", err)
	}
	return out
}

// TestBrowserEnterActs: Enter in a field acts as its button does: "Verify
// up to" verifies, the own game's "Positions up to" computes, "Play from"
// asks who wins.
func TestBrowserEnterActs(t *testing.T) {
	b := newBrowser(t)
	b.openUser("/table.html", false)
	if p := b.computeWithPattern("0.07", "1000", "grundy-normal", 60*time.Second); p.State != "found" {
		t.Fatalf("0.07 to 1000: %+v", p)
	}
	typeEnter := func(id, text string) {
		eval[bool](b, 10*time.Second, fmt.Sprintf(`(() => { const e = document.getElementById(%s); e.value = ""; e.focus(); return true; })()`, js(id)))
		b.do(10*time.Second, chromedp.KeyEvent(text), chromedp.KeyEvent(kb.Enter))
	}
	typeEnter("pattern-verify", "3000")
	b.poll(`document.getElementById("pattern-verified").textContent === "Verified: the rule gives every value up to 3000." ? "yes" : ""`)

	if o := b.userCompute(example(t, "squares.star"), "20", "grundy", 60*time.Second); o.State != "done" {
		t.Fatalf("squares to 20: %+v", o)
	}
	typeEnter("user-n", "40")
	b.poll(`document.getElementById("user-status").dataset.state === "done" && document.getElementById("user-numbers").textContent.trim().split(/\s+/).length === 41 ? "yes" : ""`)
	typeEnter("user-play-positions", "5 7")
	b.poll(`/^The player to move (wins|loses)/.test(document.getElementById("user-verdict").textContent) ? "yes" : ""`)
}
