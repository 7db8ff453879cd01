// Package playpage is the play page ("/play"): a board for each game of
// package play, the analysis of the position (who wins, every winning move)
// and Nimber's replies; and a user's own game opened from the explorer.
package playpage

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/bridge"
	"nimber/app/frame"
	"nimber/app/protocol"
)

// Page is the play page at "/play": pick a game, set up a position on
// its board (by clicks or as text), see who wins and every winning move,
// and play it out against Nimber. The page is a UI: it sends every click,
// edit and typed position to the solver worker, which reads, plays and
// checks it, answers with the board (protocol.Board, at once) and then
// the analysis of the position, with Nimber's reply.
//
// The address carries the game and the position (?game=tricolore&pos=...),
// so a link restores the same board.
type Page struct {
	app.Compo

	jobs

	kind    *boardKind
	cur     *protocol.Board   // the position shown, nil until the worker's first answer
	board   playBoard         // cur drawn
	drawn   int               // how many times show drew a board: a new board's handlers replace the last one's
	legal   map[string]string // cur's legal moves described, by moveKey
	asking  *asking           // the request whose board is awaited, nil when none
	sel     int               // the board's pending selection (boardCtl.sel)
	tool    int               // the board's set-up tool (boardCtl.tool)
	history []playedMove      // the undo stack, latest last
	redo    []playedMove      // the moves undone, the next to redo last
	an      *protocol.Analysis

	playing    bool      // play mode: clicks are moves and Nimber answers
	nimberNext bool      // Nimber answers once the analysis of the position arrives
	listFocus  bool      // a move of the list was played: the focus goes back to the list
	textError  string    // why the typed position was not read
	moveError  string    // why the last click was refused
	logFrom    int       // the log shows the moves of history from this entry on
	keys       boardKeys // the keyboard on the board's pieces
}

// asking is a request sent to the worker about the position: what it is
// (which says what a refusal means), its id and text, and for a move, who
// plays it. A request made while no worker runs waits in Page.asking
// until one starts.
type asking struct {
	what   askKind
	id     int
	req    protocol.Position
	nimber bool
}

// The kinds of requests.
type askKind int

const (
	askPick askKind = iota // a game picked, or the address: a bad text shows the example
	askText                // a position typed
	askEdit                // a set-up edit
	askMove                // a move, the user's or Nimber's
	askStep                // undo or redo: a position played before
)

// playedMove is an entry of the undo and redo stacks: the positions before
// and after a move or a set-up edit, its line in the log ("" for an edit),
// and who played it.
type playedMove struct {
	before, after string
	say           string
	nimber        bool
}

func (c *Page) OnPreRender(ctx app.Context) {
	c.setInfo(ctx)
}

func (c *Page) OnMount(ctx app.Context) {
	c.Mount(ctx, c.startWorker)
	frame.Ready()
}

func (c *Page) OnNav(ctx app.Context) {
	q := ctx.Page().URL().Query()
	k := lookupBoard(q.Get("game"))
	text := q.Get("pos")
	if k == nil {
		k = &BoardKinds[0]
		text = ""
	}
	c.pick(ctx, k, text)
	c.AddressNote = ""
	if game := q.Get("game"); game != "" && game != k.ID {
		c.AddressNote = fmt.Sprintf("The address asks for game %q, which the play page does not have: showing %s. "+
			"Pick a game below.", game, k.Name)
	}
}

func (c *Page) OnDismount() { c.Dismount() }

// OnAppUpdate offers to reload once a new build is installed (the address
// keeps the position).
func (c *Page) OnAppUpdate(ctx app.Context) { c.UpdateWaiting = true }

func (c *Page) setInfo(ctx app.Context) {
	title := "Nimber — play"
	if c.kind != nil {
		title = "Nimber — play " + c.kind.Name
	}
	frame.SetPageInfo(ctx, title, "Set up a position of an impartial game, see who wins and every winning move, "+
		"and play it out against Nimber, in the browser.")
}

