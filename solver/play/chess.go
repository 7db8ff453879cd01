package play

import (
	"fmt"
	"iter"
	"slices"
	"strings"

	"nimber/solver/table"
)

// Limits of the chesslink board.
const (
	MaxChessN  = 100000 // n
	MaxTrail   = 10000  // moves in a trail
	ChessExact = 10     // the matching search decides positions with n up to this
)

// Chess is a position of "Link with Chess Game": red, green and blue pieces
// on cells 1..n of a row (they may share a cell); a move shifts one piece
// to an adjacent cell, and no triple of positions may occur twice. Trail
// lists the triples so far, the start first and the current one last.
//
// Text: "n:r,g,b" for the start, then "/" and the moves, one letter each:
// r, g, b shift that piece left, R, G, B right, e.g. "5:3,3,3/RgB".
type Chess struct {
	N     int
	Trail [][3]int
}

// ChessMove shifts piece Piece (0 red, 1 green, 2 blue) by Dir (−1 left,
// +1 right).
type ChessMove struct {
	Piece, Dir int
}

var chessPieces = [3]string{"red", "green", "blue"}

// ParseChess reads a chesslink position.
func ParseChess(text string) (*Chess, error) {
	sc := &scanner{s: text}
	n, err := sc.header("n", 2, MaxChessN)
	if err != nil {
		return nil, err
	}
	vs, _, err := sc.list("cell", 1, int64(n), 3, '/')
	if err != nil {
		return nil, err
	}
	if len(vs) != 3 {
		return nil, sc.errorf(sc.pos, "expected three cells r,g,b, found %d", len(vs))
	}
	p := &Chess{N: n, Trail: [][3]int{{int(vs[0]), int(vs[1]), int(vs[2])}}}
	if sc.accept('/') {
		sc.skip()
		seen := map[[3]int]bool{p.Trail[0]: true}
		for ; sc.pos < len(text) && strings.IndexByte("rgbRGB", text[sc.pos]) >= 0; sc.pos++ {
			c := text[sc.pos]
			m := ChessMove{Piece: strings.IndexByte("rgb", c|0x20), Dir: -1}
			if c < 'a' {
				m.Dir = 1
			}
			if len(p.Trail) > MaxTrail {
				return nil, sc.errorf(sc.pos, "more than %d moves", MaxTrail)
			}
			next, err := p.step(m, seen)
			if err != nil {
				return nil, sc.errorf(sc.pos, "%s", err.(*Error).Msg)
			}
			seen[next] = true
			p.Trail = append(p.Trail, next)
		}
	}
	return p, sc.end()
}

// String returns the canonical text form.
func (p *Chess) String() string {
	s := p.Trail[0]
	var b strings.Builder
	fmt.Fprintf(&b, "%d:%d,%d,%d", p.N, s[0], s[1], s[2])
	if len(p.Trail) > 1 {
		b.WriteByte('/')
	}
	for i := 1; i < len(p.Trail); i++ {
		for j := range 3 {
			if d := p.Trail[i][j] - p.Trail[i-1][j]; d != 0 {
				c := "rgb"[j]
				if d > 0 {
					c -= 'a' - 'A'
				}
				b.WriteByte(c)
			}
		}
	}
	return b.String()
}

// Current returns the pieces' cells now.
func (p *Chess) Current() [3]int { return p.Trail[len(p.Trail)-1] }

// Describe returns a move in the board's words: "move red right (3 → 4)".
func (p *Chess) Describe(m ChessMove) string {
	dir := "left"
	if m.Dir > 0 {
		dir = "right"
	}
	c := p.Current()[m.Piece]
	return fmt.Sprintf("move %s %s (%d → %d)", chessPieces[m.Piece], dir, c, c+m.Dir)
}

// step returns the triple after m, or why m is illegal given the visited
// triples.
func (p *Chess) step(m ChessMove, seen map[[3]int]bool) ([3]int, error) {
	cur := p.Current()
	if m.Piece < 0 || m.Piece > 2 || m.Dir != 1 && m.Dir != -1 {
		return cur, illegal("a move shifts red, green or blue one cell left or right")
	}
	next := cur
	next[m.Piece] += m.Dir
	if next[m.Piece] < 1 || next[m.Piece] > p.N {
		return cur, illegal("%s cannot leave the row 1..%d", chessPieces[m.Piece], p.N)
	}
	if seen[next] {
		return cur, illegal("the triple (%d, %d, %d) has already occurred", next[0], next[1], next[2])
	}
	return next, nil
}

// visited returns the set of triples of the trail.
func (p *Chess) visited() map[[3]int]bool {
	seen := make(map[[3]int]bool, len(p.Trail))
	for _, t := range p.Trail {
		seen[t] = true
	}
	return seen
}

// Play returns the position after m, or an error saying why m is illegal.
func (p *Chess) Play(m ChessMove) (*Chess, error) {
	if len(p.Trail) > MaxTrail {
		return nil, illegal("the trail holds at most %d moves", MaxTrail)
	}
	next, err := p.step(m, p.visited())
	if err != nil {
		return nil, err
	}
	q := &Chess{N: p.N, Trail: append(p.Trail[:len(p.Trail):len(p.Trail)], next)}
	return q, nil
}

// Moves lists every legal move: red left, red right, green left, ...
func (p *Chess) Moves() []ChessMove {
	seen := p.visited()
	var ms []ChessMove
	for piece := range 3 {
		for _, d := range [2]int{-1, 1} {
			if _, err := p.step(ChessMove{piece, d}, seen); err == nil {
				ms = append(ms, ChessMove{piece, d})
			}
		}
	}
	return ms
}

// AllMoves yields the moves of Moves, which are few.
func (p *Chess) AllMoves() iter.Seq[ChessMove] { return slices.Values(p.Moves()) }

// Over reports whether the player to move has no move (and so loses).
func (p *Chess) Over() bool { return len(p.Moves()) == 0 }

// Tables lists the tables Analyze needs: none.
func (p *Chess) Tables() []table.Table { return nil }
