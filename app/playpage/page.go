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
// and play it out against Nimber. The page holds the position and plays
// the moves (package play, instantly); the solver worker analyses each
// position with its tables kept in memory, and answers with Nimber's reply.
//
// The address carries the game and the position (?game=tricolore&pos=...),
// so a link restores the same board.
type Page struct {
	app.Compo

	jobs

	kind    *boardKind
	board   playBoard
	sel     int          // the board's pending selection (boardCtl.sel)
	tool    int          // the board's set-up tool (boardCtl.tool)
	history []playedMove // the undo stack, latest last
	redo    []playedMove // the moves undone, the next to redo last
	an      *protocol.Analysis
	asked   string // the position of the analysis in progress

	playing    bool   // play mode: clicks are moves and Nimber answers
	nimberNext bool   // Nimber answers once the analysis of the position arrives
	textError  string // why the typed position was not read
	moveError  string // why the last click was refused
	log        []string
	keys       boardKeys // the keyboard on the board's pieces
}

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
	c.history, c.redo, c.log, c.nimberNext = nil, nil, nil, false
	c.textError, c.moveError = "", ""
	if text == "" {
		text = k.Example
	}
	b, err := k.parse(text)
	if err != nil {
		c.textError = err.Error()
		b = k.example()
	}
	c.show(ctx, b)
	if err != nil {
		frame.Element("pos").Set("value", text)
	}
	c.setInfo(ctx)
}

// show makes b the position shown: the text box, the address and the
// analysis follow it.
func (c *Page) show(ctx app.Context, b playBoard) {
	c.board, c.sel = b, -1
	text := b.text()
	if app.IsClient {
		frame.Element("pos").Set("value", text)
		u := *ctx.Page().URL()
		u.Path = frame.PlayPath // the address that works on any host
		u.RawQuery = url.Values{"game": {c.kind.ID}, "pos": {text}}.Encode()
		ctx.Page().ReplaceURL(&u)
		// Deferred from the page, not from ctx's element, which the new
		// position may remove (go-app drops the deferred call then).
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Defer, Source: c, Function: func(app.Context) {
			c.keys.settle(frame.Element("board"))
		}})
	}
	c.requestAnalysis()
}

// requestAnalysis asks the worker about the position shown, unless the
// analysis shown or asked for is already about it.
func (c *Page) requestAnalysis() {
	text := c.board.text()
	if c.Worker == nil || (c.an != nil && c.an.Pos == text && c.Job == 0) || (c.Job != 0 && c.asked == text) {
		return
	}
	c.asked = text
	c.Begin(c.Worker.Analyze(c.kind.ID, text))
}

// startWorker starts a fresh solver worker and asks for the analysis shown.
func (c *Page) startWorker() {
	c.Worker = bridge.Start(func(m protocol.Message) {
		c.UI.Dispatch(func(ctx app.Context) { c.receive(ctx, m) })
	})
	c.Worker.ListCache()
	if c.board != nil {
		c.requestAnalysis()
	}
}

// receive handles a message from the solver worker.
func (c *Page) receive(ctx app.Context, m protocol.Message) {
	if c.Track(m) {
		return
	}
	switch m := m.(type) {
	case protocol.Analysis:
		if m.ID != c.Job {
			return
		}
		c.End(frame.StateDone)
		c.an = &m
		c.Run.Source = c.an.Source
		c.Run.Error = ""
		if c.nimberNext && c.an.Pos == c.board.text() {
			c.nimberNext = false
			c.nimberMoves(ctx)
		}
	case protocol.Error:
		if c.Failed(m) {
			c.nimberNext = false
		}
	case protocol.Crash:
		c.Crashed(m)
	}
}

// nimberMoves plays Nimber's reply in the position analysed.
func (c *Page) nimberMoves(ctx app.Context) {
	if c.an == nil || c.an.Pos != c.board.text() || c.an.Reply == nil {
		return
	}
	next, say, err := c.board.play(c.an.Reply.Move)
	if err != nil {
		c.Run.Error = "Nimber's reply was refused: " + err.Error()
		return
	}
	c.apply(ctx, next, say, true)
}

// apply plays a move already checked: it goes on the undo stack and in
// the game's log.
func (c *Page) apply(ctx app.Context, next playBoard, say string, nimber bool) {
	who := "You"
	if nimber {
		who = "Nimber"
	}
	c.record(playedMove{c.board.text(), next.text(), who + ": " + say, nimber})
	c.moveError = ""
	c.show(ctx, next)
}

// record puts a move or an edit on the undo stack (and in the log when it
// is a move); nothing is left to redo after it.
func (c *Page) record(m playedMove) {
	c.history, c.redo = append(c.history, m), nil
	if m.say != "" {
		c.log = append(c.log, m.say)
	}
}