// pick shows game k at the position text (its example when empty or bad;
// a bad text stays in the text box with its error).
func (c *Page) pick(ctx app.Context, k *boardKind, text string) {
	c.kind, c.tool = k, 0
	c.cur, c.board, c.an = nil, nil, nil
	c.history, c.redo, c.logFrom, c.nimberNext = nil, nil, 0, false
	c.textError, c.moveError = "", ""
	c.ask(asking{what: askPick, req: protocol.Position{Pos: text, OrExample: true}})
	c.setInfo(ctx)
}

// ask sends the request a about game c.kind to the worker (once one runs),
// asking for the analysis too; its answer replaces any request pending.
func (c *Page) ask(a asking) {
	a.req.Game, a.req.Analyze = c.kind.ID, true
	c.asking = &a
	if c.Worker == nil {
		return
	}
	a.id = c.Worker.NewID()
	a.req.ID = a.id
	c.Worker.Post(a.req)
	c.Begin(a.id)
}

// startWorker starts a fresh solver worker and sends it the request
// pending, or asks again about the position shown.
func (c *Page) startWorker() {
	c.Worker = bridge.Start(func(m protocol.Message) {
		c.UI.Dispatch(func(ctx app.Context) { c.receive(ctx, m) })
	})
	c.Worker.ListCache()
	switch {
	case c.asking != nil:
		c.ask(*c.asking)
	case c.cur != nil:
		c.ask(asking{what: askStep, req: protocol.Position{Pos: c.cur.Pos}})
	}
}

// receive handles a message from the solver worker.
func (c *Page) receive(ctx app.Context, m protocol.Message) {
	if c.Track(m) {
		return
	}
	switch m := m.(type) {
	case protocol.Board:
		if a := c.asking; a != nil && m.ID == a.id {
			c.asking = nil
			c.answered(ctx, *a, m)
		}
	case protocol.Analysis:
		if m.ID != c.Job {
			return
		}
		c.End(frame.StateDone)
		c.an = &m
		c.Run.Source = c.an.Source
		c.Run.Error = ""
		if c.nimberNext && c.cur != nil && c.an.Pos == c.cur.Pos {
			c.nimberNext = false
			c.nimberMoves(ctx)
		}
		if c.listFocus && !c.nimberNext {
			// The button played was disabled, or is gone: the focus
			// goes to the new list's first move, else to the position.
			c.listFocus = false
			ctx.Defer(func(app.Context) {
				el := frame.Document().Call("querySelector", "#moves button.move:not([disabled])")
				if el.IsNull() {
					el = frame.Element("pos")
				}
				el.Call("focus")
			})
		}
	case protocol.Error:
		if c.Failed(m) {
			c.asking, c.nimberNext = nil, false
		}
	case protocol.Crash:
		c.Crashed(m)
	}
}

// answered shows the worker's board b answering request a, or why a was
// refused.
func (c *Page) answered(ctx app.Context, a asking, b protocol.Board) {
	if b.Refused != "" && a.what != askPick {
		c.End(frame.StateDone) // no analysis follows: the position stays
		switch a.what {
		case askText:
			c.textError = b.Refused
		case askStep:
			c.moveError = "Cannot go back to " + a.req.Pos + ": " + b.Refused
		default:
			c.moveError, c.sel = b.Refused, -1
		}
		return
	}
	before := ""
	if c.cur != nil {
		before = c.cur.Pos
	}
	switch a.what {
	case askMove:
		who := "You"
		if a.nimber {
			who = "Nimber"
		}
		c.record(playedMove{before, b.Pos, who + ": " + b.Said, a.nimber})
		c.nimberNext = c.playing && !a.nimber
	case askEdit:
		c.record(playedMove{before: before, after: b.Pos})
	case askText:
		if b.Pos != before {
			c.record(playedMove{before: before, after: b.Pos})
		}
	case askStep:
		c.nimberNext = false
	}
	c.moveError, c.textError = "", b.Refused
	c.show(ctx, b)
	if b.Refused != "" {
		frame.Element("pos").Set("value", a.req.Pos) // the bad text stays, with its error
	}
}

