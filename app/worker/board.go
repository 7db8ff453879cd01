package main

import (
	"encoding/json"
	"fmt"
	"reflect"

	"nimber/app/protocol"
	"nimber/solver/gamepack"
	"nimber/solver/games"
	"nimber/solver/play"
	"nimber/solver/sums"
	"nimber/solver/tricolore"
)

// maxLegal is the most legal moves a Board lists, few enough that a click
// redraws at once. The page names the move of each piece from the list: on
// a board with more moves (huge gaps or arrays), a piece past them names
// none, and its click is still played (or refused) by the worker.
const maxLegal = 4000

// board answers a Position request of game g: the Board to post and the
// position reached, whose analysis follows when asked for (nil when there
// is none to analyse: the request was refused and left the page's
// position as it was).
func board(g *play.Game, m protocol.Position) (protocol.Board, play.Position) {
	out := protocol.Board{ID: m.ID, Game: g.ID}
	text := m.Pos
	if text == "" {
		text = g.Example
	}
	p, err := g.Parse(text)
	if err != nil {
		out.Refused = err.Error()
		if !m.OrExample {
			return out, nil
		}
		p = example(g)
	} else {
		var said string
		switch {
		case m.Edit != nil:
			p, err = edited(g, p, *m.Edit)
		case m.Move != nil:
			p, said, err = moved(p, *m.Move)
		}
		if err != nil {
			out.Refused = err.Error()
			setPosition(&out, p)
			return out, nil
		}
		out.Said = said
	}
	setPosition(&out, p)
	return out, p
}

// analysis returns the analysis of p, whose tables are data.
func analysis(p play.Position, data [][]byte) (protocol.Analysis, error) {
	a, err := p.AnalyzeMoves(data)
	if err != nil {
		return protocol.Analysis{}, err
	}
	out := protocol.Analysis{
		Pos: p.String(), Over: a.Over, Wins: a.Wins, Unknown: a.Unknown, Value: a.Value, Parts: a.Parts,
		Remoteness: a.Remoteness, Count: float64(a.Count), Partial: a.Partial,
	}
	for _, m := range a.Winning[:min(len(a.Winning), maxSent)] {
		out.Moves = append(out.Moves, toMove(p, m))
	}
	if len(a.Winning) == 0 && !a.Over {
		longest := toMove(p, a.Longest)
		out.Longest = &longest
	}
	if m, ok := a.Reply(); ok {
		reply := toMove(p, m)
		out.Reply = &reply
	}
	return out, nil
}

// example is g's example position, which always parses (play.TestGames).
func example(g *play.Game) play.Position {
	p, err := g.Parse(g.Example)
	if err != nil {
		panic(fmt.Sprintf("play: the example %q of %s does not parse: %v", g.Example, g.ID, err))
	}
	return p
}

// setPosition sets out's position, board data and legal moves from p.
func setPosition(out *protocol.Board, p play.Position) {
	out.Pos = p.String()
	out.Data = boardData(p)
	legal, complete := p.Legal(maxLegal)
	out.Legal, out.Complete = make([]protocol.Move, len(legal)), complete
	for i, m := range legal {
		out.Legal[i] = toMove(p, m)
	}
}

// moved plays m on p: the position after it and m described, or why m is
// illegal (p is then left as it is).
func moved(p play.Position, m protocol.BoardMove) (play.Position, string, error) {
	f := reflect.ValueOf(moveField(p, &m)).Elem()
	if f.IsNil() {
		return p, "", fmt.Errorf("not a move of this board")
	}
	enc, err := json.Marshal(f.Interface())
	if err != nil {
		return p, "", err
	}
	q, said, err := p.PlayJSON(string(enc))
	if err != nil {
		return p, "", err
	}
	return q, said, nil
}

// toMove is a move of p (package play's, as JSON) as the protocol's: the
// protocol's move structs mirror play's move types field for field, so the
// JSON reads into the field of p's board.
func toMove(p play.Position, m play.Move) protocol.Move {
	out := protocol.Move{Say: m.Say}
	if err := json.Unmarshal([]byte(m.JSON), moveField(p, &out.Move)); err != nil {
		panic(fmt.Sprintf("play: move %s does not read as a protocol move: %v", m.JSON, err))
	}
	return out
}

