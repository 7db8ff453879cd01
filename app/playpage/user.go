package playpage

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/bridge"
	"nimber/app/frame"
	"nimber/app/protocol"
	"nimber/app/usergame"
)

// userPlayPanel plays a user's game on the play page: the explorer's "Play
// it on the play page" link (/play#code=...) carries the game as the share
// link does. Without a game in the address the panel stays hidden. It
// runs in its own solver worker.
type userPlayPanel struct {
	app.Compo
	jobs

	shown bool
	game  usergame.Request
	err   string
	play  usergame.PlayBox
}

func (c *userPlayPanel) OnMount(ctx app.Context) {
	hash := frame.LocationHash()
	if !strings.Contains(hash, "code=") {
		return
	}
	c.shown = true
	usergame.DecodeFragment(hash, func(r usergame.Request, err error) {
		ctx.Dispatch(func(ctx app.Context) { c.open(ctx, r, err) })
	})
}

// open plays the game r of the address's share link, or says why the link
// could not be read (err).
func (c *userPlayPanel) open(ctx app.Context, r usergame.Request, err error) {
	if err != nil {
		c.err = err.Error()
		return
	}
	c.game = r
	c.play.Worker = func() *bridge.Worker { return c.Worker }
	c.play.Reset(r)
	c.Mount(ctx, c.startWorker)
}

func (c *userPlayPanel) OnDismount() { c.Dismount() }

func (c *userPlayPanel) startWorker() {
	c.Worker = bridge.Start(func(m protocol.Message) {
		c.UI.Dispatch(func(ctx app.Context) { c.receive(ctx, m) })
	})
}

func (c *userPlayPanel) receive(ctx app.Context, m protocol.Message) {
	if c.Track(m) {
		if _, ready := m.(protocol.Ready); ready {
			start := "10"
			if strings.Contains(c.game.N, ",") {
				start = "5,8"
			}
			c.play.Ask(start)
		}
		return
	}
	switch m := m.(type) {
	case protocol.Verdict:
		if c.play.Receive(m) {
			c.err = "" // the error, if any, was an earlier request's
		}
	case protocol.Error:
		c.err = m.Message
	case protocol.Crash:
		c.err = m.Message + "."
	}
}

func (c *userPlayPanel) Render() app.UI {
	if !c.shown {
		return frame.El{Tag: "section", ID: "user-play-panel", Attrs: []frame.Attr{{Name: "hidden", Value: true}}}.Build()
	}
	return frame.El{
		Tag:   "section",
		ID:    "user-play-panel",
		Class: "card user-game",
		Data:  []frame.Attr{{Name: "state", Value: c.Run.State}},
		Body: []frame.El{
			{Tag: "h2", Text: "Your game"},
			{Tag: "pre", ID: "user-play-code", Class: "numbers", Text: c.game.Code},
			{Tag: "p", Class: "hint", Attrs: []frame.Attr{{Name: "hidden", Value: c.game.Params == ""}}, Text: "Parameters: " + strings.ReplaceAll(c.game.Params, "\n", ", ")},
			{Tag: "div", ID: "user-error", Class: "error", Attrs: []frame.Attr{{Name: "role", Value: "alert"}, {Name: "hidden", Value: c.err == ""}}, Text: c.err},
			{UI: c.play.Render()},
		},
	}.Build()
}
