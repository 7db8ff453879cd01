package play

import (
	"encoding/json"
	"iter"

	"nimber/solver/table"
)

// Game is one game of the play page (whose picker names it).
type Game struct {
	ID      string // the game's name in URLs and in the worker's messages
	Example string // a position shown when the game is picked
	// Parse reads a position of the game from its text form.
	Parse func(text string) (Position, error)
}

// Games lists the games of the play page. Adding a game: its position type
// in this package, a line here, and its name and drawing in the app
// (app/playpage).
var Games = []Game{
	{"tricolore", "6:0,3,9;1,5,8;-2,4,11", parser(ParseTricolore)},
	{"nim", "3,5,7", parser(ParseNim)},
	{"notnim", "3,2,9", parser(ParseNotNim)},
	{"spec", "0.07/5,8,3", parser(ParseSpec)},
	{"gamepack", "1,0,0,0/5,7,3", parser(ParseGamePack)},
	{"arraygame", "12:1,5,6", parser(ParseCells)},
	{"alicegame", "2:1-3,6-9,12", parser(ParseMonsters)},
	{"chesslink", "5:3,3,3/RgB", parser(ParseChess)},
	{"cutting", "3x2,4x3,5x5", parser(ParsePaper)},
	{"splitting", "1,0,1,5", parser(ParseBottles)},
	{"jiangnan", "3:1,2,3,5", parser(ParsePiles)},
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
	// PlayJSON plays a move encoded as JSON: the position after it and the
	// move described, or why it is illegal.
	PlayJSON(move string) (Position, string, error)
	// Legal lists the first most legal moves in the board's order, and
	// whether that is all of them: those of its AllMoves method. A board
	// without one lists none, and false (the heap boards: a heap of a
	// billion tokens has a billion moves, which a page does not need).
	Legal(most int) ([]Move, bool)
}

// Move is a move of any game: its description and the move itself (a
// TriMove, HeapMove, ...) encoded as JSON.
type Move struct {
	Say, JSON string
}

// position is what Position needs of a game's own position type.
type position[P any, M any] interface {
	String() string
	Tables() []table.Table
	Analyze(data [][]byte) (*Analysis[M], error)
	Describe(m M) string
	Play(m M) (P, error)
}

// parser turns a game's Parse function into a Game's.
func parser[P position[P, M], M any](parse func(string) (P, error)) func(string) (Position, error) {
	return func(text string) (Position, error) {
		p, err := parse(text)
		if err != nil {
			return nil, err
		}
		return anyPosition[P, M]{p}, nil
	}
}

// anyPosition is a game's position seen as a Position.
type anyPosition[P position[P, M], M any] struct{ p P }

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

func (a anyPosition[P, M]) PlayJSON(move string) (Position, string, error) {
	var m M
	if err := json.Unmarshal([]byte(move), &m); err != nil {
		return nil, "", illegal("a move the board cannot read: %v", err)
	}
	q, err := a.p.Play(m)
	if err != nil {
		return nil, "", err
	}
	return anyPosition[P, M]{q}, a.p.Describe(m), nil
}

func (a anyPosition[P, M]) Legal(most int) ([]Move, bool) {
	p, ok := any(a.p).(interface{ AllMoves() iter.Seq[M] })
	if !ok {
		return nil, false
	}
	var ms []Move
	for m := range p.AllMoves() {
		if len(ms) == most {
			return ms, false
		}
		enc, err := a.move(m)
		if err != nil {
			panic(err) // a move type that JSON cannot encode: a bug of this package
		}
		ms = append(ms, enc)
	}
	return ms, true
}
