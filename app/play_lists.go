package main

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/solver/play"
)

// The boards below are set up by clicks (add, resize, remove) but played
// from #moves (every winning move, or the longest-lasting one) and the text
// box: their moves do not map to one click.

// paperBoard draws a cutting position: its pieces of paper to scale.
type paperBoard struct{ p *play.Paper }

func wrapPaper(p *play.Paper) playBoard { return &paperBoard{p} }

func (b *paperBoard) text() string { return b.p.String() }

func (b *paperBoard) play(move string) (playBoard, string, error) {
	q, say, err := playJSON(b.p, move)
	return moved(q, say, err, wrapPaper)
}

func (b *paperBoard) view(ctl *boardCtl) app.UI {
	p := b.p
	edit := func(pieces [][2]int) func(app.Context, app.Event) {
		return func(ctx app.Context, _ app.Event) { ctl.set(ctx, (&play.Paper{Pieces: pieces}).String()) }
	}
	return app.Div().Class("papers").Body(
		app.Range(p.Pieces).Slice(func(i int) app.UI {
			s := p.Pieces[i]
			scale := min(10, 160/max(s[0], s[1]))
			return app.Div().Class("paper-item").DataSet("piece", i).Body(
				app.Div().Class("paper").Style("width", fmt.Sprintf("%dpx", max(8, s[0]*scale))).
					Style("height", fmt.Sprintf("%dpx", max(8, s[1]*scale))).
					Style("background-size", fmt.Sprintf("%dpx %dpx", scale, scale)),
				app.Span().Class("heap-size").Text(fmt.Sprintf("%d×%d", s[0], s[1])),
				app.If(!ctl.playing, app.Button().Class("quiet").Title("Remove").Text("×").
					OnClick(edit(slices.Delete(slices.Clone(p.Pieces), i, i+1)), ctl.key)),
			)
		}),
		app.If(!ctl.playing, app.Button().ID("add-piece").Class("quiet", "add-heap").Text("+ 4×3 piece").
			OnClick(edit(append(slices.Clone(p.Pieces), [2]int{4, 3})), ctl.key)),
	)
}

// bottlesBoard draws a splitting position: bottles with their beans.
type bottlesBoard struct{ p *play.Bottles }

func wrapBottles(p *play.Bottles) playBoard { return &bottlesBoard{p} }

func (b *bottlesBoard) text() string { return b.p.String() }

func (b *bottlesBoard) play(move string) (playBoard, string, error) {
	q, say, err := playJSON(b.p, move)
	return moved(q, say, err, wrapBottles)
}

func (b *bottlesBoard) view(ctl *boardCtl) app.UI {
	p := b.p
	edit := func(beans []int) func(app.Context, app.Event) {
		return func(ctx app.Context, _ app.Event) { ctl.set(ctx, heapList(beans)) }
	}
	resize := func(i, d int) func(app.Context, app.Event) {
		beans := slices.Clone(p.Beans)
		beans[i] = max(0, beans[i]+d)
		return edit(beans)
	}
	return app.Div().Class("heaps").Body(
		app.Range(p.Beans).Slice(func(i int) app.UI {
			return app.Div().Class("heap", "bottle").DataSet("bottle", i).Body(
				app.Div().Class("jar").Body(app.Span().Text(strconv.Itoa(p.Beans[i]))),
				app.Span().Class("heap-name").Text(fmt.Sprintf("bottle %d", i)),
				app.If(!ctl.playing, app.Div().Class("heap-tools").Body(
					app.Button().Class("quiet").Title("One bean more").Text("+").OnClick(resize(i, 1), ctl.key),
					app.Button().Class("quiet").Title("One bean less").Text("−").OnClick(resize(i, -1), ctl.key),
				)),
			)
		}),
		app.If(!ctl.playing && len(p.Beans) < play.MaxBottles, app.Button().ID("add-bottle").Class("quiet", "add-heap").
			Text("+ bottle").OnClick(edit(append(slices.Clone(p.Beans), 0)), ctl.key)),
	)
}

// pilesBoard draws a jiangnan position: F and the piles of stones.
type pilesBoard struct{ p *play.Piles }

func wrapPiles(p *play.Piles) playBoard { return &pilesBoard{p} }

func (b *pilesBoard) text() string { return b.p.String() }

func (b *pilesBoard) play(move string) (playBoard, string, error) {
	q, say, err := playJSON(b.p, move)
	return moved(q, say, err, wrapPiles)
}

func (b *pilesBoard) view(ctl *boardCtl) app.UI {
	p := b.p
	edit := func(f int, piles []int) func(app.Context, app.Event) {
		return func(ctx app.Context, _ app.Event) { ctl.set(ctx, strconv.Itoa(f)+":"+heapList(piles)) }
	}
	resize := func(i, d int) func(app.Context, app.Event) {
		piles := slices.Clone(p.Piles)
		if piles[i] += d; piles[i] == 0 {
			piles = slices.Delete(piles, i, i+1)
		}
		return edit(p.F, piles)
	}
	return app.Div().Body(
		app.Div().Class("bar", "board-tools").Body(
			app.Label().Class("field", "small").Body(
				app.Span().Text("F"),
				app.Input().ID("piles-f").Type("number").Min(1).Max(play.MaxSplitF).Value(p.F).Disabled(ctl.playing).
					OnChange(func(ctx app.Context, e app.Event) {
						f, _ := strconv.Atoi(ctx.JSSrc().Get("value").String())
						edit(f, p.Piles)(ctx, e)
					}, ctl.key),
			),
			app.Span().Class("hint").Text(fmt.Sprintf("a pile of at least %d stones splits into piles as even as possible", max(2, p.F))),
		),
		app.Div().Class("heaps").Body(
			app.Range(p.Piles).Slice(func(i int) app.UI {
				return app.Div().Class("heap", "bottle").DataSet("pile", i).Body(
					app.Div().Class("jar").Body(app.Span().Text(strconv.Itoa(p.Piles[i]))),
					app.Span().Class("heap-name").Text(fmt.Sprintf("pile %d", i+1)),
					app.If(!ctl.playing, app.Div().Class("heap-tools").Body(
						app.Button().Class("quiet").Title("One stone more").Text("+").OnClick(resize(i, 1), ctl.key),
						app.Button().Class("quiet").Title("One stone less").Text("−").OnClick(resize(i, -1), ctl.key),
					)),
				)
			}),
			app.If(!ctl.playing, app.Button().ID("add-pile").Class("quiet", "add-heap").
				Text("+ pile").OnClick(edit(p.F, append(slices.Clone(p.Piles), 4)), ctl.key)),
		),
	)
}