// moveField returns a pointer to the field of m that holds a move of p's
// board.
func moveField(p play.Position, m *protocol.BoardMove) any {
	switch p.Value().(type) {
	case *play.Tricolore:
		return &m.Tri
	case *play.Heaps:
		return &m.Heaps
	case *play.Cells:
		return &m.Cell
	case *play.Monsters:
		return &m.Monster
	case *play.Chess:
		return &m.Chess
	case *play.Paper:
		return &m.Cut
	case *play.Bottles:
		return &m.Bean
	case *play.Piles:
		return &m.Split
	}
	panic(fmt.Sprintf("play: no protocol move for a %T", p.Value()))
}

// boardData is p as the page draws it, with the limits of its controls.
func boardData(p play.Position) protocol.BoardData {
	switch v := p.Value().(type) {
	case *play.Tricolore:
		return protocol.BoardData{Tri: &protocol.TriBoard{F: v.F, Rows: lists(v.Rows), Bob: v.Bob,
			MaxF: tricolore.MaxF, MaxRows: play.MaxRows}}
	case *play.Heaps:
		return protocol.BoardData{Heaps: heapData(v)}
	case *play.Cells:
		return protocol.BoardData{Cells: &protocol.CellsBoard{N: v.N, White: v.White, MaxN: play.MaxCellsN}}
	case *play.Monsters:
		return protocol.BoardData{Monsters: &protocol.MonstersBoard{K: v.K, Segments: lists(v.Segments), MaxK: play.MaxK,
			Play: playName(v.Misere), Plays: playChoices()}}
	case *play.Chess:
		return protocol.BoardData{Chess: &protocol.ChessBoard{N: v.N, Trail: lists(v.Trail), MaxN: play.MaxChessN}}
	case *play.Paper:
		return protocol.BoardData{Paper: &protocol.PaperBoard{Pieces: lists(v.Pieces)}}
	case *play.Bottles:
		return protocol.BoardData{Bottles: &protocol.BottlesBoard{Beans: v.Beans, MaxBottles: play.MaxBottles,
			Play: playName(v.Misere), Plays: playChoices()}}
	case *play.Piles:
		return protocol.BoardData{Piles: &protocol.PilesBoard{F: v.F, Piles: v.Piles, MaxF: play.MaxSplitF,
			Play: playName(v.Misere), Plays: playChoices()}}
	}
	panic(fmt.Sprintf("play: no protocol board for a %T", p.Value()))
}

// heapData is a heap position as the page draws it.
func heapData(p *play.Heaps) *protocol.HeapBoard {
	d := &protocol.HeapBoard{Heaps: p.Heaps, Noun: p.Noun(),
		OneHeap: p.Conv.Sum == sums.Disjunctive || p.Conv.Sum == sums.DiminishedDisjunctive}
	switch p.Board {
	case play.Nim, play.NotNim:
		d.Play, d.Plays = p.Conv.Play.String(), playChoices()
	case play.Spec:
		d.Spec, d.Sum = p.Game.String(), p.Conv.Sum.String()
		for _, c := range sums.All() {
			if c.Play == sums.Normal {
				d.Sums = append(d.Sums, protocol.Choice{Name: c.Sum.String(), Label: games.SumLabel(c.Sum)})
			}
		}
		d.Play, d.Plays = p.Conv.Play.String(), playChoices()
	case play.GamePack:
		d.Pack, d.PackSays = p.Pack[:], p.Pack.Describe()
		for _, param := range gamepack.Params {
			d.Params = append(d.Params, protocol.PackParam{Name: param.Name, Choices: len(param.Choices)})
		}
	}
	return d
}

// playName names the play of a board in misère play or not.
func playName(misere bool) string {
	if misere {
		return sums.Misere.String()
	}
	return sums.Normal.String()
}

// playChoices are the plays a board offers: normal and misère.
func playChoices() []protocol.Choice {
	var out []protocol.Choice
	for _, pl := range []sums.Play{sums.Normal, sums.Misere} {
		out = append(out, protocol.Choice{Name: pl.String(), Label: games.PlayLabel(pl)})
	}
	return out
}

