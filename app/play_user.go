package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/protocol"
)

// userPlayPanel plays a user's game on the play page: the explorer's "Play
// it on the play page" link (/play#code=...) carries the game as the share
// link does. Without a game in the address the panel stays hidden. It
// runs in its own solver worker.
type userPlayPanel struct {
	app.Compo
	workerJobs

	shown bool
	game  userRequest
	err   string
	play  userPlayBox
}

func (c *userPlayPanel) OnMount(ctx app.Context) {
	hash := app.Window().Get("location").Get("hash").String()
	if !strings.Contains(hash, "code=") {
		return
	}
	c.shown = true
	r, err := decodeFragment(hash)
	if err != nil {
		c.err = err.Error()
		return
	}
	c.game = r
	c.play.worker = func() *solverWorker { return c.worker }
	c.play.reset(r)
	c.mount(ctx, c.startWorker)
}

func (c *userPlayPanel) OnDismount() { c.dismount() }

func (c *userPlayPanel) startWorker() {
	c.worker = startWorker(func(m protocol.Message) {
		c.ui.Dispatch(func(ctx app.Context) { c.receive(ctx, m) })
	})
}

func (c *userPlayPanel) receive(ctx app.Context, m protocol.Message) {
	if c.track(m) {
		if _, ready := m.(protocol.Ready); ready {
			start := "10"
			if strings.Contains(c.game.N, ",") {
				start = "5,8"
			}
			c.play.ask(start)
		}
		return
	}
	switch m := m.(type) {
	case protocol.UserVerdict:
		c.play.receive(m)
	case protocol.UserError:
		c.err = m.Message
	case protocol.Crash:
		c.err = m.Message + "."
	}
}

func (c *userPlayPanel) Render() app.UI {
	if !c.shown {
		return app.Section().ID("user-play-panel").Hidden(true)
	}
	return app.Section().ID("user-play-panel").Class("card", "user-game").DataSet("state", c.run.State).Body(
		app.H2().Text("Your game"),
		app.Pre().ID("user-play-code").Class("numbers").Text(c.game.Code),
		app.P().Class("hint").Hidden(c.game.Params == "").Text("Parameters: "+strings.ReplaceAll(c.game.Params, "\n", ", ")),
		app.Div().ID("user-error").Class("error").Role("alert").Hidden(c.err == "").Text(c.err),
		c.play.render(),
	)
}
