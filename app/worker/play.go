//go:build js

package main

import (
	"encoding/json"

	"nimber/app/protocol"
	"nimber/solver/contest"
	"nimber/solver/play"
)

// playBoards reads a position of each game of the play page (the game ids
// of protocol.Analyze) and returns its analysis.
var playBoards = map[string]func(s *store, id int, text string) (protocol.Analysis, error){
	"tricolore": analyzer(play.ParseTricolore),
	"nim":       analyzer(play.ParseNim),
	"notnim":    analyzer(play.ParseNotNim),
	"gamepack":  analyzer(play.ParseGamePack),
	"spec":      analyzer(play.ParseSpec),
	"arraygame": analyzer(play.ParseCells),
	"alicegame": analyzer(play.ParseMonsters),
	"chesslink": analyzer(play.ParseChess),
	"cutting":   analyzer(play.ParsePaper),
	"splitting": analyzer(play.ParseBottles),
	"jiangnan":  analyzer(play.ParsePiles),
}

// maxSent is the most winning moves an analysis message carries.
const maxSent = 200

// board is what the play page's analysis needs of a position of package play.
type board[M any] interface {
	String() string
	Tables() []contest.Table
	Analyze(data [][]byte) (*play.Analysis[M], error)
	Describe(m M) string
}

// analyze answers protocol.Analyze: the analysis of a position, with its
// moves encoded as JSON for the page to play (see app/play_board.go).
func analyze(s *store, m protocol.Analyze) {
	f, ok := playBoards[m.Game]
	if !ok {
		postError(m.ID, "unknown game "+m.Game)
		return
	}
	out, err := f(s, m.ID, m.Pos)
	if err != nil {
		postError(m.ID, err.Error())
		return
	}
	out.ID, out.Game = m.ID, m.Game
	post(out)
}

// analyzer turns a board's parser into an analysis function.
func analyzer[P board[M], M any](parse func(string) (P, error)) func(*store, int, string) (protocol.Analysis, error) {
	return func(s *store, id int, text string) (protocol.Analysis, error) {
		p, err := parse(text)
		if err != nil {
			return protocol.Analysis{}, err
		}
		data, source := s.playTables(id, p.Tables())
		a, err := p.Analyze(data)
		if err != nil {
			return protocol.Analysis{}, err
		}
		out := protocol.Analysis{
			Pos: p.String(), Over: a.Over, Wins: a.Wins, Unknown: a.Unknown, Value: a.Value,
			Remoteness: a.Remoteness, Count: float64(a.Count), Partial: a.Partial, Source: source,
		}
		for _, m := range a.Winning[:min(len(a.Winning), maxSent)] {
			out.Moves = append(out.Moves, encodeMove(p, m))
		}
		if len(a.Winning) == 0 && !a.Over {
			longest := encodeMove(p, a.Longest)
			out.Longest = &longest
		}
		if m, ok := a.Reply(); ok {
			reply := encodeMove(p, m)
			out.Reply = &reply
		}
		return out, nil
	}
}

// encodeMove is a move as the page receives it: its description and the
// move itself as JSON.
func encodeMove[M any](p board[M], m M) protocol.Move {
	enc, _ := json.Marshal(m)
	return protocol.Move{Say: p.Describe(m), Move: string(enc)}
}

// heldTables keeps the play page's tables in memory between analyses, so
// that a click costs an analysis, not a read of the cache; it keeps the
// tables of the last few positions only (notnim's is 20 MB).
var heldTables = map[string][]byte{}

const maxHeld = 4

// playTables returns the bytes of tables, from memory, the cache or built
// (see fetch), and "cache" when none had to be built.
func (s *store) playTables(id int, tables []contest.Table) ([][]byte, string) {
	data := make([][]byte, len(tables))
	var missing []contest.Table
	for i, t := range tables {
		if data[i] = heldTables[t.Key]; data[i] == nil {
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
	if len(heldTables)+len(missing) > maxHeld {
		clear(heldTables)
	}
	for i, t := range missing {
		heldTables[t.Key] = f.data[i]
	}
	for i, t := range tables {
		data[i] = heldTables[t.Key]
	}
	go s.stored(id, f)
	return data, f.source
}