// ctl is the boardCtl handed to the board's view.
func (c *Page) ctl() *boardCtl {
	return &boardCtl{
		key:     fmt.Sprint(c.kind.ID, c.board.text(), c.playing, c.sel, c.tool),
		playing: c.playing,
		sel:     c.sel,
		tool:    c.tool,
		setTool: func(t int) { c.tool = t },
		choose:  func(sel int) { c.sel, c.moveError = sel, "" },
		set:     c.onSet,
		move:    c.onMove,
		refuse: func(ctx app.Context, reason string) {
			c.moveError = reason
		},
	}
}

// onSet replaces the position by an edited one (set-up mode).
func (c *Page) onSet(ctx app.Context, text string) {
	b, err := c.kind.parse(text)
	if err != nil {
		c.moveError = err.Error()
		return
	}
	c.record(playedMove{before: c.board.text(), after: b.text()})
	c.moveError, c.textError = "", ""
	c.show(ctx, b)
}

// onMove plays the user's move, or shows why it is refused.
func (c *Page) onMove(ctx app.Context, next playBoard, say string, err error) {
	if err != nil {
		c.moveError = err.Error()
		c.sel = -1
		return
	}
	if c.nimberNext {
		c.moveError = "Wait: Nimber is answering."
		return
	}
	c.apply(ctx, next, say, false)
	c.nimberNext = c.playing
}

// onListedMove plays a move of #moves.
func (c *Page) onListedMove(ctx app.Context, m protocol.Move) {
	next, say, err := c.board.play(m.Move)
	c.onMove(ctx, next, say, err)
}

// onUndo goes back before the user's last move (and Nimber's reply).
func (c *Page) onUndo(ctx app.Context, e app.Event) {
	c.step(ctx, &c.history, &c.redo, true, func(m playedMove) string {
		if m.say != "" {
			c.log = c.log[:len(c.log)-1]
		}
		return m.before
	})
}

// onRedo plays again the move undone last (and Nimber's reply).
func (c *Page) onRedo(ctx app.Context, e app.Event) {
	c.step(ctx, &c.redo, &c.history, false, func(m playedMove) string {
		if m.say != "" {
			c.log = append(c.log, m.say)
		}
		return m.after
	})
}

// step moves entries from the stack from to the stack to: undo takes back
// Nimber's replies with the move they answered, redo replays a move with
// Nimber's reply. pos applies an entry to the log and returns the position
// it leads to.
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
	b, err := c.kind.parse(text)
	if err != nil {
		c.moveError = "Cannot go back to " + text + ": " + err.Error()
		return
	}
	c.nimberNext, c.moveError = false, ""
	c.show(ctx, b)
}

// onText reads the position typed in the text box.
func (c *Page) onText(ctx app.Context) {
	text := strings.TrimSpace(frame.Element("pos").Get("value").String())
	b, err := c.kind.parse(text)
	if err != nil {
		c.textError = err.Error()
		return
	}
	c.textError = ""
	if b.text() != c.board.text() {
		c.record(playedMove{before: c.board.text(), after: b.text()})
	}
	c.show(ctx, b)
}

func (c *Page) onPick(ctx app.Context, e app.Event) {
	if k := lookupBoard(ctx.JSSrc().Get("value").String()); k != nil && k != c.kind {
		c.pick(ctx, k, "")
		c.AddressNote = ""
	}
}

func (c *Page) onMode(ctx app.Context, playing bool) {
	c.playing, c.nimberNext, c.sel = playing, false, -1
	c.log, c.moveError = nil, ""
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
		c.board = c.kind.example()
		c.sel = -1
	}
	return c.Layout(frame.PlayPath, app.Context.Reload,
		&userPlayPanel{},
		c.renderSetup(),
		app.Div().Class("play-columns").Body(
			c.renderBoard(),
			c.renderAnalysis(),
		),
		&frame.CachePanel{Info: c.Cache, Jobs: &c.jobs},
	)
}

// renderSetup shows the game picker, the position's text box and the mode.
func (c *Page) renderSetup() app.UI {
	return app.Section().Class("card", "play-setup").Body(
		app.Div().Class("fields").Body(
			app.Label().Class("field", "game").Body(
				app.Span().Text("Game"),
				app.Select().ID("game").OnChange(c.onPick).Body(
					app.Range(BoardKinds).Slice(func(i int) app.UI {
						o := app.Option().Value(BoardKinds[i].ID).Text(BoardKinds[i].Name)
						if BoardKinds[i].ID == c.kind.ID {
							o = o.Selected(true)
						}
						return o
					}),
				),
			),
			app.Label().Class("field", "pos").Body(
				app.Span().Text("Position"),
				app.Input().ID("pos").Type("text").Spellcheck(false).AutoComplete(false).
					OnKeyDown(func(ctx app.Context, e app.Event) {
						if e.Get("key").String() == "Enter" {
							c.onText(ctx)
						}
					}),
			),
			app.Button().ID("set-pos").Text("Set").OnClick(func(ctx app.Context, _ app.Event) { c.onText(ctx) }),
		),
		app.Div().ID("pos-error").Class("error").Role("alert").Hidden(c.textError == "").Body(
			app.Span().Class("message").Text(c.textError),
		),
		app.Div().Class("bar", "modes").Body(
			app.Div().Class("segmented").Body(
				app.Button().ID("mode-setup").Class(modeClass(!c.playing)).Text("Set up").
					OnClick(func(ctx app.Context, _ app.Event) { c.onMode(ctx, false) }),
				app.Button().ID("mode-play").Class(modeClass(c.playing)).Text("Play against Nimber").
					OnClick(func(ctx app.Context, _ app.Event) { c.onMode(ctx, true) }),
			),
			app.Button().ID("nimber-move").Class("quiet").Hidden(!c.playing).
				Disabled(c.nimberNext || c.an == nil || c.an.Reply == nil).Text("Nimber, move").
				OnClick(func(ctx app.Context, _ app.Event) { c.nimberMoves(ctx) }),
			app.Button().ID("undo").Class("quiet").Disabled(len(c.history) == 0).Text("Undo").OnClick(c.onUndo),
			app.Button().ID("redo").Class("quiet").Disabled(len(c.redo) == 0).Text("Redo").OnClick(c.onRedo),
			app.A().ID("share").Href(c.shareLink()).Text("Link to this position"),
		),
		app.P().Class("hint").Text(c.kind.Help+" "+keysHelp),
	)
}

