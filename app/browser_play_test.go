//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"nimber/app/frame"
	"nimber/app/playpage"
	"nimber/solver/games/gamestest"
	"nimber/solver/play"
	"nimber/solver/table"
)

// playView is what the play page shows about the position on its board.
type playView struct {
	Pos, State, Headline, Value, Error string
	Over                               bool
	Moves                              []string
	Title, Count                       string
}

// waitPlay waits until the analysis shown is the board's position's (and
// Nimber is not about to move), and returns what the page shows.
func (b *browser) waitPlay() playView {
	b.t.Helper()
	ctx, cancel := contextWithTimeout(b, 60*time.Second)
	defer cancel()
	out, err := chromedp.Run(ctx, chromedp.Poll[string](`(() => {
		const v = document.getElementById("verdict"), board = document.getElementById("board");
		if (v.dataset.current !== "true" || v.dataset.pos !== board.dataset.pos || board.dataset.waiting === "true") return false;
		const moves = document.getElementById("moves");
		const title = moves.querySelector("h3");
		return JSON.stringify({
			Pos: board.dataset.pos, State: v.dataset.state, Over: v.dataset.over === "true",
			Headline: v.querySelector(".headline").textContent, Value: v.querySelector(".value").textContent,
			Error: document.querySelector("#move-error .message").textContent,
			Moves: [...moves.querySelectorAll("button.move")].map((b) => b.textContent),
			Title: title ? title.textContent : "", Count: moves.dataset.count || "",
		});
	})()`))
	if err != nil {
		b.t.Fatalf("waiting for the analysis: %v (status %q, error %q)", err, b.text("#status"), b.text("#error"))
	}
	var v playView
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		b.t.Fatal(err)
	}
	return v
}

// openPlay opens the play page at a position and returns what it shows.
func (b *browser) openPlay(game, pos string) playView {
	b.t.Helper()
	b.open(frame.PlayHref(game, pos))
	return b.waitPlay()
}

// click clicks the element matching sel (a CSS selector) once the page
// has settled (settle).
func (b *browser) click(sel string) {
	b.t.Helper()
	b.settle()
	b.do(10*time.Second, chromedpClick(sel))
}

// settle waits until the page has drawn what the last step changed (a task
// after the next frame). The page redraws after the events a step fires,
// and a click, made where the element is, would meanwhile land where it
// was before.
func (b *browser) settle() {
	b.t.Helper()
	eval[bool](b, 10*time.Second, `new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(true), 0)))`)
}

// nativeTables builds tables natively, once per key for the whole test run.
var nativeTables sync.Map

func tableBytes(tables []table.Table) [][]byte {
	data := make([][]byte, len(tables))
	for i, t := range tables {
		v, ok := nativeTables.Load(t.Key)
		if !ok {
			v, _ = nativeTables.LoadOrStore(t.Key, t.Build(nil))
		}
		data[i] = v.([]byte)
	}
	return data
}

// analysed is a position of package play with what the page needs to
// compare against.
type analysed[M any] interface {
	String() string
	Tables() []table.Table
	Analyze([][]byte) (*play.Analysis[M], error)
	Describe(M) string
}

// checkPlay compares what the page shows with package play's analysis of
// the same position.
func checkPlay[P analysed[M], M any](t *testing.T, v playView, p P) {
	t.Helper()
	a, err := p.Analyze(tableBytes(p.Tables()))
	if err != nil {
		t.Fatal(err)
	}
	if v.Pos != p.String() {
		t.Fatalf("the board shows %q, want %q", v.Pos, p.String())
	}
	state := "lose"
	switch {
	case a.Unknown:
		state = "unknown"
	case a.Wins:
		state = "win"
	}
	if v.State != state || v.Over != a.Over || !strings.HasPrefix(v.Value, a.Value) {
		t.Errorf("%s: verdict %s over=%v %q, want %s over=%v %q", v.Pos, v.State, v.Over, v.Value, state, a.Over, a.Value)
	}
	var want []string
	for _, m := range a.Winning[:min(len(a.Winning), 200)] {
		want = append(want, p.Describe(m))
	}
	if len(a.Winning) == 0 && !a.Over {
		want = []string{p.Describe(a.Longest)}
	}
	if !slices.Equal(v.Moves, want) {
		t.Errorf("%s: #moves lists %q, want %q", v.Pos, v.Moves, want)
	}
	if len(a.Winning) > 0 && v.Count != fmt.Sprint(a.Count) {
		t.Errorf("%s: #moves counts %s winning moves, want %d", v.Pos, v.Count, a.Count)
	}
}

