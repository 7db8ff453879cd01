//go:build !js

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"nimber/solver/explore"
	"nimber/solver/games"
	"nimber/solver/intmath"
	"nimber/solver/memo"
	"nimber/solver/misere"
	"nimber/solver/octal"
	"nimber/solver/play"
	"nimber/solver/sums"
)

// quotientShown is what the explorer's Misère quotient view shows.
type quotientShown struct {
	State, Summary, Presentation, P, Error, Caption string
	Heaps                                           []string // each heap's element, heap 1 first
	Side                                            int      // the table picture's side in pixels
	Source                                          string   // computed, or from the cache
	Millis                                          float64  // from the click to the answer
}

// computeQuotient types game and n, clicks Compute quotient and waits for
// the view's answer.
func (b *browser) computeQuotient(game, n string, timeout time.Duration) quotientShown {
	b.t.Helper()
	ctx, cancel := contextWithTimeout(b, timeout)
	defer cancel()
	expr := fmt.Sprintf(`new Promise((done) => {
		document.getElementById("game").value = %s;
		document.getElementById("quotient-n").value = %s;
		const view = document.getElementById("quotient");
		const start = performance.now();
		document.getElementById("quotient-compute").click();
		const t = (id) => { const e = document.getElementById(id); return e ? e.textContent : ""; };
		const poll = () => {
			if (view.dataset.state !== "done" && view.dataset.state !== "error" || view.dataset.state === "done" && !t("quotient-summary")) {
				return requestAnimationFrame(poll);
			}
			done(JSON.stringify({State: view.dataset.state, Summary: t("quotient-summary"), Presentation: t("quotient-presentation"),
				P: t("quotient-p"), Error: t("quotient-error"), Caption: t("quotient-caption"),
				Heaps: [...document.querySelectorAll("#quotient-heaps .qw")].map((e) => e.textContent),
				Side: document.getElementById("quotient-table").width, Millis: performance.now() - start,
				Source: /from the cache/.test(view.textContent) ? "cache" : "computed"}));
		};
		poll();
	})`, js(game), js(n))
	out, err := chromedp.Run(ctx, chromedp.Evaluate[string](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("computing the quotient of %s to %s: %v (state %q)", game, n, err, b.data("#quotient", "state"))
	}
	var v quotientShown
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		b.t.Fatal(err)
	}
	return v
}