// edited is the position of game g that the page's set-up edit d of p
// makes, read from its text so that every rule of the text form holds.
func edited(g *play.Game, p play.Position, d protocol.BoardData) (play.Position, error) {
	text, err := editText(p, d)
	if err != nil {
		return p, err
	}
	q, err := g.Parse(text)
	if err != nil {
		return p, err
	}
	return q, nil
}

// editText is the text form of the edit d of p's board.
func editText(p play.Position, d protocol.BoardData) (string, error) {
	var q fmt.Stringer
	var err error
	switch v := p.Value().(type) {
	case *play.Tricolore:
		if d.Tri == nil {
			break
		}
		rows, e := arrays[[3]int](d.Tri.Rows, "a row holds blue, white and red")
		q, err = &play.Tricolore{F: d.Tri.F, Rows: rows, Bob: d.Tri.Bob}, e
	case *play.Heaps:
		if d.Heaps == nil {
			break
		}
		return heapText(v, d.Heaps), nil
	case *play.Cells:
		if d.Cells != nil {
			q = &play.Cells{N: d.Cells.N, White: d.Cells.White}
		}
	case *play.Monsters:
		if d.Monsters == nil {
			break
		}
		segments, e := arrays[[2]int](d.Monsters.Segments, "a segment has a first and a last cell")
		q, err = &play.Monsters{K: d.Monsters.K, Segments: segments, Misere: d.Monsters.Play == sums.Misere.String()}, e
	case *play.Chess:
		if d.Chess == nil {
			break
		}
		trail, e := arrays[[3]int](d.Chess.Trail, "a cell of the trail holds red, green and blue")
		q, err = &play.Chess{N: d.Chess.N, Trail: trail}, e
	case *play.Paper:
		if d.Paper == nil {
			break
		}
		pieces, e := arrays[[2]int](d.Paper.Pieces, "a piece has a width and a height")
		q, err = &play.Paper{Pieces: pieces}, e
	case *play.Bottles:
		if d.Bottles != nil {
			q = &play.Bottles{Beans: d.Bottles.Beans, Misere: d.Bottles.Play == sums.Misere.String()}
		}
	case *play.Piles:
		if d.Piles != nil {
			q = &play.Piles{F: d.Piles.F, Piles: d.Piles.Piles, Misere: d.Piles.Play == sums.Misere.String()}
		}
	}
	switch {
	case err != nil:
		return "", err
	case q == nil:
		return "", fmt.Errorf("not a board of this game")
	}
	return q.String(), nil
}

// heapText is the text of the heap position p edited to d: its heaps, and
// a spec board's game and convention, Nim's or NotNim's play or GamePack's
// parameters.
func heapText(p *play.Heaps, d *protocol.HeapBoard) string {
	switch p.Board {
	case play.Spec:
		conv := "" // the board's default convention
		if d.Sum != "" || d.Play != "" {
			conv = d.Sum + "-" + d.Play
		}
		return play.SpecText(d.Spec, d.Heaps, conv)
	case play.Nim, play.NotNim:
		return play.PlainText(d.Heaps, d.Play)
	}
	q := *p
	q.Heaps = d.Heaps
	copy(q.Pack[:], d.Pack)
	return q.String()
}

// lists turns fixed-size arrays into slices, as the protocol carries them.
func lists[A [2]int | [3]int](xs []A) [][]int {
	out := make([][]int, len(xs))
	for i := range xs {
		a := reflect.ValueOf(&xs[i]).Elem()
		out[i] = append([]int(nil), a.Slice(0, a.Len()).Interface().([]int)...)
	}
	return out
}

// arrays turns slices back into arrays, or fails with what when one has
// the wrong length.
func arrays[A [2]int | [3]int](xs [][]int, what string) ([]A, error) {
	out := make([]A, len(xs))
	for i, x := range xs {
		a := reflect.ValueOf(&out[i]).Elem()
		if len(x) != a.Len() {
			return nil, fmt.Errorf("%s", what)
		}
		reflect.Copy(a, reflect.ValueOf(x))
	}
	return out, nil
}