func modeClass(on bool) string {
	if on {
		return "on"
	}
	return "off"
}

// shareLink is the address restoring the position shown.
func (c *Page) shareLink() string {
	return frame.PlayHref(c.kind.ID, c.board.text())
}

// renderBoard draws the board, the refusal of the last click and the
// game's log.
func (c *Page) renderBoard() app.UI {
	return app.Section().Class("card", "board-card").Body(
		app.Div().ID("board").Class("board", c.kind.ID).DataSet("pos", c.board.text()).
			DataSet("waiting", c.nimberNext).Body(c.board.view(c.ctl())).
			OnKeyDown(c.keys.onKeyDown).On("focusin", c.keys.onFocusIn).On("focusout", c.keys.onFocusOut),
		app.Div().ID("move-error").Class("error").Role("alert").Hidden(c.moveError == "").Body(
			app.Span().Class("message").Text(c.moveError),
		),
		app.Ol().ID("log").Class("log").Hidden(len(c.log) == 0).Body(
			app.Range(c.log).Slice(func(i int) app.UI { return app.Li().Text(c.log[i]) }),
		),
	)
}

// renderAnalysis shows #verdict and #moves for the position analysed.
func (c *Page) renderAnalysis() app.UI {
	a := c.an
	current := a != nil && a.Pos == c.board.text()
	return app.Section().Class("card", "analysis").Body(
		app.Div().Class("bar", "state").Body(frame.StatusView(c.Run, c.Runs)...),
		frame.ErrorView(c.Run, c.onRetry),
		c.renderVerdict(a, current),
		c.renderMoves(a, current),
	)
}

func (c *Page) renderVerdict(a *protocol.Analysis, current bool) app.UI {
	if a == nil {
		return app.Div().ID("verdict").Class("verdict").Text("…")
	}
	headline, state := verdictText(a), "lose"
	switch {
	case a.Unknown:
		state = "unknown"
	case a.Wins:
		state = "win"
	}
	if a.Over && c.playing && len(c.history) > 0 {
		// The last mover is the winner unless the player to move wins (misère).
		nimberLast := c.history[len(c.history)-1].nimber
		if nimberLast != a.Wins {
			headline = "Game over: Nimber wins."
		} else {
			headline = "Game over: you win!"
		}
	}
	details := a.Value
	if a.Remoteness >= 0 && !a.Over {
		details += fmt.Sprintf(" · the game lasts %s more with best play", frame.Count(a.Remoteness, "move"))
	}
	return app.Div().ID("verdict").Class("verdict").DataSet("state", state).DataSet("over", a.Over).
		DataSet("pos", a.Pos).DataSet("current", current).Body(
		app.Strong().Class("headline").Text(headline),
		app.Span().Class("value").Text(details),
		app.If(len(a.Parts) > 0 && !a.Over, app.Span().Class("parts").Text(partsText(a))),
	)
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
		return app.Div().ID("moves").Class("moves")
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
	return app.Div().ID("moves").Class("moves").DataSet("count", fmt.Sprintf("%.0f", a.Count)).
		DataSet("partial", a.Partial).Body(
		app.H3().Text(title),
		app.Ol().Body(
			app.Range(list).Slice(func(i int) app.UI {
				m := list[i]
				return app.Li().Body(
					app.Button().Class("move").Disabled(!current || c.nimberNext).DataSet("move", m.Move).Text(m.Say).
						OnClick(func(ctx app.Context, _ app.Event) { c.onListedMove(ctx, m) }, a.Pos, m.Move),
				)
			}),
		),
		app.P().ID("moves-note").Class("hint").Hidden(note == "").Text(note),
	)
}

// jobs is frame.Jobs embedded under an unexported name: go-app copies the
// exported fields of a component from its parent's new rendering, which
// would reset the page's worker and the state of its jobs.
type jobs = frame.Jobs