// TestBrowserMisereQuotient opens the explorer's Misère quotient view for
// Kayles to heap 30: the command line's first line (order 40, P-portion
// 9), the presentation and P-portion, each heap's element and the table's
// picture as package misere computes them natively; a sum typed and
// entered by keyboard answers with the command line's lines; the table is
// read by keyboard; at 390 px nothing is wider than the screen.
func TestBrowserMisereQuotient(t *testing.T) {
	b := newBrowser(t)
	b.open("/table.html")
	q, err := misere.Compute(context.Background(), mustCode(t, "0.77"), 30, misere.DefaultLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	pr := q.Present()
	got := b.computeQuotient("kayles", "30", 60*time.Second)
	if got.State != "done" || got.Summary != "order=40 p-portion=9 heaps=30" {
		t.Fatalf("Kayles to 30: %+v", got)
	}
	if got.Presentation != pr.String() {
		t.Errorf("presentation %q, want %q", got.Presentation, pr.String())
	}
	var ps, heaps []string
	for x, w := range pr.Words {
		if q.IsP(x) {
			ps = append(ps, w)
		}
	}
	for h := 1; h <= 30; h++ {
		heaps = append(heaps, pr.Words[q.Heap(h)])
	}
	if want := "P = {" + strings.Join(ps, ", ") + "}"; got.P != want {
		t.Errorf("%q, want %q", got.P, want)
	}
	if !slices.Equal(got.Heaps, heaps) {
		t.Errorf("heaps' elements %q, want %q", got.Heaps, heaps)
	}
	if got.Side != 40*12 || !strings.Contains(got.Caption, "multiplication table") {
		t.Errorf("table picture %d px wide (want 480), caption %q", got.Side, got.Caption)
	}

	// A sum, typed and entered by keyboard, answered as the command line does.
	heapsTyped := []int{5, 7, 9}
	kayles, err := explore.Builtin("kayles")
	if err != nil {
		t.Fatal(err)
	}
	res, err := kayles.Sum(context.Background(), sums.Convention{Sum: sums.Disjunctive, Play: sums.Misere},
		[]memo.Pos{memo.Int(5), memo.Int(7), memo.Int(9)}, 200)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join(res.Lines([]memo.Pos{memo.Int(heapsTyped[0]), memo.Int(heapsTyped[1]), memo.Int(heapsTyped[2])}), "\n")
	b.do(10*time.Second, chromedp.Focus(chromedp.CSS("#misere-heaps")), chromedp.SendKeys(chromedp.CSS("#misere-heaps"), "5 7 9"),
		chromedp.KeyEvent(kb.Enter))
	ctx, cancel := contextWithTimeout(b, 30*time.Second)
	defer cancel()
	verdict, err := chromedp.Run(ctx, chromedp.Poll[string](`(document.getElementById("misere-verdict") || {}).textContent || ""`))
	if err != nil || verdict != want {
		t.Fatalf("the sum 5 7 9: %q, %v; want %q", verdict, err, want)
	}

	// The table read by keyboard: Tab from the sum's button reaches it.
	b.do(10*time.Second, chromedp.Focus(chromedp.CSS("#misere-answer")), chromedp.KeyEvent(kb.Tab))
	if id := eval[string](b, 5*time.Second, `document.activeElement.id`); id != "quotient-table" {
		t.Fatalf("Tab from the sum's button reached #%s, not the table", id)
	}
	b.do(10*time.Second, chromedp.KeyEvent(kb.ArrowDown), chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowRight))
	x, y := 1, 2
	cell := fmt.Sprintf("row %s · column %s = %s", pr.Words[x], pr.Words[y], pr.Words[q.Mul(x, y)])
	ctx2, cancel2 := contextWithTimeout(b, 10*time.Second)
	defer cancel2()
	if _, err := chromedp.Run(ctx2, chromedp.Poll[bool](fmt.Sprintf(`document.getElementById("quotient-cell").textContent.startsWith(%s)`, js(cell)))); err != nil {
		t.Errorf("after Down, Right, Right the table reads %q, want %q…", b.text("#quotient-cell"), cell)
	}

	if name := os.Getenv("NIMBER_QUOTIENT_SCREENSHOT"); name != "" {
		b.screenshotAt(t, "#quotient-figure", name)
	}
	b.do(30*time.Second, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	if name := os.Getenv("NIMBER_QUOTIENT_SCREENSHOT"); name != "" {
		b.screenshotAt(t, "#quotient-heaps", strings.TrimSuffix(name, ".png")+"-phone.png")
	}
	if w := eval[float64](b, 10*time.Second, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("the page is %v px wide on a 390 px screen", w)
	}
	for _, id := range []string{"quotient-table", "quotient-heaps", "misere-heaps", "quotient-compute", "quotient-presentation"} {
		if right := eval[float64](b, 10*time.Second, `document.getElementById("`+id+`").getBoundingClientRect().right`); right > 390 {
			t.Errorf("#%s ends at %v px, past the 390 px screen", id, right)
		}
	}
}

// TestBrowserQuotientSpeed measures the time from the click to the view
// of the quotients to heap 30 of Kayles, 0.123 and Dawson's Kayles, computed (a fresh page,
// its cache entry deleted) and again (a fresh page: from the cache when
// the worker kept it), and logs the medians, with the native time on the
// same host meanwhile: five times each with NIMBER_MEASURE=1, once under
// make test, where it only checks the quotients shown.
func TestBrowserQuotientSpeed(t *testing.T) {
	b := newBrowser(t)
	rounds := 1
	if os.Getenv("NIMBER_MEASURE") == "1" {
		rounds = 5
	}
	for _, game := range []struct{ spec, code, summary string }{
		{"kayles", "0.77", "order=40 p-portion=9 heaps=30"}, {"0.123", "0.123", "order=20 p-portion=5 heaps=30"},
		{"dawson", "0.07", "order=360 p-portion=65 heaps=30"},
	} {
		var computed, again []float64
		var sources []string // where each "again" came from
		for range rounds {
			b.openIdle("/table.html")
			b.uncache("misere/v1/" + game.code + "/n=30")
			b.openIdle("/table.html") // a new worker, which holds no quotient
			for i, into := range []*[]float64{&computed, &again} {
				if i == 1 {
					b.openIdle("/table.html")
				}
				got := b.computeQuotient(game.spec, "30", 60*time.Second)
				if got.Summary != game.summary || i == 0 && got.Source != "computed" {
					t.Fatalf("%s: %+v", game.spec, got)
				}
				if i == 1 {
					sources = append(sources, got.Source)
				}
				*into = append(*into, got.Millis)
				// Let the worker finish keeping it (it lists the cache then),
				// if it keeps it, before the page goes.
				ctx, cancel := contextWithTimeout(b, 15*time.Second)
				chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`[...document.querySelectorAll("#cache td.key")].some((e) => e.textContent === %s)`,
					js("misere/v1/"+game.code+"/n=30"))))
				cancel()
			}
		}
		// The same quotient natively, on the same host meanwhile: how loaded it is.
		var native []float64
		code := mustCode(t, game.code)
		for range rounds {
			start := time.Now()
			if _, err := misere.Compute(context.Background(), code, 30, misere.DefaultLimits, nil); err != nil {
				t.Fatal(err)
			}
			native = append(native, float64(time.Since(start).Microseconds())/1000)
		}
		t.Logf("%s to heap 30: computed %.0f ms, again %.0f ms (medians of %d; computed %.0f, again %.0f from %q); natively %.0f ms",
			game.spec, median(computed), median(again), rounds, computed, again, sources, median(native))
	}
}

