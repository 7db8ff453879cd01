//go:build js

package main

import (
	"syscall/js"

	"nimber/solver/play"
	"nimber/solver/table"
)

// maxSent is the most winning moves an analysis message carries.
const maxSent = 200

// analyze answers {type: "analyze"}: the analysis of a position of a game
// of play.Games, with its moves encoded as JSON for the page to play (see
// app/play_board.go).
func analyze(s *store, msg js.Value) {
	id, game := msg.Get("id"), msg.Get("game").String()
	g := play.LookupGame(game)
	if g == nil {
		postError(id, "unknown game "+game)
		return
	}
	out, err := analysis(s, id, g, msg.Get("pos").String())
	if err != nil {
		postError(id, err.Error())
		return
	}
	out["type"], out["id"], out["game"] = "analysis", id, game
	post(out)
}

// analysis reads a position of g from text and returns its analysis as a
// message.
func analysis(s *store, id js.Value, g *play.Game, text string) (map[string]any, error) {
	p, err := g.Parse(text)
	if err != nil {
		return nil, err
	}
	data, source := s.playTables(id, p.Tables())
	a, err := p.AnalyzeMoves(data)
	if err != nil {
		return nil, err
	}
	moves := make([]any, 0, min(len(a.Winning), maxSent))
	for _, m := range a.Winning[:min(len(a.Winning), maxSent)] {
		moves = append(moves, encodeMove(m))
	}
	out := map[string]any{
		"pos": p.String(), "over": a.Over, "wins": a.Wins, "unknown": a.Unknown, "value": a.Value,
		"remoteness": a.Remoteness, "count": float64(a.Count), "partial": a.Partial,
		"moves": moves, "longest": nil, "reply": nil, "source": source,
	}
	if len(a.Winning) == 0 && !a.Over {
		out["longest"] = encodeMove(a.Longest)
	}
	if m, ok := a.Reply(); ok {
		out["reply"] = encodeMove(m)
	}
	return out, nil
}

// encodeMove is a move as the page receives it: its description and the
// move itself as JSON.
func encodeMove(m play.Move) map[string]any {
	return map[string]any{"say": m.Say, "move": m.JSON}
}

// maxHeld is the most tables store.held keeps (notnim's is 20 MB).
const maxHeld = 4

// playTables returns the bytes of tables, from memory, the cache or built
// (see fetch), and "cache" when none had to be built.
func (s *store) playTables(id js.Value, tables []table.Table) ([][]byte, string) {
	data := make([][]byte, len(tables))
	var missing []table.Table
	for i, t := range tables {
		if data[i] = s.held[t.Key]; data[i] == nil {
			missing = append(missing, t)
		}
	}
	if len(tables) == 0 {
		return data, "computed"
	}
	if len(missing) == 0 {
		return data, "cache"
	}
	f := s.fetch(id, missing)
	if len(s.held)+len(missing) > maxHeld {
		clear(s.held)
	}
	for i, t := range missing {
		s.held[t.Key] = f.data[i]
	}
	for i, t := range tables {
		data[i] = s.held[t.Key]
	}
	go s.stored(id, f)
	return data, f.source
}
