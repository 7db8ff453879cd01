package playpage

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/frame"
	"nimber/app/protocol"
)

const heapHelp = "Set up: click a token to cut the heap down to it, or type its size; + and − resize, × removes. " +
	"Play: click a token to take it and every token above it, or type how many tokens to leave."

// heapBoard draws a heap position (Nim, NotNim, a spec game, GamePack) as
// stacks of tokens. Under a sum whose turn moves in several heaps, clicks
// in play mode gather the changes (pending) until "Play these".
type heapBoard struct {
	p       *protocol.HeapBoard
	pending []protocol.HeapChange
}

func drawHeaps(d protocol.BoardData) playBoard { return &heapBoard{p: d.Heaps} }

// heapDrawn is the most tokens drawn in a heap: taller heaps show their top.
const heapDrawn = 24

// setHeaps hands ctl the position with other heaps.
func (b *heapBoard) setHeaps(ctx app.Context, ctl *boardCtl, heaps []int) {
	q := *b.p
	q.Heaps = heaps
	ctl.set(ctx, protocol.BoardData{Heaps: &q})
}

// try plays the changes m.
func (b *heapBoard) try(ctx app.Context, ctl *boardCtl, m []protocol.HeapChange) {
	ctl.move(ctx, protocol.BoardMove{Heaps: m})
}

func (b *heapBoard) view(ctl *boardCtl) app.UI {
	p, noun := b.p, b.p.Noun
	return frame.El{
		Tag: "div",
		Body: []frame.El{
			{UI: b.controls(ctl)},
			{
				Tag:   "div",
				Class: "heaps",
				Body: append(
					frame.Each(len(p.Heaps), func(i int) frame.El { return frame.El{UI: b.heap(ctl, i, noun)} }),
					frame.If(!ctl.playing, frame.El{Tag: "button", ID: "add-heap", Class: "quiet add-heap", Text: "+ " + noun, On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, _ app.Event) {
						b.setHeaps(ctx, ctl, append(slices.Clone(p.Heaps), 3))
					}, Scope: []any{ctl.key}}}}),
				),
			},
			frame.If(ctl.playing && !p.OneHeap, frame.El{
				Tag:   "div",
				Class: "bar pending",
				Body: []frame.El{
					{Tag: "span", Class: "hint", Text: b.pendingText()},
					{Tag: "button", ID: "play-pending", Class: "primary", Attrs: []frame.Attr{{Name: "disabled", Value: len(b.pending) == 0}}, Text: "Play these", On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, _ app.Event) {
						m := b.pending
						b.pending = nil
						b.try(ctx, ctl, m)
					}, Scope: []any{ctl.key}}}},
				},
			}),
		},
	}.Build()
}

func (b *heapBoard) pendingText() string {
	if len(b.pending) == 0 {
		return "A turn here moves in several heaps: click a token in each, then play them together."
	}
	parts := make([]string, len(b.pending))
	for i, c := range b.pending {
		parts[i] = fmt.Sprintf("%s %d: leave %d", b.p.Noun, c.Heap+1, c.To[0])
	}
	return "This turn: " + strings.Join(parts, "; ") + "."
}