// uncache deletes the cache entry key, as the worker keeps it (see
// app/worker/store.go).
func (b *browser) uncache(key string) {
	b.t.Helper()
	eval[bool](b, 30*time.Second, fmt.Sprintf(`new Promise((done, fail) => {
		const open = indexedDB.open("nimber-tables");
		open.onerror = () => fail(open.error);
		open.onsuccess = () => {
			const tx = open.result.transaction(["tables", "sizes"], "readwrite");
			tx.objectStore("tables").delete(%s);
			tx.objectStore("sizes").delete(%s);
			tx.oncomplete = () => { open.result.close(); done(true); };
			tx.onerror = () => fail(tx.error);
		};
	})`, js(key), js(key)))
}

// openIdle opens the page at path and waits until its worker is idle:
// no table is computed and the Pattern panel looks for no rule (a first
// visit computes an example) and has stored its tables.
func (b *browser) openIdle(path string) {
	b.t.Helper()
	b.open(path)
	ctx, cancel := contextWithTimeout(b, 60*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!["loading", "computing"].includes(document.getElementById("status").dataset.state) &&
		(document.getElementById("status").dataset.state !== "done" || document.getElementById("status").dataset.stored === "true") &&
		!["searching", "verifying"].includes(document.getElementById("pattern").dataset.state)`)); err != nil {
		b.t.Fatalf("waiting for the worker to be idle: %v", err)
	}
}

// TestBrowserQuotientCancel: Cancel stops a long quotient (Daisies to heap
// 100, an order past a thousand) once it has reported a heap with the
// order so far (the order of the quotient of the heaps done, as package
// misere computes it natively), says after which heap, and the next
// quotient is computed by a new worker.
func TestBrowserQuotientCancel(t *testing.T) {
	b := newBrowser(t)
	b.openIdle("/table.html")
	ctx, cancel := contextWithTimeout(b, 60*time.Second)
	defer cancel()
	heap, order := b.askDaisies(ctx)
	b.click("#quotient-cancel")
	// The order so far is that of the quotient of the heaps done.
	if q, err := misere.Compute(context.Background(), mustCode(t, "4.7"), heap, misere.DefaultLimits, nil); err != nil || q.Order() != order {
		t.Fatalf("progress: heap %d done, order so far %d; natively %v", heap, order, err)
	}
	// The page redraws after the click's handler: poll for the cancelled view.
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("quotient-status").textContent.startsWith("Cancelled after heap ")`)); err != nil {
		t.Fatalf("after Cancel: %v (%q)", err, b.text("#quotient-status"))
	}
	if state := b.data("#quotient", "state"); state == "computing" {
		t.Fatalf("after Cancel: state %s", state)
	}
	if got := b.computeQuotient("0.75", "30", 60*time.Second); got.Summary != "order=8 p-portion=2 heaps=30" {
		t.Fatalf("0.75 after a cancel: %+v", got)
	}

	// Another game's quotient started and cancelled: the sum box still
	// answers for the quotient shown, 0.75's, on two heaps where daisies'
	// (4.7) answer differs.
	verdict := func(spec string, heaps []memo.Pos) string {
		g, err := explore.Builtin(spec)
		if err != nil {
			t.Fatal(err)
		}
		res, err := g.Sum(context.Background(), sums.Convention{Sum: sums.Disjunctive, Play: sums.Misere}, heaps, 200)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Join(res.Lines(heaps), "\n")
	}
	var typed, want string
	for a := 1; a <= 12 && typed == ""; a++ {
		for b := a; b <= 12 && typed == ""; b++ {
			heaps := []memo.Pos{memo.Int(a), memo.Int(b)}
			if v := verdict("0.75", heaps); v != verdict("4.7", heaps) {
				typed, want = fmt.Sprintf("%d %d", a, b), v
			}
		}
	}
	if typed == "" {
		t.Fatal("0.75 and 4.7 answer every two heaps up to 12 alike")
	}
	b.askDaisies(ctx)
	b.click("#quotient-cancel")
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("quotient-status").textContent.startsWith("Cancelled after heap ")`)); err != nil {
		t.Fatalf("after the second Cancel: %v (%q)", err, b.text("#quotient-status"))
	}
	b.do(10*time.Second, chromedp.Focus(chromedp.CSS("#misere-heaps")), chromedp.SendKeys(chromedp.CSS("#misere-heaps"), typed),
		chromedp.KeyEvent(kb.Enter))
	got, err := chromedp.Run(ctx, chromedp.Poll[string](`(document.getElementById("misere-verdict") || {}).textContent || ""`))
	if err != nil || got != want {
		t.Fatalf("the sum %s under 0.75's quotient, after daisies was cancelled: %q, %v; want %q", typed, got, err, want)
	}
}

// TestBrowserIDsAfterCancel asks for a long quotient, then for a table,
// which waits behind it, and cancels the table: the worker is replaced.
// The next requests, to the new worker, each get their own answer: a
// game that does not parse errs in the table's panel, every time, never
// in the quotient's (the new worker's ids once started again from 1 and
// met the quotient's).
func TestBrowserIDsAfterCancel(t *testing.T) {
	b := newBrowser(t)
	b.openIdle("/table.html")
	ctx, cancel := contextWithTimeout(b, 60*time.Second)
	defer cancel()
	b.askDaisies(ctx)
	b.startTable(ctx, "0.07", "1000", "grundy-normal", `!document.getElementById("cancel").hidden`)
	b.click("#cancel")
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("status").dataset.state === "ready"`)); err != nil {
		t.Fatalf("after cancel: %v (status %q)", err, b.text("#status"))
	}
	bad := "sub:1,,3"
	_, perr := games.Parse(bad)
	for i := range 6 {
		if o := b.compute(bad, "100", "grundy-normal", 30*time.Second); o.State != "error" || o.Error != perr.Error() {
			t.Fatalf("bad game, request %d after the cancel: state %s, error %q", i+1, o.State, o.Error)
		}
		if q := b.text("#quotient-status"); strings.Contains(q, perr.Error()) {
			t.Fatalf("bad game, request %d after the cancel: the quotient's panel says %q", i+1, q)
		}
	}
}

