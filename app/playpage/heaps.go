package playpage

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/solver/gamepack"
	"nimber/solver/games"
	"nimber/solver/play"
	"nimber/solver/sums"
)

const heapHelp = "Set up: click a token to cut the heap down to it, or type its size; + and − resize, × removes. " +
	"Play: click a token to take it and every token above it, or type how many tokens to leave."

// heapBoard draws a heap position (Nim, NotNim, a spec game, GamePack) as
// stacks of tokens. Under a sum whose turn moves in several heaps, clicks
// in play mode gather the changes (pending) until "Play these".
type heapBoard struct {
	boardOn[*play.Heaps, play.HeapMove]
	pending games.Move
}

func wrapHeaps(p *play.Heaps) playBoard {
	return &heapBoard{boardOn: boardOn[*play.Heaps, play.HeapMove]{p, wrapHeaps}}
}

// heapDrawn is the most tokens drawn in a heap: taller heaps show their top.
const heapDrawn = 24

// oneHeapTurns reports whether a turn moves in exactly one heap.
func (b *heapBoard) oneHeapTurns() bool {
	return b.p.Conv.Sum == sums.Disjunctive || b.p.Conv.Sum == sums.DiminishedDisjunctive
}

// withHeaps is the text of the position with other heaps (and perhaps
// another game or convention, given as the parts of a spec board's text).
func (b *heapBoard) withHeaps(heaps []int) string {
	q := *b.p
	q.Heaps = heaps
	return q.String()
}

func (b *heapBoard) view(ctl *boardCtl) app.UI {
	p := b.p
	noun := map[play.HeapBoard]string{play.NotNim: "pile", play.GamePack: "plate"}[p.Board]
	if noun == "" {
		noun = "heap"
	}
	return app.Div().Body(
		b.controls(ctl),
		app.Div().Class("heaps").Body(
			app.Range(p.Heaps).Slice(func(i int) app.UI { return b.heap(ctl, i, noun) }),
			app.If(!ctl.playing, app.Button().ID("add-heap").Class("quiet", "add-heap").Text("+ "+noun).
				OnClick(func(ctx app.Context, _ app.Event) {
					ctl.set(ctx, b.withHeaps(append(slices.Clone(p.Heaps), 3)))
				}, ctl.key)),
		),
		app.If(ctl.playing && !b.oneHeapTurns(), app.Div().Class("bar", "pending").Body(
			app.Span().Class("hint").Text(b.pendingText()),
			app.Button().ID("play-pending").Class("primary").Disabled(len(b.pending) == 0).Text("Play these").
				OnClick(func(ctx app.Context, _ app.Event) {
					m := b.pending
					b.pending = nil
					b.try(ctx, ctl, m)
				}, ctl.key),
		)),
	)
}

func (b *heapBoard) pendingText() string {
	if len(b.pending) == 0 {
		return "A turn here moves in several heaps: click a token in each, then play them together."
	}
	return "This turn: " + b.p.Describe(b.pending) + "."
}

// controls are the game's parameters: the spec and convention of a spec
// board, A B C D of GamePack.
func (b *heapBoard) controls(ctl *boardCtl) app.UI {
	p := b.p
	switch {
	case p.Board == play.Spec:
		conv := p.Conv.String()
		withConv := func(c sums.Convention) string { return p.Game.String() + "/" + heapList(p.Heaps) + "/" + c.String() }
		return app.Div().Class("bar", "board-tools").Body(
			app.Label().Class("field", "spec").Body(
				app.Span().Text("Game"),
				app.Input().ID("spec-game").Type("text").Value(p.Game.String()).Spellcheck(false).Disabled(ctl.playing).
					OnChange(func(ctx app.Context, _ app.Event) {
						spec := strings.TrimSpace(ctx.JSSrc().Get("value").String())
						ctl.set(ctx, spec+"/"+heapList(p.Heaps)+"/"+conv)
					}, ctl.key),
			),
			app.Label().Class("field", "conv").Body(
				app.Span().Text("Sum"),
				app.Select().ID("spec-conv").Disabled(ctl.playing).OnChange(func(ctx app.Context, _ app.Event) {
					sum := sums.Sum(atoi(ctx.JSSrc().Get("value").String()))
					ctl.set(ctx, withConv(sums.Convention{Sum: sum, Play: p.Conv.Play}))
				}, ctl.key).Body(
					app.Range(allSums).Slice(func(i int) app.UI {
						return app.Option().Value(int(allSums[i])).Text(games.SumLabel(allSums[i])).Selected(allSums[i] == p.Conv.Sum)
					}),
				),
			),
			app.Label().Class("field", "play").Title("Misère play: whoever makes the last move loses").Body(
				app.Span().Text("Play"),
				app.Select().ID("spec-play").Disabled(ctl.playing).OnChange(func(ctx app.Context, _ app.Event) {
					pl := sums.Play(atoi(ctx.JSSrc().Get("value").String()))
					ctl.set(ctx, withConv(sums.Convention{Sum: p.Conv.Sum, Play: pl}))
				}, ctl.key).Body(
					app.Range(plays).Slice(func(i int) app.UI {
						return app.Option().Value(int(plays[i])).Text(games.PlayLabel(plays[i])).Selected(plays[i] == p.Conv.Play)
					}),
				),
			),
		)
	case p.Board == play.GamePack:
		return app.Div().Class("bar", "board-tools").Body(
			app.Range(p.Pack[:]).Slice(func(i int) app.UI {
				param := gamepack.Params[i]
				return app.Label().Class("field", "small").Body(
					app.Span().Text(param.Name),
					app.Select().ID("pack-"+strings.ToLower(param.Name)).Disabled(ctl.playing).
						OnChange(func(ctx app.Context, _ app.Event) {
							v, _ := strconv.Atoi(ctx.JSSrc().Get("value").String())
							pack := p.Pack
							pack[i] = v
							ctl.set(ctx, fmt.Sprintf("%d,%d,%d,%d/%s", pack[0], pack[1], pack[2], pack[3], heapList(p.Heaps)))
						}, ctl.key).Body(
						app.Range(param.Choices).Slice(func(v int) app.UI {
							return app.Option().Value(v).Text(strconv.Itoa(v)).Selected(v == p.Pack[i])
						}),
					),
				)
			}),
			app.Span().Class("hint").Text(p.Pack.Describe()),
		)
	}
	return app.Text("")
}