// show makes b the position shown: the text box and the address follow
// it.
func (c *Page) show(ctx app.Context, b protocol.Board) {
	c.cur, c.board, c.sel = &b, c.kind.draw(b.Data), -1
	c.drawn++
	c.legal = make(map[string]string, len(b.Legal))
	for _, m := range b.Legal {
		c.legal[moveKey(m.Move)] = m.Say
	}
	frame.Element("pos").Set("value", b.Pos)
	u := *ctx.Page().URL()
	u.Path = frame.PlayPath // the address that works on any host
	u.RawQuery = url.Values{"game": {c.kind.ID}, "pos": {b.Pos}}.Encode()
	ctx.Page().ReplaceURL(&u)
	// Deferred from the page, not from ctx's element, which the new
	// position may remove (go-app drops the deferred call then).
	ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Defer, Source: c, Function: func(app.Context) {
		c.keys.settle(frame.Element("board"))
	}})
}

// nimberMoves plays Nimber's reply in the position analysed.
func (c *Page) nimberMoves(ctx app.Context) {
	if c.an == nil || c.cur == nil || c.an.Pos != c.cur.Pos || c.an.Reply == nil {
		return
	}
	c.ask(asking{what: askMove, nimber: true, req: protocol.Position{Pos: c.cur.Pos, Move: &c.an.Reply.Move}})
}

// record puts a move or an edit on the undo stack; nothing is left to
// redo after it.
func (c *Page) record(m playedMove) {
	c.history, c.redo = append(c.history, m), nil
}

// log is the game's log: the lines of the moves of the undo stack from
// c.logFrom on (a mode switch starts it afresh; undoing past its start
// moves the start back, see onUndo).
func (c *Page) log() []string {
	var lines []string
	for _, m := range c.history[c.logFrom:] {
		if m.say != "" {
			lines = append(lines, m.say)
		}
	}
	return lines
}

// ctl is the boardCtl handed to the board's view.
func (c *Page) ctl() *boardCtl {
	return &boardCtl{
		key:      fmt.Sprint(c.drawn, c.playing, c.sel, c.tool),
		playing:  c.playing,
		sel:      c.sel,
		tool:     c.tool,
		legal:    c.legal,
		complete: c.cur.Complete,
		setTool:  func(t int) { c.tool = t },
		choose:   func(sel int) { c.sel, c.moveError = sel, "" },
		set:      c.onSet,
		move:     c.onMove,
		refuse: func(ctx app.Context, reason string) {
			c.moveError = reason
		},
	}
}

// onSet asks for the position edited as edit (set-up mode).
func (c *Page) onSet(ctx app.Context, edit protocol.BoardData) {
	c.ask(asking{what: askEdit, req: protocol.Position{Pos: c.cur.Pos, Edit: &edit}})
}

// onMove plays the user's move m.
func (c *Page) onMove(ctx app.Context, m protocol.BoardMove) {
	if c.nimberNext {
		c.moveError = "Wait: Nimber is answering."
		return
	}
	c.ask(asking{what: askMove, req: protocol.Position{Pos: c.cur.Pos, Move: &m}})
}

// onUndo goes back before the user's last move (and Nimber's reply).
func (c *Page) onUndo(ctx app.Context, e app.Event) {
	c.step(ctx, &c.history, &c.redo, true, func(m playedMove) string { return m.before })
	c.logFrom = min(c.logFrom, len(c.history))
}

// onRedo plays again the move undone last (and Nimber's reply).
func (c *Page) onRedo(ctx app.Context, e app.Event) {
	c.step(ctx, &c.redo, &c.history, false, func(m playedMove) string { return m.after })
}

// step moves entries from the stack from to the stack to: undo takes back
// Nimber's replies with the move they answered, redo replays a move with
// Nimber's reply. pos returns the position an entry leads to.
func (c *Page) step(ctx app.Context, from, to *[]playedMove, undo bool, pos func(playedMove) string) {
	text := ""
	for len(*from) > 0 {
		m := (*from)[len(*from)-1]
		*from, *to = (*from)[:len(*from)-1], append(*to, m)
		text = pos(m)
		if undo && !m.nimber || !undo && (len(*from) == 0 || !(*from)[len(*from)-1].nimber) {
			break
		}
	}
	if text == "" {
		return
	}
	c.nimberNext, c.moveError = false, ""
	c.ask(asking{what: askStep, req: protocol.Position{Pos: text}})
}