// askDaisies asks the explorer for the misère quotient of daisies (4.7)
// to heap 100, long enough to be cancelled along the way, and waits
// within ctx until the view reports a heap done: it returns that heap and
// the order so far.
func (b *browser) askDaisies(ctx context.Context) (heap, order int) {
	b.t.Helper()
	eval[bool](b, 10*time.Second, `(() => {
		document.getElementById("game").value = "daisies";
		document.getElementById("quotient-n").value = "100";
		document.getElementById("quotient-compute").click();
		return true;
	})()`)
	progress, err := chromedp.Run(ctx, chromedp.Poll[string](`(() => {
		const m = /heap ([1-9][0-9]*) of 100 done, order so far ([0-9]+)/.exec(document.getElementById("quotient-status").textContent);
		return m ? m[1] + " " + m[2] : false;
	})()`))
	if err != nil {
		b.t.Fatalf("daisies: no progress: %v (%q)", err, b.text("#quotient-status"))
	}
	if _, err := fmt.Sscan(progress, &heap, &order); err != nil {
		b.t.Fatal(err)
	}
	return heap, order
}

// mustCode parses a take-and-break code.
func mustCode(t *testing.T, code string) octal.Game {
	t.Helper()
	g, err := octal.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// median returns the median of xs (the lower middle of an even count).
func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[(len(s)-1)/2]
}