// pickChip picks the chip placed by clicks, and waits until the page shows it.
func (b *browser) pickChip(name string) {
	b.t.Helper()
	b.click("#tool-" + name)
	b.waitFor(fmt.Sprintf(`document.getElementById("tool-%s").className === "on"`, name))
}

// playMode switches the play page to play mode and waits until it shows.
func (b *browser) playMode() {
	b.t.Helper()
	b.click("#mode-play")
	b.waitFor(`document.getElementById("mode-play").className === "on"`)
}

// moveBy clicks the element sel and waits until the position changes (a
// click is handled asynchronously: until then the page still shows the old
// position, with its verdict current).
func (b *browser) moveBy(sel string) {
	b.t.Helper()
	before := b.data("#board", "pos")
	b.click(sel)
	b.waitFor(fmt.Sprintf(`document.getElementById("board").dataset.pos !== %s`, js(before)))
}

// waitFor waits until the JavaScript expression cond is true, for up to
// 10 s.
func (b *browser) waitFor(cond string) {
	b.t.Helper()
	b.waitWithin(cond, 10*time.Second)
}

// waitWithin waits until the JavaScript expression cond is true, for up
// to timeout.
func (b *browser) waitWithin(cond string, timeout time.Duration) {
	b.t.Helper()
	if err := b.pollWithin(cond, timeout); err != nil {
		b.t.Fatalf("waiting for %s: %v", cond, err)
	}
}

// pollWithin polls the JavaScript expression cond until it is true, for up
// to timeout (chromedp's poll alone would stop at 30 s).
func (b *browser) pollWithin(cond string, timeout time.Duration) error {
	ctx, cancel := contextWithTimeout(b, timeout)
	defer cancel()
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(0)))
	return err
}

// refusal waits for the refusal of a click and returns it.
func (b *browser) refusal() string {
	b.t.Helper()
	b.waitFor(`document.querySelector("#move-error .message").textContent !== ""`)
	return b.text("#move-error .message")
}

// triCell is the selector of column x of tricolore row i.
func triCell(i, x int) string {
	return fmt.Sprintf(`#board .strip[data-row="%d"] .cell[data-col="%d"]`, i, x)
}

// TestBrowserPlayTricolore draws a tricolore position by clicks, compares
// the verdict and the winning moves with package play, measures the time
// from a click to the new verdict, checks that the link restores the
// position and that an illegal move is refused with its reason.
func TestBrowserPlayTricolore(t *testing.T) {
	b := newBrowser(t)
	v := b.openPlay("tricolore", "6:0,3,9")
	p, _ := play.ParseTricolore("6:0,3,9")
	checkPlay(t, v, p)

	// Draw: a second row, then move its chips by clicks.
	b.moveBy("#add-row") // row 2 is 0,4,9
	b.waitPlay()
	b.pickChip("blue")
	b.moveBy(triCell(1, 1))
	b.waitPlay()
	b.pickChip("red")
	b.moveBy(triCell(1, 11))
	v = b.waitPlay()
	p, _ = play.ParseTricolore("6:0,3,9;1,4,11")
	checkPlay(t, v, p)

	// A bad chip placement is refused and changes nothing.
	b.pickChip("white")
	b.click(triCell(1, 0))
	if msg := b.refusal(); !strings.Contains(msg, "blue < white < red") || b.waitPlay().Pos != p.String() {
		t.Errorf("white left of blue: board %q, error %q", b.waitPlay().Pos, msg)
	}

	// Click to verdict: time each click until #verdict shows the new position.
	b.pickChip("red")
	var times []float64
	for i, x := range []int{10, 9, 8, 10, 11, 12, 13, 12, 11, 10} {
		ms := eval[float64](b, 20*time.Second, fmt.Sprintf(`new Promise((resolve) => {
			const v = document.getElementById("verdict"), board = document.getElementById("board");
			const before = board.dataset.pos, t0 = performance.now();
			const check = () => {
				if (board.dataset.pos !== before && v.dataset.pos === board.dataset.pos && v.dataset.current === "true") {
					observer.disconnect();
					resolve(performance.now() - t0);
				}
			};
			const observer = new MutationObserver(check);
			observer.observe(document.body, {attributes: true, subtree: true});
			document.querySelector(%s).click();
		})`, js(triCell(0, x))))
		times = append(times, ms)
		want, _ := play.ParseTricolore(fmt.Sprintf("6:0,3,%d;1,4,11", x))
		if i%4 == 0 {
			checkPlay(t, b.waitPlay(), want)
		}
	}
	sort.Float64s(times)
	t.Logf("click to verdict (tricolore, table in memory): fastest %.1f ms, median %.1f ms, slowest %.1f ms over %d clicks",
		times[0], times[len(times)/2], times[len(times)-1], len(times))
	// The target is 50 ms; the machine running the tests is shared and
	// loaded, so only a clear regression fails here (the figures are logged).
	if times[len(times)/2] > 150 {
		t.Errorf("click to verdict: median %.1f ms, target 50 ms", times[len(times)/2])
	}

	// The link restores the position.
	link := eval[string](b, 10*time.Second, `document.getElementById("share").getAttribute("href")`)
	shown := b.waitPlay().Pos
	b.open(link)
	if v = b.waitPlay(); v.Pos != shown {
		t.Errorf("the link %s shows %q, want %q", link, v.Pos, shown)
	}

	// Play mode: a shift by 1 is refused with its reason.
	b.open(frame.PlayHref("tricolore", p.String()))
	b.waitPlay()
	b.playMode()
	b.click(triCell(0, 1))
	if msg := b.refusal(); !strings.Contains(msg, "1 is not a prime") || b.waitPlay().Pos != p.String() {
		t.Errorf("a shift by 1: board %q, error %q", b.waitPlay().Pos, msg)
	}
	// A bad text keeps the input and shows line and column.
	eval[bool](b, 10*time.Second, `(() => { const el = document.getElementById("pos");
		el.value = "6:0,3,x"; el.dispatchEvent(new KeyboardEvent("keydown", {key: "Enter", bubbles: true})); return true; })()`)
	ctx, cancel := contextWithTimeout(b, 10*time.Second)
	defer cancel()
	msg, err := chromedp.Run(ctx, chromedp.Poll[string](`document.querySelector("#pos-error .message").textContent`))
	if err != nil || !strings.HasPrefix(msg, "play:1:") || b.inputValue("pos") != "6:0,3,x" {
		t.Errorf("bad text: error %q (%v), input %q", msg, err, b.inputValue("pos"))
	}
}

