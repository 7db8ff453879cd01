package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// analysisView is a position's analysis as the solver worker sent it (an
// "analysis" message, see app/worker).
type analysisView struct {
	Pos                          string // the position's canonical text
	Over, Wins, Unknown, Partial bool
	Value                        string
	Remoteness                   int     // -1 when unknown
	Count                        float64 // winning moves; Moves holds the first ones
	Moves                        []moveView
	Longest, Reply               *moveView // nil when none
	Source                       string
}

// moveView is a move: described, and as JSON for playBoard.play.
type moveView struct{ Say, Move string }

// analyze asks for the analysis of the position pos of game and returns the
// request's id.
func (w *solverWorker) analyze(game, pos string) int {
	return w.post("analyze", map[string]any{"game": game, "pos": pos})
}

// decodeAnalysis reads an "analysis" message.
func decodeAnalysis(v app.Value) *analysisView {
	move := func(m app.Value) *moveView {
		if !m.Truthy() {
			return nil
		}
		return &moveView{Say: m.Get("say").String(), Move: m.Get("move").String()}
	}
	a := &analysisView{
		Pos:        v.Get("pos").String(),
		Over:       v.Get("over").Bool(),
		Wins:       v.Get("wins").Bool(),
		Unknown:    v.Get("unknown").Bool(),
		Partial:    v.Get("partial").Bool(),
		Value:      v.Get("value").String(),
		Remoteness: v.Get("remoteness").Int(),
		Count:      v.Get("count").Float(),
		Longest:    move(v.Get("longest")),
		Reply:      move(v.Get("reply")),
		Source:     v.Get("source").String(),
	}
	moves := v.Get("moves")
	for i := range moves.Length() {
		a.Moves = append(a.Moves, *move(moves.Index(i)))
	}
	return a
}
