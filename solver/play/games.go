package play

import (
	"encoding/json"

	"nimber/solver/table"
)

// Game is one game of the play page.
type Game struct {
	ID      string // the game's name in URLs and in the worker's messages
	Name    string // the game as the page's picker shows it
	Example string // a position shown when the game is picked
	// Parse reads a position of the game from its text form.
	Parse func(text string) (Position, error)
}

// Games lists the games of the play page, in the picker's order. Adding a
// game: its position type in this package, a line here, and its drawing in
// the app.
var Games = []Game{
	{"tricolore", "Tricolore (CF 1091H)", "6:0,3,9;1,5,8;-2,4,11", parser(ParseTricolore)},
	{"nim", "Nim", "3,5,7", parser(ParseNim)},
	{"notnim", "Not Nim (CF 2004E)", "3,2,9", parser(ParseNotNim)},
	{"spec", "Any heap game (spec)", "0.07/5,8,3", parser(ParseSpec)},
	{"gamepack", "Game pack (Xmas 2024)", "1,0,0,0/5,7,3", parser(ParseGamePack)},
	{"arraygame", "Array game (P3179)", "12:1,5,6", parser(ParseCells)},
	{"alicegame", "Alice game (HDU 7287)", "2:1-3,6-9,12", parser(ParseMonsters)},
	{"chesslink", "Link with chess game", "5:3,3,3/RgB", parser(ParseChess)},
	{"cutting", "Cutting paper", "3x2,4x3,5x5", parser(ParsePaper)},
	{"splitting", "Splitting beans (HNOI 2007)", "1,0,1,5", parser(ParseBottles)},
	{"jiangnan", "Even splits (jiangnan)", "3:1,2,3,5", parser(ParsePiles)},
}

// LookupGame returns the game of Games with the id, or nil.
func LookupGame(id string) *Game {
	for i := range Games {
		if Games[i].ID == id {
			return &Games[i]
		}
	}
	return nil
}

// Position is a position of any game of Games, with its moves carried as
// Move values.
type Position interface {
	// String is the position's canonical text form.
	String() string
	// Tables lists the tables its analysis needs.
	Tables() []table.Table
	// AnalyzeMoves is the position's Analyze with every move in it a Move.
	AnalyzeMoves(data [][]byte) (*Analysis[Move], error)
	// Value is the position itself: a *Tricolore, *Heaps, *Cells, ...
	Value() any
}

// Move is a move of any game: its description and the move itself (a
// TriMove, HeapMove, ...) encoded as JSON.
type Move struct {
	Say, JSON string
}

// position is what Position needs of a game's own position type.
type position[M any] interface {
	String() string
	Tables() []table.Table
	Analyze(data [][]byte) (*Analysis[M], error)
	Describe(m M) string
}

// parser turns a game's Parse function into a Game's.
func parser[P position[M], M any](parse func(string) (P, error)) func(string) (Position, error) {
	return func(text string) (Position, error) {
		p, err := parse(text)
		if err != nil {
			return nil, err
		}
		return anyPosition[P, M]{p}, nil
	}
}

// anyPosition is a game's position seen as a Position.
type anyPosition[P position[M], M any] struct{ p P }

func (a anyPosition[P, M]) String() string        { return a.p.String() }
func (a anyPosition[P, M]) Tables() []table.Table { return a.p.Tables() }
func (a anyPosition[P, M]) Value() any            { return a.p }

func (a anyPosition[P, M]) AnalyzeMoves(data [][]byte) (*Analysis[Move], error) {
	an, err := a.p.Analyze(data)
	if err != nil {
		return nil, err
	}
	out := &Analysis[Move]{
		Over: an.Over, Unknown: an.Unknown, Wins: an.Wins, Value: an.Value, Parts: an.Parts,
		Remoteness: an.Remoteness, Count: an.Count, Partial: an.Partial,
		Winning: make([]Move, len(an.Winning)),
	}
	for i, m := range an.Winning {
		if out.Winning[i], err = a.move(m); err != nil {
			return nil, err
		}
	}
	if len(an.Winning) == 0 && !an.Over {
		if out.Longest, err = a.move(an.Longest); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// move is m as a Move.
func (a anyPosition[P, M]) move(m M) (Move, error) {
	enc, err := json.Marshal(m)
	if err != nil {
		return Move{}, err
	}
	return Move{Say: a.p.Describe(m), JSON: string(enc)}, nil
}