// allSums are the ways of summing heaps, in sums.All's order.
var allSums = func() []sums.Sum {
	var all []sums.Sum
	for _, c := range sums.All() {
		if c.Play == sums.Normal {
			all = append(all, c.Sum)
		}
	}
	return all
}()

// plays are normal and misère play.
var plays = []sums.Play{sums.Normal, sums.Misere}

// atoi reads a select's value, 0 when it is not a number.
func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// heapList is heap sizes as the text form lists them.
func heapList(heaps []int) string {
	parts := make([]string, len(heaps))
	for i, h := range heaps {
		parts[i] = strconv.Itoa(h)
	}
	return strings.Join(parts, ",")
}

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
		tokens = append(tokens, piece(app.Span().Class(class).DataSet("leave", t).Title(fmt.Sprintf("leave %d", t)), t == h-1, label).
			OnClick(func(ctx app.Context, _ app.Event) { b.click(ctx, ctl, i, t) }, ctl.key))
	}
	if low > 0 {
		tokens = append(tokens, app.Span().Class("more").Text(fmt.Sprintf("+%d", low)))
	}
	resize := func(d int) func(app.Context, app.Event) {
		return func(ctx app.Context, _ app.Event) {
			heaps := slices.Clone(b.p.Heaps)
			heaps[i] = max(0, heaps[i]+d)
			ctl.set(ctx, b.withHeaps(heaps))
		}
	}
	return app.Div().Class("heap").DataSet("heap", i).Body(
		app.Div().Class("stack").DataSet("keys", keyColumn).Body(tokens...),
		app.Input().Class("heap-size").Type("number").Min(0).Value(h).DataSet("heap", i).
			Aria("label", fmt.Sprintf("%s %d: tokens (type fewer to leave that many)", noun, i+1)).
			Title("Type a number of tokens: in play, the number to leave (every count, past the tokens drawn)").
			OnChange(func(ctx app.Context, _ app.Event) {
				t, err := strconv.Atoi(strings.TrimSpace(ctx.JSSrc().Get("value").String()))
				if err != nil || t < 0 {
					ctl.refuse(ctx, fmt.Sprintf("%s %d: type a number of tokens, 0 or more", noun, i+1))
					return
				}
				b.click(ctx, ctl, i, t)
			}, ctl.key),
		app.Span().Class("heap-name").Text(fmt.Sprintf("%s %d", noun, i+1)),
		app.If(!ctl.playing, app.Div().Class("heap-tools").Body(
			app.Button().Class("quiet").Title("One token more").Text("+").OnClick(resize(1), ctl.key),
			app.Button().Class("quiet").Title("One token less").Text("−").OnClick(resize(-1), ctl.key),
			app.Button().Class("quiet").Title("Remove").Text("×").OnClick(func(ctx app.Context, _ app.Event) {
				ctl.set(ctx, b.withHeaps(slices.Delete(slices.Clone(b.p.Heaps), i, i+1)))
			}, ctl.key),
		)),
	)
}

// click handles a click on the token that leaves t tokens in heap i.
func (b *heapBoard) click(ctx app.Context, ctl *boardCtl, i, t int) {
	if !ctl.playing {
		heaps := slices.Clone(b.p.Heaps)
		heaps[i] = t
		ctl.set(ctx, b.withHeaps(heaps))
		return
	}
	change := games.Change{Heap: i, To: []int{t}}
	if !b.oneHeapTurns() {
		b.pending = slices.DeleteFunc(b.pending, func(c games.Change) bool { return c.Heap == i })
		b.pending = append(b.pending, change)
		slices.SortFunc(b.pending, func(x, y games.Change) int { return x.Heap - y.Heap })
		return
	}
	b.try(ctx, ctl, games.Move{change})
}
