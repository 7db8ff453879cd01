package usergame

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/bridge"
	"nimber/app/frame"
	"nimber/app/protocol"
)

// PlayBox plays a user's game (a Request): positions side by side
// (a sum), who wins, every winning move and every move, each a button that
// plays it; with "Nimber replies" on, Nimber answers each move (a winning
// one when there is one). The explorer's panel and the play page use it.
type PlayBox struct {
	Worker  func() *bridge.Worker // the page's worker (it changes on Cancel)
	game    Request
	verdict *protocol.Verdict
	Req     int
	nimber  bool // Nimber answers the player's moves
	replyTo int  // the request whose verdict Nimber answers
	log     []string
}

// Reset starts over with game g.
func (p *PlayBox) Reset(g Request) {
	*p = PlayBox{Worker: p.Worker, game: g, nimber: p.nimber}
}

// Ask asks who wins the sum of positions.
func (p *PlayBox) Ask(positions string) int {
	w := p.Worker()
	if w == nil || p.game.Code == "" {
		return 0
	}
	frame.Element("user-play-positions").Set("value", positions)
	p.Req = w.NewID()
	w.Post(protocol.Play{ID: p.Req, Game: p.game.Game(), Positions: positions})
	return p.Req
}

// move plays a move of the player's, then lets Nimber answer if asked to.
// play asks who wins from the positions typed, the log of a game before
// cleared.
func (p *PlayBox) play() {
	p.log = nil
	p.Ask(frame.FieldValue("user-play-positions"))
}

func (p *PlayBox) move(mv protocol.SumMove) {
	p.log = append(p.log, "You: "+mv.Say)
	if id := p.Ask(mv.After); p.nimber {
		p.replyTo = id
	}
}

// Receive takes a verdict, and reports whether it answers the request
// awaited (an earlier one's is dropped); Nimber plays when it is its turn.
func (p *PlayBox) Receive(m protocol.Verdict) bool {
	if m.ID != p.Req {
		return false
	}
	p.verdict = &m
	if m.ID != p.replyTo || len(m.All) == 0 {
		return true
	}
	mv := m.All[0]
	if len(m.Moves) > 0 {
		mv = m.Moves[0]
	}
	p.log = append(p.log, "Nimber: "+mv.Say)
	p.Ask(mv.After)
	return true
}

// verdictSay says who wins in the position of verdict v, and by how many
// winning moves.
func verdictSay(v *protocol.Verdict) string {
	switch {
	case v.Over:
		return "No move is left: the player to move loses."
	case !v.FirstWins:
		return "The player to move loses: every move leaves a winning position."
	case v.Count == 1:
		return "The player to move wins: 1 winning move."
	}
	return fmt.Sprintf("The player to move wins: %.0f winning moves.", v.Count)
}

func (p *PlayBox) Render() app.UI {
	v := p.verdict
	say := ""
	var wins, all []protocol.SumMove
	if v != nil {
		say, all = verdictSay(v), v.All
		if v.FirstWins {
			wins = v.Moves
		}
	}
	// moveButton plays mv. Its handler's scope is the move: go-app keeps a
	// reused button's first handler until the scope changes.
	moveButton := func(mv protocol.SumMove, class string) app.UI {
		return frame.El{Tag: "button", Class: class + " quiet", Attrs: []frame.Attr{{Name: "title", Value: "Play this move"}}, Data: []frame.Attr{{Name: "after", Value: mv.After}}, Text: mv.Say,
			On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, _ app.Event) { p.move(mv) }, Scope: []any{mv.After, mv.Say}}}}.Build()
	}
	return frame.El{
		Tag:   "div",
		ID:    "user-play-box",
		Class: "play",
		Body: []frame.El{
			{
				Tag:   "div",
				Class: "fields",
				Body: []frame.El{
					{
						Tag:   "label",
						Class: "field",
						Attrs: []frame.Attr{{Name: "title", Value: "Positions played side by side: 5 7 9 for three heaps, 3,5 for a pair"}},
						Body: []frame.El{
							{Tag: "span", Text: "Play from"},
							{Tag: "input", ID: "user-play-positions", Attrs: []frame.Attr{{Name: "type", Value: "text"}, {Name: "spellcheck", Value: "false"}, {Name: "placeholder", Value: "5 7 9, or 3,5"}}, On: []frame.Event{frame.OnEnter(func(app.Context) { p.play() })}},
						},
					},
					{Tag: "button", ID: "user-play", Class: "quiet", Text: "Who wins?", OnClick: func(app.Context, app.Event) { p.play() }},
					{
						Tag:   "label",
						Class: "field",
						Body: []frame.El{
							{Tag: "input", ID: "user-vs-nimber", Attrs: []frame.Attr{{Name: "type", Value: "checkbox"}, {Name: "checked", Value: p.nimber}}, On: []frame.Event{{Name: "change", Handler: func(ctx app.Context, e app.Event) { p.nimber = ctx.JSSrc().Get("checked").Bool() }}}},
							{Tag: "span", Text: "Nimber replies"},
						},
					},
				},
			},
			{Tag: "p", ID: "user-verdict", Data: []frame.Attr{{Name: "wins", Value: v != nil && v.FirstWins}}, Text: say},
			{Tag: "div", ID: "user-moves", Body: frame.Each(len(wins), func(i int) frame.El { return frame.El{UI: moveButton(wins[i], "user-move")} })},
			{
				Tag: "details",
				Body: []frame.El{
					{Tag: "summary", Text: fmt.Sprintf("Every move (%d)", len(all))},
					{Tag: "div", ID: "user-all-moves", Body: frame.Each(len(all), func(i int) frame.El { return frame.El{UI: moveButton(all[i], "user-any-move")} })},
				},
			},
			{Tag: "ol", ID: "user-play-log", Body: frame.Each(len(p.log), func(i int) frame.El { return frame.El{Tag: "li", Text: p.log[i]} })},
		},
	}.Build()
}