// TestBrowserPlayMisere switches a Kayles board to misère play with the
// Play choice: the analysis (who wins, every winning move, each heap's
// element) comes from the misère quotient and agrees with the command
// line's; playing a winning move leaves a position the player to move
// loses, and Nimber's reply there is a legal move.
func TestBrowserPlayMisere(t *testing.T) {
	b := newBrowser(t)
	b.openPlay("spec", "0.77/5,7,9")
	b.enter("spec-play", "misere", "change")
	ctx, cancel := contextWithTimeout(b, 30*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("board").dataset.pos === "0.77/5,7,9/disjunctive-misere"`)); err != nil {
		t.Fatalf("the Play choice: %v (board %q)", err, b.data("#board", "pos"))
	}
	v := b.waitPlay()
	kayles, err := explore.Builtin("kayles")
	if err != nil {
		t.Fatal(err)
	}
	heaps := []memo.Pos{memo.Int(5), memo.Int(7), memo.Int(9)}
	res, err := kayles.Sum(context.Background(), sums.Convention{Sum: sums.Disjunctive, Play: sums.Misere}, heaps, 200)
	if err != nil {
		t.Fatal(err)
	}
	if v.Error != "" || v.Count != strconv.FormatUint(res.Count, 10) || len(v.Moves) != int(res.Count) ||
		!strings.Contains(v.Value, "misère quotient element") {
		t.Fatalf("misère Kayles 5 7 9: %+v; the command line: %q", v, res.Lines(heaps))
	}
	b.click("#moves button.move")
	// The move goes through the worker: wait for the new position first.
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("board").dataset.pos !== "0.77/5,7,9/disjunctive-misere"`)); err != nil {
		t.Fatalf("the winning move %q was not played: %v", v.Moves[0], err)
	}
	after := b.waitPlay()
	if after.State != "lose" || after.Count != "0" || !strings.Contains(after.Value, "in P: the player to move loses") {
		t.Fatalf("after the winning move %q: %+v", v.Moves[0], after)
	}
}

// misereTake decides misère play of a game of taking tokens from one heap
// (take y from x when may(x, y)) by exhaustive search of the game itself:
// whoever cannot move wins. It is memoised on the sorted heaps.
type misereTake struct {
	may  func(x, y int) bool
	memo map[string]bool
}

