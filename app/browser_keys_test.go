//go:build !js

package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"nimber/solver/games"
	"nimber/solver/play"
)

// focused is the aria-label of the element with the focus, or its id.
func (b *browser) focused() string {
	b.t.Helper()
	return eval[string](b, 5*time.Second, `(() => {
		const el = document.activeElement;
		return el.getAttribute("aria-label") || "#" + el.id;
	})()`)
}

// keys presses the keys in turn.
func (b *browser) keys(keys ...string) {
	b.t.Helper()
	for _, k := range keys {
		b.do(5*time.Second, chromedp.KeyEvent(k))
	}
}

// keysTo presses the keys in turn, then waits until the focus is on the
// element labelled want (a click may move the focus a frame later).
func (b *browser) keysTo(want string, keys ...string) {
	b.t.Helper()
	b.keys(keys...)
	got := ""
	for range 50 {
		if got = b.focused(); got == want {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	b.t.Fatalf("after %q, the focus is on %q, want %q", keys, got, want)
}

// times is key pressed n times.
func times(n int, key string) []string {
	return slices.Repeat([]string{key}, n)
}

// tabToBoard presses Tab from the top of the page until a piece of the
// board has the focus, and returns its label.
func (b *browser) tabToBoard() string {
	b.t.Helper()
	eval[bool](b, 5*time.Second, `(document.activeElement.blur(), true)`)
	for range 60 {
		b.do(5*time.Second, chromedp.KeyEvent(kb.Tab))
		if eval[bool](b, 5*time.Second, `document.activeElement.matches("#board [data-key]")`) {
			return b.focused()
		}
	}
	b.t.Fatalf("60 Tabs never reached a piece of the board")
	return ""
}

// tabToBoardAt is tabToBoard, failing unless the piece reached is labelled
// want.
func (b *browser) tabToBoardAt(want string) {
	b.t.Helper()
	if got := b.tabToBoard(); got != want {
		b.t.Fatalf("Tab reached %q on the board, want %q", got, want)
	}
}

// keyPlayMode switches to play mode with the keyboard.
func (b *browser) keyPlayMode() {
	b.t.Helper()
	b.do(5*time.Second, chromedp.Focus(chromedp.CSS("#mode-play")), chromedp.KeyEvent(kb.Enter))
	b.waitFor(`document.getElementById("mode-play").className === "on"`)
}

// TestBrowserPlayKeys makes a move on every board by keyboard only: Tab to
// the board, the arrow keys, Home and End to a piece (each named by what a
// click on it does), Enter or Space to click it; the position changes as a
// click would change it (issue 15 missing basics: every control operable
// by keyboard).
func TestBrowserPlayKeys(t *testing.T) {
	b := newBrowser(t)
	run := func(name string, f func()) {
		t.Run(name, func(t *testing.T) {
			b.t = t
			f()
		})
	}
	// Heap boards, set up: a token cut down to, and the focus kept on the
	// board when its heap empties.
	for _, g := range []struct{ id, pos string }{{"nim", "1,2,4"}, {"notnim", "3,2,9"}, {"spec", "0.07/5,8,3"}, {"gamepack", "1,0,0,0/5,7,3"}} {
		run(g.id, func() {
			b.openPlay(g.id, g.pos)
			p, err := play.LookupGame(g.id).Parse(g.pos)
			if err != nil {
				t.Fatal(err)
			}
			h := p.Value().(*play.Heaps)
			noun := map[string]string{"notnim": "pile", "gamepack": "plate"}[g.id]
			if noun == "" {
				noun = "heap"
			}
			first := h.Heaps[0]
			b.tabToBoardAt(fmt.Sprintf("%s 1, token %d: leave %d", noun, first, first-1))
			b.keysTo(noun+" 1, token 1: leave 0", kb.End)
			b.keys(kb.Enter)
			q := *h
			q.Heaps = slices.Clone(h.Heaps)
			q.Heaps[0] = 0
			b.waitFor(`document.getElementById("board").dataset.pos === ` + js(q.String()))
			// The focus comes back to the board a frame after the new position.
			b.waitFor(`(document.activeElement.getAttribute("aria-label") || "").startsWith(` + js(noun+" 2, token ") + `)`)
		})
	}
	run("nim play", func() {
		b.openPlay("nim", "1,2,4")
		b.keyPlayMode()
		b.tabToBoardAt("heap 1, token 1: leave 0")
		b.keys(kb.ArrowRight, kb.ArrowRight)
		b.keysTo("heap 3, token 3: leave 2", kb.Home, kb.ArrowDown)
		b.keys(" ")
		p, _ := play.ParseNim("1,2,4")
		checkMoved(b, p, games.Move{{Heap: 2, To: []int{2}}})
	})
	run("focus left for the background", func() {
		// A keyboard user leaves the board for the page's background (the
		// focus goes to nothing, as a click there sends it); a move made from
		// the list, and Nimber's reply, redraw the board, which must not take
		// the focus back.
		b.openPlay("nim", "1,2,4")
		b.keyPlayMode()
		b.tabToBoardAt("heap 1, token 1: leave 0")
		b.keys(kb.ArrowRight)
		eval[bool](b, 5*time.Second, `(document.activeElement.blur(), true)`)
		eval[bool](b, 5*time.Second, `(document.querySelector("#moves button.move").click(), true)`)
		p, _ := play.ParseNim("1,2,4")
		b.waitFor(`document.getElementById("board").dataset.pos !== ` + js(p.String()))
		time.Sleep(500 * time.Millisecond)
		if got := b.focused(); strings.HasPrefix(got, "heap ") {
			t.Errorf("after a click away and a redraw the focus went back to the board, to %q", got)
		}
	})
	run("tricolore", func() {
		b.openPlay("tricolore", "6:0,3,9")
		b.do(5*time.Second, chromedp.Focus(chromedp.CSS("#tool-white")), chromedp.KeyEvent(kb.Enter))
		b.waitFor(`document.getElementById("tool-white").className === "on"`)
		b.tabToBoardAt("row 1, cell -2: place white here")
		b.keysTo("row 1, cell 5: place white here", times(7, kb.ArrowRight)...)
		b.keys(kb.Enter)
		b.waitFor(`document.getElementById("board").dataset.pos === "6:0,5,9"`)

		b.keyPlayMode()
		b.tabToBoard()
		b.keys(kb.Home)
		b.keysTo("row 1, cell 2: row 1: move blue right by 2", times(4, kb.ArrowRight)...)
		b.keys(kb.Enter)
		p, _ := play.ParseTricolore("6:0,5,9")
		checkMoved(b, p, play.TriMove{Row: 0, Piece: play.Blue, K: 2})
	})
	run("arraygame", func() {
		b.openPlay("arraygame", "12:1,5,6")
		b.keyPlayMode()
		b.tabToBoardAt("cell 1, white: pick it")
		b.keysTo("cell 12, black", kb.End)
		b.keys(kb.Home)
		b.keysTo("cell 5, white: pick it", times(4, kb.ArrowRight)...)
		b.keys(kb.Enter)
		b.waitFor(`document.querySelector('#board .cell[data-cell="5"]').classList.contains("selected")`)
		b.keys(kb.Home)
		b.keysTo("cell 10: play cell 5 with k = 2 (flips 5, 10)", times(9, kb.ArrowRight)...)
		b.keys(kb.Enter)
		p, _ := play.ParseCells("12:1,5,6")
		checkMoved(b, p, play.CellMove{X: 5, K: 2})
	})
	run("alicegame", func() {
		b.openPlay("alicegame", "2:1-3,6-9,12")
		b.keyPlayMode()
		// Cell 1 starts a segment of three: removing 1–2 is illegal, so
		// its label names no move.
		b.tabToBoardAt("cell 1, monster")
		b.keysTo("cell 7, monster: remove monsters 7–8", times(6, kb.ArrowRight)...)
		b.keys(kb.Enter)
		p, _ := play.ParseMonsters("2:1-3,6-9,12")
		checkMoved(b, p, play.MonsterMove{From: 7, To: 8})
	})
	run("chesslink", func() {
		b.openPlay("chesslink", "5:3,3,3/RgB")
		b.keyPlayMode()
		b.tabToBoardAt("red track, cell 1")
		b.keysTo("green track, cell 1: move green left (2 → 1)", kb.ArrowDown)
		b.keys(kb.Enter)
		p, _ := play.ParseChess("5:3,3,3/RgB")
		checkMoved(b, p, play.ChessMove{Piece: 1, Dir: -1})
	})
	run("cutting", func() {
		b.openPlay("cutting", "3x2,4x3,5x5")
		b.keyPlayMode()
		p, _ := play.ParsePaper("3x2,4x3,5x5")
		m := play.CutMove{Piece: 0, Vertical: true, At: 2}
		b.tabToBoard()
		b.keysTo(p.Describe(m), kb.ArrowRight)
		b.keys(kb.Enter)
		checkMoved(b, p, m)
	})
	run("splitting", func() {
		b.openPlay("splitting", "1,0,1,5")
		b.keyPlayMode()
		b.tabToBoardAt("bottle 0, 1 bean: take a bean from it")
		b.keysTo("bottle 1, 0 beans: add a bean to it", kb.Enter, kb.ArrowRight)
		b.keysTo("bottle 2, 1 bean: take a bean from bottle 0, add one to bottles 1 and 2", kb.Enter, kb.ArrowRight)
		b.keys(kb.Enter)
		p, _ := play.ParseBottles("1,0,1,5")
		checkMoved(b, p, play.BeanMove{I: 0, J: 1, K: 2})
	})
	run("jiangnan", func() {
		b.openPlay("jiangnan", "3:1,2,3,5")
		b.keyPlayMode()
		b.tabToBoardAt("pile 1, 1 stone: split it")
		b.keysTo("#split-m", kb.End, kb.Enter) // the chooser takes the focus
		b.keysTo("pile 4, 5 stones: split it", kb.Escape)
		b.waitFor(`document.getElementById("split-m") === null`)
		b.keysTo("#split-m", kb.Enter)
		b.keys(kb.ArrowUp, kb.Enter) // 2 piles, one more
		p, _ := play.ParsePiles("3:1,2,3,5")
		checkMoved(b, p, play.SplitMove{Pile: 3, M: 3})
	})
}

// TestBrowserMoveListFocus plays a move of the list by keyboard, against
// Nimber and in set-up: once the next position is analysed, the focus is
// on its list of moves again (it fell to the page's body when the button
// played was disabled while Nimber answered).
func TestBrowserMoveListFocus(t *testing.T) {
	b := newBrowser(t)
	for _, against := range []bool{false, true} {
		v := b.openPlay("nim", "1,5,7")
		if against {
			b.click("#mode-play")
		}
		eval[bool](b, 10*time.Second, `(() => { document.querySelector("#moves button.move").focus(); return true; })()`)
		b.do(5*time.Second, chromedp.KeyEvent(kb.Enter))
		b.poll(fmt.Sprintf(`document.getElementById("board").dataset.pos !== %s && document.activeElement !== document.body && document.activeElement.matches("#moves button.move, #pos") ? "yes" : ""`, js(v.Pos)))
	}
}