// inputValue returns the value of the input with the given id.
func (b *browser) inputValue(id string) string {
	return eval[string](b, 10*time.Second, fmt.Sprintf(`document.getElementById(%s).value`, js(id)))
}

// TestBrowserPlayGames plays whole games against Nimber from winning
// positions (Nimber moves first; the test always plays the first legal
// move, by clicking the board) and checks that Nimber wins.
func TestBrowserPlayGames(t *testing.T) {
	b := newBrowser(t)
	t.Run("tricolore", func(t *testing.T) {
		b.t = t
		b.openPlay("tricolore", "6:0,5,13;2,4,12")
		playOut(t, b, play.ParseTricolore, func(p *play.Tricolore, m play.TriMove) string {
			r := p.Rows[m.Row]
			x := map[play.Piece]int{play.Blue: r[0] + m.K, play.BlueWhite: r[1] + m.K, play.Red: r[2] - m.K, play.WhiteRed: r[1] - m.K}[m.Piece]
			return triCell(m.Row, x)
		})
	})
	t.Run("nim", func(t *testing.T) {
		b.t = t
		b.openPlay("nim", "3,5,7,2")
		playOut(t, b, play.ParseNim, func(p *play.Heaps, m play.HeapMove) string {
			return fmt.Sprintf(`#board .heap[data-heap="%d"] .token[data-leave="%d"]`, m[0].Heap, m[0].To[0])
		})
	})
	t.Run("arraygame", func(t *testing.T) {
		b.t = t
		b.openPlay("arraygame", "12:1,5,6")
		playOut(t, b, play.ParseCells, func(p *play.Cells, m play.CellMove) string {
			b.click(fmt.Sprintf(`#board .cell[data-cell="%d"]`, m.X))
			b.waitFor(fmt.Sprintf(`document.querySelector('#board .cell[data-cell="%d"]').classList.contains("selected")`, m.X))
			return fmt.Sprintf(`#board .cell[data-cell="%d"]`, m.X*m.K)
		})
	})
}