// wins reports whether the player to move wins the heaps.
func (s misereTake) wins(heaps []int) bool {
	h := slices.Clone(heaps)
	slices.Sort(h)
	key := fmt.Sprint(h)
	if w, ok := s.memo[key]; ok {
		return w
	}
	w := true // no move: the player to move wins
	for i, x := range h {
		for t := range x {
			if !s.may(x, x-t) {
				continue
			}
			w = false
			if !s.wins(slices.Concat(h[:i], []int{t}, h[i+1:])) {
				s.memo[key] = true
				return true
			}
		}
	}
	s.memo[key] = w
	return w
}

// TestBrowserPlayMisereNim switches the Nim board, then the NotNim board,
// to misère play with its Play choice (the spec board's control): on Nim
// 1,1,2 (where misère play differs from normal play) and 3,5,7, and NotNim
// 3,2,9 and 4,6,7, the verdict and the winning moves are the exhaustive
// search's, in the board's words; a winning move played leaves a position
// the player to move loses; the choice back to normal play gives normal
// Nim's verdict.
func TestBrowserPlayMisereNim(t *testing.T) {
	b := newBrowser(t)
	nim := misereTake{func(x, y int) bool { return true }, map[string]bool{}}
	notnim := misereTake{func(x, y int) bool { return intmath.GCD(x, y) == 1 }, map[string]bool{}}
	ctx, cancel := contextWithTimeout(b, 60*time.Second)
	defer cancel()
	for _, c := range []struct {
		game  string
		heaps []int
		s     misereTake
	}{{"nim", []int{1, 1, 2}, nim}, {"nim", []int{3, 5, 7}, nim}, {"notnim", []int{3, 2, 9}, notnim}, {"notnim", []int{4, 6, 7}, notnim}} {
		heaps, s := c.heaps, c.s
		text := strings.Trim(strings.ReplaceAll(fmt.Sprint(heaps), " ", ","), "[]")
		b.openPlay(c.game, text)
		b.enter("spec-play", "misere", "change")
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`document.getElementById("board").dataset.pos === %s`, js(text+"/misere")))); err != nil {
			t.Fatalf("the Play choice on %s: %v (board %q)", text, err, b.data("#board", "pos"))
		}
		v := b.waitPlay()
		pos, err := play.LookupGame(c.game).Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		p := pos.Value().(*play.Heaps)
		var want []string
		for i, x := range heaps {
			for to := range x {
				if s.may(x, x-to) && !s.wins(slices.Concat(heaps[:i], []int{to}, heaps[i+1:])) {
					want = append(want, p.Describe(play.HeapMove{{Heap: i, To: []int{to}}}))
				}
			}
		}
		wantState := "lose"
		if s.wins(heaps) {
			wantState = "win"
		}
		// A lost position lists the move that lasts longest instead.
		if v.Error != "" || v.State != wantState || v.Count != strconv.Itoa(len(want)) || len(want) > 0 && !slices.Equal(v.Moves, want) {
			t.Fatalf("misère %s %s: %+v; the search: %s with moves %q", c.game, text, v, wantState, want)
		}
		if len(want) == 0 {
			continue
		}
		b.click("#moves button.move")
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`document.getElementById("board").dataset.pos !== %s`, js(text+"/misere")))); err != nil {
			t.Fatalf("the winning move %q was not played: %v", v.Moves[0], err)
		}
		after := b.waitPlay()
		left, err := play.LookupGame(c.game).Parse(after.Pos)
		if err != nil {
			t.Fatal(err)
		}
		if after.State != "lose" || s.wins(left.Value().(*play.Heaps).Heaps) || !strings.HasSuffix(after.Pos, "/misere") {
			t.Fatalf("after the winning move %q: %+v", v.Moves[0], after)
		}
	}
	// Back to normal play: 3,5,7 has nim value 1, won.
	b.openPlay("nim", "3,5,7/misere")
	b.enter("spec-play", "normal", "change")
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("board").dataset.pos === "3,5,7"`)); err != nil {
		t.Fatalf("back to normal play: %v (board %q)", err, b.data("#board", "pos"))
	}
	if v := b.waitPlay(); v.State != "win" || !strings.Contains(v.Value, "nim value 1") {
		t.Fatalf("normal Nim 3,5,7: %+v", v)
	}
}

// misereWins reports whether the player to move wins a sum of heaps in
// misère play, by exhaustive search of the game itself: moves lists what a
// heap may become, and whoever cannot move wins. It is memoised on the
// sorted heaps.
func misereWins(heaps []int, moves func(x int) [][]int, memo map[string]bool) bool {
	h := slices.Sorted(slices.Values(heaps))
	key := fmt.Sprint(h)
	if w, ok := memo[key]; ok {
		return w
	}
	w := true // no move: the player to move wins
	for i, x := range h {
		for _, to := range moves(x) {
			w = false
			if !misereWins(slices.Concat(h[:i], to, h[i+1:]), moves, memo) {
				memo[key] = true
				return true
			}
		}
	}
	memo[key] = w
	return w
}

// miserePiles is jiangnan's game for misereWins: a pile of at least f
// stones (and 2) is dealt into m ≥ 2 piles one stone at a time; memo holds
// the search's outcomes.
type miserePiles struct {
	f    int
	memo map[string]bool
}

// splits lists the piles a pile of x may be dealt into.
func (s miserePiles) splits(x int) [][]int {
	var out [][]int
	for m := 2; x >= s.f && m <= x; m++ {
		parts := make([]int, m)
		for i := range x {
			parts[i%m]++
		}
		out = append(out, parts)
	}
	return out
}

// TestBrowserPlayMisereJiangnan switches the jiangnan board to misère play
// with its Play choice (the spec board's control): the verdict and the
// winning moves of 2:5,7,9 are the exhaustive search's, in the board's
// words; the winning move played leaves a position the player to move
// loses.
func TestBrowserPlayMisereJiangnan(t *testing.T) {
	s := miserePiles{2, map[string]bool{}}
	p, err := play.ParsePiles("2:5,7,9/misere")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for i, x := range p.Piles {
		for _, parts := range s.splits(x) {
			if !misereWins(slices.Concat(p.Piles[:i], parts, p.Piles[i+1:]), s.splits, s.memo) {
				want = append(want, p.Describe(play.SplitMove{Pile: i, M: len(parts)}))
			}
		}
	}
	newBrowser(t).playMisere("jiangnan", "2:5,7,9", want, func(pos string) bool {
		q, err := play.ParsePiles(pos)
		if err != nil {
			t.Fatal(err)
		}
		return misereWins(q.Piles, s.splits, s.memo)
	})
}

// misereRow is alicegame's game on the segments' lengths for misereWins
// (an empty cell keeps segments apart): a segment of at most k monsters
// may be removed whole, k monsters with a monster on each side may be
// removed from a longer one; memo holds the search's outcomes.
type misereRow struct {
	k    int
	memo map[string]bool
}

// after lists what a segment of n monsters may become: the lengths left
// by each move, in the board's order (removing the whole segment, then
// cuts from the left).
func (s misereRow) after(n int) [][]int {
	var out [][]int
	if n <= s.k {
		out = append(out, nil)
	}
	for a := 1; a+s.k < n; a++ {
		out = append(out, []int{a, n - s.k - a})
	}
	return out
}

// TestBrowserPlayMisereAlice switches the alicegame board to misère play
// with its Play choice: the verdict and the winning moves of 2:1-5,7-13
// are the exhaustive search's, in the board's words; the winning move
// played leaves a position the player to move loses.
func TestBrowserPlayMisereAlice(t *testing.T) {
	s := misereRow{2, map[string]bool{}}
	lengths := func(p *play.Monsters) []int {
		var out []int
		for _, seg := range p.Segments {
			out = append(out, seg[1]-seg[0]+1)
		}
		return out
	}
	p, err := play.ParseMonsters("2:1-5,7-13/misere")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	all := lengths(p)
	for i, seg := range p.Segments {
		for _, left := range s.after(all[i]) {
			if misereWins(slices.Concat(all[:i], left, all[i+1:]), s.after, s.memo) {
				continue
			}
			m := play.MonsterMove{From: seg[0], To: seg[1]}
			if len(left) > 0 {
				m = play.MonsterMove{From: seg[0] + left[0], To: seg[0] + left[0] + s.k - 1}
			}
			want = append(want, p.Describe(m))
		}
	}
	newBrowser(t).playMisere("alicegame", "2:1-5,7-13", want, func(pos string) bool {
		q, err := play.ParseMonsters(pos)
		if err != nil {
			t.Fatal(err)
		}
		return misereWins(lengths(q), s.after, s.memo)
	})
}

// beanWins reports whether the player to move wins a splitting position
// (bean counts by bottle) in misère play, by exhaustive search: a move
// takes a bean from bottle i and puts one into bottles j and k, i < j ≤ k;
// the player who cannot move wins.
func beanWins(beans []int, memo map[string]bool) bool {
	key := fmt.Sprint(beans)
	if w, ok := memo[key]; ok {
		return w
	}
	moved, wins := false, false
	for i := range beans {
		for j := i + 1; beans[i] > 0 && j < len(beans); j++ {
			for k := j; k < len(beans); k++ {
				moved = true
				next := slices.Clone(beans)
				next[i]--
				next[j]++
				next[k]++
				wins = wins || !beanWins(next, memo)
			}
		}
	}
	memo[key] = wins || !moved
	return memo[key]
}

// TestBrowserPlayMisereSplitting switches a splitting board to misère play
// with the Play choice: the verdict and every winning move, from the
// misère quotient of the beans, are those of an exhaustive search, and
// playing a winning move leaves a position the player to move loses.
func TestBrowserPlayMisereSplitting(t *testing.T) {
	memo := map[string]bool{}
	p, err := play.ParseBottles("1,0,2,1/misere")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, m := range p.Moves() {
		next, err := p.Play(m)
		if err != nil {
			t.Fatal(err)
		}
		if !beanWins(next.Beans, memo) {
			want = append(want, p.Describe(m))
		}
	}
	newBrowser(t).playMisere("splitting", "1,0,2,1", want, func(pos string) bool {
		q, err := play.ParseBottles(pos)
		if err != nil {
			t.Fatal(err)
		}
		return beanWins(q.Beans, memo)
	})
}

// playMisere opens board at start, switches its Play choice to misère, and
// checks Nimber's analysis of start+"/misere" against an exhaustive
// search: want are the winning moves in the board's words, and wins
// reports whether the player to move wins a position (its text, in misère
// play). The first winning move played must leave a position the player
// to move loses, still in misère play.
func (b *browser) playMisere(board, start string, want []string, wins func(pos string) bool) {
	t := b.t
	t.Helper()
	pos := start + "/misere"
	ctx, cancel := contextWithTimeout(b, 60*time.Second)
	defer cancel()
	b.openPlay(board, start)
	b.enter("spec-play", "misere", "change")
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`document.getElementById("board").dataset.pos === %s`, js(pos)))); err != nil {
		t.Fatalf("the Play choice: %v (board %q)", err, b.data("#board", "pos"))
	}
	v := b.waitPlay()
	if !wins(pos) || v.Error != "" || v.State != "win" || v.Count != strconv.Itoa(len(want)) || !slices.Equal(v.Moves, want) ||
		!strings.Contains(v.Value, "misère quotient element") {
		t.Fatalf("misère %s %s: %+v; the search: wins %v with moves %q", board, start, v, wins(pos), want)
	}
	b.click("#moves button.move")
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`document.getElementById("board").dataset.pos !== %s`, js(pos)))); err != nil {
		t.Fatalf("the winning move %q was not played: %v", v.Moves[0], err)
	}
	after := b.waitPlay()
	if after.State != "lose" || wins(after.Pos) || !strings.HasSuffix(after.Pos, "/misere") {
		t.Fatalf("after the winning move %q: %+v", v.Moves[0], after)
	}
}
