//go:build !js

package main

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// countWorkers has every page the tab opens from now on count the solver
// workers it starts, in window.solverWorkers.
func (b *browser) countWorkers() {
	b.t.Helper()
	const src = `window.solverWorkers = 0;
		window.Worker = class extends window.Worker {
			constructor(url, options) {
				super(url, options);
				if (String(url).includes("solver-worker")) window.solverWorkers++;
			}
		};`
	b.onNewDocument(src)
}

// holdMessages has every page the tab opens from now on hold each message
// of type kind (protocol's Type: "result", an answer; "cache", the cache's
// list) its solver workers post until the test calls releaseMessages: a
// run stays in progress for as long as a test needs, however fast the
// worker answers. A worker the page terminates drops what
// it held, as a terminated worker's pending messages are never delivered.
func (b *browser) holdMessages(kind string) {
	b.t.Helper()
	b.onNewDocument(`window.heldMessages = [];
		window.holdingMessages = true;
		window.Worker = class extends window.Worker {
			set onmessage(f) {
				super.onmessage = !f ? f : (e) => {
					if (window.holdingMessages && e.data && e.data.type === ` + js(kind) + `) {
						window.heldMessages.push({ worker: this, deliver: () => f(e) });
						return;
					}
					f(e);
				};
			}
			get onmessage() {
				return super.onmessage;
			}
			terminate() {
				this.ended = true;
				super.terminate();
			}
		};`)
}

// releaseMessages delivers the messages the open page held (holdMessages),
// lets the next ones through and returns how many the page received.
func (b *browser) releaseMessages() int {
	b.t.Helper()
	return eval[int](b, 10*time.Second, `(() => {
		window.holdingMessages = false;
		const live = window.heldMessages.splice(0).filter((held) => !held.worker.ended);
		live.forEach((held) => held.deliver());
		return live.length;
	})()`)
}

// onNewDocument has every page the tab opens from now on run the script
// src before its own scripts.
func (b *browser) onNewDocument(src string) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: src})
		return err
	})); err != nil {
		b.t.Fatal(err)
	}
}

// workers is the number of solver workers the page has started.
func (b *browser) workers() int {
	return eval[int](b, 10*time.Second, `window.solverWorkers`)
}

// helperGame is a game file no code matches (halving a heap that three
// divides), so that the helpers list its options; helperValues is its
// Grundy values by the definition.
const helperGame = `def moves(n):
    out = [n - k for k in (1, 3, 4) if k <= n]
    if n % 3 == 0 and n > 0:
        out.append(n // 2)
    return out
`

func helperValues(n int) []uint32 {
	g := make([]uint32, n+1)
	for x := range g {
		seen := map[uint32]bool{}
		for _, k := range []int{1, 3, 4} {
			if k <= x {
				seen[g[x-k]] = true
			}
		}
		if x%3 == 0 && x > 0 {
			seen[g[x/2]] = true
		}
		for seen[g[x]] {
			g[x]++
		}
	}
	return g
}

// TestBrowserUserHelpersOnDemand: opening the explorer starts no helper
// of the own-game panel; a small table starts none either; the first
// table large enough to list in shares starts min(cores, 4) − 1 of them,
// and its values are the game's; a later one keeps them. (The helpers
// started with the page before.)
func TestBrowserUserHelpersOnDemand(t *testing.T) {
	b := newBrowser(t)
	b.countWorkers()
	b.openUser("/table.html", false)
	b.poll(`document.getElementById("user-status").dataset.warm === "true" ? "yes" : ""`)
	cores := eval[int](b, 10*time.Second, `navigator.hardwareConcurrency`)
	helpers := min(cores, 4) - 1
	if helpers < 1 {
		t.Skipf("%d cores: the panel has no helpers", cores)
	}
	loaded := b.workers()
	t.Logf("%d cores; %d solver workers after the page loaded", cores, loaded)

	for _, c := range []struct {
		n       int
		started int // helpers started since the page loaded
	}{
		{100, 0},        // small: the panel's worker alone
		{3000, helpers}, // listed in shares
		{5000, helpers}, // the same helpers
	} {
		o := b.userCompute(helperGame, strconv.Itoa(c.n), "grundy", 120*time.Second)
		if o.State != "done" || o.Numbers != numbersOf(helperValues(c.n)) {
			t.Fatalf("n = %d: state %s, error %q, numbers %.80q", c.n, o.State, o.Error, o.Numbers)
		}
		if got := b.workers() - loaded; got != c.started {
			t.Errorf("n = %d: %d workers started since the page loaded, want %d", c.n, got, c.started)
		}
	}
}