// playOut plays the game on the page to its end: Nimber from the position
// shown (a win for the player to move), the test with the first legal move
// of each position, clicking the cell sel names.
func playOut[P interface {
	analysed[M]
	Moves() []M
}, M any](t *testing.T, b *browser, parse func(string) (P, error), sel func(P, M) string) {
	v := b.waitPlay()
	if v.State != "win" {
		t.Fatalf("%s: not a win for the player to move (%s)", v.Pos, v.State)
	}
	b.playMode()
	b.moveBy("#nimber-move")
	for range 200 {
		v = b.waitPlay()
		if v.Over {
			if !strings.Contains(v.Headline, "Nimber wins") {
				t.Fatalf("%s: the game ended with %q", v.Pos, v.Headline)
			}
			return
		}
		p, err := parse(v.Pos)
		if err != nil {
			t.Fatal(err)
		}
		if v.State != "lose" {
			t.Fatalf("%s: Nimber left a winning position to its opponent", v.Pos)
		}
		b.moveBy(sel(p, p.Moves()[0]))
	}
	t.Fatal("the game did not end in 200 moves")
}

// TestBrowserPlayBoards loads a position of every board from its address
// and compares #verdict and #moves with package play.
func TestBrowserPlayBoards(t *testing.T) {
	b := newBrowser(t)
	for _, c := range []struct {
		game, pos string
		check     func(t *testing.T, v playView, pos string)
	}{
		{"tricolore", "6:0,3,9;1,5,8;-2,4,11/bob", checks(play.ParseTricolore)},
		{"nim", "1,2,3", checks(play.ParseNim)},
		{"notnim", "3,2,9,1000001", checks(play.ParseNotNim)},
		{"spec", "0.07/5,8,3/conjunctive-misere", checks(play.ParseSpec)},
		{"gamepack", "2,1,0,1/5,7,3", checks(play.ParseGamePack)},
		{"arraygame", "1000:1,6,77,500", checks(play.ParseCells)},
		{"alicegame", "2:1-3,6-9,12", checks(play.ParseMonsters)},
		{"chesslink", "5:3,3,3/RgB", checks(play.ParseChess)},
		{"cutting", "3x2,4x3,5x5", checks(play.ParsePaper)},
		{"splitting", "1,0,1,5", checks(play.ParseBottles)},
		{"jiangnan", "3:1,2,3,5,40", checks(play.ParsePiles)},
	} {
		t.Run(c.game, func(t *testing.T) {
			b.t = t
			c.check(t, b.openPlay(c.game, c.pos), c.pos)
		})
	}
}

// checks returns a check of the page against the position pos, read by parse.
func checks[P analysed[M], M any](parse func(string) (P, error)) func(t *testing.T, v playView, pos string) {
	return func(t *testing.T, v playView, pos string) {
		p, err := parse(pos)
		if err != nil {
			t.Fatal(err)
		}
		checkPlay(t, v, p)
	}
}