// onText asks for the position typed in the text box.
func (c *Page) onText(ctx app.Context) {
	text := strings.TrimSpace(frame.FieldValue("pos"))
	c.ask(asking{what: askText, req: protocol.Position{Pos: text}})
}

func (c *Page) onPick(ctx app.Context, e app.Event) {
	if k := lookupBoard(frame.InputValue(ctx.JSSrc())); k != nil && k != c.kind {
		c.pick(ctx, k, "")
		c.AddressNote = ""
	}
}

func (c *Page) onMode(ctx app.Context, playing bool) {
	c.playing, c.nimberNext, c.sel = playing, false, -1
	c.logFrom, c.moveError = len(c.history), ""
}

func (c *Page) onRetry(ctx app.Context) {
	c.Run = frame.RunView{State: frame.StateLoading}
	c.startWorker()
}

func (c *Page) Render() app.UI {
	if c.Run.State == "" {
		c.Run.State = frame.StateLoading
	}
	if c.kind == nil {
		c.kind = &BoardKinds[0]
	}
	return c.Layout(frame.PlayPath, app.Context.Reload,
		&userPlayPanel{},
		c.renderSetup(),
		frame.El{
			Tag:   "div",
			Class: "play-columns",
			Body: []frame.El{
				{UI: c.renderBoard()},
				{UI: c.renderAnalysis()},
			},
		}.Build(),
		frame.CachePanel(c.Cache, &c.jobs).Build(),
	).Build()
}

// renderSetup shows the game picker, the position's text box and the mode.
func (c *Page) renderSetup() app.UI {
	return frame.El{
		Tag:   "section",
		Class: "card play-setup",
		Body: []frame.El{
			{
				Tag:   "div",
				Class: "fields",
				Body: []frame.El{
					{
						Tag:   "label",
						Class: "field game",
						Body: []frame.El{
							{Tag: "span", Text: "Game"},
							{
								Tag: "select",
								ID:  "game",
								Body: frame.Each(len(BoardKinds), func(i int) frame.El {
									o := frame.El{Tag: "option", Attrs: []frame.Attr{{Name: "value", Value: BoardKinds[i].ID}}, Text: BoardKinds[i].Name}
									if BoardKinds[i].ID == c.kind.ID {
										o.Attrs = append(o.Attrs, frame.Attr{Name: "selected", Value: true})
									}
									return o
								}),
								On: []frame.Event{{Name: "change", Handler: c.onPick}},
							},
						},
					},
					{
						Tag:   "label",
						Class: "field pos",
						Body: []frame.El{
							{Tag: "span", Text: "Position"},
							{Tag: "input", ID: "pos", Attrs: []frame.Attr{{Name: "type", Value: "text"}, {Name: "spellcheck", Value: "false"}, {Name: "autocomplete", Value: "off"}}, On: []frame.Event{frame.OnEnter(c.onText)}},
						},
					},
					{Tag: "button", ID: "set-pos", Text: "Set", OnClick: func(ctx app.Context, _ app.Event) { c.onText(ctx) }},
				},
			},
			{Tag: "div", ID: "pos-error", Class: "error", Attrs: []frame.Attr{{Name: "role", Value: "alert"}, {Name: "hidden", Value: c.textError == ""}}, Body: []frame.El{{Tag: "span", Class: "message", Text: c.textError}}},
			{
				Tag:   "div",
				Class: "bar modes",
				Body: []frame.El{
					{
						Tag:   "div",
						Class: "segmented",
						Body: []frame.El{
							{Tag: "button", ID: "mode-setup", Class: modeClass(!c.playing), Text: "Set up", OnClick: func(ctx app.Context, _ app.Event) { c.onMode(ctx, false) }},
							{Tag: "button", ID: "mode-play", Class: modeClass(c.playing), Text: "Play against Nimber", OnClick: func(ctx app.Context, _ app.Event) { c.onMode(ctx, true) }},
						},
					},
					{Tag: "button", ID: "nimber-move", Class: "quiet", Attrs: []frame.Attr{{Name: "hidden", Value: !c.playing}, {Name: "disabled", Value: c.nimberNext || c.an == nil || c.an.Reply == nil}}, Text: "Nimber, move", OnClick: func(ctx app.Context, _ app.Event) { c.nimberMoves(ctx) }},
					{Tag: "button", ID: "undo", Class: "quiet", Attrs: []frame.Attr{{Name: "disabled", Value: len(c.history) == 0}}, Text: "Undo", OnClick: c.onUndo},
					{Tag: "button", ID: "redo", Class: "quiet", Attrs: []frame.Attr{{Name: "disabled", Value: len(c.redo) == 0}}, Text: "Redo", OnClick: c.onRedo},
					{Tag: "a", ID: "share", Attrs: []frame.Attr{{Name: "href", Value: c.shareLink()}}, Text: "Link to this position"},
				},
			},
			{Tag: "p", Class: "hint", Text: c.kind.Help + " " + keysHelp},
		},
	}.Build()
}