// controls are the game's parameters: the spec and convention of a spec
// board, the play of Nim and NotNim, A B C D of GamePack.
func (b *heapBoard) controls(ctl *boardCtl) app.UI {
	p := b.p
	// edit hands ctl the position with the game, convention or parameters
	// changed by change.
	edit := func(ctx app.Context, change func(q *protocol.HeapBoard)) {
		q := *p
		q.Pack = slices.Clone(p.Pack)
		change(&q)
		ctl.set(ctx, protocol.BoardData{Heaps: &q})
	}
	// choose is a select of choices (see choice) whose change sets the
	// position's field with set.
	choose := func(id, label, title string, choices []protocol.Choice, current string, set func(q *protocol.HeapBoard, name string)) app.UI {
		return choice(ctl, id, label, title, choices, current, func(ctx app.Context, name string) {
			edit(ctx, func(q *protocol.HeapBoard) { set(q, name) })
		})
	}
	switch {
	case p.Spec != "" || len(p.Plays) > 0:
		return frame.El{
			Tag:   "div",
			Class: "bar board-tools",
			Body: []frame.El{
				frame.If(p.Spec != "", frame.El{
					Tag:   "label",
					Class: "field spec",
					Body: []frame.El{
						{Tag: "span", Text: "Game"},
						{Tag: "input", ID: "spec-game", Attrs: []frame.Attr{{Name: "type", Value: "text"}, {Name: "value", Value: p.Spec}, {Name: "spellcheck", Value: "false"}, {Name: "disabled", Value: ctl.playing}}, On: []frame.Event{{Name: "change", Handler: func(ctx app.Context, _ app.Event) {
							spec := strings.TrimSpace(frame.InputValue(ctx.JSSrc()))
							edit(ctx, func(q *protocol.HeapBoard) { q.Spec = spec })
						}, Scope: []any{ctl.key}}}},
					},
				}),
				frame.If(len(p.Sums) > 0, frame.El{UI: choose("conv", "Sum", "", p.Sums, p.Sum, func(q *protocol.HeapBoard, name string) { q.Sum = name })}),
				frame.If(len(p.Plays) > 0, frame.El{UI: choose("play", "Play", misereTitle, p.Plays, p.Play,
					func(q *protocol.HeapBoard, name string) { q.Play = name })}),
			},
		}.Build()
	case p.Pack != nil:
		return frame.El{
			Tag:   "div",
			Class: "bar board-tools",
			Body: append(
				frame.Each(len(p.Params), func(i int) frame.El {
					param := p.Params[i]
					return frame.El{
						Tag:   "label",
						Class: "field small",
						Body: []frame.El{
							{Tag: "span", Text: param.Name},
							{
								Tag:   "select",
								ID:    "pack-" + strings.ToLower(param.Name),
								Attrs: []frame.Attr{{Name: "disabled", Value: ctl.playing}},
								Body: frame.Each(param.Choices, func(v int) frame.El {
									return frame.El{Tag: "option", Attrs: []frame.Attr{{Name: "value", Value: v}, {Name: "selected", Value: v == p.Pack[i]}}, Text: strconv.Itoa(v)}
								}),
								On: []frame.Event{{Name: "change", Handler: func(ctx app.Context, _ app.Event) {
									v, _ := strconv.Atoi(frame.InputValue(ctx.JSSrc()))
									edit(ctx, func(q *protocol.HeapBoard) { q.Pack[i] = v })
								}, Scope: []any{ctl.key}}},
							},
						},
					}
				}),
				frame.El{Tag: "span", Class: "hint", Text: p.PackSays},
			),
		}.Build()
	}
	return app.Text("")
}

// choice is a select of a board's choices, id spec-ID, labelled label (and
// title), whose change calls set with the name chosen; disabled in play.
func choice(ctl *boardCtl, id, label, title string, choices []protocol.Choice, current string, set func(ctx app.Context, name string)) app.UI {
	return frame.El{
		Tag:   "label",
		Class: "field " + id,
		Attrs: []frame.Attr{{Name: "title", Value: title}},
		Body: []frame.El{
			{Tag: "span", Text: label},
			{
				Tag:   "select",
				ID:    "spec-" + id,
				Attrs: []frame.Attr{{Name: "disabled", Value: ctl.playing}},
				Body: frame.Each(len(choices), func(i int) frame.El {
					c := choices[i]
					return frame.El{Tag: "option", Attrs: []frame.Attr{{Name: "value", Value: c.Name}, {Name: "selected", Value: c.Name == current}}, Text: c.Label}
				}),
				On: []frame.Event{{Name: "change", Handler: func(ctx app.Context, _ app.Event) {
					set(ctx, frame.InputValue(ctx.JSSrc()))
				}, Scope: []any{ctl.key}}},
			},
		},
	}.Build()
}

// misereTitle explains the Play choice's misère play.
const misereTitle = "Misère play: whoever makes the last move loses"

