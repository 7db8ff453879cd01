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
