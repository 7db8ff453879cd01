//go:build js

package main

import (
	"encoding/json"
	"syscall/js"

	"nimber/solver/play"
	"nimber/solver/table"
)

// playBoards reads a position of each game of the play page (the game ids
// of {type: "analyze"}) and returns its analysis as a message.
var playBoards = map[string]func(s *store, id js.Value, text string) (map[string]any, error){
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
	Tables() []table.Table
	Analyze(data [][]byte) (*play.Analysis[M], error)
	Describe(m M) string
}

// analyze answers {type: "analyze"}: the analysis of a position, with its
// moves encoded as JSON for the page to play (see app/play_board.go).
func analyze(s *store, msg js.Value) {
	id, game := msg.Get("id"), msg.Get("game").String()
	f, ok := playBoards[game]
	if !ok {
		postError(id, "unknown game "+game)
		return
	}
	out, err := f(s, id, msg.Get("pos").String())
	if err != nil {
		postError(id, err.Error())
		return
	}
	out["type"], out["id"], out["game"] = "analysis", id, game
	post(out)
}

// analyzer turns a board's parser into an analysis function.
func analyzer[P board[M], M any](parse func(string) (P, error)) func(*store, js.Value, string) (map[string]any, error) {
	return func(s *store, id js.Value, text string) (map[string]any, error) {
		p, err := parse(text)
		if err != nil {
			return nil, err
		}
		data, source := s.playTables(id, p.Tables())
		a, err := p.Analyze(data)
		if err != nil {
			return nil, err
		}
		moves := make([]any, 0, min(len(a.Winning), maxSent))
		for _, m := range a.Winning[:min(len(a.Winning), maxSent)] {
			moves = append(moves, encodeMove(p, m))
		}
		out := map[string]any{
			"pos": p.String(), "over": a.Over, "wins": a.Wins, "unknown": a.Unknown, "value": a.Value,
			"remoteness": a.Remoteness, "count": float64(a.Count), "partial": a.Partial,
			"moves": moves, "longest": nil, "reply": nil, "source": source,
		}
		if len(a.Winning) == 0 && !a.Over {
			out["longest"] = encodeMove(p, a.Longest)
		}
		if m, ok := a.Reply(); ok {
			out["reply"] = encodeMove(p, m)
		}
		return out, nil
	}
}

// encodeMove is a move as the page receives it: its description and the
// move itself as JSON.
func encodeMove[M any](p board[M], m M) map[string]any {
	enc, _ := json.Marshal(m)
	return map[string]any{"say": p.Describe(m), "move": string(enc)}
}

// heldTables keeps the play page's tables in memory between analyses, so
// that a click costs an analysis, not a read of the cache; it keeps the
// tables of the last few positions only (notnim's is 20 MB).
var heldTables = map[string][]byte{}

const maxHeld = 4

// playTables returns the bytes of tables, from memory, the cache or built
// (see fetch), and "cache" when none had to be built.
func (s *store) playTables(id js.Value, tables []table.Table) ([][]byte, string) {
	data := make([][]byte, len(tables))
	var missing []table.Table
	for i, t := range tables {
		if data[i] = heldTables[t.Key]; data[i] == nil {
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