// heap draws heap i as a stack of tokens, the top ones when it is tall.
func (b *heapBoard) heap(ctl *boardCtl, i int, noun string) app.UI {
	h := b.p.Heaps[i]
	low := max(0, h-heapDrawn) // tokens below the ones drawn
	chosen := -1
	for _, c := range b.pending {
		if c.Heap == i && len(c.To) == 1 {
			chosen = c.To[0]
		}
	}
	var tokens []app.UI
	for t := h - 1; t >= low; t-- {
		class := "token"
		if chosen >= 0 && t >= chosen {
			class += " taken"
		}
		label := fmt.Sprintf("%s %d, token %d: leave %d", noun, i+1, t+1, t)
		tokens = append(tokens, piece(frame.El{Tag: "span", Class: class, Attrs: []frame.Attr{{Name: "title", Value: fmt.Sprintf("leave %d", t)}}, Data: []frame.Attr{{Name: "leave", Value: t}},
			On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, _ app.Event) { b.click(ctx, ctl, i, t) }, Scope: []any{ctl.key}}}}, t == h-1, label).Build())
	}
	if low > 0 {
		tokens = append(tokens, frame.El{Tag: "span", Class: "more", Text: fmt.Sprintf("+%d", low)}.Build())
	}
	resize := func(d int) func(app.Context, app.Event) {
		return func(ctx app.Context, _ app.Event) {
			heaps := slices.Clone(b.p.Heaps)
			heaps[i] = max(0, heaps[i]+d)
			b.setHeaps(ctx, ctl, heaps)
		}
	}
	return frame.El{
		Tag:   "div",
		Class: "heap",
		Data:  []frame.Attr{{Name: "heap", Value: i}},
		Body: []frame.El{
			{Tag: "div", Class: "stack", Data: []frame.Attr{{Name: "keys", Value: keyColumn}}, Children: tokens},
			{Tag: "input", Class: "heap-size",
				Attrs: []frame.Attr{{Name: "type", Value: "number"}, {Name: "min", Value: 0}, {Name: "value", Value: h},
					{Name: "aria-label", Value: fmt.Sprintf("%s %d: tokens (type fewer to leave that many)", noun, i+1)},
					{Name: "title", Value: "Type a number of tokens: in play, the number to leave (every count, past the tokens drawn)"}},
				Data: []frame.Attr{{Name: "heap", Value: i}},
				On: []frame.Event{{Name: "change", Handler: func(ctx app.Context, _ app.Event) {
					t, err := strconv.Atoi(strings.TrimSpace(frame.InputValue(ctx.JSSrc())))
					if err != nil || t < 0 {
						ctl.refuse(ctx, fmt.Sprintf("%s %d: type a number of tokens, 0 or more", noun, i+1))
						return
					}
					b.click(ctx, ctl, i, t)
				}, Scope: []any{ctl.key}}}},
			{Tag: "span", Class: "heap-name", Text: fmt.Sprintf("%s %d", noun, i+1)},
			frame.If(!ctl.playing, frame.El{
				Tag:   "div",
				Class: "heap-tools",
				Body: []frame.El{
					{Tag: "button", Class: "quiet", Attrs: []frame.Attr{{Name: "title", Value: "One token more"}}, Text: "+", On: []frame.Event{{Name: "click", Handler: resize(1), Scope: []any{ctl.key}}}},
					{Tag: "button", Class: "quiet", Attrs: []frame.Attr{{Name: "title", Value: "One token less"}}, Text: "−", On: []frame.Event{{Name: "click", Handler: resize(-1), Scope: []any{ctl.key}}}},
					{Tag: "button", Class: "quiet", Attrs: []frame.Attr{{Name: "title", Value: "Remove"}}, Text: "×", On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, _ app.Event) {
						b.setHeaps(ctx, ctl, slices.Delete(slices.Clone(b.p.Heaps), i, i+1))
					}, Scope: []any{ctl.key}}}},
				},
			}),
		},
	}.Build()
}

// click handles a click on the token that leaves t tokens in heap i.
func (b *heapBoard) click(ctx app.Context, ctl *boardCtl, i, t int) {
	if !ctl.playing {
		heaps := slices.Clone(b.p.Heaps)
		heaps[i] = t
		b.setHeaps(ctx, ctl, heaps)
		return
	}
	change := protocol.HeapChange{Heap: i, To: []int{t}}
	if !b.p.OneHeap {
		b.pending = slices.DeleteFunc(b.pending, func(c protocol.HeapChange) bool { return c.Heap == i })
		b.pending = append(b.pending, change)
		// sort.Slice is linked by go-app already; slices.SortFunc would add
		// a sort of its own for this element type to the page's wasm.
		sort.Slice(b.pending, func(x, y int) bool { return b.pending[x].Heap < b.pending[y].Heap })
		return
	}
	b.try(ctx, ctl, []protocol.HeapChange{change})
}