// TestBrowserPlayScreens draws every board at laptop and phone widths,
// checks that nothing is wider than the phone's screen, and with
// NIMBER_PLAY_SCREENSHOTS=dir saves dir/play-GAME-laptop.png and
// dir/play-GAME-phone.png.
func TestBrowserPlayScreens(t *testing.T) {
	b := newBrowser(t)
	dir := os.Getenv("NIMBER_PLAY_SCREENSHOTS")
	for _, screen := range []struct {
		name          string
		width, height int64
		mobile        bool
	}{{"laptop", 1280, 900, false}, {"phone", 390, 844, true}} {
		opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(1)}
		if screen.mobile {
			opts = []chromedp.EmulateViewportOption{chromedp.EmulateScale(2), chromedp.EmulateMobile}
		}
		b.do(10*time.Second, chromedp.EmulateViewport(screen.width, screen.height, opts...))
		for _, k := range playpage.BoardKinds {
			b.openPlay(k.ID, play.LookupGame(k.ID).Example)
			if screen.mobile {
				if w := eval[float64](b, 10*time.Second, `document.documentElement.scrollWidth`); w > float64(screen.width) {
					t.Errorf("%s: the page is %v px wide on a %d px screen", k.ID, w, screen.width)
				}
			}
			if dir == "" {
				continue
			}
			ctx, cancel := contextWithTimeout(b, 20*time.Second)
			pic, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
			cancel()
			if err != nil {
				t.Fatal(err)
			}
			name := filepath.Join(dir, fmt.Sprintf("play-%s-%s.png", k.ID, screen.name))
			if err := os.WriteFile(name, pic, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// checkMoved checks that the page played m on p as package play plays it:
// the log describes m, then perhaps Nimber's answer, one of the moves
// there, and the board shows the position after both.
func checkMoved[P interface {
	String() string
	Play(M) (P, error)
	Describe(M) string
	Moves() []M
}, M any](b *browser, p P, m M) {
	b.t.Helper()
	q, err := p.Play(m)
	if err != nil {
		b.t.Fatalf("%s: %v", p, err)
	}
	b.waitFor(`document.querySelector("#log li") !== null`)
	v := b.waitPlay()
	log := eval[[]string](b, 10*time.Second, `[...document.querySelectorAll("#log li")].map((li) => li.textContent)`)
	if want := "You: " + p.Describe(m); log[0] != want {
		b.t.Errorf("%s: the log says %q, want %q", p, log[0], want)
	}
	end := q
	if len(log) > 1 {
		i := slices.IndexFunc(q.Moves(), func(a M) bool { return "Nimber: "+q.Describe(a) == log[1] })
		if i < 0 {
			b.t.Fatalf("%s: Nimber's answer %q is no move of %s", p, log[1], q)
		}
		end, _ = q.Play(q.Moves()[i])
	}
	if v.Pos != end.String() || len(log) > 2 {
		b.t.Errorf("%s: the board shows %q after %q, want %q", p, v.Pos, log, end)
	}
}

// drag drags the element from to the element to with the mouse.
func (b *browser) drag(from, to string) {
	b.t.Helper()
	b.do(10*time.Second, chromedp.DragAndDrop(chromedp.CSS(from), chromedp.CSS(to)))
}

// TestBrowserPlayDragAndClick drags tricolore chips (set up and play) and
// plays a move by clicks on the cutting, splitting and jiangnan boards,
// checked against package play; refused drags and clicks change nothing
// and say why.
func TestBrowserPlayDragAndClick(t *testing.T) {
	b := newBrowser(t)
	t.Run("tricolore", func(t *testing.T) {
		b.t = t
		b.openPlay("tricolore", "6:0,3,9")
		b.drag(triCell(0, 3), triCell(0, 5)) // white to 5
		b.waitFor(`document.getElementById("board").dataset.pos === "6:0,5,9"`)
		b.drag(triCell(0, 0), triCell(0, 7)) // blue past white
		if msg := b.refusal(); !strings.Contains(msg, "blue < white < red must hold (7 5 9)") || b.waitPlay().Pos != "6:0,5,9" {
			t.Errorf("blue dragged past white: board %q, error %q", b.waitPlay().Pos, msg)
		}

		b.playMode()
		p, _ := play.ParseTricolore("6:0,5,9")
		b.drag(triCell(0, 9), triCell(0, 8)) // Bob's red, Alice to move
		_, err := p.Play(play.TriMove{Row: 0, Piece: play.Red, K: 1})
		if msg := b.refusal(); err == nil || msg != err.Error() || b.waitPlay().Pos != p.String() {
			t.Errorf("Alice drags red: board %q, error %q, want %v", b.waitPlay().Pos, msg, err)
		}
		b.drag(triCell(0, 5), triCell(0, 7)) // white and blue right by 2
		checkMoved(b, p, play.TriMove{Row: 0, Piece: play.BlueWhite, K: 2})
	})
	t.Run("cutting", func(t *testing.T) {
		b.t = t
		b.openPlay("cutting", "3x2,4x3,5x5")
		b.playMode()
		// A click on the first piece (3×2), on its vertical line 1.
		xy := eval[[]float64](b, 10*time.Second, `(() => {
			const el = document.querySelector('#board .paper-item[data-piece="0"] .paper');
			el.scrollIntoView({block: "center"});
			const r = el.getBoundingClientRect();
			return [r.left + el.clientLeft + el.clientWidth / 3, r.top + el.clientTop + el.clientHeight * 0.2];
		})()`)
		b.do(10*time.Second, chromedp.MouseClickXY(xy[0], xy[1]))
		p, _ := play.ParsePaper("3x2,4x3,5x5")
		checkMoved(b, p, play.CutMove{Piece: 0, Vertical: true, At: 1})
	})
	t.Run("splitting", func(t *testing.T) {
		b.t = t
		b.openPlay("splitting", "1,0,1,5")
		b.playMode()
		for _, x := range []int{0, 1} {
			sel := fmt.Sprintf(`#board .bottle[data-bottle="%d"]`, x)
			b.click(sel)
			b.waitFor(fmt.Sprintf(`document.querySelector(%s).classList.contains("picked")`, js(sel)))
		}
		b.click(`#board .bottle[data-bottle="2"]`)
		p, _ := play.ParseBottles("1,0,1,5")
		checkMoved(b, p, play.BeanMove{I: 0, J: 1, K: 2})
	})
	t.Run("jiangnan", func(t *testing.T) {
		b.t = t
		b.openPlay("jiangnan", "3:1,2,3,5")
		b.playMode()
		p, _ := play.ParsePiles("3:1,2,3,5")
		b.click(`#board .bottle[data-pile="0"]`) // one stone, fewer than F
		_, err := p.Play(play.SplitMove{Pile: 0, M: 2})
		if msg := b.refusal(); err == nil || msg != err.Error() {
			t.Errorf("a click on pile 1: error %q, want %v", msg, err)
		}
		b.click(`#board .bottle[data-pile="3"]`)
		b.waitFor(`document.getElementById("split-m") !== null`)
		eval[bool](b, 10*time.Second, `(() => { document.getElementById("split-m").value = "3"; return true; })()`)
		b.click("#split-go")
		checkMoved(b, p, play.SplitMove{Pile: 3, M: 3})
	})
}

// TestBrowserMoveNumbers checks that the numbers of the move list and the
// log are not clipped past 9 (issue 15 D10): each list's markers are inside
// its scrolling box, or its left padding holds the widest number.
func TestBrowserMoveNumbers(t *testing.T) {
	b := newBrowser(t)
	v := b.openPlay("spec", "sub:1-3/"+strings.Repeat("1,", 10)+"1")
	if len(v.Moves) < 10 {
		t.Fatalf("only %d winning moves: %v", len(v.Moves), v.Moves)
	}
	b.checkNumbers("#moves ol")
	for range 10 { // a log of ten moves, by clicks on the move list
		b.moveBy("#moves button.move")
		b.waitPlay()
	}
	b.checkNumbers("#log")
}

// checkNumbers fails unless the numbers of the list sel (of at least ten
// items) fit in its box.
func (b *browser) checkNumbers(sel string) {
	b.t.Helper()
	fits := eval[bool](b, 10*time.Second, fmt.Sprintf(`(() => {
		const ol = document.querySelector(%s);
		const items = ol.querySelectorAll("li");
		if (items.length < 10) return false;
		const li = items[items.length - 1], style = getComputedStyle(li);
		if (style.listStylePosition === "inside") return true;
		const ctx = document.createElement("canvas").getContext("2d");
		ctx.font = style.font;
		return parseFloat(getComputedStyle(ol).paddingLeft) >= ctx.measureText(items.length + ". ").width;
	})()`, js(sel)))
	if !fits {
		b.t.Errorf("%s: the numbers past 9 do not fit (or fewer than 10 items)", sel)
	}
}

// TestBrowserTallHeap plays a move far below the tokens drawn of a tall
// heap by typing how many to leave, and resizes a heap by typing in set-up
// (issue 15 D12).
func TestBrowserTallHeap(t *testing.T) {
	b := newBrowser(t)
	b.openPlay("nim", "100,7")
	typeCount := func(heap int, n string) {
		b.enterAt(fmt.Sprintf(`input.heap-size[data-heap="%d"]`, heap), n, "change")
	}
	typeCount(0, "250")
	b.waitFor(`document.getElementById("board").dataset.pos === "250,7"`)
	b.playMode()
	typeCount(0, "7")
	b.waitFor(`(document.querySelector("#log li") || {}).textContent === "You: heap 1: take 243"`)
	b.waitPlay()
	typeCount(0, "1000")
	if r := b.refusal(); r == "" {
		t.Error("leaving more tokens than the heap has was not refused")
	}
}

// TestBrowserPlayRedo plays two moves, undoes both and redoes them: the
// position and the log follow (issue 15 missing basics: undo/redo and a
// move log); a set-up edit undone leaves the log alone.
func TestBrowserPlayRedo(t *testing.T) {
	b := newBrowser(t)
	b.openPlay("nim", "1,2,4")
	logLen := func() int { return eval[int](b, 5*time.Second, `document.querySelectorAll("#log li").length`) }
	b.moveBy("#moves button.move")
	first := b.waitPlay().Pos
	b.moveBy("#moves button.move")
	second := b.waitPlay().Pos
	for _, want := range []struct {
		button, pos string
		log         int
	}{{"#undo", first, 1}, {"#undo", "1,2,4", 0}, {"#redo", first, 1}, {"#redo", second, 2}} {
		b.moveBy(want.button)
		if v := b.waitPlay(); v.Pos != want.pos || logLen() != want.log {
			t.Fatalf("after %s: position %s with %d log lines, want %s with %d", want.button, v.Pos, logLen(), want.pos, want.log)
		}
	}
	if !eval[bool](b, 5*time.Second, `document.getElementById("redo").disabled`) {
		t.Error("redo enabled with nothing to redo")
	}
	b.click(`input.heap-size[data-heap="0"]`)
	b.enterAt(`input.heap-size[data-heap="0"]`, "9", "change")
	// The edit reaches the page's handler on go-app's next turn: until
	// the board shows it, the analysis in place is the last move's.
	b.poll(`document.getElementById("board").dataset.pos.startsWith("9,") ? "yes" : ""`)
	b.waitPlay()
	b.moveBy("#undo")
	if v := b.waitPlay(); v.Pos != second || logLen() != 2 {
		t.Errorf("after undoing an edit: position %s with %d log lines, want %s with 2", v.Pos, logLen(), second)
	}
}

// TestBrowserPlayParts checks that a heap board shows each heap's value and
// how they make the sum's: their XOR for nim values (issue 15 missing
// basics).
func TestBrowserPlayParts(t *testing.T) {
	b := newBrowser(t)
	b.openPlay("nim", "1,2,4")
	if s := b.text("#verdict .parts"); s != "each heap: 1 ⊕ 2 ⊕ 4 = 7" {
		t.Errorf("nim 1,2,4: %q", s)
	}
	b.openPlay("spec", "0.07/5,8,3/conjunctive-normal")
	want := gamestest.Values(t, "0.07", "remoteness-normal", 8)
	if s := b.text("#verdict .parts"); s != fmt.Sprintf("each heap: %d, %d, %d", want[5], want[8], want[3]) {
		t.Errorf("0.07 conjunctive: %q, want the remoteness of 5, 8 and 3: %d, %d, %d", s, want[5], want[8], want[3])
	}
}

// TestBrowserPlayClickSpeed times clicks on a few boards from the click
// to the next frame painted after the board shows the new position (the
// worker plays or edits every position): set-up edits that alternate
// between two positions, and moves in play mode (timed to the user's move,
// before Nimber's reply). The figures are logged; only a clear regression
// of the immediate feel fails.
func TestBrowserPlayClickSpeed(t *testing.T) {
	b := newBrowser(t)
	cases := []struct {
		name, game, pos string
		play            bool
		clicks          []string // clicked in turn, round and round
	}{
		{"nim set-up", "nim", "5,7,3", false, []string{`#board .heap[data-heap="0"] .heap-tools button`}},
		{"tricolore set-up", "tricolore", "6:0,3,9;1,5,8;-2,4,11", false, []string{triCell(0, 10), triCell(0, 11)}},
		{"arraygame set-up", "arraygame", "12:1,5,6", false, []string{`#board .cell[data-cell="7"]`}},
		{"alicegame set-up", "alicegame", "2:1-3,6-9,12", false, []string{`#board .cell[data-cell="14"]`}},
		{"nim play", "nim", "9,9,9,9,9,9,9,9", true, []string{`#board .heap[data-heap="0"] .token[data-leave="8"]`}},
	}
	for _, c := range cases {
		b.openPlay(c.game, c.pos)
		if c.play {
			b.playMode()
		}
		if c.game == "tricolore" {
			b.pickChip("red")
		}
		var times []float64
		for i := range 12 {
			if c.play && i > 0 {
				b.moveBy("#undo") // back to the start, for the same move again
				b.waitPlay()
			}
			ms := eval[float64](b, 20*time.Second, fmt.Sprintf(`new Promise((resolve) => {
				const board = document.getElementById("board"), before = board.dataset.pos;
				const t0 = performance.now();
				const frame = () => board.dataset.pos !== before ?
					requestAnimationFrame(() => resolve(performance.now() - t0)) : requestAnimationFrame(frame);
				document.querySelector(%s).click();
				requestAnimationFrame(frame);
			})`, js(c.clicks[i%len(c.clicks)])))
			if i > 1 { // the first clicks warm the page and the worker up
				times = append(times, ms)
			}
			b.waitPlay()
		}
		sort.Float64s(times)
		t.Logf("click to redraw (%s): fastest %.1f ms, median %.1f ms, slowest %.1f ms over %d clicks",
			c.name, times[0], times[len(times)/2], times[len(times)-1], len(times))
		if times[len(times)/2] > 400 {
			t.Errorf("%s: click to redraw, median %.1f ms: a click must redraw at once", c.name, times[len(times)/2])
		}
	}
}

// logLines returns the lines of the play page's log.
func (b *browser) logLines() []string {
	b.t.Helper()
	return eval[[]string](b, 5*time.Second, `[...document.querySelectorAll("#log li")].map((li) => li.textContent)`)
}

// TestBrowserPlayUndoAfterMode plays a move, switches the mode (which
// starts the log afresh) and undoes the move: the page goes back to the
// position before it, and redo brings the move back into the log. (Undo
// emptied a log the mode switch had already emptied: the page's Go
// program died.)
func TestBrowserPlayUndoAfterMode(t *testing.T) {
	b := newBrowser(t)
	for _, mode := range []string{"#mode-setup", "#mode-play"} {
		start := b.openPlay("nim", "1,2,4")
		b.moveBy("#moves button.move")
		moved := b.waitPlay()
		said := b.logLines()
		b.click(mode)
		b.waitFor(`document.getElementById("log").hidden`)
		b.moveBy("#undo")
		if v := b.waitPlay(); v.Pos != start.Pos || len(b.logLines()) != 0 {
			t.Fatalf("%s then undo: position %s with log %q, want %s with no log", mode, v.Pos, b.logLines(), start.Pos)
		}
		b.moveBy("#redo")
		if v := b.waitPlay(); v.Pos != moved.Pos || !slices.Equal(b.logLines(), said) {
			t.Fatalf("%s, undo, redo: position %s with log %q, want %s with %q", mode, v.Pos, b.logLines(), moved.Pos, said)
		}
	}
}

// TestBrowserPlaySameRedraw asks again for the position shown (Set with
// the same text) on a conjunctive sum, where a turn moves in every heap,
// then clicks a token in play mode: the click is pending on the board
// drawn (its tokens taken, "Play these" enabled). (The redrawn board's tokens kept the first board's handlers, whose
// pending the page no longer draws.)
func TestBrowserPlaySameRedraw(t *testing.T) {
	b := newBrowser(t)
	const pos = "0.07/5,8,3/conjunctive-normal"
	b.openPlay("spec", pos)
	b.playMode()
	b.enter("pos", "  "+pos+" ", "input")
	b.click("#set-pos")
	b.waitFor(`document.getElementById("pos").value === ` + js(pos))
	b.waitPlay()
	b.click(`#board .heap[data-heap="1"] .token[data-leave="6"]`)
	b.waitFor(`document.querySelector('#board .heap[data-heap="1"] .token[data-leave="6"]').classList.contains("taken") &&
		!document.getElementById("play-pending").disabled`)
	b.waitFor(`document.querySelector("#board .bar.pending .hint").textContent.includes("heap 2: leave 6")`)
}

// TestBrowserPlayOverVerdict reaches positions without a move in play
// mode: after a set-up edit and after a typed position the verdict says
// the player to move cannot move and claims no win, as nobody won; after
// the user's last move it says the user won.
func TestBrowserPlayOverVerdict(t *testing.T) {
	b := newBrowser(t)
	const neutral = "Game over: the player to move cannot move, and loses."
	check := func(what, want string) {
		t.Helper()
		if v := b.waitPlay(); !v.Over || v.Headline != want {
			t.Errorf("nim %s %s, in play: headline %q (over %v), want %q", v.Pos, what, v.Headline, v.Over, want)
		}
	}
	b.openPlay("nim", "1")
	b.moveBy(`#board .heap[data-heap="0"] .token[data-leave="0"]`)
	b.playMode()
	check("after a set-up edit", neutral)
	b.enter("pos", "2", "input")
	b.moveBy("#set-pos")
	b.waitPlay()
	b.moveBy(`#board .heap[data-heap="0"] .token[data-leave="0"]`)
	check("after the user's move", "Game over: you win!")
	b.enter("pos", "0,0", "input")
	b.moveBy("#set-pos")
	check("typed", neutral)
}

// TestBrowserPlayChessSetUp places a piece and changes n on a chesslink
// board after moves: the other pieces stay where the moves left them (they
// jumped back to the start of the trail).
func TestBrowserPlayChessSetUp(t *testing.T) {
	b := newBrowser(t)
	const moved = "5:3,3,3/RgB" // the pieces at 4,2,4
	b.openPlay("chesslink", moved)
	b.enter("chess-n", "6", "change")
	b.waitFor(`document.getElementById("board").dataset.pos.startsWith("6:")`)
	if v := b.waitPlay(); v.Pos != "6:4,2,4" {
		t.Errorf("n changed to 6 at %s: %s, want 6:4,2,4", moved, v.Pos)
	}
	b.openPlay("chesslink", moved)
	b.moveBy(`#board .strip[data-piece="0"] .cell[data-cell="1"]`)
	if v := b.waitPlay(); v.Pos != "5:1,2,4" {
		t.Errorf("red placed on 1 at %s: %s, want 5:1,2,4", moved, v.Pos)
	}
}