func modeClass(on bool) string {
	if on {
		return "on"
	}
	return "off"
}

// shareLink is the address restoring the position shown (the game's
// example before the worker answers).
func (c *Page) shareLink() string {
	if c.cur == nil {
		return frame.PlayHref(c.kind.ID, "")
	}
	return frame.PlayHref(c.kind.ID, c.cur.Pos)
}

// renderBoard draws the board, the refusal of the last click and the
// game's log.
func (c *Page) renderBoard() app.UI {
	pos, view, log := "", app.UI(frame.El{Tag: "p", Class: "hint", Text: "Loading the board…"}.Build()), c.log()
	if c.cur != nil {
		pos, view = c.cur.Pos, c.board.view(c.ctl())
	}
	return frame.El{
		Tag:   "section",
		Class: "card board-card",
		Body: []frame.El{
			{Tag: "div", ID: "board", Class: "board " + c.kind.ID,
				Data:     []frame.Attr{{Name: "pos", Value: pos}, {Name: "waiting", Value: c.nimberNext || c.asking != nil}},
				Children: []app.UI{view},
				On: []frame.Event{{Name: "keydown", Handler: c.keys.onKeyDown}, {Name: "focusin", Handler: c.keys.onFocusIn},
					{Name: "focusout", Handler: c.keys.onFocusOut}}},
			{Tag: "div", ID: "move-error", Class: "error", Attrs: []frame.Attr{{Name: "role", Value: "alert"}, {Name: "hidden", Value: c.moveError == ""}}, Body: []frame.El{{Tag: "span", Class: "message", Text: c.moveError}}},
			{Tag: "ol", ID: "log", Class: "log", Attrs: []frame.Attr{{Name: "hidden", Value: len(log) == 0}}, Body: frame.Each(len(log), func(i int) frame.El { return frame.El{Tag: "li", Text: log[i]} })},
		},
	}.Build()
}

// renderAnalysis shows #verdict and #moves for the position analysed.
func (c *Page) renderAnalysis() app.UI {
	a := c.an
	current := a != nil && c.cur != nil && a.Pos == c.cur.Pos
	return frame.El{
		Tag:   "section",
		Class: "card analysis",
		Body: []frame.El{
			{Tag: "div", Class: "bar state", Children: frame.StatusView(c.Run, c.Runs)},
			{UI: frame.ErrorView(c.Run, c.onRetry)},
			{UI: c.renderVerdict(a, current)},
			{UI: c.renderMoves(a, current)},
		},
	}.Build()
}

