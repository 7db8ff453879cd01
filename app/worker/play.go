//go:build js

package main

import (
	"nimber/app/protocol"
	"nimber/solver/play"
	"nimber/solver/table"
)

// analyze answers protocol.Analyze: the analysis of a position of a game of
// play.Games, with its moves encoded as JSON for the page to play (see
// app/play_board.go).
func analyze(s *store, m protocol.Analyze) {
	g := play.LookupGame(m.Game)
	if g == nil {
		postError(m.ID, "unknown game "+m.Game)
		return
	}
	out, err := analysis(s, m.ID, g, m.Pos)
	if err != nil {
		postError(m.ID, err.Error())
		return
	}
	out.ID, out.Game = m.ID, m.Game
	post(out)
}

// analysis reads a position of g from text and returns its analysis.
func analysis(s *store, id int, g *play.Game, text string) (protocol.Analysis, error) {
	p, err := g.Parse(text)
	if err != nil {
		return protocol.Analysis{}, err
	}
	if h, ok := p.Value().(*play.Heaps); ok {
		if out, ok, err := misereAnalysis(h); ok {
			return out, err
		}
	}
	data, source := s.playTables(id, p.Tables())
	a, err := p.AnalyzeMoves(data)
	if err != nil {
		return protocol.Analysis{}, err
	}
	out := protocol.Analysis{
		Pos: p.String(), Over: a.Over, Wins: a.Wins, Unknown: a.Unknown, Value: a.Value, Parts: a.Parts,
		Remoteness: a.Remoteness, Count: float64(a.Count), Partial: a.Partial, Source: source,
	}
	for _, m := range a.Winning[:min(len(a.Winning), maxSent)] {
		out.Moves = append(out.Moves, encodeMove(m))
	}
	if len(a.Winning) == 0 && !a.Over {
		longest := encodeMove(a.Longest)
		out.Longest = &longest
	}
	if m, ok := a.Reply(); ok {
		reply := encodeMove(m)
		out.Reply = &reply
	}
	return out, nil
}

// encodeMove is a move as the page receives it: its description and the
// move itself as JSON.
func encodeMove(m play.Move) protocol.Move {
	return protocol.Move{Say: m.Say, Move: m.JSON}
}

// maxHeld is the most tables store.held keeps (notnim's is 20 MB).
const maxHeld = 4

// playTables returns the bytes of tables, from memory, the cache or built
// (see fetch), and "cache" when none had to be built.
func (s *store) playTables(id int, tables []table.Table) ([][]byte, string) {
	data := make([][]byte, len(tables))
	var missing []table.Table
	for i, t := range tables {
		if data[i] = s.held[t.Key]; data[i] == nil {
			missing = append(missing, t)
		}
	}
	if len(tables) == 0 {
		return data, protocol.SourceComputed
	}
	if len(missing) == 0 {
		return data, protocol.SourceCache
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
