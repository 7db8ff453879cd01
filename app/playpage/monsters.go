package playpage

import (
	"fmt"
	"slices"
	"sort"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/frame"
	"nimber/app/protocol"
)

// monstersBoard draws an alicegame position: a row of cells with monsters
// in segments, shown cellsShown at a time (the window's start is the tool).
// Set up: a click adds or removes a monster. Play: a click on a monster of
// a segment of at most k removes the segment; in a longer one it removes k
// monsters starting there.
type monstersBoard struct {
	p *protocol.MonstersBoard
}

func drawMonsters(d protocol.BoardData) playBoard { return &monstersBoard{d.Monsters} }

// segment returns the index of the segment holding cell x, or -1.
func (b *monstersBoard) segment(x int) int {
	return slices.IndexFunc(b.p.Segments, func(s []int) bool { return s[0] <= x && x <= s[1] })
}

func (b *monstersBoard) view(ctl *boardCtl) app.UI {
	p := b.p
	last := 1
	if n := len(p.Segments); n > 0 {
		last = p.Segments[n-1][1]
	}
	width := last + 3 // a few empty cells after the last monster, to add more
	start, end := window(ctl, width)
	cells := make([]app.UI, 0, end-start)
	for x := start + 1; x <= end; x++ {
		class := "cell empty"
		if b.segment(x) >= 0 {
			class = "cell monster"
		}
		cells = append(cells, cell(ctl, x, x == start+1, class, b.label(ctl, x), b.click))
	}
	return frame.El{
		Tag: "div",
		Body: []frame.El{
			{
				Tag:   "div",
				Class: "bar board-tools",
				Body: []frame.El{
					sizeField(ctl, "k", "monsters-k", 2, p.MaxK, p.K, func(ctx app.Context, k int) {
						ctl.set(ctx, protocol.BoardData{Monsters: &protocol.MonstersBoard{K: k, Segments: p.Segments, Play: p.Play}})
					}),
					{UI: choice(ctl, "play", "Play", misereTitle, p.Plays, p.Play, func(ctx app.Context, name string) {
						ctl.set(ctx, protocol.BoardData{Monsters: &protocol.MonstersBoard{K: p.K, Segments: p.Segments, Play: name}})
					})},
					scrollButton(ctl, start, width, -cellsShown),
					scrollButton(ctl, start, width, cellsShown),
					{Tag: "span", Class: "hint", Text: fmt.Sprintf("%s · cells %d–%d", frame.Count(len(p.Segments), "segment"), start+1, end)},
				},
			},
			{Tag: "div", Class: "cells monsters", Data: []frame.Attr{{Name: "keys", Value: keyRow}}, Children: cells},
		},
	}.Build()
}

// move is the move of a click on monster x of segment i: the whole segment
// when it has at most k monsters, else k monsters from x on.
func (b *monstersBoard) move(i, x int) protocol.BoardMove {
	if s := b.p.Segments[i]; s[1]-s[0]+1 <= b.p.K {
		return protocol.BoardMove{Monster: &protocol.MonsterMove{From: s[0], To: s[1]}}
	}
	return protocol.BoardMove{Monster: &protocol.MonsterMove{From: x, To: x + b.p.K - 1}}
}

// label says what a click on cell x does.
func (b *monstersBoard) label(ctl *boardCtl, x int) string {
	i := b.segment(x)
	switch {
	case !ctl.playing && i >= 0:
		return fmt.Sprintf("cell %d, monster: remove it", x)
	case !ctl.playing:
		return fmt.Sprintf("cell %d, empty: add a monster", x)
	case i >= 0:
		if say, ok := ctl.say(b.move(i, x)); ok {
			return fmt.Sprintf("cell %d, monster: %s", x, say)
		}
		return fmt.Sprintf("cell %d, monster", x)
	}
	return fmt.Sprintf("cell %d, empty", x)
}

func (b *monstersBoard) click(ctx app.Context, ctl *boardCtl, x int) {
	p := b.p
	i := b.segment(x)
	if !ctl.playing {
		q := *p
		q.Segments = slices.Clone(p.Segments)
		if i >= 0 {
			s := q.Segments[i]
			q.Segments = slices.Delete(q.Segments, i, i+1)
			for _, part := range [][]int{{s[0], x - 1}, {x + 1, s[1]}} {
				if part[0] <= part[1] {
					q.Segments = append(q.Segments, part)
				}
			}
		} else {
			q.Segments = append(q.Segments, []int{x, x})
		}
		// sort.Slice: see heapBoard.click.
		sort.Slice(q.Segments, func(i, j int) bool { return q.Segments[i][0] < q.Segments[j][0] })
		ctl.set(ctx, protocol.BoardData{Monsters: &q})
		return
	}
	if i < 0 {
		ctl.refuse(ctx, fmt.Sprintf("there is no monster on cell %d", x))
		return
	}
	ctl.move(ctx, b.move(i, x))
}