func (c *Page) renderVerdict(a *protocol.Analysis, current bool) app.UI {
	if a == nil {
		return frame.El{Tag: "div", ID: "verdict", Class: "verdict", Text: "…"}.Build()
	}
	headline, state := verdictText(a), "lose"
	switch {
	case a.Unknown:
		state = "unknown"
	case a.Wins:
		state = "win"
	}
	if last := len(c.history) - 1; a.Over && c.playing && last >= c.logFrom && c.history[last].say != "" {
		// A game played since the mode switch ended with a move: its mover
		// is the winner unless the player to move wins (misère). After a
		// set-up edit or a typed position nobody won: verdictText says who
		// is to move.
		if c.history[last].nimber != a.Wins {
			headline = "Game over: Nimber wins."
		} else {
			headline = "Game over: you win!"
		}
	}
	details := a.Value
	if a.Remoteness >= 0 && !a.Over {
		details += fmt.Sprintf(" · the game lasts %s more with best play", frame.Count(a.Remoteness, "move"))
	}
	return frame.El{
		Tag:   "div",
		ID:    "verdict",
		Class: "verdict",
		Data:  []frame.Attr{{Name: "state", Value: state}, {Name: "over", Value: a.Over}, {Name: "pos", Value: a.Pos}, {Name: "current", Value: current}},
		Body: []frame.El{
			{Tag: "strong", Class: "headline", Text: headline},
			{Tag: "span", Class: "value", Text: details},
			frame.If(len(a.Parts) > 0 && !a.Over, frame.El{Tag: "span", Class: "parts", Text: partsText(a)}),
		},
	}.Build()
}

// partsText shows each heap's value and how they make the sum's: "each
// heap: 1 ⊕ 2 ⊕ 4 = nim value 7" when the sum's value is their XOR, else
// "each heap: 3, 0, 5".
func partsText(a *protocol.Analysis) string {
	if value, ok := strings.CutPrefix(a.Value, "nim value "); ok {
		return "each heap: " + strings.Join(a.Parts, " ⊕ ") + " = " + value
	}
	return "each heap: " + strings.Join(a.Parts, ", ")
}

// verdictText says who wins with the player to move.
func verdictText(a *protocol.Analysis) string {
	switch {
	case a.Over && a.Wins:
		return "Game over: the player to move cannot move, and wins (misère)."
	case a.Over:
		return "Game over: the player to move cannot move, and loses."
	case a.Unknown:
		return "Nimber cannot decide this position."
	case a.Wins:
		return "The player to move wins."
	}
	return "The player to move loses against best play."
}

func (c *Page) renderMoves(a *protocol.Analysis, current bool) app.UI {
	if a == nil || a.Over {
		return frame.El{Tag: "div", ID: "moves", Class: "moves"}.Build()
	}
	var title, note string
	list := a.Moves
	switch {
	case len(list) > 0:
		title = fmt.Sprintf("Winning moves (%.0f)", a.Count)
		if a.Count > float64(len(list)) {
			note = fmt.Sprintf("Showing the first %d of %.0f winning moves.", len(list), a.Count)
		}
		if a.Partial {
			note = "The search for winning moves stopped at its work limit: more may exist. " + note
		}
	case a.Longest != nil:
		title = "No winning move: the move that lasts longest"
		list = []protocol.Move{*a.Longest}
	}
	return frame.El{
		Tag:   "div",
		ID:    "moves",
		Class: "moves",
		Data:  []frame.Attr{{Name: "count", Value: fmt.Sprintf("%.0f", a.Count)}, {Name: "partial", Value: a.Partial}},
		Body: []frame.El{
			{Tag: "h3", Text: title},
			{
				Tag: "ol",
				Body: frame.Each(len(list), func(i int) frame.El {
					m := list[i]
					return frame.El{Tag: "li", Body: []frame.El{{Tag: "button", Class: "move", Attrs: []frame.Attr{{Name: "disabled", Value: !current || c.nimberNext}}, Text: m.Say, On: []frame.Event{{Name: "click", Handler: func(ctx app.Context, _ app.Event) { c.listFocus = true; c.onMove(ctx, m.Move) }, Scope: []any{a.Pos, m.Say}}}}}}
				}),
			},
			{Tag: "p", ID: "moves-note", Class: "hint", Attrs: []frame.Attr{{Name: "hidden", Value: note == ""}}, Text: note},
		},
	}.Build()
}

// jobs is frame.Jobs embedded under an unexported name: go-app copies the
// exported fields of a component from its parent's new rendering, which
// would reset the page's worker and the state of its jobs.
type jobs = frame.Jobs
